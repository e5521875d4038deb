"""Strangers attack the phone page while a real round is played: issue 36's "Done when", sized for CI.

Each attack runs for SECONDS from 20 stranger addresses (benchmarks/phone_crowd.py,
a process of its own) against a real Rapid List round with the page on
loopback (benchmarks/page_siege.py, which `python -m benchmarks.page_siege`
runs for 60 s an attack). The goals are the issue's: an honest phone with the
right code joins within 5 s, each time it tries; a phone joined before the
attack is served on new connections; every input of the round is in the
journal; the referee's countdown finds the round over at most 50 ms after its
deadline beyond what the machine did to a bare sleeper; the log grows by
less than 100 KB.

Today's page misses some of them, which is what issue 36 fixes: each such
attack is marked xfail (strict, so a fix that makes it pass turns the mark
into a failure to remove) with the issue's point that fixes it, and names the
goals that point misses; a miss of any other goal, or an attack that could
not be measured, fails whatever the mark. Everything waits on the referee's
own signals and the strangers' "ready"; the phones retry once a second, as a
person taps again.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from benchmarks.page_siege import ATTACKS, siege

pytestmark = pytest.mark.slow

SECONDS = 12.0  # each attack: the round's 30 s run at 5x, so the round and two tries of each phone fit inside
EVERY = 5.5  # seconds between the phones' tries: at 0.5 s and 6 s into the attack


def _today(points: str) -> pytest.MarkDecorator:
    return pytest.mark.xfail(strict=True, raises=AssertionError, reason=f"issue 36, {points}: remove once fixed")


@pytest.mark.parametrize(("attack", "excused"), [
    pytest.param("wrong-codes", set(), id="wrong-codes"),  # point 2 fixed: device/companion/tries.py
    pytest.param("slow-bodies", {"join", "served", "log"}, id="slow-bodies", marks=_today(
        "point 3 (slow bodies hold every connection place, a joined phone's too) and point 4 "
        "(each held post logs a traceback when it ends)")),
    pytest.param("malformed", {"log"}, id="malformed", marks=_today("point 4 (each malformed or cut-short request logs a traceback)")),
])
def test_while_strangers_attack_the_page_a_phone_joins_and_the_round_keeps_its_inputs_and_timer(
    attack: str, excused: set[str], state_dir: Path,
) -> None:
    """`excused`: the goals the issue's marked points miss today; any other miss fails whatever the mark."""
    figures = siege(attack, SECONDS, EVERY, state_dir)
    print(f"\n{ATTACKS[attack].words}: {figures}")
    # pytest.fail is not the xfail's AssertionError: an unmeasured attack or another goal missed is never hidden.
    if not figures.round_inside or len(figures.joins) != 2 or len(figures.served) != 2:
        pytest.fail(f"not measured under the attack: round inside {figures.round_inside}, "
                    f"{len(figures.joins)} joins and {len(figures.served)} reloads tried")
    missed = {goal for goal, met in figures.verdicts().items() if not met}
    if missed - excused:
        pytest.fail(f"goals missed beyond the marked points: {'; '.join(figures.failed())}")
    assert not missed, "; ".join(figures.failed())
