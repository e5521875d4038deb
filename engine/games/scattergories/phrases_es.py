"""What Scattergories says and asks, in Spanish: the twin of phrases.py, same names and signatures.

A letter is pinned down as Spanish speakers spell over noise ("B, de
Bolivia"), with place names known across the Spanish-speaking world. A
challenge is a "protesta" ("¿Alguien protesta?"), put to a vote. Lines for the whole table avoid
"vosotros"/"ustedes" ("Cada uno lee sus respuestas."); a line to one player
uses "tú". The lines never name a button: a prompt's `action` is an infinitive
and the device says how ("Pulsa GO para tirar y empezar.").
"""

from __future__ import annotations

from typing import Any, Sequence

from engine.core import Line
from engine.phrases_es import count, duration, each_in_turn, spoken_list

TITLE = "Scattergories"  # the name on the box, kept in every language (the history export groups games by it)

# ---------------------------------------------------------------- the letter

# A word to pin each letter down over table noise, as Spanish spells aloud ("A de Argentina"):
# countries and cities every Spanish speaker knows, whose first sound is the letter's
# (Bolivia and Venezuela keep B and V apart, which sound alike). The keys are the letter
# die's faces (rules.LETTER_DIE) and must stay; the other Spanish letters (Ñ, Q, U, V, X, Y, Z)
# are here too, for a Spanish die.
SPELLING_WORDS: dict[str, str] = {
    "A": "Argentina",
    "B": "Bolivia",
    "C": "Colombia",
    "D": "Dinamarca",
    "E": "Ecuador",
    "F": "Francia",
    "G": "Guatemala",
    "H": "Honduras",
    "I": "Italia",
    "J": "Japón",
    "K": "Kenia",
    "L": "Lima",
    "M": "México",
    "N": "Nicaragua",
    "O": "Oslo",
    "P": "Perú",
    "R": "Roma",
    "S": "Santiago",
    "T": "Tokio",
    "W": "Washington",
    "Ñ": "ñandú",
    "Q": "Quito",
    "U": "Uruguay",
    "V": "Venezuela",
    "X": "xilófono",
    "Y": "yogur",
    "Z": "zapato",
}

ROLL_LETTER = "tirar el dado de letras"
START_TIMER = "empezar"
PENCILS_DOWN = "¡Tiempo!"  # as a Spanish table calls it; "¡Nadie escribe más!" was "Pencils down!" word for word


def letter_is(letter: str) -> Line:
    word = SPELLING_WORDS[letter]
    return Line(f"La letra es la {letter}, de {word}.", f"{letter}, de {word}.")


def ready(letter: str) -> Line:
    """The letter again while the table waits to start the first round: the list may still be being read."""
    return Line(f"Letra {letter}.")


def writing_help(letter: str) -> str:
    """What a repeat gives the writers while the timer runs: the letter with its word.
    The list is heard again one category at a time (`list_parts`), not in one breath."""
    return f"Letra {letter}, de {SPELLING_WORDS[letter]}."


def go(letter: str) -> Line:
    """The first round's start: the letter again; a repeat while writing gives the letter with its word."""
    return Line(f"¡Ya! Todo empieza por la {letter}.", f"¡Ya! Letra {letter}.", writing_help(letter))


def letter_and_go(letter: str) -> Line:
    """A later round's start, rolled and started on one GO: the letter, then go.
    A repeat while writing gives the letter with its word."""
    word = SPELLING_WORDS[letter]
    return Line(f"La letra es la {letter}, de {word}. ¡Ya!", f"¡Ya! Letra {letter}.", writing_help(letter))


# ---------------------------------------------------------------- rounds and the list


def round_title(number: int, of: int) -> Line:
    """ "Ronda 1 de 3." dice cuánto dura la partida y "Ronda 3 de 3." que es la última; una ronda intermedia
    dice solo su número, lo que paga "esta ronda" en la pregunta de puntos (los 20 s de la ronda difícil), y
    una repetición da "de 3"."""
    if 1 < number < of:
        return Line(f"Ronda {number}.", long=f"Ronda {number} de {of}.")
    return Line(f"Ronda {number} de {of}.", f"Ronda {number}.")


