### The device's own words, in Spanish (docs/dev/words.md): the twin of en.ftl.
### The one room that names buttons. They are named as printed on the box: GO, OK, UP, DOWN, BACK,
### never "ARRIBA" and "ABAJO", since a player finds a button by the word on it (how the voice says
### them: es.toml, buttons_said). The games' main actions (`AskGo.action`) are Spanish infinitives
### ("tirar", "sacar un tema"), so "Pulsa GO para tirar." reads as a Spanish speaker says it, and the
### phone page shows the same infinitive, capitalised, on its button.

## How to do with the buttons what a question asks: only where it is not plain from the value spoken.
go-hint = Pulsa GO para { $action }.
go-or-choose-hint = GO para { $main }, o elige y pulsa OK.
# Con «¿Primera partida de ...?», la primera pregunta que oye una mesa nueva (issue 38: no nombraba botones).
choose-hint = UP y DOWN para cambiar, OK para aceptar.

## The menu and the questions of the device's own.
which-game = ¿Qué juego? UP y DOWN para elegir, OK para empezar.
    .short = ¿Qué juego?
leave = ¿Terminar la partida? Para terminarla, pulsa UP y luego OK.
    .short = ¿Terminar?
new-game = ¿Otra partida?
new-game-action = empezar
nothing-to-repeat = Aún no hay nada que repetir.
# El valor de una pregunta de sí o no, como lo cambian UP y DOWN.
yes-or-no = { $answer ->
    [yes] Sí
   *[no] No
}
now-speaking = Ahora, en español.
waiting-game = Hay una partida de { $title } a medias. ¿Retomarla o dejarla aparte?
    .short = { $title } a medias.
resume-it = Retomarla
put-it-aside = Dejarla aparte
choosing-a-game = Eligiendo juego.
setting-up = Preparando { $title }.
not-whole-in = { $title } aún no se puede jugar en { $language }. Elige otro juego.
# Un idioma que el aparato habla sin ningún juego listo aún: el menú sigue en inglés.
nothing-whole-in = Aún no hay ningún juego listo en { $language }, así que sigo en inglés.
lets-play = { $title }. ¡A jugar!
    .short = { $title }
# Una vez tras «¡A jugar!» si la mesa pidió que se le explicara (issue 38): ninguna mesa nueva halló sola los botones mantenidos.
holds-taught = En cualquier momento: mantén GO para saber cómo vamos y qué toca (con el tiempo en marcha, lo pausa), mantén OK para oír otra vez lo último y por qué, y mantén BACK para terminar la partida, si lo confirmas.
closed = { $title }: partida terminada.
cannot-take-back = { $reason }
    .short = Eso no se puede deshacer.
no-game-no-dice = No hay ninguna partida en marcha, así que no hay dados que juzgar.
game-has-no-dice = Este juego no tiene dados que juzgar.
seats-named = Jugadores por orden de asiento: { $names }.

## A round timer.
## Spanish says the verb with the time, and it agrees with it: "queda un minuto", "queda un minuto y
## 5 segundos", "quedan 40 segundos" (lower case: a line that starts with it raises it with CAPITAL).
time-to-go = { $minutes ->
    [0] { $seconds ->
        [one] queda { COUNT($seconds, one: "segundo", other: "segundos", gender: "masculine") }
       *[other] quedan { COUNT($seconds, one: "segundo", other: "segundos", gender: "masculine") }
    }
   *[other] { $minutes ->
        [one] queda
       *[other] quedan
    } { $seconds ->
        [0] { COUNT($minutes, one: "minuto", other: "minutos", gender: "masculine") }
       *[other] { COUNT($minutes, one: "minuto", other: "minutos", gender: "masculine") } y { COUNT($seconds, one: "segundo", other: "segundos", gender: "masculine") }
    }
}
# "Quedan 40 segundos.", "Quedan 2 minutos y 5 segundos.", "Queda un minuto."
time-left = { CAPITAL($time) }.
# Mantener GO con el tiempo en marcha lo pausa: se dice cuánto queda y cómo seguir (issue 38).
timer-paused = Tiempo en pausa. { CAPITAL($time) }. Mantén GO otra vez para seguir.
timer-running = El tiempo corre.
back-to-timer = Volvemos al tiempo.
parts-hint = Pulsa OK para { $parts }.
next-line-hint = Pulsa OK para la frase siguiente.
timer-waits = GO vuelve a empezar el tiempo: { DURATION($seconds) }.
    .short = GO pone el tiempo en marcha.
timer-waits-left = GO reanuda el tiempo: { $time }.
    .short = GO pone el tiempo en marcha.

