"""Everything Dabble says or asks, in Spanish: the twin of phrases.py, same names and signatures.

Tiles are "fichas" on a "atril", the subject a "tema", a challenge a
"desafío". Lines for the whole table avoid "vosotros"/"ustedes" ("Cada uno
toma 20 fichas"), and never take the singular "tú" ("toma 20" said to four
players, issue 37); a line to one player uses "tú". Nothing here names a
button: a main action is an infinitive the device puts after "Pulsa GO para".
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Mapping, Sequence

from engine.core import Line
from engine.games.dabble import tiles
from engine.games.dabble.scoring import UNUSED_APOSTROPHE_POINTS, Parts, same_points, scores_said
from engine.phrases_es import count, each_in_turn, reshuffled, spoken_list

TITLE = "Dabble"  # the name on the box, kept in every language (the history export groups games by it)

# How setup, the seat checks and the settings errors name the seats: a seat may be one player or a team.
SEATS = "jugadores o equipos"
SEAT = "jugador o equipo"

# The unit shown after every value entered: all of them are points counted off tiles.
POINTS_UNIT = "puntos"

# The subject pile's cards, in the singular, for the shared reshuffle note ("Ya salieron todos los temas...").
SUBJECT_CARD = "tema"
SUBJECTS_RESHUFFLED = reshuffled(SUBJECT_CARD)  # said before a draw that first shuffles them back in

# What the buzzer's "Stop!" is followed by.
HANDS_OFF = "¡Manos quietas!"  # after the buzzer: the tiles are what the table's hands are on

# Spanish words have no apostrophe, and a player must use all 20 tiles to finish: an apostrophe
# tile drawn could never be played, so the two come out of the bag (draw_tiles says so) and the
# referee asks nothing about them (rules.py). The lines about apostrophes below are the English
# module's twins and are never said in a Spanish game.
APOSTROPHES = False

# ---------------------------------------------------------------- numbers


def _number(value: int) -> str:
    """Speech engines read "-4" unreliably; a penalty can make a score negative."""
    return f"menos {-value}" if value < 0 else str(value)


def _points(value: int) -> str:
    """'un punto', '35 puntos', 'menos 4 puntos': the plural follows the size, not the sign."""
    return ("menos " if value < 0 else "") + count(abs(value), "punto")


def _one_of(words: Sequence[str]) -> str:
    """'a, b o c', with 'u' before the sound o ('siete u ocho'): the spoken list of alternatives."""
    words = list(words)
    if len(words) <= 1:
        return "".join(words)
    last = words[-1]
    conjunction = "u" if last.lower().startswith(("o", "ó", "ho", "hó", "8")) else "o"
    return ", ".join(words[:-1]) + f" {conjunction} " + last


def _plural_verb(who: str) -> bool:
    """Whether a subject named as offered ("Todos", "Beto y Cati") takes a plural verb."""
    return who == EVERYBODY or any(joint in who for joint in (" y ", " e ", ", "))


# ---------------------------------------------------------------- settings


WINNING_SCORE_TOO_LOW = "La puntuación para ganar debe ser un número entero mayor que cero."
NO_SUBJECTS = "Los temas están activados, pero no hay temas que sacar."


def timer_too_short(low: int) -> str:
    return f"El tiempo de ronda debe ser de al menos {count(low, 'segundo')}."


# ---------------------------------------------------------------- teaching (engine/teaching.py)
# Said only when the table chose to be taught, each rule once a game, just before the choice it
# governs; the rules (hold OK) and purposes (hold GO) further down are there taught or not.


def _tile_group(letters: str, each: int) -> str:
    """'12 E', 'A, I y O, 9 de cada': how many squares of which letters."""
    if len(letters) == 1:
        return f"{each} {letters}"
    return f"{spoken_list(list(letters))}, {'una' if each == 1 else each} de cada"


def _paper_set() -> str:
    """The letters of a paper set, by their points (engine/games/dabble/tiles.py)."""
    groups = []
    for points, letters in tiles.by_points(spanish=True):
        groups.append(f"De {count(points, 'punto')}: " + "; ".join(_tile_group(group, each) for group, each in letters) + ".")
    return " ".join(groups)


# What the table needs, said once in setup when taught (see phrases.py): which tiles to cut from paper
# only to a table with no set, and the challenge at the first buzzer, not here (it was said four times).
TEACH_NEEDS = (
    "Hacen falta fichas con letras, cada una con sus puntos escritos, una bolsa para sacarlas sin mirar "
    "y un diccionario. "
    "Una palabra vale la suma de los puntos de sus fichas. Las fichas en blanco valen cero y hacen de "
    "cualquier letra. Se juega con las fichas de doble erre, elle y eñe: la doble erre y la elle "
    "cuentan como una sola letra."
)
# Only to a table with a boxed set, after it says so (see phrases.py): a home-made set has no apostrophes.
BOXED_SET = "Los dos apóstrofos de la caja se quedan fuera."
HAVE_TILES = Line(
    "¿Hay un juego de fichas en la mesa?",
    rule="Si no hay, digo qué fichas hacer de papel.",
    purpose="Si hay fichas; con No, digo cómo hacerlas; después, cuántos juegan.",
)
PAPER_SET = (
    f"Se hacen de papel: {tiles.paper_tiles(spanish=True)} cuadritos, cada uno con una letra y sus puntos. "
    f"{_paper_set()} Además, {tiles.BLANKS} en blanco, de cero puntos, y doble erre, elle y eñe, "
    f"{tiles.SPANISH_EACH} de cada una, de {count(tiles.SPANISH_POINTS, 'punto')}. "
    "Ni K ni W; y las tildes no cuentan: una A vale por una Á."
)


def after_boxed_set(question: str) -> str:
    """The first setup question, after which of a boxed set's tiles stay out."""
    return f"{BOXED_SET} {question}"


