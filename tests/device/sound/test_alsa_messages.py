"""ALSA's own messages stay off the terminal, without a Python callback that could hang the referee."""

from __future__ import annotations

import subprocess
import sys
import textwrap

import pytest

OPEN_A_MISSING_PCM = textwrap.dedent(
    """
    import ctypes, sys
    from device.sound.alsa_messages import SONAME, keep_quiet
    if sys.argv[1] == "quiet":
        assert keep_quiet() >= 1
    library = ctypes.CDLL(SONAME)
    pcm = ctypes.c_void_p()
    for _ in range(3):
        assert library.snd_pcm_open(ctypes.byref(pcm), b"no_such_pcm_here", 0, 0) < 0
    print("opened and failed")
    """
)


@pytest.mark.parametrize("mode", ["loud", "quiet"])
def test_libasound_prints_its_errors_until_it_is_kept_quiet(mode: str) -> None:
    done = subprocess.run([sys.executable, "-c", OPEN_A_MISSING_PCM, mode], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "opened and failed"
    if mode == "loud":
        assert "Unknown PCM no_such_pcm_here" in done.stderr  # what a newcomer saw before
    else:
        assert done.stderr == ""


def test_the_quiet_handler_is_c_so_sdls_own_alsa_thread_never_waits_for_python() -> None:
    """The hang this avoids: SDL's ALSA hot-plug thread in a Python callback, pygame waiting for it under the GIL.

    A missing device opened through pygame, many times over: with a Python
    handler one try in four hung for good here; with the C one every try ends.
    """
    script = textwrap.dedent(
        """
        import os
        os.environ["SDL_AUDIODRIVER"] = "alsa"
        os.environ["AUDIODEV"] = "plughw:CARD=NoSuchCard"
        os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
        import pygame
        from device.sound.alsa_messages import keep_quiet
        keep_quiet()
        for _ in range(12):
            try:
                pygame.mixer.init()
            except pygame.error:
                pass
            pygame.mixer.quit()
        print("every try ended")
        """
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120)
    assert done.stdout.strip() == "every try ended", done.stderr
    assert "ALSA lib" not in done.stderr
