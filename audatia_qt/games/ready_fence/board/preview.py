"""Where a card of the hand is shown large, under the pointer or the keyboard's choice: a hand
card on a laptop's window is too small to read its rules text ("Only a Stop Hit or Defend by
Distance answers it"), and that text decides the move. The large card stands above its card,
over the phrase lane and the strip (the board gives the room: the scoreboards stay in sight);
it is shown only when it is much larger than the card itself (on a large window the hand is
read as it lies)."""

from __future__ import annotations

from PySide6.QtCore import QRectF

from audatia_qt.games.ready_fence.board.faces import CARD_RATIO

#: The tallest the large card is drawn, in pixels.
TALLEST = 520.0
#: A large card less than this many times the card's height is not worth covering the lane.
GAIN = 1.35
#: The room between the large card and the lane's edge.
GAP = 6.0


def preview_rect(card: QRectF, lane: QRectF) -> QRectF | None:
    """The large card's place for the hand card at ``card``, in the room ``lane`` (its foot on
    the room's foot); None when it would not be much larger than the card."""
    height = min(lane.height() - 2 * GAP, TALLEST)
    if height < card.height() * GAIN:
        return None
    width = height / CARD_RATIO
    left = min(max(lane.left() + GAP, card.center().x() - width / 2), lane.right() - GAP - width)
    return QRectF(left, lane.bottom() - GAP - height, width, height)
