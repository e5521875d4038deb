"""The pronunciation pass: what espeak-ng says wrong in a line, heard through its phonemes (`espeak-ng -q -x`).

Shared by the lexicon's tests, which run every fixed line and card through it
(tests/device/sound/test_lexicon.py for English, test_pronunciation_pass.py
for every other language, test_lexicon_es.py for Spanish's own examples), and
the Spanish games played through the referee, which run every line a game said
(tests/device/referee/test_spanish_voice.py). A line is checked as it is
rendered: `flagged(spoken_form(line, language), language)` must be empty, and
a line of another language as written must hold no English word
(`english_words`).

What the pass knows of a language is in the per-language tables below, VOICES
and WRITTEN_WRONG (docs/dev/adding-a-language.md, step 7): a language listed
in engine/language.py without its entries fails there, naming what to add.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from collections.abc import Iterable

from device.sound.lexicon import spelled_out
from tests.english_words import ENGLISH_WORDS, shared_with_english, words_of as _words
from tests.languages import entry

# ---- The tests' own tables, by language (docs/dev/adding-a-language.md, step 7): a language listed in
# ---- engine/language.py LANGUAGES needs its entry in VOICES and WRITTEN_WRONG before its lines can be heard.
#: The espeak-ng voice each language is heard in by the pass (the referee's default for the language:
#: `espeak-ng --voices=<code>` lists it).
VOICES = {"en": "en-gb", "es": "es", "de": "de"}

#: What each language's voice reads wrongly in the written text, by why: what the pass flags, besides the
#: capitals a voice spells and (in any language but English) a switch of language in its phonemes.
WRITTEN_WRONG: dict[str, tuple[tuple[str, re.Pattern[str]], ...]] = {
    "en": (("a digit run into letters", re.compile(r"\b\d+(?!st\b|nd\b|rd\b|th\b)[a-z]{1,2}\b")),),
    "es": (
        # "1980s", "MP3"; an ordinal ("5º", "2ª") is read right.
        ("a digit run into letters", re.compile(r"\b\d+[^\W\d_ºª]+|\b[^\W\d_]+\d+\b")),
        ("a point in an ordinal", re.compile(r"\d\.[ºª]")),  # "1.º": "uno punto o"
        ("a decimal point", re.compile(r"\d\.\d{1,2}(?!\d)")),  # "2.5": "dos punto cinco"; Spanish writes 2,5
        ("numbers run together with commas", re.compile(r"\d+(?:,\d+){2,}")),  # "9,11,40": "nueve coma once coma ..."
        ("a minus sign the voice drops", re.compile(r"(?<![\w-])-\d")),  # "-4": "cuatro"
        # "etc.", "p. ej. una", "núm. 5": a short word with a point that does not end a sentence.
        ("an abbreviation", re.compile(r"(?<!\w)(?:etc\.|[^\W\d_]{1,5}\.(?=\s*[,;:a-záéíóúüñ0-9]))")),
        ("a sign said by its name", re.compile(r"[/&*#@_<>|~^=\\]")),  # "1/2": "uno barra dos"
        ("the double r spelled", re.compile(r"(?<!\w)rr(?!\w)", re.IGNORECASE)),  # "rr": "ere ere", not "erre doble"
    ),
    "de": (
        # "2.5": "zwei Punkt fünf"; German writes 2,5 ("1.000" is a thousand).
        ("a decimal point", re.compile(r"\d\.\d{1,2}(?!\d)")),
        ("a fraction's slash", re.compile(r"\d/\d")),  # "1/2": "eins zwei"
        # "z.B.": "zet be", "usw.": "usf", "Nr.": "en er": write the words out.
        ("an abbreviation", re.compile(r"(?<!\w)(?:z\.\s?B\.|d\.\s?h\.|u\.\s?a\.|usw\.|bzw\.|Nr\.|ca\.|evtl\.|ggf\.)")),
    ),
}
#: Words of the English lines that are words of a language too, said alike in its cards, beyond those its
#: lines share with English (tests/english_words.py ALSO_IN); a language with none needs no entry.
CARD_WORDS_TOO: dict[str, frozenset[str]] = {
    "es": frozenset({"dice", "come", "pan"}),  # Spanish words an English line also holds ("come back", "Peter Pan")
}
# ----


def voice(language: str) -> str:
    """The espeak-ng voice the pass hears `language` in (VOICES)."""
    return entry(VOICES, language, "tests/pronunciation.py VOICES", "the espeak-ng voice its lines are heard in")


def written_wrong(language: str) -> tuple[tuple[str, re.Pattern[str]], ...]:
    """What `language`'s voice reads wrongly in written text, each with why (WRITTEN_WRONG)."""
    return entry(
        WRITTEN_WRONG,
        language,
        "tests/pronunciation.py WRITTEN_WRONG",
        "what its voice reads wrongly in written text (each a reason and a pattern; none: an empty tuple)",
    )


#: espeak-ng marks a switch of language in its phonemes: "(en)hello(es)".
SWITCH = re.compile(r"\([a-z]{2,3}(?:-[a-z]+)?\)")


