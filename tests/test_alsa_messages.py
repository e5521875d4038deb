"""ALSA's printf-style messages, formatted by our handler as libasound would (device/sound/alsa_messages.py)."""

from __future__ import annotations

import ctypes
import logging

import pytest

from device.sound import alsa_messages


def pointer_to(text: bytes) -> tuple[int, ctypes.Array[ctypes.c_char]]:
    buffer = ctypes.create_string_buffer(text)
    return ctypes.addressof(buffer), buffer


def test_strings_and_numbers_are_filled_in_as_printf_would() -> None:
    card, kept = pointer_to(b"0")
    assert alsa_messages._format("cannot find card '%s'", (card,)) == "cannot find card '0'"
    assert alsa_messages._format("error %d, %u%% done, %x", (0xFFFFFFFE, 50, 255)) == "error -2, 50% done, ff"
    assert alsa_messages._format("%ld bytes", ((1 << 64) - 5,)) == "-5 bytes"


@pytest.mark.parametrize("fmt", ["rate %f Hz", "width %*d", "%s %s %s %s %s %s %s"])
def test_a_conversion_it_cannot_read_safely_leaves_the_raw_format(fmt: str) -> None:
    assert alsa_messages._format(fmt, (0,) * alsa_messages.SPARE_ARGUMENTS) == fmt


def test_real_libasound_messages_reach_the_log_once_each(caplog: pytest.LogCaptureFixture) -> None:
    assert alsa_messages.route_to_log() >= 1  # the system's libasound.so.2 at least
    library = ctypes.CDLL(alsa_messages.SONAME)
    pcm = ctypes.c_void_p()
    with caplog.at_level(logging.INFO, logger="table_referee.alsa"):
        for _ in range(3):  # the mixer retries: the same failure is logged once
            assert library.snd_pcm_open(ctypes.byref(pcm), b"no_such_pcm_here", 0, 0) < 0
    messages = [record.getMessage() for record in caplog.records if record.name == "table_referee.alsa"]
    assert any("Unknown PCM no_such_pcm_here" in message for message in messages)
    assert len(messages) == len(set(messages))
