### Everything Dabble says or asks, in German: the same messages as en.ftl (docs/dev/words.md).
###
### Written for tables in Germany, Austria and Switzerland. Tiles are "Steine" (Buchstabensteine) on a
### "Bänkchen", a blank is a "Joker", the bag a "Beutel", the subject a "Thema", a challenged word is
### "angezweifelt" and, not in the dictionary, "abgelehnt"; the winning score is the "Siegpunktzahl".
### The whole table is "ihr" ("Zieht je 20 Steine"), one player "du" ("Rot, deine Restpunkte?"), never
### "Sie". A seat's name (a colour or the player's own) is never declined: no genitive "Rots", but
### "das Wort von Rot", "Rot, dein bestes Wort?", so "Anna" and "Rot" both read right. Nothing here
### names a button: a main action is a bare infinitive ("Runde starten"), which the phone page shows
### on its button as it is and the device puts after its hint.
###
### German words take no apostrophe tiles (de.toml: apostrophes = false, and why): the two come out of
### the bag (draw-tiles says so) and the referee asks nothing about them. The lines about apostrophes
### below are English's twins and are never said in a German game. ß is played as two S (de.toml), and
### a boxed set, which has no umlauts, plays Ä, Ö, Ü as AE, OE, UE (boxed-set).

## Names and units

title = Dabble
seats = Spieler oder Teams
seat = Spieler oder Team
# The unit shown after every value entered: all of them are points counted off tiles.
points-unit = Punkte
minus = minus { $value }
subjects-reshuffled = Alle Themen waren schon dran: ich mische sie neu.
    .short = Themen neu gemischt.
hands-off = Hände weg!

## Settings errors

winning-score-too-low = Die Siegpunktzahl muss eine ganze Zahl über null sein.
no-subjects = Themen sind eingeschaltet, aber es gibt keine Themen zum Ziehen.
# A German 1 before its noun is "ein", "eine", "einen" by gender and case, which COUNT cannot say (it gives
# the digit, and espeak-ng reads "1 Punkt" as "eins Punkt"): here and below, 1 is written out in a selector.
timer-too-short = Eine Runde muss mindestens { $low ->
        [one] eine Sekunde
       *[other] { $low } Sekunden
    } dauern.

## Teaching (engine/teaching.py)
## Said only when the table chose to be taught, each rule once a game, just before the choice it
## governs; the rules (hold OK) and purposes (hold GO) are there taught or not.

# What the table needs, said once in setup when taught (see en.ftl): which tiles to cut from paper only
# to a table with no set, the challenge at the first buzzer. No apostrophes (de.toml), and nothing of
# umlauts yet: a boxed set and a paper set hold them differently, and each is told its own (boxed-set,
# paper-set). How ß is played is a rule of the words, said with them (round-rule).
teach-needs = Ihr braucht Buchstabensteine mit ihren Punkten darauf, einen Beutel zum blinden Ziehen und ein Wörterbuch. Ein Wort ist so viel wert wie seine Steine zusammen. Joker zählen nichts und stehen für jeden Buchstaben.
# Only to a table with a boxed set, after it says so: the set may be made for English and Spanish, or be a
# German one (a German table took "Ä, Ö und Ü hat der Kasten nicht" for its own umlaut set, session 48):
# Spanish tiles and apostrophes stay out, and umlauts a set lacks are played with an E after the
# vowel, as a German crossword writes them. Said as letters ("A und E"), never "AE" run together.
boxed-set = Hat euer Satz spanische Steine oder Apostrophsteine, bleiben sie draußen. Hat er kein Ä, Ö oder Ü, legt sie wie im Kreuzworträtsel als A und E, O und E, U und E.
have-tiles = Habt ihr Buchstabensteine am Tisch?
    .rule = Wenn nicht, sage ich, welche Steine ihr aus Papier schneidet.
    .purpose = Ob ihr Steine habt; bei Nein sage ich, wie ihr sie macht; dann, wie viele mitspielen.
# The umlauts' number and points are de.toml's paper_set own_each and own_points: keep them in step.
# A paper set has no apostrophes (de.toml) and no ß (two S): neither is named, nothing to cut.
paper-set = Schneidet { $tiles } Quadrate aus Papier und schreibt auf jedes einen Buchstaben und seine Punkte. { $groups } Dazu je ein Ä, Ö und Ü mit 6 Punkten und { $blanks } Joker ohne Punkte.
# "Mit einem Punkt: 15 E; 9 N; je 7 A, I, R, S und T." (1 written out: see timer-too-short).
paper-worth = { $points ->
        [one] Mit einem Punkt
       *[other] Mit { $points } Punkten
    }: { $groups }.
