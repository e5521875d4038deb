### Everything Dabble says or asks, in Spanish: the same messages as en.ftl (docs/dev/words.md).
###
### Tiles are "fichas" on a "atril", the subject a "tema", a challenge an "impugnación" (a table says "impugnar" a word; "desafío" read as a calque, session 48). Lines for the
### whole table avoid "vosotros"/"ustedes" ("Cada uno toma 20 fichas"), and never take the singular
### "tú" ("toma 20" said to four players, issue 37); a line to one player uses "tú". Nothing here
### names a button: a main action is an infinitive the device puts after "Pulsa GO para".
###
### Spanish words have no apostrophe, and a player must use all 20 tiles to finish: an apostrophe
### tile drawn could never be played, so the two come out of the bag (draw-tiles says so) and the
### referee asks nothing about them (es.toml: apostrophes = false). The lines about apostrophes below
### are English's twins and are never said in a Spanish game.

## Names and units

title = Dabble
seats = jugadores o equipos
seat = jugador o equipo
# The unit shown after every value entered: all of them are points counted off tiles.
points-unit = puntos
minus = menos { $value }
subjects-reshuffled = Ya salieron todos los temas: los barajo de nuevo.
    .short = Temas barajados.
hands-off = ¡Manos quietas!

## Settings errors

winning-score-too-low = La puntuación para ganar debe ser un número entero mayor que cero.
no-subjects = Los temas están activados, pero no hay temas que sacar.
timer-too-short = El tiempo de ronda debe ser de al menos { COUNT($low, one: "segundo", other: "segundos", gender: "masculine") }.

## Teaching (engine/teaching.py)
## Said only when the table chose to be taught, each rule once a game, just before the choice it
## governs; the rules (hold OK) and purposes (hold GO) are there taught or not.

# What the table needs, said once in setup when taught (see en.ftl): which tiles to cut from paper only
# to a table with no set, and the challenge at the first buzzer, not here (it was said four times).
teach-needs = Hacen falta fichas con letras, cada una con sus puntos impresos, una bolsa para sacarlas sin mirar y un diccionario. Una palabra vale la suma de los puntos de sus fichas. Las fichas en blanco valen cero y hacen de cualquier letra. Se juega con las fichas de doble erre, elle y eñe: la doble erre y la elle cuentan como una sola letra.
# Only to a table with a boxed set, after it says so (see en.ftl): a home-made set has no apostrophes.
boxed-set = Si la caja trae dos apóstrofos, se quedan fuera.
have-tiles = ¿Hay un juego de fichas en la mesa?
    .rule = Si no hay, digo qué fichas hacer de papel.
    .purpose = Si hay fichas; con No, digo cómo hacerlas; después, cuántos juegan.
# The Spanish tiles' number and points are es.toml's paper_set own_each and own_points.
paper-set = Se hacen de papel: { $tiles } cuadritos, cada uno con una letra y sus puntos. { $groups } Además, { $blanks } en blanco, de cero puntos, y doble erre, elle y eñe, 2 de cada una, de 5 puntos. Ni K ni W; y las tildes no cuentan: una A vale por una Á.
paper-worth = De { COUNT($points, one: "punto", other: "puntos", gender: "masculine") }: { $groups }.
paper-letter = { $each } { $letter }
# "A, I y O, 9 de cada"; "F, H, Y y V, una de cada".
paper-letters = { $letters }, { $each ->
        [1] una
       *[other] { $each }
    } de cada

