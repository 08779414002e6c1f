"""Read deck files: parsing text is pure, loading a path does the I/O.

Whatever is wrong with a file (missing, a folder, a FIFO or a device, binary, empty, too large,
nested too deeply, not TOML, fields of the wrong type or too long, a deck that breaks the
composition rules) becomes a :class:`DeckError` holding one :class:`Problem` per fault, never a
traceback. Files are read only through :mod:`audatia_qt.engine.safe_io` and parsed only through
:mod:`decks.safe_read`; every value a message quotes is shortened and escaped, so a
problem is one short printable line whatever the file holds.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final

from pydantic import ValidationError
from pydantic_core import ErrorDetails

from audatia_qt.engine.messages import Message, Param, translate
from audatia_qt.engine.safe_io import FileRefusedError, printable, quoted, read_regular_file
from audatia_qt.games.audatia.decks.checks import (
    DeckWarning,
    Problem,
    deck_problems,
    translation_warnings,
)
from audatia_qt.games.audatia.decks.convert import deck_def
from audatia_qt.games.audatia.decks.models import (
    BOOL_NOT_NUMBER,
    EMPTY_TRANSLATION,
    PATTERN_WORDS,
    UNKNOWN_LANGUAGE,
    DeckFile,
)
from audatia_qt.games.audatia.decks.safe_read import MAX_DECK_BYTES, TomlRefusedError, load_toml
from audatia_qt.games.audatia.rules.cards import DeckDef
from audatia_qt.games.audatia.rules.effects import effect_types
from audatia_qt.games.audatia.rules.terms import or_list

__all__ = [
    "MAX_DECK_BYTES",
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

#: The longest line a problem may print; a last guard should some piece still be long.
MAX_LINE: Final = 300
#: How much of a file's name a line shows (its end, which holds the file's own name).
_SOURCE_LIMIT: Final = 120
#: How much of one key of a field path a line shows.
_KEY_LIMIT: Final = 40


class DeckError(ValueError):
    """A deck file that cannot be used, with every problem found in it."""

    def __init__(self, source: str, problems: Sequence[Problem]) -> None:
        self.source = source
        self.problems = tuple(problems)
        super().__init__("; ".join(str(problem) for problem in self.problems))

    def messages(self) -> list[Message]:
        """One ``<file>: <field path>: <what is wrong>`` message per problem, to render in the
        reader's language (each rendered line is then cut to ``MAX_LINE`` by ``printable``).

        The file's name is escaped too: a name holding a newline or a terminal escape would
        otherwise forge or colour output like a bad key would.
        """
        source = shown_source(self.source)
        return [_IN_FILE.say(file=source, problem=problem.said()) for problem in self.problems]

    def lines(self) -> list[str]:
        """The problems' lines in English (``messages``), short and printable."""
        return [printable(message.english(), MAX_LINE) for message in self.messages()]

    def first_message(self) -> Message | str:
        """The first problem's line, saying how many more there are: a refusal in one line."""
        messages = self.messages()
        more = len(messages) - 1
        if more < 1:
            return messages[0] if messages else shown_source(self.source)
        return _AND_MORE.say(more, line=messages[0])

    def first_line(self) -> str:
        """``first_message`` in English (with its plural said right), short and printable."""
        lines = self.lines()
        more = len(lines) - 1
        if more < 1:
            return lines[0] if lines else shown_source(self.source)
        return f"{lines[0]} (and {more} more problem{'s' if more > 1 else ''})"


_IN_FILE = translate("DeckProblems", "{file}: {problem}")
_WARNING = translate("DeckProblems", "{file}: warning: {warning}")
_AND_MORE = translate("DeckProblems", "{line} (and %n more problem(s))", None, 0)


def shown_source(source: str) -> str:
    """A file's name as a message shows it: escaped, and if very long, its end kept."""
    if len(source) > _SOURCE_LIMIT:
        source = "…" + source[-(_SOURCE_LIMIT - 1) :]
    return printable(source, _SOURCE_LIMIT + 1)


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
    if not data.strip():
        raise DeckError(source, [Problem("", _EMPTY.say())])
    if b"\x00" in data:
        raise DeckError(source, [Problem("", _BINARY.say())])
    try:
        return data.decode("utf-8-sig")  # a byte-order mark (Windows editors) is fine
    except UnicodeDecodeError as error:
        raise DeckError(source, [Problem("", _NOT_UTF8.say(offset=error.start))]) from None


