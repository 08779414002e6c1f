"""New Game and Rematch over an unfinished game ask first: Save…, Discard or Cancel (issue 27).

A finished game, or a deal nobody has moved in, is replaced without a question."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from audatia_qt.engine.catalogue import Catalogue
from audatia_qt.engine.session.autosave import Autosave
from audatia_qt.games.audatia.saves.savefile import load_file
from audatia_qt.games.catalogue import GAMES
from audatia_qt.shell.main_window import MainWindow
from audatia_qt.shell.replace_question import ReplaceQuestion
from tests.integration.conftest import WindowFactory
from tests.integration.helpers import controller_of, play_person, wait_for_person


def _start_new_game(window: MainWindow, seed: str = "777") -> None:
    dialog = window.show_new_game_dialog()
    assert dialog is not None
    dialog.page.seed_edit.setText(seed)
    dialog.accept()


def _question(qtbot: QtBot, window: MainWindow) -> ReplaceQuestion:
    question = window.replace_question
    assert question is not None, "no question was asked"
    qtbot.waitExposed(question)
    return question


def _played(qtbot: QtBot, window: MainWindow, moves: int = 2) -> None:
    play_person(qtbot, window, random.Random(5), count=moves)
    wait_for_person(qtbot, window)


def test_a_fresh_deal_is_replaced_without_a_question(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window()
    assert not controller_of(window).match.plies, "the deal waits for the person's mulligan"
    _start_new_game(window)
    assert window.replace_question is None
    assert controller_of(window).match.setup.config.seed == 777


def test_discard_deals_the_new_game(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window()
    _played(qtbot, window)
    before = controller_of(window)
    _start_new_game(window)
    question = _question(qtbot, window)
    assert controller_of(window) is before, "nothing is dealt before the answer"
    assert "not finished" in question.text()
    question.discard_button.click()
    assert window.replace_question is None
    assert controller_of(window) is not before
    assert controller_of(window).match.setup.config.seed == 777


def test_cancel_and_escape_keep_the_game(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window()
    _played(qtbot, window)
    before = controller_of(window)
    actions = before.match.actions
    _start_new_game(window)
    _question(qtbot, window).cancel_button.click()
    assert controller_of(window) is before and before.match.actions == actions
    window.rematch_action.trigger()
    qtbot.keyClick(_question(qtbot, window), Qt.Key.Key_Escape)
    assert window.replace_question is None
    assert controller_of(window) is before and before.match.actions == actions


def test_save_writes_the_game_then_deals(
    qtbot: QtBot, make_window: WindowFactory, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = make_window()
    _played(qtbot, window)
    before = controller_of(window)
    actions = before.match.actions
    target = tmp_path / "kept.audatia"
    answers = ["", str(target)]  # first the file dialog is cancelled, then a file is chosen
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", lambda *_args, **_kwargs: (answers.pop(0), "")
    )
    _start_new_game(window)
    _question(qtbot, window).save_button.click()
    assert controller_of(window) is before, "a cancelled save keeps the game on the table"
    assert not target.exists()
    _start_new_game(window)
    _question(qtbot, window).save_button.click()
    assert load_file(target).actions == actions
    assert controller_of(window) is not before
    assert controller_of(window).match.setup.config.seed == 777


def test_a_finished_game_is_replaced_without_a_question(
    qtbot: QtBot, make_window: WindowFactory, data_dir: Path
) -> None:
    window = make_window()
    play_person(qtbot, window, random.Random(3), count=400)
    wait_for_person(qtbot, window)
    assert controller_of(window).match.outcome() is not None
    _start_new_game(window)
    assert window.replace_question is None
    assert controller_of(window).match.setup.config.seed == 777
    assert window.flush_autosave()
    autosave = Autosave(data_dir, Catalogue(GAMES))
    assert not autosave.exists() or not load_file(autosave.path).actions


def test_a_game_just_saved_is_replaced_without_a_question(
    qtbot: QtBot, make_window: WindowFactory, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = make_window()
    _played(qtbot, window)
    target = tmp_path / "kept.audatia"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *_args, **_kwargs: (str(target), ""))
    window.session.save.trigger()
    assert target.is_file()
    _played(qtbot, window, moves=1)  # a move since the save: it would be lost
    _start_new_game(window)
    _question(qtbot, window).cancel_button.click()
    window.session.save.trigger()
    before = controller_of(window)
    _start_new_game(window)
    assert window.replace_question is None
    assert controller_of(window) is not before
