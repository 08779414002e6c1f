"""The strip board: the fencing strip seen from above with its sections, run-offs and on-guard
lines, the two fencers at their sections with their weapon positions; the scoreboard (scores,
stamina bottles, weapon position circles, hands), the period, the Timer deck and the Initiative
coin; the fencing phrase laid out in its lane; the hand of the seat at the board. Drawn from
that seat's view alone.

Play by dragging: lift a card, your fencer or your weapon token and the places it may go glow
(``places``: the phrase lane, an Orange card to add, your discards, a section of the strip, a
weapon position circle); a drop anywhere else snaps back and the prompt says the rule that
forbids it (``rules.why_not``). The keyboard does the same: Left and Right choose a piece (each
card, the fencer, the weapon token), Up and Down one of its moves, Enter plays it.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QResizeEvent,
)
from PySide6.QtWidgets import QWidget

from audatia_qt.engine.messages import Message
from audatia_qt.games.ready_fence.board.faces import CARD_RATIO, CardFace
from audatia_qt.games.ready_fence.board.motion import FencerMotion
from audatia_qt.games.ready_fence.board.phrase_record import PhraseRecord, speeds_now
from audatia_qt.games.ready_fence.board.places import (
    DISCARD,
    PHRASE,
    Lift,
    Piece,
    PlaceKey,
    PlaceKind,
    implied,
    plays_of,
)
from audatia_qt.games.ready_fence.board.words import BoardWords
from audatia_qt.games.ready_fence.rules import Action, Guard, View
from audatia_qt.games.ready_fence.rules.config import HAND_SIZE, MAX_STAMINA
from audatia_qt.games.ready_fence.rules.strip import ON_GUARD, RUN_OFF, SECTIONS, forward
from audatia_qt.shell.highlights import HighlightStyle

_PAPER = QColor(244, 241, 232)
_INK = QColor(20, 20, 20)
_PISTE = QColor(214, 218, 224)
_LINE = QColor(60, 60, 70)
_PANEL = QColor(255, 255, 255)
_DIM = QColor(244, 241, 232, 150)
#: Each fencer's colour (the rulebook's green and red score cards and run-offs): seat 0's end
#: is green, seat 1's red (ruling RF-7); always beside a name or number, never alone.
SEAT_COLOURS = (QColor(27, 110, 52), QColor(183, 28, 28))
#: The highlight colour and its width (in line widths) for each style.
_GLOWS = {
    HighlightStyle.STANDARD: (QColor(255, 183, 0), 3.0),
    HighlightStyle.COLOUR_BLIND: (QColor(0, 114, 178), 3.0),
    HighlightStyle.HIGH_CONTRAST: (QColor(0, 60, 255), 4.0),
}
#: The weapon positions in the order their circles are drawn (the rulebook's cycle: Line
#: beats Invitation beats Engagement beats Line).
GUARD_ORDER = (Guard.LINE, Guard.INVITATION, Guard.ENGAGEMENT)


@dataclass(frozen=True)
class Spot:
    """Something drawn that a person may lift or drop on: its key and its rectangle."""

    rect: QRectF
    lift: Lift | None = None
    place: PlaceKey | None = None


@dataclass
class Layout:
    """Where everything lies for the widget's size (``StripBoard._layout``)."""

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


