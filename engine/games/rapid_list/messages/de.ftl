### Everything Rapid List says, in German: the twin of en.ftl, the same messages (docs/dev/words.md).
###
### Written for tables in Germany, Austria and Switzerland, to be heard once. The track is "die Strecke",
### its spaces "Felder", Start "der Start", Finish "das Ziel". The piece that races is "die Figur", never
### "der Würfel": in German the cube and the die are one word, and the referee rolls a die. A bid is "das
### Gebot" ("bieten"), the doubler "der Verdoppler" ("verdoppeln"), the veto "das Veto" ("ein Veto
### einlegen"). A challenge is "die Aufgabe", on an "Aufgabenfeld" from an "Aufgabenkarte": shorter to
### hear than "Herausforderung", said many times a game. The player who starts a round "fragt" ("stellt die
### Frage" in full); the lists are "vorgelesen", so the two are never one word. One player is "du", the table
### "ihr", never "Sie". Names (the seat colours Rot, Blau, ... or the players' own) are never declined:
### "Gebot von Rot", "Rot, dein Gebot?", "die Liste von Anna" read right for every name. A number right
### before a noun is written in words where espeak-ng would say it wrong ("1 Feld" is read "eins Feld"):
### a selector gives "ein Feld", "einer Aufgabe", "eine Sekunde". Nothing here names a button. Rapid List
### is the name on the box, kept in every language.

## The track and its spaces. The track ids the setup and the config use stay as they are.
track-standard = Standard: 8 normale Felder, dann 4 Aufgaben
track-short = Kurz: 6 normale Felder, dann 2 Aufgaben
track-early-challenge = Frühe Aufgabe: Aufgaben auf 5 und auf 10 bis 12
track-zigzag = Zickzack: Aufgaben auf 4, 7, 10 und 12
track-long = Lang: 16 Felder, Aufgaben auf 8 und auf 13 bis 16
# The config's own track, offered first in setup: the table's, so "eure".
custom-track = Eure Strecke: { $spaces ->
    [one] ein Feld
   *[other] { $spaces } Felder
} mit { $challenges ->
    [one] einer Aufgabe
   *[other] { $challenges } Aufgaben
}

# Where a cube stands, for the standings: "am Start", "auf 7", "im Ziel", "2 Felder hinter dem Ziel"
# ("hinter dem Ziel" is past the finish line; a cube still racing is "vor dem Ziel"). "auf 7", not "auf Feld 7",
# as a table says it once the track is drawn (as English's "on 7"): the standings of four cubes are 1.4 s
# shorter, which the speech budget needed (docs/performance.md).
where = { $place ->
    [start] am Start
    [finish] im Ziel
    [beyond] { $beyond ->
        [one] ein Feld
       *[other] { $beyond } Felder
    } hinter dem Ziel
   *[space] auf { $space }
}
# One space and its cubes: "Blau auf 9, noch 4", "Blau und Rot auf 5, Blau oben",
# "Auf Feld 5, von oben: Grün, Gelb und Lila". "Noch 4" is the distance to Finish, as a German table
# counts what is left.
stack = { $cubes ->
    [1] { $top } { $where }
    [2] { $names } { $where }, { $top } oben
   *[other] { $place ->
        [start] Am Start
        [finish] Im Ziel
        [beyond] { $beyond ->
            [one] Ein Feld
           *[other] { $beyond } Felder
        } hinter dem Ziel
       *[space] Auf Feld { $space }
    }, von oben: { $names }
}{ $left ->
    [0] {""}
   *[other] , noch { $left }
}
# "Team Rot": German says "Team" too. Unless the name already says so (de.toml, [teams]).
team-name = Team { $name }

## Chance: the transcript's words for each draw. "W6" is the German name of a six-sided die.
draw-first-asker = auslosen, wer zuerst fragt
line-up-cubes = die Figuren auf den Start stellen
draw-challenge = die oberste Aufgabenkarte ziehen
draw-suiting-challenge = eine Aufgabe ziehen, die zur Frage passt
draw-question-card = die oberste Fragekarte ziehen
roll-question-die = einen W6 würfeln
questions-reshuffled = Alle Fragekarten sind gespielt; ich mische sie neu.
    .short = Fragekarten neu gemischt.
