"""Running a Ready...Fence! lesson: the goals met, the wrong moves refused before they are
played, the opponent's script, and the lesson's line played without a board for the checks.

A lesson is a match like any (``engine.session.match``): it starts at the lesson's position,
its draws and coin seeded by the lesson's ``dice``, every move applied by the rules and every
card drawn by the match (ruling RF-9), so the line the checks play here is the line the board
shows. The opponent plays the lesson's ``replies`` in order while each is legal, then the
lesson's bot.
"""

from __future__ import annotations

import enum
import random
from collections.abc import Sequence
from dataclasses import dataclass, field

from audatia_qt.engine.lesson_files import FILE_PROBLEM
from audatia_qt.engine.messages import Message, Param, Sentence, translate
from audatia_qt.engine.session.match import Match, MatchSetup, SeatKind
from audatia_qt.games.ready_fence.game import ReadyFenceGame
from audatia_qt.games.ready_fence.lessons.model import Lesson
from audatia_qt.games.ready_fence.policy.factory import ReadyFenceBot, make_bot
from audatia_qt.games.ready_fence.rules import Action, Event, State, View, observe

#: The answer to any move once the lesson is over: the board waits for the learner's choice.
FINISHED = translate("Lessons", "This lesson is over: start it again, or go on to the next.")


class Status(enum.Enum):
    """Where a lesson stands."""

    PLAYING = "playing"
    DONE = "done"
    """Every goal has been met."""
    FAILED = "failed"
    """The bout ended before every goal was met."""


class LessonRun:
    """One attempt at a lesson: which goals are met, and whether it is done or failed."""

    def __init__(self, lesson: Lesson, language: str = "en") -> None:
        self.lesson = lesson
        self.language = language
        """The language of the lesson's messages (the window changes it with the app's)."""
        self.met = [False] * len(lesson.goals)
        self.status = Status.PLAYING

    def refusal(self, action: Action, legal: Sequence[Action] = ()) -> Message | str | None:
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

    def wrong_message(self, action: Action) -> str | None:
        """The message of ``action`` when it is one of the wrong moves now, else None."""
        config = self.lesson.config
        for move, wrong in self.lesson.wrong_moves.items():
            if not move.matches(config, action):
                continue
            if wrong.until is not None and self.met[wrong.until - 1]:
                continue
            return self.lesson.texts(self.language).wrong_moves[move]
        return None

    def record(self, action: Action, events: Sequence[Event], state: State) -> tuple[int, ...]:
        """A move was played (by either seat, or chance): mark the goals it met; their indexes."""
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


class ScriptedOpponent:
    """The opponent of a lesson: the script's moves in order, then the fallback bot.

    A reply is played when it is a legal move of the seat to move; the first that is not ends
    the script (the learner has left the lesson's line) and the fallback plays from then on. The
    board asks one decision at a time, so the cursor is never moved by two at once.
    """

    def __init__(self, lesson: Lesson, fallback: ReadyFenceBot) -> None:
        self.lesson = lesson
        self.fallback = fallback
        self.played = 0
        self.off_script = False

    @property
    def name(self) -> str:
        return f"lesson script, then {self.fallback.name}"

    def choose(self, view: View, legal: Sequence[Action], rng: random.Random) -> Action:
        replies = self.lesson.replies
        if not self.off_script and self.played < len(replies):
            reply = replies[self.played].among(self.lesson.config, legal)
            if reply is not None:
                self.played += 1
                return reply
            self.off_script = True
        return self.fallback.choose(view, legal, rng)


def opponent_for(lesson: Lesson) -> ScriptedOpponent:
    """A fresh opponent for one attempt at ``lesson``."""
    return ScriptedOpponent(lesson, make_bot(lesson.opponent))


def lesson_setup(lesson: Lesson) -> MatchSetup:
    """The match of a lesson: the learner a person, the opponent the script; the draws and
    the coin seeded by the lesson's ``dice``."""
    players = [SeatKind.COMPUTER, SeatKind.COMPUTER]
    players[lesson.learner] = SeatKind.HUMAN
    return MatchSetup(ReadyFenceGame(), lesson.config, players, chance_seed=lesson.dice)


def lesson_match(lesson: Lesson, setup: MatchSetup | None = None) -> Match:
    """A match at the lesson's position (its draws made as the board's are)."""
    return Match.from_position(setup or lesson_setup(lesson), lesson.start)


@dataclass
class Line:
    """A lesson's solution played out: where it went wrong, if it did."""

    run: LessonRun
    state: State
    done_state: State | None = None
    """The state in which the last goal was met."""
    problems: list[Message] = field(default_factory=list)
    decisions: list[tuple[State, tuple[bool, ...]]] = field(default_factory=list)
    """The states in which the learner decided before the lesson was over, with the goals met
    then (where the wrong moves are tried)."""


def play_line(lesson: Lesson) -> Line:
    """Play the solution against the script from the start, through a match as the board
    does, until the lesson is over and the learner is to move again (or the bout ends)."""
    match = lesson_match(lesson)
    run = LessonRun(lesson)
    opponent = opponent_for(lesson)
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
            scripted = not opponent.off_script and opponent.played < len(lesson.replies)
            action = opponent.choose(observe(match.state, seat), legal, random.Random(told))
            if scripted and opponent.off_script:
                late = translate("LessonChecks", "reply {move} is not legal when its turn comes")
                problem(late, move=lesson.replies[opponent.played].written())
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
        if opponent.played < len(lesson.replies):
            unplayed = translate("LessonChecks", "reply {move} is never played")
            problem(unplayed, move=lesson.replies[opponent.played].written())
        if run.status is not Status.DONE:
            unmet = "; ".join(
                goal.text for goal, met in zip(lesson.goals, run.met, strict=True) if not met
            )
            unmet_goals = translate("LessonChecks", "the solution leaves goals unmet: {goals}")
            problem(unmet_goals, goals=unmet)
    return line
