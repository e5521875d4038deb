"""The phone page's own words, in English: what the page shows and what the server answers a phone.

The game's lines, questions and labels reach the page from the game's own
phrase modules, already in the game's language; these are the page's words
around them. They follow the referee's language (engine/language.py): the
server speaks the language of the picture it last pushed (the game's inside
a game, else the device's), and the page is served with `PAGE` in that
language and fetches the other table when the picture's language changes
(docs/companion.md, "Languages"). The Spanish twin is phrases_es.py beside
this file, with the same names.

`PAGE` values may hold `{0}`, `{1}`: the page puts its values there (a
letter, a number), so each language orders its own sentence.
"""

from __future__ import annotations

# ---------------------------------------------------------------- the page (static/app.html, app.js, join.html, join.js)

PAGE: dict[str, str] = {
    # both pages
    "referee": "Table Referee",
    # the join page
    "join_title": "Table Referee: join",
    "type_the_code": "Type the code the referee says. (Hold GO on the referee to hear it again.)",
    "code": "Code",
    "your_name": "Your name (so the first phone knows whose phone this is; optional)",
    "join_to_play": "Join to play",
    "join_to_watch": "Join to watch",
    "join_unreachable": "The referee does not answer. Check that this phone is on the same network.",
    # the game page: its fixed parts
    "reconnecting": "Reconnecting to the referee…",
    "turn": "Turn",
    "your_answers": "Your answers",
    "i_am": "I am",
    "send_answers": "Send my answers",
    "players_in_order": "Players, in seat order",
    "add_player": "Add a player",
    "use_names": "Use these names",
    "categories": "Categories",
    "track": "Track",
    "staircase": "Staircase",
    "dice_fields": "Dice fields",
    "scores": "Scores",
    "scores_by_round": "Scores by round",
    "said": "Said",
    "said_this_round": "Said this round",
    "undo": "Undo",
    "repeat": "Repeat",
    "pause": "Pause",
    "how_fair": "How fair were the dice?",
    "only_watches": "This phone watches.",
    "ask_to_play": "Ask to play",
    "asked_to_play": "Asked: waiting for the first phone",
    "finished_games": "Finished games",
    "download": "Download:",
    "phones": "Phones",
    "join_code_for_others": "Join code for other phones:",
    "leave": "Leave (free this phone's place)",
    # the game page: what it draws
    "choosing_a_game": "Choosing a game",
    "setting_up": "Setting up",
    "unreachable": "The referee does not answer. Check the network.",
    "less": "less",
    "more": "more",
    "yes": "Yes",
    "no": "No",
    "valid": "Valid",
    "not_valid": "Not valid",
    "choose_who": "Choose who you are first.",
    "send_below": "Send your answers below.",
    "go_on": "Go on",
    "choose": "choose…",
    "answers_for_letter": "Your answers, letter {0}",
    "type_while_timer": "Type while the timer runs; send when the referee collects the answers.",
    "sent": "Sent.",
    "start_space": "Start",
    "finish_space": "Finish",
    "challenge_space": "{0} challenge",
    "dice_field": "Field {0}",
    "paused": "Paused",
    "earlier_seat": "earlier seat",
    "later_seat": "later seat",
    "remove_name": "remove",
    "dice_seed": ". Dice fingerprint {0}, seed {1}",
    "fingerprint": "Dice fingerprint: {0}",
    "check_dice": "Check the dice",
    "checking_dice": "Checking...",
    "won": "{0} {1} (won)",
    "this_phone": "this phone",
    "plays": "plays",
    "asks_to_play": "asks to play",
    "watches": "watches",
    "watch_only": "Watch only",
    "let_it_play": "Let it play",
    "remove_phone": "Remove",
    "shared_phone": "Shared phone",
    "one_player": "One player only",
    "answers_for": "answers for {0}",
    "asks_to_run": "asks to run the page",
    "run_page": "Run the page from this phone",
    "asked_to_run": "Asked: the referee asks the table",
    "new_code": "New code",
    "at_the_buttons": "Answer this at the referee's buttons.",
    # the page for players who cannot hear or cannot see the referee (docs/companion.md)
    "sending_answers": "sending answers",
    "voting": "voting",
    "time_up": "Time is up",
    "last_seconds": "Last seconds!",
    "seconds_left": "{0} seconds left",
    "one_minute_left": "1 minute left",
    "minutes_left": "{0} minutes left",
    "seat_number": "seat {0}",
    "name_of_seat": "Name of seat {0}",
    "move_up": "Move {0} up",
    "move_down": "Move {0} down",
    "remove_player": "Remove {0}",
    "vibrate_for_sounds": "Vibrate with the referee's sounds",
    "page_address": "Page address:",
    "show_qr": "Show a QR code to join",
    "hide_qr": "Hide the QR code",
    "qr_alt": "QR code of the page address with the join code",
    "qr_caption": "A player who cannot hear the code scans this: the page opens with the code filled in.",
}

