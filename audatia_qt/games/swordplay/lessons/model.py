"""A lesson of Swordplay: Arena as data: its table, words, goals, the other seats' script, the
wrong moves, and the rulebook section it teaches.

One TOML file per lesson under ``assets/lessons/swordplay/`` (its README.md names every field).
The file is read by the engine's lesson reader (``engine.lesson_files``: untrusted input, every
text capped, the translations read), and this module reads what is Swordplay's own: the table
(``position.TableSpec``), the moves (``moves.MovePattern``) and the goals' conditions:

- ``play <move> [<card>]``: the learner makes a move of this kind (a word of the notation,
  ``discard``, ``ready``, ``attack``, ``defend``, ``shield``, ...), with this card if named;
- ``event <kind> [mine|theirs] [<card>]``: a move makes this happen (rules ``EventKind``:
  ``readied``, ``countered``, ``hit``, ``armor-destroyed``, ...), to the learner's seat
  (``mine``) or another's (``theirs``), with this card if named;
- ``phase <phase>``: the learner is to move in this phase (``ready``, ``combat``, ``defend``);
- ``win``: the game ends with the learner's win.
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
from audatia_qt.games.swordplay.lessons.moves import MoveError, MovePattern, parse_move
from audatia_qt.games.swordplay.lessons.position import PositionError, TableSpec, build_position
from audatia_qt.games.swordplay.policy.factory import BOT_NAMES
from audatia_qt.games.swordplay.rules import (
    Action,
    ActionKind,
    Config,
    Event,
    EventKind,
    Mode,
    Phase,
    State,
    to_move,
    winners,
)
from audatia_qt.games.swordplay.rules.cards import CardSet

#: Who plays the other heroes once their script runs out or the learner leaves its line.
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
        "mode",
        "heroes",
        "monster",
        "seed",
        "dice",
        "turn",
        "hands",
        "ready",
        "deck",
        "life",
        "monster_life",
        "monster_armor",
    }
)
#: The lesson file's cap, as Audatia's (a Swordplay lesson is some 6 kB in two languages).
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
#: The die's seed, the turn, a life: small whole numbers.
_MAX_NUMBER = 1000


class Condition(lesson_conditions.Condition[ActionKind, EventKind, Phase]):
    """When a goal is met; ``text`` is the phrase as the lesson wrote it."""

    def met(self, learner: int, action: Action, events: Sequence[Event], state: State) -> bool:
        """Whether ``action`` (by any seat), with its ``events``, leading to ``state``, meets
        this condition for the ``learner``."""
        combat = state.config.cards.combat
        if self.kind is ConditionKind.PLAY:
            return (
                action.seat == learner
                and action.kind is self.move
                and (
                    self.card is None
                    or (action.card is not None and combat[action.card].id == self.card)
                )
            )
        if self.kind is ConditionKind.EVENT:
            return any(
                event.kind is self.event
                and (self.whose is None or (event.seat == learner) == (self.whose is Whose.MINE))
                and (
                    self.card is None
                    or (event.card is not None and combat[event.card].id == self.card)
                )
                for event in events
            )
        if self.kind is ConditionKind.PHASE:
            return state.phase is self.phase and to_move(state) == learner
        # A standoff's draw is no win (ruling SP-23).
        return state.result is not None and learner in winners(state.result)


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
    cites: str
    """The rulebook section the lesson teaches, as the rules cite it ("3. Ready")."""
    learner: int
    """The learner's seat; the other heroes are scripted, the monster is the rules'."""
    start: State
    dice: int
    """The seed of the die's rolls (the match's chance seed): the lesson always plays the
    same."""
    goals: tuple[Goal, ...]
    replies: tuple[MovePattern, ...]
    """The other heroes' moves, in order."""
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
    """Reads a Swordplay lesson's own fields, collecting every problem."""

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
        cites, done = self.text("cites"), self.text("done")
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
        if (
            not isinstance(learner, int)
            or isinstance(learner, bool)
            or not start.config.is_hero(learner)
        ):
            no_hero = translate("LessonFile", "must be the seat of a hero, 0 to {last}")
            self.problem("learner", no_hero.say(last=len(spec.heroes) - 1))
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

    # -- the table --------------------------------------------------------------------------

    def table(self, table: dict[str, Any]) -> tuple[TableSpec | None, int]:
        for key in sorted(set(table) - _TABLE_KEYS):
            known = ", ".join(sorted(_TABLE_KEYS))
            self.problem("table", UNKNOWN_KEY.say(key=quoted(key), known=known))
        heroes = self.names(table, "heroes")
        mode_word = table.get("mode", Mode.VERSUS.value)
        modes = {mode.value: mode for mode in Mode}
        if mode_word not in modes:
            one_of = translate("LessonFile", "must be one of: {words}")
            self.problem("table.mode", one_of.say(words=", ".join(modes)))
            return None, 0
        monster = table.get("monster")
        if monster is not None and not isinstance(monster, str):
            self.problem("table.monster", translate("LessonFile", "must be a card's id").say())
            return None, 0
        numbers = {
            key: self.number(table, key, MAX_SEED if key == "seed" else _MAX_NUMBER)
            for key in ("seed", "dice", "turn", "monster_life", "monster_armor")
        }
        rows = {key: self.rows(table, key) for key in ("hands", "ready")}
        life = table.get("life", [])
        if not isinstance(life, list) or not all(
            isinstance(n, int) and not isinstance(n, bool) and 1 <= n <= _MAX_NUMBER for n in life
        ):
            whole = translate("LessonFile", "must be a list of whole numbers from 1 to {most}")
            self.problem("table.life", whole.say(most=_MAX_NUMBER))
            return None, 0
        deck = self.names(table, "deck")
        if self.problems or heroes is None or deck is None or None in rows.values():
            return None, 0
        spec = TableSpec(
            heroes=heroes,
            mode=modes[mode_word],
            monster=monster,
            seed=numbers["seed"] or 0,
            turn=numbers["turn"] or 0,
            hands=rows["hands"] or (),
            ready=rows["ready"] or (),
            deck=deck,
            life=tuple(life),
            monster_life=numbers["monster_life"],
            monster_armor=numbers["monster_armor"],
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

    def names(self, table: dict[str, Any], key: str) -> tuple[str, ...] | None:
        value = table.get(key, [])
        if not isinstance(value, list) or not all(isinstance(each, str) for each in value):
            ids = translate("LessonFile", "must be a list of card ids")
            self.problem(f"table.{key}", ids.say())
            return None
        return tuple(value)

    def rows(self, table: dict[str, Any], key: str) -> tuple[tuple[str, ...], ...] | None:
        value = table.get(key, [])
        if not isinstance(value, list) or not all(
            isinstance(row, list) and all(isinstance(each, str) for each in row) for row in value
        ):
            per_hero = translate("LessonFile", "must be one list of card ids per hero")
            self.problem(f"table.{key}", per_hero.say())
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
        return translate("LessonFile", 'must be an action in notation, e.g. "A wait"').say()

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
        if word not in {each.id for each in self.config.cards.combat}:
            no_card = translate("LessonFile", "'{card}' is not a card of the combat deck")
            self.problem(where, no_card.say(card=quoted(word)))
        return word
