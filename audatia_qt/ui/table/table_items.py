"""The table's furniture: zone outlines with captions, the Stretto Side card, the status panel
and the Virtue scoreboard. Cards themselves are ``CardItem``s."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen, QPixmap
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from audatia_qt.i18n.render import CardWords, render
from audatia_qt.rules import PlayerView
from audatia_qt.rules.cards import Virtue
from audatia_qt.rules.symbols import side_card_note, virtue_note
from audatia_qt.ui.fonts import serif
from audatia_qt.ui.table.commentary import short_names
from audatia_qt.ui.table.index import ZoneId
from audatia_qt.ui.table.layout import Rect, ZoneKind
from audatia_qt.ui.table.symbol_tips import card_words, tip_text
from audatia_qt.ui.table.theme import HighlightStyle, Theme, theme_for

if TYPE_CHECKING:
    pass

CREAM = QColor(244, 232, 200)
GOLD = QColor(255, 205, 80)


def qrect(rect: Rect) -> QRectF:
    return QRectF(rect.x, rect.y, rect.w, rect.h)


def numerals(pixels: float, *, bold: bool = False) -> QFont:
    """The sans face for figures that must read at a glance (the Virtue totals): the bundled
    Garamond's bold weight has only old-style figures, whose 1 reads as a small I."""
    font = QFont()
    font.setStyleHint(QFont.StyleHint.SansSerif)
    font.setPixelSize(max(8, round(pixels)))
    font.setBold(bold)
    return font


def fitted_serif(
    pixels: float, texts: tuple[str, ...], width: float, *, bold: bool = False
) -> QFont:
    """``serif(pixels)``, shrunk until the widest of ``texts`` fits in ``width`` pixels."""
    font = serif(pixels, bold=bold)
    widest = max((QFontMetricsF(font).horizontalAdvance(text) for text in texts), default=0.0)
    if widest <= width:
        return font
    # Font widths scale with the pixel size, so one proportional step nearly fits; the loop
    # takes off the rounding that remains.
    size = pixels * width / widest
    font = serif(size, bold=bold)
    while size > 8 and max(QFontMetricsF(font).horizontalAdvance(t) for t in texts) > width:
        size -= 0.5
        font = serif(size, bold=bold)
    return font


def name_plate(
    text: str, width: float, height: float, *, largest: float
) -> tuple[QFont, list[str]]:
    """The bold serif and the lines (at most three, broken between words) that set ``text``
    largest inside ``width`` x ``height`` pixels, no larger than ``largest`` pixels: a card's
    name on the part of it left in sight (the opened Posta pile)."""
    words = text.split()
    probe = QFontMetricsF(serif(100, bold=True))
    line_height = probe.height() / 100
    best: tuple[float, list[str]] = (0.0, [text])
    for count in range(1, min(3, len(words)) + 1):
        for lines in _breaks(words, count):
            widest = max(probe.horizontalAdvance(line) for line in lines) / 100
            size = min(largest, width / widest, height / (count * line_height))
            if size > best[0] + 0.01:
                best = (size, lines)
    size, lines = best
    font = serif(size, bold=True)
    # Pixel sizes are whole: step down until the rounding no longer spills over the room.
    metrics = QFontMetricsF(font)
    while font.pixelSize() > 8 and (
        max(metrics.horizontalAdvance(line) for line in lines) > width
        or metrics.height() * len(lines) > height
    ):
        font = serif(font.pixelSize() - 1, bold=True)
        metrics = QFontMetricsF(font)
    return font, lines


def _breaks(words: list[str], count: int) -> list[list[str]]:
    """Every way to set ``words`` on ``count`` lines, in order."""
    if count == 1:
        return [[" ".join(words)]]
    return [
        [" ".join(words[:cut]), *rest]
        for cut in range(1, len(words) - count + 2)
        for rest in _breaks(words[cut:], count - 1)
    ]


class Highlight:
    """How strongly a zone invites a drop."""

    NONE = 0
    TARGET = 1
    """A legal place for the card being dragged or selected."""
    HOT = 2
    """The dragged card is over it: dropping now plays it here."""


