"""Running a lesson: the goals met so far, the wrong moves refused, the opponent's script.

The table plays a lesson as any game: the learner's gestures become actions, the rules apply
them. Around that, a ``LessonRun`` refuses a wrong move before it is played (with the lesson's
message), records every move played to see which goals it met, and says when the lesson is
done or has failed (the game ended before the goals were met). A ``ScriptedOpponent`` plays the
opponent's replies in order, as a bot the table asks like any other; once the script runs out,
or the learner leaves its line so that the next reply is not legal, the lesson's fallback bot
plays on. ``play_line`` plays a lesson's scripted solution without a table, for the checks.
"""

from __future__ import annotations

import enum
import random
from collections.abc import Sequence
from dataclasses import dataclass, field

from audatia_qt.engine.messages import Message, OwnWords, Param, Sentence, translate
from audatia_qt.games.audatia.lessons.model import FILE_PROBLEM, SOURCE_LANGUAGE, Lesson
from audatia_qt.games.audatia.policy.factory import AudatiaBot, make_bot
from audatia_qt.games.audatia.rules import (
    Action,
    Event,
    GameState,
    PlayerView,
    apply,
    format_action,
    legal_actions,
    observe,
)

#: The answer to any move once the lesson is over: the table waits for the learner's choice.
#: A problem of a lesson's line, naming its file.
LINE_PROBLEM = FILE_PROBLEM
FINISHED = translate("Lessons", "This lesson is over: start it again, or go on to the next.")


class Status(enum.Enum):
    """Where a lesson stands."""

    PLAYING = "playing"
    DONE = "done"
    """Every goal has been met."""
    FAILED = "failed"
    """The game ended before every goal was met."""


class LessonRun:
    """One attempt at a lesson: which goals are met, and whether it is done or failed."""

    def __init__(self, lesson: Lesson, language: str = SOURCE_LANGUAGE) -> None:
        self.lesson = lesson
        self.language = language
        """The language of the lesson's messages (the window changes it with the app's)."""
        self.met = [False] * len(lesson.goals)
        self.status = Status.PLAYING

    def refusal(self, action: Action, legal: Sequence[Action] = ()) -> Message | str | None:
        """Why the learner's ``action`` is refused (the lesson's message in the run's
        language, or the program's own once the lesson is over), or None to play it.

        When every one of the ``legal`` moves would be refused (the learner has left the
        lesson's line), the move is played: a lesson never leaves the learner without a move.
        """
        if self.status is not Status.PLAYING:
            return FINISHED.say()
        message = self.wrong_message(action)
        if message is None or (legal and all(self.wrong_message(other) for other in legal)):
            return None
        return message

    def wrong_message(self, action: Action) -> str | None:
        """The message of ``action`` (in the run's language) when it is one of the wrong moves
        now, else None."""
        wrong = self.lesson.wrong_moves.get(action)
        if wrong is None or (wrong.until is not None and self.met[wrong.until - 1]):
            return None
        translation = self.lesson.translations.get(self.language)
        return (
            wrong.message
            if translation is None
            else translation.wrong_moves.get(action, wrong.message)
        )

    def record(self, action: Action, events: Sequence[Event], state: GameState) -> tuple[int, ...]:
        """A move was played (by either seat): mark the goals it met; return their indexes."""
        if self.status is not Status.PLAYING:
            return ()
        learner = self.lesson.seat
        newly = tuple(
            number
            for number, goal in enumerate(self.lesson.goals)
            if not self.met[number] and goal.condition.met(learner, action, events, state)
        )
        for number in newly:
            self.met[number] = True
        if all(self.met):
            self.status = Status.DONE
        elif state.outcome is not None:
            self.status = Status.FAILED
        return newly


class ScriptedOpponent:
    """The opponent of a lesson: its scripted replies in order, then the fallback bot.

    A reply is played only when it is legal; the first that is not ends the script (the learner
    has left the lesson's line) and the fallback plays every later decision. The table asks one
    decision at a time (one worker thread), so the cursor is never moved by two at once.
    """

    def __init__(self, replies: Sequence[Action], fallback: AudatiaBot) -> None:
        self.replies = tuple(replies)
        self.fallback = fallback
        self.played = 0
        """How many replies have been played."""
        self.off_script = False
        """A reply was not legal when its turn came: the fallback plays from then on."""

    @property
    def name(self) -> str:
        return f"lesson script, then {self.fallback.name}"

    def choose(self, view: PlayerView, legal: Sequence[Action], rng: random.Random) -> Action:
        if not self.off_script and self.played < len(self.replies):
            reply = self.replies[self.played]
            if reply in legal:
                self.played += 1
                return reply
            self.off_script = True
        return self.fallback.choose(view, legal, rng)


