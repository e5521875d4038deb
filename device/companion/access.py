"""Who may use the phone page: the join code, the tries allowed, the phones, their roles and their seats.

The page is open to anyone on the table's network who can reach the port, so
it is closed by default: a phone joins by typing the six-digit code the
referee says aloud, and gets an unguessable session token (kept in an
HttpOnly cookie) that works only from the network address it joined from.

Guessing is slowed by the limits on tries in tries.py: per address, for the
whole table, and while someone is guessing, an allowance kept for the
addresses that did not guess, so an honest phone with the right code still
joins. At the fastest rate they allow, finding the code takes weeks, not a
game night (docs/companion.md has the figures).

The first phone to join runs the page: it decides whether it watches or
plays, approves the others, removes phones, and alone sees the code. After
that the role never moves by itself: a phone asks, and the table says yes at
the referee's buttons (device/referee/page_owner.py). Removing a phone makes
a new code, so whoever heard the old one cannot walk back in. A seat belongs
to the phone that first answers for it; a phone holds one seat unless the
first phone marks it as shared. Every new game gives each phone a new token
(its page renews it by itself), so a token copied from the air is worth one
game at most.

The code and the phones (their tokens only as hashes) can be written down
(`kept()`) and read back (`restore()`), so a restart of the referee keeps
the game's code and its phones' sessions.

Pure bookkeeping with an injectable clock: the server calls it from one
asyncio thread, and the unit tests call it directly.
"""

from __future__ import annotations

import hashlib
import secrets
import time
from dataclasses import dataclass, field
from typing import Callable, Literal

from device.companion.tries import Tries, Wait
from engine.words import Words

words = Words("device.companion")

