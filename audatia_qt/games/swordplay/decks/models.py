"""The Swordplay deck file's shape: frozen pydantic models of every table, unknown fields refused.

A deck file (``decks/swordplay/arena.toml``) is TOML with a ``[deck]`` table and one array of
tables per card kind: ``[[hero]]``, ``[[monster]]``, ``[[attack]]``, ``[[defense]]``,
``[[weapon]]``, ``[[armor]]``, ``[[shield]]``. The models check types and ranges; what a deck
must obey across cards (its size, unique ids, translations) lives in ``decks.checks``.
``decks/swordplay/schema.json`` is exported from :class:`ArenaDeckFile` by
``python -m audatia_qt.games.swordplay.decks.schema``.
"""

from __future__ import annotations

import enum
from typing import Annotated, Final, Literal

from pydantic import BaseModel, Field, StrictBool, StrictInt

from audatia_qt.games.swordplay.rules.cards import (
    AttackEffect,
    Location,
    ProvenanceStatus,
)
from audatia_qt.kit.decks.fields import (
    MAX_COUNT,
    MAX_ID,
    MAX_NAME,
    MAX_REASON,
    MAX_TEXT,
    TABLE_CONFIG,
    CardId,
    CardText,
    Count,
    LanguageCode,
    Name,
    Reason,
)

# The text types and their limits are the kit's (``kit.decks.fields``), named here too, as
# Swordplay's checks and tests read them from its models.
__all__ = [
    "COMBAT_TABLES",
    "MAX_COUNT",
    "MAX_DESIGNS",
    "MAX_HANDS",
    "MAX_ID",
    "MAX_NAME",
    "MAX_REASON",
    "MAX_STAT",
    "MAX_TEXT",
    "NEVER_DEFENDS",
    "SCHEMA_VERSION",
    "ArenaDeckFile",
    "ArmorModel",
    "AttackModel",
    "DeckInfo",
    "DeckTranslationModel",
    "DefenceTableModel",
    "DefenseModel",
    "Edition",
    "HeroModel",
    "MonsterModel",
    "ProvenanceModel",
    "ShieldModel",
    "TranslationModel",
    "WeaponModel",
]

SCHEMA_VERSION: Final = 1

#: The most designs of one kind a file may list (the bundled deck lists 12 attacks).
MAX_DESIGNS: Final = 64
#: The largest life, damage, armor or value a card may print: far above any playable card,
#: low enough that no sum in the rules can grow without bound.
MAX_STAT: Final = 99
#: Hands: a hero or a weapon needs one or two ("one handed, or two handed"); a monster may have
#: none (a beast that readies no weapon).
MAX_HANDS: Final = 2
#: A monster's defence number: a d10 result of it or more defends; 11 means it never does.
NEVER_DEFENDS: Final = 11

Stat = Annotated[StrictInt, Field(ge=1, le=MAX_STAT)]
Bonus = Annotated[StrictInt, Field(ge=0, le=MAX_STAT)]
Armor = Annotated[StrictInt, Field(ge=0, le=MAX_STAT)]
Hands = Annotated[StrictInt, Field(ge=1, le=MAX_HANDS)]
MonsterHands = Annotated[StrictInt, Field(ge=0, le=MAX_HANDS)]
Guard = Annotated[StrictInt, Field(ge=1, le=NEVER_DEFENDS)]


class _Model(BaseModel):
    model_config = TABLE_CONFIG


class Edition(enum.Enum):
    """Which deck a file is: the boxed edition's (exactly its 57 combat cards) or a custom one."""

    BOXED = "boxed"
    CUSTOM = "custom"


class TranslationModel(_Model):
    """A card's name and text in one language."""

    name: Name
    text: CardText = ""


class DeckTranslationModel(_Model):
    """The deck's name and description in one language."""

    name: Name
    description: CardText = ""


class ProvenanceModel(_Model):
    """Whether the card is the box's (reconstructed) or the project's own (original), and why."""

    status: ProvenanceStatus
    reason: Reason


#: A card's translations by language code.
Translations = Annotated[dict[LanguageCode, TranslationModel], Field(max_length=8)]


class _CardModel(_Model):
    id: CardId
    name: Name
    text: CardText = ""
    provenance: ProvenanceModel
    translations: Translations = {}


class HeroModel(_CardModel):
    """A Hero card (rulebook, "Hero Cards")."""

    life: Stat = 10
    damage: Stat = 1
    hands: Hands = 2


class DefenceTableModel(_Model):
    """A Monster's defence table: the d10 result at or above which it defends, per kind of
    attack (rulebook, "Monster Defenses"); 11 for never."""

    high: Guard
    low: Guard
    left: Guard
    right: Guard
    dodge_only: Guard


class MonsterModel(_CardModel):
    """A Monster card (rulebook, "The Monster Card")."""

    life: Stat
    damage: Stat
    armor: Armor = 0
    hands: MonsterHands
    defence: DefenceTableModel


class AttackModel(_CardModel):
    """An Attack card: a location, or none for a special attack (rulebook, "Attack Cards")."""

    location: Location | None = None
    bonus: Bonus = 0
    effects: Annotated[list[AttackEffect], Field(max_length=len(AttackEffect))] = []
    count: Count = 1


class DefenseModel(_CardModel):
    """A Defense card: the locations it counters, or a Dodge (rulebook, "Defense Cards")."""

    locations: Annotated[list[Location], Field(max_length=len(Location))] = []
    dodge: StrictBool = False
    parry: StrictBool = False
    count: Count = 1


class WeaponModel(_CardModel):
    """A Weapon item (rulebook, "Weapons")."""

    hands: Hands
    damage: Stat
    piercing: StrictBool = False
    count: Count = 1


class ArmorModel(_CardModel):
    """An Armor item (rulebook, "Armor"): the damage it absorbs before it is discarded."""

    value: Stat
    count: Count = 1


class ShieldModel(_CardModel):
    """A Shield item (rulebook, "Shields"): the attacks it counters before it is discarded."""

    hands: Hands
    uses: Stat
    count: Count = 1


class DeckInfo(_Model):
    """The deck's identity."""

    id: CardId
    name: Name
    edition: Edition
    description: CardText = ""
    schema_version: Literal[1] = SCHEMA_VERSION
    translations: Annotated[dict[LanguageCode, DeckTranslationModel], Field(max_length=8)] = {}


class ArenaDeckFile(_Model):
    """A whole Swordplay deck file as written; ``decks.checks`` judges its sense."""

    deck: DeckInfo
    hero: Annotated[list[HeroModel], Field(max_length=MAX_DESIGNS)] = []
    monster: Annotated[list[MonsterModel], Field(max_length=MAX_DESIGNS)] = []
    attack: Annotated[list[AttackModel], Field(max_length=MAX_DESIGNS)] = []
    defense: Annotated[list[DefenseModel], Field(max_length=MAX_DESIGNS)] = []
    weapon: Annotated[list[WeaponModel], Field(max_length=MAX_DESIGNS)] = []
    armor: Annotated[list[ArmorModel], Field(max_length=MAX_DESIGNS)] = []
    shield: Annotated[list[ShieldModel], Field(max_length=MAX_DESIGNS)] = []


#: The deck file's tables of the combat deck, in the order their cards are dealt into it.
COMBAT_TABLES: Final = ("attack", "defense", "weapon", "armor", "shield")