def opponent_for(lesson: Lesson) -> ScriptedOpponent:
    """A fresh opponent for one attempt at ``lesson``."""
    return ScriptedOpponent(lesson.replies, make_bot(lesson.opponent))


@dataclass
class Line:
    """A lesson's scripted solution played out: where it went wrong, if it did."""

    run: LessonRun
    state: GameState
    """Where the line stopped: the learner to move after the lesson ended, or the game over."""
    done_state: GameState | None = None
    """The state in which the last goal was met."""
    problems: list[Message] = field(default_factory=list)
    decisions: list[tuple[GameState, tuple[bool, ...]]] = field(default_factory=list)
    """The states in which the learner decided before the lesson was over, with the goals met
    then (where the wrong moves are tried)."""


def play_line(lesson: Lesson) -> Line:
    """Play the solution against the script, from the start, without a table.

    As on the table, once the lesson is over the opponent still answers (its script, then its
    bot) until the learner is to move. A lesson solved by a bot (``solution_bot``) is played
    through the table in the tests instead: the table seeds its bots, and that is the game the
    learner sees.
    """
    state = lesson.start
    run = LessonRun(lesson)
    opponent = opponent_for(lesson)
    line = Line(run, state)
    moves = list(lesson.solution)
    where = lesson.source

    def problem(sentence: Sentence, **values: Param) -> None:
        line.problems.append(LINE_PROBLEM.say(file=where, problem=sentence.say(None, **values)))

    while state.outcome is None:
        seat = state.to_move
        assert seat is not None
        legal = legal_actions(state)
        if seat is lesson.seat:
            if run.status is not Status.PLAYING:
                break
            if not moves:
                problem(translate("LessonChecks", "the solution ends before every goal is met"))
                break
            line.decisions.append((state, tuple(run.met)))
            action = moves.pop(0)
            if run.wrong_message(action) is not None:
                wrong = translate("LessonChecks", "the solution plays a wrong move, {move}")
                problem(wrong, move=format_action(state.config, action))
            if action not in legal:
                illegal = translate("LessonChecks", "solution move {move} is not legal there")
                problem(illegal, move=format_action(state.config, action))
                break
        else:
            scripted = not opponent.off_script and opponent.played < len(opponent.replies)
            action = opponent.choose(observe(state, seat), legal, random.Random(state.ply))
            if scripted and opponent.off_script:
                reply = opponent.replies[opponent.played]
                late = translate("LessonChecks", "reply {move} is not legal when its turn comes")
                problem(late, move=format_action(state.config, reply))
                break
        transition = apply(state, action)
        state = transition.state
        was_playing = run.status is Status.PLAYING
        run.record(action, transition.events, state)
        if was_playing and run.status is Status.DONE:
            line.done_state = state
    line.state = state
    if not line.problems:
        if moves:
            left = translate("LessonChecks", "%n solution move(s) left once it is done", None, 0)
            line.problems.append(LINE_PROBLEM.say(file=where, problem=left.say(len(moves))))
        if opponent.played < len(opponent.replies):
            unplayed = opponent.replies[opponent.played]
            problem(
                translate("LessonChecks", "reply {move} is never played"),
                move=format_action(state.config, unplayed),
            )
        if run.status is not Status.DONE:
            unmet = [goal for goal, met in zip(goal_words(lesson), run.met, strict=True) if not met]
            unmet_goals = translate("LessonChecks", "the solution leaves goals unmet: {goals}")
            problem(unmet_goals, goals=_goal_list(unmet))
    return line


#: Goals said one after another: a goal may hold commas of its own.
_GOALS = translate("LessonChecks", "{goals}; {goal}")


def goal_words(lesson: Lesson) -> list[OwnWords]:
    """Each goal's text with its translations (the lesson's ``[translations.<code>]`` goals)."""
    return [
        OwnWords(
            goal.text,
            tuple(
                (code, its.goals[number])
                for code, its in sorted(lesson.translations.items())
                if its.goals is not None and number < len(its.goals)
            ),
        )
        for number, goal in enumerate(lesson.goals)
    ]


def _goal_list(goals: Sequence[Param]) -> Param:
    said: Param = goals[0] if goals else ""
    for goal in goals[1:]:
        said = _GOALS.say(goals=said, goal=goal)
    return said
