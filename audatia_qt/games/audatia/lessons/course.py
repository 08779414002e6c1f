"""The course: every lesson file read, checked, and put in order.

``check_lesson`` is what makes a lesson trustworthy before anyone plays it: the position is
legal (``position_problems``), the scripted solution meets every goal against the scripted
replies, every wrong move is one the learner could really make on the lesson's line, and no
text names a card the learner cannot see at the moment it is shown (docs/trust.md, R-034).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import TypeAlias

from audatia_qt.engine import lesson_course
from audatia_qt.engine.lesson_course import gather_course
from audatia_qt.engine.messages import CardName, Message, translate
from audatia_qt.games.audatia.lessons.model import (
    PROBLEM,
    SOURCE_LANGUAGE,
    Lesson,
    LessonError,
    load_lesson,
)
from audatia_qt.games.audatia.lessons.position import position_problems
from audatia_qt.games.audatia.lessons.runner import LessonRun, play_line
from audatia_qt.games.audatia.rules import Action, GameState, Seat, format_action, legal_actions
from audatia_qt.games.audatia.rules.cards import Blow, DeckDef
from audatia_qt.games.audatia.rules.views import hidden_cards

#: The game's course: the engine's, over this game's lessons.
Course: TypeAlias = lesson_course.Course[Lesson]


def load_course(paths: Iterable[Path], decks: Mapping[str, DeckDef]) -> Course:
    """Read and check every lesson file; a lesson with a problem is left out and said why."""
    return gather_course(paths, lambda path: load_lesson(path, decks), check_lesson)


def read_lesson_file(path: Path, decks: Mapping[str, DeckDef]) -> Lesson:
    """Read, parse and check a lesson file from anywhere (Learn > Open Lesson File).

    The file is read as untrusted input (``load_lesson``: a regular file, capped), so a pipe
    or a huge file is refused rather than waited on. Raises ``LessonError`` whose lines name
    the file and each problem; a lesson that does not check is not played.
    """
    lesson = load_lesson(path, decks)
    problems = check_lesson(lesson)
    if problems:
        raise LessonError(problems)
    return lesson


def check_lesson(lesson: Lesson) -> list[Message]:
    """Every reason ``lesson`` cannot be played as written, one line each naming its file."""
    source = lesson.source
    problems = [
        PROBLEM.say(file=source, field="position", problem=problem)
        for problem in position_problems(lesson.start, lesson.seat)
    ]
    if problems:
        return problems
    start = lesson.start
    # Every language's texts: a translation must not name a hidden card either.
    languages = [(SOURCE_LANGUAGE, "")] + [
        (code, f"translations.{code}.") for code in lesson.translations
    ]
    for language, prefix in languages:
        words = lesson.texts(language)
        texts = [("title", words.title), ("summary", words.summary), ("text", words.text)]
        texts += [(f"goals[{n}]", text) for n, text in enumerate(words.goals, start=1)]
        texts += [(f"hints[{n}]", hint) for n, hint in enumerate(words.hints, start=1)]
        for where, text in texts:
            problems.extend(_hidden_names(source, prefix + where, text, start, lesson.seat))
    if lesson.solution_bot is not None:
        return problems
    line = play_line(lesson)
    problems.extend(line.problems)
    config = lesson.config
    for action in lesson.wrong_moves:
        where = f"wrong_moves.'{format_action(config, action)}'"
        states = [state for state, met in line.decisions if _refused(lesson, met, action, state)]
        if not states:
            never = translate("LessonChecks", "never refused on the lesson's line, so never met")
            problems.append(PROBLEM.say(file=source, field=where, problem=never.say()))
        for state in states:
            for language, prefix in languages:
                message = lesson.texts(language).wrong_moves[action]
                problems.extend(_hidden_names(source, prefix + where, message, state, lesson.seat))
    done = line.done_state
    if done is not None and done.outcome is None:
        # Once the game is over both hands are open, and every card may be named.
        for language, prefix in languages:
            text = lesson.texts(language).done
            problems.extend(_hidden_names(source, prefix + "done", text, done, lesson.seat))
    return problems


def _refused(lesson: Lesson, met: tuple[bool, ...], action: Action, state: GameState) -> bool:
    """Whether the learner's ``action`` would be refused in ``state``, with these goals met."""
    legal = legal_actions(state)
    if action not in legal:
        return False
    run = LessonRun(lesson)
    run.met = list(met)
    return run.refusal(action, legal) is not None


#: The seven blows' names: a Strike card is named after its blow, and naming a blow (what a
#: Posta throws, what may parry) tells nothing of any hand.
_BLOWS = frozenset(blow.title.lower() for blow in Blow)


def _hidden_names(
    source: str, where: str, text: str, state: GameState, viewer: Seat
) -> list[Message]:
    """Card names in ``text`` that only hidden cards bear (the learner could not see one)."""
    lowered = text.lower()
    named = sorted(
        name
        for name in _unseen_names(state, viewer)
        if name.lower() in lowered
        and re.search(rf"\b{re.escape(name)}\b", text, re.IGNORECASE) is not None
    )
    hidden = translate("LessonChecks", "names {card}, which the learner cannot see then (R-034)")
    return [
        PROBLEM.say(file=source, field=where, problem=hidden.say(card=CardName(name)))
        for name in named
    ]


def _unseen_names(state: GameState, viewer: Seat) -> frozenset[str]:
    """The names (Blows aside) that no card the viewer can see in ``state`` bears."""
    cards = state.config.cards
    hidden = hidden_cards(state, viewer)
    visible = {card.definition.name.lower() for card in cards.instances if card.id not in hidden}
    return frozenset(
        name
        for name in {cards[card].definition.name for card in hidden}
        if name.lower() not in visible and name.lower() not in _BLOWS
    )
