### Die Worte der Handy-Seite, auf Deutsch (docs/dev/words.md): was die Seite zeigt und was der Server einem Handy
### antwortet. Die Sätze des Spiels kommen schon in der Sprache des Spiels auf die Seite.
### "du" zu dem, der das Handy hält; nie "Sie". Der Schiedsrichter heißt hier wie am Tisch: "der Schiedsrichter".

## The page (static/app.html, app.js, join.html, join.js): page-NAME is the page's NAME.
## The page fills each variable itself, by the place it has in the English message.
page-referee = Tisch-Schiedsrichter
page-join_title = Tisch-Schiedsrichter: beitreten
page-type_the_code = Gib den Code ein, den der Schiedsrichter sagt. (GO am Schiedsrichter halten, um ihn noch einmal zu hören.)
page-code = Code
page-your_name = Dein Name (damit das erste Handy weiß, wessen Handy das ist; freiwillig)
page-join_to_play = Mitspielen
page-join_to_watch = Zuschauen
page-join_unreachable = Der Schiedsrichter antwortet nicht. Prüfe, ob dieses Handy im selben Netzwerk ist.
page-reconnecting = Verbinde wieder mit dem Schiedsrichter…
page-turn = Am Zug
page-your_answers = Deine Antworten
# Vor der Auswahl, wer man ist: "Ich bin [Ana]".
page-i_am = Ich bin
page-send_answers = Meine Antworten senden
page-players_in_order = Spieler in Sitzreihenfolge
page-add_player = Spieler hinzufügen
page-use_names = Diese Namen verwenden
page-categories = Kategorien
page-track = Strecke
page-staircase = Treppe
page-dice_fields = Würfelfelder
page-scores = Punkte
page-scores_by_round = Punkte nach Runden
page-said = Gesagt
page-said_this_round = In dieser Runde gesagt
page-undo = Zurücknehmen
page-repeat = Wiederholen
page-pause = Pause
page-how_fair = Waren die Würfel ehrlich?
page-only_watches = Dieses Handy schaut zu.
page-ask_to_play = Mitspielen anfragen
page-asked_to_play = Angefragt: wartet auf das erste Handy
page-finished_games = Beendete Partien
page-download = Herunterladen:
page-phones = Handys
page-join_code_for_others = Code für andere Handys:
page-leave = Verlassen (gibt den Platz dieses Handys frei)
page-choosing_a_game = Spiel wird gewählt
page-setting_up = Vorbereitung
page-unreachable = Der Schiedsrichter antwortet nicht. Prüfe das Netzwerk.
page-less = weniger
page-more = mehr
page-yes = Ja
page-no = Nein
# Eine Antwort bei der Abstimmung: "die Antwort ist gültig".
page-valid = Gültig
page-not_valid = Ungültig
page-choose_who = Wähl zuerst, wer du bist.
page-send_below = Schick deine Antworten hier unten.
page-go_on = Weiter
page-choose = wählen…
page-answers_for_letter = Deine Antworten, Buchstabe { $letter }
page-type_while_timer = Tipp, solange die Uhr läuft; schick ab, wenn der Schiedsrichter die Antworten einsammelt.
page-sent = Gesendet.
page-start_space = Start
page-finish_space = Ziel
page-challenge_space = { $space }, Herausforderung
page-dice_field = Feld { $field }
page-paused = Angehalten
page-earlier_seat = früherer Platz
page-later_seat = späterer Platz
page-remove_name = entfernen
# Hinter einer beendeten Partie in der Liste: der Punkt schließt ihre Punkte ab.
page-dice_seed = . Würfel-Fingerabdruck { $fingerprint }, Startwert { $seed }
page-fingerprint = Würfel-Fingerabdruck: { $fingerprint }
page-check_dice = Würfel prüfen
page-checking_dice = Wird geprüft...
page-won = { $name } { $score } (gewonnen)
## Die Handys in der Liste des ersten Handys: "Handy von Ana: spielt mit, antwortet für Rot".
page-this_phone = dieses Handy
page-plays = spielt mit
page-asks_to_play = möchte mitspielen
page-watches = schaut zu
page-watch_only = Nur zuschauen
page-let_it_play = Mitspielen lassen
page-remove_phone = Entfernen
page-shared_phone = Geteiltes Handy
page-one_player = Nur ein Spieler
page-answers_for = antwortet für { $seat }
page-asks_to_run = möchte die Seite steuern
page-run_page = Die Seite von diesem Handy aus steuern
page-asked_to_run = Angefragt: der Schiedsrichter fragt den Tisch
page-new_code = Neuer Code
page-at_the_buttons = Das wird an den Knöpfen des Schiedsrichters beantwortet.
# Nur für Bildschirmleser, nach "Ich bin": wofür man sich auswählt.
page-sending_answers = zum Senden der Antworten
page-voting = zum Abstimmen
page-time_up = Die Zeit ist um
page-last_seconds = Letzte Sekunden!
page-seconds_left = Noch { $seconds } Sekunden
page-one_minute_left = Noch 1 Minute
page-minutes_left = Noch { $minutes } Minuten
page-seat_number = Platz { $seat }
page-name_of_seat = Name für Platz { $seat }
page-move_up = { $name } nach vorn
page-move_down = { $name } nach hinten
page-remove_player = { $name } entfernen
page-vibrate_for_sounds = Bei den Tönen des Schiedsrichters vibrieren
page-page_address = Adresse der Seite:
page-show_qr = QR-Code zum Beitreten zeigen
page-hide_qr = QR-Code ausblenden
page-qr_alt = QR-Code mit der Adresse der Seite und dem Code zum Beitreten
page-qr_caption = Wer den Code nicht hören kann, scannt das hier: die Seite öffnet sich mit dem Code schon eingetragen.

