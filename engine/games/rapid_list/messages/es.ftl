### Everything Rapid List says, in Spanish: the twin of en.ftl, the same messages (docs/dev/words.md).
###
### The track's spaces are "casillas", Start "la salida", Finish "la meta"; a bid is an "apuesta", the
### doubler "el doble" (a token a player "usa" to "doblar"), the veto "el veto". "Ficha", not "cubo": what
### a Spanish table calls the piece it races (a coin does). Lines addressed to one player use "tú", never
### "usted" ("Me la dice por turno" read as usted to a Spanish table: issue 38); lines that tell the whole
### table what to do avoid "vosotros" and "ustedes", which split Spain from the Americas: "cada uno",
### "todos" in the third person, an infinitive ("¡A escribir!"); so do lines for one player or several (a
### challenge: "Ojo, Beto y Cati:"). A challenge's text after a colon is lowered (es.toml, [challenge]):
### our Spanish challenges open with a common word, never a name, and are written without "tú", so one
### line suits one player or several. Nothing here names a button. Rapid List is the name on the box,
### kept in every language.

## The track and its spaces. The track ids the setup and the config use stay as they are.
track-standard = Estándar: 8 casillas normales y luego 4 retos
track-short = Corto: 6 casillas normales y luego 2 retos
track-early-challenge = Reto temprano: retos en la 5 y de la 10 a la 12
track-zigzag = Zigzag: retos en la 4, la 7, la 10 y la 12
track-long = Largo: 16 casillas, retos en la 8 y de la 13 a la 16
custom-track = Tu recorrido: { COUNT($spaces, one: "casilla", other: "casillas", gender: "feminine") } con { COUNT($challenges, one: "reto", other: "retos", gender: "masculine") }

# Where a cube stands, for the standings: 'en la salida', 'en la 7', 'en la meta', 'a 2 casillas más allá de la meta'.
where = { $place ->
    [start] en la salida
    [finish] en la meta
    [beyond] a { COUNT($beyond, one: "casilla", other: "casillas", gender: "feminine") } más allá de la meta
   *[space] en la { $space }
}
# One space and its cubes: 'Azul en la 9, a 4 de la meta', 'Azul y Rojo en la 5, Azul arriba'.
stack = { $cubes ->
    [1] { $top } { $where }
    [2] { $names } { $where }, { $top } arriba
   *[other] { $place ->
        [start] En la salida
        [finish] En la meta
        [beyond] A { COUNT($beyond, one: "casilla", other: "casillas", gender: "feminine") } más allá de la meta
       *[space] En la { $space }
    }, de arriba abajo: { $names }
}{ $left ->
    [0] {""}
   *[other] , a { $left } de la meta
}
# Unless the name already says so (es.toml, [teams]).
team-name = Equipo { $name }

## Chance: the transcript's words for each draw.
draw-first-asker = sortear quién pregunta primero
line-up-cubes = poner las fichas en la salida
draw-challenge = sacar la carta de reto de arriba
draw-suiting-challenge = sacar un reto que encaje con la pregunta
draw-question-card = sacar la carta de preguntas de arriba
roll-question-die = tirar un dado de seis
# The cards are feminine: "todas las cartas", "barajadas".
questions-reshuffled = Ya salieron todas las cartas de preguntas: las barajo de nuevo.
    .short = Cartas de preguntas barajadas.
challenges-reshuffled = Ya salieron todas las cartas de reto: las barajo de nuevo.
    .short = Cartas de reto barajadas.

## Before the first round.
line-up-on-start = En la salida, de arriba abajo: { $names }.
    .short = De arriba abajo: { $names }.
    .long = Las fichas se apilan en la salida, de arriba abajo: { $names }. Quien llega después va debajo, y con apuestas iguales lee antes quien esté más abajo.
line-up-head-starts = Con ventaja: { $positions }.
    .short = { $brief }.