# Before the first round: the goal, what the table holds, how to win (at most 30 s spoken).
teach-opening = Cada uno toma 20 fichas con letras y, antes de que acabe el tiempo, forma cinco palabras con todas ellas: una de 2 letras, una de 3, una de 4, una de 5 y una de 6. Quien termina se lleva los puntos de las fichas que a los demás les quedan fuera de sus palabras. Cuando alguien llega a la puntuación fijada, al acabar la ronda gana el total más alto.
# The round's rule: with every question that starts a timer (hold OK), and taught before the first "¡ya!".
round-rule = Solo palabras del diccionario: ni nombres propios ni abreviaturas. La ronda dura hasta que suene el timbre; quien termine antes, espera.
# After the first buzzer, before "¿Quién completó las cinco palabras?": who shows, challenges, and what a
# rejected word costs, in one statement said once (en.ftl). "Si le rechazan una, sigue habiendo
# terminado" was a calque: said as a Spanish table says it.
show-words = Cada uno muestra sus palabras; cualquiera puede impugnar una, con el diccionario.
# At every later buzzer, taught only (see en.ftl).
show-again = Cada uno muestra sus palabras; ¿alguien impugna alguna?
rejected-cost = Si no está, quien la puso pierde sus puntos; sus fichas cuentan como usadas, y quien terminó sigue contando como terminado.
finished-rule = Terminar es usar las 20 fichas en cinco palabras, de 2, 3, 4, 5 y 6 letras. Una palabra rechazada no lo deshace: solo resta sus puntos. Desde { nobody }, UP recorre cada jugador solo, luego las parejas y los tríos; DOWN llega antes a { everybody }.
nobody-rule = Nadie puntúa todavía: se repite la ronda.
swap-rule = Cada uno devuelve las fichas que quiera y saca otras tantas; nadie puntúa hasta que alguien termine.
unused-rule = Quien termina se lleva los puntos de las fichas que les sobran a los demás: cada uno suma las suyas.
best-rule = La mejor palabra gana la ronda con sus puntos; si hay empate, puntúan todas.
# The English game's apostrophe statement (en.ftl); never said in Spanish (no apostrophe tiles in the bag).
apostrophe-rule = Una ficha de apóstrofo ocupa el sitio de una letra, pero no vale nada. Una palabra con una vale doble, para todos, hayan terminado o no; cada una que se queda en un atril le da 5 puntos a cada uno de los que terminaron.
apostrophe-words-rule = La suma de los puntos impresos en tus palabras con apóstrofo; yo los doblo.
best-apostrophe-rule = Una mejor palabra con apóstrofo ya se contó doble: no se dobla otra vez.
subject-rule = Cada ronda tiene un tema: sus palabras valen puntos extra para todos, hayan terminado o no.
subject-words-rule = Suma los puntos de tus palabras del tema.
# Who loses what, both ways (issue 38): only a word found wrong costs, and only to whoever played it.
challenge-rule = La palabra impugnada se busca en el diccionario: si no está, quien la puso pierde sus puntos impresos, y sus fichas cuentan como usadas; si está, nadie pierde nada.
# What the extras are, on hold OK at the question about them. No apostrophes in Spanish: without
# subjects, a rejected word is the only extra.
extras-rule = { $subjects ->
        [on] Las palabras del tema suman sus puntos, para todos; una palabra rechazada le resta sus puntos a quien la puso.
       *[off] { challenge-rule }
    }

## Setup questions
## Their rules (hold OK) and purposes (hold GO); a taught table hears what the subjects are first.

round-time = ¿Cuánto dura cada ronda?
target = ¿A cuántos puntos se juega?
target-option = { COUNT($points, one: "punto", other: "puntos", gender: "masculine") }
seats-rule = De dos a cuatro puestos; un equipo juega como un solo puesto, con un solo juego de fichas.
seats-purpose = Cuántos puestos juegan; después, sus nombres.
names-purpose = Los nombres de los puestos, en el sentido de las agujas del reloj; después, la puntuación para ganar.
target-rule = La partida acaba con la ronda en la que alguien llega a esta puntuación; gana el total más alto. A 500 se juegan muchas rondas; a 100 o 250, una partida corta.
target-purpose = Cuánto dura la partida; después, el tiempo de cada ronda.
round-time-rule = El tiempo corre la ronda entera: todos forman palabras hasta el timbre, también quien ya tiene las cinco.
round-time-purpose = Cuánto dura el tiempo de cada ronda; después, los temas.
with-subjects = ¿Jugar con temas?
    .rule = Temas: en cada ronda saco un tema, como comida; cada palabra del tema suma sus puntos a quien la forma, además de lo demás que gane en la ronda.
    .purpose = Si cada ronda tiene tema; después empieza la partida.
subjects-explained = Con temas, cada ronda tiene uno, como comida, y las palabras del tema valen puntos extra.

## The start of a round

# Before the first round: the six Spanish tiles are played in Spanish (an English game leaves them out),
# the two apostrophes are not (es.toml). A word's length is counted in tiles, as the five words use all
# twenty (FACTS.md): a double-letter tile, rr or ll, is one letter of it. "Las seis fichas españolas se
# quedan en la bolsa", then "cuentan como una letra", was heard as a contradiction: they are said to be
# played. Taught, the opening and the round's rule come first (the last question before the first
# "¡ya!"), then draw-tiles-now; the tiles were said in setup and the opening says how many to take:
# neither again ("Cada uno toma 20 fichas" came twice in one breath).
draw-tiles = Se juega con las seis fichas españolas, sin los dos apóstrofos. Cada uno toma { COUNT($tiles, one: "ficha", other: "fichas", gender: "feminine") }, boca abajo. La doble erre y la elle cuentan como una letra cada una.
    .short = { COUNT($tiles, one: "ficha", other: "fichas", gender: "feminine") } cada uno.
    .purpose = Cada uno toma sus fichas boca abajo; después corre el tiempo y todos forman palabras.
