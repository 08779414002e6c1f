"""What happens in a bout of Ready...Fence!, told as events for the log, the board and the
narrator; ``apply`` returns them in order with the new state.

Hidden: a card drawn into a hand and a card discarded face down; ``views.redact`` takes it out
for the other reader (rulebook, "Each player draws 6 cards ... kept hidden"; "Discarding and
Drawing": "keeping it covered").
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from audatia_qt.games.ready_fence.rules.cards import Cardless, Guard


class EventKind(enum.Enum):
    """Every kind of event; its fields are those its docstring names."""

    DREW = "drew"
    """``seat`` drew ``card`` (hidden from the other); ``dealt``: a card of the opening deal or
    of a Mulligan's new hand, not an exchange."""
    DREW_NOTHING = "drew-nothing"
    """``seat`` could not draw: the Timer countdown deck is spent."""
    KEPT_HAND = "kept-hand"
    MULLIGAN = "mulligan"
    """``seat`` returned ``amount`` cards to the deck (Mulligan)."""
    COIN = "coin"
    """The Initiative coin fell for ``seat``; ``priority`` when it assigns the Priority."""
    TIMER_SET = "timer-set"
    """The Timer countdown deck holds ``amount`` cards."""
    TURN = "turn"
    """``seat``'s turn begins."""
    MOVED = "moved"
    """``seat``'s fencer moved ``amount`` sections (negative: back) to section ``to``."""
    GUARD = "guard"
    """``seat`` changed its weapon position to ``guard``."""
    DISCARDED = "discarded"
    """``seat`` discarded ``card`` face down (hidden from the other)."""
    STALLED = "stalled"
    """``seat`` stalled and holds ``amount`` stamina."""
    TIMER_BURNED = "timer-burned"
    """A card of the Timer countdown deck is discarded unseen (Stall)."""
    ATTACKED = "attacked"
    """``seat`` opened a phrase with ``card`` (and ``bonus``) at speed ``amount``."""
    ANSWERED = "answered"
    """``seat`` played ``card`` (and ``bonus``) in the phrase, speed now ``amount``."""
    FEINTED = "feinted"
    """``seat`` played the Feint ``card``, with the new attack ``bonus`` or none."""
    CARDLESS = "cardless"
    """``seat`` defended without cards (``cardless``), spending ``amount`` stamina."""
    PICKED = "picked"
    """The card ``card`` drawn at random from ``seat``'s hand is discarded face up."""
    YIELDED = "yielded"
    """``seat`` makes no further action in the phrase."""
    TOUCH = "touch"
    """``seat`` scores a valid touch."""
    DOUBLE = "double"
    """A double touch: one point each."""
    DOUBLE_VOID = "double-void"
    """A double touch not counted (a tie one touch from the end, or in overtime)."""
    NO_TOUCH = "no-touch"
    """The phrase ends without a point."""
    OFF_STRIP = "off-strip"
    """``seat`` went off its end of the strip; the opponent gains a point."""
    SCORE = "score"
    """``seat``'s score is now ``amount``."""
    STAMINA = "stamina"
    """``seat``'s stamina is now ``amount`` (spent or recovered)."""
    ON_GUARD = "on-guard"
    """Both fencers return to their on-guard positions."""
    PERIOD = "period"
    """Bout period ``amount`` begins."""
    OVERTIME = "overtime"
    """The scores are tied when time runs out: the overtime begins."""
    WON = "won"
    """The bout is over; ``seat`` won (``seat`` -1: a draw)."""


@dataclass(frozen=True, slots=True)
class Event:
    """One thing that happened; the fields its kind needs, the others at their defaults."""

    kind: EventKind
    seat: int
    card: int | None = None
    bonus: int | None = None
    amount: int = 0
    to: int | None = None
    guard: Guard | None = None
    cardless: Cardless | None = None
    priority: bool = False
    hidden: bool = False
    """``card`` is known to ``seat`` alone."""
    dealt: bool = False
    """A card drawn in the setup (rulebook, "Game Setup"), not by "Discarding and Drawing"."""
