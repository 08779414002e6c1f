"""A lesson of Ready...Fence! as data: its strip, words, goals, the opponent's script, the
wrong moves, and the rulebook sections it teaches.

One TOML file per lesson under ``assets/lessons/ready_fence/`` (its README.md names every
field). The file is read by the engine's lesson reader (``engine.lesson_files``: untrusted
input, every text capped, the translations read), and this module reads what is Ready...Fence!'s
own: the strip (``position.TableSpec``), the moves (``moves.MovePattern``) and the goals'
conditions:

- ``play <move> [<card>]``: the learner makes a move of this kind (a word of the notation,
  ``move``, ``guard``, ``attack``, ``answer``, ``parry``, ``distance``, ``stall``, ...), with
  this card if named;
- ``event <kind> [mine|theirs] [<card>]``: a move makes this happen (rules ``EventKind``:
  ``touch``, ``no-touch``, ``stalled``, ``cardless``, ...), to the learner's seat (``mine``) or
  the opponent's (``theirs``), with this card if named;
- ``phase <phase>``: the learner is to move in this phase (``turn``, ``phrase``);
- ``win``: the bout ends with the learner's win.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeAlias

from audatia_qt.engine import lesson_conditions, lesson_files
from audatia_qt.engine.lesson_conditions import ConditionKind as ConditionKind
from audatia_qt.engine.lesson_conditions import ConditionWords, Whose, read_condition
from audatia_qt.engine.lesson_files import BOT_PREFIX as BOT_PREFIX
from audatia_qt.engine.lesson_files import (
    UNKNOWN_KEY,
    LessonError,
    ScriptReader,
    WrongMove,
    lesson_data,
    quoted,
    read_lesson_text,
)
from audatia_qt.engine.messages import SOURCE_LANGUAGE, Message, translate
from audatia_qt.games.ready_fence.lessons.moves import MoveError, MovePattern, parse_move
from audatia_qt.games.ready_fence.lessons.position import PositionError, TableSpec, build_position
from audatia_qt.games.ready_fence.policy.factory import BOT_NAMES
from audatia_qt.games.ready_fence.rules import (
    Action,
    ActionKind,
    Config,
    Event,
    EventKind,
    Guard,
    Level,
    Phase,
    State,
    to_move,
)
from audatia_qt.games.ready_fence.rules.cards import CardSet

#: Who plays the opponent once its script runs out or the learner leaves the lesson's line.
DEFAULT_OPPONENT = "random"
_KEYS = frozenset(
    {
        "id",
        "order",
        "title",
        "summary",
        "text",
        "cites",
        "learner",
        "table",
        "goals",
        "replies",
        "solution",
        "wrong_moves",
        "hints",
        "done",
        "translations",
    }
)
_TABLE_KEYS = frozenset(
    {
        "level",
        "target",
        "dice",
        "turn",
        "hands",
        "positions",
        "guards",
        "stamina",
        "scores",
        "timer",
    }
)
#: The lesson file's cap, as the other games' (a lesson is some 6 kB in two languages).
MAX_LESSON_BYTES = 64 * 1024
#: How long each text may be, in characters (as Audatia's lessons; ``cites`` a section name).
TEXT_LIMITS: Mapping[str, int] = {
    "id": 64,
    "title": 120,
    "summary": 300,
    "text": 6000,
    "goals": 300,
    "hints": 600,
    "done": 1500,
    "wrong_moves": 600,
    "cites": 80,
}
#: How many sections a lesson may cite.
MAX_CITES = 6
_ONE_LINE = frozenset({"id", "title", "summary", "cites"})
COUNT_LIMITS: Mapping[str, int] = {
    "goals": 20,
    "hints": 20,
    "wrong_moves": 100,
    "translations": 20,
    "replies": 200,
    "solution": 200,
}
MAX_ORDER = 100_000
MAX_SEED = 2**63 - 1
#: The chance seed, the timer: small whole numbers.
_MAX_NUMBER = 1000


class Condition(lesson_conditions.Condition[ActionKind, EventKind, Phase]):
    """When a goal is met; ``text`` is the phrase as the lesson wrote it."""

    def met(self, learner: int, action: Action, events: Sequence[Event], state: State) -> bool:
        """Whether ``action`` (by any seat), with its ``events``, leading to ``state``, meets
        this condition for the ``learner``."""
        cards = state.config.cards.cards
        if self.kind is ConditionKind.PLAY:
            return (
                action.seat == learner
                and action.kind is self.move
                and (
                    self.card is None
                    or (action.card is not None and cards[action.card].id == self.card)
                )
            )
        if self.kind is ConditionKind.EVENT:
            return any(
                event.kind is self.event
                and (self.whose is None or (event.seat == learner) == (self.whose is Whose.MINE))
                and (
                    self.card is None
                    or (event.card is not None and cards[event.card].id == self.card)
                )
                for event in events
            )
        if self.kind is ConditionKind.PHASE:
            return state.phase is self.phase and to_move(state) == learner
        # The bout won: the learner's return is the higher (rulebook, "End of Game").
        result = state.result
        return result is not None and result[learner] > result[1 - learner]


@dataclass(frozen=True)
class Goal:
    """One thing the lesson asks for, in words, and the condition that shows it was done."""

    text: str
    condition: Condition


#: Everything of a lesson a person reads, in one language (the engine's, over lesson moves).
LessonTexts: TypeAlias = lesson_files.LessonTexts[MovePattern]
Translation: TypeAlias = lesson_files.Translation[MovePattern]


@dataclass(frozen=True)
class Lesson:
    """One lesson of the course, read from its file."""

    id: str
    order: int
    title: str
    summary: str
    text: str
    cites: tuple[str, ...]
    """The rulebook sections the lesson teaches, as the rules cite them ("Table 1")."""
    learner: int
    """The learner's seat; the opponent is scripted."""
    start: State
    dice: int
    """The seed of the draws and the coin (the match's chance seed): the lesson always plays
    the same."""
    goals: tuple[Goal, ...]
    replies: tuple[MovePattern, ...]
    """The opponent's moves, in order."""
    opponent: str
    """The bot that plays them once the script is over or left."""
    solution: tuple[MovePattern, ...]
    wrong_moves: Mapping[MovePattern, WrongMove]
    hints: tuple[str, ...]
    done: str
    source: str
    translations: Mapping[str, Translation] = field(default_factory=dict)

    @property
    def config(self) -> Config:
        return self.start.config

    def texts(self, language: str = SOURCE_LANGUAGE) -> LessonTexts:
        """The lesson's texts in ``language``, each one it does not translate in English."""
        return lesson_files.lesson_texts(self, language)

    def untranslated(self, language: str) -> tuple[str, ...]:
        """The fields ``language`` does not translate (in the file's words); none for English."""
        return lesson_files.untranslated_fields(self, language, MovePattern.written)

    def fingerprint(self) -> str:
        """The fingerprint of the English texts a translation translates (its ``translates``)."""
        return lesson_files.english_fingerprint(self, MovePattern.written)


