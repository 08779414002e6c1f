"""A lesson played in Spanish through the course window (issue 21): the lesson's texts from
its [translations.es], the window's own words from the learn catalog, the wrong moves refused
in Spanish; and a change of language mid-lesson says it all again in the new language."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from audatia_qt.games.audatia.board.controller import TableSettings
from audatia_qt.games.audatia.lessons import (
    Course,
    LessonError,
    Status,
    check_lesson,
    parse_lesson,
    position_problems,
)
from audatia_qt.games.audatia.render import FaceCache
from audatia_qt.games.audatia.rules import Seat
from audatia_qt.games.audatia.screens.lessons import (
    CourseOffer,
    CourseWindow,
    LessonProgress,
    paragraphs,
)
from audatia_qt.shell.i18n.language import Language
from audatia_qt.shell.i18n.render import render
from tests.games.audatia.board.conftest import play_by_gesture
from tests.games.audatia.lessons.conftest import SMALL_LESSON, Decks
from tests.games.audatia.lessons.test_on_the_table import (
    attempt_by_gesture,
    lesson_of,
    wait_for_learner,
)

WindowFactory = Callable[[Language], CourseWindow]


@pytest.fixture
def course_window(qtbot: QtBot, course: Course, lesson_faces: FaceCache) -> WindowFactory:
    def make(language: Language) -> CourseWindow:
        settings = TableSettings(animation_ms=0, ai_delay_ms=0, threaded_ai=False)
        window = CourseWindow(
            course, lesson_faces, LessonProgress(), settings=settings, language=language
        )
        qtbot.addWidget(window)
        window.resize(1280, 800)
        window.show()
        qtbot.waitExposed(window)
        return window

    return make


def test_a_lesson_played_in_spanish_shows_spanish_texts(
    spanish: Language, course: Course, course_window: WindowFactory, qtbot: QtBot
) -> None:
    lesson = lesson_of(course, "parry")
    words = lesson.texts("es")
    window = course_window(spanish)
    assert window.windowTitle() == "Aprende Audatia"
    assert window.course_page.start_button.text() == "Empezar la lección"
    assert "3. Un Ataque y su Parada" in window.course_page.entry_text(2)
    assert "0 de 16 hechas." in window.course_page.intro.text()
    play = window.open_lesson("parry")
    assert play is not None
    pane = window.pane
    assert pane.title.text() == "Lección 3 de 16: Un Ataque y su Parada"
    assert "Boucicault te ha atacado con un Mandritto Fendente" in pane.text.text()
    assert [label.text()[3:] for label in pane.goal_labels] == list(words.goals)
    assert pane.feedback.text() == paragraphs("Lee la lección, y luego juega en la mesa.")
    assert (pane.hint_button.text(), pane.next_button.text()) == ("Pista", "&Siguiente lección")
    assert window.show_hint() == words.hints[0]
    assert pane.feedback.text().startswith("<p>Pista 1 de 3: Dos de tus Golpes")
    # The wrong parry is refused with the lesson's Spanish message, on the table too.
    wait_for_learner(qtbot, play)
    wrong = next(iter(lesson.wrong_moves))
    attempt_by_gesture(window.table, wrong)
    assert window.table.prompt.text() == words.wrong_moves[wrong]
    assert pane.feedback.text() == paragraphs(words.wrong_moves[wrong])
    for move in lesson.solution:
        wait_for_learner(qtbot, play)
        play_by_gesture(window.table, move)
    qtbot.waitUntil(lambda: play.told is Status.DONE, timeout=10_000)
    assert pane.feedback.text() == paragraphs(f"Lección completada. {words.done}")
    # Once the lesson is over, the program's own refusal is Spanish too.
    refusal = play.run.refusal(lesson.solution[0])
    assert refusal is not None
    assert (
        render(refusal) == "Esta lección ha terminado: empiézala de nuevo, o pasa a la siguiente."
    )
    assert "Lección: Un Ataque y su Parada." in window.table.log.toPlainText()


def test_the_window_says_the_lesson_again_when_the_language_changes(
    qapp: QApplication, course: Course, course_window: WindowFactory, qtbot: QtBot
) -> None:
    language = Language(qapp)
    language.switch("en")
    try:
        window = course_window(language)
        play = window.open_lesson("parry")
        assert play is not None
        lesson = play.lesson
        wait_for_learner(qtbot, play)
        wrong = next(iter(lesson.wrong_moves))
        attempt_by_gesture(window.table, wrong)
        assert window.pane.feedback.text() == paragraphs(lesson.wrong_moves[wrong].message)
        assert window.pane.title.text() == "Lesson 3 of 16: An attack and its parry"
        language.switch("es")
        qtbot.waitUntil(lambda: window.windowTitle() == "Aprende Audatia")
        words = lesson.texts("es")
        pane = window.pane
        assert pane.title.text() == "Lección 3 de 16: Un Ataque y su Parada"
        assert pane.caption.text() == "Objetivos"
        assert pane.feedback.text() == paragraphs(words.wrong_moves[wrong])
        assert play.run.language == "es"
        assert play.run.refusal(wrong, ()) == words.wrong_moves[wrong]
        assert "Un Ataque y su Parada" in window.course_page.entry_text(2)
        language.switch("en")
        qtbot.waitUntil(lambda: window.windowTitle() == "Learn Audatia")
        assert pane.title.text() == "Lesson 3 of 16: An attack and its parry"
        assert pane.feedback.text() == paragraphs(lesson.wrong_moves[wrong].message)
    finally:
        language.uninstall()


def test_the_course_offer_speaks_spanish(spanish: Language, qtbot: QtBot) -> None:
    offer = CourseOffer()
    qtbot.addWidget(offer)
    assert offer.text() == "¿Es la primera vez que juegas a Audatia?"
    assert offer.learn_button.text() == "Abrir el curso"


def test_a_lesson_check_failure_is_said_in_spanish(spanish: Language, decks: Decks) -> None:
    text = SMALL_LESSON.replace('seat = "A"', 'seat = "C"')
    with pytest.raises(LessonError) as error:
        parse_lesson(text, "small.toml", decks)
    assert [render(problem) for problem in error.value.problems] == [
        'small.toml: seat: debe ser "A" o "B" (el asiento del alumno)'
    ]
    assert error.value.lines == ('small.toml: seat: must be "A" or "B" (the learner\'s seat)',)
    lesson = parse_lesson(
        SMALL_LESSON.replace("Parry with the Roverso", "Mind his Volta di Gomito"),
        "small.toml",
        decks,
    )
    assert [render(problem) for problem in check_lesson(lesson)] == [
        "small.toml: hints[1]: nombra Volta di Gomito, que el alumno no puede ver en ese "
        "momento (R-034)"
    ]
    found = position_problems(
        lesson.start.with_(players=(lesson.start.players[1], lesson.start.players[0])), Seat.A
    )
    assert found and all(render(p) != p.english() for p in found)


def test_the_goals_left_unmet_are_said_in_the_readers_language(
    spanish: Language, decks: Decks
) -> None:
    """A lesson author's check names the goals in the language it is read in (the lesson's
    own translations of them), English unchanged."""
    text = SMALL_LESSON.replace(
        'when = "play attack mandritto-mezano-b"',
        'when = "play attack mandritto-mezano-b"\n'
        '[[goals]]\ntext = "Win, at once."\nwhen = "win perfect_counter"\n'
        '[[goals]]\ntext = "Win again."\nwhen = "win perfect_counter"\n',
    )
    english_only = parse_lesson(text, "small.toml", decks)
    translated = parse_lesson(
        text
        + '\n[translations.es]\ngoals = ["Para.", "Responde.", "Gana, ya.", "Gana otra vez."]\n',
        "small.toml",
        decks,
    )
    for lesson in (english_only, translated):
        assert [problem.english() for problem in check_lesson(lesson)] == [
            "small.toml: the solution leaves goals unmet: Win, at once.; Win again."
        ]
    assert [render(problem) for problem in check_lesson(translated)] == [
        "small.toml: la solución deja objetivos sin cumplir: Gana, ya.; Gana otra vez."
    ]
    # A lesson that does not translate its goals names them in its English.
    assert [render(problem) for problem in check_lesson(english_only)] == [
        "small.toml: la solución deja objetivos sin cumplir: Win, at once.; Win again."
    ]