class StripBoard(QWidget):
    """Draws the view it is given and turns drags, clicks and keys into moves."""

    move_chosen = Signal(object)
    """A legal move the person chose (an ``Action``)."""
    refused = Signal(object)
    """A move the rules refuse, with the rule (a ``Message``)."""

    def __init__(self, face: CardFace, words: BoardWords, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._face = face
        self._words = words
        self._view: View | None = None
        self._legal: tuple[Action, ...] = ()
        self._refusal: object = None
        self._record: PhraseRecord | None = None
        self._layout_now: Layout | None = None
        self._lifted: Lift | None = None
        self._lift_plays: dict[PlaceKey, Action] = {}
        self._drag_at = QPointF()
        self._focus = 0
        self._focus_play = 0
        self._text_scale = 1.0
        self._card_scale = 1.0
        self._style = HighlightStyle.STANDARD
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(640, 480)
        self.setAccessibleName(words.board_name())
        self.motion = FencerMotion(self)
        self.motion.moved.connect(self._on_motion)

    # -- what the board is told -------------------------------------------------------------

    def show_view(
        self,
        view: View,
        legal: tuple[Action, ...],
        refusal: object,
        record: PhraseRecord | None,
        *,
        slide: bool = False,
    ) -> None:
        """Draw ``view``; ``legal`` are the person's moves now (empty on another's move);
        ``refusal(action)`` says the rule that forbids a move; ``record`` is the phrase to lay
        out (the current one, or the last one until the next begins); ``slide``: a move was
        just played, and the fencers slide to their new sections (``motion``)."""
        self.motion.go_to((view.fencers[0].position, view.fencers[1].position), slide=slide)
        self._view = view
        self._legal = legal
        self._refusal = refusal
        self._record = record
        self._lifted = None
        self._lift_plays = {}
        self._layout()
        self._focus = min(self._focus, max(0, len(self.pieces()) - 1))
        self._describe_focus()
        self.update()

    def set_animation_ms(self, ms: int) -> None:
        """One section's slide, in milliseconds (the app's animation setting); 0: nothing
        moves (and what moves now stops)."""
        self.motion.move_ms = ms
        if ms <= 0:
            self.motion.finish()

    def settle(self) -> None:
        """Stop any slide: the fencers where they stand (an undo, a new bout)."""
        self.motion.finish()

    def _on_motion(self) -> None:
        self._layout()
        self.update()

    def set_scales(self, card_scale: float, text_scale: float) -> None:
        self._card_scale = card_scale
        self._text_scale = text_scale
        self._layout()
        self.update()

    def set_highlight_style(self, style: HighlightStyle) -> None:
        self._style = style
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(1000, 720)

    # -- the layout -------------------------------------------------------------------------

    def _font(self, size: float, bold: bool = False) -> QFont:
        font = QFont(self.font())
        font.setPixelSize(max(9, round(size * self._text_scale)))
        font.setBold(bold)
        return font

    def _unit(self) -> float:
        """The text's base size: grows with the window's height."""
        return max(11.0, min(self.height() * 0.022, self.width() * 0.016))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._layout()

    def _layout(self) -> None:
        view = self._view
        if view is None:
            self._layout_now = None
            return
        w, h = float(self.width()), float(self.height())
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
            QRectF(strip.left() + i * step, strip.top(), step, strip.height())
            for i in range(SECTIONS)
        )
        own = view.fencers[view.viewer]
        count = len(own.hand or ())
        # The hand's cards as large as a full hand and the discards allow across the width,
        # at most three tenths of the height; the phrase lane takes what is left.
        widths = max(count, HAND_SIZE) * 1.08 + 1.3
        card_w = min((w - 3 * m) / widths, h * 0.3 / CARD_RATIO) * self._card_scale
        card_w = min(card_w, (w - 3 * m) / widths, h * 0.36 / CARD_RATIO)
        card_h = card_w * CARD_RATIO
        hand = QRectF(m, h - m - card_h, w - 2 * m, card_h)
        phrase = QRectF(m, strip.bottom() + m, w - 2 * m, hand.top() - strip.bottom() - 2 * m)
        discard = QRectF(hand.right() - card_w * 1.2, hand.top(), card_w * 1.2, card_h)
        gap = card_w * 0.08
        room = discard.left() - hand.left() - m
        stride = min(card_w + gap, room / max(1, count))
        cards = tuple(
            (card, QRectF(hand.left() + i * stride, hand.top(), card_w, card_h))
            for i, card in enumerate(own.hand or ())
        )
        circles = tuple(
            (seat, guard, rect)
            for seat, panel in enumerate((left, right))
            for guard, rect in zip(GUARD_ORDER, self._circle_rects(panel), strict=True)
        )
        fencers = (self._fencer_rect(sections, view, 0), self._fencer_rect(sections, view, 1))
        self._layout_now = Layout(
            (left, right), middle, strip, sections, phrase, hand, discard, cards, circles, fencers
        )

    def _rows(self, panel: QRectF) -> tuple[QRectF, QRectF, QRectF, QRectF]:
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

    def _circle_rects(self, panel: QRectF) -> list[QRectF]:
        row = self._rows(panel)[2]
        size = min(row.height() * 0.55, row.width() / 6)
        third = row.width() / 3
        return [
            QRectF(row.left() + third * i + (third - size) / 2, row.top(), size, size)
            for i in range(3)
        ]

    def _fencer_rect(self, sections: tuple[QRectF, ...], view: View, seat: int) -> QRectF:
        """Where ``seat``'s figure is drawn: its section, or between two while it slides; a
        fencer beyond its run-off is drawn on the run-off it went over."""
        places = self.motion.places()
        place = float(view.fencers[seat].position) if places is None else places[seat]
        place = max(0.0, min(SECTIONS - 1.0, place))
        cell = QRectF(sections[0])
        cell.moveLeft(sections[0].left() + place * sections[0].width())
        return cell.adjusted(
            cell.width() * 0.1, cell.height() * 0.12, -cell.width() * 0.1, -cell.height() * 0.2
        )

    # -- pieces and places ------------------------------------------------------------------

    def pieces(self) -> list[Lift]:
        """What the keyboard may choose, in order: each card of the hand, the fencer, the
        weapon token."""
        view = self._view
        if view is None:
            return []
        own = view.fencers[view.viewer]
        return [*(own.hand or ()), Piece.FENCER, Piece.WEAPON]

    def plays(self, lifted: Lift) -> dict[PlaceKey, Action]:
        """``lifted``'s legal moves by the place each is made on."""
        if self._view is None:
            return {}
        return plays_of(self._view, self._legal, lifted)

    def _lifts(self) -> list[Spot]:
        layout, view = self._layout_now, self._view
        if layout is None or view is None:
            return []
        spots = [Spot(rect, lift=card) for card, rect in layout.cards]
        spots.append(Spot(layout.fencers[view.viewer], lift=Piece.FENCER))
        spots.extend(
            Spot(rect, lift=Piece.WEAPON)
            for seat, _g, rect in layout.circles
            if seat == view.viewer
        )
        return spots

    def _places(self) -> list[Spot]:
        layout, view = self._layout_now, self._view
        if layout is None or view is None:
            return []
        spots = [Spot(rect, place=PlaceKey(PlaceKind.CARD, card)) for card, rect in layout.cards]
        spots.append(Spot(layout.discard, place=DISCARD))
        spots.extend(
            Spot(rect, place=PlaceKey(PlaceKind.GUARD, guard))
            for seat, guard, rect in layout.circles
            if seat == view.viewer
        )
        spots.extend(
            Spot(rect, place=PlaceKey(PlaceKind.SECTION, index))
            for index, rect in enumerate(layout.sections)
        )
        spots.append(Spot(layout.phrase, place=PHRASE))
        return spots

    def place_rect(self, place: PlaceKey) -> QRectF | None:
        """Where ``place`` is drawn (for the tests and the glow)."""
        return next((spot.rect for spot in self._places() if spot.place == place), None)

    def lift_rect(self, lifted: Lift) -> QRectF | None:
        """Where ``lifted`` is drawn (its first spot: the weapon token's held circle)."""
        view = self._view
        layout = self._layout_now
        if lifted is Piece.WEAPON and view is not None and layout is not None:
            held = view.fencers[view.viewer].guard
            return next(r for s, g, r in layout.circles if s == view.viewer and g is held)
        return next((spot.rect for spot in self._lifts() if spot.lift == lifted), None)

    # -- the mouse --------------------------------------------------------------------------

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return
        point = event.position()
        spot = next((s for s in reversed(self._lifts()) if s.rect.contains(point)), None)
        if spot is None or spot.lift is None:
            return
        self._lifted = spot.lift
        self._lift_plays = self.plays(spot.lift)
        self._drag_at = point
        self.update()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._lifted is not None:
            self._drag_at = event.position()
            self.update()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        lifted, self._lifted = self._lifted, None
        plays, self._lift_plays = self._lift_plays, {}
        self.update()
        if lifted is None:
            return
        point = event.position()
        home = self.lift_rect(lifted)
        if home is not None and home.contains(point) and lifted is not Piece.WEAPON:
            return  # put back where it was lifted: no move
        place = next((s.place for s in self._places() if s.rect.contains(point)), None)
        if place is None:
            return
        play = plays.get(place)
        if play is not None:
            self.move_chosen.emit(play)
            return
        view = self._view
        held = None if view is None else PlaceKey(PlaceKind.GUARD, view.fencers[view.viewer].guard)
        if lifted is Piece.WEAPON and place == held:
            return  # a click on the position held
        self._refuse(lifted, place)

    def _refuse(self, lifted: Lift, place: PlaceKey) -> None:
        """The drop snaps back; the prompt says the rule (``rules.why_not``)."""
        view = self._view
        move = None if view is None else implied(view, lifted, place)
        reason = None
        if move is not None and callable(self._refusal):
            reason = self._refusal(move)
        self.refused.emit(reason if isinstance(reason, Message) else self._words.no_play_there())

    # -- the keyboard -----------------------------------------------------------------------

    def keyPressEvent(self, event: QKeyEvent) -> None:
        pieces = self.pieces()
        key = event.key()
        if not pieces:
            super().keyPressEvent(event)
            return
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            self._focus = (self._focus + (-1 if key == Qt.Key.Key_Left else 1)) % len(pieces)
            self._focus_play = 0
        elif key in (Qt.Key.Key_Up, Qt.Key.Key_Down):
            self._focus_play += -1 if key == Qt.Key.Key_Up else 1
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            play = self.focused_play()
            if play is not None:
                self.move_chosen.emit(play)
            else:
                self.refused.emit(self._words.no_play())
        else:
            super().keyPressEvent(event)
            return
        self._describe_focus()
        self.update()

    def focused_piece(self) -> Lift | None:
        pieces = self.pieces()
        return pieces[self._focus % len(pieces)] if pieces else None

    def focused_play(self) -> Action | None:
        piece = self.focused_piece()
        if piece is None:
            return None
        plays = list(self.plays(piece).values())
        return plays[self._focus_play % len(plays)] if plays else None

    def focus_on(self, action: Action) -> None:
        """Put the keyboard's focus on ``action``'s piece and place (the Hint's move), so
        Enter plays it."""
        for index, piece in enumerate(self.pieces()):
            plays = list(self.plays(piece).values())
            if action in plays:
                self._focus = index
                self._focus_play = plays.index(action)
                break
        self._describe_focus()
        self.update()

    def _describe_focus(self) -> None:
        """The screen reader's words for the piece under the keyboard's focus and its move."""
        view = self._view
        piece = self.focused_piece()
        if view is None or piece is None:
            self.setAccessibleDescription(self._words.nothing_to_play())
            return
        self.setAccessibleDescription(self._words.focus(view, piece, self.focused_play()))

    # -- drawing ----------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), _PAPER)
        view, layout = self._view, self._layout_now
        if view is None or layout is None:
            return
        glowing = set(self._lift_plays) if self._lifted is not None else set()
        piece = self.focused_piece() if self.hasFocus() else None
        focused = self.focused_play() if piece is not None else None
        focus_place = None
        if piece is not None and focused is not None:
            plays = self.plays(piece).items()
            focus_place = next((place for place, play in plays if play == focused), None)
        for seat in (0, 1):
            self._draw_panel(painter, view, layout, seat, glowing)
        self._draw_middle(painter, view, layout.middle)
        self._draw_strip(painter, view, layout, glowing)
        self._draw_phrase(painter, view, layout.phrase, PHRASE in glowing)
        self._draw_hand(painter, view, layout, glowing)
        if focus_place is not None:
            rect = self.place_rect(focus_place)
            if rect is not None:
                self._draw_focus(painter, rect)
        if piece is not None:
            rect = self.lift_rect(piece)
            if rect is not None:
                self._draw_focus(painter, rect.adjusted(-3, -3, 3, 3))
        self._draw_lifted(painter, view)

    def _glow_pen(self) -> QPen:
        colour, width = _GLOWS[self._style]
        return QPen(colour, width * max(1.0, self._unit() / 14))

    def _draw_glow(self, painter: QPainter, rect: QRectF) -> None:
        """A legal place: a thick ring in the style's colour and a dashed inner line (not by
        colour alone)."""
        pen = self._glow_pen()
        painter.save()
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(pen)
        painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), 6, 6)
        dashed = QPen(_INK, 1.5, Qt.PenStyle.DashLine)
        painter.setPen(dashed)
        painter.drawRoundedRect(rect.adjusted(3, 3, -3, -3), 4, 4)
        painter.restore()

    def _draw_focus(self, painter: QPainter, rect: QRectF) -> None:
        painter.save()
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(_INK, 2, Qt.PenStyle.DotLine))
        painter.drawRoundedRect(rect.adjusted(-4, -4, 4, 4), 6, 6)
        painter.restore()

    def _text(
        self,
        painter: QPainter,
        rect: QRectF,
        text: str,
        size: float,
        *,
        bold: bool = False,
        align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
        colour: QColor = _INK,
    ) -> None:
        """``text`` in ``rect``, shrunk until it fits (never cut)."""
        font = self._font(size, bold)
        flags = align | Qt.TextFlag.TextWordWrap
        for _ in range(8):
            metrics = QFontMetricsF(font)
            bound = metrics.boundingRect(rect, int(flags), text)
            widest = max((metrics.horizontalAdvance(word) for word in text.split()), default=0.0)
            fits = bound.height() <= rect.height() + 1 and bound.width() <= rect.width() + 1
            if fits and widest <= rect.width() + 1:
                break
            font.setPixelSize(max(7, int(font.pixelSize() * 0.88)))
        painter.setFont(font)
        painter.setPen(colour)
        painter.drawText(rect, int(flags), text)

    def _draw_panel(
        self, painter: QPainter, view: View, layout: Layout, seat: int, glowing: set[PlaceKey]
    ) -> None:
        """A fencer's corner of the scoreboard: name (marked on its move) and score, stamina
        bottle, weapon position circles, hand count."""
        panel = layout.scoreboard[seat]
        fencer = view.fencers[seat]
        colour = SEAT_COLOURS[seat]
        on_move = view.result is None and _deciding(view) == seat
        painter.save()
        painter.setBrush(_PANEL)
        painter.setPen(QPen(colour, 4 if on_move else 1.5))
        painter.drawRoundedRect(panel, 8, 8)
        painter.restore()
        title, bottle, circles, hand = self._rows(panel)
        unit = self._unit()
        score_w = title.height() * 1.6
        name = QRectF(title.left(), title.top(), title.width() - score_w, title.height())
        self._text(
            painter, name, self._words.fencer_title(view, seat, on_move), unit * 1.15, bold=True
        )
        badge = QRectF(title.right() - score_w, title.top(), score_w, title.height())
        painter.fillRect(badge, colour)
        self._text(
            painter,
            badge,
            str(fencer.score),
            title.height() * 0.8,
            bold=True,
            align=Qt.AlignmentFlag.AlignCenter,
            colour=QColor(255, 255, 255),
        )
        self._draw_bottle(painter, bottle, fencer.stamina, colour)
        held = fencer.guard
        for circle_seat, guard, rect in layout.circles:
            if circle_seat != seat:
                continue
            holds = guard is held
            painter.save()
            painter.setPen(QPen(_INK, 2))
            painter.setBrush(colour if holds else _PANEL)
            painter.drawEllipse(rect)
            if holds:
                token = rect.adjusted(
                    rect.width() * 0.28,
                    rect.height() * 0.28,
                    -rect.width() * 0.28,
                    -rect.height() * 0.28,
                )
                painter.setBrush(QColor(255, 255, 255))
                painter.drawEllipse(token)
            painter.restore()
            if PlaceKey(PlaceKind.GUARD, guard) in glowing and seat == view.viewer:
                self._draw_glow(painter, rect)
            label = QRectF(
                rect.center().x() - circles.width() / 6,
                rect.bottom(),
                circles.width() / 3,
                circles.bottom() - rect.bottom(),
            )
            self._text(
                painter,
                label,
                self._words.guard(guard),
                unit * 0.85,
                bold=holds,
                align=Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
            )
        count = self._words.hand_count(fencer.hand_count)
        if seat == view.viewer:
            count = f"{count} · {self._words.score(view, seat)}"
        else:
            count = f"{count} · {self._words.score(view, seat)}"
        self._text(painter, hand, count, unit * 0.9)

    def _draw_bottle(self, painter: QPainter, row: QRectF, stamina: int, colour: QColor) -> None:
        """The stamina "water bottle": squares 0 to 6, those up to the stamina filled, the
        number said in words beside it."""
        unit = self._unit()
        words_w = row.width() * 0.36
        track = QRectF(
            row.left(), row.top() + row.height() * 0.1, row.width() - words_w, row.height() * 0.8
        )
        cells = MAX_STAMINA + 1
        size = track.width() / cells
        for value in range(cells):
            cell = QRectF(track.left() + value * size, track.top(), size * 0.92, track.height())
            painter.save()
            painter.setPen(QPen(_INK, 1.2))
            painter.setBrush(colour if 0 < value <= stamina else _PANEL)
            painter.drawRect(cell)
            painter.restore()
            ink = QColor(255, 255, 255) if 0 < value <= stamina else _INK
            self._text(
                painter,
                cell,
                str(value),
                min(unit * 0.85, cell.height() * 0.7),
                align=Qt.AlignmentFlag.AlignCenter,
                colour=ink,
                bold=value == stamina,
            )
        words = QRectF(track.right() + 6, row.top(), words_w - 6, row.height())
        self._text(painter, words, self._words.stamina(stamina, MAX_STAMINA), unit * 0.9, bold=True)

    def _draw_middle(self, painter: QPainter, view: View, rect: QRectF) -> None:
        """The period, the Timer deck (face down, its count) and the Initiative coin's
        Priority when the coin has given it."""
        unit = self._unit()
        painter.save()
        painter.setBrush(_PANEL)
        painter.setPen(QPen(_LINE, 1.5))
        painter.drawRoundedRect(rect, 8, 8)
        painter.restore()
        pad = rect.height() * 0.06
        inner = rect.adjusted(pad, pad, -pad, -pad)
        line = inner.height() / 4
        self._text(
            painter,
            QRectF(inner.left(), inner.top(), inner.width(), line),
            self._words.period(view),
            unit * 1.1,
            bold=True,
            align=Qt.AlignmentFlag.AlignCenter,
        )
        deck_h = line * 1.7
        deck = QRectF(inner.left(), inner.top() + line, deck_h / CARD_RATIO, deck_h)
        painter.save()
        painter.setBrush(QColor(60, 64, 80))
        painter.setPen(QPen(_INK, 1.5))
        painter.drawRoundedRect(deck, 4, 4)
        painter.restore()
        self._text(
            painter,
            deck,
            str(view.timer),
            deck_h * 0.45,
            bold=True,
            align=Qt.AlignmentFlag.AlignCenter,
            colour=QColor(255, 255, 255),
        )
        words = QRectF(deck.right() + 6, deck.top(), inner.right() - deck.right() - 6, deck_h)
        self._text(painter, words, self._words.timer(view.timer), unit * 0.95)
        priority = self._words.priority(view)
        if priority:
            coin_rect = QRectF(inner.left(), inner.bottom() - line * 1.2, line * 1.1, line * 1.1)
            painter.save()
            painter.setBrush(QColor(212, 160, 23))
            painter.setPen(QPen(_INK, 1.5))
            painter.drawEllipse(coin_rect)
            painter.restore()
            text = QRectF(
                coin_rect.right() + 6,
                coin_rect.top(),
                inner.right() - coin_rect.right() - 6,
                coin_rect.height(),
            )
            self._text(painter, text, priority, unit * 0.9, bold=True)

    def _draw_strip(
        self, painter: QPainter, view: View, layout: Layout, glowing: set[PlaceKey]
    ) -> None:
        """The strip from above: ten sections, the two run-offs in the fencers' colours and
        named, the on-guard lines, the section numbers, the distance between the fencers, and
        the two fencers with their blades in their weapon positions."""
        unit = self._unit()
        strip = layout.strip
        label_h = strip.height() * 0.22
        for index, cell in enumerate(layout.sections):
            run_off = index in RUN_OFF
            seat = RUN_OFF.index(index) if run_off else None
            painter.save()
            painter.setPen(QPen(_LINE, 1.5))
            painter.setBrush(SEAT_COLOURS[seat] if seat is not None else _PISTE)
            painter.drawRect(cell)
            painter.restore()
            number = QRectF(cell.left(), cell.bottom() - label_h, cell.width(), label_h)
            ink = QColor(255, 255, 255) if run_off else _INK
            caption = f"{index} · {self._words.run_off()}" if run_off else str(index)
            self._text(
                painter, number, caption, unit * 0.8, align=Qt.AlignmentFlag.AlignCenter, colour=ink
            )
            if PlaceKey(PlaceKind.SECTION, index) in glowing:
                self._draw_glow(painter, cell)
        # The on-guard lines: in front of each fencer's on-guard section (ruling RF-7).
        for seat, section in enumerate(ON_GUARD):
            cell = layout.sections[section]
            x = cell.right() if forward(seat) > 0 else cell.left()
            painter.save()
            painter.setPen(QPen(_INK, max(3.0, unit * 0.3)))
            painter.drawLine(QPointF(x, strip.top()), QPointF(x, strip.bottom() - label_h))
            painter.restore()
            tag = QRectF(x - cell.width() * 0.5, strip.top() - unit * 0.05, cell.width(), label_h)
            self._text(
                painter, tag, self._words.on_guard(), unit * 0.7, align=Qt.AlignmentFlag.AlignCenter
            )
        for seat in (0, 1):
            if self._lifted is Piece.FENCER and seat == view.viewer:
                self._draw_fencer(painter, view, seat, layout.fencers[seat], ghost=True)
            else:
                self._draw_fencer(painter, view, seat, layout.fencers[seat])
        self._draw_distance(painter, view, layout, label_h)

    def _draw_distance(self, painter: QPainter, view: View, layout: Layout, label_h: float) -> None:
        """The distance between the fencers (rulebook, "Table 1"): a measuring line from one
        to the other low on the strip, its name on a plate over it."""
        low, high = sorted(f.position for f in view.fencers)
        if not (0 <= low < SECTIONS and 0 <= high < SECTIONS):
            return
        unit = self._unit()
        strip = layout.strip
        y = strip.bottom() - label_h - unit * 0.9
        start = layout.sections[low].center().x()
        end = layout.sections[high].center().x()
        painter.save()
        painter.setPen(QPen(_INK, 1.5, Qt.PenStyle.DashLine))
        painter.drawLine(QPointF(start, y), QPointF(end, y))
        painter.restore()
        text = self._words.distance(view)
        font = self._font(unit * 0.85, True)
        width = QFontMetricsF(font).horizontalAdvance(text) + unit
        plate = QRectF((start + end - width) / 2, y - unit * 0.75, width, unit * 1.5)
        painter.save()
        painter.setBrush(_PANEL)
        painter.setPen(QPen(_INK, 1))
        painter.drawRoundedRect(plate, 4, 4)
        painter.restore()
        self._text(painter, plate, text, unit * 0.85, bold=True, align=Qt.AlignmentFlag.AlignCenter)

    def _draw_fencer(
        self, painter: QPainter, view: View, seat: int, rect: QRectF, *, ghost: bool = False
    ) -> None:
        """A fencer from above: its body a disc with its number, its blade pointing at the
        opponent, raised for Invitation, crossed low for Engagement, level for Point-in-Line."""
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
        painter.setPen(
            QPen(_INK, max(2.0, size * 0.07), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
        )
        painter.drawLine(hand, tip)
        painter.setPen(QPen(_INK, 2))
        painter.setBrush(colour)
        painter.drawEllipse(body)
        painter.restore()
        self._text(
            painter,
            body,
            str(seat + 1),
            size * 0.55,
            bold=True,
            align=Qt.AlignmentFlag.AlignCenter,
            colour=QColor(255, 255, 255),
        )

    def _draw_phrase(self, painter: QPainter, view: View, rect: QRectF, glowing: bool) -> None:
        """The phrase lane: who attacked and each action in order (its cards with their
        speeds, in the narrator's words), how it ended, each fencer's speed now and who
        decides; the lane is where a card is dropped to play it."""
        unit = self._unit()
        painter.save()
        painter.setBrush(_PANEL)
        painter.setPen(QPen(_LINE, 1.5))
        painter.drawRoundedRect(rect, 8, 8)
        painter.restore()
        if glowing:
            self._draw_glow(painter, rect)
        pad = unit * 0.6
        inner = rect.adjusted(pad, pad * 0.5, -pad, -pad * 0.5)
        line_h = unit * 1.35
        title = QRectF(inner.left(), inner.top(), inner.width() * 0.5, line_h)
        record = self._record
        over = record is not None and record.over
        self._text(painter, title, self._words.phrase_title(over), unit * 1.05, bold=True)
        if glowing or record is None:
            hint = self._words.phrase_lane() if glowing else self._words.no_phrase()
            right = QRectF(
                inner.left() + inner.width() * 0.5, inner.top(), inner.width() * 0.5, line_h
            )
            self._text(
                painter,
                right,
                hint,
                unit * 0.9,
                align=Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
            )
        if record is None:
            return
        top = title.bottom()
        table = QRectF(inner.left(), top, inner.width() * 0.55, inner.bottom() - top)
        used = self._draw_phrase_cards(painter, view, record, table)
        texts = QRectF(used + pad * 2, top, inner.right() - used - pad * 2, table.height())
        lines: list[tuple[str, bool]] = [
            (self._words.event(view, event), False) for event in record.actions
        ]
        if record.ending is not None:
            lines.append((self._words.event(view, record.ending), True))
        elif view.phrase is not None:
            lines.append((self._words.deciding(view, view.phrase.deciding), True))
        lines.append((self._words.speeds(view, speeds_now(record)), False))
        line_h = min(unit * 2.6, texts.height() / max(1, len(lines)))
        for row_index, (text, bold) in enumerate(lines):
            row = QRectF(texts.left(), texts.top() + row_index * line_h, texts.width(), line_h)
            self._text(painter, row, text, unit * 0.9, bold=bold)

    def _draw_phrase_cards(
        self, painter: QPainter, view: View, record: PhraseRecord, rect: QRectF
    ) -> float:
        """The phrase's cards on the table in the order played, each under its fencer's
        number and speed; a bonus card overlaps the card it was played with; a defence without
        a card is an empty dashed place. Returns the right edge of the cards' slots."""
        unit = self._unit()
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
            self._text(
                painter,
                chip,
                str(event.seat + 1),
                chip.height() * 0.75,
                bold=True,
                align=Qt.AlignmentFlag.AlignCenter,
                colour=QColor(255, 255, 255),
            )
            speed = self._words.play_speed(event)
            self._text(
                painter, label.adjusted(chip.width() + 4, 0, 0, 0), speed, unit * 0.85, bold=True
            )
            card_rect = QRectF(left, label.bottom(), card_w, card_h)
            if event.card is None:
                painter.save()
                painter.setPen(QPen(colour, 2, Qt.PenStyle.DashLine))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(card_rect, 6, 6)
                painter.restore()
                self._text(
                    painter,
                    card_rect.adjusted(4, 4, -4, -4),
                    self._words.cardless(event),
                    unit * 0.8,
                    align=Qt.AlignmentFlag.AlignCenter,
                )
                continue
            painter.save()
            painter.setPen(QPen(colour, 3))
            painter.drawRoundedRect(card_rect.adjusted(-2, -2, 2, 2), 6, 6)
            painter.restore()
            self._face.paint(painter, card_rect, view, event.card)
            if event.bonus is not None:
                bonus_rect = card_rect.translated(card_w * 0.45, card_h * 0.12)
                bonus_rect.setHeight(card_h * 0.88)
                bonus_rect.setWidth(bonus_rect.height() / CARD_RATIO)
                self._face.paint(painter, bonus_rect, view, event.bonus)
        return min(rect.right(), rect.left() + len(acts) * slot)

    def _draw_hand(
        self, painter: QPainter, view: View, layout: Layout, glowing: set[PlaceKey]
    ) -> None:
        """The viewer's hand (cards without a move dimmed while the person decides) and the
        viewer's face-down discards, where Discard and Draw drops a card."""
        unit = self._unit()
        deciding = bool(self._legal)
        for card, rect in layout.cards:
            if card == self._lifted:
                painter.save()
                painter.setPen(QPen(_LINE, 1.5, Qt.PenStyle.DashLine))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(rect, 6, 6)
                painter.restore()
                continue
            self._face.paint(painter, rect, view, card)
            if deciding and self._lifted is None and not self.plays(card):
                painter.fillRect(rect, _DIM)
            if PlaceKey(PlaceKind.CARD, card) in glowing:
                self._draw_glow(painter, rect)
        discard = layout.discard
        own = view.fencers[view.viewer]
        painter.save()
        painter.setBrush(QColor(60, 64, 80) if own.discard_count else _PANEL)
        painter.setPen(QPen(_INK, 1.5, Qt.PenStyle.DashLine))
        painter.drawRoundedRect(discard, 8, 8)
        painter.restore()
        ink = QColor(255, 255, 255) if own.discard_count else _INK
        words = f"{self._words.discard_place()}\n\n{self._words.discards(own.discard_count)}"
        self._text(
            painter,
            discard.adjusted(4, 4, -4, -4),
            words,
            unit * 0.9,
            align=Qt.AlignmentFlag.AlignCenter,
            colour=ink,
        )
        if DISCARD in glowing:
            self._draw_glow(painter, discard)

    def _draw_lifted(self, painter: QPainter, view: View) -> None:
        """The piece being dragged, under the pointer."""
        lifted = self._lifted
        layout = self._layout_now
        if lifted is None or layout is None:
            return
        home = self.lift_rect(lifted)
        if home is None:
            return
        rect = QRectF(home)
        rect.moveCenter(self._drag_at)
        if lifted is Piece.FENCER:
            self._draw_fencer(painter, view, view.viewer, rect)
        elif lifted is Piece.WEAPON:
            painter.save()
            painter.setBrush(QColor(255, 255, 255))
            painter.setPen(QPen(_INK, 2))
            painter.drawEllipse(
                rect.adjusted(
                    rect.width() * 0.25,
                    rect.height() * 0.25,
                    -rect.width() * 0.25,
                    -rect.height() * 0.25,
                )
            )
            painter.restore()
        else:
            self._face.paint(painter, rect, view, lifted)


def _deciding(view: View) -> int:
    """The fencer to act now: the phrase's decider, else the turn's."""
    return view.phrase.deciding if view.phrase is not None else view.turn
