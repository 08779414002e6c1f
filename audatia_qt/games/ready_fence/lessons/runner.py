"""Running a Ready...Fence! lesson: the shared lesson runner (``engine.lesson_runner``) given
this game's rules, bots and lessons.

The match's draws and coin are seeded by the lesson's ``dice``, every card drawn by the match
(ruling RF-9), so the line the checks play is the line the board shows. The opponent plays the
lesson's ``replies`` in order while each is legal, then the lesson's bot.
"""

from __future__ import annotations

from typing import TypeAlias

from audatia_qt.engine import lesson_runner
from audatia_qt.engine.lesson_runner import FINISHED as FINISHED
from audatia_qt.engine.lesson_runner import Status as Status
from audatia_qt.engine.session.match import Match, MatchSetup
from audatia_qt.games.ready_fence.game import ReadyFenceGame
from audatia_qt.games.ready_fence.lessons.model import Lesson
from audatia_qt.games.ready_fence.policy.factory import make_bot
from audatia_qt.games.ready_fence.rules import observe

LessonRun: TypeAlias = lesson_runner.LessonRun[Lesson]
ScriptedOpponent: TypeAlias = lesson_runner.ScriptedReplies[Lesson]
"""The opponent of a lesson: the script's moves in order, then the fallback bot."""
Line: TypeAlias = lesson_runner.Line[Lesson]


def opponent_for(lesson: Lesson) -> ScriptedOpponent:
    """A fresh opponent for one attempt at ``lesson``."""
    return ScriptedOpponent(lesson, make_bot(lesson.opponent))


def lesson_setup(lesson: Lesson) -> MatchSetup:
    """The match of a lesson: the learner a person, the opponent the script; the draws and
    the coin seeded by the lesson's ``dice``."""
    return lesson_runner.lesson_setup(ReadyFenceGame(), lesson)


def lesson_match(lesson: Lesson, setup: MatchSetup | None = None) -> Match:
    """A match at the lesson's position (its draws made as the board's are)."""
    return Match.from_position(setup or lesson_setup(lesson), lesson.start)


def play_line(lesson: Lesson) -> Line:
    """Play the solution against the script from the start, through a match as the board
    does, until the lesson is over and the learner is to move again (or the bout ends)."""
    return lesson_runner.play_line(lesson, lesson_match(lesson), opponent_for(lesson), observe)