def tie_break_title(names: Sequence[str]) -> Line:
    return Line(f"Ronda de desempate para {spoken_list(names)}.", "Desempate.")


def start_action(round_number: int, of: int) -> str:
    """What the GO that starts a later round does (it rolls and starts the timer at once), in words of
    its own for each start, as the device says a GO question's press only the first time its words come.
    The first round's GO only draws the letter: the list is read, and the timer has a GO of its own."""
    if round_number == 1:  # "tirar", as every later start says (an outside table heard "sacar", then "tirar")
        return "tirar el dado"
    if round_number <= of - 1:
        return "tirar y empezar"
    if round_number == of:
        return "volver a tirar y empezar"
    tie_break = round_number - of
    return "desempatar" if tie_break == 1 else f"empezar el desempate {tie_break}"


def list_title(number: str) -> Line:
    """The list's number when it has one, so players can find it on their cards."""
    return Line(f"Lista {number}." if number else "La lista.")


def category(index: int, text: str) -> Line:
    """One numbered category; the short form keeps the number, as a repeat uses it, and reads on after it
    ("1, a fruit."), with no capital after the comma."""
    text = text.rstrip(".")
    return Line(f"{index}. {text}.", f"{index}, {in_a_sentence(text)}.")


# What the writers may hear again while the timer runs, for the device's hint
# ("Pulsa OK para la lista, categoría a categoría.").
LIST_PARTS_ARE = "la lista, categoría a categoría"


def list_parts(categories: Sequence[str]) -> tuple[Line, ...]:
    """The list to hear again while writing, one category at a time, each in its short form ("1, una fruta.")."""
    return tuple(Line(category(index, text).brief) for index, text in enumerate(categories, start=1))


# ---------------------------------------------------------------- how typed answers are read
# The words answer_scoring.py reads a Spanish answer with (docs/decks.md, "Las respuestas escritas").

# A leading article is not the first word: "La casa de papel" is on C, "Los Ángeles" on A,
# as the English rule drops "The". "Lo" is left out: "Lo que el viento se llevó" is on L.
ARTICLES = frozenset({"el", "la", "los", "las", "un", "una", "unos", "unas"})
# (the singular's ending, the plural's): casa/casas, flor/flores, camión/camiones (the accent is
# folded away first), jabalí/jabalíes, pez/peces, lápiz/lápices.
PLURAL_ENDINGS = frozenset({("", "s"), ("", "es"), ("z", "ces")})
# Which marked letters are letters of their own is the language's: engine/phrases_es.py OWN_LETTERS.

# ---------------------------------------------------------------- how a round is scored

ALL_READ = "seguir cuando todos hayan leído"


def read_answers(rules: str = "", first_round: bool = True) -> Line:
    """Reading comes first and protests after, so nobody skips the reading by answering no.

    `rules` is the scoring in short, given on a repeat (the long form) in the rounds where it is not said.
    """
    if not first_round:
        return Line("¡A leer!", long=f"Cada uno lee sus respuestas. {rules}" if rules else "Cada uno lee sus respuestas.")
    return Line(
        "Cada uno lee sus respuestas en voz alta, categoría a categoría, y apunta las que quiera protestar.",
        "Cada uno lee sus respuestas.",
        f"Cada uno lee sus respuestas. {rules}" if rules else "",
    )


def standard_scoring(letter: str) -> Line:
    return Line(
        f"Puntuación: un punto por cada respuesta que empiece por {letter} y que nadie más haya escrito. "
        f"Una respuesta repetida no puntúa, ni una que no empiece por {letter}.",
        f"Un punto por respuesta con {letter} que nadie repita.",
    )


def junior_scoring(letter: str) -> Line:
    return Line(
        f"Puntuación infantil: 2 puntos por respuesta que empiece por {letter}, un punto por una que no, "
        "y nada por una repetida.",
        f"Infantil: 2 puntos con {letter}, uno sin ella, 0 si se repite.",
    )


def alliteration_bonus(letter: str, junior: bool) -> Line:
    """Junior already pays for one word on the letter, so its bonus counts the further ones."""
    extra = "un punto extra por cada palabra más" if junior else "un punto por cada palabra"
    return Line(
        f"Aliteración: un nombre propio gana {extra} que empiece por {letter}.",
        f"Aliteración: {extra} con {letter}.",
    )


