"""The cards of Swordplay: Arena, as the rules read them (seed 004, "The Cards").

Five kinds of card (rulebook, "The Cards"): Hero, Attack, Defense, Item (Weapon, Armor, Shield)
and Monster. Attack, Defense and Item cards make the shuffled *combat deck*; Heroes and Monsters
are chosen at setup and never shuffled in (rulebook, "Setup" step 3).

The printed card lists are not published: the project's cards are reconstructed from the
rulebook's facts, each with its ``Provenance`` (docs/swordplay/rulings.md says how). The data
lives in the deck file (``decks/swordplay/``) and reaches the rules through ``CardSet``; nothing
here knows a card by name.

Every definition is a frozen dataclass (hashable, so a ``CardSet`` can be a config field). Card
*instances* in a game are the indexes of ``CardSet.combat``: the deck file's ``count`` copies of
a design are expanded there, each copy its own index, so the state holds small ints.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import TypeAlias


class Location(enum.Enum):
    """Where an attack strikes and a defence covers (rulebook, "Attack Cards")."""

    HIGH = "high"
    LOW = "low"
    LEFT = "left"
    RIGHT = "right"


class MonsterGuard(enum.Enum):
    """The rows of a Monster card's defence table (rulebook, "The Monster Card"): one per
    location and "Dodge Only" for attacks that name no location."""

    HIGH = "high"
    LOW = "low"
    LEFT = "left"
    RIGHT = "right"
    DODGE_ONLY = "dodge_only"


class ProvenanceStatus(enum.Enum):
    """Whether a card's facts are printed in the rulebook or reconstructed by the project."""

    DOCUMENTED = "documented"
    RECONSTRUCTED = "reconstructed"
    """A card of the original box, its values chosen by the project from the rulebook's facts."""
    ORIGINAL = "original"
    """The project's own card, not in the boxed edition (the extra heroes and monsters)."""


@dataclass(frozen=True, slots=True)
class Provenance:
    """Where a card's facts come from, and the reason for each choice made."""

    status: ProvenanceStatus
    reason: str


#: One translation of a card's words: (language code, name, text).
Translation: TypeAlias = tuple[str, str, str]
#: A card's translations, in language-code order (a tuple, so definitions stay hashable).
Translations: TypeAlias = tuple[Translation, ...]


class AttackEffect(enum.Enum):
    """What a special attack's card text adds (rulebook, "Attack Cards": "special rules on the
    card"; "Applying Damage": "Unless otherwise stated in the card text")."""

    PIERCING = "piercing"
    """Its damage goes past ready armor straight to life."""
    DISARMING = "disarming"
    """When it is not countered, the target drops one ready weapon (the target's choice)."""
    SHIELD_BREAKING = "shield_breaking"
    """A shield that counters it is destroyed at once, whatever uses it had left."""


@dataclass(frozen=True, slots=True)
class AttackCard:
    """An Attack (rulebook, "Attack Cards"): a location, or None for a special attack that
    names none (only a Dodge counters it: docs/swordplay/rulings.md)."""

    id: str
    name: str
    location: Location | None
    bonus: int = 0
    """Damage added to the attacker's base damage and weapons ("Determining Damage")."""
    effects: frozenset[AttackEffect] = frozenset()
    text: str = ""
    provenance: Provenance = Provenance(ProvenanceStatus.RECONSTRUCTED, "")
    translations: Translations = ()


@dataclass(frozen=True, slots=True)
class DefenseCard:
    """A Defense (rulebook, "Defense Cards"): counters attacks at its locations; a Dodge
    counters any attack."""

    id: str
    name: str
    locations: frozenset[Location]
    dodge: bool = False
    parry: bool = False
    """A parry defence, for the optional Realistic Parries rule."""
    text: str = ""
    provenance: Provenance = Provenance(ProvenanceStatus.RECONSTRUCTED, "")
    translations: Translations = ()


@dataclass(frozen=True, slots=True)
class WeaponCard:
    """A Weapon item (rulebook, "Weapons"): wielded in one or two hands, adds damage."""

    id: str
    name: str
    hands: int
    damage: int
    piercing: bool = False
    """Its wielder's attacks pass ready armor (a special ability "listed on the weapon card")."""
    text: str = ""
    provenance: Provenance = Provenance(ProvenanceStatus.RECONSTRUCTED, "")
    translations: Translations = ()


@dataclass(frozen=True, slots=True)
class ArmorCard:
    """An Armor item (rulebook, "Armor"): absorbs damage up to its value, then is discarded."""

    id: str
    name: str
    value: int
    text: str = ""
    provenance: Provenance = Provenance(ProvenanceStatus.RECONSTRUCTED, "")
    translations: Translations = ()


@dataclass(frozen=True, slots=True)
class ShieldCard:
    """A Shield item (rulebook, "Shields"): counters an attack at its wielder's choice, and is
    discarded after countering ``uses`` attacks."""

    id: str
    name: str
    hands: int
    uses: int
    text: str = ""
    provenance: Provenance = Provenance(ProvenanceStatus.RECONSTRUCTED, "")
    translations: Translations = ()


#: A card of the combat deck.
CombatCard: TypeAlias = AttackCard | DefenseCard | WeaponCard | ArmorCard | ShieldCard
#: A card that is readied in the Ready phase (rulebook, "Item Cards").
ItemCard: TypeAlias = WeaponCard | ArmorCard | ShieldCard


@dataclass(frozen=True, slots=True)
class Hero:
    """A player's warrior (rulebook, "Hero Cards"): "A typical warrior begins play with 10 life,
    does 1 damage when they attack and has 2 hands for using items"."""

    id: str
    name: str
    life: int = 10
    damage: int = 1
    hands: int = 2
    text: str = ""
    provenance: Provenance = Provenance(ProvenanceStatus.RECONSTRUCTED, "")
    translations: Translations = ()


@dataclass(frozen=True, slots=True)
class Monster:
    """The opponent of solo play (rulebook, "The Monster Card"): life, base damage, armor and a
    defence number per ``MonsterGuard`` (a d10 roll of it or more defends)."""

    id: str
    name: str
    life: int
    damage: int
    armor: int
    """Absorbed before life, as a pool that is spent and not restored (a ruling)."""
    hands: int
    """Hands for the weapons it readies from the deck (a ruling: the rulebook gives none)."""
    defence: tuple[tuple[MonsterGuard, int], ...]
    """The defence table, one number per guard in ``MonsterGuard`` order."""
    text: str = ""
    provenance: Provenance = Provenance(ProvenanceStatus.RECONSTRUCTED, "")
    translations: Translations = ()

    def defence_for(self, guard: MonsterGuard) -> int:
        """The d10 result at or above which the monster defends against ``guard``."""
        return dict(self.defence)[guard]


@dataclass(frozen=True, slots=True)
class CardSet:
    """Everything a game is dealt from: the combat deck (one entry per physical card), and the
    Heroes and Monsters to choose among."""

    combat: tuple[CombatCard, ...]
    heroes: tuple[Hero, ...]
    monsters: tuple[Monster, ...]

    def hero(self, hero_id: str) -> Hero:
        """The hero ``hero_id``; ``KeyError`` naming it otherwise."""
        for hero in self.heroes:
            if hero.id == hero_id:
                return hero
        raise KeyError(f"no hero {hero_id!r}")

    def monster(self, monster_id: str) -> Monster:
        """The monster ``monster_id``; ``KeyError`` naming it otherwise."""
        for monster in self.monsters:
            if monster.id == monster_id:
                return monster
        raise KeyError(f"no monster {monster_id!r}")
