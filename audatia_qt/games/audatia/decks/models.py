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
    AfterValidator,
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    StrictBool,
    StrictInt,
    StringConstraints,
    create_model,
    model_validator,
)
from pydantic_core import PydanticCustomError

from audatia_qt.engine.messages import LANGUAGES, SOURCE_LANGUAGE, Sentence, translate
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

SCHEMA_VERSION: Final = 1

# Text limits, chosen from the bundled decks with generous headroom (their longest values in
# brackets): a card or deck name 60 characters (32), a provenance reason 300 (115), a card text
# or deck description 400 (147), an art path 200 (none yet). Past these a deck is refused, so a
# 900,000-character name can neither pass the checker nor stall the renderer.
MAX_NAME: Final = 60
MAX_REASON: Final = 300
MAX_TEXT: Final = 400
MAX_ART_PATH: Final = 200
MAX_ID: Final = 64
#: A sanity bound on every list, far above any legal deck (12 Poste, 18 Strikes, a few blows a
#: card): it keeps the checks, some of which compare cards pairwise, instant on any file.
MAX_ITEMS: Final = 64

_ID_PATTERN: Final = r"^[a-z0-9]+(-[a-z0-9]+)*$"
# One line: no control characters at all (C0, DEL, C1), so no line break and no terminal escape.
_LINE_PATTERN: Final = r"^[^\x00-\x1f\x7f-\x9f]+$"
# Card text may break lines (tab, line feed, carriage return) but holds no other control character.
_TEXT_PATTERN: Final = r"^[^\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]*$"
# What a translation translates: ``messages.fingerprint`` of the English, 12 hex digits.
_FINGERPRINT_PATTERN: Final = r"^[0-9a-f]{12}$"

#: Each pattern in words, for messages: pydantic would quote the regular expression.
# The models' own errors, said in the reader's language by the loader (``load._message``);
# pydantic fills a custom error's {placeholders} from its context in English.
BOOL_NOT_NUMBER = translate("DeckProblems", "Input should be a number, not true or false")
UNKNOWN_LANGUAGE = translate("DeckProblems", "unknown language code (translations are for {codes})")
EMPTY_TRANSLATION = translate(
    "DeckProblems", "an empty translation: give a name, a text or a gender"
)

PATTERN_WORDS: Final[dict[str, Sentence]] = {
    _ID_PATTERN: translate(
        "DeckProblems",
        "must be lowercase letters and digits joined by single hyphens, e.g. 'mandritto-fendente'",
    ),
    _LINE_PATTERN: translate("DeckProblems", "must be one line of text"),
    _TEXT_PATTERN: translate(
        "DeckProblems", "must be text without control characters (line breaks are fine)"
    ),
    _FINGERPRINT_PATTERN: translate(
        "DeckProblems",
        "must be the English text's fingerprint: 12 digits and letters a to f, "
        "as the deck checker gives it",
    ),
}

CardId = Annotated[str, StringConstraints(pattern=_ID_PATTERN, min_length=1, max_length=MAX_ID)]
Name = Annotated[
    str, StringConstraints(pattern=_LINE_PATTERN, strip_whitespace=True, max_length=MAX_NAME)
]
Reason = Annotated[
    str, StringConstraints(pattern=_LINE_PATTERN, strip_whitespace=True, max_length=MAX_REASON)
]
CardText = Annotated[str, StringConstraints(pattern=_TEXT_PATTERN, max_length=MAX_TEXT)]
Fingerprint = Annotated[str, StringConstraints(pattern=_FINGERPRINT_PATTERN, max_length=12)]
ArtPath = Annotated[str, StringConstraints(pattern=_LINE_PATTERN, max_length=MAX_ART_PATH)]
# TOML has real booleans and integers: the strict types keep pydantic from reading "yes" as true,
# "2" or 2.0 as 2, or true as 1.
#: The most copies of a card, and the largest virtue bonus or effect amount (the builder's spin
#: boxes say these ranges when a number typed leaves them).
MAX_COUNT: Final = 12
MAX_AMOUNT: Final = 9
Count = Annotated[StrictInt, Field(ge=1, le=MAX_COUNT)]
Amount = Annotated[StrictInt, Field(ge=1, le=MAX_AMOUNT)]


def _not_bool(value: object) -> object:
    """Reject true/false where a number is wanted (``Literal[1]`` alone accepts true)."""
    if isinstance(value, bool):
        raise PydanticCustomError("bool_not_number", BOOL_NOT_NUMBER.source)
    return value


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


#: The languages a deck file may translate its cards into: every language the app speaks but
#: the deck's own (English).
TRANSLATION_LANGUAGES: Final = tuple(code for code in LANGUAGES if code != SOURCE_LANGUAGE)


def _known_language(code: str) -> str:
    """A translation's language code must be one the app speaks (a typo would hide it)."""
    if code not in TRANSLATION_LANGUAGES:
        raise PydanticCustomError(
            "unknown_language",
            UNKNOWN_LANGUAGE.source,
            {"codes": ", ".join(TRANSLATION_LANGUAGES)},
        )
    return code


LanguageCode = Annotated[str, StringConstraints(max_length=12), AfterValidator(_known_language)]


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
    schema_version: Annotated[Literal[1], BeforeValidator(_not_bool)] = SCHEMA_VERSION
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
