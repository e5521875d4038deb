"""What broken requests would make aiohttp and asyncio say: counted in waves, answered in the page's own words.

Left to itself, aiohttp logs every request its parser rejects, and every
handler that fails (a post whose body was cut off by a phone's Wi-Fi
dropping, say), each with a full traceback: one address sending garbage
wrote 36,702 of them, 20 MB, in 10 seconds. Its own error page also echoes
the bad bytes back and names the library. So, for the page:

* `QuietHandler` is aiohttp's handler for one connection with two methods
  replaced: `handle_error` counts the request in a wave instead of logging it
  and answers with the page's own short refusal (the same headers as every
  answer, never a byte of the request), and `log_exception`, aiohttp's other
  way to the log, counts too;
* `Noise` holds the waves (waves.py): requests the page cannot read
  (malformed, or cut short before their body arrived), and errors (anything
  unexpected, from aiohttp or from asyncio's loop, whose exception handler is
  `loop_error`). The first of an error wave keeps its traceback, so a bug in
  the page still shows itself; a stranger repeating it adds only to a count.
"""

from __future__ import annotations

import asyncio
import time
from typing import Any, Callable

from aiohttp import web
from aiohttp.http_exceptions import HttpProcessingError
from aiohttp.web_protocol import RequestHandler

from device.companion.waves import Wave


class Noise:
    """The page's two waves of trouble that comes from outside: unreadable requests, and errors."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self.unreadable = Wave(
            "%s; from now on such requests are counted, not logged one by one",
            "requests the phone page could not read have stopped (%s meanwhile)",
            clock,
        )
        self.errors = Wave("%s", "the phone page's errors have stopped (%s meanwhile)", clock)

    def malformed(self, remote: str | None, why: BaseException | None) -> None:
        """A request aiohttp's parser rejected (its kind is named, never its bytes, which a stranger chose)."""
        kind = type(why).__name__ if why is not None else "unknown"
        self.unreadable.note("malformed", f"the phone page cannot read a request from {remote or 'somewhere'} ({kind})")

    def cut_short(self, remote: str | None) -> None:
        """A post whose connection ended before its body arrived: a dropped Wi-Fi, or a stranger."""
        self.unreadable.note("cut short", f"a request from {remote or 'somewhere'} ended before its body arrived")

    def failed(self, what: str, error: BaseException | None) -> None:
        """Something unexpected: logged with its traceback when it starts a wave, counted after."""
        self.errors.note("failed", what, exc_info=error)

    def loop_error(self, loop: asyncio.AbstractEventLoop, context: dict[str, Any]) -> None:
        """asyncio's exception handler for the page's loop (what it would log by itself, in a wave)."""
        self.failed(f"the phone page's loop: {context.get('message', 'an error')}", context.get("exception"))

    def settle(self) -> None:
        """Called by the page's sweep: ends either wave once it has been quiet."""
        self.unreadable.settle()
        self.errors.settle()


class QuietHandler(RequestHandler):
    """aiohttp's handler for one connection, whose errors are counted by `noise` and answered by `answer`.

    `answer(status)` makes the page's refusal for a status, and is given
    nothing of the request, so no byte of it can be echoed. `made_room` is
    set by the doorman's watch (doorman.py) when the connection was closed to
    make room for a newcomer: a body cut off then is not the phone's doing.
    """

    __slots__ = ("_noise", "_answer", "made_room")

    def __init__(self, manager: web.Server, noise: Noise, answer: Callable[[int], web.Response], **settings: Any) -> None:
        super().__init__(manager, **settings)
        self._noise = noise
        self._answer = answer
        self.made_room = False

    def handle_error(
        self, request: web.BaseRequest, status: int = 500, exc: BaseException | None = None, message: str | None = None
    ) -> web.StreamResponse:
        """aiohttp's answer to a request it could not parse or a handler that raised: counted, then ours."""
        if isinstance(exc, HttpProcessingError):
            self._noise.malformed(request.remote, exc)
        elif isinstance(exc, ConnectionError):
            self._noise.cut_short(request.remote)
        else:
            self._noise.failed(f"the phone page could not answer a request from {request.remote} ({status})", exc)
        if request.writer.output_size > 0:  # as aiohttp does: an answer already under way cannot be replaced
            raise ConnectionError("an answer was already being sent")
        response = self._answer(status)
        response.force_close()
        return response

    def log_exception(self, *args: Any, **kw: Any) -> None:
        """aiohttp's other way to the log (a failure outside a handler): into the error wave."""
        what = str(args[0]) if args else "an error"
        error = kw.get("exc_info")
        self._noise.failed(f"the phone page's server: {what}", error if isinstance(error, BaseException) else None)


def handlers(
    server: web.Server, noise: Noise, answer: Callable[[int], web.Response], settings: dict[str, Any]
) -> Callable[[], QuietHandler]:
    """Makes a QuietHandler for each new connection, as aiohttp's `server()` would make its own.

    `settings` must be the keyword arguments the AppRunner was given (they
    reach aiohttp's handlers that way), so both kinds would be alike.
    """
    loop = asyncio.get_running_loop()
    return lambda: QuietHandler(server, noise, answer, loop=loop, **settings)
