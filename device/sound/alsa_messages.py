"""ALSA's own error messages, sent to the log once each instead of onto the terminal.

libasound prints every failed lookup ("ALSA lib confmisc.c:855:(parse_card)
cannot find card '0'") straight to standard error, eight lines per attempt to
open a missing sound card, and the mixer retries every few seconds: a
newcomer at a terminal reads that as a crash. libasound lets a program
replace that printer (`snd_lib_error_set_handler`); ours writes each distinct
message to the log once, where the detail stays for whoever looks.

The handler must go to the libasound that SDL really uses, and SDL loads
it itself (by its soname, libasound.so.2) only while the mixer opens, and
unloads it again when that fails, which would forget the handler. So the
system's libasound.so.2 is loaded here first and kept loaded: SDL's own
dlopen then gets this same copy, handler and all. pygame's wheel also
carries a copy of its own (pygame.libs/libasound-<hash>.so.2); every
libasound already mapped into the process is given the handler too.

The handler is variadic in C. On the ABIs the referee runs on (x86-64,
AArch64, 32-bit ARM), integer and pointer arguments after the fixed ones
arrive exactly as further fixed arguments would, so the callback declares a
few spare pointer-sized arguments and formats the common conversions (%s,
%d, %i, %u, %x, %c, %ld, %lu, %p, %%) itself; a message with any other
conversion is logged as its raw format, never guessed at.
"""

from __future__ import annotations

import ctypes
import logging
import re
import threading
from pathlib import Path

log = logging.getLogger("table_referee.alsa")

SONAME = "libasound.so.2"  # what SDL's ALSA driver opens
SPARE_ARGUMENTS = 6
_CONVERSION = re.compile(r"%(%|l{0,2}[diuxXcsp])")
_ANY_CONVERSION = re.compile(r"%[-+ #0-9.*]*[hlLqjzt]*[a-zA-Z%]")
_HANDLER = ctypes.CFUNCTYPE(
    None, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p,
    *([ctypes.c_void_p] * SPARE_ARGUMENTS),
)
_MOST_REMEMBERED = 200  # distinct messages logged; past this, the rest are dropped (a flood is no news)

_lock = threading.Lock()
_seen: set[str] = set()
_routed: set[str] = set()
_keep: list[object] = []  # the callback and the libraries stay alive as long as the process


def _format(text: str, arguments: tuple[int | None, ...]) -> str:
    """printf for the conversions ALSA's messages use; the raw format when there is any other."""
    conversions = _ANY_CONVERSION.findall(text)
    if any(not _CONVERSION.fullmatch(found) for found in conversions) or len(
        [found for found in conversions if found != "%%"]
    ) > len(arguments):
        return text
    values = iter(arguments)

    def substitute(match: re.Match[str]) -> str:
        kind = match.group(1)
        if kind == "%":
            return "%"
        raw = next(values) or 0
        letter, wide = kind[-1], kind.startswith("l")
        if letter == "s":
            return ctypes.string_at(raw).decode("utf-8", "replace") if raw else "(null)"
        if letter == "p":
            return hex(raw)
        bits = 64 if wide else 32
        number = raw & ((1 << bits) - 1)
        if letter in "di" and number >= 1 << (bits - 1):
            number -= 1 << bits
        if letter == "c":
            return chr(number & 0xFF)
        if letter in "xX":
            return format(number, letter)
        return str(number)

    return _CONVERSION.sub(substitute, text)


def _handle(file: bytes | None, line: int, function: bytes | None, error: int, fmt: bytes | None, *rest: int | None) -> None:
    """Called by libasound on whichever thread failed; must never raise back into C."""
    try:
        message = _format((fmt or b"").decode("utf-8", "replace"), rest)
        where = f"{(file or b'?').decode(errors='replace')}:{line} ({(function or b'?').decode(errors='replace')})"
        text = f"{where} {message}" + (f" (error {error})" if error else "")
        with _lock:
            if text in _seen or len(_seen) >= _MOST_REMEMBERED:
                return
            _seen.add(text)
        log.info("ALSA: %s", text)
    except Exception:  # noqa: BLE001 - an exception cannot cross back into libasound
        pass


_CALLBACK = _HANDLER(_handle)


def loaded_libasound() -> list[str]:
    """Every libasound mapped into this process (pygame's own copy, the system's, or both)."""
    try:
        maps = Path("/proc/self/maps").read_text(encoding="utf-8", errors="replace")
    except OSError:
        return []
    found = {line.split(maxsplit=5)[-1] for line in maps.splitlines() if "libasound" in line and "/" in line}
    return sorted(path for path in found if ".so" in Path(path).name)


def route_to_log() -> int:
    """Give every loaded libasound our handler (once each); how many libraries are routed now."""
    with _lock:
        pending = [path for path in [SONAME, *loaded_libasound()] if path not in _routed]
    for path in pending:
        try:
            library = ctypes.CDLL(path)
            library.snd_lib_error_set_handler.argtypes = [_HANDLER]
            library.snd_lib_error_set_handler(_CALLBACK)
        except (OSError, AttributeError) as error:
            log.debug("cannot route %s's messages to the log: %s", path, error)
            continue
        with _lock:
            _routed.add(path)
            _keep.append(library)
    with _lock:
        return len(_routed)
