"""The cards of Ready...Fence!, as the rules read them (seed 002, "The Cards", "Card Meaning" and
the Technical Manual's list of every technique).

A card is data: its speed, stamina cost, colour, game-mode marks, the ways it may be played
(``Role``), the distance it opens a phrase at, and what its text adds to the rules (``Effect``
and the answer lists). "If a card text contradicts a rule, the card always trumps the rule"
(rulebook, Basic Game Mode, "Stamina Points"): the rules read these fields and never know a
card by name. The printed values are not all in the rulebook; each card says how its values
were reconstructed in its ``Provenance`` (docs/ready_fence/rulings.md: RF-1 the 54 cards, RF-2
the T and B marks, RF-3 the Straight Thrusts' speeds, RF-4 the other speeds and the stamina
costs, RF-5 the weapon positions on the cards, RF-6 the special cards).

Card *instances* in a game are the indexes of ``CardSet.cards``: a design's copies are
expanded there, each copy its own index, so the state holds small ints.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import TypeAlias


class Colour(enum.Enum):
    """A card's colour (rulebook, "The Cards": "Game cards are identified by color"; Technical
    Manual, "Card Meaning")."""

    RED = "red"
    """Offensive: played first in a phrase."""
    ORANGE = "orange"
    """Special attack cards, never played alone or first."""
    DARK_BLUE = "dark-blue"
    """Defensive: parries."""
    LIGHT_BLUE = "light-blue"
    """Counter-offensive: counterattacks (stop hits)."""
    RED_LIGHT_BLUE = "red/light-blue"
    """Two-colour: an attack or a counterattack (the Disengage)."""
    DARK_BLUE_RED = "dark-blue/red"
    """Two-colour: a parry that becomes a riposte (Parry and Riposte, Infighting)."""
    ORANGE_LIGHT_BLUE = "orange/light-blue"
    """Two-colour: a bonus added to an attack or a counterattack (Angulations)."""
    GOLD = "gold"
    """The Joker."""


class Mark(enum.Enum):
    """The game icon: the modes a card is used in (rulebook, "The Cards" 5; "Tutorial Mode":
    "only cards displaying the T symbol"; "Basic Game Mode": "only the 35 cards carrying the B
    symbol"; "Advanced Game Mode": "All cards are used")."""

    TUTORIAL = "T"
    BASIC = "B"


class Role(enum.Enum):
    """A way a card may be played in a fencing phrase (rulebook, "Playing the game", "Orange
    and two-color cards"; Technical Manual, "Card Meaning")."""

    ATTACK = "attack"
    """Opens a phrase as a Red offensive card (or a Feint's replacement attack)."""
    PARRY = "parry"
    """Answers as a Dark Blue defence card."""
    COUNTER = "counter"
    """Answers as a Light Blue counter-offensive card."""
    BONUS = "bonus"
    """Is played along with an attack or a counterattack and adds its speed (Orange)."""
    RENEW = "renew"
    """The Renewed Attack: the attacker's second action after a successful defence."""
    FEINT = "feint"
    """The Feint: the attacker's second action after a defence card (Advanced Game Mode)."""
    JOKER = "joker"
    """Answers any card and wins over it (Technical Manual, "Joker")."""


class Reach(enum.Enum):
    """The distance a card opens a phrase at (rulebook, Basic, "Table 1": short, lunge and long
    distance)."""

    SHORT = 0
    """Adjacent sections: "only the Infighting card can be used"."""
    LUNGE = 1
    """One empty section between: "All the cards are played at this distance unless
    otherwise specified"."""
    LONG = 2
    """Two empty sections between: "The only card that can be played in this distance is the
    Flèche"."""


class Guard(enum.Enum):
    """A weapon position (rulebook, "Changing the position of the weapon")."""

    LINE = "line"
    """Point-in-Line: the setup's position; it wins over Invitation."""
    INVITATION = "invitation"
    """"+1 bonus on all defensive actions"; it wins over Engagement."""
    ENGAGEMENT = "engagement"
    """"the speed of the attack card played is lowered by 1 point"; it wins over the Line."""


class Cardless(enum.Enum):
    """A defensive action without cards (rulebook, "Defensive actions without cards: Parry and
    Defense by Distance")."""

    PARRY = "parry"
    DISTANCE = "distance"


class Effect(enum.Enum):
    """What a card's text adds to the rules (rulebook: "the card always trumps the rule")."""

    KEPT_IN_HAND = "kept-in-hand"
    """The Straight Thrust with the yellow speed: in Basic each player starts with one and must
    always hold a Straight Thrust (rulebook, Basic, "Game Setup", "Discarding and Drawing")."""
    IGNORES_ENGAGEMENT = "ignores-engagement"
    """Its attack is not slowed by the opponent's Engagement (the Beat Thrust pushes the blade
    away; the Disengage "detaches it from the opponent's engagement"; ruling RF-5)."""
    RIPOSTE = "riposte"
    """Used first as a Dark Blue defence and at once as a Red attack, one fencing action
    (rulebook, "Orange and two-color cards"; Technical Manual, "Parry and Riposte")."""
    STEP_IN = "step-in"
    """Played as a defence, its player's fencer moves forward one section (Technical Manual,
    "Infighting")."""
    FLECHE = "fleche"
    """The defender answers once and the attacker cannot reply; without a touch the defender
    advances one section and the attacker ends at long distance (Technical Manual, "Flèche")."""


class ProvenanceStatus(enum.Enum):
    """Whether a card's facts are printed in the rulebook or reconstructed by the project."""

    DOCUMENTED = "documented"
    RECONSTRUCTED = "reconstructed"
    """A card of the box whose values the rulebook does not print, chosen by the project
    within what the text states."""


@dataclass(frozen=True, slots=True)
class Provenance:
    """Where a card's facts come from, and the reason for each choice made."""

    status: ProvenanceStatus
    reason: str


#: One translation of a card's words: (language code, name, text).
Translation: TypeAlias = tuple[str, str, str]
#: A card's translations, in language-code order (a tuple, so definitions stay hashable).
Translations: TypeAlias = tuple[Translation, ...]

#: The card-less defences a Red opening card may be answered with unless its text says
#: otherwise (rulebook, "Defensive actions without cards").
BOTH_CARDLESS: frozenset[Cardless] = frozenset({Cardless.PARRY, Cardless.DISTANCE})


@dataclass(frozen=True, slots=True)
class Card:
    """One card design (rulebook, "The Cards": name, speed, group, stamina, game icon, text).

    ``technique`` is the Technical Manual's name of the technique (one of its 18); several
    designs may share one when their speeds differ (the Straight Thrusts, the Stop Hits).
    """

    id: str
    technique: str
    name: str
    colour: Colour
    speed: int
    """The printed speed; for a ``BONUS`` or ``RENEW`` card, the speed it adds."""
    stamina: int
    """The stamina points it costs (rulebook, "The Cards" 4; Basic, "Stamina Points")."""
    marks: frozenset[Mark]
    roles: frozenset[Role]
    reach: Reach = Reach.LUNGE
    """The distance it opens a phrase at (rulebook, Basic, "Table 1")."""
    effects: frozenset[Effect] = frozenset()
    own_guard: frozenset[Guard] = frozenset()
    """The weapon positions its player must hold to play it; empty: any (rulebook, "Changing
    the position of the weapon": "Some cards can be played only with specific weapon
    positions")."""
    answered_by: frozenset[str] = frozenset()
    """The techniques that alone may answer it; empty: the colour rule."""
    answers: frozenset[str] = frozenset()
    """The techniques it alone may answer; empty: the colour rule."""
    cardless: frozenset[Cardless] = BOTH_CARDLESS
    """The card-less defences that may answer it when it is the attack being answered (for a
    card that is not a phrase's first Red, only those its text allows)."""
    text: str = ""
    provenance: Provenance = Provenance(ProvenanceStatus.RECONSTRUCTED, "")
    translations: Translations = ()

    def plays(self, role: Role) -> bool:
        """Whether the card may be played as ``role``."""
        return role in self.roles

    def has(self, effect: Effect) -> bool:
        """Whether the card's text carries ``effect``."""
        return effect in self.effects


@dataclass(frozen=True, slots=True)
class CardSet:
    """Every card of the box, one entry per physical card (rulebook, "The Cards")."""

    cards: tuple[Card, ...]

    def indexes_for(self, mark: Mark | None) -> tuple[int, ...]:
        """The cards a mode uses: those bearing ``mark``, or every card for None (Advanced)
        (rulebook, "Tutorial Mode", "Basic Game Mode", "Advanced Game Mode")."""
        if mark is None:
            return tuple(range(len(self.cards)))
        return tuple(index for index, card in enumerate(self.cards) if mark in card.marks)

    def techniques(self) -> tuple[str, ...]:
        """Each technique once, in the order the cards first name them."""
        return tuple(dict.fromkeys(card.technique for card in self.cards))
