"""The events Undo against the computer may not go back past (engine.game.Game.undo_boundary):
a roll of the d10 and a card drawn from the hidden deck (rulebook, "2. Draw", "Components";
ruling SP-6), for undoing them would let a player try the die or the deck again."""

from __future__ import annotations

from audatia_qt.engine.messages import Message, Sentence, translate
from audatia_qt.games.swordplay.rules.events import Event, EventKind

DIE_ROLLED = translate("Swordplay", "a roll of the die")
CARD_DRAWN = translate("Swordplay", "a card drawn from the combat deck")

#: The words for each event kind that is a boundary.
BOUNDARIES: dict[EventKind, Sentence] = {
    EventKind.ROLLED: DIE_ROLLED,
    EventKind.DREW: CARD_DRAWN,
}


def undo_boundary(event: Event) -> Message | None:
    """Words for ``event`` when Undo may not go back past it, else None (rulebook, "2. Draw",
    "Components")."""
    words = BOUNDARIES.get(event.kind)
    return None if words is None else words.say()
