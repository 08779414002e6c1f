"""The checks that make a scripted lesson trustworthy before anyone plays it, for every game
whose lessons are run by ``engine.lesson_runner`` (Swordplay's, Ready...Fence!'s).

Its solution meets every goal against the script (played through a match, as the board plays
it), every wrong move is refused somewhere on its line, and no text names a card the learner
cannot see when it is shown, in any language (the honesty promise, docs/trust.md). Which cards
a learner sees, and what a lesson cites, stay the game's: ``check_lesson_line`` is given the
game's own ``hidden_names``, and ``names_hidden`` is given the names seen and the names there
are.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any, Protocol, TypeVar

from audatia_qt.engine.lesson_files import PROBLEM
from audatia_qt.engine.lesson_runner import (
    LessonRun,
    LessonTexts,
    Line,
    MovePattern,
    ScriptedLesson,
)
from audatia_qt.engine.messages import SOURCE_LANGUAGE, Message, translate


class LessonWords(LessonTexts, Protocol):
    """A lesson's texts in one language, every one a learner may read."""

    @property
    def title(self) -> str: ...

    @property
    def summary(self) -> str: ...

    @property
    def text(self) -> str: ...

    @property
    def goals(self) -> Sequence[str]: ...

    @property
    def hints(self) -> Sequence[str]: ...

    @property
    def done(self) -> str: ...


class CheckedLesson(ScriptedLesson, Protocol):
    """What the checks read of a game's lesson, beyond what running it reads."""

    @property
    def translations(self) -> Mapping[str, Any]: ...

    def texts(self, language: str) -> LessonWords: ...


L = TypeVar("L", bound=CheckedLesson)

#: The game's check of one text: the problems of the card names in ``text`` (in ``language``)
#: that the learner cannot see in ``state``; called (lesson, where, text, state, language).
HiddenNames = Callable[[L, str, str, Any, str], list[Message]]


def check_lesson_line(
    lesson: L,
    play_line: Callable[[L], Line[L]],
    legal_actions: Callable[[Any], Sequence[Any]],
    hidden_names: HiddenNames[L],
) -> list[Message]:
    """Every reason ``lesson`` cannot be played as written, but its citations (the game's):
    one line each naming its file."""
    source = lesson.source
    problems: list[Message] = []
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
        states = [
            state
            for state, met in line.decisions
            if _refused(lesson, met, move, legal_actions(state))
        ]
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


def _refused(
    lesson: CheckedLesson, met: tuple[bool, ...], move: MovePattern[Any], legal: Sequence[Any]
) -> bool:
    """Whether the lesson refuses some move of the wrong ``move`` among ``legal``, with the
    goals ``met`` then."""
    run = LessonRun(lesson)
    run.met = list(met)
    config = lesson.config
    return any(
        move.matches(config, action) and run.refusal(action, legal) is not None for action in legal
    )


def names_hidden(
    source: str, where: str, text: str, seen: Iterable[str], names: Iterable[str]
) -> list[Message]:
    """A problem for each card name of ``names`` in ``text`` that only cards the learner cannot
    see bear (``seen`` are the names of those the learner sees)."""
    seen = set(seen)
    # The names seen are taken out first, longest first: a longer name seen in the text
    # ("Stop Hit to the Arm") does not name a hidden card called by a part of it ("Stop Hit").
    rest = text
    for name in sorted(seen, key=len, reverse=True):
        rest = _pattern(name).sub(" ", rest)
    hidden = sorted(set(names) - seen)
    named = [name for name in hidden if _pattern(name).search(rest) is not None]
    said = translate("LessonChecks", "names {card}, which the learner cannot see then")
    return [PROBLEM.say(file=source, field=where, problem=said.say(card=name)) for name in named]


def _pattern(name: str) -> re.Pattern[str]:
    """A card's name as a whole phrase, in any case."""
    return re.compile(rf"(?<!\w){re.escape(name)}(?!\w)", re.IGNORECASE)
