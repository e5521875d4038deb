"""The device's own words, in Spanish: the twin of device/phrases.py.

The one phrase module that names buttons. The buttons are named as printed
on the box: GO, OK, UP, DOWN, BACK, never "ARRIBA" and "ABAJO", since a
player finds a button by the word on it. The games' main actions
(`AskGo.action`) are Spanish infinitives ("tirar", "sacar un tema"), so
"Pulsa GO para tirar." reads as a Spanish speaker says it, and the phone page
shows the same infinitive, capitalised, on its button.
"""

from __future__ import annotations

from typing import Sequence

from engine.core import AskChoice, AskGo, Line, Prompt
from engine.phrases_es import _left, count, duration, spoken_list


def button_hint(prompt: Prompt) -> str:
    """How to do with the buttons what the prompt asks: only where it is not plain from the value spoken."""
    if isinstance(prompt, AskGo) and prompt.action:
        return f"Pulsa GO para {prompt.action}."
    if isinstance(prompt, AskChoice) and prompt.main_option:
        main = next(option.label for option in prompt.options if option.value == prompt.main_option)
        return f"GO para {main.lower()}, o elige y pulsa OK."
    return ""


#: Con «¿Primera partida de ...?», la primera pregunta que oye una mesa nueva (issue 38: no nombraba botones).
CHOOSE_HINT = "UP y DOWN para cambiar, OK para aceptar."


WHICH_GAME = Line("¿Qué juego? UP y DOWN para elegir, OK para empezar.", "¿Qué juego?")
LEAVE = Line("¿Terminar la partida? Para terminarla, pulsa UP y luego OK.", "¿Terminar?")
NEW_GAME = AskGo(Line("¿Otra partida?"), action="empezar")
YES, NO = "Sí", "No"  # el valor de una pregunta de sí o no, como lo cambian UP y DOWN
NOTHING_TO_REPEAT = Line("Aún no hay nada que repetir.")
TIMER_PAUSED = "Tiempo en pausa."


def timer_paused(left: float) -> str:
    """Mantener GO con el tiempo en marcha lo pausa: se dice cuánto queda y cómo seguir (issue 38)."""
    return f"{TIMER_PAUSED} {time_left(left)} Mantén GO otra vez para seguir."


TIMER_RUNNING = "El tiempo corre."
BACK_TO_TIMER = "Volvemos al tiempo."


def parts_hint(parts_are: str) -> str:
    """Said on a repeat while a timer with parts runs (Scattergories' list): OK gives them one at a time."""
    return f"Pulsa OK para {parts_are or 'la frase siguiente'}."


NOW_SPEAKING = "Ahora, en español."
STOPPING = "Me detengo."
STOPPING_MID_GAME = "Me detengo. La partida seguirá al volver a encenderme."


def stopping_unsaved(trouble: str, unsaved: int | None) -> str:
    """Stopping mid-game while the card refuses to save: what the next start will have lost."""
    trouble = _TROUBLE.get(trouble, trouble)  # journal.storage_trouble's words, said in Spanish
    if unsaved is None:
        return f"Me detengo. Esta partida nunca se guardó ({trouble}), así que no se podrá retomar."
    if unsaved == 1:
        return f"Me detengo. La última jugada no se pudo guardar ({trouble}): la partida seguirá desde antes de ella."
    return (
        f"Me detengo. Las últimas {unsaved} jugadas no se pudieron guardar ({trouble}): la partida seguirá desde antes de ellas."
    )


SOUND_IS_BACK = "Vuelve el sonido."
#: Said in espeak-ng when the natural (Piper) voice cannot be loaded; the log and STATUS= say why.
NATURAL_VOICE_FAILED = "Mi voz natural no cargó, así que sigo con esta."
KEYBOARD_STANDS_IN = "El teclado hace de botones."


def waiting_game(title: str) -> Line:
    return Line(f"Hay una partida de {title} a medias. ¿Retomarla o dejarla aparte?", f"{title} a medias.")


RESUME_IT, PUT_IT_ASIDE = "Retomarla", "Dejarla aparte"


NO_GAME_NO_DICE = "No hay ninguna partida en marcha, así que no hay dados que juzgar."
GAME_HAS_NO_DICE = "Este juego no tiene dados que juzgar."
CHOOSING_A_GAME = "Eligiendo juego."


def setting_up(title: str) -> str:
    return f"Preparando {title}."


def not_whole_in(title: str, language_name: str) -> str:
    """A game asked for on the command line whose words or decks are not whole in the language spoken."""
    return f"{title} aún no se puede jugar en {language_name}. Elige otro juego."


