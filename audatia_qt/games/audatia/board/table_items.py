"""The table's furniture: zone outlines with captions, the Stretto Side card, the status panel
and the Virtue scoreboard. Cards themselves are ``CardItem``s."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Protocol, runtime_checkable

from PySide6.QtCore import QPointF, QRectF, Qt, SignalInstance
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen, QPixmap
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from audatia_qt.games.audatia.board.index import ZoneId
from audatia_qt.games.audatia.board.layout import (
    LINE,
    NAME_EM,
    NUMERALS,
    SCORE_ROW,
    SIDE_LABELS,
    STATUS_ROW,
    TEXT_PAD,
    Rect,
    ZoneKind,
    set_lines,
    side_label,
    two_lines,
)
from audatia_qt.games.audatia.board.symbol_tips import card_words, tip_text
from audatia_qt.games.audatia.board.theme import HighlightStyle, Theme, theme_for
from audatia_qt.games.audatia.narrator.symbols import side_card_note, virtue_note
from audatia_qt.games.audatia.rules import PlayerView
from audatia_qt.games.audatia.rules.cards import Virtue
from audatia_qt.games.audatia.screens.fonts import serif
from audatia_qt.shell.i18n.render import CardWords, render

CREAM = QColor(244, 232, 200)
GOLD = QColor(255, 205, 80)


def qrect(rect: Rect) -> QRectF:
    return QRectF(rect.x, rect.y, rect.w, rect.h)


@dataclass(frozen=True)
class TextBox:
    """One line of text an item of the table draws: its words, its font and the box it is
    set in (scene coordinates), so tests can measure every text against its room."""

    text: str
    font: QFont
    rect: QRectF
    align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter
    role: str = ""
    """What the words are, where an item draws several kinds ("badge", "plate", "tag")."""

    def draw(self, painter: QPainter) -> None:
        painter.setFont(self.font)
        painter.drawText(self.rect, self.align, self.text)


def em_width(text: str) -> float:
    """``text``'s width in em in the widest of the table's serif styles (the layout's
    ``Measure``, measured by Qt in the fonts it has now)."""
    styles = ((False, False), (True, False), (False, True))
    fonts = (serif(100, bold=bold, italic=italic) for bold, italic in styles)
    return max(QFontMetricsF(font).horizontalAdvance(text) for font in fonts) / 100


def set_text(text: str, width: float, text_px: float) -> list[str]:
    """``text`` in the lines the layout made room for (``layout.set_lines``)."""
    lines, _width = set_lines(text, width, text_px, em_width)
    return [text] if lines == 1 else two_lines(text, em_width)


def stacked(
    lines: list[str], font: QFont, rect: QRectF, line_h: float, align: Qt.AlignmentFlag
) -> list[TextBox]:
    """``lines`` one under another, ``line_h`` apart, the block centred down ``rect``."""
    top = rect.y() + (rect.height() - line_h * len(lines)) / 2
    return [
        TextBox(line, font, QRectF(rect.x(), top + i * line_h, rect.width(), line_h), align)
        for i, line in enumerate(lines)
    ]


def shrunk(font: QFont, text: str, width: float, height: float) -> QFont:
    """``font``, smaller if need be until ``text`` fits ``width`` x ``height``."""
    metrics = QFontMetricsF(font)
    while font.pixelSize() > 8 and (
        metrics.horizontalAdvance(text) > width or metrics.height() > height
    ):
        font = QFont(font)
        font.setPixelSize(font.pixelSize() - 1)
        metrics = QFontMetricsF(font)
    return font


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


#: The most lines a name plate breaks a card's name over: four, so that a large text size
#: on the narrow cards it leaves still sets a four-word name ("Posta Frontale ditta Corona")
#: a word a line rather than smaller.
PLATE_LINES = 4


def name_plate(
    text: str, width: float, height: float, *, largest: float
) -> tuple[QFont, list[str]]:
    """The bold serif and the lines (at most ``PLATE_LINES``, broken between words) that set
    ``text`` largest inside ``width`` x ``height`` pixels, no larger than ``largest`` pixels:
    a card's name on the part of it left in sight (the opened Posta pile)."""
    words = text.split()
    probe = QFontMetricsF(serif(100, bold=True))
    line_height = probe.height() / 100
    best: tuple[float, list[str]] = (0.0, [text])
    for count in range(1, min(PLATE_LINES, len(words)) + 1):
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


