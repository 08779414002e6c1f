"""A lesson as data: its position, words, goals, the opponent's replies and the wrong moves.

One lesson is one TOML file under ``assets/lessons/`` (see its README.md for every field). It
is read with ``tomllib`` and checked strictly: every problem becomes one line naming the file
and the field, collected in a ``LessonError``; nothing in a lesson file is code.

A goal's condition is a short phrase from a small vocabulary, checked after every move:

- ``play <verb> [<card>]``: the learner makes a move of this kind (the action notation's verb,
  e.g. ``parry``, ``remedy``, ``orient``), with this card of theirs if one is named;
- ``event <kind> [<detail>]``: the move made something happen (an event of
  ``rules.EventKind``, e.g. ``bind stretto``, ``counter perfect``, ``break_off``);
- ``phase <phase>``: the game reaches this decision (``rules.Phase``, e.g. ``trade``);
- ``win [<reason>]``: the game ends and the learner has won (for this ``rules.Reason``).
"""

from __future__ import annotations

import enum
import re
import unicodedata
from collections.abc import Mapping, Sequence, Sized
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from audatia_qt.engine.messages import Message, Param, fingerprint, translate
from audatia_qt.engine.safe_io import QUOTE_LIMIT, FileRefusedError, printable, read_regular_file
from audatia_qt.engine.toml_problems import MESSAGE_LIMIT, TomlRefusedError, load_toml
from audatia_qt.games.audatia.lessons.position import complete_position
from audatia_qt.games.audatia.policy.factory import BOT_NAMES
from audatia_qt.games.audatia.rules import (
    Action,
    ActionKind,
    Event,
    EventKind,
    GameConfig,
    GameState,
    IllegalActionError,
    Phase,
    Reason,
    Seat,
    apply,
    format_action,
    new_game,
    parse_action,
)
from audatia_qt.games.audatia.rules.cards import DeckDef
from audatia_qt.games.audatia.rules.notation import NotationError
from audatia_qt.games.audatia.rules.position import PositionError

#: The prefix of a reply or solution played by a bot instead of a script.
BOT_PREFIX = "bot:"
#: Who plays the opponent once a script runs out or the learner leaves its line.
DEFAULT_OPPONENT = "heuristic"
_ID = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")
_KEYS = frozenset(
    {
        "id",
        "order",
        "title",
        "summary",
        "text",
        "seat",
        "position",
        "deal",
        "moves",
        "goals",
        "replies",
        "solution",
        "wrong_moves",
        "hints",
        "done",
        "table_hints",
        "translations",
    }
)
_DEAL_KEYS = frozenset({"decks", "seed", "challenger", "break"})
_GOAL_KEYS = frozenset({"text", "when"})
#: The texts of a lesson a person reads: what a ``[translations.<language>]`` table gives.
_TRANSLATED_KEYS = ("title", "summary", "text", "goals", "hints", "wrong_moves", "done")
#: The key of a translation that says which English it translates (``Lesson.fingerprint``).
TRANSLATES = "translates"
_FINGERPRINT = re.compile(r"^[0-9a-f]{12}$")
#: A language code, as the app's catalogs name them ("es"); the lesson's own is English.
_LANGUAGE = re.compile(r"^[a-z]{2,3}$")
SOURCE_LANGUAGE = "en"

#: The largest lesson file read, in bytes: the bundled lessons are at most 8 kB, one exported
#: from a game (both decks written out card by card, in two languages) about 7 kB, and one with
#: the whole line of a 500-move game would be some 25 kB. tomllib is slow on some large texts
#: (5,000 ``[[goals]]`` tables in 200 kB take seconds), and the file is read on the GUI thread.
MAX_LESSON_BYTES = 64 * 1024
#: How long each text of a lesson may be, in characters (the bundled lessons' longest: title
#: 46, summary 88, text 1,268, a goal 75, a hint 150, done 319, a wrong move's message 251, a
#: position 698). A text shown in a label is laid out whole, so a title of 200,000 characters
#: froze the window for 15 s; a few times the longest real text is room enough.
TEXT_LIMITS: Mapping[str, int] = {
    "id": 64,
    "title": 120,
    "summary": 300,
    "text": 6000,
    "goals": 300,
    "hints": 600,
    "done": 1500,
    "wrong_moves": 600,
    "position": 32_000,
}
#: The texts that are a single line (a title in a list, a summary under it).
_ONE_LINE = frozenset({"id", "title", "summary"})
#: How many entries a list or table of a lesson may hold (the bundled lessons' most: 5 goals,
#: 4 hints, 3 wrong moves, one translation).
COUNT_LIMITS: Mapping[str, int] = {
    "goals": 20,
    "hints": 20,
    "wrong_moves": 100,
    "translations": 20,
}
#: The largest ``order`` (the bundled lessons count from 1, exported ones from 100) and deal
#: seed: a number of thousands of digits is no lesson's, and Python refuses to write one out.
MAX_ORDER = 100_000
MAX_SEED = 2**63 - 1
#: How much of the file's name a message shows.
_FILE_NAME_LIMIT = 80
#: How long any text in a problem may be (a list of the known keys is the longest of ours).
_PLAIN_LIMIT = 200


