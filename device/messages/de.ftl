### Die eigenen Worte des Geräts, auf Deutsch (docs/dev/words.md): Menü, Pausen, Lautstärke, Weiterspielen
### und wie man mit den Knöpfen antwortet. Der einzige Raum, der Knöpfe nennt: so, wie sie auf dem Gerät stehen
### (GO, OK, UP, DOWN, BACK), nie "HOCH" oder "RUNTER", denn man findet einen Knopf an dem Wort darauf (wie die
### Stimme sie sagt: de.toml, buttons_said).
### Anweisungen an den Knöpfen stehen im Infinitiv ("Mit GO würfeln.", "Dazu UP drücken, dann OK."), wie auf einer
### Anleitung: kurz, und richtig, wer auch drückt. Sonst "du" zu einem Spieler, "ihr" zum ganzen Tisch, nie "Sie".
### Die Hauptaktion eines Spiels (`AskGo.action`) ist ein Infinitiv mit allem davor ("würfeln", "Runde 2 starten",
### "für Rot würfeln"): "Mit GO würfeln." liest sich so, und die Handy-Seite zeigt denselben Infinitiv groß auf
### ihrem Knopf ("Würfeln").

## How to do with the buttons what a question asks: only where it is not plain from the value spoken.
# "Mit GO würfeln.", "Mit GO Runde 2 starten.": a German action is an infinitive, which "um ... zu" would have to
# split ("um aufzudecken"); "Mit GO ..." takes it whole.
go-hint = Mit GO { $action }.
# $main: das Etikett der Hauptoption, klein geschrieben ("nochmal würfeln").
go-or-choose-hint = Mit GO { $main }, oder auswählen und mit OK bestätigen.
# Mit «Erstes Spiel ...?», der ersten Frage, die ein neuer Tisch hört (issue 38: sie nannte keinen Knopf).
choose-hint = UP und DOWN zum Ändern, OK zum Übernehmen.

## The menu and the questions of the device's own.
which-game = Welches Spiel? UP und DOWN zum Auswählen, OK zum Starten.
    .short = Welches Spiel?
leave = Dieses Spiel endgültig abbrechen? Dazu UP drücken, dann OK.
    .short = Abbrechen?
new-game = Noch ein Spiel?
# Was GO bei «Noch ein Spiel?» tut, gesagt nach "Mit GO".
new-game-action = starten
nothing-to-repeat = Noch gibt es nichts zu wiederholen.
# Der Wert einer Ja-Nein-Frage, wie UP und DOWN ihn umschalten.
yes-or-no = { $answer ->
    [yes] Ja
   *[no] Nein
}
now-speaking = Ab jetzt auf Deutsch.
# Eine Partie, die lief, als der Schiedsrichter anhielt. "Partie" (weiblich), nicht "Spiel": "Rapido" ist das Spiel.
waiting-game = Eine angefangene Partie { $title } wartet. Weiterspielen oder beiseitelegen?
    .short = { $title } wartet.
resume-it = Weiterspielen
put-it-aside = Beiseitelegen
choosing-a-game = Wir wählen ein Spiel.
setting-up = { $title } wird vorbereitet.
# $language ist der Name der Sprache in ihren eigenen Worten ("Deutsch", "Español").
not-whole-in = { $title } gibt es noch nicht ganz auf { $language }. Wählt ein anderes Spiel.
# Eine Sprache, die das Gerät spricht, noch ohne fertiges Spiel: das Menü geht auf Englisch weiter.
nothing-whole-in = Noch ist kein Spiel auf { $language } fertig, darum geht es auf Englisch weiter.
lets-play = { $title }. Los geht's!
    .short = { $title }
# Einmal nach «Los geht's!», wenn der Tisch es erklärt haben wollte (issue 38): kein neuer Tisch fand das Halten allein.
holds-taught = Jederzeit gilt: GO halten sagt, wo wir stehen und was jetzt kommt (läuft die Uhr, hält es sie an); OK halten wiederholt den letzten Satz und sagt, warum; BACK halten beendet das Spiel, nach einem Ja.
closed = { $title } ist beendet.
cannot-take-back = { $reason }
    .short = Das lässt sich nicht zurücknehmen.
