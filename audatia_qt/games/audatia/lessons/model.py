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
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeAlias

from audatia_qt.engine import lesson_files
from audatia_qt.engine.lesson_files import FILE_PROBLEM as FILE_PROBLEM
from audatia_qt.engine.lesson_files import PROBLEM as PROBLEM
from audatia_qt.engine.lesson_files import (
    UNKNOWN_KEY,
    LessonFileReader,
    lesson_data,
    read_lesson_text,
)
from audatia_qt.engine.lesson_files import LessonError as LessonError
from audatia_qt.engine.lesson_files import WrongMove as WrongMove
from audatia_qt.engine.lesson_files import quoted as _quoted
from audatia_qt.engine.messages import SOURCE_LANGUAGE as SOURCE_LANGUAGE
from audatia_qt.engine.messages import translate
from audatia_qt.engine.toml_problems import MESSAGE_LIMIT
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


#: Everything of a lesson a person reads, in one language (the engine's, over Audatia's moves).
LessonTexts: TypeAlias = lesson_files.LessonTexts[Action]
#: A lesson's ``[translations.<language>]`` table (the engine's, over Audatia's moves).
Translation: TypeAlias = lesson_files.Translation[Action]


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
        return lesson_files.lesson_texts(self, language)

    def untranslated(self, language: str) -> tuple[str, ...]:
        """The fields of the lesson that ``language`` does not translate (in the file's
        words: ``title``, ``goals``, ``wrong_moves.'A wait'``); none for English."""
        config = self.config
        return lesson_files.untranslated_fields(
            self, language, lambda action: format_action(config, action)
        )

    def fingerprint(self) -> str:
        """The fingerprint of the lesson's English texts that a translation translates (every
        text ``texts`` gives), which each ``[translations.<language>]`` table keeps as
        ``translates``: when an English text changes, its translations are stale."""
        config = self.config
        return lesson_files.english_fingerprint(self, lambda action: format_action(config, action))

    @property
    def config(self) -> GameConfig:
        return self.start.config

    @property
    def opponent_seat(self) -> Seat:
        return self.seat.other


# -- reading --------------------------------------------------------------------------------


def load_lesson(path: Path, decks: Mapping[str, DeckDef]) -> Lesson:
    """Read one lesson file as untrusted input (``lesson_files.read_lesson_text``: a regular
    file, at most ``MAX_LESSON_BYTES``, UTF-8). ``LessonError`` lists every problem, naming the
    file."""
    source, text = read_lesson_text(path, MAX_LESSON_BYTES)
    return parse_lesson(text, source, decks)


def parse_lesson(text: str, source: str, decks: Mapping[str, DeckDef]) -> Lesson:
    """Read one lesson from TOML text; ``source`` names it in every problem.

    The text is read as the deck files are (``toml_problems.load_toml``: nesting capped, every
    refusal one printable line), after its length is checked against the file's cap."""
    data = lesson_data(text, source, MAX_LESSON_BYTES)
    reader = _Reader(source, data)
    lesson = reader.lesson(decks)
    if reader.problems or lesson is None:
        raise LessonError(reader.problems)
    return lesson


class _Reader(LessonFileReader[Action]):
    """Reads the fields of one lesson, collecting every problem instead of stopping."""

    def __init__(self, source: str, data: dict[str, Any]) -> None:
        super().__init__(source, data, TEXT_LIMITS, COUNT_LIMITS, _ONE_LINE)
        self.config: GameConfig | None = None
        """The lesson's game, once its position is read (its moves are read against it)."""
        self.seat = Seat.A

    def wrong_move_key(self, text: object, where: str) -> Action | None:
        """A wrong move of a translation: an action of the learner's, in notation."""
        assert self.config is not None
        return self.action(self.config, text, where, self.seat)

    def lesson(self, decks: Mapping[str, DeckDef]) -> Lesson | None:
        self.unknown_fields(_KEYS)
        lesson_id = self.lesson_id()
        order = self.order(MAX_ORDER)
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
        self.config, self.seat = start.config, seat
        goals = self.goals(start.config, seat)
        replies, opponent = self.replies(start.config, seat.other)
        solution, solution_bot = self.solution(start.config, seat)
        wrong = self.wrong_moves(len(goals))
        translations = self.translations(len(goals), len(hints), wrong)
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