#: A problem of a whole lesson file (or of its line), naming the file.
FILE_PROBLEM = translate("LessonChecks", "{file}: {problem}")
#: One problem of a lesson: the file, the field (as the file writes it) and what is wrong.
PROBLEM = translate("LessonFile", "{file}: {field}: {problem}")
UNKNOWN_KEY = translate("LessonFile", "unknown key '{key}' (known: {known})")
WRONG_TABLE = translate("LessonFile", 'must be a table of "<action>" = "<why it fails>"')
EMPTY_MESSAGE = translate("LessonFile", "the message must be a non-empty string")


class LessonError(ValueError):
    """A lesson file that cannot be used; ``problems`` holds one message a problem, each
    naming the file (``lines``: the same in English, one line each)."""

    def __init__(self, problems: Sequence[Message]) -> None:
        self.problems = tuple(problems)
        self.lines = tuple(problem.english() for problem in self.problems)
        super().__init__("\n".join(self.lines))


class ConditionKind(enum.Enum):
    """The words a goal's condition starts with."""

    PLAY = "play"
    EVENT = "event"
    PHASE = "phase"
    WIN = "win"


@dataclass(frozen=True)
class Condition:
    """When a goal is met; ``text`` is the phrase as the lesson wrote it."""

    kind: ConditionKind
    text: str
    verb: ActionKind | None = None
    card: int | None = None
    event: EventKind | None = None
    detail: str | None = None
    phase: Phase | None = None
    reason: Reason | None = None

    def met(self, learner: Seat, action: Action, events: Sequence[Event], state: GameState) -> bool:
        """Whether the move ``action`` (by either seat), with its ``events``, leading to
        ``state``, meets this condition for the ``learner``."""
        if self.kind is ConditionKind.PLAY:
            return (
                action.seat is learner
                and action.kind is self.verb
                and (self.card is None or self.card in (action.card, action.card2))
            )
        if self.kind is ConditionKind.EVENT:
            return any(
                event.kind is self.event and (self.detail is None or event.detail == self.detail)
                for event in events
            )
        if self.kind is ConditionKind.PHASE:
            return state.phase is self.phase
        outcome = state.outcome
        return (
            outcome is not None
            and outcome.winner is learner
            and (self.reason is None or outcome.reason is self.reason)
        )


@dataclass(frozen=True)
class Goal:
    """One thing the lesson asks for, in words, and the condition that shows it was done."""

    text: str
    condition: Condition


@dataclass(frozen=True)
class WrongMove:
    """A legal move that fails the lesson, and why; refused only while goal ``until`` (counted
    from 1) is not met, when it names one (the same move may be right later on)."""

    message: str
    until: int | None = None


@dataclass(frozen=True)
class LessonTexts:
    """Everything of a lesson a person reads, in one language (the English where the
    language has no translation of a text)."""

    title: str
    summary: str
    text: str
    goals: tuple[str, ...]
    """One text per goal, in the lesson's order."""
    hints: tuple[str, ...]
    done: str
    wrong_moves: Mapping[Action, str]
    """Why each wrong move fails."""


@dataclass(frozen=True)
class Translation:
    """A lesson's ``[translations.<language>]`` table: the texts it translates (None, or a
    wrong move left out, where it does not, and the English is shown)."""

    title: str | None = None
    summary: str | None = None
    text: str | None = None
    goals: tuple[str, ...] | None = None
    hints: tuple[str, ...] | None = None
    done: str | None = None
    wrong_moves: Mapping[Action, str] = field(default_factory=dict)
    translates: str | None = None
    """The fingerprint of the English texts it was made from (``Lesson.fingerprint``): when
    they change it is stale, and the course reports it (it is still shown)."""