no-game-no-dice = Es läuft kein Spiel, also gibt es keine Würfel zu prüfen.
game-has-no-dice = Dieses Spiel hat keine Würfel zu prüfen.
# Namen, am Handy getippt, in Sitzreihenfolge vorgelesen ($names ist eine Liste: "Ana, Beto und Cati").
seats-named = Die Spieler in Sitzreihenfolge: { $names }.

## A round timer.
## Über einer Minute rundet der Code auf ein Vielfaches von 5 Sekunden ab (niemand schreibt dann nach der Sekunde,
## und ein Tisch darf nie mehr Zeit hören, als er hat). Deutsch sagt die Zeit allein, die Zeile setzt "noch" davor.
## "eine Minute", "eine Sekunde" ausgeschrieben: als Ziffer liest die Stimme "eins Minute".
time-to-go = { $minutes ->
    [0] { $seconds ->
        [one] eine Sekunde
       *[other] { $seconds } Sekunden
    }
   *[other] { $seconds ->
        [0] { $minutes ->
            [one] eine Minute
           *[other] { $minutes } Minuten
        }
       *[other] { $minutes ->
            [one] eine Minute
           *[other] { $minutes } Minuten
        } und { $seconds ->
            [one] eine Sekunde
           *[other] { $seconds } Sekunden
        }
    }
}
# Die Zeit, die eine laufende Uhr noch hat ($time ist time-to-go): "Noch 40 Sekunden.", "Noch 2 Minuten und 5 Sekunden."
time-left = Noch { $time }.
# GO halten, während die Uhr läuft, hält sie an: ein Tisch, der nur fragen wollte, wo das Spiel steht, rechnete nicht
# damit (issue 38), also hört er die Restzeit und wie es weitergeht, nicht nur "angehalten".
timer-paused = Uhr angehalten, noch { $time }. Zum Weitermachen GO noch einmal halten.
timer-running = Die Uhr läuft.
back-to-timer = Zurück zur Uhr.
# Bei einer Wiederholung, während eine Uhr mit Teilen läuft (die Liste bei Scattergories): OK gibt sie einzeln.
# $parts ist eine Nominalgruppe im Akkusativ, vom Spiel ("die Liste, eine Kategorie nach der anderen").
parts-hint = Mit OK hört ihr { $parts }.
next-line-hint = Mit OK kommt die nächste Zeile.
## A round timer that was running when the referee stopped: it waits for GO, then runs on from where it stood.
# Keine Spur davon im Journal: sie läuft ganz.
timer-waits = GO startet die Uhr neu: { DURATION($seconds) }.
    .short = GO startet die Uhr.
timer-waits-left = GO lässt die Uhr weiterlaufen: noch { $time }.
    .short = GO startet die Uhr.

