### Was Scattergories sagt und fragt, auf Deutsch (docs/dev/words.md): English's messages, with the same
### variables, written for tables in Germany, Austria and Switzerland.
### "du" to one player ("{ $name }, deine Punkte in dieser Runde?"), "ihr" to the whole table ("Lest eure
### Antworten vor."), never "Sie". A name is never declined: "die Antwort von Rot", not "Rots Antwort", so a
### colour and a player's own name ("Anna") both read right.
### A challenge is an "Einspruch" ("Gibt es Einspruch?"), put to a vote ("Abstimmung"); the tie-break is the
### "Stechen" (a "Stechrunde"), as German sport calls the extra round after a tie. A set of 3 rounds is a
### "Partie".
### A line never names a button. An action (the GO question's `action`) is a bare infinitive phrase
### ("Buchstaben würfeln"), as German labels a button: it is also the phone page's button and what "taken
### back" names, so the device's go-hint must take it as it is, not after "um ... zu".
### The number one before a noun is written out ("einen Punkt", "mit einem Punkt", "eine Stimme"): COUNT
### would give "1 Punkt", which the voice reads "eins Punkt", and German's "ein" changes with the noun's
### gender and case, which a selector on the number says.
### The letter is pinned down as German tables spell aloud ("B wie Berlin"): de.toml, spelling_words.

# The name on the box, kept in every language (the history export groups games by it).
game-name = Scattergories

## The letter.

# Actions: what the main action does (the device says how).
roll-letter-die = den Buchstabenwürfel werfen
start-timer = die Zeit starten
# What a German table calls when the time is up.
pencils-down = Stifte weg!
letter-is = Der Buchstabe ist { $letter } wie { $word }.
    .short = { $letter } wie { $word }.
# The letter again while the table waits to start the first round: the list may still be being read.
ready = Buchstabe { $letter }.
# The first round's start: the letter again. A repeat while writing (.long) gives the letter with its word;
# the list is heard again one category at a time.
go = Los! Alles beginnt mit { $letter }.
    .short = Los! Buchstabe { $letter }.
    .long = Buchstabe { $letter } wie { $word }.
# A later round's start, rolled and started on one GO: the letter, then go.
letter-and-go = Der Buchstabe ist { $letter } wie { $word }. Los!
    .short = Los! Buchstabe { $letter }.
    .long = Buchstabe { $letter } wie { $word }.

## Rounds and the list.

# "Runde 1 von 3." tells the table the set's length, "Runde 3 von 3." that it is the last; a round between
# says its number alone (round-title-between), and a repeat gives "von 3".
round-title = Runde { $number } von { $of }.
    .short = Runde { $number }.
round-title-between = Runde { $number }.
    .long = Runde { $number } von { $of }.
tie-break-title = Stechrunde für { $names }.
    .short = Stechen.
# What the GO that starts a round does, in words of its own for each start: the device says a GO question's
# press only the first time its words come (issue 37). The first round's GO only rolls the letter: the list
# is read, and the timer has a GO of its own (issue 38).
start-first-round = Buchstaben würfeln
start-round = würfeln und starten
start-last-round = neu würfeln und starten
start-tie-break = { $tie_break ->
        [1] die Stechrunde starten
       *[other] Stechrunde { $tie_break } starten
    }
# The list's number when it has one, so players can find it on their cards.
list-title = Liste { $number }.
list-title-unnumbered = Die Liste.
# One numbered category; the short form keeps the number, as a repeat uses it, and reads on after it
# ("1, ein Tier."): $in_sentence is the category as said mid-sentence.
category = { $number }. { $category }.
    .short = { $number }, { $in_sentence }.
# What the writers may hear again while the timer runs, for the device's hint (after "for": "für").
list-parts-are = die Liste, Kategorie für Kategorie

## How a round is scored.

# An action.
all-read = weiter, wenn alle vorgelesen haben
# Reading comes first and challenges after, so nobody skips the reading by answering no.
read-answers = Lest eure Antworten vor: die erste Kategorie reihum, dann die nächste und so weiter. Merkt euch, wogegen ihr Einspruch erhebt.
    .short = Lest eure Antworten vor.
