"""A private ALSA set-up that records what the referee really plays, for the sound tests.

The tests write their own ALSA configuration and point ALSA_CONFIG_PATH at
it, so the machine's own configuration is neither read nor changed. A named
PCM uses ALSA's ``file`` plugin over a ``null`` slave: every sample SDL's ALSA
driver writes is copied to a file. The ``null`` slave takes samples as fast as
they come (hundreds of MB/s of silence), so the "file" is a FIFO that this
module reads at the real sample rate: the reader is the sound card's clock,
and the capture holds exactly what a loudspeaker would have sounded.

``PIPEWIRE_DEFAULT`` is Debian's own pipewire-alsa configuration (ALSA's
default goes to PipeWire), used with an empty runtime folder so no PipeWire
server can be found: what a system service meets on a Raspberry Pi OS desktop.
"""

from __future__ import annotations

import contextlib
import errno
import fcntl
import os
import re
import subprocess
import threading
import time
from pathlib import Path
from typing import Final

from device.sound.mixer import MIXER_CHANNELS, MIXER_FREQUENCY

#: Debian's pipewire-alsa package, unpacked (not installed) by scripts/setup.sh
#: beside the virtualenv, so the machine's own ALSA default is left alone.
PIPEWIRE_ALSA: Final = Path(__file__).resolve().parent.parent / ".venv" / "pipewire-alsa"
PIPEWIRE_CONFS: Final = (
    PIPEWIRE_ALSA / "usr/share/alsa/alsa.conf.d/50-pipewire.conf",
    PIPEWIRE_ALSA / "usr/share/alsa/alsa.conf.d/99-pipewire-default.conf",
)


def pipewire_plugin() -> Path:
    """The unpacked ALSA plugin; ALSA is told where it is, as it is not in ALSA's own folder."""
    (found,) = PIPEWIRE_ALSA.glob("usr/lib/*/alsa-lib/libasound_module_pcm_pipewire.so")
    return found


BYTES_PER_SECOND: Final = MIXER_FREQUENCY * MIXER_CHANNELS * 2
#: Sox reads the capture as what the mixer plays: 16-bit signed, stereo.
RAW_FORMAT: Final = ("-t", "raw", "-r", str(MIXER_FREQUENCY), "-e", "signed", "-b", "16", "-c", str(MIXER_CHANNELS))
#: Trim leading and trailing silence (below 1 % of full scale for 20 ms).
TRIM: Final = ("silence", "1", "0.02", "1%", "reverse", "silence", "1", "0.02", "1%", "reverse")


class AlsaCapture:
    """Writes the private ALSA configuration and records the named device's samples."""

    def __init__(self, folder: Path, device: str = "tablecapture") -> None:
        self.folder = folder
        self.device = device
        self.config = folder / "asound.conf"
        self.fifo = folder / "playback.fifo"
        self.runtime_dir = folder / "no-sound-server"
        self.runtime_dir.mkdir()
        os.mkfifo(self.fifo)
        self._data = bytearray()
        self._lock = threading.Lock()
        self._grown = threading.Condition(self._lock)  # notified on every chunk the reader takes
        self._stop = threading.Event()
        self._reader = threading.Thread(target=self._read, name="alsa-capture", daemon=True)
        self._reader.start()

    def environment(self) -> dict[str, str]:
        """What a process needs to use this configuration and find no PipeWire server."""
        return {
            "ALSA_CONFIG_PATH": str(self.config),
            "SDL_AUDIODRIVER": "alsa",
            "PIPEWIRE_RUNTIME_DIR": str(self.runtime_dir),
            "XDG_RUNTIME_DIR": str(self.runtime_dir),
        }

    def write(self, *, default_is_pipewire: bool, default_is_capture: bool = False) -> None:
        """(Re)write the configuration; replaced atomically so ALSA sees a new file on its next open."""
        parts = []
        if default_is_pipewire:
            parts.append(f'pcm_type.pipewire {{ lib "{pipewire_plugin()}" }}')
            parts += [f"<{conf}>" for conf in PIPEWIRE_CONFS]
        capture = f'{{ type file slave.pcm {{ type null }} file "{self.fifo}" format "raw" }}'
        parts.append(f"pcm.{self.device} {capture}")
        if default_is_capture:
            parts.append(f"pcm.!default {capture}")
        scratch = self.config.with_suffix(".new")
        scratch.write_text("\n".join(parts) + "\n")
        os.replace(scratch, self.config)

    def captured(self) -> bytes:
        with self._lock:
            return bytes(self._data)

    def wait_for_more(self, seconds: float, timeout: float) -> bool:
        """Wait until `seconds` more audio than is captured now has come through; False on the timeout.

        Why: when the player says it is idle, its last samples are still in
        SDL's and ALSA's buffers. They are through once more audio than those
        buffers hold has arrived after them, counted by the reader, which is
        the card's clock: a wait that holds on a busy machine, where a sleep
        of the same length may end before the samples arrive.
        """
        with self._grown:
            wanted = len(self._data) + int(seconds * BYTES_PER_SECOND)
            return self._grown.wait_for(lambda: len(self._data) >= wanted, timeout)

    def save(self, path: Path) -> Path:
        path.write_bytes(self.captured())
        return path

    def close(self) -> None:
        """Stop reading; unblocks a reader still waiting for a writer."""
        self._stop.set()
        with contextlib.suppress(OSError):
            os.close(os.open(self.fifo, os.O_WRONLY | os.O_NONBLOCK))
        self._reader.join(timeout=5)

    def _read(self) -> None:
        while not self._stop.is_set():
            with open(self.fifo, "rb", buffering=0) as stream:  # waits for ALSA to open it
                with contextlib.suppress(OSError):  # a small pipe keeps the delay short
                    fcntl.fcntl(stream.fileno(), fcntl.F_SETPIPE_SZ, 4096)
                self._drain(stream)

    def _drain(self, stream: object) -> None:
        started = time.monotonic()
        taken = 0
        while True:
            try:
                chunk = stream.read(2048)  # type: ignore[attr-defined]
            except OSError as error:
                if error.errno == errno.EINTR:
                    continue
                return
            if not chunk:
                return
            with self._grown:
                self._data.extend(chunk)
                self._grown.notify_all()
            taken += len(chunk)
            ahead = taken / BYTES_PER_SECOND - (time.monotonic() - started)
            if ahead > 0:
                time.sleep(ahead)


def sox_stat(*args: str) -> dict[str, float]:
    """`sox ... -n stat` writes its table to stderr as 'Name:   value' lines."""
    result = subprocess.run(["sox", *args], capture_output=True, text=True, check=True)
    stats: dict[str, float] = {}
    for line in result.stderr.splitlines():
        match = re.match(r"^([A-Za-z ()]+?)\s*:\s*(-?[0-9.]+)\s*$", line)
        if match:
            stats[" ".join(match.group(1).split())] = float(match.group(2))
    return stats


def sounding_part_of_capture(raw: Path) -> dict[str, float]:
    """Sox's stat of the capture with the silence before and after the sound trimmed off."""
    return sox_stat(*RAW_FORMAT, str(raw), "-n", *TRIM, "stat")


def sounding_part_of_wav(wav: Path) -> dict[str, float]:
    return sox_stat(str(wav), "-n", *TRIM, "stat")
