"""One card on the table, keyed by its card id (or by a place, for cards seen only by their back).

A ``CardItem`` draws its face or back scaled to its size, shows whether it may be played now
(a golden glow) or not (dimmed, inert), lifts when selected, and reports mouse gestures to the
scene: a click, or a drag past the platform's drag distance that ends in a drop. Movements
animate through the ``pos`` property.
"""

from __future__ import annotations

import enum
from typing import TYPE_CHECKING, Protocol, runtime_checkable

from PySide6.QtCore import (
    QCoreApplication,
    QEasingCurve,
    QPointF,
    QPropertyAnimation,
    QRectF,
    Qt,
)
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
)
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from audatia_qt.games.audatia.board.layout import NAME_PX, NUMERALS
from audatia_qt.games.audatia.board.table_items import TextBox, name_plate, numerals, shrunk
from audatia_qt.games.audatia.board.theme import HighlightStyle, Theme, theme_for

if TYPE_CHECKING:
    from audatia_qt.games.audatia.board.index import ZoneId

#: The colours of the standard style (audatia_qt.games.audatia.board.theme holds every style's).
_STANDARD = theme_for(HighlightStyle.STANDARD)
#: The playable card's corner tab, in card widths (its radius), and the room it may take
#: beyond the card's edge.
TAB = 0.11
TAB_OVERHANG = 0.45
#: The opponent's last move: a dashed outline and a tag, so it reads by shape, not by colour.
LAST_MOVE = QColor(245, 245, 250)
LAST_MOVE_TAG = QColor(120, 24, 36, 235)
#: The name plate of a card in the opened Posta pile.
PLATE = QColor(22, 30, 52, 240)
PLATE_EDGE = QColor(176, 141, 74)
PLATE_SELECTED = QColor(28, 86, 122, 245)
PLATE_TEXT = QColor(244, 232, 200)
#: Room round the plate's text, in pixels.
PLATE_PAD = 2.0


class Look(enum.Enum):
    """How a card presents itself to the player about to act."""

    PLAIN = "plain"
    """Not the local player's to play now (opponent's cards, or while the opponent acts)."""
    PLAYABLE = "playable"
    """It has a legal use right now: glows."""
    INERT = "inert"
    """In the hand of the player to act, with no legal use now: dimmed."""


