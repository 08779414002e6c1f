"""The phrase lane: the fencing phrase laid out so both fencers can read it (rulebook,
"Fencing Phrase"): its cards in the order played under each fencer's number and speed (a bonus
card over the card it went with, a defence without a card as an empty place), beside them each
action in the narrator's words, how it ended, who decides and each fencer's speed now. The
lane is also where a card is dropped to play it."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPen

from audatia_qt.games.ready_fence.board.faces import CARD_RATIO, CardFace
from audatia_qt.games.ready_fence.board.phrase_record import PhraseRecord, speeds_now
from audatia_qt.games.ready_fence.board.scribe import LINE, PANEL, SEAT_COLOURS, WHITE, Scribe
from audatia_qt.games.ready_fence.board.words import BoardWords
from audatia_qt.games.ready_fence.rules import View


def draw_phrase(
    scribe: Scribe,
    words: BoardWords,
    face: CardFace,
    view: View,
    record: PhraseRecord | None,
    rect: QRectF,
    glowing: bool,
) -> None:
    """The phrase lane: who attacked and each action in order (its cards with their
    speeds, in the narrator's words), how it ended, each fencer's speed now and who
    decides; the lane is where a card is dropped to play it."""
    painter = scribe.painter
    unit = scribe.unit
    painter.save()
    painter.setBrush(PANEL)
    painter.setPen(QPen(LINE, 1.5))
    painter.drawRoundedRect(rect, 8, 8)
    painter.restore()
    if glowing:
        scribe.glow(rect)
    pad = unit * 0.6
    inner = rect.adjusted(pad, pad * 0.5, -pad, -pad * 0.5)
    line_h = unit * 1.35
    title = QRectF(inner.left(), inner.top(), inner.width() * 0.5, line_h)
    record = record
    over = record is not None and record.over
    scribe.text(title, words.phrase_title(over), unit * 1.05, bold=True)
    if glowing or record is None:
        hint = words.phrase_lane() if glowing else words.no_phrase()
        right = QRectF(inner.left() + inner.width() * 0.5, inner.top(), inner.width() * 0.5, line_h)
        scribe.text(
            right,
            hint,
            unit * 0.9,
            align=Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
        )
    if record is None:
        return
    top = title.bottom()
    table = QRectF(inner.left(), top, inner.width() * 0.55, inner.bottom() - top)
    used = draw_phrase_cards(scribe, words, face, view, record, table)
    texts = QRectF(used + pad * 2, top, inner.right() - used - pad * 2, table.height())
    lines: list[tuple[str, bool]] = [(words.event(view, event), False) for event in record.actions]
    if record.ending is not None:
        lines.append((words.event(view, record.ending), True))
    elif view.phrase is not None:
        lines.append((words.deciding(view, view.phrase.deciding), True))
    lines.append((words.speeds(view, speeds_now(record)), False))
    line_h = min(unit * 2.6, texts.height() / max(1, len(lines)))
    for row_index, (text, bold) in enumerate(lines):
        row = QRectF(texts.left(), texts.top() + row_index * line_h, texts.width(), line_h)
        scribe.text(row, text, unit * 0.9, bold=bold)


def draw_phrase_cards(
    scribe: Scribe,
    words: BoardWords,
    face: CardFace,
    view: View,
    record: PhraseRecord,
    rect: QRectF,
) -> float:
    """The phrase's cards on the table in the order played, each under its fencer's
    number and speed; a bonus card overlaps the card it was played with; a defence without
    a card is an empty dashed place. Returns the right edge of the cards' slots."""
    painter = scribe.painter
    unit = scribe.unit
    label_h = unit * 1.4
    card_h = rect.height() - label_h
    card_w = card_h / CARD_RATIO
    acts = record.actions
    slot = min(card_w * 1.55, rect.width() / max(1, len(acts)))
    for index, event in enumerate(acts):
        left = rect.left() + index * slot
        label = QRectF(left, rect.top(), slot, label_h)
        colour = SEAT_COLOURS[event.seat]
        chip = QRectF(left, label.top() + label_h * 0.1, label_h * 0.8, label_h * 0.8)
        painter.fillRect(chip, colour)
        scribe.text(
            chip,
            str(event.seat + 1),
            chip.height() * 0.75,
            bold=True,
            align=Qt.AlignmentFlag.AlignCenter,
            colour=WHITE,
        )
        speed = words.play_speed(event)
        scribe.text(label.adjusted(chip.width() + 4, 0, 0, 0), speed, unit * 0.85, bold=True)
        card_rect = QRectF(left, label.bottom(), card_w, card_h)
        if event.card is None:
            painter.save()
            painter.setPen(QPen(colour, 2, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(card_rect, 6, 6)
            painter.restore()
            scribe.text(
                card_rect.adjusted(4, 4, -4, -4),
                words.cardless(event),
                unit * 0.8,
                align=Qt.AlignmentFlag.AlignCenter,
            )
            continue
        painter.save()
        painter.setPen(QPen(colour, 3))
        painter.drawRoundedRect(card_rect.adjusted(-2, -2, 2, 2), 6, 6)
        painter.restore()
        face.paint(painter, card_rect, view, event.card)
        if event.bonus is not None:
            bonus_rect = card_rect.translated(card_w * 0.45, card_h * 0.12)
            bonus_rect.setHeight(card_h * 0.88)
            bonus_rect.setWidth(bonus_rect.height() / CARD_RATIO)
            face.paint(painter, bonus_rect, view, event.bonus)
    return min(rect.right(), rect.left() + len(acts) * slot)