def after_paper_set(question: str) -> str:
    """The first setup question, after which tiles to cut (a table with no set, engine/games/dabble/setup_flow.py)."""
    return f"{PAPER_SET} {question}"


# Before the first round: the goal, what the table holds, how to win (at most 30 s spoken).
TEACH_OPENING = (
    "Cada uno toma 20 fichas con letras y, antes de que acabe el tiempo, forma cinco palabras con todas ellas: "
    "una de 2 letras, una de 3, una de 4, una de 5 y una de 6. Quien termina se lleva los puntos de las fichas "
    "que les sobran a los demás. Gana el primero que llegue a la puntuación fijada."
)

# The round's rule: with every question that starts a timer (hold OK), and taught before the first "¡ya!".
ROUND_RULE = "Solo palabras del diccionario: ni nombres propios ni abreviaturas. La ronda dura hasta el final, aunque alguien termine antes."
# After the first buzzer, before "¿Quién completó las cinco palabras?": who shows, challenges, and what a
# rejected word costs, in one statement said once (phrases.py). "Si le rechazan una, sigue habiendo
# terminado" was a calque: said as a Spanish table says it.
SHOW_WORDS = Line("Cada uno muestra sus palabras; cualquiera puede desafiar una, con el diccionario.")
# At every later buzzer, taught only (see phrases.py).
SHOW_AGAIN = Line("Cada uno muestra sus palabras; ¿algún desafío?")
REJECTED_COST = Line("Si no está, quien la puso pierde sus puntos; si había terminado, sigue contando como terminado.")
FINISHED_RULE = (
    "Terminar es usar las 20 fichas en cinco palabras, de 2, 3, 4, 5 y 6 letras. "
    "Una palabra rechazada no lo deshace: solo resta sus puntos."
)
NOBODY_RULE = Line("Nadie puntúa todavía: se repite la ronda.")
SWAP_RULE = "Cada uno devuelve las fichas que quiera y saca otras tantas; nadie puntúa hasta que alguien termine."
UNUSED_RULE = "Quien termina se lleva los puntos de las fichas que les sobran a los demás: cada uno suma las suyas."
BEST_RULE = "La mejor palabra gana la ronda con sus puntos; si hay empate, puntúan todas."
# The English game's apostrophe statement (phrases.py); never said in Spanish (no apostrophe tiles in the bag).
APOSTROPHE_RULE = (
    "Una ficha de apóstrofo ocupa el sitio de una letra, pero no vale nada. Una palabra con una vale doble, "
    "para todos, hayan terminado o no; cada una que se queda en un atril le da "
    f"{count(UNUSED_APOSTROPHE_POINTS, 'punto')} a cada uno de los que terminaron."
)
APOSTROPHE_BEFORE = APOSTROPHE_RULE
APOSTROPHE_WORDS_RULE = "La suma de los puntos escritos en tus palabras con apóstrofo; yo los doblo."
BEST_APOSTROPHE_RULE = "Una mejor palabra con apóstrofo ya se contó doble: no se dobla otra vez."
SUBJECT_RULE = Line("Cada ronda tiene un tema: sus palabras valen puntos extra para todos, hayan terminado o no.")
SUBJECT_WORDS_RULE = "Suma los puntos de tus palabras del tema."
# Who loses what, both ways (issue 38): only a word found wrong costs, and only to whoever played it.
CHALLENGE_RULE = (
    "La palabra desafiada se busca en el diccionario: si no está, quien la puso pierde sus puntos; si está, nadie pierde nada."
)


