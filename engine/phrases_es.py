"""Words every game shares, in Spanish: the twin of engine/phrases.py.

Same names and signatures as the English module, written fresh for a Spanish
table (neutral international Spanish, "tú" to a player, short lines: every
one is spoken). Spanish needs more than English from a count: a number ending
in "one" agrees with its noun ("un punto", "veintiuna respuestas", never
"uno punto", which is how a speech engine reads "1 punto"), so such counts are
written in words; every other number stays in digits, as the English lines
keep them (the device renders digits ahead as pieces).

Whole-table instructions avoid "vosotros" and "ustedes" (which split Spain
from the Americas): an infinitive ("¡A escribir!"), "cada uno", or the third
person.
"""

from __future__ import annotations

from typing import Sequence

from engine.core import AskChoice, AskConfirm, AskGo, AskNumber, Input, Line, Prompt

# ---------------------------------------------------------------- numbers in words (private: games import them)

_UNITS = (
    "cero uno dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince dieciséis "
    "diecisiete dieciocho diecinueve veinte veintiuno veintidós veintitrés veinticuatro veinticinco veintiséis "
    "veintisiete veintiocho veintinueve"
).split()
_TENS = {3: "treinta", 4: "cuarenta", 5: "cincuenta", 6: "sesenta", 7: "setenta", 8: "ochenta", 9: "noventa"}
_HUNDREDS = {
    2: "doscientos",
    3: "trescientos",
    4: "cuatrocientos",
    5: "quinientos",
    6: "seiscientos",
    7: "setecientos",
    8: "ochocientos",
    9: "novecientos",
}


def _number_words(n: int, gender: str = "") -> str:
    """A whole number in words. `gender`: "" said alone ("veintiuno"), "m" before a masculine noun
    ("veintiún puntos", "un punto"), "f" before a feminine one ("veintiuna fichas", "doscientas fichas")."""
    if n < 0:
        return "menos " + _number_words(-n, gender)
    if n < 30:
        word = _UNITS[n]
        if n in (1, 21) and gender:
            word = word[:-1] + ("a" if gender == "f" else "")
            if word == "veintiun":
                word = "veintiún"
        return word
    if n < 100:
        tens, units = divmod(n, 10)
        return _TENS[tens] + (f" y {_number_words(units, gender)}" if units else "")
    if n < 1000:
        hundreds, rest = divmod(n, 100)
        if hundreds == 1:
            head = "cien" if not rest else "ciento"
        else:
            head = _HUNDREDS[hundreds]
            if gender == "f":
                head = head[:-2] + "as"
        return head + (f" {_number_words(rest, gender)}" if rest else "")
    if n < 1_000_000:
        thousands, rest = divmod(n, 1000)
        head = "mil" if thousands == 1 else f"{_number_words(thousands, gender or 'm')} mil"
        return head + (f" {_number_words(rest, gender)}" if rest else "")
    return str(n)


# Nouns whose gender their ending does not give away (the nouns these modules count or name).
_FEMININE = {"mano"}
_MASCULINE = {"tema", "día", "mapa", "problema", "sistema"}


def _feminine(noun: str) -> bool:
    """The gender of a noun or a noun phrase ("ficha de apóstrofo"), by its first word."""
    head = noun.split()[0].lower() if noun.split() else ""
    if head in _FEMININE:
        return True
    if head in _MASCULINE:
        return False
    return head.endswith(("a", "ión", "dad"))


_ACCENTS = str.maketrans("áéíóú", "aeiou")


def _plural(noun: str) -> str:
    """The plural of a noun or noun phrase, made on its first word: 'carta de preguntas' -> 'cartas de preguntas'."""
    head, _, rest = noun.partition(" ")
    if head.endswith(("a", "e", "i", "o", "u", "é")):
        head += "s"
    elif head.endswith("z"):
        head = head[:-1] + "ces"
    elif head.endswith(("ón", "án", "én", "ín", "ún", "és")):
        head = head[:-2] + head[-2:].translate(_ACCENTS) + "es"
    else:
        head += "es"
    return f"{head} {rest}" if rest else head


def _agrees(number: int, feminine: bool) -> bool:
    """Whether the digits would be read wrong before this noun: 1, 21, 31..., 101 (not 11), feminine hundreds."""
    if number < 0:
        return False
    last_two = number % 100
    ends_in_one = number % 10 == 1 and last_two != 11
    return ends_in_one or (feminine and number % 1000 >= 200)


def _capitalised(text: str) -> str:
    """The first letter in capitals, past an opening ¿ or ¡."""
    for index, char in enumerate(text):
        if char.isalpha():
            return text[:index] + char.upper() + text[index + 1 :]
    return text


# ---------------------------------------------------------------- the shared words


def count(number: int, noun: str, plural: str = "") -> str:
    """'un punto', '3 puntos', 'veintiuna respuestas', '2 escalones'; an irregular plural is given."""
    word = noun if number == 1 else plural or _plural(noun)
    feminine = _feminine(noun)
    shown = _number_words(number, "f" if feminine else "m") if _agrees(number, feminine) else str(number)
    return f"{shown} {word}"