@dataclass(frozen=True)
class Lesson:
    """One lesson of the course, read and checked from its file."""

    id: str
    order: int
    title: str
    summary: str
    text: str
    seat: Seat
    """The learner's seat; the other is played by the script (or a bot)."""
    start: GameState
    goals: tuple[Goal, ...]
    replies: tuple[Action, ...]
    """The opponent's scripted moves, in order."""
    opponent: str
    """The bot (``ai.factory`` name) that plays once the script is over or left."""
    solution: tuple[Action, ...]
    """The learner's moves that solve the lesson (empty when ``solution_bot`` plays it)."""
    solution_bot: str | None
    wrong_moves: Mapping[Action, WrongMove]
    """Legal moves that fail the lesson, and why: they are refused with the message."""
    hints: tuple[str, ...]
    done: str
    table_hints: bool
    """The table coaches as in a game (the Hint button's search); off, the lesson's own hints
    are the only ones."""
    source: str
    """Where the lesson was read from, for messages."""
    position_text: str | None = field(default=None, compare=False)
    translations: Mapping[str, Translation] = field(default_factory=dict)
    """The lesson's texts in other languages than English, by language code."""

    def texts(self, language: str = SOURCE_LANGUAGE) -> LessonTexts:
        """The lesson's texts in ``language``; each text it does not translate in English
        (``untranslated`` names them, and the course reports them)."""
        its = self.translations.get(language, Translation())
        english = {action: wrong.message for action, wrong in self.wrong_moves.items()}
        return LessonTexts(
            title=its.title or self.title,
            summary=its.summary or self.summary,
            text=its.text or self.text,
            goals=its.goals or tuple(goal.text for goal in self.goals),
            hints=its.hints if its.hints is not None else self.hints,
            done=its.done or self.done,
            wrong_moves={**english, **its.wrong_moves},
        )

    def untranslated(self, language: str) -> tuple[str, ...]:
        """The fields of the lesson that ``language`` does not translate (in the file's
        words: ``title``, ``goals``, ``wrong_moves.'A wait'``); none for English."""
        if language == SOURCE_LANGUAGE:
            return ()
        its = self.translations.get(language, Translation())
        missing = [
            key
            for key, value in (
                ("title", its.title),
                ("summary", its.summary),
                ("text", its.text),
                ("goals", its.goals),
                ("hints", its.hints if self.hints else ()),
                ("done", its.done),
            )
            if value is None
        ]
        config = self.config
        missing += [
            f"wrong_moves.'{format_action(config, action)}'"
            for action in self.wrong_moves
            if action not in its.wrong_moves
        ]
        return tuple(missing)

    def fingerprint(self) -> str:
        """The fingerprint of the lesson's English texts that a translation translates (every
        text ``texts`` gives), which each ``[translations.<language>]`` table keeps as
        ``translates``: when an English text changes, its translations are stale."""
        config = self.config
        wrong = sorted(
            f"wrong_moves.'{format_action(config, action)}' = {wrong.message}"
            for action, wrong in self.wrong_moves.items()
        )
        texts = [
            f"title = {self.title}",
            f"summary = {self.summary}",
            f"text = {self.text}",
            *(f"goals = {goal.text}" for goal in self.goals),
            *(f"hints = {hint}" for hint in self.hints),
            f"done = {self.done}",
            *wrong,
        ]
        return fingerprint("\n".join(texts))

    @property
    def config(self) -> GameConfig:
        return self.start.config

    @property
    def opponent_seat(self) -> Seat:
        return self.seat.other


# -- reading --------------------------------------------------------------------------------


def load_lesson(path: Path, decks: Mapping[str, DeckDef]) -> Lesson:
    """Read one lesson file as untrusted input: a regular file (a pipe is never waited on, a
    device never read), at most ``MAX_LESSON_BYTES``, UTF-8. ``LessonError`` lists every
    problem, naming the file."""
    source = printable(path.name, _FILE_NAME_LIMIT)
    try:
        text = read_regular_file(path, MAX_LESSON_BYTES).decode("utf-8")
    except FileRefusedError as error:
        unreadable = translate("LessonFile", "{file}: cannot be read ({error})")
        raise LessonError([unreadable.say(file=source, error=error.message)]) from None
    except UnicodeDecodeError:
        not_utf8 = translate("LessonChecks", "{file}: is not UTF-8 text")
        raise LessonError([not_utf8.say(file=source)]) from None
    return parse_lesson(text, source, decks)


def parse_lesson(text: str, source: str, decks: Mapping[str, DeckDef]) -> Lesson:
    """Read one lesson from TOML text; ``source`` names it in every problem.

    The text is read as the deck files are (``toml_problems.load_toml``: nesting capped, every
    refusal one printable line), after its length is checked against the file's cap."""
    if len(text) > MAX_LESSON_BYTES:
        too_long = translate("LessonFile", "{file}: too large (more than {size} bytes)")
        raise LessonError([too_long.say(file=source, size=MAX_LESSON_BYTES)])
    try:
        data = load_toml(text)
    except TomlRefusedError as error:
        raise LessonError([FILE_PROBLEM.say(file=source, problem=error.message)]) from None
    reader = _Reader(source, data)
    lesson = reader.lesson(decks)
    if reader.problems or lesson is None:
        raise LessonError(reader.problems)
    return lesson