def unused_apostrophes_rule() -> str:
    return APOSTROPHE_RULE


def extras_rule(with_subject_words: bool) -> str:
    """What the extras are, on hold OK at the question about them. No apostrophes in Spanish: without
    subjects, a rejected word is the only extra."""
    if not with_subject_words:
        return CHALLENGE_RULE
    return "Las palabras del tema suman sus puntos, para todos; una palabra rechazada le resta sus puntos a quien la puso."


# ---------------------------------------------------------------- setup questions

ROUND_TIME = "¿Cuánto dura cada ronda?"
WITH_SUBJECTS = "¿Jugar con temas?"
TARGET = "¿A cuántos puntos se juega?"
# Setup's rules (hold OK) and purposes (hold GO); a taught table hears what the subjects are first.
SEATS_RULE = "De dos a cuatro puestos; un equipo juega como un solo puesto, con un solo juego de fichas."
SEATS_PURPOSE = "Cuántos puestos juegan; después, sus nombres."
NAMES_PURPOSE = "Los nombres de los puestos, en el sentido de las agujas del reloj; después, la puntuación para ganar."
TARGET_RULE = "La partida acaba con la ronda en la que alguien llega a esta puntuación; gana el total más alto."
TARGET_PURPOSE = "Cuánto dura la partida; después, el tiempo de cada ronda."
ROUND_TIME_RULE = "El tiempo corre la ronda entera, aunque alguien termine antes."
ROUND_TIME_PURPOSE = "Cuánto dura el tiempo de cada ronda; después, los temas."


def with_subjects(taught: bool) -> Line:
    """Setup's last question; a taught table hears what the subjects are before it chooses (issue 38)."""
    explained = "Con temas, cada ronda tiene uno, como comida, y las palabras del tema valen puntos extra. "
    return Line(
        f"{explained}{WITH_SUBJECTS}" if taught else WITH_SUBJECTS,
        WITH_SUBJECTS if taught else "",
        rule="Temas: en cada ronda saco un tema, como comida; cada palabra del tema suma sus puntos de premio a quien la forma.",
        purpose="Si cada ronda tiene tema; después empieza la partida.",
    )


def target_option(points: int) -> str:
    return count(points, "punto")


# ---------------------------------------------------------------- the start of a round
# Each "ready" question says what the table does with its tiles; the action it
# names is what the main action then does (a front end adds how to take it).


def draw_tiles(tiles: int, taught: bool = False) -> Line:
    """Before the first round: the six Spanish tiles are played in Spanish (an English game leaves them
    out), the two apostrophes are not (APOSTROPHES, above). A word's length is counted in tiles, as
    the five words use all twenty (FACTS.md): a double-letter tile, rr or ll, is one letter of it.
    "Las seis fichas españolas se quedan en la bolsa", then "cuentan como una letra", was heard as a
    contradiction: they are said to be played. Taught, the opening and the round's rule come first (the
    last question before the first "¡ya!"); the tiles were said in setup and the opening says how many
    to take: neither again ("Cada uno toma 20 fichas" came twice in one breath)."""
    draw = (
        "Se juega con las seis fichas españolas, sin los dos apóstrofos. "
        f"Cada uno toma {count(tiles, 'ficha')}, boca abajo. "
        "La doble erre y la elle cuentan como una letra cada una."
    )
    return Line(
        f"{TEACH_OPENING} {ROUND_RULE} Ahora, a sacar las fichas, boca abajo." if taught else draw,
        f"{count(tiles, 'ficha')} cada uno.",
        rule=ROUND_RULE,
        purpose="Cada uno toma sus fichas boca abajo; después corre el tiempo y todos forman palabras.",
    )