# ---------------------------------------------------------------- typed answers

REST_ON_PAPER = "puntuar el resto en papel"
COUNT_HANDS = "contar manos"


def send_answers(waiting: Sequence[str], first: bool) -> Line:
    """Asked when time is up, then again as answers arrive: the names say who is missing."""
    if first:
        return Line(f"Cada uno envía sus respuestas. Esperando a {spoken_list(waiting)}.", f"Esperando a {spoken_list(waiting)}.")
    return Line(f"Seguimos esperando a {spoken_list(waiting)}.")


def in_a_sentence(category: str) -> str:
    """A category as said mid-sentence: "Una fruta" is "una fruta", but "TV ..." keeps its capitals."""
    name = category.rstrip(".")
    return name[:1].lower() + name[1:] if name[1:2].islower() or name[1:2] == " " else name


def category_answers(index: int, category: str, given: Sequence[tuple[str, str]]) -> Line:
    """One category's typed answers: "Categoría 3, una fruta: Rojo, plátano. Azul, arándano." """
    name = in_a_sentence(category)
    heard = " ".join(f"{player}, {answer.rstrip('.')}." for player, answer in given) or "Sin respuestas."
    return Line(f"Categoría {index}, {name}: {heard}", f"{index}: {heard}")


def paper_players_read(names: Sequence[str]) -> Line:
    verb = "lee" if len(names) == 1 else "leen"
    return Line(f"Ahora {spoken_list(names)} {verb} sus respuestas en voz alta.", f"{spoken_list(names)}, a leer.")


def which_answer(name: str) -> Line:
    return Line(f"¿Qué respuesta de {name} se protesta?", "¿Qué respuesta?")


def answer_label(index: int, answer: str) -> str:
    """A challenged answer as offered: its category number, then the answer."""
    return f"{index}, {answer}"


def vote_on_typed(name: str, index: int, answer: str) -> Line:
    return Line(
        f"Votamos la respuesta de {name} a la categoría {index}, {answer}. ¿Vale o no?",
        f"Votamos {answer}.",
    )


def still_to_vote(names: Sequence[str]) -> Line:
    return Line(f"Falta{'' if len(names) == 1 else 'n'} por votar: {spoken_list(names)}.")


def typed_points(entries: Sequence[tuple[str, int]]) -> Line:
    """The points the referee worked out from the typed answers, in seat order."""
    return Line(f"Puntos de esta ronda: {scores(entries)}.", f"Puntos: {scores(entries)}.")


# ---------------------------------------------------------------- an example, when an answer is disputed


def example_answer(letter: str, category: str, answer: str, number: int = 0) -> Line:
    """One good answer from the deck's answer file, asked for while an answer is disputed. `number`: the
    category's place on the list, said when the game offers every category in turn (it does not know which).
    It says it is an answer that counts: heard bare after the rule, a new table took it for a protest (issue 38)."""
    place = f"la categoría {number}, " if number else ""
    return Line(f"Una respuesta que vale para {place}{in_a_sentence(category)}, con la {letter}: {answer.rstrip('.')}.")


def no_example(letter: str, category: str) -> Line:
    """The disputed category has no answer on this letter in the answer file: said, so a request is never met by silence."""
    return Line(f"Para la letra {letter}, {in_a_sentence(category)}: no tengo ningún ejemplo.")


# ---------------------------------------------------------------- protests and votes
# A Spanish table "protesta" an answer ("¿Alguien protesta?", "la respuesta protestada"): "objeción",
# "quien recibe la objeción" were calques of "challenge" (an outside Spanish table).


# The answer to "¿Alguien protesta?" that is none, offered first; the others are the players' names, and on
# paper MORE_THAN_ONE, last (DOWN from No reaches it at once): a name alone is the round's one protest.
NO_CHALLENGE = "No"
MORE_THAN_ONE = "Varios"
#: Asked after "Varios" ("¿Contra quién, primero?" sounded odd to a Spanish table).
WHOSE_FIRST = Line("¿De quién es la primera respuesta protestada?")
#: A long press of OK at the first "¿Alguien protesta?" that offers "Varios": what choosing it changes.
MORE_RULE = (
    "Con un nombre, esa es la única protesta de la ronda; con Varios, se votan una a una: "
    "pregunto de quién es la primera y, tras cada votación, si hay otra."
)
#: Taught, in a few words, before that question.
MORE_TAUGHT = "Si se protesta más de una respuesta, se elige Varios y se votan una a una."


