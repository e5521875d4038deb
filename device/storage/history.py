"""What has been played: the cards and lists, and the finished games with their scores.

Finished games (`finished_games`) are read back from the game journals, which
already hold every fact: a journal marked finished whose game replays to its
end is a finished game; one left before the end is not listed. Its time is the
journal file's last change, which is only as right as the Pi's clock was.

The dice of every game (`seeded_games`): a journal keeps, from the game's
start, the secret seed its chance is drawn from (device/chance.py). The
history shows the seed's fingerprint from the start and the seed itself only
once the game is over for good, so the table can check every draw then
(docs/fair-dice.md) and never foresee one before.

The rest of this module is the played-card record.

A deck only comes round again once every card in it has been played, so the
same question does not turn up two evenings running. Kept per deck in one small
JSON file, replaced atomically so a power cut cannot corrupt it.

The record is only a convenience: the game journals hold the same facts. So a
record that cannot be read, or holds something it never would (nested lists,
numbers, a folder where the file should be), is logged once and rebuilt from
the journals, and a write that fails (a full or read-only card, a folder in the
way) is logged once per kind of failure and never reaches the game.
"""

from __future__ import annotations

import json
import logging
import re
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Iterable

from device.chance import fingerprint
from device.files import write_atomically
from device.storage.journal import Record
from device.storage.journal_header import header_copy
from device.storage.journal import read as read_journal
from engine.catalog import GAMES
from engine.core import GameOver, Placing, replay
from engine.setup import Library

log = logging.getLogger("table_referee.history")

# A real record is a few kilobytes; anything far bigger is damage, not worth reading into memory.
LARGEST_RECORD = 1_000_000


@dataclass(frozen=True)
class FinishedGame:
    """One game played to its end, as the history lists and exports it."""

    number: int  # the journal's number: games are listed in the order they were played
    game: str  # the game's id ("scattergories")
    title: str  # its name ("Scattergories")
    ended: datetime  # when its journal was last written, in UTC
    placings: tuple[Placing, ...]  # every seat, in seat order
    started: datetime | None = None  # when its journal was made (play began), in UTC; None if not known
    fingerprint: str = ""  # the fingerprint of the seed its chance came from ("" before seeds were kept)
    seed: str = ""  # and the seed, told now that the game is over

    @property
    def winners(self) -> tuple[str, ...]:
        return tuple(placing.name for placing in self.placings if placing.winner)


def _journals_oldest_first(games: Path) -> list[Path]:
    """The game journals in the folder, oldest game first; none (with a log line) if it cannot be listed."""
    try:
        journals = [path for path in games.glob("*.jsonl") if path.is_file()]
    except OSError as error:
        log.warning("the games folder %s cannot be listed (%s)", games, _describe(error))
        return []
    return sorted(journals, key=_journal_order)


def finished_games(games: Path) -> list[FinishedGame]:
    """Every game in the journals folder played to its end, oldest first.

    A journal that cannot be read or replayed, or whose game is not in the
    catalog, is passed over with a log line: one bad file never hides the rest.
    """
    found = []
    for path in _journals_oldest_first(games):
        try:
            game = _finished_game(path)
        except Exception as error:  # noqa: BLE001 - one bad journal must not hide the rest
            log.info("leaving %s out of the history (%s)", path.name, _describe(error))
            continue
        if game is not None:
            found.append(game)
    return found


def _finished_game(path: Path) -> FinishedGame | None:
    record = read_journal(path)
    entry = GAMES.get(record.game)
    if not record.finished or entry is None:
        return None
    state = replay(entry.game, record.settings, record.inputs)
    placings = getattr(entry.game, "placings", None)
    if not isinstance(entry.game.prompt(state), GameOver) or placings is None:
        return None  # left before the end, or a game that keeps no scores
    ended = datetime.fromtimestamp(path.stat().st_mtime, timezone.utc).replace(microsecond=0)
    seed = record.seed or ""
    return FinishedGame(
        _journal_order(path)[0],
        record.game,
        entry.game.title,
        ended,
        tuple(placings(state)),
        _started(path, ended),
        fingerprint(seed) if seed else "",
        seed,
    )