def _quoted(value: str, limit: int = QUOTE_LIMIT) -> str:
    """A value from the file as a message quotes it: one printable line, cut with "…"."""
    return printable(value, limit)


def _plain(message: Message) -> Message:
    """``message`` with every text in it, however deep, made one printable line of at most
    ``_PLAIN_LIMIT`` characters: a problem never carries a newline, an escape sequence or a
    page of the file, whatever a value quoted."""
    params: dict[str, Param] = {}
    for name, value in message.params:
        if isinstance(value, str):
            params[name] = printable(value, _PLAIN_LIMIT)
        elif isinstance(value, Message):
            params[name] = _plain(value)
        else:
            params[name] = value
    return Message(message.sentence, message.n, tuple(sorted(params.items())))


class _Reader:
    """Reads the fields of one lesson, collecting every problem instead of stopping."""

    def __init__(self, source: str, data: dict[str, Any]) -> None:
        self.source = source
        self.data = data
        self.problems: list[Message] = []

    def problem(self, where: str, message: Message | str) -> None:
        """A problem of the field ``where``: a message, or a reader's own words (a notation
        error) as they are. Every value in it is made one printable line (``_plain``): the
        callers quote the file's values short already, this is what no caller can forget."""
        said = PROBLEM.say(file=self.source, field=_quoted(where, MESSAGE_LIMIT), problem=message)
        self.problems.append(_plain(said))

    def checked_text(self, where: str, value: object, kind: str) -> str | None:
        """``value`` stripped when it is a text a lesson may show as its ``kind`` (a key of
        ``TEXT_LIMITS``), else None and the problem said: a non-empty string, not longer than
        its limit, without control characters, and one line where the kind is a single line."""
        if not isinstance(value, str) or not value.strip():
            self.problem(where, translate("LessonFile", "must be a non-empty string").say())
            return None
        limit = TEXT_LIMITS[kind]
        if len(value) > limit:
            too_long = translate("LessonFile", "is {length} characters long, more than {limit}")
            self.problem(where, too_long.say(length=len(value), limit=limit))
            return None
        control = next(
            (c for c in value if unicodedata.category(c) == "Cc" and c not in "\n\t"), None
        )
        if control is not None:
            no_control = translate(
                "LessonFile", "holds the control character {character}: write text only"
            )
            self.problem(where, no_control.say(character=printable(control, 8)))
            return None
        if kind in _ONE_LINE and "\n" in value.strip():
            self.problem(where, translate("LessonFile", "must be one line").say())
            return None
        return value.strip()

    def checked_count(self, where: str, items: Sized, kind: str) -> bool:
        """Whether the list or table ``items`` holds no more entries than ``COUNT_LIMITS``
        allows its ``kind``; if it holds more, the problem is said."""
        limit = COUNT_LIMITS[kind]
        if len(items) <= limit:
            return True
        too_many = translate("LessonFile", "has {count} entries, more than {limit}")
        self.problem(where, too_many.say(count=len(items), limit=limit))
        return False

    # -- plain fields -----------------------------------------------------------------------

    def text(self, key: str, *, required: bool = True, default: str = "") -> str:
        value = self.data.get(key)
        if value is None:
            if required:
                self.problem(key, translate("LessonFile", "is missing").say())
            return default
        checked = self.checked_text(key, value, key)
        return default if checked is None else checked

    def texts(self, key: str) -> tuple[str, ...]:
        value = self.data.get(key, [])
        if not isinstance(value, list) or not all(isinstance(v, str) and v.strip() for v in value):
            self.problem(key, translate("LessonFile", "must be a list of non-empty strings").say())
            return ()
        if not self.checked_count(key, value, key):
            return ()
        checked = [self.checked_text(f"{key}[{n}]", v, key) for n, v in enumerate(value, 1)]
        return tuple(text for text in checked if text is not None)

    def lesson(self, decks: Mapping[str, DeckDef]) -> Lesson | None:
        for key in sorted(set(self.data) - _KEYS):
            unknown = translate("LessonFile", "unknown field (known: {known})")
            self.problem(_quoted(key), unknown.say(known=", ".join(sorted(_KEYS))))
        lesson_id = self.text("id")
        if lesson_id and not _ID.match(lesson_id):
            bad_id = translate("LessonFile", "'{id}' must be lower-case words joined by hyphens")
            self.problem("id", bad_id.say(id=_quoted(lesson_id)))
        order = self.data.get("order")
        if not isinstance(order, int) or isinstance(order, bool) or not 1 <= order <= MAX_ORDER:
            from_one = translate("LessonFile", "must be a whole number from 1 to {most}")
            self.problem("order", from_one.say(most=MAX_ORDER))
            order = 0
        title = self.text("title")
        summary = self.text("summary")
        body = self.text("text")
        done = self.text("done")
        hints = self.texts("hints")
        table_hints = self.data.get("table_hints", False)
        if not isinstance(table_hints, bool):
            self.problem("table_hints", translate("LessonFile", "must be true or false").say())
            table_hints = False
        seat_word = self.data.get("seat")
        seat = Seat.A
        if seat_word not in ("A", "B"):
            self.problem(
                "seat", translate("LessonFile", 'must be "A" or "B" (the learner\'s seat)').say()
            )
        else:
            seat = Seat[str(seat_word)]
        start = self.start(decks)
        if start is None:
            return None
        goals = self.goals(start.config, seat)
        replies, opponent = self.replies(start.config, seat.other)
        solution, solution_bot = self.solution(start.config, seat)
        wrong = self.wrong_moves(start.config, seat, len(goals))
        translations = self.translations(start.config, seat, len(goals), len(hints), wrong)
        if self.problems:
            return None
        return Lesson(
            id=lesson_id,
            order=order,
            title=title,
            summary=summary,
            text=body,
            seat=seat,
            start=start,
            goals=goals,
            replies=replies,
            opponent=opponent,
            solution=solution,
            solution_bot=solution_bot,
            wrong_moves=wrong,
            hints=hints,
            done=done,
            table_hints=table_hints,
            source=self.source,
            position_text=self.data.get("position"),
            translations=translations,
        )

    # -- the starting position ----------------------------------------------------------------

    def start(self, decks: Mapping[str, DeckDef]) -> GameState | None:
        """The position, or the deal and the moves from it (exactly one of the two)."""
        position, deal = self.data.get("position"), self.data.get("deal")
        if (position is None) == (deal is None):
            both = translate(
                "LessonFile", "give either 'position' or 'deal' (and 'moves'), not both"
            )
            self.problem("position", both.say())
            return None
        if position is not None:
            if "moves" in self.data:
                only = translate(
                    "LessonFile", "only follows a 'deal'; a 'position' is the moment itself"
                )
                self.problem("moves", only.say())
            if not isinstance(position, str):
                self.problem(
                    "position",
                    translate("LessonFile", "must be position notation in a string").say(),
                )
                return None
            if self.checked_text("position", position, "position") is None:
                return None
            try:
                return complete_position(position, decks)
            except PositionError as error:
                self.problem(
                    "position",
                    translate("LessonFile", "in the notation, {error}").say(
                        error=_quoted(str(error), MESSAGE_LIMIT)
                    ),
                )
                return None
        return self.dealt(deal, decks)

    def dealt(self, deal: object, decks: Mapping[str, DeckDef]) -> GameState | None:
        if not isinstance(deal, dict):
            table = translate(
                "LessonFile", 'must be a table: {{ decks = [..], seed = N, challenger = "A" }}'
            )
            self.problem("deal", table.say())
            return None
        for key in sorted(set(deal) - _DEAL_KEYS):
            known = ", ".join(sorted(_DEAL_KEYS))
            self.problem("deal", UNKNOWN_KEY.say(key=_quoted(key), known=known))
        ids = deal.get("decks")
        if not (isinstance(ids, list) and len(ids) == 2 and all(isinstance(i, str) for i in ids)):
            self.problem(
                "deal.decks",
                translate("LessonFile", "must list two deck ids, for seats A and B").say(),
            )
            return None
        unknown = [i for i in ids if i not in decks]
        if unknown:
            known = ", ".join(sorted(decks)) or "none"
            no_deck = translate("LessonFile", "unknown deck {decks} (known: {known})")
            named = ", ".join(_quoted(i) for i in unknown[:2])
            self.problem("deal.decks", no_deck.say(decks=named, known=known))
            return None
        seed = deal.get("seed", 0)
        challenger = deal.get("challenger", "A")
        break_rule = deal.get("break", True)
        if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed <= MAX_SEED:
            seed_range = translate("LessonFile", "must be a whole number from 0 to {most}")
            self.problem("deal.seed", seed_range.say(most=MAX_SEED))
            return None
        if challenger not in ("A", "B"):
            self.problem("deal.challenger", translate("LessonFile", 'must be "A" or "B"').say())
            return None
        if not isinstance(break_rule, bool):
            self.problem("deal.break", translate("LessonFile", "must be true or false").say())
            return None
        config = GameConfig(
            (decks[ids[0]], decks[ids[1]]),
            challenger=Seat[challenger],
            seed=seed,
            break_rule=break_rule,
        )
        state = new_game(config)
        moves = self.data.get("moves", [])
        if not isinstance(moves, list):
            self.problem(
                "moves", translate("LessonFile", "must be a list of actions in notation").say()
            )
            return None
        for number, text in enumerate(moves, start=1):
            action = self.action(config, text, f"moves[{number}]", None)
            if action is None:
                return None
            try:
                state = apply(state, action).state
            except IllegalActionError as error:
                illegal = translate("LessonFile", "'{move}' is not legal there: {error}")
                said = illegal.say(move=_quoted(text), error=_quoted(str(error), MESSAGE_LIMIT))
                self.problem(f"moves[{number}]", said)
                return None
        return state

    # -- moves ----------------------------------------------------------------------------

    def action(
        self, config: GameConfig, text: object, where: str, seat: Seat | None
    ) -> Action | None:
        if not isinstance(text, str):
            self.problem(
                where, translate("LessonFile", 'must be an action in notation, e.g. "A wait"').say()
            )
            return None
        try:
            action = parse_action(config, text)
        except NotationError as error:
            self.problem(where, _quoted(str(error), MESSAGE_LIMIT))
            return None
        if seat is not None and action.seat is not seat:
            other = translate("LessonFile", "'{move}' is a move of seat {seat}, not {learner}")
            said = other.say(move=_quoted(text), seat=action.seat.name, learner=seat.name)
            self.problem(where, said)
            return None
        first, second = action.card, action.card2
        if first is not None and second is not None and first > second:
            # The engine lists a trade with the lower card first, whichever way it is written.
            action = action._replace(card=second, card2=first)
        return action

    def moves_or_bot(
        self, key: str, config: GameConfig, seat: Seat
    ) -> tuple[tuple[Action, ...], str | None]:
        """A list of ``seat``'s actions, whose last entry may be ``bot:<name>``; or that alone."""
        value = self.data.get(key, [])
        if isinstance(value, str):
            value = [value]
        if not isinstance(value, list):
            moves = translate(
                "LessonFile", 'must be a list of actions in notation (or "bot:<name>")'
            )
            self.problem(key, moves.say())
            return (), None
        actions: list[Action] = []
        bot: str | None = None
        for number, text in enumerate(value, start=1):
            where = f"{key}[{number}]"
            if isinstance(text, str) and text.startswith(BOT_PREFIX):
                name = text.removeprefix(BOT_PREFIX)
                if name not in BOT_NAMES:
                    no_bot = translate("LessonFile", "unknown bot '{bot}' (one of: {bots})")
                    self.problem(where, no_bot.say(bot=_quoted(name), bots=", ".join(BOT_NAMES)))
                elif number != len(value):
                    last = translate("LessonFile", "'{move}' must come last: it plays what follows")
                    self.problem(where, last.say(move=_quoted(text)))
                bot = name
                continue
            action = self.action(config, text, where, seat)
            if action is not None:
                actions.append(action)
        return tuple(actions), bot

    def replies(self, config: GameConfig, seat: Seat) -> tuple[tuple[Action, ...], str]:
        actions, bot = self.moves_or_bot("replies", config, seat)
        return actions, bot or DEFAULT_OPPONENT

    def solution(self, config: GameConfig, seat: Seat) -> tuple[tuple[Action, ...], str | None]:
        if "solution" not in self.data:
            missing = translate(
                "LessonFile", "is missing (the learner's moves that solve the lesson)"
            )
            self.problem("solution", missing.say())
            return (), None
        actions, bot = self.moves_or_bot("solution", config, seat)
        if actions and bot is not None:
            self.problem(
                "solution",
                translate("LessonFile", "is either the moves or one bot, not both").say(),
            )
        if not actions and bot is None:
            self.problem("solution", translate("LessonFile", "must name at least one move").say())
        return actions, bot

    def wrong_moves(self, config: GameConfig, seat: Seat, goals: int) -> dict[Action, WrongMove]:
        value = self.data.get("wrong_moves", {})
        if not isinstance(value, dict):
            self.problem("wrong_moves", WRONG_TABLE.say())
            return {}
        if not self.checked_count("wrong_moves", value, "wrong_moves"):
            return {}
        wrong: dict[Action, WrongMove] = {}
        for text, entry in value.items():
            where = f"wrong_moves.'{_quoted(text)}'"
            action = self.action(config, text, where, seat)
            until = None
            if isinstance(entry, dict):
                for key in sorted(set(entry) - {"message", "until"}):
                    self.problem(where, UNKNOWN_KEY.say(key=_quoted(key), known="message, until"))
                message, until = entry.get("message"), entry.get("until")
                if until is not None and (
                    not isinstance(until, int) or isinstance(until, bool) or not 1 <= until <= goals
                ):
                    until = translate(
                        "LessonFile", "'until' must be the number of a goal, 1 to {goals}"
                    )
                    self.problem(where, until.say(goals=goals))
                    continue
            else:
                message = entry
            if not isinstance(message, str) or not message.strip():
                self.problem(where, EMPTY_MESSAGE.say())
                continue
            message = self.checked_text(where, message, "wrong_moves")
            if action is not None and message is not None:
                wrong[action] = WrongMove(message, until)
        return wrong

    # -- translations -------------------------------------------------------------------------

    def translations(
        self,
        config: GameConfig,
        seat: Seat,
        goals: int,
        hints: int,
        wrong: Mapping[Action, WrongMove],
    ) -> dict[str, Translation]:
        """The ``[translations.<language>]`` tables: the lesson's texts in other languages,
        each field as the English one is written (see assets/lessons/README.md)."""
        value = self.data.get("translations", {})
        if not isinstance(value, dict):
            tables = translate("LessonFile", "must be tables [translations.<language>], e.g. es")
            self.problem("translations", tables.say())
            return {}
        if not self.checked_count("translations", value, "translations"):
            return {}
        found: dict[str, Translation] = {}
        for language, table in value.items():
            where = f"translations.{_quoted(language)}"
            if not _LANGUAGE.match(language) or language == SOURCE_LANGUAGE:
                code = translate("LessonFile", "'{code}' is not a language code other than English")
                self.problem(where, code.say(code=_quoted(language)))
                continue
            if not isinstance(table, dict):
                self.problem(
                    where, translate("LessonFile", "must be a table of the lesson's texts").say()
                )
                continue
            for key in sorted(set(table) - {*_TRANSLATED_KEYS, TRANSLATES}):
                known = ", ".join((*_TRANSLATED_KEYS, TRANSLATES))
                self.problem(where, UNKNOWN_KEY.say(key=_quoted(key), known=known))
            translates = table.get(TRANSLATES)
            if translates is not None and not (
                isinstance(translates, str) and _FINGERPRINT.match(translates)
            ):
                not_fingerprint = translate(
                    "LessonFile",
                    "must be the English texts' fingerprint: 12 digits and letters a to f, "
                    "as the course gives it",
                )
                self.problem(f"{where}.{TRANSLATES}", not_fingerprint.say())
                translates = None
            texts = {
                key: self.translated_text(table, key, f"{where}.{key}")
                for key in ("title", "summary", "text", "done")
            }
            found[language] = Translation(
                title=texts["title"],
                summary=texts["summary"],
                text=texts["text"],
                done=texts["done"],
                goals=self.translated_list(table, "goals", f"{where}.goals", goals, "goal"),
                hints=self.translated_list(table, "hints", f"{where}.hints", hints, "hint"),
                wrong_moves=self.translated_wrong_moves(
                    table.get("wrong_moves", {}), config, seat, wrong, f"{where}.wrong_moves"
                ),
                translates=translates,
            )
        return found

    def translated_text(self, table: Mapping[str, object], key: str, where: str) -> str | None:
        value = table.get(key)
        if value is None:
            return None
        return self.checked_text(where, value, key)

    def translated_list(
        self, table: Mapping[str, object], key: str, where: str, count: int, what: str
    ) -> tuple[str, ...] | None:
        value = table.get(key)
        if value is None:
            return None
        if not isinstance(value, list) or not all(isinstance(v, str) and v.strip() for v in value):
            self.problem(
                where, translate("LessonFile", "must be a list of non-empty strings").say()
            )
            return None
        if len(value) != count:
            if what == "goal":
                wrong_count = translate(
                    "LessonFile", "has {texts} texts for {count}: one per goal, in order"
                )
            else:
                wrong_count = translate(
                    "LessonFile", "has {texts} texts for {count}: one per hint, in order"
                )
            self.problem(where, wrong_count.say(texts=len(value), count=count))
            return None
        checked = [self.checked_text(f"{where}[{n}]", v, key) for n, v in enumerate(value, 1)]
        if None in checked:
            return None
        return tuple(text for text in checked if text is not None)

    def translated_wrong_moves(
        self,
        value: object,
        config: GameConfig,
        seat: Seat,
        wrong: Mapping[Action, WrongMove],
        where: str,
    ) -> dict[Action, str]:
        if not isinstance(value, dict):
            self.problem(where, WRONG_TABLE.say())
            return {}
        found: dict[Action, str] = {}
        for text, message in value.items():
            at = f"{where}.'{_quoted(text)}'"
            action = self.action(config, text, at, seat)
            if action is None:
                continue
            if action not in wrong:
                self.problem(
                    at, translate("LessonFile", "is not one of the lesson's wrong_moves").say()
                )
            elif not isinstance(message, str) or not message.strip():
                self.problem(at, EMPTY_MESSAGE.say())
            else:
                checked = self.checked_text(at, message, "wrong_moves")
                if checked is not None:
                    found[action] = checked
        return found

    # -- goals ----------------------------------------------------------------------------

    def goals(self, config: GameConfig, seat: Seat) -> tuple[Goal, ...]:
        value = self.data.get("goals")
        if not isinstance(value, list) or not value:
            self.problem(
                "goals",
                translate("LessonFile", "must be a list of at least one [[goals]] table").say(),
            )
            return ()
        if not self.checked_count("goals", value, "goals"):
            return ()
        goals = []
        for number, entry in enumerate(value, start=1):
            where = f"goals[{number}]"
            if not isinstance(entry, dict):
                self.problem(
                    where, translate("LessonFile", "must be a table with 'text' and 'when'").say()
                )
                continue
            for key in sorted(set(entry) - _GOAL_KEYS):
                self.problem(where, UNKNOWN_KEY.say(key=_quoted(key), known="text, when"))
            text, when = entry.get("text"), entry.get("when")
            if not isinstance(text, str) or not text.strip():
                self.problem(
                    where, translate("LessonFile", "'text' must be a non-empty string").say()
                )
                continue
            text = self.checked_text(f"{where}.text", text, "goals")
            if text is None:
                continue
            if not isinstance(when, str):
                self.problem(
                    where,
                    translate(
                        "LessonFile", "'when' must be a condition, e.g. \"play parry\""
                    ).say(),
                )
                continue
            condition = self.condition(config, seat, when, where)
            if condition is not None:
                goals.append(Goal(text, condition))
        return tuple(goals)

    def condition(self, config: GameConfig, seat: Seat, text: str, where: str) -> Condition | None:
        words = text.split()
        kinds = ", ".join(kind.value for kind in ConditionKind)
        if not words:
            empty = translate("LessonFile", "'when' is empty (it starts with one of: {kinds})")
            self.problem(where, empty.say(kinds=kinds))
            return None
        head, *rest = words
        try:
            kind = ConditionKind(head)
        except ValueError:
            no_condition = translate("LessonFile", "'{word}' is not a condition (one of: {kinds})")
            self.problem(where, no_condition.say(word=_quoted(head), kinds=kinds))
            return None
        limit = {ConditionKind.PHASE: 1, ConditionKind.WIN: 1}.get(kind, 2)
        needed = 0 if kind is ConditionKind.WIN else 1
        if not needed <= len(rest) <= limit:
            words_after = translate("LessonFile", "'{condition}' has {count} words after '{word}'")
            said = words_after.say(condition=_quoted(text), count=len(rest), word=_quoted(head))
            self.problem(where, said)
            return None
        try:
            if kind is ConditionKind.PLAY:
                verb = ActionKind(rest[0])
                card = None
                if len(rest) == 2:
                    card = config.cards.by_label.get(f"{seat.name}:{rest[1]}")
                    if card is None:
                        no_card = translate("LessonFile", "'{card}' is not a card of seat {seat}")
                        self.problem(where, no_card.say(card=_quoted(rest[1]), seat=seat.name))
                        return None
                return Condition(kind, text, verb=verb, card=card)
            if kind is ConditionKind.EVENT:
                detail = rest[1] if len(rest) == 2 else None
                return Condition(kind, text, event=EventKind(rest[0]), detail=detail)
            if kind is ConditionKind.PHASE:
                return Condition(kind, text, phase=Phase(rest[0]))
            return Condition(kind, text, reason=Reason(rest[0]) if rest else None)
        except ValueError:
            unknown_word = translate(
                "LessonFile", "'{condition}': '{word}' is not a known {kind} word"
            )
            said = unknown_word.say(condition=_quoted(text), word=_quoted(rest[0]), kind=kind.value)
            self.problem(where, said)
            return None
