### Lo que Scattergories dice y pregunta, en español (docs/dev/words.md): el gemelo de en.ftl, los mismos
### mensajes con las mismas variables.
### A challenge is a "protesta" ("¿Alguien protesta?"), put to a vote. Lines for the whole table avoid
### "vosotros"/"ustedes" ("Cada uno lee sus respuestas."); a line to one player uses "tú". The lines never
### name a button: an action is an infinitive and the device says how ("Pulsa GO para tirar y empezar.").
### The letter is pinned down as Spanish speakers spell over noise ("B, de Bolivia"): es.toml, spelling_words.

# The name on the box, kept in every language (the history export groups games by it).
game-name = Scattergories

## The letter.

# Actions: what the main action does, said by the device ("Pulsa GO para ...").
roll-letter-die = tirar el dado de letras
start-timer = empezar
# As a Spanish table calls it; "¡Nadie escribe más!" was "Pencils down!" word for word.
pencils-down = ¡Tiempo!
letter-is = La letra es la { $letter }, de { $word }.
    .short = { $letter }, de { $word }.
# The letter again while the table waits to start the first round: the list may still be being read.
ready = Letra { $letter }.
# The first round's start: the letter again; a repeat while writing (.long) gives the letter with its word.
go = ¡Ya! Todo empieza por la { $letter }.
    .short = ¡Ya! Letra { $letter }.
    .long = Letra { $letter }, de { $word }.
# A later round's start, rolled and started on one GO: the letter, then go.
letter-and-go = La letra es la { $letter }, de { $word }. ¡Ya!
    .short = ¡Ya! Letra { $letter }.
    .long = Letra { $letter }, de { $word }.

## Rounds and the list.

# "Ronda 1 de 3." dice cuánto dura la partida y "Ronda 3 de 3." que es la última; una ronda intermedia
# dice solo su número (round-title-between), lo que paga "esta ronda" en la pregunta de puntos (los 20 s de
# la ronda difícil), y una repetición da "de 3".
round-title = Ronda { $number } de { $of }.
    .short = Ronda { $number }.
round-title-between = Ronda { $number }.
    .long = Ronda { $number } de { $of }.
tie-break-title = Ronda de desempate para { $names }.
    .short = Desempate.
# What the GO that starts a round does, in words of its own for each start, as the device says a GO
# question's press only the first time its words come. The first round's GO only draws the letter: the list
# is read, and the timer has a GO of its own. "tirar", as every later start says (an outside table heard
# "sacar", then "tirar").
start-first-round = tirar el dado
start-round = tirar y empezar
start-last-round = volver a tirar y empezar
start-tie-break = { $tie_break ->
        [1] desempatar
       *[other] empezar el desempate { $tie_break }
    }
# The list's number when it has one, so players can find it on their cards.
list-title = Lista { $number }.
list-title-unnumbered = La lista.
# One numbered category; the short form keeps the number, as a repeat uses it, and reads on after it
# ("1, una fruta."): $in_sentence is the category as said mid-sentence.
category = { $number }. { $category }.
    .short = { $number }, { $in_sentence }.
# What the writers may hear again while the timer runs, for the device's hint
# ("Pulsa OK para la lista, categoría a categoría.").
list-parts-are = la lista, categoría a categoría

## How a round is scored.

# An action.
all-read = seguir cuando todos hayan leído
# Reading comes first and protests after, so nobody skips the reading by answering no.
read-answers = Cada uno lee sus respuestas en voz alta, por turno en la mesa: todos la primera categoría, luego la siguiente, y así; y apunta las que quiera protestar.
    .short = Cada uno lee sus respuestas.
# After the first round: the cue alone; $rules is the scoring in short, given on a repeat.
read-answers-again = ¡A leer!
    .long = Cada uno lee sus respuestas. { $rules }
standard-scoring = Puntuación: un punto por cada respuesta que empiece por { $letter } y que nadie más haya escrito. Una respuesta repetida no puntúa, ni una que no empiece por { $letter }.
    .short = Un punto por respuesta con { $letter } que nadie repita.
junior-scoring = Puntuación infantil: 2 puntos por respuesta que empiece por { $letter }, un punto por una que no, y nada por una repetida.
    .short = Infantil: 2 puntos con { $letter }, uno sin ella, 0 si se repite.
