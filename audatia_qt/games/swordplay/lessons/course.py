"""Swordplay's course: every lesson file read, checked and put in order.

``check_lesson`` is what makes a lesson trustworthy before anyone plays it: it cites a section
of the rulebook the reference has, its solution meets every goal against the script (played
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
from audatia_qt.games.swordplay.lessons.model import Lesson, load_lesson
from audatia_qt.games.swordplay.lessons.runner import play_line
from audatia_qt.games.swordplay.reference import anchor_for_citation
from audatia_qt.games.swordplay.rules import State, legal_actions, observe
from audatia_qt.games.swordplay.rules.cards import CardSet, CombatCard

#: Swordplay's folder inside the lessons folder (Audatia's lessons are the files beside it).
SWORDPLAY_LESSONS = "swordplay"

#: The game's course: the engine's, over this game's lessons.
Course: TypeAlias = lesson_course.Course[Lesson]


def bundled_lesson_paths() -> list[Path]:
    """Swordplay's lesson files (assets/lessons/swordplay/*.toml), sorted by name."""
    folder = lessons_dir() / SWORDPLAY_LESSONS
    if not folder.is_dir():
        return []
    return sorted(path for path in folder.glob("*.toml") if path.is_file())


def load_course(paths: Iterable[Path], cards: CardSet) -> Course:
    """Read and check every lesson file; a lesson with a problem is left out and said why."""
    return gather_course(paths, lambda path: load_lesson(path, cards), check_lesson)


def citation_anchor(lesson: Lesson) -> str | None:
    """The anchor of the rules reference the lesson's ``cites`` opens, or None."""
    return anchor_for_citation(lesson.cites)


def check_lesson(lesson: Lesson) -> list[Message]:
    """Every reason ``lesson`` cannot be played as written, one line each naming its file."""
    source = lesson.source
    problems: list[Message] = []
    if citation_anchor(lesson) is None:
        unknown = translate("LessonChecks", "'{section}' is no section of the rulebook")
        problems.append(
            PROBLEM.say(file=source, field="cites", problem=unknown.say(section=lesson.cites))
        )
    return problems + check_lesson_line(lesson, play_line, legal_actions, hidden_names)


def hidden_names(
    lesson: Lesson, where: str, text: str, state: State, language: str
) -> list[Message]:
    """A problem for each card name in ``text`` (in ``language``) that only cards the learner
    cannot see in ``state`` bear: the deck, another hero's hand (rulebook, "2. Draw")."""
    cards = state.config.cards.combat
    seen = {_name(cards[index], language) for index in visible_cards(state, lesson)}
    return names_hidden(lesson.source, where, text, seen, {_name(card, language) for card in cards})


def visible_cards(state: State, lesson: Lesson) -> set[int]:
    """The combat cards the learner sees in ``state``: their hand and everything face up."""
    view = observe(state, lesson.learner)
    seen = set(view.hand) | set(view.discard)
    for hero in view.heroes:
        seen |= {hero.armor} if hero.armor is not None else set()
        seen |= set(hero.weapons) | {shield.card for shield in hero.shields}
    if view.monster is not None:
        seen |= set(view.monster.weapons)
    if view.pending is not None:
        seen.add(view.pending.card)
    return seen


def _name(card: CombatCard, language: str) -> str:
    """The card's name in ``language`` (the deck's translation, else its English)."""
    return next((name for code, name, _ in card.translations if code == language), card.name)
