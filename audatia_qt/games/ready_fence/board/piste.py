"""The fencing strip seen from above: ten sections, the two run-offs in the fencers' colours
and named, the on-guard lines, the section numbers, the distance between the fencers, and the
two fencers with their blades in their weapon positions (rulebook, "The Game Board" 1, "Table
1"; ruling RF-7)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPen

from audatia_qt.games.ready_fence.board.layout import Layout
from audatia_qt.games.ready_fence.board.places import PlaceKey, PlaceKind
from audatia_qt.games.ready_fence.board.scribe import (
    INK,
    LINE,
    PANEL,
    PISTE,
    SEAT_COLOURS,
    WHITE,
    Scribe,
)
from audatia_qt.games.ready_fence.board.words import BoardWords
from audatia_qt.games.ready_fence.rules import Guard, View
from audatia_qt.games.ready_fence.rules.strip import ON_GUARD, RUN_OFF, SECTIONS, forward


def draw_strip(
    scribe: Scribe,
    words: BoardWords,
    view: View,
    layout: Layout,
    glowing: set[PlaceKey],
    fencer_lifted: bool,
) -> None:
    """The strip from above: ten sections, the two run-offs in the fencers' colours and
    named, the on-guard lines, the section numbers, the distance between the fencers, and
    the two fencers with their blades in their weapon positions."""
    painter = scribe.painter
    unit = scribe.unit
    strip = layout.strip
    label_h = strip.height() * 0.22
    for index, cell in enumerate(layout.sections):
        run_off = index in RUN_OFF
        seat = RUN_OFF.index(index) if run_off else None
        painter.save()
        painter.setPen(QPen(LINE, 1.5))
        painter.setBrush(SEAT_COLOURS[seat] if seat is not None else PISTE)
        painter.drawRect(cell)
        painter.restore()
        number = QRectF(cell.left(), cell.bottom() - label_h, cell.width(), label_h)
        ink = WHITE if run_off else INK
        caption = f"{index} · {words.run_off()}" if run_off else str(index)
        scribe.text(number, caption, unit * 0.8, align=Qt.AlignmentFlag.AlignCenter, colour=ink)
        if PlaceKey(PlaceKind.SECTION, index) in glowing:
            scribe.glow(cell)
    # The on-guard lines: in front of each fencer's on-guard section (ruling RF-7).
    for seat, section in enumerate(ON_GUARD):
        cell = layout.sections[section]
        x = cell.right() if forward(seat) > 0 else cell.left()
        painter.save()
        painter.setPen(QPen(INK, max(3.0, unit * 0.3)))
        painter.drawLine(QPointF(x, strip.top()), QPointF(x, strip.bottom() - label_h))
        painter.restore()
        tag = QRectF(x - cell.width() * 0.5, strip.top() - unit * 0.05, cell.width(), label_h)
        scribe.text(tag, words.on_guard(), unit * 0.7, align=Qt.AlignmentFlag.AlignCenter)
    for seat in (0, 1):
        if fencer_lifted and seat == view.viewer:
            draw_fencer(scribe, view, seat, layout.fencers[seat], ghost=True)
        else:
            draw_fencer(scribe, view, seat, layout.fencers[seat])
    draw_distance(scribe, words, view, layout, label_h)


def draw_distance(
    scribe: Scribe, words: BoardWords, view: View, layout: Layout, label_h: float
) -> None:
    """The distance between the fencers (rulebook, "Table 1"): a measuring line from one
    to the other low on the strip, its name on a plate over it."""
    painter = scribe.painter
    low, high = sorted(f.position for f in view.fencers)
    if not (0 <= low < SECTIONS and 0 <= high < SECTIONS):
        return
    unit = scribe.unit
    strip = layout.strip
    y = strip.bottom() - label_h - unit * 0.9
    start = layout.sections[low].center().x()
    end = layout.sections[high].center().x()
    painter.save()
    painter.setPen(QPen(INK, 1.5, Qt.PenStyle.DashLine))
    painter.drawLine(QPointF(start, y), QPointF(end, y))
    painter.restore()
    text = words.distance(view)
    font = scribe.font(unit * 0.85, True)
    width = QFontMetricsF(font).horizontalAdvance(text) + unit
    plate = QRectF((start + end - width) / 2, y - unit * 0.75, width, unit * 1.5)
    painter.save()
    painter.setBrush(PANEL)
    painter.setPen(QPen(INK, 1))
    painter.drawRoundedRect(plate, 4, 4)
    painter.restore()
    scribe.text(plate, text, unit * 0.85, bold=True, align=Qt.AlignmentFlag.AlignCenter)


def draw_fencer(
    scribe: Scribe, view: View, seat: int, rect: QRectF, *, ghost: bool = False
) -> None:
    """A fencer from above: its body a disc with its number, its blade pointing at the
    opponent, raised for Invitation, crossed low for Engagement, level for Point-in-Line."""
    painter = scribe.painter
    colour = QColor(SEAT_COLOURS[seat])
    if ghost:
        colour.setAlpha(90)
    facing = forward(seat)
    size = min(rect.width() * 0.62, rect.height() * 0.75)
    centre = QPointF(rect.center().x() - facing * rect.width() * 0.12, rect.center().y())
    body = QRectF(centre.x() - size / 2, centre.y() - size / 2, size, size)
    guard = view.fencers[seat].guard
    tilt = {Guard.LINE: 0.0, Guard.INVITATION: -0.55, Guard.ENGAGEMENT: 0.45}[guard]
    reach = rect.width() * 0.75
    hand = QPointF(centre.x() + facing * size * 0.45, centre.y())
    tip = QPointF(hand.x() + facing * reach, hand.y() + tilt * reach)
    painter.save()
    painter.setPen(QPen(INK, max(2.0, size * 0.07), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    painter.drawLine(hand, tip)
    painter.setPen(QPen(INK, 2))
    painter.setBrush(colour)
    painter.drawEllipse(body)
    painter.restore()
    scribe.text(
        body,
        str(seat + 1),
        size * 0.55,
        bold=True,
        align=Qt.AlignmentFlag.AlignCenter,
        colour=WHITE,
    )
