"""Who may use the phone page: the join code, the tries allowed, the phones and their roles.

The page is open to anyone on the table's network who can reach the port, so
it is closed by default: a phone joins by typing the short code the referee
says, and gets an unguessable session token (kept in an HttpOnly cookie).
Guessing is slowed by a limit on tries per address. The first phone to join
decides whether it only watches or also answers, and it approves or revokes
every later phone that asks to answer.

Pure bookkeeping with an injectable clock: the server calls it from one
asyncio thread, and the unit tests call it directly.
"""

from __future__ import annotations

import secrets
import time
from collections import deque
from dataclasses import dataclass, field
from typing import Callable, Literal

CODE_DIGITS = 4
TRIES_PER_MINUTE = 5
WINDOW = 60.0  # seconds over which the tries are counted
MOST_PHONES = 16  # a table is a dozen players at most; more sessions are someone trying their luck

Role = Literal["viewer", "controller"]


@dataclass
class Phone:
    """One joined phone. `id` is shown on the first phone's page; the token never is."""

    id: str
    token: str
    role: Role = "viewer"
    first: bool = False  # the first phone: it approves and revokes the others
    asks_control: bool = False  # a later phone asked to answer and waits for the first phone

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

    def __post_init__(self) -> None:
        if not self.code:
            self.new_code()

    def new_code(self) -> str:
        """A fresh join code (a new game gets one); phones already joined stay joined."""
        self.code = "".join(str(secrets.randbelow(10)) for _ in range(CODE_DIGITS))
        return self.code

    # ------------------------------------------------------------ joining

    def join(self, client: str, code: str, wants: Role) -> Phone | Refused:
        """A phone typed `code`; `client` is its network address, for the limit on tries."""
        now = self.clock()
        tries = self._tries.setdefault(client, deque())
        while tries and now - tries[0] >= WINDOW:
            tries.popleft()
        if len(tries) >= TRIES_PER_MINUTE:
            wait = max(1, int(WINDOW - (now - tries[0]) + 0.999))
            return Refused(f"Too many tries. Wait {wait} seconds, then type the code again.", wait)
        tries.append(now)
        if not secrets.compare_digest(code.strip().encode("utf-8", "replace"), self.code.encode()):
            left = TRIES_PER_MINUTE - len(tries)
            return Refused(f"That code is not right. Listen for the code and try again ({left} tries left this minute).")
        if len(self.phones) >= MOST_PHONES:
            return Refused("Too many phones have joined already. Ask the first phone to remove one.")
        first = not self.phones
        phone = Phone(
            id=secrets.token_hex(3),
            token=secrets.token_urlsafe(32),
            role=wants if first else "viewer",
            first=first,
            asks_control=not first and wants == "controller",
        )
        self.phones[phone.token] = phone
        return phone

    def phone(self, token: str | None) -> Phone | None:
        return self.phones.get(token) if token else None

    # ------------------------------------------------------------ roles

    def ask_control(self, phone: Phone) -> None:
        if not phone.controls:
            phone.asks_control = True

    def set_role(self, by: Phone, phone_id: str, role: Role) -> str | None:
        """The first phone approves (controller) or revokes (viewer) a phone; None, or why not."""
        if not by.first:
            return "Only the first phone that joined can change who answers."
        target = next((phone for phone in self.phones.values() if phone.id == phone_id), None)
        if target is None:
            return "That phone has left."
        target.role = role
        target.asks_control = False
        return None

    def remove(self, by: Phone, phone_id: str) -> str | None:
        """The first phone sends another away (it must type the code again)."""
        if not by.first:
            return "Only the first phone that joined can remove phones."
        for token, phone in list(self.phones.items()):
            if phone.id == phone_id and not phone.first:
                del self.phones[token]
                return None
        return "That phone cannot be removed."

    def listing(self) -> list[dict[str, object]]:
        """The phones as the first phone's page lists them."""
        return [
            {"id": phone.id, "role": phone.role, "first": phone.first, "asks": phone.asks_control}
            for phone in self.phones.values()
        ]