# Not the bare "empezar": the device names GO once a session for each hint, and "¿Otra partida? Pulsa GO
# para empezar." at the end of any game used up the same words, so a Spanish Dabble after another game
# never said how to start (issue 37). English has no such clash ("Another game? Press GO to start it.").
START = "empezar la ronda"


def start_round(round_number: int) -> str:
    """The main action from round 2: its number makes the device name the button every round (issue 38)."""
    return f"empezar la ronda {round_number}"


def swap_tiles() -> Line:
    """Nobody finished: the same round again after an exchange, said to everyone ("cada uno")."""
    return Line(
        "Cada uno cambia las fichas que quiera por otras de la bolsa.",
        "Cada uno cambia las que quiera.",
        rule=f"{SWAP_RULE} {ROUND_RULE}",
        purpose="Nadie terminó: cada uno cambia fichas si quiere, y la misma ronda se juega otra vez.",
    )


START_AGAIN = "empezar otra vez"


def fresh_tiles(tiles: int, round_number: int) -> Line:
    """Before every later round: all tiles back, a new draw; the round's number is in its action
    ("Pulsa GO para empezar la ronda 2."), said once (phrases.py)."""
    return Line(
        "Fichas nuevas.",  # the table knows the draw from round 1; short, it pays for the leader's need
        f"Fichas nuevas para la ronda {round_number}.",
        rule=ROUND_RULE,
        purpose="Ronda nueva: cada uno toma fichas nuevas boca abajo; después corre el tiempo.",
    )


TURN_OVER = Line("Fichas boca arriba: ¡ya!", "¡Ya!", again=False)


def round_goes(round_number: int) -> Line:
    """The first round says what "ya" means for the tiles; a table knows it after that. A start
    signal, news once: never repeated, never said again on resuming after the buzzer (phrases.py)."""
    if round_number == 1:
        return TURN_OVER
    return Line("¡Ya!", again=False)


def same_subject(name: str) -> Line:
    return Line(f"Mismo tema: {name}.", name)


GO_AGAIN = Line("¡Ya!", again=False)  # the same round again, after a swap

DRAW_SUBJECT = "sacar un tema"


def subject(name: str, examples: Sequence[str]) -> Line:
    text = f"Tema: {name}."
    if examples:
        text += f" Por ejemplo: {spoken_list(examples)}."
    return Line(text, f"Tema: {name}.")


# ---------------------------------------------------------------- who built all five words


def who_finished(first_round: bool) -> Line:
    """The first round says what finishing is; later rounds ask it in two words (a repeat in full)."""
    asked = (
        Line("¿Quién completó las cinco palabras?", "¿Quién terminó?")
        if first_round
        else Line("¿Quién terminó?", long="¿Quién completó las cinco palabras?")
    )
    return replace(asked, rule=FINISHED_RULE, purpose="Quién completó las cinco palabras; después pido los puntos sobrantes.")


NOBODY = "Nadie"
EVERYBODY = "Todos"


def together(names: Sequence[str]) -> str:
    """Two or three finishers, offered as one answer to "¿Quién terminó?" ("Ana y Beto")."""
    return spoken_list(list(names))


NOBODY_FINISHED = Line("Nadie terminó.")  # the swap is the next question's to say, once
EVERYBODY_FINISHED = Line(
    "¡Todos terminaron! Necesito la mejor palabra de cada uno.", "Todos terminaron. Ahora, las mejores palabras."
)
# When some finished, nothing is said: the names were just chosen aloud, and the round report names them.


# ---------------------------------------------------------------- values, seat by seat


def unused_tiles(name: str, first: bool = True, first_round: bool = True) -> Line:
    """Points, not tiles: "¿tus fichas sin usar?" did not say it wanted points (issue 37). After round 1,
    which asked it in full, the short question: the table knows what it wants (a repeat says it all)."""
    full = f"{name}, ¿cuántos puntos te sobran?"
    said = (
        Line(full, f"{name}, ¿puntos sobrantes?") if first_round else Line(f"{name}, ¿puntos sobrantes?", f"¿Puntos de {name}?")
    )
    asked = each_in_turn(name, said, first)
    return replace(
        asked,
        rule="La suma de los puntos escritos en las fichas que no usaste; se los lleva quien terminó.",
        purpose="Los puntos que quedan en este atril; se los lleva quien terminó, y luego vienen los extras.",
    )


