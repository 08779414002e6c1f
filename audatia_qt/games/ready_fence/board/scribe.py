"""The strip board's pen and palette: text that shrinks until it fits (never cut, never a
word broken), the glow of a legal place (a ring in the highlight style's colour and a dashed
line inside it: not by colour alone) and the keyboard's focus ring.

Dark ink on light ground throughout, and each fencer's colour always beside its name or
number, so every highlight style stays readable.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen

from audatia_qt.shell.highlights import HighlightStyle

PAPER = QColor(244, 241, 232)
INK = QColor(20, 20, 20)
WHITE = QColor(255, 255, 255)
PISTE = QColor(214, 218, 224)
LINE = QColor(60, 60, 70)
PANEL = QColor(255, 255, 255)
DIM = QColor(244, 241, 232, 150)
FACE_DOWN = QColor(60, 64, 80)
COIN = QColor(212, 160, 23)
#: Each fencer's colour (the rulebook's green and red score cards and run-offs): seat 0's end
#: is green, seat 1's red (ruling RF-7); always beside a name or number, never alone.
SEAT_COLOURS = (QColor(27, 110, 52), QColor(183, 28, 28))
#: The highlight colour and its width (in line widths) for each style.
_GLOWS = {
    HighlightStyle.STANDARD: (QColor(255, 183, 0), 3.0),
    HighlightStyle.COLOUR_BLIND: (QColor(0, 114, 178), 3.0),
    HighlightStyle.HIGH_CONTRAST: (QColor(0, 60, 255), 4.0),
}


class Scribe:
    """Draws the board's words and marks on ``painter``: ``unit`` is the text's base size
    (growing with the window), ``text_scale`` the Settings' text size."""

    def __init__(
        self,
        painter: QPainter,
        base: QFont,
        unit: float,
        text_scale: float,
        style: HighlightStyle,
    ) -> None:
        self.painter = painter
        self.unit = unit
        self._base = base
        self._text_scale = text_scale
        self._style = style

    def font(self, size: float, bold: bool = False) -> QFont:
        font = QFont(self._base)
        font.setPixelSize(max(9, round(size * self._text_scale)))
        font.setBold(bold)
        return font

    def text(
        self,
        rect: QRectF,
        text: str,
        size: float,
        *,
        bold: bool = False,
        align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
        colour: QColor = INK,
    ) -> None:
        """``text`` in ``rect``, shrunk until it fits (never cut, no word broken)."""
        font = self.font(size, bold)
        flags = align | Qt.TextFlag.TextWordWrap
        for _ in range(8):
            metrics = QFontMetricsF(font)
            bound = metrics.boundingRect(rect, int(flags), text)
            widest = max((metrics.horizontalAdvance(word) for word in text.split()), default=0.0)
            fits = bound.height() <= rect.height() + 1 and bound.width() <= rect.width() + 1
            if fits and widest <= rect.width() + 1:
                break
            font.setPixelSize(max(7, int(font.pixelSize() * 0.88)))
        self.painter.setFont(font)
        self.painter.setPen(colour)
        self.painter.drawText(rect, int(flags), text)

    def glow(self, rect: QRectF) -> None:
        """A legal place: a thick ring in the style's colour and a dashed inner line."""
        colour, width = _GLOWS[self._style]
        painter = self.painter
        painter.save()
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(colour, width * max(1.0, self.unit / 14)))
        painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), 6, 6)
        painter.setPen(QPen(INK, 1.5, Qt.PenStyle.DashLine))
        painter.drawRoundedRect(rect.adjusted(3, 3, -3, -3), 4, 4)
        painter.restore()

    def focus(self, rect: QRectF) -> None:
        """The keyboard's focus: a dotted ring around ``rect``."""
        painter = self.painter
        painter.save()
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(INK, 2, Qt.PenStyle.DotLine))
        painter.drawRoundedRect(rect.adjusted(-4, -4, 4, 4), 6, 6)
        painter.restore()
