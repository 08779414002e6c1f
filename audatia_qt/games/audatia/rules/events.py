"""Events: what happened in a transition, for the table to animate and the log to narrate.

Some events carry hidden information (a drawn card, a card traded away face down, a Posta chosen
in secret). ``redact`` in ``rules.views`` replaces those cards with None for the seat
that may not see them.
"""

from __future__ import annotations

import enum
from typing import NamedTuple

from audatia_qt.games.audatia.rules.config import Seat


class EventKind(enum.Enum):
    """Kinds of event; the values name them in transcripts."""

    DEAL = "deal"
    """A card went from the deck (or the Basic cards) into a hand; secret to the opponent."""
    DISCARD = "discard"
    """A card went face up to its owner's discard pile (mulligan, salute, cycle, skill)."""
    TRADE = "trade"
    """Two cards went face down to the discard pile; secret to the opponent."""
    VIRTUE = "virtue"
    SALUTE = "salute"
    SALUTE_BONUS = "salute_bonus"
    POSTA_CHOSEN = "posta_chosen"
    """A Posta was chosen; which one is secret to the opponent until the reveal."""
    POSTA_SHOWN = "posta_shown"
    """A see-posta skill showed the opponent's chosen Posta to one seat."""
    REVEAL = "reveal"
    POSTA_CHANGED = "posta_changed"
    SKILL = "skill"
    SKILL_CANCELLED = "skill_cancelled"
    SKILL_RESOLVED = "skill_resolved"
    ATTACK = "attack"
    BEAT = "beat"
    """A strike beat an Extended Posta aside; the Posta is discarded."""
    PARRY = "parry"
    COUNTERATTACK = "counterattack"
    EXCHANGE = "exchange"
    BREAK = "break"
    DEFEND = "defend"
    AVOID = "avoid"
    FEINT = "feint"
    STACKS_MOVED = "stacks_moved"
    BIND = "bind"
    SIDE_ORIENTED = "side_oriented"
    AUDATIA_ENTRY = "audatia_entry"
    REMEDY = "remedy"
    COUNTER = "counter"
    WAIT = "wait"
    PASS = "pass"
    BREAK_OFF = "break_off"
    DRAW = "draw"
    """The challenger could not attack: the game is drawn (the second draw ends it)."""
    GAME_OVER = "game_over"
    POINT = "point"
    """Salle Play: a hit scores a point instead of ending the game (detail: the reason)."""
    ARRANGE = "arrange"
    """Sudden Death: a card was laid face down in its owner's row; secret to the opponent."""
    ROW_REVEAL = "row_reveal"
    """Sudden Death: the leftmost card of a row was turned face up."""


class Event(NamedTuple):
    """One thing that happened. ``card`` is None when hidden from the viewer."""

    kind: EventKind
    seat: Seat | None = None
    card: int | None = None
    detail: str = ""
    """A word or two more: a Virtue, a Bind type, a Stretto slot, an outcome reason."""