challenges-reshuffled = Alle Aufgabenkarten sind gespielt; ich mische sie neu.
    .short = Aufgabenkarten neu gemischt.

## Before the first round: the order on Start (it breaks the first ties), or the head starts.
# What to do with the list comes first, in the same sentence: with "Am Start, von oben:" and then "Stapelt
# sie ...", a German table found "von oben" unclear and the instruction late (issue 43).
line-up-on-start = Stapelt die Figuren am Start, von oben nach unten: { $names }.
    .short = Von oben nach unten: { $names }.
    .long = Stapelt die Figuren am Start, von oben nach unten: { $names }. Wer später ankommt, kommt darunter, und bei gleichem Gebot liest zuerst, wer weiter unten steht.
line-up-head-starts = Vorsprung: { $positions }.
    .short = { $brief }.

## Teaching: once a game, when setup's "Erstes Spiel Rapid List?" was yes. Said to the table: "ihr".
teach-needs = Jeder braucht ein Blatt Papier, einen Stift und eine Spielfigur oder Münze für die Rennstrecke; auf ein weiteres Blatt kommt die Strecke selbst.
teach-opening = Rapid List ist ein Rennen vom Start ins Ziel. Jede Runde lese ich eine Frage vor, und ihr schreibt Antworten auf Papier, bis die Zeit um ist. Dann bietet jeder, wie viele seiner Antworten er vorlesen kann. Schafft er das, zieht seine Figur genauso viele Felder; sonst bleibt sie stehen. Wer zuerst im Ziel ist, gewinnt; kommen mehrere in derselben Runde an, gewinnt, wer am weitesten hinter dem Ziel steht, dann, wer in dieser Runde am weitesten gezogen ist.
# Spaces as heard, in a list: "9 bis 12", "5 und 10 bis 12", "4, 7, 10 und 12".
run-of-spaces = { $first } bis { $last }
one-space = { $space }
track-taught = Zeichnet aufs freie Blatt: Start, Felder 1 bis { $last }, Ziel ist Feld { $finish }; { $spaces } { $count ->
    [1] ist ein Aufgabenfeld
   *[other] sind Aufgabenfelder
}.
die-says = Der Würfel zeigt { $face }.
write-taught = Schreibt viele Antworten, am besten seltene: Was ein anderer vorliest, wird gestrichen.
# The answers a short list read still cross off the others' (a table asked).
short-taught = { $count ->
    [1] { $names } bleibt stehen; das Vorgelesene streichen die anderen trotzdem.
   *[other] { $names } bleiben stehen; das Vorgelesene streichen die anderen trotzdem.
}

## The start of a round: who still holds a doubler or a veto. The verb first, the names last, so the
## names are never declined: "Einen Verdoppler hat noch Rot."
doubler-everyone = Alle haben noch ihren Verdoppler.
    .short = Verdoppler: alle.
doubler-held = { $count ->
    [1] Einen Verdoppler hat noch { $names }.
   *[other] Einen Verdoppler haben noch { $names }.
}
    .short = Verdoppler: { $names }.
veto-everyone = Alle haben noch ihr Veto.
    .short = Veto: alle.
veto-held = { $count ->
    [1] Ein Veto hat noch { $names }.
   *[other] Ein Veto haben noch { $names }.
}
    .short = Veto: { $names }.

## The challenge. Its card's text is $challenge, kept as written after the colon (de.toml, [challenge]).
challenge = Aufgabe für { $names }: { $challenge }
    .short = { $names }: { $challenge }
challenge-cost-taught = Was nicht nach der Aufgabe geschrieben ist, zählt nicht.
challenged-standing = { $names } { $count ->
    [1] steht
   *[other] stehen
} auf einem Aufgabenfeld.
challenged-leading = { $names } { $count ->
    [1] führt
   *[other] führen gemeinsam
} auf einem Aufgabenfeld.
challenge-swapped = Neue Aufgabe für { $names }: { $challenge }
    .short = { $names }: { $challenge }
challenge-does-not-suit = Diese Aufgabe passt nicht zu dieser Frage.
    .short = Aufgabe passt nicht.
    .purpose = Die gezogene Aufgabe passt nicht zur Frage: Ich ziehe eine andere, dann schreibt ihr.