# After the first round the table knows how reading goes: only the cue to start is said. $rules is the
# scoring in short, given on a repeat.
read-answers-again = Lest vor.
    .long = Lest eure Antworten vor. { $rules }
standard-scoring = Wertung: Einen Punkt gibt es für jede Antwort, die mit { $letter } beginnt und die sonst niemand hat. Eine doppelte Antwort zählt nichts, ebenso eine, die nicht mit { $letter } beginnt.
    .short = Einen Punkt für jede Antwort mit { $letter }, die sonst niemand hat.
junior-scoring = Kinderwertung: 2 Punkte für eine Antwort, die mit { $letter } beginnt, einen Punkt für eine, die es nicht tut, und nichts für eine doppelte.
    .short = Kinder: 2 Punkte mit { $letter }, einer ohne, 0 für doppelte.
# $scoring: standard or junior. Junior already pays for one word on the letter, so its bonus counts the
# further ones.
alliteration-bonus = Alliteration: Ein Eigenname bekommt { $scoring ->
        [junior] einen Extrapunkt für jedes weitere Wort
       *[standard] einen Punkt für jedes Wort
    }, das mit { $letter } beginnt.
    .short = Alliteration: { $scoring ->
        [junior] einen Extrapunkt für jedes weitere Wort
       *[standard] einen Punkt für jedes Wort
    } mit { $letter }.

## Typed answers.

# Actions.
rest-on-paper = die übrigen auf Papier werten
count-hands = stattdessen Hände zählen
# Asked when time is up, then again as answers arrive (still-waiting): the names say who is missing.
send-answers = Schickt eure Antworten. Wir warten auf { $names }.
    .short = Wir warten auf { $names }.
still-waiting = Wir warten noch auf { $names }.
# One category's typed answers: "Kategorie 3, ein Tier: Rot, Biber. Blau, Bär." $heard is the answers, each
# an answer-heard, or no-answers.
category-answers = Kategorie { $number }, { $category }: { $heard }
    .short = { $number }: { $heard }
answer-heard = { $player }, { $answer }.
no-answers = Keine Antworten.
# $count: how many are named: "du" to one ("lies"), "ihr" to several ("lest").
paper-players-read = { $count ->
        [one] { $names }, lies jetzt deine Antworten vor.
       *[other] { $names }, lest jetzt eure Antworten vor.
    }
    .short = { $count ->
        [one] { $names }, lies vor.
       *[other] { $names }, lest vor.
    }
which-answer = Gegen welche Antwort von { $name } gibt es Einspruch?
    .short = Welche Antwort?
# A challenged answer as offered: its category number, then the answer.
answer-label = { $number }, { $answer }
vote-on-typed = Abstimmung über die Antwort von { $name } in Kategorie { $number }, { $answer }. Stimmt ab: gültig oder nicht.
    .short = Abstimmung über { $answer }.
# $count: how many are named: "hat" for one, "haben" for more.
still-to-vote = { $count ->
        [one] Noch nicht abgestimmt hat: { $names }.
       *[other] Noch nicht abgestimmt haben: { $names }.
    }
# The points the referee worked out from the typed answers, in seat order; $scores is a list of score-entry.
typed-points = Punkte dieser Runde: { $scores }.
    .short = Punkte: { $scores }.

## An example, when an answer is disputed: one good answer from the deck's answer file.
## $number: the category's place on the list, said when the game offers every category in turn (it does not
## know which), 0 when it knows. It says it is an answer that fits: heard bare after the challenge rule, a new
## table took it for the referee's own challenge (issue 38). The category comes first and stands alone, so
## no preposition has to bend it ("für einen Beruf").

example-answer = { $number ->
        [0] { $category }
       *[other] Kategorie { $number }, { $category }
    }, mit { $letter }: Eine Antwort, die passt, ist { $answer }.
# The disputed category has no answer on this letter in the answer file: said, so a request is never met by silence.
no-example = { $category }, mit { $letter }: Dafür habe ich kein Beispiel.

## Challenges and votes.