_EMPTY = translate("DeckProblems", "the file is empty")
_BINARY = translate("DeckProblems", "this is a binary file, not a TOML deck file")
_NOT_UTF8 = translate("DeckProblems", "not UTF-8 text (bad byte at offset {offset})")
_NOT_A_DECK_FILE = translate("DeckProblems", "is {kind}, not a deck file")
_TOO_LARGE = translate("DeckProblems", "too large for a deck file ({size} KiB at most)")


def parse_toml(text: str, source: str) -> dict[str, Any]:
    """The TOML document in a deck file's text, once its size and depth are safe to parse."""
    try:
        return load_toml(text)
    except TomlRefusedError as error:
        raise DeckError(source, [Problem("", error.message)]) from None


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
    """The bytes of the deck file at path: a regular file of at most MAX_DECK_BYTES.

    A folder, a FIFO, a socket or a device (a link to ``/dev/zero``) is refused without waiting
    or reading, and nothing is ever written.
    """
    try:
        return read_regular_file(path, MAX_DECK_BYTES)
    except FileRefusedError as error:
        # safe_io's own words (what the path is, why it was refused); the system's are its own.
        reason: Message | str
        if error.kind_message is not None:
            reason = _NOT_A_DECK_FILE.say(kind=error.kind_message)
        elif error.reason.startswith("too large"):
            reason = _TOO_LARGE.say(size=MAX_DECK_BYTES // 1024)
        else:
            reason = error.message
        raise DeckError(str(path), [Problem("", reason)]) from None


def load_deck(path: Path) -> LoadedDeck:
    """Read and judge the deck file at ``path``."""
    return parse_deck_bytes(read_deck_bytes(path), str(path))


_A_TABLE = translate("DeckProblems", "must be a table of fields")
_MESSAGES = {
    "missing": translate("DeckProblems", "required field is missing"),
    "extra_forbidden": translate("DeckProblems", "unknown field (not part of the deck schema)"),
    # pydantic names its model classes in these; a deck author thinks in TOML tables.
    "model_type": _A_TABLE,
    "model_attributes_type": _A_TABLE,
    "dict_type": _A_TABLE,
    "list_type": translate("DeckProblems", "must be a list ([...] or [[...]] entries)"),
    "union_tag_not_found": translate("DeckProblems", "the kind field is missing"),
}
# pydantic's own messages for the kinds a deck file meets, in the catalog so that a deck
# author reads them in their language (English: pydantic's words, or the models' own custom
# errors, unchanged); ``{names}`` are the error's context values. Other kinds stay pydantic's
# English.
_PYDANTIC = {
    "int_type": translate("DeckProblems", "Input should be a valid integer"),
    "int_parsing": translate(
        "DeckProblems", "Input should be a valid integer, unable to parse string as an integer"
    ),
    "int_from_float": translate(
        "DeckProblems", "Input should be a valid integer, got a number with a fractional part"
    ),
    "string_type": translate("DeckProblems", "Input should be a valid string"),
    "bool_type": translate("DeckProblems", "Input should be a valid boolean"),
    "bool_parsing": translate(
        "DeckProblems", "Input should be a valid boolean, unable to interpret input"
    ),
    "greater_than_equal": translate(
        "DeckProblems", "Input should be greater than or equal to {ge}"
    ),
    "less_than_equal": translate("DeckProblems", "Input should be less than or equal to {le}"),
    "enum": translate("DeckProblems", "Input should be {expected}"),
    "literal_error": translate("DeckProblems", "Input should be {expected}"),
    "bool_not_number": BOOL_NOT_NUMBER,
    "unknown_language": UNKNOWN_LANGUAGE,
    "empty_translation": EMPTY_TRANSLATION,
}
# Messages that already say all there is; the bad value is not quoted after them.
_UNQUOTED = frozenset({*_MESSAGES, "too_long", "too_short", "string_too_short"})
_NOT_ALLOWED = translate("DeckProblems", "has characters not allowed here")
_NOT_EMPTY = translate("DeckProblems", "must not be empty")
_AT_LEAST = translate("DeckProblems", "must be at least {least} characters")
_AT_MOST = translate("DeckProblems", "must be at most {most} characters long")
_AT_MOST_ITEMS = translate("DeckProblems", "must hold at most {most} items")
_AT_LEAST_ONE_ITEM = translate(
    "DeckProblems", "List should have at least 1 item after validation, not {actual}"
)
_AT_LEAST_ITEMS = translate(
    "DeckProblems", "List should have at least {least} items after validation, not {actual}"
)
_KIND_ONE_OF = translate("DeckProblems", "kind must be one of {kinds}, got {value}")
_GOT = translate("DeckProblems", "{problem}, got {value}")


def validation_problems(error: ValidationError) -> list[Problem]:
    """One Problem per pydantic error, worded for a deck author, quoting values short and safe.

    Built from the error's location, type, context and input, never from its message alone:
    pydantic's messages quote patterns as regular expressions and tags as given (whole).
    """
    return [
        Problem(field_path(detail["loc"]), _message(detail))
        for detail in error.errors(include_url=False)
    ]


def _message(detail: ErrorDetails) -> Message | str:
    kind = detail["type"]
    context = detail.get("ctx") or {}
    message: Message | str
    if kind in _MESSAGES:
        message = _MESSAGES[kind].say()
    elif kind in _PYDANTIC:
        sentence = _PYDANTIC[kind]
        values: dict[str, Param] = {
            name: printable(str(context.get(name)), 200) for name in sentence.placeholders()
        }
        if "expected" in values:
            values["expected"] = _alternatives(str(context.get("expected")))
        message = sentence.say(None, **values)
    elif kind == "string_pattern_mismatch":
        message = PATTERN_WORDS.get(str(context.get("pattern")), _NOT_ALLOWED).say()
    elif kind == "string_too_short":
        # pydantic would say "String should have at least 1 character".
        least = context.get("min_length")
        message = _NOT_EMPTY.say() if least == 1 else _AT_LEAST.say(least=str(least))
    elif kind == "string_too_long":
        message = _AT_MOST.say(most=str(context.get("max_length")))
    elif kind == "too_short" and context.get("field_type") == "List":
        # pydantic's English, the field's kind ("List") in the sentence, not a value.
        least, actual = context.get("min_length"), str(context.get("actual_length"))
        if least == 1:
            message = _AT_LEAST_ONE_ITEM.say(actual=actual)
        else:
            message = _AT_LEAST_ITEMS.say(least=str(least), actual=actual)
    elif kind == "too_long":
        message = _AT_MOST_ITEMS.say(most=str(context.get("max_length")))
    elif kind == "union_tag_invalid":
        # The input is the whole table; the tag that picked no member is what to quote.
        expected = printable(str(context.get("expected_tags")), 200)
        return _KIND_ONE_OF.say(kinds=expected, value=quoted(context.get("tag")))
    else:
        # Other messages name types, bounds or enum members (from our models), never the
        # input; pydantic says them in English.
        message = printable(detail["msg"], 200)
    if kind not in _UNQUOTED:
        message = _GOT.say(problem=message, value=quoted(detail.get("input")))
    return message


#: One allowed value as pydantic quotes it in an enum's or a literal's ``expected``: a string's
#: repr or a whole number (our schemas' members are only these).
_ALLOWED = re.compile(r"'[^'\\]*'|-?[0-9]+")


def _alternatives(expected: str) -> Param:
    """pydantic's ``'a', 'b' or 'c'`` said with the reader's "or" (``rules.terms.or_list``);
    a text it cannot read back exactly as pydantic wrote it stays as it is."""
    allowed = _ALLOWED.findall(expected)
    joined = allowed[-1] if len(allowed) == 1 else f"{', '.join(allowed[:-1])} or {allowed[-1]}"
    if not allowed or joined != expected:
        return printable(expected, 200)
    return or_list([printable(value, 60) for value in allowed])


def field_path(loc: Sequence[int | str]) -> str:
    """``("strike", 3, "icons", 0, "kind")`` -> ``strike[3].icons[0].kind``.

    Keys come from the file, so each is shortened and escaped: a key may hold a newline, a
    terminal escape or a million characters.
    """
    path = ""
    previous: int | str | None = None
    for part in loc:
        if isinstance(part, int):
            path += f"[{part}]"
        elif previous == "effect" and part in {effect.kind for effect in effect_types()}:
            pass  # pydantic names the union member it tried; the effect's kind says it already
        elif part == "[key]":
            pass  # pydantic's mark of a table's key (a translation's language code) being wrong
        else:
            shown = printable(part, _KEY_LIMIT)
            path += f".{shown}" if path else shown
        previous = part
    return path
