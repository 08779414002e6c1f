"""Fixtures for the lessons' tests: the bundled decks by id, the course, a small lesson file to
vary, and a course window whose table answers at once with animations off."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from audatia_qt.engine.resources import bundled_lesson_paths
from audatia_qt.games.audatia.board.controller import TableSettings
from audatia_qt.games.audatia.lessons import Course, load_course
from audatia_qt.games.audatia.render import CardRenderer, FaceCache
from audatia_qt.games.audatia.rules.cards import DeckDef
from audatia_qt.games.audatia.screens.lessons import CourseWindow, LessonProgress

Decks = dict[str, DeckDef]

#: A lesson in a few lines: seat A parries a Mandritto Fendente, with one wrong parry. The
#: tests below change one field at a time to see each problem reported.
SMALL_LESSON = '''
id = "small"
order = 1
title = "A small lesson"
summary = "Parry once."
seat = "A"
text = "Parry the attack."
position = """
audatia-position 1
decks: galeazzo-da-mantoa boucicault
game: challenger=B seed=3
turn: phase=react to-move=A ply=30
A hand: roverso-sottano-b mandritto-sottano-tl mandritto-mezano-b gomito-e-pomo
A posta: tutta-porta-di-ferro in
A virtues: fortitudo celeritas
B hand: punta-b mandritto-sottano-b volta-di-gomito deny
B stack: right mandritto-fendente-b
B posta: corona
B virtues: audatia prudentia
context: attacker=B attack-card=B:mandritto-fendente-b attack-posta=B:corona
"""
solution = ["A parry roverso-sottano-b", "A attack mandritto-mezano-b"]
hints = ["Parry with the Roverso Sottano."]
done = "Well parried."

[[goals]]
text = "Parry."
when = "play parry"

[[goals]]
text = "Strike back."
when = "play attack mandritto-mezano-b"

[wrong_moves]
"A parry mandritto-sottano-tl" = "Not that parry."
'''


@pytest.fixture(scope="session")
def decks(galeazzo: DeckDef, boucicault: DeckDef) -> Decks:
    return {galeazzo.id: galeazzo, boucicault.id: boucicault}


@pytest.fixture(scope="session")
def course(decks: Decks) -> Course:
    return load_course(bundled_lesson_paths(), decks)


@pytest.fixture(scope="session")
def lesson_faces(shared_faces_dir: Path) -> Iterator[FaceCache]:
    """Card faces drawn once for all the lessons' table tests (and the rest of the run's)."""
    cache = FaceCache(shared_faces_dir, CardRenderer())
    yield cache
    cache.close()


CourseWindowFactory = Callable[..., CourseWindow]


@pytest.fixture
def make_course_window(
    qtbot: QtBot, course: Course, lesson_faces: FaceCache
) -> CourseWindowFactory:
    """``make_course_window(progress=None, course=...)``: a shown course window at 1280x800,
    animations off, the opponent answering at once on the GUI thread."""

    def make(progress: LessonProgress | None = None, of: Course | None = None) -> CourseWindow:
        settings = TableSettings(animation_ms=0, ai_delay_ms=0, threaded_ai=False)
        window = CourseWindow(
            of or course, lesson_faces, progress or LessonProgress(), settings=settings
        )
        qtbot.addWidget(window)
        window.resize(1280, 800)
        window.show()
        qtbot.waitExposed(window)
        return window

    return make