# The answer to "Gibt es Einspruch?" that is none, offered first; the others are the players' names, and on
# paper more-than-one, last (DOWN from Nein reaches it at once): a name alone is the round's one challenge.
no-challenge = Nein
more-than-one = Mehrere
# Asked after "Mehrere".
whose-first = Wessen Antwort zuerst?
# Hold OK at the first "Gibt es Einspruch?" that offers "Mehrere": what choosing it changes.
more-rule = Wählt den Spieler, gegen dessen Antwort ihr Einspruch erhebt: Das ist der einzige Einspruch der Runde. Mit Mehrere gehe ich mehrere Einsprüche einzeln durch: Ich frage, wessen Antwort zuerst kommt, und nach jeder Abstimmung, ob es noch einen gibt. UP geht die Spieler in Sitzreihenfolge durch; DOWN kommt zuerst zu Mehrere.
# Taught, in a few words, before that question.
more-taught = Gibt es Einspruch gegen mehrere Antworten, wählt Mehrere; dann stimmen wir über jede einzeln ab.
# A choice: Nein, or whose answer is challenged. The set's first asking says so, and names "Mehrere" when it
# is offered (-more).
any-challenge-first = Gibt es Einspruch? Wählt, gegen wessen Antwort, oder Nein.
    .short = Einspruch?
any-challenge-first-more = Gibt es Einspruch? Wählt, gegen wessen Antwort, { more-than-one } oder Nein.
    .short = Einspruch?
any-challenge = Gibt es Einspruch?
any-other-challenge = Noch ein Einspruch?
# A later round on paper, where the cue to read and the question are one line and one press; $rules is the
# scoring in short, given on a repeat.
read-then-any-challenge = Lest vor. Einspruch?
    .short = Einspruch?
    .long = Lest eure Antworten vor. { $rules } Gibt es Einspruch?
all-voted = Über jede Antwort wurde abgestimmt.
    .short = Alles abgestimmt.
# Everyone votes, the challenged player too, and every hand down is a vote against: this one number settles
# the vote. One wording every time, asked as a count of the hands, the challenged player's own included.
valid-votes = Wie viele Hände dafür, { $name } mitgezählt?
    .short = Wie viele Hände für die Antwort von { $name }?
# Asked on a tie only: the challenged player's own vote is set aside, so which way it went decides.
# "fällt weg": "zählt nicht" confused a German table (issue 43); vote-rule says the same from the other side
# ("zählen nur die Stimmen der anderen").
own-vote = Gleichstand, also fällt die Stimme von { $name } weg. Hatte { $name } die Hand oben?
    .short = Hatte { $name } die Hand oben?
own-vote-set-aside = Gleichstand, also fällt die Stimme von { $name } weg.
    .short = Gleichstand: Die Stimme von { $name } fällt weg.
# The verdict alone: the table counted the hands itself; a repeat gives the count. The verdict comes first
# and each number has its own word, so a missed syllable changes no count. Whose answer it is was just named
# twice (the challenge, the vote), so the verdict does not name it again (0.6 s: the speech budget); a
# repeat (.long) does.
answer-stands = Die Antwort gilt.
    .long = Die Antwort von { $name } gilt: { $valid ->
        [one] eine Stimme
       *[other] { $valid } Stimmen
    } dafür, { $invalid ->
        [one] eine
       *[other] { $invalid }
    } dagegen.
# An answer out scores nothing: "Gestrichen.", as a table says it; a repeat gives the count, and that its writer crosses it out.
answer-out = Gestrichen.
    .long = Die Antwort von { $name } zählt nicht: { $valid ->
        [one] eine Stimme
       *[other] { $valid } Stimmen
    } dafür, { $invalid ->
        [one] eine
       *[other] { $invalid }
    } dagegen. { $name } streicht sie durch; hatte jemand dieselbe Antwort, bringt sie ihm trotzdem nichts.

## Points and totals.

enter-points = Zählt eure Punkte. Ich frage euch der Reihe nach.
    .short = Eure Punkte, der Reihe nach.
# "diese Runde": a later round offers the player's last points, and "Rot, deine Punkte? 4" was heard as
# the running total in English. Said to the first player asked; the others hear the engine's each-in-turn.
points-question = { $name }, deine Punkte diese Runde?
# One name with its points: a list of them, best first, is $scores ("Blau 17, Rot 11, Grün 9").
score-entry = { $name } { $points }
totals = Gesamtstand: { $scores }.
    .long = Gesamtstand: { $scores }.