class ZoneItem(QGraphicsItem):
    """A zone's outline and caption; glows when the card in hand may go there."""

    def __init__(self, zone: ZoneId, caption: str) -> None:
        super().__init__()
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.zone = zone
        self.caption = caption
        self.rect = QRectF()
        self.caption_rect = QRectF()
        self.places: list[QRectF] = []
        self.place_labels: list[str] = []
        self.highlight = Highlight.NONE
        self.setZValue(-10)
        self.mark = ZoneMark(self)
        """The legal place's mark, drawn above the cards (the scene adds it)."""
        self.accessible_name = ""
        """What a screen reader calls the zone (audatia_qt.ui.table.accessible)."""
        self.accessible_description = ""

    def set_geometry(
        self,
        rect: Rect,
        caption_rect: Rect,
        places: tuple[Rect, ...] = (),
        labels: tuple[str, ...] = (),
    ) -> None:
        self.prepareGeometryChange()
        self.rect = qrect(rect)
        self.caption_rect = qrect(caption_rect)
        self.places = [qrect(place) for place in places]
        self.place_labels = list(labels)
        self.mark.follow()
        self.update()

    def set_highlight(self, level: int) -> None:
        if level != self.highlight:
            self.highlight = level
            self.mark.follow()
            self.update()

    def theme(self) -> Theme:
        scene = self.scene()
        theme = getattr(scene, "theme", None)
        return theme if isinstance(theme, Theme) else theme_for(HighlightStyle.STANDARD)

    def ring_width(self) -> float:
        """The width of each of the legal place's two outlines."""
        return self.theme().outline

    def rings(self) -> tuple[QRectF, QRectF]:
        """The legal place's double outline, both just outside the zone, where a card lying in
        the zone cannot hide it."""
        width = self.ring_width()
        inner = self.rect.adjusted(-width, -width, width, width)
        outer = inner.adjusted(-2 * width, -2 * width, 2 * width, 2 * width)
        return inner, outer

    def boundingRect(self) -> QRectF:
        pad = 6 + 4 * self.ring_width()
        return self.rect.united(self.caption_rect).adjusted(-pad, -pad, pad, pad)

    def zone_rect(self) -> QRectF:
        """The zone itself, without its caption."""
        return QRectF(self.rect)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        radius = min(self.rect.width(), self.rect.height()) * 0.06
        if self.zone.kind is not ZoneKind.HAND:
            painter.setPen(QPen(QColor(255, 255, 255, 45), 1.2, Qt.PenStyle.DashLine))
            painter.setBrush(QColor(0, 0, 0, 28))
            if self.places:
                for place, label in zip(self.places, self.place_labels, strict=False):
                    painter.drawRoundedRect(place.adjusted(2, 2, -2, -2), radius, radius)
                    painter.save()
                    painter.setFont(serif(place.width() * 0.42, italic=True))
                    painter.setPen(QColor(255, 255, 255, 40))
                    painter.drawText(place, Qt.AlignmentFlag.AlignCenter, label)
                    painter.restore()
            else:
                painter.drawRoundedRect(self.rect, radius, radius)
        if self.zone.kind is ZoneKind.ROW:
            # The row has no caption band: it names itself, faintly, under its cards.
            painter.setFont(serif(self.rect.height() * 0.16, italic=True))
            painter.setPen(QColor(255, 255, 255, 60))
            painter.drawText(self.rect, Qt.AlignmentFlag.AlignCenter, "Row")
        theme = self.theme()
        if self.highlight:
            hot = self.highlight == Highlight.HOT
            if theme.glow:
                glow = QColor(theme.target)
                for width, alpha in ((10.0, 45), (5.0, 90)):
                    glow.setAlpha(alpha if hot else alpha // 2 + 20)
                    painter.setPen(QPen(glow, width))
                    painter.setBrush(Qt.BrushStyle.NoBrush)
                    painter.drawRoundedRect(self.rect, radius, radius)
            fill = QColor(theme.target)
            fill.setAlpha(70 if hot else 28)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(fill)
            painter.drawRoundedRect(self.rect, radius, radius)
            # A double outline (a thicker one under the dragged card): a legal place reads by
            # its shape as well as its colour (WCAG 1.4.1).
            width = self.ring_width() * (1.6 if hot else 1.0)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(theme.target, width))
            for ring in self.rings():
                grow = ring.width() - self.rect.width()
                painter.drawRoundedRect(ring, radius + grow / 2, radius + grow / 2)
        if self.caption and not self.caption_rect.isEmpty():
            painter.setFont(serif(self.caption_rect.height() * 0.78, italic=True))
            color = QColor(theme.caption) if self.highlight else QColor(CREAM)
            color.setAlpha(255 if self.highlight else 170)
            painter.setPen(color)
            painter.drawText(
                self.caption_rect,
                Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter,
                self.caption,
            )

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        scene = self.scene()
        from audatia_qt.ui.table.scene import TableScene

        if isinstance(scene, TableScene) and self.rect.contains(event.scenePos()):
            scene.zone_clicked_item(self)
            event.accept()
            return
        event.ignore()