draw-tiles-now = Ahora, cada uno saca { COUNT($tiles, one: "ficha", other: "fichas", gender: "feminine") }, boca abajo.
# Not the bare "empezar": the device names GO once a session for each hint, and "¿Otra partida? Pulsa GO
# para empezar." at the end of any game used up the same words, so a Spanish Dabble after another game
# never said how to start (issue 37). English has no such clash ("Another game? Press GO to start it.").
start = empezar la ronda
start-round = empezar la ronda { $round }
# Nobody finished: the same round again after an exchange, said to everyone ("cada uno").
swap-tiles = Cada uno cambia las fichas que quiera por otras de la bolsa.
    .short = Cada uno cambia las que quiera.
    .purpose = Nadie terminó: cada uno cambia fichas si quiere, y la misma ronda se juega otra vez.
start-again = empezar otra vez
# The table knows the draw from round 1; short, it pays for the leader's need. The round's number is
# in its action ("Pulsa GO para empezar la ronda 2."), said once.
fresh-tiles = Fichas nuevas.
    .short = Fichas nuevas para la ronda { $round }.
    .purpose = Ronda nueva: cada uno toma fichas nuevas boca abajo; después corre el tiempo.
turn-over = Fichas boca arriba: ¡ya!
    .short = ¡Ya!
go = ¡Ya!
same-subject = Mismo tema: { $name }.
    .short = { $name }
draw-subject = sacar un tema
subject = Tema: { $name }.
    .short = Tema: { $name }.
subject-examples = Tema: { $name }. Por ejemplo: { $examples }.
    .short = Tema: { $name }.

## Who built all five words

who-finished = ¿Quién completó las cinco palabras?
    .short = ¿Quién terminó?
    .purpose = Quién completó las cinco palabras; después pido los puntos sobrantes.
who-finished-later = ¿Quién terminó?
    .long = ¿Quién completó las cinco palabras?
    .purpose = Quién completó las cinco palabras; después pido los puntos sobrantes.
nobody = Nadie
everybody = Todos
together = { $names }
nobody-finished = Nadie terminó.
everybody-finished = ¡Todos terminaron! Necesito la mejor palabra de cada uno.
    .short = Todos terminaron. Ahora, las mejores palabras.

## Values, seat by seat

# Points, not tiles: "¿tus fichas sin usar?" did not say it wanted points (issue 37). After round 1,
# which asked it in full, the short question: the table knows what it wants (a repeat says it all).
unused-tiles = { $name }, ¿cuántos puntos te sobran?
    .short = { $name }, ¿puntos sobrantes?
    .rule = La suma de los puntos impresos en las fichas que no usaste; se los lleva quien terminó. Las fichas de una palabra rechazada cuentan como usadas.
    .purpose = Los puntos que quedan en este atril; se los lleva quien terminó, y luego vienen los extras.
unused-tiles-later = { $name }, ¿puntos sobrantes?
    .short = ¿Puntos de { $name }?
    .rule = { unused-tiles.rule }
    .purpose = { unused-tiles.purpose }
# No word is doubled in Spanish: there is no apostrophe tile in the bag.
best-word = { $name }, ¿cuánto vale tu mejor palabra?
    .short = { $name }, ¿mejor palabra?
    .rule = Tu palabra que más vale: la suma de los puntos de sus fichas. { best-rule }
    .purpose = La mejor palabra de cada uno; la más alta gana la ronda.
best-word-among-apostrophe-words = { $name }, ¿tu mejor palabra es una de tus palabras con apóstrofo?
    .short = { $name }, ¿mejor palabra con apóstrofo?
    .purpose = Si la palabra ganadora es una de ellas, para no doblarla dos veces.

## The extras

# Everything beyond the plain round, No offered first, each kind named as the table saw it happen;
# after the first round, "¿Algún extra?" (a repeat names them again). No apostrophe words in Spanish:
# without subjects ($subjects: off) a rejected word is the only extra, asked as that every round, with
# the players' names for answers.
extras-which = { $subjects ->
        [on] ¿Alguna palabra del tema o alguna rechazada?
       *[off] ¿Alguna palabra rechazada?
    }
extras-which-later = { $subjects ->
        [on] ¿Algún extra?
       *[off] ¿Alguna palabra rechazada?
    }
    .long = { $subjects ->
        [on] ¿Alguna palabra del tema o alguna rechazada?
       *[off] { "" }
    }