def _conjunction_y(word: str) -> str:
    """'y', or 'e' before the sound i ('Ana e Inés', 'padre e hijo'), but 'y' before 'hie-' and 'hia-' ('y hielo')."""
    lowered = word.lower()
    if lowered.startswith(("hi", "hí")):
        return "y" if lowered[2:3] in ("a", "e", "o", "u") else "e"
    if lowered.startswith(("i", "í")):
        return "y" if lowered[1:2] in ("a", "e", "o", "u") else "e"
    return "y"


def spoken_list(words: Sequence[str]) -> str:
    """'Rojo', 'Rojo y Azul', 'Rojo, Azul y Verde', 'Ana, Beto e Inés'."""
    words = list(words)
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + f" {_conjunction_y(words[-1])} " + words[-1]


def duration(seconds: int) -> str:
    """'30 segundos', 'un minuto', 'un minuto y medio', '2 minutos y 15': past a minute the seconds go
    without their noun, joined with "y" as a time is said aloud; half a minute is "y medio" ("2 minutos
    30" sounded wrong to a Spanish table, issue 38)."""
    minutes, rest = divmod(seconds, 60)
    if not minutes:
        return count(rest, "segundo")
    if not rest:
        return count(minutes, "minuto")
    return f"{count(minutes, 'minuto')} y {'medio' if rest == 30 else rest}"


def _left(seconds: int) -> str:
    """'Queda' for one minute or one second ("Queda un minuto y medio"), else 'Quedan'."""
    minutes, rest = divmod(seconds, 60)
    return "Queda" if minutes == 1 or (not minutes and rest == 1) else "Quedan"


def seat_order(names: Sequence[str]) -> Line:
    """The seats in order, as one yes/no: one OK accepts them (engine/seating.py)."""
    order = ", ".join(names)
    return Line(f"En sentido horario: {order}. ¿Es el orden de la mesa?", f"En sentido horario: ¿{order}?")


def name_this_seat(after: str | None) -> Line:
    """Picking the names again, one seat after another; `after` is the name of the seat before."""
    if after is None:
        return Line("Elige los nombres en sentido horario, empezando por cualquiera. ¿El primero?", "¿El primero?")
    return Line(f"¿Quién se sienta después de {after}, en sentido horario?", f"¿Después de {after}?")


# each_in_turn moved to engine/in_turn.py (its words: the engine's message each-in-turn); kept here for the
# game phrase modules that import it until they move too (issue 42).
from engine.in_turn import each_in_turn as each_in_turn  # noqa: E402


def time_left(seconds: int) -> Line:
    """A running timer's call, as a table calls it: "¡Un minuto!", "¡10 segundos!" (not "Quedan ...",
    a third longer, heard in every timed round)."""
    said = duration(seconds)
    return Line(f"¡{said[0].upper()}{said[1:]}!", said)  # "un minuto" capitalised; "10 segundos" as it is


def stop(then: str) -> Line:
    """Time is up: the buzzer has said "stop", so the words say only what the table does now."""
    return Line(then)


def reshuffled(cards: str) -> Line:
    """A pile used up and shuffled back in; `cards` names one card ('carta de preguntas', 'tema')."""
    many = _plural(cards)
    if _feminine(cards):
        return Line(f"Ya salieron todas las {many}: las barajo de nuevo.", f"{_capitalised(many)} barajadas.")
    return Line(f"Ya salieron todos los {many}: los barajo de nuevo.", f"{_capitalised(many)} barajados.")


# `who` and `one` are said in the line: their defaults are Spanish words (engine.mechanics.parse_seated
# passes its own English "players"/"player" unless a game gives its words: see the note in tests).
def needs_seats(game: str, low: int, high: int, given: int, who: str = "jugadores") -> str:
    return f"{game} necesita de {low} a {high} {who}, no {given}."


#: Los nombres de los asientos cuando la configuración no da ninguno: colores.
SEAT_NAMES: tuple[str, ...] = ("Rojo", "Azul", "Verde", "Amarillo", "Morado", "Naranja", "Blanco", "Negro")


def how_many(who: str = "jugadores") -> Line:
    """La primera pregunta al preparar: "¿Cuántos jugadores?" (o "jugadores o equipos")."""
    return Line(f"¿Cuántos {who}?", f"¿{who.capitalize()}?")


def unknown_language(language: str, known: Sequence[str]) -> str:
    return f"No hablo el idioma {language!r}; hablo {spoken_list([repr(code) for code in known])}."


def different_names(who: str = "jugador") -> str:
    return f"Cada {who} necesita un nombre distinto."


def incomplete_settings(game: str, error: Exception) -> str:
    return f"Faltan ajustes de {game}: {error}"