def best_word(name: str) -> Line:
    """No word is doubled in Spanish: there is no apostrophe tile in the bag."""
    return Line(
        f"{name}, ¿cuánto vale tu mejor palabra?",
        f"{name}, ¿mejor palabra?",
        rule=f"Tu palabra que más vale: la suma de los puntos de sus fichas. {BEST_RULE}",
        purpose="La mejor palabra de cada uno; la más alta gana la ronda.",
    )


def best_word_among_apostrophe_words(name: str) -> Line:
    return Line(
        f"{name}, ¿tu mejor palabra es una de tus palabras con apóstrofo?",
        f"{name}, ¿mejor palabra con apóstrofo?",
        rule=BEST_APOSTROPHE_RULE,
        purpose="Si la palabra ganadora es una de ellas, para no doblarla dos veces.",
    )


# ---------------------------------------------------------------- the extras


def anything_more(with_subject_words: bool, first_round: bool = True) -> Line:
    """One choice for everything beyond the plain round, No offered first, each kind named as the table
    saw it happen; after the first round, "¿Algún extra?" (a repeat names them again). No apostrophe
    words in Spanish: without subjects a rejected word is the only extra, asked as that every round,
    with the players' names for answers."""
    if not with_subject_words:
        return Line("¿Alguna palabra rechazada?", rule=extras_rule(False), purpose=EXTRAS_PURPOSE)
    named = "¿Alguna palabra del tema o alguna rechazada?"
    asked = Line(named) if first_round else Line("¿Algún extra?", long=named)
    return replace(asked, rule=extras_rule(with_subject_words), purpose=EXTRAS_PURPOSE)


EXTRAS_PURPOSE = "Algo más que cambie los puntos de esta ronda, con de quién es; con No, cuento la ronda."
NO_EXTRAS = "No"
NO_EXTRAS_GIVEN = "ningún extra"  # what BACK names when it takes back that No


def anything_else(only_challenges: bool) -> Line:
    """After each extra entered; when a rejected word is the only kind left, asked as that."""
    if only_challenges:
        return Line("¿Otra palabra rechazada?", rule=CHALLENGE_RULE, purpose=EXTRAS_PURPOSE)
    return Line("¿Algo más?", purpose=EXTRAS_PURPOSE)


def rejected_option(name: str) -> str:
    """An answer to "¿Algún extra?": whose word was rejected, so it is plain who loses ("perdió un
    desafío" could be the challenger, issue 38)."""
    return f"Palabra rechazada de {name}"


def rejected_given(name: str) -> str:
    """What BACK names when it takes back that answer, mid-sentence: "Vuelvo atrás: Palabra rechazada de
    Amarillo." had a capital in the middle (the Spanish table, session 46)."""
    return f"la palabra rechazada de {name}"


def rejected_words(name: str, first_round: bool = True) -> Line:
    """All that can be reported when one player's words alone score (no subjects, one finisher): the
    points of that player's rejected words, offered at 0, for none."""
    full = f"¿Cuánto valen las palabras rechazadas de {name}? Se restan de sus puntos."
    asked = Line(full, f"¿Palabras rechazadas de {name}?") if first_round else Line(f"¿Palabras rechazadas de {name}?", long=full)
    return replace(asked, rule=CHALLENGE_RULE, purpose="Los puntos de las palabras rechazadas de este jugador; 0 si ninguna.")


APOSTROPHE_WORDS_OPTION = "Palabras con apóstrofo"
APOSTROPHE_TILES_OPTION = "Fichas de apóstrofo sobrantes"
SUBJECT_WORDS_OPTION = "Palabras del tema"

WHOSE_APOSTROPHE_WORDS = Line(
    "¿De quién son las palabras con apóstrofo? Cuentan doble.",
    "¿Palabras con apóstrofo de quién?",
    rule=APOSTROPHE_RULE,
    purpose="De quién son las palabras con apóstrofo; después, sus puntos.",
)


