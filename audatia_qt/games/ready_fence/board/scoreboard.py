"""The scoreboard above the strip: each fencer's panel (name, marked on its move; score;
stamina "water bottle" 0 to 6; weapon position circles with the token on the one held; hand
count) and the middle (the bout period, the Timer countdown deck with its count, the
Initiative coin once it has given the Priority) (rulebook, "The Game Board" 2-7)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPen

from audatia_qt.games.ready_fence.board.faces import CARD_RATIO
from audatia_qt.games.ready_fence.board.layout import Layout, panel_rows
from audatia_qt.games.ready_fence.board.places import PlaceKey, PlaceKind
from audatia_qt.games.ready_fence.board.scribe import (
    COIN,
    FACE_DOWN,
    INK,
    LINE,
    PANEL,
    SEAT_COLOURS,
    WHITE,
    Scribe,
)
from audatia_qt.games.ready_fence.board.words import BoardWords
from audatia_qt.games.ready_fence.rules import Phase, View
from audatia_qt.games.ready_fence.rules.config import MAX_STAMINA


def draw_panel(
    scribe: Scribe, words: BoardWords, view: View, layout: Layout, seat: int, glowing: set[PlaceKey]
) -> None:
    """A fencer's corner of the scoreboard: name (marked on its move) and score, stamina
    bottle, weapon position circles, hand count."""
    painter = scribe.painter
    panel = layout.scoreboard[seat]
    fencer = view.fencers[seat]
    colour = SEAT_COLOURS[seat]
    on_move = view.result is None and _deciding(view) == seat
    painter.save()
    painter.setBrush(PANEL)
    painter.setPen(QPen(colour, 4 if on_move else 1.5))
    painter.drawRoundedRect(panel, 8, 8)
    painter.restore()
    title, bottle, circles, hand = panel_rows(panel)
    unit = scribe.unit
    score_w = title.height() * 1.6
    name = QRectF(title.left(), title.top(), title.width() - score_w, title.height())
    scribe.text(name, words.fencer_title(view, seat, on_move), unit * 1.15, bold=True)
    badge = QRectF(title.right() - score_w, title.top(), score_w, title.height())
    painter.fillRect(badge, colour)
    scribe.text(
        badge,
        str(fencer.score),
        title.height() * 0.8,
        bold=True,
        align=Qt.AlignmentFlag.AlignCenter,
        colour=WHITE,
    )
    draw_bottle(scribe, words, bottle, fencer.stamina, colour)
    held = fencer.guard
    for circle_seat, guard, rect in layout.circles:
        if circle_seat != seat:
            continue
        holds = guard is held
        painter.save()
        painter.setPen(QPen(INK, 2))
        painter.setBrush(colour if holds else PANEL)
        painter.drawEllipse(rect)
        if holds:
            token = rect.adjusted(
                rect.width() * 0.28,
                rect.height() * 0.28,
                -rect.width() * 0.28,
                -rect.height() * 0.28,
            )
            painter.setBrush(WHITE)
            painter.drawEllipse(token)
        painter.restore()
        if PlaceKey(PlaceKind.GUARD, guard) in glowing and seat == view.viewer:
            scribe.glow(rect)
        label = QRectF(
            rect.center().x() - circles.width() / 6,
            rect.bottom(),
            circles.width() / 3,
            circles.bottom() - rect.bottom(),
        )
        scribe.text(
            label,
            words.guard(guard),
            unit * 0.85,
            bold=holds,
            align=Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
        )
    count = words.hand_count(fencer.hand_count)
    if seat == view.viewer:
        count = f"{count} · {words.score(view, seat)}"
    else:
        count = f"{count} · {words.score(view, seat)}"
    scribe.text(hand, count, unit * 0.9)


def draw_bottle(
    scribe: Scribe, words: BoardWords, row: QRectF, stamina: int, colour: QColor
) -> None:
    """The stamina "water bottle": squares 0 to 6, those up to the stamina filled, the
    number said in words beside it."""
    painter = scribe.painter
    unit = scribe.unit
    words_w = row.width() * 0.36
    track = QRectF(
        row.left(), row.top() + row.height() * 0.1, row.width() - words_w, row.height() * 0.8
    )
    cells = MAX_STAMINA + 1
    size = track.width() / cells
    for value in range(cells):
        cell = QRectF(track.left() + value * size, track.top(), size * 0.92, track.height())
        painter.save()
        painter.setPen(QPen(INK, 1.2))
        painter.setBrush(colour if 0 < value <= stamina else PANEL)
        painter.drawRect(cell)
        painter.restore()
        ink = WHITE if 0 < value <= stamina else INK
        scribe.text(
            cell,
            str(value),
            min(unit * 0.85, cell.height() * 0.7),
            align=Qt.AlignmentFlag.AlignCenter,
            colour=ink,
            bold=value == stamina,
        )
    label = QRectF(track.right() + 6, row.top(), words_w - 6, row.height())
    scribe.text(label, words.stamina(stamina, MAX_STAMINA), unit * 0.9, bold=True)


def draw_middle(scribe: Scribe, words: BoardWords, view: View, rect: QRectF) -> None:
    """The period, the Timer deck (face down, its count) and the Initiative coin's
    Priority when the coin has given it."""
    painter = scribe.painter
    unit = scribe.unit
    painter.save()
    painter.setBrush(PANEL)
    painter.setPen(QPen(LINE, 1.5))
    painter.drawRoundedRect(rect, 8, 8)
    painter.restore()
    pad = rect.height() * 0.06
    inner = rect.adjusted(pad, pad, -pad, -pad)
    line = inner.height() / 4
    scribe.text(
        QRectF(inner.left(), inner.top(), inner.width(), line),
        words.period(view),
        unit * 1.1,
        bold=True,
        align=Qt.AlignmentFlag.AlignCenter,
    )
    deck_h = line * 1.7
    deck = QRectF(inner.left(), inner.top() + line, deck_h / CARD_RATIO, deck_h)
    painter.save()
    painter.setBrush(FACE_DOWN)
    painter.setPen(QPen(INK, 1.5))
    painter.drawRoundedRect(deck, 4, 4)
    painter.restore()
    scribe.text(
        deck,
        "" if view.phase is Phase.MULLIGAN else str(view.timer),
        deck_h * 0.45,
        bold=True,
        align=Qt.AlignmentFlag.AlignCenter,
        colour=WHITE,
    )
    label = QRectF(deck.right() + 6, deck.top(), inner.right() - deck.right() - 6, deck_h)
    scribe.text(label, words.timer(view), unit * 0.95)
    priority = words.priority(view)
    if priority:
        coin_rect = QRectF(inner.left(), inner.bottom() - line * 1.2, line * 1.1, line * 1.1)
        painter.save()
        painter.setBrush(COIN)
        painter.setPen(QPen(INK, 1.5))
        painter.drawEllipse(coin_rect)
        painter.restore()
        text = QRectF(
            coin_rect.right() + 6,
            coin_rect.top(),
            inner.right() - coin_rect.right() - 6,
            coin_rect.height(),
        )
        scribe.text(text, priority, unit * 0.9, bold=True)


def _deciding(view: View) -> int:
    """The fencer to act now: the phrase's decider, else the turn's."""
    return view.phrase.deciding if view.phrase is not None else view.turn