## The referee's sounds as captions (device/companion/hub.py), in brackets as film captions show sounds.
## The last seconds' ticks have none: the timer shows them.
cue-not_now = [Piepton: dieser Knopf tut gerade nichts]
cue-stop = [Summer: die Zeit ist um]
cue-warning = [Warnton]
cue-dice = [Würfel rollen]
cue-card = [Karte umgedreht]
cue-success = [Erfolgston]
cue-miss = [Fehlton]
cue-fanfare = [Siegesfanfare]

## A number's unit shown beside it, where a prompt gives the unit "seconds".
seconds-unit = Sekunden

## A phone that gave no name: by the player it answers for, else by its id.
## Der Name bleibt, wie er ist ("Handy von Ana", "Handy von Rot"), nie "Anas Handy".
phone-of = Handy von { $name }
phone-numbered = Handy { $code }

## The server's refusals, shown on the phone as they are.
unreadable = Die Seite hat etwas geschickt, das der Schiedsrichter nicht lesen kann. Lade die Seite neu.
too-much = Das ist zu viel für den Schiedsrichter.
too-slow = Die Seite hat zu lange gebraucht, um die Antwort zu senden. Versuch es noch einmal.
unreadable-character = Deine Eingabe enthält ein Zeichen, das der Schiedsrichter nicht lesen kann. Tipp sie noch einmal.
text-too-long = Das ist zu lang: höchstens { $longest } Zeichen.
local-network-only = Diese Seite ist nur für das lokale Netzwerk.
too-many-requests = Zu viele Anfragen von diesem Handy. Warte kurz und versuch es dann noch einmal.
unknown-host = Unbekannter Hostname: öffne die Adresse, die der Schiedsrichter sagt.
other-pages = Anfragen von anderen Seiten werden abgelehnt.
join-first = Tritt zuerst bei: gib den Code ein, den der Schiedsrichter sagt.
not-here = Hier gibt es nichts.
no-such-file = Diese Datei gibt es nicht.

## Joining, and the first phone's list.
code-and-role = Gib den Code ein und wähl dann, ob du zuschaust oder mitspielst.
phone-name-too-long = Der Name des Handys darf höchstens { $longest } Zeichen haben.
wrong-code = Der Code stimmt nicht. Hör auf den Code und versuch es noch einmal (noch { $left ->
    [1] ein Versuch
   *[other] { $left } Versuche
} in dieser Minute).
too-many-tries = Zu viele Versuche. Warte { $seconds } Sekunden und gib den Code dann noch einmal ein.
# Past the table-wide limit on wrong codes: this phone's try waits, the guesses are not read.
someone-guessing = Jemand in diesem Netzwerk gibt immer wieder einen falschen Code ein, deshalb geht das Beitreten langsamer. Versuch es in { $seconds } Sekunden noch einmal oder tritt mit einem anderen Handy bei.
too-many-phones = Es sind schon zu viele Handys beigetreten. Bitte das erste Handy, eins zu entfernen.
choose-a-phone = Wähl ein Handy aus der Liste.
choose-what-for-it = Wähl: mitspielen lassen, nur zuschauen, geteiltes Handy, nur ein Spieler oder entfernen.
only-the-first-changes = Nur das erste Handy, das beigetreten ist, kann ändern, wer antwortet.
only-the-first-removes = Nur das erste Handy, das beigetreten ist, kann Handys entfernen.
phone-has-left = Dieses Handy ist nicht mehr dabei.
cannot-remove = Dieses Handy kann nicht entfernt werden.
only-the-first-new-code = Nur das Handy, das die Seite steuert, kann einen neuen Code anfordern.
only-the-first-qr = Nur das Handy, das die Seite steuert, kann den Code zum Beitreten zeigen.

