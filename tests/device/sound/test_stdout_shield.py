"""The shield that keeps pyttsx3's chatter off the transcript never crashes a thread printing (a SIGSEGV once).

Python 3.11's print() holds sys.stdout by a borrowed reference between a
line and its newline; the voice thread put its shield in front of stdout and
took it away for every render, and a shield freed in that moment crashed the
game thread mid-print. Run in a child process: a crash must fail the test,
not end the test run.
"""

from __future__ import annotations

import subprocess
import sys

from tests.paths import REPO

RACE = """
import sys, threading
from device.sound.voices.espeak_session import _pyttsx3_chatter_to_log

stop = threading.Event()

def renders():
    while not stop.is_set():
        with _pyttsx3_chatter_to_log():
            pass

thread = threading.Thread(target=renders)
thread.start()
sys.setswitchinterval(1e-6)  # hand the GIL over as often as possible
for n in range(100000):
    print("line", n)
stop.set()
thread.join()
"""


def test_printing_while_the_voice_renders_never_crashes() -> None:
    done = subprocess.run(
        [sys.executable, "-c", RACE], cwd=REPO, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, timeout=300
    )
    assert done.returncode == 0, done.stderr.decode()[-2000:]
