### Todo lo que dice o pregunta Coin Race, en español (docs/dev/words.md). Un tú al jugador que lanza, un
### vosotros a la mesa; frases cortas.

## Shown, never said: the command line and the printed sheet.
shown-sheet-help = una hoja para marcar los pasos
shown-rows-help = filas de la hoja
shown-rows-wrong = indica un número de filas del 1 al 8
shown-sheet-row = Jugador { $number }

## Preparación.
seats-rule = De dos a cuatro jugadores, cada uno con su cuenta de pasos.
seats-purpose = Cuántos jugáis; luego vienen los nombres.
names-purpose = Los nombres, en el orden en que lanzáis; luego, el primer lanzamiento.

## Enseñar (engine/teaching.py).
teach-needs = No necesitáis nada en las manos: la moneda la lanzo yo.
teach-opening = Lanzáis una moneda por turnos: con cara avanzas un paso, con cruz te quedas donde estás. Gana quien llegue antes a tres pasos.
flip-taught = Salga lo que salga, luego le toca al siguiente.

## El juego.
flip-action = lanzar la moneda
flip-rule = Con cara avanzas un paso; con cruz, no. Gana quien llegue antes a tres.
flip-purpose = Lanzas tú; luego lanza el siguiente.
your-flip = Lanza { $name }.
coin-side = { $side ->
    [heads] Cara
   *[tails] Cruz
}
landed = { $side }. { $name } lleva { COUNT($steps, one: "paso", other: "pasos", gender: "masculine") }.
wins = ¡{ $name } gana Coin Race!
where = Coin Race: le toca lanzar a { $name }.
standing = { $name }, { COUNT($steps, one: "paso", other: "pasos", gender: "masculine") }
standings = { $places }.