# The main action of a GO question (device's go-hint): an infinitive phrase, verb last.
draw-another-challenge = eine andere Aufgabe ziehen
no-challenge-fits = Keine Aufgabe passt zu dieser Frage: Diese Runde gibt es keine.
    .short = Diese Runde keine Aufgabe.
# Said to one player or several: an infinitive or no verb, so "du" and "ihr" are both right.
challenge-cue = { $call ->
    [eyes] { $names }, Augen auf!
    [switch] { $names }, jetzt Hand wechseln!
   *[write] { $names }, jetzt schreiben!
}

## The question.
# "fragt", not "liest": the lists are read out ("vorlesen"), and a table heard the two as one. Not "stellt die
# Frage" either, which cost 0.5 s a round the speech budget did not have.
reader-up = { $name } fragt.
    .purpose = Neue Runde: { $name } fängt an, { $dice ->
        [without] ich ziehe eine Karte und lese ihre sechs Fragen vor
       *[with] ich würfle und lese eine Frage vor
    }; dann schreibt jeder Antworten dazu.
# The main action at a round's start, for the device's go-hint and the phone page's button: an
# infinitive phrase, verb last ("würfeln", "Runde 3 spielen").
# "würfeln lassen": the die is the referee's (own-die-taught); a German table heard "Mit GO würfeln." after
# "Den Würfel für die Frage werfe ich selbst." as a contradiction (issue 43).
round-action = { $round ->
    [1] { $dice ->
        [without] eine Fragekarte ziehen
       *[with] würfeln lassen
    }
   *[other] Runde { $round } spielen
}
reader-taught = Jede Runde fragt einer: Er fängt an und bietet zuerst; erst per Los, dann im Uhrzeigersinn.
# A table without a die heard "Drück GO zum Würfeln": the die is the referee's.
own-die-taught = Ich würfle die Frage aus.
round-rule = Jede Runde fragt der Nächste im Uhrzeigersinn: Er fängt an und bietet zuerst.
numbered-question = Frage { $number }: { $question }
    .short = Frage { $number }.
which-question = { $name }, welche Frage?
    .short = { $name }, welche?
    .rule = Ohne Würfel wählt, wer fragt, eine der sechs Fragen der Karte.
    .purpose = { $name } wählt die Frage dieser Runde; dann schreibt jeder Antworten dazu.
picks = { $name } wählt Frage { $number }.
    .short = Frage { $number }.
write = Schreibt los!
# A later round's start signal: the table learned in round 1 what it starts.
write-again = Los!

## The doubler and the veto, declared right after the question.
# An option, and the main one: the device lowers it after "GO" ("GO zum ..."), so no noun leads it.
start-the-clock = Losschreiben
doubles-option = { $name } verdoppelt
vetoes-option = { $name } legt ein Veto ein
declare = { $asks ->
    [both] Möchte jemand verdoppeln oder ein Veto einlegen?
    [doubling] Möchte jemand verdoppeln?
    [vetoing] Möchte jemand ein Veto einlegen?
   *[none] Bereit zum Schreiben?
}
doubler-rule = Mit dem Verdoppler ziehst du das Doppelte deines Gebots, wenn deine Liste reicht; einmal pro Spiel, nie von einem Aufgabenfeld aus.
veto-rule = Ein Veto tauscht diese Frage gegen die nächste der Karte; einmal pro Spiel.
declare-purpose = Verdoppler oder Veto jetzt ansagen, bevor jemand schreibt; sonst losschreiben.
doubles = { $name } verdoppelt bei dieser Frage.
    .short = { $name } verdoppelt.
vetoes = Veto von { $name }. Stattdessen Frage { $number }:
    .short = Veto von { $name }: Frage { $number }.
doubler-back = { $count ->
    [1] { $names } bekommt den Verdoppler zurück.
   *[other] { $names } bekommen ihre Verdoppler zurück.
}

## The clock, the bids, the reading.
# Said after the buzzer when the writing time is up: what a German table calls out.
pencils-down = Stifte weg!
# The others are asked by name: "Und Blau?" (the engine's each-in-turn).
your-bid = { $name }, dein Gebot?
bid-capped = { $name }, dein Gebot, höchstens { $high }?
    .short = { $name }, höchstens { $high }?
