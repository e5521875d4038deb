### Die Wörter von Rapido, auf Deutsch (docs/dev/words.md): dieselben Nachrichten wie en.ftl.
### Ein Wurf wird gesagt, wie Spieler ihn sagen ("zweiundsechzig"), eine Würfelseite als ihre Zahl ("sechs")
### oder "Kreuz". Die Wörter des Spiels: die Felder 0 bis 5, die Stufen der Treppe, "Start" und "Ziel",
### ein "Pasch" für gleiche Würfel, "raus" für eine rausgeworfene Zahl, und "setzen" für das Ablegen einer Zahl
### auf ein Feld. Eine Regel spricht die Person an, die am Zug ist ("du"), der ganze Tisch ist "ihr".
### Kein Satz nennt eine Taste. Ein Name wird nie dekliniert: "Rot ist dran.", "die Wahl von Rot".
### Eine Eins vor ihrem Nomen steht ausgeschrieben in einem eigenen Zweig ("eine Stufe"): die Stimme liest
### "1 Stufe" als "eins Stufe".

## Einstellungen, die das Spiel ablehnt (Platzzahl, verschiedene Namen und unvollständige Einstellungen sind
## gemeinsam: engine/messages/de.ftl).
variant-needs-two = Die Variante für zwei ist nur für genau zwei Spieler.
device-seats-differ = Die Plätze, die ich spiele, müssen verschiedene Plätze am Tisch sein.
starter-is-seated = Wer beginnt, muss einer der Plätze am Tisch sein.
staircase-needs = Die Treppe braucht { $low } bis { $high } Stufen.

## Erklären (engine/teaching.py, issue 38). Nur wenn der Tisch um Erklärungen gebeten hat: die Eröffnung einmal
## vor dem ersten Zug, jede Regel einmal pro Spiel direkt vor der Entscheidung, die sie regelt, jedes Ergebnis
## beim ersten Mal.

