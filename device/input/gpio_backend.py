"""Which GPIO chip carries the 40-pin header, and whether lgpio really works.

Two traps sit between a Pi and working buttons, and both fail late and
quietly, so they are checked here before any Button is made:

* On Python 3.13 the only lgpio wheel on PyPI is an empty placeholder: `import
  lgpio` succeeds, and only `Button(17)` fails, with an AttributeError. So the
  check looks for `gpiochip_open`, not for a successful import.
* Which /dev/gpiochipN is the header depends on the model and the kernel: a
  Pi 5 had it on gpiochip4 (RP1) and has it on gpiochip0 with recent kernels,
  where Raspberry Pi OS adds a gpiochip4 symlink by udev rule and plain Debian
  does not. Chip numbers move; the chip's label does not, so the header is
  found by label (pinctrl-rp1, pinctrl-bcm2711, pinctrl-bcm2835) and
  gpiozero's LGPIOFactory is given that chip number.

`python -m device.input.gpio_backend` prints the check's verdict (the installer
runs it) and exits 1 when there is a problem.
"""

from __future__ import annotations

import errno
import fcntl
import logging
import os
import re
import struct
import sys
import threading
from pathlib import Path
from typing import Any, Iterable

from engine.words import Words

log = logging.getLogger("table_referee.gpio")
device_words = Words("device")

# Labels of the chip that drives the header's GPIO2..GPIO27, best first. A Pi
# has other chips too (the Pi 3/4 firmware expander, the Pi 5's own SoC
# banks), whose line numbers do not match the header's BCM numbers.
HEADER_LABELS = (
    "pinctrl-rp1",  # Pi 5, Pi 500, Compute Module 5
    "pinctrl-bcm2712",  # (not seen so far; the 2712's header goes through RP1)
    "pinctrl-bcm2711",  # Pi 4, Pi 400, Compute Module 4
    "pinctrl-bcm2835",  # Pi 3, Zero 2 W and older
)

# The kernel's GPIO_GET_CHIPINFO_IOCTL: struct gpiochip_info is name[32],
# label[32] and a u32 line count; _IOR(0xB4, 0x01, 68 bytes).
_CHIPINFO = struct.Struct("32s32sI")
_GPIO_GET_CHIPINFO_IOCTL = (2 << 30) | (_CHIPINFO.size << 16) | (0xB4 << 8) | 0x01

FIX_PLACEHOLDER = (
    "sudo apt install python3-lgpio and recreate the venv with --system-site-packages, or re-run scripts/install-service.sh"
)
FIX_GROUP = "add the user to the gpio group (sudo usermod -aG gpio USER, then log in again), or re-run scripts/install-service.sh"


def choose_header_chip(chips: Iterable[tuple[int, str]]) -> int | None:
    """The chip number whose label says it is the header, or None.

    Pure, so it can be tested on any machine: `chips` are (number, label)
    pairs as the kernel reports them. When the same label shows up twice (the
    Pi 5's gpiochip4 compatibility symlink is read as a chip of its own), the
    lowest number wins, which is the real device.
    """
    found = sorted((number, label.strip()) for number, label in chips)
    for wanted in HEADER_LABELS:
        for number, label in found:
            if label == wanted:
                return number
    return None


def read_chip_labels(dev: Path = Path("/dev"), sys_root: Path = Path("/sys")) -> list[tuple[int, str]]:
    """(number, label) for every GPIO chip this machine has.

    Asks each /dev/gpiochipN itself (the kernel's chip-info ioctl, which
    needs only read access, the same access lgpio needs anyway); a chip that
    cannot be opened is looked up in sysfs instead, so a permissions problem
    still lets the check name the right chip.
    """
    chips: dict[int, str] = {}
    for path in sorted(dev.glob("gpiochip*")):
        match = re.fullmatch(r"gpiochip(\d+)", path.name)
        if not match or path.is_symlink():
            continue  # a udev compatibility link is not a chip of its own
        number = int(match.group(1))
        label = _ioctl_label(path)
        if label is not None:
            chips[number] = label
    for number, label in _sysfs_labels(sys_root):
        chips.setdefault(number, label)
    return sorted(chips.items())


def _ioctl_label(path: Path) -> str | None:
    try:
        fd = os.open(path, os.O_RDONLY | os.O_CLOEXEC)
    except OSError:
        return None
    try:
        raw = fcntl.ioctl(fd, _GPIO_GET_CHIPINFO_IOCTL, bytes(_CHIPINFO.size))
    except OSError:
        return None
    finally:
        os.close(fd)
    _name, label, _lines = _CHIPINFO.unpack(raw)
    return label.split(b"\0", 1)[0].decode("ascii", "replace")


def _sysfs_labels(sys_root: Path) -> list[tuple[int, str]]:
    """Labels from the legacy /sys/class/gpio/gpiochipBASE entries.

    Those are numbered by line base, not chip number; the chip number is
    the gpiochipN folder under the parent device the entry links to.
    """
    found: list[tuple[int, str]] = []
    for entry in sorted((sys_root / "class" / "gpio").glob("gpiochip*")):
        try:
            label = (entry / "label").read_text(errors="replace").strip()
            names = [child.name for child in (entry / "device").iterdir()]
        except OSError:
            continue
        for name in names:
            match = re.fullmatch(r"gpiochip(\d+)", name)
            if match:
                found.append((int(match.group(1)), label))
    return found


