"""The Ready...Fence! deck file's shape: frozen pydantic models, unknown fields refused.

A deck file (``decks/ready_fence/standard.toml``) is TOML with a ``[deck]`` table and one
``[[card]]`` table per design. The models check types and ranges; what a deck must obey across
its cards (its size, the manual's counts, unique ids, techniques named, translations) lives in
``decks.checks``. The text types are the kit's (``kit.decks.fields``).
"""

from __future__ import annotations

import enum
from typing import Annotated, Final, Literal

from pydantic import BaseModel, Field, StrictInt

from audatia_qt.games.ready_fence.rules.cards import (
    Cardless,
    Colour,
    Effect,
    Guard,
    Mark,
    ProvenanceStatus,
    Role,
)
from audatia_qt.games.ready_fence.rules.config import MAX_STAMINA
from audatia_qt.kit.decks.fields import (
    TABLE_CONFIG,
    CardId,
    CardText,
    Count,
    KnownLanguageCode,
    Name,
    Reason,
)

SCHEMA_VERSION: Final = 1
#: The most designs a file may list (the bundled deck lists 23).
MAX_DESIGNS: Final = 64
#: The highest speed a card may print: far above any playable card (the fastest prints 7),
#: low enough that no sum of the rules grows without bound.
MAX_SPEED: Final = 20

Speed = Annotated[StrictInt, Field(ge=0, le=MAX_SPEED)]
#: A card costs at most the whole stamina track (rulebook, "The Game Board" 7: 0 to 6).
StaminaCost = Annotated[StrictInt, Field(ge=0, le=MAX_STAMINA)]


class _Model(BaseModel):
    model_config = TABLE_CONFIG


class Edition(enum.Enum):
    """Which deck a file is: the box's (exactly the manual's 54 cards) or a custom one."""

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
    """Whether the card's values are printed or reconstructed, and why."""

    status: ProvenanceStatus
    reason: Reason


class CardModel(_Model):
    """One card design (rulebook, "The Cards": name, speed, group, stamina, game icon, text)
    and the card text the rules read (cards.py)."""

    id: CardId
    technique: CardId
    name: Name
    colour: Colour
    speed: Speed
    stamina: StaminaCost = 0
    marks: Annotated[list[Mark], Field(max_length=len(Mark))] = []
    roles: Annotated[list[Role], Field(min_length=1, max_length=len(Role))]
    reach: Literal["short", "lunge", "long"] = "lunge"
    effects: Annotated[list[Effect], Field(max_length=len(Effect))] = []
    own_guard: Annotated[list[Guard], Field(max_length=len(Guard))] = []
    answered_by: Annotated[list[CardId], Field(max_length=MAX_DESIGNS)] = []
    answers: Annotated[list[CardId], Field(max_length=MAX_DESIGNS)] = []
    cardless: Annotated[list[Cardless], Field(max_length=len(Cardless))] | None = None
    """The defences without cards that may answer it; absent: both."""
    count: Count = 1
    text: CardText = ""
    provenance: ProvenanceModel
    translations: Annotated[dict[KnownLanguageCode, TranslationModel], Field(max_length=8)] = {}


class DeckInfo(_Model):
    """The deck's identity."""

    id: CardId
    name: Name
    edition: Edition
    description: CardText = ""
    schema_version: Literal[1] = SCHEMA_VERSION
    translations: Annotated[dict[KnownLanguageCode, DeckTranslationModel], Field(max_length=8)] = {}


class ReadyFenceDeckFile(_Model):
    """A whole Ready...Fence! deck file as written; ``decks.checks`` judges its sense."""

    deck: DeckInfo
    card: Annotated[list[CardModel], Field(max_length=MAX_DESIGNS)] = []
