"""The events Undo against the computer may not go back past (engine.game.Game.undo_boundary): a
card drawn from the face-down stock, a card drawn from a hand, the toss of the Initiative coin
(rulebook, "Game Setup", "Defend by Distance", "Priority"; ruling RF-9), for undoing them would
let a player draw or toss again."""

from __future__ import annotations

from audatia_qt.engine.messages import Message, Sentence, translate
from audatia_qt.games.ready_fence.rules.events import Event, EventKind

CARD_DRAWN = translate("ReadyFence", "a card drawn from the Timer countdown deck")
CARD_PICKED = translate("ReadyFence", "a card drawn from a hand")
COIN_TOSSED = translate("ReadyFence", "a toss of the Initiative coin")

#: The words for each event kind that is a boundary.
BOUNDARIES: dict[EventKind, Sentence] = {
    EventKind.DREW: CARD_DRAWN,
    EventKind.PICKED: CARD_PICKED,
    EventKind.COIN: COIN_TOSSED,
}


def undo_boundary(event: Event) -> Message | None:
    """Words for ``event`` when Undo may not go back past it, else None (rulebook, "Game
    Setup", "Defend by Distance", "Priority")."""
    words = BOUNDARIES.get(event.kind)
    return None if words is None else words.say()
