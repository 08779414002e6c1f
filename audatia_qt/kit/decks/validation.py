"""pydantic's errors as one line each, worded for a deck author, quoting values short and safe.

Built from each error's location, type, context and input, never from its message alone:
pydantic's messages quote patterns as regular expressions and tags as given (whole). A game's
loader makes a :class:`ValidationWording` of what is its own (its "or", its models' custom
errors, the union tags its paths leave out) and calls :func:`validation_problems`.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Final

from pydantic import ValidationError
from pydantic_core import ErrorDetails

from audatia_qt.engine.messages import Message, Param, Sentence, translate
from audatia_qt.engine.safe_io import printable, quoted
from audatia_qt.kit.decks.fields import BOOL_NOT_NUMBER, PATTERN_WORDS, UNKNOWN_LANGUAGE
from audatia_qt.kit.decks.problems import Problem

#: How much of one key of a field path a line shows.
KEY_LIMIT: Final = 40

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


def _english_or(items: Sequence[Param]) -> Param:
    """``a``, ``a or b``, ``a, b or c`` in English: the fallback when a game gives no "or"."""
    shown = [str(item) for item in items]
    return shown[-1] if len(shown) == 1 else f"{', '.join(shown[:-1])} or {shown[-1]}"


@dataclass(frozen=True)
class ValidationWording:
    """What a game's loader adds to the shared wording."""

    or_list: Callable[[Sequence[Param]], Param] = _english_or
    """The game's "a, b or c" in the reader's language, for an enum's allowed values."""
    custom: Mapping[str, Sentence] = field(default_factory=dict)
    """The sentences of the game's models' own custom errors, by error type."""
    union_tags: Mapping[str, frozenset[str]] = field(default_factory=dict)
    """By field name, the tags of a tagged union under it: pydantic names the member it tried
    in the location, which the member's own ``kind`` field already says."""
    problem: type[Problem] = Problem
    """The game's problem (its ``AT`` in its own context)."""


#: The shared wording alone, for a game that adds nothing.
PLAIN_WORDING: Final = ValidationWording()


def validation_problems(
    error: ValidationError, wording: ValidationWording = PLAIN_WORDING
) -> list[Problem]:
    """One Problem per pydantic error, worded for a deck author, quoting values short and safe."""
    return [
        wording.problem(field_path(detail["loc"], wording), _message(detail, wording))
        for detail in error.errors(include_url=False)
    ]


def _message(detail: ErrorDetails, wording: ValidationWording) -> Message | str:
    kind = detail["type"]
    context = detail.get("ctx") or {}
    message: Message | str
    if kind in _MESSAGES:
        message = _MESSAGES[kind].say()
    elif kind in _PYDANTIC or kind in wording.custom:
        sentence = _PYDANTIC.get(kind) or wording.custom[kind]
        values: dict[str, Param] = {
            name: printable(str(context.get(name)), 200) for name in sentence.placeholders()
        }
        if "expected" in values:
            values["expected"] = _alternatives(str(context.get("expected")), wording)
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
ALLOWED: Final = re.compile(r"'[^'\\]*'|-?[0-9]+")


def _alternatives(expected: str, wording: ValidationWording) -> Param:
    """pydantic's ``'a', 'b' or 'c'`` said with the reader's "or" (the game's ``or_list``);
    a text it cannot read back exactly as pydantic wrote it stays as it is."""
    allowed = ALLOWED.findall(expected)
    joined = allowed[-1] if len(allowed) == 1 else f"{', '.join(allowed[:-1])} or {allowed[-1]}"
    if not allowed or joined != expected:
        return printable(expected, 200)
    return wording.or_list([printable(value, 60) for value in allowed])


def field_path(loc: Sequence[int | str], wording: ValidationWording = PLAIN_WORDING) -> str:
    """``("strike", 3, "icons", 0, "kind")`` -> ``strike[3].icons[0].kind``.

    Keys come from the file, so each is shortened and escaped: a key may hold a newline, a
    terminal escape or a million characters.
    """
    path = ""
    previous: int | str | None = None
    for part in loc:
        if isinstance(part, int):
            path += f"[{part}]"
        elif isinstance(previous, str) and part in wording.union_tags.get(previous, ()):
            pass  # pydantic names the union member it tried; the member's kind says it already
        elif part == "[key]":
            pass  # pydantic's mark of a table's key (a translation's language code) being wrong
        else:
            shown = printable(part, KEY_LIMIT)
            path += f".{shown}" if path else shown
        previous = part
    return path
