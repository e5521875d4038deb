"""A post's body, read in time and whole, or a Refusal: the page's one way to wait for what a phone sends.

A phone sends a post's few dozen bytes with its headers. A stranger (or a
phone whose Wi-Fi drops) may promise a body and send it slowly, never, or
half of it. So the wait is bounded (2 s for a join's body, 10 s for the
others); while it lasts the connection may give way to a newcomer like an
idle one (doorman.py); a body cut off is counted in a wave (noise.py), never
logged on its own; and a body aiohttp cannot decode is refused, not a 500.
"""

from __future__ import annotations

import asyncio

from aiohttp import web

from device.companion.controls import Refusal
from device.companion.doorman import Doorman
from device.companion.noise import Noise
from engine.words import Words

words = Words("device.companion")

BODY_WAIT = 10.0  # seconds a request body may take to arrive: a phone sends it at once
# Shorter waits by path. A join's body is some 60 bytes, sent with its headers; a stranger promising one and
# sending nothing held a place for the whole BODY_WAIT.
BODY_WAITS = {"/join": 2.0}


async def body_of(request: web.Request, doorman: Doorman, noise: Noise) -> bytes:
    """The request's body (at most the app's client_max_size: larger is a 413), or a Refusal."""
    with doorman.awaiting_body(request.transport):
        try:
            return await asyncio.wait_for(request.read(), BODY_WAITS.get(request.path, BODY_WAIT))
        except asyncio.TimeoutError:
            raise Refusal(words("too-slow"), 408) from None
        except web.RequestPayloadError as error:  # a body aiohttp could not decode
            noise.malformed(request.remote, error)
            raise Refusal(words("unreadable"), 400) from None
        except (ConnectionError, RuntimeError) as error:  # gone while waiting, or before ("Connection closed.")
            if isinstance(error, RuntimeError) and request.transport is not None:
                raise  # another RuntimeError: a fault, for the error wave (noise.py)
            if not getattr(request.protocol, "made_room", False):  # closed to make room: the doorman counted it
                noise.cut_short(request.remote)
            raise Refusal(words("too-slow"), 400) from None  # nobody is left to read it; only the count remains
