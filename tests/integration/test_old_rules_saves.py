"""A save played by older rules, in the real window: it opens up to its last legal move, the
player is told which move and which rulings changed, and chooses to go on from there or to watch
it as a replay; neither the file loaded nor an old autosave is lost (issue 27 §2).

The saves are the kept ones made by the app of commit 4d398cb
(tests/games/audatia/saves/saves/README.md). Whatever later rulings change, they hold: the cut may
come earlier, never later, and everything asserted is read from what the loader says.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from audatia_qt.engine.catalogue import Catalogue
from audatia_qt.engine.session.autosave import Autosave
from audatia_qt.games.audatia.rules import format_action
from audatia_qt.games.audatia.saves.savefile import LoadedGame, load_file, loads_game
from audatia_qt.games.audatia.screens.resume import ResumePrompt
from audatia_qt.games.audatia.screens.rules_changed import RulesChangedPrompt
from audatia_qt.games.catalogue import GAMES
from audatia_qt.shell.main_window import MainWindow
from tests.integration.conftest import WindowFactory
from tests.integration.helpers import controller_of
from tests.integration.test_files_and_replays import Dialogs

SAVES = Path(__file__).parents[1] / "games" / "audatia" / "saves" / "saves" / "rules-v1-4d398cb"
# Refused at move 30 by the rules since version 2; the save of issue 27, refused at 49
# by version 2, replays whole by version 3 (tests/games/audatia/saves/test_rules_versions.py).
REFUSED = SAVES / "salle-refused-at-30.audatia"
OLD_AUTOSAVE = SAVES / "salle-unfinished-autosave.audatia"


def _cut(path: Path) -> LoadedGame:
    game = load_file(path)
    assert game.rules_changed is not None and game.rules_changed.refused is not None
    return game


class Answer:
    """Answers the window's "the rules have changed" question with one of its buttons."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, watch: bool) -> None:
        self.shown: list[str] = []
        self.buttons: list[str] = []
        self.watch = watch
        monkeypatch.setattr(RulesChangedPrompt, "exec", lambda prompt: self._exec(prompt))

    def _exec(self, prompt: RulesChangedPrompt) -> int:
        self.shown.append(prompt.about.text())
        self.buttons.append(prompt.go_on_button.text())
        (prompt.watch_button if self.watch else prompt.go_on_button).click()
        return QDialog.DialogCode.Accepted.value


def _load(window: MainWindow, dialogs: Dialogs, path: Path) -> None:
    dialogs.open_from = str(path)
    window.session.load.trigger()


def test_load_an_old_save_and_go_on_from_its_last_legal_move(
    qtbot: QtBot,
    make_window: WindowFactory,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    data_dir: Path,
) -> None:
    copy = tmp_path / "old.audatia"
    copy.write_bytes(REFUSED.read_bytes())
    expected = _cut(copy)
    changed = expected.rules_changed
    assert changed is not None
    dialogs = Dialogs(monkeypatch)
    answer = Answer(monkeypatch, watch=False)
    window = make_window()
    _load(window, dialogs, copy)
    assert dialogs.warnings == []
    assert len(answer.shown) == 1
    assert f"move {changed.refused}" in answer.shown[0]
    for ruling in changed.rulings:
        assert ruling in answer.shown[0]
    assert answer.buttons == [f"Go on from move {changed.last_legal}"]
    match = controller_of(window).match
    # The computer may answer at once; the game begins with the moves the save gives back.
    assert match.actions[: len(expected.actions)] == expected.actions
    assert window.replay_viewer is None
    assert window.flush_autosave()
    assert copy.read_bytes() == REFUSED.read_bytes(), "the player's file is never rewritten"
    autosaved = loads_game(Autosave(data_dir, Catalogue(GAMES)).path.read_bytes())
    assert autosaved.rules_changed is None
    assert autosaved.actions[: len(expected.actions)] == expected.actions


def test_load_an_old_save_and_watch_it_as_a_replay(
    qtbot: QtBot, make_window: WindowFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    expected = _cut(REFUSED)
    dialogs = Dialogs(monkeypatch)
    Answer(monkeypatch, watch=True)
    window = make_window()
    before = controller_of(window).match
    _load(window, dialogs, REFUSED)
    viewer = window.replay_viewer
    assert viewer is not None, "the replay is shown"
    replay = viewer.replay
    assert replay.length == len(expected.actions)
    config = replay.setup.config
    texts = [format_action(config, ply.action) for ply in replay.plies]
    assert texts == [format_action(config, action) for action in expected.actions]
    assert controller_of(window).match is before, "the game on the table is untouched"
    changed = expected.rules_changed
    assert changed is not None
    assert f"move {changed.refused}" in window.statusBar().currentMessage()
    viewer.close()
    qtbot.waitUntil(lambda: window.replay_viewer is None)


def _old_autosave(data_dir: Path) -> Autosave:
    data_dir.mkdir(parents=True, exist_ok=True)
    autosave = Autosave(data_dir, Catalogue(GAMES))
    autosave.path.write_bytes(OLD_AUTOSAVE.read_bytes())
    return autosave


def _kept_copies(data_dir: Path) -> list[Path]:
    return sorted(data_dir.glob("autosave-rules-v1-*.audatia"))


def test_an_old_autosave_resumes_from_its_last_legal_move_and_is_kept(
    make_window: WindowFactory, data_dir: Path
) -> None:
    expected = _cut(OLD_AUTOSAVE)
    _old_autosave(data_dir)
    window = make_window(start_game=False)
    shown: list[str] = []

    def go_on(box: QDialog) -> None:
        assert isinstance(box, ResumePrompt) and box.rules_changed is not None
        assert box.watch_button is not None and box.watch_button.isVisibleTo(box)
        shown.append(box.rules_changed.text())
        box.resume_button.click()

    controller = window.resume_or_start(run=go_on)
    assert controller is not None
    assert controller.match.actions[: len(expected.actions)] == expected.actions
    kept = _kept_copies(data_dir)
    assert len(kept) == 1 and kept[0].read_bytes() == OLD_AUTOSAVE.read_bytes()
    assert kept[0].name in shown[0]
    assert window.flush_autosave()
    assert kept[0].read_bytes() == OLD_AUTOSAVE.read_bytes()


def test_an_old_autosave_can_be_watched_as_a_replay(
    qtbot: QtBot, make_window: WindowFactory, data_dir: Path
) -> None:
    expected = _cut(OLD_AUTOSAVE)
    _old_autosave(data_dir)
    window = make_window(start_game=False)

    def watch(box: QDialog) -> None:
        assert isinstance(box, ResumePrompt) and box.watch_button is not None
        box.watch_button.click()

    controller = window.resume_or_start(run=watch)
    assert controller is not None and controller.match.actions == (), "a new game is dealt"
    viewer = window.replay_viewer
    assert viewer is not None and viewer.replay.length == len(expected.actions)
    kept = _kept_copies(data_dir)
    assert len(kept) == 1 and kept[0].read_bytes() == OLD_AUTOSAVE.read_bytes()
    viewer.close()
    qtbot.waitUntil(lambda: window.replay_viewer is None)
