"""ALSA's own messages about a missing sound card: into the log, once each, not onto the terminal.

libasound prints every failed lookup ("ALSA lib confmisc.c:855:(parse_card)
cannot find card '0'") to standard error, about eight lines each time the
mixer tries a machine that has no sound card, and the mixer tries again
every few seconds: at a terminal a newcomer reads that as a crash. With a
sound card those messages mean something (a device set up wrongly), so
there they must stay exactly as ALSA prints them.

So nothing of ALSA's is changed: not its error handler, not its output.
Only while the mixer opens on a machine where no card can be seen, the C
library's ``stderr`` stream (the ``FILE *`` that libasound's default
handler, and SDL's own log, print to) is pointed at a buffer in memory, and
pointed back as soon as the mixer has opened or failed. Then:

* the machine has no sound card after all (the mixer says so): each line
  ALSA printed goes to the log once (the retries repeat the same lines),
  and anything else that was printed goes on to standard error as it was;
* the mixer opened (a software device, a card that appeared): everything
  goes on to standard error unchanged, as if it had never been held.

Why this way and not another:

* Not a handler of our own (``snd_lib_error_set_handler``). A Python handler
  hangs the referee: SDL's ALSA hot-plug thread calls it while pygame, which
  holds Python's GIL, waits for that thread to end (seen here in one
  `referee audio --test` in four). A C handler that discards the message
  (the workaround before) loses the detail, and it stayed on even with a
  card. And a ctypes callback needs memory both writable and executable.
* Not file descriptor 2 pointed elsewhere: a process started meanwhile by
  another thread (the voice's espeak-ng worker) would inherit it for good,
  and Python's own writes there would be held too. The ``stderr`` stream is
  only what C code in this process prints through stdio.

glibc documents ``stderr`` as an ordinary variable a program may assign; it
is found with ``dlsym`` from the program itself, which gives the one copy
every library uses (pygame's own libasound included). No callback is made,
so this needs no writable and executable memory. Where any of it is missing
(another C library, no ``stderr`` symbol), nothing is held and ALSA prints
as it always did.
"""

from __future__ import annotations

import contextlib
import ctypes
import logging
import os
import sys
import tempfile
import threading
from collections.abc import Iterator

log = logging.getLogger("table_referee.alsa")

#: How libasound's default error handler starts every line it prints.
ALSA_PREFIX = "ALSA lib "

_lock = threading.Lock()  # one hold at a time: the stream is the whole process's
_logged: set[str] = set()  # ALSA lines already in the log, so a retry adds nothing


class Held:
    """What C code printed to standard error while the mixer opened, and where it goes once the hold ends."""

    def __init__(self) -> None:
        self.text = ""
        self._to_log = False

    def keep_in_log(self) -> None:
        """The mixer found no sound card: ALSA's lines go to the log (once each), not the terminal."""
        self._to_log = True

    def alsa_lines(self) -> list[str]:
        return [line for line in self.text.splitlines() if line.startswith(ALSA_PREFIX)]

    def _pass_on(self) -> None:
        """Send what was held where it belongs; called once, after the stream points back."""
        if not self.text:
            return
        if not self._to_log:
            _write_to_stderr(self.text)
            return
        others = [line for line in self.text.splitlines(keepends=True) if not line.startswith(ALSA_PREFIX)]
        new = [line for line in dict.fromkeys(self.alsa_lines()) if line not in _logged]
        if new:
            log.info("what ALSA said while the mixer looked for a sound card (%d lines, each logged once):", len(new))
            for line in new:
                log.info("%s", line)
            _logged.update(new)
        if others:
            _write_to_stderr("".join(others))


def _write_to_stderr(text: str) -> None:
    """Onto file descriptor 2, where C's stderr would have printed it; nothing to do when it is closed."""
    with contextlib.suppress(OSError):
        sys.stderr.flush()
        os.write(2, text.encode("utf-8", "replace"))


class _CStderr:
    """The C library's ``stderr`` variable and the calls needed to swap it; None when this libc lacks them."""

    def __init__(self) -> None:
        libc = ctypes.CDLL(None, use_errno=True)
        self.pointer = ctypes.c_void_p.in_dll(libc, "stderr")
        self.fdopen = libc.fdopen
        self.fdopen.restype = ctypes.c_void_p
        self.fdopen.argtypes = [ctypes.c_int, ctypes.c_char_p]
        self.fflush = libc.fflush
        self.fflush.argtypes = [ctypes.c_void_p]
        self.fclose = libc.fclose
        self.fclose.argtypes = [ctypes.c_void_p]


_c_stderr: _CStderr | None = None


def _stream() -> _CStderr | None:
    global _c_stderr
    if _c_stderr is None:
        try:
            _c_stderr = _CStderr()
        except (OSError, ValueError, AttributeError) as error:
            log.debug("C's stderr cannot be held here (%s): ALSA prints as it always does", error)
            return None
    return _c_stderr


def _memory_file() -> int:
    """A file in memory (nothing is written to the card, full or not); a temporary file where memfd is missing."""
    try:
        return os.memfd_create("alsa-messages", os.MFD_CLOEXEC)
    except (AttributeError, OSError):
        return os.dup(tempfile.TemporaryFile().fileno())


def _open_memory_stream(c: _CStderr) -> tuple[int, int] | None:
    """A memory file and a C stream writing into it, or None (and a debug line) when either fails."""
    try:
        memory = _memory_file()
    except OSError as error:
        log.debug("cannot hold C's stderr (%s)", error)
        return None
    stream = c.fdopen(os.dup(memory), b"w")
    if not stream:
        log.debug("cannot hold C's stderr (fdopen failed)")
        os.close(memory)
        return None
    return memory, stream


def _read_all(memory: int) -> str:
    os.lseek(memory, 0, os.SEEK_SET)
    chunks = []
    while chunk := os.read(memory, 65536):
        chunks.append(chunk)
    return b"".join(chunks).decode("utf-8", "replace")


@contextlib.contextmanager
def held_back(hold: bool) -> Iterator[Held]:
    """Hold what C code prints to stderr for the block when ``hold`` (no card seen); pass it on after.

    With ``hold`` false nothing at all is touched: that is the case of a
    machine with a sound card. Not reentrant: one hold at a time.
    """
    held = Held()
    c = _stream() if hold else None
    opened = _open_memory_stream(c) if c is not None else None
    if c is None or opened is None:
        yield held
        return
    memory, stream = opened
    with _lock:
        saved = c.pointer.value
        c.pointer.value = stream
        try:
            yield held
        finally:
            c.fflush(stream)
            c.pointer.value = saved
            c.fclose(stream)
            held.text = _read_all(memory)
            os.close(memory)
            held._pass_on()