teach-needs = Ihr braucht nichts in der Hand: Ich würfle und führe das Spielbrett.
# Die Seiten der beiden Würfel (rules.DIE_A, rules.DIE_B) und wie man einen Wurf liest: die Eröffnung sagt sie,
# und OK gehalten bei einem Zug, mit oder ohne Erklären; ein Tisch, der die Würfel nie sah, wusste nicht, was
# kommen kann (issue 38).
roll-rule = Ein Würfel hat 1, 2, 3, 4, 7, der andere 1, 2, 3, 5, 6, und beide ein Kreuz, das null zählt. Der höhere gibt die Zehner: Sechs und zwei ist zweiundsechzig.
# Der Pasch steht hier, nicht beim ersten Pasch: ein Tisch lernte ihn erst, als einer kam (session 46). "Ich
# würfle" und "ich führe das Brett" sagt schon teach-needs. Dass der Zug nach einem Pasch weitergeht, und dass
# die Felder allen gehören, steht dabei (session 46, dritte Runde).
teach-opening = Bei Rapido gewinnt, wer zuerst oben auf der Treppe ist. { roll-rule } Ein Pasch bringt so viele Stufen wie ein Würfel, und der Zug geht weiter. Du setzt deine Zahl auf ein gemeinsames Feld von 0 bis 5; Feld 3 bringt dir im nächsten Zug 3 Stufen.
# Vor der ersten Wahl zwischen noch mal würfeln und setzen, alles auf einmal (und bei OK gehalten an dieser
# Wahl, mit oder ohne Erklären): was auf ein Feld passt und wofür Feld 0 ist, hörte ein Tisch sonst erst mit OK
# gehalten (session 46). Was gesetzt wird, ist "deine Zahl", das Wort, das der Tisch hört. Ob ein Kreuz im
# ersten Wurf schadet und ob zwei Kreuze zwei Stufen kosten, steht auch hier.
roll-again-rule = Würfelst du noch mal, gilt die neue Zahl, auch eine kleinere; ab dem zweiten Wurf aber beendet ein Kreuz den Zug, und du gehst pro Kreuz eine Stufe runter.
# "Unter anderen Paaren" wurde als Platz am Tisch verstanden, nicht als Nummer eines Feldes (issue 38): die
# Regel sagt die Nummer.
place-rule = Oder du setzt deine Zahl, und dein Zug endet. Felder 1 bis 5 fassen je eine Zahl, Feld 0 beliebig viele. Deine Zahl wirft jede gleiche oder kleinere auf Feldern mit höherer Nummer raus.
field-zero-rule = Feld 0 bringt keine Stufen, aber dort wirft dich keiner raus.
# Hold OK only (session 49: a table asked what field 0 is for, and whether the top must be hit exactly).
field-zero-use = Von Feld 0 aus wirft deine Zahl am meisten raus.
finish-rule = Wer oben ankommt oder darüber hinaus, gewinnt; genau treffen muss man nicht.
thrown-out-rule = Rausgeworfene Zahlen bringen nichts.
score-rule = Liegt eine Zahl noch, wenn ihr Besitzer dran ist, steigt er um die Feldnummer; das Feld wird frei.
# Warum die Figur nach einem Pasch stieg, bei OK gehalten an der Wahl danach (die Eröffnung erklärt es).
double-rule = Ein Pasch bringt sofort so viele Stufen, wie ein Würfel zeigt, und der Zug geht weiter.
variant-rule = In der Variante steigst du erst, wenn beide deiner Würfelpaare auf Feldern liegen, um beide Nummern zusammen, und deine eigenen Paare werfen sich nie gegenseitig raus.
# Das erste Setzen eines Spiels auf die Felder 1 bis 5, als Ergebnis gesagt: was die gerade gesetzte Zahl tun
# wird (die von Feld 0 sagt field-zero-rule). $spot ist 1 bis 5.
placing-taught = Liegt die Zahl beim nächsten Zug von { $name } noch dort, steigt { $name } { $spot ->
    [1] eine Stufe
   *[other] { $spot } Stufen
}.
# Wen das Setzen eines Spielers rausgeworfen hat, beim Erklären gesagt (sonst sagt es ein Ton): "Beto und Dani raus."
out-named = { $names } raus.

## Vorbereitung

variant-question = Spielt ihr die Variante für zwei, jeder mit zwei Würfelpaaren?
variant-taught = In der Variante hat jeder von euch zwei Würfelpaare, würfelt pro Zug mit einem und steigt, sobald beide auf Feldern liegen.
# Der Schiedsrichter spricht überall als "ich" ("Grün ist dran; den Zug mache ich."), also auch hier. Erst ob,
# dann für wie viele, wie ein deutscher Tisch es hören wollte (issue 43).
bots-question = Soll ich mitspielen? Für wie viele Plätze?
    .short = Meine Plätze?
bots-taught = Ich kann auch Plätze übernehmen: Für sie würfle und entscheide ich.
bots-rule = Für meine Plätze würfle und entscheide ich und sage jeden Zug an; bei 0 spielt ihr alle Plätze.
# Als Wahl gestellt, damit der Tisch weiß, dass eine Liste folgt (session 46).
youngest-question = Wer beginnt: die jüngste Person, oder das Los?
youngest-rule = Die jüngste Person beginnt, dann geht es im Uhrzeigersinn weiter; oder ich lose aus, wer beginnt.
# Ein Menüpunkt, allein gesagt zwischen Namen: großgeschrieben wie sie. Die Wörter der Frage selbst.
draw-at-random = Das Los
steps-question = Wie viele Stufen bis ins Ziel?
    .short = Stufen?
# "Die Treppe aus der Schachtel" sagt einem Tisch ohne Schachtel nichts (issue 38): was man zeichnet, kurz, denn
# das Brett führt der Schiedsrichter. Keine Felder hier: es war noch keine Regel gesagt (session 46).
steps-taught = Wer das Rennen auf Papier mitverfolgen will, zeichnet eine Treppe vom Start bis ins Ziel. Üblich sind 21 Stufen; mit weniger wird das Rennen kürzer.
steps-rule = Die übliche Treppe hat 21 Stufen vom Start bis ins Ziel; wer zuerst im Ziel ist, gewinnt.