# $scoring: standard or junior. Junior already pays for one word on the letter, so its bonus counts the
# further ones.
alliteration-bonus = Aliteración: un nombre propio gana { $scoring ->
        [junior] un punto extra por cada palabra más
       *[standard] un punto por cada palabra
    } que empiece por { $letter }.
    .short = Aliteración: { $scoring ->
        [junior] un punto extra por cada palabra más
       *[standard] un punto por cada palabra
    } con { $letter }.

## Typed answers.

# Actions.
rest-on-paper = puntuar el resto en papel
count-hands = contar manos
# Asked when time is up, then again as answers arrive (still-waiting): the names say who is missing.
send-answers = Cada uno envía sus respuestas. Esperando a { $names }.
    .short = Esperando a { $names }.
still-waiting = Seguimos esperando a { $names }.
# One category's typed answers: "Categoría 3, una fruta: Rojo, plátano. Azul, arándano."
category-answers = Categoría { $number }, { $category }: { $heard }
    .short = { $number }: { $heard }
answer-heard = { $player }, { $answer }.
no-answers = Sin respuestas.
# $count: how many are named: "lee" for one, "leen" for more.
paper-players-read = { $count ->
        [one] Ahora { $names } lee sus respuestas en voz alta.
       *[other] Ahora { $names } leen sus respuestas en voz alta.
    }
    .short = { $names }, a leer.
which-answer = ¿Qué respuesta de { $name } se protesta?
    .short = ¿Qué respuesta?
# A challenged answer as offered: its category number, then the answer.
answer-label = { $number }, { $answer }
vote-on-typed = Votamos la respuesta de { $name } a la categoría { $number }, { $answer }. ¿Vale o no?
    .short = Votamos { $answer }.
# $count: how many are named: "Falta" for one, "Faltan" for more.
still-to-vote = { $count ->
        [one] Falta por votar: { $names }.
       *[other] Faltan por votar: { $names }.
    }
# The points the referee worked out from the typed answers, in seat order.
typed-points = Puntos de esta ronda: { $scores }.
    .short = Puntos: { $scores }.

## An example, when an answer is disputed: one good answer from the deck's answer file. $number: the
## category's place on the list, said when the game offers every category in turn, 0 when it knows which.
## It says it is an answer that counts: heard bare after the rule, a new table took it for a protest (issue 38).

example-answer = Una respuesta que vale para { $number ->
        [0] { $category }
       *[other] la categoría { $number }, { $category }
    }, con la { $letter }: { $answer }.
# The disputed category has no answer on this letter in the answer file: said, so a request is never met by silence.
no-example = Para la letra { $letter }, { $category }: no tengo ningún ejemplo.

## Protests and votes. A Spanish table "protesta" an answer ("¿Alguien protesta?", "la respuesta
## protestada"): "objeción", "quien recibe la objeción" were calques of "challenge" (an outside Spanish table).

# The answer to "¿Alguien protesta?" that is none, offered first; the others are the players' names, and on
# paper more-than-one, last (DOWN from No reaches it at once): a name alone is the round's one protest.
no-challenge = No
more-than-one = Varios
# Asked after "Varios" ("¿Contra quién, primero?" sounded odd to a Spanish table).
whose-first = ¿De quién es la primera respuesta protestada?
# A long press of OK at the first "¿Alguien protesta?" that offers "Varios": what choosing it changes.
more-rule = Se elige al jugador cuya respuesta se protesta, y es la única protesta de la ronda; con Varios, se votan una a una: pregunto de quién es la primera y, tras cada votación, si hay otra; UP recorre los jugadores en el orden de la mesa, y DOWN llega antes a Varios.
# Taught, in a few words, before that question.
more-taught = Si se protesta más de una respuesta, se elige Varios y se votan una a una.
# The set's first asking. The options are the names, "Varios" and "No": "¿Contra quién, o contra varios?"
# sounded odd to a Spanish table. To the table: no "elige".
any-challenge-first = ¿Alguien protesta? ¿De quién es la respuesta?
    .short = ¿Alguien protesta?
any-challenge-first-more = ¿Alguien protesta alguna respuesta? Se elige de quién, { more-than-one } o No.
    .short = ¿Alguien protesta?
