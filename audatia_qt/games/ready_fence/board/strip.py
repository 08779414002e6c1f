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

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QResizeEvent,
)
from PySide6.QtWidgets import QWidget

from audatia_qt.engine.messages import Message
from audatia_qt.games.ready_fence.board.faces import CardFace
from audatia_qt.games.ready_fence.board.layout import Layout, lay_out
from audatia_qt.games.ready_fence.board.motion import FencerMotion
from audatia_qt.games.ready_fence.board.phrase_lane import draw_phrase
from audatia_qt.games.ready_fence.board.phrase_record import PhraseRecord
from audatia_qt.games.ready_fence.board.piste import draw_fencer, draw_strip
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
from audatia_qt.games.ready_fence.board.preview import preview_rect
from audatia_qt.games.ready_fence.board.scoreboard import draw_middle, draw_panel
from audatia_qt.games.ready_fence.board.scribe import (
    DIM,
    FACE_DOWN,
    INK,
    LINE,
    PANEL,
    PAPER,
    WHITE,
    Scribe,
)
from audatia_qt.games.ready_fence.board.words import BoardWords
from audatia_qt.games.ready_fence.rules import Action, View
from audatia_qt.shell.highlights import HighlightStyle

#: The large card's shadow.
SHADOW = QColor(0, 0, 0, 70)


@dataclass(frozen=True)
class Spot:
    """Something drawn that a person may lift or drop on: its key and its rectangle."""

    rect: QRectF
    lift: Lift | None = None
    place: PlaceKey | None = None


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
        self._hovered: int | None = None
        """The hand card under the pointer, shown large (``preview``)."""
        self._keyed = False
        """The keyboard chose a piece since the last move: its card is shown large."""
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
        self._keyed = False
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
        self._layout_now = lay_out(
            float(self.width()),
            float(self.height()),
            view,
            self._card_scale,
            self.motion.places(),
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
            return
        point = event.position()
        spot = next((s for s in reversed(self._lifts()) if s.rect.contains(point)), None)
        hovered = spot.lift if spot is not None and isinstance(spot.lift, int) else None
        if hovered != self._hovered or self._keyed:
            self._hovered, self._keyed = hovered, False
            self.update()

    def leaveEvent(self, event: QEvent) -> None:
        self._hovered = None
        self.update()
        super().leaveEvent(event)

    def previewed(self) -> tuple[int, QRectF] | None:
        """The hand card shown large now and where (under the pointer, or chosen with the
        keys), or None."""
        card: Lift | None = self._hovered
        if self._keyed and self.hasFocus():
            card = self.focused_piece()
        if not isinstance(card, int) or card == self._lifted:
            return None
        home = self.lift_rect(card)
        layout = self._layout_now
        if home is None or layout is None:
            return None
        # Over the phrase lane and the strip below the scoreboards, which stay in sight.
        lane = layout.phrase
        room = QRectF(
            lane.left(), layout.strip.top(), lane.width(), lane.bottom() - layout.strip.top()
        )
        rect = preview_rect(home, room)
        return None if rect is None else (card, rect)

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
            self._keyed = True
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
        Enter plays it: the strip takes the keys too (seen in a real window: after the Hint,
        Enter went to the button that had them, and the hinted move was not played)."""
        self.setFocus()
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
        painter.fillRect(self.rect(), PAPER)
        view, layout = self._view, self._layout_now
        if view is None or layout is None:
            return
        scribe = Scribe(painter, self.font(), self._unit(), self._text_scale, self._style)
        words, face = self._words, self._face
        glowing = set(self._lift_plays) if self._lifted is not None else set()
        piece = self.focused_piece() if self.hasFocus() else None
        focused = self.focused_play() if piece is not None else None
        focus_place = None
        if piece is not None and focused is not None:
            plays = self.plays(piece).items()
            focus_place = next((place for place, play in plays if play == focused), None)
        for seat in (0, 1):
            draw_panel(scribe, words, view, layout, seat, glowing)
        draw_middle(scribe, words, view, layout.middle)
        draw_strip(scribe, words, view, layout, glowing, self._lifted is Piece.FENCER)
        draw_phrase(scribe, words, face, view, self._record, layout.phrase, PHRASE in glowing)
        self._draw_hand(scribe, view, layout, glowing)
        if focus_place is not None:
            rect = self.place_rect(focus_place)
            if rect is not None:
                scribe.focus(rect)
        if piece is not None:
            rect = self.lift_rect(piece)
            if rect is not None:
                scribe.focus(rect.adjusted(-3, -3, 3, 3))
        shown = self.previewed()
        if shown is not None:
            card, rect = shown
            # A soft shadow: the large card floats over the lane, it is not played there.
            painter.save()
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(SHADOW)
            painter.drawRoundedRect(rect.translated(5, 6), 10, 10)
            painter.restore()
            self._face.paint(painter, rect, view, card)
        self._draw_lifted(scribe, view)

    def _draw_hand(
        self, scribe: Scribe, view: View, layout: Layout, glowing: set[PlaceKey]
    ) -> None:
        """The viewer's hand (cards without a move dimmed while the person decides) and the
        viewer's face-down discards, where Discard and Draw drops a card."""
        painter = scribe.painter
        unit = scribe.unit
        deciding = bool(self._legal)
        for card, rect in layout.cards:
            if card == self._lifted:
                painter.save()
                painter.setPen(QPen(LINE, 1.5, Qt.PenStyle.DashLine))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(rect, 6, 6)
                painter.restore()
                continue
            self._face.paint(painter, rect, view, card)
            if deciding and self._lifted is None and not self.plays(card):
                painter.fillRect(rect, DIM)
            if PlaceKey(PlaceKind.CARD, card) in glowing:
                scribe.glow(rect)
        discard = layout.discard
        own = view.fencers[view.viewer]
        painter.save()
        painter.setBrush(FACE_DOWN if own.discard_count else PANEL)
        painter.setPen(QPen(INK, 1.5, Qt.PenStyle.DashLine))
        painter.drawRoundedRect(discard, 8, 8)
        painter.restore()
        ink = WHITE if own.discard_count else INK
        words = f"{self._words.discard_place()}\n\n{self._words.discards(own.discard_count)}"
        scribe.text(
            discard.adjusted(4, 4, -4, -4),
            words,
            unit * 0.9,
            align=Qt.AlignmentFlag.AlignCenter,
            colour=ink,
        )
        if DISCARD in glowing:
            scribe.glow(discard)

    def _draw_lifted(self, scribe: Scribe, view: View) -> None:
        """The piece being dragged, under the pointer."""
        painter = scribe.painter
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
            draw_fencer(scribe, view, view.viewer, rect)
        elif lifted is Piece.WEAPON:
            painter.save()
            painter.setBrush(WHITE)
            painter.setPen(QPen(INK, 2))
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
