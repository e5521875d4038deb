"""Rendering ahead, saying a line from pieces, and the cache's size limit."""

from __future__ import annotations

import logging
import os
import threading
import time
import wave
from array import array
from concurrent.futures import Future
from pathlib import Path

import pytest

from device.storage.library import load_library
from device.sound.prerender import Prerenderer, deck_lines, lines_to_render, progress_in_cache
from device.sound.speech_cache import cache_size, trim_cache
from device.sound.speech_pieces import PAUSE_SECONDS, WORD_GAP_SECONDS, PieceIndex, join, key_of
from engine.games.rapid_list import lines as rapid_list
from engine.games.rapido.rules import words as rapido
from engine.games.scattergories import rules as scattergories
from engine.spoken import spoken_list

RATE = 22050
NAMES = ("Red", "Blue", "Green", "Yellow")


def tone_wav(path: Path, frames: int, value: int = 3000) -> Path:
    with wave.open(str(path), "wb") as wav:
        wav.setnchannels(1)
        wav.setsampwidth(2)
        wav.setframerate(RATE)
        wav.writeframes(array("h", [value, -value] * (frames // 2)).tobytes())
    return path


# ----- pieces ------------------------------------------------------------------------


def test_pieces_are_found_by_their_words_longest_first(tmp_path: Path) -> None:
    index = PieceIndex()
    for text in ("Blue", "moves to", "moves", "space", "9", "Blue moves"):
        index.add(text, tone_wav(tmp_path / f"{key_of(text)}.wav", 100))
    plan = index.plan("Blue moves to space 9.")
    assert plan is not None
    assert [piece.words for piece in plan] == ["blue", "moves to", "space", "9"]  # "to" alone has no piece
    assert index.plan("Blue flies to space 9.") is None  # "flies" has no piece


def test_spanish_opening_marks_are_punctuation_not_part_of_a_word(tmp_path: Path) -> None:
    """ "¡Rojo gana!" and "¿Cuántos jugadores?" are said from the pieces "Rojo", "gana", "Cuántos", "jugadores",
    and a game's words are rendered without the marks (device/sound/prerender.py's piece_words)."""
    from device.sound.prerender import piece_words

    index = PieceIndex()
    for text in ("Rojo", "gana", "Cuántos", "jugadores"):
        index.add(text, tone_wav(tmp_path / f"{key_of(text)}.wav", 100))
    for line, words in (("¡Rojo gana!", ["rojo", "gana"]), ("¿Cuántos jugadores?", ["cuántos", "jugadores"])):
        plan = index.plan(line)
        assert plan is not None and [piece.words for piece in plan] == words, line
    assert piece_words(["¡Rojo gana Rapid List!", "¿Cuántos jugadores?"]) == [
        "Rojo",
        "gana",
        "Rapid",
        "List",
        "Cuántos",
        "jugadores",
    ]


def test_a_whole_rendered_line_beats_its_pieces(tmp_path: Path) -> None:
    index = PieceIndex()
    for text in ("Red, your bid?", "Red", "your bid?"):
        index.add(text, tone_wav(tmp_path / f"{key_of(text)}.wav", 100))
    plan = index.plan("Red, your bid?")
    assert plan is not None and [piece.words for piece in plan] == ["red your bid"]


def test_pieces_join_with_short_gaps_and_longer_pauses_at_punctuation(tmp_path: Path) -> None:
    index = PieceIndex()
    for text in ("Round", "2", "Blue", "reads first"):
        index.add(text, tone_wav(tmp_path / f"{key_of(text)}.wav", 1000))
    plan = index.plan("Round 2. Blue reads first.")
    assert plan is not None
    out = join(plan, tmp_path / "joined.wav")
    with wave.open(str(out), "rb") as wav:
        frames = wav.getnframes()
    # Round _ 2 . Blue _ reads first (no pause after the last piece)
    gaps = (WORD_GAP_SECONDS, PAUSE_SECONDS["."], WORD_GAP_SECONDS)
    assert frames == 4 * 1000 + sum(int(gap * RATE) for gap in gaps)


def test_variable_lines_of_the_games_can_be_said_from_pieces(tmp_path: Path) -> None:
    """Every piece known in advance, and a sample of each game's variable lines: none needs espeak-ng."""
    stand_in = tone_wav(tmp_path / "piece.wav", 10)
    index = PieceIndex()
    for text in lines_to_render(NAMES, None):
        index.add(text, stand_in)
    lines = [
        rapid_list.words("fell-short", name="Blue"),
        rapid_list.your_bid("Yellow").text,
        rapid_list.your_bid("Red", high=6).text,
        rapid_list.read_in_order([("Blue", 4, False), ("Red", 6, True)]).text,
        rapid_list.round_standings([("Blue", 11), ("Red", 9)], 13).text,
        rapid_list.standings([("Blue", 11), ("Red", 9)], 13).text,
        rapid_list.read_your_list("Red", 3, doubled=False).text,
        rapid_list.words("doubles", name="Team Blue"),
        rapid_list.winners(["Red"]).text,
        rapid_list.reader_up("Red").text,
        rapido.said_in("en", "dice-value", value=62),
        scattergories.totals([("Red", 12), ("Blue", 9)]).text,
        scattergories.words.line("letter-is", letter="S", word=scattergories.spelling_word("S")).text,
        f"{spoken_list(['Red', 'Blue'], 'en')} are tied on 3 points.",
    ]
    missing = [line for line in lines if index.plan(line) is None]
    assert missing == []


# ----- what is rendered ahead -----------------------------------------------------------


def test_every_deck_entry_is_listed_the_way_its_game_says_it() -> None:
    library = load_library()
    listed = set(deck_lines(library))
    card = next(iter(library.decks["rapid_list/blue"].values()))
    assert rapid_list.numbered_question(1, card[0]).text in listed
    assert rapid_list.question(card[5]).text in listed
    categories = next(iter(library.decks["scattergories/lists"].values()))
    assert scattergories.category(12, categories[11]).text in listed
    challenge = next(iter(library.decks["rapid_list/challenges"].values()))
    assert challenge in listed
    everything = lines_to_render(NAMES, library)
    assert len(everything) == len(set(everything)) and listed <= set(everything)
    assert everything.index("Blue") < everything.index(rapid_list.question(card[5]).text)  # pieces first


def test_prerenderer_logs_progress_and_keeps_what_it_rendered(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.INFO, logger="table_referee.prerender")
    lines = [f"line {n}" for n in range(8)]
    stored: dict[str, Path] = {}

    def submit(texts: list[str]) -> list[Future[Path | None]]:
        futures = []
        for text in texts:
            stored[text] = tone_wav(tmp_path / f"{len(stored)}.wav", 100)
            future: Future[Path | None] = Future()
            future.set_result(stored[text])
            futures.append(future)
        return futures

    prerenderer = Prerenderer(lambda: lines, submit, cache_dirs=[tmp_path], limit_bytes=0, delay=0)
    prerenderer.start()
    assert prerenderer.wait(10)
    assert (prerenderer.done, prerenderer.total) == (8, 8)
    said = [record.getMessage() for record in caplog.records]
    assert any("8 of 8 lines (100 %)" in message for message in said)
    assert all(path.exists() for path in stored.values())  # over the limit, yet needed: kept
    assert progress_in_cache(lines + ["never"], stored.get) == (8, 9)


# ----- the cache's size limit --------------------------------------------------------------


def test_the_cache_drops_the_least_recently_used_first_never_what_is_needed(tmp_path: Path) -> None:
    now = time.time()
    files = []
    for age in range(5):  # file 0 is the oldest
        path = tone_wav(tmp_path / f"{age}.wav", 1000)
        os.utime(path, (now - 1000 + age, now - 1000 + age))
        files.append(path)
    one = files[0].stat().st_size
    removed = trim_cache([tmp_path], limit_bytes=2 * one, keep={files[1]})
    assert removed == 3
    assert [path.exists() for path in files] == [False, True, False, False, True]
    assert cache_size([tmp_path]) == 2 * one


def test_a_line_used_again_after_an_hour_counts_as_recently_used(tmp_path: Path) -> None:
    from device.sound.voices.wav_cache import USE_MARK_SECONDS, WavCache

    cache = WavCache(tmp_path, voice=None, rate=160, volume=1.0)
    path = tone_wav(cache.path_for("Round 2."), 1000)
    long_ago = time.time() - 2 * USE_MARK_SECONDS
    os.utime(path, (long_ago, long_ago))
    assert cache.lookup("Round 2.") == path
    assert path.stat().st_mtime > time.time() - 60  # renewed: the size limit keeps it over older lines
    recent = path.stat().st_mtime
    assert cache.lookup("Round 2.") == path and path.stat().st_mtime == recent  # no write at every hit


def test_a_stopped_prerenderer_drops_what_it_queued(tmp_path: Path) -> None:
    """The table changed language: the old language's lines queued ahead are cancelled, not rendered."""
    handed: list[Future[Path | None]] = []
    submitted = threading.Event()

    def submit(texts: list[str]) -> list[Future[Path | None]]:
        handed.extend(Future() for _ in texts)
        submitted.set()
        return handed

    prerenderer = Prerenderer(lambda: ["one", "two", "three"], submit, cache_dirs=[tmp_path], delay=0)
    prerenderer.start()
    assert submitted.wait(10)
    handed[0].set_running_or_notify_cancel()  # the renderer is on the first line already
    prerenderer.stop()
    assert [future.cancelled() for future in handed] == [False, True, True]


def test_a_prerenderer_stopped_before_it_lists_hands_nothing_over(tmp_path: Path) -> None:
    handed: list[str] = []
    prerenderer = Prerenderer(lambda: ["one"], lambda texts: handed.extend(texts) or [], cache_dirs=[tmp_path], delay=0.05)
    prerenderer.stop()
    prerenderer.start()
    assert prerenderer.wait(5)
    assert handed == []


def test_the_lines_rendered_ahead_are_those_of_the_language_spoken() -> None:
    """A Spanish table's cache fills with Spanish lines, Spanish pieces and the Spanish decks as they are said."""
    from engine import language
    from engine.words import Words

    library = load_library(language="es")
    with language.speaking("es"):
        spanish = set(lines_to_render(("Rojo", "Azul"), library))
    english = set(lines_to_render(("Red", "Blue"), load_library()))
    device = Words("device")
    which_en, which_es = device.said_in("en", "which-game"), device.said_in("es", "which-game")
    assert which_es in spanish and which_en not in spanish
    assert device.said_in("es", "now-speaking") in spanish
    assert {"Equipo Rojo", "de Azul"} <= spanish and "Team Rojo" not in spanish
    card = next(iter(library.decks["rapid_list/blue"].values()))
    with language.speaking("es"):
        said = rapid_list.numbered_question(1, card[0]).text
    assert said in spanish  # a deck entry as the Spanish game says it
    assert which_en in english and which_es not in english


def test_a_games_pieces_can_be_read_on_several_threads_at_once() -> None:
    """Setup's foresight reads a game's pieces on its own thread while the game thread may too: when the pieces
    were read from phrase modules' source, Python 3.11's ast.parse on two threads at once crashed the referee
    ("AST constructor recursion depth mismatch"); now they are read from message files, still on any thread."""
    from device.sound import prerender
    from engine.catalog import GAMES

    start = threading.Barrier(4)
    found: list[list[str]] = []
    failures: list[BaseException] = []

    def read(game: str) -> None:
        start.wait()
        try:
            found.append(prerender.game_pieces(GAMES[game], ["Ann", "Bob"], None))
        except BaseException as error:  # noqa: BLE001 - the test reports what any thread met
            failures.append(error)

    threads = [threading.Thread(target=read, args=(game,)) for game in ("rapido", "dabble", "rapido", "scattergories")]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    assert failures == []
    assert found[0] and all(found)
