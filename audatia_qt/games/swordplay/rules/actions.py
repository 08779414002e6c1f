"""The moves of Swordplay: Arena (rulebook, "Playing The Game", "Defending", "Solo Play").

One ``Action`` type, its ``kind`` saying which move; ``card`` is a combat card's index
(cards.py), ``target`` a seat, ``face`` a d10 face. The die's faces are chance outcomes
(``ROLL``): the seat that rolls is ``seat`` (ruling SP-1).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass


class ActionKind(enum.Enum):
    """Every kind of move; the values are the notation's words (notation.py)."""

    DISCARD = "discard"
    """1. Discard: "you may discard one card from your hand"."""
    KEEP = "keep"
    """1. Discard: discard nothing."""
    DROP = "drop"
    """3. Ready, "Dropping Items": a ready item to the discard pile."""
    READY = "ready"
    """3. Ready: "play a single Armor, Weapon or Shield Item card"."""
    SKIP_READY = "skip-ready"
    """3. Ready: ready nothing, go to Combat."""
    ATTACK = "attack"
    """4. Combat: "playing an Attack card and declaring the target of your attack"."""
    END_TURN = "end-turn"
    """4. Combat: no attack; "declare that your turn is over"."""
    DEFEND = "defend"
    """Defending: "play any appropriate defense card"."""
    SHIELD = "shield"
    """Defending: "use a ready shield to counter an attack"."""
    TAKE_HIT = "take-hit"
    """Defending: no counter; the attack's damage is applied."""
    DISARM_DROP = "disarm-drop"
    """A disarmed hero's choice of the weapon it drops (ruling SP-14)."""
    ROLL = "roll"
    """A face of the d10: a chance outcome, never a person's choice."""


@dataclass(frozen=True, slots=True)
class Action:
    """A move by ``seat``; the fields its kind needs, the others None."""

    seat: int
    kind: ActionKind
    card: int | None = None
    target: int | None = None
    face: int | None = None