# "15 E", "ein J"; "je 7 A, I, R, S und T", "je ein Q, X und Y" (a letter is neuter: "ein J").
paper-letter = { $each ->
        [1] ein
       *[other] { $each }
    } { $letter }
paper-letters = je { $each ->
        [1] ein
       *[other] { $each }
    } { $letters }

# Before the first round: the goal, what the table holds, how to win (at most 30 s spoken).
teach-opening = Ihr zieht je 20 Buchstabensteine und baut gegen die Uhr fünf Wörter aus allen 20 Steinen: je eins mit 2, 3, 4, 5 und 6 Buchstaben. Eure eigenen Wörter bringen euch keine Punkte: Wer fertig ist, bekommt die Punkte der Steine, die bei den anderen in keinem Wort stecken. Erreicht jemand die Siegpunktzahl, gewinnt nach dieser Runde die höchste Summe.
# The round's rule: with every question that starts a timer (hold OK), and taught before the first "Los!".
# It says how ß is played (de.toml), to every table: the question comes up while words are built, and an
# untaught table hears it on hold OK. "mit zwei S", never "als SS": said aloud, the letters name the SS.
round-rule = Nur Wörter aus dem Wörterbuch, keine Namen und keine Abkürzungen; ein ß legt ihr mit zwei S. Die Runde läuft, bis die Zeit um ist; wer früher fertig ist, wartet.
# After the first buzzer, before "Wer hat alle fünf Wörter gebaut?": who shows words, challenges, and what
# a rejected word costs, in one statement said once (en.ftl).
show-words = Zeigt alle eure Wörter her; jedes darf angezweifelt werden, das Wörterbuch entscheidet.
# At every later buzzer, taught only (see en.ftl).
show-again = Zeigt eure Wörter her. Zweifelt jemand ein Wort an?
# "den Wert des Wortes", never "seine Punkte": after "Eure eigenen Wörter zählen nichts", "verliert ... seine
# Punkte" read as a contradiction to a German table, and "seine" as the player's (issue 43). Said plainly: the
# word's value, which I take off.
rejected-cost = Steht es nicht drin, ziehe ich dem, der es gelegt hat, den Wert des Wortes ab; wer fertig war, bleibt trotzdem fertig.
finished-rule = Fertig heißt: alle 20 Steine in fünf Wörtern, mit 2, 3, 4, 5 und 6 Buchstaben. Ein abgelehntes Wort ändert daran nichts: es kostet nur seinen Wert. Von { nobody } aus geht UP jeden Spieler einzeln durch, dann Paare und Dreier; DOWN kommt zuerst zu { everybody }.
nobody-rule = Noch punktet niemand: dieselbe Runde läuft noch einmal.
swap-rule = Legt beliebig viele Steine zurück und zieht genauso viele neue; gepunktet wird erst, wenn jemand fertig ist.
unused-rule = Wer fertig ist, bekommt die Punkte auf den übrigen Steinen aller anderen: zählt eure Restpunkte zusammen.
best-rule = Das beste einzelne Wort gewinnt die Runde mit seinen Punkten; bei Gleichstand punkten alle.
# The English game's apostrophe statement (en.ftl); never said in German (no apostrophe tiles in the bag).
apostrophe-rule = Ein Apostrophstein ist ein echter Apostroph, wie in gibt's: er nimmt den Platz eines Buchstabens ein, zählt aber nichts. Ein Wort mit Apostroph zählt doppelt, für jeden, der es legt, fertig oder nicht. Jeder Apostrophstein, der auf einem Bänkchen übrig bleibt, bringt jedem, der fertig ist, 5 Punkte.
apostrophe-words-rule = Die Punkte auf den Steinen deiner Wörter mit Apostroph, zusammengezählt; ich verdopple sie.
best-apostrophe-rule = Ein bestes Wort mit Apostroph ist schon doppelt gezählt: es wird nicht noch einmal verdoppelt.
subject-rule = Jede Runde hat ein Thema: Wörter dazu bringen Extrapunkte, für alle, fertig oder nicht.
subject-words-rule = Zähl die Punkte deiner Wörter zusammen, die zum Thema passen.
# Who loses what, both ways (issue 38): only a word found wrong costs, and only whoever laid it.
challenge-rule = Ein angezweifeltes Wort wird nachgeschlagen: steht es nicht drin, ziehe ich dem, der es gelegt hat, die aufgedruckten Punkte des Wortes ab, und seine Steine gelten als verbraucht; steht es drin, verliert niemand etwas.
# What the extras are, on hold OK at the question about them. No apostrophes in German: without
# subjects, a rejected word is the only extra.
extras-rule = { $subjects ->
        [on] Themenwörter bringen ihre Punkte, für alle. Ein abgelehntes Wort kostet den, der es gelegt hat, den Wert des Wortes.
       *[off] { challenge-rule }
    }

