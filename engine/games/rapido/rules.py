"""Rapido: roll the coloured dice, claim a dice field, race up the staircase.

Read top to bottom, this module follows the rulebook: the dice and their
values, setup, a turn (score, roll, place and throw out), the end of the game,
and the two-player variant, where each player keeps two pairs of dice.

The device replaces the dice, the six dice fields and the staircase. A roll is
one chance input: a string "A-B" naming the faces of die A (1, 2, 3, 4, X, 7)
and die B (1, 2, 3, X, 5, 6), so picking uniformly from the 36 strings is
exactly the physical roll. A virtual player's turn asks for its dice and, after
each valid roll, for its decision (AskVirtual): the runner answers that from
engine.games.rapido.bot, and the answer is an input like any other, so a journal
replays the moves that were made whatever the policy says today.

Every word the game says, asks or offers is a message in messages/<language>.ftl
(docs/dev/words.md): this module holds only the rules, and asks for the words by
id with the values they say, so a second language changes nothing here.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from fractions import Fraction
from typing import Any, Mapping, Sequence

from engine.core import (
    AskChance,
    AskChoice,
    AskGo,
    AskVirtual,
    Cue,
    InvalidSettings,
    Line,
    Option,
    Output,
    Pause,
    Placing,
    Prompt,
    Say,
)
from engine.mechanics import die, parse_seated, seat_after
from engine.phases import OVER, PhaseGame
from engine.teaching import first_time, teach, teaching
from engine.words import Words

words = Words("engine.games.rapido")

TITLE = "Rapido"  # the name on the box, kept in every language (the history export groups games by it)

MIN_SEATS, MAX_SEATS = 2, 6
STANDARD_STEPS = 21
MIN_STEPS, MAX_STEPS = 5, 60
FIELDS = (0, 1, 2, 3, 4, 5)
BOTTOM_FIELD = 0  # the only field that takes any number of pairs
VIRTUAL_PAUSE = 1.5  # seconds between a virtual player's moves
# After a valid roll a player may also ask for these; they are not moves.
ODDS, STANDINGS = "odds", "standings"
REQUESTS = (ODDS, STANDINGS)

# ---------------------------------------------------------------- the dice

CROSS = "X"
DIE_A = ("1", "2", "3", "4", CROSS, "7")
DIE_B = ("1", "2", "3", CROSS, "5", "6")
# Every way the two dice of one colour can land, equally likely: "7-X" is 7 on die A, X on die B.
ROLLS: tuple[str, ...] = tuple(f"{a}-{b}" for a in DIE_A for b in DIE_B)
# A double moves the piece up at once; X-X is no double, 7 and 6 appear on one die only.
DOUBLE_BONUS = {1: 1, 2: 2, 3: 3}


def faces(roll: str) -> tuple[str, str]:
    a, b = roll.split("-")
    return a, b


def crosses(roll: str) -> int:
    return faces(roll).count(CROSS)


def pips(face: str) -> int:
    """A face as a number; a cross counts as 0 (which only matters on the first roll)."""
    return 0 if face == CROSS else int(face)


def roll_value(roll: str) -> int:
    """The higher face is the tens, the lower the units: 6 and 2 make 62."""
    high, low = sorted((pips(face) for face in faces(roll)), reverse=True)
    return 10 * high + low


def ordered_faces(roll: str) -> tuple[int | None, int | None]:
    """The faces higher first, as the value reads them, for speaking; None is a cross."""
    high, low = sorted(faces(roll), key=pips, reverse=True)
    return (None if high == CROSS else int(high)), (None if low == CROSS else int(low))


def double_bonus(roll: str) -> int:
    a, b = faces(roll)
    return DOUBLE_BONUS.get(pips(a), 0) if a == b else 0


def is_valid(roll: str, first: bool) -> bool:
    """The first roll of a turn always counts; a later roll with a cross ends the turn."""
    return first or crosses(roll) == 0


def chance_of_cross() -> Fraction:
    """A later roll fails when either die shows its cross: 11 of the 36 rolls."""
    return Fraction(sum(1 for roll in ROLLS if crosses(roll)), len(ROLLS))


def chance_to_beat(value: int) -> Fraction:
    """How likely the next (later) roll is valid and worth more than `value`."""
    better = sum(1 for roll in ROLLS if not crosses(roll) and roll_value(roll) > value)
    return Fraction(better, len(ROLLS))


# ---------------------------------------------------------------- settings


@dataclass(frozen=True)
class Settings:
    names: tuple[str, ...]
    two_player: bool = False  # the variant: two pairs of dice each, own pairs are safe
    virtual: tuple[int, ...] = ()  # seats the device plays itself
    first: int | None = None  # the youngest player's seat; None: draw who starts
    steps: int = STANDARD_STEPS  # Start is step 0, the finish is this step
    language: str = "en"  # what the game is spoken in (engine/language.py)
    teach: bool = False  # explain each rule the first time it matters (engine/teaching.py)

    @property
    def pairs_each(self) -> int:
        return 2 if self.two_player else 1


def parse_settings(raw: Mapping[str, Any]) -> Settings:
    """The seats are checked as every game checks them; then what only Rapido needs."""
    settings = parse_seated(Settings, raw, TITLE, MIN_SEATS, MAX_SEATS)
    names = settings.names
    if settings.two_player and len(names) != 2:
        raise InvalidSettings(words("variant-needs-two"))
    if any(not 0 <= seat < len(names) for seat in settings.virtual) or len(set(settings.virtual)) != len(settings.virtual):
        raise InvalidSettings(words("device-seats-differ"))
    if settings.first is not None and not 0 <= settings.first < len(names):
        raise InvalidSettings(words("starter-is-seated"))
    if not MIN_STEPS <= settings.steps <= MAX_STEPS:
        raise InvalidSettings(words("staircase-needs", low=MIN_STEPS, high=MAX_STEPS))
    return settings


# ---------------------------------------------------------------- state


@dataclass
class Seat:
    name: str
    step: int = 0


@dataclass
class Pair:
    """A pair of dice: in front of its owner (field None) or lying on a dice field."""

    owner: int
    field: int | None = None
    value: int = 0


class Phase(StrEnum):
    """The steps of play, in the rulebook's order."""

    FIRST_PLAYER = "first_player"
    ROLL = "roll"
    DICE = "dice"
    DECIDE = "decide"
    VIRTUAL_DECIDE = "virtual_decide"  # a seat the device plays: its decision, in place of decide and confirm


