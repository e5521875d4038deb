### Las palabras de la página del teléfono, en español (docs/dev/words.md): lo que muestra la página
### y lo que el servidor contesta a un teléfono.

## The page (static/app.html, app.js, join.html, join.js): page-NAME is the page's NAME.
## The page fills each variable itself, by the place it has in the English message.
page-referee = Árbitro de mesa
page-join_title = Árbitro de mesa: entrar
page-type_the_code = Escribe el código que dice el árbitro. (Mantén GO en el árbitro para oírlo otra vez.)
page-code = Código
page-your_name = Tu nombre (para que el primer teléfono sepa de quién es; opcional)
page-join_to_play = Entrar a jugar
page-join_to_watch = Entrar a mirar
page-join_unreachable = El árbitro no contesta. Comprueba que este teléfono está en la misma red.
page-reconnecting = Volviendo a conectar con el árbitro…
page-turn = Turno
page-your_answers = Tus respuestas
page-i_am = Soy
page-send_answers = Enviar mis respuestas
page-players_in_order = Jugadores, por orden de asiento
page-add_player = Añadir jugador
page-use_names = Usar estos nombres
page-categories = Categorías
page-track = Recorrido
page-staircase = Escalera
page-dice_fields = Casillas de los dados
page-scores = Puntuación
page-scores_by_round = Puntos por ronda
page-said = Lo dicho
page-said_this_round = Lo dicho en esta ronda
page-undo = Deshacer
page-repeat = Repetir
page-pause = Pausa
page-how_fair = ¿Fueron justos los dados?
page-only_watches = Este teléfono solo mira.
page-ask_to_play = Pedir jugar
page-asked_to_play = Pedido: espera al primer teléfono
page-finished_games = Partidas terminadas
page-download = Descargar:
page-phones = Teléfonos
page-join_code_for_others = Código para otros teléfonos:
page-leave = Salir (deja libre el sitio de este teléfono)
page-choosing_a_game = Eligiendo juego
page-setting_up = Preparando
page-unreachable = El árbitro no contesta. Revisa la red.
page-less = menos
page-more = más
page-yes = Sí
page-no = No
page-valid = Válida
page-not_valid = No válida
page-choose_who = Primero elige quién eres.
page-send_below = Envía tus respuestas aquí abajo.
page-go_on = Seguir
page-choose = elige…
page-answers_for_letter = Tus respuestas, letra { $letter }
page-type_while_timer = Escribe mientras corre el tiempo; envía cuando el árbitro pida las respuestas.
page-sent = Enviado.
page-start_space = Salida
page-finish_space = Meta
page-challenge_space = { $space }, reto
page-dice_field = Casilla { $field }
page-paused = En pausa
page-earlier_seat = asiento anterior
page-later_seat = asiento siguiente
page-remove_name = quitar
page-dice_seed = . Huella de los dados { $fingerprint }, semilla { $seed }
page-fingerprint = Huella de los dados: { $fingerprint }
page-check_dice = Comprobar los dados
page-checking_dice = Comprobando...
page-won = { $name } { $score } (ganó)
page-this_phone = este teléfono
page-plays = juega
page-asks_to_play = pide jugar
page-watches = mira
page-watch_only = Solo mirar
page-let_it_play = Dejar jugar
page-remove_phone = Quitar
page-shared_phone = Teléfono compartido
page-one_player = Un solo jugador
page-answers_for = responde por { $seat }
page-asks_to_run = pide llevar la página
page-run_page = Llevar la página desde este teléfono
page-asked_to_run = Pedido: el árbitro pregunta a la mesa
page-new_code = Código nuevo
page-at_the_buttons = Esto se responde con los botones del árbitro.
page-sending_answers = para enviar respuestas
page-voting = para votar
page-time_up = Se acabó el tiempo
page-last_seconds = ¡Últimos segundos!
page-seconds_left = Quedan { $seconds } segundos
page-one_minute_left = Queda 1 minuto
page-minutes_left = Quedan { $minutes } minutos
page-seat_number = asiento { $seat }
page-name_of_seat = Nombre del asiento { $seat }
page-move_up = Adelantar a { $name }
page-move_down = Retrasar a { $name }
page-remove_player = Quitar a { $name }
page-vibrate_for_sounds = Vibrar con los sonidos del árbitro
page-page_address = Dirección de la página:
page-show_qr = Mostrar un código QR para unirse
page-hide_qr = Ocultar el código QR
page-qr_alt = Código QR con la dirección de la página y el código para unirse
page-qr_caption = Quien no oye el código escanea esto: la página se abre con el código ya puesto.

## The referee's sounds as captions (device/companion/hub.py), in brackets as film captions show sounds.
## The last seconds' ticks have none: the timer shows them.
cue-not_now = [Pitido: ese botón no hace nada ahora]
cue-stop = [Timbre: se acabó el tiempo]
cue-warning = [Aviso sonoro]
cue-dice = [Ruido de dados]
cue-card = [Carta nueva]
cue-success = [Sonido de acierto]
cue-miss = [Sonido de fallo]
cue-fanfare = [Fanfarria]

## A number's unit shown beside it, where a prompt gives the unit "seconds".
seconds-unit = segundos

## A phone that gave no name: by the player it answers for, else by its id.
phone-of = Teléfono de { $name }
phone-numbered = Teléfono { $code }