@runtime_checkable
class ItemTable(Protocol):
    """What the table's zones, Side card and scoreboard ask of the table they lie on
    (``scene.TableScene``): the view it shows (the reader's, docs/trust.md), how it names the
    cards, and where a click goes. Said here, by the items, so they need no import of the scene
    that holds them."""

    view: PlayerView | None
    cards: CardWords
    side_card_clicked: SignalInstance

    def zone_clicked_item(self, item: ZoneItem) -> None: ...


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
        self.named_inside = False
        """The zone has no caption band and names itself inside, faintly: the zone a ruleset
        lays beside the hand (the Sudden Death row; the scene sets it from the board variant)."""
        self.rect = QRectF()
        self.caption_rect = QRectF()
        self.places: list[QRectF] = []
        self.place_labels: list[str] = []
        self.text_px = 16.0
        """The table's text size (``TableLayout.text_px``)."""
        self.highlight = Highlight.NONE
        self.setZValue(-10)
        self.mark = ZoneMark(self)
        """The legal place's mark, drawn above the cards (the scene adds it)."""
        self.accessible_name = ""
        """What a screen reader calls the zone (audatia_qt.games.audatia.board.accessible)."""
        self.accessible_description = ""

    def set_geometry(
        self,
        rect: Rect,
        caption_rect: Rect,
        places: tuple[Rect, ...] = (),
        labels: tuple[str, ...] = (),
        text_px: float = 16.0,
    ) -> None:
        self.prepareGeometryChange()
        self.text_px = text_px
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

    def text_boxes(self) -> list[TextBox]:
        """The caption in its band, the Stack places' side letters, the row's name."""
        return self.faint_boxes() + self.caption_boxes()

    def faint_boxes(self) -> list[TextBox]:
        """The Stack places' side letters, the row's name: faint words on the felt."""
        boxes: list[TextBox] = []
        px = self.text_px
        if self.zone.kind is not ZoneKind.HAND:
            for place, label in zip(self.places, self.place_labels, strict=False):
                if label:
                    # A faint letter large in the empty place, clear of its neighbours' (the
                    # places overlap by an eighth of a card).
                    inset = place.width() * 0.15
                    room = place.adjusted(inset, 4, -inset, -4)
                    font = shrunk(serif(2 * px, italic=True), label, room.width(), room.height())
                    boxes.append(TextBox(label, font, room))
        if self.named_inside:
            room = self.rect.adjusted(4, 4, -4, -4)
            name = self.zone.kind.caption
            font = shrunk(serif(1.3 * px, italic=True), name, room.width(), room.height())
            boxes.append(TextBox(name, font, room))
        return boxes

    def caption_boxes(self) -> list[TextBox]:
        """The zone's name in its band, on one line or two (``layout.set_lines``)."""
        if not self.caption or self.caption_rect.isEmpty():
            return []
        px = self.text_px
        lines = set_text(self.caption, self.caption_rect.width(), px)
        font = serif(px, italic=True)
        return stacked(lines, font, self.caption_rect, LINE * px, Qt.AlignmentFlag.AlignCenter)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        radius = min(self.rect.width(), self.rect.height()) * 0.06
        if self.zone.kind is not ZoneKind.HAND:
            painter.setPen(QPen(QColor(255, 255, 255, 45), 1.2, Qt.PenStyle.DashLine))
            painter.setBrush(QColor(0, 0, 0, 28))
            if self.places:
                for place in self.places:
                    painter.drawRoundedRect(place.adjusted(2, 2, -2, -2), radius, radius)
            else:
                painter.drawRoundedRect(self.rect, radius, radius)
        painter.save()
        # The Stack's side letters and the row's name (it has no caption band), faintly.
        painter.setPen(QColor(255, 255, 255, 60 if self.named_inside else 40))
        for box in self.faint_boxes():
            box.draw(painter)
        painter.restore()
        caption_boxes = self.caption_boxes()
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
        if caption_boxes:
            color = QColor(theme.caption) if self.highlight else QColor(CREAM)
            color.setAlpha(255 if self.highlight else 170)
            painter.setPen(color)
            for box in caption_boxes:
                box.draw(painter)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        scene = self.scene()
        if isinstance(scene, ItemTable) and self.rect.contains(event.scenePos()):
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

    LABELS: ClassVar[dict[str | None, str]] = SIDE_LABELS

    def __init__(self) -> None:
        super().__init__()
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.rect = QRectF()
        self.label_rect = QRectF()
        """Under the card: its orientation in words."""
        self.text_px = 16.0
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
        self,
        rect: Rect,
        pixmap: QPixmap,
        orientation: str | None,
        bind: str,
        inviting: bool,
        *,
        label_rect: Rect | None = None,
        text_px: float = 16.0,
    ) -> None:
        """The card at ``rect``, its words in ``label_rect`` (by default a band as tall as
        a line under it) at ``text_px``."""
        self.prepareGeometryChange()
        self.rect = qrect(rect)
        self.text_px = text_px
        if label_rect is None:
            label_rect = Rect(rect.x, rect.bottom, rect.w, LINE * text_px)
        self.label_rect = qrect(label_rect)
        self.pixmap = pixmap
        self.orientation = orientation
        self.bind = bind
        self.inviting = inviting
        if self.hovered:
            # Said again at every change of the table, so a resting pointer reads the present.
            self.setToolTip(self.explanation())
        self.update()

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-8, -8, 8, 8).united(self.label_rect)

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
        boxes = self.text_boxes()
        if boxes:
            # A dark band behind the words, as wide as they are, so they read on the felt.
            width = max(QFontMetricsF(box.font).horizontalAdvance(box.text) for box in boxes)
            width += 2 * TEXT_PAD * self.text_px
            band = QRectF(
                self.label_rect.center().x() - width / 2,
                boxes[0].rect.top(),
                width,
                boxes[-1].rect.bottom() - boxes[0].rect.top(),
            ).intersected(self.label_rect)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(30, 20, 10, 200))
            painter.drawRoundedRect(band, band.height() * 0.25, band.height() * 0.25)
        painter.setPen(GOLD if self.orientation else CREAM)
        for box in boxes:
            box.draw(painter)
        if self.inviting:
            glow = QColor(GOLD)
            for width, alpha in ((10.0, 50), (4.0, 120), (2.0, 240)):
                glow.setAlpha(alpha)
                painter.setPen(QPen(glow, width))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(r, radius, radius)

    def text_boxes(self) -> list[TextBox]:
        """The orientation in words under the card, on one line or two, at the table's text
        size (bold once the card is turned)."""
        label = side_label(self.orientation) if self.orientation in self.LABELS else ""
        if not label or self.label_rect.isEmpty():
            return []
        px = self.text_px
        lines = set_text(label, self.label_rect.width(), px)
        font = serif(px, bold=self.orientation is not None)
        return stacked(lines, font, self.label_rect, LINE * px, Qt.AlignmentFlag.AlignCenter)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        scene = self.scene()
        if isinstance(scene, ItemTable):
            inside = event.pos().x() >= self.rect.center().x()
            scene.side_card_clicked.emit("inside" if inside else "outside")
            event.accept()

    def explanation(self) -> str:
        """Which remedies the card allows now, who turned it and why (Cut 3, R-015, R-016),
        for the table's viewer (``narrator.symbols.side_card_note``), as its tool tip."""
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
        self.text_px = 16.0
        self.setZValue(-8)

    def set_text(self, rect: Rect, title: str, lines: list[str], text_px: float = 16.0) -> None:
        self.prepareGeometryChange()
        self.rect = qrect(rect)
        self.title = title
        self.lines = lines
        self.text_px = text_px
        self.update()

    def text_boxes(self) -> list[TextBox]:
        """The title (larger, bold) over the lines, one a row, each cut with an ellipsis
        if a long name would run past the panel."""
        px = self.text_px
        r = self.rect
        pad = max(TEXT_PAD * px, r.height() * 0.08)
        inner = r.adjusted(pad, 0, -pad, 0)
        row_h = STATUS_ROW * px
        top = r.y() + (r.height() - row_h * (1 + len(self.lines))) / 2
        left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        boxes: list[TextBox] = []
        for i, (text, font) in enumerate(
            [(self.title, serif(1.15 * px, bold=True))] + [(line, serif(px)) for line in self.lines]
        ):
            shown = QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, inner.width())
            boxes.append(
                TextBox(shown, font, QRectF(inner.x(), top + i * row_h, inner.width(), row_h), left)
            )
        return boxes

    def boundingRect(self) -> QRectF:
        return QRectF(self.rect)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        r = self.rect
        radius = min(r.height() * 0.12, 2 * self.text_px)
        painter.setPen(QPen(QColor(176, 141, 74, 150), 1.2))
        painter.setBrush(QColor(12, 30, 20, 150))
        painter.drawRoundedRect(r.adjusted(1, 1, -1, -1), radius, radius)
        for i, box in enumerate(self.text_boxes()):
            painter.setPen(GOLD if i == 0 else CREAM)
            box.draw(painter)


