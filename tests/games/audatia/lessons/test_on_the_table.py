"""Every lesson played on the real table by the gestures a person makes (issue 17, "Done
when"): its scripted solution solves it, every listed wrong move is refused with its message
and nothing is played, the goals tick as they are met, and the first whole game is won."""

from __future__ import annotations

import random
import tomllib
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from audatia_qt.engine.resources import bundled_lesson_paths
from audatia_qt.games.audatia.board.index import target_zone
from audatia_qt.games.audatia.board.widget import TableWidget
from audatia_qt.games.audatia.lessons import Course, Lesson, Status, parse_lesson
from audatia_qt.games.audatia.policy.factory import make_bot
from audatia_qt.games.audatia.rules import Action, observe
from audatia_qt.games.audatia.rules.cards import Side
from audatia_qt.games.audatia.screens.lessons import (
    DONE_MARK,
    CourseWindow,
    LessonPlay,
    LessonProgress,
    paragraphs,
)
from tests.games.audatia.board.conftest import play_by_gesture
from tests.games.audatia.lessons.conftest import SMALL_LESSON, CourseWindowFactory, Decks

#: A bound on the learner's decisions in the whole game, far above what a game takes.
MAX_DECISIONS = 300


def _scripted_ids() -> list[str]:
    """The lessons whose solution is a list of moves (not a bot's whole game)."""
    found = []
    for path in bundled_lesson_paths():
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        solution = data.get("solution", [])
        moves = [solution] if isinstance(solution, str) else solution
        if not any(str(move).startswith("bot:") for move in moves):
            found.append(str(data["id"]))
    return found


SCRIPTED = _scripted_ids()


def wait_for_learner(qtbot: QtBot, play: LessonPlay) -> None:
    """Let the opponent answer until the learner decides, or the game is over."""
    controller = play.controller
    assert controller is not None
    qtbot.waitUntil(
        lambda: controller.local_to_act or controller.match.to_move() is None, timeout=10_000
    )


def attempt_by_gesture(table: TableWidget, action: Action) -> None:
    """Try ``action`` as a person would (a drop, then the bar's choice if the card has several
    plays there; or the bar's button), without expecting it to be played."""
    controller, scene = table.controller, table.scene
    assert controller is not None and scene is not None
    zone = target_zone(action)
    if zone is None:
        button = table.decisions.button_for(action)
        assert button is not None, f"no button for {action} among {table.decisions.labels()}"
        button.click()
        return
    assert action.card is not None and action.card2 is None
    plies = len(controller.match.plies)
    assert scene.drag_card(action.card, zone), f"card {action.card} would not lift"
    if len(controller.match.plies) == plies and controller.selected == action.card:
        button = table.decisions.button_for(action)
        assert button is not None, f"no choice for {action} among {table.decisions.labels()}"
        button.click()


def lesson_of(course: Course, lesson_id: str) -> Lesson:
    lesson = course.get(lesson_id)
    assert lesson is not None
    return lesson


@pytest.mark.parametrize("lesson_id", SCRIPTED)
def test_the_lesson_is_solved_on_the_table_and_its_wrong_moves_refused(
    lesson_id: str, course: Course, make_course_window: CourseWindowFactory, qtbot: QtBot
) -> None:
    lesson = lesson_of(course, lesson_id)
    assert lesson.solution_bot is None
    window = make_course_window()
    play = window.open_lesson(lesson_id)
    assert play is not None
    table = window.table
    tried: set[Action] = set()
    for move in lesson.solution:
        wait_for_learner(qtbot, play)
        controller = play.controller
        assert controller is not None
        legal = controller.match.legal_actions()
        for action, wrong in lesson.wrong_moves.items():
            active = wrong.until is None or not play.run.met[wrong.until - 1]
            if action not in legal or not active:
                continue
            plies = len(controller.match.plies)
            attempt_by_gesture(table, action)
            assert len(controller.match.plies) == plies, f"{action} was played"
            assert table.prompt.refused and table.prompt.text() == wrong.message
            assert window.pane.feedback.text() == paragraphs(wrong.message)
            assert window.pane.feedback.property("mood") == "wrong"
            tried.add(action)
        play_by_gesture(table, move)
    qtbot.waitUntil(lambda: play.told is not Status.PLAYING, timeout=10_000)
    assert play.run.status is Status.DONE
    assert tried == set(lesson.wrong_moves), "every wrong move was met on the way"
    assert window.progress.is_done(lesson_id)
    assert all(label.text().startswith(DONE_MARK) for label in window.pane.goal_labels)
    assert lesson.done.split()[0] in window.pane.feedback.text()
    assert window.pane.feedback.property("mood") == "done"
    assert table.end_dialog is None  # a lesson says its own last word
    assert "Why:" not in table.log.toPlainText()  # the script's moves have no search behind
    # Once done, nothing more is played: the table waits for the learner's next choice.
    controller = play.controller
    assert controller is not None
    wait_for_learner(qtbot, play)
    if controller.match.to_move() is not None:
        plies = len(controller.match.plies)
        assert not controller.request(controller.match.legal_actions()[0])
        assert len(controller.match.plies) == plies