extras-purpose = Algo más que cambie los puntos de esta ronda, con de quién es; con No, cuento la ronda.
no-extras = No
no-extras-given = ningún extra
another-rejected-word = ¿Otra palabra rechazada?
anything-else = ¿Algo más?
# An answer to "¿Algún extra?": whose word was rejected, so it is plain who loses ("perdió un desafío"
# could be the challenger, issue 38).
rejected-option = Palabra rechazada de { $name }
# Mid-sentence: "Vuelvo atrás: Palabra rechazada de Amarillo." had a capital in the middle (the Spanish
# table, session 46).
rejected-given = la palabra rechazada de { $name }
rejected-words = ¿Cuánto valen las palabras rechazadas de { $name }? Se restan de sus puntos.
    .short = ¿Palabras rechazadas de { $name }?
    .purpose = Los puntos de las palabras rechazadas de este jugador; 0 si ninguna.
rejected-words-later = ¿Cuánto pierde { $name }?
    .long = ¿Cuánto valen las palabras rechazadas de { $name }? Se restan de sus puntos.
    .purpose = { rejected-words.purpose }
apostrophe-words-option = Palabras con apóstrofo
apostrophe-tiles-option = Fichas de apóstrofo sobrantes
subject-words-option = Palabras del tema
whose-apostrophe-words = ¿De quién son las palabras con apóstrofo? Cuentan doble.
    .short = ¿Palabras con apóstrofo de quién?
    .purpose = De quién son las palabras con apóstrofo; después, sus puntos.
apostrophe-words = { $name }, ¿cuánto valen tus palabras con apóstrofo, según las fichas?
    .short = { $name }, ¿palabras con apóstrofo?
    .purpose = Los puntos impresos en esas palabras; yo los doblo para la ronda.
unused-apostrophes = ¿Cuántas fichas de apóstrofo quedan en los atriles? Cada una vale { COUNT($points, one: "punto", other: "puntos", gender: "masculine") } para { $finishers ->
        [1] quien terminó
       *[other] cada uno de los que terminaron
    }.
    .short = ¿Fichas de apóstrofo sobrantes?
    .purpose = Cuántas fichas de apóstrofo no usó nadie; cada una paga a los ganadores.
whose-subject-words = ¿De quién son las palabras del tema?
    .short = ¿Palabras del tema de quién?
    .purpose = De quién son las palabras del tema; después, sus puntos.
subject-words = { $name }, ¿cuánto valen tus palabras del tema?
    .short = { $name }, ¿palabras del tema?
    .purpose = Los puntos de las palabras del tema de este jugador; se suman a la ronda.
# The word that lost its challenge is "rechazada"; the points come off impersonally ("Te la resto" was a
# calque, issue 37). After the first round, the question alone; the loss itself is said once, by the
# round report.
wrong-word = { $name }, ¿cuánto vale la palabra rechazada? Se resta de tus puntos.
    .short = { $name }, ¿palabra rechazada?
    .purpose = Los puntos de la palabra rechazada; se los resto a quien la puso.
wrong-word-later = ¿Cuánto valía la de { $name }?
    .long = { $name }, ¿cuánto vale la palabra rechazada? Se resta de tus puntos.
    .purpose = { wrong-word.purpose }

## The end of a round
## The round's winners with their points and totals ("Ana y Beto ganan la ronda con 30 y suman 60."),
## anyone else whose total moved, and what the leader still needs when that is news (see en.ftl): in the
## leader's own line, in place of the total ("Ann se lleva 41; está a 414 de ganar."), else a line of its
## own with the name ("Le faltan 211." named nobody and said not what for, the Spanish table). The values
## are en.ftl's.

report-gains = { $names } { $points ->
        [0] nada
       *[other] más { $points }
    }{ $then ->
        [need] ; { $seats ->
            [1] está
           *[other] están
        } a { $need } de ganar
        [total] , total { $total }
       *[other] {""}
    }.
report-loses = { $names } menos { $points }{ $then ->
        [need] ; { $seats ->
            [1] está
           *[other] están
        } a { $need } de ganar
        [total] , total { $total }
       *[other] {""}
    }.
# The finishers just named at "¿Quién terminó?": what they take, not that they won ("Cati pierde 32 y se
# queda en 29."). A repeat says it whole: "Verde 12." hid that Verde lost 11 (the Spanish table).
report-finisher-gains = { $names } { $seats ->
        [1] se lleva
       *[other] se llevan
    } { $points ->
        [0] nada
       *[other] { $points }
    }{ $then ->
        [need] ; { $seats ->
            [1] está
           *[other] están
        } a { $need } de ganar
        [total] {" "}y { $seats ->
            [1] suma
           *[other] suman
        } { $total }
       *[other] {""}
    }.
