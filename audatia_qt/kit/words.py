"""Saying a game's sentence with the values the kit offers.

A piece of the kit says its refusals in the words a game gives it, each in the game's own
catalog context; a game's sentence may name fewer of the values the kit offers (a folder's
refusal may name only the file). ``Sentence.say`` refuses a value its sentence does not name
(a programming error caught at once), so the kit fills each sentence with those it names.
"""

from __future__ import annotations

from audatia_qt.engine.messages import Message, Param, Sentence


def say_named(sentence: Sentence, **offered: Param) -> Message:
    """``sentence`` filled with the values it names of those offered."""
    names = sentence.placeholders()
    return sentence.say(None, **{name: value for name, value in offered.items() if name in names})
