### The device's own words, in English (docs/dev/words.md): menus, pauses, volume, resuming, and how
### to answer with buttons. The games' lines are their own and never name a button; these are the one
### place that does, because only the button front end knows its buttons. Buttons are named as printed
### on the box (GO, OK, UP, DOWN, BACK): how the voice says them is device/messages/<language>.toml.

## How to do with the buttons what a question asks: only where it is not plain from the value spoken.
## A game's main action (`AskGo.action`) is said after "to": "Press GO to roll."
go-hint = Press GO to { $action }.
# $main: the main option's label, in lower case ("roll again").
go-or-choose-hint = GO to { $main }, or choose and press OK.
# With "First game of ...?", the first question a new table hears (issue 38: it named no button).
choose-hint = UP and DOWN to change, OK to take it.

## The menu and the questions of the device's own.
which-game = Which game? UP and DOWN to choose, OK to start.
    .short = Which game?
leave = Leave this game for good? To leave, press UP, then OK.
    .short = Leave?
new-game = Another game?
# What GO does at "Another game?": said after "Press GO to".
new-game-action = start it
nothing-to-repeat = Nothing to repeat yet.
# A yes/no question's value, as UP and DOWN switch it.
yes-or-no = { $answer ->
    [yes] Yes
   *[no] No
}
# Said in the language it names, when the table chooses it at the menu.
now-speaking = Now in English.
# A game that was under way when the referee stopped.
waiting-game = An unfinished game of { $title } is waiting. Resume it, or put it aside?
    .short = { $title } is waiting.
resume-it = Resume it
put-it-aside = Put it aside
choosing-a-game = Choosing a game.
setting-up = Setting up { $title }.
# A game asked for on the command line whose words or decks are not whole in the language spoken.
not-whole-in = { $title } is not ready in { $language } yet. Choose another game.
# A language the device speaks, with no game ready in it yet (a translation under way): the menu goes on in English.
nothing-whole-in = No game is ready in { $language } yet, so I go on in English.
lets-play = { $title }. Let's play!
    .short = { $title }
# Said once after "Let's play!" when the table asked to be taught (issue 38): a new table found no hold on its own.
holds-taught = Any time: hold GO to hear where we are and what now (while the timer runs, it pauses it), hold OK to hear the last line again and why, hold BACK to end the game, after a yes.
closed = { $title } closed.
# An undo the game refused: its reason is the line; a repeat says it briefly.
cannot-take-back = { $reason }
    .short = Cannot take that back.
no-game-no-dice = No game is under way, so there are no dice to judge.
game-has-no-dice = This game has no dice to judge.
# Names typed on a phone, said back in seat order ($names is a list).
seats-named = Players in seat order: { $names }.

## A round timer.
## The time a running timer has left, as the lines below say it: past a minute the code takes it down
## to a multiple of 5 seconds (nobody writes by the second then, and a table must never hear more time
## than it has). English says the time alone and the line adds "left" or "to go".
time-to-go = { $minutes ->
    [0] { COUNT($seconds, one: "second", other: "seconds") }
   *[other] { $seconds ->
        [0] { COUNT($minutes, one: "minute", other: "minutes") }
       *[other] { COUNT($minutes, one: "minute", other: "minutes") } and { COUNT($seconds, one: "second", other: "seconds") }
    }
}
# The time left on a running timer ($time is time-to-go): "40 seconds left.", "2 minutes and 5 seconds left."
time-left = { $time } left.
# Hold GO while a timer runs pauses it: a table that held GO to ask where the game stands did not
# expect that (issue 38), so it hears the time left and how to go on, not just "paused".
timer-paused = Timer paused. { $time } to go. Hold GO again to go on.
timer-running = Timer running.
back-to-timer = Back to the timer.
# Said on a repeat while a timer with parts runs (Scattergories' list): OK gives them one at a time.
parts-hint = Press OK for { $parts }.
next-line-hint = Press OK for the next line.
## A round timer that was running when the referee stopped: it waits for GO, then runs on from where it stood.
# No mark of it in the journal: it runs in full.
timer-waits = GO starts the { DURATION($seconds) } again.
    .short = GO starts the timer.
timer-waits-left = GO starts the timer again: { $time } left.
    .short = GO starts the timer.

## Stopping, and resuming at the next start.
stopping = Stopping.
stopping-mid-game = Stopping. This game resumes at the next start.
# The card's faults, as device/storage/journal.py's storage_trouble names them ($trouble, said as it is
# when $kind is none of these).
card-trouble = { $kind ->
    [full] the card is full
    [read-only] the card is read-only
    [failing] the card is failing
   *[other] { $trouble }
}
# Stopping mid-game while the card refuses to save: what the next start will have lost ($trouble is card-trouble).
stopping-never-saved = Stopping. This game was never saved ({ $trouble }), so it cannot resume.
stopping-unsaved = { $unsaved ->
    [one] Stopping. The last move could not be saved ({ $trouble }): this game resumes from before it.
   *[other] Stopping. The last { $unsaved } moves could not be saved ({ $trouble }): this game resumes from before them.
}
# Where play resumes ($where: the game's own sentence saying it).
resuming = Resuming { $where }
# After a power cut (no clean stop was recorded) the table hears that too.
resuming-after-power-cut = Resuming { $where } The power went off last time.
# After a stop while the card refused moves: not a power cut, and what the stop cost.
resuming-never-saved = Resuming { $where } When I was stopped, this game had not been saved yet ({ $trouble }).
resuming-unsaved = { $unsaved ->
    [one] Resuming { $where } When I was stopped, the last move could not be saved ({ $trouble }); we go on from before it.
   *[other] Resuming { $where } When I was stopped, the last { $unsaved } moves could not be saved ({ $trouble }); we go on from before them.
}
# The journal was damaged: play resumes where it is whole ($where is a whole sentence of its own).
resume-damaged = The record of this game was damaged; I resume where it is whole. { $where }
    .short = The record was damaged.
