### Las palabras de Rapido, en español (docs/dev/words.md): los mismos mensajes que en.ftl.
### Una tirada se dice como la dicen los jugadores ("sesenta y dos", "veintiuno"), una cara de dado por su
### número ("seis") o "cruz". Las casillas de los dados son "casillas", los escalones de la escalera
### "escalones", Start "la salida" y la meta "la meta". Las acciones principales son infinitivos, así que la
### pista del aparato dice "Pulsa GO para tirar." Ninguna frase nombra un botón.

## Ajustes que el juego rechaza (los puestos, los nombres distintos y los ajustes incompletos son comunes: engine/phrases_es.py).
variant-needs-two = La variante para dos es solo para dos jugadores.
device-seats-differ = Los jugadores que llevo yo deben ser puestos distintos de la mesa.
starter-is-seated = Quien empieza debe ser uno de los puestos.
staircase-needs = La escalera necesita de { $low } a { $high } escalones.

## Enseñar (engine/teaching.py, issue 38). Solo cuando la mesa pidió que le explique: la apertura antes del
## primer turno, cada regla una vez por partida justo antes de la decisión que rige, cada resultado la primera
## vez que ocurre.

teach-needs = No hace falta nada en las manos: yo tiro los dados y llevo el tablero.
# Las caras de los dos dados (rules.DIE_A, rules.DIE_B) y cómo se lee una tirada: lo dice la apertura, y OK
# mantenido en un turno, se enseñe o no; una mesa que nunca vio los dados no sabía qué podía salir (issue 38).
roll-rule = Un dado tiene 1, 2, 3, 4, 7 y cruz; el otro, 1, 2, 3, 5, 6 y cruz, que vale cero. El dado mayor son las decenas: seis y dos son sesenta y dos.
# Los dobles van aquí y no en los primeros dobles: una mesa los aprendió solo al salirle unos (sesión 46).
# "Yo llevo el tablero" y "yo tiro los dados" los dice ya teach-needs, en la preparación. Los dobles, con que el
# turno sigue, y las casillas, que son de todos (sesión 46, ronda tres).
teach-opening = Rapido es una carrera de dados escalera arriba; gana quien llegue antes a lo alto. { roll-rule } Con dobles, subes lo que marca un dado y sigues. Pones tu número en una de las casillas de todos, del 0 al 5; la casilla 3 te sube 3 escalones en tu siguiente turno.
# Antes de la primera decisión entre tirar otra vez o poner, todo junto (y con OK mantenido en ella, se enseñe
# o no): qué cabe en una casilla y para qué es la 0 se oían solo con OK mantenido, y luego otra vez en el turno
# siguiente (sesión 46). Lo que se pone es "un número": "par" sonaba raro a una mesa española.
roll-again-rule = Si vuelves a tirar, el número nuevo sustituye a este, sea mayor o menor; pero desde la segunda tirada, una cruz acaba tu turno y bajas un escalón por cada cruz.
# «Por debajo de otros pares» se entendió como un sitio en la mesa, no el número de la casilla (issue 38).
place-rule = Si lo pones, acaba tu turno. En las casillas 1 a 5 cabe un número en cada una, en la 0 los que quieras, y echas a cualquier número igual o menor que esté en una casilla más alta.
field-zero-rule = La casilla 0 no sube nada, pero de ella no te echa nadie.
# Hold OK only (session 49: a table asked what field 0 is for, and whether the top must be hit exactly).
field-zero-use = Desde la casilla 0, tu número echa a más que desde cualquier otra.
finish-rule = Gana quien llega a lo alto o lo pasa; no hace falta caer justo.
thrown-out-rule = Un número echado no sube nada.
score-rule = Un número que sigue en su casilla cuando le toca a su dueño sube tantos escalones como marca la casilla y deja libre la casilla.
# Por qué subió la ficha con dobles, con OK mantenido en la decisión siguiente (la apertura lo enseña).
double-rule = Con dobles se sube en el acto lo que marca un dado, y el turno sigue.
variant-rule = En la variante solo subes cuando tus dos pares están en casillas, lo que sumen las dos, y tus propios pares nunca se echan entre sí.
# La primera vez en la partida que se pone en las casillas 1 a 5, dicha como resultado: qué hará el par
# recién puesto (la de la casilla 0 es field-zero-rule).
placing-taught = Si sigue ahí en el próximo turno de { $name }, { $name } sube { $spot }.
# A quién echó lo que puso un jugador, dicho al enseñar (si no, lo marca un sonido): "Fuera Beto y Dani."
out-named = Fuera { $names }.

