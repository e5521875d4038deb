"""The phone page's own words, in Spanish: the twin of device/companion/phrases.py.

Buttons are infinitives ("Enviar mis respuestas", "Pedir jugar"), as a
Spanish app labels them; what the page tells a player is in "tú", short, and
names the referee "el árbitro". The games' own words are kept ("reto",
"casilla", "escalera"), so the page reads as the referee speaks.
"""

from __future__ import annotations

# ---------------------------------------------------------------- the page (static/app.html, app.js, join.html, join.js)

PAGE: dict[str, str] = {
    # both pages
    "referee": "Árbitro de mesa",
    # the join page
    "join_title": "Árbitro de mesa: entrar",
    "type_the_code": "Escribe el código que dice el árbitro. (Mantén GO en el árbitro para oírlo otra vez.)",
    "code": "Código",
    "your_name": "Tu nombre (para que el primer teléfono sepa de quién es; opcional)",
    "join_to_play": "Entrar a jugar",
    "join_to_watch": "Entrar a mirar",
    "join_unreachable": "El árbitro no contesta. Comprueba que este teléfono está en la misma red.",
    # the game page: its fixed parts
    "reconnecting": "Volviendo a conectar con el árbitro…",
    "turn": "Turno",
    "your_answers": "Tus respuestas",
    "i_am": "Soy",
    "send_answers": "Enviar mis respuestas",
    "players_in_order": "Jugadores, por orden de asiento",
    "add_player": "Añadir jugador",
    "use_names": "Usar estos nombres",
    "categories": "Categorías",
    "track": "Recorrido",
    "staircase": "Escalera",
    "dice_fields": "Casillas de los dados",
    "scores": "Puntuación",
    "scores_by_round": "Puntos por ronda",
    "said": "Lo dicho",
    "said_this_round": "Lo dicho en esta ronda",
    "undo": "Deshacer",
    "repeat": "Repetir",
    "pause": "Pausa",
    "how_fair": "¿Fueron justos los dados?",
    "only_watches": "Este teléfono solo mira.",
    "ask_to_play": "Pedir jugar",
    "asked_to_play": "Pedido: espera al primer teléfono",
    "finished_games": "Partidas terminadas",
    "download": "Descargar:",
    "phones": "Teléfonos",
    "join_code_for_others": "Código para otros teléfonos:",
    "leave": "Salir (deja libre el sitio de este teléfono)",
    # the game page: what it draws
    "choosing_a_game": "Eligiendo juego",
    "setting_up": "Preparando",
    "unreachable": "El árbitro no contesta. Revisa la red.",
    "less": "menos",
    "more": "más",
    "yes": "Sí",
    "no": "No",
    "valid": "Válida",
    "not_valid": "No válida",
    "choose_who": "Primero elige quién eres.",
    "send_below": "Envía tus respuestas aquí abajo.",
    "go_on": "Seguir",
    "choose": "elige…",
    "answers_for_letter": "Tus respuestas, letra {0}",
    "type_while_timer": "Escribe mientras corre el tiempo; envía cuando el árbitro pida las respuestas.",
    "sent": "Enviado.",
    "start_space": "Salida",
    "finish_space": "Meta",
    "challenge_space": "{0}, reto",
    "dice_field": "Casilla {0}",
    "paused": "En pausa",
    "earlier_seat": "asiento anterior",
    "later_seat": "asiento siguiente",
    "remove_name": "quitar",
    "dice_seed": ". Huella de los dados {0}, semilla {1}",
    "fingerprint": "Huella de los dados: {0}",
    "check_dice": "Comprobar los dados",
    "checking_dice": "Comprobando...",
    "won": "{0} {1} (ganó)",
    "this_phone": "este teléfono",
    "plays": "juega",
    "asks_to_play": "pide jugar",
    "watches": "mira",
    "watch_only": "Solo mirar",
    "let_it_play": "Dejar jugar",
    "remove_phone": "Quitar",
    "shared_phone": "Teléfono compartido",
    "one_player": "Un solo jugador",
    "answers_for": "responde por {0}",
    "asks_to_run": "pide llevar la página",
    "run_page": "Llevar la página desde este teléfono",
    "asked_to_run": "Pedido: el árbitro pregunta a la mesa",
    "new_code": "Código nuevo",
    "at_the_buttons": "Esto se responde con los botones del árbitro.",
    # la página para quien no oye o no ve al árbitro (docs/companion.md)
    "sending_answers": "para enviar respuestas",
    "voting": "para votar",
    "time_up": "Se acabó el tiempo",
    "last_seconds": "¡Últimos segundos!",
    "seconds_left": "Quedan {0} segundos",
    "one_minute_left": "Queda 1 minuto",
    "minutes_left": "Quedan {0} minutos",
    "seat_number": "asiento {0}",
    "name_of_seat": "Nombre del asiento {0}",
    "move_up": "Adelantar a {0}",
    "move_down": "Retrasar a {0}",
    "remove_player": "Quitar a {0}",
    "vibrate_for_sounds": "Vibrar con los sonidos del árbitro",
    "page_address": "Dirección de la página:",
    "show_qr": "Mostrar un código QR para unirse",
    "hide_qr": "Ocultar el código QR",
    "qr_alt": "Código QR con la dirección de la página y el código para unirse",
    "qr_caption": "Quien no oye el código escanea esto: la página se abre con el código ya puesto.",
}

