"""Actions: every decision a player can take, as small sortable values; the illegal-action error.

An ``Action`` is a kind plus at most two card ids and one word of choice (a Virtue, a Stretto
slot). Legal actions are sorted by ``Action.sort_key`` so that the list is deterministic.
"""

from __future__ import annotations

import enum
from functools import cached_property, lru_cache
from operator import attrgetter
from typing import NamedTuple

from audatia_qt.engine.game import IllegalMove
from audatia_qt.engine.messages import Message
from audatia_qt.games.audatia.rules.config import Seat


class ActionKind(enum.Enum):
    """What an action does; the values are the words of the action notation."""

    MULLIGAN_DISCARD = "discard"
    KEEP_HAND = "keep"
    CHOOSE_VIRTUE = "virtue"
    SALUTE = "salute"
    DECLINE = "decline"
    TRADE = "trade"
    END_TRADES = "done"
    CHOOSE_POSTA = "posta"
    CHANGE_POSTA = "change"
    ATTACK = "attack"
    BEAT = "beat"
    PARRY = "parry"
    COUNTERATTACK = "counterattack"
    EXCHANGE = "exchange"
    BREAK = "break"
    DEFEND = "defend"
    REMEDY = "remedy"
    COUNTER_REMEDY = "counter"
    PLAY_SKILL = "skill"
    ORIENT = "orient"
    WAIT = "wait"
    PASS = "pass"
    ARRANGE = "arrange"
    """Sudden Death, Action Process 1-2: lay this card next, face down, in the row."""
    CYCLE = "cycle"

    @cached_property
    def rank(self) -> int:
        """The kind's place in declaration order: the first part of ``Action.sort_key``."""
        # Cached on the member: a dict keyed by the enum would call Enum.__hash__, a Python
        # function, for every action sorted; after the first read this is an attribute read.
        return list(ActionKind).index(self)


class Action(NamedTuple):
    """One decision by one seat."""

    seat: Seat
    kind: ActionKind
    card: int | None = None
    card2: int | None = None
    choice: str | None = None

    def sort_key(self) -> tuple[int, int | None, int | None, int, str | None]:
        """Orders actions by kind, then cards, then seat, then choice (``ACTION_ORDER``)."""
        return ACTION_ORDER(self)


#: ``Action.sort_key`` as a C-level key (the engine sorts every list of legal actions): the
#: kind's rank, the cards, the seat, the choice. The actions of one kind carry the same fields
#: (a kind names a card, two, a choice or none), so a None never meets a number, and actions of
#: different kinds differ in rank before it would.
ACTION_ORDER = attrgetter("kind.rank", "card", "card2", "seat", "choice")


class IllegalActionError(IllegalMove):
    """An action that is not legal in the state it was applied to; ``reason`` says why (a
    ``Message`` for the UI to render in the player's language; its English is the text)."""

    def __init__(self, reason: Message | str) -> None:
        super().__init__(reason if isinstance(reason, str) else reason.english())
        self.reason = reason


def _bare(seat: Seat, kind: ActionKind) -> Action:
    return tuple.__new__(Action, (seat, kind, None, None, None))


#: ``BARE[seat][kind.rank]`` is ``Action(seat, kind)``: the option generators read their
#: closing choices (pass, wait, decline, ...) here instead of building them, since building a
#: NamedTuple is a Python call (immutable values, so one serves every game).
BARE: tuple[tuple[Action, ...], ...] = tuple(
    tuple(_bare(seat, kind) for kind in ActionKind) for seat in Seat
)


@lru_cache(maxsize=8)
def card_actions(size: int) -> tuple[tuple[tuple[Action, ...], ...], ...]:
    """``card_actions(size)[seat][kind.rank][card]`` is ``Action(seat, kind, card)`` for every
    card id below ``size``: the option generators read their actions from these rows, about ten
    times faster than building each one. An Action is an immutable value, so one table serves
    every game with as many cards."""
    new = tuple.__new__
    return tuple(
        tuple(
            tuple(new(Action, (seat, kind, card, None, None)) for card in range(size))
            for kind in ActionKind
        )
        for seat in Seat
    )
