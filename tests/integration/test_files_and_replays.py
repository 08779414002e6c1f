"""Save… and Load… through the window with temporary files, a corrupt save answered with a
one-line message while the game goes on, Open Replay… and "continue from here", Watch Replay at
the end of a game, and the autosave after every action and load."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtWidgets import QDialogButtonBox, QFileDialog, QMessageBox, QPushButton
from pytestqt.qtbot import QtBot

from audatia_qt.engine.catalogue import Catalogue
from audatia_qt.engine.session.autosave import Autosave
from audatia_qt.engine.session.match import Match
from audatia_qt.games.audatia.rules.position import format_position
from audatia_qt.games.audatia.saves.savefile import load_file
from audatia_qt.games.audatia.screens.replay_viewer import ReplayViewer
from audatia_qt.games.catalogue import GAMES
from audatia_qt.shell import plain
from audatia_qt.shell.main_window import MainWindow
from tests.integration.conftest import WindowFactory
from tests.integration.helpers import controller_of, play_person, wait_for_person


class Dialogs:
    """Qt's static file and message dialogs, answered without showing anything."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.save_to: str = ""
        self.open_from: str = ""
        self.warnings: list[tuple[str, str]] = []
        monkeypatch.setattr(QFileDialog, "getSaveFileName", self._save_name)
        monkeypatch.setattr(QFileDialog, "getOpenFileName", self._open_name)
        monkeypatch.setattr(plain, "run_box", self._warning)

    def _save_name(self, *_args: object, **_kwargs: object) -> tuple[str, str]:
        return (self.save_to, "")

    def _open_name(self, *_args: object, **_kwargs: object) -> tuple[str, str]:
        return (self.open_from, "")

    def _warning(self, box: QMessageBox) -> QMessageBox.StandardButton:
        self.warnings.append((box.windowTitle(), box.text()))
        return QMessageBox.StandardButton.Ok


def test_every_action_is_autosaved(
    qtbot: QtBot, make_window: WindowFactory, data_dir: Path
) -> None:
    window = make_window()
    autosave = Autosave(data_dir, Catalogue(GAMES))
    assert not autosave.exists(), "nothing is written before the first move"
    rng = random.Random(21)
    with qtbot.waitSignal(window.autosaved):
        play_person(qtbot, window, rng, count=3)
    wait_for_person(qtbot, window)
    match = controller_of(window).match
    assert window.flush_autosave()
    assert load_file(autosave.path).actions == match.actions
    assert len(match.actions) >= 3


def _play_and_save(
    qtbot: QtBot, window: MainWindow, dialogs: Dialogs, seed: int, moves: int, name: str
) -> Match:
    """The person plays ``moves`` decisions, then Game > Save… answers ``name``; the match."""
    play_person(qtbot, window, random.Random(seed), count=moves)
    wait_for_person(qtbot, window)
    saved = controller_of(window).match
    dialogs.save_to = name
    window.session.save.trigger()
    return saved


