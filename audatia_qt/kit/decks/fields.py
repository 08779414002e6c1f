"""The text types a deck file's fields are made of: ids, names, reasons, card texts, counts,
translations' language codes, and the frozen model every table is.

Every game's deck models build on these, so a name is as long, and an id as strict, in every
game's files; each pattern has its words (``PATTERN_WORDS``) for the loader's messages, since
pydantic would quote the regular expression.
"""

from __future__ import annotations

from typing import Annotated, Final

from pydantic import (
    AfterValidator,
    ConfigDict,
    Field,
    StrictInt,
    StringConstraints,
)
from pydantic_core import PydanticCustomError

from audatia_qt.engine.messages import LANGUAGES, SOURCE_LANGUAGE, Sentence, translate

# Text limits, chosen from the bundled decks with generous headroom (their longest values in
# brackets, Audatia's and Swordplay's): a card or deck name 60 characters (32, 27), a provenance
# reason 300 (115, 150), a card text or deck description 400 (147, 120). Past these a deck is
# refused, so a 900,000-character name can neither pass the checker nor stall the renderer.
MAX_NAME: Final = 60
MAX_REASON: Final = 300
MAX_TEXT: Final = 400
MAX_ID: Final = 64
#: The most copies of one card design, and the builder's spin boxes' top.
MAX_COUNT: Final = 12

ID_PATTERN: Final = r"^[a-z0-9]+(-[a-z0-9]+)*$"
# One line: no control characters at all (C0, DEL, C1), so no line break and no terminal escape.
LINE_PATTERN: Final = r"^[^\x00-\x1f\x7f-\x9f]+$"
# Card text may break lines (tab, line feed, carriage return) but holds no other control character.
TEXT_PATTERN: Final = r"^[^\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]*$"
# What a translation translates: ``messages.fingerprint`` of the English, 12 hex digits.
FINGERPRINT_PATTERN: Final = r"^[0-9a-f]{12}$"

#: Each pattern in words, for messages: pydantic would quote the regular expression.
# The models' own errors, said in the reader's language by the loader (``validation``);
# pydantic fills a custom error's {placeholders} from its context in English.
BOOL_NOT_NUMBER = translate("DeckProblems", "Input should be a number, not true or false")
UNKNOWN_LANGUAGE = translate("DeckProblems", "unknown language code (translations are for {codes})")

PATTERN_WORDS: Final[dict[str, Sentence]] = {
    ID_PATTERN: translate(
        "DeckProblems",
        "must be lowercase letters and digits joined by single hyphens, e.g. 'mandritto-fendente'",
    ),
    LINE_PATTERN: translate("DeckProblems", "must be one line of text"),
    TEXT_PATTERN: translate(
        "DeckProblems", "must be text without control characters (line breaks are fine)"
    ),
    FINGERPRINT_PATTERN: translate(
        "DeckProblems",
        "must be the English text's fingerprint: 12 digits and letters a to f, "
        "as the deck checker gives it",
    ),
}

CardId = Annotated[str, StringConstraints(pattern=ID_PATTERN, min_length=1, max_length=MAX_ID)]
Name = Annotated[
    str, StringConstraints(pattern=LINE_PATTERN, strip_whitespace=True, max_length=MAX_NAME)
]
Reason = Annotated[
    str, StringConstraints(pattern=LINE_PATTERN, strip_whitespace=True, max_length=MAX_REASON)
]
CardText = Annotated[str, StringConstraints(pattern=TEXT_PATTERN, max_length=MAX_TEXT)]
Fingerprint = Annotated[str, StringConstraints(pattern=FINGERPRINT_PATTERN, max_length=12)]
# TOML has real booleans and integers: the strict types keep pydantic from reading "yes" as true,
# "2" or 2.0 as 2, or true as 1.
Count = Annotated[StrictInt, Field(ge=1, le=MAX_COUNT)]


def not_bool(value: object) -> object:
    """Reject true/false where a number is wanted (``Literal[1]`` alone accepts true): a
    ``BeforeValidator``."""
    if isinstance(value, bool):
        raise PydanticCustomError("bool_not_number", BOOL_NOT_NUMBER.source)
    return value


#: Every table of a deck file: unknown fields refused (a typo would hide a value), frozen. A
#: game's models name it in their own ``BaseModel`` base (``model_config = TABLE_CONFIG``):
#: ruff's mutable-default check knows a pydantic model only by a ``BaseModel`` base in its file.
TABLE_CONFIG: Final = ConfigDict(extra="forbid", frozen=True)


#: The languages a deck file may translate its cards into: every language the app speaks but
#: the deck's own (English).
TRANSLATION_LANGUAGES: Final = tuple(code for code in LANGUAGES if code != SOURCE_LANGUAGE)


def known_language(code: str) -> str:
    """A translation's language code must be one the app speaks (a typo would hide it)."""
    if code not in TRANSLATION_LANGUAGES:
        raise PydanticCustomError(
            "unknown_language",
            UNKNOWN_LANGUAGE.source,
            {"codes": ", ".join(TRANSLATION_LANGUAGES)},
        )
    return code


#: A language code as a key of a ``translations`` table, whichever the code.
LanguageCode = Annotated[str, StringConstraints(max_length=12)]
#: A language code the app speaks, as a key of a ``translations`` table.
KnownLanguageCode = Annotated[str, StringConstraints(max_length=12), AfterValidator(known_language)]