#: The referee's sounds in words, as captions (device/companion/hub.py), for a player who cannot hear them.
#: In brackets, as film captions show sounds. The last seconds' ticks have none: the timer shows them.
CUE_CAPTIONS: dict[str, str] = {
    "not_now": "[Beep: that press does nothing now]",
    "stop": "[Buzzer: time is up]",
    "warning": "[Warning chime]",
    "dice": "[Dice rolling]",
    "card": "[Card turned]",
    "success": "[Success chime]",
    "miss": "[Miss sound]",
    "fanfare": "[Fanfare]",
}

#: A number's unit shown beside it, where the prompt gives the unit "seconds" (engine/setup.py).
SECONDS_UNIT = "seconds"


def phone_of(name: str) -> str:
    """A phone that gave no name, by the player it answers for."""
    return f"{name}'s phone"


def phone_numbered(code: str) -> str:
    """A phone that gave no name and answered for nobody yet, by its id."""
    return f"Phone {code}"


# ---------------------------------------------------------------- the server's refusals, shown on the phone as they are

UNREADABLE = "The page sent something the referee cannot read. Reload the page."
TOO_MUCH = "That is too much for the referee to read."
TOO_SLOW = "The page took too long to send its answer. Try again."
UNREADABLE_CHARACTER = "Your text has a character the referee cannot read. Type it again."


def text_too_long(longest: int) -> str:
    return f"That text is too long: keep it to {longest} characters."


LOCAL_NETWORK_ONLY = "This page is for the local network only."
TOO_MANY_REQUESTS = "Too many requests from this phone. Wait a moment, then try again."
UNKNOWN_HOST = "Unknown host name: open the address the referee says."
OTHER_PAGES = "Requests from other pages are refused."
JOIN_FIRST = "Join first: type the code the referee says."
NOT_HERE = "Not here."
NO_SUCH_FILE = "No such file."

# joining, and the first phone's list
CODE_AND_ROLE = "Type the code, then choose to watch or to play."


def phone_name_too_long(longest: int) -> str:
    return f"Keep the phone's name to {longest} letters or fewer."


def wrong_code(left: int) -> str:
    return f"That code is not right. Listen for the code and try again ({left} tries left this minute)."


def too_many_tries(seconds: int) -> str:
    return f"Too many tries. Wait {seconds} seconds, then type the code again."


def someone_guessing(seconds: int) -> str:
    """Past the table-wide limit on wrong codes: this phone's try waits, the guesses are not read."""
    return (
        f"Someone on this network keeps typing wrong codes, so joining is slowed. "
        f"Try again in {seconds} seconds, or join from another phone."
    )


