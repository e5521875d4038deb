"""A line nobody rendered yet, spoken at once as a run of rendered pieces.

Why: a slow voice (Piper on a Pi renders at about real time) cannot render
"Blue moves to space 9." when it is needed without keeping the table
waiting. Its pieces ("Blue", "moves to", "space", "9") were rendered ahead,
so the line is put together from them in a few milliseconds: each piece
already trimmed of its silence and brought to the one level, joined with a
short gap, a longer one where the line has a comma, and longer still at the
end of a sentence, which is how a person pauses.

Pieces are found by their words alone (case and punctuation aside), the
fewest pieces that cover the line, so a fixed line or a deck question that
was rendered whole is used whole, and only the words between them are joined.
"""

from __future__ import annotations

import re
import threading
from array import array
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Final

from device.sound.loudness import read_wav, write_wav

#: Silence put after a piece, by the punctuation that ends its last word.
#: Short within a phrase (a gap shorter than a syllable sounds joined, as
#: the pieces are already trimmed to their sound), a breath at a comma, a
#: full stop's pause between sentences.
WORD_GAP_SECONDS: Final = 0.04
PAUSE_SECONDS: Final = {",": 0.16, ";": 0.2, ":": 0.22, ".": 0.3, "?": 0.3, "!": 0.3}
#: Characters that are not part of a word for matching ("Red," is "red", Spanish "¡Rojo" is "rojo").
EDGE_PUNCTUATION: Final = '.,:;!?¡¿"()[]'
_SPACES: Final = re.compile(r"\s+")


def words_of(text: str) -> list[str]:
    """The words of a line as written, each with its punctuation."""
    return [word for word in _SPACES.split(text.strip()) if word]


def bare(word: str) -> str:
    """A word for matching: lower case, without the punctuation around it."""
    return word.strip(EDGE_PUNCTUATION).casefold()


def key_of(text: str) -> str:
    """What a piece is found by: its bare words, one space apart."""
    return " ".join(word for word in (bare(w) for w in words_of(text)) if word)


def pause_after(word: str) -> float:
    """The silence after a word: by its last punctuation mark, else the short gap between words."""
    stripped = word.rstrip("\"')]")
    return PAUSE_SECONDS.get(stripped[-1:], WORD_GAP_SECONDS) if stripped else WORD_GAP_SECONDS


@dataclass(frozen=True)
class Piece:
    """One rendered piece of a line and the silence to put after it."""

    path: Path
    words: str
    pause: float


class PieceIndex:
    """Rendered pieces of one voice, by key; filled as pieces are rendered or found in the cache.

    Thread-safe: the renderer adds pieces from its worker while the speaker
    plans lines on another thread.
    """

    def __init__(self) -> None:
        self._paths: dict[str, Path] = {}
        self._lock = threading.Lock()
        self.longest = 0  # words in the longest piece: no run longer than this is looked for

    def add(self, text: str, path: Path) -> None:
        key = key_of(text)
        if not key:
            return
        with self._lock:
            self._paths[key] = path
            self.longest = max(self.longest, key.count(" ") + 1)

    def find(self, key: str) -> Path | None:
        with self._lock:
            path = self._paths.get(key)
        if path is not None and not path.exists():  # the cache dropped it since
            with self._lock:
                self._paths.pop(key, None)
            return None
        return path

    def __len__(self) -> int:
        with self._lock:
            return len(self._paths)

    def plan(self, line: str) -> list[Piece] | None:
        """The fewest pieces that say ``line`` (so whole runs win over words); None if a word has no piece."""
        words = words_of(line)
        keys = [bare(word) for word in words]
        count = len(words)
        # best[i]: (pieces needed for words[i:], where the first of them ends, its file); from the end.
        best: list[tuple[int, int, Path | None] | None] = [None] * count + [(0, count, None)]
        for start in range(count - 1, -1, -1):
            if not keys[start]:  # a lone mark: nothing to say, its pause is the word before's
                after = best[start + 1]
                best[start] = None if after is None else (after[0], start + 1, None)
                continue
            for end in range(min(count, start + max(1, self.longest)), start, -1):
                after, here = best[end], best[start]
                if after is None or (here is not None and here[0] <= after[0] + 1):
                    continue
                path = self.find(" ".join(k for k in keys[start:end] if k))
                if path is not None:
                    best[start] = (after[0] + 1, end, path)
        if best[0] is None or count == 0:
            return None
        pieces: list[Piece] = []
        start = 0
        while start < count:
            entry = best[start]
            assert entry is not None
            _, end, path = entry
            if path is None:  # a lone mark: lengthen the pause before it
                if pieces:
                    last = pieces[-1]
                    pieces[-1] = Piece(last.path, last.words, max(last.pause, pause_after(words[start])))
            else:
                pieces.append(Piece(path, " ".join(k for k in keys[start:end] if k), pause_after(words[end - 1])))
            start = end
        return pieces or None


def missing_words(index: PieceIndex, lines: Iterable[str]) -> list[str]:
    """The words of ``lines`` that no piece covers (for tests and `referee check`)."""
    missing: list[str] = []
    for line in lines:
        if index.plan(line) is None:
            for word in words_of(line):
                key = bare(word)
                if key and index.find(key) is None and key not in missing:
                    missing.append(key)
    return missing


def join(pieces: Sequence[Piece], out: Path) -> Path:
    """Write the pieces one after another, with their pauses, as one WAV; ValueError if they do not match.

    The pause after the last piece is left out: the line ends where its sound does.
    """
    joined = array("h")
    params = None
    for number, piece in enumerate(pieces):
        piece_params, samples = read_wav(piece.path)
        if params is None:
            params = piece_params
        elif (piece_params.framerate, piece_params.nchannels) != (params.framerate, params.nchannels):
            raise ValueError(f"{piece.path} is not in the format of the pieces before it")
        joined.extend(samples)
        if number < len(pieces) - 1:
            joined.extend(array("h", bytes(2 * params.nchannels * int(piece.pause * params.framerate))))
    if params is None:
        raise ValueError("no pieces to join")
    write_wav(out, params, joined)
    return out
