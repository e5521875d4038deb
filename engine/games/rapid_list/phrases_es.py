"""Everything Rapid List says, in Spanish: the twin of phrases.py, same names and signatures.

The track's spaces are "casillas", Start "la salida", Finish "la meta"; a bid
is an "apuesta", the doubler "el doble" (a token a player "usa" to "doblar"),
the veto "el veto". Lines addressed to one player use "tú", never "usted"
("Me la dice por turno" read as usted to a Spanish table: issue 38); lines
that tell the whole table what to do avoid "vosotros" and "ustedes", which
split Spain from the Americas (engine/phrases_es.py): "cada uno", "todos" in
the third person, an infinitive ("¡A escribir!"); so do lines for one player
or several (a challenge: "Ojo, Beto y Cati:"). Nothing here names a button.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Iterable, Sequence

from engine.core import Line
from engine.phrases_es import _capitalised, count, each_in_turn, reshuffled, spoken_list

TITLE = "Rapid List"  # the name on the box, kept in every language (the history export groups games by it)

# ---------------------------------------------------------------- the track and its spaces
# The keys are the track ids the setup and the config use: they stay as they are.

TRACK_LABELS: dict[str, str] = {
    "standard": "Estándar: 8 casillas normales y luego 4 retos",
    "short": "Corto: 6 casillas normales y luego 2 retos",
    "early-challenge": "Reto temprano: retos en la 5 y de la 10 a la 12",
    "zigzag": "Zigzag: retos en la 4, la 7, la 10 y la 12",
    "long": "Largo: 16 casillas, retos en la 8 y de la 13 a la 16",
}


def custom_track_label(spaces: int, challenges: int) -> str:
    """The config's own track, offered first in setup."""
    return f"Tu recorrido: {count(spaces, 'casilla')} con {count(challenges, 'reto')}"


def space_name(space: int, finish: int, challenge: bool = False) -> str:
    """Where a cube stands, in full: 'la salida', 'la casilla 7, de reto', '2 casillas más allá de la meta'."""
    if space == 0:
        return "la salida"
    if space == finish:
        return "la meta"
    if space > finish:
        return f"{count(space - finish, 'casilla')} más allá de la meta"
    return f"la casilla {space}" + (", de reto" if challenge else "")


def _where(space: int, finish: int) -> str:
    """The short form for the standings: 'en la salida', 'en la 7', 'en la meta', 'a 2 casillas más allá de la meta'."""
    if space == 0:
        return "en la salida"
    if space > finish:
        return f"a {space_name(space, finish)}"
    return f"en la {space}" if space < finish else "en la meta"


def _stacks(places: Iterable[tuple[str, int]]) -> list[tuple[int, list[str]]]:
    """Cubes grouped by space, in the order given (from the front, the top cube first on a space)."""
    stacks: list[tuple[int, list[str]]] = []
    for name, space in places:
        if stacks and stacks[-1][0] == space:
            stacks[-1][1].append(name)
        else:
            stacks.append((space, [name]))
    return stacks


def _stack(space: int, names: Sequence[str], finish: int, to_go: bool) -> str:
    """One space and its cubes: 'Azul en la 9, a 4 de la meta', 'Azul y Rojo en la 5, Azul arriba'."""
    where = _where(space, finish)
    if len(names) == 1:
        text = f"{names[0]} {where}"
    elif len(names) == 2:
        text = f"{spoken_list(names)} {where}, {names[0]} arriba"
    else:
        text = f"{_capitalised(where)}, de arriba abajo: {spoken_list(names)}"
    if to_go and space < finish:
        text += f", a {finish - space} de la meta"
    return text


def _positions(places: Iterable[tuple[str, int]], finish: int, to_go: bool = True) -> str:
    """Every space with cubes on it, from the front, one sentence each."""
    return ". ".join(_stack(space, names, finish, to_go) for space, names in _stacks(places))


def team_name(name: str) -> str:
    """How a team is addressed aloud: 'Equipo Rojo', unless the name already says so."""
    return name if name.lower().startswith(("equipo", "team")) else f"Equipo {name}"


# ---------------------------------------------------------------- chance (the transcript's words for each draw)

