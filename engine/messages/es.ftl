### Las palabras del motor (docs/dev/words.md): lo que todos los juegos dicen igual, y lo que muestran
### el dibujo de un juego y una hoja impresa.
### Escritas para una mesa hispanohablante: español neutro, tú a un jugador, frases cortas (todas se dicen).
### Lo que se dice a toda la mesa evita "vosotros" y "ustedes", que separan España de América: un infinitivo
### ("¡A escribir!"), "cada uno" o la tercera persona.

## Shown, never said: the facts and columns of a game's picture on the phone page.
shown-list = Lista
shown-letter = Letra
shown-target = Meta
shown-subject = Tema
shown-reader = Lee
shown-question = Pregunta
shown-challenge = Reto
shown-roll = Tirada
shown-total = Total
shown-tie-break = Desempate
# A score table's column, and a pad's.
shown-round-column = Ronda { $number }
# One of a card's questions, while the reader picks one.
shown-question-numbered = Pregunta { $number }

## Shown, never said: a printed sheet (Scattergories' lists and pads).
shown-list-name = Lista { $number }
# The sheet's heading: one list's, or (-all) a sheet of several lists.
shown-sheet-title = { $title }: lista { $number }
shown-sheet-title-all = { $title }: listas de categorías
shown-key-heading = Lista { $number }: una respuesta para cada letra
shown-key-note = Si alguien discute una respuesta: aquí tienes una que vale, para cada letra del dado.
shown-no-example = (aún sin ejemplo)
shown-points = Puntos
shown-name = Nombre
shown-pad-name = Hoja { $number }

## Cuánto dura: lo dice DURATION($seconds) (engine/spoken.py), que da $minutes, $rest (los segundos de más)
## y $seconds. "Un minuto y medio", "2 minutos y 15": pasado un minuto, los segundos van sin su nombre.
duration = { $minutes ->
    [0] { COUNT($seconds, one: "segundo", other: "segundos", gender: "masculine") }
   *[other] { $rest ->
        [0] { COUNT($minutes, one: "minuto", other: "minutos", gender: "masculine") }
        [30] { COUNT($minutes, one: "minuto", other: "minutos", gender: "masculine") } y medio
       *[other] { COUNT($minutes, one: "minuto", other: "minutos", gender: "masculine") } y { $rest }
    }
}

## Una pregunta a cada jugador por turno (engine/in_turn.py): entera al primero, luego solo el nombre.
## "¿Y Inés?" conserva la "y": al principio de una pregunta no pasa a "e" (RAE).
each-in-turn = ¿Y { $name }?

## Preparar: cuántos juegan (engine/setup.py). Un juego puede sentar equipos: $who es su "jugadores o equipos".
how-many-players = ¿Cuántos jugadores?
    .short = ¿Jugadores?
how-many = ¿Cuántos { $who }?
    .short = ¿{ CAPITAL($who) }?

## Preparar: los nombres de los puestos (engine/seating.py). $order: los nombres con comas, en sentido horario.
# Los puestos en orden, como un sí o no: un OK los acepta.
seat-order = En sentido horario: { $order }. ¿Es el orden de la mesa?
    .short = En sentido horario: ¿{ $order }?
# Elegir los nombres otra vez, un puesto tras otro: el primero, luego el que va después de $after.
name-first-seat = Elige los nombres en sentido horario, empezando por cualquiera. ¿El primero?
    .short = ¿El primero?
name-next-seat = ¿Quién se sienta después de { $after }, en sentido horario?
    .short = ¿Después de { $after }?
# Las formas en que se dice un nombre dentro de frases más largas, preparadas de antemano como trozos.
name-as-team = Equipo { $name }
name-as-owner = de { $name }

## Explicar las reglas (engine/teaching.py).
# La primera pregunta al preparar, cuando el aparato ofrece explicar.
first-game = ¿Primera partida de { $title }? Explico las reglas sobre la marcha.
    .rule = Sí: explico cada regla la primera vez que cuenta. No: solo arbitro.
    .purpose = Activa o no la explicación de las reglas; luego vienen las preguntas del juego.
# Antes de los nombres que se ofrecen, si se explica: una mesa nueva no sabía quién es Rojo (issue 38).
names-taught = Estos nombres son para la partida, uno para cada uno, empezando por quien me tiene en la mano.