def any_challenge(again: bool, read_first: bool = False, rules: str = "", first: bool = False, more: bool = False) -> Line:
    """A choice: No, or whose answer is protested. `first`: the set's first asking, which says so, and
    names "Varios" when it is offered (`more`). `read_first`: a later round on paper, where the cue to read and
    the question are one line and one press; `rules` is the scoring in short, given on a repeat (the long form)."""
    if again:
        return Line("¿Otra protesta?")
    # The options are the names, "Varios" and "No": "¿Contra quién, o contra varios?" sounded odd to a Spanish table.
    if first and more:
        return Line("¿Alguien protesta? ¿De quién es la respuesta, o son varias?", "¿Alguien protesta?")
    if first:
        return Line("¿Alguien protesta? ¿De quién es la respuesta?", "¿Alguien protesta?")  # to the table: no "elige"
    if not read_first:
        return Line("¿Alguien protesta?")
    return Line(
        "¡A leer! ¿Alguien protesta?",  # the table read aloud in round 1: the cue is enough
        "¿Alguien protesta?",
        long=f"Cada uno lee sus respuestas. {rules} ¿Alguien protesta?",
    )


ALL_VOTED = Line("Ya se votaron todas las respuestas.", "Todo votado.")


def valid_votes(name: str) -> Line:
    """Everyone votes, the protested player too, and every hand down is a vote against: this one number
    settles the vote. One wording every time, asked as a count ("¿Manos a favor de la de Amarillo, con la suya?"
    was too clipped for a Spanish table); "la de Bob" is his hand, counted with the others."""
    return Line(f"¿Cuántas manos a favor, con la de {name}?", f"¿Cuántas manos a favor de {name}?")


def own_vote(name: str) -> Line:
    """Asked on a tie only: the protested player's own vote is set aside, so which way it went decides."""
    return Line(f"Empate: el voto de {name} no cuenta. ¿Levantó {name} la mano?", f"¿{name} levantó la mano?")


def own_vote_set_aside(name: str) -> Line:
    return Line(f"Empate, así que no cuento el voto de {name}.", f"Empate: no cuenta el voto de {name}.")


def answer_stands(valid: int, invalid: int, name: str) -> Line:
    """The verdict alone: the table counted the hands itself; a repeat gives the count."""
    return Line(f"La de {name} vale.", long=f"La respuesta de {name} vale: {_tally(valid, invalid)}.")


def answer_thrown_out(valid: int, invalid: int, name: str) -> Line:
    """An answer that does not count scores nothing, which "no vale" says; a repeat gives the count, and that its
    writer crosses it out ("Bob la tacha" in every verdict cost the hard round 0.5 s over its 20: the taught
    vote rule says it)."""
    return Line(f"La de {name} no vale.", long=f"La respuesta de {name} no vale: {_tally(valid, invalid)}. {name} la tacha.")


def _tally(valid: int, invalid: int) -> str:
    """The verdict comes first and each number has its own words, so a missed syllable changes no count."""
    return f"{count(valid, 'voto')} a favor, {invalid} en contra"


# ---------------------------------------------------------------- points and totals

ENTER_POINTS = Line("Cada uno cuenta sus puntos. Luego pregunto uno a uno.", "Los puntos, uno a uno.")


def points_question(name: str, first: bool = True) -> Line:
    """ "esta ronda": a later round offers the player's last points, which an outside table took for the running
    total. Said to the first player asked; the others hear "¿Y Bob?"."""
    return each_in_turn(name, Line(f"{name}, ¿tus puntos esta ronda?"), first)


def scores(entries: Sequence[tuple[str, int]]) -> str:
    """'Azul 17, Rojo 11, Verde 9': names with their points, best first as given."""
    return ", ".join(f"{name} {points}" for name, points in entries)