# Una vez tras «¡A jugar!» si la mesa pidió que se le explicara (issue 38): ninguna mesa nueva halló sola los botones mantenidos.
HOLDS_TAUGHT = (
    "En cualquier momento: mantén GO para saber cómo vamos y qué toca (con el tiempo en marcha, lo pausa), "
    "mantén OK para oír otra vez lo último y por qué, y mantén BACK para terminar la partida, si lo confirmas."
)


def lets_play(title: str) -> Line:
    return Line(f"{title}. ¡A jugar!", title)


def closed(title: str) -> str:
    return f"{title}: partida cerrada."


def resuming(where: Line, power_cut: bool = False) -> Line:
    """Where play resumes; after a power cut (no clean stop was recorded) the table hears that too."""
    if power_cut:
        return Line(f"Seguimos. {where.text} La última vez se fue la luz.", where.short)
    return Line(f"Seguimos. {where.text}", where.short)


#: The card's faults as device/storage/journal.py's storage_trouble names them, said in Spanish.
_TROUBLE = {
    "the card is full": "la tarjeta está llena",
    "the card is read-only": "la tarjeta es de solo lectura",
    "the card is failing": "la tarjeta falla",
}


def resuming_unsaved(where: Line, trouble: str, unsaved: int | None) -> Line:
    """Where play resumes after a stop while the card refused moves: not a power cut, and what the stop cost.

    `trouble` is journal.storage_trouble's ("the card is full"), as the stop line said it.
    """
    trouble = _TROUBLE.get(trouble, trouble)
    if unsaved is None:
        return Line(f"Seguimos. {where.text} Al detenerme, la partida aún no se había guardado ({trouble}).", where.short)
    if unsaved == 1:
        said = f"la última jugada no se pudo guardar ({trouble}): retomamos desde antes de ella."
    else:
        said = f"las últimas {unsaved} jugadas no se pudieron guardar ({trouble}): retomamos desde antes de ellas."
    return Line(f"Seguimos. {where.text} Al detenerme, {said}", where.short)


def timer_waits(seconds: int, left: float | None = None) -> Line:
    """A round timer that was running when the referee stopped: it waits for GO, then runs on from where it stood."""
    if left is None:  # no mark of it in the journal: it runs in full
        return Line(f"GO vuelve a empezar el tiempo: {duration(seconds)}.", "GO pone el tiempo en marcha.")
    said = time_left(left)
    return Line(f"GO reanuda el tiempo: {said[0].lower()}{said[1:]}", "GO pone el tiempo en marcha.")


#: UP or DOWN for the volume when it is already at the end of its range.
VOLUME_LIMIT = {1: "Al máximo.", -1: "Al mínimo."}


def volume(level: int) -> str:
    return f"Volumen {level}."


def button_answers(lowest: int, highest: int) -> list[str]:
    """What UP and DOWN are answered with at once: every volume level from `lowest` to `highest`, and both limits."""
    return [volume(level) for level in range(lowest, highest + 1)] + list(VOLUME_LIMIT.values())


def time_left(seconds: float) -> str:
    """The time left on a running timer: "Quedan 40 segundos.", "Quedan 2 minutos y 5 segundos.", "Queda un minuto."

    Past a minute it goes down to a multiple of 5 seconds: nobody writes by
    the second then, and a table must never hear more time than it has.
    """
    whole = int(seconds) if seconds < 60 else int(seconds) // 5 * 5
    minutes, rest = divmod(whole, 60)
    if not minutes:
        return f"{_left(whole)} {count(rest, 'segundo')}."
    said = count(minutes, "minuto") + (f" y {count(rest, 'segundo')}" if rest else "")
    return f"{_left(whole)} {said}."


def cannot_take_back(reason: str) -> Line:
    return Line(reason, "Eso no se puede deshacer.")


# Saving: said once when the card stops taking the game, once when it takes it again.
SAVING_AGAIN = "Ya vuelvo a guardar."


def cannot_save(trouble: str) -> str:
    return f"No puedo guardar la partida: {_TROUBLE.get(trouble, trouble)}."


def resume_damaged(where: Line) -> Line:
    """The journal was damaged: play resumes where it is whole (`where` is a whole sentence of its own)."""
    return Line(
        f"El registro de esta partida estaba dañado; sigo desde donde está entero. {where.text}",
        "El registro estaba dañado.",
    )