@dataclass(frozen=True)
class VirtueRow:
    """One Virtue on the scoreboard: both totals and who holds the advantage."""

    virtue: Virtue
    mine: int
    theirs: int


@dataclass(frozen=True)
class ScoreCell:
    """A total on the scoreboard: its box, and whether its holder leads in the Virtue."""

    rect: QRectF
    value: int
    leads: bool


class ScoreboardItem(QGraphicsItem):
    """The four Virtues: both players' totals, the leader's in gold.

    Across (the Virtues side by side, the opponent's totals above the local player's) while
    the names fit at the table's text size; else down (``layout.scoreboard_is_tall``): a
    Virtue a row, the opponent's totals left of the local player's under their names."""

    def __init__(self) -> None:
        super().__init__()
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.rect = QRectF()
        self.rows: list[VirtueRow] = []
        self.names = ("", "")
        self.text_px = 16.0
        self.tall = False
        self.setZValue(-8)
        # Each Virtue's column says what leading in it gives and who leads (issue 17).
        self.setAcceptHoverEvents(True)
        self.hovered: Virtue | None = None
        """The Virtue whose column the pointer is over."""

    def set_rows(
        self,
        rect: Rect,
        rows: list[VirtueRow],
        names: tuple[str, str],
        text_px: float = 16.0,
        *,
        tall: bool = False,
    ) -> None:
        """``names`` are (local player, opponent); ``tall`` lists the Virtues down."""
        self.prepareGeometryChange()
        self.rect = qrect(rect)
        self.rows = rows
        self.names = names
        self.text_px = text_px
        self.tall = tall
        if self.hovered is not None:
            # Said again at every change of the table, so a resting pointer reads the present.
            self.setToolTip(self.explanation(self.hovered))
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(self.rect)

    def _row_h(self) -> float:
        return SCORE_ROW * self.text_px

    def _title_w(self) -> float:
        """A Virtue name's column: the widest name and room either side."""
        px = self.text_px
        widest = max((em_width(row.virtue.title) for row in self.rows), default=0.0)
        return widest * px + 2 * TEXT_PAD * px

    def _columns(self) -> tuple[float, float, float]:
        """Across: the names' column's width, each Virtue column's width, the left edge."""
        r, px = self.rect, self.text_px
        inset = TEXT_PAD * px
        room = r.width() - 2 * inset
        columns = max(1, len(self.rows))
        # The names' column is as wide as the longer whole name wants, as far as the Virtues'
        # columns leave room: a name is cut only when the board truly lacks it.
        metrics = QFontMetricsF(serif(px, italic=True))
        wanted = max(metrics.horizontalAdvance(name) for name in self.names) + inset
        name_w = max(NAME_EM * px, min(wanted, room - columns * self._title_w()))
        return name_w, (room - name_w) / columns, r.x() + inset

    def _top(self, count: int) -> float:
        return self.rect.y() + (self.rect.height() - count * self._row_h()) / 2

    def column_rect(self, virtue: Virtue) -> QRectF:
        """The part of the board that is ``virtue``'s: its column across (its name over the
        two totals), or its row down."""
        index = [row.virtue for row in self.rows].index(virtue)
        if self.tall:
            row_h = self._row_h()
            top = self._top(len(self.rows) + 1) + (index + 1) * row_h
            return QRectF(self.rect.x(), top, self.rect.width(), row_h)
        name_w, col_w, left = self._columns()
        return QRectF(left + name_w + index * col_w, self.rect.y(), col_w, self.rect.height())

    def virtue_at(self, pos: QPointF) -> Virtue | None:
        """The Virtue whose column (or row) holds ``pos``."""
        if not self.rows or not self.rect.contains(pos):
            return None
        for row in self.rows:
            if self.column_rect(row.virtue).contains(pos):
                return row.virtue
        return None

    def explanation(self, virtue: Virtue) -> str:
        """What leading in ``virtue`` gives (``LEAD_GIVES``) and who leads now, for the
        table's viewer (``narrator.symbols.virtue_note``), as the column's tool tip."""
        return tip_text(virtue_note(_table_view(self), virtue), _table_cards(self))

    def accessible_description(self) -> str:
        """Every Virtue's explanation, one a line, as plain text."""
        view, cards = _table_view(self), _table_cards(self)
        return "\n".join(render(virtue_note(view, row.virtue), cards) for row in self.rows)

    def name_tip(self, pos: QPointF) -> str:
        """The whole name of the fencer whose name is at ``pos``, where the board had to cut
        it short; "" elsewhere."""
        names, _headers, _cells = self.layout_board()
        for box, name in zip(names, (self.names[1], self.names[0]), strict=True):
            if box.rect.contains(pos) and box.text != name:
                return name
        return ""

    def hoverMoveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hovered = self.virtue_at(event.pos())
        tip = self.name_tip(event.pos())
        if self.hovered is not None:
            tip = self.explanation(self.hovered)
        self.setToolTip(tip)
        super().hoverMoveEvent(event)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hovered = None
        self.setToolTip("")
        super().hoverLeaveEvent(event)

    def layout_board(self) -> tuple[list[TextBox], list[TextBox], list[ScoreCell]]:
        """The board's words: the players' names, the Virtues' names, and the totals."""
        if not self.rows:
            return [], [], []
        px, row_h = self.text_px, self._row_h()
        pad = TEXT_PAD * px
        # The decks' whole names ("Falcon School", not "Falcon"): cut only where the room
        # lacks, and then the whole name is the tool tip (``name_tip``).
        players = (self.names[1], self.names[0])
        name_font = serif(px, italic=True)
        metrics = QFontMetricsF(name_font)
        titles = tuple(row.virtue.title for row in self.rows)
        centre = Qt.AlignmentFlag.AlignCenter
        left_v = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        names: list[TextBox] = []
        headers: list[TextBox] = []
        cells: list[ScoreCell] = []

        def cell(x: float, width: float, y: float, value: int, leads: bool) -> ScoreCell:
            wide = min(width * 0.6, 2.6 * px)
            box = QRectF(x + (width - wide) / 2, y + row_h * 0.08, wide, row_h * 0.84)
            return ScoreCell(box, value, leads)

        if self.tall:
            inset = pad
            title_w = self._title_w()
            value_w = (self.rect.width() - 2 * inset - title_w) / 2
            top = self._top(len(self.rows) + 1)
            x0 = self.rect.x() + inset
            header_font = fitted_serif(px, titles, title_w - 2 * pad, bold=True)
            for i, name in enumerate(players):
                x = x0 + title_w + i * value_w
                shown = metrics.elidedText(name, Qt.TextElideMode.ElideRight, value_w - pad)
                names.append(TextBox(shown, name_font, QRectF(x, top, value_w, row_h), centre))
            for r, row in enumerate(self.rows, start=1):
                y = top + r * row_h
                headers.append(
                    TextBox(
                        row.virtue.title,
                        header_font,
                        QRectF(x0 + pad, y, title_w - 2 * pad, row_h),
                        left_v,
                    )
                )
                for i, (value, leads) in enumerate(_totals(row)):
                    cells.append(cell(x0 + title_w + i * value_w, value_w, y, value, leads))
            return names, headers, cells
        name_w, col_w, left = self._columns()
        top = self._top(3)
        header_font = fitted_serif(px, titles, col_w * 0.94, bold=True)
        for i, name in enumerate(players, start=1):
            shown = metrics.elidedText(name, Qt.TextElideMode.ElideRight, name_w)
            names.append(
                TextBox(shown, name_font, QRectF(left, top + i * row_h, name_w, row_h), left_v)
            )
        for c, row in enumerate(self.rows):
            x = left + name_w + c * col_w
            headers.append(
                TextBox(row.virtue.title, header_font, QRectF(x, top, col_w, row_h), centre)
            )
            for i, (value, leads) in enumerate(_totals(row), start=1):
                cells.append(cell(x, col_w, top + i * row_h, value, leads))
        return names, headers, cells

    def header_font(self) -> QFont:
        """The Virtue names' font: the table's text size, smaller only if a name would run
        past its column (``layout.scoreboard_is_tall`` turns the board first)."""
        _names, headers, _cells = self.layout_board()
        return headers[0].font

    def numeral_font(self, leads: bool) -> QFont:
        return numerals(NUMERALS * self.text_px, bold=leads)

    def text_boxes(self) -> list[TextBox]:
        names, headers, cells = self.layout_board()
        totals = [
            TextBox(str(c.value), self.numeral_font(c.leads), c.rect, Qt.AlignmentFlag.AlignCenter)
            for c in cells
        ]
        return names + headers + totals

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        r = self.rect
        radius = min(r.height() * 0.12, 2 * self.text_px)
        painter.setPen(QPen(QColor(176, 141, 74, 150), 1.2))
        painter.setBrush(QColor(12, 30, 20, 150))
        painter.drawRoundedRect(r.adjusted(1, 1, -1, -1), radius, radius)
        names, headers, cells = self.layout_board()
        painter.setPen(CREAM)
        for box in names:
            box.draw(painter)
        painter.setPen(GOLD)
        for box in headers:
            box.draw(painter)
        for c in cells:
            if c.leads:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor(GOLD.red(), GOLD.green(), GOLD.blue(), 200))
                painter.drawRoundedRect(c.rect, c.rect.height() * 0.3, c.rect.height() * 0.3)
            painter.setPen(QColor(40, 25, 5) if c.leads else CREAM)
            TextBox(str(c.value), self.numeral_font(c.leads), c.rect).draw(painter)


def _totals(row: VirtueRow) -> tuple[tuple[int, bool], tuple[int, bool]]:
    """The opponent's total and the local player's, each with whether it leads."""
    return ((row.theirs, row.theirs > row.mine), (row.mine, row.mine > row.theirs))


def _table_cards(item: QGraphicsItem) -> CardWords:
    """The cards' names as the item's table says them (``symbol_tips.card_words``)."""
    scene = item.scene()
    return scene.cards if isinstance(scene, ItemTable) else card_words(None)


def _table_view(item: QGraphicsItem) -> PlayerView | None:
    """The view the item's table shows (the reader's, docs/trust.md), if it is on one."""
    scene = item.scene()
    return scene.view if isinstance(scene, ItemTable) else None
