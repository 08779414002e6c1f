"""A card of Ready...Fence! as the strip board draws it until the real faces (render/) come:
a rounded rectangle with its colour family as a band and in words, its name, speed and stamina
cost, dark ink on a light body whatever the family (readable in every highlight style).

The board draws every card through ``PlainCardFace.paint`` alone, so the real faces replace
this one class: anything with the same ``paint`` serves.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPolygonF

from audatia_qt.games.ready_fence.board.words import BoardWords
from audatia_qt.games.ready_fence.rules import Card, Colour, Role, View

#: A card's height to its width (63 x 88 mm).
CARD_RATIO = 88 / 63

_RED = QColor(198, 40, 40)
_ORANGE = QColor(239, 124, 0)
_DARK_BLUE = QColor(21, 55, 140)
_LIGHT_BLUE = QColor(79, 170, 230)
_GOLD = QColor(212, 160, 23)
_INK = QColor(20, 20, 20)
_BODY = QColor(252, 250, 244)
_WHITE = QColor(255, 255, 255)

#: Each colour family's band: one colour, or two for a two-colour card (split diagonally).
FAMILY_COLOURS: dict[Colour, tuple[QColor, ...]] = {
    Colour.RED: (_RED,),
    Colour.ORANGE: (_ORANGE,),
    Colour.DARK_BLUE: (_DARK_BLUE,),
    Colour.LIGHT_BLUE: (_LIGHT_BLUE,),
    Colour.RED_LIGHT_BLUE: (_RED, _LIGHT_BLUE),
    Colour.DARK_BLUE_RED: (_DARK_BLUE, _RED),
    Colour.ORANGE_LIGHT_BLUE: (_ORANGE, _LIGHT_BLUE),
    Colour.GOLD: (_GOLD,),
}


class CardFace(Protocol):
    """What the board asks of a card's face: draw card ``card`` of ``view`` in ``rect``."""

    def paint(self, painter: QPainter, rect: QRectF, view: View, card: int) -> None: ...


class PlainCardFace:
    """The board's own plain face: the colour family band and words, name, speed, cost."""

    def __init__(self, words: BoardWords) -> None:
        self._words = words

    def paint(self, painter: QPainter, rect: QRectF, view: View, card: int) -> None:
        face = view.config.cards.cards[card]
        radius = rect.width() * 0.08
        outline = QPainterPath()
        outline.addRoundedRect(rect, radius, radius)
        painter.save()
        painter.fillPath(outline, _BODY)
        painter.setClipPath(outline)
        band = QRectF(rect.left(), rect.top(), rect.width(), rect.height() * 0.3)
        _paint_band(painter, band, FAMILY_COLOURS[face.colour])
        painter.setClipping(False)
        painter.setPen(QPen(_INK, max(1.0, rect.width() * 0.02)))
        painter.drawPath(outline)
        pad = rect.width() * 0.07
        inner = band.adjusted(pad, pad * 0.5, -pad, -pad * 0.5)
        # The family's words on a light plate over the band: readable on every colour.
        font = QFont(painter.font())
        font.setPixelSize(max(7, round(rect.height() * 0.085)))
        font.setBold(True)
        painter.setFont(font)
        plate = painter.fontMetrics().boundingRect(
            inner.toRect(),
            Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
            self._words.family(face),
        )
        plate_rect = QRectF(plate).adjusted(-3, -1, 3, 1)
        painter.fillRect(plate_rect, QColor(255, 255, 255, 225))
        painter.setPen(_INK)
        painter.drawText(
            inner, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self._words.family(face)
        )
        body = QRectF(rect.left() + pad, band.bottom() + pad * 0.5, rect.width() - 2 * pad, 0)
        body.setBottom(rect.bottom() - pad)
        name_rect = QRectF(body.left(), body.top(), body.width(), body.height() * 0.55)
        font.setPixelSize(max(7, round(rect.height() * 0.1)))
        painter.setFont(fitted(font, name_rect, self._words.card_name(view, card)))
        painter.drawText(
            name_rect,
            Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap,
            self._words.card_name(view, card),
        )
        font.setBold(False)
        font.setPixelSize(max(7, round(rect.height() * 0.085)))
        painter.setFont(font)
        numbers = QRectF(
            body.left(), name_rect.bottom(), body.width(), body.bottom() - name_rect.bottom()
        )
        lines = f"{self._words.speed(face, _adds(face))}\n{self._words.cost(face)}"
        painter.drawText(numbers, Qt.AlignmentFlag.AlignCenter, lines)
        painter.restore()


def fitted(font: QFont, rect: QRectF, text: str) -> QFont:
    """``font`` made smaller until ``text`` fits ``rect`` wrapped at its spaces, no word
    broken (a long Spanish name: "Ataque por deslizamiento")."""
    flags = int(Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap)
    fitting = QFont(font)
    for _ in range(10):
        metrics = QFontMetricsF(fitting)
        widest = max((metrics.horizontalAdvance(word) for word in text.split()), default=0.0)
        tall = metrics.boundingRect(rect, flags, text).height()
        if widest <= rect.width() and tall <= rect.height():
            break
        fitting.setPixelSize(max(6, int(fitting.pixelSize() * 0.88)))
    return fitting


def _adds(card: Card) -> bool:
    """A card whose speed is added to another's (a bonus, a renewed attack)."""
    return card.plays(Role.BONUS) or card.plays(Role.RENEW)


def _paint_band(painter: QPainter, band: QRectF, colours: tuple[QColor, ...]) -> None:
    """The colour band: one colour, or a two-colour card's two split on the diagonal."""
    painter.fillRect(band, colours[0])
    if len(colours) > 1:
        corner = QPolygonF(
            [
                QPointF(band.right(), band.top()),
                QPointF(band.right(), band.bottom()),
                QPointF(band.left(), band.bottom()),
            ]
        )
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colours[1])
        painter.drawPolygon(corner)
        painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(_WHITE, 1))
