"""Short lines kept decoded in memory, so a line said again starts without reading and converting its WAV.

Why: a cached line is a 22050 Hz WAV on disk, and the mixer runs at
MIXER_FREQUENCY (48000 Hz). Loading one reads the file and resamples it on
the audio thread, between the press and the play call: about 2 ms per short
line on x86, several times that on a Pi. The lines that answer a button at
once (the volume after UP/DOWN, "Rolled 4.", a seat's name) are short and
said again and again, so the audio thread keeps the most recent short ones
decoded. Long lines (questions, rules) are said once and would only crowd
memory; they are loaded as before. Lines the device knows it will answer a
button with are decoded ahead and pinned (Speaker.keep_ready), so even their
first say() skips the decoding.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from pathlib import Path
from typing import Generic, TypeVar

#: A line longer than this is not kept: the answers to a button are short.
LONGEST_KEPT_SECONDS = 2.5
#: At most this much sound is kept in all (about 3.7 MB at 48 kHz stereo, 16-bit).
KEPT_SECONDS = 20.0

SoundT = TypeVar("SoundT")
#: A file's name, change time and size.
_Key = tuple[str, int, int]


class DecodedSounds(Generic[SoundT]):
    """The most recently played short sounds, decoded, keyed by file and its version on disk.

    Pinned sounds are kept whatever their length and never pushed out by
    others; the rest are kept while they fit in ``total`` seconds, the least
    recently played leaving first. Used only by whoever holds the audio
    state (the audio thread, or a caller starting an urgent line; see
    AudioWorker._serve_here), so no lock of its own. ``clear()`` when the
    mixer closes: its Sounds die with it.
    """

    def __init__(
        self,
        load: Callable[[Path], SoundT | None],
        length: Callable[[SoundT], float],
        *,
        longest: float = LONGEST_KEPT_SECONDS,
        total: float = KEPT_SECONDS,
    ) -> None:
        self._load = load
        self._length = length
        self._longest = longest
        self._total = total
        self._pinned: dict[_Key, SoundT] = {}
        self._kept: OrderedDict[_Key, tuple[SoundT, float]] = OrderedDict()
        self._kept_seconds = 0.0

    def get(self, path: Path, *, pin: bool = False) -> SoundT | None:
        """The decoded sound of ``path``: kept from before, or loaded now (and kept if short, or pinned)."""
        key = _version(path)
        if key is None:
            return self._load(path)
        if key in self._pinned:
            return self._pinned[key]
        if key in self._kept and not pin:
            self._kept.move_to_end(key)
            return self._kept[key][0]
        sound = self._kept.pop(key)[0] if key in self._kept else self._load(path)
        if sound is not None:
            self._keep(key, sound, pin)
        return sound

    def holds(self, path: Path) -> bool:
        """Whether ``path``, as it is on disk now, is kept decoded: get() would return at once."""
        key = _version(path)
        return key is not None and (key in self._pinned or key in self._kept)

    def clear(self) -> None:
        self._pinned.clear()
        self._kept.clear()
        self._kept_seconds = 0.0

    def __len__(self) -> int:
        return len(self._pinned) + len(self._kept)

    def _keep(self, key: _Key, sound: SoundT, pin: bool) -> None:
        if pin:
            self._pinned[key] = sound
            self._kept_seconds = sum(seconds for _, seconds in self._kept.values())
            return
        seconds = self._length(sound)
        if seconds > self._longest:
            return
        self._kept[key] = (sound, seconds)
        self._kept_seconds += seconds
        while self._kept_seconds > self._total and len(self._kept) > 1:
            _, (_, dropped) = self._kept.popitem(last=False)
            self._kept_seconds -= dropped


def _version(path: Path) -> _Key | None:
    """The file's name, change time and size: a line rendered again under the same name is a new sound."""
    try:
        status = path.stat()
    except OSError:
        return None
    return str(path), status.st_mtime_ns, status.st_size
