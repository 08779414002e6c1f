"""Every refusal of a Swordplay deck file is said in the reader's language (issue 29, "The
cards"; docs/i18n.md): hostile variants of the bundled deck (each field of its first cards
deleted, or given a value of every wrong kind, and an unknown field beside it) give every error
type the models can give, and none is left in pydantic's English in Spanish."""

from __future__ import annotations

import copy
import tomllib
from collections.abc import Iterator
from typing import Any

import pytest
from pydantic import ValidationError

from audatia_qt.games.swordplay.decks.bundled import default_deck_path
from audatia_qt.games.swordplay.decks.load import (
    CardSetError,
    load_card_set_text,
    validate_deck_data,
)
from audatia_qt.games.swordplay.decks.models import ArenaDeckFile
from audatia_qt.shell.i18n.language import Language
from audatia_qt.shell.i18n.render import render

HOSTILE: tuple[object, ...] = ("x", "", "x" * 5000, "\n", -5, 10**9, 1.5, True, [], [1] * 300, {})
_DELETE = object()
DATA = tomllib.loads(default_deck_path().read_text(encoding="utf-8"))


def _paths(node: object, path: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    """Every field's path (the first item of each list), and an unknown key per table."""
    if path:
        yield path
    if isinstance(node, dict):
        for key, value in node.items():
            yield from _paths(value, (*path, key))
        yield (*path, "zz_unknown")
    elif isinstance(node, list) and node:
        yield from _paths(node[0], (*path, 0))


def _variant(path: tuple[Any, ...], value: object) -> dict[str, Any]:
    changed = copy.deepcopy(DATA)
    parent: Any = changed
    for part in path[:-1]:
        parent = parent[part]
    if value is _DELETE:
        if isinstance(parent, dict):
            parent.pop(path[-1], None)
    else:
        parent[path[-1]] = value
    return changed


def _refusals() -> Iterator[tuple[str, CardSetError]]:
    for where in _paths(DATA):
        for value in (*HOSTILE, _DELETE):
            try:
                ArenaDeckFile.model_validate(_variant(where, value))
            except ValidationError as error:
                kinds = ",".join(sorted({detail["type"] for detail in error.errors()}))
                try:
                    validate_deck_data(_variant(where, value), "arena.toml")
                except CardSetError as refusal:
                    yield kinds, refusal


def test_no_refusal_is_left_in_english_in_spanish(spanish: Language) -> None:
    said: set[str] = set()
    for kinds, refusal in _refusals():
        for problem in refusal.problems:
            english = str(problem)
            if english in said:
                continue
            said.add(english)
            spanish_line = render(problem.said())
            assert spanish_line != english, (kinds, english)
            for word in (" or ", "Input ", "List ", "should ", "Dictionary ", "must "):
                assert word not in spanish_line, (kinds, spanish_line)
    assert len(said) > 20


def test_a_cross_card_refusal_is_said_in_spanish(spanish: Language) -> None:
    text = default_deck_path().read_text(encoding="utf-8").replace("count = 4", "count = 3", 1)
    with pytest.raises(CardSetError) as caught:
        load_card_set_text(text, "arena.toml")
    [message] = caught.value.messages()
    assert render(message) == (
        "arena.toml: deck: el mazo de combate de la edición en caja tiene 57 cartas, este 56"
    )
