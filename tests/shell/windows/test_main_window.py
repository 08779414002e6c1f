"""The main window: it opens on a game, has its menus, starts new games and rematches, and
tells who made the game."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QMenu, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from audatia_qt import __version__
from audatia_qt.engine.catalogue import Catalogue
from audatia_qt.engine.session.match import SeatKind
from audatia_qt.games.audatia import plugin as audatia_plugin
from audatia_qt.games.audatia.board.controller import TableSettings
from audatia_qt.games.audatia.board.widget import TableWidget
from audatia_qt.games.audatia.plugin import about_text
from audatia_qt.games.audatia.rules import Seat
from audatia_qt.games.audatia.screens.new_game import NewGameFields
from audatia_qt.shell.main_window import MainWindow
from audatia_qt.shell.new_game_frame import NewGameFrame


def _menus(window: MainWindow) -> dict[str, QMenu]:
    """The top-level menus a person sees (another game's are there, hidden), keyed by their
    title without the mnemonic."""
    menus: dict[str, QMenu] = {}
    for action in window.menuBar().actions():
        if not action.isVisible():
            continue
        menu = action.menu()
        assert isinstance(menu, QMenu)
        menus[menu.title().replace("&", "")] = menu
    return menus


def _action_texts(menu: QMenu) -> list[str]:
    """The items a person sees in ``menu`` (another installed game's items are there, hidden)."""
    return [
        action.text().replace("&", "")
        for action in menu.actions()
        if not action.isSeparator() and action.isVisible()
    ]


#: The main window's card faces go to a temporary folder, not the user's cache.


def test_window_opens_with_title_and_sizes(catalogue: Catalogue, qtbot: QtBot) -> None:
    window = MainWindow(catalogue=catalogue)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert window.windowTitle() == "Audatia"
    assert (window.width(), window.height()) == (1280, 800)
    assert (window.minimumWidth(), window.minimumHeight()) == (1024, 640)
    assert window.centralWidget() is not None


def test_window_has_game_decks_help_menus(catalogue: Catalogue, qtbot: QtBot) -> None:
    window = MainWindow(catalogue=catalogue)
    qtbot.addWidget(window)
    menus = _menus(window)
    assert list(menus) == ["Game", "Decks", "Learn", "Help"]
    assert _action_texts(menus["Game"]) == [
        "New Game…",
        "Rematch",
        "Host Network Game…",
        "Join Network Game…",
        "Undo",
        "Redo",
        "Save…",
        "Load…",
        "Open Replay…",
        "Replay This Game",
        "Settings…",
        "Animations",
        "Computer pace",
        "Show Hints",
        "Explain Computer Moves",
        "Quit",
    ]
    assert _action_texts(menus["Decks"]) == ["Check Bundled Decks", "Deck Builder…"]
    assert _action_texts(menus["Learn"]) == ["Course…", "Open Lesson File…"]
    assert _action_texts(menus["Help"]) == ["Rules", "Keyboard", "About Audatia"]


def test_the_window_opens_on_a_game_against_the_computer(
    catalogue: Catalogue, qtbot: QtBot
) -> None:
    window = MainWindow(catalogue=catalogue)
    qtbot.addWidget(window)
    assert isinstance(window.centralWidget(), TableWidget)
    controller = window.controller
    assert controller is not None
    assert controller.match.setup.players == (SeatKind.HUMAN, SeatKind.COMPUTER)
    assert window.new_game_action.isEnabled()
    assert window.new_game_action.shortcut().toString() == "Ctrl+N"


def test_new_game_dialog_starts_the_game_it_describes(catalogue: Catalogue, qtbot: QtBot) -> None:
    window = MainWindow(catalogue=catalogue)
    qtbot.addWidget(window)
    window.show()
    dialog = window.show_new_game_dialog()
    assert isinstance(dialog, NewGameFrame) and isinstance(dialog.page, NewGameFields)
    assert dialog.page.seed_edit.text().isdigit()
    dialog.page.seed_edit.setText("4242")
    dialog.page.kind_boxes[1].setCurrentIndex(0)  # both human: hot-seat
    dialog.page.challenger_box.setCurrentIndex(1)
    dialog.page.break_box.setChecked(False)
    dialog.accept()
    controller = window.controller
    assert controller is not None
    config = controller.match.setup.config
    assert config.seed == 4242
    assert config.challenger is Seat.B
    assert not config.break_rule
    assert controller.match.setup.hot_seat


def test_rematch_keeps_the_players_with_a_new_deal(catalogue: Catalogue, qtbot: QtBot) -> None:
    window = MainWindow(catalogue=catalogue)
    qtbot.addWidget(window)
    first = window.controller
    assert first is not None and window.choice is not None
    window.rematch_action.trigger()
    second = window.controller
    assert second is not None and second is not first
    assert second.match.setup.players == first.match.setup.players
    assert second.match.setup.config.decks == first.match.setup.config.decks


def test_quit_closes_the_window(catalogue: Catalogue, qtbot: QtBot) -> None:
    window = MainWindow(catalogue=catalogue)
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


def test_about_action_shows_about_text(
    catalogue: Catalogue, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = MainWindow(catalogue=catalogue)
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


def test_deck_report_box_does_not_block(
    catalogue: Catalogue, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(audatia_plugin, "check_bundled_decks", lambda: (0, "decks/fiore.toml: ok"))
    window = MainWindow(catalogue=catalogue)
    qtbot.addWidget(window)
    window.show()
    box = window.game.show_deck_report()
    qtbot.waitExposed(box)
    assert isinstance(box, QMessageBox)
    assert "valid" in box.text()
    assert "fiore.toml" in box.informativeText()
    box.accept()
    qtbot.waitUntil(lambda: not box.isVisible())


def test_deck_builder_action_opens_the_deck_builder(
    catalogue: Catalogue, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    from audatia_qt.games.audatia import plugin as audatia_plugin

    window = MainWindow(catalogue=catalogue)
    qtbot.addWidget(window)
    opened: list[tuple[QWidget | None, dict[str, object]]] = []
    monkeypatch.setattr(
        audatia_plugin,
        "open_deck_builder",
        lambda parent=None, **options: opened.append((parent, options)),
    )
    assert window.game.deck_builder_action in _menus(window)["Decks"].actions()
    assert "edit, check and print" in window.game.deck_builder_action.statusTip()
    window.game.deck_builder_action.trigger()
    ((parent, options),) = opened
    assert parent is window
    # The builder draws into the table's face cache, not a folder of its own.
    assert options["cache_dir"] == window.game.cache.directory


def test_without_an_autosave_folder_or_preferences_the_window_writes_nothing(
    catalogue: Catalogue, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Tests, --screenshot and --self-test build the window bare: they play without touching
    the player's autosave or settings (even where AUDATIA_DATA_DIR points)."""
    monkeypatch.setenv("AUDATIA_DATA_DIR", str(tmp_path / "data"))
    window = MainWindow(
        catalogue=catalogue,
        settings=TableSettings(animation_ms=0, ai_delay_ms=0, threaded_ai=False),
    )
    qtbot.addWidget(window)
    assert window.autosave is None and window.preferences is None
    controller = window.controller
    assert controller is not None
    assert controller.play_computer_moves(5) == 5
    window.set_animation_speed(2.0)
    window.close()
    assert not (tmp_path / "data").exists()


def test_help_keyboard_lists_the_table_keys_and_the_menus_shortcuts(
    catalogue: Catalogue, qtbot: QtBot
) -> None:
    window = MainWindow(catalogue=catalogue)
    qtbot.addWidget(window)
    text = window.keys_text()
    for words in ("Left, Right", "1 to 9", "Esc", "Down, Up", "Ctrl+Z", "Ctrl+,", "F1"):
        assert words in text, words
    assert "Game \u25b8 Settings" in text
    box = window.show_keys()
    assert box.text() == text
    box.close()


def _mnemonic(text: str) -> str | None:
    """The key an item's ``&`` names (``&&`` is an ampersand), lowercase; None without one."""
    plain = text.replace("&&", "")
    at = plain.find("&")
    return plain[at + 1].lower() if 0 <= at < len(plain) - 1 else None


def _clashing_mnemonics(window: MainWindow) -> dict[str, list[str]]:
    """Each menu's items whose ``&`` names a key another item of that menu also names (Qt
    then only moves between them on that key, and none is chosen)."""
    clashes: dict[str, list[str]] = {}
    for title, menu in _menus(window).items():
        keys = [
            _mnemonic(action.text())
            for action in menu.actions()
            if not action.isSeparator() and action.isVisible()
        ]
        named = [key for key in keys if key is not None]
        repeated = sorted({key for key in named if named.count(key) > 1})
        if repeated:
            clashes[title] = repeated
    return clashes


def test_each_menus_keys_lead_to_one_item(catalogue: Catalogue, qtbot: QtBot) -> None:
    window = MainWindow(catalogue=catalogue)
    qtbot.addWidget(window)
    assert _clashing_mnemonics(window) == {}


def test_each_menus_keys_lead_to_one_item_in_spanish(
    catalogue: Catalogue, qtbot: QtBot, spanish: object
) -> None:
    window = MainWindow(catalogue=catalogue)
    qtbot.addWidget(window)
    assert _clashing_mnemonics(window) == {}
