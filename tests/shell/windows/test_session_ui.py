"""pytest-qt: the session's Undo/Redo/Save/Load actions, the resume prompt, the preferences and
the replay viewer."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QMainWindow, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from audatia_qt.engine.catalogue import Catalogue
from audatia_qt.engine.session.autosave import Autosave
from audatia_qt.engine.session.match import Match, MatchSetup, SeatKind
from audatia_qt.engine.session.owner import MatchOwner
from audatia_qt.games.audatia.entry import AUDATIA
from audatia_qt.games.audatia.game import AudatiaGame
from audatia_qt.games.audatia.plugin import SAVES
from audatia_qt.games.audatia.policy.factory import DEFAULT_BOT as DEFAULT_DIFFICULTY
from audatia_qt.games.audatia.rules import ActionKind
from audatia_qt.games.audatia.rules.selfplay import random_action
from audatia_qt.games.audatia.saves.savefile import LoadedGame, SaveError, save_file
from audatia_qt.games.audatia.screens.resume import ResumePrompt, default_autosave_dir, offer_resume
from audatia_qt.games.catalogue import GAMES
from audatia_qt.shell import plain
from audatia_qt.shell.i18n.language import Language
from audatia_qt.shell.preferences import Preferences
from audatia_qt.shell.session_actions import SessionActions
from tests.conftest import ConfigFactory


def _play(match: Match, count: int, seed: int = 1) -> Match:
    rng = random.Random(seed)
    for _ in range(count):
        if match.to_move() is None:
            break
        match.play(random_action(match.legal_actions(), rng))
    return match


class Recorder:
    """Stands in for the modal dialogs: records what would be shown, answers as told."""

    def __init__(self, answer: bool = True, path: Path | None = None) -> None:
        self.answer = answer
        self.path = path
        self.errors: list[tuple[str, str]] = []
        self.questions: list[str] = []

    def confirm(self, parent: QWidget | None, title: str, question: str) -> bool:
        self.questions.append(question)
        return self.answer

    def show_error(self, parent: QWidget | None, title: str, message: str) -> None:
        self.errors.append((title, message))

    def choose(self, parent: QWidget | None) -> Path | None:
        return self.path


def _actions(
    qtbot: QtBot, match: Match | None, recorder: Recorder
) -> tuple[SessionActions, QMainWindow]:
    window = QMainWindow()
    qtbot.addWidget(window)
    actions = SessionActions(
        MatchOwner(AudatiaGame(), match),
        window,
        saves=SAVES,
        confirm=recorder.confirm,
        show_error=recorder.show_error,
        choose_save_path=recorder.choose,
        choose_load_path=recorder.choose,
    )
    window.menuBar().addMenu("&Game").addActions(list(actions.actions))
    return actions, window


# -- Undo / Redo ------------------------------------------------------------------------------


def test_the_undo_item_speaks_the_language_chosen_at_once(
    qtbot: QtBot, qapp: QApplication, make_config: ConfigFactory
) -> None:
    match = Match(MatchSetup(AUDATIA, make_config(seed=2)))
    discard = next(a for a in match.legal_actions() if a.kind is ActionKind.MULLIGAN_DISCARD)
    match.play(discard)
    actions, _ = _actions(qtbot, match, Recorder())
    name = match.setup.config.cards[discard.card or 0].definition.name
    language = Language(qapp)
    try:
        language.switch("es")
        qapp.processEvents()  # the LanguageChange Qt posts to the window
        assert actions.undo.text() == f"Deshacer: descartar {name}"
    finally:
        language.uninstall()
        qapp.processEvents()
    assert actions.undo.text() == f"Undo: discard {name}"


def test_shortcuts_and_texts_without_a_game(qtbot: QtBot) -> None:
    actions, _ = _actions(qtbot, None, Recorder())
    assert actions.undo.shortcut() == QKeySequence("Ctrl+Z")
    assert actions.redo.shortcut() == QKeySequence("Ctrl+Shift+Z")
    assert (actions.undo.text(), actions.redo.text()) == ("Undo", "Redo")
    assert not actions.undo.isEnabled() and not actions.redo.isEnabled()
    assert not actions.save.isEnabled() and actions.load.isEnabled()


def test_undo_menu_says_what_it_takes_back_and_redo_brings_it_back(
    qtbot: QtBot, make_config: ConfigFactory
) -> None:
    match = Match(MatchSetup(AUDATIA, make_config(seed=2)))
    discard = next(a for a in match.legal_actions() if a.kind is ActionKind.MULLIGAN_DISCARD)
    match.play(discard)
    actions, _ = _actions(qtbot, match, Recorder())
    name = match.setup.config.cards[discard.card or 0].definition.name
    assert actions.undo.text() == f"Undo: discard {name}"
    assert actions.undo.isEnabled()
    with qtbot.waitSignal(actions.history_changed) as blocker:
        actions.undo.trigger()
    assert [ply.action for ply in blocker.args[0]] == [discard]
    assert blocker.args[1].label.english() == f"Undo: discard {name}"
    assert match.actions == ()
    assert actions.redo.text() == f"Redo: discard {name}"
    assert not actions.undo.isEnabled()
    actions.redo.trigger()
    assert match.actions == (discard,)


def test_a_refused_undo_is_greyed_with_the_reason(qtbot: QtBot, make_config: ConfigFactory) -> None:
    match = Match(MatchSetup(AUDATIA, make_config(seed=2)))
    match.play(next(a for a in match.legal_actions() if a.kind is ActionKind.MULLIGAN_DISCARD))
    match.play(next(a for a in match.legal_actions() if a.kind is ActionKind.KEEP_HAND))
    actions, _ = _actions(qtbot, match, Recorder())
    assert actions.undo.text() == "Undo: keep the hand"
    assert not actions.undo.isEnabled()
    assert actions.undo.toolTip() == "Undo cannot go back past a card drawn from a deck"


def test_hot_seat_undo_asks_both_players(qtbot: QtBot, make_config: ConfigFactory) -> None:
    setup = MatchSetup(AUDATIA, make_config(seed=2), players=(SeatKind.HUMAN, SeatKind.HUMAN))
    match = Match(setup)
    match.play(next(a for a in match.legal_actions() if a.kind is ActionKind.MULLIGAN_DISCARD))
    match.play(next(a for a in match.legal_actions() if a.kind is ActionKind.KEEP_HAND))
    recorder = Recorder(answer=False)
    actions, _ = _actions(qtbot, match, recorder)
    assert actions.undo.isEnabled()
    actions.undo.trigger()
    assert len(recorder.questions) == 1 and "both players must agree" in recorder.questions[0]
    assert len(match.actions) == 2, "declined: nothing undone"
    recorder.answer = True
    actions.undo.trigger()
    assert len(match.actions) == 1


# -- Save / Load -------------------------------------------------------------------------------


def test_save_and_load_through_the_menu(
    qtbot: QtBot, make_config: ConfigFactory, tmp_path: Path
) -> None:
    match = _play(Match(MatchSetup(AUDATIA, make_config(seed=5))), 20)
    recorder = Recorder(path=tmp_path / "game.audatia")
    actions, _ = _actions(qtbot, match, recorder)
    with qtbot.waitSignal(actions.game_saved):
        actions.save.trigger()
    with qtbot.waitSignal(actions.game_loaded) as blocker:
        actions.load.trigger()
    game = blocker.args[0]
    assert isinstance(game, LoadedGame)
    assert game.match().state == match.state
    assert recorder.errors == []


def test_loading_a_broken_file_shows_one_line_and_keeps_the_file(
    qtbot: QtBot, tmp_path: Path
) -> None:
    path = tmp_path / "broken.audatia"
    path.write_bytes(b'{"format": "audatia-save", "version": 9}')
    recorder = Recorder(path=path)
    actions, _ = _actions(qtbot, None, recorder)
    with qtbot.assertNotEmitted(actions.game_loaded):
        actions.load.trigger()
    assert recorder.errors == [
        ("Cannot load broken.audatia", "save format version 9 is newer than this app reads (2)")
    ]
    assert path.read_bytes() == b'{"format": "audatia-save", "version": 9}'


def test_a_failed_save_shows_the_error(
    qtbot: QtBot, make_config: ConfigFactory, tmp_path: Path
) -> None:
    match = Match(MatchSetup(AUDATIA, make_config(seed=5)))
    recorder = Recorder(path=tmp_path / "no-such-folder" / "game.audatia")
    actions, _ = _actions(qtbot, match, recorder)
    actions.save.trigger()
    assert len(recorder.errors) == 1
    title, message = recorder.errors[0]
    assert title == "The game was not saved"
    assert message.startswith("cannot write game.audatia: ") and "\n" not in message


def test_the_default_error_is_a_warning_box(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    shown: list[tuple[QWidget | None, str, str]] = []

    def answer(box: QMessageBox) -> QMessageBox.StandardButton:
        shown.append((box.parentWidget(), box.windowTitle(), box.text()))
        return QMessageBox.StandardButton.Ok

    monkeypatch.setattr(plain, "run_box", answer)
    path = tmp_path / "x.audatia"
    path.write_bytes(b"")
    window = QMainWindow()
    qtbot.addWidget(window)
    actions = SessionActions(
        MatchOwner(AudatiaGame()), window, saves=SAVES, choose_load_path=lambda _parent: path
    )
    actions.load.trigger()
    assert len(shown) == 1
    parent, title, text = shown[0]
    assert parent is window and title == "Cannot load x.audatia"
    assert "\n" not in text and text


# -- resume -------------------------------------------------------------------------------------


def test_resume_prompt_resumes(qtbot: QtBot, make_config: ConfigFactory, tmp_path: Path) -> None:
    match = _play(Match(MatchSetup(AUDATIA, make_config(seed=3))), 12)
    autosave = Autosave(tmp_path, Catalogue(GAMES))
    autosave.record(match)
    shown: list[str] = []

    def run(box: QMessageBox) -> None:
        qtbot.addWidget(box)
        assert isinstance(box, ResumePrompt)
        shown.append(box.informativeText())
        box.resume_button.click()

    game = offer_resume(autosave, run=run)
    assert game is not None and game.actions == match.actions
    assert "12 moves played" in shown[0]
    assert autosave.exists(), "kept until the resumed game moves on or ends"


def test_resume_prompt_discard_clears_the_autosave(
    qtbot: QtBot, make_config: ConfigFactory, tmp_path: Path
) -> None:
    autosave = Autosave(tmp_path, Catalogue(GAMES))
    autosave.record(_play(Match(MatchSetup(AUDATIA, make_config(seed=3))), 5))

    def run(box: QMessageBox) -> None:
        qtbot.addWidget(box)
        assert isinstance(box, ResumePrompt)
        box.discard_button.click()

    assert offer_resume(autosave, run=run) is None
    assert not autosave.exists()


def test_no_prompt_without_an_autosave(tmp_path: Path) -> None:
    def run(box: QMessageBox) -> None:
        pytest.fail("nothing to ask")

    assert offer_resume(Autosave(tmp_path, Catalogue(GAMES)), run=run) is None


def test_an_unreadable_autosave_is_reported_and_kept(qtbot: QtBot, tmp_path: Path) -> None:
    autosave = Autosave(tmp_path, Catalogue(GAMES))
    autosave.path.write_bytes(b"garbage")
    texts: list[str] = []

    def run(box: QMessageBox) -> None:
        qtbot.addWidget(box)
        texts.append(box.informativeText())

    assert offer_resume(autosave, run=run) is None
    assert texts[0].startswith("not a save: invalid JSON") and "autosave-unreadable-" in texts[0]
    assert not autosave.exists()
    assert len(list(tmp_path.glob("autosave-unreadable-*.audatia"))) == 1


def test_default_autosave_dir_is_a_user_data_folder(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("AUDATIA_DATA_DIR", raising=False)
    folder = default_autosave_dir()
    assert folder.is_absolute() and "audatia-qt" in str(folder)
    monkeypatch.setenv("AUDATIA_DATA_DIR", "  ")
    assert default_autosave_dir() == folder, "an empty variable is ignored"


def test_audatia_data_dir_replaces_the_user_data_folder(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("AUDATIA_DATA_DIR", str(tmp_path / "profile"))
    assert default_autosave_dir() == tmp_path / "profile"


# -- preferences --------------------------------------------------------------------------------


def test_preferences_round_trip(catalogue: Catalogue, qtbot: QtBot, tmp_path: Path) -> None:
    path = tmp_path / "settings.ini"
    prefs = Preferences(catalogue, path=path)
    assert prefs.animation_speed == 1.0
    assert prefs.ai_difficulty == DEFAULT_DIFFICULTY
    assert prefs.last_decks is None
    assert prefs.hints_enabled
    prefs.animation_speed = 2.0
    prefs.ai_difficulty = "ismcts:hard"
    prefs.last_decks = ("boucicault", "galeazzo-da-mantoa")
    prefs.hints_enabled = False
    window = QWidget()
    qtbot.addWidget(window)
    window.resize(640, 480)
    prefs.save_geometry(window)
    prefs.sync()
    again = Preferences(catalogue, path=path)
    assert again.animation_speed == 2.0
    assert again.ai_difficulty == "ismcts:hard"
    assert again.last_decks == ("boucicault", "galeazzo-da-mantoa")
    assert not again.hints_enabled
    other = QWidget()
    qtbot.addWidget(other)
    assert again.restore_geometry(other)
    assert other.size() == window.size()


def test_preferences_with_injected_names_are_separate(catalogue: Catalogue, tmp_path: Path) -> None:
    QSettings.setPath(QSettings.Format.NativeFormat, QSettings.Scope.UserScope, str(tmp_path))
    prefs = Preferences(catalogue, "AudatiaTest", "SessionTest")
    prefs.hints_enabled = False
    prefs.sync()
    assert not Preferences(catalogue, "AudatiaTest", "SessionTest").hints_enabled
    assert Preferences(catalogue, "AudatiaTest", "Other").hints_enabled
    assert str(tmp_path) in prefs.settings.fileName()


def test_hand_edited_preferences_fall_back_to_defaults(
    catalogue: Catalogue, tmp_path: Path
) -> None:
    path = tmp_path / "settings.ini"
    path.write_text(
        "[table]\nanimation_speed=fast\nhints=maybe\n[game]\nai_difficulty=cheater\n"
        "[window]\ngeometry=nonsense\n"
    )
    prefs = Preferences(catalogue, path=path)
    assert prefs.animation_speed == 1.0
    assert prefs.ai_difficulty == DEFAULT_DIFFICULTY
    assert prefs.hints_enabled
    assert not prefs.restore_geometry(QWidget())
    with pytest.raises(ValueError):
        prefs.ai_difficulty = "cheater"
    with pytest.raises(ValueError):
        prefs.animation_speed = 7.0


# -- replay viewer ------------------------------------------------------------------------------


def test_save_error_is_the_one_exception_type(tmp_path: Path, make_config: ConfigFactory) -> None:
    """The UI catches SaveError only: every load and save problem must be one."""
    match = Match(MatchSetup(AUDATIA, make_config(seed=1)))
    with pytest.raises(SaveError):
        save_file(match, tmp_path / "missing" / "x.audatia")
