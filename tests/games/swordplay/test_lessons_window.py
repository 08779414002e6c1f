"""Learn Swordplay: Arena in its window (issue 29, "Lessons"): the course lists the lessons,
lesson 1 is played on the real arena board with its keys to its end, a wrong move is refused
with the lesson's words before it is played, and the lesson is kept done."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from audatia_qt.games.swordplay.board.faces import FacePixmaps
from audatia_qt.games.swordplay.board.words import BoardWords
from audatia_qt.games.swordplay.decks.bundled import default_card_set
from audatia_qt.games.swordplay.entry import SWORDPLAY
from audatia_qt.games.swordplay.lessons.course import bundled_lesson_paths, load_course
from audatia_qt.games.swordplay.lessons.runner import Status
from audatia_qt.games.swordplay.render.faces import FaceRenderer
from audatia_qt.games.swordplay.rules import ActionKind, Phase
from audatia_qt.games.swordplay.screens.lessons import CourseWindow
from audatia_qt.shell.board_settings import BoardSettings
from audatia_qt.shell.i18n.language import Language
from audatia_qt.shell.lesson_progress import LessonProgress


def _window(qtbot: QtBot, opened: list[str]) -> CourseWindow:
    cards = default_card_set()
    assert SWORDPLAY.narrator is not None
    window = CourseWindow(
        load_course(bundled_lesson_paths(), cards),
        FacePixmaps(FaceRenderer(), lambda: "en", lambda: 1.0),
        BoardWords(lambda: "en", SWORDPLAY.narrator),
        LessonProgress(),
        BoardSettings(threaded_ai=False, ai_delay_ms=0),
        lambda: "en",
        opened.append,
    )
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    return window


def _focus_card(window: CourseWindow, qtbot: QtBot, card_id: str) -> None:
    """Left and Right move the keyboard's focus along the hand until it holds ``card_id``."""
    arena = window.board.arena
    combat = default_card_set().combat
    for _ in range(12):
        focused = arena.focused_card()
        if focused is not None and combat[focused].id == card_id:
            return
        qtbot.keyClick(arena, Qt.Key.Key_Right)
    raise AssertionError(f"no {card_id} in the hand")


def test_lesson_one_is_played_on_the_board_to_its_end(qtbot: QtBot) -> None:
    opened: list[str] = []
    window = _window(qtbot, opened)
    page = window.course_page
    assert page.list.count() == 5
    assert "A turn in four phases" in page.list.item(0).text()
    qtbot.mouseClick(page.start_button, Qt.MouseButton.LeftButton)
    table = window.table
    assert table is not None and window.pages.currentWidget() is window.lesson_page
    arena = window.board.arena
    # A wrong move (keep the whole hand, by Space) is refused with the lesson's words, unplayed.
    qtbot.keyClick(arena, Qt.Key.Key_Space)
    assert "discard one of your two Jumps" in window.pane.feedback.text()
    assert window.pane.feedback.property("mood") == "wrong"
    assert table.state.phase is Phase.DISCARD and not table.match.plies
    # Discard a Jump: the draw follows, and the Ready phase begins.
    _focus_card(window, qtbot, "jump")
    qtbot.keyClick(arena, Qt.Key.Key_Return)
    assert table.state.phase is Phase.READY
    assert window.run is not None and window.run.met[:2] == [True, True]
    qtbot.keyClick(arena, Qt.Key.Key_Space)  # ready nothing
    assert table.state.phase is Phase.COMBAT
    _focus_card(window, qtbot, "attack-high")
    play = arena.focused_play()
    assert play is not None and play.kind is ActionKind.ATTACK and play.target == 1
    qtbot.keyClick(arena, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.run is not None and window.run.status is Status.DONE)
    qtbot.waitUntil(lambda: window.pane.feedback.property("mood") == "done")
    assert window.pane.feedback.text().startswith("Lesson complete.")
    assert window.progress.is_done("four-phases")
    assert all(label.text().startswith("\u2714") for label in window.pane.goal_labels)
    # The citation opens the rules reference at the section the lesson teaches.
    qtbot.mouseClick(window.pane.rule_buttons[0], Qt.MouseButton.LeftButton)
    assert opened == ["playing-the-game"]
    window.show_course()
    assert page.list.item(0).text().startswith("\u2714")
    window.close()


def test_lesson_text_is_plain_text(qtbot: QtBot) -> None:
    window = _window(qtbot, [])
    window.open_lesson("solo-fight")
    assert window.pane.text.textFormat() is Qt.TextFormat.PlainText
    assert all(label.textFormat() is Qt.TextFormat.PlainText for label in window.pane.goal_labels)
    assert window.pane.title.textFormat() is Qt.TextFormat.PlainText
    window.close()


def test_the_course_speaks_the_lessons_spanish(qtbot: QtBot) -> None:
    cards = default_card_set()
    assert SWORDPLAY.narrator is not None
    window = CourseWindow(
        load_course(bundled_lesson_paths(), cards),
        FacePixmaps(FaceRenderer(), lambda: "es", lambda: 1.0),
        BoardWords(lambda: "es", SWORDPLAY.narrator),
        LessonProgress(),
        BoardSettings(threaded_ai=False, ai_delay_ms=0),
        lambda: "es",
        [].append,
    )
    qtbot.addWidget(window)
    assert "Un turno en cuatro fases" in window.course_page.list.item(0).text()
    window.open_lesson("four-phases")
    arena = window.board.arena
    qtbot.keyClick(arena, Qt.Key.Key_Space)  # keep the hand: the lesson's Spanish refusal
    assert "descarta una de tus dos cartas de Saltar" in window.pane.feedback.text()
    window.close()


def test_the_course_speaks_spanish(qtbot: QtBot, spanish: Language) -> None:
    """The course window's words, the game's own and the shared window's, in Spanish."""
    window = _window(qtbot, [])
    assert window.windowTitle() == "Aprende Swordplay: Arena"
    assert window.course_page.reset_all_button.text() == "Reiniciar todo el progreso"
    window.open_lesson(window.course.lessons[0].id)
    assert window.pane.caption.text() == "Objetivos"
    assert window.pane.feedback.text() == "Lee la lección, y luego juega en el tablero."
    window.close()