# Wofür jede Frage der Vorbereitung ist, und was danach kommt (GO gehalten: "Was jetzt?").
# "Meine mitgezählt" ließ einen Tisch fragen, ob der Schiedsrichter noch einen Platz dazunimmt (session 46).
players-purpose = Wie viele Plätze insgesamt, auch die, die ich spiele; dann wie viele davon ich spiele, und eure Namen.
variant-purpose = Bei zwei Spielern: ein Würfelpaar pro Person oder zwei; dann die Plätze, die ich spiele.
bots-purpose = Wie viele der Plätze ich selbst spiele; dann eure Namen und wer beginnt.
names-purpose = Wer wo sitzt, im Uhrzeigersinn, damit ich jeden Zug beim Namen aufrufe; dann, wer beginnt.
youngest-purpose = Wer den ersten Zug macht; dann die Länge der Treppe.
steps-purpose = Wie lang das Rennen ist; dann der erste Zug.

## Shown, never said: the command line's help for the game's own options.
shown-bots-help = wie viele Plätze der Schiedsrichter selbst spielt
shown-variant-help = zwei Würfelfarben pro Person

## Zahlen und Seiten

# Ein Würfelpaar, wie man es sagt, so wie Spieler einen Wurf sagen: "zweiundsechzig". Die Sätze der Würfe
# sagen es genauso; diese, 0 bis 99, sind die Stücke, aus denen sie gesagt werden (render-ahead).
dice-value = { WORDS($value) }
# Eine Würfelseite, wie man sie sagt: $face ist ihre Zahl, oder "cross".
die-face = { $face ->
    [cross] Kreuz
   *[other] { WORDS($face) }
}

## Auslosen und die Züge des Geräts (das Protokoll)

draw-who-starts = auslosen, wer beginnt
# The draw's result, said once before the first turn (the ear is the only record of a draw).
drawn-to-start = Das Los sagt: { $name } fängt an.
dice-of = für { $name } würfeln
choice-of = Wahl von { $name }

## Ein Zug

# Die Haupthandlung eines Zuges, die das Gerät mit seiner Taste nennt: nur in diesem Hinweis gesagt. Eine
# Infinitivgruppe mit dem Verb am Ende ("würfeln", "Runde 2 starten", "für Rot würfeln"), damit der Hinweis
# des Geräts sie so einsetzen kann: "Mit GO würfeln." Der erste Zug einer Runde ab Runde 2 (round) nennt die
# Runde, so dass jede Runde sagt, was zu drücken ist (issue 38). Ein Platz, den ich spiele, wartet direkt nach
# dem Zug eines Spielers (device) auf "für ... würfeln": bis dahin lässt sich die letzte Antwort noch zurücknehmen.
turn-action = { $action ->
    [round] Runde { $round } starten
    [device] für { $name } würfeln
   *[roll] würfeln
}

# "Ich würfle": der Schiedsrichter würfelt, wie die Vorbereitung sagte (session 46).
turn-purpose = Dein Zug beginnt, wenn ich für dich würfle; dann wählst du: noch mal würfeln oder die Zahl setzen.
device-turn-purpose = Diesen Platz spiele ich, würfle und entscheide für ihn; ihr lasst nur seinen Zug beginnen.
# Ein Platz, den das Gerät spielt: gesagt, damit der Tisch weiß, dass niemand für ihn entscheiden muss.
device-turn = { $name } ist dran; den Zug mache ich.
    .short = { $name } ist dran.
    .rule = { roll-rule }
    .purpose = { device-turn-purpose }
