"""The kit's deck pieces as a new game would use them: its own small table on the kit's text
types, read through the kit's reader, its refusals one line each in the kit's words or its own."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, ClassVar

import pytest
from pydantic import BaseModel, Field, ValidationError

from audatia_qt.engine.messages import translate
from audatia_qt.kit.decks import reading
from audatia_qt.kit.decks.fields import MAX_NAME, TABLE_CONFIG, CardId, Count, Name
from audatia_qt.kit.decks.problems import Problem
from audatia_qt.kit.decks.reading import MAX_LINE, DeckFileError, FileWords
from audatia_qt.kit.decks.validation import field_path, validation_problems


class _Card(BaseModel):
    model_config = TABLE_CONFIG

    id: CardId
    name: Name
    count: Count = 1


class _Deck(BaseModel):
    model_config = TABLE_CONFIG

    card: Annotated[list[_Card], Field(max_length=4)] = []


def _problems(raw: object) -> list[str]:
    with pytest.raises(ValidationError) as caught:
        _Deck.model_validate(raw)
    return [str(problem) for problem in validation_problems(caught.value)]


def test_a_table_on_the_kit_types_refuses_bad_fields_in_one_line_each() -> None:
    problems = _problems(
        {
            "card": [
                {"id": "Bad Id", "name": "x" * (MAX_NAME + 1), "count": True},
                {"id": "ok", "name": "two\nlines", "colour": "red"},
            ]
        }
    )
    assert problems == [
        "card[0].id: must be lowercase letters and digits joined by single hyphens, "
        "e.g. 'mandritto-fendente', got 'Bad Id'",
        f"card[0].name: must be at most {MAX_NAME} characters long, got '{'x' * 59}…'",
        "card[0].count: Input should be a valid integer, got True",
        "card[1].name: must be one line of text, got 'two\\nlines'",
        "card[1].colour: unknown field (not part of the deck schema)",
    ]
    assert all("\n" not in line for line in problems)


def test_field_paths_escape_keys_from_the_file() -> None:
    assert field_path(("card", 3, "id")) == "card[3].id"
    assert field_path(("card", "\x1b[31m" + "k" * 100)).startswith("card.\\x1b[31m")
    assert len(field_path(("k" * 1000,))) <= 41


def test_the_reader_refuses_a_file_in_the_kit_words(tmp_path: Path) -> None:
    with pytest.raises(DeckFileError) as caught:
        reading.decode_deck_bytes(b"  \n", "deck.toml", DeckFileError)
    assert caught.value.lines() == ["deck.toml: the file is empty"]
    with pytest.raises(DeckFileError) as caught:
        reading.read_deck_bytes(tmp_path, 1024, DeckFileError)
    assert caught.value.first_line().endswith("not a deck file")
    big = tmp_path / "big.toml"
    big.write_bytes(b"a = 1\n" * 400)
    with pytest.raises(DeckFileError) as caught:
        reading.read_deck_bytes(big, 1024, DeckFileError)
    assert caught.value.lines() == [f"{big}: too large for a deck file (1 KiB at most)"]
    with pytest.raises(DeckFileError) as caught:
        reading.parse_toml("a = [[[[" * 100, "deep.toml", DeckFileError)
    assert len(caught.value.first_line()) <= MAX_LINE


class _GameProblem(Problem):
    AT = translate("KitTest", "{path} -> {problem}")


class _GameError(DeckFileError):
    WORDS: ClassVar[FileWords] = FileWords(
        in_file=translate("KitTest", "[{file}] {problem}"),
        empty=translate("KitTest", "nothing in it"),
        binary=translate("KitTest", "binary"),
        not_utf8=translate("KitTest", "bad byte {offset}"),
        not_a_deck_file=translate("KitTest", "is {kind}"),
        too_large=translate("KitTest", "over {size} KiB"),
    )
    PROBLEM = _GameProblem


def test_a_game_words_its_refusals_in_its_own_context() -> None:
    with pytest.raises(_GameError) as caught:
        reading.decode_deck_bytes(b"\xff\xfe\x00x", "d.toml", _GameError)
    assert caught.value.lines() == ["[d.toml] binary"]
    error = _GameError("d.toml", [_GameProblem("card[0]", "wrong"), _GameProblem("", "also")])
    assert error.lines() == ["[d.toml] card[0] -> wrong", "[d.toml] also"]
    assert str(error) == "[d.toml] card[0] -> wrong (and 1 more problem)"
