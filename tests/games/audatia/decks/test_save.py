"""Writing deck files: byte-for-byte round trips, comments kept through edits, atomic saves."""

from __future__ import annotations

import copy
import os
import tomllib
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from audatia_qt.engine.resources import bundled_deck_paths
from audatia_qt.games.audatia.decks import save as save_module
from audatia_qt.games.audatia.decks.load import load_deck
from audatia_qt.games.audatia.decks.save import (
    DeckSaveError,
    TomlWriteError,
    dump_deck,
    read_layout,
    save_deck,
    save_deck_text,
    toml_value,
)


def _read(path: Path) -> tuple[str, dict[str, Any]]:
    text = path.read_text(encoding="utf-8")
    return text, tomllib.loads(text)


@pytest.mark.parametrize("path", bundled_deck_paths(), ids=lambda path: path.stem)
def test_an_unedited_deck_is_written_back_byte_for_byte(path: Path) -> None:
    text, data = _read(path)
    assert dump_deck(data, read_layout(text)) == text


@pytest.mark.parametrize("path", bundled_deck_paths(), ids=lambda path: path.stem)
def test_load_save_load_gives_the_same_deck(path: Path, tmp_path: Path) -> None:
    text, data = _read(path)
    target = tmp_path / path.name
    save_deck(target, data, read_layout(text))
    assert load_deck(target).file == load_deck(path).file
    # Without a layout (a new deck) the plain writer still reads back the same.
    plain = tmp_path / "plain.toml"
    save_deck(plain, data)
    assert load_deck(plain).file == load_deck(path).file


def test_an_edit_changes_only_its_own_line_and_keeps_every_comment(tmp_path: Path) -> None:
    path = bundled_deck_paths()[0]
    text, data = _read(path)
    edited = copy.deepcopy(data)
    edited["strike"][0]["text"] = 'A "new" text\twith a tab'
    out = dump_deck(edited, read_layout(text))
    before, after = text.splitlines(), out.splitlines()
    assert len(before) == len(after)
    changed = [(old, new) for old, new in zip(before, after, strict=True) if old != new]
    assert changed == [(changed[0][0], 'text = "A \\"new\\" text\\twith a tab"')]
    assert [line for line in before if line.startswith("#")] == [
        line for line in after if line.startswith("#")
    ]
    assert tomllib.loads(out) == edited


def test_removed_moved_and_added_cards_keep_order_and_section_comments() -> None:
    text = (
        "# The deck's own header.\n"
        "\n"
        "[deck]\n"
        'id = "d"\n'
        "\n"
        "# --- Poste ---\n"
        "\n"
        "[[posta]]\n"
        'id = "a"\n'
        "\n"
        "# b is special\n"
        "[[posta]]\n"
        'id = "b"  # inline note\n'
        "# about c's name\n"
        'name = "Bee"\n'
        "\n"
        "[[posta]]\n"
        'id = "c"\n'
        "\n"
        "# the end\n"
    )
    data = tomllib.loads(text)
    layout = read_layout(text)
    posta = data["posta"]
    data["posta"] = [posta[1], posta[2], {"id": "new"}]  # a removed, b moved first, new added
    out = dump_deck(data, layout)
    assert out == (
        "# The deck's own header.\n"
        "\n"
        "[deck]\n"
        'id = "d"\n'
        "\n"
        "# --- Poste ---\n"
        "\n"
        "# b is special\n"
        "[[posta]]\n"
        'id = "b"  # inline note\n'
        "# about c's name\n"
        'name = "Bee"\n'
        "\n"
        "[[posta]]\n"
        'id = "c"\n'
        "\n"
        "[[posta]]\n"
        'id = "new"\n'
        "\n"
        "# the end\n"
    )
    assert tomllib.loads(out) == data


def test_a_changed_value_drops_its_inline_comment_but_keeps_the_line_above() -> None:
    text = '[deck]\n# why\nid = "a"  # note\n'
    data = tomllib.loads(text)
    data["deck"]["id"] = "b"
    assert dump_deck(data, read_layout(text)) == '[deck]\n# why\nid = "b"\n'


def test_values_are_written_as_toml() -> None:
    assert toml_value(True) == "true"
    assert toml_value([1, "a", {"k": False}]) == '[1, "a", { k = false }]'
    assert toml_value({"a b": 1}) == '{ "a b" = 1 }'
    assert toml_value("\x00\x7f\\") == '"\\u0000\\u007F\\\\"'
    with pytest.raises(TomlWriteError, match="NoneType"):
        toml_value(None)
    with pytest.raises(TomlWriteError, match="surrogate"):
        toml_value("\ud800")


_TEXT = st.text(st.characters(blacklist_categories=("Cs",)), max_size=40)


@settings(max_examples=150, deadline=None)
@given(name=_TEXT, text=_TEXT, count=st.integers(1, 12), flag=st.booleans())
def test_any_field_values_read_back_the_same(name: str, text: str, count: int, flag: bool) -> None:
    source, data = _read(bundled_deck_paths()[0])
    data["strike"][1].update(name=name, text=text, count=count, basic=flag)
    assert tomllib.loads(dump_deck(data, read_layout(source))) == data


def test_a_layout_that_cannot_be_read_is_empty_and_the_deck_is_written_plainly() -> None:
    text = 'top = 1\n[deck]\nid = "a"\n'
    data = tomllib.loads(text)
    assert read_layout("not toml [") == read_layout("")
    assert tomllib.loads(dump_deck(data, read_layout(text))) == data


def test_save_replaces_the_file_and_keeps_its_permissions(tmp_path: Path) -> None:
    target = tmp_path / "deck.toml"
    target.write_text("old")
    os.chmod(target, 0o600)
    save_deck_text(target, "new = 1\n")
    assert target.read_text() == "new = 1\n"
    assert target.stat().st_mode & 0o777 == 0o600
    assert sorted(path.name for path in tmp_path.iterdir()) == ["deck.toml"]


def test_a_failed_write_leaves_the_original_untouched(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "deck.toml"
    target.write_text("the original")

    def fail(descriptor: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(save_module.os, "fsync", fail)
    with pytest.raises(DeckSaveError, match="No space left on device"):
        save_deck_text(target, "half a deck")
    assert target.read_text() == "the original"
    assert sorted(path.name for path in tmp_path.iterdir()) == ["deck.toml"]


def test_saving_into_a_missing_folder_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(DeckSaveError, match="cannot write in"):
        save_deck_text(tmp_path / "nowhere" / "deck.toml", "x = 1\n")


def test_data_that_would_not_read_back_is_never_written(tmp_path: Path) -> None:
    target = tmp_path / "deck.toml"
    target.write_text("the original")
    with pytest.raises(TomlWriteError):
        save_deck(target, {"deck": {"id": None}})
    assert target.read_text() == "the original"