## Stopping, and resuming at the next start.
stopping = Me detengo.
stopping-mid-game = Me detengo. La partida seguirá al volver a encenderme.
# The card's faults as device/storage/journal.py's storage_trouble names them, said in Spanish.
card-trouble = { $kind ->
    [full] la tarjeta está llena
    [read-only] la tarjeta es de solo lectura
    [failing] la tarjeta falla
   *[other] { $trouble }
}
stopping-never-saved = Me detengo. Esta partida nunca se guardó ({ $trouble }), así que no se podrá retomar.
stopping-unsaved = { $unsaved ->
    [one] Me detengo. La última jugada no se pudo guardar ({ $trouble }): la partida seguirá desde antes de ella.
   *[other] Me detengo. Las últimas { $unsaved } jugadas no se pudieron guardar ({ $trouble }): la partida seguirá desde antes de ellas.
}
resuming = Seguimos. { $where }
resuming-after-power-cut = Seguimos. { $where } La última vez se fue la luz.
resuming-never-saved = Seguimos. { $where } Al detenerme, la partida aún no se había guardado ({ $trouble }).
resuming-unsaved = { $unsaved ->
    [one] Seguimos. { $where } Al detenerme, la última jugada no se pudo guardar ({ $trouble }): retomamos desde antes de ella.
   *[other] Seguimos. { $where } Al detenerme, las últimas { $unsaved } jugadas no se pudieron guardar ({ $trouble }): retomamos desde antes de ellas.
}
resume-damaged = El registro de esta partida estaba dañado; sigo desde donde está entero. { $where }
    .short = El registro estaba dañado.
resuming-setup = Seguimos preparando { $title } donde lo dejamos.

## Saving: said once when the card stops taking the game, once when it takes it again.
cannot-save = No puedo guardar la partida: { $trouble }.
saving-again = Ya vuelvo a guardar.

## Sound and volume.
sound-is-back = Vuelve el sonido.
natural-voice-failed = Mi voz natural no cargó, así que sigo con esta.
keyboard-stands-in = El teclado hace de botones.
volume = Volumen { $level }.
volume-limit = { $direction ->
    [1] Al máximo.
   *[other] Al mínimo.
}
shown-keys-help = Teclas: g o espacio = GO, flecha arriba/k/+ = UP, flecha abajo/j/- = DOWN, Intro/o = OK, Retroceso/b = BACK; K o RePág / J o AvPág = UP / DOWN diez pasos; G = mantener GO (pausa), O = mantener OK (repetir), B = mantener BACK (salir), q = terminar (la partida se guarda).

## The phone page, as said at the table ("1 9 2 punto 1 6 8").
companion-joining = Página del teléfono: { $host }, puerto { $port }. Código { $code }.
companion-failed = La página del teléfono no pudo arrancar.
companion-waits = La página del teléfono espera a la red.
new-join-code = Nuevo código de la página del teléfono: { $code }.
page-owner-question = { $phone } pide llevar la página del teléfono. Para dejarlo, pulsa UP y luego OK.
    .short = ¿Dejas que { $phone } lleve la página del teléfono?
page-owner-now = Ahora { $phone } lleva la página del teléfono.
page-owner-stays = La página del teléfono sigue como estaba.
seat-answered-elsewhere = { $sender } intentó responder por { $seat }, que responde desde { $holder }.

## The history of finished games (`referee history`) and its exports. Shown, never said.
shown-column-game-number = partida
shown-column-ended = fin_utc
shown-column-game = juego
shown-column-game-id = id_juego
shown-column-seat = asiento
shown-column-player = jugador
shown-column-score = puntos
shown-column-winner = ganador
shown-column-minutes = minutos
shown-won-cell = sí
shown-not-won-cell = no
shown-exported-by = Árbitro de mesa (exportado)
shown-the-referee = Árbitro de mesa
shown-export-about = Partidas terminadas, exportadas por Árbitro de mesa. Abre este archivo con Board Game Stats para importarlas.
shown-no-finished-games = Aún no hay partidas terminadas.
shown-finished-game = { $number }. { $title }, { $when } UTC: { $scores }
shown-score = { $name } { $score }
shown-score-won = { $name } { $score } (ganó)
# Lo que `referee history` añade a una partida terminada: la huella de sus dados y la semilla.
shown-dice-told = ; huella de los dados { $fingerprint }, semilla { $seed }
# Una partida sin puntos en la lista: en curso (la semilla, aún secreta) o sin terminar (la semilla, dicha).
shown-game-under-way = { $number }. { $title }, en curso: huella de los dados { $fingerprint } (la semilla se dice al terminar)
shown-game-unfinished = { $number }. { $title }, sin terminar: huella de los dados { $fingerprint }, semilla { $seed }
shown-wrote-games = Listo: { COUNT($games, one: "partida terminada", other: "partidas terminadas", gender: "feminine") } en { $target }.

## Los botones no arrancaron (device/input/gpio_backend.py): en una mesa sin pantalla, la causa en palabras
## sencillas y lo único que hay que hacer; el mensaje entero, con rutas, va al registro.
buttons-failed = Mis botones no funcionan: { $cause ->
    [library] falta la biblioteca GPIO de esta Pi o está vacía. Vuelve a ejecutar el instalador
    [permission] no tengo permiso para usar los pines GPIO. Añade mi usuario al grupo gpio, o vuelve a ejecutar el instalador
    [busy] otro programa está usando los pines de los botones. Ciérralo y vuelve a arrancarme
    [no-chip] no encuentro los pines GPIO en esta máquina
   *[other] los pines GPIO no arrancaron
}. Para más detalles, ejecuta referee check.