## Running the page from another phone (the table says yes at the referee's buttons).
runs-the-page-already = Dieses Handy steuert die Seite schon.
another-phone-asks = Ein anderes Handy möchte die Seite steuern: warte, bis der Tisch ihm geantwortet hat.
asked-to-run = Angefragt: der Schiedsrichter fragt den Tisch.
table-said-no = Der Tisch hat Nein gesagt. Warte eine Minute, bevor du noch einmal fragst.

## Playing.
only-watches = Dieses Handy schaut nur zu. Bitte das erste Handy, es mitspielen zu lassen.
already-received = Schon angekommen.
no-question = Die Seite hat eine Antwort ohne ihre Frage geschickt. Lade die Seite neu.
moved-on = Diese Frage ist vorbei: jemand anderes hat zuerst geantwortet.
unknown-request = Die Seite hat etwas verlangt, das der Schiedsrichter nicht kann. Lade die Seite neu.
no-timer = Jetzt nicht: es läuft keine Uhr.
wait-for-the-question = Jetzt nicht: warte auf die nächste Frage.
choose-who = Wähl zuerst, wer du bist.
answer-is-in = Schon angekommen: die Antwort dieses Spielers ist da.
send-the-answers = Schick deine Antworten zu den Kategorien.
one-answer-each = Gib für jede der { $categories } Kategorien eine Antwort (lass eine Zeile leer, wenn du keine hast).
answer-too-long = Jede Antwort darf höchstens { $longest } Zeichen haben.
valid-or-not = Stimm ab: gültig oder ungültig.
cannot-take-it = Diese Antwort kann der Schiedsrichter jetzt nicht annehmen.
at-the-buttons = Diese Frage wird an den Knöpfen des Schiedsrichters beantwortet.
# A phone that answers for one player tried to answer for another.
one-seat-a-phone = Dieses Handy antwortet für { $seat }. Teilen sich mehrere Spieler ein Handy, bitte das erste Handy, es als geteilt zu markieren.
# Another phone answers for this seat: refused, and said aloud at the referee.
seat-held = { $seat } antwortet über { $holder }. Wenn das nicht stimmt, sag es dem Tisch.
whole-number = Gib eine ganze Zahl von { $low } bis { $high } ein.
not-allowed = { $value } geht hier nicht: gib eine Zahl von { $low } bis { $high } ein.
not-a-choice = Das ist keine der angebotenen Möglichkeiten.
yes-or-no = Antworte mit Ja oder Nein.
main-action-only = Diese Frage braucht nur die Hauptaktion.
nothing-asked = Gerade wird den Spielern nichts gefragt.

## Names typed before a game.
how-many-names = Gib 1 bis { $most } Namen ein.
name-too-long = Jeder Name darf höchstens { $longest } Zeichen haben.
different-names = Gib jedem Spieler einen anderen Namen.
names-before-a-game = Namen werden vor einer Partie eingegeben, während ein Spiel gewählt oder vorbereitet wird.

## "Check the dice" on a finished game. Eine "Ziehung" ist jeder Zufall der Partie: ein Wurf oder eine gezogene Karte.
no-such-game = Diese Partie steht nicht in der Liste.
dice-cannot-check = Diese Partie lässt sich nicht prüfen: sie wurde gespielt, bevor der Schiedsrichter Startwerte aufbewahrte.
dice-under-way = Diese Partie läuft noch: ihr Startwert bleibt geheim, bis sie endet; dann lassen sich ihre Würfel prüfen.
dice-record-changed = Die Aufzeichnung dieser Partie passt nicht mehr zu ihren Regeln: sie wurde nach dem Spielen verändert.
dice-nothing-drawn = In dieser Partie gab es keinen Zufall: keine Würfel, keine Karten.
dice-match = { $draws ->
    [1] Ihre einzige Ziehung passt zum Startwert.
   *[other] Alle { $draws } Ziehungen passen zum Startwert.
}
dice-wrong = { $wrong ->
    [1] { $wrong } von { $draws } Ziehungen passt nicht zum Startwert.
   *[other] { $wrong } von { $draws } Ziehungen passen nicht zum Startwert.
}
