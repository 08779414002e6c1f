"""Starting the deck builder: bundled fonts for Qt, the Decks menu entry point, the CLI verb."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontDatabase, QRawFont
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from audatia_qt.__main__ import main
from audatia_qt.games.audatia.deck_builder.app import open_deck_builder
from audatia_qt.games.audatia.decks.load import DeckError
from audatia_qt.games.audatia.render import font_files
from audatia_qt.games.audatia.screens.fonts import QT_SKIPS, TEXT_FAMILY, register_fonts, serif


def test_bundled_fonts_are_registered_with_qt_once(qtbot: QtBot) -> None:
    registered = register_fonts()
    assert not registered.failed
    assert set(registered.families) == set(font_files()) - QT_SKIPS
    assert TEXT_FAMILY in registered.families["regular"]
    families = len(QFontDatabase.families())
    register_fonts()
    assert len(QFontDatabase.families()) == families


def test_a_bold_heading_keeps_its_accents_in_the_text_face(qtbot: QtBot) -> None:
    """Spanish headings ("Lección", "símbolos") in bold: every letter from the one face (the
    bundled bold cut lacks the accented letters, so Qt emboldens the regular one, issue 21)."""
    register_fonts()
    raw = QRawFont.fromFont(serif(20, bold=True))
    assert raw.familyName().startswith(TEXT_FAMILY)
    assert all(raw.supportsCharacter(ord(letter)) for letter in "áéíóúñÁÉÍÓÚÑü¿¡")


def test_a_missing_font_file_is_reported_not_fatal(qtbot: QtBot, tmp_path: Path) -> None:
    registered = register_fonts({"regular": tmp_path / "missing.otf"})
    assert registered.failed == [tmp_path / "missing.otf"]


def test_open_from_the_main_window_makes_a_window_of_its_own(
    qtbot: QtBot, shared_faces_dir: Path
) -> None:
    owner = QWidget()
    qtbot.addWidget(owner)
    window = open_deck_builder(parent=owner, cache_dir=shared_faces_dir)
    assert window.cache_dir == shared_faces_dir
    assert window.isWindow() and window.isVisible()
    assert window.testAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    assert window.document is not None and window.bundled
    qtbot.waitUntil(window.thumbnails_done, timeout=30000)
    assert window.close()


def test_open_on_a_file_that_is_not_a_deck_raises(qtbot: QtBot, tmp_path: Path) -> None:
    with pytest.raises(DeckError, match="no such file"):
        open_deck_builder(tmp_path / "nothing.toml")


def test_cli_decks_with_a_bad_path_says_why(
    qtbot: QtBot, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["decks", str(tmp_path / "nothing.toml")]) == 1
    assert "nothing.toml: no such file" in capsys.readouterr().err