#: Los sonidos del árbitro en palabras, como subtítulos (device/companion/hub.py), para quien no los oye.
CUE_CAPTIONS: dict[str, str] = {
    "not_now": "[Pitido: ese botón no hace nada ahora]",
    "stop": "[Timbre: se acabó el tiempo]",
    "warning": "[Aviso sonoro]",
    "dice": "[Ruido de dados]",
    "card": "[Carta nueva]",
    "success": "[Sonido de acierto]",
    "miss": "[Sonido de fallo]",
    "fanfare": "[Fanfarria]",
}

#: A number's unit shown beside it, where the prompt gives the unit "seconds" (engine/setup.py).
SECONDS_UNIT = "segundos"


def phone_of(name: str) -> str:
    """A phone that gave no name, by the player it answers for."""
    return f"Teléfono de {name}"


def phone_numbered(code: str) -> str:
    """A phone that gave no name and answered for nobody yet, by its id."""
    return f"Teléfono {code}"


# ---------------------------------------------------------------- the server's refusals, shown on the phone as they are

UNREADABLE = "El árbitro no entiende lo que mandó la página. Vuelve a cargarla."
TOO_MUCH = "Es demasiado para que el árbitro lo lea."
TOO_SLOW = "La página tardó demasiado en mandar la respuesta. Prueba otra vez."
UNREADABLE_CHARACTER = "Tu texto lleva un carácter que el árbitro no entiende. Escríbelo otra vez."


def text_too_long(longest: int) -> str:
    return f"Ese texto es demasiado largo: como mucho {longest} caracteres."


LOCAL_NETWORK_ONLY = "Esta página es solo para la red local."
TOO_MANY_REQUESTS = "Demasiadas peticiones desde este teléfono. Espera un momento y prueba otra vez."
UNKNOWN_HOST = "Nombre de servidor desconocido: abre la dirección que dice el árbitro."
OTHER_PAGES = "No se aceptan peticiones desde otras páginas."
JOIN_FIRST = "Primero entra: escribe el código que dice el árbitro."
NOT_HERE = "Aquí no hay nada."
NO_SUCH_FILE = "Ese archivo no existe."

# joining, and the first phone's list
CODE_AND_ROLE = "Escribe el código y elige si quieres mirar o jugar."


def phone_name_too_long(longest: int) -> str:
    return f"El nombre del teléfono puede tener como mucho {longest} letras."


def wrong_code(left: int) -> str:
    tries = "un intento" if left == 1 else f"{left} intentos"
    return f"Ese código no es. Escucha el código y prueba otra vez (te quedan {tries} en este minuto)."


def too_many_tries(seconds: int) -> str:
    return f"Demasiados intentos. Espera {seconds} segundos y vuelve a escribir el código."


def someone_guessing(seconds: int) -> str:
    """Past the table-wide limit on wrong codes: this phone's try waits, the guesses are not read."""
    return (
        f"Alguien en esta red no para de escribir códigos equivocados, así que entrar va más lento. "
        f"Vuelve a intentarlo en {seconds} segundos, o entra desde otro teléfono."
    )


TOO_MANY_PHONES = "Ya han entrado demasiados teléfonos. Pide al primer teléfono que quite uno."
CHOOSE_A_PHONE = "Elige un teléfono de la lista."
CHOOSE_WHAT_FOR_IT = "Elige dejar jugar, solo mirar, teléfono compartido, un solo jugador o quitar."
ONLY_THE_FIRST_CHANGES = "Solo el primer teléfono que entró puede cambiar quién responde."
ONLY_THE_FIRST_REMOVES = "Solo el primer teléfono que entró puede quitar teléfonos."
PHONE_HAS_LEFT = "Ese teléfono ya salió."
CANNOT_REMOVE = "Ese teléfono no se puede quitar."
ONLY_THE_FIRST_NEW_CODE = "Solo el teléfono que lleva la página puede pedir un código nuevo."
ONLY_THE_FIRST_QR = "Solo el teléfono que lleva la página puede mostrar el código para unirse."