## Stopping, and resuming at the next start.
stopping = Ich schalte ab.
stopping-mid-game = Ich schalte ab. Diese Partie geht beim nächsten Start weiter.
# Die Fehler der Karte, wie device/storage/journal.py's storage_trouble sie nennt ($trouble, so gesagt, wie es
# kommt, wenn $kind keiner davon ist).
card-trouble = { $kind ->
    [full] die Speicherkarte ist voll
    [read-only] die Speicherkarte ist schreibgeschützt
    [failing] die Speicherkarte hat Fehler
   *[other] { $trouble }
}
# Abschalten mitten im Spiel, während die Karte nicht speichert: was der nächste Start verloren hat ($trouble ist card-trouble).
stopping-never-saved = Ich schalte ab. Diese Partie wurde nie gespeichert ({ $trouble }), also kann sie nicht weitergehen.
stopping-unsaved = { $unsaved ->
    [one] Ich schalte ab. Der letzte Zug ließ sich nicht speichern ({ $trouble }): beim nächsten Start geht es vor diesem Zug weiter.
   *[other] Ich schalte ab. Die letzten { $unsaved } Züge ließen sich nicht speichern ({ $trouble }): beim nächsten Start geht es vor diesen Zügen weiter.
}
# Wo es weitergeht ($where: der eigene Satz des Spiels dazu).
resuming = Weiter geht's. { $where }
# Nach einem Stromausfall (kein sauberes Abschalten verzeichnet) hört der Tisch auch das.
resuming-after-power-cut = Weiter geht's. { $where } Beim letzten Mal ist der Strom ausgefallen.
# Nach einem Abschalten, während die Karte Züge verweigerte: kein Stromausfall, und was das Abschalten gekostet hat.
resuming-never-saved = Weiter geht's. { $where } Als ich abgeschaltet wurde, war diese Partie noch nicht gespeichert ({ $trouble }).
resuming-unsaved = { $unsaved ->
    [one] Weiter geht's. { $where } Als ich abgeschaltet wurde, ließ sich der letzte Zug nicht speichern ({ $trouble }); wir machen vor diesem Zug weiter.
   *[other] Weiter geht's. { $where } Als ich abgeschaltet wurde, ließen sich die letzten { $unsaved } Züge nicht speichern ({ $trouble }); wir machen vor diesen Zügen weiter.
}
# Das Journal war beschädigt: es geht dort weiter, wo es heil ist ($where ist ein ganzer Satz für sich).
resume-damaged = Die Aufzeichnung dieser Partie war beschädigt; ich mache dort weiter, wo sie heil ist. { $where }
    .short = Die Aufzeichnung war beschädigt.
resuming-setup = Wir bereiten { $title } weiter vor, wo wir aufgehört haben.

## Saving: said once when the card stops taking the game, once when it takes it again.
cannot-save = Ich kann die Partie nicht speichern: { $trouble }.
saving-again = Ich speichere wieder.

## Sound and volume.
sound-is-back = Der Ton ist wieder da.
# In espeak-ng gesagt, wenn die natürliche Stimme (Piper) nicht lädt; das Log und STATUS= sagen, warum.
natural-voice-failed = Meine natürliche Stimme ließ sich nicht laden, also spreche ich mit dieser weiter.
# Nach dem Satz, dass die Knöpfe nicht gehen.
keyboard-stands-in = Die Tastatur springt für die Knöpfe ein.
volume = Lautstärke { $level }.
# UP oder DOWN, wenn die Lautstärke schon am Ende ist ($direction: 1 lauter, -1 leiser).
volume-limit = { $direction ->
    [1] Lauter geht es nicht.
   *[other] Leiser geht es nicht.
}
# Gedruckt (nie gesagt), wenn die Tastatur für die Knöpfe einspringt (device/input/keyboard.py hat die Tasten).
shown-keys-help = Tasten: g oder Leertaste = GO, Pfeil hoch/k/+ = UP, Pfeil runter/j/- = DOWN, Eingabe/o = OK, Rücktaste/b = BACK; K oder Bild auf / J oder Bild ab = UP / DOWN zehn Schritte; G = GO halten (Pause), O = OK halten (wiederholen), B = BACK halten (abbrechen), q = beenden (die Partie bleibt gespeichert).

## The phone page, as said at the table. Eine Adresse und ein Code werden Ziffer für Ziffer gesagt ($host, $port und
## $code kommen schon so: "1 9 2 Punkt 1 6 8"), nie verhört. "Handy-Seite" mit Bindestrich: "Handyseite" liest
## die Stimme falsch.
# Beim Start gesagt, und wenn GO gehalten wird.
companion-joining = Handy-Seite: { $host }, Port { $port }. Code { $code }.
companion-failed = Die Handy-Seite ließ sich nicht starten.
companion-waits = Die Handy-Seite wartet auf das Netzwerk.
# Der Code hat sich geändert (ein Handy wurde entfernt, oder das erste Handy bat darum): gesagt, nie auf einer Seite gezeigt.
new-join-code = Neuer Code für die Handy-Seite: { $code }.
# Ein Handy will die Handy-Seite steuern: nur der Tisch, an den Knöpfen, kann es erlauben.
page-owner-question = { $phone } möchte die Handy-Seite steuern. Zum Erlauben UP drücken, dann OK.
    .short = Darf { $phone } die Handy-Seite steuern?
