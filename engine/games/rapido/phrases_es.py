"""Rapido's words, in Spanish: the twin of phrases.py, same names and signatures.

A roll is said the way Spanish players say it ("sesenta y dos", "veintiuno"),
a die face by its number word ("seis") or "cruz". The dice fields are
"casillas", the staircase's steps "escalones", Start "la salida" and the
finish "la meta". The main actions are infinitives, so the device's hint reads
"Pulsa GO para tirar." No line names a button.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Sequence

from engine.core import Line
from engine.phrases_es import _capitalised, _number_words, count, spoken_list

TITLE = "Rapido"  # the name on the box, kept in every language (the history export groups games by it)

# ---------------------------------------------------------------- settings the game refuses
# (seat counts, distinct names and incomplete settings are shared: engine/phrases_es.py)

VARIANT_NEEDS_TWO = "La variante para dos es solo para dos jugadores."
DEVICE_SEATS_DIFFER = "Los jugadores que llevo yo deben ser puestos distintos de la mesa."
STARTER_IS_SEATED = "Quien empieza debe ser uno de los puestos."


def staircase_needs(low: int, high: int) -> str:
    return f"La escalera necesita de {low} a {high} escalones."


# ---------------------------------------------------------------- teaching (engine/teaching.py, issue 38)
# Solo cuando la mesa pidió que le explique: la apertura antes del primer turno, cada regla una vez
# por partida justo antes de la decisión que rige, cada resultado la primera vez que ocurre.

TEACH_NEEDS = "No hace falta nada en las manos: yo tiro los dados y llevo el tablero."
# Las caras de los dos dados (rules.DIE_A, rules.DIE_B) y cómo se lee una tirada: lo dice la apertura, y OK
# mantenido en un turno, se enseñe o no; una mesa que nunca vio los dados no sabía qué podía salir (issue 38).
ROLL_RULE = (
    "Un dado tiene 1, 2, 3, 4, 7 y una cruz; el otro, 1, 2, 3, 5, 6 y una cruz. "
    "El dado mayor son las decenas: seis y dos son sesenta y dos."
)
# Los dobles van aquí y no en los primeros dobles: una mesa los aprendió solo al salirle unos (sesión 46).
# "Yo llevo el tablero" y "yo tiro los dados" los dice ya TEACH_NEEDS, en la preparación. Los dobles, con que el
# turno sigue, y las casillas, que son de todos (sesión 46, ronda tres).
TEACH_OPENING = (
    "Rapido es una carrera de dados escalera arriba; gana quien llegue antes a lo alto. "
    f"{ROLL_RULE} Con dobles, subes lo que marca un dado y sigues. Pones tu número en una de las casillas de todos, "
    "del 0 al 5, y en tu siguiente turno subes lo que marque la casilla."
)
# Antes de la primera decisión entre tirar otra vez o poner, todo junto (y con OK mantenido en ella, se enseñe
# o no): qué cabe en una casilla y para qué es la 0 se oían solo con OK mantenido, y luego otra vez en el turno
# siguiente (sesión 46). Lo que se pone es "un número": "par" sonaba raro a una mesa española.
ROLL_AGAIN_RULE = (
    "Si vuelves a tirar, el número nuevo sustituye a este, sea mayor o menor; "
    "pero desde la segunda tirada, una cruz acaba tu turno y bajas un escalón por cada cruz."
)
# «Por debajo de otros pares» se entendió como un sitio en la mesa, no el número de la casilla (issue 38).
PLACE_RULE = (
    "Si lo pones, acaba tu turno. En las casillas 1 a 5 cabe un número en cada una, en la 0 todos los que haya, "
    "y echas a cualquier número igual o menor que esté en una casilla más alta."
)
FIELD_ZERO_RULE = "La casilla 0 no sube nada, pero de ella no te echa nadie."
THROWN_OUT_RULE = "Un número echado no sube nada."
SCORE_RULE = "Un número que sigue en su casilla cuando le toca a su dueño sube esos escalones y deja libre la casilla."
# Por qué subió la ficha con dobles, con OK mantenido en la decisión siguiente (la apertura lo enseña).
DOUBLE_RULE = "Con dobles se sube en el acto lo que marca un dado, y el turno sigue."
VARIANT_RULE = (
    "En la variante solo subes cuando tus dos pares están en casillas, lo que sumen las dos, "
    "y tus propios pares nunca se echan entre sí."
)


def placing_taught(name: str, spot: int) -> Line:
    """The first placing of a game on fields 1 to 5, said as a result: what the pair just placed will do
    (field 0's is FIELD_ZERO_RULE)."""
    return Line(f"Si sigue ahí en el próximo turno de {name}, {name} sube {spot}.")


def out_named(names: Sequence[str]) -> Line:
    """Who a player's placing threw out, said while teaching (a cue says it otherwise): 'Fuera Beto y Dani.'"""
    return Line(f"Fuera {spoken_list(list(names))}.")


# ---------------------------------------------------------------- setup

VARIANT_QUESTION = "¿Variante para dos, con dos pares de dados cada uno?"
VARIANT_TAUGHT = "En la variante cada uno tiene dos pares de dados, juega uno por turno y sube cuando los dos están en casillas."
# The referee speaks as "yo" everywhere ("Turno de Verde; lo juego yo."), so setup does too.
BOTS_QUESTION = Line("¿Cuántos jugadores llevo yo?", "¿Cuántos llevo yo?")
BOTS_TAUGHT = "Puedo llevar yo algunos jugadores: tiro y elijo por ellos."
BOTS_RULE = "Tiro y elijo por los jugadores que llevo, y digo cada jugada; con 0, la mesa juega todos los puestos."
# Dicha como una elección, para que la mesa sepa que sigue una lista (sesión 46).
YOUNGEST_QUESTION = "¿Quién empieza: el más joven, o por sorteo?"
YOUNGEST_RULE = "Empieza el más joven y se sigue en el sentido de las agujas del reloj; o sorteo quién empieza."
# A menu item, spoken on its own among the names: capitalised like them.
DRAW_AT_RANDOM = "Por sorteo"  # the question's own words: "Al azar" did not answer "¿o por sorteo?" (session 46)
STEPS_QUESTION = Line("¿Cuántos escalones hasta la meta?", "¿Escalones?")
# «La escalera de la caja» no decía nada a una mesa sin caja (issue 38): qué dibujar, en dos frases.
# Sin casillas: aún no se había dicho ninguna regla (sesión 46); la apertura dice qué son.
STEPS_TAUGHT = "Para seguirlo en papel, se dibuja una columna de escalones de la salida a la meta. Lo normal son 21; con menos, la carrera es más corta."
STEPS_RULE = "La escalera normal tiene 21 escalones de la salida a la meta; gana la primera ficha que llegue a la meta."

# Para qué es cada pregunta de la preparación, y qué viene luego (GO mantenido: "¿y ahora qué?").
# «Los míos incluidos» dejaba dudar si el árbitro ocupa un puesto más (sesión 46).
PLAYERS_PURPOSE = "Cuántos puestos hay en total, contando los que lleve yo; luego cuántos llevo y los nombres."
VARIANT_PURPOSE = "Con dos jugadores: un par de dados cada uno, o dos; luego cuántos llevo yo."
BOTS_PURPOSE = "Cuántos de los puestos llevo yo; luego los nombres y quién empieza."
NAMES_PURPOSE = "Quién se sienta dónde, en el sentido del reloj, para llamar cada turno por su nombre; luego quién empieza."
YOUNGEST_PURPOSE = "Quién hace el primer turno; luego lo larga que es la escalera."
STEPS_PURPOSE = "Lo larga que es la carrera; luego, el primer turno."

# The command line's help for the game's own options.
BOTS_HELP = "cuántos jugadores lleva el propio árbitro"
VARIANT_HELP = "dos colores de dados por jugador"

# ---------------------------------------------------------------- numbers, faces, fields, steps


def number_words(n: int) -> str:
    """0..99 in words, so a roll is heard the way players say it: 'sesenta y dos', 'veintiuno'."""
    return _number_words(n)


def face_word(face: int | None) -> str:
    """A die face as spoken; None is the cross."""
    return "cruz" if face is None else _number_words(face)


def spoken_faces(high: int | None, low: int | None) -> str:
    """The two faces, higher first as the value reads them: 'Seis y dos'."""
    return _capitalised(spoken_list([face_word(high), face_word(low)]))


def fields_phrase(fields: Sequence[int]) -> str:
    """'la casilla 3', 'las casillas 1 y 4', or 'la casilla 0, los dos pares' when they share it."""
    if len(fields) == 1:
        return f"la casilla {fields[0]}"
    if len(set(fields)) == 1:
        return f"la casilla {fields[0]}, los dos pares"
    return "las casillas " + spoken_list([str(spot) for spot in fields])


def step_name(step: int, finish: int) -> str:
    if step <= 0:
        return "la salida"
    if step >= finish:
        return "la meta"
    return f"el escalón {step}"


def standing(step: int, finish: int) -> str:
    return f"en {step_name(step, finish)}"


def _to(place: str) -> str:
    """'a' before a place, contracted before 'el': 'al escalón 5', 'a la meta'."""
    return "al " + place[3:] if place.startswith("el ") else f"a {place}"


# ---------------------------------------------------------------- chance draws and the device's moves (transcript)

DRAW_WHO_STARTS = "sortear quién empieza"


def dice_of(name: str) -> str:
    return f"tirar los dados de {name}"


def choice_of(name: str) -> str:
    return f"elección de {name}"


# ---------------------------------------------------------------- a turn

# The main action of a turn, which the front end names with its own button ("Pulsa GO para tirar.").
ROLL_ACTION = "tirar"

# Los dados los tiro yo, como dijo la preparación: "empieza tirando tus dos dados" lo contradecía (sesión 46).
TURN_PURPOSE = "Tu turno empieza cuando tiro tus dados; luego eliges: volver a tirar o poner el número."
DEVICE_TURN_PURPOSE = "Este puesto lo juego yo, tiro y elijo por él; la mesa solo deja que empiece su turno."


def start_round(round_: int) -> str:
    """The main action of a round's first turn: the front end says it ("Pulsa GO para empezar la ronda 2.")
    and a phone shows it on its button, so every round says what to press, taught or not (issue 38)."""
    return f"empezar la ronda {round_}"


def device_turn(name: str) -> Line:
    """A seat the device plays: said so the table knows nobody has to decide anything for it."""
    return Line(f"Turno de {name}; lo juego yo.", f"Turno de {name}.", rule=ROLL_RULE, purpose=DEVICE_TURN_PURPOSE)


def roll_for(name: str) -> str:
    """The main action that starts a device seat's turn right after a player's: until it,
    the player's last answer can still be taken back."""
    return f"tirar por {name}"


def your_turn(name: str) -> Line:
    """Every turn, the first one too, by name (issue 37: "Te toca." after a climb left the table asking whose).
    "Tira Cati." as a table calls a dice turn: 0.25 s shorter than "Turno de Cati.", heard every turn,
    which pays for a round's first turn saying what to press (issue 38; docs/performance.md)."""
    return Line(f"Tira {name}.", rule=ROLL_RULE, purpose=TURN_PURPOSE)


CROSS_RULE = "En la primera tirada, la cruz vale cero."


def rolled(high: int | None, low: int | None, value: int, crossed: bool, explain: bool = False) -> Line:
    """The faces and what they are worth. A first roll's cross still counts, which is explained
    (`explain`) the first time in a game, before the choice it governs, and on every repeat."""
    spoken = number_words(value)
    said = f"{spoken_faces(high, low)}: {spoken}."
    return Line(
        f"{said} {CROSS_RULE}" if explain else said,
        f"{_capitalised(spoken)}.",
        long=f"{said} {CROSS_RULE}" if crossed else "",
    )


def crossed_out(
    high: int | None, low: int | None, crosses: int, name: str, down: int, step: int, finish: int, next_name: str
) -> Line:
    """A later roll with a cross: the turn is lost, and the piece goes down (never below the start).

    Who plays next is not named here: the next line is their turn, by name.
    """
    if down:
        moved = f"{name} baja {count(down, 'escalón', 'escalones')}, hasta {step_name(step, finish)}."
    else:
        moved = f"{name} ya está en la salida y se queda ahí."
    what = "¡una cruz!" if crosses == 1 else "¡dos cruces!"
    return Line(f"{spoken_faces(high, low)}: {what} {moved}", f"¡Cruz! {name} {standing(step, finish)}.")


ROLL_OR_PLACE = "¿Tiras o pones?"  # "pones": where a pair is put down; shorter, said every turn of round 1
WHERE = "¿Dónde?"
DECIDE_RULE = f"{ROLL_AGAIN_RULE} {PLACE_RULE} {FIELD_ZERO_RULE}"
MENU_TAUGHT = "Te ofrezco las casillas libres del 0 al 5, luego tirar otra vez, cómo va cada uno y las probabilidades; al final se vuelve al principio."
WHERE_TAUGHT = "Desde ahora solo pregunto: ¿dónde? Puedes seguir tirando."


def decide_purpose(value: int) -> str:
    """What the choice is for, with the number held: GO mantenido no lo decía (sesión 46)."""
    return (
        f"Quédate con el {number_words(value)} poniéndolo en una casilla, o vuelve a tirar por otro; luego, el turno siguiente."
    )


def decide(name: str, value: int, taught: bool = False, bonus: int = 0) -> Line:
    """Asked after every valid roll, whose own line has just said the value: so not again.

    Round 1 asks "¿Tiras o pones?"; from round 2 (`taught`) just "¿Dónde?",
    since GO rolling again was heard then (issue 37). A repeat gives the long
    form and the rule (which hold OK adds), what each choice does, with the
    number said once, by the roll's own repeat. A new roll replaces the
    number, higher or lower: not "para superarlo" (issue 38).
    After dobles (`bonus`) hold OK says first why the piece climbed (session 46).
    """
    return Line(
        WHERE if taught else ROLL_OR_PLACE,
        long=f"{name}: ¿tiras o pones?",
        rule=f"{DOUBLE_RULE} {DECIDE_RULE}" if bonus else DECIDE_RULE,
        purpose=decide_purpose(value),
    )


ROLL_AGAIN = "Tirar otra vez"
# Las dos peticiones tras las casillas, dichas como peticiones (issue 38).
THE_ODDS = "Oír las probabilidades"  # con mayúscula, como toda opción (sesión 46)
WHERE_EVERYONE_STANDS = "Oír cómo va cada uno"


def field_option(spot: int, victims: Sequence[str], later: bool = False) -> str:
    """A field on offer, with the pairs placing there would throw out: 'Casilla 3, fuera Ana'
    (heard at every step through the fields: four words, not "casilla 3, echa a Ana").

    From round 2 (`later`), when "casilla" has been heard every turn of round 1,
    as a table says it: "¿Dónde? La 3, fuera Ana." (0.4 s less a field heard,
    which pays for a round's first turn saying what to press, issue 38).
    Capitalised like every value on offer ("Sí", a name): "¿Dónde? la 5" read wrong (session 46)."""
    field = f"La {spot}" if later else f"Casilla {spot}"
    return field + (f", fuera {spoken_list(victims)}" if victims else "")


def pair_on(owner: str, spot: int | None) -> str:
    """In the variant a player has two pairs, so a pair is named by its field too."""
    return f"el par de {owner} en la casilla {spot}"


def in_36(chance: Fraction) -> str:
    """A chance as a count on the 36 rolls, short: '11 de 36'."""
    return f"{int(chance * 36)} de 36"


def odds(value: int, cross: Fraction, better: Fraction, threats: Sequence[tuple[int, Sequence[str]]]) -> Line:
    """The risk of rolling on, and who each field would throw out: (field, victims) from the top.

    Two short figures, the likelier outcome first; then the throw-outs, which
    only matter when there are any.
    """
    figures = [(cross, f"Cruz: {in_36(cross)}.")]
    if better:  # "Más de setenta y seis: 0 de 36" no decía nada (sesión 46)
        figures.append((better, f"Más de {number_words(value)}: {in_36(better)}."))
    figures.sort(key=lambda figure: figure[0], reverse=True)
    parts = [text for _, text in figures]
    parts += [f"Casilla {spot}, fuera {spoken_list(out)}." for spot, out in threats]  # as the fields on offer say it
    return Line(" ".join(parts), " ".join(parts[:2]))


def places(name: str, value: int, spot: int) -> Line:
    """My own player's placing: the table heard no option, so who, what and where."""
    return Line(f"{name} coloca {number_words(value)} en la casilla {spot}.", f"{name}: casilla {spot}.")


def placed(value: int, spot: int) -> Line:
    """A player's placing, said once it is made: the record a table without dice keeps (issue 37).
    Whose turn it is was just said, and who goes was said with the field chosen: a cue marks each.
    "en la 3", as a table says it once "casilla 3" has been heard (0.5 s less than "en la casilla 3").

    Formatted with str.format, not an f-string: the docs' quote check
    (tests/referee_lines.py) reads an f-string's fixed words as the line, and
    "en la" alone would vouch for any sentence holding it; the goldens vouch
    for this line instead."""
    return Line("{value} en la {spot}.".format(value=_capitalised(number_words(value)), spot=spot))


def thrown_out(owner: str, lost: int, spot: int) -> Line:
    """Whose pair goes when my own player places: the table heard no option naming it."""
    return Line(f"Fuera el {number_words(lost)} de {owner}.", f"Fuera {owner}.")


def rolls_again(name: str) -> Line:
    return Line(f"{name} vuelve a tirar.", "Otra vez.")


# ---------------------------------------------------------------- climbing the staircase
# Why a piece climbs is a clause ("Dobles: sube"); where it lands completes the sentence.


def no_steps(name: str, fields: Sequence[int]) -> Line:
    return Line(f"{name}: ningún escalón por {fields_phrase(fields)}.", f"{name}: ningún escalón.")


def scored(name: str, fields: Sequence[int], gained: int) -> str:
    """'Cati sube 5': a field is worth its number in steps, so one pair's climb names its field.
    The variant's two pairs name theirs: 'Ana sube 6 por las casillas 2 y 4'."""
    return f"{name} sube {gained}" + (f" por {fields_phrase(fields)}" if len(fields) > 1 else "")


def double(name: str, bonus: int) -> str:
    """'Dobles: Azul sube' and where to, 'al escalón 5': "sube un escalón al escalón 5" said the step twice, and
    the dice just heard ("Uno y uno") say how many; "Dobles: sube" alone read as a command (sesión 46)."""
    return f"Dobles: {name} sube"


def climbed(why: str, name: str, step: int, finish: int) -> Line:
    """'Cati sube 3 al escalón 3.': sin coma, cuya pausa costaba 0,3 s cada subida (issue 38)."""
    return Line(f"{why} {_to(step_name(step, finish))}.", f"{name}, {_to(step_name(step, finish))}.")


def finishes(why: str, name: str) -> Line:
    return Line(f"{why}, ¡hasta la meta!", f"¡{name} llega a la meta!")


def wins(name: str) -> Line:
    return Line(f"¡{name} llega a lo alto de la escalera y gana Rapido!", f"Gana {name}.")


# ---------------------------------------------------------------- reports

ABOUT_TO_DRAW = Line("Rapido, a punto de sortear quién empieza.", "Rapido.")


def where_turn(round_: int, name: str) -> Line:
    return Line(f"Rapido, ronda {round_}, turno de {name}.", f"Ronda {round_}, {name}.")


def standings(rows: Sequence[tuple[Sequence[str], int, Sequence[tuple[int, int]]]], finish: int) -> Line:
    """Every seat, leader first: (names, step, (field, value) of each pair lying out); seats on one
    step with nothing out share a row: "Rojo, Azul y Amarillo en la salida" (rules.py `_rows`).

    The value on a field is what the next roll must reach to throw it out, so
    the track is heard with it: "Azul en el escalón 9, sesenta y dos en la casilla 3".
    """
    parts = [
        f"{spoken_list(list(names))} {standing(step, finish)}"
        + "".join(f", {number_words(value)} en la casilla {spot}" for spot, value in lying)
        for names, step, lying in rows
    ]
    short = ", ".join(f"{spoken_list(list(names))} {standing(step, finish)}" for names, step, _ in rows)
    return Line("Clasificación: " + "; ".join(parts) + ".", short + ".")


# ---------------------------------------------------------------- what BACK takes back
# Said after "Vuelvo atrás:", so the table hears which answer went (engine/phrases_es.taken_back).


def field_chosen(name: str, spot: int) -> str:
    return f"la elección de {name}, casilla {spot}"


def spoken_pieces() -> list[str]:
    """The pairs of dice as they are said ("sesenta y dos"), 0 to 99: pieces of the roll lines."""
    return [number_words(n) for n in range(100)]