#: The phonemes already heard, by language and text.
_HEARD: dict[tuple[str, str], str] = {}
#: A child that says what `espeak-ng -q -x -v VOICE` prints for each of many texts, through
#: libespeak-ng's own espeak_TextToPhonemes (the same translation, switches of language marked
#: alike), in one process rather than one per line: the pass hears thousands of lines. A child,
#: because the speaker's tests use libespeak-ng in this process and its voice is global.
_HEAR_ALL = """
import ctypes, ctypes.util, json, sys
espeak = ctypes.CDLL(ctypes.util.find_library("espeak-ng") or "libespeak-ng.so.1")
espeak.espeak_Initialize(2, 0, None, 0x8000)  # synchronous, no audio; phoneme events off
class Voice(ctypes.Structure):
    _fields_ = [("name", ctypes.c_char_p), ("languages", ctypes.c_char_p), ("identifier", ctypes.c_char_p),
                ("gender", ctypes.c_ubyte), ("age", ctypes.c_ubyte), ("variant", ctypes.c_ubyte),
                ("spare", ctypes.c_ubyte), ("score", ctypes.c_int), ("more", ctypes.c_void_p)]
voice = sys.argv[1].encode()
# As espeak-ng -v does: the voice by name ("es"), else by language ("en-gb")
if espeak.espeak_SetVoiceByName(voice) != 0 and espeak.espeak_SetVoiceByProperties(ctypes.byref(Voice(languages=voice))) != 0:
    sys.exit(f"no espeak-ng voice {sys.argv[1]}")
espeak.espeak_TextToPhonemes.restype = ctypes.c_char_p
espeak.espeak_TextToPhonemes.argtypes = [ctypes.POINTER(ctypes.c_void_p), ctypes.c_int, ctypes.c_int]
def heard(text):
    kept = ctypes.create_string_buffer(text.encode())
    at = ctypes.c_void_p(ctypes.addressof(kept))
    clauses = []
    while at.value:  # one clause a call, as espeak-ng -x prints one a line
        clauses.append(espeak.espeak_TextToPhonemes(ctypes.byref(at), 1, 0).decode().strip())
    return "\\n".join(clauses)
json.dump([heard(text) for text in json.load(sys.stdin)], sys.stdout)
"""


def hear(texts: Iterable[str], language: str) -> None:
    """Hear many texts at once (their phonemes are then at hand for `phonemes`)."""
    new = sorted({text for text in texts if (language, text) not in _HEARD})
    if not new:
        return
    done = subprocess.run(
        [sys.executable, "-c", _HEAR_ALL, voice(language)],
        input=json.dumps(new),
        capture_output=True,
        text=True,
        check=False,
        timeout=120,
    )
    if done.returncode != 0:
        raise RuntimeError(
            f"espeak-ng could not hear {language!r} in the voice {voice(language)!r} ({done.stderr.strip()[-300:]}): "
            f"check it with espeak-ng --voices={language} and set it in tests/pronunciation.py VOICES"
        )
    _HEARD.update({(language, text): said for text, said in zip(new, json.loads(done.stdout), strict=True)})


def phonemes(text: str, language: str) -> str:
    """What `espeak-ng -q -x` prints for the text in the language's voice."""
    hear([text], language)
    return _HEARD[(language, text)]


def _capitals(text: str, language: str) -> list[tuple[str, str]]:
    """Each word of capitals the language does not spell (SPELLED_OUT), with the line as it reads written in lower case."""
    spelled = spelled_out(language)
    words = [word for word in re.findall(r"\b[^\W\d_]{2,}\b", text) if word.isupper() and word not in spelled]
    return [(word, re.sub(rf"\b{word}\b", word.lower(), text)) for word in words]


def spelled_capitals(text: str, language: str) -> list[str]:
    """Capitals the voice spells where the word was meant: the line's phonemes change when the word is
    written in lower case ("ING", "GO" in Spanish). The capitals the language spells (SPELLED_OUT) aside."""
    said = phonemes(text, language)
    return [word for word, lower in _capitals(text, language) if said != phonemes(lower, language)]


def flagged(text: str, language: str) -> list[str]:
    """What the language's voice says wrong in a line as it would be rendered, each with why; in
    another language than English, also a switch of language in the phonemes."""
    found = [f"{why}: {hit.group()!r}" for why, pattern in written_wrong(language) for hit in pattern.finditer(text)]
    found += [f"spelled out: {word!r}" for word in spelled_capitals(text, language)]
    if language != "en" and SWITCH.search(phonemes(text, language)):
        found.append(f"a switch of language: {phonemes(text, language)!r}")
    return found


def flagged_lines(texts: Iterable[str], language: str) -> dict[str, list[str]]:
    """`flagged` for many texts, heard in two batches (the texts, then their capitals in lower case): only those flagged."""
    texts = list(texts)
    hear(texts, language)
    hear([lower for text in texts for _, lower in _capitals(text, language)], language)
    return {text: found for text in texts if (found := flagged(text, language))}


def english_words(line: str, language: str) -> list[str]:
    """The English words in a line of `language` as written: words of the English lines, less names, the
    games' titles, the buttons and words both languages share (tests/english_words.py, CARD_WORDS_TOO)."""
    return sorted(_words(line) & ENGLISH_WORDS - shared_with_english(language) - CARD_WORDS_TOO.get(language, frozenset()))