@runtime_checkable
class CardTable(Protocol):
    """What a card asks of the table it lies on (``scene.TableScene``): the table's look, and
    where a gesture on the card goes. Said here, by the card, so the card needs no import of
    the scene that holds it."""

    theme: Theme

    def card_hovered_item(self, item: CardItem) -> None: ...

    def card_clicked_item(self, item: CardItem) -> None: ...

    def begin_drag(self, item: CardItem) -> bool: ...

    def drag_moved(self, item: CardItem, pos: QPointF) -> None: ...

    def end_drag(self, item: CardItem, pos: QPointF) -> None: ...


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
        self.label = ""
        """A name plate across the card's top (the opened Posta pile), legible at any size."""
        self._label_size = (0.0, 0.0)
        self._label_font: QFont | None = None
        self._label_lines: list[str] = []
        self._label_top = 0.0
        self._label_back: float | None = None
        self._label_holes: list[QRectF] = []
        self.marks_above = 0.0
        """The room above the card that holds its marks (tab, number) off its name and
        symbols (a hand's card, issue 27); 0: the marks lie on the card."""
        self.text_px = 16.0
        """The table's text size (``TableLayout.text_px``): the badge, the name plate, the
        last move's tag."""
        self.last_move = False
        """The other side's last move put this card here: outlined and tagged until the next."""
        self.accessible_name = ""
        """What a screen reader calls the card (audatia_qt.games.audatia.board.accessible)."""
        self.accessible_description = ""
        self.home = QPointF()
        """Where the card rests: a refused drop snaps back here."""
        self.zone_name = ""
        """Which zone the card rests in, for geometry checks ("bottom:hand")."""
        self.dressed_as: tuple[object, ...] = ()
        """What the scene last dressed the card for (its placement, sizes, faces, mark,
        viewer): the same again leaves it as it is."""
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

    @property
    def pixmap(self) -> QPixmap | None:
        """The face or back drawn (None before the scene dressed the card)."""
        return self._pixmap

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

    def set_text_px(self, pixels: float) -> None:
        """Set the card's words at the table's text size (Settings > Text size)."""
        if pixels != self.text_px:
            self.text_px = pixels
            self._fit_label()
            self.update()

    def set_label(
        self,
        text: str,
        size: tuple[float, float],
        *,
        top: float = 0.0,
        back: float | None = None,
        holes: list[QRectF] | None = None,
    ) -> None:
        """Name the card on a plate: its words inside ``size`` (width, height) from ``top``
        at the card's left edge. A plate with a ``back`` (a hand's card, issue 27) reaches up
        to it, over the printed name, leaving ``holes`` (the face's symbols) in sight, and
        its words are never smaller than ``NAME_PX`` unless their room is."""
        holes = list(holes or [])
        state = (text, size, top, back, holes)
        if state == (
            self.label,
            self._label_size,
            self._label_top,
            self._label_back,
            self._label_holes,
        ):
            return
        self.label, self._label_size = text, size
        self._label_top, self._label_back, self._label_holes = top, back, holes
        self._fit_label()
        self.update()

    def set_marks_above(self, room: float) -> None:
        """Stand the card's marks in ``room`` pixels above it (0: on the card)."""
        if room != self.marks_above:
            self.prepareGeometryChange()
            self.marks_above = room
            self.update()

    def _fit_label(self) -> None:
        """The name plate's lines at the text size, smaller only where its room is short."""
        self.prepareGeometryChange()  # the corner tab's size follows the plate
        self._label_font, self._label_lines = None, []
        if self.label:
            width, height = self._label_size
            room_w, room_h = width - 2 * PLATE_PAD, height - 2 * PLATE_PAD
            largest = 1.15 * self.text_px
            if self._label_back is not None:
                largest = max(NAME_PX, largest)
            self._label_font, self._label_lines = name_plate(
                self.label, room_w, room_h, largest=largest
            )

    def label_font(self) -> QFont:
        assert self._label_font is not None, "the card has no name plate"
        return self._label_font

    def label_lines(self) -> list[str]:
        return list(self._label_lines)

    def scene_label_rect(self) -> QRectF:
        """The room of the name plate's text on the table, at the card's resting place."""
        width, height = self._label_size
        top = self._label_top + PLATE_PAD
        room = QRectF(PLATE_PAD, top, width - 2 * PLATE_PAD, height - 2 * PLATE_PAD)
        return self.sceneTransform().mapRect(room).translated(self.home - self.pos())

    def set_last_move(self, marked: bool) -> None:
        if marked != self.last_move:
            self.last_move = marked
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
        pad = max(8.0, self.tab_radius() * (1 + TAB_OVERHANG) + 2, 2 * self.marks_above + 2)
        return QRectF(-pad, -pad, self._w + 2 * pad, self._h + 2 * pad)

    def tab_radius(self) -> float:
        """The radius of the playable card's corner tab (on a name plate, no taller than
        the plate's first line, so it leaves the name alone)."""
        radius = max(6.0, self._w * TAB)
        if self.marks_above > 0:
            # Wholly above the card, reaching at most half its room past the hand's band
            # (into the gap under the row, which is wider at every card size).
            return min(radius, 0.75 * self.marks_above)
        if self._label_font is not None:
            radius = min(radius, max(5.0, QFontMetricsF(self._label_font).height() * 0.5))
        return radius

    def tab_center(self) -> QPointF:
        """The corner tab's centre, in item coordinates: on the card's top-left corner as the
        viewer sees it (the part of a card a fan or a tier leaves in sight); a name plate's
        tab sits on the corner itself, off the centred name; a hand's card holds it in the
        room above its top-left corner, off its name and its half sun."""
        if self.marks_above > 0:
            radius = self.tab_radius()
            return QPointF(radius + 2, -radius - 1)
        if self._label_font is not None:
            return QPointF(0.0, 0.0)
        inset = self.tab_radius() * (1 - TAB_OVERHANG)
        return QPointF(inset, inset)

    def theme(self) -> Theme:
        table = self._table()
        return _STANDARD if table is None else table.theme

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
        theme = self.theme()
        marked = self.look is Look.PLAYABLE or self.selected_card or self.pending
        if marked:
            self._paint_outline(painter, rect, radius, theme)
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
        if self._label_font is not None:
            self._paint_label(painter, radius)
        if self.last_move:
            self._paint_last_move(painter, rect, radius)
        if marked:
            self._paint_tab(painter, theme)

    def _paint_outline(self, painter: QPainter, rect: QRectF, radius: float, theme: Theme) -> None:
        """The highlight round the card, by shape as well as colour: a solid outline for a
        playable card, a double one for the selected card, a dashed one for a trade's first
        card (WCAG 1.4.1: not colour alone)."""
        color = (
            theme.pending
            if self.pending
            else theme.selected
            if self.selected_card
            else theme.playable
        )
        width = theme.outline
        painter.setBrush(Qt.BrushStyle.NoBrush)
        if theme.glow:
            for halo, alpha in ((width + 6.5, 50), (width + 2.5, 110)):
                glow = QColor(color)
                glow.setAlpha(alpha)
                painter.setPen(QPen(glow, halo))
                painter.drawRoundedRect(rect, radius, radius)
        ring = rect.adjusted(-width / 2, -width / 2, width / 2, width / 2)
        if self.pending:
            pen = QPen(color, width, Qt.PenStyle.DashLine)
            pen.setCapStyle(Qt.PenCapStyle.FlatCap)
            painter.setPen(pen)
            painter.drawRoundedRect(ring, radius, radius)
            return
        painter.setPen(QPen(color, width))
        painter.drawRoundedRect(ring, radius, radius)
        if self.selected_card:
            outer = ring.adjusted(-2 * width, -2 * width, 2 * width, 2 * width)
            painter.drawRoundedRect(outer, radius + width, radius + width)

    def _paint_tab(self, painter: QPainter, theme: Theme) -> None:
        """The corner tab of a card that may be played: a disc with a tick (an arrow for the
        selected card, a link for a trade's first card), readable without its colour."""
        color = (
            theme.pending
            if self.pending
            else theme.selected
            if self.selected_card
            else theme.playable
        )
        r = self.tab_radius()
        painter.save()
        if self.rotation() == 180:
            # Upright, on the corner the viewer sees as top-left.
            painter.translate(self._w / 2, self._h / 2)
            painter.rotate(180)
            painter.translate(-self._w / 2, -self._h / 2)
        center = self.tab_center()
        painter.setPen(QPen(theme.mark_ink, max(1.2, r * 0.14)))
        painter.setBrush(color)
        painter.drawEllipse(center, r, r)
        ink = QPen(theme.mark_ink, max(1.5, r * 0.22))
        ink.setCapStyle(Qt.PenCapStyle.RoundCap)
        ink.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(ink)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        x, y = center.x(), center.y()
        path = QPainterPath()
        if self.selected_card:
            # An arrow up: picked up, ready to go to a place.
            path.moveTo(x, y + r * 0.5)
            path.lineTo(x, y - r * 0.45)
            path.moveTo(x - r * 0.4, y - r * 0.05)
            path.lineTo(x, y - r * 0.45)
            path.lineTo(x + r * 0.4, y - r * 0.05)
        elif self.pending:
            # Two links: waiting for the second card of the trade.
            painter.drawEllipse(QPointF(x - r * 0.22, y), r * 0.3, r * 0.3)
            painter.drawEllipse(QPointF(x + r * 0.22, y), r * 0.3, r * 0.3)
        else:
            # A tick: this card may be played now.
            path.moveTo(x - r * 0.45, y)
            path.lineTo(x - r * 0.1, y + r * 0.38)
            path.lineTo(x + r * 0.48, y - r * 0.38)
        painter.drawPath(path)
        painter.restore()

    def _paint_label(self, painter: QPainter, radius: float) -> None:
        """The name plate: the lines on a dark band as tall as they need, across the part of
        the card that shows."""
        font = self._label_font
        assert font is not None
        metrics = QFontMetricsF(font)
        line_h = metrics.height()
        width = self._label_size[0]
        bottom = self._label_top + line_h * len(self._label_lines) + 2 * PLATE_PAD
        top = self._label_top if self._label_back is None else self._label_back
        plate = QRectF(0, top, width, bottom - top)
        # The selected card's plate turns its colour: in the back tier the plate is nearly
        # all that shows of the card, so the glow round the card would hardly be seen.
        selected = self.selected_card
        edge = self.theme().selected if selected else PLATE_EDGE
        painter.setPen(QPen(edge, 2.0 if selected else 1.0))
        painter.setBrush(PLATE_SELECTED if selected else PLATE)
        shape = QPainterPath()
        shape.addRoundedRect(plate.adjusted(0.5, 0.5, -0.5, -0.5), radius, radius)
        for hole in self._label_holes:
            if hole.intersects(plate):
                # A half sun hangs from the card's top edge: its disc's centre is on the edge.
                cut = QPainterPath()
                centre = QPointF(hole.center().x(), hole.top())
                cut.addEllipse(centre, hole.width() / 2 + 1, hole.height() + 1)
                shape = shape.subtracted(cut)
        painter.drawPath(shape)
        painter.setPen(PLATE_TEXT)
        for box in self._label_boxes():
            box.draw(painter)

    def _label_boxes(self) -> list[TextBox]:
        """The name plate's lines, in the card's own coordinates."""
        font = self._label_font
        if font is None:
            return []
        line_h = QFontMetricsF(font).height()
        width = self._label_size[0] - 2 * PLATE_PAD
        return [
            TextBox(
                line,
                font,
                QRectF(PLATE_PAD, self._label_top + PLATE_PAD + i * line_h, width, line_h),
                role="plate",
            )
            for i, line in enumerate(self._label_lines)
        ]

    def _tag_box(self) -> TextBox:
        """The last move's tag across the card's top edge (as the viewer sees it)."""
        room = self._w * 0.9
        font = QFont()
        font.setPixelSize(max(8, round(0.9 * self.text_px)))
        font.setBold(True)
        text = QCoreApplication.translate("Table", "Last move")
        if QFontMetricsF(font).horizontalAdvance(text) > room:
            text = QCoreApplication.translate("Table", "Last")
        # No taller than a fifth of the card: the tag marks the card, it must not hide it.
        font = shrunk(font, text, room, self._h * 0.2 / 1.15)
        metrics = QFontMetricsF(font)
        width = min(self._w * 0.96, metrics.horizontalAdvance(text) + font.pixelSize() * 0.9)
        height = metrics.height() * 1.15
        tag = QRectF(self._w / 2 - width / 2, 2, width, height)
        return TextBox(text, font, tag, role="tag")

    def _badge_box(self) -> TextBox | None:
        """The count (or total) on the card's bottom-right corner, at the text size, smaller
        only where the card is too small to hold it."""
        if not self.badge:
            return None
        if self.marks_above > 0:
            return self._badge_above()
        font = shrunk(
            numerals(NUMERALS * self.text_px, bold=True),
            self.badge,
            self._w * 0.9 - 0.5 * NUMERALS * self.text_px,
            self._h * 0.45,
        )
        metrics = QFontMetricsF(font)
        width = metrics.horizontalAdvance(self.badge) + 0.5 * font.pixelSize()
        width = max(width, metrics.height())
        height = metrics.height() + 0.15 * font.pixelSize()
        inset = self._w * 0.05
        box = QRectF(self._w - inset - width, self._h - inset - height, width, height)
        return TextBox(self.badge, font, box, role="badge")

    def _badge_above(self) -> TextBox:
        """The count (a row's number) in the room above the card, at the right of the part
        of it in sight: off its name and symbols, clear of the tab at its left."""
        room = self.marks_above
        font = shrunk(
            numerals(NUMERALS * self.text_px, bold=True), self.badge, self._w * 0.5, room - 1
        )
        metrics = QFontMetricsF(font)
        width = max(metrics.horizontalAdvance(self.badge) + 0.5 * font.pixelSize(), room - 1)
        height = min(room - 1, metrics.height() + 0.15 * font.pixelSize())
        shown = self._label_size[0] if self.label else self._w
        box = QRectF(shown - width - 1, -room + (room - height) / 2, width, height)
        return TextBox(self.badge, font, box, role="badge")

    def badge_rect(self) -> QRectF | None:
        """The count's box in the card's own coordinates, or None."""
        box = self._badge_box()
        return None if box is None else box.rect

    def tab_rect(self) -> QRectF:
        """The playable tab's disc's box in the card's own coordinates."""
        r = self.tab_radius()
        centre = self.tab_center()
        return QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r)

    def label_rects(self) -> list[QRectF]:
        """The name plate's lines' boxes in the card's own coordinates."""
        return [box.rect for box in self._label_boxes()]

    def symbol_holes(self) -> list[QRectF]:
        """The face's symbols the plate leaves in sight, in the card's own coordinates."""
        return list(self._label_holes)

    def text_boxes(self) -> list[TextBox]:
        """Every word the card carries, where it shows on the table at its resting place
        (a turned card's words are drawn turned back, upright, in the same corner)."""
        boxes = self._label_boxes()
        badge = self._badge_box()
        if badge is not None:
            boxes.append(badge)
        if self.last_move:
            boxes.append(self._tag_box())
        return [
            TextBox(b.text, b.font, b.rect.translated(self.home), b.align, b.role) for b in boxes
        ]

    def _paint_last_move(self, painter: QPainter, rect: QRectF, radius: float) -> None:
        """A dashed outline round the card and a "Last move" tag across its top edge."""
        pen = QPen(LAST_MOVE, max(2.0, self._w * 0.03), Qt.PenStyle.DashLine)
        pen.setCapStyle(Qt.PenCapStyle.FlatCap)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), radius, radius)
        painter.save()
        if self.rotation() == 180:
            # The tag reads upright and sits on the top edge as the viewer sees it.
            painter.translate(rect.center())
            painter.rotate(180)
            painter.translate(-rect.center())
        box = self._tag_box()
        tag = box.rect
        painter.setPen(QPen(LAST_MOVE, 1.2))
        painter.setBrush(LAST_MOVE_TAG)
        painter.drawRoundedRect(tag, tag.height() * 0.3, tag.height() * 0.3)
        box.draw(painter)
        painter.restore()

    def _paint_badge(self, painter: QPainter, rect: QRectF) -> None:
        box = self._badge_box()
        if box is None:
            return
        badge = box.rect
        if self.rotation() == 180:
            # Keep the text upright for the local player: paint it turned back.
            painter.save()
            painter.translate(rect.center())
            painter.rotate(180)
            painter.translate(-rect.center())
        painter.setPen(QPen(QColor(90, 60, 20), 1.2))
        painter.setBrush(QBrush(QColor(250, 238, 205, 235)))
        corner = badge.height() * 0.25
        painter.drawRoundedRect(badge, corner, corner)
        painter.setPen(QColor(60, 30, 10))
        box.draw(painter)
        if self.rotation() == 180:
            painter.restore()

    # -- gestures -----------------------------------------------------------------------

    def _table(self) -> CardTable | None:
        scene = self.scene()
        return scene if isinstance(scene, CardTable) else None

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
