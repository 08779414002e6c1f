"""Learn Ready...Fence! in its window (issue 30, "lessons"): the course lists the lessons, every
lesson is played on the real strip board by its keys and buttons to its end, a wrong move is
refused with the lesson's words before it is played, the cited rules open, and a lesson done is
kept done."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from audatia_qt.games.ready_fence.board.faces import PlainCardFace
from audatia_qt.games.ready_fence.board.places import PHRASE, Piece, PlaceKey, PlaceKind
from audatia_qt.games.ready_fence.board.strip import StripBoard
from audatia_qt.games.ready_fence.board.words import BoardWords
from audatia_qt.games.ready_fence.decks.bundled import default_card_set
from audatia_qt.games.ready_fence.lessons.course import bundled_lesson_paths, load_course
from audatia_qt.games.ready_fence.lessons.moves import MovePattern
from audatia_qt.games.ready_fence.lessons.runner import Status
from audatia_qt.games.ready_fence.rules import ActionKind, Phase
from audatia_qt.games.ready_fence.screens.lessons import PROGRESS_GROUP, CourseWindow
from audatia_qt.shell.board_settings import BoardSettings
from audatia_qt.shell.i18n.language import Language
from audatia_qt.shell.lesson_progress import LessonProgress


def _window(qtbot: QtBot, opened: list[str], language: str = "en") -> CourseWindow:
    words = BoardWords(lambda: language)
    window = CourseWindow(
        load_course(bundled_lesson_paths(), default_card_set()),
        PlainCardFace(words),
        words,
        LessonProgress(group=PROGRESS_GROUP),
        BoardSettings(threaded_ai=False, ai_delay_ms=0, animation_ms=0),
        lambda: language,
        opened.append,
    )
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    return window


def _play(window: CourseWindow, qtbot: QtBot, move: MovePattern) -> None:
    """Make ``move`` as a person does: its button when the side panel offers it, else the
    strip's keys (Left/Right to the piece, Up/Down to the place, Return)."""
    table = window.table
    assert table is not None
    config = table.state.config
    board = window.board
    buttons = board.shown_move_buttons()
    for button, action in zip(buttons, board._button_moves, strict=False):
        if move.matches(config, action):
            qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
            return
    strip = board.strip
    for _piece in range(len(strip.pieces()) + 1):
        for _place in range(12):
            play = strip.focused_play()
            if play is not None and move.matches(config, play):
                qtbot.keyClick(strip, Qt.Key.Key_Return)
                return
            qtbot.keyClick(strip, Qt.Key.Key_Down)
        qtbot.keyClick(strip, Qt.Key.Key_Right)
    raise AssertionError(f"the board offers no {move.written()}")


def _learner_to_move(window: CourseWindow) -> bool:
    table = window.table
    return table is not None and table.person_to_move() is not None


@pytest.mark.parametrize("order", range(8))
def test_every_lesson_is_played_on_the_board_to_its_end(qtbot: QtBot, order: int) -> None:
    opened: list[str] = []
    window = _window(qtbot, opened)
    lesson = window.course.lessons[order]
    window.course_page.list.setCurrentRow(order)
    qtbot.mouseClick(window.course_page.start_button, Qt.MouseButton.LeftButton)
    assert window.pages.currentWidget() is window.lesson_page
    for move in lesson.solution:
        qtbot.waitUntil(lambda: _learner_to_move(window))
        _play(window, qtbot, move)
    qtbot.waitUntil(lambda: window.run is not None and window.run.status is Status.DONE)
    qtbot.waitUntil(lambda: window.pane.feedback.property("mood") == "done")
    assert window.pane.feedback.text().startswith("Lesson complete.")
    assert window.progress.is_done(lesson.id)
    assert all(label.text().startswith("\u2714") for label in window.pane.goal_labels)
    window.close()