class ZoneMark(QGraphicsItem):
    """A legal place's mark: a disc with an arrow pointing down into the place, on the
    place's top-left corner, above the cards lying there (a shape, not only a colour)."""

    def __init__(self, zone: ZoneItem) -> None:
        super().__init__()
        self.zone_item = zone
        self.setZValue(950)
        self.setVisible(False)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def radius(self) -> float:
        rect = self.zone_item.rect
        return max(7.0, min(rect.width(), rect.height()) * 0.11)

    def center(self) -> QPointF:
        """Just inside the zone's top-left corner: on the felt and the outlines, clear of the
        caption band's centred words."""
        rect, r = self.zone_item.rect, self.radius()
        return QPointF(rect.left() + r * 0.35, rect.top() + r * 0.35)

    def follow(self) -> None:
        """Show the mark while the zone is a legal place, where the zone now lies."""
        self.prepareGeometryChange()
        self.setVisible(bool(self.zone_item.highlight) and not self.zone_item.rect.isEmpty())
        self.update()

    def boundingRect(self) -> QRectF:
        c, r = self.center(), self.radius() + 2
        return QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        theme = self.zone_item.theme()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        c, r = self.center(), self.radius()
        painter.setPen(QPen(theme.mark_ink, max(1.2, r * 0.14)))
        painter.setBrush(theme.target)
        painter.drawEllipse(c, r, r)
        ink = QPen(theme.mark_ink, max(1.5, r * 0.22))
        ink.setCapStyle(Qt.PenCapStyle.RoundCap)
        ink.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(ink)
        painter.drawLine(QPointF(c.x(), c.y() - r * 0.5), QPointF(c.x(), c.y() + r * 0.45))
        painter.drawLine(
            QPointF(c.x() - r * 0.4, c.y() + r * 0.05), QPointF(c.x(), c.y() + r * 0.45)
        )
        painter.drawLine(
            QPointF(c.x() + r * 0.4, c.y() + r * 0.05), QPointF(c.x(), c.y() + r * 0.45)
        )


class SideCardItem(QGraphicsItem):
    """The Stretto Side card, lying sideways between the Stacks, turned to its orientation."""

    LABELS: ClassVar[dict[str | None, str]] = {
        # Short, because the card lies in a narrow slot; the game log and the prompt say it in
        # full ("Inside remedies only").
        "inside": "Inside only",
        "outside": "Outside only",
        "either": "Either side",
        None: "Stretto Side card",
    }

    def __init__(self) -> None:
        super().__init__()
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.rect = QRectF()
        self.pixmap: QPixmap | None = None
        self.orientation: str | None = None
        self.bind = ""
        self.inviting = False
        """The local player must orient it now: it glows and takes clicks."""
        self.setZValue(-5)
        # Its tool tip says which remedies it allows now and why (issue 17).
        self.setAcceptHoverEvents(True)
        self.hovered = False
        """The pointer is over the card."""

    def set_state(
        self, rect: Rect, pixmap: QPixmap, orientation: str | None, bind: str, inviting: bool
    ) -> None:
        self.prepareGeometryChange()
        self.rect = qrect(rect)
        self.pixmap = pixmap
        self.orientation = orientation
        self.bind = bind
        self.inviting = inviting
        if self.hovered:
            # Said again at every change of the table, so a resting pointer reads the present.
            self.setToolTip(self.explanation())
        self.update()

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-8, -8, 8, 8)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        r = self.rect
        radius = r.height() * 0.06
        if self.pixmap is not None:
            painter.save()
            painter.translate(r.center())
            # Sideways; turned over for Outside so the Moon and Night swap sides (rulebook,
            # "Stretto": on the right, only Inside remedies; on the left, only Outside).
            painter.rotate(270 if self.orientation == "outside" else 90)
            card = QRectF(-r.height() / 2, -r.width() / 2, r.height(), r.width())
            painter.drawPixmap(card, self.pixmap, QRectF(self.pixmap.rect()))
            painter.restore()
        if self.orientation is None:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(10, 20, 14, 110))
            painter.drawRoundedRect(r, radius, radius)
        band = QRectF(r.x(), r.bottom() - r.height() * 0.3, r.width(), r.height() * 0.3)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(30, 20, 10, 200))
        painter.drawRoundedRect(band, radius, radius)
        label = self.LABELS.get(self.orientation, "")
        painter.setFont(self.label_font())
        painter.setPen(GOLD if self.orientation else CREAM)
        painter.drawText(band, Qt.AlignmentFlag.AlignCenter, label)
        if self.inviting:
            glow = QColor(GOLD)
            for width, alpha in ((10.0, 50), (4.0, 120), (2.0, 240)):
                glow.setAlpha(alpha)
                painter.setPen(QPen(glow, width))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(r, radius, radius)

    def label_width(self) -> float:
        """The width the label under the card may take."""
        return self.rect.width() * 0.92

    def label_font(self) -> QFont:
        """The label's font, shrunk until the label fits the narrow card."""
        label = self.LABELS.get(self.orientation, "")
        pixels = self.rect.height() * 0.3 * 0.46
        return fitted_serif(pixels, (label,), self.label_width(), bold=self.orientation is not None)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        from audatia_qt.ui.table.scene import TableScene

        scene = self.scene()
        if isinstance(scene, TableScene):
            inside = event.pos().x() >= self.rect.center().x()
            scene.side_card_clicked.emit("inside" if inside else "outside")
            event.accept()

    def explanation(self) -> str:
        """Which remedies the card allows now, who turned it and why (Cut 3, R-015, R-016),
        for the table's viewer (``rules.symbols.side_card_note``), as its tool tip."""
        view = _table_view(self)
        return tip_text(side_card_note(view), _table_cards(self)) if view is not None else ""

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hovered = True
        self.setToolTip(self.explanation())
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hovered = False
        super().hoverLeaveEvent(event)


