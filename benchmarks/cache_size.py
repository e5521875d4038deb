"""Issue 26, item 3: how big the speech cache grows for every known line of one voice and language.

Run it from the top of the repository:

    .venv/bin/python -m benchmarks.cache_size          # 300 lines sampled, English
    .venv/bin/python -m benchmarks.cache_size 100 es   # 100 lines, Spanish

A fixed-seed sample of the known lines (device/sound/prerender.py's
`lines_to_render`, four seats) is rendered by the real espeak-ng into an
empty cache, as the referee stores them (trimmed, levelled, 16-bit mono);
the mean size of a line times the number of lines is the estimate, an
extrapolation and said so. A Piper voice stores the same format at its own
rate (22050 Hz for the medium voices), so its cache is about its lines'
length in seconds times 44 kB; how long Piper takes to say a line is close
to espeak-ng's at the referee's rate, not measured here.
"""

from __future__ import annotations

import random
import statistics
import sys
import tempfile
import wave
from pathlib import Path

from device.sound.prerender import lines_to_render
from device.sound.speech_cache import CACHE_LIMIT_BYTES
from device.sound.voices.espeak_ng import EspeakRenderer
from device.storage.library import load_library
from engine import language

NAMES = ("Ann", "Bob", "Cat", "Dan")


def measure(sample: int, code: str = "en") -> dict[str, float]:
    library = load_library(language=code)
    with language.speaking(code):
        lines = lines_to_render(NAMES, library)
    chosen = random.Random(26).sample(lines, min(sample, len(lines)))
    sizes, seconds = [], []
    with tempfile.TemporaryDirectory() as folder:
        voice = EspeakRenderer(cache_dir=Path(folder), voice=None if code == "en" else code)
        voice.start()
        try:
            for line in chosen:
                path = voice.render(line, timeout=30)
                if path is None:
                    continue
                sizes.append(path.stat().st_size)
                with wave.open(str(path)) as wav:
                    seconds.append(wav.getnframes() / wav.getframerate())
        finally:
            voice.close()
    mean = statistics.fmean(sizes)
    return {
        "lines": len(lines),
        "sampled": len(sizes),
        "mean_bytes": mean,
        "mean_seconds": statistics.fmean(seconds),
        "estimate_bytes": mean * len(lines),
        "limit_bytes": CACHE_LIMIT_BYTES,
    }


def main(argv: list[str]) -> None:
    sample = int(argv[0]) if argv else 300
    code = argv[1] if len(argv) > 1 else "en"
    found = measure(sample, code)
    mib = 1024 * 1024
    print(
        f"known lines ({code}): {found['lines']:.0f}; sampled {found['sampled']:.0f}, "
        f"mean {found['mean_bytes'] / 1024:.0f} KiB ({found['mean_seconds']:.2f} s of speech)"
    )
    print(
        f"estimated cache for every known line: {found['estimate_bytes'] / mib:.0f} MiB "
        f"(limit {found['limit_bytes'] / mib:.0f} MiB)"
    )


if __name__ == "__main__":
    main(sys.argv[1:])