def test_the_first_whole_game_is_won_with_the_coaching_on(
    course: Course, make_course_window: CourseWindowFactory, qtbot: QtBot
) -> None:
    lesson = lesson_of(course, "first-game")
    assert lesson.solution_bot is not None and lesson.table_hints
    window = make_course_window()
    play = window.open_lesson(lesson.id)
    assert play is not None and window.table.settings.hints
    bot = make_bot(lesson.solution_bot)
    for _ in range(MAX_DECISIONS):
        wait_for_learner(qtbot, play)
        controller = play.controller
        assert controller is not None
        state = controller.match.state
        if state.outcome is not None:
            break
        assert state.to_move is lesson.seat
        legal = controller.match.legal_actions()
        action = bot.choose(observe(state, lesson.seat), legal, random.Random(state.ply))
        play_by_gesture(window.table, action)
    assert play.run.status is Status.DONE
    assert window.progress.is_done(lesson.id)


def test_a_lesson_ended_before_its_goals_has_failed_and_starts_again(
    decks: Decks, make_course_window: CourseWindowFactory, qtbot: QtBot
) -> None:
    """The bout is won, but not the way the lesson asked: the lesson has failed."""
    text = SMALL_LESSON.replace('when = "play parry"', 'when = "event bind stretto"')
    lesson = parse_lesson(text, "small.toml", decks)
    window = make_course_window(of=Course((lesson,), ()))
    play = window.open_lesson("small")
    assert play is not None
    for move in lesson.solution:
        play_by_gesture(window.table, move)
    qtbot.waitUntil(lambda: play.told is not Status.PLAYING, timeout=10_000)
    assert play.run.status is Status.FAILED
    assert window.pane.feedback.property("mood") == "failed"
    assert "Galeazzo da Mantoa wins" in window.pane.feedback.text()
    assert "before the lesson's goals were met" in window.pane.feedback.text()
    assert not window.progress.is_done("small")
    window.pane.restart_button.click()
    again = window.play
    assert again is not play and again is not None and again.run.status is Status.PLAYING
    assert again.controller is not None and again.controller.match.plies == ()
    assert window.table.controller is again.controller


def test_hints_come_one_at_a_time(course: Course, make_course_window: CourseWindowFactory) -> None:
    window = make_course_window()
    window.open_lesson("parry")
    lesson = lesson_of(course, "parry")
    shown = [window.show_hint() for _ in range(len(lesson.hints) + 1)]
    assert shown == [*lesson.hints, lesson.hints[-1]]
    assert f"Hint {len(lesson.hints)} of {len(lesson.hints)}" in window.pane.feedback.text()


def test_progress_is_kept_in_the_settings_and_can_be_reset(
    tmp_path: Path, course: Course, make_course_window: CourseWindowFactory, qtbot: QtBot
) -> None:
    path = tmp_path / "settings.ini"
    progress = LessonProgress(QSettings(str(path), QSettings.Format.IniFormat))
    window = make_course_window(progress)
    page = window.course_page
    play = window.open_lesson("the-table")
    assert play is not None
    play_by_gesture(window.table, play.lesson.solution[0])
    qtbot.waitUntil(lambda: play.told is Status.DONE, timeout=10_000)
    progress.mark_done("parry")
    window.pane.course_button.click()
    assert window.pages.currentWidget() is page
    progress.sync()
    again = LessonProgress(QSettings(str(path), QSettings.Format.IniFormat))
    assert [again.is_done(lesson.id) for lesson in course.lessons[:4]] == [True, False, True, False]
    assert "2 of 16 done" in page.intro.text()
    assert page.entry_text(0).startswith(DONE_MARK)
    page.list.setCurrentRow(0)
    assert page.reset_button.isEnabled() and page.start_button.text() == "Play it again"
    page.reset_button.click()
    assert not progress.is_done("the-table") and progress.is_done("parry")
    assert not page.entry_text(0).startswith(DONE_MARK)
    page.reset_all_button.click()
    assert not progress.is_done("parry") and "0 of 16 done" in page.intro.text()
    assert page.first_open_row() == 0


