"""The deck builders' card tiles: a face with its name, copies and a problem mark, laid out in
rows that wrap (any game's: a tile knows its card only by the token it is given)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QPixmap,
)
from PySide6.QtWidgets import QLayout, QLayoutItem, QWidget

from audatia_qt.shell.plain import plain_tip

#: Thumbnail size in logical pixels (the table's card size, so the two share cached faces).
THUMB_SIZE = (120, 168)
_CAPTION = 34


class FlowLayout(QLayout):
    """Lays its widgets out left to right, wrapping to the next row (Qt's flow layout example)."""

    def __init__(self, parent: QWidget | None = None, spacing: int = 8) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self.setSpacing(spacing)
        self.setContentsMargins(0, 0, 0, 0)

    def addItem(self, item: QLayoutItem) -> None:
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self) -> Qt.Orientation:
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self._arrange(QRect(0, 0, width, 0), move=False)

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        self._arrange(rect, move=True)

    def sizeHint(self) -> QSize:
        return self.minimumSize()

    def minimumSize(self) -> QSize:
        size = QSize()
        for item in self._items:
            size = size.expandedTo(item.minimumSize())
        return size

    def _arrange(self, rect: QRect, *, move: bool) -> int:
        x, y, line = rect.x(), rect.y(), 0
        gap = self.spacing()
        for item in self._items:
            hint = item.sizeHint()
            if x + hint.width() > rect.right() + 1 and line > 0:
                x, y, line = rect.x(), y + line + gap, 0
            if move:
                item.setGeometry(QRect(QPoint(x, y), hint))
            x += hint.width() + gap
            line = max(line, hint.height())
        return y + line - rect.y()


class CardTile(QWidget):
    """One card in the grid: its face, its name, copies, and a mark when it has problems."""

    clicked = Signal(object)

    def __init__(self, ref: object, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ref = ref
        self.pixmap: QPixmap | None = None
        self.caption = ""
        self.copies = 1
        self.problems: list[str] = []
        self.selected = False
        self.setFixedSize(THUMB_SIZE[0] + 8, THUMB_SIZE[1] + _CAPTION)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setObjectName("cardTile")

    def set_card(self, caption: str, copies: int, problems: list[str]) -> None:
        """What the tile says about its card."""
        self.caption, self.copies, self.problems = caption, copies, problems
        tip = caption + (f" \u00d7{copies}" if copies > 1 else "")
        if problems:
            tip += "\n\n" + "\n".join(f"\u2022 {p}" for p in problems)
        self.setToolTip(plain_tip(tip))  # the card's name as the deck file gives it
        self.update()

    def set_pixmap(self, pixmap: QPixmap | None) -> None:
        """The card's face (None while it is being drawn or cannot be)."""
        self.pixmap = pixmap
        self.update()

    def set_selected(self, selected: bool) -> None:
        """Ring the tile when its card is the one being edited."""
        self.selected = selected
        self.update()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit(self.ref)
        super().mousePressEvent(event)

    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        card = QRect(4, 4, THUMB_SIZE[0], THUMB_SIZE[1])
        if self.selected:
            painter.setPen(QPen(QColor("#e0b44c"), 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(card.adjusted(-3, -3, 3, 3), 9, 9)
        if self.pixmap is not None:
            painter.drawPixmap(card, self.pixmap)
        else:
            path = QPainterPath()
            path.addRoundedRect(card, 7, 7)
            painter.fillPath(path, QColor(238, 226, 196, 90))
        if self.copies > 1:
            badge = QRect(card.right() - 30, card.bottom() - 24, 28, 20)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(30, 22, 14, 215))
            painter.drawRoundedRect(badge, 9, 9)
            painter.setPen(QColor("#f3e6c4"))
            painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, f"\u00d7{self.copies}")
        if self.problems:
            mark = QRect(card.right() - 22, card.top() + 2, 22, 22)
            painter.setPen(QPen(QColor("#fff4e6"), 2))
            painter.setBrush(QColor("#c0392b"))
            painter.drawEllipse(mark)
            font = QFont(painter.font())
            font.setBold(True)
            painter.setFont(font)
            painter.drawText(mark, Qt.AlignmentFlag.AlignCenter, "!")
        painter.setPen(QColor("#f3e6c4") if not self.selected else QColor("#ffd87a"))
        font = QFont(self.font())
        font.setPointSizeF(max(7.0, font.pointSizeF() - 1))
        painter.setFont(font)
        text_rect = QRect(0, card.bottom() + 4, self.width(), _CAPTION - 6)
        elided = painter.fontMetrics().elidedText(
            self.caption, Qt.TextElideMode.ElideRight, self.width() * 2 - 8
        )
        painter.drawText(
            text_rect,
            Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap,
            elided,
        )
        painter.end()
