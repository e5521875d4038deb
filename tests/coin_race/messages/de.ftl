### Alles, was Coin Race sagt oder fragt, auf Deutsch (docs/dev/words.md). Du zu dem, der wirft, ihr zum
### Tisch; kurze Sätze. Die Münze zeigt Kopf oder Zahl.

## Shown, never said: the command line and the printed sheet.
shown-sheet-help = ein Blatt zum Abhaken der Schritte
shown-rows-help = Zeilen auf dem Blatt
shown-rows-wrong = gib eine Zeilenzahl von 1 bis 8 an
shown-sheet-row = Spieler { $number }

## Vorbereitung.
seats-rule = Zwei bis vier Spieler, jeder mit seinen eigenen Schritten.
seats-purpose = Wie viele mitspielen; dann kommen die Namen.
names-purpose = Die Namen, in der Reihenfolge, in der ihr werft; dann der erste Wurf.

## Erklären (engine/teaching.py).
teach-needs = Ihr braucht nichts in der Hand: Die Münze werfe ich.
teach-opening = Ihr werft reihum eine Münze: Bei Kopf gehst du einen Schritt vor, bei Zahl bleibst du stehen. Wer zuerst drei Schritte hat, gewinnt.
flip-taught = So oder so ist danach der Nächste dran.

## Das Spiel.
flip-action = die Münze werfen
flip-rule = Bei Kopf einen Schritt vor, bei Zahl nicht. Wer zuerst drei hat, gewinnt.
flip-purpose = Du wirfst; danach wirft der Nächste.
your-flip = { $name } wirft.
coin-side = { $side ->
    [heads] Kopf
   *[tails] Zahl
}
# "1 Schritt" läse die Stimme "eins Schritt": die Eins als Wort (docs/dev/adding-a-language.md).
landed = { $side }. { $name } hat { $steps ->
    [one] einen Schritt
   *[other] { $steps } Schritte
}.
wins = { $name } gewinnt Coin Race!
where = Coin Race, { $name } wirft.
standing = { $name }: { $steps ->
    [one] ein Schritt
   *[other] { $steps } Schritte
}
standings = { $places }.
