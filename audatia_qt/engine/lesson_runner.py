"""Running a lesson, for any game whose lessons are scripted the same way: the goals met, the
wrong moves refused before they are played, the script of the seats the learner does not play,
and the lesson's line played without a board for the checks.

A lesson is a match like any (``engine.session.match``): it starts at the lesson's position,
its chance seeded by the lesson's ``dice``, every move applied by the rules and every roll or
draw made by the match, so the line the checks play here is the line the board shows. The
other seats play the lesson's ``replies`` in order while each is legal, then the lesson's bot.

Swordplay's and Ready...Fence!'s lessons are run here; what a lesson, a move pattern and a goal
are stays each game's (``ScriptedLesson`` is all this module reads of them), and so do its
rules, its bots and what a seat sees (the callables ``play_line`` is given).
"""

from __future__ import annotations

import enum
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, Protocol, TypeVar

from audatia_qt.engine.lesson_files import FILE_PROBLEM
from audatia_qt.engine.messages import Message, Param, Sentence, translate
from audatia_qt.engine.search.bot import Bot
from audatia_qt.engine.session.match import Match, MatchSetup, SeatKind

#: The answer to any move once the lesson is over: the board waits for the learner's choice.
FINISHED = translate("Lessons", "This lesson is over: start it again, or go on to the next.")

ActionT = TypeVar("ActionT")


class MovePattern(Protocol[ActionT]):
    """A move a lesson file writes: matched against the moves the rules allow."""

    def matches(self, config: Any, action: ActionT) -> bool: ...

    def among(self, config: Any, legal: Sequence[ActionT]) -> ActionT | None: ...

    def written(self) -> str: ...


class GoalCondition(Protocol):
    """What a goal asks for: met by a move, its events and the state it leads to."""

    def met(self, learner: int, action: Any, events: Sequence[Any], state: Any) -> bool: ...


class Goal(Protocol):
    """One goal of a lesson: its condition and its text (said when it is left unmet)."""

    @property
    def condition(self) -> GoalCondition: ...

    @property
    def text(self) -> str: ...


class WrongMove(Protocol):
    """A move the lesson refuses, until (1-based) goal ``until`` is met, if it says so."""

    @property
    def until(self) -> int | None: ...


class LessonTexts(Protocol):
    """A lesson's texts in one language: here only the wrong moves' messages."""

    @property
    def wrong_moves(self) -> Mapping[Any, str]: ...


class ScriptedLesson(Protocol):
    """What running a lesson reads of a game's lesson."""

    @property
    def config(self) -> Any: ...

    @property
    def start(self) -> Any: ...

    @property
    def source(self) -> str: ...

    @property
    def learner(self) -> int: ...

    @property
    def opponent(self) -> str: ...

    @property
    def dice(self) -> int: ...

    @property
    def goals(self) -> Sequence[Goal]: ...

    @property
    def wrong_moves(self) -> Mapping[Any, WrongMove]: ...

    @property
    def replies(self) -> Sequence[MovePattern[Any]]: ...

    @property
    def solution(self) -> Sequence[MovePattern[Any]]: ...

    def texts(self, language: str) -> LessonTexts: ...


LessonT = TypeVar("LessonT", bound=ScriptedLesson)


class FinishedState(Protocol):
    """A game state that says whether the game is over (``result`` not None)."""

    @property
    def result(self) -> object: ...


class Status(enum.Enum):
    """Where a lesson stands."""

    PLAYING = "playing"
    DONE = "done"
    """Every goal has been met."""
    FAILED = "failed"
    """The game ended before every goal was met."""


class LessonRun(Generic[LessonT]):
    """One attempt at a lesson: which goals are met, and whether it is done or failed."""

    def __init__(self, lesson: LessonT, language: str = "en") -> None:
        self.lesson = lesson
        self.language = language
        """The language of the lesson's messages (the window changes it with the app's)."""
        self.met = [False] * len(lesson.goals)
        self.status = Status.PLAYING

    def refusal(self, action: Any, legal: Sequence[Any] = ()) -> Message | str | None:
        """Why the learner's ``action`` is refused, before it is played: the lesson's message
        in the run's language (a wrong move), the program's once the lesson is over, or None
        to play it. When every one of the ``legal`` moves would be refused, the move is played:
        a lesson never leaves the learner without a move."""
        if self.status is not Status.PLAYING:
            return FINISHED.say()
        message = self.wrong_message(action)
        if message is None or (legal and all(self.wrong_message(other) for other in legal)):
            return None
        return message

    def wrong_message(self, action: Any) -> str | None:
        """The message of ``action`` when it is one of the wrong moves now, else None."""
        config = self.lesson.config
        for move, wrong in self.lesson.wrong_moves.items():
            if not move.matches(config, action):
                continue
            if wrong.until is not None and self.met[wrong.until - 1]:
                continue
            return self.lesson.texts(self.language).wrong_moves[move]
        return None

    def record(self, action: Any, events: Sequence[Any], state: FinishedState) -> tuple[int, ...]:
        """A move was played (by any seat, or chance): mark the goals it met; their indexes."""
        if self.status is not Status.PLAYING:
            return ()
        learner = self.lesson.learner
        newly = tuple(
            number
            for number, goal in enumerate(self.lesson.goals)
            if not self.met[number] and goal.condition.met(learner, action, events, state)
        )
        for number in newly:
            self.met[number] = True
        if all(self.met):
            self.status = Status.DONE
        elif state.result is not None:
            self.status = Status.FAILED
        return newly


