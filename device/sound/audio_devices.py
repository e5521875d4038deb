"""Which sound devices ALSA sees, told in words a user understands.

A Pi can have a headphone jack, two HDMI outputs, a USB speaker and an
amplifier board at once, and ALSA's default is often not the one with the
speaker on it. The user needs the name to put in the config, so this module
turns /proc/asound/cards (and `aplay -L`, when present) into a list of
devices with what each one is and the PCM names that reach it.

Parsing is kept pure (text in, records out) so real texts from several Pis
can be tested on a machine that has no sound card at all.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path
from typing import Sequence

CARDS_FILE = Path("proc/asound/cards")  # relative to a root, so tests can supply their own

# A card's first line: " 0 [Headphones     ]: bcm2835_headpho - bcm2835 Headphones".
_CARD_LINE = re.compile(r"^\s*(\d+)\s+\[(.+?)\s*\]:\s*(\S+)\s+-\s+(.*?)\s*$")

# Names that give away an I2S amplifier or DAC board on the GPIO header.
_I2S_MARKERS = (
    "snd_rpi",
    "sndrpi",
    "rpi-simple",
    "simple-card",
    "simple-audio",
    "hifiberry",
    "max98357",
    "googlevoicehat",
    "voicehat",
    "iqaudio",
    "wm8960",
    "seeed",
    "audioinjector",
    "justboom",
    "snd_allo",
    "pcm510",
    "pcm512",
    "i2s",
    "dacplus",
    "dac+",
    "amp2",
    "respeaker",
)


@dataclass(frozen=True)
class SoundCard:
    """One line pair of /proc/asound/cards."""

    index: int
    id: str  # the name ALSA's CARD= takes, e.g. "Headphones"
    driver: str  # as the kernel lists it (cut to 15 characters)
    name: str  # the short name, e.g. "bcm2835 Headphones"
    long_name: str = ""

    @property
    def kind(self) -> str:
        """headphones, hdmi, usb, i2s or other: what the user would call it."""
        words = f"{self.id} {self.driver} {self.name} {self.long_name}".lower()
        if self.driver.lower().startswith("vc4-hdmi") or "hdmi" in words:
            return "hdmi"
        if "headphones" in words or self.driver.lower().startswith("bcm2835"):
            return "headphones"
        if self.driver == "USB-Audio" or " at usb-" in words:
            return "usb"
        if any(marker in words for marker in _I2S_MARKERS):
            return "i2s"
        return "other"

    @property
    def description(self) -> str:
        """What this card is, said for someone looking at the Pi, not at ALSA."""
        if self.kind == "hdmi":
            port = re.search(r"(\d)$", self.id) or re.search(r"hdmi[ -]?(\d)", self.name.lower())
            where = f"HDMI {port.group(1)}" if port else "HDMI"
            return f"{where} (the speakers of a TV or monitor on that HDMI socket)"
        if self.kind == "headphones":
            return "the headphone jack (the Pi's 3.5 mm socket; needs an amplified speaker)"
        if self.kind == "usb":
            return f"a USB sound device or speaker ({self.name})"
        if self.kind == "i2s":
            return f"an amplifier or DAC board on the GPIO header, I2S ({self.name})"
        return f"another sound device ({self.name}, driver {self.driver})"

    @property
    def pcm_names(self) -> tuple[str, ...]:
        """ALSA names for the config, the one most likely to work first.

        HDMI on a Pi takes only IEC958 frames, which `hdmi:` converts to and
        `plughw:` does not; every other card is happiest with `plughw:`,
        which converts rate and format for it.
        """
        ours = (f"plughw:CARD={self.id}", f"sysdefault:CARD={self.id}")
        if self.kind == "hdmi":
            return (f"hdmi:CARD={self.id}", *ours)
        return ours


def parse_cards(text: str) -> list[SoundCard]:
    """The cards in the text of /proc/asound/cards; none for "--- no soundcards ---" or ""."""
    cards: list[SoundCard] = []
    lines = text.splitlines()
    for number, line in enumerate(lines):
        match = _CARD_LINE.match(line)
        if not match:
            continue
        following = lines[number + 1] if number + 1 < len(lines) else ""
        long_name = following.strip() if following[:1].isspace() and not _CARD_LINE.match(following) else ""
        index, card_id, driver, name = match.groups()
        cards.append(SoundCard(int(index), card_id.strip(), driver, name, long_name))
    return cards


def read_cards(root: Path = Path("/")) -> list[SoundCard]:
    """The cards ALSA sees under ``root``; none when ALSA is not there at all."""
    try:
        return parse_cards((root / CARDS_FILE).read_text(errors="replace"))
    except OSError:
        return []


def parse_aplay_list(text: str) -> list[tuple[str, str]]:
    """(name, description) pairs from `aplay -L`: names start a line, descriptions are indented."""
    found: list[tuple[str, list[str]]] = []
    for line in text.splitlines():
        if not line.strip():
            continue
        if line[:1].isspace():
            if found:
                found[-1][1].append(line.strip())
        else:
            found.append((line.strip(), []))
    return [(name, "; ".join(words)) for name, words in found]


def system_pcms() -> list[tuple[str, str]]:
    """`aplay -L` on this machine, or nothing when aplay is missing or fails."""
    aplay = shutil.which("aplay")
    if aplay is None:
        return []
    try:
        done = subprocess.run([aplay, "-L"], capture_output=True, text=True, timeout=10)
    except (OSError, subprocess.TimeoutExpired):
        return []
    return parse_aplay_list(done.stdout) if done.returncode == 0 else []


def shared_pcms(pcms: Sequence[tuple[str, str]]) -> list[tuple[str, str]]:
    """The names not tied to one card (default, pulse, pipewire...); `null` plays nowhere."""
    return [(name, words) for name, words in pcms if "CARD=" not in name and name != "null"]


def selected_card(device: str, cards: Sequence[SoundCard]) -> SoundCard | None:
    """The card a configured ALSA name points at, if it names one (CARD=id, hw:N, hw:id)."""
    match = re.search(r"CARD=([^,\s]+)", device) or re.match(r"^(?:plug)?hw:([^,\s]+)", device)
    if not match:
        return None
    wanted = match.group(1)
    for card in cards:
        if wanted == card.id or wanted == str(card.index):
            return card
    return None


def resolve_device(name: str, cards: Sequence[SoundCard]) -> str:
    """Let a bare card id ("Headphones") stand for that card's best ALSA name."""
    for card in cards:
        if name == card.id:
            return card.pcm_names[0]
    return name


