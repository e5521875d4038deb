"""Whether espeak-ng can start, asked of a short-lived child process, and the fix when it cannot.

Why a child: libespeak-ng calls ``exit(1)`` from ``espeak_Initialize`` when
its data folder is missing (e.g. ESPEAK_DATA_PATH points at an empty
folder): the whole referee would vanish without a word in our log. So before
espeak is initialised in this process, ``probe_espeak`` initialises it in a
child, where dying costs nothing but the answer.
"""

from __future__ import annotations

import os
import subprocess
import sys
import threading
from typing import Final

from device.sound.voices.espeak_session import DRIVER_NAME

#: espeak-ng's own variable for its data folder; named in the fix we suggest.
DATA_VARIABLE: Final = "ESPEAK_DATA_PATH"
#: The child starts in about 0.1 s on a PC; a loaded Pi Zero may need seconds.
PROBE_TIMEOUT_SECONDS: Final = 20.0
#: What libespeak-ng prints when a data file is missing (it names the file).
_DATA_MISSING_SIGNS: Final = ("Error processing file", "phontab", "espeak-ng-data")
#: What the child runs: exactly the initialisation the voice thread would do.
_PROBE_CODE: Final = "import pyttsx3; pyttsx3.init(%r)" % DRIVER_NAME

_probe_lock = threading.Lock()
_probe_passed: set[tuple[str, str | None]] = set()


def probe_espeak(timeout: float = PROBE_TIMEOUT_SECONDS) -> str | None:
    """Initialise espeak-ng in a child process: None if that worked, else why not (with the fix).

    A pass is remembered for this interpreter and this ESPEAK_DATA_PATH, so
    a renderer rebuilt later in the same run does not pay for the check again.
    """
    key = (sys.executable, os.environ.get(DATA_VARIABLE))
    with _probe_lock:
        if key in _probe_passed:
            return None
    try:
        done = subprocess.run(
            [sys.executable, "-c", _PROBE_CODE],
            stdin=subprocess.DEVNULL,
            capture_output=True,
            text=True,
            timeout=timeout,
        )
    except subprocess.TimeoutExpired:
        return f"espeak-ng did not start within {timeout:.0f} s"
    except OSError as exc:
        return f"cannot check espeak-ng ({exc})"
    if done.returncode == 0:
        with _probe_lock:
            _probe_passed.add(key)
        return None
    said = [line.strip() for line in (done.stderr or "").splitlines() if line.strip()]
    return explain_espeak_failure(said[-1] if said else f"exit status {done.returncode}")


def explain_espeak_failure(detail: str) -> str:
    """The reason for Health and the log: what failed, which data folder, and the fix."""
    folder = os.environ.get(DATA_VARIABLE)
    if folder is not None:
        return (
            f"espeak-ng cannot start with its data folder {DATA_VARIABLE}={folder} ({detail});"
            f" fix: install espeak-ng-data there or unset {DATA_VARIABLE}"
        )
    if any(sign in detail for sign in _DATA_MISSING_SIGNS):
        return f"espeak-ng cannot find its data ({detail}); fix: install the espeak-ng-data package"
    return f"espeak-ng cannot start ({detail}); fix: install the espeak-ng and espeak-ng-data packages"
