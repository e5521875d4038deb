"""ALSA's messages: without a sound card they go to the log once each; with one, ALSA is left exactly as it is.

Each case runs in a process of its own, since what is held is the whole
process's C ``stderr`` stream and SDL's audio is process-wide too. Where a
sound device is wanted, ALSA is given a private configuration whose default
is the capture device of benchmarks/sound_capture.py (it opens as a card
would); where a listed card is wanted, the mixer's look at /proc/asound is
given one.
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from benchmarks.sound_capture import AlsaCapture
from tests.paths import REPO

# Logging to standard output, so a test tells the log from the terminal (standard error).
PRELUDE = textwrap.dedent(
    """
    import ctypes, logging, os, subprocess, sys
    logging.basicConfig(stream=sys.stdout, level=logging.DEBUG, format="LOG %(name)s: %(message)s")
    os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
    libasound = ctypes.CDLL("libasound.so.2")

    def open_missing_pcm(times=1):
        pcm = ctypes.c_void_p()
        for _ in range(times):
            assert libasound.snd_pcm_open(ctypes.byref(pcm), b"no_such_pcm_here", 0, 0) < 0
    """
)


def run(script: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    """The script after PRELUDE, from the checkout, in a fresh interpreter."""
    return subprocess.run(
        [sys.executable, "-c", PRELUDE + textwrap.dedent(script)],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=REPO,
        env=env or dict(os.environ),
    )


def log_lines(stdout: str) -> list[str]:
    return [line for line in stdout.splitlines() if line.startswith("LOG ")]


def test_without_a_card_alsas_lines_go_to_the_log_once_each_and_not_to_the_terminal() -> None:
    done = run(
        """
        from device.sound.alsa_messages import held_back
        for attempt in range(3):  # the mixer's retries print the same lines again
            with held_back(True) as held:
                open_missing_pcm(2)
                held.keep_in_log()
        print("ended")
        """
    )
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""  # the terminal: nothing of ALSA's
    logged = [line for line in log_lines(done.stdout) if "Unknown PCM no_such_pcm_here" in line]
    assert len(logged) == 1 and "ALSA lib pcm.c" in logged[0], done.stdout


def test_what_is_held_goes_back_to_the_terminal_unchanged_unless_no_card_was_found() -> None:
    done = run(
        """
        from device.sound.alsa_messages import held_back
        with held_back(True) as held:
            open_missing_pcm(2)
        print("ended")
        """
    )
    assert done.returncode == 0, done.stderr
    assert done.stderr.count("Unknown PCM no_such_pcm_here") == 2 and done.stderr.startswith("ALSA lib ")
    assert not [line for line in log_lines(done.stdout) if "no_such_pcm_here" in line]


def test_no_hold_touches_nothing() -> None:
    done = run(
        """
        from device.sound.alsa_messages import held_back
        stream = ctypes.c_void_p.in_dll(ctypes.CDLL(None), "stderr").value
        with held_back(False) as held:
            assert ctypes.c_void_p.in_dll(ctypes.CDLL(None), "stderr").value == stream
            open_missing_pcm()
            held.keep_in_log()
        print("ended")
        """
    )
    assert done.returncode == 0, done.stderr
    assert "Unknown PCM no_such_pcm_here" in done.stderr


def test_python_child_processes_and_other_c_lines_keep_the_terminal_during_a_hold() -> None:
    """Only ALSA's lines move to the log: file descriptor 2 itself is never pointed elsewhere."""
    done = run(
        """
        from device.sound.alsa_messages import held_back
        libc = ctypes.CDLL(None)
        libc.fputs.argtypes = [ctypes.c_char_p, ctypes.c_void_p]
        with held_back(True) as held:
            sys.stderr.write("python line\\n"); sys.stderr.flush()
            subprocess.run(["sh", "-c", "echo child line >&2"], check=True)
            libc.fputs(b"SDL line from C\\n", ctypes.c_void_p.in_dll(libc, "stderr"))
            open_missing_pcm()
            held.keep_in_log()
        subprocess.run(["sh", "-c", "echo child after >&2"], check=True)
        """
    )
    assert done.returncode == 0, done.stderr
    for line in ("python line", "child line", "SDL line from C", "child after"):
        assert line in done.stderr, done.stderr
    assert "ALSA" not in done.stderr


def test_a_missing_card_through_pygame_never_hangs_and_leaves_the_terminal_clean() -> None:
    """No handler of ours runs on SDL's ALSA hot-plug thread, so pygame waiting for it under the GIL always ends.

    (A Python handler there hung one try in four.) Twelve tries, each held;
    ALSA's lines reach the log once, the terminal never.
    """
    done = run(
        """
        os.environ["SDL_AUDIODRIVER"] = "alsa"
        os.environ["AUDIODEV"] = "plughw:CARD=NoSuchCard"
        import pygame
        from device.sound.alsa_messages import held_back
        for _ in range(12):
            with held_back(True) as held:
                try:
                    pygame.mixer.init()
                except pygame.error:
                    held.keep_in_log()
                pygame.mixer.quit()
        print("every try ended")
        """
    )
    assert "every try ended" in done.stdout, done.stderr
    assert "ALSA lib" not in done.stderr
    logged = [line for line in log_lines(done.stdout) if "ALSA lib" in line]
    assert logged and len(logged) == len(set(logged)), done.stdout


# --------------------------------------------------------------------------
# With a sound card, nothing changes (the mixer's own open, end to end)
# --------------------------------------------------------------------------


@pytest.fixture
def capture(tmp_path: Path) -> AlsaCapture:
    folder = tmp_path / "alsa"
    folder.mkdir()
    recorder = AlsaCapture(folder)
    recorder.write(default_is_pipewire=False, default_is_capture=True)
    yield recorder
    recorder.close()


def test_a_mixer_that_opens_leaves_alsas_messages_as_alsa_prints_them(capture: AlsaCapture) -> None:
    """ALSA's default opens (a device, as a card would): afterwards libasound still prints its errors itself."""
    done = run(
        """
        from device.sound.mixer import _Mixer
        mixer = _Mixer(256)
        mixer.open()
        open_missing_pcm()
        mixer.close()
        print("opened")
        """,
        env=dict(os.environ, **capture.environment()),
    )
    assert "opened" in done.stdout, done.stderr
    assert "ALSA lib pcm.c" in done.stderr and "Unknown PCM no_such_pcm_here" in done.stderr
    assert not [line for line in log_lines(done.stdout) if "ALSA lib" in line]


def test_with_a_card_listed_a_failed_open_shows_alsas_own_words(tmp_path: Path) -> None:
    """A card in /proc/asound but ALSA's default broken: a set-up problem, so ALSA's lines stay on the terminal."""
    config = tmp_path / "asound.conf"
    config.write_text('pcm.!default { type plug slave.pcm "no_such_slave_pcm" }\n')
    done = run(
        """
        from device.sound import mixer
        from device.sound.audio_devices import SoundCard
        mixer.read_cards = lambda: [SoundCard(0, "Headphones", "bcm2835_headpho", "bcm2835 Headphones")]
        try:
            mixer._Mixer(256).open()
        except mixer.AudioUnavailable as error:
            print("unavailable:", error)
        """,
        env=dict(os.environ, ALSA_CONFIG_PATH=str(config), SDL_AUDIODRIVER="alsa"),
    )
    assert "unavailable: cannot open the default sound device" in done.stdout, done.stdout + done.stderr
    assert "ALSA lib" in done.stderr and "no_such_slave_pcm" in done.stderr
    assert not [line for line in log_lines(done.stdout) if "ALSA lib" in line]
