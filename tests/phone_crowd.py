"""A crowd of hostile connections against the phone page, run as its own process by the load test.

    python -m tests.phone_crowd PORT IDLE SLOW SECONDS

opens IDLE connections that never send a byte and SLOW clients that send a
request's headers one byte every half second, from many loopback source
addresses (127.0.1.1 to 127.0.1.250, so the per-address limit and the total
limit are both met), to 127.0.0.1:PORT. Whatever the server closes is opened
again, at most once a second per socket, until SECONDS have passed. It raises
its own RLIMIT_NOFILE to hold them all (the referee's process keeps its own
limit). It prints "ready" once every connection was attempted, then a JSON
line of figures at the end. Loopback only; bounded in count and time.
"""

from __future__ import annotations

import errno
import json
import resource
import selectors
import socket
import sys
import time

SOURCES = [f"127.0.1.{n}" for n in range(1, 251)]
HEADER = b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nUser-Agent: slowly-but-never-finishing\r\nX-Pad: " + b"a" * 200


class Crowd:
    def __init__(self, port: int) -> None:
        self.port = port
        self.selector = selectors.DefaultSelector()
        self.sockets: dict[int, dict] = {}  # fd -> {"sock", "slow", "sent", "next"}
        self.connects = 0
        self.closed_by_server = 0
        self.failed = 0

    def open(self, index: int, slow: bool) -> None:
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        sock.setblocking(False)
        try:
            sock.bind((SOURCES[index % len(SOURCES)], 0))
            code = sock.connect_ex(("127.0.0.1", self.port))
        except OSError:
            sock.close()
            self.failed += 1
            return
        if code not in (0, errno.EINPROGRESS):
            sock.close()
            self.failed += 1
            return
        self.connects += 1
        self.sockets[sock.fileno()] = {"sock": sock, "slow": slow, "sent": 0, "index": index}
        self.selector.register(sock, selectors.EVENT_READ)

    def run(self, idle: int, slow: int, seconds: float) -> dict:
        for index in range(idle):
            self.open(index, False)
        for index in range(slow):
            self.open(index, True)
        print("ready", flush=True)
        deadline = time.monotonic() + seconds
        reopen: list[tuple[int, bool]] = []
        next_trickle = next_reopen = time.monotonic()
        most_open = len(self.sockets)
        while time.monotonic() < deadline:
            for key, _ in self.selector.select(timeout=0.1):
                sock = key.fileobj
                try:
                    data = sock.recv(4096)  # type: ignore[union-attr]
                except OSError:
                    data = b""
                if not data:  # closed (or reset) by the server
                    entry = self.sockets.pop(sock.fileno())  # type: ignore[union-attr]
                    self.selector.unregister(sock)
                    sock.close()  # type: ignore[union-attr]
                    self.closed_by_server += 1
                    reopen.append((entry["index"], entry["slow"]))
            now = time.monotonic()
            if now >= next_trickle:
                next_trickle = now + 0.5
                for entry in list(self.sockets.values()):
                    if entry["slow"] and entry["sent"] < len(HEADER):
                        try:
                            entry["sock"].send(HEADER[entry["sent"]:entry["sent"] + 1])
                            entry["sent"] += 1
                        except OSError:
                            pass
            if now >= next_reopen:
                next_reopen = now + 1.0
                waiting, reopen = reopen, []
                for index, slow_one in waiting:
                    self.open(index, slow_one)
            most_open = max(most_open, len(self.sockets))
        for entry in self.sockets.values():
            entry["sock"].close()
        return {"connects": self.connects, "closed_by_server": self.closed_by_server, "failed": self.failed,
                "most_open": most_open}


def main() -> None:
    port, idle, slow, seconds = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]), float(sys.argv[4])
    _, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    wanted = idle + slow + 256
    resource.setrlimit(resource.RLIMIT_NOFILE, (wanted if hard == resource.RLIM_INFINITY else min(wanted, hard), hard))
    print(json.dumps(Crowd(port).run(idle, slow, seconds)), flush=True)


if __name__ == "__main__":
    main()