def totals(entries: Sequence[tuple[str, int]], named: bool = True) -> Line:
    """`named`: the line says it holds the totals; a middle round's, heard as round 1's was, says only them."""
    return Line(f"Totales: {scores(entries)}." if named else f"{scores(entries)}.", long=f"Totales: {scores(entries)}.")


def tie_break_scores(entries: Sequence[tuple[str, int]]) -> Line:
    return Line(f"Desempate: {scores(entries)}.")


def tied_on(names: Sequence[str], points: int) -> Line:
    return Line(
        f"{spoken_list(names)} empatan a {count(points, 'punto')}.",
        f"Empate a {points}: {spoken_list(names)}.",
    )


def tied_again(names: Sequence[str]) -> Line:
    return Line(f"{spoken_list(names)} vuelven a empatar.", f"Otro empate: {spoken_list(names)}.")


def wins_tie_break(name: str) -> Line:
    return Line(f"¡{name} gana el desempate y la partida!", f"Gana {name}.")


def wins_set(name: str, points: int, after_totals: bool = False) -> Line:
    """`after_totals`: the totals were the line before, so the points are left to a repeat."""
    full = f"¡{name} gana la partida con {count(points, 'punto')}!"
    if after_totals:
        return Line(f"¡{name} gana la partida!", f"Gana {name}.", long=full)
    return Line(full, f"Gana {name}.")


def share_the_win(names: Sequence[str]) -> Line:
    """The die has no letter left for another tie-break round."""
    return Line(
        f"No quedan letras para desempatar: {spoken_list(names)} comparten la victoria.",
        f"{spoken_list(names)} comparten la victoria.",
    )


def where(list_number: str, round_number: int, of: int, tie_break: bool, letter: str) -> Line:
    """Where the set stands, for a resume; `letter` is empty before it is rolled."""
    on_list = f", lista {list_number}" if list_number else ""
    stage = "ronda de desempate" if tie_break else f"ronda {round_number} de {of}"
    rolled = f", letra {letter}" if letter else ""
    return Line(f"{TITLE}{on_list}, {stage}{rolled}.", f"Ronda {round_number}{rolled}.")


# ---------------------------------------------------------------- settings and setup


def categories_needed(number: int) -> str:
    return f"Una lista de categorías necesita exactamente {number} categorías."


def kinds_needed(number: int) -> str:
    return f"Marca el tipo de respuesta en las {number} categorías, o en ninguna."


def examples_needed(number: int) -> str:
    return f"Da respuestas de ejemplo para las {number} categorías, o para ninguna."


def timer_range(low: int, high: int) -> str:
    return f"El tiempo debe estar entre {low} y {high} segundos."


WHICH_LIST = "¿Qué lista de categorías?"
HOW_LONG = "¿Cuánto tiempo para escribir?"
#: It stands on its own: asked before the table has heard any scoring ("y uno por las demás" was heavy).
ASK_JUNIOR = "¿Puntuación infantil, para los más pequeños: 2 puntos si la respuesta empieza por la letra y 1 si no?"
ASK_ALLITERATION = "¿Puntos extra por aliteración en nombres propios?"
ASK_TYPED = "¿Todos escriben sus respuestas en el teléfono?"
NO_LISTS = "No hay listas de categorías para jugar."


def next_new_list(number: str) -> str:
    return f"La lista {number}, aún sin jugar"


def list_label(number: str) -> str:
    return f"Lista {number}"


def no_such_list(number: str, known: Sequence[str]) -> str:
    return f"No existe la lista de categorías {number}; las listas son {', '.join(known)}."


# ---------------------------------------------------------------- what BACK takes back
# Said after "Vuelvo atrás:", so the table hears which answer went (engine/phrases_es.taken_back).

READING_DONE = "todas las respuestas leídas"


MORE_GIVEN = "varias protestas"


def no_challenge_given(again: bool) -> str:
    """No challenge: said after "Taken back:" ("the challenge to Blue's answer" is `challenged_given`)."""
    return "ninguna otra protesta" if again else "ninguna protesta"


def challenged_given(name: str) -> str:
    return f"la protesta contra la respuesta de {name}"


def hands_given(hands: int, name: str) -> str:
    return f"{count(hands, 'mano')} arriba para la respuesta de {name}"


