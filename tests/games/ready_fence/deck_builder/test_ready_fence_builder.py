"""Ready...Fence!'s deck builder (issue 30, "previewed, edited and printed by the deck
builder"; decks "previewed, edited, checked, printed, played and measured by the people who
make them"): the bundled deck opens as a template with its faces grouped by colour, an edit
shows its problem in one line and is never saved while it stands, a deck that no longer deals a
level's bout says so, Save As keeps the file's comments, hostile files are refused in one line
with the work open kept, sheets print to a PDF, Play hands the cards on, Measure fences."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QLineEdit, QMessageBox, QSpinBox, QWidget
from pytestqt.qtbot import QtBot

from audatia_qt.engine.search.bot import RandomBot
from audatia_qt.games.ready_fence.deck_builder.document import (
    CardRef,
    DeckRefused,
    ReadyFenceDeckDocument,
)
from audatia_qt.games.ready_fence.deck_builder.measure import ReadyFenceMeasureDialog
from audatia_qt.games.ready_fence.deck_builder.window import (
    LIBRARY_FOLDER,
    ReadyFenceDeckBuilder,
)
from audatia_qt.games.ready_fence.decks.bundled import default_card_set, default_deck_path
from audatia_qt.games.ready_fence.rules.cards import CardSet
from audatia_qt.shell import plain
from audatia_qt.shell.i18n.language import Language

TOE_TOUCH = CardRef("card", 5)


def _forget_edits(builder: ReadyFenceDeckBuilder) -> None:
    """A test's edits are dropped at its end: closing asks nothing."""
    builder.maybe_keep_changes = lambda: True  # type: ignore[method-assign]


def _builder(
    qtbot: QtBot, library: Path, path: Path | None = None, **kwargs: object
) -> ReadyFenceDeckBuilder:
    builder = ReadyFenceDeckBuilder(None, library_dir=library, **kwargs)  # type: ignore[arg-type]
    qtbot.addWidget(builder, before_close_func=_forget_edits)
    builder.open_path(path or default_deck_path())
    return builder


def _type(qtbot: QtBot, line: QLineEdit, text: str) -> None:
    """Replace a line's text as a person does: select it all and type."""
    line.setFocus()
    line.selectAll()
    qtbot.keyClicks(line, text)


def _widget(builder: ReadyFenceDeckBuilder, *key: str) -> QWidget:
    return builder.editor.widgets[key]


def _line(builder: ReadyFenceDeckBuilder, *key: str) -> QLineEdit:
    widget = _widget(builder, *key)
    assert isinstance(widget, QLineEdit)
    return widget


def _problem_lines(builder: ReadyFenceDeckBuilder) -> list[str]:
    return [builder.problems.item(i).text() for i in range(builder.problems.count())]


def test_the_library_is_its_own_folder() -> None:
    assert LIBRARY_FOLDER == "ready-fence-decks"


def test_bundled_deck_opens_as_a_template_grouped_by_colour(qtbot: QtBot, tmp_path: Path) -> None:
    builder = _builder(qtbot, tmp_path)
    document = builder.document
    assert document is not None and document.template and document.problems() == []
    assert builder.verdict.text().startswith("\u2713")
    assert set(builder.headers) == {
        "red",
        "orange",
        "light-blue",
        "dark-blue",
        "two-colour",
        "gold",
    }
    assert builder.headers["gold"].text() == "Gold: the Joker  \u00b7  1 designs, 2 cards"
    assert document.count("card") == 54
    qtbot.waitUntil(builder.thumbnails_done, timeout=60_000)
    assert all(
        tile.pixmap is not None and not tile.pixmap.isNull() for tile in builder.tiles.values()
    )
    # The preview draws the selected design's face.
    builder.select(TOE_TOUCH)
    assert builder.editor.title.text() == "Toe Touch"
    assert not builder.preview.view.item.pixmap().isNull()