## Setup questions
## Their rules (hold OK) and purposes (hold GO); a taught table hears what the subjects are first.

round-time = Wie lange dauert eine Runde?
target = Bis wie viele Punkte spielt ihr?
target-option = { $points ->
        [one] ein Punkt
       *[other] { $points } Punkte
    }
seats-rule = Zwei bis vier Plätze; ein Team spielt als ein Platz, mit einem gemeinsamen Bänkchen.
seats-purpose = Wie viele Plätze mitspielen; danach ihre Namen.
names-purpose = Die Namen der Plätze, im Uhrzeigersinn um den Tisch; danach die Siegpunktzahl.
target-rule = Das Spiel endet nach der Runde, in der jemand diese Punktzahl erreicht; die höchste Summe gewinnt. Bis 500 dauert es viele Runden; 100 oder 250 ergeben ein kürzeres Spiel.
target-purpose = Wie lange das Spiel dauert; danach die Zeit für eine Runde.
round-time-rule = Die Uhr läuft die ganze Runde: alle bauen Wörter bis zum Schluss, auch wer schon alle fünf hat.
round-time-purpose = Wie lange die Uhr in jeder Runde läuft; danach die Themen.
with-subjects = Mit Themen spielen?
    .rule = Mit Themen ziehe ich jede Runde ein Thema, etwa Essen; jedes passende Wort bringt dem, der es legt, seine Punkte zusätzlich zu allem anderen in der Runde.
    .purpose = Ob jede Runde ein Thema hat; dann geht das Spiel los.
subjects-explained = Mit Themen hat jede Runde ein Thema, etwa Essen, und Wörter dazu zählen extra.

## The start of a round

# Before the first round. "Gespielt wird ohne": true of a boxed set, which holds them, and of a paper set,
# which never had them (a table cutting paper was not to look for tiles it had not made). Taught, the
# opening and the round's rule come first, then draw-tiles-now (see en.ftl).
draw-tiles = Gespielt wird ohne die sechs spanischen Steine und ohne Apostrophsteine. Zieht je { $tiles ->
        [one] einen Stein
       *[other] { $tiles } Steine
    }, verdeckt.
    .short = Je { $tiles ->
        [one] einen Stein
       *[other] { $tiles } Steine
    } ziehen.
    .purpose = Alle ziehen verdeckt ihre Steine; dann läuft die Uhr und alle bauen Wörter.
draw-tiles-now = Zieht jetzt je { $tiles ->
        [one] einen Stein
       *[other] { $tiles } Steine
    }, verdeckt.
# Main actions are bare infinitives, as a German button says them ("Runde starten"): the phone page puts
# one on its button as it is, and "Zurückgenommen: Runde 2 starten" reads right. Not the bare "starten":
# the device's new game may say it (Spanish's clash, es.ftl).
start = Runde starten
start-round = Runde { $round } starten
# Nobody finished: the same round again after an exchange, said to everyone ("ihr").
swap-tiles = Tauscht beliebig viele Steine gegen neue aus dem Beutel.
    .short = Tauscht Steine, wenn ihr möchtet.
    .purpose = Niemand ist fertig: tauscht Steine, wenn ihr möchtet, dann läuft dieselbe Runde noch einmal.
start-again = Runde neu starten
# The round's number is in its action ("Runde 2 starten"), said once (see en.ftl).
fresh-tiles = Alle Steine zurück, neu ziehen.
    .short = Neue Steine für Runde { $round }.
    .purpose = Eine neue Runde: alle ziehen verdeckt neue Steine; dann läuft die Uhr.
turn-over = Steine umdrehen: los!
    .short = Los!
go = Los!
same-subject = Gleiches Thema: { $name }.
    .short = { $name }
draw-subject = Thema ziehen
subject = Thema: { $name }.
    .short = Thema: { $name }.
subject-examples = Thema: { $name }. Zum Beispiel { $examples }.
    .short = Thema: { $name }.

