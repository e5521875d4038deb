"""What is left of the engine's shared words in Spanish: nothing of its own (issue 42).

The engine's words are its message files now (engine/messages/es.ftl and
es.toml, docs/dev/words.md). These few names, and the private helpers they
need, stay only until the game rooms and the device move: their phrase
modules still import them. The lead deletes this file once they have.
"""

from __future__ import annotations

from typing import Sequence

from engine.core import Line

# ---------------------------------------------------------------- kept for the game phrase modules until they move
# numbers in words (private: games import them)

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


from engine.in_turn import each_in_turn as each_in_turn  # noqa: E402


def reshuffled(cards: str) -> Line:
    """A pile used up and shuffled back in; `cards` names one card ('carta de preguntas', 'tema')."""
    many = _plural(cards)
    if _feminine(cards):
        return Line(f"Ya salieron todas las {many}: las barajo de nuevo.", f"{_capitalised(many)} barajadas.")
    return Line(f"Ya salieron todos los {many}: los barajo de nuevo.", f"{_capitalised(many)} barajados.")