bid-rule = Dein Gebot ist, wie viele deiner Antworten du vorliest. Liest du alle vor, zieht deine Figur genauso viele Felder, auch über das Ziel hinaus; fehlt eine, bleibt sie stehen. Eine Antwort, die jemand vor dir vorliest, wird auf deiner Liste gestrichen.
bid-purpose = Jeder bietet der Reihe nach; dann werden die Listen vorgelesen, das niedrigste Gebot zuerst.
# Issue 38: how a bid is made (written hidden, then said in turn) and the reading order it sets.
bid-taught = Wie viele Antworten lest ihr vor? Schreibt euer Gebot erst auf, damit keiner nachbessert, dann sagt es. Wer am wenigsten bietet, liest zuerst.
# "Nicht vergessen" suits one player or several.
challenge-reminder = { $names }, nicht vergessen: { $challenge }
    .short = { $names }: { $challenge }
bid-in-order = { $doubled ->
    [yes] { $name } { $bid } verdoppelt
   *[no] { $name } { $bid }
}
name-in-order = { $doubled ->
    [yes] { $name } verdoppelt
   *[no] { $name }
}
# The bids in the first round; after it the names alone, after "Es lesen" (a Spanish table missed
# a lead-in before the bare names).
read-in-order = Lest in dieser Reihenfolge: { $order }.
    .short = Reihenfolge: { $order }.
read-names-in-order = Es lesen { $names }.
    .long = Lest in dieser Reihenfolge: { $order }.
# The question says what it asks (issue 38): whether each list reached its bid.
all-reached = Alle Gebote erreicht?
then-tell-me = Danach sagt mir: Alle Gebote erreicht?
valid-rule = Eine Antwort zählt, wenn sie zur Frage passt und niemand sie vorher vorgelesen hat; im Zweifel stimmt der Tisch ab, und bei Gleichstand zählt sie. Eine Liste unter ihrem Gebot zieht nicht.
read-purpose = Lest eure Listen in dieser Reihenfolge vor, dann sagt mir, welche Liste ihr Gebot verfehlt hat, falls überhaupt eine; dann ziehen die Figuren.
read-taught = Lest so viele Antworten vor, wie ihr geboten habt, oder alle, wenn ihr weniger habt; wer dieselbe hat, streicht sie.
# Whose answers come first, said of players (a piece reads nothing); the lower piece is the later arrival.
# Before the first reading order with equal bids: why the stack on a space matters.
tie-taught = Bei gleichem Gebot liest zuerst, wer näher am Start steht, dann, wer weiter unten steht.
stack-taught = Zieht eine Figur auf ein besetztes Feld, kommt sie unter die anderen.
# The answers to "Alle Gebote erreicht?", as UP and DOWN say them.
all-valid = Ja
fell-short = Nein, { $name } nicht
several-short = { $readers ->
    [2] Nein, beide nicht
   *[other] Nein, mehrere nicht
}
list-by-list = Dann Liste für Liste.
read-your-list = { $doubled ->
    [yes] { $name }, lies deine Liste für einen doppelten Zug vor. Hat sie { $bid } erreicht?
   *[no] { $name }, lies deine Liste vor. Hat sie { $bid } erreicht?
}
    .short = { $name }, { $bid } erreicht?
list-purpose = Eine Liste nach der anderen: Ja, wenn sie ihr Gebot erreicht hat, dann zieht diese Figur; dann die nächste Liste.

## Standings and the end.
standings = Spielstand: { $positions }.
    .short = { $brief }.
# Why the winner is the winner, said after "gewinnt Rapid List,".
furthest = am weitesten hinter dem Ziel
biggest-move = gleichauf vorn, aber mit dem größten Zug dieser Runde
same-move = gleichauf vorn und mit gleich großem Zug in dieser Runde
# "Abklatschen!" is the German high five.
winners = { $count ->
    [1] { $names } gewinnt Rapid List!
   *[other] { $names } teilen sich den Sieg: Abklatschen!
}
    .short = { $count ->
        [1] { $names } gewinnt.
        [2] { $names } gewinnen beide.
       *[other] { $names } gewinnen alle.
    }
winners-because = { $count ->
    [1] { $names } gewinnt Rapid List, { $why }!
   *[other] { $names } teilen sich den Sieg, { $why }: Abklatschen!
}
    .short = { $count ->
        [1] { $names } gewinnt.
        [2] { $names } gewinnen beide.
       *[other] { $names } gewinnen alle.
    }
