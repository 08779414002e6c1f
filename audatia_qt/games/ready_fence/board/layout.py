"""Where everything on the strip board lies for the widget's size: the scoreboard's two
fencer panels and its middle, the strip's ten sections, the phrase lane, the hand and the
discards, the weapon position circles and the fencers' figures."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRectF

from audatia_qt.games.ready_fence.board.faces import CARD_RATIO
from audatia_qt.games.ready_fence.rules import Guard, View
from audatia_qt.games.ready_fence.rules.config import HAND_SIZE
from audatia_qt.games.ready_fence.rules.strip import SECTIONS

#: The weapon positions in the order their circles are drawn (the rulebook's cycle: Line
#: beats Invitation beats Engagement beats Line).
GUARD_ORDER = (Guard.LINE, Guard.INVITATION, Guard.ENGAGEMENT)


@dataclass
class Layout:
    """Where everything lies (``lay_out``)."""

    scoreboard: tuple[QRectF, QRectF]
    middle: QRectF
    strip: QRectF
    sections: tuple[QRectF, ...]
    phrase: QRectF
    hand: QRectF
    discard: QRectF
    cards: tuple[tuple[int, QRectF], ...]
    circles: tuple[tuple[int, Guard, QRectF], ...]
    fencers: tuple[QRectF, QRectF]


def lay_out(
    width: float,
    height: float,
    view: View,
    card_scale: float,
    places: tuple[float, float] | None,
) -> Layout:
    """The layout for a ``width`` x ``height`` board showing ``view``; ``places`` are where
    the figures are drawn (fractional while they slide, ``motion``), None: their sections."""
    w, h = width, height
    m = max(6.0, min(w, h) * 0.012)
    score_h = h * 0.24
    strip_h = h * 0.17
    side = (w - 4 * m) * 0.37
    left = QRectF(m, m, side, score_h - m)
    right = QRectF(w - m - side, m, side, score_h - m)
    middle = QRectF(left.right() + m, m, right.left() - left.right() - 2 * m, score_h - m)
    strip = QRectF(m, score_h + m, w - 2 * m, strip_h - m)
    step = strip.width() / SECTIONS
    sections = tuple(
        QRectF(strip.left() + i * step, strip.top(), step, strip.height()) for i in range(SECTIONS)
    )
    hand_cards = view.fencers[view.viewer].hand or ()
    count = len(hand_cards)
    # The hand's cards as large as a full hand and the discards allow across the width, at
    # most three tenths of the height; the phrase lane takes what is left.
    widths = max(count, HAND_SIZE) * 1.08 + 1.3
    card_w = min((w - 3 * m) / widths, h * 0.3 / CARD_RATIO) * card_scale
    card_w = min(card_w, (w - 3 * m) / widths, h * 0.36 / CARD_RATIO)
    card_h = card_w * CARD_RATIO
    hand = QRectF(m, h - m - card_h, w - 2 * m, card_h)
    phrase = QRectF(m, strip.bottom() + m, w - 2 * m, hand.top() - strip.bottom() - 2 * m)
    discard = QRectF(hand.right() - card_w * 1.2, hand.top(), card_w * 1.2, card_h)
    room = discard.left() - hand.left() - m
    stride = min(card_w * 1.08, room / max(1, count))
    cards = tuple(
        (card, QRectF(hand.left() + i * stride, hand.top(), card_w, card_h))
        for i, card in enumerate(hand_cards)
    )
    circles = tuple(
        (seat, guard, rect)
        for seat, panel in enumerate((left, right))
        for guard, rect in zip(GUARD_ORDER, circle_rects(panel), strict=True)
    )
    positions = (float(view.fencers[0].position), float(view.fencers[1].position))
    drawn = positions if places is None else places
    fencers = (fencer_rect(sections, drawn[0]), fencer_rect(sections, drawn[1]))
    return Layout(
        (left, right), middle, strip, sections, phrase, hand, discard, cards, circles, fencers
    )


def panel_rows(panel: QRectF) -> tuple[QRectF, QRectF, QRectF, QRectF]:
    """A scoreboard panel's rows: name and score, stamina bottle, weapon circles, hand."""
    pad = panel.height() * 0.05
    inner = panel.adjusted(pad, pad, -pad, -pad)
    heights = (0.28, 0.22, 0.34, 0.16)
    rows: list[QRectF] = []
    top = inner.top()
    for share in heights:
        rows.append(QRectF(inner.left(), top, inner.width(), inner.height() * share))
        top += inner.height() * share
    return rows[0], rows[1], rows[2], rows[3]


def circle_rects(panel: QRectF) -> list[QRectF]:
    """The three weapon position circles of a fencer's panel, in ``GUARD_ORDER``."""
    row = panel_rows(panel)[2]
    size = min(row.height() * 0.55, row.width() / 6)
    third = row.width() / 3
    return [
        QRectF(row.left() + third * i + (third - size) / 2, row.top(), size, size) for i in range(3)
    ]


def fencer_rect(sections: tuple[QRectF, ...], place: float) -> QRectF:
    """Where a figure at section ``place`` is drawn (between two while it slides); a fencer
    beyond its run-off is drawn on the run-off it went over."""
    place = max(0.0, min(SECTIONS - 1.0, place))
    cell = QRectF(sections[0])
    cell.moveLeft(sections[0].left() + place * sections[0].width())
    return cell.adjusted(
        cell.width() * 0.1, cell.height() * 0.12, -cell.width() * 0.1, -cell.height() * 0.2
    )