## Who built all five words

who-finished = Wer hat alle fünf Wörter gebaut?
    .short = Wer ist fertig?
    .purpose = Wer alle fünf Wörter gebaut hat; danach frage ich nach den übrigen Punkten.
who-finished-later = Wer ist fertig?
    .long = Wer hat alle fünf Wörter gebaut?
    .purpose = Wer alle fünf Wörter gebaut hat; danach frage ich nach den übrigen Punkten.
nobody = Niemand
everybody = Alle
together = { $names }
nobody-finished = Niemand ist fertig.
everybody-finished = Alle sind fertig! Ich brauche von jedem das beste Wort.
    .short = Alle fertig. Jetzt die besten Wörter.

## Values, seat by seat

# Points, not tiles (see en.ftl: "unused tiles, 15" was heard as a count of tiles). After round 1 the
# short question: the table knows what it wants (a repeat says it all).
unused-tiles = { $name }, wie viele Punkte liegen bei dir übrig?
    .short = { $name }, Restpunkte?
    .rule = Die Punkte auf den Steinen, die in keinem deiner Wörter stecken, zusammengezählt; die bekommt jeder, der fertig ist. Die Steine eines abgelehnten Wortes gelten als verbraucht.
    .purpose = Die Punkte, die auf diesem Bänkchen übrig sind; die bekommen alle, die fertig sind, dann kommen die Extras.
unused-tiles-later = { $name }, deine Restpunkte?
    .short = { $name }, Restpunkte?
    .rule = { unused-tiles.rule }
    .purpose = { unused-tiles.purpose }
# No word is doubled in German: there is no apostrophe tile in the bag.
best-word = { $name }, wie viel ist dein bestes Wort wert?
    .short = { $name }, bestes Wort?
    .rule = Dein Wort mit den meisten Punkten: die Punkte seiner Steine, zusammengezählt. { best-rule }
    .purpose = Das beste Wort von jedem; das höchste gewinnt die Runde.
best-word-among-apostrophe-words = { $name }, ist dein bestes Wort eins deiner Wörter mit Apostroph?
    .short = { $name }, bestes Wort mit Apostroph?
    .purpose = Ob das beste Wort eins davon ist, damit es nicht zweimal verdoppelt wird.

## The extras

# Everything beyond the plain round, "Keine" offered first, each kind named as the table saw it happen;
# after the first round, "Welche Extras?" (a repeat names them again). Not a yes-or-no question (see
# en.ftl: one misled a table). No apostrophe words in German: without subjects ($subjects: off) a
# rejected word is the only extra, asked as that every round, with the players' names for answers
# (rules.py). Every question here, and another-rejected-word and anything-else after an extra, is
# asked so that "Keine" (no-extras, one answer for all of them) and a name both answer it: "Weitere
# abgelehnte Wörter? Keine", never "Noch ein abgelehntes Wort? Keine".
extras-which = { $subjects ->
        [on] Welche Extras, eins nach dem anderen: Themenwörter oder abgelehnte Wörter?
       *[off] Gab es abgelehnte Wörter, und von wem?
    }
extras-which-later = { $subjects ->
        [on] Welche Extras?
       *[off] Abgelehnte Wörter?
    }
    .long = { $subjects ->
        [on] Welche Extras, eins nach dem anderen: Themenwörter oder abgelehnte Wörter?
       *[off] Gab es abgelehnte Wörter, und von wem? Eins nach dem anderen.
    }
extras-purpose = Was die Punkte dieser Runde sonst noch ändert, jeweils mit wem; bei Keine werte ich die Runde aus.
no-extras = Keine
no-extras-given = keine Extras
another-rejected-word = Weitere abgelehnte Wörter?
anything-else = Weitere Extras?
# An answer to "Welche Extras?": whose word was rejected, so it is plain who loses (see en.ftl). "von",
# never a genitive: the name stays as it is.
rejected-option = Wort von { $name } abgelehnt
# Mid-sentence, after "Zurückgenommen:", with its article (see es.ftl).
rejected-given = das abgelehnte Wort von { $name }
rejected-words = Wie viel sind die abgelehnten Wörter von { $name } wert? Ich ziehe sie ab.
    .short = Abgelehnte Wörter von { $name }?
    .purpose = Die Punkte der abgelehnten Wörter dieses Platzes, 0 für keine.
