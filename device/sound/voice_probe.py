"""Render one line with the project's espeak-ng voice (EspeakRenderer), in a child process.

Why a child: when espeak-ng's data is missing, libespeak-ng does not raise,
it calls exit(1) inside the process that loaded it. A diagnostic that must
report "the voice is broken" and carry on therefore never loads espeak-ng
itself; it asks a short-lived child and reads its answer (one JSON line on
standard output), or its dying words on standard error.

Run as: python -m device.sound.voice_probe --cache DIR [--voice V] [--rate N] TEXT
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import subprocess
import sys
import wave
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Sequence

import device

DEFAULT_TIMEOUT = 60.0


@dataclass(frozen=True)
class VoiceProbe:
    """What the child said: the WAV it rendered, or why there is none."""

    wav: Path | None
    problem: str | None
    seconds: float = 0.0  # how long the rendered speech lasts


def render_in_child(
    text: str, cache_dir: Path, *, voice: str = "", rate: int = 160, timeout: float = DEFAULT_TIMEOUT
) -> VoiceProbe:
    """Render ``text`` into ``cache_dir`` in a child process; never raises, never dies with it."""
    command = [sys.executable, "-m", "device.sound.voice_probe", "--cache", str(cache_dir), "--rate", str(rate)]
    if voice:
        command += ["--voice", voice]
    # The child must import this very package, installed or not.
    package_root = str(Path(device.__file__).resolve().parent.parent)
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [package_root, os.environ.get("PYTHONPATH")]))}
    try:
        done = subprocess.run(
            [*command, text], capture_output=True, text=True, timeout=timeout, env=env, stdin=subprocess.DEVNULL
        )
    except subprocess.TimeoutExpired:
        return VoiceProbe(None, f"espeak-ng did not answer within {timeout:.0f} s")
    except OSError as error:
        return VoiceProbe(None, f"could not start a Python child process ({error})")
    answer = _last_json(done.stdout)
    if answer is None:
        said = [line.strip() for line in (done.stderr + done.stdout).splitlines() if line.strip()]
        reason = said[-1] if said else f"exit status {done.returncode}"
        return VoiceProbe(None, f"espeak-ng stopped the program: {reason}")
    wav = Path(answer["wav"]) if answer.get("wav") else None
    return VoiceProbe(wav, answer.get("problem"), float(answer.get("seconds") or 0.0))


def _last_json(output: str) -> dict[str, Any] | None:
    for line in reversed(output.splitlines()):
        if line.startswith("{"):
            try:
                found = json.loads(line)
            except ValueError:
                continue
            if isinstance(found, dict):
                return found
    return None


class _Complaints(logging.Handler):
    """Keeps the renderer's warnings: they are the reasons a line was not voiced."""

    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.messages: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.messages.append(record.getMessage())


def _probe(text: str, cache_dir: Path, voice: str, rate: int) -> dict[str, Any]:
    from device.health import Health
    from device.sound.voices.espeak_ng import EspeakRenderer

    complaints = _Complaints()
    logging.getLogger("table_referee.voice").addHandler(complaints)
    health = Health()  # the renderer reports here why it has no voice, in words with the fix
    renderer = EspeakRenderer(cache_dir=cache_dir, voice=voice or None, rate=rate, health=health)
    try:
        renderer.start()
        wav = renderer.render(text, timeout=30)
    finally:
        renderer.close()
    not_found = [m for m in complaints.messages if "not found" in m]
    if wav is None:
        problem = health.problem("voice") or (complaints.messages[-1] if complaints.messages else "no WAV was rendered")
        return {"wav": None, "problem": problem}
    with wave.open(str(wav), "rb") as rendered:
        seconds = rendered.getnframes() / float(rendered.getframerate() or 1)
    return {"wav": str(wav), "problem": not_found[0] if not_found else None, "seconds": round(seconds, 2)}


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m device.sound.voice_probe")
    parser.add_argument("--cache", type=Path, required=True)
    parser.add_argument("--voice", default="")
    parser.add_argument("--rate", type=int, default=160)
    parser.add_argument("text")
    args = parser.parse_args(argv)
    answer = _probe(args.text, args.cache, args.voice, args.rate)
    print(json.dumps(answer), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
