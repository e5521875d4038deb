"""Reading /proc/asound/cards and `aplay -L` into devices a user can name and pick."""

from __future__ import annotations

from pathlib import Path

import pytest

from device.sound.audio_devices import (
    describe_device,
    listing,
    parse_aplay_list,
    parse_cards,
    read_cards,
    resolve_device,
    selected_card,
    shared_pcms,
)
from device.app.config import load_config

# As a Raspberry Pi 4 on Raspberry Pi OS bookworm lists them (audio on, two HDMI ports).
PI4 = """\
 0 [Headphones     ]: bcm2835_headpho - bcm2835 Headphones
                      bcm2835 Headphones
 1 [vc4hdmi0       ]: vc4-hdmi - vc4-hdmi-0
                      vc4-hdmi-0
 2 [vc4hdmi1       ]: vc4-hdmi - vc4-hdmi-1
                      vc4-hdmi-1
"""

# A Pi 5 (no headphone jack) with a small USB speaker plugged in.
PI5_USB = """\
 0 [vc4hdmi0       ]: vc4-hdmi - vc4-hdmi-0
                      vc4-hdmi-0
 1 [vc4hdmi1       ]: vc4-hdmi - vc4-hdmi-1
                      vc4-hdmi-1
 2 [UACDemoV10     ]: USB-Audio - UACDemoV1.0
                      Jieli Technology UACDemoV1.0 at usb-xhci-hcd.1-1, full speed
"""

# A Pi Zero 2 W with dtoverlay=max98357a (the I2S amplifier board) and its mini-HDMI.
PI_MAX98357A = """\
 0 [vc4hdmi        ]: vc4-hdmi - vc4-hdmi
                      vc4-hdmi
 1 [MAX98357A      ]: simple-card - MAX98357A
                      MAX98357A
"""

# Older boards and HATs: bullseye's HDMI naming, a HiFiBerry DAC and Google's voice HAT.
OLDER_AND_HATS = """\
 0 [b1             ]: bcm2835_hdmi - bcm2835 HDMI 1
                      bcm2835 HDMI 1
 1 [sndrpihifiberry]: RPi-simple - snd_rpi_hifiberry_dac
                      snd_rpi_hifiberry_dac
 2 [sndrpigooglevoi]: RPi-simple - snd_rpi_googlevoicehat_soundcar
                      snd_rpi_googlevoicehat_soundcard
"""

# What the kernel writes when ALSA is loaded but found no card (this build machine has no ALSA at all).
NO_CARDS = "--- no soundcards ---\n"

APLAY_L = """\
null
    Discard all samples (playback) or generate zero samples (capture)
default
    Playback/recording through the PulseAudio sound server
pipewire
    PipeWire Sound Server
hdmi:CARD=vc4hdmi0,DEV=0
    vc4-hdmi-0, MAI PCM i2s-hifi-0
    HDMI Audio Output
sysdefault:CARD=Headphones
    bcm2835 Headphones, bcm2835 Headphones
    Default Audio Device
"""


def test_a_pi_4_has_a_headphone_jack_and_two_hdmi_ports() -> None:
    cards = parse_cards(PI4)
    assert [(c.index, c.id, c.kind) for c in cards] == [
        (0, "Headphones", "headphones"),
        (1, "vc4hdmi0", "hdmi"),
        (2, "vc4hdmi1", "hdmi"),
    ]
    jack, hdmi0, hdmi1 = cards
    assert "headphone jack" in jack.description
    assert jack.pcm_names == ("plughw:CARD=Headphones", "sysdefault:CARD=Headphones")
    assert hdmi0.description.startswith("HDMI 0") and hdmi1.description.startswith("HDMI 1")
    assert hdmi0.pcm_names[0] == "hdmi:CARD=vc4hdmi0"  # plughw cannot make the IEC958 frames HDMI needs
    assert set(hdmi0.pcm_names) == {"hdmi:CARD=vc4hdmi0", "plughw:CARD=vc4hdmi0", "sysdefault:CARD=vc4hdmi0"}
    assert jack.long_name == "bcm2835 Headphones"


def test_a_pi_5_with_a_usb_speaker() -> None:
    cards = parse_cards(PI5_USB)
    assert [c.kind for c in cards] == ["hdmi", "hdmi", "usb"]
    usb = cards[2]
    assert usb.id == "UACDemoV10" and usb.driver == "USB-Audio" and usb.name == "UACDemoV1.0"
    assert usb.long_name.startswith("Jieli Technology UACDemoV1.0 at usb-")
    assert "USB" in usb.description and "UACDemoV1.0" in usb.description
    assert usb.pcm_names[0] == "plughw:CARD=UACDemoV10"