any-challenge = ¿Alguien protesta?
any-other-challenge = ¿Otra protesta?
# A later round on paper: the table read aloud in round 1, the cue is enough; $rules is the scoring in short.
read-then-any-challenge = ¡A leer! ¿Alguien protesta?
    .short = ¿Alguien protesta?
    .long = Cada uno lee sus respuestas. { $rules } ¿Alguien protesta?
all-voted = Ya se votaron todas las respuestas.
    .short = Todo votado.
# Everyone votes, the protested player too, and every hand down is a vote against: this one number settles
# the vote. One wording every time, asked as a count ("¿Manos a favor de la de Amarillo, con la suya?" was too
# clipped for a Spanish table); "la de Bob" is his hand, counted with the others.
valid-votes = ¿Cuántas manos a favor, con la de { $name }?
    .short = ¿Cuántas manos a favor de { $name }?
# Asked on a tie only: the protested player's own vote is set aside, so which way it went decides.
own-vote = Empate: el voto de { $name } no cuenta. ¿Levantó { $name } la mano?
    .short = ¿{ $name } levantó la mano?
own-vote-set-aside = Empate, así que no cuento el voto de { $name }.
    .short = Empate: no cuenta el voto de { $name }.
# The verdict alone: the table counted the hands itself; a repeat gives the count. The verdict comes first and
# each number has its own words, so a missed syllable changes no count.
answer-stands = La de { $name } vale.
    .long = La respuesta de { $name } vale: { COUNT($valid, one: "voto", other: "votos", gender: "masculine") } a favor, { $invalid } en contra.
# "no vale" says it scores nothing; a repeat gives the count, and that its writer crosses it out ("Bob la tacha"
# in every verdict cost the hard round 0.5 s over its 20: the taught vote rule says it).
answer-out = La de { $name } no vale.
    .long = La respuesta de { $name } no vale: { COUNT($valid, one: "voto", other: "votos", gender: "masculine") } a favor, { $invalid } en contra. { $name } la tacha; una respuesta igual era compartida y sigue sin puntuar.

## Points and totals.

enter-points = Cada uno cuenta sus puntos. Luego pregunto uno a uno.
    .short = Los puntos, uno a uno.
# "esta ronda": a later round offers the player's last points, which an outside table took for the running
# total. Said to the first player asked; the others hear the engine's each-in-turn ("¿Y Bob?").
points-question = { $name }, ¿tus puntos esta ronda?
# One name with its points: a list of them, best first, is $scores ("Azul 17, Rojo 11, Verde 9").
score-entry = { $name } { $points }
totals = Totales: { $scores }.
    .long = Totales: { $scores }.
# A middle round's totals, heard as round 1's were, say only them; a repeat names them.
totals-unnamed = { $scores }.
    .long = Totales: { $scores }.
tie-break-scores = Desempate: { $scores }.
tied-on = { $names } empatan a { COUNT($points, one: "punto", other: "puntos", gender: "masculine") }.
    .short = Empate a { $points }: { $names }.
tied-again = { $names } vuelven a empatar.
    .short = Otro empate: { $names }.
wins-tie-break = ¡{ $name } gana el desempate y la partida!
    .short = Gana { $name }.
wins-set = ¡{ $name } gana la partida con { COUNT($points, one: "punto", other: "puntos", gender: "masculine") }!
    .short = Gana { $name }.
# The totals were the line before, so the points are left to a repeat.
wins-set-after-totals = ¡{ $name } gana la partida!
    .short = Gana { $name }.
    .long = ¡{ $name } gana la partida con { COUNT($points, one: "punto", other: "puntos", gender: "masculine") }!
# The die has no letter left for another tie-break round.
share-the-win = No quedan letras para desempatar: { $names } comparten la victoria.
    .short = { $names } comparten la victoria.
# Where the set stands, for a resume. $listed: yes when the list has a number; $stage: round or tie-break;
# $rolled: yes once the letter is rolled.
where = { game-name }{ $listed ->
        [yes] , lista { $list }
       *[no] {""}
    }, { $stage ->
        [tie-break] ronda de desempate
       *[round] ronda { $round } de { $of }
    }{ $rolled ->
        [yes] , letra { $letter }
       *[no] {""}
    }.
    .short = Ronda { $round }{ $rolled ->
        [yes] , letra { $letter }
       *[no] {""}
    }.

## Settings and setup.