# Jeder Zug, auch der erste, mit Namen: "Du bist dran." nach einem Aufstieg ließ den Tisch fragen, wer (issue 37).
# "Rot ist dran." ist schon kurz: keine Kurzform, eine Wiederholung sagt den ganzen Satz (wie im Spanischen).
your-turn = { $name } ist dran.
    .short = {""}
    .rule = { roll-rule } { finish-rule }
    .purpose = { turn-purpose }

cross-rule = Im ersten Wurf zählt ein Kreuz als null.
# Die Seiten (die höhere zuerst, wie man den Wert liest: "Sechs und zwei") und was sie wert sind. Das Kreuz
# eines ersten Wurfs zählt; erklärt wird es ($cross: explained) beim ersten Mal im Spiel, vor der Wahl, die es
# betrifft, und bei jeder Wiederholung eines Wurfs mit Kreuz (crossed); none: kein Kreuz.
rolled = { $cross ->
        [both-explained] { CAPITAL($faces) }: { WORDS($value) }, und kein Pasch. { cross-rule }
        [both] { CAPITAL($faces) }: { WORDS($value) }, und kein Pasch.
        [explained] { CAPITAL($faces) }: { WORDS($value) }. { cross-rule }
       *[other] { CAPITAL($faces) }: { WORDS($value) }.
    }
    .short = { CAPITAL(WORDS($value)) }.
    .long = { $cross ->
        [none] {""}
       *[other] { CAPITAL($faces) }: { WORDS($value) }. { cross-rule }
    }
# Ein späterer Wurf mit Kreuz: der Zug ist verloren, und die Figur geht runter (nie unter den Start), dorthin,
# wo $at sagt: start, finish oder step. Wer als Nächstes dran ist, steht nicht hier: der nächste Satz ist sein Zug.
crossed-out = { CAPITAL($faces) }: { $crosses ->
        [1] ein Kreuz!
       *[other] zwei Kreuze!
    } { $down ->
        [0] { $name } steht schon auf Start und bleibt dort.
       *[other] { $name } geht { $down ->
            [1] eine Stufe
           *[other] { $down } Stufen
        } runter, auf { $at ->
            [start] Start
            [finish] das Ziel
           *[step] Stufe { $step }
        }.
    }
    .short = Kreuz! { $name } { $at ->
        [start] auf Start
        [finish] im Ziel
       *[step] auf Stufe { $step }
    }.

roll-or-place = Würfeln oder setzen?
where = Wohin?
decide-rule = { roll-again-rule } { place-rule } { field-zero-rule }
# Vor der ersten Wahl erklärt, mit decide-rule: die Reihenfolge der Liste (rules.py `_decisions`: die freien
# Felder von 0 aufwärts, dann noch mal würfeln, Spielstand, Chancen; UP geht vorwärts), session 46, dritte
# Runde, und issue 43: vom angebotenen Feld geht UP zu höheren Feldern, DOWN zu niedrigeren.
menu-taught = Zuerst schlage ich ein Feld vor. UP geht zu höheren freien Feldern, dann zu noch mal würfeln, Spielstand und Chancen; DOWN zu niedrigeren freien. Die Liste läuft im Kreis.
# Bei der ersten Wahl ab Runde 2 erklärt, wo aus "Würfeln oder setzen?" "Wohin?" wird: ein Tisch fragte, ob er
# noch würfeln darf.
where-taught = Ab jetzt frage ich nur: Wohin? Noch mal würfeln geht trotzdem.
# Nach jedem gültigen Wurf gefragt, dessen Satz gerade den Wert gesagt hat: also nicht noch einmal. Runde 1
# fragt "Würfeln oder setzen?"; ab Runde 2 ($later: yes) nur "Wohin?" (issue 37). Die Wahl wird erst erklärt,
# wenn der Tisch um eine Wiederholung bittet (die Regel, die OK gehalten hinzufügt). Ein neuer Wurf ersetzt
# die Zahl, ob höher oder niedriger (issue 38). Nach einem Pasch ($bonus) sagt OK gehalten zuerst, warum die
# Figur stieg (session 46). Der Zweck nennt die Zahl, die man hat (session 46).
decide = { $later ->
        [yes] { where }
       *[no] { roll-or-place }
    }
    .long = { $name }: noch mal würfeln oder setzen?
    .rule = { $bonus ->
        [0] { offer-why } { decide-rule } { field-zero-use }
       *[other] { double-rule } { offer-why } { decide-rule } { field-zero-use }
    }
    .purpose = Behalte die { CAPITAL(WORDS($value)) }, indem du sie auf ein Feld setzt, oder würfle noch mal für eine andere; dann kommt der nächste Zug.