# A middle round's totals, heard as round 1's were, say only them (issue 37); a repeat names them.
totals-unnamed = { $scores }.
    .long = Gesamtstand: { $scores }.
tie-break-scores = Stechen: { $scores }.
tied-on = { $names } liegen gleichauf mit { $points ->
        [one] einem Punkt
       *[other] { $points } Punkten
    }.
    .short = Gleichstand bei { $points }: { $names }.
tied-again = { $names } liegen wieder gleichauf.
    .short = Wieder gleichauf: { $names }.
wins-tie-break = { $name } gewinnt das Stechen und die Partie!
    .short = { $name } gewinnt.
wins-set = { $name } gewinnt die Partie mit { $points ->
        [one] einem Punkt
       *[other] { $points } Punkten
    }!
    .short = { $name } gewinnt.
# The totals were the line before, so the points are left to a repeat.
wins-set-after-totals = { $name } gewinnt die Partie!
    .short = { $name } gewinnt.
    .long = { $name } gewinnt die Partie mit { $points ->
        [one] einem Punkt
       *[other] { $points } Punkten
    }!
# The die has no letter left for another tie-break round.
share-the-win = Kein Buchstabe mehr für ein Stechen: { $names } teilen sich den Sieg.
    .short = { $names } teilen sich den Sieg.
# Where the set stands, for a resume. $listed: yes when the list has a number; $stage: round or tie-break;
# $rolled: yes once the letter is rolled.
where = { game-name }{ $listed ->
        [yes] , Liste { $list }
       *[no] {""}
    }, { $stage ->
        [tie-break] eine Stechrunde
       *[round] Runde { $round } von { $of }
    }{ $rolled ->
        [yes] , Buchstabe { $letter }
       *[no] {""}
    }.
    .short = Runde { $round }{ $rolled ->
        [yes] , Buchstabe { $letter }
       *[no] {""}
    }.

## Settings and setup.

categories-needed = Eine Kategorienliste braucht genau { $number } Kategorien.
kinds-needed = Gib die Art der Antwort für alle { $number } Kategorien an oder für keine.
examples-needed = Gib Beispielantworten für alle { $number } Kategorien an oder für keine.
timer-range = Die Zeit muss zwischen { $low } und { $high } Sekunden liegen.
which-list = Welche Kategorienliste?
how-long = Wie lange wird geschrieben?
# It stands on its own: asked before the table has heard any scoring.
# The scoring first, then a plain question, so the value heard next (Ja, Nein) answers it: the scoring asked
# as one question was unclear to a German table (issue 43).
ask-junior = Kinderwertung, für kleine Kinder: Eine Antwort mit dem Buchstaben bringt 2 Punkte, eine ohne ihn einen Punkt. Spielt ihr damit?
ask-alliteration = Extrapunkte für Alliteration bei Eigennamen?
ask-typed = Tippt ihr alle eure Antworten am Handy ein?
no-lists = Es gibt keine Kategorienlisten zum Spielen.
next-new-list = Die nächste neue Liste, Liste { $number }
list-label = Liste { $number }
# $lists: the lists' numbers, with commas.
no-such-list = Eine Kategorienliste { $number } gibt es nicht; es gibt die Nummern { $lists }.

## What BACK takes back: said after the engine's "taken back", so the table hears which answer went.

reading-done = alle Antworten vorgelesen
more-given = mehr als ein Einspruch
no-challenge-given = kein Einspruch
no-other-challenge-given = kein weiterer Einspruch
challenged-given = der Einspruch gegen die Antwort von { $name }
hands-given = { $hands ->
        [one] eine Hand
       *[other] { $hands } Hände
    } oben für die Antwort von { $name }
# $verdict: valid or invalid.
own-vote-given = die eigene Stimme von { $name }, { $verdict ->
        [valid] gültig
       *[invalid] ungültig
    }
points-given = { $points ->
        [one] der eine Punkt von { $name }
       *[other] die { $points } Punkte von { $name }
    }
