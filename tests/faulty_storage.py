"""A card that is full, read-only or failing, for the files under one folder only.

Tests may run as root, for whom chmod blocks nothing, and mounting a small
tmpfs needs privileges a CI box may lack; so the fault is injected where the
journal meets the kernel: os.write and os.fsync (and os.open for new files)
raise the error a real card gives, for descriptors of files under `folder`.
`fill()` is a full card as a real one is full: nothing may grow, but bytes
already there may be overwritten in place (device/storage/stop_marker.py
counts on that; test_stop_on_a_full_card.py checks it on a real full tmpfs too).
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
        self._sizes: dict[str, int] | None = None  # filled: each file's size when the card filled up
        self._write, self._fsync, self._open, self._pwrite = os.write, os.fsync, os.open, os.pwrite
        monkeypatch.setattr(os, "write", self._faulty(self._write, grows=self._write_grows))
        monkeypatch.setattr(os, "pwrite", self._faulty(self._pwrite, grows=self._pwrite_grows))
        monkeypatch.setattr(os, "fsync", self._faulty(self._fsync, grows=self._has_grown))
        monkeypatch.setattr(os, "open", self._faulty_open)

    def fail(self, code: int | None) -> None:
        """Start failing with errno `code` (ENOSPC, EROFS, EIO), or stop failing (and stop being full) with None."""
        self.error = code
        self._sizes = None

    def fill(self) -> None:
        """Fill the card up: a write past a file's end, or a sync of a file grown since, fails with ENOSPC.

        Opening a file works (creating an empty one takes no data block), and
        so does overwriting bytes a file already has, as on a real full card.
        """
        self.error = None
        self._sizes = {str(path.resolve()): path.stat().st_size for path in Path(self.folder).rglob("*") if path.is_file()}

    def _ours(self, descriptor: int) -> bool:
        try:
            return os.readlink(f"/proc/self/fd/{descriptor}").startswith(self.folder)
        except OSError:
            return False

    def _faulty(self, real: Any, grows: Any) -> Any:
        def call(descriptor: int, *args: Any) -> Any:
            if self.error is not None and self._ours(descriptor):
                raise OSError(self.error, os.strerror(self.error))
            if self._sizes is not None and self._ours(descriptor) and grows(descriptor, *args):
                raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
            return real(descriptor, *args)

        return call

    @staticmethod
    def _write_grows(descriptor: int, data: Any) -> bool:
        return os.lseek(descriptor, 0, os.SEEK_CUR) + len(data) > os.fstat(descriptor).st_size

    @staticmethod
    def _pwrite_grows(descriptor: int, data: Any, offset: int) -> bool:
        return offset + len(data) > os.fstat(descriptor).st_size

    def _has_grown(self, descriptor: int) -> bool:
        assert self._sizes is not None
        return os.fstat(descriptor).st_size > self._sizes.get(os.readlink(f"/proc/self/fd/{descriptor}"), 0)

    def _faulty_open(self, path: Any, flags: int, *args: Any, **kwargs: Any) -> int:
        if self.error is not None and flags & (os.O_WRONLY | os.O_RDWR | os.O_CREAT) and str(path).startswith(self.folder):
            raise OSError(self.error, os.strerror(self.error))
        return self._open(path, flags, *args, **kwargs)


ERRORS = {errno.ENOSPC: "full", errno.EROFS: "read-only", errno.EIO: "failing"}