@dataclass(frozen=True)
class SeededGame:
    """A game whose chance came from a seed: the fingerprint from its start, the seed once it is over for good."""

    number: int
    game: str
    title: str
    fingerprint: str
    seed: str | None  # None while the game may still go on: told, it would tell the draws to come


def seeded_games(games: Path) -> list[SeededGame]:
    """Every game in the journals folder that keeps a seed, oldest first; an unreadable journal is passed over."""
    records: list[tuple[Path, Record | None]] = []
    for path in _journals_oldest_first(games):
        try:
            records.append((path, read_journal(path)))
        except Exception as error:  # noqa: BLE001 - one bad journal must not hide the rest
            log.info("leaving %s out of the dice history (%s)", path.name, _describe(error))
            records.append((path, None))
    found = []
    ended = [record is not None and record.finished for _, record in records]
    for (path, record), over in zip(records, _over_for_good(ended)):
        if record is None or record.seed is None:
            continue
        entry = GAMES.get(record.game)
        title = entry.game.title if entry is not None else record.game
        found.append(
            SeededGame(_journal_order(path)[0], record.game, title, fingerprint(record.seed), record.seed if over else None)
        )
    return found


def over_for_good(path: Path, record: Record) -> bool:
    """Whether a game can never go on: marked finished (played to its end, or left), or put aside before a later game ended.

    The referee resumes only unfinished games newer than the last finished one
    (device/storage/shelf.py), so a game older than a finished one is closed.
    """
    later = [other for other in _journals_oldest_first(path.parent) if _journal_order(other) > _journal_order(path)]
    return _over_for_good([record.finished, *(_finished(other) for other in later)])[0]


def _finished(path: Path) -> bool:
    try:
        return read_journal(path).finished
    except Exception:  # noqa: BLE001 - a journal that cannot be read closes nothing
        return False


def _over_for_good(finished: list[bool]) -> list[bool]:
    """The rule, for journals oldest first given whether each is marked finished: it is, or a later one is."""
    over, later_finished = [], False
    for marked in reversed(finished):
        later_finished = later_finished or marked
        over.append(later_finished)
    return over[::-1]


def _started(path: Path, ended: datetime) -> datetime | None:
    """When play began: the header copy is written once, as the journal is made (device/storage/journal.py).

    A file time, not a recorded one (the journal keeps none): a repair keeps
    it (device/storage/shelf.py), a copy that drops file times does not
    (docs/history.md, "The limit of these times").
    """
    try:
        made = datetime.fromtimestamp(header_copy(path).stat().st_mtime, timezone.utc).replace(microsecond=0)
    except OSError:
        return None
    return made if made <= ended else None