# A phone's sheet of typed answers.
sheet-given = die Antworten von { $name }
phone-vote-given = die Stimme von { $voter } zur Antwort von { $name }, { $verdict ->
        [valid] gültig
       *[invalid] ungültig
    }

## Teaching (issue 38). Said only when the table asked to be taught ("Erstes Spiel Scattergories?"), each
## rule once a game, just before the choice it governs (engine/teaching.py). The rules are also each
## question's rule, given by hold OK taught or not.

# What the table needs in its hands, said in setup after a yes to teaching.
teach-needs = Jeder von euch braucht Papier und einen Stift. Ein gedruckter Antwortbogen hilft, aber jedes Blatt tut es auch.
# Said once, with the first round's start: the goal, what the table writes, that only an answer nobody else
# wrote scores (the point of the game, which governs the writing), how the set is won. "Stifte weg!" then
# gives the scoring in brief.
teach-opening = So geht das Spiel. Jede Runde würfle ich einen Buchstaben, und ihr schreibt gegen die Uhr: zu jeder der 12 Kategorien der Liste eine Antwort mit diesem Buchstaben. Eine Antwort zählt nur, wenn sonst niemand sie hat: Sucht das Ausgefallene. Nach 3 Runden gewinnt, wer die meisten Punkte hat.
# Before the list is read in round 1: what to do with it.
teach-list = Nummeriert die Zeilen auf eurem Blatt und schreibt jede Kategorie neben ihre Nummer, während ich lese.
# What the timer's GO starts: said before the first one when taught, and hold OK's rule at it.
writing-rule = Sobald die Zeit läuft, schreibt ihr zu jeder Kategorie eine Antwort, jede mit { $letter } am Anfang. Ihr habt { DURATION($seconds) }.
# Taught, with the scoring at "Stifte weg!" on paper: what a shared answer is ("Eislaufen", "Eiskunstlauf").
shared-rule = Antworten, die dasselbe meinen, gelten als gleich; das entscheidet der Tisch.
# Before the first vote when taught, and every vote's rule: how hands settle it, the tie included (issue 38).
# The challenged player is "der Betroffene", the one the challenge concerns, whoever wrote the answer.
vote-rule = Alle stimmen ab, auch der Betroffene: Sind mehr Hände oben als unten, gilt die Antwort; sonst streicht der Betroffene sie durch. Bei Gleichstand zählen nur die Stimmen der anderen.
# Hold OK at a vote, after its rule: what a tie does, by its result (session 49).
vote-tie-result = Ein Gleichstand rettet die Antwort also nur, wenn der Betroffene dagegen gestimmt hat.
# Taught before the first "Gibt es Einspruch?": what a challenge is; how the vote goes comes with the vote.
# Its first sentence is challenge-rule's too: keep them alike.
challenge-taught = Einspruch erhebt ihr gegen eine Antwort, die nicht zählen sollte: Sie hat den falschen Buchstaben, passt nicht zur Kategorie oder ist erfunden. Dann stimmt der Tisch ab.
# Hold OK at "Gibt es Einspruch?": what a challenge is and how its vote settles it.
challenge-rule = Einspruch erhebt ihr gegen eine Antwort, die nicht zählen sollte: Sie hat den falschen Buchstaben, passt nicht zur Kategorie oder ist erfunden. { vote-rule }
# The rule of the question a tied vote asks.
own-vote-rule = Bei Gleichstand fällt die Stimme des Betroffenen weg: Es gewinnt die Seite, gegen die er gestimmt hat.
# Before round 2's start, and the rule of a later round's start.
later-round-rule = Jede weitere Runde hat dieselbe Liste: schreibt in eine neue Spalte. Der neue Buchstabe kommt, sobald die Zeit startet: Haltet die Stifte bereit.
# Before the first tie-break round's start, and the rule of every tie-break start.
tie-break-rule = Ein Stechen ist eine Runde mehr, nur für die Gleichstehenden, mit derselben Liste und einem neuen Buchstaben. Die höhere Punktzahl gewinnt; bei erneutem Gleichstand wird wieder gestochen.

## What each question is for and what comes next (hold GO: "what now?"), taught or not.