resuming-setup = Setting up { $title } again where we stopped.

## Saving: said once when the card stops taking the game, once when it takes it again.
cannot-save = I cannot save the game: { $trouble }.
saving-again = Saving again.

## Sound and volume.
sound-is-back = Sound is back.
# Said in espeak-ng when the natural (Piper) voice cannot be loaded; the log and STATUS= say why.
natural-voice-failed = My natural voice did not load, so I carry on in this one.
keyboard-stands-in = The keyboard stands in for them.
volume = Volume { $level }.
# UP or DOWN for the volume when it is already at the end of its range ($direction: 1 up, -1 down).
volume-limit = { $direction ->
    [1] Loudest.
   *[other] Quietest.
}
# Printed (never said) when the keyboard stands in for the buttons (device/input/keyboard.py has the keys).
shown-keys-help = Keys: g or space = GO, up/k/+ = UP, down/j/- = DOWN, Enter/o = OK, Backspace/b = BACK; K or Page Up / J or Page Down = UP / DOWN ten steps; G = hold GO (pause), O = hold OK (repeat), B = hold BACK (leave), q = quit (the game is kept).

## The phone page, as said at the table. An address and a code are said digit by digit ($host,
## $port and $code come spelled out: "1 9 2 dot 1 6 8"), never misheard.
# Said at start and on a hold of GO.
companion-joining = Phone page: { $host }, port { $port }. Code { $code }.
companion-failed = The phone page could not start.
companion-waits = The phone page waits for the network.
# The code changed (a phone was removed, or the first phone asked): said, never shown on a page.
new-join-code = New phone page code: { $code }.
# A phone asks to run the phone page: only the table, at the buttons, can let it.
page-owner-question = { $phone } asks to run the phone page. To let it, press UP, then OK.
    .short = Let { $phone } run the phone page?
page-owner-now = { $phone } runs the phone page now.
page-owner-stays = The phone page stays as it was.
# A phone's answer for a seat another phone holds was refused: the table hears both phones' names.
seat-answered-elsewhere = { $sender } tried to answer for { $seat }, who answers from { $holder }.

## The history of finished games (`referee history`): its listing, and the words inside its exports
## (device/storage/history_export.py): the CSV's header row and winner cells, and the BG Stats file's
## note, importing user and location. Shown, never said.
shown-column-game-number = game_number
shown-column-ended = ended_utc
shown-column-game = game
shown-column-game-id = game_id
shown-column-seat = seat
shown-column-player = player
shown-column-score = score
shown-column-winner = winner
shown-column-minutes = minutes
shown-won-cell = yes
shown-not-won-cell = no
# The player BG Stats takes as the app's own user: the referee, which plays no play.
shown-exported-by = Table Referee (exported)
# Where the plays were played, for BG Stats: the referee itself.
shown-the-referee = Table Referee
shown-export-about = Finished games exported by Table Referee. Open this file with Board Game Stats to import the plays.
shown-no-finished-games = No finished games yet.
# One finished game as `referee history` lists it: its number, game, time, and scores ($scores: each
# player's shown-score or shown-score-won, joined with commas).
shown-finished-game = { $number }. { $title }, { $when } UTC: { $scores }
shown-score = { $name } { $score }
shown-score-won = { $name } { $score } (won)
# What `referee history` adds to a game that is over: its dice's fingerprint and the seed (docs/fair-dice.md).
shown-dice-told = ; dice fingerprint { $fingerprint }, seed { $seed }
# A game listed without scores: under way (the seed still secret), or not played to its end (the seed told).
shown-game-under-way = { $number }. { $title }, under way: dice fingerprint { $fingerprint } (the seed is told when it ends)
shown-game-unfinished = { $number }. { $title }, not played to its end: dice fingerprint { $fingerprint }, seed { $seed }
shown-wrote-games = Wrote { COUNT($games, one: "finished game", other: "finished games") } to { $target }.

## The buttons could not start (device/input/gpio_backend.py): said at a table with no screen, so the cause in
## plain words and the one thing to do; the full message with paths goes to the log.
buttons-failed = My buttons do not work: { $cause ->
    [library] the GPIO library on this Pi is missing or empty. Run the installer again
    [permission] I am not allowed to use the GPIO pins. Add my user to the gpio group, or run the installer again
    [busy] another program is using the button pins. Stop it, then restart me
    [no-chip] I cannot find the GPIO pins on this machine
   *[other] the GPIO pins failed to start
}. For details, run referee check.