offer-why = { $out ->
        [0] Ich schlage Feld { $spot } vor, das höchste freie: rauswerfen kannst du niemanden.
       *[other] Ich schlage Feld { $spot } vor, das höchste, von dem aus du { $victims } rauswirfst.
    }

roll-again = Noch mal würfeln
# What GO does at a choice to roll again or place, after the device's "GO to" (go-or-choose-hint): a phrase,
# not the option's label, so each language writes it as its hint takes it.
roll-again-action = noch mal würfeln
# Die zwei Bitten nach den Feldern, als Bitten gesagt: "die Chancen" zwischen "Feld 4" und "Feld 5" wurde für
# ein eigenes Feld gehalten (issue 38). Jede Option großgeschrieben (session 46).
the-odds = Chancen hören
where-everyone-stands = Spielstand hören
# Ein angebotenes Feld, mit den Zahlen, die Setzen dort rauswirft ($out davon): "Feld 3, Ana raus". Bei jedem
# Schritt durch die Felder gehört, also kurz (tests/budget.py `is_step`).
field-option = { $out ->
        [0] Feld { $spot }
       *[other] Feld { $spot }, { $victims } raus
    }
# Ab Runde 2, wenn "Feld" in Runde 1 jeden Zug zu hören war, wie ein Tisch es sagt: "Wohin? Die 3, Ana raus."
# Großgeschrieben wie jeder angebotene Wert.
field-option-later = { $out ->
        [0] Die { $spot }
       *[other] Die { $spot }, { $victims } raus
    }
# In der Variante hat jeder zwei Paare, also wird ein Paar auch nach seinem Feld genannt.
pair-on = Paar von { $owner } auf Feld { $spot }
# Das Risiko weiterzuwürfeln, als Anzahl der 36 Würfe, kurz ("11 von 36"): das Wahrscheinlichere zuerst. Über
# den höchsten Zahlen geht nichts: "Über sechsundsiebzig: 0 von 36" fällt weg (session 46). Dann, wen jedes
# Feld rauswerfen würde, von oben: nur wenn es jemanden gibt.
odds-cross = Kreuz: { $rolls } von 36.
odds-beat = Über { WORDS($value) }: { $rolls } von 36.
odds-threat = Feld { $spot } wirft { $victims } raus.
# Nebeneinanderliegende Felder, die dieselben rauswerfen, in einer Zeile ($spots ist eine Liste: "4, 3 und 2").
odds-threats = Felder { $spots } werfen { $victims } raus.
# Das Setzen meines eigenen Platzes: der Tisch hörte keine Option, also wer, was und wohin.
places = { $name } setzt { WORDS($value) } auf Feld { $spot }.
    .short = { $name }: Feld { $spot }.
# Das Setzen eines Spielers, gesagt, sobald es geschehen ist: das Protokoll eines Tisches ohne Würfel
# (issue 37). Wer dran ist, wurde gerade gesagt, und wer rausfliegt, mit dem gewählten Feld: ein Ton markiert
# jedes rausgeworfene Paar. "Auf die 2", wie ein Tisch es sagt, wenn "Feld 2" schon gefallen ist. Die Zahl
# ($value) sagt der Wurf zwei Sätze vorher ("Sieben und fünf: fünfundsiebzig."); deutsche Zahlwörter sind lang,
# und sie hier noch einmal zu sagen kostete 3 s eine Runde, über das Budget (Sprechzeit, docs/performance.md).
# Also nur das Feld; $value bleibt im Selektor, weil die Nachricht ihn bekommt.
placed = { $value ->
       *[other] Auf die { $spot }.
    }