def test_a_field_left_out_shows_what_the_game_reads(qtbot: QtBot, tmp_path: Path) -> None:
    builder = _builder(qtbot, tmp_path)
    builder.select(TOE_TOUCH)
    assert "reach" not in builder.document.card(TOE_TOUCH)  # type: ignore[union-attr]
    reach = _widget(builder, "reach")
    assert isinstance(reach, QComboBox) and reach.currentData() == "lunge"


def test_edits_are_checked_in_one_line_and_never_saved_while_wrong(
    qtbot: QtBot, tmp_path: Path
) -> None:
    library = tmp_path / "decks"
    builder = _builder(qtbot, library)
    document = builder.document
    assert document is not None
    builder.select(TOE_TOUCH)
    _type(qtbot, _line(builder, "id"), "Bad Id")
    lines = builder.editor.problem_lines.text().splitlines()
    assert len(lines) == 1 and "id" in lines[0]
    assert any("card[5]" in line for line in _problem_lines(builder))
    assert builder.tiles[TOE_TOUCH].problems
    assert not builder.play_action.isEnabled() and not builder.print_action.isEnabled()
    assert not builder.measure_action.isEnabled()
    target = library / "mine.toml"
    library.mkdir()
    target.write_text("kept", encoding="utf-8")
    assert not builder.save_to(target)
    assert target.read_text(encoding="utf-8") == "kept"
    assert "problem" in builder.last_error and "\n" not in builder.last_error
    # Mended, a name and a speed of one's own: the deck saves and reopens with the edits.
    _type(qtbot, _line(builder, "id"), "toe-touch")
    assert document.problems() == []
    _type(qtbot, _line(builder, "name"), "Foot Touch")
    speed = _widget(builder, "speed")
    assert isinstance(speed, QSpinBox)
    speed.setValue(5)
    colour = _widget(builder, "colour")
    assert isinstance(colour, QComboBox)
    colour.setCurrentIndex(colour.findData("orange"))
    assert document.card(TOE_TOUCH)["colour"] == "orange"
    red = next(group for group in builder.grouping if group.key == "red")
    assert TOE_TOUCH not in red.refs  # the tile moved to its colour
    colour.setCurrentIndex(colour.findData("red"))
    assert builder.save_to(target)
    assert not document.template and not document.dirty
    text = target.read_text(encoding="utf-8")
    assert text.startswith("# Ready...Fence!")  # the file's comments are kept
    reopened = ReadyFenceDeckDocument.open(target)
    assert reopened.card(TOE_TOUCH)["name"] == "Foot Touch"
    assert reopened.card(TOE_TOUCH)["speed"] == 5
    assert reopened.loaded() is not None
    # The bundled deck itself is never written.
    assert not builder.save_to(default_deck_path())
    assert "Foot Touch" not in default_deck_path().read_text(encoding="utf-8")


def test_a_deck_that_no_longer_deals_a_level_says_so(qtbot: QtBot, tmp_path: Path) -> None:
    builder = _builder(qtbot, tmp_path)
    document = builder.document
    assert document is not None
    builder.select(None)
    edition = _widget(builder, "edition")
    assert isinstance(edition, QComboBox)
    edition.setCurrentIndex(edition.findData("custom"))
    assert document.problems() == []
    builder.select(CardRef("card", 0))  # the Straight Thrust kept in hand at Basic
    basic = _widget(builder, "marks").findChild(QWidget, "option_B")
    assert basic is not None
    basic.setChecked(False)  # type: ignore[attr-defined]
    assert _problem_lines(builder) == [
        "deck: the basic level needs two Straight Thrusts kept in hand"
    ]
    assert not builder.play_action.isEnabled()
    builder.undo()
    assert document.problems() == []
    builder.redo()
    assert len(document.problems()) == 1


def test_a_count_edit_breaks_the_box_and_undo_mends_it(qtbot: QtBot, tmp_path: Path) -> None:
    builder = _builder(qtbot, tmp_path)
    builder.select(TOE_TOUCH)
    spin = _widget(builder, "count")
    assert isinstance(spin, QSpinBox)
    spin.setValue(spin.value() + 1)
    assert _problem_lines(builder) == [
        "deck: the boxed edition holds 54 cards, this one 55",
        "deck: the boxed edition holds 2 cards of toe-touch, this one 3",
        "deck: the boxed edition marks 35 cards B, this one 36",
    ]
    assert builder.verdict.text().startswith("3 problem")
    builder.undo()
    assert builder.document is not None and builder.document.problems() == []