def test_the_course_page_starts_a_lesson_and_goes_on_to_the_next(
    make_course_window: CourseWindowFactory,
) -> None:
    window = make_course_window()
    page = window.course_page
    page.list.setCurrentRow(2)
    page.start_button.click()
    assert isinstance(window, CourseWindow) and window.lesson is not None
    assert window.lesson.id == "parry" and window.pages.currentWidget() is window.lesson_page
    assert window.pane.title.text() == "Lesson 3 of 16: An attack and its parry"
    window.pane.next_button.click()
    assert window.lesson.id == "largo"
    window.open_lesson("first-game")
    assert not window.pane.next_button.isEnabled()


@pytest.mark.parametrize("lesson_id", SCRIPTED)
def test_the_lesson_is_solved_by_keys_and_enter_goes_on(
    lesson_id: str, course: Course, make_course_window: CourseWindowFactory, qtbot: QtBot
) -> None:
    """Full keyboard play (issue 20): the lesson's moves by keys only; once it is done the keys
    are on the way on (the next lesson, or the list at the course's end)."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from tests.games.audatia.board.test_keyboard_play import KeyPlayer

    lesson = lesson_of(course, lesson_id)
    window = make_course_window()
    play = window.open_lesson(lesson_id)
    assert play is not None
    player = KeyPlayer(window.table)
    for move in lesson.solution:
        wait_for_learner(qtbot, play)
        player.play(move)
    qtbot.waitUntil(lambda: play.told is not Status.PLAYING, timeout=10_000)
    assert play.run.status is Status.DONE
    following = course.after(lesson)
    way_on = window.pane.next_button if following is not None else window.pane.course_button
    assert window.focusWidget() is way_on
    QTest.keyClick(way_on, Qt.Key.Key_Space)
    if following is not None:
        assert window.lesson == following
    else:
        assert window.pages.currentWidget() is window.course_page


def test_an_accepted_move_takes_the_refusal_away(
    decks: Decks, make_course_window: CourseWindowFactory, qtbot: QtBot
) -> None:
    """A wrong move's message goes once a move is accepted, even one that meets no goal: the
    feedback shown before the refusal comes back (issue 27)."""
    # One goal only, met by the second move: the parry itself meets none.
    text = SMALL_LESSON.replace('[[goals]]\ntext = "Parry."\nwhen = "play parry"\n\n', "")
    lesson = parse_lesson(text, "small.toml", decks)
    assert len(lesson.goals) == 1
    window = make_course_window(of=Course((lesson,), ()))
    play = window.open_lesson("small")
    assert play is not None
    opening = window.pane.feedback.text()
    wrong, right = lesson.wrong_moves.keys().__iter__().__next__(), lesson.solution[0]
    attempt_by_gesture(window.table, wrong)
    assert window.pane.feedback.property("mood") == "wrong"
    play_by_gesture(window.table, right)
    assert play.run.met == [False]
    assert window.pane.feedback.property("mood") == ""
    assert window.pane.feedback.text() == opening
    assert not window.table.prompt.refused


def test_lesson_one_says_where_the_card_lies_and_whose_move_it_is(
    course: Course, make_course_window: CourseWindowFactory, qtbot: QtBot
) -> None:
    """Lesson 1's last words are told once Boucicault has parried, and say what the table
    shows then: the Mandritto, laid on the right, pushed by a Roverso parry to the learner's
    left, and the learner to move (issue 27; "Playing Area")."""
    lesson = lesson_of(course, "the-table")
    window = make_course_window()
    play = window.open_lesson(lesson.id)
    assert play is not None
    for move in lesson.solution:
        play_by_gesture(window.table, move)
    qtbot.waitUntil(lambda: play.told is Status.DONE, timeout=10_000)
    controller = play.controller
    assert controller is not None
    state = controller.match.state
    assert [ply.action for ply in controller.match.plies][-1] == lesson.replies[-1]
    side = state.players[lesson.seat].stack_side
    assert side is Side.LEFT
    words = {
        "en": (f"now lies on your {side.value}", "The move is yours again."),
        "es": ("está ahora a tu izquierda", "El movimiento vuelve a ser tuyo."),
    }
    assert state.to_move is lesson.seat
    for code, (where, whose) in words.items():
        done = lesson.texts(code).done
        assert where in done and whose in done
        assert "must answer" not in done and "debe responder" not in done
    assert window.pane.feedback.property("mood") == "done"
    assert lesson.texts("en").done.split()[0] in window.pane.feedback.text()