page-owner-now = Jetzt steuert { $phone } die Handy-Seite.
page-owner-stays = Die Handy-Seite bleibt, wie sie war.
# Die Antwort eines Handys für einen Platz, den ein anderes Handy hält, wurde abgelehnt: der Tisch hört beide Handys.
seat-answered-elsewhere = { $sender } wollte für { $seat } antworten, aber { $seat } antwortet über { $holder }.

## The history of finished games (`referee history`): its listing, and the words inside its exports
## (device/storage/history_export.py): the CSV's header row and winner cells, and the BG Stats file's
## note, importing user and location. Shown, never said.
shown-column-game-number = partie_nr
shown-column-ended = ende_utc
shown-column-game = spiel
shown-column-game-id = spiel_id
shown-column-seat = platz
shown-column-player = spieler
shown-column-score = punkte
shown-column-winner = sieger
shown-column-minutes = minuten
shown-won-cell = ja
shown-not-won-cell = nein
# Wen BG Stats als eigenen Nutzer der App nimmt: den Schiedsrichter, der selbst nicht mitspielt.
shown-exported-by = Tisch-Schiedsrichter (exportiert)
# Wo gespielt wurde, für BG Stats: beim Schiedsrichter selbst.
shown-the-referee = Tisch-Schiedsrichter
shown-export-about = Beendete Partien, exportiert vom Tisch-Schiedsrichter. Öffne diese Datei mit Board Game Stats, um die Partien zu importieren.
shown-no-finished-games = Noch keine beendeten Partien.
# Eine beendete Partie, wie `referee history` sie auflistet: Nummer, Spiel, Zeit und Punkte ($scores: jede Spielerin
# und jeder Spieler als shown-score oder shown-score-won, mit Kommas verbunden).
shown-finished-game = { $number }. { $title }, { $when } UTC: { $scores }
shown-score = { $name } { $score }
shown-score-won = { $name } { $score } (gewonnen)
# Was `referee history` einer beendeten Partie anfügt: den Fingerabdruck ihrer Würfel und den Startwert (docs/fair-dice.md).
shown-dice-told = ; Würfel-Fingerabdruck { $fingerprint }, Startwert { $seed }
# Eine Partie ohne Punkte: läuft noch (der Startwert ist noch geheim) oder nicht zu Ende gespielt (der Startwert wird genannt).
shown-game-under-way = { $number }. { $title }, läuft noch: Würfel-Fingerabdruck { $fingerprint } (der Startwert wird am Ende genannt)
shown-game-unfinished = { $number }. { $title }, nicht zu Ende gespielt: Würfel-Fingerabdruck { $fingerprint }, Startwert { $seed }
shown-wrote-games = { COUNT($games, one: "beendete Partie", other: "beendete Partien") } nach { $target } geschrieben.

## Die Knöpfe starten nicht (device/input/gpio_backend.py): an einem Tisch ohne Bildschirm die Ursache in
## einfachen Worten und das eine, was zu tun ist; die ganze Meldung mit Pfaden steht im Protokoll.
buttons-failed = Meine Knöpfe gehen nicht: { $cause ->
    [library] die GPIO-Bibliothek auf diesem Pi fehlt oder ist leer. Führe das Installationsprogramm noch einmal aus
    [permission] ich darf die GPIO-Pins nicht benutzen. Nimm meinen Benutzer in die Gruppe gpio auf, oder führe das Installationsprogramm noch einmal aus
    [busy] ein anderes Programm benutzt die Knopf-Pins. Beende es und starte mich neu
    [no-chip] ich finde auf diesem Gerät keine GPIO-Pins
   *[other] die GPIO-Pins ließen sich nicht starten
}. Mehr dazu zeigt referee check.