# Wessen Zahl rausfliegt, wenn mein eigener Platz setzt: der Tisch hörte keine Option, die sie nannte ("Die
# Einundzwanzig": eine Zahl mit Artikel ist ein Nomen, großgeschrieben). Die
# Würfel gehören dem Gerät, also muss niemand etwas zurücknehmen.
thrown-out = Die { CAPITAL(WORDS($lost)) } von { $owner } ist raus.
    .short = { $owner } raus.
rolls-again = { $name } würfelt noch mal.
    .short = Noch mal.

## Die Treppe hinauf. Warum eine Figur steigt, ist ein Satzanfang ("Rot steigt um 3"); wohin sie kommt, schließt
## den Satz ($at: start, finish oder step): "steigt um 3 auf Stufe 5", wie man es von Zahlen sagt.

# Die Felder, von denen die Paare eines Platzes zurückkommen ($kind): eines, beide Paare auf einem (Feld 0),
# oder zwei. Im Dativ, nach "von" und "mit".
fields = { $kind ->
    [shared] Feld { $field } mit beiden Paaren
    [several] den Feldern { $fields }
   *[one] Feld { $field }
}
no-steps = { $name }: keine Stufen von { $fields }.
    .short = { $name }: keine Stufen.
# "Rot steigt um 5": ein Feld ist seine Nummer in Stufen wert, also nennt der Aufstieg eines Paares sein Feld
# nicht. Die zwei Paare der Variante ($pairs) nennen ihre: "Ana steigt mit den Feldern 2 und 4 um 6".
scored = { $pairs ->
    [1] { $name } steigt um { $gained }
   *[other] { $name } steigt mit { $fields } um { $gained }
}
# "Pasch: Rot steigt um 2" und wohin: wie scored, mit dem Pasch davor.
double = Pasch: { $name } steigt um { $bonus }
# "Rot steigt um 3 auf Stufe 3.": ohne Komma, dessen Pause jeden Aufstieg 0,3 s kostete (issue 38).
climbed = { $why } { $at ->
        [start] auf Start
        [finish] ins Ziel
       *[step] auf Stufe { $step }
    }.
    .short = { $name } { $at ->
        [start] auf Start
        [finish] im Ziel
       *[step] auf Stufe { $step }
    }.
finishes = { $why } bis ins Ziel!
    .short = { $name } ist im Ziel!
wins = { $name } ist oben auf der Treppe und gewinnt Rapido!
    .short = { $name } gewinnt.

## Berichte

about-to-draw = Rapido, gleich lose ich aus, wer beginnt.
    .short = Rapido.
where-turn = Rapido, Runde { $round }, { $name } ist dran.
    .short = Runde { $round }, { $name }.
# Jeder Platz, der Führende zuerst. Plätze auf derselben Stufe ohne ausliegende Zahl kommen als eine Zeile:
# "Ana und Cati auf Start" (rules.py `_rows`). Die Zahl auf einem Feld ist, was der nächste Wurf erreichen muss,
# um sie rauszuwerfen, also gehört sie zur Stufe: "Blau auf Stufe 9, zweiundsechzig auf Feld 3". Die Zeilen
# kommen mit "; " verbunden, die ausliegenden Zahlen nach ihren Plätzen mit ", "; die Kurzform nur die Plätze.
standing = { $names } { $at ->
    [start] auf Start
    [finish] im Ziel
   *[step] auf Stufe { $step }
}
lying = { WORDS($value) } auf Feld { $spot }
standings = Spielstand: { $rows }.
    .short = { $seats }.

## Was BACK zurücknimmt, gesagt nach "Zurückgenommen:", damit der Tisch hört, welche Antwort ging.
field-chosen = die Wahl von { $name }, Feld { $spot }
