"""Where each move of the person is made on the strip board: what is lifted (a card of the
hand, the fencer, the weapon token) and where it is dropped (the phrase lane, the discard pile,
a section of the strip, another card of the hand as the bonus, a weapon position circle).

The mapping is one table for both ways: ``placement`` puts a legal move on the board (what
glows when a piece is lifted), ``implied`` reads a drop back as the move it would mean, so the
rules can say why it is refused (``rules.why_not``). Neither decides what is legal: the rules'
``legal_actions`` do.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from audatia_qt.games.ready_fence.rules import Action, ActionKind, Guard, Phase, View
from audatia_qt.games.ready_fence.rules.strip import forward, moved


class Piece(enum.Enum):
    """A piece of the table the person lifts that is not a card."""

    FENCER = "fencer"
    """The person's miniature fencer: dropped on a section, it steps or retreats."""
    WEAPON = "weapon"
    """The person's weapon position token: dropped on a circle, it changes the position."""


#: What the person lifts: a card of their hand (its index) or a piece.
Lift = int | Piece


class PlaceKind(enum.Enum):
    """A kind of place a lifted piece may be dropped on."""

    PHRASE = "phrase"
    """The phrase lane in the middle: a card played into the fencing phrase."""
    DISCARD = "discard"
    """The person's face-down discards: Discard and Draw."""
    SECTION = "section"
    """A section of the strip (``value`` its number): where the fencer ends."""
    CARD = "card"
    """Another card of the hand (``value`` its index): played along as the bonus."""
    GUARD = "guard"
    """A weapon position circle (``value`` the ``Guard``)."""


@dataclass(frozen=True, slots=True)
class PlaceKey:
    """A place on the board a lifted piece may be dropped on."""

    kind: PlaceKind
    value: int | Guard | None = None


PHRASE = PlaceKey(PlaceKind.PHRASE)
DISCARD = PlaceKey(PlaceKind.DISCARD)

#: The moves that make a card go into the phrase.
_CARD_PLAYS = frozenset({ActionKind.ATTACK, ActionKind.ANSWER, ActionKind.FEINT})
#: The moves that take the fencer back two sections.
_BACK_TWO = frozenset({ActionKind.RETREAT, ActionKind.DISTANCE})


def back_two(view: View, seat: int) -> int:
    """The section ``seat``'s fencer lands on going back two (a Retreat, Defend by Distance)."""
    return moved((view.fencers[0].position, view.fencers[1].position), seat, -2)[seat]


def placement(view: View, action: Action) -> tuple[Lift, PlaceKey] | None:
    """Where ``action`` is made on the board: the piece lifted and the place it is dropped on;
    None for a move made with a button (keep the hand, stall, no further action...)."""
    seat = action.seat
    kind = action.kind
    if kind is ActionKind.MOVE and action.step is not None:
        to = view.fencers[seat].position + action.step * forward(seat)
        return Piece.FENCER, PlaceKey(PlaceKind.SECTION, to)
    if kind in _BACK_TWO:
        lifted: Lift = Piece.FENCER if action.card is None else action.card
        return lifted, PlaceKey(PlaceKind.SECTION, back_two(view, seat))
    if kind is ActionKind.GUARD and action.guard is not None:
        return Piece.WEAPON, PlaceKey(PlaceKind.GUARD, action.guard)
    if kind is ActionKind.EXCHANGE and action.card is not None:
        return action.card, DISCARD
    if kind in _CARD_PLAYS and action.card is not None:
        if action.bonus is None:
            return action.card, PHRASE
        return action.card, PlaceKey(PlaceKind.CARD, action.bonus)
    return None


def plays_of(view: View, legal: tuple[Action, ...], lifted: Lift) -> dict[PlaceKey, Action]:
    """The legal moves of ``lifted`` by the place each is made on (what glows)."""
    plays: dict[PlaceKey, Action] = {}
    for action in legal:
        placed = placement(view, action)
        if placed is not None and placed[0] == lifted:
            plays.setdefault(placed[1], action)
    return plays


def implied(view: View, lifted: Lift, place: PlaceKey) -> Action | None:
    """The move a drop of ``lifted`` on ``place`` would mean, to ask the rules why it is not
    allowed; None when the drop means no move at all (a card on the weapon circles)."""
    seat = view.viewer
    in_phrase = view.phase is Phase.PHRASE
    if isinstance(lifted, Piece):
        if lifted is Piece.WEAPON:
            if place.kind is PlaceKind.GUARD and isinstance(place.value, Guard):
                return Action(seat, ActionKind.GUARD, guard=place.value)
            return None
        if place.kind is not PlaceKind.SECTION or not isinstance(place.value, int):
            return None
        sections = (place.value - view.fencers[seat].position) * forward(seat)
        if sections == -2:
            return Action(seat, ActionKind.DISTANCE if in_phrase else ActionKind.RETREAT)
        return Action(seat, ActionKind.MOVE, step=sections)
    kind = ActionKind.ANSWER if in_phrase else ActionKind.ATTACK
    if place.kind is PlaceKind.PHRASE:
        return Action(seat, kind, card=lifted)
    if place.kind is PlaceKind.CARD and isinstance(place.value, int):
        return Action(seat, kind, card=lifted, bonus=place.value)
    if place.kind is PlaceKind.DISCARD:
        return Action(seat, ActionKind.EXCHANGE, card=lifted)
    if place.kind is PlaceKind.SECTION and place.value == back_two(view, seat):
        back = ActionKind.DISTANCE if in_phrase else ActionKind.RETREAT
        return Action(seat, back, card=lifted)
    return None


def button_moves(legal: tuple[Action, ...], view: View) -> tuple[Action, ...]:
    """The person's legal moves no piece makes on the board: each is a button of the side
    panel (keep the hand, Mulligan, discard nothing, Stall, a Parry without cards, no
    further action), plus the fencer's moves back two without a card, offered there too."""
    return tuple(
        action
        for action in legal
        if placement(view, action) is None or (action.kind in _BACK_TWO and action.card is None)
    )
