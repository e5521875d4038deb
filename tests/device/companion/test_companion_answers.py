"""Typed answers and votes name their collection and their seat; a repeat is "already received" (issue 21, item 2).

Before: a second tap on "Send my answers" sent the same sheet again as the
next seat's, and an answer tagged with an old round's question was taken for
the current collection. The server is the real aiohttp application on loopback.
"""

from __future__ import annotations

from device.referee.runtime import FrontAnswer
from engine.core import AskAnswers, AskGo, AskVotes, Line, Option, answers, vote
from tests.device.companion.test_companion import Page, ask, served

WAITING = (Option("0", "Red"), Option("1", "Blue"))


def sheet(letter: str, waiting: tuple[Option, ...] = WAITING) -> AskAnswers:
    return AskAnswers(
        Line("Send your answers."), "stop waiting", letter=letter, categories=("A fruit", "A city"), waiting=waiting, longest=20
    )


def body(question: int, seat: str, texts: list[str], sent: str | None = None) -> dict:
    given: dict = {"question": question, "kind": "answers", "value": {"seat": seat, "answers": texts}}
    if sent is not None:
        given["id"] = sent
    return given


def test_the_same_sheet_sent_twice_is_already_received_and_never_becomes_the_next_seats() -> None:
    async def test(page: Page) -> None:
        await page.join()
        ask(page.site.hub, sheet("B"), 4)
        status, _ = await page.post("/answer", body(4, "0", ["Banana", "Bath"], "sheet-1"))
        assert status == 202 and page.events.get_nowait() == FrontAnswer(answers("0", ["Banana", "Bath"]), 4)
        ask(page.site.hub, sheet("B", WAITING[1:]), 5)  # Red's is in: the referee asks the rest again
        status, answer = await page.post("/answer", body(4, "1", ["Banana", "Bath"], "sheet-1"))  # the second tap
        assert status == 200 and answer["already"] and "Already received" in answer["message"]
        status, answer = await page.post("/answer", body(5, "0", ["Banana", "Bath"], "sheet-2"))
        assert status == 409 and "Already received" in answer["message"]
        assert page.events.empty()

    served(test)


def test_an_answer_meant_for_the_round_before_is_late_not_this_rounds() -> None:
    async def test(page: Page) -> None:
        await page.join()
        ask(page.site.hub, sheet("B"), 4)  # round 1's collection
        ask(page.site.hub, AskGo(Line("Round 2: press GO.")), 9)
        ask(page.site.hub, sheet("K"), 12)  # round 2's collection, another letter
        status, answer = await page.post("/answer", body(4, "0", ["Banana", "Bath"]))
        assert status == 409 and "moved on" in answer["message"]
        status, _ = await page.post("/answer", body(12, "0", ["Kiwi", "Kent"]))
        assert status == 202 and page.events.get_nowait() == FrontAnswer(answers("0", ["Kiwi", "Kent"]), 12)

    served(test)


def test_votes_name_their_seat_and_a_repeated_vote_is_already_received() -> None:
    async def test(page: Page) -> None:
        await page.join()
        ballot = AskVotes(
            Line("Vote now."), "count hands", challenged=Option("1", "Blue"), category="A city", answer="Bath", waiting=WAITING
        )
        ask(page.site.hub, ballot, 6)
        cast = {"question": 6, "kind": "vote", "value": {"seat": "0", "valid": True}, "id": "vote-red"}
        assert (await page.post("/answer", cast))[0] == 202
        assert page.events.get_nowait() == FrontAnswer(vote("0", True), 6)
        ask(
            page.site.hub,
            AskVotes(
                Line("Vote now."),
                "count hands",
                challenged=Option("1", "Blue"),
                category="A city",
                answer="Bath",
                waiting=WAITING[1:],
            ),
            7,
        )
        again = {**cast, "value": {"seat": "1", "valid": True}}  # the same tap, the seat list moved on
        status, answer = await page.post("/answer", again)
        assert status == 200 and answer["already"]
        assert page.events.empty()

    served(test)
