### The phone page's own words, in English (docs/dev/words.md): what the page shows and what the
### server answers a phone. The game's lines reach the page already in the game's language.

## The page (static/app.html, app.js, join.html, join.js): page-NAME is the page's NAME.
## The page fills each variable itself, by the place it has in the English message.
page-referee = Table Referee
page-join_title = Table Referee: join
page-type_the_code = Type the code the referee says. (Hold GO on the referee to hear it again.)
page-code = Code
page-your_name = Your name (so the first phone knows whose phone this is; optional)
page-join_to_play = Join to play
page-join_to_watch = Join to watch
page-join_unreachable = The referee does not answer. Check that this phone is on the same network.
page-reconnecting = Reconnecting to the referee…
page-turn = Turn
page-your_answers = Your answers
page-i_am = I am
page-send_answers = Send my answers
page-players_in_order = Players, in seat order
page-add_player = Add a player
page-use_names = Use these names
page-categories = Categories
page-track = Track
page-staircase = Staircase
page-dice_fields = Dice fields
page-scores = Scores
page-scores_by_round = Scores by round
page-said = Said
page-said_this_round = Said this round
page-undo = Undo
page-repeat = Repeat
page-pause = Pause
page-how_fair = How fair were the dice?
page-only_watches = This phone watches.
page-ask_to_play = Ask to play
page-asked_to_play = Asked: waiting for the first phone
page-finished_games = Finished games
page-download = Download:
page-phones = Phones
page-join_code_for_others = Join code for other phones:
page-leave = Leave (free this phone's place)
page-choosing_a_game = Choosing a game
page-setting_up = Setting up
page-unreachable = The referee does not answer. Check the network.
page-less = less
page-more = more
page-yes = Yes
page-no = No
page-valid = Valid
page-not_valid = Not valid
page-choose_who = Choose who you are first.
page-send_below = Send your answers below.
page-go_on = Go on
page-choose = choose…
page-answers_for_letter = Your answers, letter { $letter }
page-type_while_timer = Type while the timer runs; send when the referee collects the answers.
page-sent = Sent.
page-start_space = Start
page-finish_space = Finish
page-challenge_space = { $space } challenge
page-dice_field = Field { $field }
page-paused = Paused
page-earlier_seat = earlier seat
page-later_seat = later seat
page-remove_name = remove
page-dice_seed = . Dice fingerprint { $fingerprint }, seed { $seed }
page-fingerprint = Dice fingerprint: { $fingerprint }
page-check_dice = Check the dice
page-checking_dice = Checking...
page-won = { $name } { $score } (won)
page-this_phone = this phone
page-plays = plays
page-asks_to_play = asks to play
page-watches = watches
page-watch_only = Watch only
page-let_it_play = Let it play
page-remove_phone = Remove
page-shared_phone = Shared phone
page-one_player = One player only
page-answers_for = answers for { $seat }
page-asks_to_run = asks to run the page
page-run_page = Run the page from this phone
page-asked_to_run = Asked: the referee asks the table
page-new_code = New code
page-at_the_buttons = Answer this at the referee's buttons.
page-sending_answers = sending answers
page-voting = voting
page-time_up = Time is up
page-last_seconds = Last seconds!
page-seconds_left = { $seconds } seconds left
page-one_minute_left = 1 minute left
page-minutes_left = { $minutes } minutes left
page-seat_number = seat { $seat }
page-name_of_seat = Name of seat { $seat }
page-move_up = Move { $name } up
page-move_down = Move { $name } down
page-remove_player = Remove { $name }
page-vibrate_for_sounds = Vibrate with the referee's sounds
page-page_address = Page address:
page-show_qr = Show a QR code to join
page-hide_qr = Hide the QR code
page-qr_alt = QR code of the page address with the join code
page-qr_caption = A player who cannot hear the code scans this: the page opens with the code filled in.

## The referee's sounds as captions (device/companion/hub.py), in brackets as film captions show sounds.
## The last seconds' ticks have none: the timer shows them.
cue-not_now = [Beep: that press does nothing now]
cue-stop = [Buzzer: time is up]
cue-warning = [Warning chime]
cue-dice = [Dice rolling]
cue-card = [Card turned]
cue-success = [Success chime]
cue-miss = [Miss sound]
cue-fanfare = [Fanfare]

## A number's unit shown beside it, where a prompt gives the unit "seconds".
seconds-unit = seconds

## A phone that gave no name: by the player it answers for, else by its id.
phone-of = { $name }'s phone
phone-numbered = Phone { $code }

## The server's refusals, shown on the phone as they are.
unreadable = The page sent something the referee cannot read. Reload the page.
too-much = That is too much for the referee to read.
too-slow = The page took too long to send its answer. Try again.
unreadable-character = Your text has a character the referee cannot read. Type it again.
text-too-long = That text is too long: keep it to { $longest } characters.
local-network-only = This page is for the local network only.
too-many-requests = Too many requests from this phone. Wait a moment, then try again.
unknown-host = Unknown host name: open the address the referee says.
other-pages = Requests from other pages are refused.
join-first = Join first: type the code the referee says.
not-here = Not here.
no-such-file = No such file.

## Joining, and the first phone's list.
code-and-role = Type the code, then choose to watch or to play.
phone-name-too-long = Keep the phone's name to { $longest } letters or fewer.
wrong-code = That code is not right. Listen for the code and try again ({ $left } tries left this minute).
too-many-tries = Too many tries. Wait { $seconds } seconds, then type the code again.
# Past the table-wide limit on wrong codes: this phone's try waits, the guesses are not read.
someone-guessing = Someone on this network keeps typing wrong codes, so joining is slowed. Try again in { $seconds } seconds, or join from another phone.
too-many-phones = Too many phones have joined already. Ask the first phone to remove one.
choose-a-phone = Choose a phone from the list.
choose-what-for-it = Choose let it play, watch only, shared phone, one player only, or remove.
only-the-first-changes = Only the first phone that joined can change who answers.
only-the-first-removes = Only the first phone that joined can remove phones.
phone-has-left = That phone has left.
cannot-remove = That phone cannot be removed.
only-the-first-new-code = Only the phone that runs the page can ask for a new code.
only-the-first-qr = Only the phone that runs the page can show the join code.

## Running the page from another phone (the table says yes at the referee's buttons).
runs-the-page-already = This phone runs the page already.
another-phone-asks = Another phone is asking to run the page: wait until the table has answered it.
asked-to-run = Asked: the referee asks the table.
table-said-no = The table said no. Wait a minute before asking again.

## Playing.
only-watches = This phone only watches. Ask the first phone to let it play.
already-received = Already received.
no-question = The page sent an answer without its question. Reload the page.
moved-on = That question has moved on: someone else answered first.
unknown-request = The page asked for something the referee does not do. Reload the page.
no-timer = Not now: no timer is running.
wait-for-the-question = Not now: wait for the next question.
choose-who = Choose who you are first.
answer-is-in = Already received: that player's answer is in.
send-the-answers = Send your answers for the categories.
one-answer-each = Give one answer for each of the { $categories } categories (leave a line empty for none).
answer-too-long = Keep each answer to { $longest } letters or fewer.
valid-or-not = Vote valid or not valid.
cannot-take-it = The referee cannot take that answer now.
at-the-buttons = This question is answered at the referee's buttons.
# A phone that answers for one player tried to answer for another.
one-seat-a-phone = This phone answers for { $seat }. For a phone shared by several players, ask the first phone to mark it shared.
# Another phone answers for this seat: refused, and said aloud at the referee.
seat-held = { $seat } answers from { $holder }. If that is wrong, tell the table.
whole-number = Give a whole number from { $low } to { $high }.
not-allowed = { $value } is not allowed here: give a number from { $low } to { $high }.
not-a-choice = That is not one of the choices on offer.
yes-or-no = Answer yes or no.
main-action-only = This question only needs the main action.
nothing-asked = Nothing is asked of the players now.

## Names typed before a game.
how-many-names = Type from 1 to { $most } names.
name-too-long = Keep each name to { $longest } letters or fewer.
different-names = Give every player a different name.
names-before-a-game = Names are typed before a game starts, while choosing or setting it up.

## "Check the dice" on a finished game.
no-such-game = No such game in the history.
dice-cannot-check = This game cannot be checked: it was played before the referee kept seeds.
dice-under-way = This game is still under way: its seed stays secret until it ends, so its dice are checked then.
dice-record-changed = This game's record no longer fits its rules: it has been changed since it was played.
dice-nothing-drawn = This game drew nothing: no dice, no cards.
dice-match = { $draws ->
    [1] Its one draw matches the seed.
   *[other] All { $draws } draws match the seed.
}
dice-wrong = { $wrong ->
    [1] { $wrong } of { $draws } draws does not match the seed.
   *[other] { $wrong } of { $draws } draws do not match the seed.
}
