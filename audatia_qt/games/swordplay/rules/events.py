"""What happens in a game of Swordplay: Arena, told as events for the log, the board and the
narrator; ``apply`` returns them in order with the new state.

Everything is public (every played, discarded, dropped or readied card is face up) except a
card a hero draws into its hand: ``views.redact`` takes its name out for every other reader
(rulebook, "2. Draw").
"""

from __future__ import annotations

import enum
from dataclasses import dataclass


class EventKind(enum.Enum):
    """Every kind of event; its fields are those its docstring names."""

    ROLLED = "rolled"
    """``seat`` rolled the d10 for ``purpose`` and got ``amount``; for the monster's defence,
    ``card`` is the attack card it defends against (face up, so every reader may read it)."""
    FIRST = "first"
    """``seat`` rolled highest and goes first (rulebook, "Setup" step 2)."""
    TIED = "tied"
    """The seats in ``seats`` tied highest and roll again (ruling SP-3)."""
    ROLL_AGAIN = "roll-again"
    """The co-op monster's target roll fell on no hero and is made again (ruling SP-9)."""
    TURN = "turn"
    """``seat``'s turn begins."""
    DISCARDED = "discarded"
    """``seat`` discarded ``card`` from its hand (1. Discard), or the monster its drawn card."""
    KEPT = "kept"
    """``seat`` discarded nothing (1. Discard)."""
    RESHUFFLED = "reshuffled"
    """The discard pile became the combat deck, ``amount`` cards (2. Draw, ruling SP-6)."""
    DREW = "drew"
    """``seat`` drew ``card`` (hidden from other heroes when a hero draws it)."""
    DECK_EMPTY = "deck-empty"
    """``seat`` could not draw: deck and discard pile are both empty (ruling SP-7)."""
    DROPPED = "dropped"
    """``seat`` dropped ready item ``card`` (Dropping Items, or disarmed)."""
    READIED = "readied"
    """``seat`` readied item ``card`` (3. Ready)."""
    ARMOR_REPLACED = "armor-replaced"
    """``seat``'s old armor ``card`` is discarded for a new one (3. Ready, "Armor")."""
    ATTACKED = "attacked"
    """``seat`` attacks ``target`` with ``card`` (Making An Attack)."""
    COUNTERED = "countered"
    """``target`` countered the attack with ``card`` (a defence card or ready shield), or by
    the monster's roll (``card`` None)."""
    SHIELD_BROKEN = "shield-broken"
    """``seat``'s shield ``card`` is discarded: its uses are spent, or it was broken."""
    HIT = "hit"
    """``target`` takes ``amount`` damage, ``absorbed`` of it by armor (Applying Damage)."""
    ARMOR_DESTROYED = "armor-destroyed"
    """``seat``'s armor ``card`` has absorbed its value and is discarded (Armor)."""
    DEFEATED = "defeated"
    """``seat`` is defeated (Applying Damage)."""
    TURN_ENDED = "turn-ended"
    """``seat``'s turn is over."""
    WON = "won"
    """The game is over; ``seats`` won (Winning The Game, Solo Play)."""
    STANDOFF = "standoff"
    """The game is over in a draw: no card moved for ``amount`` rounds; ``seats`` were still
    standing (ruling SP-23)."""


class RollPurpose(enum.Enum):
    """Why the d10 was rolled."""

    FIRST_PLAYER = "first-player"
    """Setup step 2."""
    MONSTER_DEFENCE = "monster-defence"
    """Monster Defenses."""
    MONSTER_TARGET = "monster-target"
    """Cooperative Solitaire (ruling SP-9)."""


@dataclass(frozen=True, slots=True)
class Event:
    """One thing that happened; the fields its kind needs, the others at their defaults."""

    kind: EventKind
    seat: int
    card: int | None = None
    target: int | None = None
    amount: int = 0
    absorbed: int = 0
    purpose: RollPurpose | None = None
    seats: tuple[int, ...] = ()
    hidden: bool = False
    """``card`` is a card drawn into a hero's hand: only ``seat`` may read it."""
