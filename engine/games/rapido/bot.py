"""The device's own Rapido player: when to stop rolling, and where to place.

The policy is a pure function of the game state, like a careful player's
thinking at the table. The runner calls `choose` when the game asks for the
virtual player's decision (AskVirtual) and journals the answer as an input, so
changing the policy never changes how an old game replays.

- A placement is worth the steps it should score next turn, times the chance
  the pair is still there by then, plus the steps it takes away from the pairs
  it throws out. Steps that would reach the finish count extra, so the policy
  goes for a win and stops an opponent's.
- Rolling again is worth the average over the 36 rolls: a cross (11 in 36)
  costs a step per cross (none on Start) and the placement; a valid roll
  brings its double bonus and then the better of placing it or rolling on.
  The board does not change during a turn, so that worth is one number for the
  whole turn, the fixed point of that average, and the player stops as soon as
  the best placement of the current roll is worth at least as much.
- An opponent throws a pair out only with a roll at least as high and a free
  field below it; a sensible opponent bothers only when the field below plus
  the steps it denies is as good as the best field they could take anyway.
"""

from __future__ import annotations

from functools import lru_cache

from engine.games.rapido.rules import Pair, ROLLS, State, crosses, double_bonus, legal_fields, roll_value, thrown_out

ROLL = "roll"
WIN_BONUS = 12.0  # reaching the finish is worth this many steps on top of the steps themselves
UNTARGETED_THREAT = 0.3  # an opponent who beats the pair but has better things to do still throws it out sometimes
OPPONENT_EXTRA_ROLLS = 3  # how many extra rolls an opponent risks to beat a pair

_SHARE = 1 / len(ROLLS)
# Later rolls with a cross: how many crosses each shows, with its share of the 36.
_CROSSED = [crosses(roll) for roll in ROLLS if crosses(roll)]
# Later valid rolls: (value, double bonus), each 1 in 36.
_VALID = [(roll_value(roll), double_bonus(roll)) for roll in ROLLS if not crosses(roll)]
_VALUES = sorted({value for value, _ in _VALID})


def _chance_to_reach(value: int) -> float:
    """How likely an opponent ends a turn with at least `value`, rolling on a few times to get there."""
    first = sum(1 for roll in ROLLS if roll_value(roll) >= value) * _SHARE
    later = sum(1 for later_value, _ in _VALID if later_value >= value) * _SHARE
    lower = sum(1 for later_value, _ in _VALID if later_value < value) * _SHARE
    keep_trying = sum(lower**tries for tries in range(OPPONENT_EXTRA_ROLLS))
    return first + (1 - first) * later * keep_trying


_REACH = {value: _chance_to_reach(value) for value in range(0, 77)}


def choose(state: State) -> str:
    """'roll' to roll again, or 'place N' for field N: the same answers a player at the table gives."""
    board = _board(state)
    worth_by_field = _placements(board, state.value)
    best_field = max(worth_by_field, key=lambda spot: (worth_by_field[spot], spot))
    if worth_by_field[best_field] >= _worth_of_rolling(board):
        return f"place {best_field}"
    return ROLL


# ---------------------------------------------------------------- the board, as the policy sees it

# (owner, field, value) for every pair lying on a field; the mover; every piece's step; the finish.
Board = tuple[tuple[tuple[int, int, int], ...], int, tuple[int, ...], int]


def _board(state: State) -> Board:
    lying = tuple((pair.owner, pair.field, pair.value) for pair in state.pairs if pair.field is not None)
    steps = tuple(seat.step for seat in state.seats)
    return lying, state.player, steps, state.settings.steps


def _pairs(board: Board) -> list[Pair]:
    return [Pair(owner, spot, value) for owner, spot, value in board[0]]


# ---------------------------------------------------------------- what steps are worth


def _gain(step: int, climb: int, finish: int) -> float:
    """Steps count up to the finish; reaching it is worth the win on top."""
    left = finish - step
    return float(min(climb, left)) + (WIN_BONUS if climb >= left else 0.0)


def _denial_weight(board: Board, owner: int) -> float:
    """Taking steps from the one opponent is as good as gaining them; among many, the leader matters most."""
    _, mover, steps, _ = board
    rivals = [seat for seat in range(len(steps)) if seat != mover]
    if len(rivals) == 1:
        return 1.0
    leader = max(steps[seat] for seat in rivals)
    return 0.8 if steps[owner] == leader else 0.4


# ---------------------------------------------------------------- placing


def _placements(board: Board, value: int) -> dict[int, float]:
    pairs = _pairs(board)
    return {spot: _placement_worth(board, pairs, spot, value) for spot in legal_fields(pairs)}


def _placement_worth(board: Board, pairs: list[Pair], spot: int, value: int) -> float:
    lying, mover, steps, finish = board
    out = thrown_out(pairs, spot, value, mover)
    denied = sum(
        _denial_weight(board, pairs[index].owner) * _gain(steps[pairs[index].owner], pairs[index].field or 0, finish)
        for index in out
    )
    if spot == 0:
        return denied
    remaining = [pair for index, pair in enumerate(pairs) if index not in out]
    survives = _survival(board, remaining, spot, value)
    return _gain(steps[mover], spot, finish) * survives + denied


def _survival(board: Board, remaining: list[Pair], spot: int, value: int) -> float:
    """The chance every opponent leaves a pair on `spot` worth `value` alone until the mover's next turn."""
    _, mover, steps, _ = board
    taken = {pair.field for pair in remaining} | {spot}
    free = [field for field in range(1, 6) if field not in taken]
    best_below = max((field for field in free if field < spot), default=0)
    best_anywhere = max(free, default=0)
    targeted = best_below + spot >= best_anywhere
    threat = _REACH[value] * (1.0 if targeted else UNTARGETED_THREAT)
    opponents = len(steps) - 1
    return (1.0 - threat) ** opponents


# ---------------------------------------------------------------- rolling again


@lru_cache(maxsize=4096)
def _worth_of_rolling(board: Board) -> float:
    """The fixed point of: average over the next roll of (cross: lose steps) or (bonus + best of place or roll)."""
    _, mover, steps, finish = board
    step = steps[mover]
    best_placement = {value: max(_placements(board, value).values()) for value in _VALUES}
    crossed = -sum(min(count, step) for count in _CROSSED) * _SHARE
    doubles = {bonus: _gain(step, bonus, finish) for bonus in (1, 2, 3)}
    worth = 0.0
    for _ in range(60):
        total = crossed
        for value, bonus in _VALID:
            if bonus and step + bonus >= finish:
                total += _SHARE * doubles[bonus]
                continue
            total += _SHARE * ((doubles[bonus] if bonus else 0.0) + max(best_placement[value], worth))
        if abs(total - worth) < 1e-9:
            break
        worth = total
    return worth