CODE_DIGITS = 6  # a million codes, still said and typed in a breath
MOST_PHONES = 16  # a table is a dozen players at most; more sessions are someone trying their luck
PHONES_PER_ADDRESS = 4  # one device holds a few places (browsers, a cleared cookie), never the table's
QUIET = 10 * 60.0  # seconds: a phone with no page open and no request for this long gives its place up when needed
LONGEST_NAME = 20  # characters of the name a phone gives itself
ASK_AGAIN_AFTER = 60.0  # seconds a phone the table refused must wait before it asks to run the page again

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
    address: str = ""  # the network address it joined from: its token works from there only
    shared: bool = False  # the first phone let it answer for several players (a phone passed round)
    renew: bool = False  # a new game began: its page is to fetch a new token
    asks_to_run: bool = False  # it asked to run the page; the referee asks the table
    refused_at: float | None = None  # when the table last said no to that

    @property
    def shown_as(self) -> str:
        """How the first phone's list names it: its name, else the player it answers for, else its id."""
        return self.name or (words("phone-of", name=self.seat) if self.seat else words("phone-numbered", code=self.id))

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
    phones: dict[str, Phone] = field(default_factory=dict)  # by token hash
    tries: Tries = field(default_factory=Tries)  # the codes read, per address and for the table (tries.py)
    had_first: bool = False  # a first phone was made: the role moves only with the table's yes from now on
    seats: dict[str, tuple[str, str]] = field(
        default_factory=dict
    )  # seat value -> (the id of the phone answering for it, the seat's name)
    on_change: Callable[[], None] = lambda: None  # the code or the phones changed: write them down

    def __post_init__(self) -> None:
        if not self.code:
            self.new_code()

    def new_code(self) -> str:
        """A fresh join code; phones already joined stay joined."""
        self.code = "".join(str(secrets.randbelow(10)) for _ in range(CODE_DIGITS))
        self.on_change()
        return self.code

    def new_game(self) -> str:
        """A game other than the first begins: a new code, the seats free, and every phone's token to renew.

        A phone whose page did not renew its token during the whole game
        before (closed for that long) is let go: its token is the kind a
        sniffer keeps, and its owner types the new code.
        """
        for key, phone in list(self.phones.items()):
            if phone.renew and not phone.first:
                del self.phones[key]
            else:
                phone.renew = True
        self.seats.clear()
        return self.new_code()

    # ------------------------------------------------------------ joining

    def join(self, client: str, code: str, wants: Role, name: str = "") -> Phone | Refused:
        """A phone typed `code`; `client` is its network address, for the limits on tries."""
        now = self.clock()
        read = self.tries.take(client, now)
        if isinstance(read, Wait):
            return Refused(words("someone-guessing" if read.guessing else "too-many-tries", seconds=read.seconds), read.seconds)
        typed = "".join(code.split())  # "471 923" as said in groups is the same code
        if not secrets.compare_digest(typed.encode("utf-8", "replace"), self.code.encode()):
            self.tries.wrong(client, now)
            return Refused(words("wrong-code", left=self.tries.left(client)))
        self.tries.right(read)
        if not self._place_for(client, now):
            return Refused(words("too-many-phones"))
        first = not self.had_first  # the table's first phone; later the role moves only with the table's yes
        self.had_first = True
        phone = Phone(
            id=secrets.token_hex(3),
            token=secrets.token_urlsafe(32),
            role=wants if first else "viewer",
            first=first,
            asks_control=not first and wants == "controller",
            name=" ".join(name.split())[:LONGEST_NAME],
            seen=now,
            address=client,
        )
        self.phones[_hashed(phone.token)] = phone
        self.on_change()
        return phone

    def _place_for(self, client: str, now: float) -> bool:
        """Room for one more phone from `client`: past a limit, the phone quiet longest gives its place up."""
        from_here = [key for key, phone in self.phones.items() if phone.address == client]
        if len(from_here) >= PHONES_PER_ADDRESS:
            return self._free_a_place(now, from_here)
        if len(self.phones) >= MOST_PHONES:
            return self._free_a_place(now, list(self.phones))
        return True

    def _free_a_place(self, now: float, among: list[str]) -> bool:
        """Remove the phone quiet longest of `among` (no page open, nothing asked for QUIET seconds); whether one was."""
        quiet = [
            (self.phones[key].seen, key)
            for key in among
            if not self.phones[key].first and not self.phones[key].streams and now - self.phones[key].seen >= QUIET
        ]
        if not quiet:
            return False
        self._let_go(min(quiet)[1])
        return True

    def _let_go(self, key: str) -> None:
        """A phone's place is freed: its seats are free again."""
        self._free_seats(self.phones.pop(key))

    def seen(self, phone: Phone) -> None:
        """The phone asked something: it is not quiet."""
        phone.seen = self.clock()

    def leave(self, phone: Phone) -> None:
        """The phone left (its Leave button): its place is free. A first phone that leaves leaves the role empty."""
        for key, kept in list(self.phones.items()):
            if kept is phone:
                self._let_go(key)
        self.on_change()

    def renewed(self, phone: Phone) -> str:
        """A new token for `phone` (a new game began); the old one stops working at once. Returns the new token."""
        for key, kept in list(self.phones.items()):
            if kept is phone:
                del self.phones[key]
        phone.token = secrets.token_urlsafe(32)
        phone.renew = False
        self.phones[_hashed(phone.token)] = phone
        self.on_change()
        return phone.token

    def phone(self, token: str | None, address: str) -> Phone | None:
        """The phone this token belongs to, if it is used from the address the phone joined from."""
        phone = self.phones.get(_hashed(token)) if token else None
        return phone if phone is not None and phone.address == address else None

    def joined(self, phone: Phone) -> bool:
        """Whether this phone still holds its place (not removed, not left, not let go)."""
        return any(kept is phone for kept in self.phones.values())

    def by_id(self, phone_id: str) -> Phone | None:
        return next((phone for phone in self.phones.values() if phone.id == phone_id), None)

    # ------------------------------------------------------------ roles

    def ask_control(self, phone: Phone) -> None:
        if not phone.controls:
            phone.asks_control = True
            self.on_change()

    def set_role(self, by: Phone, phone_id: str, role: Role) -> str | None:
        """The first phone approves (controller) or revokes (viewer) a phone; None, or why not."""
        target = self._chosen_by_first(by, phone_id)
        if isinstance(target, str):
            return target
        target.role = role
        target.asks_control = False
        if role == "viewer":  # a phone that only watches answers for nobody
            self._free_seats(target)
        self.on_change()
        return None

    def set_shared(self, by: Phone, phone_id: str, shared: bool) -> str | None:
        """The first phone lets a phone answer for several players (a phone passed round the table), or one."""
        target = self._chosen_by_first(by, phone_id)
        if isinstance(target, str):
            return target
        target.shared = shared
        if not shared:
            self._free_seats(target)
        self.on_change()
        return None

    def _chosen_by_first(self, by: Phone, phone_id: str) -> Phone | str:
        """The phone the first phone chose from its list, or why it cannot change it."""
        if not by.first:
            return words("only-the-first-changes")
        return self.by_id(phone_id) or words("phone-has-left")

    def remove(self, by: Phone, phone_id: str) -> str | None:
        """The first phone sends another away; the code changes, so it cannot simply come back."""
        if not by.first:
            return words("only-the-first-removes")
        for key, phone in list(self.phones.items()):
            if phone.id == phone_id and not phone.first:
                self._let_go(key)
                self.new_code()
                return None
        return words("cannot-remove")

    def ask_to_run(self, phone: Phone) -> str | None:
        """A phone asks to run the page; None when the referee may put it to the table, else why not."""
        if phone.first:
            return words("runs-the-page-already")
        if any(other.asks_to_run for other in self.phones.values() if other is not phone):
            return words("another-phone-asks")
        if phone.asks_to_run:
            return words("asked-to-run")
        if phone.refused_at is not None and self.clock() - phone.refused_at < ASK_AGAIN_AFTER:
            return words("table-said-no")
        phone.asks_to_run = True
        self.on_change()
        return None

    def still_asking(self, phone_id: str) -> Phone | None:
        """The phone still asking to run the page (it may have left meanwhile)."""
        phone = self.by_id(phone_id)
        return phone if phone is not None and phone.asks_to_run else None

    def settle_run(self, phone_id: str, allowed: bool) -> Phone | None:
        """The table answered at the buttons: the phone runs the page now (allowed) or waits a while to ask again.

        Returns the phone, or None when it left meanwhile."""
        phone = self.still_asking(phone_id)
        if phone is None:
            return None
        phone.asks_to_run = False
        if allowed:
            for other in self.phones.values():
                other.first = False
            phone.first, phone.role, phone.asks_control = True, "controller", False
            self.had_first = True
        else:
            phone.refused_at = self.clock()
        self.on_change()
        return phone

    # ------------------------------------------------------------ seats

    def claim(self, phone: Phone, seat: str, label: str) -> Phone | str | None:
        """The phone answers for `seat` (named `label`): None when it may; the phone holding the seat; or why not."""
        holder_id = self.seats.get(seat, ("", ""))[0]
        if holder_id == phone.id:
            return None
        holder = self.by_id(holder_id) if holder_id else None
        if holder is not None:
            return holder
        if not phone.shared and self.seats_of(phone):
            return words("one-seat-a-phone", seat=self.seats_of(phone)[0])
        self.seats[seat] = (phone.id, label)
        phone.seat = label
        self.on_change()
        return None

    def seats_of(self, phone: Phone) -> list[str]:
        """The names of the seats this phone answers for, in the order it took them."""
        return [label for holder, label in self.seats.values() if holder == phone.id]

    def _free_seats(self, phone: Phone) -> None:
        for seat, (holder, _) in list(self.seats.items()):
            if holder == phone.id:
                del self.seats[seat]

    def listing(self) -> list[dict[str, object]]:
        """The phones as the first phone's page lists them."""
        return [
            {
                "id": phone.id,
                "role": phone.role,
                "first": phone.first,
                "asks": phone.asks_control,
                "name": phone.shown_as,
                "shared": phone.shared,
                "runs": phone.asks_to_run,
                "seats": self.seats_of(phone),
            }
            for phone in self.phones.values()
        ]

    # ------------------------------------------------------------ kept across a restart

    def kept(self) -> dict[str, object]:
        """The code and the phones as plain data to write down; tokens only as hashes."""
        # fmt: off
        return {
            "code": self.code,
            "had_first": self.had_first,
            "seats": {seat: list(held) for seat, held in self.seats.items()},
            "phones": [
                {"key": key, "id": phone.id, "role": phone.role, "first": phone.first, "asks": phone.asks_control,
                 "name": phone.name, "seat": phone.seat, "address": phone.address, "shared": phone.shared,
                 "renew": phone.renew}
                for key, phone in self.phones.items()
            ],
        }
        # fmt: on

    def restore(self, kept: object) -> bool:
        """Take back what kept() wrote; anything malformed is ignored as a whole (then: a new code, no phones)."""
        try:
            assert isinstance(kept, dict)
            code, listed = kept["code"], kept["phones"]
            assert isinstance(code, str) and len(code) == CODE_DIGITS and code.isdigit() and code.isascii()
            phones: dict[str, Phone] = {}
            for entry in listed:
                key, role, address = entry["key"], entry["role"], entry["address"]
                assert isinstance(key, str) and len(key) == 64 and role in ("viewer", "controller")
                assert isinstance(address, str) and address
                # fmt: off
                phones[key] = Phone(id=str(entry["id"])[:16], token="", role=role, first=entry["first"] is True,
                                    asks_control=entry["asks"] is True, name=str(entry.get("name", ""))[:LONGEST_NAME],
                                    seat=str(entry.get("seat", ""))[:LONGEST_NAME], seen=self.clock(),
                                    address=address[:64], shared=entry.get("shared") is True,
                                    renew=entry.get("renew") is True)
                # fmt: on
            seats = kept.get("seats", {})
            assert isinstance(seats, dict)
            ids = {phone.id for phone in phones.values()}
            seats = {
                str(seat)[:16]: (holder, str(label)[:LONGEST_NAME]) for seat, (holder, label) in seats.items() if holder in ids
            }
        except (AssertionError, KeyError, TypeError, AttributeError, ValueError):
            return False
        self.code = code
        self.phones = dict(list(phones.items())[:MOST_PHONES])
        self.had_first = kept.get("had_first") is True or any(phone.first for phone in self.phones.values())
        self.seats = seats
        return True


def _hashed(token: str) -> str:
    """A session token as kept: its SHA-256, so the file on disk lets nobody in."""
    return hashlib.sha256(token.encode("utf-8", "replace")).hexdigest()