def apostrophe_words(name: str) -> Line:
    return Line(
        f"{name}, ¿cuánto valen tus palabras con apóstrofo, según las fichas?",
        f"{name}, ¿palabras con apóstrofo?",
        rule=APOSTROPHE_WORDS_RULE,
        purpose="Los puntos escritos en esas palabras; yo los doblo para la ronda.",
    )


def unused_apostrophes(winners: int, points_each: int) -> Line:
    who = "quien terminó" if winners == 1 else "cada uno de los que terminaron"
    return Line(
        f"¿Cuántas fichas de apóstrofo quedan en los atriles? Cada una vale {count(points_each, 'punto')} para {who}.",
        "¿Fichas de apóstrofo sobrantes?",
        rule=unused_apostrophes_rule(),
        purpose="Cuántas fichas de apóstrofo no usó nadie; cada una paga a los ganadores.",
    )


WHOSE_SUBJECT_WORDS = Line(
    "¿De quién son las palabras del tema?",
    "¿Palabras del tema de quién?",
    rule=SUBJECT_WORDS_RULE,
    purpose="De quién son las palabras del tema; después, sus puntos.",
)


def subject_words(name: str) -> Line:
    return Line(
        f"{name}, ¿cuánto valen tus palabras del tema?",
        f"{name}, ¿palabras del tema?",
        rule=SUBJECT_WORDS_RULE,
        purpose="Los puntos de las palabras del tema de este jugador; se suman a la ronda.",
    )


def wrong_word(name: str, first_round: bool = True) -> Line:
    """The word that lost its challenge is "rechazada"; the points come off impersonally ("Te la resto"
    was a calque, issue 37). After the first round, the question alone; the loss itself is said once,
    by the round report."""
    full = f"{name}, ¿cuánto vale la palabra rechazada? Se resta de tus puntos."
    asked = Line(full, f"{name}, ¿palabra rechazada?") if first_round else Line(f"¿Cuánto valía la de {name}?", long=full)
    return replace(asked, rule=CHALLENGE_RULE, purpose="Los puntos de la palabra rechazada; se los resto a quien la puso.")


# ---------------------------------------------------------------- the end of a round, and of the game


def _gain(gained: int) -> str:
    """'más 42', 'nada', 'menos 8': a sign word in front, so the round's points are not taken for the total."""
    if gained == 0:
        return "nada"
    return f"más {gained}" if gained > 0 else f"menos {-gained}"


def _reached(total: int, target: int) -> str:
    """'llega a 500 puntos', 'pasa de 500 puntos': the winning score reached, as a table says it."""
    if total == target:
        return f"llega a {count(target, 'punto')}"
    return f"pasa de {count(target, 'punto')}"


def _to_go(total: int, target: int) -> str:
    """'le faltan 180', or that the winning score is reached: the word before the number, never run into the total."""
    if total >= target:
        return _reached(total, target)
    return f"le falta{'' if target - total == 1 else 'n'} {target - total}"


def _gain_to(gained: int, total: int) -> str:
    """'más 30, total 60': the round's points, then the total they make (left out when the same)."""
    return _gain(gained) if gained == total else f"{_gain(gained)}, total {_number(total)}"


