"""Ready...Fence!'s course: every lesson file read, checked and put in order.

``check_lesson`` is what makes a lesson trustworthy before anyone plays it: every section it
cites is one the rules reference has, its solution meets every goal against the script (played
through a match, as the board plays it), every wrong move is refused somewhere on its line, and
no text names a card the learner cannot see when it is shown, in any language (the honesty
promise, docs/trust.md). The checks are the shared ``engine.lesson_checks``; this module gives
them what is this game's: its citations, and which cards a learner sees.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import TypeAlias

from audatia_qt.engine import lesson_course
from audatia_qt.engine.lesson_checks import check_lesson_line, names_hidden
from audatia_qt.engine.lesson_course import gather_course
from audatia_qt.engine.lesson_files import PROBLEM
from audatia_qt.engine.messages import Message, translate
from audatia_qt.engine.resources import lessons_dir
from audatia_qt.games.ready_fence.lessons.model import Lesson, load_lesson
from audatia_qt.games.ready_fence.lessons.runner import play_line
from audatia_qt.games.ready_fence.reference import anchor_for_citation
from audatia_qt.games.ready_fence.rules import Card, State, legal_actions, observe
from audatia_qt.games.ready_fence.rules.cards import CardSet

#: Ready...Fence!'s folder inside the lessons folder (Audatia's lessons are the files beside it).
READY_FENCE_LESSONS = "ready_fence"

#: The game's course: the engine's, over this game's lessons.
Course: TypeAlias = lesson_course.Course[Lesson]


def bundled_lesson_paths() -> list[Path]:
    """Ready...Fence!'s lesson files (assets/lessons/ready_fence/*.toml), sorted by name."""
    folder = lessons_dir() / READY_FENCE_LESSONS
    if not folder.is_dir():
        return []
    return sorted(path for path in folder.glob("*.toml") if path.is_file())


def load_course(paths: Iterable[Path], cards: CardSet) -> Course:
    """Read and check every lesson file; a lesson with a problem is left out and said why."""
    return gather_course(paths, lambda path: load_lesson(path, cards), check_lesson)


def citation_anchors(lesson: Lesson) -> tuple[str | None, ...]:
    """The anchor of the rules reference each section the lesson ``cites`` opens (None for a
    name that opens none)."""
    return tuple(anchor_for_citation(section) for section in lesson.cites)


def check_lesson(lesson: Lesson) -> list[Message]:
    """Every reason ``lesson`` cannot be played as written, one line each naming its file."""
    source = lesson.source
    problems: list[Message] = []
    unknown = translate("LessonChecks", "'{section}' is no section of the rulebook")
    for number, (section, anchor) in enumerate(
        zip(lesson.cites, citation_anchors(lesson), strict=True), start=1
    ):
        if anchor is None:
            said = unknown.say(section=section)
            problems.append(PROBLEM.say(file=source, field=f"cites[{number}]", problem=said))
    return problems + check_lesson_line(lesson, play_line, legal_actions, hidden_names)


def hidden_names(
    lesson: Lesson, where: str, text: str, state: State, language: str
) -> list[Message]:
    """A problem for each card name in ``text`` (in ``language``) that only cards the learner
    cannot see in ``state`` bear: the stock, the opponent's hand and face-down discards
    (rulebook, "Game Setup": hands "kept hidden"; "Discarding and Drawing": "keeping it
    covered")."""
    cards = state.config.cards.cards
    seen = {_name(cards[index], language) for index in visible_cards(state, lesson)}
    return names_hidden(
        lesson.source,
        where,
        text,
        seen,
        {_name(cards[index], language) for index in state.config.level_cards},
    )


def visible_cards(state: State, lesson: Lesson) -> set[int]:
    """The cards the learner sees in ``state``: their hand and discards, the cards face up."""
    view = observe(state, lesson.learner)
    own = view.fencers[lesson.learner]
    seen = set(view.hand) | set(own.discards or ()) | set(view.public_discard)
    if view.phrase is not None:
        seen |= set(view.phrase.table())
    return seen


def _name(card: Card, language: str) -> str:
    """The card's name in ``language`` (the deck's translation, else its English)."""
    return next((name for code, name, _ in card.translations if code == language), card.name)
