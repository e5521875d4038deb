"""What every part of `referee check` reports (OK or PROBLEM, with the fix), and the facts several parts share."""

from __future__ import annotations

from dataclasses import dataclass


LOW_SPACE_MB = 50

PRESS_TIMEOUT = 10.0

VOICE_LINE = "Table Referee voice check."

SERVICE = "table-referee"

STOP_SERVICE = f"if the service is running it holds this: stop it first (sudo systemctl stop {SERVICE})"

# BCM number to the header's physical pin, so a fix can say where to look.
PHYSICAL_PIN = {
    2: 3,
    3: 5,
    4: 7,
    14: 8,
    15: 10,
    17: 11,
    18: 12,
    27: 13,
    22: 15,
    23: 16,
    24: 18,
    10: 19,
    9: 21,
    25: 22,
    11: 23,
    8: 24,
    7: 26,
    5: 29,
    6: 31,
    12: 32,
    13: 33,
    19: 35,
    16: 36,
    26: 37,
    20: 38,
    21: 40,
}


@dataclass(frozen=True)
class PartResult:
    """One line of the report: a part, whether it is well, what was found, and the fix."""

    part: str
    ok: bool
    summary: str
    fix: str = ""  # with ok=True, advice worth reading (low disk space, say)

    def line(self) -> str:
        status = "OK     " if self.ok else "PROBLEM"
        label = "Note" if self.ok else "Fix"  # advice on a working part is not a fix
        fix = f" {label}: {self.fix}" if self.fix else ""
        return f"{status} {self.part}: {self.summary}.{fix}"