first-round-purpose = Die erste Runde beginnt: Ich würfle den Buchstaben und lese die Liste vor, dann wartet die Zeit auf euch.
later-round-purpose = Eine neue Runde mit derselben Liste: ein neuer Buchstabe, und die Zeit läuft sofort.
tie-break-purpose = Eine Stechrunde für die Gleichstehenden: dieselbe Liste, ein neuer Buchstabe, und die Zeit läuft sofort.
ready-purpose = Startet die Zeit, sobald alle die Liste notiert haben; dann wird geschrieben.
collect-purpose = Ich sammle die getippten Antworten ein und lese sie vor; wer kein Handy hat, wertet auf Papier.
reading-purpose = Alle lesen ihre Antworten vor; dann kommen die Einsprüche, danach die Punkte.
challenge-purpose = Einspruch gegen eine Antwort, die nicht zählen sollte, oder Nein: weiter zu den Punkten.
# On paper, where a name alone is the round's one challenge.
challenge-more-purpose = Einspruch gegen eine Antwort, die nicht zählen sollte, Mehrere für mehrere, oder Nein: weiter zu den Punkten.
which-answer-purpose = Welche Antwort den Einspruch bekommt; dann stimmen alle darüber ab.
votes-purpose = Jedes Handy stimmt über die angefochtene Antwort ab; die Stimmen entscheiden, ob sie zählt.
valid-votes-purpose = Die Hände entscheiden, ob die angefochtene Antwort zählt; dann die Punkte oder der nächste Einspruch.
own-vote-purpose = Wie der Betroffene abgestimmt hat, entscheidet den Gleichstand; dann die Punkte oder der nächste Einspruch.
points-purpose = Die Punkte dieser Runde kommen zu euren bisherigen dazu; dann der Gesamtstand.

## Setup: what each question is for, the rule of the options it names, and what a taught table hears first.

players-purpose = Wie viele ihr seid; dann eure Namen in der Sitzordnung.
names-purpose = Eure Namen in der Sitzordnung, damit ich euch der Reihe nach fragen kann.
list-purpose = Die Kategorien, die ihr in allen 3 Runden beantwortet.
list-rule = Eine Liste hat 12 Kategorien, etwa eine Frucht oder einen Beruf, und gilt für die ganze Partie aus 3 Runden. Die nächste neue Liste wurde hier noch nicht gespielt.
# The first taught line to say "Partie": it says what one is.
list-taught = Eine Liste hat 12 Kategorien, etwa eine Frucht oder einen Beruf, und gilt für die ganze Partie aus 3 Runden; ich lese sie vor, ihr braucht keine Karte.
timer-purpose = Wie lange ihr in jeder Runde schreibt.
timer-rule = Die Regeln geben bis zu 3 Minuten; länger ist eine Hausregel.
junior-purpose = Wie die Antworten in der ganzen Partie zählen: normal oder mit Kinderwertung.
junior-rule = Normal: einen Punkt für jede Antwort mit dem Buchstaben, die sonst niemand hat. Kinderwertung, für die Jüngsten: 2 Punkte für eine Antwort mit dem Buchstaben, einen für eine ohne, nichts für eine doppelte.
alliteration-purpose = Ob ein Eigenname für seine Wörter mit dem Buchstaben mehr bekommt.
# The bonus, with an example scored as the scoring chosen just before scores it (answer_scoring.judge);
# $scoring: standard or junior. Micky Maus is on M in every German-speaking country.
alliteration-rule = { $scoring ->
        [junior] Mit Alliteration bekommt ein Eigenname einen Extrapunkt für jedes weitere Wort mit dem Buchstaben: Micky Maus mit M bringt 3.
       *[standard] Mit Alliteration bekommt ein Eigenname einen Punkt für jedes seiner Wörter mit dem Buchstaben: Micky Maus mit M bringt 2.
    }
# Hold OK at the alliteration question, after its rule: a new table did not know the scoring yet (session 49).
plain-first = Für ein erstes Spiel bleibt die Wertung mit Nein einfach; ich erkläre sie unterwegs.
typed-purpose = Handys oder Papier für die Antworten dieser Partie.
typed-rule = Ja: Ihr tippt eure Antworten am Handy, und ich lese und werte sie. Nein: Papier, von Hand gewertet.
