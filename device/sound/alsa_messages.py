"""ALSA's own error messages kept off the terminal.

libasound prints every failed lookup ("ALSA lib confmisc.c:855:(parse_card)
cannot find card '0'") straight to standard error, eight lines per attempt to
open a missing sound card, and the mixer retries every few seconds: a
newcomer at a terminal reads that as a crash. libasound lets a program
replace that printer (`snd_lib_error_set_handler`).

The replacement must not be Python. SDL's ALSA driver runs a thread of its
own ("SDLHotplugALSA") that calls libasound, and so the handler; when the
mixer fails to open, pygame (holding Python's GIL) waits for that thread to
end, while a Python handler in it waits for the GIL: the referee hangs. That
was seen here (one `referee audio --test` in four), so the handler is a C
function of libasound itself that takes no arguments, does nothing and
returns (`snd_asoundlib_version`; the extra arguments are ignored on every
ABI the referee runs on). What ALSA would have said is summed up by SDL's own
error ("ALSA: Couldn't open audio device: No such file or directory"), which
the sound code logs with the device it tried.

The handler must reach the libasound that SDL really uses. SDL loads it by
its soname (libasound.so.2) only while the mixer opens, and unloads it again
when that fails, which would forget the handler; so the system's
libasound.so.2 is loaded here first and kept loaded, and SDL's own dlopen gets
this same copy. pygame's wheel also carries a copy of its own
(pygame.libs/libasound-<hash>.so.2): every libasound already mapped into the
process gets the quiet handler too.
"""

from __future__ import annotations

import ctypes
import logging
import threading
from pathlib import Path

log = logging.getLogger("table_referee.alsa")

SONAME = "libasound.so.2"  # what SDL's ALSA driver opens
QUIET_HANDLER = "snd_asoundlib_version"  # a libasound function with no arguments and no effect

_lock = threading.Lock()
_quietened: set[str] = set()
_keep: list[ctypes.CDLL] = []  # loaded for the life of the process, so SDL never unloads the quiet copy


def loaded_libasound() -> list[str]:
    """Every libasound mapped into this process (pygame's own copy, the system's, or both)."""
    try:
        maps = Path("/proc/self/maps").read_text(encoding="utf-8", errors="replace")
    except OSError:
        return []
    found = {line.split(maxsplit=5)[-1] for line in maps.splitlines() if "libasound" in line and "/" in line}
    return sorted(path for path in found if ".so" in Path(path).name)


def keep_quiet() -> int:
    """Give every libasound in reach the quiet handler (once each); how many are quiet now."""
    with _lock:
        pending = [path for path in [SONAME, *loaded_libasound()] if path not in _quietened]
    for path in pending:
        try:
            library = ctypes.CDLL(path)
            library.snd_lib_error_set_handler.argtypes = [ctypes.c_void_p]
            quiet = ctypes.cast(getattr(library, QUIET_HANDLER), ctypes.c_void_p)
            library.snd_lib_error_set_handler(quiet)
        except (OSError, AttributeError) as error:
            log.debug("cannot keep %s quiet: %s", path, error)
            continue
        with _lock:
            _quietened.add(path)
            _keep.append(library)
    if pending:
        log.debug("ALSA's own messages are off in %s", ", ".join(sorted(_quietened)) or "no library")
    with _lock:
        return len(_quietened)
