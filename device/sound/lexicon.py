"""How a line is said where the voices would say it wrong: the lexicon both voices share.

Why: espeak-ng reads "ING" letter by letter ("I N G"), "1980s" as "nineteen
hundred and eighty s", and Piper is no better with either. A card asking for
"Words that end in ING" then asks for something nobody can hear. The text a
player sees (the transcript, the phone page) stays as written; only what is
rendered changes, so the cache keeps one sound per spoken form.

The pass that finds these (tests/device/sound/test_lexicon.py) runs every
fixed line and every card through espeak-ng's phonemes (`espeak-ng -q -x`).
"""

from __future__ import annotations

import re
from typing import Final

from engine.language import Phrases

phrases = Phrases("device.phrases")

#: Capitals said letter by letter, as people say them; any other run of two or
#: more capitals is a word or a piece of one ("ING", "ART", "PIN") and is said as one.
ACRONYMS: Final = frozenset(
    {"USA", "UK", "TV", "DIY", "DVD", "CD", "BBC", "UFO", "ID", "DJ", "MP", "GP", "ATM", "VIP", "SOS",
     "NHS", "EU", "UN", "USB", "PC", "PE", "CV", "ABC", "BMX", "FM", "RSVP", "OK"}
)
_CAPITALS = re.compile(r"\b[A-Z]{2,}\b")
_DECADE = re.compile(r"\b(1[0-9]|20)([0-9])0s\b")
_CENTURIES: Final = {
    "10": "ten", "11": "eleven", "12": "twelve", "13": "thirteen", "14": "fourteen", "15": "fifteen",
    "16": "sixteen", "17": "seventeen", "18": "eighteen", "19": "nineteen", "20": "twenty",
}
_DECADES: Final = {
    "1": "tens", "2": "twenties", "3": "thirties", "4": "forties", "5": "fifties",
    "6": "sixties", "7": "seventies", "8": "eighties", "9": "nineties",
}


def _decade(found: re.Match[str]) -> str:
    century, tens = found.group(1), found.group(2)
    if tens == "0":  # "1900s": the nineteen-hundreds; "2000s": the two-thousands
        return "two-thousands" if century == "20" else f"{_CENTURIES[century]}-hundreds"
    return f"{_CENTURIES[century]}-{_DECADES[tens]}"


def spoken_form(line: str) -> str:
    """The line as the voices should read it: the buttons as the language says them, decades in words,
    capitals as words unless an acronym."""
    for printed, said in phrases.BUTTONS_SAID.items():
        line = re.sub(rf"\b{printed}\b", said, line)
    line = _DECADE.sub(_decade, line)
    return _CAPITALS.sub(lambda found: found.group() if found.group() in ACRONYMS else found.group().lower(), line)
