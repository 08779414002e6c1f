"""Actions: every decision a player can take, as small sortable values; the illegal-action error.

An ``Action`` is a kind plus at most two card ids and one word of choice (a Virtue, a Stretto
slot). Legal actions are sorted by ``Action.sort_key`` so that the list is deterministic.
"""

from __future__ import annotations

import enum
from typing import NamedTuple

from audatia_qt.rules.config import Seat


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
    CYCLE = "cycle"


_ORDER = {kind: index for index, kind in enumerate(ActionKind)}


class Action(NamedTuple):
    """One decision by one seat."""

    seat: Seat
    kind: ActionKind
    card: int | None = None
    card2: int | None = None
    choice: str | None = None

    def sort_key(self) -> tuple[int, int, int, int, str]:
        """Orders actions by kind, then cards, then choice."""
        return (
            _ORDER[self.kind],
            -1 if self.card is None else self.card,
            -1 if self.card2 is None else self.card2,
            self.seat,
            self.choice or "",
        )


class IllegalActionError(ValueError):
    """An action that is not legal in the state it was applied to; the message says why."""