rejected-words-later = Abgelehnte Wörter von { $name }?
    .long = Wie viel sind die abgelehnten Wörter von { $name } wert? Ich ziehe sie ab.
    .purpose = { rejected-words.purpose }
apostrophe-words-option = Wörter mit Apostroph
apostrophe-tiles-option = Übrige Apostrophsteine
subject-words-option = Themenwörter
whose-apostrophe-words = Wer hat Wörter mit Apostroph? Ich zähle sie doppelt.
    .short = Wer hat Wörter mit Apostroph?
    .purpose = Wer Wörter mit Apostroph hat; danach kommen ihre Punkte.
apostrophe-words = { $name }, wie viele Punkte stehen auf deinen Wörtern mit Apostroph?
    .short = { $name }, Wörter mit Apostroph?
    .purpose = Die aufgedruckten Punkte dieser Wörter; ich verdopple sie für die Runde.
# Each finisher is paid, never "the winner" (see en.ftl).
unused-apostrophes = Wie viele Apostrophsteine liegen noch auf den Bänkchen? Jeder bringt { $finishers ->
        [1] dem, der fertig ist,
       *[other] jedem, der fertig ist,
    } { $points ->
        [one] einen Punkt
       *[other] { $points } Punkte
    }.
    .short = Übrige Apostrophsteine?
    .purpose = Wie viele Apostrophsteine niemand gelegt hat; jeder bringt denen Punkte, die fertig sind.
whose-subject-words = Wer hat Wörter zum Thema?
    .short = Wer hat Themenwörter?
    .purpose = Wer Wörter zum Thema hat; danach kommen ihre Punkte.
subject-words = { $name }, wie viel sind deine Themenwörter wert?
    .short = { $name }, Themenwörter?
    .purpose = Die Punkte der Themenwörter dieses Platzes; sie kommen zur Runde dazu.
# After the first round, the question alone: "Wort von Rot abgelehnt" (or "Rot") was just chosen.
# The loss is said once, by the round report ("Blau verliert 6 und hat jetzt 40."), not again here (issue 37).
wrong-word = { $name }, wie viel ist das abgelehnte Wort wert? Ich ziehe es dir ab.
    .short = { $name }, abgelehntes Wort?
    .purpose = Die Punkte des abgelehnten Wortes; ich ziehe sie diesem Platz ab.
wrong-word-later = Wie viel war das Wort wert?
    .long = { $name }, wie viel ist das abgelehnte Wort wert? Ich ziehe es dir ab.
    .purpose = { wrong-word.purpose }

## The end of a round
## The round's winners with their points and totals, anyone else whose total moved, and what the leader
## still needs when that is news (see en.ftl for the values). One form for every seat, finisher or not
## (issue 43: "Rot bekommt 31." then "Grün plus 9, braucht noch 451." was two ways of saying one thing): a
## verb before the points ("bekommt 27", "verliert 6"), so they are not taken for the total, and "hat
## jetzt" before the total: "Rot bekommt 27 und hat jetzt 72." The verb agrees with how many are named
## ($seats): "Rot braucht", "Rot und Blau brauchen".

report-gains = { $names } { $seats ->
        [1] bekommt
       *[other] bekommen
    } { $points ->
        [0] nichts
       *[other] { $points }
    }{ $then ->
        [need] {" "}und { $seats ->
            [1] braucht
           *[other] brauchen
        } noch { $need }
        [total] {" "}und { $seats ->
            [1] hat
           *[other] haben
        } jetzt { $total }
       *[other] {""}
    }.
# A loss says the total even when it is the points ("Blau verliert 6 und hat jetzt minus 6."), as
# report-finisher-loses does.
report-loses = { $names } { $seats ->
        [1] verliert
       *[other] verlieren
    } { $points }{ $then ->
        [need] {" "}und { $seats ->
            [1] braucht
           *[other] brauchen
        } noch { $need }
        [next] {""}
       *[other] {" "}und { $seats ->
            [1] hat
           *[other] haben
        } jetzt { $total }
    }.
# The finishers just named at "Wer ist fertig?": what they take, not that they won. A loss says the total
# even when it is the points ("Rot verliert 32 und hat jetzt minus 32."): "Rot verliert 32." hid where Rot
# stands (see es.ftl).
report-finisher-gains = { $names } { $seats ->
        [1] bekommt
       *[other] bekommen
    } { $points ->
        [0] nichts
       *[other] { $points }
    }{ $then ->
        [need] {" "}und { $seats ->
            [1] braucht
           *[other] brauchen
        } noch { $need }
        [total] {" "}und { $seats ->
            [1] hat
           *[other] haben
        } jetzt { $total }
       *[other] {""}
    }.