report-finisher-loses = { $names } { $seats ->
        [1] pierde
       *[other] pierden
    } { $points }{ $then ->
        [need] ; { $seats ->
            [1] está
           *[other] están
        } a { $need } de ganar
        [next] {""}
       *[other] {" "}y se { $seats ->
            [1] queda
           *[other] quedan
        } en { $total }
    }.
# "la ronda con": "Verde gana 27." was heard as the game won (issue 37's outside table).
report-wins-round = { $names } { $seats ->
        [1] gana
       *[other] ganan
    } la ronda con { $points }{ $then ->
        [need] ; { $seats ->
            [1] está
           *[other] están
        } a { $need } de ganar
        [total] {" "}y { $seats ->
            [1] suma
           *[other] suman
        } { $total }
       *[other] {""}
    }.
# A lost challenge cost more than the round won ("gana: menos 32" contradicted itself).
report-wins-round-loses = { $names } { $seats ->
        [1] gana
       *[other] ganan
    } la ronda, pero { $seats ->
        [1] pierde
       *[other] pierden
    } { $points } y se { $seats ->
        [1] queda
       *[other] quedan
    } en { $total }.
report-winners = { $names } { $seats ->
        [1] gana
       *[other] ganan
    }.
report-needs = { $names } { $seats ->
        [1] está
       *[other] están
    } a { $need } de ganar.
report-unmoved = { $seats ->
        [1] Sigue
       *[other] Siguen
    } con el mismo total: { $scores }.
# De dónde salen los puntos de cada uno, solo al repetir ("Verde se lleva 12" no decía adónde fueron los
# 11, la mesa española): "Verde: 23 de fichas sobrantes, menos 11 por una palabra rechazada."
breakdown = { $name }: { $parts }.
breakdown-left-over = { $points } de fichas sobrantes
breakdown-best-word = { $points } por la mejor palabra
breakdown-extras = { $points } de puntos extra
breakdown-lost = menos { $points } por { $words ->
        [1] una palabra rechazada
       *[other] { $words } palabras rechazadas
    }

## The end of the game, and reports

game-won = ¡{ $name } gana { title } con { COUNT($points, one: "punto", other: "puntos", gender: "masculine") }!
    .short = Gana { $name }.
game-shared = ¡{ $names } comparten la victoria con { COUNT($points, one: "punto", other: "puntos", gender: "masculine") } cada uno!
    .short = { $names } comparten la victoria.
about-to-start = { title } a { $target } puntos. Vamos a empezar.
    .short = { title }.
in-play = { title }, ronda { $round }{ $time ->
        [up] : se acabó el tiempo.
       *[other] .
    }
    .short = Ronda { $round }: { $scores }.
# "Se juega a 500", as a table says it ("Puntos, jugando a 500" was the English heading word for word).
standings = Se juega a { $target } puntos: { $standing }.
    .short = { $scores }.
name-total = { $name } { $total }
# "le faltan 180", or the winning score reached, as a table says it: "llega a 500 puntos", "pasa de 500
# puntos"; the word before the number, never run into the total.
standing = { $name } { $total }, { $reached ->
        [no] { $needs ->
            [1] le falta
           *[other] le faltan
        } { $needs }
        [exactly] llega a { COUNT($target, one: "punto", other: "puntos", gender: "masculine") }
       *[over] pasa de { COUNT($target, one: "punto", other: "puntos", gender: "masculine") }
    }

## What BACK takes back, said after "Vuelvo atrás:"

# A subject named as offered ("Todos", "Beto y Cati") takes a plural verb.
finishers-given = { $who } { $finishers ->
        [0] terminó
        [1] terminó
       *[other] terminaron
    }
# "las fichas sin usar de Ana, 15 puntos": $what is one of the given- words below, with its article.
value-given = { $what } de { $name }, { COUNT($points, one: "punto", other: "puntos", gender: "masculine") }
given-unused-tiles = las fichas sin usar
given-best-word = la mejor palabra
given-apostrophe-words = las palabras con apóstrofo
given-subject-words = las palabras del tema
given-rejected-words = las palabras rechazadas
apostrophe-tiles-given = { COUNT($tiles, one: "ficha de apóstrofo", other: "fichas de apóstrofo", gender: "feminine") } en los atriles
