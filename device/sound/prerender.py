"""Everything the referee can say that is known in advance, rendered before anyone asks.

Why: a line found in the speech cache starts sounding within a few ms of GO;
a line rendered when it is needed keeps the table waiting (Piper on a Pi
renders at about real time). So at start a low-priority thread hands every
known line to the renderer, which renders it when it has nothing better to
do: every question, challenge, category and subject of the decks in use
(spoken the way the game speaks them), every fixed line of the device and the
games, and the pieces variable lines are made from (names, numbers, letters,
"moves to", ...: device/sound/speech_pieces.py joins them). Progress goes to the
log, and `referee check` tells how much of it is in the cache.

Known lines are listed in the order they are worth having: the pieces and
fixed lines first (any variable line can then be said from pieces), the deck
lines after. Once the list is done, the cache is trimmed to its size limit,
never dropping a line on the list (device/sound/speech_cache.py).
"""

from __future__ import annotations

import logging
import re
import threading
import time
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import Future
from pathlib import Path
from typing import Final

from device.sound.speech_cache import CACHE_LIMIT_BYTES, trim_cache
from device.sound.speech_pieces import EDGE_PUNCTUATION, words_of
from device.sound.voices.jobs import lower_this_thread
from engine.catalog import GAMES, game_of_deck
from engine.entry import Entry
from engine.language import current, speaking
from engine.name_forms import name_pieces
from engine.words import said_fixed, said_runs
from engine.setup import Library

logger = logging.getLogger("table_referee.prerender")

#: The rooms that speak (engine/words.py): each game's own package is added. A room's words are its message files.
SPOKEN_ROOMS: Final = ("device", "engine")
#: Numbers said as digits (scores, spaces, seconds, rounds) up to this.
HIGHEST_NUMBER: Final = 130
#: How long after start-up the listing begins: READY=1 is sent well before.
START_DELAY_SECONDS: Final = 1.0
#: Log a line at these fractions of the list done.
MILESTONES: Final = (0.25, 0.5, 0.75, 1.0)


def spoken_rooms(extra: Iterable[str] = ()) -> list[str]:
    """The rooms whose words the referee says: the device's, the engine's and each game's (the phone page's
    are shown, never said), and any `extra` (a test's own game)."""
    return [*SPOKEN_ROOMS, *(entry.package for entry in GAMES.values()), *extra]


def fixed_lines(rooms: Iterable[str] = (), language: str | None = None) -> list[str]:
    """Every said message that takes no value, in both forms (its text and its short form), of each room,
    in `language` (the one being spoken when None)."""
    lines = [line for room in spoken_rooms(rooms) for line in said_fixed(room, language or current())]
    for entry in GAMES.values():
        lines.append(entry.game.title)
    return _unique(lines)


def fragments(rooms: Iterable[str] = ()) -> list[str]:
    """The word runs variable lines share, read from the rooms' message files (in the language being spoken).

    The fixed words of every message ("moves to", "your bid?", "to go") are
    exactly what surrounds the names and numbers in a variable line. Reading
    them from the files keeps the pieces in step with the words without a
    list to maintain.
    """
    return _fragments_of(spoken_rooms(rooms))


def _fragments_of(rooms: Iterable[str]) -> list[str]:
    runs: list[str] = []
    for room in rooms:
        runs += [run.strip() for text in said_runs(room, current()) for run in _CLAUSE.split(text)]
    return _unique(run for run in runs if any(character.isalnum() for character in run))


_CLAUSE = re.compile(r"(?<=[,.:;!?])\s+")


#: Numbers a game says most (scores, bids, steps, seconds): its pieces put them before the rest.
SMALL_NUMBERS: Final = 20
#: How many of a game's own pieces (most likely first) count among its words.
OWN_WORDS: Final = 100