# running the page from another phone (the table says yes at the referee's buttons)
RUNS_THE_PAGE_ALREADY = "Este teléfono ya lleva la página."
ANOTHER_PHONE_ASKS = "Otro teléfono está pidiendo llevar la página: espera a que la mesa le conteste."
ASKED_TO_RUN = "Pedido: el árbitro pregunta a la mesa."
TABLE_SAID_NO = "La mesa dijo que no. Espera un minuto antes de volver a pedirlo."

# playing
ONLY_WATCHES = "Este teléfono solo mira. Pide al primer teléfono que lo deje jugar."
ALREADY_RECEIVED = "Ya recibido."
NO_QUESTION = "La página mandó una respuesta sin su pregunta. Vuelve a cargarla."
MOVED_ON = "Esa pregunta ya pasó: alguien respondió antes."
UNKNOWN_REQUEST = "La página pidió algo que el árbitro no hace. Vuelve a cargarla."
NO_TIMER = "Ahora no: no hay tiempo en marcha."
WAIT_FOR_THE_QUESTION = "Ahora no: espera a la próxima pregunta."
CHOOSE_WHO = "Primero elige quién eres."
ANSWER_IS_IN = "Ya recibido: la respuesta de ese jugador ya está."
SEND_THE_ANSWERS = "Envía tus respuestas para las categorías."


def one_answer_each(categories: int) -> str:
    return f"Da una respuesta para cada una de las {categories} categorías (deja la línea vacía si no tienes)."


def answer_too_long(longest: int) -> str:
    return f"Cada respuesta puede tener como mucho {longest} letras."


VALID_OR_NOT = "Vota válida o no válida."
CANNOT_TAKE_IT = "El árbitro no puede aceptar esa respuesta ahora."
AT_THE_BUTTONS = "Esta pregunta se responde con los botones del árbitro."


def one_seat_a_phone(seat: str) -> str:
    """A phone that answers for one player tried to answer for another."""
    return f"Este teléfono responde por {seat}. Si varios jugadores comparten un teléfono, pide al primer teléfono que lo marque como compartido."


def seat_held(seat: str, holder: str) -> str:
    """Another phone answers for this seat: refused, and said aloud at the referee."""
    return f"{seat} responde desde {holder}. Si no es así, díselo a la mesa."


def whole_number(low: int, high: int) -> str:
    return f"Da un número entero del {low} al {high}."


def not_allowed(value: int, low: int, high: int) -> str:
    return f"Aquí no vale {value}: da un número del {low} al {high}."


NOT_A_CHOICE = "Esa no es una de las opciones."
YES_OR_NO = "Responde sí o no."
MAIN_ACTION_ONLY = "Esta pregunta solo necesita la acción principal."
NOTHING_ASKED = "Ahora no se pregunta nada a los jugadores."

# names typed before a game


def how_many_names(most: int) -> str:
    return f"Escribe de 1 a {most} nombres."


def name_too_long(longest: int) -> str:
    return f"Cada nombre puede tener como mucho {longest} letras."


DIFFERENT_NAMES = "Da a cada jugador un nombre distinto."
NAMES_BEFORE_A_GAME = "Los nombres se escriben antes de empezar una partida, al elegirla o prepararla."


# ---------------------------------------------------------------- «Comprobar los dados» de una partida terminada

NO_SUCH_GAME = "Esa partida no está en la lista."
DICE_CANNOT_CHECK = "Esta partida no se puede comprobar: se jugó antes de que el árbitro guardara semillas."
DICE_UNDER_WAY = "Esta partida sigue en juego: su semilla es secreta hasta que acabe, y entonces se comprueban sus dados."
DICE_RECORD_CHANGED = "El registro de esta partida ya no encaja con sus reglas: se cambió después de jugarla."
DICE_NOTHING_DRAWN = "En esta partida no hubo azar: ni dados ni cartas."


def dice_match(draws: int) -> str:
    return "Su único sorteo coincide con la semilla." if draws == 1 else f"Los {draws} sorteos coinciden con la semilla."


def dice_wrong(wrong: int, draws: int) -> str:
    return f"{wrong} de {draws} sorteos no {'coincide' if wrong == 1 else 'coinciden'} con la semilla."