about-to-start = Rapid List, gleich geht es los.
round-now = Rapid List, Runde { $round }.
    .short = Runde { $round }.
round-now-asking = Rapid List, Runde { $round }, { $reader } fragt.
    .short = Runde { $round }, Frage von { $reader }.
round-now-question = Rapid List, Runde { $round }. Frage von { $reader }: { $question }
    .short = Runde { $round }: { $asked }
bids-so-far = Gebote bisher: { $bids }.
bid-so-far = { $name } { $bid }

## Settings refused.
no-question-cards = Es gibt keine Fragekarten zum Spielen.
six-questions = Jede Fragekarte braucht genau sechs Fragen.
no-challenge-cards = Es gibt keine Aufgabenkarten zum Spielen.
head-starts-for-all = Gebt allen einen Vorsprung oder niemandem.
head-start-on-track = Mit ihrem Vorsprung muss die Figur zwischen Start und Ziel stehen.
variant-twice = Jede Variante lässt sich nur einmal wählen.
age-is-whole = Ein Alter ist eine ganze Zahl von Jahren, wie 9 oder 35.
timer-too-short = Die Schreibzeit muss mindestens { $least ->
    [one] eine Sekunde
   *[other] { $least } Sekunden
} dauern.
unknown-variant = Unbekannte Variante { $name }; die Varianten sind: { $variants }.
# The letters are what the track strings are written in (N, C): they stay, explained in German.
track-letters = Die Strecke { $track } geht nicht: Eine Strecke ist eine Folge von Feldern, N (normal) und C (Aufgabe), wie NNNNNNNNCCCC.
challenge-too-early = Die Strecke { $track } geht nicht: Die ersten drei Felder nach dem Start müssen normale Felder sein, keine Aufgabenfelder.
unknown-track = Unbekannte Strecke { $name }: Nimm eine von { $tracks } oder eine Folge von Feldern, N (normal) und C (Aufgabe), wie NNNNCNNNNCCC.
ages-for-each = Gib für jeden der { $players } Spieler ein Alter an, nicht { $given }.