## La preparación

variant-question = ¿Variante para dos, con dos pares de dados cada uno?
variant-taught = En la variante cada uno tiene dos pares de dados, juega uno por turno y sube cuando los dos están en casillas.
# El árbitro habla como "yo" en todas partes ("Turno de Verde; lo juego yo."), y la preparación también.
bots-question = ¿Cuántos jugadores llevo yo?
    .short = ¿Cuántos llevo yo?
bots-taught = Puedo llevar yo algunos jugadores: tiro y elijo por ellos.
bots-rule = Tiro y elijo por los jugadores que llevo, y digo cada jugada; con 0, la mesa juega todos los puestos.
# Dicha como una elección, para que la mesa sepa que sigue una lista (sesión 46).
youngest-question = ¿Quién empieza: el más joven, o por sorteo?
youngest-rule = Empieza el más joven y se sigue en el sentido de las agujas del reloj; o sorteo quién empieza.
# Una opción del menú, dicha sola entre los nombres: con mayúscula como ellos. Las palabras de la propia
# pregunta: "Al azar" no respondía a "¿o por sorteo?" (sesión 46).
draw-at-random = Por sorteo
steps-question = ¿Cuántos escalones hasta la meta?
    .short = ¿Escalones?
# «La escalera de la caja» no decía nada a una mesa sin caja (issue 38): qué dibujar, en dos frases.
# Sin casillas: aún no se había dicho ninguna regla (sesión 46); la apertura dice qué son.
steps-taught = Para seguirlo en papel, se dibuja una columna de escalones de la salida a la meta. Lo normal son 21; con menos, la carrera es más corta.
steps-rule = La escalera normal tiene 21 escalones de la salida a la meta; gana la primera ficha que llegue a la meta.

# Para qué es cada pregunta de la preparación, y qué viene luego (GO mantenido: "¿y ahora qué?").
# «Los míos incluidos» dejaba dudar si el árbitro ocupa un puesto más (sesión 46).
players-purpose = Cuántos puestos hay en total, contando los que lleve yo; luego cuántos llevo y los nombres.
variant-purpose = Con dos jugadores: un par de dados cada uno, o dos; luego cuántos llevo yo.
bots-purpose = Cuántos de los puestos llevo yo; luego los nombres y quién empieza.
names-purpose = Quién se sienta dónde, en el sentido del reloj, para llamar cada turno por su nombre; luego quién empieza.
youngest-purpose = Quién hace el primer turno; luego lo larga que es la escalera.
steps-purpose = Lo larga que es la carrera; luego, el primer turno.

## Se muestra, nunca se dice: la ayuda de la línea de órdenes para las opciones del juego.
shown-bots-help = cuántos jugadores lleva el propio árbitro
shown-variant-help = dos colores de dados por jugador

## Números y caras

# Un par de dados tal como se dice, como lo dicen los jugadores: "sesenta y dos", "veintiuno". Las frases de
# las tiradas lo dicen igual; estas, de 0 a 99, son las piezas con que se dicen (render-ahead).
dice-value = { WORDS($value) }
# Una cara de dado tal como se dice: $face es su número, o "cross" (la cruz).
die-face = { $face ->
    [cross] cruz
   *[other] { WORDS($face) }
}

## Los sorteos y las jugadas del aparato (la transcripción)

draw-who-starts = sortear quién empieza
# The draw's result, said once before the first turn (the ear is the only record of a draw).
drawn-to-start = El sorteo dice que empieza { $name }.
dice-of = tirar los dados de { $name }
choice-of = elección de { $name }

