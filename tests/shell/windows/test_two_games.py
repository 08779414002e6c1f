"""The shell hosts any game its catalogue lists (issue 28): a second game, a fake one made
here, joins Audatia (alone here, whatever else is installed) through a catalogue entry naming
its plugin; New Game lists both and
hosts the chosen one's page, and a game dealt from it takes the board and the menus."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pytest
from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QLabel, QMainWindow, QMenu, QSpinBox, QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot

from audatia_qt.engine.catalogue import Catalogue, GameEntry
from audatia_qt.engine.session.autosave import Autosave
from audatia_qt.engine.session.match import Match, MatchSetup
from audatia_qt.engine.session.owner import MatchOwner
from audatia_qt.engine.session.replay import Replay
from audatia_qt.games.audatia.board.controller import TableSettings
from audatia_qt.games.audatia.board.widget import TableWidget
from audatia_qt.games.audatia.entry import AUDATIA
from audatia_qt.games.audatia.screens.new_game import NewGameFields
from audatia_qt.shell.highlights import HighlightStyle
from audatia_qt.shell.main_window import MainWindow
from audatia_qt.shell.plugin import (
    GameHost,
    GameOption,
    NewGamePage,
    RemoteBoard,
    SaveFormat,
    SaveRefusedError,
)
from tests.engine.twenty_one.entry import TWENTY_ONE
from tests.engine.twenty_one.rules import Config


class FakeController(QObject):
    """The fake game's table: a deal, and no moves (the shell hears of none)."""

    action_applied = Signal(object)

    def __init__(self, deal: tuple[str, int]) -> None:
        super().__init__()
        self.deal = deal


def _refuse(*_args: object) -> None:
    raise SaveRefusedError("the fake game keeps no files")


class FakePlugin:
    """A second game's windows: a board, a New Game page with one field, one menu."""

    def __init__(self, host: GameHost, window: QMainWindow, entry: GameEntry) -> None:
        self.host = host
        self.entry = entry
        self.board = QLabel("the Twenty-One table", window)
        self.controller: FakeController | None = None
        self.replay_viewer: QWidget | None = None
        self.choice: tuple[str, int] | None = None
        self.save_format = SaveFormat(
            ".twentyone", lambda: "Twenty-One (*.twentyone)", _refuse, _refuse
        )
        self.keys = [("Space", "Draw a card")]
        self.menu = QMenu(window)
        self.draw_action = QAction(window)
        self.menu.addAction(self.draw_action)
        self.remembered: list[tuple[str, int]] = []
        self.dealing: tuple[str, int] = self.default_setup()
        self.scales: list[float] = []
        self.soft = False

    def start_problem(self) -> str:
        return ""

    def welcome(self, parent: QWidget) -> QWidget:
        return QLabel("no cards", parent)

    def menus(self) -> list[QMenu]:
        return [self.menu]

    def help_actions(self) -> list[QAction]:
        return []

    def about_text(self) -> str:
        return "Twenty-One, a toy game"

    def options(self) -> list[GameOption]:
        return [GameOption("soft_aces", lambda: "&Soft aces", lambda: self.soft, self.set_soft)]

    def set_soft(self, soft: bool) -> None:
        self.soft = soft
        self.host.preferences_changed.emit()

    def retranslate(self) -> None:
        self.menu.setTitle("&Twenty-One")
        self.draw_action.setText("&Draw")

    def default_setup(self) -> tuple[str, int]:
        return ("twenty-one", 21)

    def rematch_setup(self) -> tuple[str, int]:
        return self.choice or self.default_setup()

    def computer_game(self, seed: int) -> tuple[str, int]:
        return ("twenty-one", seed)

    def new_game_page(self) -> NewGamePage:
        page = QWidget()
        target = QSpinBox(page)
        target.setRange(11, 31)
        target.setValue(21)
        target.setObjectName("target")
        QVBoxLayout(page).addWidget(target)
        return NewGamePage(page, lambda: ("twenty-one", target.value()))

    def remember(self, setup: tuple[str, int]) -> None:
        self.remembered.append(setup)

    def new_match(self, setup: tuple[str, int]) -> Match:
        self.dealing = setup
        return Match(MatchSetup(self.entry, Config()))

    def started_note(self, setup: tuple[str, int]) -> str:
        return f"Dealt to {setup[1]}"

    def play(self, owner: MatchOwner, setup: tuple[str, int] | None = None) -> FakeController:
        assert owner.match.setup.rules.id == "twenty-one"  # the owner holds this game's match
        self.choice = setup or self.dealing
        controller = FakeController(self.choice)
        self.played = controller  # the board's game
        return controller

    def snapshot(self, match: object) -> object:
        return match

    plays_remote = False

    def remote_board(self, parent: QWidget) -> RemoteBoard:
        raise ValueError("the toy game is played on one screen")

    def offer_resume(
        self, _autosave: Autosave, _run: Callable[[QDialog], None] | None, _watch: object
    ) -> None:
        return None

    def report_unresumable(self, *_args: object) -> None:
        raise AssertionError("nothing is resumed in these tests")

    def ask_rules_changed(self, _loaded: object) -> bool:
        return False

    def rules_changed_note(self, _loaded: object) -> None:
        return None

    def open_replay(self, _replay: Replay, _on_continue: object) -> QWidget:
        raise AssertionError("nothing is replayed in these tests")

    def set_animation_ms(self, _ms: int) -> None:
        pass  # the fake table does not move

    def set_card_scale(self, scale: float) -> None:
        self.scales.append(scale)

    def set_text_scale(self, _scale: float) -> None:
        pass  # the fake table's text is a label's

    def set_highlight_style(self, _style: HighlightStyle) -> None:
        pass  # nothing is highlighted on the fake table

    def refresh_hints(self) -> None:
        pass  # the fake table coaches nobody

    def first_start(self) -> None:
        pass  # no welcome

    def close(self) -> None:
        self.board.close()