def resuming_setup(title: str) -> str:
    return f"Seguimos preparando {title} donde lo dejamos."


def _one_by_one(text: str) -> str:
    """Digits said one at a time and dots as "punto": "192.168" -> "1 9 2 punto 1 6 8", never misheard."""
    return " ".join("punto" if char == "." else char for char in text if char.isdigit() or char == ".")


def companion_joining(host: str, port: int, code: str) -> str:
    """The phone page's address and join code, said at start and on a hold of GO."""
    return f"Página del teléfono: {_one_by_one(host)}, puerto {_one_by_one(str(port))}. Código {_one_by_one(code)}."


#: Printed (never said) when the keyboard stands in for the buttons (device/input/keyboard.py has the keys).
KEYS_HELP = (
    "Teclas: g o espacio = GO, flecha arriba/k/+ = UP, flecha abajo/j/- = DOWN, Intro/o = OK, Retroceso/b = BACK; "
    "K o RePág / J o AvPág = UP / DOWN diez pasos; "
    "G = mantener GO (pausa), O = mantener OK (repetir), B = mantener BACK (salir), q = terminar (la partida se guarda)."
)

COMPANION_FAILED = "La página del teléfono no pudo arrancar."
COMPANION_WAITS = "La página del teléfono espera a la red."


def new_join_code(code: str) -> str:
    """The phone page's code changed (a phone was removed, or the first phone asked): said, never shown on a page."""
    return f"Nuevo código de la página del teléfono: {_one_by_one(code)}."


def page_owner_question(phone: str) -> Line:
    """A phone asks to run the phone page: only the table, at the buttons, can let it."""
    return Line(
        f"{phone} pide llevar la página del teléfono. Para dejarlo, pulsa UP y luego OK.",
        f"¿Dejas que {phone} lleve la página del teléfono?",
    )


def page_owner_now(phone: str) -> str:
    return f"Ahora {phone} lleva la página del teléfono."


PAGE_OWNER_STAYS = "La página del teléfono sigue como estaba."


def seat_answered_elsewhere(sender: str, seat: str, holder: str) -> str:
    """A phone's answer for a seat another phone holds was refused: the table hears both phones' names."""
    return f"{sender} intentó responder por {seat}, que responde desde {holder}."


def seats_named(names: tuple[str, ...] | list[str]) -> str:
    """Names typed on a phone, said back in seat order."""
    return f"Jugadores por orden de asiento: {spoken_list(list(names))}."


# ---------------------------------------------------------------- the history of finished games (`referee history`)
# Its listing, and the words inside its exports (device/storage/history_export.py): the CSV's
# header row and winner cells, and the BG Stats file's note, importing user and location.

HISTORY_COLUMNS = ("partida", "fin_utc", "juego", "id_juego", "asiento", "jugador", "puntos", "ganador", "minutos")
WON_CELL, NOT_WON_CELL = "sí", "no"
#: The player BG Stats takes as the app's own user: the referee, which plays no play.
EXPORTED_BY = "Árbitro de mesa (exportado)"
#: Where the plays were played, for BG Stats: the referee itself.
THE_REFEREE = "Árbitro de mesa"
EXPORT_ABOUT = "Partidas terminadas, exportadas por Árbitro de mesa. Abre este archivo con Board Game Stats para importarlas."
NO_FINISHED_GAMES = "Aún no hay partidas terminadas."


def finished_game(number: int, title: str, when: str, scores: Sequence[tuple[str, int, bool]]) -> str:
    """One finished game as `referee history` lists it: its number, game, time, and scores with the winners marked."""
    listed = ", ".join(f"{name} {score}{' (ganó)' if won else ''}" for name, score, won in scores)
    return f"{number}. {title}, {when} UTC: {listed}"


def dice_told(fingerprint: str, seed: str) -> str:
    """Lo que `referee history` añade a una partida terminada: la huella de sus dados y la semilla."""
    return f"; huella de los dados {fingerprint}, semilla {seed}"


def game_dice(number: int, title: str, fingerprint: str, seed: str | None) -> str:
    """Una partida sin puntos en la lista: en curso (la semilla, aún secreta) o sin terminar (la semilla, dicha)."""
    if seed is None:
        return f"{number}. {title}, en curso: huella de los dados {fingerprint} (la semilla se dice al terminar)"
    return f"{number}. {title}, sin terminar: huella de los dados {fingerprint}, semilla {seed}"


def wrote_games(games: int, target: str) -> str:
    return f"Listo: {count(games, 'partida terminada', 'partidas terminadas')} en {target}."
