"""The main window's way into the course: the Learn menu, and the offer at a first start,
made once (the answer is kept with the preferences) and never over an unfinished game."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from audatia_qt.engine.catalogue import Catalogue
from audatia_qt.engine.session.autosave import Autosave
from audatia_qt.engine.session.match import Match, MatchSetup, SeatKind
from audatia_qt.engine.session.replay import Replay
from audatia_qt.games.audatia.board.controller import TableSettings
from audatia_qt.games.audatia.entry import AUDATIA
from audatia_qt.games.audatia.rules import ActionKind, GameConfig
from audatia_qt.games.audatia.rules.selfplay import random_action
from audatia_qt.games.audatia.screens.lessons import CourseOffer, CourseWindow, LessonProgress
from audatia_qt.games.audatia.screens.new_game import default_choice
from audatia_qt.games.catalogue import GAMES
from audatia_qt.shell import plain
from audatia_qt.shell.main_window import MainWindow
from audatia_qt.shell.preferences import Preferences
from tests.games.audatia.board.conftest import play_by_gesture
from tests.games.audatia.lessons.test_on_the_table import wait_for_learner

WindowFactory = Callable[..., MainWindow]


@pytest.fixture(scope="session")
def window_faces(shared_faces_dir: Path) -> Path:
    return shared_faces_dir


@pytest.fixture(autouse=True)
def _private_folders(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Iterator[None]:
    """Nothing here may reach the player's own data or settings (nor its cache: the run's is
    every test's, tests/conftest.py)."""
    monkeypatch.setenv("AUDATIA_DATA_DIR", str(tmp_path / "env-data"))
    for fmt in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        QSettings.setPath(fmt, QSettings.Scope.UserScope, str(tmp_path / "qsettings"))
    yield


@pytest.fixture
def make_window(
    catalogue: Catalogue, qtbot: QtBot, tmp_path: Path, window_faces: Path
) -> WindowFactory:
    def make(preferences: bool = True) -> MainWindow:
        window = MainWindow(
            catalogue=catalogue,
            cache_dir=window_faces,
            settings=TableSettings(animation_ms=0, ai_delay_ms=0, threaded_ai=False),
            start_game=False,
            autosave_dir=tmp_path / "data",
            preferences=Preferences(catalogue, path=tmp_path / "settings.ini")
            if preferences
            else None,
        )
        qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
        return window

    return make


def test_the_learn_menu_opens_the_course_on_its_own_table(make_window: WindowFactory) -> None:
    window = make_window()
    window.resume_or_start()
    game = window.controller
    assert [action.text() for action in window.game.learn_menu.actions()] == [
        "&Course\u2026",
        "Open &Lesson File\u2026",
    ]
    window.game.course_action.trigger()
    course = window.game.course_window
    assert isinstance(course, CourseWindow) and course.isVisible()
    assert course.course.problems == () and len(course.course.lessons) == 16
    course.open_lesson("parry")
    assert course.table is not window.table and window.controller is game
    course.close()
    assert window.game.open_course() is course  # one course window, back at the list
    assert course.pages.currentWidget() is course.course_page


def test_a_first_start_offers_the_course_once(
    make_window: WindowFactory, tmp_path: Path, qtbot: QtBot
) -> None:
    window = make_window()
    window.resume_or_start()
    offer = window.game.course_offer
    assert isinstance(offer, CourseOffer) and offer.isVisible()
    offer.learn_button.click()
    qtbot.waitUntil(lambda: window.game.course_window is not None, timeout=5_000)
    assert window.game.course_window is not None and window.game.course_window.isVisible()
    window.close()
    again = make_window()
    again.resume_or_start()
    assert again.game.course_offer is None
    assert LessonProgress(
        QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    ).offered


def test_not_now_keeps_the_game_and_is_not_asked_again(make_window: WindowFactory) -> None:
    window = make_window()
    window.resume_or_start()
    offer = window.game.course_offer
    assert offer is not None
    offer.later_button.click()
    assert window.game.course_window is None and window.controller is not None
    window.close()
    again = make_window()
    again.resume_or_start()
    assert again.game.course_offer is None


def test_no_offer_over_an_unfinished_game_nor_without_preferences(
    make_window: WindowFactory, tmp_path: Path
) -> None:
    window = make_window(preferences=False)
    window.resume_or_start()
    assert window.game.course_offer is None
    window.close()
    resumed = make_window()
    Autosave(tmp_path / "data", Catalogue(GAMES)).record(
        Match(default_choice(resumed.game.decks, 5).setup)
    )
    resumed.resume_or_start(run=lambda box: box.resume_button.click())  # type: ignore[attr-defined]
    assert resumed.game.course_offer is None


def _finished_game(window: MainWindow, seed: int) -> Match:
    """A whole game of the window's first two decks, played at random."""
    decks = (window.game.decks[0].definition, window.game.decks[1].definition)
    setup = MatchSetup(AUDATIA, GameConfig(decks, seed=seed), (SeatKind.HUMAN, SeatKind.COMPUTER))
    match = Match(setup)
    rng = random.Random(seed)
    while match.to_move() is not None:
        match.play(random_action(match.legal_actions(), rng))
    return match


def test_a_lesson_made_in_a_replay_opens_from_the_learn_menu_and_is_solved(
    make_window: WindowFactory, qtbot: QtBot, tmp_path: Path
) -> None:
    window = make_window()
    match = _finished_game(window, seed=5)
    viewer = window.open_replay(Replay.of_match(match))
    cursor = next(i for i, p in enumerate(match.plies) if p.action.kind is ActionKind.ATTACK)
    viewer.go_to(cursor)
    path = tmp_path / "from-a-replay.toml"
    viewer.export_lesson(path)
    course = window.game.open_lesson_file(path)
    assert isinstance(course, CourseWindow) and course.isVisible()
    play = course.play
    assert play is not None and play.lesson.start == match.plies[cursor - 1].state
    assert course.pane.title.text().startswith("A lesson from a file: ")
    wait_for_learner(qtbot, play)
    play_by_gesture(course.table, match.plies[cursor].action)
    qtbot.waitUntil(lambda: play.run.met[0], timeout=10_000)


@pytest.mark.parametrize(
    ("content", "said"),
    [
        (b"\xff\xfe not a lesson", "not UTF-8 text"),
        (b"id = [unclosed", "not valid TOML"),
        (b'id = "x"\n', "x.toml: "),
    ],
)
def test_a_file_that_is_not_a_lesson_is_said_in_one_line(
    make_window: WindowFactory,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    content: bytes,
    said: str,
) -> None:
    shown: list[str] = []

    def answer(box: QMessageBox) -> QMessageBox.StandardButton:
        shown.append(box.text())
        return QMessageBox.StandardButton.Ok

    monkeypatch.setattr(plain, "run_box", answer)
    window = make_window()
    path = tmp_path / "x.toml"
    path.write_bytes(content)
    assert window.game.open_lesson_file(path) is None
    assert len(shown) == 1 and "\n" not in shown[0] and said in shown[0], shown
    assert window.game.course_window is None, "nothing is opened"
    assert path.read_bytes() == content