def piece_words(lines: Iterable[str]) -> list[str]:
    """Every word of ``lines`` as a piece (its punctuation off), in the order met: with them, any line
    made of these words can be said from pieces."""
    return _unique(word for line in lines for word in (w.strip(EDGE_PUNCTUATION).strip() for w in words_of(line)) if word)


def pieces(names: Sequence[str], fixed: Sequence[str]) -> list[str]:
    """The pieces variable lines are built from: names, numbers, letters, shared runs, each game's own, and every word used."""
    shared = fragments()
    found = [piece for name in names for piece in name_pieces(name)]
    found += [str(n) for n in range(HIGHEST_NUMBER + 1)]
    found += [chr(code) for code in range(ord("A"), ord("Z") + 1)]
    for entry in GAMES.values():
        found += entry.spoken_pieces()
    found += shared
    found += sorted(piece_words([*fixed, *shared]))
    return _unique(found)


def game_words(entry: Entry, names: Sequence[str], language: str | None = None) -> list[str]:
    """The single words one game's variable lines are made of, in `language`: its seats' names, the small
    numbers, the first of its own pieces, and every word of its phrases (its own first, and the plurals
    its counts make).

    Why apart: with every word rendered, any line the game says can be said
    from pieces, and a Pi 4 renders one game's words in a minute or two, so
    they are handed ahead with the game's next lines (device/referee/ahead.py).
    """
    with speaking(language):
        runs = _fragments_of([entry.package, *SPOKEN_ROOMS])  # the game's own words first
        found = [piece for name in names for piece in name_pieces(name)]
        found += [str(n) for n in range(SMALL_NUMBERS + 1)]
        found += list(entry.spoken_pieces())[:OWN_WORDS]  # Rapido's dice said as words, Dabble's first scores
        found += piece_words(runs)
    return _unique(found)


def game_pieces(entry: Entry, names: Sequence[str], language: str | None = None) -> list[str]:
    """The pieces one game's variable lines are built from, in `language`, in the order they are rendered:
    its words (``game_words``), the phrases' runs, the other numbers, then the game's own (Rapido's dice
    said as words, Dabble's larger scores).

    Why apart from ``pieces``: the whole list takes an hour on a Pi 4, but
    the game being played needs only its own, so they are rendered first
    when it starts (device/referee/ahead.py): a line nobody could foresee
    ("Read in order: Ann 4, Bob 5 ...") is then said from pieces in the
    natural voice, not by espeak-ng; the runs make it sound smoother.
    """
    with speaking(language):
        runs = _fragments_of([*SPOKEN_ROOMS, entry.package])
        found = game_words(entry, names, language)
        found += runs
        found += [str(n) for n in range(SMALL_NUMBERS + 1, HIGHEST_NUMBER + 1)]
        found += entry.spoken_pieces()
    return _unique(found)


def deck_lines(library: Library, language: str | None = None) -> list[str]:
    """Every deck entry the way its game says it in `language` (the one being spoken when None), and its
    bare text (a piece for lines around it)."""
    lines: list[str] = []
    for deck, entries in library.decks.items():
        entry = game_of_deck(deck)
        if entry is not None:
            lines += entry_lines(entry, deck, entries.values(), language)
    return _unique(lines)


def entry_lines(entry: Entry, deck: str, values: Iterable[object], language: str | None = None) -> list[str]:
    """These entries of one deck the way `entry`'s game says them in `language`, in order: for
    rendering the whole deck ahead, or only the next cards the seed will draw (device/referee/ahead.py)."""
    lines: list[str] = []
    with speaking(language):  # a game's spoken_entry answers in the language being spoken
        for value in values:
            lines += entry.spoken_entry(deck, value)
    return _unique(lines)


def lines_to_render(names: Sequence[str], library: Library | None) -> list[str]:
    """Everything known in advance, most useful first: fixed lines and pieces, then the decks."""
    fixed = fixed_lines()
    ordered = [*fixed, *pieces(names, fixed)]
    if library is not None:
        ordered += deck_lines(library)
    return _unique(ordered)