FIRST_READER_DRAW = "sortear quién pregunta primero"
START_ORDER_SHUFFLE = "poner las fichas en la salida"
CHALLENGE_DRAW = "sacar la carta de reto de arriba"
CHALLENGE_SWAP_DRAW = "sacar un reto que encaje con la pregunta"
QUESTION_DRAW = "sacar la carta de preguntas de arriba"
QUESTION_DIE = "tirar un dado de seis"
# The cards a reshuffle line names (engine.phrases_es.reshuffled), in the singular.
QUESTION_CARD = "carta de preguntas"
QUESTIONS_RESHUFFLED = reshuffled(QUESTION_CARD)  # said before a draw that first shuffles them back in
CHALLENGE_CARD = "carta de reto"
CHALLENGES_RESHUFFLED = reshuffled(CHALLENGE_CARD)  # said before a draw that first shuffles them back in

# ---------------------------------------------------------------- before the first round


def line_up(places: Sequence[tuple[str, int]], finish: int) -> Line:
    """Said once before round 1, after the cubes are placed; `places` runs from the front, top cube first."""
    if all(space == 0 for _, space in places):
        names = spoken_list([name for name, _ in places])
        return Line(f"En la salida, de arriba abajo: {names}.", f"De arriba abajo: {names}.")
    return Line(f"Con ventaja: {_positions(places, finish)}.", f"{_positions(places, finish, to_go=False)}.")


# ---------------------------------------------------------------- teaching (engine/teaching.py)
# What a table that never played hears, once a game, when setup's "¿Primera partida de Rapid List?" was yes.

# "Ficha", not "cubo": what a Spanish table calls the piece it races (a coin does).
TEACH_NEEDS = (
    "Cada jugador necesita una hoja de papel, un lápiz y una ficha, que puede ser una moneda, para avanzar "
    "por un recorrido; y hace falta otra hoja para dibujar ese recorrido."
)
TEACH_OPENING = (
    "Rapid List es una carrera de la salida a la meta. En cada ronda leo una pregunta, y cada uno escribe "
    "respuestas en papel hasta que se acaba el tiempo. Luego cada uno apuesta cuántas va a leer: "
    "si las lee, su ficha avanza esas casillas; si no, se queda. Gana quien llegue antes a la meta; "
    "si llegan varios en la misma ronda, quien pase más lejos, y luego quien más avanzó en esa ronda."
)


def _runs(spaces: Sequence[int]) -> str:
    """Spaces as heard: 'de la 9 a la 12', 'la 5 y de la 10 a la 12', 'la 4, la 7, la 10 y la 12'."""
    runs: list[list[int]] = []
    for space in spaces:
        if runs and runs[-1][-1] == space - 1:
            runs[-1].append(space)
        else:
            runs.append([space])
    heard: list[str] = []
    for run in runs:
        heard += [f"de la {run[0]} a la {run[-1]}"] if len(run) > 2 else [f"la {space}" for space in run]
    return spoken_list(heard)


def track_taught(finish: int, challenge_spaces: Sequence[int]) -> Line:
    """After the opening: the track to draw on the other sheet, with the meta's number (the standings count
    down to it) and the challenge spaces; the line-up that follows places the fichas. What a
    challenge space gives was said with the track question (`TRACK_RULE`)."""
    one = len(challenge_spaces) == 1
    which = f"La de reto, {_runs(challenge_spaces)}, lleva" if one else f"Las de reto, {_runs(challenge_spaces)}, llevan"
    return Line(
        f"En la otra hoja se dibuja el recorrido: la salida, las casillas 1 a {finish - 1} y la meta, la {finish}. {which} una R."
    )


def die_taught(face: int) -> Line:
    """The first roll, when teaching: the die's result (what it is for was said with the round's start, `DIE_TAUGHT`)."""
    return Line(f"Sale un {face}.")


WRITE_TAUGHT = "Cada uno escribe cuantas respuestas pueda; mejor raras: las que también tenga otro se tachan."


def short_taught(names: Sequence[str]) -> Line:
    """The first list that falls short, when teaching: what it costs."""
    if len(names) == 1:
        return Line(f"La lista de {names[0]} no llegó a su apuesta: no avanza, pero lo que leyó también tacha.")
    return Line(f"Las listas de {spoken_list(names)} no llegaron a su apuesta: no avanzan, pero lo que leyeron también tacha.")


# ---------------------------------------------------------------- the start of a round


