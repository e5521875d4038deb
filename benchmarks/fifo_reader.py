"""The capture's loudspeaker, in a process of its own: drains the FIFO at the sample rate and stamps each chunk.

    python -m benchmarks.fifo_reader FIFO CHANNELS KEPT RATE PIPE_BYTES

Why a process: the reader's stamps are the moments a loudspeaker would
sound each chunk, so a reader that runs late makes every sound it carries
look late. In the benchmark's own process it shared the GIL with the
referee's threads and the benchmark's poller and ran 4 ms late at the p99
(up to 11 ms) at the very chunks it was timing; on its own it does not wait
for them. It imports nothing of the referee, so it starts in a few ms.

To standard output it writes one record per chunk: a little-endian double
(time.monotonic() when the read returned) and a 32-bit length, then that
many bytes, cut down to the first KEPT channels of each frame. The first
record, of length 0, says the FIFO is open and shrunk: ALSA may write now.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
import select
import struct
import sys
import time
from typing import BinaryIO, Final

RECORD: Final = struct.Struct("<dI")
#: Chunks go to the parent in batches at most this old: the stamps travel
#: with them, so a batch changes no time, and the benchmark's process (where
#: the referee's threads run) wakes 200 times a second for them, not 1500.
FLUSH_SECONDS: Final = 0.005


def keep_channels(data: bytes, channels: int, kept: int) -> tuple[bytes, bytes]:
    """The whole frames of 16-bit ``data`` cut down to their first ``kept`` channels, and the bytes of a frame still to come."""
    wide = 2 * channels
    whole = len(data) - len(data) % wide
    if channels == kept:
        return data[:whole], data[whole:]
    # One 32-bit item is one stereo frame; every (channels / 2)th item starts a wide frame.
    assert kept == 2 and channels % 2 == 0
    return memoryview(data[:whole]).cast("I")[:: channels // 2].tobytes(), data[whole:]


def pace(fifo: str, channels: int, kept: int, rate: int, pipe_bytes: int, out: BinaryIO) -> None:
    """Drain ``fifo`` at ``rate`` frames a second until the parent goes away, writing stamped chunks to ``out``.

    The FIFO is opened read-write before any ALSA client exists: so the pipe
    can be shrunk to one page while it is still empty (shrinking fails once
    a writer has filled more, and the default 64 KiB would hold 11 ms of
    sound at 64 channels, 0.34 s in stereo, between the mixer and this
    "loudspeaker"), and a client closing it
    is a pause, not an end. A chunk is taken when it is due, like a card
    playing it, so the moment it is read is the moment it sounds. After a
    pause (no client), the clock starts again with the next chunk.
    """
    descriptor = os.open(fifo, os.O_RDWR | os.O_NONBLOCK)
    with contextlib.suppress(OSError):
        fcntl.fcntl(descriptor, fcntl.F_SETPIPE_SZ, pipe_bytes)
    out.write(RECORD.pack(0.0, 0))
    out.flush()
    per_second = rate * 2 * kept
    started, taken, last, flushed = 0.0, 0, 0.0, 0.0
    pending = b""
    while True:
        ready, _, _ = select.select([descriptor], [], [], 0.2)
        if not ready:
            continue
        try:
            read = os.read(descriptor, pipe_bytes)
        except BlockingIOError:
            continue
        now = time.monotonic()
        chunk, pending = keep_channels(pending + read, channels, kept)
        if now - last > 0.1:  # a pause: whatever comes next starts sounding now
            started, taken = now, 0
        last = now
        out.write(RECORD.pack(now, len(chunk)) + chunk)
        if now - flushed > FLUSH_SECONDS:
            out.flush()
            flushed = now
        taken += len(chunk)
        ahead = taken / per_second - (time.monotonic() - started)
        if ahead > 0:
            time.sleep(ahead)


def main(argv: list[str]) -> int:
    fifo, channels, kept, rate, pipe_bytes = argv
    with contextlib.suppress(BrokenPipeError, KeyboardInterrupt):
        pace(fifo, int(channels), int(kept), int(rate), int(pipe_bytes), sys.stdout.buffer)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