def own_vote_given(name: str, valid: bool) -> str:
    return f"el propio voto de {name}, {'válida' if valid else 'no válida'}"


def points_given(name: str, points: int) -> str:
    if points == 1:
        return f"el punto de {name}"
    return f"los {count(points, 'punto')} de {name}"


def sheet_given(name: str) -> str:
    """A phone's sheet of typed answers."""
    return f"las respuestas de {name}"


def phone_vote_given(voter: str, challenged: str, valid: bool) -> str:
    verdict = "válida" if valid else "no válida"
    if voter == challenged:
        return own_vote_given(voter, valid)
    return f"el voto de {voter} sobre la respuesta de {challenged}, {verdict}"


def said_entry(deck: str, value: Any) -> list[str]:
    """A list's categories as they are read out and as heard again one by one, for rendering ahead."""
    if isinstance(value, str):
        return [value]
    read = [category(index, text).text for index, text in enumerate(value, start=1)]
    return read + [part.text for part in list_parts(value)]  # and as heard again while writing


def spoken_pieces() -> list[str]:
    """The words the letter is spelt with ("B, de Bolivia"): pieces of the letter's lines."""
    return list(SPELLING_WORDS.values())


# ---------------------------------------------------------------- teaching (issue 38)
# Said only when the table asked to be taught ("¿Primera partida de Scattergories?"), each rule once a game,
# just before the choice it governs. The rules are also each question's `rule`, given by a long press of OK.

#: What the table needs in its hands, said in setup after a yes to teaching.
TEACH_NEEDS = "Cada uno necesita papel y lápiz. Una hoja de respuestas impresa ayuda, pero vale cualquier papel."

#: Said once, with the first round's start: the goal, what the table writes, that only an answer nobody else
#: wrote scores (it governs the writing: left to "¡Tiempo!", a table wrote round 1 blind to it), how the set
#: is won. "¡Tiempo!" then gives the scoring in brief.
TEACH_OPENING = (
    "Así se juega. En cada ronda saco una letra y, antes de que acabe el tiempo, cada uno escribe una respuesta "
    "para cada una de las 12 categorías de la lista, empezando por esa letra. Una respuesta solo puntúa si nadie "
    "más la ha escrito: conviene ser original. Tras 3 rondas gana quien sume más."
)

#: Before the list is read in round 1: what to do with it.
TEACH_LIST = "Cada uno numera las líneas de su hoja y apunta cada categoría junto a su número mientras leo."


def writing_rule(letter: str, seconds: int) -> str:
    """What the timer's GO starts: said before the first one when taught, and the long press's rule at it."""
    return (
        f"Cuando empiece el tiempo, cada uno escribe una respuesta por categoría, todas por la {letter}. Hay {duration(seconds)}."
    )


#: Taught, with the scoring at "¡Tiempo!" on paper: what a repeated answer is.
SHARED_RULE = "Dos respuestas que quieren decir lo mismo cuentan como repetidas: lo juzga la mesa."

#: Before the first vote when taught, and every vote's rule: how the hands settle it, the tie included.
VOTE_RULE = (
    "Votan todos, también quien escribió la respuesta: con más manos a favor que en contra, vale; si no, "
    "su autor la tacha. Si hay empate, no cuenta el voto de su autor."
)
_CHALLENGE = (
    "Se puede protestar una respuesta que no debería puntuar: no empieza por la letra, no encaja en su categoría o es inventada."
)
#: Taught before the first "¿Alguien protesta?": what a protest is; how it is voted comes with the vote.
CHALLENGE_TAUGHT = f"{_CHALLENGE} Luego se vota."
#: A long press of OK at "¿Alguien protesta?": what a protest is and how its vote settles it.
CHALLENGE_RULE = f"{_CHALLENGE} {VOTE_RULE}"
#: The rule of the question a tied vote asks.
OWN_VOTE_RULE = "Si la votación empata, no cuenta el voto de quien escribió la respuesta: gana lo contrario de lo que votó."
#: Before round 2's start, and the rule of a later round's start.
LATER_ROUND_RULE = (
    "Cada ronda nueva usa la misma lista y una letra que aún no ha salido. La letra sale justo cuando empieza "
    "el tiempo, así que lápiz en mano."
)
#: Before the first tie-break round's start, and the rule of every tie-break start.
TIE_BREAK_RULE = (
    "El desempate es una ronda más, solo para quienes empatan, con la misma lista y una letra nueva. "
    "Gana la puntuación más alta; si vuelven a empatar, se juega otra."
)