@dataclass
class State:
    settings: Settings
    seats: list[Seat]
    pairs: list[Pair]
    phase: str = Phase.FIRST_PLAYER
    player: int = 0  # whose turn it is
    starter: int = 0  # who opened the first round; a round ends when play comes back here
    round: int = 1
    in_hand: int = 0  # the pair being rolled this turn
    rolls: int = 0  # rolls so far this turn
    value: int = 0  # the value of the last valid roll
    chosen: int = 0  # the field chosen, waiting to be confirmed
    bonus: int = 0  # the steps the last valid roll's double climbed: hold OK at the choice says why (session 46)
    cross_told: bool = False  # a first roll's cross has been explained once: a rule is said once a game (issue 37)
    winner: int | None = None
    taught: list[str] = field(default_factory=list)  # the rules said so far (engine/teaching.py)


# ---------------------------------------------------------------- the game


class Rapido(PhaseGame[State]):
    state_type = State
    phases = Phase
    id = "rapido"
    title = TITLE

    # ----------------------------------------------------------- setup

    def start(self, raw: Mapping[str, Any]) -> State:
        settings = parse_settings(raw)
        state = State(
            settings=settings,
            seats=[Seat(name) for name in settings.names],
            pairs=[Pair(seat) for seat in range(len(settings.names)) for _ in range(settings.pairs_each)],
        )
        return state

    # ----------------------------------------------------------- the phases
    # Each phase is one block: what it asks (_ask_), then what it does with the answer (_on_).

    def _ask_first_player(self, state: State) -> Prompt:
        # The youngest, when setup named them, is the only "outcome": the opening
        # lines then come from one place whichever way the starter was chosen.
        first = state.settings.first
        choices = (first,) if first is not None else tuple(range(len(state.seats)))
        return AskChance(words("draw-who-starts"), "pick", choices)

    def _on_first_player(self, state: State, seat: int) -> list[Output]:
        # The draw's result is said as one (a Spanish table asked who won it, session 46): "Cat's turn."
        # alone did not say it was drawn. The youngest, named in setup, is no news: the turn's line says it.
        # A table being taught heard the game in short in setup (issue 38): the goal, the dice, the fields.
        state.starter = seat
        drawn: list[Output] = []
        if state.settings.first is None:
            drawn = [Say(words.line("drawn-to-start", name=state.seats[seat].name))]
        return drawn + self._begin_turn(state, seat)

    # --- 1. score

    def _begin_turn(self, state: State, seat: int, after_player: bool = False) -> list[Output]:
        """Score what is left on the fields, take the dice back, and get ready to roll.

        A seat the device plays rolls at once, unless a player's turn has just
        ended (`after_player`): then it waits for the main action, so that the
        player's last answer stays undoable until the table moves on (issue 12:
        no answer is lost to chance), and the table has heard the placing.
        """
        state.player = seat
        state.rolls = 0
        name = state.seats[seat].name
        device = self._is_virtual(state, seat)
        outputs: list[Output] = []
        if device and not after_player:
            outputs += [Pause(VIRTUAL_PAUSE), Say(words.line("device-turn", name=name))]
        outputs += self._score(state, seat)
        if state.phase == OVER:
            return outputs
        state.in_hand = next(i for i, pair in enumerate(state.pairs) if pair.owner == seat and pair.field is None)
        state.phase = Phase.DICE if device and not after_player else Phase.ROLL
        return outputs

    def _score(self, state: State, seat: int) -> list[Output]:
        """A pair left on a field climbs that many steps; in the variant, only once both pairs lie out."""
        mine = [pair for pair in state.pairs if pair.owner == seat]
        lying = [pair for pair in mine if pair.field is not None]
        if not lying or len(lying) < len(mine):
            return []
        fields = sorted(pair.field or 0 for pair in lying)
        for pair in lying:
            pair.field, pair.value = None, 0
        name = state.seats[seat].name
        gained = sum(fields)
        if not gained:
            return [Say(words.line("no-steps", name=name, fields=_fields(fields)))]
        rule = teach(state, "score", words("score-rule"))  # the first climb from a field, said as it happens
        why = words("scored", name=name, gained=gained, pairs=len(fields), fields=_fields(fields))
        return rule + self._climb(state, seat, gained, why)

    # --- 2. roll

    def _ask_roll(self, state: State) -> Prompt:
        """Every turn names its player; a round's first turn after the first round also says what
        to press, as the action it names ("Press GO to start round 2."), taught or not (issue 38)."""
        name = state.seats[state.player].name
        new_round = state.player == state.starter and state.round > 1
        start_round = words("turn-action", action="round", round=state.round)
        if self._is_virtual(state, state.player):
            action = start_round if new_round else words("turn-action", action="device", name=name)
            return AskGo(words.line("device-turn", name=name), action=action)
        action = start_round if new_round else words("turn-action", action="roll")
        return AskGo(words.line("your-turn", name=name), action=action)

    def _on_roll(self, state: State, _: None) -> list[Output]:
        state.phase = Phase.DICE
        return []

    def _ask_dice(self, state: State) -> Prompt:
        return die(words("dice-of", name=state.seats[state.player].name), ROLLS)

    def _on_dice(self, state: State, roll: str) -> list[Output]:
        first = state.rolls == 0
        state.rolls += 1
        outputs: list[Output] = [Cue("dice")]
        if not is_valid(roll, first):
            return outputs + self._crossed_out(state, roll)
        state.value = roll_value(roll)
        crossed = crosses(roll) > 0
        explain = crossed and not state.cross_told  # the rule once a game, before the choice it governs
        cross = "explained" if explain else "crossed" if crossed else "none"
        if crosses(roll) == 2:  # a table took two crosses for a double (issue 38)
            cross = "both-explained" if explain else "both"
        outputs.append(Say(words.line("rolled", faces=said_faces(roll), value=state.value, cross=cross)))
        state.cross_told = state.cross_told or crossed
        state.bonus = double_bonus(roll)
        if state.bonus:  # what a double does is the opening's: not said again here (session 46)
            why = words("double", name=state.seats[state.player].name, bonus=state.bonus)
            outputs += self._climb(state, state.player, state.bonus, why)
            if state.phase == OVER:
                return outputs
        state.phase = Phase.VIRTUAL_DECIDE if self._is_virtual(state, state.player) else Phase.DECIDE
        # Taught: what rolling again and placing do, what a field holds and what field 0 is for, all just
        # before the first choice between them and only then: a table heard the fields on hold OK, then
        # again at the next turn (issue 38, session 46). With it, the order of the list on offer; and at the
        # first choice from round 2, where the question is just "Where?", that rolling again is still on offer
        # (session 46, round three).
        outputs += teach(state, "decide", f"{words('decide-rule')} {words('menu-taught')}")
        return outputs + (teach(state, "where", words("where-taught")) if state.round > 1 else [])

    def _crossed_out(self, state: State, roll: str) -> list[Output]:
        """A cross after the first roll: no placing, and one step down per cross, never below Start."""
        seat = state.seats[state.player]
        down = min(crosses(roll), seat.step)
        seat.step -= down
        line = words.line(
            "crossed-out",
            faces=said_faces(roll),
            crosses=crosses(roll),
            name=seat.name,
            down=down,
            at=where_on_staircase(seat.step, state.settings.steps),
            step=seat.step,
        )
        return [Cue("miss"), Say(line), *self._end_turn(state)]

    # --- after a valid roll: roll again, place, or ask

    def _ask_decide(self, state: State) -> Prompt:
        # Rolling again is the main option, taken at once; the offer starts on the field
        # `offered_field` names, so choosing straight away places there.
        decisions = self._decisions(state)
        spot = offered_field(state.pairs, state.value, state.player)
        offered = f"place {spot}"
        victims = self._victims(state, spot)
        return AskChoice(
            words.line(
                "decide",
                later="yes" if state.round > 1 else "no",
                name=state.seats[state.player].name,
                value=state.value,
                bonus=state.bonus,
                spot=spot,
                victims=victims,
                out=len(victims),
            ),
            decisions,
            default=next(index for index, option in enumerate(decisions) if option.value == offered),
            main_option="roll",
            main_action=words("roll-again-action"),
        )

    def _describe_decide(self, state: State, decision: str) -> str:
        if decision.startswith("place "):
            return words("field-chosen", name=state.seats[state.player].name, spot=int(decision.removeprefix("place ")))
        return next(option.label for option in self._decisions(state) if option.value == decision)

    def _on_decide(self, state: State, decision: str) -> list[Output]:
        if decision == "roll":
            state.phase = Phase.DICE
            return []
        if decision == ODDS:
            return [self._odds(state)]
        if decision == STANDINGS:
            return [Say(self.standings(state))]
        # The choice is the placing: its label named the field and any pair thrown out, and BACK takes
        # it back, so a confirm question cost every turn a press and 3 s (issue 23).
        state.chosen = int(decision.removeprefix("place "))
        return self._place(state, state.chosen, asked=True)

    def _decisions(self, state: State) -> tuple[Option, ...]:
        """Every legal field, then roll again, then the requests: one fixed order, which teaching says.

        The fields go from 0 up, because UP steps to the next option
        (device/input/prompt_driver.py) and UP must raise the field number
        (issue 37); `offered_field` says which is offered first (`_ask_decide`),
        as the choice's default, so the offer is the first value heard. Roll
        again came first and the requests last, so stepping down from the offer
        wrapped round to field 5 after the requests (session 46, round three);
        GO rolls again from anywhere (`main_option`).
        """
        options = [Option(f"place {spot}", self._field_option(state, spot)) for spot in legal_fields(state.pairs)]
        options.append(Option("roll", words("roll-again")))
        options.append(Option(STANDINGS, words("where-everyone-stands")))
        options.append(Option(ODDS, words("the-odds")))
        return tuple(options)

    def _field_option(self, state: State, spot: int) -> str:
        """A field on offer, with the pairs placing there would throw out: 'Field 3, Ann out'. From round 2 a
        language may say it shorter, once the field's word has been heard every turn of round 1."""
        victims = self._victims(state, spot)
        option = "field-option-later" if state.round > 1 else "field-option"
        return words(option, spot=spot, victims=victims, out=len(victims))

    def _victims(self, state: State, spot: int) -> list[str]:
        """Who placing the current value on `spot` would throw out, by name."""
        return [self._pair_name(state, index) for index in thrown_out(state.pairs, spot, state.value, state.player)]

    def _pair_name(self, state: State, index: int) -> str:
        pair = state.pairs[index]
        owner = state.seats[pair.owner].name
        if state.settings.two_player:
            return words("pair-on", owner=owner, spot=pair.field)
        return owner

    def _odds(self, state: State) -> Say:
        threats = [(spot, victims) for spot in reversed(legal_fields(state.pairs)) if (victims := self._victims(state, spot))]
        return Say(the_odds(state.value, threats))

    # --- 3. place and throw out

    def _place(self, state: State, spot: int, asked: bool = False) -> list[Output]:
        """Place the pair, and say so: with no dice on the table the voice is the only record (issue 37).

        ``asked``: a player chose the field, whose label named who goes
        ("field 2, Bob out"), so a cue marks each pair that goes;
        my own player's placing names them, since the table heard no label.
        """
        out = thrown_out(state.pairs, spot, state.value, state.player)
        pair = state.pairs[state.in_hand]
        pair.field, pair.value = spot, state.value
        mover = state.seats[state.player].name
        if asked:
            line = words.line("placed", value=state.value, spot=spot)
        else:
            line = words.line("places", name=mover, value=state.value, spot=spot)
        outputs: list[Output] = [Say(line)]
        names = [self._pair_name(state, index) for index in out]
        for index in out:
            victim = state.pairs[index]
            outputs.append(Cue("miss"))
            if not asked:
                owner = state.seats[victim.owner].name
                outputs.append(Say(words.line("thrown-out", owner=owner, lost=victim.value)))
            victim.field, victim.value = None, 0
        outputs += self._taught_out(state, names, asked)
        return outputs + self._placing_taught(state, mover, spot) + self._end_turn(state)

    def _placing_taught(self, state: State, mover: str, spot: int) -> list[Output]:
        """Taught: the first placing of a game said as a result, what the pair will do (issue 38).

        In the variant a pair climbs only with its twin, which is the rule to
        hear there. A pair on field 0 climbs nothing, which the first choice's
        rule said: nothing to add.
        """
        if state.settings.two_player:
            return teach(state, "placing", words("variant-rule"))
        if spot == BOTTOM_FIELD:
            return []
        return teach(state, "placing", words.line("placing-taught", name=mover, spot=spot))

    def _taught_out(self, state: State, names: list[str], asked: bool) -> list[Output]:
        """While teaching, who a placing threw out, by name (a cue marks it otherwise: the field's
        label named them); the first time with what it costs them (issue 38)."""
        if not names or not teaching(state):
            return []
        rule = first_time(state, "thrown out")
        if not asked:  # my own player's placing named each pair already
            return [Say(Line(words("thrown-out-rule")))] if rule else []
        said = words("out-named", names=names)
        return [Say(Line(f"{said} {words('thrown-out-rule')}" if rule else said))]

    # --- the virtual player

    def _is_virtual(self, state: State, seat: int) -> bool:
        return seat in state.settings.virtual

    def _ask_virtual_decide(self, state: State) -> Prompt:
        # The same moves a player at the table has, without the requests only a person needs.
        moves = tuple(option for option in self._decisions(state) if option.value not in REQUESTS)
        return AskVirtual(state.player, moves, words("choice-of", name=state.seats[state.player].name))

    def _on_virtual_decide(self, state: State, decision: str) -> list[Output]:
        """The device's own player has decided (engine.games.rapido.bot): aloud and unhurried."""
        outputs: list[Output] = [Pause(VIRTUAL_PAUSE)]
        if decision == "roll":
            state.phase = Phase.DICE
            return outputs + [Say(words.line("rolls-again", name=state.seats[state.player].name))]
        return outputs + self._place(state, int(decision.removeprefix("place ")))

    # --- the next turn, the end of a round

    def _end_turn(self, state: State) -> list[Output]:
        ended = state.player
        seat = seat_after(ended, len(state.seats))
        outputs: list[Output] = []
        if seat == state.starter:  # each climb named its step: the full standings are hold GO's
            state.round += 1
        return outputs + self._begin_turn(state, seat, after_player=not self._is_virtual(state, ended))

    # --- the end of the game

    def _climb(self, state: State, seat: int, steps: int, why: str) -> list[Output]:
        """Move a piece up; reaching the finish (exactly or beyond) ends the game at once."""
        piece = state.seats[seat]
        piece.step += steps
        finish = state.settings.steps
        if piece.step < finish:
            at = where_on_staircase(piece.step, finish)
            return [Say(words.line("climbed", why=why, name=piece.name, at=at, step=piece.step))]
        state.winner = seat
        state.phase = OVER
        return [Say(words.line("finishes", why=why, name=piece.name)), Cue("fanfare"), Say(self.result(state))]

    def result(self, state: State) -> Line:
        return words.line("wins", name=state.seats[state.winner or 0].name)

    def placings(self, state: State) -> list[Placing]:
        """The score is the step reached on the staircase."""
        return [Placing(seat.name, seat.step, index == state.winner) for index, seat in enumerate(state.seats)]

    # ----------------------------------------------------------- reports

    def where(self, state: State) -> Line:
        if state.phase == OVER:
            return self.result(state)
        if state.phase == Phase.FIRST_PLAYER:
            return words.line("about-to-draw")
        return words.line("where-turn", round=state.round, name=state.seats[state.player].name)

    def standings(self, state: State) -> Line:
        """Leader first; each seat's step and the value lying on each of its fields: "Blue on step 9,
        sixty-two on field 3; Ann and Cat at Start." The short form names the seats and steps alone."""
        finish = state.settings.steps
        seats = [
            (words("standing", names=names, at=where_on_staircase(step, finish), step=step), lying)
            for names, step, lying in self._rows(state)
        ]
        rows = [", ".join([said, *(words("lying", value=value, spot=spot) for spot, value in lying)]) for said, lying in seats]
        return words.line("standings", rows="; ".join(rows), seats=", ".join(said for said, _ in seats))

    def _rows(self, state: State) -> list[tuple[list[str], int, list[tuple[int, int]]]]:
        """Leader first; seats on one step with nothing lying out share a row, where the first of them
        stands: "Red, Blue and Yellow at Start" once, not "at Start" a seat (session 46)."""
        order = sorted(range(len(state.seats)), key=lambda seat: -state.seats[seat].step)
        rows: list[tuple[list[str], int, list[tuple[int, int]]]] = []
        for seat in order:
            name, step = state.seats[seat].name, state.seats[seat].step
            lying = sorted((pair.field or 0, pair.value) for pair in state.pairs if pair.owner == seat and pair.field is not None)
            shared = next((row for row in rows if row[1] == step and not row[2] and not lying), None)
            if shared:
                shared[0].append(name)
            else:
                rows.append(([name], step, lying))
        return rows