class TextPanelItem(QGraphicsItem):
    """A few lines of text in a rounded panel: the state of the exchange."""

    def __init__(self) -> None:
        super().__init__()
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.rect = QRectF()
        self.title = ""
        self.lines: list[str] = []
        self.setZValue(-8)

    def set_text(self, rect: Rect, title: str, lines: list[str]) -> None:
        self.prepareGeometryChange()
        self.rect = qrect(rect)
        self.title = title
        self.lines = lines
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(self.rect)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        r = self.rect
        radius = r.height() * 0.12
        painter.setPen(QPen(QColor(176, 141, 74, 150), 1.2))
        painter.setBrush(QColor(12, 30, 20, 150))
        painter.drawRoundedRect(r.adjusted(1, 1, -1, -1), radius, radius)
        rows = max(1, len(self.lines) + 1)
        row_h = min(r.height() / (rows + 0.6), r.height() * 0.26)
        top = r.y() + (r.height() - rows * row_h) / 2
        inner = r.adjusted(r.height() * 0.2, 0, -r.height() * 0.2, 0)
        painter.setFont(serif(row_h * 0.82, bold=True))
        painter.setPen(GOLD)
        painter.drawText(
            QRectF(inner.x(), top, inner.width(), row_h),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            self.title,
        )
        painter.setFont(serif(row_h * 0.7))
        painter.setPen(CREAM)
        for i, line in enumerate(self.lines, start=1):
            painter.drawText(
                QRectF(inner.x(), top + i * row_h, inner.width(), row_h),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                line,
            )


@dataclass(frozen=True)
class VirtueRow:
    """One Virtue on the scoreboard: both totals and who holds the advantage."""

    virtue: Virtue
    mine: int
    theirs: int


