"""The arena board: the heroes (and the monster) around the sand, the combat deck, the discard
pile, the d10 and the hand of the seat at the board, drawn from that seat's view alone.

Play by dragging: lift a card of the hand (or a ready item) and the places it may go glow
(the discard pile to discard or drop it, your hero to ready or defend with it, a foe to attack
it); a drop anywhere else snaps back and the prompt says the rule that forbids it
(``rules.why_not``). The keyboard does the same: Left and Right choose a card, Up and Down one
of its places, Enter plays it; the pass button (Space) discards nothing, readies nothing, ends
the turn or takes the hit, whichever the phase offers.
"""

from __future__ import annotations

from collections.abc import Iterable
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
)
from PySide6.QtWidgets import QWidget

from audatia_qt.engine.messages import Message
from audatia_qt.games.swordplay.board.faces import FacePixmaps
from audatia_qt.games.swordplay.board.motion import (
    FLASH_MOVES,
    ROLL_MOVES,
    ArenaMotion,
    Flash,
    Flight,
    Roll,
    Step,
)
from audatia_qt.games.swordplay.board.words import BoardWords, ready_items
from audatia_qt.games.swordplay.rules import Action, ActionKind, Event, EventKind, View
from audatia_qt.shell.highlights import HighlightStyle
from audatia_qt.shell.i18n.render import render

#: A card's width to its height (63 x 88 mm).
CARD_RATIO = 88 / 63
#: A ready item's width plus the room for its wear under it, in items' widths.
ITEM_SPACING = 1.5
#: Where a lifted card may go: the discard pile, a seat's place (a hero or the monster).
DISCARD_PLACE = "discard"

_SAND = QColor(222, 203, 160)
_SAND_DARK = QColor(176, 148, 98)
_INK = QColor(40, 30, 20)
_GLOW = QColor(255, 196, 0)
_GLOW_CONTRAST = QColor(0, 90, 255)
_DIM = QColor(0, 0, 0, 110)
_BLOOD = QColor(150, 20, 20)
#: The events whose card goes to the discard pile, told by a card travelling there.
_TO_DISCARD = frozenset(
    {
        EventKind.DISCARDED,
        EventKind.DROPPED,
        EventKind.ARMOR_REPLACED,
        EventKind.SHIELD_BROKEN,
        EventKind.ARMOR_DESTROYED,
        EventKind.COUNTERED,
    }
)


@dataclass(frozen=True)
class Place:
    """A place on the board a card may be dropped on: the discard pile, or a seat."""

    key: str | int
    rect: QRectF


@dataclass(frozen=True)
class CardSpot:
    """A card drawn on the board that a person may lift: in the hand, or ready in front of
    the viewer's hero."""

    card: int
    rect: QRectF
    in_hand: bool