## Teaching: once a game, when setup's "¿Primera partida de Rapid List?" was yes.
teach-needs = Cada jugador necesita una hoja de papel, un lápiz y una ficha, que puede ser una moneda, para avanzar por un recorrido; y hace falta otra hoja para dibujar ese recorrido.
teach-opening = Rapid List es una carrera de la salida a la meta. En cada ronda leo una pregunta, y cada uno escribe respuestas en papel hasta que se acaba el tiempo. Luego cada uno apuesta cuántas va a leer: si las lee, su ficha avanza esas casillas; si no, se queda. Gana quien llegue antes a la meta; si llegan varios en la misma ronda, quien pase más lejos, y luego quien más avanzó en esa ronda.
# Spaces as heard, in a list: 'de la 9 a la 12', 'la 5 y de la 10 a la 12', 'la 4, la 7, la 10 y la 12'.
run-of-spaces = de la { $first } a la { $last }
one-space = la { $space }
# The challenge spaces are marked with an R on the drawn track.
track-taught = En la otra hoja se dibuja el recorrido: la salida, las casillas 1 a { $last } y la meta, la { $finish }. { $count ->
    [1] La de reto, { $spaces }, lleva
   *[other] Las de reto, { $spaces }, llevan
} una R.
die-says = Sale un { $face }.
write-taught = Cada uno escribe cuantas respuestas pueda; mejor raras: las que también tenga otro se tachan.
short-taught = { $count ->
    [1] A { $names } le faltaron: no avanza, pero lo que leyó también tacha.
   *[other] A { $names } les faltaron: no avanzan, pero lo que leyeron también tacha.
}

## The start of a round: who still holds a doubler or a veto.
doubler-everyone = Todos tienen su doble.
    .short = Doble: todos.
doubler-held = { $count ->
    [1] Aún tiene doble: { $names }.
   *[other] Aún tienen doble: { $names }.
}
    .short = Doble: { $names }.
veto-everyone = Todos tienen su veto.
    .short = Veto: todos.
veto-held = { $count ->
    [1] Aún tiene veto: { $names }.
   *[other] Aún tienen veto: { $names }.
}
    .short = Veto: { $names }.

## The challenge.
challenge = Reto para { $names }: { $challenge }
    .short = { $names }: { $challenge }
challenge-cost-taught = Lo que no cumpla el reto no cuenta.
challenged-standing = { $names } { $count ->
    [1] está
   *[other] están
} en una casilla de reto.
challenged-leading = { $names } { $count ->
    [1] va
   *[other] van
} en cabeza en una casilla de reto.
challenge-swapped = Otro para { $names }: { $challenge }
    .short = { $names }: { $challenge }
challenge-does-not-suit = Ese reto no encaja con esta pregunta.
    .short = El reto no encaja.
    .purpose = El reto sacado no encaja con la pregunta: saco otro, y luego todos escriben.
draw-another-challenge = sacar otro reto
no-challenge-fits = Ningún reto encaja con esta pregunta: esta ronda, sin reto.
    .short = Sin reto esta ronda.
# Said to one player or several, so no verb in tú or vosotros.
challenge-cue = { $call ->
    [eyes] { $names }: ojos abiertos.
    [switch] { $names }: cambio de mano.
   *[write] { $names }, ¡a escribir!
}

## The question.
# "Pregunta", not "Lee": the lists are read out, and a table heard the two as one.
reader-up = Pregunta { $name }.
    .purpose = Ronda nueva: la empieza { $name }, { $dice ->
        [without] saco una carta y leo sus seis preguntas
       *[with] tiro el dado y leo una pregunta
    }; luego todos escriben respuestas.
# "Pulsa GO para tirar el dado." in round 1, then "Pulsa GO para la ronda 3.".
round-action = { $round ->
    [1] { $dice ->
        [without] sacar una carta de preguntas
       *[with] tirar el dado
    }
   *[other] la ronda { $round }
}
reader-taught = Cada ronda pregunta uno: pulsa GO y apuesta primero; el primero, al azar; luego, el de la izquierda.
# A table without a die heard "Pulsa GO para tirar el dado.": the die is the referee's.
own-die-taught = El dado lo tiro yo.
round-rule = Cada ronda pregunta el siguiente jugador en el sentido de las agujas del reloj: empieza la ronda y apuesta primero.
numbered-question = Pregunta { $number }: { $question }
    .short = Pregunta { $number }.
which-question = { $name }, ¿qué pregunta?
    .short = { $name }, ¿cuál?
    .rule = Sin dado, quien pregunta elige cualquiera de las seis preguntas de la carta.
    .purpose = { $name } elige la pregunta de esta ronda; luego todos escriben respuestas.
picks = { $name } elige la pregunta { $number }.
    .short = Pregunta { $number }.
write = ¡A escribir!
# A later round's start signal: the table learned in round 1 what it starts, so the signal alone.
write-again = ¡Ya!

