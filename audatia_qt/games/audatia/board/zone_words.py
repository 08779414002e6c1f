"""The table's places said inside a sentence, each a whole phrase (issue 21).

A place's caption ("Stack", "Virtues") is a label; inside a sentence it needs its article or
its owner, and those agree with the place in Spanish ("la Pila", "tus Virtudes", "el Descarte
de Ana"), so each phrase is translated whole, never built as "the " + caption.
"""

from __future__ import annotations

from typing import Literal

from audatia_qt.engine.messages import Message, translate
from audatia_qt.games.audatia.board.index import ZoneId
from audatia_qt.games.audatia.board.layout import ZoneKind
from audatia_qt.games.audatia.rules import Seat

#: A place of the player at the screen, named with its article ("drop it on the Stack").
THE = {
    ZoneKind.HAND: translate("Zones", "the Hand"),
    ZoneKind.POSTA_PILE: translate("Zones", "the Posta pile"),
    ZoneKind.POSTA: translate("Zones", "the Posta"),
    ZoneKind.STACK: translate("Zones", "the Stack"),
    ZoneKind.DECK: translate("Zones", "the Action deck"),
    ZoneKind.DISCARD: translate("Zones", "the Discard"),
    ZoneKind.FACEDOWN: translate("Zones", "the Traded cards"),
    ZoneKind.VIRTUES: translate("Zones", "the Virtues"),
    ZoneKind.ROW: translate("Zones", "the Row"),
}

#: A place of the player at the screen, as theirs ("your Stack").
YOUR = {
    ZoneKind.HAND: translate("Zones", "your Hand"),
    ZoneKind.POSTA_PILE: translate("Zones", "your Posta pile"),
    ZoneKind.POSTA: translate("Zones", "your Posta"),
    ZoneKind.STACK: translate("Zones", "your Stack"),
    ZoneKind.DECK: translate("Zones", "your Action deck"),
    ZoneKind.DISCARD: translate("Zones", "your Discard"),
    ZoneKind.FACEDOWN: translate("Zones", "your Traded cards"),
    ZoneKind.VIRTUES: translate("Zones", "your Virtues"),
    ZoneKind.ROW: translate("Zones", "your Row"),
}

#: A place of the other fencer, by their name ("Ana's Stack").
THEIRS = {
    ZoneKind.HAND: translate("Zones", "{fencer}'s Hand"),
    ZoneKind.POSTA_PILE: translate("Zones", "{fencer}'s Posta pile"),
    ZoneKind.POSTA: translate("Zones", "{fencer}'s Posta"),
    ZoneKind.STACK: translate("Zones", "{fencer}'s Stack"),
    ZoneKind.DECK: translate("Zones", "{fencer}'s Action deck"),
    ZoneKind.DISCARD: translate("Zones", "{fencer}'s Discard"),
    ZoneKind.FACEDOWN: translate("Zones", "{fencer}'s Traded cards"),
    ZoneKind.VIRTUES: translate("Zones", "{fencer}'s Virtues"),
    ZoneKind.ROW: translate("Zones", "{fencer}'s Row"),
}


def zone_phrase(
    zone: ZoneId, viewer: Seat, names: tuple[str, str], *, own: Literal["the", "your"]
) -> Message:
    """``zone`` inside a sentence: the viewer's own with ``own`` ("the" or "your"), the other
    fencer's by their name."""
    if zone.seat is viewer:
        return (THE if own == "the" else YOUR)[zone.kind].say()
    return THEIRS[zone.kind].say(fencer=names[zone.seat])
