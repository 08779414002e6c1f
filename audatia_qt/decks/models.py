"""The deck file schema: pydantic models of every card kind.

A deck file is TOML with one table per card kind (``[[posta]]``, ``[[strike]]``, ``[[remedy]]``,
``[[counter_remedy]]``, ``[[skill]]``, ``[[virtue]]``) plus ``[deck]`` and ``[stretto_side]``.
Every model forbids unknown fields and is frozen. The models check shapes and types; the rules a
deck must obey across fields and cards live in ``audatia_qt.decks.checks``. ``decks/schema.json``
is exported from :class:`DeckFile` by ``python -m audatia_qt.decks.schema``.
"""

from __future__ import annotations

from typing import Annotated, Final, Literal

from pydantic import (
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    StrictBool,
    StrictInt,
    StringConstraints,
)
from pydantic_core import PydanticCustomError

from audatia_qt.rules.cards import (
    Blow,
    EffectKind,
    IconKind,
    MoonHalf,
    ProvenanceStatus,
    SunHalf,
    Timing,
    Virtue,
)

SCHEMA_VERSION: Final = 1

CardId = Annotated[
    str,
    StringConstraints(pattern=r"^[a-z0-9]+(-[a-z0-9]+)*$", min_length=1, max_length=64),
]
OneLine = Annotated[str, StringConstraints(pattern=r"^[^\n\r]+$", strip_whitespace=True)]
CardText = Annotated[str, StringConstraints(max_length=400)]
# TOML has real booleans and integers: the strict types keep pydantic from reading "yes" as true,
# "2" or 2.0 as 2, or true as 1.
Count = Annotated[StrictInt, Field(ge=1, le=12)]
Amount = Annotated[StrictInt, Field(ge=1, le=9)]


def _not_bool(value: object) -> object:
    """Reject true/false where a number is wanted (``Literal[1]`` alone accepts true)."""
    if isinstance(value, bool):
        raise PydanticCustomError("bool_not_number", "Input should be a number, not true or false")
    return value


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class ProvenanceModel(_Model):
    """Whether the card's facts are documented or reconstructed, and why (CARDS.md)."""

    status: ProvenanceStatus
    reason: OneLine


class IconModel(_Model):
    """An action icon; ``requires`` gates it on a virtue advantage."""

    kind: IconKind
    requires: Virtue | None = None


class VirtueBonusModel(_Model):
    """An amount of a virtue."""

    virtue: Virtue
    amount: Amount


class GatedBlowModel(_Model):
    """A blow, optionally gated on a virtue advantage."""

    blow: Blow
    requires: Virtue | None = None


class _CardModel(_Model):
    id: CardId
    name: OneLine
    text: CardText = ""
    art: str | None = None
    provenance: ProvenanceModel


class PostaModel(_CardModel):
    """A Posta card."""

    attacks: Annotated[list[Blow], Field(min_length=1)]
    attackable_by: list[Blow] | None = None
    exchange: StrictBool = False
    extended: StrictBool = False
    bonuses: list[VirtueBonusModel] = []
    defends: list[GatedBlowModel] = []


class StrikeModel(_CardModel):
    """A Cut or Thrust card."""

    blow: Blow
    parried_by: Annotated[list[Blow], Field(min_length=1)]
    icons: list[IconModel]
    sun: SunHalf | None = None
    end_posta: CardId
    basic: StrictBool = False
    count: Count = 1


class RemedyModel(_CardModel):
    """A Stretto Remedy card."""

    inside: MoonHalf | None = None
    outside: MoonHalf | None = None
    basic: StrictBool = False
    count: Count = 1
    answers_break: StrictBool = False


class CounterRemedyModel(_CardModel):
    """A Stretto Counter-Remedy card."""

    inside: MoonHalf | None = None
    outside: MoonHalf | None = None
    basic: StrictBool = False
    count: Count = 1


# Effect kinds are written as plain strings so the union can pick its member by the tag; a test
# keeps these tags equal to audatia_qt.rules.cards.EffectKind.


class VirtueBonusEffect(_Model):
    """Extra virtue for the first strike played after the skill."""

    kind: Literal["virtue_bonus"]
    virtue: Virtue
    amount: Amount


class DefendEffect(_Model):
    """Answer an attack with one of these blows as an attack."""

    kind: Literal["defend"]
    blows: Annotated[list[Blow], Field(min_length=1)]


class PlainEffect(_Model):
    """An effect kind without parameters."""

    kind: Literal[
        "change_posta", "see_posta", "avoid_attack", "feint", "cancel_skill", "force_first"
    ]


EffectModel = Annotated[VirtueBonusEffect | DefendEffect | PlainEffect, Field(discriminator="kind")]


class SkillModel(_CardModel):
    """A character's Skill card."""

    effect: EffectModel
    timing: Timing
    requires: Virtue | None = None
    cycle: StrictBool = False
    basic: StrictBool = False
    count: Count = 1

    @property
    def effect_kind(self) -> EffectKind:
        """The effect's kind in the rules' vocabulary."""
        return EffectKind(self.effect.kind)


class VirtueCardModel(_Model):
    """A Virtue card."""

    virtue: Virtue
    name: OneLine
    text: CardText = ""
    provenance: ProvenanceModel


class StrettoSideModel(_Model):
    """The Stretto Side card."""

    name: OneLine
    text: CardText = ""
    provenance: ProvenanceModel


class DeckInfo(_Model):
    """The deck's identity."""

    id: CardId
    name: OneLine
    character: OneLine
    description: CardText = ""
    schema_version: Annotated[Literal[1], BeforeValidator(_not_bool)] = SCHEMA_VERSION


class DeckFile(_Model):
    """A whole character deck file as written; ``audatia_qt.decks.checks`` judges its sense."""

    deck: DeckInfo
    posta: list[PostaModel]
    strike: list[StrikeModel]
    remedy: list[RemedyModel]
    counter_remedy: list[CounterRemedyModel]
    skill: list[SkillModel]
    virtue: list[VirtueCardModel]
    stretto_side: StrettoSideModel
