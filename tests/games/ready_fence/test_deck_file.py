"""The bundled deck file decks/ready_fence/standard.toml, and one-line refusals of bad ones
(issue 30: "Deck files in the same style as the other games', checked with one-line errors")."""

from __future__ import annotations

import dataclasses
import tomllib
from pathlib import Path
from typing import Any

import pytest

from audatia_qt.games.ready_fence.decks.bundled import default_card_set, default_deck_path
from audatia_qt.games.ready_fence.decks.load import (
    MAX_DECK_BYTES,
    CardSetError,
    load_deck,
    validate_deck_data,
)
from audatia_qt.games.ready_fence.decks.schema import SCHEMA_FILE, schema_text
from audatia_qt.games.ready_fence.rules import Config, Level
from tests.games.ready_fence.cardsets import standard_cards


def raw_deck() -> dict[str, Any]:
    """The bundled deck file as TOML data, to spoil in a test."""
    with default_deck_path().open("rb") as handle:
        return tomllib.load(handle)


def refusal(raw: dict[str, Any]) -> CardSetError:
    """The error a spoiled deck raises."""
    with pytest.raises(CardSetError) as refused:
        validate_deck_data(raw, "spoiled.toml")
    return refused.value


def test_the_bundled_deck_is_the_tests_card_set() -> None:
    """The deck file and the tests' card set hold the same cards, so every rule tested on one is
    the other's (ruling RF-1 to RF-6)."""
    cards = default_card_set()
    bare = tuple(dataclasses.replace(card, text="", translations=()) for card in cards.cards)
    assert bare == standard_cards().cards
    assert all(card.text and card.translations for card in cards.cards)
    for level in Level:
        Config(cards, level, 5)


def test_a_wrong_count_is_refused_in_one_line() -> None:
    """The box holds the manual's count of each technique (Technical Manual; ruling RF-1)."""
    raw = raw_deck()
    raw["card"][0]["count"] = 3
    error = refusal(raw)
    assert "\n" not in str(error)
    assert any("straight-thrust" in line for line in error.lines())
    assert any("55" in line for line in error.lines())


def test_bad_fields_are_named() -> None:
    """A colour not in the rulebook, an unknown field, a duplicate id, a technique no card is,
    a missing translation: each a line naming the card and field."""
    raw = raw_deck()
    raw["card"][1]["colour"] = "purple"
    error = refusal(raw)
    assert error.lines()[0].startswith("spoiled.toml: card[1].colour")
    raw = raw_deck()
    raw["card"][2]["sharpness"] = 3
    assert "unknown field" in refusal(raw).lines()[0]
    raw = raw_deck()
    raw["card"][2]["id"] = raw["card"][1]["id"]
    assert any("used by another card" in line for line in refusal(raw).lines())
    raw = raw_deck()
    raw["card"][5]["answered_by"] = ["no-such-technique"]
    assert any("no-such-technique" in line for line in refusal(raw).lines())
    raw = raw_deck()
    del raw["card"][4]["translations"]
    assert any("no translation into es" in line for line in refusal(raw).lines())


def test_a_custom_deck_must_deal_every_level() -> None:
    """Each level needs its hands and timer, and Basic its two kept Straight Thrusts (each
    level's "Game Setup")."""
    raw = raw_deck()
    raw["deck"]["edition"] = "custom"
    for card in raw["card"]:
        if card["id"] == "straight-thrust-3":
            card["effects"] = []
    assert any("two Straight Thrusts" in line for line in refusal(raw).lines())


def test_a_file_that_is_not_a_deck_is_refused(tmp_path: Path) -> None:
    """Empty, binary or not TOML: one line, never a traceback (the kit's reader)."""
    for name, data in (("empty.toml", b""), ("binary.toml", b"\x00\x01"), ("bad.toml", b"[deck")):
        path = tmp_path / name
        path.write_bytes(data)
        with pytest.raises(CardSetError) as refused:
            load_deck(path)
        assert "\n" not in str(refused.value)


def test_the_committed_schema_matches_the_models() -> None:
    """decks/ready_fence/schema.json is the models' JSON Schema (``python -m
    audatia_qt.games.ready_fence.decks.schema`` writes it), as Swordplay's is."""
    committed = (default_deck_path().parent / SCHEMA_FILE).read_text(encoding="utf-8")
    assert committed == schema_text()


def test_a_folder_or_a_huge_file_is_refused_without_reading(tmp_path: Path) -> None:
    """A folder is not a deck file, and a file past the cap is refused before it is parsed (the
    kit's safe reader), each in one line."""
    with pytest.raises(CardSetError) as folder:
        load_deck(tmp_path)
    assert "\n" not in str(folder.value)
    huge = tmp_path / "huge.toml"
    huge.write_bytes(b"#" * (MAX_DECK_BYTES + 1))
    with pytest.raises(CardSetError) as large:
        load_deck(huge)
    assert "too large" in str(large.value)


def test_a_boxed_deck_marks_thirty_five_cards_b() -> None:
    """ "only the 35 cards carrying the B symbol will be used" (Basic Game Mode; ruling RF-2):
    the box's file is held to it."""
    raw = raw_deck()
    for card in raw["card"]:
        if card["id"] == "fleche":
            card["marks"] = []
    assert any("marks 35 cards B, this one 32" in line for line in refusal(raw).lines())