class ScoreboardItem(QGraphicsItem):
    """The four Virtues: the opponent's totals above, the local player's below, leader in gold."""

    def __init__(self) -> None:
        super().__init__()
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.rect = QRectF()
        self.rows: list[VirtueRow] = []
        self.names = ("", "")
        self.setZValue(-8)
        # Each Virtue's column says what leading in it gives and who leads (issue 17).
        self.setAcceptHoverEvents(True)
        self.hovered: Virtue | None = None
        """The Virtue whose column the pointer is over."""

    def set_rows(self, rect: Rect, rows: list[VirtueRow], names: tuple[str, str]) -> None:
        """``names`` are (local player, opponent)."""
        self.prepareGeometryChange()
        self.rect = qrect(rect)
        self.rows = rows
        self.names = names
        if self.hovered is not None:
            # Said again at every change of the table, so a resting pointer reads the present.
            self.setToolTip(self.explanation(self.hovered))
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(self.rect)

    def _columns(self) -> tuple[float, float, float]:
        """The name column's width, each Virtue column's width, and the row height."""
        r = self.rect
        name_w = r.width() * 0.26
        col_w = (r.width() - name_w - r.height() * 0.2) / max(1, len(self.rows))
        return name_w, col_w, r.height() / 3.3

    def virtue_at(self, pos: QPointF) -> Virtue | None:
        """The Virtue whose column (its header and both totals) holds ``pos``."""
        if not self.rows or not self.rect.contains(pos):
            return None
        name_w, col_w, _row_h = self._columns()
        left = self.rect.x() + self.rect.height() * 0.1 + name_w
        column = int((pos.x() - left) // col_w) if col_w > 0 else -1
        if 0 <= column < len(self.rows) and pos.x() >= left:
            return self.rows[column].virtue
        return None

    def column_rect(self, virtue: Virtue) -> QRectF:
        """The column of ``virtue``: its header over the two totals."""
        name_w, col_w, _row_h = self._columns()
        index = [row.virtue for row in self.rows].index(virtue)
        left = self.rect.x() + self.rect.height() * 0.1 + name_w + index * col_w
        return QRectF(left, self.rect.y(), col_w, self.rect.height())

    def explanation(self, virtue: Virtue) -> str:
        """What leading in ``virtue`` gives (``LEAD_GIVES``) and who leads now, for the
        table's viewer (``rules.symbols.virtue_note``), as the column's tool tip."""
        return tip_text(virtue_note(_table_view(self), virtue), _table_cards(self))

    def accessible_description(self) -> str:
        """Every Virtue's explanation, one a line, as plain text."""
        view, cards = _table_view(self), _table_cards(self)
        return "\n".join(render(virtue_note(view, row.virtue), cards) for row in self.rows)

    def hoverMoveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hovered = self.virtue_at(event.pos())
        self.setToolTip("" if self.hovered is None else self.explanation(self.hovered))
        super().hoverMoveEvent(event)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hovered = None
        self.setToolTip("")
        super().hoverLeaveEvent(event)

    def header_column_width(self) -> float:
        """The width a Virtue name may take in its column."""
        return self._columns()[1] * 0.94

    def header_font(self) -> QFont:
        """The Virtue names' font, small enough that they never run into each other (Prudentia
        and Celeritas are wider than their columns at 1280 px and below)."""
        row_h = self._columns()[2]
        titles = tuple(row.virtue.title for row in self.rows)
        return fitted_serif(row_h * 0.62, titles, self.header_column_width(), bold=True)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        r = self.rect
        radius = r.height() * 0.12
        painter.setPen(QPen(QColor(176, 141, 74, 150), 1.2))
        painter.setBrush(QColor(12, 30, 20, 150))
        painter.drawRoundedRect(r.adjusted(1, 1, -1, -1), radius, radius)
        if not self.rows:
            return
        name_w, col_w, row_h = self._columns()
        top = r.y() + (r.height() - 3 * row_h) / 2
        left = r.x() + r.height() * 0.1
        painter.setFont(serif(row_h * 0.62, italic=True))
        painter.setPen(CREAM)
        short = short_names(self.names)
        metrics = painter.fontMetrics()
        for i, name in enumerate((short[1], short[0]), start=1):
            painter.drawText(
                QRectF(left, top + i * row_h, name_w, row_h),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                metrics.elidedText(name, Qt.TextElideMode.ElideRight, int(name_w)),
            )
        header_font = self.header_font()
        for c, row in enumerate(self.rows):
            x = left + name_w + c * col_w
            painter.setFont(header_font)
            painter.setPen(GOLD)
            painter.drawText(
                QRectF(x, top, col_w, row_h), Qt.AlignmentFlag.AlignCenter, row.virtue.title
            )
            for i, (value, leads) in enumerate(
                ((row.theirs, row.theirs > row.mine), (row.mine, row.mine > row.theirs)), start=1
            ):
                cell = QRectF(
                    x + col_w * 0.2, top + i * row_h + row_h * 0.08, col_w * 0.6, row_h * 0.84
                )
                if leads:
                    painter.setPen(Qt.PenStyle.NoPen)
                    painter.setBrush(QColor(GOLD.red(), GOLD.green(), GOLD.blue(), 200))
                    painter.drawRoundedRect(cell, cell.height() * 0.3, cell.height() * 0.3)
                painter.setFont(numerals(row_h * 0.6, bold=leads))
                painter.setPen(QColor(40, 25, 5) if leads else CREAM)
                painter.drawText(cell, Qt.AlignmentFlag.AlignCenter, str(value))


def _table_cards(item: QGraphicsItem) -> CardWords:
    """The cards' names as the item's table says them (``symbol_tips.card_words``)."""
    from audatia_qt.ui.table.scene import TableScene

    scene = item.scene()
    return scene.cards if isinstance(scene, TableScene) else card_words(None)


def _table_view(item: QGraphicsItem) -> PlayerView | None:
    """The view the item's table shows (the reader's, docs/trust.md), if it is on one."""
    from audatia_qt.ui.table.scene import TableScene

    scene = item.scene()
    return scene.view if isinstance(scene, TableScene) else None