## The server's refusals, shown on the phone as they are.
unreadable = El árbitro no entiende lo que mandó la página. Vuelve a cargarla.
too-much = Es demasiado para que el árbitro lo lea.
too-slow = La página tardó demasiado en mandar la respuesta. Prueba otra vez.
unreadable-character = Tu texto lleva un carácter que el árbitro no entiende. Escríbelo otra vez.
text-too-long = Ese texto es demasiado largo: como mucho { $longest } caracteres.
local-network-only = Esta página es solo para la red local.
too-many-requests = Demasiadas peticiones desde este teléfono. Espera un momento y prueba otra vez.
unknown-host = Nombre de servidor desconocido: abre la dirección que dice el árbitro.
other-pages = No se aceptan peticiones desde otras páginas.
join-first = Primero entra: escribe el código que dice el árbitro.
not-here = Aquí no hay nada.
no-such-file = Ese archivo no existe.

## Joining, and the first phone's list.
code-and-role = Escribe el código y elige si quieres mirar o jugar.
phone-name-too-long = El nombre del teléfono puede tener como mucho { $longest } letras.
wrong-code = Ese código no es. Escucha el código y prueba otra vez (te quedan { $left ->
    [1] un intento
   *[other] { $left } intentos
} en este minuto).
too-many-tries = Demasiados intentos. Espera { $seconds } segundos y vuelve a escribir el código.
# Past the table-wide limit on wrong codes: this phone's try waits, the guesses are not read.
someone-guessing = Alguien en esta red no para de escribir códigos equivocados, así que entrar va más lento. Vuelve a intentarlo en { $seconds } segundos, o entra desde otro teléfono.
too-many-phones = Ya han entrado demasiados teléfonos. Pide al primer teléfono que quite uno.
choose-a-phone = Elige un teléfono de la lista.
choose-what-for-it = Elige dejar jugar, solo mirar, teléfono compartido, un solo jugador o quitar.
only-the-first-changes = Solo el primer teléfono que entró puede cambiar quién responde.
only-the-first-removes = Solo el primer teléfono que entró puede quitar teléfonos.
phone-has-left = Ese teléfono ya salió.
cannot-remove = Ese teléfono no se puede quitar.
only-the-first-new-code = Solo el teléfono que lleva la página puede pedir un código nuevo.
only-the-first-qr = Solo el teléfono que lleva la página puede mostrar el código para unirse.

## Running the page from another phone (the table says yes at the referee's buttons).
runs-the-page-already = Este teléfono ya lleva la página.
another-phone-asks = Otro teléfono está pidiendo llevar la página: espera a que la mesa le conteste.
asked-to-run = Pedido: el árbitro pregunta a la mesa.
table-said-no = La mesa dijo que no. Espera un minuto antes de volver a pedirlo.

## Playing.
only-watches = Este teléfono solo mira. Pide al primer teléfono que lo deje jugar.
already-received = Ya recibido.
no-question = La página mandó una respuesta sin su pregunta. Vuelve a cargarla.
moved-on = Esa pregunta ya pasó: alguien respondió antes.
unknown-request = La página pidió algo que el árbitro no hace. Vuelve a cargarla.
no-timer = Ahora no: no hay tiempo en marcha.
wait-for-the-question = Ahora no: espera a la próxima pregunta.
choose-who = Primero elige quién eres.
answer-is-in = Ya recibido: la respuesta de ese jugador ya está.
send-the-answers = Envía tus respuestas para las categorías.
one-answer-each = Da una respuesta para cada una de las { $categories } categorías (deja la línea vacía si no tienes).
answer-too-long = Cada respuesta puede tener como mucho { $longest } letras.
valid-or-not = Vota válida o no válida.
cannot-take-it = El árbitro no puede aceptar esa respuesta ahora.
at-the-buttons = Esta pregunta se responde con los botones del árbitro.
# A phone that answers for one player tried to answer for another.
one-seat-a-phone = Este teléfono responde por { $seat }. Si varios jugadores comparten un teléfono, pide al primer teléfono que lo marque como compartido.
# Another phone answers for this seat: refused, and said aloud at the referee.
seat-held = { $seat } responde desde { $holder }. Si no es así, díselo a la mesa.
whole-number = Da un número entero del { $low } al { $high }.
not-allowed = Aquí no vale { $value }: da un número del { $low } al { $high }.
not-a-choice = Esa no es una de las opciones.
yes-or-no = Responde sí o no.
main-action-only = Esta pregunta solo necesita la acción principal.
nothing-asked = Ahora no se pregunta nada a los jugadores.

## Names typed before a game.
how-many-names = Escribe de 1 a { $most } nombres.
name-too-long = Cada nombre puede tener como mucho { $longest } letras.
different-names = Da a cada jugador un nombre distinto.
names-before-a-game = Los nombres se escriben antes de empezar una partida, al elegirla o prepararla.

## "Check the dice" on a finished game.
no-such-game = Esa partida no está en la lista.
dice-cannot-check = Esta partida no se puede comprobar: se jugó antes de que el árbitro guardara semillas.
dice-under-way = Esta partida sigue en juego: su semilla es secreta hasta que acabe, y entonces se comprueban sus dados.
dice-record-changed = El registro de esta partida ya no encaja con sus reglas: se cambió después de jugarla.
dice-nothing-drawn = En esta partida no hubo azar: ni dados ni cartas.
dice-match = { $draws ->
    [1] Su único sorteo coincide con la semilla.
   *[other] Los { $draws } sorteos coinciden con la semilla.
}
dice-wrong = { $wrong ->
    [1] { $wrong } de { $draws } sorteos no coincide con la semilla.
   *[other] { $wrong } de { $draws } sorteos no coinciden con la semilla.
}