## Un turno

# La acción principal de un turno, que el aparato nombra con su botón ("Pulsa GO para tirar."): solo se dice
# dentro de esa pista. El primer turno de una ronda desde la 2 (round) dice la ronda ("Pulsa GO para empezar la
# ronda 2.") y un teléfono lo muestra en su botón, así que cada ronda dice qué pulsar, se enseñe o no
# (issue 38). Un puesto que llevo yo, justo tras el turno de un jugador (device), espera a "tirar por" él:
# hasta entonces la última respuesta del jugador aún se puede deshacer.
turn-action = { $action ->
    [round] empezar la ronda { $round }
    [device] tirar por { $name }
   *[roll] tirar
}

# Los dados los tiro yo, como dijo la preparación: "empieza tirando tus dos dados" lo contradecía (sesión 46).
turn-purpose = Tu turno empieza cuando tiro tus dados; luego eliges: volver a tirar o poner el número.
device-turn-purpose = Este puesto lo juego yo, tiro y elijo por él; la mesa solo deja que empiece su turno.
# Un puesto que lleva el aparato: dicho para que la mesa sepa que nadie tiene que decidir nada por él.
device-turn = Turno de { $name }; lo juego yo.
    .short = Turno de { $name }.
    .rule = { roll-rule }
    .purpose = { device-turn-purpose }
# Cada turno, también el primero, por su nombre (issue 37: "Te toca." tras una subida dejaba a la mesa
# preguntando de quién). "Tira Cati." como una mesa llama un turno de dados: 0,25 s más corto que "Turno de
# Cati.", oído cada turno, que paga que el primer turno de una ronda diga qué pulsar (issue 38;
# docs/performance.md). Sin forma corta: una repetición dice la frase entera.
your-turn = Tira { $name }.
    .short = {""}
    .rule = { roll-rule } { finish-rule }
    .purpose = { turn-purpose }

cross-rule = En la primera tirada, la cruz vale cero.
# Las caras (la mayor primero, como se lee el valor: "Seis y dos") y lo que valen. La cruz de una primera
# tirada sí cuenta, y se explica ($cross: explained) la primera vez en una partida, antes de la decisión que
# rige, y en cada repetición de una tirada con cruz (crossed); none: sin cruz.
rolled = { $cross ->
        [both-explained] { CAPITAL($faces) }: { WORDS($value) }, y no es doble. { cross-rule }
        [both] { CAPITAL($faces) }: { WORDS($value) }, y no es doble.
        [explained] { CAPITAL($faces) }: { WORDS($value) }. { cross-rule }
       *[other] { CAPITAL($faces) }: { WORDS($value) }.
    }
    .short = { CAPITAL(WORDS($value)) }.
    .long = { $cross ->
        [none] {""}
       *[other] { CAPITAL($faces) }: { WORDS($value) }. { cross-rule }
    }
# Una tirada posterior con cruz: se pierde el turno y la ficha baja (nunca por debajo de la salida) hasta donde
# dice $at: start, finish o step. Quién juega luego no se nombra aquí: la frase siguiente es su turno.
crossed-out = { CAPITAL($faces) }: { $crosses ->
        [1] ¡una cruz!
       *[other] ¡dos cruces!
    } { $down ->
        [0] { $name } ya está en la salida y se queda ahí.
       *[other] { $name } baja { COUNT($down, one: "escalón", other: "escalones", gender: "masculine") }, hasta { $at ->
            [start] la salida
            [finish] la meta
           *[step] el escalón { $step }
        }.
    }
    .short = ¡Cruz! { $name } en { $at ->
        [start] la salida
        [finish] la meta
       *[step] el escalón { $step }
    }.

