### Die Wörter der Engine (docs/dev/words.md): was jedes Spiel gleich sagt, und was das Bild eines Spiels und
### ein gedrucktes Blatt zeigen. Geschrieben für Tische in Deutschland, Österreich und der Schweiz: "du" zu
### einer Person, "ihr" zum ganzen Tisch, nie "Sie"; kurze Sätze, denn alles wird gesprochen.
### Ein Name (eine Farbe wie "Rot" oder "Anna" aus der Konfiguration) wird nie dekliniert: die Sätze sind so
### gebaut, dass er bleibt, wie er ist ("Und Rot?", "von Rot", "Team Rot").
### Eine Zahl vor ihrem Nomen steht als eigener Zweig ("eine Minute", "ein Wurf"): COUNT gibt Ziffern, und
### espeak-ng liest "1 Minute" als "eins Minute".

## Shown, never said: the facts and columns of a game's picture on the phone page.
shown-list = Liste
shown-letter = Buchstabe
shown-target = Ziel
shown-subject = Thema
# Wer gerade vorliest: als Spaltenkopf ohne Geschlecht ("Vorleser" wäre nur männlich).
shown-reader = Liest vor
shown-question = Frage
shown-challenge = Herausforderung
shown-roll = Wurf
shown-total = Gesamt
# "Stechen": so heißt ein Entscheidungsspiel bei Gleichstand.
shown-tie-break = Stechen
# A score table's column, and a pad's.
shown-round-column = Runde { $number }
# One of a card's questions, while the reader picks one.
shown-question-numbered = Frage { $number }

## Shown, never said: a printed sheet (Scattergories' lists and pads).
shown-list-name = Liste { $number }
# The sheet's heading: one list's, or (-all) a sheet of several lists.
shown-sheet-title = { $title }: Liste { $number }
shown-sheet-title-all = { $title }: Kategorienlisten
shown-key-heading = Liste { $number }: eine Antwort für jeden Buchstaben
shown-key-note = Wenn eine Antwort umstritten ist: hier eine, die passt, für jeden Buchstaben des Würfels.
shown-no-example = (noch kein Beispiel)
shown-points = Punkte
shown-name = Name
shown-pad-name = Blatt { $number }

## Wie lange: DURATION($seconds) (engine/spoken.py) gibt $minutes, $rest (die Sekunden darüber) und $seconds.
## Über einer Minute stehen die Sekunden ohne ihr Nomen, wie man eine Zeit sagt: "2 Minuten 15". Die Eins als
## Wort ("eine Minute", "eine Sekunde"): die Stimme liest "1 Minute" als "eins Minute". 90 Sekunden sind
## "anderthalb Minuten", wie ein Tisch es sagt; "2 Minuten 30" bleibt, ohne "zweieinhalb" aus Teilen zu kleben.
duration = { $minutes ->
    [0] { $seconds ->
        [1] eine Sekunde
       *[other] { $seconds } Sekunden
    }
   *[other] { $rest ->
        [0] { $minutes ->
            [1] eine Minute
           *[other] { $minutes } Minuten
        }
        [30] { $minutes ->
            [1] anderthalb Minuten
           *[other] { $minutes } Minuten 30
        }
       *[other] { $minutes ->
            [1] eine Minute { $rest }
           *[other] { $minutes } Minuten { $rest }
        }
    }
}

## Eine Frage reihum an alle (engine/in_turn.py): ganz an den Ersten, dann nur der Name: "Beto?", wie man am
## Tisch reihum fragt ("Und Beto?" kostete 0,25 s je Spieler, drei in jeder Runde: das Sprechbudget).
each-in-turn = { $name }?

## Vorbereitung: wie viele spielen (engine/setup.py). Ein Spiel kann auch Teams setzen: $who ist sein
## "Spieler oder Teams".
how-many-players = Wie viele Spieler?
    .short = Spieler?
how-many = Wie viele { $who }?
    .short = { CAPITAL($who) }?

## Vorbereitung: die Namen der Plätze (engine/seating.py). $order: die Namen mit Kommas, im Uhrzeigersinn.
# Die Plätze in ihrer Reihenfolge, als eine Ja/Nein-Frage: ein OK nimmt sie an.
seat-order = Im Uhrzeigersinn: { $order }. Sitzt ihr so am Tisch?
    .short = Im Uhrzeigersinn: { $order }?
# Die Namen noch einmal wählen, Platz für Platz: den ersten, dann den nach $after.
name-first-seat = Nennt die Plätze im Uhrzeigersinn, beginnt bei irgendwem. Der erste Platz?
    .short = Erster Platz?
name-next-seat = Wer sitzt im Uhrzeigersinn nach { $after }?
    .short = Nach { $after }?
# Die Formen, in denen ein Name in längeren Sätzen steht, vorab als Stücke gesprochen (engine/name_forms.py).
# "von Rot", nicht "Rots": so bleibt jeder Name unverändert.
name-as-team = Team { $name }
name-as-owner = von { $name }

## Erklären (engine/teaching.py).
# Die erste Frage der Vorbereitung, wenn das Gerät Erklären anbietet.
first-game = Spielt ihr { $title } zum ersten Mal? Dann erkläre ich nebenbei.
    .rule = Ja: Ich erkläre jede Regel, sobald sie zum ersten Mal zählt. Nein: Ich leite nur das Spiel.
    .purpose = Erklären an oder aus für dieses Spiel; danach kommen die Fragen des Spiels.
