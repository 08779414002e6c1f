"""select_decks, shared by `audatia selfplay` and `audatia arena`: names, paths, errors."""

from __future__ import annotations

from pathlib import Path

import pytest

from audatia_qt.engine.resources import bundled_deck_paths
from audatia_qt.games.audatia.decks.select import DeckSelectionError, select_decks


def test_default_is_the_two_bundled_decks() -> None:
    first, second = select_decks(None, bundled_deck_paths())
    assert {first.id, second.id} == {path.stem for path in bundled_deck_paths()}


def test_ids_and_paths(tmp_path: Path) -> None:
    bundled = bundled_deck_paths()
    path = str(bundled[0])
    first, second = select_decks(["galeazzo-da-mantoa", path], bundled)
    assert first.id == "galeazzo-da-mantoa"
    assert second.id == bundled[0].stem


def test_every_bad_name_is_reported_on_its_own_line(tmp_path: Path) -> None:
    broken = tmp_path / "broken.toml"
    broken.write_text("not = [valid")
    with pytest.raises(DeckSelectionError) as caught:
        select_decks(["nope", str(broken)], bundled_deck_paths())
    lines = caught.value.lines
    assert len(lines) == 2
    assert lines[0].startswith("nope: not a deck file, nor a bundled deck (bundled: ")
    assert lines[1].startswith(f"{broken}: ")


def test_two_decks_are_needed() -> None:
    with pytest.raises(DeckSelectionError, match="two decks are needed, found 1 bundled"):
        select_decks(None, bundled_deck_paths()[:1])
