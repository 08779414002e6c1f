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

from pydantic import BaseModel, ConfigDict, Field, StrictBool, StrictInt, StringConstraints

from audatia_qt.games.swordplay.rules.cards import (
    AttackEffect,
    Location,
    ProvenanceStatus,
)

SCHEMA_VERSION: Final = 1

#: Text limits, far above the bundled deck's longest values (name 27, reason 150, text 120):
#: past them a file is refused, so a huge name can neither pass nor stall the renderer.
MAX_NAME: Final = 60
MAX_REASON: Final = 300
MAX_TEXT: Final = 400
MAX_ID: Final = 64
#: The most designs of one kind a file may list (the bundled deck lists 12 attacks).
MAX_DESIGNS: Final = 64
#: The most copies of one design (the bundled deck's most is 4).
MAX_COUNT: Final = 12
#: The largest life, damage, armor or value a card may print: far above any playable card,
#: low enough that no sum in the rules can grow without bound.
MAX_STAT: Final = 99
#: Hands: a hero or a weapon needs one or two ("one handed, or two handed"); a monster may have
#: none (a beast that readies no weapon).
MAX_HANDS: Final = 2
#: A monster's defence number: a d10 result of it or more defends; 11 means it never does.
NEVER_DEFENDS: Final = 11

_ID_PATTERN: Final = r"^[a-z0-9]+(-[a-z0-9]+)*$"
# One line: no control characters (C0, DEL, C1), so no line break and no terminal escape.
_LINE_PATTERN: Final = r"^[^\x00-\x1f\x7f-\x9f]+$"
# Card text may break lines but holds no other control character.
_TEXT_PATTERN: Final = r"^[^\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]*$"

CardId = Annotated[str, StringConstraints(pattern=_ID_PATTERN, min_length=1, max_length=MAX_ID)]
Name = Annotated[
    str, StringConstraints(pattern=_LINE_PATTERN, strip_whitespace=True, max_length=MAX_NAME)
]
Reason = Annotated[
    str, StringConstraints(pattern=_LINE_PATTERN, strip_whitespace=True, max_length=MAX_REASON)
]
CardText = Annotated[str, StringConstraints(pattern=_TEXT_PATTERN, max_length=MAX_TEXT)]
# TOML has real integers and booleans: strict types keep "2", 2.0, nan or true from passing.
Count = Annotated[StrictInt, Field(ge=1, le=MAX_COUNT)]
Stat = Annotated[StrictInt, Field(ge=1, le=MAX_STAT)]
Bonus = Annotated[StrictInt, Field(ge=0, le=MAX_STAT)]
Armor = Annotated[StrictInt, Field(ge=0, le=MAX_STAT)]
Hands = Annotated[StrictInt, Field(ge=1, le=MAX_HANDS)]
MonsterHands = Annotated[StrictInt, Field(ge=0, le=MAX_HANDS)]
Guard = Annotated[StrictInt, Field(ge=1, le=NEVER_DEFENDS)]


class Edition(enum.Enum):
    """Which deck a file is: the boxed edition's (exactly its 57 combat cards) or a custom one."""

    BOXED = "boxed"
    CUSTOM = "custom"


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


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


#: A language code as a key of ``translations``; ``checks`` says which codes the app speaks.
LanguageCode = Annotated[str, StringConstraints(max_length=12)]
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