## The doubler and the veto.
# An option, and the main one: "GO para empezar a escribir, o elige y pulsa OK."
start-the-clock = Empezar a escribir
doubles-option = { $name } dobla
vetoes-option = { $name } veta
declare = { $asks ->
    [both] ¿Alguien dobla o veta?
    [doubling] ¿Alguien dobla?
    [vetoing] ¿Alguien veta?
   *[none] ¿Todo listo para escribir?
}
doubler-rule = Con el doble avanzas el doble de tu apuesta si tu lista vale; una vez por partida, nunca desde una casilla de reto.
veto-rule = El veto cambia esta pregunta por la siguiente de la carta; una vez por partida.
declare-purpose = Ahora se usa un doble o un veto, antes de escribir; si no, a escribir.
doubles = { $name } dobla esta pregunta.
    .short = { $name } dobla.
vetoes = { $name } veta. En su lugar, la pregunta { $number }:
    .short = { $name } veta: pregunta { $number }.
doubler-back = { $count ->
    [1] { $names } recupera su doble.
   *[other] { $names } recuperan su doble.
}

## The clock, the bids, the reading.
# Said after the buzzer when the writing time is up: what a Spanish table calls out when the time is over.
pencils-down = ¡Tiempo!
# The others are asked by name: "¿Y Beto?" (the engine's each-in-turn).
your-bid = { $name }, ¿tu apuesta?
bid-capped = { $name }, ¿tu apuesta, como mucho { $high }?
    .short = { $name }, ¿como mucho { $high }?
bid-rule = Tu apuesta es cuántas de tus respuestas vas a leer. Si las lees todas, tu ficha avanza esas casillas, aunque pase de la meta; si te quedas corto, no se mueve. Una respuesta que alguien lea antes que tú se tacha de tu lista.
bid-purpose = La apuesta de cada uno, por turno; luego se leen las listas, empezando por la apuesta más baja.
# Issue 38's Spanish table: the steps one after another, and why the bid is written first.
bid-taught = Ahora cada uno apuesta cuántas respuestas leerá. Primero la apunta, para no cambiarla al oír otras; después, por turno, la dice. Lee primero la apuesta más baja.
# "Ojo" suits one player or several.
challenge-reminder = Ojo, { $names }: { $challenge }
    .short = { $names }: { $challenge }
bid-in-order = { $doubled ->
    [yes] { $name } { $bid } doble
   *[no] { $name } { $bid }
}
name-in-order = { $doubled ->
    [yes] { $name } doble
   *[no] { $name }
}
# "Orden de lectura:" and the bids in the first round; after it "Orden:" and the names alone (the table
# heard each bid a moment ago; the Spanish table missed a lead-in).
read-in-order = Orden de lectura: { $order }.
    .short = Orden: { $order }.
read-names-in-order = Orden: { $names }.
    .long = Orden de lectura: { $order }.
# "¿Todo válido?" did not say what it asks (issue 38): whether each list reached its bid.
all-reached = ¿Todos llegan a su apuesta?
then-tell-me = Al terminar de leer: ¿todos llegan a su apuesta?
valid-rule = Una respuesta vale si encaja con la pregunta y nadie la leyó antes; si hay dudas, vota la mesa, y el empate la da por buena. Una lista que no llega a su apuesta no avanza.
read-purpose = Las listas se leen en este orden; después se dice qué lista no llegó, si alguna, y las fichas avanzan.
read-taught = Cada uno lee tantas respuestas como apostó, o las que tenga; quien tenga la misma, la tacha.
# Whose answers come first, said of players (a ficha reads nothing); the lower ficha is the later arrival.
tie-taught = Con apuestas iguales, lee antes quien esté más cerca de la salida, y luego quien esté más abajo en la pila.
stack-taught = Una ficha que llega a una casilla ocupada se pone debajo de las demás.
all-valid = Sí
# "Falla Bob": short, as UP and DOWN say it and a table says it ("No, la de Bob" took longer).
fell-short = Falla { $name }
several-short = { $readers ->
    [2] Fallan las dos
   *[other] Fallan varias listas
}
list-by-list = Entonces, lista por lista.
# "¿Todas válidas?" had a table say yes for a list whose answers were good but too few (session 46).
read-your-list = { $doubled ->
    [yes] { $name }, lee tu lista para avanzar doble. ¿Llega a { $bid }?
   *[no] { $name }, lee tu lista. ¿Llega a { $bid }?
}
    .short = { $name }, ¿llega a { $bid }?
