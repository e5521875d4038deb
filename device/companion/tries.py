"""How many join codes the page checks: per address, for the whole table, and while someone is guessing.

A six-digit code holds only while guesses are few. Each address may try a
few codes a minute; the whole table takes a dozen wrong codes a minute,
whatever the number of addresses a guesser uses. Past that someone is
guessing, and the honest phones must still get in (issue 36: wrong codes
from three addresses kept every phone out for as long as they lasted). So,
while someone guesses, an address that typed a wrong code lately is refused
without its code being read, and the addresses that did not share a small
allowance of tries a minute: an honest phone needs one. The codes read stay
bounded by the table-wide limit plus that allowance, however many addresses
the guesser has.

Every wait told to a phone is one after which its try is read (unless a
flood of new addresses takes the allowance first, which docs/companion.md
states). Pure, with the clock passed in.
"""

from __future__ import annotations

from collections import OrderedDict, deque
from dataclasses import dataclass, field

TRIES_PER_MINUTE = 5  # per network address
TABLE_WRONG_PER_MINUTE = 12  # wrong codes from all addresses together; past it someone is guessing
WINDOW = 60.0  # seconds over which the tries are counted
# While someone is guessing: an address that typed a wrong code within this many seconds waits it
# out, and the addresses that did not share this many tries a minute (an honest phone needs one).
# A guesser spends a fresh address on each of those tries and cannot use it again for an hour, so
# twenty guessing addresses leave most of them to the table's phones even in the first minute.
RECENTLY_WRONG = 60 * 60.0
CLEAN_TRIES_PER_MINUTE = 12
ADDRESSES_KEPT = 4096  # addresses whose tries are remembered; the oldest are forgotten first


@dataclass(frozen=True)
class Read:
    """A try whose code is to be read; `clean`: it used the allowance kept for clean addresses."""

    clean: bool


@dataclass(frozen=True)
class Wait:
    """A try not read: how long until this address's next one is, and whether someone is guessing."""

    seconds: int
    guessing: bool


@dataclass
class Tries:
    _by_address: OrderedDict[str, deque[float]] = field(default_factory=OrderedDict)  # oldest used first
    _wrong: deque[float] = field(default_factory=deque)  # wrong codes from every address, for the table-wide limit
    _wrong_at: OrderedDict[str, float] = field(default_factory=OrderedDict)  # each address's latest wrong code
    _clean: deque[float] = field(default_factory=deque)  # tries read for clean addresses while someone guesses

    def take(self, client: str, now: float) -> Read | Wait:
        """A try from `client`: Read when its code is to be read (and it is counted), else how long to wait."""
        _forget_before(self._wrong, now - WINDOW)
        _forget_before(self._clean, now - WINDOW)
        tries = self._by_address.pop(client, deque())
        self._by_address[client] = tries
        while len(self._by_address) > ADDRESSES_KEPT:
            self._by_address.popitem(last=False)
        _forget_before(tries, now - WINDOW)
        if len(tries) >= TRIES_PER_MINUTE:
            return Wait(_seconds(tries[0] + WINDOW - now), guessing=False)
        if len(self._wrong) >= TABLE_WRONG_PER_MINUTE:  # someone is guessing
            wrong_at = self._wrong_at.get(client)
            if wrong_at is not None and now - wrong_at < RECENTLY_WRONG:
                return Wait(_seconds(wrong_at + RECENTLY_WRONG - now), guessing=True)
            if len(self._clean) >= CLEAN_TRIES_PER_MINUTE:
                return Wait(_seconds(self._clean[0] + WINDOW - now), guessing=True)
            self._clean.append(now)
            tries.append(now)
            return Read(clean=True)
        tries.append(now)
        return Read(clean=False)

    def right(self, read: Read) -> None:
        """The code read was right: a clean address's try is given back to the allowance.

        Only wrong codes tell a guesser anything, so only they need bounding;
        the table's own phones joining one after another never use up the
        tries kept for the next one."""
        if read.clean and self._clean:
            self._clean.pop()

    def left(self, client: str) -> int:
        """Tries this address has left this minute."""
        return TRIES_PER_MINUTE - len(self._by_address.get(client, ()))

    def wrong(self, client: str, now: float) -> None:
        """The code `client` typed was wrong: it counts for the table, and the address is known to have guessed."""
        self._wrong.append(now)
        self._wrong_at.pop(client, None)
        self._wrong_at[client] = now
        while len(self._wrong_at) > ADDRESSES_KEPT:
            self._wrong_at.popitem(last=False)


def _seconds(wait: float) -> int:
    return max(1, int(wait + 0.999))


def _forget_before(times: deque[float], since: float) -> None:
    while times and times[0] <= since:
        times.popleft()