def test_save_and_load_round_trip(
    qtbot: QtBot,
    make_window: WindowFactory,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    data_dir: Path,
) -> None:
    dialogs = Dialogs(monkeypatch)
    window = make_window()
    saved = _play_and_save(qtbot, window, dialogs, 22, 6, str(tmp_path / "duel"))
    path = tmp_path / "duel.audatia"
    assert path.is_file(), "the suffix is added to a name typed without it"
    assert "Saved duel.audatia" in window.statusBar().currentMessage()

    window.rematch_action.trigger()
    assert controller_of(window).match.actions == ()
    dialogs.open_from = str(path)
    window.session.load.trigger()
    loaded = controller_of(window).match
    assert loaded is not saved
    assert loaded.actions == saved.actions
    assert format_position(loaded.state) == format_position(saved.state)
    assert loaded.setup == saved.setup
    assert dialogs.warnings == []
    assert window.flush_autosave()
    assert load_file(Autosave(data_dir, Catalogue(GAMES)).path).actions == saved.actions, (
        "autosaved on load"
    )
    # The loaded game goes on, and Rematch deals its decks again.
    play_person(qtbot, window, random.Random(23))
    assert window.choice is not None
    assert window.choice.setup.config.decks == saved.setup.config.decks


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        (b"", "the file is empty"),
        (b'{"format": "audatia-save", "version": 1, "game"', "truncated"),
        (b"\x89PNG\r\n\x1a\n\x00\x00", "not UTF-8"),
        (b'{"format": "audatia-save", "version": 99}', "version"),
    ],
    ids=["empty", "truncated", "binary", "wrong-version"],
)
def test_a_corrupt_save_gives_one_line_and_the_game_goes_on(
    qtbot: QtBot,
    make_window: WindowFactory,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    content: bytes,
    expected: str,
) -> None:
    dialogs = Dialogs(monkeypatch)
    window = make_window()
    play_person(qtbot, window, random.Random(24), count=2)
    controller = controller_of(window)
    before = controller.match.actions
    path = tmp_path / "broken.audatia"
    path.write_bytes(content)
    dialogs.open_from = str(path)
    window.session.load.trigger()
    assert len(dialogs.warnings) == 1
    title, text = dialogs.warnings[0]
    assert title == "Cannot load broken.audatia"
    assert "\n" not in text and expected in text
    assert path.read_bytes() == content, "the file is left untouched"
    assert window.controller is controller and controller.match.actions == before
    play_person(qtbot, window, random.Random(25))
    assert len(controller.match.actions) > len(before)


def test_a_cancelled_file_dialog_changes_nothing(
    qtbot: QtBot, make_window: WindowFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    dialogs = Dialogs(monkeypatch)
    window = make_window()
    controller = window.controller
    window.session.load.trigger()
    window.session.save.trigger()
    window.session.open_replay.trigger()
    assert window.controller is controller and window.replay_viewer is None
    assert dialogs.warnings == []


def test_open_replay_and_continue_from_here(
    qtbot: QtBot,
    make_window: WindowFactory,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    data_dir: Path,
) -> None:
    dialogs = Dialogs(monkeypatch)
    window = make_window()
    saved = _play_and_save(qtbot, window, dialogs, 26, 8, str(tmp_path / "study.audatia"))

    dialogs.open_from = str(tmp_path / "study.audatia")
    window.session.open_replay.trigger()
    viewer = window.replay_viewer
    assert isinstance(viewer, ReplayViewer)
    qtbot.waitExposed(viewer)
    assert viewer.replay.length == len(saved.actions)
    assert viewer.isWindow()
    viewer.forward_button.click()
    viewer.slider.setValue(5)
    assert viewer.replay.cursor == 5
    assert viewer.continue_button.isEnabled()

    viewer.continue_button.click()
    qtbot.waitUntil(lambda: window.replay_viewer is None)
    match = controller_of(window).match
    assert match.actions[:5] == saved.actions[:5]
    assert match.floor == 5, "the replayed start cannot be undone (R-026.6)"
    wait_for_person(qtbot, window)
    assert window.flush_autosave()
    assert load_file(Autosave(data_dir, Catalogue(GAMES)).path).actions == match.actions
    play_person(qtbot, window, random.Random(27))


def test_watch_replay_at_the_end_of_a_game(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window()
    rng = random.Random(28)
    controller = controller_of(window)
    for _ in range(400):
        if controller.match.to_move() is None:
            break
        play_person(qtbot, window, rng)
        wait_for_person(qtbot, window)
    table = window.table
    assert table is not None and table.end_dialog is not None
    dialog = table.end_dialog
    buttons = dialog.findChild(QDialogButtonBox)
    assert isinstance(buttons, QDialogButtonBox)
    texts = [button.text() for button in buttons.buttons()]
    assert "Watch Replay" in texts
    watch = dialog.findChild(QPushButton, "watchReplay")
    assert isinstance(watch, QPushButton)
    watch.click()
    viewer = window.replay_viewer
    assert isinstance(viewer, ReplayViewer)
    assert viewer.replay.length == len(controller.match.actions)
    assert viewer.replay.finished
    viewer.go_to(viewer.replay.length)
    assert not viewer.continue_button.isEnabled(), "nothing continues after the end"
    final = controller.match.state
    shown = viewer.scene.shown_face_up()
    for seat in final.players:
        assert set(seat.hand) <= shown, "both hands shown at the end"