# "pones": donde se deja un par; más corto, dicho cada turno de la ronda 1.
roll-or-place = ¿Tiras o pones?
where = ¿Dónde?
decide-rule = { roll-again-rule } { place-rule } { field-zero-rule }
menu-taught = Primero te ofrezco la casilla que yo elegiría; DOWN baja a las casillas libres más bajas, UP sube a las más altas y luego a tirar otra vez, cómo va cada uno y las probabilidades; la lista da la vuelta.
where-taught = Desde ahora solo pregunto: ¿dónde? Puedes seguir tirando.
# Se pregunta tras cada tirada válida, cuya frase acaba de decir el valor: así que no otra vez. La ronda 1
# pregunta "¿Tiras o pones?"; desde la ronda 2 ($later: yes) solo "¿Dónde?", pues GO para volver a tirar ya se
# oyó entonces (issue 37). Una repetición da la forma larga y la regla (que añade OK mantenido), lo que hace
# cada opción, con el número dicho una vez, por la repetición de la propia tirada. Una tirada nueva sustituye
# al número, mayor o menor: no "para superarlo" (issue 38). Tras dobles ($bonus) OK mantenido dice primero por
# qué subió la ficha (sesión 46). Para qué es la decisión, con el número que se tiene: GO mantenido no lo
# decía (sesión 46).
decide = { $later ->
        [yes] { where }
       *[no] { roll-or-place }
    }
    .long = { $name }: ¿tiras o pones?
    .rule = { $bonus ->
        [0] { offer-why } { decide-rule } { field-zero-use }
       *[other] { double-rule } { offer-why } { decide-rule } { field-zero-use }
    }
    .purpose = Quédate con el { WORDS($value) } poniéndolo en una casilla, o vuelve a tirar por otro; luego, el turno siguiente.

offer-why = { $out ->
        [0] Te ofrezco la casilla { $spot }, la libre más alta: no echas a nadie.
       *[other] Te ofrezco la casilla { $spot }, la más alta que deja fuera a { $victims }.
    }

roll-again = Tirar otra vez
# What GO does at a choice to roll again or place, after the device's "GO to" (go-or-choose-hint): a phrase,
# not the option's label, so each language writes it as its hint takes it.
roll-again-action = tirar otra vez
# Las dos peticiones tras las casillas, dichas como peticiones (issue 38), con mayúscula como toda opción (sesión 46).
the-odds = Oír las probabilidades
where-everyone-stands = Oír cómo va cada uno
# Una casilla en oferta, con los pares que echaría ponerla ahí ($out de ellos): "Casilla 3, fuera Ana" (oída a
# cada paso por las casillas: cuatro palabras, no "casilla 3, echa a Ana").
field-option = { $out ->
        [0] Casilla { $spot }
       *[other] Casilla { $spot }, fuera { $victims }
    }
# Desde la ronda 2, cuando "casilla" se ha oído cada turno de la ronda 1, como lo dice una mesa: "¿Dónde? La 3,
# fuera Ana." (0,4 s menos cada casilla oída, que paga que el primer turno de una ronda diga qué pulsar,
# issue 38). Con mayúscula como todo valor en oferta ("Sí", un nombre): "¿Dónde? la 5" se leía mal (sesión 46).
field-option-later = { $out ->
        [0] La { $spot }
       *[other] La { $spot }, fuera { $victims }
    }
# En la variante cada jugador tiene dos pares, así que un par se nombra también por su casilla.
pair-on = el par de { $owner } en la casilla { $spot }
# El riesgo de seguir tirando, como cuentas sobre las 36 tiradas ("11 de 36"): la más probable primero; luego
# a quién echaría cada casilla, desde arriba, que solo importa si hay alguien. "Más de setenta y seis: 0 de
# 36" no decía nada (sesión 46): se deja fuera. La amenaza, como la dicen las casillas en oferta.
odds-cross = Cruz: { $rolls } de 36.
odds-beat = Más de { WORDS($value) }: { $rolls } de 36.
odds-threat = Casilla { $spot }, fuera { $victims }.
# Neighbouring fields that throw out the same players, in one line (a table sat through five alike).
odds-threats = Casillas { $spots }, fuera { $victims }.
# Lo que pone mi propio jugador: la mesa no oyó ninguna opción, así que quién, qué y dónde.
places = { $name } coloca { WORDS($value) } en la casilla { $spot }.
    .short = { $name }: casilla { $spot }.