categories-needed = Una lista de categorías necesita exactamente { $number } categorías.
kinds-needed = Marca el tipo de respuesta en las { $number } categorías, o en ninguna.
examples-needed = Da respuestas de ejemplo para las { $number } categorías, o para ninguna.
timer-range = El tiempo debe estar entre { $low } y { $high } segundos.
which-list = ¿Qué lista de categorías?
how-long = ¿Cuánto tiempo para escribir?
# It stands on its own: asked before the table has heard any scoring ("y uno por las demás" was heavy).
ask-junior = ¿Puntuación infantil, para los más pequeños: 2 puntos si la respuesta empieza por la letra y 1 si no?
ask-alliteration = ¿Puntos extra por aliteración en nombres propios?
ask-typed = ¿Todos escriben sus respuestas en el teléfono?
no-lists = No hay listas de categorías para jugar.
next-new-list = La lista { $number }, aún sin jugar
list-label = Lista { $number }
# $lists: the lists' numbers, with commas.
no-such-list = No existe la lista de categorías { $number }; las listas son { $lists }.

## What BACK takes back: said after the engine's "Vuelvo atrás:", so the table hears which answer went.

reading-done = todas las respuestas leídas
more-given = varias protestas
no-challenge-given = ninguna protesta
no-other-challenge-given = ninguna otra protesta
challenged-given = la protesta contra la respuesta de { $name }
hands-given = { COUNT($hands, one: "mano", other: "manos", gender: "feminine") } arriba para la respuesta de { $name }
# $verdict: valid or invalid.
own-vote-given = el propio voto de { $name }, { $verdict ->
        [valid] válida
       *[invalid] no válida
    }
points-given = { $points ->
        [1] el punto de { $name }
       *[other] los { COUNT($points, one: "punto", other: "puntos", gender: "masculine") } de { $name }
    }
# A phone's sheet of typed answers.
sheet-given = las respuestas de { $name }
phone-vote-given = el voto de { $voter } sobre la respuesta de { $name }, { $verdict ->
        [valid] válida
       *[invalid] no válida
    }

## Teaching (issue 38). Said only when the table asked to be taught ("¿Primera partida de Scattergories?"),
## each rule once a game, just before the choice it governs. The rules are also each question's rule, given
## by a long press of OK.

# What the table needs in its hands, said in setup after a yes to teaching.
teach-needs = Cada uno necesita papel y lápiz. Una hoja de respuestas impresa ayuda, pero vale cualquier papel.
# Said once, with the first round's start: the goal, what the table writes, that only an answer nobody else
# wrote scores (it governs the writing: left to "¡Tiempo!", a table wrote round 1 blind to it), how the set is
# won. "¡Tiempo!" then gives the scoring in brief.
teach-opening = Así se juega. En cada ronda saco una letra y, antes de que acabe el tiempo, cada uno escribe una respuesta para cada una de las 12 categorías de la lista, empezando por esa letra. Una respuesta solo puntúa si nadie más la ha escrito: conviene ser original. Tras 3 rondas gana quien sume más.
# Before the list is read in round 1: what to do with it.
teach-list = Cada uno numera las líneas de su hoja y apunta cada categoría junto a su número mientras leo.
# What the timer's GO starts: said before the first one when taught, and the long press's rule at it.
writing-rule = Cuando empiece el tiempo, cada uno escribe una respuesta por categoría, todas por la { $letter }. Hay { DURATION($seconds) }.
# Taught, with the scoring at "¡Tiempo!" on paper: what a repeated answer is.
shared-rule = Dos respuestas que quieren decir lo mismo cuentan como repetidas: lo juzga la mesa.
# Before the first vote when taught, and every vote's rule: how the hands settle it, the tie included.
vote-rule = Votan todos, también quien escribió la respuesta: con más manos a favor que en contra, vale; si no, su autor la tacha. Si hay empate, no cuenta el voto de su autor.
# Hold OK at a vote, after its rule: what a tie does, by its result (session 49).
vote-tie-result = Así, un empate solo salva la respuesta si quien la escribió votó en contra.
# Taught before the first "¿Alguien protesta?": what a protest is; how it is voted comes with the vote.
# Its first sentence is challenge-rule's too: keep them alike.
challenge-taught = Se puede protestar una respuesta que no debería puntuar: no empieza por la letra, no encaja en su categoría o es inventada. Luego se vota.
# A long press of OK at "¿Alguien protesta?": what a protest is and how its vote settles it.
challenge-rule = Se puede protestar una respuesta que no debería puntuar: no empieza por la letra, no encaja en su categoría o es inventada. { vote-rule }
# The rule of the question a tied vote asks.
own-vote-rule = Si la votación empata, no cuenta el voto de quien escribió la respuesta: gana lo contrario de lo que votó.
# Before round 2's start, and the rule of a later round's start.
later-round-rule = Cada ronda nueva usa la misma lista: se escribe en otra columna. La letra, una que aún no ha salido, sale justo cuando empieza el tiempo, así que lápiz en mano.
# Before the first tie-break round's start, and the rule of every tie-break start.
tie-break-rule = El desempate es una ronda más, solo para quienes empatan, con la misma lista y una letra nueva. Gana la puntuación más alta; si vuelven a empatar, se juega otra.

