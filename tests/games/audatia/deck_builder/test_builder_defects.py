"""The deck builder's defects found by trying it as a new user would (issue 19)."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from audatia_qt.engine.resources import decks_dir
from audatia_qt.games.audatia.deck_builder.document import CardRef
from audatia_qt.games.audatia.deck_builder.widgets import (
    BonusesField,
    CountField,
    EffectField,
    LineField,
)
from audatia_qt.games.audatia.deck_builder.window import DeckBuilderWindow

#: What pydantic says in its own words; a deck author must never read these.
PYDANTIC_WORDS = ("String should", "pattern", "^[", "Input should", "at least 1 character")


@pytest.fixture
def builder(qtbot: QtBot, builder_faces: Path, tmp_path: Path) -> Iterator[DeckBuilderWindow]:
    target = tmp_path / "galeazzo.toml"
    shutil.copyfile(decks_dir() / "galeazzo-da-mantoa.toml", target)
    window = DeckBuilderWindow(cache_dir=builder_faces, library_dir=tmp_path / "library")
    qtbot.addWidget(window, before_close_func=_forget_edits)
    window.open_path(target)
    window.show()
    yield window


def _forget_edits(window: DeckBuilderWindow) -> None:
    if window.document is not None:
        window.document._set_dirty(False)


@pytest.mark.parametrize("typed", ["", "Bad Id", "a--b", "-start", "Upper"])
@pytest.mark.parametrize("ref", [CardRef("posta", 0), CardRef("deck")])
def test_an_invalid_id_is_said_in_words(
    qtbot: QtBot, builder: DeckBuilderWindow, ref: CardRef, typed: str
) -> None:
    builder.select(ref)
    card_id = builder.editor.widgets["id"]
    assert isinstance(card_id, LineField)
    card_id.line.setFocus()
    card_id.line.selectAll()
    card_id.line.del_()
    qtbot.keyClicks(card_id.line, typed)
    message = builder.editor.messages["id"]
    assert message.isVisibleTo(builder.editor)
    shown = [message.text()] + [
        builder.status.list.item(i).text() for i in range(builder.status.list.count())
    ]
    for text in shown:
        assert not any(words in text for words in PYDANTIC_WORDS), text
    assert "lowercase" in message.text() or "empty" in message.text()


def test_typing_a_virtue_bonus_out_of_range_says_the_range(
    qtbot: QtBot, builder: DeckBuilderWindow
) -> None:
    builder.select(CardRef("posta", 0))
    bonuses = builder.editor.widgets["bonuses"]
    assert isinstance(bonuses, BonusesField)
    spin = bonuses.spins["audatia"]
    assert "+1 to +9" in spin.toolTip()
    assert bonuses.range_note.isHidden()
    spin.setFocus()
    spin.lineEdit().selectAll()
    qtbot.keyClicks(spin, "99")
    assert not bonuses.range_note.isHidden()
    assert "+1 to +9" in bonuses.range_note.text() and "99" in bonuses.range_note.text()
    spin.lineEdit().selectAll()
    qtbot.keyClicks(spin, "4")
    assert bonuses.range_note.isHidden()  # a value in range clears the note


def test_copies_and_effect_amounts_say_their_range_too(
    qtbot: QtBot, builder: DeckBuilderWindow
) -> None:
    builder.select(CardRef("strike", 0))
    count = builder.editor.widgets["count"]
    assert isinstance(count, CountField)
    count.spin.setFocus()
    count.spin.lineEdit().selectAll()
    qtbot.keyClicks(count.spin, "40")
    assert not count.range_note.isHidden() and "1 to 12" in count.range_note.text()
    builder.select(CardRef("skill", 0))
    effect = builder.editor.widgets["effect"]
    assert isinstance(effect, EffectField)
    assert "+1 to +9" in effect.amount.toolTip()