## Ajustes de un juego rechazados (engine/mechanics.py parse_seated): de la configuración o la línea de órdenes.
# $who: la palabra del juego para quien se sienta; $language: el código tal como se escribió, entre comillas.
# Los puestos, cuando el juego no los nombra de otro modo (engine/mechanics.py parse_seated).
seats-players = jugadores
seat-player = jugador
needs-seats = { $game } necesita de { $low } a { $high } { $who }, no { $given }.
unknown-language = No hablo el idioma { $language }; hablo { $known }.
different-names = Cada { $who } necesita un nombre distinto.
incomplete-settings = Faltan ajustes de { $game }: { $error }

## Un temporizador en marcha (engine/mechanics.py round_timer): su aviso.
## Como lo dice una mesa: "¡Un minuto!", "¡10 segundos!" (no "Quedan ...", un tercio más largo, en cada ronda).
time-left = ¡{ CAPITAL(DURATION($seconds)) }!
    .short = { DURATION($seconds) }

## Un número tal como la mesa lo oye al elegirlo y al responder (engine/answers.py): los segundos como un
## tiempo, "2 minutos y 30"; cualquier otro número en cifras (la pregunta dice la unidad).
number-said = { $unit ->
    [seconds] { DURATION($value) }
   *[other] { $value }
}
# Tras un valor por encima de lo que permiten las reglas del juego (AskNumber.house_rule_above).
house-rule = , regla de la casa
# Una respuesta tal como la mesa la oyó, tras la forma breve de su pregunta: el número o la opción, o sí o no.
# BACK la dice al deshacerla.
answer-given = { $question } { $answer }
answer-confirmed = { $question } { $yes ->
    [yes] Sí
   *[no] No
}

## Deshacer (engine/session.py). $what: lo que BACK deshizo, en palabras del juego, como una frase.
## Se dice, no se lee en una pantalla: "Deshecho", la palabra de una pantalla, se oyó como "desecho" (basura)
## en una mesa (issue 37), y una etiqueta no debe concordar en género con lo que nombra.
taken-back = Vuelvo atrás.
    .short = { "" }
taken-back-what = Vuelvo atrás: { $what }
nothing-to-take-back = Aún no hay nada que deshacer.
# Por qué no se deshace, según lo último que pasó: el azar, el tiempo o una jugada del aparato.
not-taken-back = { $kind ->
    [chance] El azar se queda: solo se deshacen las respuestas de la mesa.
    [timer] El tiempo ya se acabó, así que eso no se deshace.
   *[virtual] Esa jugada la hice yo por mi jugador, y mis jugadas no se deshacen.
}

## ¿Fueron justos los dados? (engine/fairness.py)
# Una cara como la llama la mesa, en plural, según $shape: un número ("Seises"), la cruz de un dado de números,
# una sola letra ("La letra W") o cualquier otra cara.
die-face = { $shape ->
    [number] { $face ->
        [1] Unos
        [2] Doses
        [3] Treses
        [4] Cuatros
        [5] Cincos
        [6] Seises
        [7] Sietes
        [8] Ochos
        [9] Nueves
       *[other] El { $face }
    }
    [cross] Cruces
    [letter] La letra { $face }
   *[other] La cara { $face }
}
# Una cara que comparten dos dados, con el dado nombrado por una cara que solo tiene él: "Unos en el dado del 7".
on-die = { $named } en el dado del { $mark }
on-one-die = { $named } en uno de los dados
# La respuesta a «¿fueron justos los dados?»: la cara que más se aparta y lo que dice la prueba.
dice-fit = { $named }: { $came } de { COUNT($rolls, one: "tirada", other: "tiradas", gender: "feminine") }; unos dados justos darían { $expected ->
    [1] una
   *[other] unas { $expected }
}. { $unusual ->
    [yes] Raro en dados justos.
   *[no] Nada raro.
}
# Antes de que un dado tenga tiradas suficientes para la prueba: cuántas hay y cuántas hacen falta.
too-few-rolls = Solo { COUNT($rolls, one: "tirada", other: "tiradas", gender: "feminine") } por ahora: muy pocas para juzgar los dados. Hacen falta unas { $needed }.
no-rolls-yet = Aún no se ha tirado ningún dado en esta partida.
