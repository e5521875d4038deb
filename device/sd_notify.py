"""A tiny sd_notify client, so the referee can tell systemd how it is doing.

Why our own and not a library: the protocol is one datagram on a Unix
socket, and the device must also run on a laptop or in CI where systemd is
absent. Pulling in python-systemd (a C extension) or another package for
that would add an install step on the Pi and buy nothing.

Used by the main loop as::

    notify("READY=1")                  # buttons and audio are up
    notify("STATUS=Playing: Dice race")
    interval = watchdog_interval()     # None when no watchdog is set
    ...every `interval` seconds: notify("WATCHDOG=1")

The unit (systemd/table-referee.service) sets Type=notify, NotifyAccess=main
and WatchdogSec=, so a loop that stops pinging is killed and restarted.
"""

from __future__ import annotations

import os
import socket

__all__ = ["notify", "watchdog_interval"]


def _socket_address(raw: str) -> str | bytes | None:
    """Turn $NOTIFY_SOCKET into an address `socket.sendto` understands.

    A leading '@' names a Linux abstract socket: the kernel wants a NUL
    byte there instead. Anything that is neither an absolute path nor
    abstract (for example the vsock: form of newer systemd) is not
    something this client speaks, so it is treated as "no socket".
    """
    if raw.startswith("@"):
        return b"\0" + raw[1:].encode()
    if raw.startswith("/"):
        return raw
    return None


def notify(message: str) -> bool:
    """Send one notification (e.g. "READY=1", "WATCHDOG=1", "STATUS=...").

    Returns True when the datagram was handed to systemd, False otherwise.
    It never raises for a missing or broken socket, on purpose: outside
    systemd (a laptop, a test run) NOTIFY_SOCKET is unset and the call must
    be a cheap no-op, and under systemd a failed ping must not crash the
    game; the watchdog will notice if pings keep failing.
    Several assignments may be sent at once, separated by newlines.
    """
    if not message:
        return False
    address = _socket_address(os.environ.get("NOTIFY_SOCKET", ""))
    if address is None:
        return False
    data = message.encode("utf-8")
    try:
        with socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM | socket.SOCK_CLOEXEC) as sock:
            sent = sock.sendto(data, address)
    except OSError:
        return False
    return sent == len(data)


def watchdog_interval() -> float | None:
    """How often to send WATCHDOG=1, in seconds, or None if not asked to.

    systemd puts WatchdogSec= into $WATCHDOG_USEC (microseconds). We ping
    at half that period, as sd_watchdog_enabled(3) advises, so one late
    tick of the loop does not get the service killed. $WATCHDOG_PID, when
    present, names the process the watchdog is meant for: a child that
    inherited the environment must not think the watchdog is its job.
    """
    pid = os.environ.get("WATCHDOG_PID")
    if pid is not None and pid != "":
        try:
            if int(pid) != os.getpid():
                return None
        except ValueError:
            return None
    usec = os.environ.get("WATCHDOG_USEC")
    if not usec:
        return None
    try:
        value = int(usec)
    except ValueError:
        return None
    if value <= 0:
        return None
    return value / 2 / 1_000_000