# ---------------------------------------------------------------- the rules as functions, and the values the words say


def said_faces(roll: str) -> list[str]:
    """The two faces as spoken, higher first as the value reads them: ["six", "two"], a cross as "cross"."""
    return [words("die-face", face="cross" if face is None else face) for face in ordered_faces(roll)]


def where_on_staircase(step: int, finish: int) -> str:
    """Where a piece stands, as the messages tell the places apart: "start", "finish" or "step"."""
    if step <= 0:
        return "start"
    return "finish" if step >= finish else "step"


def _fields(fields: Sequence[int]) -> str:
    """The fields a seat's pairs came back from: "field 3", "fields 1 and 4", or "field 0, both pairs"."""
    kind = "one" if len(fields) == 1 else "shared" if len(set(fields)) == 1 else "several"
    return words("fields", kind=kind, field=fields[0], fields=list(fields))


def the_odds(value: int, threats: Sequence[tuple[int, Sequence[str]]]) -> Line:
    """The risk of rolling on from `value`, and who each field would throw out: (field, victims) from the top.

    Two short figures, counts on the 36 rolls, the likelier outcome first,
    since that is the one the decision turns on; then the throw-outs, which
    only matter when there are any. Nothing beats the highest numbers, so
    "Beat seventy-six: 0 in 36" is left out (session 46).
    """
    cross, better = chance_of_cross(), chance_to_beat(value)
    figures = [(cross, words("odds-cross", rolls=int(cross * len(ROLLS))))]
    if better:
        figures.append((better, words("odds-beat", value=value, rolls=int(better * len(ROLLS)))))
    figures.sort(key=lambda figure: figure[0], reverse=True)
    parts = [text for _, text in figures]
    parts += [_threat_line(spots, out) for spots, out in _same_victims(threats)]
    return Line(" ".join(parts), " ".join(parts[:2]))


