"""Twenty-One: a toy card game that lives only in the tests, to prove that a game plugs into the
engine through the game list alone (issue 28).

Two players (or more: the seat count is the config's) take turns. On a turn a player draws or
stands. A draw is a chance event: the rules deal the top card of a shuffled 40-card deck (four
each of 1..10), which ``to_move`` shows as ``CHANCE``. A player's first card is dealt face down
(only its owner sees it), the rest face up. Going over 21 ends the game at once and loses it;
the others share the win. When everyone has stood, the highest total wins, and a tie shares
the win.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace

from audatia_qt.engine.game import CHANCE, IllegalMove
from audatia_qt.engine.messages import Message, translate

GAME_ID = "twenty-one"
LIMIT = 21
DECK: tuple[int, ...] = tuple(value for value in range(1, 11) for _ in range(4))

_CARD_DRAWN = translate("TwentyOne", "a card drawn from the deck")


@dataclass(frozen=True)
class Config:
    seats: int = 2


@dataclass(frozen=True)
class Move:
    """``draw`` or ``stand`` by ``seat``; ``card`` with a value is the chance deal."""

    seat: int
    kind: str
    value: int | None = None


@dataclass(frozen=True)
class Event:
    kind: str
    seat: int
    value: int | None = None
    hidden: bool = False
    """The value is the face-down first card: only ``seat`` may read it."""


@dataclass(frozen=True)
class State:
    config: Config
    hands: tuple[tuple[int, ...], ...]
    standing: tuple[bool, ...]
    turn: int
    dealing: bool
    """The player to move drew: the deal of the card is next (a chance event)."""
    result: tuple[float, ...] | None = None


@dataclass(frozen=True)
class View:
    config: Config
    viewer: int
    hands: tuple[tuple[int | None, ...], ...]
    standing: tuple[bool, ...]
    turn: int
    dealing: bool
    result: tuple[float, ...] | None


@dataclass(frozen=True)
class Step:
    state: State
    events: tuple[Event, ...]


class TwentyOne:
    """The toy game behind the Game protocol."""

    @property
    def id(self) -> str:
        return GAME_ID

    def new_state(self, config: Config) -> State:
        return State(config, ((),) * config.seats, (False,) * config.seats, 0, False)

    def seat_count(self, config: Config) -> int:
        return config.seats

    def to_move(self, state: State) -> int | None:
        if state.result is not None:
            return None
        return CHANCE if state.dealing else state.turn

    def legal_actions(self, state: State) -> Sequence[Move]:
        if state.result is not None:
            return ()
        if state.dealing:
            return tuple(move for move, _ in self.chance_outcomes(state))
        return (Move(state.turn, "draw"), Move(state.turn, "stand"))

    def chance_outcomes(self, state: State) -> Sequence[tuple[Move, float]]:
        if not state.dealing or state.result is not None:
            return ()
        left = Counter(DECK) - Counter(card for hand in state.hands for card in hand)
        total = sum(left.values())
        return tuple(
            (Move(state.turn, "card", value), count / total)
            for value, count in sorted(left.items())
        )

    def apply(self, state: State, action: Move) -> Step:
        if action not in self.legal_actions(state):
            raise IllegalMove(f"{action} is not legal now")
        if action.kind == "draw":
            return Step(replace(state, dealing=True), (Event("draw", action.seat),))
        if action.kind == "card":
            assert action.value is not None
            hands = list(state.hands)
            hidden = not hands[action.seat]
            hands[action.seat] = (*hands[action.seat], action.value)
            dealt = replace(state, hands=tuple(hands), dealing=False)
            event = Event("card", action.seat, action.value, hidden)
            if sum(hands[action.seat]) > LIMIT:
                share = 1.0 / (len(hands) - 1)
                lost = tuple(0.0 if seat == action.seat else share for seat in range(len(hands)))
                return Step(replace(dealt, result=lost), (event, Event("bust", action.seat)))
            return Step(self._next(dealt), (event,))
        standing = tuple(s or seat == action.seat for seat, s in enumerate(state.standing))
        return Step(self._next(replace(state, standing=standing)), (Event("stand", action.seat),))

    def _next(self, state: State) -> State:
        seats = len(state.hands)
        if all(state.standing):
            best = max(sum(hand) for hand in state.hands)
            winners = [seat for seat in range(seats) if sum(state.hands[seat]) == best]
            share = 1.0 / len(winners)
            return replace(
                state, result=tuple(share if seat in winners else 0.0 for seat in range(seats))
            )
        turn = (state.turn + 1) % seats
        while state.standing[turn]:
            turn = (turn + 1) % seats
        return replace(state, turn=turn)

    def returns(self, state: State) -> tuple[float, ...] | None:
        return state.result

    def observe(self, state: State, seat: int) -> View:
        hands = tuple(
            hand if owner == seat or not hand else (None, *hand[1:])
            for owner, hand in enumerate(state.hands)
        )
        return View(
            state.config, seat, hands, state.standing, state.turn, state.dealing, state.result
        )

    def viewer(self, view: View) -> int:
        return view.viewer

    def redact(self, events: Iterable[Event], reader: int) -> tuple[Event, ...]:
        return tuple(
            replace(event, value=None) if event.hidden and event.seat != reader else event
            for event in events
        )

    def sample_world(self, view: View, rng: random.Random) -> State:
        seen = Counter(card for hand in view.hands for card in hand if card is not None)
        unseen = list((Counter(DECK) - seen).elements())
        rng.shuffle(unseen)
        hands = tuple(
            tuple(unseen.pop() if card is None else card for card in hand) for hand in view.hands
        )
        return State(view.config, hands, view.standing, view.turn, view.dealing, view.result)

    def format_action(self, config: Config, action: Move) -> str:
        value = "" if action.value is None else f" {action.value}"
        return f"{action.seat} {action.kind}{value}"

    def parse_action(self, config: Config, text: str) -> Move:
        words = text.split()
        if len(words) not in (2, 3) or not words[0].isdigit():
            raise ValueError(f"'{text}' is not '<seat> draw|stand' or '<seat> card <value>'")
        value = int(words[2]) if len(words) == 3 and words[2].isdigit() else None
        return Move(int(words[0]), words[1], value)

    def undo_boundary(self, event: Event) -> Message | None:
        return _CARD_DRAWN.say() if event.kind == "card" else None