def tokens_left(doublers: Sequence[str] | None, vetoes: Sequence[str] | None, seats: int) -> Line | None:
    """Who still holds a doubler or a veto; None for a variant not played. Nothing to say, None."""
    parts, short = [], []
    for token, holders in (("doble", doublers), ("veto", vetoes)):
        if holders is None:
            continue
        if len(holders) == seats:
            parts.append(f"Todos tienen su {token}.")
            short.append(f"{token.capitalize()}: todos.")
        elif holders:
            parts.append(f"Aún tiene{'' if len(holders) == 1 else 'n'} {token}: {spoken_list(holders)}.")
            short.append(f"{token.capitalize()}: {spoken_list(holders)}.")
    if not parts:
        return None
    return Line(" ".join(parts), " ".join(short))


def _lowered(instruction: str) -> str:
    """A challenge's text after a colon, as Spanish writes it: "Reto para Beto: ninguna respuesta...".

    Our Spanish challenges open with a common word, never a name (the content
    tests hold them to it), and are written without "tú", so one line suits
    one player or several.
    """
    for index, char in enumerate(instruction):
        if char.isalpha():
            return instruction[:index] + char.lower() + instruction[index + 1 :]
    return instruction


def challenge(names: Sequence[str], instruction: str, why: str = "") -> Line:
    """The challenge drawn; `why` (the first time, when teaching) says why these players take it."""
    who, what = spoken_list(names), _lowered(instruction)
    return Line(_after(why, f"Reto para {who}: {what}"), f"{who}: {what}")


# Said after the first challenge, when teaching (not one that caps the bid: the bid question enforces it).
CHALLENGE_COST_TAUGHT = "Lo que no cumpla el reto no cuenta."


def challenged_because(names: Sequence[str], drop_anchor: bool) -> str:
    """Why these players take the challenge, said before the first one when teaching."""
    one = len(names) == 1
    if drop_anchor:
        return f"{spoken_list(names)} {'está' if one else 'están'} en una casilla de reto. "
    return f"{spoken_list(names)} {'va' if one else 'van'} en cabeza en una casilla de reto. "


def challenge_swapped(names: Sequence[str], instruction: str, told: bool = False) -> Line:
    """The challenge drawn clashed with the question (docs/decks.md, `avoid`): one line for its replacement.

    `told`: the table already heard that the challenge does not suit.
    """
    who, what = spoken_list(names), _lowered(instruction)
    why = "" if told else "Ese reto no encaja con esta pregunta. "
    return Line(_after(why, f"Otro para {who}: {what}"), f"{who}: {what}")


# A picked question or a veto made the challenge clash: the new draw waits for
# the main action, so the pick or the veto can still be taken back first.
CHALLENGE_DOES_NOT_SUIT = Line(
    "Ese reto no encaja con esta pregunta.",
    "El reto no encaja.",
    purpose="El reto sacado no encaja con la pregunta: saco otro, y luego todos escriben.",
)
DRAW_ANOTHER_CHALLENGE = "sacar otro reto"


NO_CHALLENGE_FITS = Line("Ningún reto encaja con esta pregunta: esta ronda, sin reto.", "Sin reto esta ronda.")


def challenge_cue(names: Sequence[str], says: str = "write") -> Line:
    """The call at the challenge's mark (`cue_after`), saying what its card promised (`cue`,
    engine.setup.CUE_KINDS): the wait is over, the eyes may open, the hands change. Said to one
    player or several, so no verb in tú or vosotros."""
    who = spoken_list(names)
    calls = {"write": f"{who}, ¡a escribir!", "eyes": f"{who}: ojos abiertos.", "switch": f"{who}: cambio de mano."}
    return Line(calls[says])


# ---------------------------------------------------------------- the question


def reader_up(name: str, no_dice: bool = False) -> Line:
    """The reader's turn to start the round; the front end adds how, in the round's own words
    ("Pulsa GO para la ronda 3.", see `round_action`)."""
    what = "saco una carta y leo sus seis preguntas" if no_dice else "tiro el dado y leo una pregunta"
    return Line(
        f"Pregunta {name}.",  # not "Lee": the lists are read out, and a table heard the two as one
        rule=ROUND_RULE,
        purpose=f"Ronda nueva: la empieza {name}, {what}; luego todos escriben respuestas.",
    )


def round_action(round_number: int, no_dice: bool) -> str:
    """What the main action at a round's start does: "Pulsa GO para tirar el dado." in round 1, then
    words of the round's own ("Pulsa GO para la ronda 3."), since the device says a GO question's
    press only the first time its words come, and every round must say it."""
    if round_number > 1:
        return f"la ronda {round_number}"
    return "sacar una carta de preguntas" if no_dice else "tirar el dado"


