"""Who may use the phone page: the join code, the tries allowed, the phones and their roles.

The page is open to anyone on the table's network who can reach the port, so
it is closed by default: a phone joins by typing the six-digit code the
referee says, and gets an unguessable session token (kept in an HttpOnly
cookie). Guessing is slowed by two limits: tries per address, and wrong tries
for the whole table, whatever the number of addresses a guesser uses; at the
fastest rate they allow, finding the code takes weeks, not a game night
(docs/companion.md has the figures). The first phone to join decides whether
it only watches or also answers, and it approves or revokes every later phone
that asks to answer.

The code and the phones (their tokens only as hashes) can be written down
(`kept()`) and read back (`Access.restored`), so a restart of the referee
keeps the game's code and its phones' sessions.

Pure bookkeeping with an injectable clock: the server calls it from one
asyncio thread, and the unit tests call it directly.
"""

from __future__ import annotations

import hashlib
import secrets
import time
from collections import deque
from dataclasses import dataclass, field
from typing import Callable, Literal

from engine.language import Phrases

phrases = Phrases("device.companion.phrases")

CODE_DIGITS = 6  # a million codes, still said and typed in a breath
TRIES_PER_MINUTE = 5  # per network address
TABLE_WRONG_PER_MINUTE = 12  # wrong codes from all addresses together; past it every try waits
WINDOW = 60.0  # seconds over which the tries are counted
MOST_PHONES = 16  # a table is a dozen players at most; more sessions are someone trying their luck
QUIET = 10 * 60.0  # seconds: a phone with no page open and no request for this long gives its place up when needed
LONGEST_NAME = 20  # characters of the name a phone gives itself

Role = Literal["viewer", "controller"]


@dataclass
class Phone:
    """One joined phone. `id` is shown on the first phone's page; the token never is."""

    id: str
    token: str
    role: Role = "viewer"
    first: bool = False  # the first phone: it approves and revokes the others
    asks_control: bool = False  # a later phone asked to answer and waits for the first phone
    name: str = ""  # what the phone called itself when joining, shown to the first phone
    seat: str = ""  # the player it last answered or voted for, shown when it gave no name
    seen: float = 0.0  # when it last asked anything (the clock of Access)
    streams: int = 0  # its open live pictures: a phone showing the page is never quiet

    @property
    def shown_as(self) -> str:
        """How the first phone's list names it: its name, else the player it answers for, else its id."""
        return self.name or (phrases.phone_of(self.seat) if self.seat else phrases.phone_numbered(self.id))

    @property
    def controls(self) -> bool:
        return self.role == "controller"


@dataclass(frozen=True)
class Refused:
    """A join refused, with the words the page shows and, when tries ran out, the wait."""

    message: str
    wait: int = 0  # seconds until this address may try again; 0: try again now


