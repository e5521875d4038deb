"""A card that is full, read-only or failing, for the files under one folder only.

Tests may run as root, for whom chmod blocks nothing, and mounting a small
tmpfs needs privileges a CI box may lack; so the fault is injected where the
journal meets the kernel: os.write and os.fsync (and os.open for new files)
raise the error a real card gives, for descriptors of files under `folder`.
"""

from __future__ import annotations

import errno
import os
from pathlib import Path
from typing import Any

import pytest


class FaultyStorage:
    def __init__(self, folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
        self.folder = str(folder.resolve())
        self.error: int | None = None
        self._write, self._fsync, self._open = os.write, os.fsync, os.open
        monkeypatch.setattr(os, "write", self._faulty(self._write))
        monkeypatch.setattr(os, "fsync", self._faulty(self._fsync))
        monkeypatch.setattr(os, "open", self._faulty_open)

    def fail(self, code: int | None) -> None:
        """Start failing with errno `code` (ENOSPC, EROFS, EIO), or stop failing with None."""
        self.error = code

    def _ours(self, descriptor: int) -> bool:
        try:
            return os.readlink(f"/proc/self/fd/{descriptor}").startswith(self.folder)
        except OSError:
            return False

    def _faulty(self, real: Any) -> Any:
        def call(descriptor: int, *args: Any) -> Any:
            if self.error is not None and self._ours(descriptor):
                raise OSError(self.error, os.strerror(self.error))
            return real(descriptor, *args)

        return call

    def _faulty_open(self, path: Any, flags: int, *args: Any, **kwargs: Any) -> int:
        if self.error is not None and flags & (os.O_WRONLY | os.O_RDWR | os.O_CREAT) and str(path).startswith(self.folder):
            raise OSError(self.error, os.strerror(self.error))
        return self._open(path, flags, *args, **kwargs)


ERRORS = {errno.ENOSPC: "full", errno.EROFS: "read-only", errno.EIO: "failing"}
