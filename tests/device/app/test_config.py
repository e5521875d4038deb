"""The config file: defaults, where it is found, and errors that name the line and the fix."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import device.app.config as config_module
from device.sound.mixer import DEFAULT_BUFFER, MIXER_FREQUENCY, SAMPLE_RATES
from device.app.config import DEFAULT_PINS, Config, ConfigError, find_config, load_config
from engine.setup import DEFAULT_NAMES
from tests.paths import REPO


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "config.toml"
    path.write_text(text, encoding="utf-8")
    return path


def error_for(tmp_path: Path, text: str) -> str:
    path = write(tmp_path, text)
    with pytest.raises(ConfigError) as caught:
        load_config(path)
    message = str(caught.value)
    assert str(path) in message, message
    assert "Fix:" in message, message
    return message


def line_of(message: str) -> int:
    found = re.search(r"line (\d+)", message)
    assert found, f"no line number in: {message}"
    return int(found.group(1))


# ------------------------------------------------------------ defaults


def test_no_file_gives_the_built_in_defaults() -> None:
    config = load_config(None)
    assert config.pins == {"go": 17, "up": 27, "down": 22, "ok": 23, "back": 24}
    assert config.hold_time == 0.8
    assert config.bounce_time == 0.03
    assert config.rate == 160
    assert config.volume == 1.0
    assert config.audio_buffer == DEFAULT_BUFFER
    assert config.audio_device == ""
    assert config.timers == {"rapid-list": 30, "scattergories": 150, "dabble": 300}
    assert config.names == DEFAULT_NAMES
    assert config.players == 4
    assert config.source == "built-in defaults"


def test_the_example_file_at_the_repo_root_loads_and_equals_the_defaults() -> None:
    example = REPO / "config.example.toml"
    loaded = load_config(example)
    built_in = Config()
    assert loaded.source == str(example)
    for field in (
        "pins",
        "bounce_time",
        "hold_time",
        "voice",
        "rate",
        "volume",
        "audio_buffer",
        "audio_rate",
        "audio_device",
        "timers",
        "names",
        "players",
    ):
        assert getattr(loaded, field) == getattr(built_in, field), field


def test_a_partial_file_changes_only_what_it_says(tmp_path: Path) -> None:
    config = load_config(write(tmp_path, '[buttons]\ngo = 5\n\n[timers]\ndabble = 120\n\n[players]\nnames = [" Ann ", "Bo"]\n'))
    assert config.pins == {**DEFAULT_PINS, "go": 5}
    assert config.timers == {"rapid-list": 30, "scattergories": 150, "dabble": 120}
    assert config.names == ("Ann", "Bo")
    assert config.rate == 160


def test_defaults_carry_names_timers_and_players(tmp_path: Path) -> None:
    config = load_config(write(tmp_path, '[players]\nnames = ["Ann", "Bo", "Cy"]\ncount = 3\n\n[timers]\nrapid-list = 45\n'))
    defaults = config.defaults()
    assert defaults.names == ("Ann", "Bo", "Cy")
    assert defaults.players == 3
    assert defaults.timers["rapid-list"] == 45
    assert defaults.timers["scattergories"] == 150
    # the Defaults get their own copy: changing it does not change the config
    defaults.timers["dabble"] = 1  # type: ignore[index]
    assert config.timers["dabble"] == 300


# ------------------------------------------------------------ finding the file


@pytest.fixture
def places(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[Path, Path]:
    system = tmp_path / "etc" / "table-referee" / "config.toml"
    user = tmp_path / "xdg" / "table-referee" / "config.toml"
    monkeypatch.setattr(config_module, "SYSTEM_CONFIG", system)
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "xdg"))
    return system, user


def test_find_config_prefers_the_given_path(places: tuple[Path, Path], tmp_path: Path) -> None:
    system, user = places
    for path in (system, user):
        path.parent.mkdir(parents=True)
        path.write_text("")
    given = tmp_path / "mine.toml"
    assert find_config(str(given)) == given


def test_find_config_uses_the_system_file_before_the_users(places: tuple[Path, Path]) -> None:
    system, user = places
    for path in (system, user):
        path.parent.mkdir(parents=True)
        path.write_text("")
    assert find_config(None) == system


def test_find_config_falls_back_to_the_users_file(places: tuple[Path, Path]) -> None:
    _, user = places
    user.parent.mkdir(parents=True)
    user.write_text("")
    assert find_config(None) == user


def test_find_config_without_xdg_uses_dot_config_in_home(
    places: tuple[Path, Path], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("XDG_CONFIG_HOME")
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    user = tmp_path / "home" / ".config" / "table-referee" / "config.toml"
    user.parent.mkdir(parents=True)
    user.write_text("")
    assert find_config(None) == user


def test_find_config_gives_none_when_there_is_no_file(places: tuple[Path, Path]) -> None:
    assert find_config(None) is None
    assert load_config(find_config(None)) == Config()


def test_a_missing_given_file_is_an_error_naming_it(tmp_path: Path) -> None:
    missing = tmp_path / "nope.toml"
    with pytest.raises(ConfigError, match=re.escape(str(missing)) + ".*Fix:"):
        load_config(missing)


# ------------------------------------------------------------ mistakes


def test_an_unknown_key_names_file_line_key_and_suggests_the_fix(tmp_path: Path) -> None:
    message = error_for(tmp_path, "# my referee\n[buttons]\ngo = 17\nhold_tiem = 1.0\n")
    assert line_of(message) == 4
    assert "buttons.hold_tiem" in message
    assert "did you mean 'hold_time'" in message


def test_an_unknown_key_in_a_later_section_gets_its_own_line(tmp_path: Path) -> None:
    # 'rate' exists in [voice] but not in [audio]; the line must be the one in [audio]
    message = error_for(tmp_path, "[voice]\nrate = 150\n\n[audio]\nrate = 150\n")
    assert line_of(message) == 5
    assert "audio.rate" in message


def test_an_unknown_section_names_its_header_line(tmp_path: Path) -> None:
    message = error_for(tmp_path, "[voice]\nrate = 150\n\n[timer]\ndabble = 100\n")
    assert line_of(message) == 4
    assert "[timer]" in message
    assert "did you mean 'timers'" in message


def test_pin_40_names_the_line_and_the_allowed_range(tmp_path: Path) -> None:
    message = error_for(tmp_path, "[buttons]\ngo = 17\nup = 40\n")
    assert line_of(message) == 3
    assert "buttons.up" in message and "40" in message
    assert "whole number from 2 to 27" in message


def test_rate_as_text_names_the_line_and_the_fix(tmp_path: Path) -> None:
    message = error_for(tmp_path, '[voice]\nvoice = "en-gb"\nrate = "fast"\n')
    assert line_of(message) == 3
    assert "voice.rate" in message
    assert "whole number from 80 to 400" in message


def test_volume_2_names_the_line_and_the_fix(tmp_path: Path) -> None:
    message = error_for(tmp_path, "[voice]\nvolume = 2\n")
    assert line_of(message) == 2
    assert "voice.volume" in message
    assert "from 0.0 to 1.0" in message


def test_a_pin_given_as_true_is_refused(tmp_path: Path) -> None:
    message = error_for(tmp_path, "[buttons]\nok = true\n")
    assert line_of(message) == 2
    assert "buttons.ok" in message


def test_names_with_a_duplicate_name_the_line_and_the_fix(tmp_path: Path) -> None:
    message = error_for(tmp_path, '[players]\ncount = 3\nnames = ["Ann", "Bo", "ann "]\n')
    assert line_of(message) == 3
    assert "players.names" in message
    assert "different name" in message


def test_too_many_names_are_refused(tmp_path: Path) -> None:
    names = ", ".join(f'"P{n}"' for n in range(9))
    message = error_for(tmp_path, f"[players]\nnames = [{names}]\n")
    assert line_of(message) == 2
    assert "at most 8" in message


def test_a_timer_out_of_range_names_the_quoted_key_line(tmp_path: Path) -> None:
    message = error_for(tmp_path, '[timers]\n"rapid-list" = 5\n')
    assert line_of(message) == 2
    assert "timers.rapid-list" in message
    assert "from 15 to 180" in message


def test_two_buttons_on_one_pin_name_the_line_and_the_fix(tmp_path: Path) -> None:
    message = error_for(tmp_path, "[buttons]\ngo = 5\nok = 5\n")
    assert line_of(message) == 3
    assert "share pin 5" in message
    assert "own pin" in message


def test_a_pin_clashing_with_a_default_names_the_line_the_user_wrote(tmp_path: Path) -> None:
    # GO moved onto UP's default pin 27: the only line to fix is the one setting go
    message = error_for(tmp_path, "[buttons]\nback = 24\ngo = 27\n")
    assert "share pin 27" in message
    assert line_of(message) == 3


def test_a_toml_syntax_error_names_the_line(tmp_path: Path) -> None:
    message = error_for(tmp_path, "[voice]\nrate = 150\nvolume = \n")
    assert line_of(message) == 3
    assert "not valid TOML" in message


def test_a_section_written_as_a_value_is_refused(tmp_path: Path) -> None:
    message = error_for(tmp_path, 'voice = "en-gb"\n')
    assert line_of(message) == 1
    assert "[voice]" in message


def test_a_custom_rapid_list_track_is_checked_and_offered(tmp_path: Path) -> None:
    from device.app.config import load_config

    good = tmp_path / "good.toml"
    good.write_text('[rapid-list]\ntrack = "NNNNCNNNNCCC"\n')
    assert load_config(good).defaults().section("rapid-list")["track"] == "NNNNCNNNNCCC"
    bad = tmp_path / "bad.toml"
    bad.write_text('[rapid-list]\ntrack = "NCNNN"\n')
    with pytest.raises(ConfigError, match=r"line 2: bad value for 'rapid-list.track'.*first three spaces"):
        load_config(bad)


# ------------------------------------------------------------ the status light


def test_no_light_section_means_no_light() -> None:
    assert Config().light_pin is None
    assert Config().light_pwm is False


def test_a_light_section_gives_its_pin_and_pwm(tmp_path: Path) -> None:
    loaded = load_config(write(tmp_path, "[light]\npin = 25\npwm = true\n"))
    assert loaded.light_pin == 25
    assert loaded.light_pwm is True
    assert load_config(write(tmp_path, "[light]\npin = 12\n")).light_pwm is False


def test_a_light_on_a_button_pin_names_the_line_and_the_fix(tmp_path: Path) -> None:
    message = error_for(tmp_path, "[buttons]\ngo = 5\n\n[light]\npwm = false\npin = 5\n")
    assert line_of(message) == 6
    assert "status light and button go share pin 5" in message
    assert "a pin no button uses" in message


def test_a_light_on_a_default_button_pin_is_refused_too(tmp_path: Path) -> None:
    message = error_for(tmp_path, "[light]\npin = 17\n")
    assert line_of(message) == 2
    assert "button go" in message


def test_a_light_pwm_as_text_is_refused(tmp_path: Path) -> None:
    message = error_for(tmp_path, '[light]\npin = 25\npwm = "yes"\n')
    assert line_of(message) == 3
    assert "true or false" in message


def test_the_sound_device_is_read_by_name(tmp_path: Path) -> None:
    config = load_config(write(tmp_path, '[audio]\ndevice = "sysdefault:CARD=Headphones"\n'))
    assert config.audio_device == "sysdefault:CARD=Headphones"
    assert config.audio_buffer == DEFAULT_BUFFER


def test_the_mixer_rate_is_one_every_card_takes(tmp_path: Path) -> None:
    assert load_config(write(tmp_path, "[audio]\nbuffer = 512\n")).audio_rate == MIXER_FREQUENCY
    for rate in SAMPLE_RATES:
        assert load_config(write(tmp_path, f"[audio]\nsample_rate = {rate}\n")).audio_rate == rate
    for wrong in ("96000", '"48000"', "true"):
        message = error_for(tmp_path, f"[audio]\nsample_rate = {wrong}\n")
        assert line_of(message) == 2 and "audio.sample_rate" in message
        assert "22050, 44100, 48000" in message


def test_a_sound_device_with_a_space_names_the_line_and_the_fix(tmp_path: Path) -> None:
    message = error_for(tmp_path, '[audio]\nbuffer = 2048\ndevice = "plughw:CARD=USB Audio"\n')
    assert "line 3" in message and "audio.device" in message
    assert "ALSA device name" in message


# ------------------------------------------------------------ the phone page


def test_the_phone_page_is_off_unless_turned_on(tmp_path: Path) -> None:
    assert Config().companion is False
    on = load_config(write(tmp_path, "[companion]\nenabled = true\nport = 8123\n"))
    assert (on.companion, on.companion_port) == (True, 8123)
    assert load_config(write(tmp_path, "[companion]\nport = 9000\n")).companion is False


def test_a_phone_page_port_below_1024_names_the_line_and_the_range(tmp_path: Path) -> None:
    message = error_for(tmp_path, "[companion]\nenabled = true\nport = 80\n")
    assert line_of(message) == 3
    assert "companion.port" in message and "1024 to 65535" in message


def test_the_phone_page_switch_must_be_true_or_false(tmp_path: Path) -> None:
    message = error_for(tmp_path, '[companion]\nenabled = "yes"\n')
    assert line_of(message) == 2
    assert "true or false" in message


def test_the_language_is_one_the_referee_speaks_and_picks_the_espeak_voice(tmp_path: Path) -> None:
    """Issue 25: `language = "es"` makes the referee speak Spanish, in espeak-ng's Spanish voice unless one is named."""
    assert Config().language == "en" and Config().espeak_voice is None
    spanish = load_config(write(tmp_path, '[voice]\nlanguage = "es"\n'))
    assert spanish.language == "es" and spanish.espeak_voice == "es"
    assert load_config(write(tmp_path, '[voice]\nlanguage = "es"\nvoice = "es-419"\n')).espeak_voice == "es-419"
    message = error_for(tmp_path, '[voice]\nlanguage = "fr"\n')
    assert line_of(message) == 2 and "voice.language" in message
    assert '"en" (English), "es" (Español)' in message


def test_a_spanish_referee_offers_spanish_colours_unless_the_config_names_the_seats(tmp_path: Path) -> None:
    spanish = load_config(write(tmp_path, '[voice]\nlanguage = "es"\n'))
    assert spanish.defaults().names[:3] == ("Rojo", "Azul", "Verde")
    named = load_config(write(tmp_path, '[voice]\nlanguage = "es"\n[players]\nnames = ["Ana", "Beto"]\n'))
    assert named.defaults().names == ("Ana", "Beto")
    assert Config().defaults().names == DEFAULT_NAMES