# Said the first time, before the first round's start, when teaching (engine/teaching.py).
READER_TAUGHT = "Cada ronda pregunta uno, que empieza y apuesta primero: el primero, al azar; luego, el de la izquierda."
# A table without a die heard "Pulsa GO para tirar el dado.": the die is the referee's.
DIE_TAUGHT = "El dado lo tiro yo."


def reader_taught(no_dice: bool) -> str:
    """The reader's rule, and (with the die) whose die rolls, before the first round's start."""
    return READER_TAUGHT if no_dice else f"{READER_TAUGHT} {DIE_TAUGHT}"


ROUND_RULE = "Cada ronda pregunta el siguiente jugador en el sentido de las agujas del reloj: empieza la ronda y apuesta primero."


def _sentence(text: str) -> str:
    return text.rstrip(".") + "."


def question(text: str) -> Line:
    """A question from a card, read as a sentence; its short form is the card's own text."""
    return Line(_sentence(text), text)


def numbered_question(face: int, text: str) -> Line:
    """One of the card's six questions, read out (no dice) and offered as an option."""
    return Line(f"Pregunta {face}: {_sentence(text)}", f"Pregunta {face}.")


def which_question(name: str) -> Line:
    return Line(
        f"{name}, ¿qué pregunta?",
        f"{name}, ¿cuál?",
        rule="Sin dado, quien pregunta elige cualquiera de las seis preguntas de la carta.",
        purpose=f"{name} elige la pregunta de esta ronda; luego todos escriben respuestas.",
    )


def picks(name: str, face: int) -> Line:
    return Line(f"{name} elige la pregunta {face}.", f"Pregunta {face}.")


WRITE = Line("¡A escribir!", again=False)
# A later round's start signal: the table learned in round 1 what it starts, so the signal alone.
WRITE_AGAIN = Line("¡Ya!", again=False)

# ---------------------------------------------------------------- the doubler and the veto

# An option, and the main one: "GO para empezar a escribir, o elige y pulsa OK."
START_THE_CLOCK = "Empezar a escribir"


def doubles_option(name: str) -> str:
    return f"{name} dobla"


def vetoes_option(name: str) -> str:
    return f"{name} veta"


def declare_question(doubling: bool, vetoing: bool) -> Line:
    """What the declare step asks, by what may still be declared; starting the clock is the front end's to offer."""
    rules = ([DOUBLER_RULE] if doubling else []) + ([VETO_RULE] if vetoing else [])
    explained: dict[str, Any] = {"rule": " ".join(rules), "purpose": DECLARE_PURPOSE}
    if doubling and vetoing:
        return Line("¿Alguien dobla o veta?", **explained)
    if doubling:
        return Line("¿Alguien dobla?", **explained)
    if vetoing:
        return Line("¿Alguien veta?", **explained)
    return Line("¿Todo listo para escribir?", **explained)


DOUBLER_RULE = (
    "Con el doble avanzas el doble de tu apuesta si tu lista vale; una vez por partida, nunca desde una casilla de reto."
)
VETO_RULE = "El veto cambia esta pregunta por la siguiente de la carta; una vez por partida."
DECLARE_PURPOSE = "Ahora se usa un doble o un veto, antes de escribir; si no, a escribir."


def doubles(name: str) -> Line:
    return Line(f"{name} dobla esta pregunta.", f"{name} dobla.")


def vetoes(name: str, face: int) -> Line:
    return Line(f"{name} veta. En su lugar, la pregunta {face}:", f"{name} veta: pregunta {face}.")


def doubler_back(names: Sequence[str]) -> Line:
    plural = "n" if len(names) > 1 else ""
    return Line(f"{spoken_list(names)} recupera{plural} su doble.")


# ---------------------------------------------------------------- the clock, the bids, the reading

# Said after the buzzer when the writing time is up (engine.mechanics.time_up): what a Spanish
# table calls out when the time is over.
PENCILS_DOWN = "¡Tiempo!"  # the first bid question follows at once


def your_bid(name: str, first: bool = True, high: int | None = None) -> Line:
    """The reader's is asked in full, the others by name ("¿Y Beto?"); a repeat is always in full.
    A challenge that caps the bid (`high`) is said with the question, always in full."""
    if high is not None:
        line = Line(f"{name}, ¿tu apuesta, como mucho {high}?", f"{name}, ¿como mucho {high}?")
    else:
        line = each_in_turn(name, Line(f"{name}, ¿tu apuesta?"), first)
    return replace(line, rule=BID_RULE, purpose=BID_PURPOSE)