## Setup questions.
are-children-playing = Spielen Kinder mit?
adults-too = Auch Erwachsene? Dann nehme ich Fragen für jedes Alter; sonst nur Alltagsfragen für Kinder.
which-questions = Welche Fragen?
# The decks by what the questions are like. Not "für Erwachsene", which a German table reads as adult
# content (as Spanish "de adultos" was, issue 40): the red questions are the ones that ask more.
deck-both = Alltag und Kniffliges
deck-blue = Nur Alltag
deck-red = Nur Kniffliges
deck-mixed = Für alle Altersstufen
how-long-to-write = Wie lange wird geschrieben?
teams = Spielt ihr in Teams? Jedes Team sitzt zusammen und spielt als ein Spieler, unter einem Namen.
which-track = Welche Strecke?
# Drop anchor is "Aufgaben für alle": "Anker werfen" would tell a German table nothing (Spanish found the same).
any-variants = Mit Varianten? Verdoppler, Veto, ohne Würfel, Aufgaben für alle, Vorsprung.
# Each variant's question, then its one-line rule: the rule is what follows "? ".
variant-doubler = Mit Verdoppler spielen? Einmal pro Spiel darf jeder einen Zug verdoppeln.
variant-veto = Mit Veto spielen? Einmal pro Spiel darf jeder eine Frage gegen die nächste tauschen.
variant-no-dice = Ohne Würfel spielen? Wer fragt, hört alle sechs Fragen und wählt eine.
variant-drop-anchor = Mit Aufgaben für alle spielen? Jeder auf einem Aufgabenfeld bekommt die Aufgabe.
head-starts = Vorsprung für Jüngere? Dann frage ich, wie alt jeder ist.
head-start-rule = Wer 9 oder jünger ist, startet 6 Felder weiter vorn; wer 10 ist, 4 Felder; wer 11 ist, 2 Felder.
track-rule = Die Figuren laufen vom Start ins Ziel. Steht zu Beginn einer Runde die vorderste Figur auf einem Aufgabenfeld, lese ich ihrem Spieler eine Aufgabe vor, die in dieser Runde für ihn gilt; Karten braucht ihr dafür keine.
# OK halten bei der Bahnfrage: mehr, als die erklärte Frage schon sagte.
track-held-rule = { track-rule } Das Ziel ist das Feld nach dem letzten, und eine Figur darf darüber hinaus ziehen; eine längere Bahn macht das Spiel länger.
variants-rule = Verdoppler: einmal pro Spiel einen Zug verdoppeln. Veto: einmal pro Spiel eine Frage tauschen. Ohne Würfel: Wer fragt, wählt die Frage. Aufgaben für alle: Jeder auf einem Aufgabenfeld bekommt die Aufgabe. Vorsprung: Jüngere starten weiter vorn.
rule-players = Das übrige Blatt ist für die Bahn: Sobald ihr eine wählt, sage ich, wie ihr sie zeichnet.
rule-kids = Kinder bekommen Alltagsfragen; ein Tisch nur mit Erwachsenen wählt selbst.
rule-decks = Alltagsfragen passen für alle; knifflige verlangen mehr von dem, was Erwachsene wissen. Alltag und Kniffliges mischt beide; für alle Altersstufen sind Fragen, die Kinder und Erwachsene beide beantworten können.
rule-timer = Die Regeln sehen 30 Sekunden vor.
rule-teams = Ein Team bietet und liest wie ein Spieler.
rule-names = Geboten wird reihum im Uhrzeigersinn.
purpose-players = Wie viele spielen; dann, welche Fragen zum Tisch passen.
purpose-kids = Welche Fragen zum Tisch passen; dann die Schreibzeit.
purpose-adults-too = Welche Fragen zum Tisch passen; dann die Schreibzeit.
purpose-decks = Die Fragen jeder Runde; dann die Schreibzeit.
purpose-timer = Wie lange jede Runde geschrieben wird; dann Teams und Namen.
purpose-teams = Spieler oder Teams; dann die Namen, im Uhrzeigersinn.
purpose-names = Die Namen, die ich aufrufe, reihum am Tisch; dann die Strecke.
purpose-track = Die Strecke, auf der die Figuren laufen; dann die Varianten.
purpose-any-variants = Regeländerungen für dieses Spiel; mit Nein beginnt das normale Spiel.
purpose-variant = Eine Regeländerung, ja oder nein; dann die nächste.
purpose-head-starts = Vorsprung für Jüngere; mit Ja frage ich jedes Alter.
purpose-age = Ein Alter, für den Vorsprung; nach dem letzten beginnt das Spiel.
which-track-taught = { track-rule } { which-track }
any-variants-taught = Mit Varianten? { variants-rule } Für ein erstes Spiel lieber nicht.
head-starts-taught = Vorsprung für Jüngere? { head-start-rule } Dann frage ich, wie alt jeder ist.
# For a team, $team is its name as said ("Team Rot"), never declined: "von Team Rot".
how-old = Wie alt ist { $name }?
    .short = Alter von { $name }?
how-old-team = Wie alt ist das jüngste Mitglied von { $team }?
    .short = Alter von { $team }?
years = Jahre

## Shown, never said: the command line and the config. The option names (--ages) and the track letters
## (N, C) are what the program reads: they stay.
shown-track-as-text = eine Folge von Feldern N (normal) und C (Aufgabe) in Anführungszeichen, wie "NNNNCNNNNCCC"
shown-ages-as-numbers = --ages nimmt ganze Zahlen, durch Kommas getrennt, etwa 9,11,40
shown-variant-help = mit dieser Variante spielen (wiederholbar)
shown-track-help = der Name einer Strecke oder ihre Felder als N und C, etwa NNNNCNNNNCCC
shown-ages-help = das Alter für den Vorsprung, in Sitzreihenfolge, etwa 9,11,40

## What BACK takes back: said after the engine's "taken-back" lead-in, so in lower case.
bid-given = das Gebot von { $name }, { $bid }
judged-list-by-list = nicht jede Liste gültig
judged-all-valid = jede Liste gültig
judged-one-short = die Liste von { $name }, unter dem Gebot
judged-neither = keine der beiden Listen gültig
list-judged = { $valid ->
    [yes] die Liste von { $name }, { $bid } erreicht
   *[no] die Liste von { $name }, { $bid } nicht erreicht
}
pick-given = die Wahl von { $name }, Frage { $number }
doubler-given = der Verdoppler von { $name }
veto-given = das Veto von { $name }
