"""Ready...Fence!'s course: every lesson file read, checked and put in order.

``check_lesson`` is what makes a lesson trustworthy before anyone plays it: every section it
cites is one the rules reference has, its solution meets every goal against the script (played
through a match, as the board plays it), every wrong move is refused somewhere on its line, and
no text names a card the learner cannot see when it is shown, in any language (the honesty
promise, docs/trust.md).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from pathlib import Path
from typing import TypeAlias

from audatia_qt.engine import lesson_course
from audatia_qt.engine.lesson_course import gather_course
from audatia_qt.engine.lesson_files import PROBLEM
from audatia_qt.engine.messages import SOURCE_LANGUAGE, Message, translate
from audatia_qt.engine.resources import lessons_dir
from audatia_qt.games.ready_fence.lessons.model import Lesson, load_lesson
from audatia_qt.games.ready_fence.lessons.moves import MovePattern
from audatia_qt.games.ready_fence.lessons.runner import LessonRun, play_line
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
    languages = [(SOURCE_LANGUAGE, "")] + [
        (code, f"translations.{code}.") for code in lesson.translations
    ]
    start = lesson.start
    for language, prefix in languages:
        words = lesson.texts(language)
        texts = [("title", words.title), ("summary", words.summary), ("text", words.text)]
        texts += [(f"goals[{n}]", text) for n, text in enumerate(words.goals, start=1)]
        texts += [(f"hints[{n}]", hint) for n, hint in enumerate(words.hints, start=1)]
        for where, text in texts:
            problems += hidden_names(lesson, prefix + where, text, start, language)
    line = play_line(lesson)
    problems += line.problems
    for move in lesson.wrong_moves:
        where = f"wrong_moves.'{move.written()}'"
        states = [state for state, met in line.decisions if _refused(lesson, met, move, state)]
        if not states:
            never = translate("LessonChecks", "never refused on the lesson's line, so never met")
            problems.append(PROBLEM.say(file=source, field=where, problem=never.say()))
        for state in states:
            for language, prefix in languages:
                message = lesson.texts(language).wrong_moves[move]
                problems += hidden_names(lesson, prefix + where, message, state, language)
    done = line.done_state
    if done is not None:
        for language, prefix in languages:
            text = lesson.texts(language).done
            problems += hidden_names(lesson, prefix + "done", text, done, language)
    return problems


def _refused(lesson: Lesson, met: tuple[bool, ...], move: MovePattern, state: State) -> bool:
    """Whether the lesson refuses some legal move of the wrong ``move`` in ``state``."""
    legal = legal_actions(state)
    run = LessonRun(lesson)
    run.met = list(met)
    config = lesson.config
    return any(
        move.matches(config, action) and run.refusal(action, legal) is not None for action in legal
    )


def hidden_names(
    lesson: Lesson, where: str, text: str, state: State, language: str
) -> list[Message]:
    """A problem for each card name in ``text`` (in ``language``) that only cards the learner
    cannot see in ``state`` bear: the stock, the opponent's hand and face-down discards
    (rulebook, "Game Setup": hands "kept hidden"; "Discarding and Drawing": "keeping it
    covered")."""
    cards = state.config.cards.cards
    seen = {_name(cards[index], language) for index in visible_cards(state, lesson)}
    # The names seen are taken out first, longest first: "Stop Hit to the Arm" in the text
    # does not name a hidden card called "Stop Hit".
    rest = text
    for name in sorted(seen, key=len, reverse=True):
        rest = _pattern(name).sub(" ", rest)
    hidden = sorted({_name(cards[index], language) for index in state.config.level_cards} - seen)
    named = [name for name in hidden if _pattern(name).search(rest) is not None]
    said = translate("LessonChecks", "names {card}, which the learner cannot see then")
    return [
        PROBLEM.say(file=lesson.source, field=where, problem=said.say(card=name)) for name in named
    ]


def _pattern(name: str) -> re.Pattern[str]:
    """A card's name as a whole phrase, in any case."""
    return re.compile(rf"(?<!\w){re.escape(name)}(?!\w)", re.IGNORECASE)


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
