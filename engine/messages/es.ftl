### Las palabras del motor (docs/dev/words.md). Movidas hasta ahora: las que se muestran y nunca se dicen.

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