def _same_victims(threats: Sequence[tuple[int, Sequence[str]]]) -> list[tuple[list[int], list[str]]]:
    """Neighbouring fields that throw out the same players, as one: "Field 4 throws out Red. Field 3 throws
    out Red. ..." field by field down to 0 was heard as a list to sit through (session 48)."""
    grouped: list[tuple[list[int], list[str]]] = []
    for spot, out in threats:
        if grouped and grouped[-1][1] == list(out):
            grouped[-1][0].append(spot)
        else:
            grouped.append(([spot], list(out)))
    return grouped


def _threat_line(spots: list[int], victims: list[str]) -> str:
    if len(spots) == 1:
        return words("odds-threat", spot=spots[0], victims=victims)
    return words("odds-threats", spots=spots, victims=victims)


def legal_fields(pairs: Sequence[Pair]) -> list[int]:
    """Field 0 takes any number of pairs; fields 1 to 5 take one each."""
    taken = {pair.field for pair in pairs}
    return [spot for spot in FIELDS if spot == BOTTOM_FIELD or spot not in taken]


def thrown_out(pairs: Sequence[Pair], spot: int, value: int, mover: int) -> list[int]:
    """Every pair higher up worth the same or less, except the mover's own (which only the variant can have)."""
    return [
        index
        for index, pair in enumerate(pairs)
        if pair.field is not None and pair.field > spot and pair.value <= value and pair.owner != mover
    ]


def offered_field(pairs: Sequence[Pair], value: int, mover: int) -> int:
    """The field offered first after a roll: the highest one from which `value` throws a pair out, else the highest free.

    The rules give a placing two aims and no advice between them: the
    field's steps, and throwing out the pairs above worth the same or less.
    A table hears the board, it does not see it, so the first field it hears
    carries the news it could not see: who this roll can throw out, from as
    high as it can ("field 3, Ann out"); UP from there reaches the fields
    worth more steps. With nobody to throw out, the steps are all a field
    gives, so the highest free field. (The old offer, always the highest
    free field, hid every throw-out behind steps down: issue 37's hard round
    paid a press a turn for it.)
    """
    fields = legal_fields(pairs)
    throwing = [spot for spot in fields if thrown_out(pairs, spot, value, mover)]
    return max(throwing or fields)


GAME = Rapido()