def on_a_pi(model_file: Path = Path("/proc/device-tree/model")) -> bool:
    """True on a Raspberry Pi; other boards may have GPIO chips but no header of ours."""
    try:
        return "Raspberry Pi" in model_file.read_text(errors="replace")
    except OSError:
        return False


def header_chip() -> int | None:
    """The header's chip number on this machine, or None when no chip says so."""
    return choose_header_chip(read_chip_labels())


def check_backend(*, pi: bool | None = None) -> str | None:
    """What stops lgpio from driving the buttons, with the fix; None when it works.

    Off a Pi (pi False) only the module is judged; on a Pi the header's chip
    is found and really opened, because a module that imports can still fail
    at the first pin (empty placeholder, no permission, wrong chip).
    """
    try:
        import lgpio  # type: ignore[import-not-found]  # python3-lgpio: from apt on a Pi only, with no types
    except ImportError as error:
        return f"the lgpio module cannot be imported ({error}). Fix: {FIX_PLACEHOLDER}"
    if not callable(getattr(lgpio, "gpiochip_open", None)):
        where = getattr(lgpio, "__file__", None) or "?"
        return f"the lgpio module has no gpiochip_open: it is the empty PyPI placeholder ({where}). Fix: {FIX_PLACEHOLDER}"
    if pi is None:
        pi = on_a_pi()
    if not pi:
        return None
    chips = read_chip_labels()
    chip = choose_header_chip(chips)
    if chip is None:
        seen = ", ".join(f"gpiochip{n} ({label or 'no label'})" for n, label in chips) or "none"
        return (
            f"no GPIO chip is labelled as the Pi's header ({', '.join(HEADER_LABELS)}); chips seen: {seen}. "
            "Fix: check that the kernel is a Raspberry Pi kernel, and ls -l /dev/gpiochip*"
        )
    device = Path(f"/dev/gpiochip{chip}")
    if device.exists() and not os.access(device, os.R_OK | os.W_OK):
        return f"no permission to open {device} (owner and mode: ls -l {device}). Fix: {FIX_GROUP}"
    try:
        handle = lgpio.gpiochip_open(chip)
    except Exception as error:  # noqa: BLE001 - lgpio raises its own lgpio.error
        text = str(error)
        if "permission" in text.lower() or getattr(error, "errno", None) == errno.EACCES:
            return f"cannot open /dev/gpiochip{chip}: {text}. Fix: {FIX_GROUP}"
        return f"cannot open /dev/gpiochip{chip}: {text}. Fix: check ls -l /dev/gpiochip{chip}, then {FIX_GROUP}"
    try:
        lgpio.gpiochip_close(handle)
    except Exception:  # noqa: BLE001 - closing a chip that opened: its failure changes no answer
        pass  # it opened, which is what was asked
    return None


# ------------------------------------------------------------ the pin factory

_factory_lock = threading.Lock()
_factory: Any = None


def pin_factory() -> Any:
    """gpiozero's LGPIOFactory on the header's chip, or None for gpiozero's own choice.

    gpiozero 2.0.1 guesses the chip from the board revision and the
    /dev/gpiochip4 link, which misses the Pi 500 and Compute Module 5 and any
    kernel that numbers chips differently; here the chip is found by label.
    None (let gpiozero decide) off a Pi, when no chip is labelled as the
    header, or when GPIOZERO_PIN_FACTORY names another backend (the tests'
    mock, say). One factory is made and shared: the buttons and the status
    light must use the same one, since each factory opens the chip.
    """
    global _factory
    wanted = os.environ.get("GPIOZERO_PIN_FACTORY", "lgpio").strip().lower()
    if wanted != "lgpio" or not on_a_pi():
        return None
    with _factory_lock:
        if _factory is None:
            chip = header_chip()
            if chip is None:
                log.warning("no GPIO chip is labelled as the header; leaving the choice to gpiozero")
                return None
            log.info("GPIO: the header is /dev/gpiochip%d", chip)
            from gpiozero.pins.lgpio import LGPIOFactory

            _factory = LGPIOFactory(chip=chip)
        return _factory


# ------------------------------------------------------------ what to say


def spoken_gpio_failure(error: BaseException | str) -> str:
    """A sentence the referee can say out loud when its buttons cannot start.

    Said at a table with no screen, so it names the cause in plain words and
    the one thing to do; the full message with paths goes to the log.
    """
    text = str(error).lower()
    # The empty placeholder fails as "module 'lgpio' has no attribute ..." (gpiozero
    # reads lgpio.SET_BIAS_DISABLE on import, before any gpiochip_open).
    broken_module = "lgpio" in text and any(words in text for words in ("no attribute", "cannot be imported", "no module"))
    if broken_module or "gpiochip_open" in text or "placeholder" in text:
        cause = "library"
    elif "permission" in text or "not permitted" in text or "open gpiochip" in text:
        cause = "permission"
    elif "busy" in text or "in use" in text:
        cause = "busy"
    elif "no gpio chip" in text or "no such file" in text:
        cause = "no-chip"
    else:
        cause = "other"
    return device_words("buttons-failed", cause=cause)  # in the language spoken


def main() -> int:
    """Print the verdict for the installer: 'ok ...' or the problem; exit 1 on a problem."""
    problem = check_backend()
    if problem:
        print(f"GPIO backend: {problem}")
        return 1
    if on_a_pi():
        print(f"GPIO backend: ok (lgpio, header on gpiochip{header_chip()})")
    else:
        print("GPIO backend: ok (lgpio has gpiochip_open; not a Pi, so no chip was opened)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