@dataclass
class Access:
    clock: Callable[[], float] = time.monotonic
    code: str = ""
    phones: dict[str, Phone] = field(default_factory=dict)  # by token
    _tries: dict[str, deque[float]] = field(default_factory=dict)
    _wrong: deque[float] = field(default_factory=deque)  # wrong codes from every address, for the table-wide limit
    hand_over: bool = False  # the table asked (from the buttons) that the next phone to join becomes the first
    on_change: Callable[[], None] = lambda: None  # the code or the phones changed: write them down

    def __post_init__(self) -> None:
        if not self.code:
            self.new_code()

    def new_code(self) -> str:
        """A fresh join code (a new game gets one); phones already joined stay joined."""
        self.code = "".join(str(secrets.randbelow(10)) for _ in range(CODE_DIGITS))
        self.on_change()
        return self.code

    # ------------------------------------------------------------ joining

    def join(self, client: str, code: str, wants: Role, name: str = "") -> Phone | Refused:
        """A phone typed `code`; `client` is its network address, for the limit on tries."""
        now = self.clock()
        while self._wrong and now - self._wrong[0] >= WINDOW:
            self._wrong.popleft()
        tries = self._tries.setdefault(client, deque())
        while tries and now - tries[0] >= WINDOW:
            tries.popleft()
        if len(tries) >= TRIES_PER_MINUTE:
            return self._wait(tries[0], now)
        if len(self._wrong) >= TABLE_WRONG_PER_MINUTE:  # someone is guessing: everyone waits a little
            return self._wait(self._wrong[0], now)
        tries.append(now)
        if len(self._tries) > 4096:  # addresses remembered; the oldest tried first go
            del self._tries[next(iter(self._tries))]
        typed = "".join(code.split())  # "471 923" as said in groups is the same code
        if not secrets.compare_digest(typed.encode("utf-8", "replace"), self.code.encode()):
            self._wrong.append(now)
            left = TRIES_PER_MINUTE - len(tries)
            return Refused(phrases.wrong_code(left))
        if len(self.phones) >= MOST_PHONES and not self._free_a_place(now):
            return Refused(phrases.TOO_MANY_PHONES)
        first = not any(phone.first for phone in self.phones.values()) or self.hand_over
        if first:  # the table handed ownership on (or there was no first phone): the old first phone is one of the others
            for other in self.phones.values():
                other.first = False
            self.hand_over = False
        phone = Phone(
            id=secrets.token_hex(3),
            token=secrets.token_urlsafe(32),
            role=wants if first else "viewer",
            first=first,
            asks_control=not first and wants == "controller",
            name=" ".join(name.split())[:LONGEST_NAME],
            seen=now,
        )
        self.phones[_hashed(phone.token)] = phone
        self.on_change()
        return phone

    def _free_a_place(self, now: float) -> bool:
        """Remove the phone quiet longest (no page open, nothing asked for QUIET seconds); whether one was."""
        quiet = [(phone.seen, key) for key, phone in self.phones.items()
                 if not phone.first and not phone.streams and now - phone.seen >= QUIET]
        if not quiet:
            return False
        del self.phones[min(quiet)[1]]
        return True

    def seen(self, phone: Phone) -> None:
        """The phone asked something: it is not quiet."""
        phone.seen = self.clock()

    def leave(self, phone: Phone) -> None:
        """The phone left (its Leave button): its place is free. A first phone that leaves hands ownership on."""
        for key, kept in list(self.phones.items()):
            if kept is phone:
                del self.phones[key]
        if phone.first:
            self.hand_over = True
        self.on_change()

    def hand_over_next(self) -> None:
        """From the buttons: the next phone to join becomes the first phone (the old one lost its cookie)."""
        self.hand_over = True
        self.on_change()

    @staticmethod
    def _wait(since: float, now: float) -> Refused:
        wait = max(1, int(WINDOW - (now - since) + 0.999))
        return Refused(phrases.too_many_tries(wait), wait)

    def phone(self, token: str | None) -> Phone | None:
        return self.phones.get(_hashed(token)) if token else None

    # ------------------------------------------------------------ roles

    def ask_control(self, phone: Phone) -> None:
        if not phone.controls:
            phone.asks_control = True
            self.on_change()

    def set_role(self, by: Phone, phone_id: str, role: Role) -> str | None:
        """The first phone approves (controller) or revokes (viewer) a phone; None, or why not."""
        if not by.first:
            return phrases.ONLY_THE_FIRST_CHANGES
        target = next((phone for phone in self.phones.values() if phone.id == phone_id), None)
        if target is None:
            return phrases.PHONE_HAS_LEFT
        target.role = role
        target.asks_control = False
        self.on_change()
        return None

    def remove(self, by: Phone, phone_id: str) -> str | None:
        """The first phone sends another away (it must type the code again)."""
        if not by.first:
            return phrases.ONLY_THE_FIRST_REMOVES
        for key, phone in list(self.phones.items()):
            if phone.id == phone_id and not phone.first:
                del self.phones[key]
                self.on_change()
                return None
        return phrases.CANNOT_REMOVE

    def listing(self) -> list[dict[str, object]]:
        """The phones as the first phone's page lists them."""
        return [
            {"id": phone.id, "role": phone.role, "first": phone.first, "asks": phone.asks_control,
             "name": phone.shown_as}
            for phone in self.phones.values()
        ]

    # ------------------------------------------------------------ kept across a restart

    def kept(self) -> dict[str, object]:
        """The code and the phones as plain data to write down; tokens only as hashes."""
        return {
            "code": self.code,
            "hand_over": self.hand_over,
            "phones": [
                {"key": key, "id": phone.id, "role": phone.role, "first": phone.first, "asks": phone.asks_control,
                 "name": phone.name, "seat": phone.seat}
                for key, phone in self.phones.items()
            ],
        }

    def restore(self, kept: object) -> bool:
        """Take back what kept() wrote; anything malformed is ignored as a whole (then: a new code, no phones)."""
        try:
            assert isinstance(kept, dict)
            code, listed = kept["code"], kept["phones"]
            assert isinstance(code, str) and len(code) == CODE_DIGITS and code.isdigit() and code.isascii()
            phones: dict[str, Phone] = {}
            for entry in listed:
                key, role = entry["key"], entry["role"]
                assert isinstance(key, str) and len(key) == 64 and role in ("viewer", "controller")
                phones[key] = Phone(id=str(entry["id"])[:16], token="", role=role, first=entry["first"] is True,
                                    asks_control=entry["asks"] is True, name=str(entry.get("name", ""))[:LONGEST_NAME],
                                    seat=str(entry.get("seat", ""))[:LONGEST_NAME], seen=self.clock())
        except (AssertionError, KeyError, TypeError):
            return False
        self.code = code
        self.phones = dict(list(phones.items())[:MOST_PHONES])
        self.hand_over = kept.get("hand_over") is True
        return True


def _hashed(token: str) -> str:
    """A session token as kept: its SHA-256, so the file on disk lets nobody in."""
    return hashlib.sha256(token.encode("utf-8", "replace")).hexdigest()
