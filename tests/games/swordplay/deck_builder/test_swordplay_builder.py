"""Swordplay's deck builder (issue 29, "previewed, edited, checked and printed by the deck
builder"): the bundled deck opens as a template, an edit shows its problem in one line and is
never saved while it stands, Save As keeps the file's comments, hostile files are refused in
one line, sheets print to a PDF, Play deals New Game from the deck, Measure fills its table."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLineEdit, QMessageBox, QSpinBox
from pytestqt.qtbot import QtBot

from audatia_qt.engine.catalogue import Catalogue
from audatia_qt.engine.search.bot import RandomBot
from audatia_qt.games.catalogue import GAMES
from audatia_qt.games.swordplay.deck_builder.document import (
    CardRef,
    DeckRefused,
    SwordplayDeckDocument,
)
from audatia_qt.games.swordplay.deck_builder.measure import MeasureDialog
from audatia_qt.games.swordplay.deck_builder.window import SwordplayDeckBuilder
from audatia_qt.games.swordplay.decks.bundled import default_card_set, default_deck_path
from audatia_qt.games.swordplay.plugin import SwordplayPlugin
from audatia_qt.games.swordplay.policy.measure import pairing_count
from audatia_qt.games.swordplay.screens.new_game import SwordplayNewGamePage
from audatia_qt.shell import plain
from audatia_qt.shell.board_settings import BoardSettings
from audatia_qt.shell.i18n.language import Language
from audatia_qt.shell.main_window import MainWindow


def _forget_edits(builder: SwordplayDeckBuilder) -> None:
    """A test's edits are dropped at its end: closing asks nothing."""
    builder.maybe_keep_changes = lambda: True  # type: ignore[method-assign]


def _builder(qtbot: QtBot, library: Path, path: Path | None = None) -> SwordplayDeckBuilder:
    builder = SwordplayDeckBuilder(library_dir=library)
    qtbot.addWidget(builder, before_close_func=_forget_edits)
    builder.open_path(path or default_deck_path())
    return builder


def _type(qtbot: QtBot, line: QLineEdit, text: str) -> None:
    """Replace a line's text as a person does: select it all and type."""
    line.setFocus()
    line.selectAll()
    qtbot.keyClicks(line, text)


def _line(builder: SwordplayDeckBuilder, *key: str) -> QLineEdit:
    widget = builder.editor.widgets[key]
    assert isinstance(widget, QLineEdit)
    return widget


def test_bundled_deck_edited_checked_saved_as_and_reopened(qtbot: QtBot, tmp_path: Path) -> None:
    library = tmp_path / "decks"
    builder = _builder(qtbot, library)
    document = builder.document
    assert document is not None and document.template
    assert builder.problems.count() == 1 and builder.document.problems() == []
    builder.select(CardRef("attack", 0))
    # A bad id: its problem shows in one line above the form and in the deck's list.
    _type(qtbot, _line(builder, "id"), "Bad Id")
    assert builder.editor.problem_lines.isVisible() or builder.editor.problem_lines.text()
    lines = builder.editor.problem_lines.text().splitlines()
    assert len(lines) == 1 and "id" in lines[0] and "hyphens" in lines[0]
    assert any(
        "hyphens" in builder.problems.item(i).text() for i in range(builder.problems.count())
    )
    assert not builder.play_action.isEnabled() and not builder.print_action.isEnabled()
    # Never saved while a problem stands: the file already there is left as it was.
    target = library / "my-arena.toml"
    library.mkdir()
    target.write_text("kept", encoding="utf-8")
    assert not builder.save_to(target)
    assert target.read_text(encoding="utf-8") == "kept"
    assert "problem" in builder.last_error and "\n" not in builder.last_error
    # Mended, and a name of one's own: the deck saves, and reopens with the edit.
    _type(qtbot, _line(builder, "id"), "attack-high")
    assert builder.document.problems() == []
    assert builder.editor.problem_lines.text() == ""
    _type(qtbot, _line(builder, "name"), "Overhead Blow")
    assert builder.save_to(target)
    assert not document.template and not document.dirty
    text = target.read_text(encoding="utf-8")
    assert text.startswith("# Swordplay: Arena")  # the file's comments are kept
    reopened = SwordplayDeckDocument.open(target)
    assert reopened.card(CardRef("attack", 0))["name"] == "Overhead Blow"
    assert reopened.loaded() is not None
    # The bundled deck itself is never written.
    assert not builder.save_to(default_deck_path())
    assert "Overhead Blow" not in default_deck_path().read_text(encoding="utf-8")