# What each question is for and what comes next (a long press of GO: "¿y ahora qué?"), taught or not.
FIRST_ROUND_PURPOSE = "Empieza la primera ronda: saco la letra y leo la lista, y luego espero para poner el tiempo en marcha."
LATER_ROUND_PURPOSE = "Una ronda nueva con la misma lista: letra nueva, y el tiempo empieza en el acto."
TIE_BREAK_PURPOSE = "Ronda de desempate para quienes empatan: la misma lista, letra nueva, y el tiempo empieza en el acto."
READY_PURPOSE = "El tiempo se pone en marcha cuando todos tengan la lista; luego, a escribir."
COLLECT_PURPOSE = "Recojo las respuestas de los teléfonos y las leo; quien no tenga teléfono puntúa en papel."
READING_PURPOSE = "Cada uno lee sus respuestas en voz alta; luego vienen las protestas y los puntos."
CHALLENGE_PURPOSE = "Se protesta una respuesta que no debería puntuar, o se responde No para pasar a los puntos."
#: On paper, where a name alone is the round's one protest.
CHALLENGE_MORE_PURPOSE = (
    "Se protesta una respuesta que no debería puntuar, Varios si hay más de una, o No para pasar a los puntos."
)
WHICH_ANSWER_PURPOSE = "Qué respuesta se protesta; luego la votan todos."
VOTES_PURPOSE = "Cada teléfono vota la respuesta protestada; los votos deciden si puntúa."
VALID_VOTES_PURPOSE = "Las manos deciden si la respuesta protestada puntúa; luego, los puntos o la siguiente protesta."
OWN_VOTE_PURPOSE = "Lo que votó quien escribió la respuesta resuelve el empate; luego, los puntos o la siguiente protesta."
POINTS_PURPOSE = "Los puntos de cada uno en esta ronda se suman a su total; luego, los totales."

# Setup: what each question is for, the rule of the options it names, and what a taught table hears first.
PLAYERS_PURPOSE = "Cuántas personas juegan; luego, los nombres en el orden de la mesa."
NAMES_PURPOSE = "Los nombres en el orden de la mesa, para preguntar a cada uno por turno."
LIST_PURPOSE = "Las categorías que se responden en las 3 rondas."
LIST_RULE = (
    "Una lista tiene 12 categorías, como una fruta o un oficio, y sirve para toda la partida. "
    "La siguiente lista nueva es una que aún no se ha jugado aquí."
)
LIST_TAUGHT = "Una lista tiene 12 categorías, como una fruta o un oficio, y sirve para toda la partida."
TIMER_PURPOSE = "Cuánto tiempo hay para escribir en cada ronda."
TIMER_RULE = "Las reglas dan hasta 3 minutos; más es una regla de la casa."
JUNIOR_PURPOSE = "Cómo puntúan las respuestas en toda la partida: normal o infantil."
JUNIOR_RULE = (
    "Normal: un punto por cada respuesta con la letra, si nadie más la escribió. Infantil, para los más pequeños: "
    "2 puntos por respuesta con la letra, uno por una sin ella y nada por una repetida."
)
ALLITERATION_PURPOSE = "Si un nombre propio gana más por sus palabras con la letra."


def alliteration_rule(junior: bool) -> str:
    """The bonus, with an example scored as the scoring chosen just before scores it (answer_scoring.judge)."""
    if junior:
        return "Con los puntos extra, un nombre propio gana un punto más por cada palabra más con la letra: Pedro Picapiedra con la P suma 3."
    return "Con los puntos extra, un nombre propio gana un punto por cada palabra con la letra: Pedro Picapiedra con la P suma 2."


TYPED_PURPOSE = "Teléfono o papel para las respuestas de esta partida."
TYPED_RULE = "Sí: cada uno escribe en su teléfono, y yo leo y puntúo. No: en papel, y se puntúa a mano."