def test_add_duplicate_and_remove_a_card(qtbot: QtBot, tmp_path: Path) -> None:
    builder = _builder(qtbot, tmp_path)
    document = builder.document
    assert document is not None
    designs = len(document.cards("card"))
    added = builder.add("card")
    assert added == CardRef("card", designs) and builder.selected == added
    assert document.card(added)["id"] == "new-card"
    assert document.design(added) is not None  # a new card has a face at once
    assert added in builder.tiles and builder.tiles[added].problems == []
    assert document.problems()  # fifty-five cards in the box
    copy = builder.duplicate()
    assert copy == CardRef("card", designs + 1)
    assert document.card(copy)["id"] == "new-card-copy"
    builder.remove()
    builder.remove()
    assert len(document.cards("card")) == designs
    assert document.problems() == []


def test_closing_with_unsaved_edits_asks(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    builder = _builder(qtbot, tmp_path)
    builder.show()
    assert builder.document is not None
    builder.document.set_value(TOE_TOUCH, ("speed",), 7)
    asked: list[str] = []

    def answer(box: QMessageBox) -> QMessageBox.StandardButton:
        asked.append(box.text())
        return QMessageBox.StandardButton.Cancel

    monkeypatch.setattr(plain, "run_box", answer)
    assert not builder.close()
    assert asked == ["Save the changes to Ready...Fence! (épée)?"]
    assert builder.isVisible()
    # Opening another deck asks too, and Cancel keeps the edited one.
    assert not builder._open_checked(default_deck_path())
    assert builder.document.value(TOE_TOUCH, ("speed",)) == 7


@pytest.mark.parametrize(
    ("name", "content", "said"),
    [
        ("not-toml.toml", b"this is = = not toml [", "TOML"),
        ("binary.toml", b"\x00\x01\x02" * 10, "binary"),
        ("wrong-types.toml", None, "integer"),
        ("huge.toml", b"# " + b"x" * (1024 * 1024), "too large"),
        ("deep.toml", b"a = " + b"[" * 5000 + b"]" * 5000, ""),
        ("picture.toml", b"\x89PNG\r\n\x1a\n" + b"\x00" * 64, ""),
    ],
)
def test_hostile_files_are_refused_in_one_line_and_the_work_kept(
    qtbot: QtBot, tmp_path: Path, name: str, content: bytes | None, said: str
) -> None:
    path = tmp_path / name
    if content is None:
        text = default_deck_path().read_text(encoding="utf-8")
        content = text.replace("speed = 3", 'speed = "three"', 1).encode()
    path.write_bytes(content)
    with pytest.raises(DeckRefused) as refused:
        ReadyFenceDeckDocument.open(path)
    line = str(refused.value)
    assert "\n" not in line and "Traceback" not in line and said in line
    # The deck open in the builder, with its unsaved edit, stays as it was.
    builder = _builder(qtbot, tmp_path)
    document = builder.document
    assert document is not None
    document.set_value(TOE_TOUCH, ("speed",), 7)
    builder.maybe_keep_changes = lambda: True  # type: ignore[method-assign]
    assert not builder._open_checked(path)
    assert builder.document is document and document.value(TOE_TOUCH, ("speed",)) == 7
    assert builder.last_error and "\n" not in builder.last_error
    with pytest.raises(DeckRefused):
        builder.open_path(path)


def test_markup_in_a_name_is_shown_as_plain_text(qtbot: QtBot, tmp_path: Path) -> None:
    text = default_deck_path().read_text(encoding="utf-8")
    markup = '<img src="/dev/zero"><b>Toe</b>'
    path = tmp_path / "markup.toml"
    path.write_text(text.replace('name = "Toe Touch"', f"name = '{markup}'", 1), encoding="utf-8")
    builder = _builder(qtbot, tmp_path, path)
    builder.select(TOE_TOUCH)
    assert builder.editor.title.textFormat() == Qt.TextFormat.PlainText
    assert builder.document is not None and builder.document.card(TOE_TOUCH)["name"] == markup


def test_print_writes_a_pdf(qtbot: QtBot, tmp_path: Path) -> None:
    builder = _builder(qtbot, tmp_path)
    target = tmp_path / "sheets.pdf"
    pages = builder.print_to(target)
    assert pages == -(-54 // 9)  # the 54 cards, nine a page
    assert target.read_bytes().startswith(b"%PDF")


def test_play_this_deck_hands_on_its_cards_and_name(qtbot: QtBot, tmp_path: Path) -> None:
    played: list[tuple[CardSet, str]] = []
    builder = _builder(qtbot, tmp_path, play=lambda cards, name: played.append((cards, name)))
    assert builder.play_action.isEnabled()
    builder.document.set_value(TOE_TOUCH, ("speed",), 5)  # type: ignore[union-attr]
    assert builder.play()
    [(cards, name)] = played
    assert name == "Ready...Fence! (épée)" and len(cards.cards) == 54
    assert cards != default_card_set()
    assert any(card.id == "toe-touch" and card.speed == 5 for card in cards.cards)
    # A deck with a problem is not played.
    builder.document.set_value(TOE_TOUCH, ("speed",), None)  # type: ignore[union-attr]
    assert not builder.play_action.isEnabled() and not builder.play()
    builder.select(TOE_TOUCH)
    assert builder.preview.note.text() == "The preview waits until this design's fields are valid."
    assert len(played) == 1


def test_without_play_the_action_is_off(qtbot: QtBot, tmp_path: Path) -> None:
    builder = _builder(qtbot, tmp_path)
    assert not builder.play_action.isEnabled() and not builder.play()


def test_measure_fences_seeded_bouts_between_equal_fencers(qtbot: QtBot) -> None:
    dialog = ReadyFenceMeasureDialog(default_card_set(), "Standard")
    qtbot.addWidget(dialog)
    dialog.make_bot = lambda _name: RandomBot()
    dialog.bouts.setValue(4)
    dialog.level.setCurrentIndex(dialog.level.findData("tutorial"))
    dialog.start()
    assert dialog.running and not dialog.run_button.isEnabled()
    qtbot.waitUntil(lambda: not dialog.running, timeout=120_000)
    report = dialog.report
    assert report is not None and not report.cancelled and report.bouts == 4
    assert sum(report.wins) <= 4
    assert dialog.table.rowCount() == 2
    assert dialog.cell(0, 1).endswith("of 4") and "%" in dialog.cell(0, 2)
    dialog.close()


def test_measure_opens_from_the_builder(qtbot: QtBot, tmp_path: Path) -> None:
    builder = _builder(qtbot, tmp_path)
    dialog = builder.open_measure()
    assert dialog is not None and dialog.isVisible()
    assert dialog.windowTitle() == "Measure \u2014 Ready...Fence! (épée)"
    dialog.close()


def test_the_builder_speaks_spanish(qtbot: QtBot, tmp_path: Path, spanish: Language) -> None:
    builder = _builder(qtbot, tmp_path)
    assert builder.menuBar().actions()[0].text() == "&Archivo"
    assert builder.headers["red"].text().startswith("Rojas: ofensivas")
    builder.select(TOE_TOUCH)
    assert builder.editor.title.text() == "Toque al Pie"  # the design's Spanish name
    _type(qtbot, _line(builder, "id"), "Mal Id")
    assert "minúsculas" in builder.editor.problem_lines.text()
    path = tmp_path / "not-toml.toml"
    path.write_text("= =", encoding="utf-8")
    fresh = ReadyFenceDeckBuilder(None, library_dir=tmp_path)
    qtbot.addWidget(fresh)
    assert not fresh._open_checked(path)
    assert "Ready...Fence!" in fresh.last_error and "\n" not in fresh.last_error