class ArenaBoard(QWidget):
    """Draws the view it is given and turns drags, clicks and keys into moves."""

    move_chosen = Signal(object)
    """A legal move the person chose (an ``Action``)."""
    refused = Signal(object)
    """A move the rules refuse, with the rule (a ``Message``)."""
    pass_requested = Signal()
    """Space: the phase's move that plays no card (keep the hand, ready nothing, end the
    turn, take the hit)."""

    def __init__(
        self,
        faces: FacePixmaps,
        words: BoardWords,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._faces = faces
        self._words = words
        self._view: View | None = None
        self._die: int | None = None
        self._roll_words = ""
        self._previous_die: int | None = None
        self._before: tuple[View | None, list[CardSpot], QRectF | None] = (None, [], None)
        """The view, the viewer's cards and the pending attack's place before the last
        ``show_view``: where a card of the last move came from."""
        self.motion = ArenaMotion(self)
        self.motion.moved.connect(self.update)
        self._hovered: tuple[str, int] | None = None
        self._legal: tuple[Action, ...] = ()
        self._refusal: object = None
        self._places: list[Place] = []
        self._spots: list[CardSpot] = []
        self._lifted: CardSpot | None = None
        self._lift_plays: dict[str | int, Action] = {}
        self._drag_at = QPointF()
        self._focus = 0
        self._focus_place = 0
        self._hinted_pass = False
        """The Hint's move plays no card (keep the hand, end the turn...): Enter plays it."""
        self._card_scale = 1.0
        self._text_scale = 1.0
        self._header_lines = 2
        """A panel's header lines: the name, then the state on one line or, when some
        seat's state is wider than its panel (four heroes, large text), two."""
        self._style = HighlightStyle.STANDARD
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(640, 420)
        self.setAccessibleName(words.board_name())

    # -- what the board is told -------------------------------------------------------------

    def show_view(
        self, view: View, legal: tuple[Action, ...], refusal: object, die: int | None
    ) -> None:
        """Draw ``view``; ``legal`` are the person's moves now (empty on another's turn);
        ``refusal(action)`` says the rule that forbids a move; ``die`` is the d10's last roll."""
        self._before = (self._view, self._spots, self._attack_rect())
        self._previous_die = self._die
        self._view = view
        self._die = die
        self._legal = legal
        self._refusal = refusal
        self._lifted = None
        self._hinted_pass = False
        self._focus = min(self._focus, max(0, len(view.hand) - 1))
        self._layout()
        self._describe_focus()
        self.update()

    def set_roll_words(self, words: str) -> None:
        """What the die's last roll decided, shown under the die (every roll is public)."""
        self._roll_words = words
        self.update()

    def set_animation_ms(self, ms: int) -> None:
        """One card movement, in milliseconds (the app's animation setting); 0: nothing moves
        (and what moves now stops)."""
        self.motion.move_ms = ms
        if ms <= 0:
            self.motion.finish()

    def animate(self, events: Iterable[object]) -> None:
        """Show the last move's ``events`` (as the viewer may read them) happening: its cards
        travelling, the die rolling, a hit flashing. The board already shows the state they
        led to; this only draws the way there, and only when animations are on."""
        self.motion.play(self._motion_steps(events))

    def settle(self) -> None:
        """Stop any motion: everything where the game has put it (an undo, a new deal)."""
        self.motion.finish()

    def _motion_steps(self, events: Iterable[object]) -> tuple[Step, ...]:
        """The motions telling ``events``, one after another: each card from where the
        viewer last saw it (its own hand or items, the pending attack, the deck, else the
        card of the seat that played it) to where it now lies; a roll once the cards before
        it have landed; a hit's flash after its roll."""
        view = self._view
        if view is None or self.motion.move_ms <= 0:
            return ()
        move = float(self.motion.move_ms)
        before_view, before_spots, before_attack = self._before
        held = {spot.card: spot.rect for spot in before_spots}
        if before_view is not None and before_view.pending is not None and before_attack:
            held.setdefault(before_view.pending.card, before_attack)
        now_at = {spot.card: spot.rect for spot in self._spots}
        deck = self._pile_rect("deck")
        discard = self._pile_rect(DISCARD_PLACE)
        steps: list[Step] = []
        clock = 0.0
        landed = 0.0
        lands: dict[int, float] = {}
        attacking = (
            None
            if before_view is None or before_view.pending is None
            else (before_view.pending.card)
        )

        def fly(card: int | None, start: QRectF | None, end: QRectF | None) -> None:
            nonlocal clock, landed
            if start is None or end is None or start == end:
                return
            # A card moves on only once it has landed where it went before.
            begin = max(clock, lands.get(card, 0.0)) if card is not None else clock
            steps.append(Flight(card, QRectF(start), QRectF(end), begin, move))
            if card is not None:
                lands[card] = begin + move
            landed = max(landed, begin + move)
            clock = begin + move * 0.5

        for event in events:
            if not isinstance(event, Event):
                continue
            kind, seat, card = event.kind, event.seat, event.card
            if kind is EventKind.DREW:
                # A card drawn into another's hand has lost its name (``redact``): a back.
                end = (now_at.get(card) if card is not None else None) or self._portrait(seat)
                fly(card, deck, end)
                if card is not None and end is not None:
                    held[card] = end  # the monster acts on its draw from there
            elif kind is EventKind.READIED and card is not None:
                fly(card, held.get(card) or self._origin(seat), self._item_rect(seat, card))
            elif kind is EventKind.ATTACKED and card is not None:
                target = seat if event.target is None else event.target
                waiting = view.pending is not None and view.pending.card == card
                end = self._attack_rect() if waiting else self._portrait(target)
                fly(card, held.get(card) or self._origin(seat), end)
                attacking = card
                if end is not None:
                    held[card] = end  # resolved in the same move: on to the discard pile
            elif kind in _TO_DISCARD and card is not None:
                owner = event.target if kind is EventKind.COUNTERED else seat
                if owner is not None and card in ready_items(view, owner):
                    continue  # a ready shield turned the blow: it stays in its place
                start = held.get(card) or self._origin(owner if owner is not None else seat)
                fly(card, start, discard)
            elif kind is EventKind.ROLLED:
                clock = max(clock, landed)
                length = move * ROLL_MOVES
                steps.append(Roll(event.amount, self._die_before(steps), clock, length))
                clock += length
                landed = clock
            elif kind is EventKind.HIT and event.target is not None:
                clock = max(clock, landed)
                # The life marker shows the life lost: what the armor absorbed is not.
                lost = event.amount - event.absorbed
                steps.append(Flash(event.target, lost, clock, move * FLASH_MOVES))
            if kind in (EventKind.HIT, EventKind.COUNTERED) and attacking is not None:
                # The blow is over: its card goes to the discard pile (rulebook, "Making An
                # Attack"; the rules put it there without an event of its own).
                if attacking in view.discard and discard is not None:
                    clock = max(clock, landed)
                    fly(attacking, held.get(attacking) or before_attack, discard)
                attacking = None
        return tuple(steps)

    def _die_before(self, steps: list[Step]) -> int | None:
        """The face the die shows before a roll starts: the roll before it, else the last."""
        rolls = [step.face for step in steps if isinstance(step, Roll)]
        return rolls[-1] if rolls else self._previous_die

    def _origin(self, seat: int) -> QRectF | None:
        """Where a card a seat plays appears from: the monster's from the deck (it draws and
        acts at once), a hero's from its card."""
        if self._view is not None and not self._view.config.is_hero(seat):
            return self._pile_rect("deck")
        return self._portrait(seat)

    def _item_rect(self, seat: int, card: int) -> QRectF | None:
        view = self._view
        place = next((p.rect for p in self._places if p.key == seat), None)
        if view is None or place is None:
            return None
        return next(
            (rect for item, rect in self.item_rects(view, seat, place) if item == card), None
        )

    def set_scales(self, card_scale: float, text_scale: float) -> None:
        self._card_scale = card_scale
        self._text_scale = text_scale
        self._layout()
        self.update()

    def set_highlight_style(self, style: HighlightStyle) -> None:
        self._style = style
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(1100, 700)

    # -- where things are -------------------------------------------------------------------

    def _card_size(self) -> tuple[float, float]:
        height = min(self.height() * 0.24, self.width() * 0.16) * self._card_scale
        # Large cards and large words together must still leave the viewer's own hero room:
        # the column holds a foe's panel, the piles, the own panel and the hand (about 3.3
        # card heights and eight lines), so the cards give way first.
        fits = (self.height() - 8 * self._line() - 40) / 3.3
        height = max(20.0, min(height, fits))
        return height / CARD_RATIO, height

    def _seats_around(self, view: View) -> list[int]:
        """The other seats, drawn across the top, in seat order from the viewer's left."""
        count = view.config.seat_count
        return [(view.viewer + step) % count for step in range(1, count)]

    def _line(self) -> float:
        """One line of the board's text, in pixels."""
        return QFontMetricsF(self._text_font()).height() * 1.15

    def _text_font(self) -> QFont:
        font = QFont(self.font())
        size = font.pointSizeF() * self._text_scale * self._window_scale()
        font.setPointSizeF(max(8.0, size))
        return font

    def _window_scale(self) -> float:
        """How much larger than the window it was drawn for (1280 x 800) the board is: its
        words grow with its cards on a large screen (at most twice), never shrink."""
        return max(1.0, min(2.0, self.width() / 1000, self.height() / 760))

    def _panel_height(self) -> float:
        _card_w, card_h = self._card_size()
        return card_h * 0.72 + 3 * self._line() + 12

    def panel_parts(self, rect: QRectF) -> tuple[QRectF, QRectF, float]:
        """A seat's panel: its header lines (name, then state: two lines, three when a
        state is too long for a narrow panel's width), its card, and where its ready items
        begin (left of them, the card; under each, its wear)."""
        line = self._line()
        header = QRectF(
            rect.left() + 10, rect.top() + 4, rect.width() - 20, self._header_lines * line
        )
        height = rect.bottom() - header.bottom() - line - 8
        portrait = QRectF(rect.left() + 10, header.bottom() + 2, height / CARD_RATIO, height)
        # Right of the card and of its life marker, which stands out past the card's edge.
        return header, portrait, self.life_marker_rect(portrait).right() + 8

    def _layout(self) -> None:
        view = self._view
        self._places = []
        self._spots = []
        if view is None:
            return
        width, height = float(self.width()), float(self.height())
        card_w, card_h = self._card_size()
        margin = max(6.0, card_w * 0.1)
        panel_h = self._panel_height()
        # The foes (and allies) across the top, side by side.
        others = self._seats_around(view)
        panel_w = (width - margin * (len(others) + 1)) / max(1, len(others))
        for index, seat in enumerate(others):
            left = margin + index * (panel_w + margin)
            self._places.append(Place(seat, QRectF(left, margin, panel_w, panel_h)))
        metrics = QFontMetricsF(self._text_font())
        wrapped = any(
            metrics.horizontalAdvance(self._words.seat_status(view, seat)) > panel_w - 20
            for seat in others
        )
        self._header_lines = 3 if wrapped else 2
        # The middle: the deck, the discard pile (a place: discards and drops go there).
        middle_top = margin * 2 + panel_h
        pile_w, pile_h = card_w * 0.78, card_h * 0.78
        discard = QRectF(width * 0.42, middle_top, pile_w, pile_h)
        self._places.append(Place(DISCARD_PLACE, discard))
        # The viewer's hero and its ready items (which it may lift: drop, shield, disarm).
        own_top = middle_top + pile_h + self._line() + margin
        hand_top = height - card_h - margin
        own_h = min(panel_h, hand_top - margin - own_top)
        own = QRectF(margin, own_top, width - 2 * margin, own_h)
        if view.config.is_hero(view.viewer):
            self._places.append(Place(view.viewer, own))
            for card, rect in self.item_rects(view, view.viewer, own):
                self._spots.append(CardSpot(card, rect, False))
        hand = view.hand
        if hand:
            gap = margin
            total = len(hand) * card_w + (len(hand) - 1) * gap
            left = (width - total) / 2
            for card in hand:
                self._spots.append(CardSpot(card, QRectF(left, hand_top, card_w, card_h), True))
                left += card_w + gap

    def item_rects(self, view: View, seat: int, rect: QRectF) -> list[tuple[int, QRectF]]:
        """Where ``seat``'s ready items lie in its panel ``rect``: in a row right of its card
        (a monster's after its defence table), as many as the panel holds."""
        _header, portrait, left = self.panel_parts(rect)
        item_w, item_h = portrait.width() * 0.9, portrait.height() * 0.9
        items = ready_items(view, seat)
        if not view.config.is_hero(seat):
            left = self.defence_column(view, rect)[0].right() + 8
            # A monster shows every weapon it wields: smaller when its panel is narrow.
            room = rect.right() - 10 - left
            needed = len(items) * item_w * ITEM_SPACING
            if needed > room > 0:
                item_w, item_h = item_w * room / needed, item_h * room / needed
        rects: list[tuple[int, QRectF]] = []
        for card in items:
            item = QRectF(left, portrait.top(), item_w, item_h)
            if item.right() > rect.right():
                break
            rects.append((card, item))
            left += item_w * ITEM_SPACING
        return rects

    def _pile_rect(self, key: str) -> QRectF | None:
        """The discard pile's place, or the combat deck's beside it (``"deck"``)."""
        discard = next((p.rect for p in self._places if p.key == DISCARD_PLACE), None)
        if discard is None or key == DISCARD_PLACE:
            return discard
        return QRectF(
            discard.left() - discard.width() * 1.6, discard.top(), discard.width(), discard.height()
        )

    def _attack_rect(self) -> QRectF | None:
        """Where a pending attack's card lies, right of the discard pile."""
        discard = self._pile_rect(DISCARD_PLACE)
        if discard is None:
            return None
        return QRectF(
            discard.right() + discard.width() * 0.6,
            discard.top(),
            discard.width(),
            discard.height(),
        )

    def _portrait(self, seat: int) -> QRectF | None:
        """``seat``'s card in its panel (where a card it plays comes from)."""
        place = next((p.rect for p in self._places if p.key == seat), None)
        if place is None:
            return None
        return self.panel_parts(place)[1]

    def resizeEvent(self, event: object) -> None:
        self.motion.finish()
        self._layout()

    # -- which moves a card has -------------------------------------------------------------

    def _plays_by_place(self, card: int) -> dict[str | int, Action]:
        """The legal moves of ``card`` by the place it is dropped on (asked at the lift)."""
        plays: dict[str | int, Action] = {}
        view = self._view
        if view is None:
            return plays
        for action in self._legal:
            if action.card != card:
                continue
            if action.kind in (ActionKind.DISCARD, ActionKind.DROP):
                plays[DISCARD_PLACE] = action
            elif action.kind is ActionKind.ATTACK and action.target is not None:
                plays[action.target] = action
            elif action.kind in (
                ActionKind.READY,
                ActionKind.DEFEND,
                ActionKind.SHIELD,
                ActionKind.DISARM_DROP,
            ):
                plays[view.viewer] = action
        return plays

    def _implied(self, card: int, place: str | int, in_hand: bool) -> Action | None:
        """The move a drop of ``card`` on ``place`` would mean, to ask the rules why not."""
        view = self._view
        if view is None:
            return None
        seat = view.viewer
        if place == DISCARD_PLACE:
            kind = ActionKind.DISCARD if in_hand else ActionKind.DROP
            return Action(seat, kind, card=card)
        if place == seat:
            if view.pending is not None and view.pending.target == seat:
                kind = ActionKind.DEFEND if in_hand else ActionKind.SHIELD
                return Action(seat, kind, card=card)
            return Action(seat, ActionKind.READY, card=card) if in_hand else None
        if isinstance(place, int):
            return Action(seat, ActionKind.ATTACK, card=card, target=place)
        return None

    def playable(self, card: int) -> bool:
        return any(action.card == card for action in self._legal)

    # -- the mouse --------------------------------------------------------------------------

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return
        spot = self._spot_at(event.position())
        if spot is None:
            return
        self._lifted = spot
        self._lift_plays = self._plays_by_place(spot.card)
        self._drag_at = event.position()
        self.update()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._lifted is not None:
            self._drag_at = event.position()
            self.update()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        spot, self._lifted = self._lifted, None
        self.update()
        if spot is None:
            return
        place = self._place_at(event.position())
        if place is None:
            if (event.position() - self._drag_at).manhattanLength() < 4 and not spot.in_hand:
                # A click on a ready item: use it where it has one use only (shield, disarm).
                plays = list(self._lift_plays.values())
                if len(plays) == 1:
                    self.move_chosen.emit(plays[0])
            return
        play = self._lift_plays.get(place.key)
        if play is not None:
            self.move_chosen.emit(play)
            return
        self._refuse(spot.card, place.key, spot.in_hand)

    def _refuse(self, card: int, place: str | int, in_hand: bool) -> None:
        implied = self._implied(card, place, in_hand)
        reason = None
        if implied is not None and callable(self._refusal):
            reason = self._refusal(implied)
        self.refused.emit(reason if reason is not None else self._words.no_play_there())

    def _spot_at(self, point: QPointF) -> CardSpot | None:
        for spot in reversed(self._spots):
            if spot.rect.contains(point):
                return spot
        return None

    def _place_at(self, point: QPointF) -> Place | None:
        for place in self._places:
            if place.rect.contains(point):
                return place
        return None

    # -- the keyboard -----------------------------------------------------------------------

    def _hand_spots(self) -> list[CardSpot]:
        return [spot for spot in self._spots if spot.in_hand] + [
            spot for spot in self._spots if not spot.in_hand
        ]

    def keyPressEvent(self, event: QKeyEvent) -> None:
        spots = self._hand_spots()
        key = event.key()
        if key == Qt.Key.Key_Space:
            self.pass_requested.emit()
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self._hinted_pass:
            # The Hint said to play no card: Enter follows it, not the focused card.
            self._hinted_pass = False
            self.pass_requested.emit()
            return
        self._hinted_pass = False
        if not spots:
            super().keyPressEvent(event)
            return
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            step = -1 if key == Qt.Key.Key_Left else 1
            self._focus = (self._focus + step) % len(spots)
            self._focus_place = 0
        elif key in (Qt.Key.Key_Up, Qt.Key.Key_Down):
            self._focus_place += -1 if key == Qt.Key.Key_Up else 1
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            spot = spots[self._focus % len(spots)]
            plays = list(self._plays_by_place(spot.card).values())
            if plays:
                self.move_chosen.emit(plays[self._focus_place % len(plays)])
            else:
                self.refused.emit(self._words.card_has_no_play())
        else:
            super().keyPressEvent(event)
            return
        self._describe_focus()
        self.update()

    def focus_on(self, action: Action) -> None:
        """Put the keyboard's focus on ``action``'s card and place (the Hint's move), so Enter
        plays it; a move without a card (keep the hand, end the turn) is Enter's too."""
        self._hinted_pass = action.card is None
        spots = self._hand_spots()
        for index, spot in enumerate(spots):
            if spot.card == action.card:
                self._focus = index
                plays = list(self._plays_by_place(spot.card).values())
                self._focus_place = plays.index(action) if action in plays else 0
                break
        self._describe_focus()
        self.update()

    def focused_card(self) -> int | None:
        spots = self._hand_spots()
        return spots[self._focus % len(spots)].card if spots else None

    def focused_play(self) -> Action | None:
        card = self.focused_card()
        if card is None:
            return None
        plays = list(self._plays_by_place(card).values())
        return plays[self._focus_place % len(plays)] if plays else None

    def _describe_focus(self) -> None:
        """The screen reader's words for the card under the keyboard's focus."""
        view = self._view
        card = self.focused_card()
        if view is None or card is None:
            self.setAccessibleDescription(self._words.nothing_to_play())
            return
        self.setAccessibleDescription(self._words.focus_words(view, card, self.focused_play()))

    # -- drawing ----------------------------------------------------------------------------

    def _glow(self) -> QColor:
        return _GLOW_CONTRAST if self._style is HighlightStyle.HIGH_CONTRAST else _GLOW

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.fillRect(self.rect(), _SAND)
        view = self._view
        if view is None:
            return
        painter.setFont(self._text_font())
        lifted_places = set(self._lift_plays) if self._lifted is not None else set()
        for place in self._places:
            self._draw_place(painter, view, place, place.key in lifted_places)
        self._draw_middle(painter, view)
        arriving = self.motion.arriving()
        for spot in self._spots:
            if self._lifted is not None and spot.card == self._lifted.card:
                continue
            if spot.card in arriving:
                continue  # still on its way (motion): drawn in flight
            self._draw_spot(painter, spot)
        for card, rect in self.motion.flights():
            pixmap = self._faces.back(rect) if card is None else self._faces.card(view, card, rect)
            painter.drawPixmap(rect.toRect(), pixmap)
        if self._hovered is not None and self._lifted is None:
            self._draw_preview(painter, view, self._hovered)
        if self._lifted is not None:
            rect = QRectF(self._lifted.rect)
            rect.moveCenter(self._drag_at)
            painter.setOpacity(0.85)
            painter.drawPixmap(rect.toRect(), self._faces.card(view, self._lifted.card, rect))
            painter.setOpacity(1.0)

    def _draw_place(self, painter: QPainter, view: View, place: Place, glowing: bool) -> None:
        rect = place.rect
        if glowing:
            painter.setPen(QPen(self._glow(), 5))
            painter.setBrush(QColor(255, 230, 150, 90))
        else:
            painter.setPen(QPen(_SAND_DARK, 1.5))
            painter.setBrush(QColor(255, 255, 255, 40))
        painter.drawRoundedRect(rect, 10, 10)
        if place.key == DISCARD_PLACE:
            # A card on its way to the pile (motion) lands on the one it covers.
            arriving = self.motion.arriving()
            shown = [card for card in view.discard if card not in arriving]
            top = shown[-1] if shown else None
            inner = rect.adjusted(6, 6, -6, -6)
            if top is not None:
                painter.drawPixmap(inner.toRect(), self._faces.card(view, top, inner))
            self._draw_caption(painter, rect, self._words.discard_caption(len(view.discard)))
            return
        assert isinstance(place.key, int)
        self._draw_seat(painter, view, place.key, rect)

    def _draw_seat(self, painter: QPainter, view: View, seat: int, rect: QRectF) -> None:
        header, portrait, _left = self.panel_parts(rect)
        painter.drawPixmap(portrait.toRect(), self._faces.seat_portrait(view, seat, portrait))
        line = self._line()
        bold = QFont(painter.font())
        bold.setBold(True)
        painter.save()
        painter.setFont(bold)
        painter.setPen(_INK)
        title = self._words.seat_title(view, seat)
        if view.turn == seat and view.result is None:
            title = self._words.turn_mark(title)
        painter.drawText(
            QRectF(header.left(), header.top(), header.width(), line),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            title,
        )
        painter.restore()
        painter.setPen(_INK)
        painter.drawText(
            QRectF(header.left(), header.top() + line, header.width(), header.height() - line),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap,
            self._words.seat_status(view, seat),
        )
        self._draw_life(painter, view, seat, portrait)
        if view.turn == seat and view.result is None:
            self._draw_phases(painter, view, self.phase_line(view, seat, rect))
            painter.setPen(QPen(_INK, 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(2, 2, -2, -2), 8, 8)
        if not view.config.is_hero(seat):
            self._draw_defence_table(painter, view, rect)
        if seat == view.viewer:
            return  # the viewer's ready items are spots, drawn as cards it may lift
        arriving = self.motion.arriving()
        for card, item in self.item_rects(view, seat, rect):
            if card in arriving:
                continue  # still on its way (motion): drawn in flight
            painter.drawPixmap(item.toRect(), self._faces.card(view, card, item))
            self._draw_wear(painter, item, self._words.item_wear(view, seat, card))

    def phase_line(self, view: View, seat: int, rect: QRectF) -> QRectF:
        """Where the turn's phases are named on the panel ``rect`` of ``seat``, whose turn it
        is: right of its title when the four fit there; else (a narrow panel) the current
        one alone, as a tag along the foot of its card."""
        header, portrait, _left = self.panel_parts(rect)
        line = self._line()
        bold = QFont(self._text_font())
        bold.setBold(True)
        title = self._words.turn_mark(self._words.seat_title(view, seat))
        taken = QFontMetricsF(bold).horizontalAdvance(title) + line
        beside = QRectF(header.left() + taken, header.top(), header.width() - taken, line)
        names, now = self._words.phase_steps(view)
        if len(self.phase_rects(view, beside)) == len(names) or now is None:
            return beside
        # As wide as the card (and its gap): only the current phase fits there.
        return QRectF(portrait.left(), portrait.bottom() - line, portrait.width() + 16, line)

    def phase_rects(self, view: View, line: QRectF) -> list[tuple[str, QRectF, bool]]:
        """The turn's phases in ``line`` (``phase_line``): each name, its place, and whether
        the turn is in it now; the four right-aligned when they fit, else the current one
        alone at the line's left."""
        names, now = self._words.phase_steps(view)
        if now is None:
            return []
        bold = QFont(self._text_font())
        bold.setBold(True)
        metrics = QFontMetricsF(bold)
        pad = metrics.height() * 0.5
        right = line.right()
        rects: list[tuple[str, QRectF, bool]] = []
        needed = sum(metrics.horizontalAdvance(name) + 2.5 * pad for name in names)
        if needed > line.width():
            width = metrics.horizontalAdvance(names[now]) + 2 * pad
            return [(names[now], QRectF(line.left(), line.top(), width, line.height()), True)]
        for index in reversed(range(len(names))):
            width = metrics.horizontalAdvance(names[index]) + 2 * pad
            rects.append(
                (
                    names[index],
                    QRectF(right - width, line.top(), width, line.height()),
                    index == now,
                )
            )
            right -= width + pad * 0.5
        rects.reverse()
        return rects

    def _draw_phases(self, painter: QPainter, view: View, line: QRectF) -> None:
        """Which phase the turn is in: the four phases named, the current one boxed in bold
        (a shape and a weight, not a colour alone)."""
        painter.save()
        for name, rect, current in self.phase_rects(view, line):
            font = QFont(self._text_font())
            font.setBold(current)
            painter.setFont(font)
            if current:
                painter.setPen(QPen(_INK, 2))
                painter.setBrush(self._glow())
                painter.drawRoundedRect(rect, 6, 6)
                painter.setPen(_INK)
            else:
                faded = QColor(_INK)
                faded.setAlpha(140)
                painter.setPen(faded)
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, name)
        painter.restore()

    def _draw_preview(self, painter: QPainter, view: View, hovered: tuple[str, int]) -> None:
        """The card under the pointer, large enough to read, at the arena's right."""
        _card_w, card_h = self._card_size()
        height = min(card_h * 1.9, self.height() * 0.55)
        width = height / CARD_RATIO
        rect = QRectF(self.width() - width - 12, self._panel_height() * 0.6, width, height)
        kind, index = hovered
        pixmap = (
            self._faces.card(view, index, rect)
            if kind == "card"
            else self._faces.seat_portrait(view, index, rect)
        )
        painter.setPen(QPen(_INK, 2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), 8, 8)
        painter.drawPixmap(rect.toRect(), pixmap)

    def defence_column(self, view: View, rect: QRectF) -> tuple[QRectF, QFont]:
        """Where the monster's defence table is written in its panel ``rect``, and in which
        font: right of its card, as wide as its longest line, leaving room for the weapons
        it wields (a narrow panel writes it smaller rather than under them)."""
        _header, portrait, left = self.panel_parts(rect)
        font = QFont(self._text_font())
        lines = self._words.defence_lines(view)
        item_w = portrait.width() * 0.9
        wielded = len(view.monster.weapons) if view.monster is not None else 0
        room = max(1.0, rect.right() - 10 - left - wielded * item_w * ITEM_SPACING)
        widest = max((QFontMetricsF(font).horizontalAdvance(text) for text in lines), default=0)
        if widest > room:
            # Smaller, down to three quarters (still read at a glance); the weapons beside
            # it shrink for the rest (``item_rects``).
            size = font.pointSizeF()
            font.setPointSizeF(max(6.0, size * 0.75, size * room / widest))
            widest = max(QFontMetricsF(font).horizontalAdvance(text) for text in lines)
        return QRectF(left, portrait.top(), widest, portrait.height()), font

    def _draw_defence_table(self, painter: QPainter, view: View, rect: QRectF) -> None:
        """The monster's defence numbers, readable beside its card (rulebook, "The Monster
        Card": a d10 roll of the number or higher defends)."""
        column, font = self.defence_column(view, rect)
        metrics = QFontMetricsF(font)
        line = metrics.height() * 1.15
        painter.save()
        painter.setFont(font)
        painter.setPen(_INK)
        top = column.top()
        for text in self._words.defence_lines(view):
            painter.drawText(
                QRectF(column.left(), top, column.width() + 1, line),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                metrics.elidedText(text, Qt.TextElideMode.ElideRight, column.width() + 1),
            )
            top += line
        painter.restore()

    def life_marker_rect(self, portrait: QRectF) -> QRectF:
        """The life marker's disc: on the top right corner of the seat's card, inside the
        card's height so it never covers the panel's lines of text above it."""
        size = max(22.0, portrait.width() * 0.42)
        return QRectF(portrait.right() - size * 0.6, portrait.top() + 2, size, size)

    def _draw_life(self, painter: QPainter, view: View, seat: int, portrait: QRectF) -> None:
        """The life marker on a seat's card: a red disc with the life left (a number and a
        shape, not a colour alone); a hit flashes it and shows the damage rising (motion)."""
        life = self._words.life_left(view, seat)
        disc = self.life_marker_rect(portrait)
        size = disc.width()
        flash, amount = self.motion.flash(seat)
        painter.save()
        if flash > 0:
            # A ring swelling out of the marker, fading as it grows.
            ring = QColor(255, 240, 200)
            ring.setAlphaF(flash)
            grow = size * 0.6 * (1 - flash)
            painter.setPen(QPen(ring, 4))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(disc.adjusted(-grow, -grow, grow, grow))
        painter.setPen(QPen(QColor(255, 255, 255), 2))
        fill = _BLOOD if life > 0 else QColor(60, 60, 60)
        if flash > 0:
            fill = QColor(
                round(fill.red() + (255 - fill.red()) * flash * 0.8),
                round(fill.green() + (220 - fill.green()) * flash * 0.8),
                round(fill.blue() + (200 - fill.blue()) * flash * 0.8),
            )
        painter.setBrush(fill)
        painter.drawEllipse(disc)
        big = QFont(painter.font())
        big.setBold(True)
        big.setPixelSize(max(10, int(size * 0.48)))
        painter.setFont(big)
        painter.setPen(QColor(255, 255, 255) if flash < 0.5 else _BLOOD)
        painter.drawText(disc, Qt.AlignmentFlag.AlignCenter, str(max(0, life)))
        if flash > 0 and amount:
            # Rising over the card itself, left of the marker: nothing else is written there.
            rise = disc.translated(-size * 0.9, size * 0.4 - size * 0.5 * (1 - flash))
            painter.setPen(_BLOOD)
            painter.drawText(rise, Qt.AlignmentFlag.AlignCenter, f"\u2212{amount}")
        painter.restore()

    def _draw_middle(self, painter: QPainter, view: View) -> None:
        discard = next(place.rect for place in self._places if place.key == DISCARD_PLACE)
        deck = QRectF(
            discard.left() - discard.width() * 1.6, discard.top(), discard.width(), discard.height()
        )
        if view.deck_count:
            painter.drawPixmap(deck.toRect(), self._faces.back(deck))
        self._draw_caption(painter, deck, self._words.deck_caption(view.deck_count))
        pending = view.pending
        if pending is not None:
            attack = QRectF(
                discard.right() + discard.width() * 0.6,
                discard.top(),
                discard.width(),
                discard.height(),
            )
            painter.setPen(QPen(QColor(170, 30, 20), 4))
            painter.drawRoundedRect(attack.adjusted(-4, -4, 4, 4), 8, 8)
            if pending.card not in self.motion.arriving():
                painter.drawPixmap(attack.toRect(), self._faces.card(view, pending.card, attack))
            painter.setPen(_INK)
            painter.drawText(
                QRectF(
                    attack.right() + 12,
                    attack.top(),
                    self.width() - attack.right() - 24,
                    attack.height(),
                ),
                Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap,
                self._words.pending_words(view),
            )
        die, turn = self.motion.die(self._die)
        if die is not None:
            self._draw_die(painter, deck, die, turn)

    def _draw_die(self, painter: QPainter, deck: QRectF, face: int, turn: float) -> None:
        """The d10 left of the deck, showing ``face`` turned by ``turn`` degrees (it tumbles
        while a roll is shown, lies still after), and under it what the last roll decided."""
        side = deck.width() * 0.7
        box = QRectF(deck.left() - side * 1.6, deck.center().y() - side / 2, side, side)
        painter.save()
        painter.translate(box.center())
        painter.rotate(turn)
        painter.translate(-box.center())
        painter.setPen(QPen(_INK, 2))
        painter.setBrush(QColor(250, 248, 240))
        painter.drawPolygon(
            [
                QPointF(box.center().x(), box.top()),
                QPointF(box.right(), box.center().y()),
                QPointF(box.center().x(), box.bottom()),
                QPointF(box.left(), box.center().y()),
            ]
        )
        big = QFont(painter.font())
        big.setPointSizeF(painter.font().pointSizeF() * 1.8)
        big.setBold(True)
        painter.setFont(big)
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, str(face))
        painter.restore()
        painter.setPen(_INK)
        painter.drawText(self._caption_rect(box), Qt.AlignmentFlag.AlignHCenter, self._words.d10())
        if self._roll_words and not self.motion.rolling():
            # Said once the die has settled: its words must not tell the roll before it lands.
            self._draw_roll_words(painter, box, deck)

    def roll_words_rect(self) -> QRectF | None:
        """Where the words of the die's last roll are written: under the die, left of the
        deck (None before the board is laid out)."""
        deck = self._pile_rect("deck")
        if deck is None:
            return None
        side = deck.width() * 0.7
        die_left = deck.left() - side * 1.6
        left = 6.0
        return QRectF(left, deck.top(), max(40.0, die_left - left - 10), deck.height())

    def _draw_roll_words(self, painter: QPainter, box: QRectF, deck: QRectF) -> None:
        room = self.roll_words_rect()
        if room is None:
            return
        small = QFont(painter.font())
        small.setPointSizeF(max(7.0, painter.font().pointSizeF() * 0.85))
        painter.save()
        painter.setFont(small)
        painter.setPen(_INK)
        painter.drawText(
            room,
            Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap,
            self._roll_words,
        )
        painter.restore()

    def _draw_wear(self, painter: QPainter, item: QRectF, words: str) -> None:
        """How worn a ready item is, under it, within its share of the row."""
        room = QRectF(
            item.left() - item.width() * 0.2,
            item.bottom() + 1,
            item.width() * 1.4,
            self._line() * 2,
        )
        painter.setPen(_INK)
        painter.drawText(room, Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap, words)

    def pile_caption(self, card: QRectF, text: str) -> tuple[QRectF, QFont]:
        """Where a pile's caption is written under ``card`` and in which font: no wider than
        the room between the two piles (the deck and the discard pile side by side), the
        words made smaller, never cut or run into the other pile's, when large text needs
        more."""
        room = card.width() * 1.55
        font = QFont(self._text_font())
        wide = QFontMetricsF(font).horizontalAdvance(text)
        # Again until it fits: hinted type does not shrink in proportion to its point size
        # (at 1280 x 800 one step left "Combat deck: 35 card(s)" 8 px too wide, cut at both ends).
        for _ in range(8):
            if wide <= room or font.pointSizeF() <= 6.0:
                break
            font.setPointSizeF(max(6.0, font.pointSizeF() * room / wide * 0.98))
            wide = QFontMetricsF(font).horizontalAdvance(text)
        width = min(room, wide + 2)
        line = QFontMetricsF(font).height()
        return QRectF(card.center().x() - width / 2, card.bottom() + 2, width, line), font

    def _draw_caption(self, painter: QPainter, card: QRectF, text: str) -> None:
        rect, font = self.pile_caption(card, text)
        painter.save()
        painter.setFont(font)
        painter.setPen(_INK)
        painter.drawText(rect, Qt.AlignmentFlag.AlignHCenter, text)
        painter.restore()

    def _caption_rect(self, card: QRectF) -> QRectF:
        """The line under a pile, wider than the pile so its words are never cut."""
        return QRectF(
            card.center().x() - card.width() * 1.2,
            card.bottom() + 2,
            card.width() * 2.4,
            self._line(),
        )

    def _draw_spot(self, painter: QPainter, spot: CardSpot) -> None:
        view = self._view
        assert view is not None
        painter.drawPixmap(spot.rect.toRect(), self._faces.card(view, spot.card, spot.rect))
        spots = self._hand_spots()
        focused = bool(spots) and spots[self._focus % len(spots)].card == spot.card
        if self.playable(spot.card):
            painter.setPen(QPen(self._glow(), 4))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(spot.rect.adjusted(-3, -3, 3, 3), 8, 8)
        elif self._legal and spot.in_hand:
            painter.fillRect(spot.rect, _DIM)
        if not spot.in_hand:
            self._draw_wear(painter, spot.rect, self._words.item_wear(view, view.viewer, spot.card))
        if focused and self.hasFocus():
            painter.setPen(QPen(_INK, 2, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(spot.rect.adjusted(-7, -7, 7, 7), 10, 10)


def say(message: Message | str) -> str:
    """A message in the language the app speaks."""
    return render(message)