BID_RULE = (
    "Tu apuesta es cuántas de tus respuestas vas a leer. Si las lees todas, tu ficha avanza esas casillas; "
    "una respuesta que alguien lea antes que tú se tacha de tu lista."
)
BID_PURPOSE = "La apuesta de cada uno, por turno; luego se leen las listas, empezando por la apuesta más baja."
# Said the first time, with the first bid question, when teaching (engine/teaching.py).
# Issue 38's Spanish table: the steps one after another, and why the bid is written first.
BID_TAUGHT = (
    "Ahora cada uno apuesta cuántas respuestas leerá. Primero la apunta, "
    "para no cambiarla al oír otras; después, por turno, la dice. Lee primero la apuesta más baja."
)


def challenge_reminder(names: Sequence[str], instruction: str) -> Line:
    """The round's challenge again, just before the lists are read: "Ojo" suits one player or several."""
    who, what = spoken_list(names), _lowered(instruction)
    return Line(f"Ojo, {who}: {what}", f"{who}: {what}")


def read_in_order(
    bids: Sequence[tuple[str, int, bool]], first_round: bool = True, reminder: Line | None = None, taught: bool = False
) -> Line:
    """The reading order with each bid (a doubler says so), any challenge to mind, then one question
    once everyone has read, answered "Sí" or with whose list fell short.

    "Orden de lectura:" and the bids in the first round; after it "Orden:" and the names alone (the table
    heard each bid a moment ago; the Spanish table missed a lead-in); the long form (a resume) says them
    all. `taught` (the first verdict of a taught game) says the question waits for the reading.
    """
    order = spoken_list([f"{name} {bid}{' doble' if doubled else ''}" for name, bid, doubled in bids])
    mind, mind_short = (f" {reminder.text}", f" {reminder.brief}") if reminder else ("", "")
    explained: dict[str, Any] = {"rule": VALID_RULE, "purpose": READ_PURPOSE}
    if first_round:
        asked = THEN_TELL_ME if taught else ALL_REACHED
        return Line(f"Orden de lectura: {order}.{mind} {asked}", f"Orden: {order}.{mind_short} {ALL_REACHED}", **explained)
    names = spoken_list([f"{name}{' doble' if doubled else ''}" for name, _, doubled in bids])
    return Line(f"Orden: {names}.{mind} {ALL_REACHED}", long=f"Orden de lectura: {order}.{mind} {ALL_REACHED}", **explained)


# "¿Todo válido?" did not say what it asks (issue 38): whether each list reached its bid.
ALL_REACHED = "¿Todos llegan a su apuesta?"
THEN_TELL_ME = "Al terminar de leer: ¿todos llegan a su apuesta?"


VALID_RULE = (
    "Una respuesta vale si encaja con la pregunta y nadie la leyó antes; si hay dudas, vota la mesa, "
    "y el empate la da por buena. Una lista que no llega a su apuesta no avanza."
)
READ_PURPOSE = "Las listas se leen en este orden; después se dice qué lista no llegó, si alguna, y las fichas avanzan."
# Said the first time, before the reading order, when teaching.
READ_TAUGHT = "Cada uno lee tantas respuestas como apostó; quien tenga la misma, la tacha."
# Said with the line-up, the first time, when teaching: why the order of the fichas on a space matters.
# Whose answers come first, said of players (a ficha reads nothing); the lower ficha is the later arrival.
TIE_TAUGHT = "Se apilan así: con apuestas iguales, lee antes quien esté más cerca de la salida, y luego quien esté más abajo."
# Said when a ficha first lands on a space with fichas on it, when teaching, before the standings say the stack.
STACK_TAUGHT = "Una ficha que llega a una casilla ocupada se pone debajo de las demás."


# The answers to "¿Todos llegan a su apuesta?", as UP and DOWN say them: yes, or whose list fell short.
ALL_VALID = "Sí"


def fell_short(name: str) -> str:
    """ "Falla Bob": short, as UP and DOWN say it and a table says it ("No, la de Bob" took longer)."""
    return f"Falla {name}"


def several_short(readers: int) -> str:
    """More than one list fell short: with two readers that is both of them."""
    return "Fallan las dos" if readers == 2 else "Fallan varias"


# Said after "Fallan varias": the lists are then judged one reader at a time.
LIST_BY_LIST = Line("Entonces, lista por lista.")


