"""Every kind of schema error a deck file can meet is said in the reader's language (issue 21):
hostile variants of a bundled deck (each field of it deleted, or given a value of every wrong
kind, and an unknown field beside it) produce every pydantic error type our models can give,
and none of them is left in pydantic's English in Spanish."""

from __future__ import annotations

import tomllib
from collections.abc import Iterator
from typing import Any

import pytest
from pydantic import ValidationError

from audatia_qt.engine.resources import decks_dir
from audatia_qt.games.audatia.decks.load import validation_problems
from audatia_qt.games.audatia.decks.models import DeckFile
from audatia_qt.shell.i18n.language import Language
from audatia_qt.shell.i18n.render import render

#: The values every field is given in turn: each wrong kind TOML can write, and values out of
#: every bound (too long, too many, negative, huge, empty, a control character).
HOSTILE: tuple[object, ...] = (
    "x",
    "",
    "x" * 5000,
    "\n",
    1,
    -5,
    10**9,
    1.5,
    True,
    [],
    [1] * 300,
    {},
    {"zz": 1},
)
_DELETE = object()

#: The error types the deck models give (found by the variants below; a type added to the
#: models shows up here as a failure until it is worded).
EXPECTED_TYPES = {
    "bool_not_number",
    "bool_type",
    "dict_type",
    "empty_translation",
    "enum",
    "extra_forbidden",
    "greater_than_equal",
    "int_type",
    "less_than_equal",
    "list_type",
    "literal_error",
    "missing",
    "model_attributes_type",
    "model_type",
    "string_pattern_mismatch",
    "string_too_long",
    "string_too_short",
    "string_type",
    "too_long",
    "too_short",
    "union_tag_invalid",
    "union_tag_not_found",
    "unknown_language",
}


def _paths(node: object, path: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    """Every field's path (the first two items of each list), and an unknown key per table."""
    if path:
        yield path
    if isinstance(node, dict):
        for key, value in node.items():
            yield from _paths(value, (*path, key))
        yield (*path, "zz_unknown")
    elif isinstance(node, list):
        for index, value in enumerate(node[:2]):
            yield from _paths(value, (*path, index))


def _variant(data: dict[str, Any], path: tuple[Any, ...], value: object) -> dict[str, Any]:
    """``data`` with the field at ``path`` set to ``value`` (or deleted). Only the tables and
    lists on the way to the field are copied: the rest is shared with ``data``, which nothing
    changes (validation only reads), and a whole deep copy of the deck per variant was most of
    the test's time."""
    changed = dict(data)
    parent: Any = changed
    for part in path[:-1]:
        child = parent[part]
        parent[part] = dict(child) if isinstance(child, dict) else list(child)
        parent = parent[part]
    if value is _DELETE:
        if isinstance(parent, dict):
            parent.pop(path[-1], None)
    else:
        parent[path[-1]] = value
    return changed


def _errors() -> Iterator[ValidationError]:
    path = decks_dir() / "boucicault.toml"
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    for where in _paths(data):
        for value in (*HOSTILE, _DELETE):
            try:
                DeckFile.model_validate(_variant(data, where, value))
            except ValidationError as error:
                yield error


def test_no_schema_error_is_left_in_english_in_spanish(spanish: Language) -> None:
    seen: set[str] = set()
    said: set[tuple[str, str]] = set()
    for error in _errors():
        details = error.errors(include_url=False)
        for detail, problem in zip(details, validation_problems(error), strict=True):
            seen.add(detail["type"])
            english, spanish_line = str(problem), render(problem.said())
            if (english, spanish_line) in said:
                continue
            said.add((english, spanish_line))
            assert spanish_line != english, (detail["type"], english)
            assert detail["msg"] not in spanish_line, (detail["type"], spanish_line)
            # pydantic's "or" between allowed values, and its words for lists and tables.
            for word in (" or ", "Input ", "List ", "should ", "Dictionary "):
                assert word not in spanish_line, (detail["type"], spanish_line)
    assert seen == EXPECTED_TYPES


@pytest.mark.parametrize(
    ("data", "english", "spanish_words"),
    [
        (
            {"attacks": []},
            "posta[0].attacks: List should have at least 1 item after validation, not 0",
            "posta[0].attacks: debe tener al menos 1 elemento, no 0",
        ),
    ],
)
def test_a_list_too_short_is_worded(
    spanish: Language, data: dict[str, Any], english: str, spanish_words: str
) -> None:
    with pytest.raises(ValidationError) as raised:
        DeckFile.model_validate({"posta": [data]})
    problems = validation_problems(raised.value)
    assert english in [str(problem) for problem in problems]
    assert spanish_words in [render(problem.said()) for problem in problems]
