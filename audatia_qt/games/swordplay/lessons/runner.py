"""Running a Swordplay lesson: the shared lesson runner (``engine.lesson_runner``) given this
game's rules, bots and lessons.

The match's die is seeded by the lesson's ``dice``, every roll made by the match, so the line
the checks play is the line the board shows. The monster of solo play is the rules' own
(ruling SP-1); the other heroes play the lesson's ``replies`` in order while each is legal,
then the lesson's bot.
"""

from __future__ import annotations

from typing import TypeAlias

from audatia_qt.engine import lesson_runner
from audatia_qt.engine.lesson_runner import FINISHED as FINISHED
from audatia_qt.engine.lesson_runner import Status as Status
from audatia_qt.engine.session.match import Match, MatchSetup
from audatia_qt.games.swordplay.game import SwordplayGame
from audatia_qt.games.swordplay.lessons.model import Lesson
from audatia_qt.games.swordplay.policy.factory import make_bot
from audatia_qt.games.swordplay.rules import observe

LessonRun: TypeAlias = lesson_runner.LessonRun[Lesson]
ScriptedHeroes: TypeAlias = lesson_runner.ScriptedReplies[Lesson]
"""The other heroes of a lesson: the script's moves in order, then the fallback bot."""
Line: TypeAlias = lesson_runner.Line[Lesson]


def heroes_for(lesson: Lesson) -> ScriptedHeroes:
    """Fresh other heroes for one attempt at ``lesson``."""
    return ScriptedHeroes(lesson, make_bot(lesson.opponent))


def lesson_setup(lesson: Lesson) -> MatchSetup:
    """The match of a lesson: the learner a person, the other heroes the script, the monster
    the rules'; the die seeded by the lesson's ``dice``."""
    return lesson_runner.lesson_setup(SwordplayGame(), lesson)


def lesson_match(lesson: Lesson, setup: MatchSetup | None = None) -> Match:
    """A match at the lesson's position (its rolls made as the board's are)."""
    return Match.from_position(setup or lesson_setup(lesson), lesson.start)


def play_line(lesson: Lesson) -> Line:
    """Play the solution against the script from the start, through a match as the board
    does, until the lesson is over and the learner is to move again (or the game ends)."""
    return lesson_runner.play_line(lesson, lesson_match(lesson), heroes_for(lesson), observe)