# Vor den angebotenen Namen, wenn erklärt wird: ein neuer Tisch wusste nicht, wer Rot ist (issue 38).
# Kurz, denn jedes Spiel sagt es; "im Uhrzeigersinn" sagt die Frage danach (seat-order).
names-taught = Jeder bekommt einen Namen, angefangen bei dem, der mich hält.

## Einstellungen eines Spiels abgelehnt (engine/mechanics.py parse_seated): aus einer Konfiguration oder der
## Kommandozeile. $who: das Wort des Spiels für die, die am Tisch sitzen; ohne eigenes Wort gibt der Code das
## englische "players" (bzw. "player"), darum der Zweig [players]. $language: der Code, wie geschrieben, in Anführungszeichen.
# Die Plätze, wenn ein Spiel sie nicht anders nennt (engine/mechanics.py parse_seated).
seats-players = Spieler
seat-player = Spieler
needs-seats = { $game } braucht { $low } bis { $high } { $who ->
    [players] Spieler
   *[other] { $who }
}, nicht { $given }.
unknown-language = Die Sprache { $language } spreche ich nicht; ich spreche { $known }.
# Ohne $who im Satz: "Jeder Spieler oder Team" geht im Deutschen nicht auf. Der Zweig behält die Variable.
different-names = { $who ->
   *[other] Jeder Name darf nur einmal vorkommen.
}
incomplete-settings = Die Einstellungen für { $game } sind unvollständig: { $error }

## Ein laufender Timer (engine/mechanics.py round_timer): sein Ruf bei jeder Warnung.
time-left = Noch { DURATION($seconds) }.
    .short = { DURATION($seconds) }

## Eine Zahl, wie der Tisch sie beim Einstellen und als Antwort hört (engine/answers.py): Sekunden als Zeit,
## "2 Minuten 30", kürzer als "150 Sekunden"; jede andere Zahl in Ziffern (die Frage nennt die Einheit).
number-said = { $unit ->
    [seconds] { DURATION($value) }
   *[other] { $value }
}
# Nach einem Wert über dem, was die Regeln des Spiels erlauben (AskNumber.house_rule_above).
house-rule = , Hausregel
# Eine Antwort, wie der Tisch sie gehört hat, nach der Kurzform ihrer Frage: die Zahl oder die Option
# ("Timer? 2 Minuten 30") oder Ja oder Nein. BACK sagt sie, wenn es sie zurücknimmt.
answer-given = { $question } { $answer }
answer-confirmed = { $question } { $yes ->
    [yes] Ja
   *[no] Nein
}

## Zurücknehmen (engine/session.py). $what: was BACK zurückgenommen hat, in den Worten des Spiels, als Satz.
taken-back = Zurückgenommen.
    .short = Zurück.
taken-back-what = Zurückgenommen: { $what }
nothing-to-take-back = Es gibt noch nichts zurückzunehmen.
# Warum hier nichts zurückgeht, nach der Art der letzten Eingabe: Zufall, der Timer oder mein eigener Zug.
not-taken-back = { $kind ->
    [chance] Der Zufall bleibt: Zurücknehmen lässt sich nur, was ihr selbst geantwortet habt.
    [timer] Die Zeit ist schon abgelaufen, das lässt sich nicht mehr zurücknehmen.
   *[virtual] Diesen Zug habe ich für meinen eigenen Platz gemacht, und meine Züge nehme ich nicht zurück.
}

## Wie fair waren die Würfel? (engine/fairness.py)
# Eine Seite, wie der Tisch sie nennt, nach $shape: eine Zahl, das Kreuz eines Zahlenwürfels, ein Buchstabe
# oder eine andere Seite. Im Deutschen im Singular ("Die Sechs: 9 von 30 Würfen"): so sagt es ein Tisch, und
# die Stimme liest "Sechser" und "Sechsen" falsch (als "Sechs-er").
die-face = { $shape ->
    [number] { $face ->
        [1] Die Eins
        [2] Die Zwei
        [3] Die Drei
        [4] Die Vier
        [5] Die Fünf
        [6] Die Sechs
        [7] Die Sieben
        [8] Die Acht
        [9] Die Neun
       *[other] Die { $face }
    }
    [cross] Das Kreuz
    [letter] Der Buchstabe { $face }
   *[other] Die Seite { $face }
}
# Eine Seite, die zwei Würfel haben, mit dem Würfel genannt nach einer Seite, die nur er hat: "Die Eins auf
# dem Würfel mit der 7" (eine Zahl als Nomen ist weiblich: "die 7").
on-die = { $named } auf dem Würfel mit der { $mark }
on-one-die = { $named } auf einem der Würfel
# Die Antwort auf "Wie fair waren die Würfel?": die Seite, die am meisten abweicht, dann das Urteil des Tests.
dice-fit = { $named }: { $came } von { $rolls ->
    [1] einem Wurf
   *[other] { $rolls } Würfen
}; faire Würfel bringen etwa { $expected }. { $unusual ->
    [yes] Ungewöhnlich für faire Würfel.
   *[no] Nichts Ungewöhnliches.
}
# Bevor ein Würfel genug Würfe für den Test hat: wie viele es sind und wie viele es braucht.
too-few-rolls = Erst { $rolls ->
    [1] ein Wurf
   *[other] { $rolls } Würfe
} bisher: zu wenige, um die Würfel zu beurteilen. Dafür braucht es etwa { $needed }.
no-rolls-yet = In diesem Spiel wurde noch nicht gewürfelt.