def test_a_wrong_move_is_refused_with_the_rule_and_the_learner_tries_again(qtbot: QtBot) -> None:
    opened: list[str] = []
    window = _window(qtbot, opened)
    window.open_lesson("distance")
    table = window.table
    assert table is not None
    # A step back: refused with the lesson's words, before it is played.
    _play(window, qtbot, MovePattern(0, ActionKind.MOVE, step=-1))
    assert "A step back takes you farther away" in window.pane.feedback.text()
    assert window.pane.feedback.property("mood") == "wrong"
    assert not table.match.plies and table.state.phase is Phase.TURN
    # The cited sections open the rules reference there.
    buttons = window.pane.rule_buttons
    assert [button.text() for button in buttons] == [
        "Rulebook: Table 1",
        "Rulebook: Moving the Miniature Fencer",
    ]
    qtbot.mouseClick(buttons[1], Qt.MouseButton.LeftButton)
    assert opened == ["moving-the-miniature-fencer"]
    window.close()


def test_the_course_speaks_the_lessons_spanish(qtbot: QtBot) -> None:
    window = _window(qtbot, [], "es")
    assert "La distancia en la pista" in window.course_page.list.item(0).text()
    window.open_lesson("distance")
    assert window.pane.title.text().endswith(": La distancia en la pista")
    _play(window, qtbot, MovePattern(0, ActionKind.MOVE, step=-1))
    assert "a distancia larga ninguna carta tuya llega" in window.pane.feedback.text()
    window.close()


def test_lesson_text_is_plain_text(qtbot: QtBot) -> None:
    window = _window(qtbot, [])
    window.open_lesson("advanced-bout")
    assert window.pane.text.textFormat() is Qt.TextFormat.PlainText
    assert all(label.textFormat() is Qt.TextFormat.PlainText for label in window.pane.goal_labels)
    assert window.pane.title.textFormat() is Qt.TextFormat.PlainText
    window.close()


def _drag(strip: StripBoard, start: QPointF, end: QPointF) -> None:
    """A real press, move and release on the strip, as a mouse makes them."""
    for kind, at, buttons in (
        (QEvent.Type.MouseButtonPress, start, Qt.MouseButton.LeftButton),
        (QEvent.Type.MouseMove, (start + end) / 2, Qt.MouseButton.LeftButton),
        (QEvent.Type.MouseMove, end, Qt.MouseButton.LeftButton),
        (QEvent.Type.MouseButtonRelease, end, Qt.MouseButton.NoButton),
    ):
        event = QMouseEvent(
            kind,
            at,
            strip.mapToGlobal(at),
            Qt.MouseButton.LeftButton,
            buttons,
            Qt.KeyboardModifier.NoModifier,
        )
        QApplication.sendEvent(strip, event)


def _drag_to(strip: StripBoard, lifted: int | Piece, place: PlaceKey) -> None:
    start = strip.lift_rect(lifted)
    end = strip.place_rect(place)
    assert start is not None and end is not None
    _drag(strip, start.center(), end.center())


def test_lesson_one_by_drags_a_move_the_rules_forbid_says_the_rule(qtbot: QtBot) -> None:
    window = _window(qtbot, [])
    table = window.open_lesson("distance")
    assert table is not None
    strip = window.board.strip
    cards = table.state.config.cards.cards
    thrust = next(i for i in table.state.fencers[0].hand if cards[i].id == "straight-thrust-4")
    # At long distance a Straight Thrust does not reach: the drop snaps back with the rule.
    _drag_to(strip, thrust, PHRASE)
    assert "(Moving the Miniature Fencer, Table 1)" in window.pane.feedback.text()
    assert window.pane.feedback.property("mood") == "wrong"
    assert not table.match.plies
    # The learner tries again: a step forward, then the attack, both dragged.
    _drag_to(strip, Piece.FENCER, PlaceKey(PlaceKind.SECTION, 4))
    assert table.state.positions == (4, 6)
    _drag_to(strip, thrust, PHRASE)
    qtbot.waitUntil(lambda: window.pane.feedback.property("mood") == "done")
    assert window.progress.is_done("distance")
    window.close()


def test_the_course_speaks_spanish(qtbot: QtBot, spanish: Language) -> None:
    """The course window's words, the game's own and the shared window's, in Spanish."""
    window = _window(qtbot, [], "es")
    assert window.windowTitle() == "Aprende Ready...Fence!"
    assert window.course_page.intro.text().startswith("Lecciones breves en el tablero")
    assert window.course_page.reset_button.text() == "Reiniciar esta lección"
    window.open_lesson(window.course.lessons[0].id)
    assert window.pane.caption.text() == "Objetivos"
    assert window.pane.rule_buttons[0].text().startswith("Reglamento: ")
    window.close()