def round_report(
    winners: Sequence[str],
    ranked: Sequence[tuple[str, int, int]],
    target: int,
    need_news: bool = True,
    chosen: bool = False,
    parts: Mapping[str, Parts] | None = None,
) -> list[Line]:
    """The round in two or three short lines: (name, gained, total), highest total first.

    The round's winners with their points and totals ("Ana y Beto ganan la ronda con 30
    y suman 60."), anyone else whose total moved, and what the leader still needs when that
    is news (see phrases.py): in the leader's own line, in place of the total ("Ann se lleva
    41; está a 414 de ganar."), else a line of its own with the name ("Le faltan 211." named
    nobody and said not what for, the Spanish table). Once the winning score is reached,
    neither that nor the winners' totals, which the win says next. Those who got nothing are
    not named (hold OK gives their totals). `chosen`: the winners are the finishers just named
    at "¿Quién terminó?": what they take, not that they won ("Cati pierde 32 y se queda en 29.").
    """
    best = ranked[0][2]
    leaders = [name for name, _, total in ranked if total == best]
    over = best >= target
    need_said = False

    def need_here(names: Sequence[str]) -> str:
        """'; está a 414 de ganar' for the leaders' own line when what they need is news, else nothing."""
        nonlocal need_said
        if not need_news or over or sorted(names) != sorted(leaders):
            return ""
        need_said = True
        return f"; {_at(names, target - best)}"

    def moved(names: Sequence[str], gained: int, total: int) -> str:
        """'más 30, total 60', or 'más 30' alone where the total is the game's winning one, said next."""
        if over and set(names) <= set(leaders):
            return _gain(gained)
        need = need_here(names)
        return f"{_gain(gained)}{need}" if need else _gain_to(gained, total)

    won = same_points([row for row in ranked if row[0] in winners])
    verb = "gana" if len(winners) == 1 else "ganan"
    if chosen:
        lines = []
        for names, gained, total in won:
            said_next = over and set(names) <= set(leaders)
            lines.append(_takes(names, gained, total, said_next, "" if said_next else need_here(names)))
    elif len(won) == 1 and won[0][1] > 0:  # "Ana y Beto ganan la ronda con 30 y suman 60.": the points won, then the total
        names, gained, total = won[0]
        said_next = gained == total or (over and set(names) <= set(leaders))
        need = "" if over else need_here(names)
        sums = need or ("" if said_next else f" y {'suma' if len(names) == 1 else 'suman'} {_number(total)}")
        # "la ronda con": "Verde gana 27." was heard as the game won (issue 37's outside table)
        lines = [Line(f"{spoken_list(names)} {verb} la ronda con {gained}{sums}.")]
    elif len(won) == 1 and won[0][1]:  # a lost challenge cost more than the round won ("gana: menos 32" contradicted itself)
        names, gained, total = won[0]
        one = len(names) == 1
        lines = [
            Line(
                f"{spoken_list(names)} {verb} la ronda, pero {'pierde' if one else 'pierden'} {-gained} "
                f"y se {'queda' if one else 'quedan'} en {_number(total)}."
            )
        ]
    else:
        lines = [Line(f"{spoken_list(list(winners))} {verb}.")]
        lines += [Line(f"{spoken_list(names)} {moved(names, gained, total)}.") for names, gained, total in won if gained]
    lines += [
        Line(f"{spoken_list(names)} {moved(names, gained, total)}.")
        for names, gained, total in same_points([row for row in ranked if row[0] not in winners and row[1]])
    ]
    nothing = [(name, total) for name, gained, total in ranked if not gained and name not in winners]
    unmoved = (
        f" {'Sigue' if len(nothing) == 1 else 'Siguen'} con el mismo total: "
        f"{', '.join(f'{name} {_number(total)}' for name, total in nothing)}."
        if nothing
        else ""
    )
    if need_news and not over and not need_said:  # a leader who did not score this round, or lost points
        lines.append(Line(f"{spoken_list(leaders)} {_at(leaders, target - best)}."))
    last = lines[-1]  # the hold OK repeat also gives what rejected words took off, and the totals of those who got nothing
    lines[-1] = Line(last.text, last.short, long=last.repeated + _breakdown(parts or {}) + unmoved)
    return lines


def _breakdown(parts: Mapping[str, Parts]) -> str:
    """' Verde: 23 de fichas sobrantes, menos 11 por una palabra rechazada.': de dónde salen los puntos de
    cada uno, solo al repetir ("Verde se lleva 12" no decía adónde fueron los 11, la mesa española)."""
    said = []
    for name, part in parts.items():
        pieces = []
        if part.won:
            pieces.append(f"{part.won} por la mejor palabra" if part.best_word else f"{part.won} de fichas sobrantes")
        if part.extras:
            pieces.append(f"{_number(part.extras)} de puntos extra")
        if part.lost:
            words = "una palabra rechazada" if part.lost_words == 1 else f"{part.lost_words} palabras rechazadas"
            pieces.append(f"menos {part.lost} por {words}")
        if part.extras or part.lost:  # the round's points alone were just heard: no breakdown to give
            said.append(f" {name}: {', '.join(pieces)}.")
    return "".join(said)


def _at(names: Sequence[str], missing: int) -> str:
    """'está a 414 de ganar': what a leader still needs, and what for, as a table says it."""
    return f"{'está' if len(names) == 1 else 'están'} a {missing} de ganar"