list-purpose = Lista por lista: sí si llega a su apuesta, y esa ficha avanza; luego la siguiente.

## Standings and the end.
standings = Clasificación: { $positions }.
    .short = { $brief }.
furthest = por llegar más lejos tras la meta
biggest-move = al desempatar en cabeza por el mayor avance de la ronda
same-move = empatados en cabeza y con el mismo avance en la ronda
winners = { $count ->
    [1] ¡{ $names } gana Rapid List!
   *[other] { $names } comparten la victoria: ¡a chocar esos cinco!
}
    .short = { $count ->
        [1] Gana { $names }.
        [2] Ganan los dos: { $names }.
       *[other] Ganan todos: { $names }.
    }
winners-because = { $count ->
    [1] ¡{ $names } gana Rapid List, { $why }!
   *[other] { $names } comparten la victoria, { $why }: ¡a chocar esos cinco!
}
    .short = { $count ->
        [1] Gana { $names }.
        [2] Ganan los dos: { $names }.
       *[other] Ganan todos: { $names }.
    }
about-to-start = Rapid List, a punto de empezar.
round-now = Rapid List, ronda { $round }.
    .short = Ronda { $round }.
round-now-asking = Rapid List, ronda { $round }, pregunta { $reader }.
    .short = Ronda { $round }, pregunta { $reader }.
round-now-question = Rapid List, ronda { $round }. Pregunta de { $reader }: { $question }
    .short = Ronda { $round }: { $asked }
bids-so-far = Apuestas hasta ahora: { $bids }.
bid-so-far = { $name } { $bid }

## Settings refused.
no-question-cards = No hay cartas de preguntas para jugar.
six-questions = Cada carta de preguntas necesita exactamente seis preguntas.
no-challenge-cards = No hay cartas de reto para jugar.
head-starts-for-all = Da ventaja a todos los jugadores o a ninguno.
head-start-on-track = Con su ventaja, la ficha debe quedar entre la salida y la meta.
variant-twice = Cada variante se puede elegir solo una vez.
age-is-whole = Una edad es un número entero de años, como 9 o 35.
timer-too-short = El tiempo debe ser de al menos { COUNT($least, one: "segundo", other: "segundos", gender: "masculine") }.
unknown-variant = Variante desconocida { $name }; las variantes son: { $variants }.
# The letters are what the track strings are written in (N, C): they stay, explained in Spanish.
track-letters = El recorrido { $track } no es válido: un recorrido es una serie de casillas N (normal) y C (con reto), como NNNNNNNNCCCC.
challenge-too-early = El recorrido { $track } no es válido: las tres primeras casillas tras la salida deben ser normales, no de reto.
unknown-track = Recorrido desconocido { $name }: usa uno de { $tracks }, o una serie de casillas N (normal) y C (con reto), como NNNNCNNNNCCC.
ages-for-each = Da una edad para cada uno de los { $players } jugadores, no { $given }.