def test_a_pi_with_a_max98357a_amplifier_board() -> None:
    hdmi, amp = parse_cards(PI_MAX98357A)
    assert (hdmi.kind, hdmi.description.split(" (")[0]) == ("hdmi", "HDMI")
    assert amp.kind == "i2s" and amp.driver == "simple-card"
    assert "amplifier or DAC board" in amp.description and "MAX98357A" in amp.description
    assert "sysdefault:CARD=MAX98357A" in amp.pcm_names


def test_older_hdmi_names_and_i2s_hats_are_recognised() -> None:
    hdmi, hifiberry, voicehat = parse_cards(OLDER_AND_HATS)
    assert hdmi.kind == "hdmi" and hdmi.description.startswith("HDMI 1")
    assert hifiberry.id == "sndrpihifiberry"  # an id that fills its brackets exactly
    assert hifiberry.kind == voicehat.kind == "i2s"
    assert voicehat.long_name == "snd_rpi_googlevoicehat_soundcard"


def test_an_unknown_card_is_other_and_still_gets_names() -> None:
    (card,) = parse_cards(" 3 [Loopback       ]: Loopback - Loopback\n                      Loopback 1\n")
    assert card.kind == "other" and "Loopback" in card.description
    assert card.pcm_names == ("plughw:CARD=Loopback", "sysdefault:CARD=Loopback")


@pytest.mark.parametrize("text", [NO_CARDS, ""])
def test_no_cards_is_an_empty_list(text: str) -> None:
    assert parse_cards(text) == []


def test_the_reader_takes_a_root_and_a_missing_file_means_no_cards(tmp_path: Path) -> None:
    assert read_cards(tmp_path) == []
    (tmp_path / "proc" / "asound").mkdir(parents=True)
    (tmp_path / "proc" / "asound" / "cards").write_text(PI5_USB)
    assert [c.id for c in read_cards(tmp_path)] == ["vc4hdmi0", "vc4hdmi1", "UACDemoV10"]


def test_aplay_list_names_and_descriptions() -> None:
    pcms = parse_aplay_list(APLAY_L)
    assert pcms[0] == ("null", "Discard all samples (playback) or generate zero samples (capture)")
    assert ("hdmi:CARD=vc4hdmi0,DEV=0", "vc4-hdmi-0, MAI PCM i2s-hifi-0; HDMI Audio Output") in pcms
    assert [name for name, _ in shared_pcms(pcms)] == ["default", "pipewire"]


def test_the_configured_device_is_matched_to_its_card() -> None:
    cards = parse_cards(PI4)
    assert selected_card("plughw:CARD=Headphones", cards) == cards[0]
    assert selected_card("hdmi:CARD=vc4hdmi1,DEV=0", cards) == cards[2]
    assert selected_card("hw:1", cards) == cards[1]
    assert selected_card("default", cards) is None
    assert selected_card("", cards) is None
    assert "headphone jack" in describe_device("sysdefault:CARD=Headphones", cards)
    assert "system default" in describe_device("", cards)


def test_a_bare_card_id_stands_for_its_best_name() -> None:
    cards = parse_cards(PI5_USB)
    assert resolve_device("UACDemoV10", cards) == "plughw:CARD=UACDemoV10"
    assert resolve_device("vc4hdmi1", cards) == "hdmi:CARD=vc4hdmi1"
    assert resolve_device("plughw:CARD=UACDemoV10", cards) == "plughw:CARD=UACDemoV10"


def test_the_listing_marks_the_selected_card_and_says_how_to_choose() -> None:
    cards = parse_cards(PI5_USB)
    lines = listing(cards, parse_aplay_list(APLAY_L), "plughw:CARD=UACDemoV10")
    text = "\n".join(lines)
    usb_line = next(line for line in lines if "[UACDemoV10]" in line)
    assert "the config selects this one" in usb_line
    assert sum("the config selects this one" in line for line in lines) == 1
    assert "names for the config: hdmi:CARD=vc4hdmi0" in text
    assert "Other ALSA names (from aplay -L): default, pipewire" in text
    assert 'The config selects: "plughw:CARD=UACDemoV10", a USB sound device' in text
    assert "referee audio --test" in text


def test_the_listing_without_cards_says_so() -> None:
    lines = listing([], [], "")
    assert lines[0] == "No sound cards: ALSA sees none on this machine."
    assert any("system default" in line for line in lines)
    assert not any("--test" in line for line in lines)


def test_the_config_takes_an_audio_device(tmp_path: Path) -> None:
    config = tmp_path / "config.toml"
    config.write_text('[audio]\ndevice = "plughw:CARD=Headphones"\n')
    assert load_config(config).audio_device == "plughw:CARD=Headphones"
    assert load_config(None).audio_device == ""