FAKE = replace(TWENTY_ONE, plugin=f"{__name__}:FakePlugin")


def _window(qtbot: QtBot, catalogue: Catalogue) -> MainWindow:
    window = MainWindow(
        settings=TableSettings(animation_ms=0, ai_delay_ms=0, threaded_ai=False),
        catalogue=catalogue,
    )
    qtbot.addWidget(window)
    window.show()
    return window


def _shown_menus(window: MainWindow) -> list[str]:
    return [
        action.text().replace("&", "")
        for action in window.menuBar().actions()
        if action.isVisible()
    ]


def test_new_game_lists_the_installed_games_and_hosts_the_chosen_ones_page(
    qtbot: QtBot,
) -> None:
    window = _window(qtbot, Catalogue((AUDATIA, FAKE)))
    assert window.game is window.games[0] and isinstance(window.games[1], FakePlugin)
    assert isinstance(window.centralWidget(), TableWidget)  # the first game's, dealt
    assert _shown_menus(window) == ["Game", "Decks", "Learn", "Help"]
    dialog = window.show_new_game_dialog()
    assert dialog is not None
    qtbot.waitExposed(dialog)
    assert dialog.game_box.isVisible() and dialog.game_label.text() == "Game"
    games = [dialog.game_box.itemText(row) for row in range(dialog.game_box.count())]
    assert games == ["Audatia", "Twenty-One"]
    assert isinstance(dialog.page, NewGameFields)  # the game on the board first
    dialog.game_box.setCurrentIndex(1)
    target = dialog.page.findChild(QSpinBox, "target")
    assert isinstance(target, QSpinBox) and target.isVisible()
    target.setValue(25)
    assert dialog.setup() == ("twenty-one", 25)
    dialog.reject()


def test_a_game_dealt_from_new_game_takes_the_board_and_the_menus(qtbot: QtBot) -> None:
    window = _window(qtbot, Catalogue((AUDATIA, FAKE)))
    audatia, fake = window.games
    assert isinstance(fake, FakePlugin)
    table = window.centralWidget()
    dialog = window.show_new_game_dialog()
    assert dialog is not None
    dialog.game_box.setCurrentIndex(1)
    dialog.accept()  # the Audatia game was dealt, nobody moved: nothing to lose, no question
    assert window.game is fake and window.centralWidget() is fake.board
    assert fake.remembered == [("twenty-one", 21)] and fake.played.deal == ("twenty-one", 21)
    assert _shown_menus(window) == ["Game", "Twenty-One", "Help"]
    assert window.session.saves.suffix == ".twentyone"
    assert window.statusBar().currentMessage() == "Dealt to 21"
    assert "Draw a card" in window.keys_text() and "F1" not in window.keys_text()
    window.set_card_scale(1.2)
    assert fake.scales == [1.2]  # every game hears the settings, the one on the board too
    assert isinstance(table, TableWidget) and not table.isVisible()  # kept, hidden
    back = window.show_new_game_dialog()
    assert back is not None and back.game_box.currentIndex() == 1
    back.game_box.setCurrentIndex(0)
    back.accept()
    assert window.game is audatia and window.centralWidget() is table and table.isVisible()
    assert _shown_menus(window) == ["Game", "Decks", "Learn", "Help"]
    assert window.session.saves.suffix == ".audatia"


def test_settings_offer_each_games_options(qtbot: QtBot) -> None:
    window = _window(qtbot, Catalogue((AUDATIA, FAKE)))
    fake = window.games[1]
    assert isinstance(fake, FakePlugin)
    dialog = window.show_settings_dialog()
    assert list(dialog.option_boxes) == ["break_rule", "soft_aces"]
    assert dialog.option_boxes["soft_aces"].text() == "&Soft aces"
    dialog.option_boxes["soft_aces"].setChecked(True)
    assert fake.soft
    fake.set_soft(False)  # changed elsewhere: the dialog follows
    assert not dialog.option_boxes["soft_aces"].isChecked()
    dialog.close()


def test_with_one_game_new_game_is_that_games_page_alone(qtbot: QtBot) -> None:
    window = _window(qtbot, Catalogue((AUDATIA,)))
    dialog = window.show_new_game_dialog()
    assert dialog is not None
    qtbot.waitExposed(dialog)
    assert not dialog.game_box.isVisible() and not dialog.game_label.isVisible()
    assert isinstance(dialog.page, NewGameFields) and dialog.page.isVisible()
    dialog.reject()


def test_a_game_played_headless_only_is_not_offered(qtbot: QtBot) -> None:
    window = _window(qtbot, Catalogue((AUDATIA, TWENTY_ONE)))  # no plugin: no windows
    assert len(window.games) == 1
    dialog = window.show_new_game_dialog()
    assert dialog is not None and not dialog.game_box.isVisible()
    dialog.reject()


def test_a_catalogue_without_a_game_with_windows_is_refused() -> None:
    with pytest.raises(ValueError, match="no installed game has windows"):
        MainWindow(catalogue=Catalogue((TWENTY_ONE,)))