TOO_MANY_PHONES = "Too many phones have joined already. Ask the first phone to remove one."
CHOOSE_A_PHONE = "Choose a phone from the list."
CHOOSE_WHAT_FOR_IT = "Choose let it play, watch only, shared phone, one player only, or remove."
ONLY_THE_FIRST_CHANGES = "Only the first phone that joined can change who answers."
ONLY_THE_FIRST_REMOVES = "Only the first phone that joined can remove phones."
PHONE_HAS_LEFT = "That phone has left."
CANNOT_REMOVE = "That phone cannot be removed."
ONLY_THE_FIRST_NEW_CODE = "Only the phone that runs the page can ask for a new code."
ONLY_THE_FIRST_QR = "Only the phone that runs the page can show the join code."

# running the page from another phone (the table says yes at the referee's buttons)
RUNS_THE_PAGE_ALREADY = "This phone runs the page already."
ANOTHER_PHONE_ASKS = "Another phone is asking to run the page: wait until the table has answered it."
ASKED_TO_RUN = "Asked: the referee asks the table."
TABLE_SAID_NO = "The table said no. Wait a minute before asking again."

# playing
ONLY_WATCHES = "This phone only watches. Ask the first phone to let it play."
ALREADY_RECEIVED = "Already received."
NO_QUESTION = "The page sent an answer without its question. Reload the page."
MOVED_ON = "That question has moved on: someone else answered first."
UNKNOWN_REQUEST = "The page asked for something the referee does not do. Reload the page."
NO_TIMER = "Not now: no timer is running."
WAIT_FOR_THE_QUESTION = "Not now: wait for the next question."
CHOOSE_WHO = "Choose who you are first."
ANSWER_IS_IN = "Already received: that player's answer is in."
SEND_THE_ANSWERS = "Send your answers for the categories."


def one_answer_each(categories: int) -> str:
    return f"Give one answer for each of the {categories} categories (leave a line empty for none)."


def answer_too_long(longest: int) -> str:
    return f"Keep each answer to {longest} letters or fewer."


VALID_OR_NOT = "Vote valid or not valid."
CANNOT_TAKE_IT = "The referee cannot take that answer now."
AT_THE_BUTTONS = "This question is answered at the referee's buttons."


def one_seat_a_phone(seat: str) -> str:
    """A phone that answers for one player tried to answer for another."""
    return f"This phone answers for {seat}. For a phone shared by several players, ask the first phone to mark it shared."


def seat_held(seat: str, holder: str) -> str:
    """Another phone answers for this seat: refused, and said aloud at the referee."""
    return f"{seat} answers from {holder}. If that is wrong, tell the table."


def whole_number(low: int, high: int) -> str:
    return f"Give a whole number from {low} to {high}."


def not_allowed(value: int, low: int, high: int) -> str:
    return f"{value} is not allowed here: give a number from {low} to {high}."


NOT_A_CHOICE = "That is not one of the choices on offer."
YES_OR_NO = "Answer yes or no."
MAIN_ACTION_ONLY = "This question only needs the main action."
NOTHING_ASKED = "Nothing is asked of the players now."

# names typed before a game


def how_many_names(most: int) -> str:
    return f"Type from 1 to {most} names."


def name_too_long(longest: int) -> str:
    return f"Keep each name to {longest} letters or fewer."


DIFFERENT_NAMES = "Give every player a different name."
NAMES_BEFORE_A_GAME = "Names are typed before a game starts, while choosing or setting it up."


# ---------------------------------------------------------------- "Check the dice" on a finished game

NO_SUCH_GAME = "No such game in the history."
DICE_CANNOT_CHECK = "This game cannot be checked: it was played before the referee kept seeds."
DICE_UNDER_WAY = "This game is still under way: its seed stays secret until it ends, so its dice are checked then."
DICE_RECORD_CHANGED = "This game's record no longer fits its rules: it has been changed since it was played."
DICE_NOTHING_DRAWN = "This game drew nothing: no dice, no cards."


def dice_match(draws: int) -> str:
    return "Its one draw matches the seed." if draws == 1 else f"All {draws} draws match the seed."


def dice_wrong(wrong: int, draws: int) -> str:
    return f"{wrong} of {draws} draws {'does' if wrong == 1 else 'do'} not match the seed."
