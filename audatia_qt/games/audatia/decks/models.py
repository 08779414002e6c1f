"""The deck file schema: pydantic models of every card kind.

A deck file is TOML with one table per card kind (``[[posta]]``, ``[[strike]]``, ``[[remedy]]``,
``[[counter_remedy]]``, ``[[skill]]``, ``[[virtue]]``) plus ``[deck]`` and ``[stretto_side]``.
Every model forbids unknown fields and is frozen. The models check shapes and types; the rules a
deck must obey across fields and cards live in ``decks.checks``. ``decks/schema.json``
is exported from :class:`DeckFile` by ``python -m audatia_qt.games.audatia.decks.schema``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Any, Final, Literal, Union

from pydantic import (
    BaseModel,
    BeforeValidator,
    Field,
    StrictBool,
    StrictInt,
    StringConstraints,
    create_model,
    model_validator,
)
from pydantic_core import PydanticCustomError

from audatia_qt.engine.messages import translate
from audatia_qt.games.audatia.rules.cards import (
    Blow,
    Gender,
    IconKind,
    MoonHalf,
    ProvenanceStatus,
    SunHalf,
    Timing,
    Virtue,
)
from audatia_qt.games.audatia.rules.effects import EffectType, Param, effect_types
from audatia_qt.kit.decks.fields import (
    LINE_PATTERN,
    MAX_COUNT,
    MAX_ID,
    MAX_NAME,
    TABLE_CONFIG,
    TRANSLATION_LANGUAGES,
    CardId,
    CardText,
    Count,
    Fingerprint,
    Name,
    Reason,
    not_bool,
)
from audatia_qt.kit.decks.fields import KnownLanguageCode as LanguageCode

# The shared text types and limits are the kit's (``kit.decks.fields``); named here too, as
# Audatia's deck builder and checks read them from its models.
__all__ = [
    "MAX_AMOUNT",
    "MAX_ART_PATH",
    "MAX_COUNT",
    "MAX_ID",
    "MAX_ITEMS",
    "MAX_NAME",
    "SCHEMA_VERSION",
    "TRANSLATION_LANGUAGES",
    "CardTranslationModel",
    "CounterRemedyModel",
    "DeckFile",
    "DeckInfo",
    "DeckTranslationModel",
    "EffectModel",
    "PostaModel",
    "ProvenanceModel",
    "RemedyModel",
    "SkillModel",
    "StrettoSideModel",
    "StrikeModel",
    "VirtueCardModel",
]

SCHEMA_VERSION: Final = 1

# Audatia's own limits (the kit's shared ones are in ``kit.decks.fields``): an art path 200
# characters (none yet in the bundled decks).
MAX_ART_PATH: Final = 200
#: A sanity bound on every list, far above any legal deck (12 Poste, 18 Strikes, a few blows a
#: card): it keeps the checks, some of which compare cards pairwise, instant on any file.
MAX_ITEMS: Final = 64

#: The models' own error beyond the kit's, said in the reader's language by the loader.
EMPTY_TRANSLATION = translate(
    "DeckProblems", "an empty translation: give a name, a text or a gender"
)

ArtPath = Annotated[str, StringConstraints(pattern=LINE_PATTERN, max_length=MAX_ART_PATH)]
#: The largest virtue bonus or effect amount (the builder's spin boxes say this range when a
#: number typed leaves it).
MAX_AMOUNT: Final = 9
Amount = Annotated[StrictInt, Field(ge=1, le=MAX_AMOUNT)]


class _Model(BaseModel):
    model_config = TABLE_CONFIG


class _TranslationModel(_Model):
    translates: Fingerprint | None = None
    """The fingerprint of the English this translation was made from (``checks``'s
    ``card_fingerprint``, ``deck_fingerprint``): when the English changes, the checker warns
    that the translation is stale (it is still shown: it is usually almost right)."""

    @model_validator(mode="after")
    def _not_empty(self) -> _TranslationModel:
        words = (value for key, value in self.__dict__.items() if key != "translates")
        if all(value is None for value in words):
            raise PydanticCustomError("empty_translation", EMPTY_TRANSLATION.source)
        return self


class CardTranslationModel(_TranslationModel):
    """A card's name and text in one language; an omitted field keeps the card's own (an
    Italian technical name stays Italian). ``gender`` gives the name its article ("un Roverso
    Sottano", "una Posta Longa")."""

    name: Name | None = None
    text: CardText | None = None
    gender: Gender | None = None


class DeckTranslationModel(_TranslationModel):
    """The deck's name, character and description in one language."""

    name: Name | None = None
    character: Name | None = None
    description: CardText | None = None


CardTranslations = Annotated[
    dict[LanguageCode, CardTranslationModel], Field(max_length=len(TRANSLATION_LANGUAGES))
]


class ProvenanceModel(_Model):
    """Whether the card's facts are documented or reconstructed, and why (CARDS.md)."""

    status: ProvenanceStatus
    reason: Reason


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
    name: Name
    text: CardText = ""
    art: ArtPath | None = None
    provenance: ProvenanceModel
    translations: CardTranslations = {}


class PostaModel(_CardModel):
    """A Posta card."""

    attacks: Annotated[list[Blow], Field(min_length=1, max_length=MAX_ITEMS)]
    attackable_by: Annotated[list[Blow], Field(max_length=MAX_ITEMS)] | None = None
    exchange: StrictBool = False
    extended: StrictBool = False
    bonuses: Annotated[list[VirtueBonusModel], Field(max_length=MAX_ITEMS)] = []
    defends: Annotated[list[GatedBlowModel], Field(max_length=MAX_ITEMS)] = []


class StrikeModel(_CardModel):
    """A Cut or Thrust card."""

    blow: Blow
    parried_by: Annotated[list[Blow], Field(min_length=1, max_length=MAX_ITEMS)]
    icons: Annotated[list[IconModel], Field(max_length=MAX_ITEMS)]
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


class EffectBase(_Model):
    """What every effect table has: its kind, a name from the effect registry."""

    kind: str


#: The type of each parameter an effect kind takes (``rules.effects.Param``).
_PARAM_TYPES: dict[Param, Any] = {
    Param.VIRTUE: Virtue,
    Param.AMOUNT: Amount,
    Param.BLOWS: Annotated[list[Blow], Field(min_length=1, max_length=MAX_ITEMS)],
}


def effect_model(effect: EffectType) -> type[EffectBase]:
    """The table of one effect kind: its tag and exactly the parameters the kind takes."""
    fields: dict[str, Any] = {"kind": (Literal[effect.kind], ...)}
    for param in Param:  # in the order of Param, so the schema lists them so
        if param in effect.params:
            fields[param.value] = (_PARAM_TYPES[param], ...)
    name = "".join(word.capitalize() for word in effect.kind.split("_")) + "Effect"
    model: type[EffectBase] = create_model(
        name, __base__=EffectBase, __doc__=effect.summary.source, __module__=__name__, **fields
    )
    return model


#: One model per registered effect kind, built from the registry when this module is imported:
#: a kind registered in rules/ is part of the schema with no change here.
EFFECT_MODELS: Final[dict[str, type[EffectBase]]] = {
    effect.kind: effect_model(effect) for effect in effect_types()
}

if TYPE_CHECKING:
    EffectModel = EffectBase
else:
    EffectModel = Annotated[
        Union[tuple(EFFECT_MODELS.values())],  # noqa: UP007 (a union built at run time)
        Field(discriminator="kind"),
    ]


class SkillModel(_CardModel):
    """A character's Skill card."""

    effect: EffectModel
    timing: Timing
    requires: Virtue | None = None
    cycle: StrictBool = False
    basic: StrictBool = False
    count: Count = 1


class VirtueCardModel(_Model):
    """A Virtue card."""

    virtue: Virtue
    name: Name
    text: CardText = ""
    provenance: ProvenanceModel
    translations: CardTranslations = {}


class StrettoSideModel(_Model):
    """The Stretto Side card."""

    name: Name
    text: CardText = ""
    provenance: ProvenanceModel
    translations: CardTranslations = {}


class DeckInfo(_Model):
    """The deck's identity."""

    id: CardId
    name: Name
    character: Name
    description: CardText = ""
    schema_version: Annotated[Literal[1], BeforeValidator(not_bool)] = SCHEMA_VERSION
    translations: Annotated[
        dict[LanguageCode, DeckTranslationModel], Field(max_length=len(TRANSLATION_LANGUAGES))
    ] = {}


class DeckFile(_Model):
    """A whole character deck file as written; ``decks.checks`` judges its sense."""

    deck: DeckInfo
    posta: Annotated[list[PostaModel], Field(max_length=MAX_ITEMS)]
    strike: Annotated[list[StrikeModel], Field(max_length=MAX_ITEMS)]
    remedy: Annotated[list[RemedyModel], Field(max_length=MAX_ITEMS)]
    counter_remedy: Annotated[list[CounterRemedyModel], Field(max_length=MAX_ITEMS)]
    skill: Annotated[list[SkillModel], Field(max_length=MAX_ITEMS)]
    virtue: Annotated[list[VirtueCardModel], Field(max_length=MAX_ITEMS)]
    stretto_side: StrettoSideModel
