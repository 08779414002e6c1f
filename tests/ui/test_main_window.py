"""Smoke tests of the main window: it opens, has its menus, and tells who made the game."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMenu, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from audatia_qt import __version__
from audatia_qt.ui import main_window
from audatia_qt.ui.main_window import MainWindow, about_text


def _menus(window: MainWindow) -> dict[str, QMenu]:
    """Return the window's top-level menus keyed by their title without the mnemonic."""
    menus: dict[str, QMenu] = {}
    for action in window.menuBar().actions():
        menu = action.menu()
        assert isinstance(menu, QMenu)
        menus[menu.title().replace("&", "")] = menu
    return menus


def _action_texts(menu: QMenu) -> list[str]:
    return [action.text().replace("&", "") for action in menu.actions() if not action.isSeparator()]


def test_window_opens_with_title_and_sizes(qtbot: QtBot) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert window.windowTitle() == "Audatia"
    assert (window.width(), window.height()) == (1280, 800)
    assert (window.minimumWidth(), window.minimumHeight()) == (1024, 640)
    assert window.centralWidget() is not None


def test_window_has_game_decks_help_menus(qtbot: QtBot) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    menus = _menus(window)
    assert list(menus) == ["Game", "Decks", "Help"]
    assert _action_texts(menus["Game"]) == ["New Game", "Quit"]
    assert _action_texts(menus["Decks"]) == ["Check Bundled Decks"]
    assert _action_texts(menus["Help"]) == ["About Audatia"]


def test_new_game_is_disabled_until_the_table_exists(qtbot: QtBot) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    assert not window.new_game_action.isEnabled()
    assert "table" in window.new_game_action.statusTip()


def test_quit_closes_the_window(qtbot: QtBot) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert window.quit_action.shortcut().toString() == "Ctrl+Q"
    window.quit_action.trigger()
    qtbot.waitUntil(lambda: not window.isVisible())


def test_about_text_names_version_game_and_credits() -> None:
    text = about_text()
    assert __version__ in text
    assert "Guy Windsor" in text
    assert "Fiore dei Liberi" in text
    assert "Samuli Raninen" in text
    assert "Jussi Alarauhio" in text
    assert "Games and Tales Oy" in text
    assert "unofficial fan implementation" in text


def test_about_action_shows_about_text(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    assert window.about_action in _menus(window)["Help"].actions()
    assert window.about_action.isEnabled()
    # The real QMessageBox.about runs a modal loop that would block the test; record instead.
    shown: list[tuple[QWidget, str, str]] = []
    monkeypatch.setattr(
        QMessageBox, "about", lambda parent, title, text: shown.append((parent, title, text))
    )
    window.about_action.trigger()
    assert shown == [(window, "About Audatia", about_text())]


def test_deck_report_box_does_not_block(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(main_window, "check_bundled_decks", lambda: (0, "decks/fiore.toml: ok"))
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    box = window.show_deck_report()
    qtbot.waitExposed(box)
    assert isinstance(box, QMessageBox)
    assert "valid" in box.text()
    assert "fiore.toml" in box.informativeText()
    box.accept()
    qtbot.waitUntil(lambda: not box.isVisible())