# -- reading --------------------------------------------------------------------------------


def load_lesson(path: Path, cards: CardSet) -> Lesson:
    """Read one lesson file as untrusted input; ``LessonError`` lists every problem."""
    source, text = read_lesson_text(path, MAX_LESSON_BYTES)
    return parse_lesson(text, source, cards)


def parse_lesson(text: str, source: str, cards: CardSet) -> Lesson:
    """Read one lesson from TOML text; ``source`` names it in every problem."""
    reader = _Reader(source, lesson_data(text, source, MAX_LESSON_BYTES))
    lesson = reader.lesson(cards)
    if reader.problems or lesson is None:
        raise LessonError(reader.problems)
    return lesson


class _Reader(ScriptReader[MovePattern]):
    """Reads a Ready...Fence! lesson's own fields, collecting every problem."""

    bot_names = BOT_NAMES

    def __init__(self, source: str, data: dict[str, Any]) -> None:
        super().__init__(source, data, TEXT_LIMITS, COUNT_LIMITS, _ONE_LINE)
        self.config: Config | None = None
        self.learner = 0

    def wrong_move_key(self, text: object, where: str) -> MovePattern | None:
        assert self.config is not None
        return self.move(text, where, self.learner)

    def lesson(self, cards: CardSet) -> Lesson | None:
        self.unknown_fields(_KEYS)
        lesson_id = self.lesson_id()
        order = self.order(MAX_ORDER)
        title, summary, body = self.text("title"), self.text("summary"), self.text("text")
        cites, done = self.cites(), self.text("done")
        hints = self.texts("hints")
        table = self.data.get("table")
        if not isinstance(table, dict):
            self.problem("table", translate("LessonFile", "is missing").say())
            return None
        spec, dice = self.table(table)
        if spec is None:
            return None
        try:
            start = build_position(cards, spec)
        except PositionError as error:
            self.problem("table", quoted(str(error)))
            return None
        self.config = start.config
        learner = self.data.get("learner", 0)
        if not isinstance(learner, int) or isinstance(learner, bool) or learner not in (0, 1):
            self.problem(
                "learner", translate("LessonFile", "must be a fencer's seat, 0 or 1").say()
            )
            return None
        self.learner = learner
        goals = self.goals()
        replies, opponent = self.moves_or_bot("replies", learner, others=True)
        solution, _ = self.moves_or_bot("solution", learner, others=False)
        if not solution:
            self.problem("solution", translate("LessonFile", "must name at least one move").say())
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
            cites=cites,
            learner=learner,
            start=start,
            dice=dice,
            goals=goals,
            replies=replies,
            opponent=opponent or DEFAULT_OPPONENT,
            solution=solution,
            wrong_moves=wrong,
            hints=hints,
            done=done,
            source=self.source,
            translations=translations,
        )

    def cites(self) -> tuple[str, ...]:
        """The ``cites``: the rulebook sections the lesson teaches, one name each."""
        value = self.data.get("cites")
        if not isinstance(value, list) or not value:
            sections = translate("LessonFile", "must be a list of the rulebook's section names")
            self.problem("cites", sections.say())
            return ()
        if len(value) > MAX_CITES:
            too_many = translate("LessonFile", "has {count} entries, more than {limit}")
            self.problem("cites", too_many.say(count=len(value), limit=MAX_CITES))
            return ()
        checked = [self.checked_text(f"cites[{n}]", v, "cites") for n, v in enumerate(value, 1)]
        return tuple(text for text in checked if text is not None)

    # -- the strip --------------------------------------------------------------------------

    def table(self, table: dict[str, Any]) -> tuple[TableSpec | None, int]:
        for key in sorted(set(table) - _TABLE_KEYS):
            known = ", ".join(sorted(_TABLE_KEYS))
            self.problem("table", UNKNOWN_KEY.say(key=quoted(key), known=known))
        levels = {level.value: level for level in Level}
        level_word = table.get("level", Level.TUTORIAL.value)
        if level_word not in levels:
            one_of = translate("LessonFile", "must be one of: {words}")
            self.problem("table.level", one_of.say(words=", ".join(levels)))
            return None, 0
        numbers = {
            key: self.number(table, key, MAX_SEED if key == "dice" else _MAX_NUMBER)
            for key in ("dice", "turn", "target", "timer")
        }
        hands = self.rows(table, "hands")
        pairs = {key: self.pair(table, key) for key in ("positions", "stamina", "scores")}
        guards = self.guards(table)
        if self.problems or hands is None:
            return None, 0
        defaults = TableSpec()
        spec = TableSpec(
            level=levels[level_word],
            target=numbers["target"] if numbers["target"] is not None else defaults.target,
            turn=numbers["turn"] or 0,
            hands=hands,
            positions=pairs["positions"] or defaults.positions,
            guards=guards or defaults.guards,
            stamina=pairs["stamina"] or defaults.stamina,
            scores=pairs["scores"] or defaults.scores,
            timer=numbers["timer"],
        )
        return spec, numbers["dice"] or 0

    def number(self, table: dict[str, Any], key: str, most: int) -> int | None:
        value = table.get(key)
        if value is None:
            return None
        if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= most:
            whole = translate("LessonFile", "must be a whole number from 0 to {most}")
            self.problem(f"table.{key}", whole.say(most=most))
            return None
        return value

    def pair(self, table: dict[str, Any], key: str) -> tuple[int, int] | None:
        """Two small whole numbers, seat 0's first (sections, stamina, scores)."""
        value = table.get(key)
        if value is None:
            return None
        if (
            not isinstance(value, list)
            or len(value) != 2
            or not all(
                isinstance(n, int) and not isinstance(n, bool) and 0 <= n <= _MAX_NUMBER
                for n in value
            )
        ):
            two = translate("LessonFile", "must be two whole numbers, seat 0's first")
            self.problem(f"table.{key}", two.say())
            return None
        return (value[0], value[1])

    def guards(self, table: dict[str, Any]) -> tuple[Guard, Guard] | None:
        """The two weapon positions, seat 0's first."""
        value = table.get("guards")
        if value is None:
            return None
        words = {guard.value: guard for guard in Guard}
        if not isinstance(value, list) or len(value) != 2 or not all(v in words for v in value):
            two = translate("LessonFile", "must be two weapon positions, each one of: {words}")
            self.problem("table.guards", two.say(words=", ".join(words)))
            return None
        return (words[value[0]], words[value[1]])

    def rows(self, table: dict[str, Any], key: str) -> tuple[tuple[str, ...], ...] | None:
        value = table.get(key, [])
        if not isinstance(value, list) or not all(
            isinstance(row, list) and all(isinstance(each, str) for each in row) for row in value
        ):
            per_fencer = translate("LessonFile", "must be one list of card ids per fencer")
            self.problem(f"table.{key}", per_fencer.say())
            return None
        return tuple(tuple(row) for row in value)

    # -- moves ------------------------------------------------------------------------------

    def parse_move(self, text: str) -> MovePattern:
        assert self.config is not None
        try:
            return parse_move(self.config, text)
        except MoveError as error:
            raise ValueError(str(error)) from error

    def move_example(self) -> Message:
        return translate("LessonFile", 'must be a move in notation, e.g. "0 stall"').say()

    # -- goals ------------------------------------------------------------------------------

    def goals(self) -> tuple[Goal, ...]:
        goals = []
        for text, when, where in self.goal_entries():
            condition = self.condition(when, where)
            if condition is not None:
                goals.append(Goal(text, condition))
        return tuple(goals)

    def condition(self, text: str, where: str) -> Condition | None:
        words = ConditionWords(Condition, ActionKind, EventKind, Phase, self.card)
        return read_condition(text, where, words, self.problem)

    def card(self, word: str, where: str) -> str:
        """A card's id named by a condition; an unknown one is a problem of the lesson."""
        assert self.config is not None
        if word not in {each.id for each in self.config.cards.cards}:
            no_card = translate("LessonFile", "'{card}' is not a card of the deck")
            self.problem(where, no_card.say(card=quoted(word)))
        return word