class PlayedCards:
    def __init__(self, path: Path, library: Library, games: Path | None = None) -> None:
        """``games`` is the folder of game journals the record is rebuilt from (default: next to it)."""
        self.path = path
        self.games = games if games is not None else path.parent / "games"
        self._decks = {name: set(entries) for name, entries in library.decks.items()}
        self._owner = {card: name for name, entries in library.decks.items() for card in entries}
        self._played: dict[str, list[str]] = {name: [] for name in library.decks}
        # Cards of decks this library does not hold (another language's decks share their names, not
        # their cards): kept as read and written back, so a Spanish game never forgets the English record.
        self._others: dict[str, list[str]] = {}
        self._write_failures: set[str] = set()  # kinds of failed write already logged
        self._load()

    # ------------------------------------------------------------ reading

    def _load(self) -> None:
        """Read the record; when it is damaged, say so once and rebuild it from the journals."""
        try:
            data = self._read()
        except FileNotFoundError:
            return  # a first start, or a record deleted on purpose to start the decks afresh
        except Exception as error:  # noqa: BLE001 - any damage means the same thing: rebuild
            self._rebuild(f"cannot be read ({_describe(error)})")
            return
        problem = _shape_problem(data)
        if problem:
            self._rebuild(problem)
            return
        for name, cards in data.items():
            ours = self._decks.get(name, set())
            self._played[name] = [card for card in dict.fromkeys(cards) if card in ours] if ours else []
            others = [card for card in dict.fromkeys(cards) if card not in ours]
            if others:
                self._others[name] = others

    def _read(self) -> Any:
        if self.path.stat().st_size > LARGEST_RECORD:
            raise ValueError(f"{self.path.stat().st_size} bytes, far more than a record ever holds")
        return json.loads(self.path.read_bytes().decode("utf-8"))

    def _rebuild(self, problem: str) -> None:
        """Replay the journals' card draws, oldest game first, as if they were noted live."""
        log.warning("%s %s; rebuilding it from the game journals in %s", self.path, problem, self.games)
        for value in self._drawn_cards():
            self._remember(value)
        self._save()

    def _drawn_cards(self) -> Iterable[Any]:
        """Every chance outcome in every readable journal; an unreadable journal is passed over."""
        for path in _journals_oldest_first(self.games):
            try:
                record = read_journal(path)
            except Exception as error:  # noqa: BLE001 - one bad journal must not stop the rest
                log.info("skipping %s while rebuilding the played cards (%s)", path.name, _describe(error))
                continue
            for given in record.inputs:
                if given.kind == "chance":
                    yield given.value

    # ------------------------------------------------------------ noting

    def played(self) -> dict[str, tuple[str, ...]]:
        return {name: tuple(cards) for name, cards in self._played.items() if name in self._decks}

    def note(self, value: Any) -> None:
        """Record a chance outcome if it is a card; start the deck afresh once it is used up."""
        if self._remember(value):
            self._save()

    def _remember(self, value: Any) -> bool:
        """Add a card to its deck's record in memory; False when it is not a card or already there."""
        deck = self._owner.get(value) if isinstance(value, str) else None
        if deck is None or value in self._played[deck]:
            return False
        self._played[deck].append(value)
        if set(self._played[deck]) >= self._decks[deck]:
            self._played[deck] = []
        return True

    def _save(self) -> None:
        """Write the record; a failure is logged once per kind and the game goes on from memory."""
        try:
            names = dict.fromkeys([*self._others, *self._played])
            record = {name: self._others.get(name, []) + self._played.get(name, []) for name in names}
            write_atomically(self.path, json.dumps(record, indent=1))
        except Exception as error:  # noqa: BLE001 - a convenience file must never stop a game
            kind = f"{type(error).__name__}:{getattr(error, 'errno', None)}"
            if kind not in self._write_failures:
                self._write_failures.add(kind)
                log.error(
                    "cannot save the played cards to %s (%s); play goes on and they are kept until the referee stops. Fix: %s",
                    self.path,
                    _describe(error),
                    _write_fix(error, self.path),
                )
        else:
            self._write_failures.clear()  # a later failure is news again


def _shape_problem(data: Any) -> str | None:
    """Why parsed content is not a record this module wrote, or None when it is one."""
    if not isinstance(data, dict):
        return f"holds {type(data).__name__} where a table of decks belongs"
    for name, cards in data.items():
        if not isinstance(cards, list):
            return f"holds {type(cards).__name__} for deck {name!r} where a list of cards belongs"
        odd = next((card for card in cards if not isinstance(card, str)), None)
        if odd is not None:
            return f"holds {odd!r} in deck {name!r} where a card name belongs"
    return None


def _journal_order(path: Path) -> tuple[int, str]:
    """Journals are numbered; the number, not the clock, says which game came first."""
    found = re.match(r"(\d+)-", path.name)
    return (int(found.group(1)) if found else -1, path.name)


def _describe(error: BaseException) -> str:
    if isinstance(error, OSError) and error.strerror:
        return error.strerror
    return f"{type(error).__name__}: {error}"


def _write_fix(error: BaseException, path: Path) -> str:
    """What a person can do about a failed write, in the words of the failure."""
    import errno

    code = getattr(error, "errno", None)
    if code in (errno.EISDIR, errno.ENOTEMPTY, errno.EEXIST):
        return f"a folder is in the way: remove {path} or {path.name}.tmp if either is a folder"
    if code == errno.ENOSPC:
        return "the SD card is full: free some space"
    if code in (errno.EROFS, errno.EACCES, errno.EPERM):
        return f"the referee may not write to {path.parent}: check the card is not read-only and the folder's owner"
    return f"check that {path.parent} is a writable folder"
