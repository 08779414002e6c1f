"""Read deck files: parsing text is pure, loading a path does the I/O.

Whatever is wrong with a file (missing, a folder, binary, empty, not TOML, fields of the wrong
type, a deck that breaks the composition rules) becomes a :class:`DeckError` holding one
:class:`Problem` per fault, never a traceback.
"""

from __future__ import annotations

import tomllib
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from pydantic import ValidationError

from audatia_qt.decks.checks import Problem, deck_problems
from audatia_qt.decks.convert import deck_def
from audatia_qt.decks.models import DeckFile
from audatia_qt.rules.cards import DeckDef, EffectKind

#: A deck file is a few dozen kilobytes; anything far larger is not a deck.
MAX_DECK_BYTES = 1024 * 1024


class DeckError(ValueError):
    """A deck file that cannot be used, with every problem found in it."""

    def __init__(self, source: str, problems: Sequence[Problem]) -> None:
        self.source = source
        self.problems = tuple(problems)
        super().__init__("; ".join(str(problem) for problem in self.problems))

    def lines(self) -> list[str]:
        """One ``<file>: <field path>: <what is wrong>`` line per problem."""
        return [f"{self.source}: {problem}" for problem in self.problems]


@dataclass(frozen=True)
class LoadedDeck:
    """A valid deck: the file as written and the rules' definitions made from it."""

    source: str
    file: DeckFile
    definition: DeckDef


def parse_deck_bytes(data: bytes, source: str) -> LoadedDeck:
    """Parse and judge the bytes of a deck file; ``source`` names it in messages."""
    if not data.strip():
        raise DeckError(source, [Problem("", "the file is empty")])
    if b"\x00" in data:
        raise DeckError(source, [Problem("", "this is a binary file, not a TOML deck file")])
    try:
        text = data.decode("utf-8-sig")  # a byte-order mark (Windows editors) is fine
    except UnicodeDecodeError as error:
        raise DeckError(
            source, [Problem("", f"not UTF-8 text (bad byte at offset {error.start})")]
        ) from None
    return parse_deck_text(text, source)


def parse_deck_text(text: str, source: str) -> LoadedDeck:
    """Parse and judge the text of a deck file; ``source`` names it in messages."""
    try:
        raw = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise DeckError(source, [Problem("", f"not valid TOML: {error}")]) from None
    return validate_deck_data(raw, source)


def validate_deck_data(raw: object, source: str) -> LoadedDeck:
    """Judge already-parsed deck data (a TOML document as Python values)."""
    try:
        deck = DeckFile.model_validate(raw)
    except ValidationError as error:
        raise DeckError(source, _validation_problems(error)) from None
    problems = deck_problems(deck)
    if problems:
        raise DeckError(source, problems)
    return LoadedDeck(source, deck, deck_def(deck))


def load_deck(path: Path) -> LoadedDeck:
    """Read and judge the deck file at ``path``."""
    source = str(path)
    try:
        size = path.stat().st_size
        if path.is_dir():
            raise DeckError(source, [Problem("", "is a folder, not a deck file")])
        if size > MAX_DECK_BYTES:
            raise DeckError(
                source, [Problem("", f"{size} bytes is too large for a deck file (1 MiB at most)")]
            )
        data = path.read_bytes()
    except FileNotFoundError:
        raise DeckError(source, [Problem("", "no such file")]) from None
    except PermissionError:
        raise DeckError(source, [Problem("", "permission denied")]) from None
    except OSError as error:
        raise DeckError(source, [Problem("", error.strerror or "cannot be read")]) from None
    return parse_deck_bytes(data, source)


_EFFECT_TAGS = frozenset(kind.value for kind in EffectKind)
_MESSAGES = {
    "missing": "required field is missing",
    "extra_forbidden": "unknown field (not part of the deck schema)",
    # pydantic names its model classes in these; a deck author thinks in TOML tables.
    "model_type": "must be a table of fields",
    "model_attributes_type": "must be a table of fields",
    "dict_type": "must be a table of fields",
    "list_type": "must be a list ([...] or [[...]] entries)",
}


def _validation_problems(error: ValidationError) -> list[Problem]:
    problems = []
    for detail in error.errors(include_url=False):
        message = _MESSAGES.get(detail["type"], detail["msg"])
        value = detail.get("input")
        if detail["type"] not in _MESSAGES and isinstance(value, str | int | float | bool):
            message = f"{message}, got {value!r}"
        problems.append(Problem(field_path(detail["loc"]), message))
    return problems


def field_path(loc: Sequence[int | str]) -> str:
    """``("strike", 3, "icons", 0, "kind")`` -> ``strike[3].icons[0].kind``."""
    path = ""
    previous: int | str | None = None
    for part in loc:
        if isinstance(part, int):
            path += f"[{part}]"
        elif previous == "effect" and part in _EFFECT_TAGS:
            pass  # pydantic names the union member it tried; the effect's kind says it already
        else:
            path += f".{part}" if path else part
        previous = part
    return path
