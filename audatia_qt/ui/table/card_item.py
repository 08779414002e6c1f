"""One card on the table, keyed by its card id (or by a place, for cards seen only by their back).

A ``CardItem`` draws its face or back scaled to its size, shows whether it may be played now
(a golden glow) or not (dimmed, inert), lifts when selected, and reports mouse gestures to the
scene: a click, or a drag past the platform's drag distance that ends in a drop. Movements
animate through the ``pos`` property.
"""

from __future__ import annotations

import enum
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QEasingCurve,
    QPointF,
    QPropertyAnimation,
    QRectF,
    Qt,
)
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

if TYPE_CHECKING:
    from audatia_qt.ui.table.index import ZoneId
    from audatia_qt.ui.table.scene import TableScene

GLOW = QColor(255, 205, 80)
SELECTED = QColor(120, 220, 255)
PENDING = QColor(255, 140, 60)


class Look(enum.Enum):
    """How a card presents itself to the player about to act."""

    PLAIN = "plain"
    """Not the local player's to play now (opponent's cards, or while the opponent acts)."""
    PLAYABLE = "playable"
    """It has a legal use right now: glows."""
    INERT = "inert"
    """In the hand of the player to act, with no legal use now: dimmed."""


class CardItem(QGraphicsObject):
    """A card or a card back on the table."""

    def __init__(self, key: str, card: int | None) -> None:
        super().__init__()
        self.key = key
        self.card = card
        """The card's id, or None for a back whose card the viewer may not know."""
        self._w = 60.0
        self._h = 84.0
        self._pixmap: QPixmap | None = None
        self.face_up = False
        self.look = Look.PLAIN
        self.selected_card = False
        self.pending = False
        self.badge = ""
        """A short text drawn on the card (a count, a Virtue total)."""
        self.home = QPointF()
        """Where the card rests: a refused drop snaps back here."""
        self.zone_name = ""
        """Which zone the card rests in, for geometry checks ("bottom:hand")."""
        self.zone: ZoneId | None = None
        """The zone the card rests in: a click on it is a click on that zone when it glows."""
        self._animation: QPropertyAnimation | None = None
        self._press: QPointF | None = None
        self._dragging = False
        self.setAcceptHoverEvents(True)
        self.setCacheMode(QGraphicsObject.CacheMode.DeviceCoordinateCache)

    # -- state --------------------------------------------------------------------------

    @property
    def size(self) -> tuple[float, float]:
        return (self._w, self._h)

    def set_size(self, width: float, height: float) -> None:
        if (width, height) != (self._w, self._h):
            self.prepareGeometryChange()
            self._w, self._h = width, height
            self.setTransformOriginPoint(width / 2, height / 2)
            self.update()

    def set_pixmap(self, pixmap: QPixmap, face_up: bool) -> None:
        if pixmap is not self._pixmap or face_up != self.face_up:
            self._pixmap = pixmap
            self.face_up = face_up
            self.update()

    def set_look(self, look: Look, *, selected: bool = False, pending: bool = False) -> None:
        if (look, selected, pending) != (self.look, self.selected_card, self.pending):
            self.look, self.selected_card, self.pending = look, selected, pending
            self.update()

    def set_badge(self, text: str) -> None:
        if text != self.badge:
            self.badge = text
            self.update()

    @property
    def moving(self) -> bool:
        """An animation is carrying the card somewhere."""
        return (
            self._animation is not None
            and self._animation.state() is QPropertyAnimation.State.Running
        )

    def move_to(self, pos: QPointF, duration_ms: int) -> None:
        """Go to ``pos``, animated over ``duration_ms`` (at once when 0)."""
        self.home = QPointF(pos)
        if self._animation is not None:
            self._animation.stop()
            self._animation = None
        if duration_ms <= 0 or (self.pos() - pos).manhattanLength() < 0.5:
            self.setPos(pos)
            return
        animation = QPropertyAnimation(self, b"pos", self)
        animation.setDuration(duration_ms)
        animation.setStartValue(self.pos())
        animation.setEndValue(pos)
        animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        self._animation = animation
        animation.start()

    # -- painting -----------------------------------------------------------------------

    def boundingRect(self) -> QRectF:
        pad = 6.0
        return QRectF(-pad, -pad, self._w + 2 * pad, self._h + 2 * pad)

    def card_rect(self) -> QRectF:
        """The card itself in item coordinates (the bounding rect adds the glow)."""
        return QRectF(0, 0, self._w, self._h)

    def scene_card_rect(self) -> QRectF:
        """The card's rectangle on the table, at its resting place."""
        return self.sceneTransform().mapRect(self.card_rect()).translated(self.home - self.pos())

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        rect = self.card_rect()
        radius = self._w * 0.06
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        if self.look is Look.PLAYABLE or self.selected_card or self.pending:
            color = PENDING if self.pending else SELECTED if self.selected_card else GLOW
            for width, alpha in ((9.0, 50), (5.0, 110), (2.5, 230)):
                glow = QColor(color)
                glow.setAlpha(alpha)
                painter.setPen(QPen(glow, width))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(rect, radius, radius)
        if self._pixmap is not None:
            painter.drawPixmap(rect, self._pixmap, QRectF(self._pixmap.rect()))
        else:
            painter.setBrush(QColor(60, 40, 30))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawRoundedRect(rect, radius, radius)
        if self.look is Look.INERT:
            path = QPainterPath()
            path.addRoundedRect(rect, radius, radius)
            painter.fillPath(path, QColor(10, 20, 14, 120))
        if self.badge:
            self._paint_badge(painter, rect)

    def _paint_badge(self, painter: QPainter, rect: QRectF) -> None:
        size = max(14.0, self._w * 0.34)
        badge = QRectF(
            rect.right() - size * 1.25, rect.bottom() - size * 0.95, size * 1.1, size * 0.8
        )
        if self.rotation() == 180:
            # Keep the text upright for the local player: paint it turned back.
            painter.save()
            painter.translate(rect.center())
            painter.rotate(180)
            painter.translate(-rect.center())
        painter.setPen(QPen(QColor(90, 60, 20), 1.2))
        painter.setBrush(QBrush(QColor(250, 238, 205, 235)))
        painter.drawRoundedRect(badge, size * 0.2, size * 0.2)
        font = painter.font()
        font.setPixelSize(max(9, int(size * 0.5)))
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor(60, 30, 10))
        painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, self.badge)
        if self.rotation() == 180:
            painter.restore()

    # -- gestures -----------------------------------------------------------------------

    def _table(self) -> TableScene | None:
        from audatia_qt.ui.table.scene import TableScene

        scene = self.scene()
        return scene if isinstance(scene, TableScene) else None

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        table = self._table()
        if table is not None:
            table.card_hovered_item(self)
        super().hoverEnterEvent(event)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() is Qt.MouseButton.LeftButton:
            self._press = event.scenePos()
            self._dragging = False
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        table = self._table()
        if self._press is None or table is None:
            return
        delta = event.scenePos() - self._press
        if not self._dragging:
            if delta.manhattanLength() < QApplication.startDragDistance():
                return
            if not table.begin_drag(self):
                self._press = None
                return
            self._dragging = True
        self.setPos(self.home + delta)
        table.drag_moved(self, event.scenePos())

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        table = self._table()
        press, dragging = self._press, self._dragging
        self._press, self._dragging = None, False
        if table is None or press is None:
            return
        if dragging:
            table.end_drag(self, event.scenePos())
        else:
            table.card_clicked_item(self)
