"""The table's places said inside a sentence, each a whole phrase (issue 21).

The board asks for them by the place's name (its ``layout.Place``'s value: "stack", or "row"
for the place Sudden Death's board variant adds), so the words stay here with the game's other
words and the board's places stay the board's.
A place's caption ("Stack", "Virtues") is a label; inside a sentence it needs its article or
its owner, and those agree with the place in Spanish ("la Pila", "tus Virtudes", "el Descarte
de Ana"), so each phrase is translated whole, never built as "the " + caption.
"""

from __future__ import annotations

from typing import Literal

from audatia_qt.engine.messages import Message, Sentence, translate
from audatia_qt.games.audatia.rules import Seat

#: A place of the player at the screen, named with its article ("drop it on the Stack").
THE: dict[str, Sentence] = {
    "hand": translate("Zones", "the Hand"),
    "posta_pile": translate("Zones", "the Posta pile"),
    "posta": translate("Zones", "the Posta"),
    "stack": translate("Zones", "the Stack"),
    "deck": translate("Zones", "the Action deck"),
    "discard": translate("Zones", "the Discard"),
    "facedown": translate("Zones", "the Traded cards"),
    "virtues": translate("Zones", "the Virtues"),
    "row": translate("Zones", "the Row"),
}

#: A place of the player at the screen, as theirs ("your Stack").
YOUR: dict[str, Sentence] = {
    "hand": translate("Zones", "your Hand"),
    "posta_pile": translate("Zones", "your Posta pile"),
    "posta": translate("Zones", "your Posta"),
    "stack": translate("Zones", "your Stack"),
    "deck": translate("Zones", "your Action deck"),
    "discard": translate("Zones", "your Discard"),
    "facedown": translate("Zones", "your Traded cards"),
    "virtues": translate("Zones", "your Virtues"),
    "row": translate("Zones", "your Row"),
}

#: A place of the other fencer, by their name ("Ana's Stack").
THEIRS: dict[str, Sentence] = {
    "hand": translate("Zones", "{fencer}'s Hand"),
    "posta_pile": translate("Zones", "{fencer}'s Posta pile"),
    "posta": translate("Zones", "{fencer}'s Posta"),
    "stack": translate("Zones", "{fencer}'s Stack"),
    "deck": translate("Zones", "{fencer}'s Action deck"),
    "discard": translate("Zones", "{fencer}'s Discard"),
    "facedown": translate("Zones", "{fencer}'s Traded cards"),
    "virtues": translate("Zones", "{fencer}'s Virtues"),
    "row": translate("Zones", "{fencer}'s Row"),
}


def zone_phrase(
    place: str,
    seat: Seat,
    viewer: Seat,
    names: tuple[str, str],
    *,
    own: Literal["the", "your"],
) -> Message:
    """``seat``'s ``place`` ("stack") inside a sentence: the viewer's own with ``own`` ("the"
    or "your"), the other fencer's by their name."""
    if seat is viewer:
        return (THE if own == "the" else YOUR)[place].say()
    return THEIRS[place].say(fencer=names[seat])