class ScriptedReplies(Generic[LessonT]):
    """The seats a lesson's learner does not play: the script's moves in order, then the
    fallback bot.

    A reply is played when it is a legal move of the seat to move; the first that is not ends
    the script (the learner has left the lesson's line) and the fallback plays from then on. The
    board asks one decision at a time, so the cursor is never moved by two at once.
    """

    def __init__(self, lesson: LessonT, fallback: Bot[Any, Any]) -> None:
        self.lesson = lesson
        self.fallback = fallback
        self.played = 0
        self.off_script = False

    @property
    def name(self) -> str:
        return f"lesson script, then {self.fallback.name}"

    def choose(self, view: Any, legal: Sequence[Any], rng: random.Random) -> Any:
        replies = self.lesson.replies
        if not self.off_script and self.played < len(replies):
            reply = replies[self.played].among(self.lesson.config, legal)
            if reply is not None:
                self.played += 1
                return reply
            self.off_script = True
        return self.fallback.choose(view, legal, rng)


def lesson_setup(game: Any, lesson: ScriptedLesson) -> MatchSetup:
    """The match of a lesson: the learner a person, every other seat the script; its chance
    seeded by the lesson's ``dice``."""
    players = [SeatKind.COMPUTER] * game.seat_count(lesson.config)
    players[lesson.learner] = SeatKind.HUMAN
    return MatchSetup(game, lesson.config, players, chance_seed=lesson.dice)


@dataclass
class Line(Generic[LessonT]):
    """A lesson's solution played out: where it went wrong, if it did."""

    run: LessonRun[LessonT]
    state: Any
    done_state: Any | None = None
    """The state in which the last goal was met."""
    problems: list[Message] = field(default_factory=list)
    decisions: list[tuple[Any, tuple[bool, ...]]] = field(default_factory=list)
    """The states in which the learner decided before the lesson was over, with the goals met
    then (where the wrong moves are tried)."""


def play_line(
    lesson: LessonT,
    match: Match,
    replies: ScriptedReplies[LessonT],
    observe: Callable[[Any, int], Any],
) -> Line[LessonT]:
    """Play the solution against the script (``replies``) from the start of ``match``, as the
    board does, until the lesson is over and the learner is to move again (or the game ends);
    ``observe`` is what the seat to move sees."""
    run = LessonRun(lesson)
    line = Line(run, match.state)
    moves = list(lesson.solution)
    config = lesson.config

    def problem(sentence: Sentence, **values: Param) -> None:
        said = sentence.say(None, **values)
        line.problems.append(FILE_PROBLEM.say(file=lesson.source, problem=said))

    told = 0
    while not match.over:
        seat = int(match.to_move())
        legal = match.legal_actions()
        if seat == lesson.learner:
            if run.status is not Status.PLAYING:
                break
            if not moves:
                problem(translate("LessonChecks", "the solution ends before every goal is met"))
                break
            line.decisions.append((match.state, tuple(run.met)))
            move = moves.pop(0)
            action = move.among(config, legal)
            if action is None:
                illegal = translate("LessonChecks", "solution move {move} is not legal there")
                problem(illegal, move=move.written())
                break
            if run.wrong_message(action) is not None:
                wrong = translate("LessonChecks", "the solution plays a wrong move, {move}")
                problem(wrong, move=move.written())
        else:
            scripted = not replies.off_script and replies.played < len(lesson.replies)
            action = replies.choose(observe(match.state, seat), legal, random.Random(told))
            if scripted and replies.off_script:
                late = translate("LessonChecks", "reply {move} is not legal when its turn comes")
                problem(late, move=lesson.replies[replies.played].written())
                break
        match.play(action)
        for ply in match.plies[told:]:
            was_playing = run.status is Status.PLAYING
            run.record(ply.action, ply.events, ply.state)
            if was_playing and run.status is Status.DONE:
                line.done_state = ply.state
        told = len(match.plies)
    line.state = match.state
    if not line.problems:
        if moves:
            left = translate("LessonChecks", "%n solution move(s) left once it is done", None, 0)
            line.problems.append(FILE_PROBLEM.say(file=lesson.source, problem=left.say(len(moves))))
        if replies.played < len(lesson.replies):
            unplayed = translate("LessonChecks", "reply {move} is never played")
            problem(unplayed, move=lesson.replies[replies.played].written())
        if run.status is not Status.DONE:
            unmet = "; ".join(
                goal.text for goal, met in zip(lesson.goals, run.met, strict=True) if not met
            )
            unmet_goals = translate("LessonChecks", "the solution leaves goals unmet: {goals}")
            problem(unmet_goals, goals=unmet)
    return line