def _takes(names: Sequence[str], gained: int, total: int, total_said_next: bool, need: str = "") -> Line:
    """What finishers take from a round: "Ann se lleva 27 y suma 72.", "Cati pierde 32 y se queda en 29.";
    `need`, when given, says what they still need in place of the total ("; está a 414 de ganar")."""
    one = len(names) == 1
    who = spoken_list(list(names))
    if gained < 0:
        text = f"{who} {'pierde' if one else 'pierden'} {-gained}"
        ends = need or ("" if total_said_next else f" y se {'queda' if one else 'quedan'} en {_number(total)}")
    else:
        text = f"{who} se {'lleva' if one else 'llevan'} {_gain(gained) if gained == 0 else gained}"
        ends = need or ("" if total_said_next or gained == total else f" y {'suma' if one else 'suman'} {_number(total)}")
    return Line(f"{text}{ends}.")  # a repeat says it whole: "Verde 12." hid that Verde lost 11 (the Spanish table)


def game_won(names: Sequence[str], top: int) -> Line:
    if len(names) == 1:
        return Line(f"¡{names[0]} gana {TITLE} con {_points(top)}!", f"Gana {names[0]}.")
    who = spoken_list(names)
    return Line(f"¡{who} comparten la victoria con {_points(top)} cada uno!", f"{who} comparten la victoria.")


# ---------------------------------------------------------------- reports


def _scores(totals: Sequence[tuple[str, int]]) -> str:
    return ", ".join(f"{name} {_number(total)}" for name, total in totals)


def about_to_start(target: int) -> Line:
    return Line(f"{TITLE} a {target} puntos. Vamos a empezar.", f"{TITLE}.")


def in_play(target: int, round_number: int, totals: Sequence[tuple[str, int]], time_up: bool = False) -> Line:
    """Where play stands: the round (and, after its buzzer, that time is up), then the standings,
    once anyone has scored; `totals` are (name, total), highest first (see phrases.py)."""
    heading = f"{TITLE}, ronda {round_number}" + (": se acabó el tiempo." if time_up else ".")
    scores = f" {standings(target, totals).text}" if any(total for _, total in totals) else ""
    return Line(heading + scores, f"Ronda {round_number}: {_scores(totals)}.")


def _scores_to_go(totals: Sequence[tuple[str, int]], target: int) -> str:
    """A full stop between players, so one player's 'le faltan' is not heard as the next one's total."""
    return ". ".join(f"{name} {_number(total)}, {_to_go(total, target)}" for name, total in totals)


def standings(target: int, totals: Sequence[tuple[str, int]]) -> Line:
    """Highest first, each with what it still needs: the short form carries the same scores. "Se juega
    a 500", as a table says it ("Puntos, jugando a 500" was the English heading word for word)."""
    return Line(f"Se juega a {target}: {_scores_to_go(totals, target)}.", f"{_scores(totals)}.")


# ---------------------------------------------------------------- what BACK takes back
# Said after "Vuelvo atrás:", so the table hears which answer went (engine/phrases_es.taken_back).


def finishers_given(who: str) -> str:
    """`who` is a name, or Nadie, Todos: the options as offered."""
    return f"{who} terminaron" if _plural_verb(who) else f"{who} terminó"


def value_given(name: str, what: str, value: int) -> str:
    """'las fichas sin usar de Ana, 15 puntos': `what` is one of the constants below, with its article."""
    return f"{what} de {name}, {_points(value)}"


# What value_given names (rules.py passes them back): each with its article, as Spanish says them.
UNUSED_TILES = "las fichas sin usar"
BEST_WORD = "la mejor palabra"
APOSTROPHE_WORDS = "las palabras con apóstrofo"
SUBJECT_WORDS = "las palabras del tema"
CHALLENGED_WORD = "las palabras rechazadas"


def apostrophe_tiles_given(tiles: int) -> str:
    return f"{count(tiles, 'ficha de apóstrofo')} en los atriles"


def said_entry(deck: str, value: Any) -> list[str]:
    """A subject as it is announced, and its bare name (a piece of the lines around it)."""
    if not isinstance(value, Mapping):
        return [value] if isinstance(value, str) else []
    return [subject(value["name"], value.get("examples", ())).text, value["name"]]


def spoken_pieces() -> list[str]:
    """The scores this game says, as pieces of its lines (the default target's, highest first)."""
    return scores_said()
