"""The real `referee` program in a child process, its transcript read line by line.

Shared by the tests that must run the whole program (a power cut is a
SIGKILL of a real process; a full card is a real full file system): the
lines it prints arrive on a queue, and the test types keys as a player would.
"""

from __future__ import annotations

import os
import queue
import signal
import subprocess
import threading
from typing import Mapping, Sequence


class RunningReferee:
    def __init__(self, argv: Sequence[str], env: Mapping[str, str] | None = None, *, keep_errors: bool = False) -> None:
        self.process = subprocess.Popen(
            list(argv),
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE if keep_errors else subprocess.DEVNULL,
            text=True,
            env=dict(os.environ, PYTHONUNBUFFERED="1", **(env or {})),
        )
        self.lines: "queue.Queue[str]" = queue.Queue()
        self.heard: list[str] = []
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        assert self.process.stdout
        for line in self.process.stdout:
            self.lines.put(line.rstrip("\n"))

    def next_line(self, timeout: float = 20) -> str:
        line = self.lines.get(timeout=timeout)
        self.heard.append(line)
        return line

    def wait_for(self, text: str, timeout: float = 30) -> str:
        """The next line that holds `text` (the lines before it are heard on the way)."""
        while text not in (line := self.next_line(timeout)):
            pass
        return line

    def type(self, keys: str) -> None:
        assert self.process.stdin
        self.process.stdin.write(keys)
        self.process.stdin.flush()

    def kill(self) -> None:
        self.process.send_signal(signal.SIGKILL)
        self.process.wait(timeout=10)

    def quit(self) -> int:
        return self.process.wait(timeout=20)

    def errors(self) -> str:
        """What it wrote on standard error (kept only with keep_errors), once it has ended."""
        assert self.process.stderr, "started without keep_errors"
        return self.process.stderr.read()


def private_mounts(unshare: str) -> list[str]:
    """`unshare` into a mount namespace of our own.

    Root needs nobody's leave; anyone else maps itself to root in a user
    namespace first, which Debian allows without privileges. Inside a chroot
    (the fresh-root check runs the suite in one) neither a user namespace nor
    unshare's usual step of making "/" private is allowed ("/" is no mount
    point there), so propagation is left as it is: the chroot's own
    namespace, made for the check, is all a mount could reach.
    """
    if os.geteuid() != 0:
        return [unshare, "--user", "--map-root-user", "--mount"]
    if subprocess.run([unshare, "--mount", "true"], capture_output=True, timeout=30).returncode != 0:
        return [unshare, "--mount", "--propagation", "unchanged"]
    return [unshare, "--mount"]
