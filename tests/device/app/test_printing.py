"""The transcript as a person at a terminal reads it (issue 38): three outside tables playing at the
keyboard read "[not_now]" as stray English. A terminal shows each sound as its caption in the language
spoken; a pipe (tests, logs, `| tee`) keeps the tags."""

from __future__ import annotations

from device.app.printing import for_a_person
from engine import language


def test_a_sound_is_shown_as_its_caption_in_the_language_spoken() -> None:
    assert for_a_person("[not_now]") == "[Beep: that press does nothing now]"
    with language.speaking("es"):
        assert for_a_person("[not_now]") == "[Pitido: ese botón no hace nada ahora]"
        assert for_a_person("[stop]") == "[Timbre: se acabó el tiempo]"


def test_a_tick_with_no_caption_is_left_to_the_countdown_and_marks_and_lines_stay_as_they_are() -> None:
    assert for_a_person("[tick_last]") is None
    for line in ("[timer 30 s]", "[gap 2 s]", "Ann's bid? 5", "Write!"):
        assert for_a_person(line) == line