def read_your_list(name: str, bid: int, doubled: bool) -> Line:
    """Asks whether the list reached its bid, as "¿Todos llegan a su apuesta?" does: "¿Todas válidas?"
    had a table say yes for a list whose answers were good but too few (session 46)."""
    double = " para avanzar doble" if doubled else ""
    explained: dict[str, Any] = {"rule": VALID_RULE, "purpose": LIST_PURPOSE}
    return Line(f"{name}, lee tu lista{double}. ¿Llega a {bid}?", f"{name}, ¿llega a {bid}?", **explained)


LIST_PURPOSE = "Lista por lista: sí si llega a su apuesta, y esa ficha avanza; luego la siguiente."


# ---------------------------------------------------------------- standings and the end


def round_standings(places: Sequence[tuple[str, int]], finish: int) -> Line:
    """After every round: each cube and its space, from the front, and how far the front has to go."""
    stacks = _stacks(places)
    front = _stack(*stacks[0], finish, to_go=True)
    rest = ", ".join(_stack(space, names, finish, to_go=False) for space, names in stacks[1:])
    return Line(f"{front}; {rest}." if rest else f"{front}.", f"{_positions(places, finish, to_go=False)}.")


def standings(places: Sequence[tuple[str, int]], finish: int, tokens: Line | None = None) -> Line:
    """Every cube from the front with its distance to the finish, then (in the report) who still holds a token."""
    extra = " " + tokens.text if tokens else ""
    short = " " + tokens.brief if tokens else ""
    return Line(f"Clasificación: {_positions(places, finish)}.{extra}", f"{_positions(places, finish, to_go=False)}.{short}")


# Why the winner is the winner when more than one cube crossed the finish (the tie-breaks, in order).
FURTHEST = "por llegar más lejos tras la meta"
BIGGEST_MOVE = "al desempatar en cabeza por el mayor avance de la ronda"
SAME_MOVE = "empatados en cabeza y con el mismo avance en la ronda"


def winners(names: Sequence[str], why: str = "") -> Line:
    """The result; ``why`` explains a tie-break when several cubes finished, so nobody feels robbed."""
    reason = f", {why}" if why else ""
    if len(names) == 1:
        return Line(f"¡{names[0]} gana {TITLE}{reason}!", f"Gana {names[0]}.")
    who = "los dos" if len(names) == 2 else "todos"
    return Line(
        f"{spoken_list(names)} comparten la victoria{reason}: ¡a chocar esos cinco!",
        f"Ganan {who}: {spoken_list(names)}.",
    )


ABOUT_TO_START = Line(f"{TITLE}, a punto de empezar.")


def reading_now(round_number: int, reader: str, asked: str = "", bids: Sequence[tuple[str, int]] = ()) -> Line:
    """Where the round stands; once the question is known, the question too, and the bids entered so far.
    `reader` is "" when the question that follows names the reader ("Pregunta Beto.")."""
    if not reader:
        return Line(f"{TITLE}, ronda {round_number}.", f"Ronda {round_number}.")
    if asked:
        entered = f" Apuestas hasta ahora: {', '.join(f'{name} {bid}' for name, bid in bids)}." if bids else ""
        return Line(
            f"{TITLE}, ronda {round_number}. Pregunta de {reader}: {_sentence(asked)}{entered}",
            f"Ronda {round_number}: {asked}",
        )
    return Line(f"{TITLE}, ronda {round_number}, pregunta {reader}.", f"Ronda {round_number}, pregunta {reader}.")


# ---------------------------------------------------------------- settings refused

NO_QUESTION_CARDS = "No hay cartas de preguntas para jugar."
SIX_QUESTIONS = "Cada carta de preguntas necesita exactamente seis preguntas."
NO_CHALLENGE_CARDS = "No hay cartas de reto para jugar."
HEAD_STARTS_FOR_ALL = "Da ventaja a todos los jugadores o a ninguno."
HEAD_START_ON_TRACK = "Con su ventaja, la ficha debe quedar entre la salida y la meta."
VARIANT_TWICE = "Cada variante se puede elegir solo una vez."
AGE_IS_WHOLE = "Una edad es un número entero de años, como 9 o 35."


def timer_too_short(least: int) -> str:
    return f"El tiempo debe ser de al menos {count(least, 'segundo')}."