## What each question is for and what comes next (a long press of GO: "¿y ahora qué?"), taught or not.

first-round-purpose = Empieza la primera ronda: saco la letra y leo la lista, y luego espero para poner el tiempo en marcha.
later-round-purpose = Una ronda nueva con la misma lista: letra nueva, y el tiempo empieza en el acto.
tie-break-purpose = Ronda de desempate para quienes empatan: la misma lista, letra nueva, y el tiempo empieza en el acto.
ready-purpose = El tiempo se pone en marcha cuando todos tengan la lista; luego, a escribir.
collect-purpose = Recojo las respuestas de los teléfonos y las leo; quien no tenga teléfono puntúa en papel.
reading-purpose = Cada uno lee sus respuestas en voz alta; luego vienen las protestas y los puntos.
challenge-purpose = Se protesta una respuesta que no debería puntuar, o se responde No para pasar a los puntos.
# On paper, where a name alone is the round's one protest.
challenge-more-purpose = Se protesta una respuesta que no debería puntuar, Varios si hay más de una, o No para pasar a los puntos.
which-answer-purpose = Qué respuesta se protesta; luego la votan todos.
votes-purpose = Cada teléfono vota la respuesta protestada; los votos deciden si puntúa.
valid-votes-purpose = Las manos deciden si la respuesta protestada puntúa; luego, los puntos o la siguiente protesta.
own-vote-purpose = Lo que votó quien escribió la respuesta resuelve el empate; luego, los puntos o la siguiente protesta.
points-purpose = Los puntos de cada uno en esta ronda se suman a su total; luego, los totales.

## Setup: what each question is for, the rule of the options it names, and what a taught table hears first.

players-purpose = Cuántas personas juegan; luego, los nombres en el orden de la mesa.
names-purpose = Los nombres en el orden de la mesa, para preguntar a cada uno por turno.
list-purpose = Las categorías que se responden en las 3 rondas.
list-rule = Una lista tiene 12 categorías, como una fruta o un oficio, y sirve para toda la partida. La siguiente lista nueva es una que aún no se ha jugado aquí.
list-taught = Una lista tiene 12 categorías, como una fruta o un oficio, y sirve para toda la partida; yo las leo, así que no hace falta tarjeta.
timer-purpose = Cuánto tiempo hay para escribir en cada ronda.
timer-rule = Las reglas dan hasta 3 minutos; más es una regla de la casa.
junior-purpose = Cómo puntúan las respuestas en toda la partida: normal o infantil.
junior-rule = Normal: un punto por cada respuesta con la letra, si nadie más la escribió. Infantil, para los más pequeños: 2 puntos por respuesta con la letra, uno por una sin ella y nada por una repetida.
alliteration-purpose = Si un nombre propio gana más por sus palabras con la letra.
# The bonus, with an example scored as the scoring chosen just before scores it (answer_scoring.judge).
alliteration-rule = { $scoring ->
        [junior] Con los puntos extra, un nombre propio gana un punto más por cada palabra más con la letra: Pedro Picapiedra con la P suma 3.
       *[standard] Con los puntos extra, un nombre propio gana un punto por cada palabra con la letra: Pedro Picapiedra con la P suma 2.
    }
# Hold OK at the alliteration question, after its rule: a new table did not know the scoring yet (session 49).
plain-first = Para una primera partida, con No la puntuación es la sencilla; la explico sobre la marcha.
typed-purpose = Teléfono o papel para las respuestas de esta partida.
typed-rule = Sí: cada uno escribe en su teléfono, y yo leo y puntúo. No: en papel, y se puntúa a mano.