def describe_device(device: str, cards: Sequence[SoundCard]) -> str:
    """A configured device in words: its name, and the card it reaches when that is known."""
    if not device:
        return 'the system default ("default" in ALSA)'
    card = selected_card(device, cards)
    return f'"{device}", {card.description}' if card else f'"{device}"'


def listing(cards: Sequence[SoundCard], pcms: Sequence[tuple[str, str]], configured: str) -> list[str]:
    """The lines `referee audio` prints."""
    if not cards:
        lines = [
            "No sound cards: ALSA sees none on this machine.",
            "On a Pi, turn the built-in sound on (dtparam=audio=on in /boot/firmware/config.txt),",
            "plug in a USB speaker, or add your amplifier board's dtoverlay, then reboot.",
        ]
    else:
        lines = ["Sound devices on this machine:"]
        chosen = selected_card(configured, cards)
        for card in cards:
            mark = "   <- the config selects this one" if card == chosen else ""
            lines.append(f"  card {card.index} [{card.id}]: {card.description}{mark}")
            lines.append("      names for the config: " + ", ".join(card.pcm_names))
    shared = shared_pcms(pcms)
    if shared:
        lines.append("Other ALSA names (from aplay -L): " + ", ".join(name for name, _ in shared))
    lines.append(f"The config selects: {describe_device(configured, cards)}.")
    if cards:
        example = cards[0].pcm_names[0]
        lines.append(f'To choose a device, put its name under [audio] in the config: device = "{example}"')
        lines.append(f"To hear one first: referee audio --test {example}")
    return lines