def unknown_variant(name: str, variants: Sequence[str]) -> str:
    return f"Variante desconocida {name!r}; las variantes son: {', '.join(variants)}."


# The letters are what the track strings are written in (N, C): they stay, explained in Spanish.
_TRACK_LETTERS = "N (normal) y C (con reto)"


def track_letters(track: str) -> str:
    return f"El recorrido {track!r} no es válido: un recorrido es una serie de casillas {_TRACK_LETTERS}, como NNNNNNNNCCCC."


def challenge_too_early(track: str) -> str:
    return f"El recorrido {track!r} no es válido: las tres primeras casillas tras la salida deben ser normales, no de reto."


def unknown_track(name: str, tracks: Sequence[str]) -> str:
    return (
        f"Recorrido desconocido {name!r}: usa uno de {', '.join(tracks)}, "
        f"o una serie de casillas {_TRACK_LETTERS}, como NNNNCNNNNCCC."
    )


def ages_for_each(players: int, given: int) -> str:
    return f"Da una edad para cada uno de los {players} jugadores, no {given}."


# ---------------------------------------------------------------- setup questions

ARE_CHILDREN_PLAYING = "¿Juegan niños?"
ADULTS_TOO = "¿Y también adultos? Entonces uso preguntas para todas las edades; si no, las azules, para niños."
WHICH_QUESTIONS = "¿Qué tipo de preguntas?"
# Said by what the questions are like, not by the colour of a box a player may never have seen.
# The keys are the deck choices the setup stores: they stay as they are. "Para mayores", not "de adultos",
# which a Spanish table reads as adult content (issue 40).
DECK_LABELS: dict[str, str] = {
    "both": "Cotidianas y para mayores",
    "blue": "Solo cotidianas",
    "red": "Solo para mayores",
    "mixed": "Todas las edades juntas",
}
HOW_LONG_TO_WRITE = "¿Cuánto tiempo para escribir?"
TEAMS = "¿Por equipos? Los compañeros se sientan juntos y cada equipo juega como un solo jugador, con un nombre."
WHICH_TRACK = "¿Qué recorrido?"
# One question before the variants, so a table that plays the plain game answers once, not five times.
# "Echar el ancla" (the box's name, drop anchor) told a Spanish table nothing: "retos para todos" says it.
ANY_VARIANTS = "¿Alguna variante? El doble, el veto, sin dado, retos para todos, ventajas."

# Each variant's yes/no, with the one-line explanation, by setup answer key (the keys stay as they are).
VARIANT_QUESTIONS: dict[str, str] = {
    "doubler": "¿Jugar con el doble? Una vez por partida, cada jugador puede doblar un avance.",
    "veto": "¿Jugar con el veto? Una vez por partida, cada jugador puede cambiar una pregunta por la siguiente.",
    "no_dice": "¿Jugar sin dado? Quien pregunta oye las seis preguntas y elige una.",
    "drop_anchor": "¿Jugar con retos para todos? Todos los que estén en una casilla de reto hacen el reto.",
}
HEAD_STARTS = "¿Ventaja para los más jóvenes? Entonces pregunto la edad de cada uno."
HEAD_START_RULE = "Con 9 años o menos se sale 6 casillas por delante; con 10, 4; con 11, 2."

