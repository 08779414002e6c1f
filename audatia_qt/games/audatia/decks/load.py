"""Read deck files: parsing text is pure, loading a path does the I/O.

Whatever is wrong with a file (missing, a folder, a FIFO or a device, binary, empty, too large,
nested too deeply, not TOML, fields of the wrong type or too long, a deck that breaks the
composition rules) becomes a :class:`DeckError` holding one :class:`Problem` per fault, never a
traceback. The reading, the refusals' words and pydantic's errors as lines are the kit's
(``kit.decks.reading``, ``kit.decks.validation``), shared with every game's deck files; what is
Audatia's here is its size cap, its effects' union and its checks and conversion.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from audatia_qt.engine.messages import Message, translate
from audatia_qt.engine.safe_io import printable
from audatia_qt.games.audatia.decks.checks import (
    DeckWarning,
    Problem,
    deck_problems,
    translation_warnings,
)
from audatia_qt.games.audatia.decks.convert import deck_def
from audatia_qt.games.audatia.decks.models import EMPTY_TRANSLATION, DeckFile
from audatia_qt.games.audatia.decks.safe_read import MAX_DECK_BYTES
from audatia_qt.games.audatia.rules.cards import DeckDef
from audatia_qt.games.audatia.rules.effects import effect_types
from audatia_qt.games.audatia.rules.terms import or_list
from audatia_qt.kit.decks import reading, validation
from audatia_qt.kit.decks.reading import MAX_LINE, DeckFileError, shown_source
from audatia_qt.kit.decks.validation import ValidationWording

__all__ = [
    "MAX_DECK_BYTES",
    "MAX_LINE",
    "DeckError",
    "LoadedDeck",
    "decode_deck_bytes",
    "field_path",
    "load_deck",
    "parse_deck_bytes",
    "parse_deck_text",
    "parse_toml",
    "read_deck_bytes",
    "shown_source",
    "validate_deck_data",
    "validation_problems",
]


class DeckError(DeckFileError):
    """A deck file that cannot be used, with every problem found in it."""

    def summary(self) -> str:
        """Every problem, in English, joined: the text a log or a test reads."""
        return "; ".join(str(problem) for problem in self.problems)


_WARNING = translate("DeckProblems", "{file}: warning: {warning}")


@dataclass(frozen=True)
class LoadedDeck:
    """A valid deck: the file as written, the rules' definitions made from it, and what the
    checker warns of (translations left out)."""

    source: str
    file: DeckFile
    definition: DeckDef
    warnings: tuple[DeckWarning, ...] = ()

    def warning_messages(self) -> list[Message]:
        """One ``<file>: warning: <field path>: <what>`` message per warning, to render."""
        source = shown_source(self.source)
        return [_WARNING.say(file=source, warning=warning.said()) for warning in self.warnings]

    def warning_lines(self) -> list[str]:
        """The warnings' lines in English, short and printable."""
        return [printable(message.english(), MAX_LINE) for message in self.warning_messages()]


def decode_deck_bytes(data: bytes, source: str) -> str:
    """The text of a deck file's bytes; refuses empty, binary and non-UTF-8 files."""
    return reading.decode_deck_bytes(data, source, DeckError)


def parse_toml(text: str, source: str) -> dict[str, Any]:
    """The TOML document in a deck file's text, once its size and depth are safe to parse."""
    return reading.parse_toml(text, source, DeckError)


def parse_deck_bytes(data: bytes, source: str) -> LoadedDeck:
    """Parse and judge the bytes of a deck file; ``source`` names it in messages."""
    return parse_deck_text(decode_deck_bytes(data, source), source)


def parse_deck_text(text: str, source: str) -> LoadedDeck:
    """Parse and judge the text of a deck file; ``source`` names it in messages."""
    return validate_deck_data(parse_toml(text, source), source)


def validate_deck_data(raw: object, source: str) -> LoadedDeck:
    """Judge already-parsed deck data (a TOML document as Python values)."""
    try:
        deck = DeckFile.model_validate(raw)
    except ValidationError as error:
        raise DeckError(source, validation_problems(error)) from None
    problems = deck_problems(deck)
    if problems:
        raise DeckError(source, problems)
    return LoadedDeck(source, deck, deck_def(deck), tuple(translation_warnings(deck)))


def read_deck_bytes(path: Path) -> bytes:
    """The bytes of the deck file at path: a regular file of at most MAX_DECK_BYTES."""
    return reading.read_deck_bytes(path, MAX_DECK_BYTES, DeckError)


def load_deck(path: Path) -> LoadedDeck:
    """Read and judge the deck file at ``path``."""
    return parse_deck_bytes(read_deck_bytes(path), str(path))


#: What Audatia adds to the shared wording of pydantic's errors: its "or", its translations'
#: own error, and the effect kinds (each effect table's ``kind`` says it already).
_WORDING = ValidationWording(
    or_list=or_list,
    custom={"empty_translation": EMPTY_TRANSLATION},
    union_tags={"effect": frozenset(effect.kind for effect in effect_types())},
)


def validation_problems(error: ValidationError) -> list[Problem]:
    """One Problem per pydantic error, worded for a deck author, quoting values short and safe."""
    return validation.validation_problems(error, _WORDING)


def field_path(loc: Sequence[int | str]) -> str:
    """``("strike", 3, "icons", 0, "kind")`` -> ``strike[3].icons[0].kind``."""
    return validation.field_path(loc, _WORDING)