report-finisher-loses = { $names } { $seats ->
        [1] verliert
       *[other] verlieren
    } { $points }{ $then ->
        [need] {" "}und { $seats ->
            [1] braucht
           *[other] brauchen
        } noch { $need }
        [next] {""}
       *[other] {" "}und { $seats ->
            [1] hat
           *[other] haben
        } jetzt { $total }
    }.
# "die Runde": "Rot gewinnt 22." would be heard as the game won (issue 37's outside table).
report-wins-round = { $names } { $seats ->
        [1] gewinnt
       *[other] gewinnen
    } die Runde mit { $points }{ $then ->
        [need] {" "}und { $seats ->
            [1] braucht
           *[other] brauchen
        } noch { $need }
        [total] {" "}und { $seats ->
            [1] hat
           *[other] haben
        } jetzt { $total }
       *[other] {""}
    }.
# A lost challenge cost more than the round won: not "gewinnt mit minus 32".
report-wins-round-loses = { $names } { $seats ->
        [1] gewinnt
       *[other] gewinnen
    } die Runde, { $seats ->
        [1] verliert
       *[other] verlieren
    } aber { $points } und { $seats ->
        [1] hat
       *[other] haben
    } jetzt { $total }.
report-winners = { $names } { $seats ->
        [1] gewinnt
       *[other] gewinnen
    } die Runde.
# A leader who did not score this round, or lost points.
report-needs = { $names } { $seats ->
        [1] braucht
       *[other] brauchen
    } noch { $need }.
# In the hold OK repeat only: the totals of those who got nothing.
report-unmoved = { $seats ->
       *[other] Unverändert
    }: { $scores }.
# In the repeat only, where each player's round points came from: "Rot: 29 für übrige Steine, 10 aus
# Extras, minus 5 für ein abgelehntes Wort."
breakdown = { $name }: { $parts }.
breakdown-left-over = { $points } für übrige Steine
breakdown-best-word = { $points } für das beste Wort
breakdown-extras = { $points } aus Extras
breakdown-lost = minus { $points } für { $words ->
        [1] ein abgelehntes Wort
       *[other] { $words } abgelehnte Wörter
    }

## The end of the game, and reports

# After "mit", the dative: "mit 520 Punkten", "mit einem Punkt" (see timer-too-short).
game-won = { $name } gewinnt { title } mit { $points ->
        [one] einem Punkt
       *[other] { $points } Punkten
    }!
    .short = { $name } gewinnt.
game-shared = { $names } teilen sich den Sieg mit je { $points ->
        [one] einem Punkt
       *[other] { $points } Punkten
    }!
    .short = { $names } teilen sich den Sieg.
about-to-start = { title } bis { $target } Punkte, gleich geht es los.
    .short = { title }.
# Where play stands; once the buzzer has gone ($time: up), that time is up (see en.ftl).
in-play = { title }, Runde { $round }{ $time ->
        [up] : Die Zeit ist um.
       *[other] .
    }
    .short = Runde { $round }: { $scores }.
# "Gespielt wird bis 500", as a table says it; players one after another, a full stop between them.
standings = Gespielt wird bis { $target }: { $standing }.
    .short = { $scores }.
name-total = { $name } { $total }
# "braucht noch 180", or that the winning score is reached: the word before the number, never run into
# the total ("320, 180").
standing = { $name } { $total }, { $reached ->
        [no] braucht noch { $needs }
       *[other] { $target ->
           *[other] Ziel erreicht
        }
    }

## What BACK takes back, said after "Zurückgenommen:"

# A subject named as offered ("Alle", "Rot und Blau") takes a plural verb.
finishers-given = { $who } { $finishers ->
        [0] ist fertig
        [1] ist fertig
       *[other] sind fertig
    }
# "die übrigen Steine von Anna, 15 Punkte": $what is one of the given- words below, with its article.
value-given = { $what } von { $name }, { $points ->
        [one] ein Punkt
       *[other] { $points } Punkte
    }
given-unused-tiles = die übrigen Steine
given-best-word = das beste Wort
given-apostrophe-words = die Wörter mit Apostroph
given-subject-words = die Themenwörter
given-rejected-words = die abgelehnten Wörter
apostrophe-tiles-given = { $tiles ->
        [one] ein Apostrophstein
       *[other] { $tiles } Apostrophsteine
    } auf den Bänkchen