def taken_back(what: str = "") -> Line:
    """BACK's answer, with what it took back in the game's words: 'Vuelvo atrás: la apuesta de Ana, 7.'

    Said, not read on a screen: "Deshecho", a screen's word for undo, was
    heard as "desecho" (rubbish) by a Spanish table (issue 37), and a label
    must not agree in gender with what it names.
    """
    if not what:
        return Line("Vuelvo atrás.")
    end = "" if what.endswith((".", "?", "!")) else "."
    return Line(f"Vuelvo atrás: {what}{end}")


#: Said after a value beyond what the game's rules allow (AskNumber.house_rule_above).
HOUSE_RULE = ", regla de la casa"


def beyond_the_rules(prompt: AskNumber, value: int) -> bool:
    return prompt.house_rule_above is not None and value > prompt.house_rule_above


def answer_given(prompt: Prompt, given: Input) -> str:
    """An answer as the table heard it offered: the number with its unit, the option, sí or no."""
    if isinstance(prompt, AskNumber):
        shown = duration(given.value) if prompt.unit == "seconds" else str(given.value)
        shown += HOUSE_RULE if beyond_the_rules(prompt, given.value) else ""
        return f"{prompt.question.brief} {shown}"
    if isinstance(prompt, AskChoice):
        label = next((option.label for option in prompt.options if option.value == given.value), str(given.value))
        return f"{prompt.question.brief} {label}"
    if isinstance(prompt, AskConfirm):
        return f"{prompt.question.brief} {'Sí' if given.value else 'No'}"
    if isinstance(prompt, AskGo) and given.kind == "go":
        return prompt.action or prompt.question.brief
    return ""  # an answer of its own kind (a phone's sheet or vote): the game names it


def nothing_to_take_back() -> str:
    return "Aún no hay nada que deshacer."


def not_taken_back(kind: str) -> str:
    """Why undo stops here, by the kind of the last input: chance, the buzzer, or the device's own move."""
    return {
        "chance": "Eso lo decidió el azar, y el azar no se deshace.",
        "timer": "El tiempo ya se acabó, así que eso no se deshace.",
        "virtual": "Esa jugada la hice yo por mi jugador, y mis jugadas no se deshacen.",
    }[kind]


def name_pieces(name: str) -> list[str]:
    """Las formas en que se dice un nombre, preparadas de antemano como trozos de frases más largas."""
    return [name, f"Equipo {name}", f"de {name}"]


# ---------------------------------------------------------------- ¿fueron justos los dados? (engine/fairness.py)

_FACES_BY_NUMBER = {
    1: "Unos",
    2: "Doses",
    3: "Treses",
    4: "Cuatros",
    5: "Cincos",
    6: "Seises",
    7: "Sietes",
    8: "Ochos",
    9: "Nueves",
}


def die_face(face: str, shape: str) -> str:
    """Una cara como la llama la mesa, en plural: 'Seises', 'Cruces', 'La letra W'."""
    if shape == "number":
        return _FACES_BY_NUMBER.get(int(face), f"El {face}")
    if shape == "cross":
        return "Cruces"
    return f"La letra {face}" if face.isalpha() and len(face) == 1 else f"La cara {face}"


def on_die(named: str, mark: str | None) -> str:
    """Una cara que comparten dos dados, con el dado nombrado por una cara que solo tiene él: 'Unos en el dado del 7'."""
    return f"{named} en el dado del {mark}" if mark else f"{named} en uno de los dados"


def dice_fit(named: str, came: int, rolls: int, expected: int, unusual: bool) -> str:
    """La respuesta a «¿fueron justos los dados?»: la cara que más se aparta y lo que dice la prueba."""
    verdict = "Raro en dados justos." if unusual else "Nada raro."
    about = "una" if expected == 1 else f"unas {expected}"
    return f"{named}: {came} de {count(rolls, 'tirada')}; unos dados justos darían {about}. {verdict}"


def too_few_rolls(rolls: int, needed: int) -> str:
    """Antes de que un dado tenga tiradas suficientes para la prueba: cuántas hay y cuántas hacen falta."""
    return f"Solo {count(rolls, 'tirada')} por ahora: muy pocas para juzgar los dados. Hacen falta unas {needed}."


NO_ROLLS_YET = "Aún no se ha tirado ningún dado en esta partida."


# ---------------------------------------------------------------- how text is folded
# A set, never said (engine/text.py): accents fold as a Spanish table reads them (árbol is on A,
# pingüino is pinguino), but the ñ is a letter of the alphabet: "ñandú" is not on N, and "uñas"
# is not "unas".
OWN_LETTERS = frozenset({"ñ"})


# Antes de los nombres que se ofrecen, si se explica (engine/teaching.py): una mesa nueva no sabía quién es Rojo.
NAMES_TAUGHT = "Estos nombres son para la partida, uno para cada uno, empezando por quien me tiene en la mano."


def first_game(title: str) -> Line:
    """Setup's first question when the device offers teaching (engine/teaching.py)."""
    return Line(
        f"¿Primera partida de {title}? Explico las reglas sobre la marcha.",
        rule="Sí: explico cada regla la primera vez que cuenta. No: solo arbitro.",
        purpose="Activa o no la explicación de las reglas; luego vienen las preguntas del juego.",
    )