# Lo que pone un jugador, dicho al hacerlo: el registro de una mesa sin dados (issue 37). De quién es el turno
# se acaba de decir, y a quién echa se dijo con la casilla elegida: un sonido marca cada uno. "en la 3", como
# lo dice una mesa una vez oído "casilla 3" (0,5 s menos que "en la casilla 3").
placed = { CAPITAL(WORDS($value)) } en la { $spot }.
# A quién echa lo que pone mi propio jugador: la mesa no oyó ninguna opción que lo nombrara.
thrown-out = Fuera el { WORDS($lost) } de { $owner }.
    .short = Fuera { $owner }.
rolls-again = { $name } vuelve a tirar.
    .short = Otra vez.

## Subir la escalera. Por qué sube una ficha es una cláusula ("Dobles: Azul sube"); adónde llega completa la
## frase ($at: start, finish o step).

# Las casillas de las que vuelven los pares de un jugador ($kind): una, los dos pares en una (la 0), o dos.
fields = { $kind ->
    [shared] la casilla { $field }, los dos pares
    [several] las casillas { $fields }
   *[one] la casilla { $field }
}
no-steps = { $name }: ningún escalón por { $fields }.
    .short = { $name }: ningún escalón.
# "Cati sube 5": una casilla vale su número en escalones, así que la subida de un par nombra su casilla. Los dos
# pares de la variante ($pairs) nombran las suyas: "Ana sube 6 por las casillas 2 y 4".
scored = { $pairs ->
    [1] { $name } sube { $gained }
   *[other] { $name } sube { $gained } por { $fields }
}
# "Dobles: Azul sube" y adónde, "al escalón 5": "sube un escalón al escalón 5" decía el escalón dos veces, y los
# dados recién oídos ("Uno y uno") dicen cuántos; "Dobles: sube" solo se entendía como una orden (sesión 46).
# Aquí $bonus no se dice: está solo para tener los mismos valores que en inglés.
double = { $bonus ->
   *[other] Dobles: { $name } sube
}
# "Cati sube 3 al escalón 3.": sin coma, cuya pausa costaba 0,3 s cada subida (issue 38).
climbed = { $why } { $at ->
        [start] a la salida
        [finish] a la meta
       *[step] al escalón { $step }
    }.
    .short = { $name }, { $at ->
        [start] a la salida
        [finish] a la meta
       *[step] al escalón { $step }
    }.
finishes = { $why }, ¡hasta la meta!
    .short = ¡{ $name } llega a la meta!
wins = ¡{ $name } llega a lo alto de la escalera y gana Rapido!
    .short = Gana { $name }.

## Informes

about-to-draw = Rapido, a punto de sortear quién empieza.
    .short = Rapido.
where-turn = Rapido, ronda { $round }, turno de { $name }.
    .short = Ronda { $round }, { $name }.
# Cada puesto, el que va primero delante; los puestos en un mismo escalón sin nada fuera comparten fila: "Rojo,
# Azul y Amarillo en la salida" (rules.py `_rows`). El valor en una casilla es lo que la próxima tirada debe
# alcanzar para echarlo, así que se oye con la pista: "Azul en el escalón 9, sesenta y dos en la casilla 3".
# Las filas llegan unidas por "; ", y los valores fuera tras sus puestos por ", "; la forma corta, solo los puestos.
standing = { $names } en { $at ->
    [start] la salida
    [finish] la meta
   *[step] el escalón { $step }
}
lying = { WORDS($value) } en la casilla { $spot }
standings = Clasificación: { $rows }.
    .short = { $seats }.

## Lo que BACK deshace, dicho tras "Vuelvo atrás:", para que la mesa oiga qué respuesta se fue (engine/phrases_es.py taken_back).
field-chosen = la elección de { $name }, casilla { $spot }