def test_a_count_edit_breaks_the_box_size_and_undo_mends_it(qtbot: QtBot, tmp_path: Path) -> None:
    builder = _builder(qtbot, tmp_path)
    builder.select(CardRef("attack", 0))
    spin = builder.editor.widgets[("count",)]
    assert isinstance(spin, QSpinBox)
    spin.setValue(spin.value() + 1)
    problems = [builder.problems.item(i).text() for i in range(builder.problems.count())]
    assert problems == ["deck: the boxed edition's combat deck holds 57 cards, this one 58"]
    assert builder.verdict.text().startswith("1 problem")
    builder.undo()
    assert builder.document is not None and builder.document.problems() == []
    builder.redo()
    assert len(builder.document.problems()) == 1


def test_closing_with_unsaved_edits_asks(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    builder = SwordplayDeckBuilder(library_dir=tmp_path)
    qtbot.addWidget(builder, before_close_func=_forget_edits)
    builder.open_path(default_deck_path())
    builder.show()
    assert builder.document is not None
    builder.document.set_value(CardRef("hero", 0), ("life",), 11)
    asked: list[str] = []

    def answer(box: QMessageBox) -> QMessageBox.StandardButton:
        asked.append(box.text())
        return QMessageBox.StandardButton.Cancel

    monkeypatch.setattr(plain, "run_box", answer)
    assert not builder.close()
    assert asked == ["Save the changes to Swordplay: Arena?"]
    assert builder.isVisible()
    # Opening another deck asks too, and Cancel keeps the edited one.
    assert not builder._open_checked(default_deck_path())
    assert builder.document.value(CardRef("hero", 0), ("life",)) == 11


def test_add_duplicate_and_remove_a_design(qtbot: QtBot, tmp_path: Path) -> None:
    builder = _builder(qtbot, tmp_path)
    document = builder.document
    assert document is not None
    shields = len(document.cards("shield"))
    added = builder.add("shield")
    assert added == CardRef("shield", shields) and builder.selected == added
    assert document.card(added)["id"] == "new-shield"
    assert (added in builder.tiles) and builder.tiles[added].problems  # an original in the box
    copy = builder.duplicate()
    assert copy == CardRef("shield", shields + 1)
    assert document.card(copy)["id"] == "new-shield-copy"
    builder.remove()
    builder.remove()
    assert len(document.cards("shield")) == shields
    assert document.problems() == []


@pytest.mark.parametrize(
    ("name", "content", "said"),
    [
        ("not-toml.toml", b"this is = = not toml [", "TOML"),
        ("binary.toml", b"\x00\x01\x02" * 10, "binary"),
        ("wrong-types.toml", None, "whole number"),
        ("huge.toml", b"# " + b"x" * (10 * 1024 * 1024), "too large"),
        ("deep.toml", b"a = " + b"[" * 5000 + b"]" * 5000, ""),
    ],
)
def test_hostile_files_are_refused_in_one_line(
    qtbot: QtBot, tmp_path: Path, name: str, content: bytes | None, said: str
) -> None:
    path = tmp_path / name
    if content is None:
        text = default_deck_path().read_text(encoding="utf-8")
        content = text.replace("life = 10", 'life = "ten"', 1).encode()
    path.write_bytes(content)
    with pytest.raises(DeckRefused) as refused:
        SwordplayDeckDocument.open(path)
    line = str(refused.value)
    assert "\n" not in line and "Traceback" not in line and said in line
    builder = SwordplayDeckBuilder(library_dir=tmp_path)
    qtbot.addWidget(builder)
    assert not builder._open_checked(path)
    assert builder.document is None
    assert builder.last_error and "\n" not in builder.last_error


def test_markup_in_a_name_is_shown_as_plain_text(qtbot: QtBot, tmp_path: Path) -> None:
    text = default_deck_path().read_text(encoding="utf-8")
    markup = '<img src="/dev/zero"><b>Aldric</b>'
    path = tmp_path / "markup.toml"
    path.write_text(text.replace('"Aldric the Sellsword"', f"'{markup}'", 1), encoding="utf-8")
    builder = _builder(qtbot, tmp_path, path)
    builder.select(CardRef("hero", 0))
    assert builder.editor.title.text() == markup
    assert builder.editor.title.textFormat() == Qt.TextFormat.PlainText
    assert builder.tiles[CardRef("hero", 0)].caption == markup


def test_print_writes_a_pdf(qtbot: QtBot, tmp_path: Path) -> None:
    builder = _builder(qtbot, tmp_path)
    target = tmp_path / "sheets.pdf"
    pages = builder.print_to(target)
    assert pages == -(-(4 + 3 + 57) // 9)  # heroes, monsters, the combat deck; nine a page
    assert target.read_bytes().startswith(b"%PDF")


def test_play_this_deck_deals_new_game_from_it(qtbot: QtBot, tmp_path: Path) -> None:
    text = default_deck_path().read_text(encoding="utf-8")
    path = tmp_path / "tested.toml"
    path.write_text(text.replace("Aldric the Sellsword", "Zed the Tester", 1), encoding="utf-8")
    window = MainWindow(
        settings=BoardSettings(animation_ms=0, ai_delay_ms=0, threaded_ai=False),
        catalogue=Catalogue(GAMES),
        start_game=True,
    )
    qtbot.addWidget(window)
    window.show()
    plugin = window.games[1]
    assert isinstance(plugin, SwordplayPlugin)
    assert plugin.decks_menu in plugin.menus()
    # Decks > Swordplay Deck Builder shows only with Swordplay's board (Audatia's is on now).
    assert window.game is not plugin and not plugin.decks_menu.menuAction().isVisible()
    builder = plugin.open_deck_builder(path)
    assert builder is not None
    assert builder.play()
    dialog = window._new_game_dialog
    assert dialog is not None
    dialog.game_box.setCurrentIndex(1)
    page = dialog.page
    assert isinstance(page, SwordplayNewGamePage)
    assert page.deck_box.isVisibleTo(page) and page.deck_box.currentText() == "Swordplay: Arena"
    assert page.hero_boxes[0].currentText() == "Zed the Tester"
    dialog.accept()
    assert window.game is plugin and plugin.decks_menu.menuAction().isVisible()
    controller = plugin.controller
    assert controller is not None
    cards = controller.match.setup.config.cards
    assert cards.heroes[0].name == "Zed the Tester"
    assert cards != default_card_set()
    builder.close()


def test_measure_plays_every_pairing(qtbot: QtBot) -> None:
    cards = default_card_set()
    dialog = MeasureDialog(cards, "Arena")
    qtbot.addWidget(dialog)
    dialog.make_bot = lambda _name: RandomBot()
    dialog.games.setValue(2)
    dialog.start()
    qtbot.waitUntil(lambda: not dialog.running, timeout=60_000)
    assert dialog.report is not None and not dialog.report.cancelled
    assert dialog.table.rowCount() == pairing_count(cards) == 6 + 3
    assert all(p.games == 2 for p in dialog.report.pairings)
    assert "alone against" in dialog.cell(6, 0) and "%" in dialog.cell(0, 2)
    dialog.close()


def test_the_builder_speaks_spanish(qtbot: QtBot, tmp_path: Path, spanish: Language) -> None:
    builder = _builder(qtbot, tmp_path)
    assert builder.menuBar().actions()[0].text() == "&Archivo"
    assert builder.headers["hero"].text().startswith("Héroes")
    builder.select(CardRef("defense", 0))
    assert builder.editor.title.text() == "Agacharse"  # the design's Spanish name
    assert builder.tiles[CardRef("hero", 0)].caption == "Aldric el Mercenario"
    _type(qtbot, _line(builder, "id"), "Mal Id")
    assert "minúsculas" in builder.editor.problem_lines.text()
    path = tmp_path / "not-toml.toml"
    path.write_text("= =", encoding="utf-8")
    fresh = SwordplayDeckBuilder(library_dir=tmp_path)
    qtbot.addWidget(fresh)
    assert not fresh._open_checked(path)
    assert fresh.last_error.startswith(str(path)) or "Swordplay" in fresh.last_error
    assert "\n" not in fresh.last_error
