"""The moves of Ready...Fence! (rulebook, "Play the Game", the Basic table of actions,
"Fencing Phrase", "Defensive actions without cards", "Retreat", "Feint").

One ``Action`` type, its ``kind`` saying which move; ``card`` and ``bonus`` are card indexes
(cards.py). The chance steps (a card drawn, a card drawn from a hand, the coin) are actions of
``ActionKind.DRAW``, ``PICK`` and ``COIN``, never a person's choice (ruling RF-9).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from audatia_qt.games.ready_fence.rules.cards import Guard


class ActionKind(enum.Enum):
    """Every kind of move; the values are the notation's words (notation.py)."""

    KEEP_HAND = "keep-hand"
    """Setup: keep the hand dealt."""
    MULLIGAN = "mulligan"
    """Setup: "replace his initial hand of cards by discarding them"."""
    MOVE = "move"
    """"The fencer can be moved 1 space forward or backward" (``step`` +1 or -1)."""
    GUARD = "guard"
    """Change the weapon position to ``guard`` ("one time per turn only")."""
    EXCHANGE = "exchange"
    """Discard ``card`` face down and draw a new one (Basic: once per turn; Tutorial: at the
    end of the turn)."""
    PASS = "pass"
    """Tutorial, at the end of the turn: discard nothing."""
    STALL = "stall"
    """Stall: both actions, +2 stamina."""
    RETREAT = "retreat"
    """Advanced: back two sections as one action, with ``card`` exchanged if given."""
    ATTACK = "attack"
    """Play a Red ``card`` (with an Orange ``bonus``): the fencing phrase starts."""
    ANSWER = "answer"
    """Play ``card`` (with a ``bonus``) in answer to the opponent's action in the phrase."""
    PARRY = "parry"
    """A Parry without cards, spending ``amount`` stamina points."""
    DISTANCE = "distance"
    """Defend by Distance (in Tutorial discarding ``card``)."""
    FEINT = "feint"
    """Play the Feint ``card``: Option 1 with the new attack ``bonus``, Option 2 with none."""
    YIELD = "yield"
    """Make no further action in the phrase: it ends as the speeds stand."""
    DRAW = "draw"
    """Chance: ``seat`` draws ``card`` from the stock."""
    PICK = "pick"
    """Chance: ``card`` is the one drawn at random from ``seat``'s hand."""
    COIN = "coin"
    """Chance: the Initiative coin falls for ``seat``."""


#: The kinds chance takes (``to_move`` is ``CHANCE``).
CHANCE_KINDS = frozenset({ActionKind.DRAW, ActionKind.PICK, ActionKind.COIN})


@dataclass(frozen=True, slots=True)
class Action:
    """A move by ``seat``; the fields its kind needs, the others None."""

    seat: int
    kind: ActionKind
    card: int | None = None
    bonus: int | None = None
    amount: int | None = None
    guard: Guard | None = None
    step: int | None = None