# Taught or not, what each setup question governs (hold OK) and what it is for (hold GO), by kind of
# answer key (setup_flow._kind): "names" is the names step, "variant" each variant, "age" each age.
TRACK_RULE = (
    "Las fichas van de la salida a la meta. Si al empezar una ronda quien va primero está en una casilla "
    "de reto, le leo una carta de reto y la cumple esa ronda; no hacen falta cartas."
)
VARIANTS_RULE = (
    "El doble: una vez por partida, se dobla un avance. El veto: una vez por partida, se cambia una "
    "pregunta. Sin dado: en vez de tirar yo un dado, quien pregunta elige la pregunta. Retos para todos: todos los que estén en una casilla "
    "de reto hacen el reto. Ventajas: los más jóvenes salen por delante."
)
SETUP_RULES: dict[str, str] = {
    "kids": "Con niños, preguntas cotidianas; una mesa de adultos elige.",
    "decks": "Las preguntas de adultos piden más de lo que sabe un adulto.",
    "timer": "Las reglas dan 30 segundos.",
    "teams": "Un equipo apuesta y lee como un solo jugador.",
    "names": "Las apuestas van por la mesa en el sentido de las agujas del reloj.",
    "track": TRACK_RULE,
    "any_variants": VARIANTS_RULE,
    "head_starts": HEAD_START_RULE,
    "age": HEAD_START_RULE,
}
SETUP_PURPOSES: dict[str, str] = {
    "players": "Cuántos juegan; luego, qué preguntas van con la mesa.",
    "kids": "Qué preguntas van con la mesa; luego, el tiempo para escribir.",
    "adults_too": "Qué preguntas van con la mesa; luego, el tiempo para escribir.",
    "decks": "Las preguntas de cada ronda; luego, el tiempo para escribir.",
    "timer": "Cuánto tiempo se escribe en cada ronda; luego, equipos y nombres.",
    "teams": "Jugadores o equipos; luego, los nombres, en orden por la mesa.",
    "names": "Los nombres que uso, en orden por la mesa; luego, el recorrido.",
    "track": "El recorrido de las fichas; luego, las variantes.",
    "any_variants": "Cambios de reglas para esta partida; con No, la partida empieza con las reglas normales.",
    "variant": "Un cambio de reglas, sí o no; luego el siguiente.",
    "head_starts": "Ventaja para los más jóvenes; con Sí pregunto cada edad.",
    "age": "Una edad, para la ventaja; tras la última, empieza la partida.",
}
# When teaching, the questions that name options a new table cannot know say them (engine/teaching.py).
WHICH_TRACK_TAUGHT = f"{TRACK_RULE} ¿Qué recorrido?"
ANY_VARIANTS_TAUGHT = f"¿Alguna variante? {VARIANTS_RULE} Para una primera partida, mejor que no."
HEAD_STARTS_TAUGHT = f"¿Ventaja para los más jóvenes? {HEAD_START_RULE} Entonces pregunto la edad de cada uno."


def how_old(name: str, team: bool) -> Line:
    """A player's age, or for a team its youngest player's (who sets the head start)."""
    if team:
        return Line(f"¿Cuántos años tiene el más joven del {team_name(name)}?", f"¿Edad del {team_name(name)}?")
    return Line(f"¿Cuántos años tiene {name}?", f"¿Edad de {name}?")


YEARS = "años"

# ---------------------------------------------------------------- the command line and the config
# The option names (--ages) and the track letters (N, C) are what the program reads: they stay.

TRACK_AS_TEXT = 'usa un texto entre comillas de casillas N (normal) y C (con reto), como "NNNNCNNNNCCC"'
AGES_AS_NUMBERS = "--ages pide números enteros separados por comas, por ejemplo 9,11,40"
VARIANT_HELP = "jugar con esta variante (se puede repetir)"
TRACK_HELP = "el nombre de un recorrido, o sus casillas en N y C, por ejemplo NNNNCNNNNCCC"
AGES_HELP = "edades para las ventajas, por orden de asiento, por ejemplo 9,11,40"


# ---------------------------------------------------------------- what BACK takes back
# Said after "Vuelvo atrás:", so the table hears which answer went (engine/phrases_es.taken_back).


def bid_given(name: str, bid: int) -> str:
    return f"la apuesta de {name}, {bid}"


def all_judged(names: Sequence[str] | None) -> str:
    """An answer to "¿Todos llegan a su apuesta?": whose lists fell short ([] none, two names both), None for list by list."""
    if names is None:
        return "no todas las listas válidas"
    if not names:
        return "todas las listas válidas"
    return f"la lista de {names[0]}, no válida" if len(names) == 1 else "ninguna lista válida"


def list_judged(name: str, bid: int, valid: bool) -> str:
    return f"la lista de {name}, {'llega' if valid else 'no llega'} a {bid}"


def pick_given(name: str, face: int) -> str:
    return f"la elección de {name}, pregunta {face}"


def doubler_given(name: str) -> str:
    return f"el doble de {name}"


def veto_given(name: str) -> str:
    return f"el veto de {name}"


def said_entry(deck: str, value: Any) -> list[str]:
    """How a card or challenge is heard, for rendering ahead: each question numbered and bare, a challenge as written."""
    if isinstance(value, str):  # a challenge: said after a colon
        return [_lowered(value)]
    lines: list[str] = []
    for face, text in enumerate(value, start=1):
        lines += [numbered_question(face, text).text, question(text).text]  # the second is also the bare piece
    return lines


def _after(why: str, line: str) -> str:
    """A line with the reason it is said before it (the first time, when teaching), one space between."""
    return f"{why.strip()} {line}" if why.strip() else line