## Setup questions.
are-children-playing = ¿Juegan niños?
adults-too = ¿Y también adultos? Entonces uso preguntas para todas las edades; si no, las azules, para niños.
which-questions = ¿Qué tipo de preguntas?
# "Para mayores", not "de adultos", which a Spanish table reads as adult content (issue 40).
deck-both = Cotidianas y para mayores
deck-blue = Solo cotidianas
deck-red = Solo para mayores
deck-mixed = Todas las edades juntas
how-long-to-write = ¿Cuánto tiempo para escribir?
teams = ¿Por equipos? Los compañeros se sientan juntos y cada equipo juega como un solo jugador, con un nombre.
which-track = ¿Qué recorrido?
# "Echar el ancla" (the box's name, drop anchor) told a Spanish table nothing: "retos para todos" says it.
any-variants = ¿Alguna variante? El doble, el veto, sin dado, retos para todos, ventajas.
variant-doubler = ¿Jugar con el doble? Una vez por partida, cada jugador puede doblar un avance.
variant-veto = ¿Jugar con el veto? Una vez por partida, cada jugador puede cambiar una pregunta por la siguiente.
variant-no-dice = ¿Jugar sin dado? Quien pregunta oye las seis preguntas y elige una.
variant-drop-anchor = ¿Jugar con retos para todos? Todos los que estén en una casilla de reto hacen el reto.
head-starts = ¿Ventaja para los más jóvenes? Entonces pregunto la edad de cada uno.
head-start-rule = Con 9 años o menos se sale 6 casillas por delante; con 10, 4; con 11, 2.
track-rule = Las fichas van de la salida a la meta. Si al empezar una ronda quien va primero está en una casilla de reto, le leo una carta de reto y la cumple esa ronda; no hacen falta cartas.
# Mantener OK en la pregunta del recorrido: más de lo que ya dijo la pregunta enseñada.
track-held-rule = { track-rule } La meta es la casilla que sigue a la última, y una ficha puede pasarla; con más casillas, la partida dura más.
variants-rule = El doble: una vez por partida, se dobla un avance. El veto: una vez por partida, se cambia una pregunta. Sin dado: en vez de tirar yo un dado, quien pregunta elige la pregunta. Retos para todos: todos los que estén en una casilla de reto hacen el reto. Ventajas: los más jóvenes salen por delante.
rule-players = La hoja de sobra es para el recorrido: una vez elegido, digo cómo se dibuja.
rule-kids = Con niños, preguntas cotidianas; una mesa de adultos elige.
rule-decks = Las cotidianas sirven para cualquiera; las de mayores piden más de lo que sabe un adulto. Cotidianas y para mayores saca de las dos; todas las edades juntas son preguntas que pueden contestar un niño y un adulto.
rule-timer = Las reglas dan 30 segundos.
rule-teams = Un equipo apuesta y lee como un solo jugador.
rule-names = Las apuestas van por la mesa en el sentido de las agujas del reloj.
purpose-players = Cuántos juegan; luego, qué preguntas van con la mesa.
purpose-kids = Qué preguntas van con la mesa; luego, el tiempo para escribir.
purpose-adults-too = Qué preguntas van con la mesa; luego, el tiempo para escribir.
purpose-decks = Las preguntas de cada ronda; luego, el tiempo para escribir.
purpose-timer = Cuánto tiempo se escribe en cada ronda; luego, equipos y nombres.
purpose-teams = Jugadores o equipos; luego, los nombres, en orden por la mesa.
purpose-names = Los nombres que uso, en orden por la mesa; luego, el recorrido.
purpose-track = El recorrido de las fichas; luego, las variantes.
purpose-any-variants = Cambios de reglas para esta partida; con No, la partida empieza con las reglas normales.
purpose-variant = Un cambio de reglas, sí o no; luego el siguiente.
purpose-head-starts = Ventaja para los más jóvenes; con Sí pregunto cada edad.
purpose-age = Una edad, para la ventaja; tras la última, empieza la partida.
which-track-taught = { track-rule } { which-track }
any-variants-taught = ¿Alguna variante? { variants-rule } Para una primera partida, mejor que no.
head-starts-taught = ¿Ventaja para los más jóvenes? { head-start-rule } Entonces pregunto la edad de cada uno.
how-old = ¿Cuántos años tiene { $name }?
    .short = ¿Edad de { $name }?
how-old-team = ¿Cuántos años tiene el más joven del { $team }?
    .short = ¿Edad del { $team }?
years = años

## Shown, never said: the command line and the config. The option names (--ages) and the track letters
## (N, C) are what the program reads: they stay.
shown-track-as-text = usa un texto entre comillas de casillas N (normal) y C (con reto), como "NNNNCNNNNCCC"
shown-ages-as-numbers = --ages pide números enteros separados por comas, por ejemplo 9,11,40
shown-variant-help = jugar con esta variante (se puede repetir)
shown-track-help = el nombre de un recorrido, o sus casillas en N y C, por ejemplo NNNNCNNNNCCC
shown-ages-help = edades para las ventajas, por orden de asiento, por ejemplo 9,11,40

## What BACK takes back: said after "Vuelvo atrás:".
bid-given = la apuesta de { $name }, { $bid }
judged-list-by-list = no todas las listas válidas
judged-all-valid = todas las listas válidas
judged-one-short = la lista de { $name }, no válida
judged-neither = ninguna lista válida
list-judged = { $valid ->
    [yes] la lista de { $name }, llega a { $bid }
   *[no] la lista de { $name }, no llega a { $bid }
}
pick-given = la elección de { $name }, pregunta { $number }
doubler-given = el doble de { $name }
veto-given = el veto de { $name }