def _unique(lines: Iterable[str]) -> list[str]:
    seen: set[str] = set()
    kept = []
    for line in lines:
        line = line.strip()
        if line and line not in seen:
            seen.add(line)
            kept.append(line)
    return kept


class Prerenderer:
    """Hands the known lines to the renderer from a low-priority thread, logs progress, then trims the cache.

    ``submit`` is the Speaker's ``prerender`` (one Future per line). Nothing
    here blocks the caller: ``start()`` returns at once, and the renderer
    gives lines the table waits for priority over these.
    """

    def __init__(
        self,
        lines: Callable[[], Sequence[str]],
        submit: Callable[[Sequence[str]], list[Future[Path | None]]],
        *,
        cache_dirs: Sequence[Path] = (),
        limit_bytes: int = CACHE_LIMIT_BYTES,
        label: str = "speech",
        delay: float = START_DELAY_SECONDS,
    ) -> None:
        self._delay = delay
        self._lines = lines
        self._submit = submit
        self._cache_dirs = list(cache_dirs)
        self._limit = limit_bytes
        self._label = label
        self._lock = threading.Lock()
        self.total = 0
        self.done = 0
        self.finished = threading.Event()
        self._thread: threading.Thread | None = None
        self._began = 0.0
        self._kept: set[Path] = set()
        self._futures: list[Future[Path | None]] = []
        self._stopped = False

    def start(self) -> None:
        if self._thread is None:
            self._thread = threading.Thread(target=self._run, name="prerender", daemon=True)
            self._thread.start()

    def wait(self, timeout: float) -> bool:
        return self.finished.wait(timeout)

    def stop(self) -> None:
        """Render no more of these lines (the table changed language): what is queued is dropped, not waited for."""
        with self._lock:
            self._stopped = True
            futures = list(self._futures)
        for future in futures:
            future.cancel()

    def _run(self) -> None:
        lower_this_thread()
        time.sleep(self._delay)  # start-up, which the table waits for, keeps the CPU to itself
        self._began = time.monotonic()
        try:
            lines = list(self._lines())
        except Exception:  # a deck or phrase module that cannot be listed must not stop the referee
            logger.exception("cannot list the lines to render ahead")
            self.finished.set()
            return
        self.total = len(lines)
        with self._lock:
            if self._stopped:
                self.finished.set()
                return
        logger.info("rendering %d known lines ahead (%s), in the background", self.total, self._label)
        futures = self._submit(lines)
        with self._lock:
            self._futures = futures
            stopped = self._stopped
        if stopped:
            self.stop()
        if not futures:
            self.finished.set()
            return
        for future in futures:
            future.add_done_callback(self._one_done)

    def _one_done(self, future: Future[Path | None]) -> None:
        if future.cancelled():  # the referee is stopping: the rest is rendered at the next start
            return
        path = None if future.exception() is not None else future.result()
        with self._lock:
            self.done += 1
            if path is not None:
                self._kept.add(path)
            done, total = self.done, len(self._futures) or self.total
        before = (done - 1) / total
        for mark in MILESTONES:
            if before < mark <= done / total:
                logger.info(
                    "rendered ahead: %d of %d lines (%d %%) after %.0f s",
                    done,
                    total,
                    round(100 * done / total),
                    time.monotonic() - self._began,
                )
        if done == total:
            self._finish()

    def _finish(self) -> None:
        try:
            removed = trim_cache(self._cache_dirs, self._limit, keep=set(self._kept))
            if removed:
                logger.info("speech cache over its limit: %d least recently used lines removed", removed)
        except OSError as error:
            logger.warning("cannot trim the speech cache: %s", error)
        self.finished.set()


def progress_in_cache(lines: Sequence[str], cached: Callable[[str], Path | None]) -> tuple[int, int]:
    """How many of ``lines`` are in the cache already: (cached, total). For `referee check`."""
    return sum(1 for line in lines if cached(line) is not None), len(lines)
