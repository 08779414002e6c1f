"""Reading a lesson file, in any game: the file read as untrusted input, its texts checked, its
translations read, every problem one line naming the file and the field.

A game's lessons are TOML files of the same shape (assets/lessons/README.md): texts a person
reads (``title``, ``summary``, ``text``, ``goals``, ``hints``, ``done``, the wrong moves'
messages), and a ``[translations.<language>]`` table per language giving the same texts. What
differs between games is the moves: how a wrong move is written and found again. A game's
reader subclasses ``LessonFileReader`` and says how its moves are read (``wrong_move_key``);
the rest (the caps on every text, the one-line fields, control characters, the translations'
lists and their fingerprint) is here, once.
"""

from __future__ import annotations

import re
import unicodedata
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence, Sized
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Generic, Protocol, TypeVar

from audatia_qt.engine.messages import SOURCE_LANGUAGE, Message, Param, fingerprint, translate
from audatia_qt.engine.safe_io import QUOTE_LIMIT, FileRefusedError, printable, read_regular_file
from audatia_qt.engine.toml_problems import MESSAGE_LIMIT, TomlRefusedError, load_toml

#: A wrong move as a game's lessons write it (Audatia's ``Action``, Swordplay's move pattern).
Move = TypeVar("Move")

#: The texts of a lesson a person reads: what a ``[translations.<language>]`` table gives.
TRANSLATED_KEYS = ("title", "summary", "text", "goals", "hints", "wrong_moves", "done")
#: The key of a translation that says which English it translates (a lesson's fingerprint).
TRANSLATES = "translates"
_FINGERPRINT = re.compile(r"^[0-9a-f]{12}$")
#: A language code, as the app's catalogs name them ("es"); the lesson's own is English.
_LANGUAGE = re.compile(r"^[a-z]{2,3}$")
#: A lesson's id: lower-case words joined by hyphens (the key of its progress).
LESSON_ID = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")
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


@dataclass(frozen=True)
class WrongMove:
    """A legal move that fails the lesson, and why; refused only while goal ``until`` (counted
    from 1) is not met, when it names one (the same move may be right later on)."""

    message: str
    until: int | None = None


@dataclass(frozen=True)
class LessonTexts(Generic[Move]):
    """Everything of a lesson a person reads, in one language (the English where the
    language has no translation of a text)."""

    title: str
    summary: str
    text: str
    goals: tuple[str, ...]
    """One text per goal, in the lesson's order."""
    hints: tuple[str, ...]
    done: str
    wrong_moves: Mapping[Move, str]
    """Why each wrong move fails."""


@dataclass(frozen=True)
class Translation(Generic[Move]):
    """A lesson's ``[translations.<language>]`` table: the texts it translates (None, or a
    wrong move left out, where it does not, and the English is shown)."""

    title: str | None = None
    summary: str | None = None
    text: str | None = None
    goals: tuple[str, ...] | None = None
    hints: tuple[str, ...] | None = None
    done: str | None = None
    wrong_moves: Mapping[Move, str] = field(default_factory=dict)
    translates: str | None = None
    """The fingerprint of the English texts it was made from (the lesson's ``fingerprint``):
    when they change it is stale, and the course reports it (it is still shown)."""


# -- a lesson's words, in every language --------------------------------------------------------


class WordedGoal(Protocol):
    """A goal, for its English text."""

    @property
    def text(self) -> str: ...


class WordedLesson(Protocol[Move]):
    """What a lesson's words are read from: its English texts and its translations."""

    @property
    def title(self) -> str: ...

    @property
    def summary(self) -> str: ...

    @property
    def text(self) -> str: ...

    @property
    def goals(self) -> Sequence[WordedGoal]: ...

    @property
    def hints(self) -> tuple[str, ...]: ...

    @property
    def done(self) -> str: ...

    @property
    def wrong_moves(self) -> Mapping[Move, WrongMove]: ...

    @property
    def translations(self) -> Mapping[str, Translation[Move]]: ...


def lesson_texts(lesson: WordedLesson[Move], language: str = SOURCE_LANGUAGE) -> LessonTexts[Move]:
    """The lesson's texts in ``language``, each one it does not translate in English."""
    its = lesson.translations.get(language, Translation[Move]())
    english = {move: wrong.message for move, wrong in lesson.wrong_moves.items()}
    return LessonTexts(
        title=its.title or lesson.title,
        summary=its.summary or lesson.summary,
        text=its.text or lesson.text,
        goals=its.goals or tuple(goal.text for goal in lesson.goals),
        hints=its.hints if its.hints is not None else lesson.hints,
        done=its.done or lesson.done,
        wrong_moves={**english, **its.wrong_moves},
    )


def untranslated_fields(
    lesson: WordedLesson[Move], language: str, written: Callable[[Move], str]
) -> tuple[str, ...]:
    """The fields ``language`` does not translate (in the file's words, each wrong move as
    ``written`` writes it: ``wrong_moves.'A wait'``); none for English."""
    if language == SOURCE_LANGUAGE:
        return ()
    its = lesson.translations.get(language, Translation[Move]())
    missing = [
        key
        for key, value in (
            ("title", its.title),
            ("summary", its.summary),
            ("text", its.text),
            ("goals", its.goals),
            ("hints", its.hints if lesson.hints else ()),
            ("done", its.done),
        )
        if value is None
    ]
    missing += [
        f"wrong_moves.'{written(move)}'"
        for move in lesson.wrong_moves
        if move not in its.wrong_moves
    ]
    return tuple(missing)


def english_fingerprint(lesson: WordedLesson[Move], written: Callable[[Move], str]) -> str:
    """The fingerprint of the English texts a translation translates (its ``translates``):
    every text ``lesson_texts`` gives, each wrong move as ``written`` writes it. When an English
    text changes, its translations are stale."""
    wrong = sorted(
        f"wrong_moves.'{written(move)}' = {wrong.message}"
        for move, wrong in lesson.wrong_moves.items()
    )
    texts = [
        f"title = {lesson.title}",
        f"summary = {lesson.summary}",
        f"text = {lesson.text}",
        *(f"goals = {goal.text}" for goal in lesson.goals),
        *(f"hints = {hint}" for hint in lesson.hints),
        f"done = {lesson.done}",
        *wrong,
    ]
    return fingerprint("\n".join(texts))


def read_lesson_text(path: Path, max_bytes: int) -> tuple[str, str]:
    """The file's name as messages show it, and its text: a regular file (a pipe is never
    waited on, a device never read), at most ``max_bytes``, UTF-8; ``LessonError`` otherwise."""
    source = printable(path.name, _FILE_NAME_LIMIT)
    try:
        text = read_regular_file(path, max_bytes).decode("utf-8")
    except FileRefusedError as error:
        unreadable = translate("LessonFile", "{file}: cannot be read ({error})")
        raise LessonError([unreadable.say(file=source, error=error.message)]) from None
    except UnicodeDecodeError:
        not_utf8 = translate("LessonChecks", "{file}: is not UTF-8 text")
        raise LessonError([not_utf8.say(file=source)]) from None
    return source, text


def lesson_data(text: str, source: str, max_bytes: int) -> dict[str, Any]:
    """The TOML of a lesson's ``text``, read as the deck files are (nesting capped, every
    refusal one printable line), after its length is checked against the file's cap."""
    if len(text) > max_bytes:
        too_long = translate("LessonFile", "{file}: too large (more than {size} bytes)")
        raise LessonError([too_long.say(file=source, size=max_bytes)])
    try:
        return load_toml(text)
    except TomlRefusedError as error:
        raise LessonError([FILE_PROBLEM.say(file=source, problem=error.message)]) from None


def quoted(value: str, limit: int = QUOTE_LIMIT) -> str:
    """A value from the file as a message quotes it: one printable line, cut with "…"."""
    return printable(value, limit)


def plain(message: Message) -> Message:
    """``message`` with every text in it, however deep, made one printable line of at most
    ``_PLAIN_LIMIT`` characters: a problem never carries a newline, an escape sequence or a
    page of the file, whatever a value quoted."""
    params: dict[str, Param] = {}
    for name, value in message.params:
        if isinstance(value, str):
            params[name] = printable(value, _PLAIN_LIMIT)
        elif isinstance(value, Message):
            params[name] = plain(value)
        else:
            params[name] = value
    return Message(message.sentence, message.n, tuple(sorted(params.items())))


class LessonFileReader(ABC, Generic[Move]):
    """Reads the fields of one lesson, collecting every problem instead of stopping.

    ``text_limits`` caps each kind of text in characters, ``count_limits`` each list or table
    in entries; the kinds in ``one_line`` are a single line. A game's reader says how a wrong
    move is read (``wrong_move_key``) and reads its own fields (position, moves, goals).
    """

    def __init__(
        self,
        source: str,
        data: dict[str, Any],
        text_limits: Mapping[str, int],
        count_limits: Mapping[str, int],
        one_line: frozenset[str],
    ) -> None:
        self.source = source
        self.data = data
        self.problems: list[Message] = []
        self.text_limits = text_limits
        self.count_limits = count_limits
        self.one_line = one_line

    def problem(self, where: str, message: Message | str) -> None:
        """A problem of the field ``where``: a message, or a reader's own words (a notation
        error) as they are. Every value in it is made one printable line (``plain``): the
        callers quote the file's values short already, this is what no caller can forget."""
        said = PROBLEM.say(file=self.source, field=quoted(where, MESSAGE_LIMIT), problem=message)
        self.problems.append(plain(said))

    def checked_text(self, where: str, value: object, kind: str) -> str | None:
        """``value`` stripped when it is a text a lesson may show as its ``kind`` (a key of
        ``text_limits``), else None and the problem said: a non-empty string, not longer than
        its limit, without control characters, and one line where the kind is a single line."""
        if not isinstance(value, str) or not value.strip():
            self.problem(where, translate("LessonFile", "must be a non-empty string").say())
            return None
        limit = self.text_limits[kind]
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
        if kind in self.one_line and "\n" in value.strip():
            self.problem(where, translate("LessonFile", "must be one line").say())
            return None
        return value.strip()

    def checked_count(self, where: str, items: Sized, kind: str) -> bool:
        """Whether the list or table ``items`` holds no more entries than ``count_limits``
        allows its ``kind``; if it holds more, the problem is said."""
        limit = self.count_limits[kind]
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

    def unknown_fields(self, known: frozenset[str]) -> None:
        """One problem for each top-level field the lesson format does not know."""
        for key in sorted(set(self.data) - known):
            unknown = translate("LessonFile", "unknown field (known: {known})")
            self.problem(quoted(key), unknown.say(known=", ".join(sorted(known))))

    def lesson_id(self) -> str:
        """The ``id``: lower-case words joined by hyphens."""
        lesson_id = self.text("id")
        if lesson_id and not LESSON_ID.match(lesson_id):
            bad_id = translate("LessonFile", "'{id}' must be lower-case words joined by hyphens")
            self.problem("id", bad_id.say(id=quoted(lesson_id)))
        return lesson_id

    def order(self, most: int) -> int:
        """The ``order``: the lesson's place in the course, from 1 to ``most`` (0 if wrong)."""
        order = self.data.get("order")
        if not isinstance(order, int) or isinstance(order, bool) or not 1 <= order <= most:
            from_one = translate("LessonFile", "must be a whole number from 1 to {most}")
            self.problem("order", from_one.say(most=most))
            return 0
        return order

    # -- wrong moves and translations -----------------------------------------------------------

    @abstractmethod
    def wrong_move_key(self, text: object, where: str) -> Move | None:
        """The wrong move ``text`` writes (a key of ``wrong_moves``), or None with the problem
        said. Each game reads its own moves."""

    def wrong_moves(self, goals: int) -> dict[Move, WrongMove]:
        """The ``wrong_moves`` table: ``"<move>" = "<why it fails>"``, or a table with
        ``message`` and ``until`` (the goal after which the move is no longer wrong)."""
        value = self.data.get("wrong_moves", {})
        if not isinstance(value, dict):
            self.problem("wrong_moves", WRONG_TABLE.say())
            return {}
        if not self.checked_count("wrong_moves", value, "wrong_moves"):
            return {}
        wrong: dict[Move, WrongMove] = {}
        for text, entry in value.items():
            where = f"wrong_moves.'{quoted(text)}'"
            move = self.wrong_move_key(text, where)
            until = None
            if isinstance(entry, dict):
                for key in sorted(set(entry) - {"message", "until"}):
                    self.problem(where, UNKNOWN_KEY.say(key=quoted(key), known="message, until"))
                message, until = entry.get("message"), entry.get("until")
                if until is not None and (
                    not isinstance(until, int) or isinstance(until, bool) or not 1 <= until <= goals
                ):
                    number = translate(
                        "LessonFile", "'until' must be the number of a goal, 1 to {goals}"
                    )
                    self.problem(where, number.say(goals=goals))
                    continue
            else:
                message = entry
            if not isinstance(message, str) or not message.strip():
                self.problem(where, EMPTY_MESSAGE.say())
                continue
            checked = self.checked_text(where, message, "wrong_moves")
            if move is not None and checked is not None:
                wrong[move] = WrongMove(checked, until)
        return wrong

    def translations(
        self, goals: int, hints: int, wrong: Mapping[Move, object]
    ) -> dict[str, Translation[Move]]:
        """The ``[translations.<language>]`` tables: the lesson's texts in other languages,
        each field as the English one is written (see assets/lessons/README.md)."""
        value = self.data.get("translations", {})
        if not isinstance(value, dict):
            tables = translate("LessonFile", "must be tables [translations.<language>], e.g. es")
            self.problem("translations", tables.say())
            return {}
        if not self.checked_count("translations", value, "translations"):
            return {}
        found: dict[str, Translation[Move]] = {}
        for language, table in value.items():
            where = f"translations.{quoted(language)}"
            if not _LANGUAGE.match(language) or language == SOURCE_LANGUAGE:
                code = translate("LessonFile", "'{code}' is not a language code other than English")
                self.problem(where, code.say(code=quoted(language)))
                continue
            if not isinstance(table, dict):
                self.problem(
                    where, translate("LessonFile", "must be a table of the lesson's texts").say()
                )
                continue
            for key in sorted(set(table) - {*TRANSLATED_KEYS, TRANSLATES}):
                known = ", ".join((*TRANSLATED_KEYS, TRANSLATES))
                self.problem(where, UNKNOWN_KEY.say(key=quoted(key), known=known))
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
                    table.get("wrong_moves", {}), wrong, f"{where}.wrong_moves"
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
        self, value: object, wrong: Mapping[Move, object], where: str
    ) -> dict[Move, str]:
        if not isinstance(value, dict):
            self.problem(where, WRONG_TABLE.say())
            return {}
        found: dict[Move, str] = {}
        for text, message in value.items():
            at = f"{where}.'{quoted(text)}'"
            move = self.wrong_move_key(text, at)
            if move is None:
                continue
            if move not in wrong:
                self.problem(
                    at, translate("LessonFile", "is not one of the lesson's wrong_moves").say()
                )
            elif not isinstance(message, str) or not message.strip():
                self.problem(at, EMPTY_MESSAGE.say())
            else:
                checked = self.checked_text(at, message, "wrong_moves")
                if checked is not None:
                    found[move] = checked
        return found


#: How a lesson's script names the bot that plays on after its replies ("bot:normal").
BOT_PREFIX = "bot:"


class SeatedMove(Protocol):
    """A move a lesson file writes, made by one seat."""

    @property
    def seat(self) -> int: ...


SeatedMoveT = TypeVar("SeatedMoveT", bound=SeatedMove)


class ScriptReader(LessonFileReader[SeatedMoveT]):
    """A lesson reader for games whose lessons script the seats the learner does not play
    (Swordplay's, Ready...Fence!'s): the learner's moves, the script's, and the bot that plays on
    after it, read the same way in every such game. A game says how one move is read
    (``parse_move``, raising ``ValueError`` with the reason), the example a non-text is refused
    with (``move_example``), and which bots there are (``bot_names``).
    """

    bot_names: tuple[str, ...] = ()

    @abstractmethod
    def parse_move(self, text: str) -> SeatedMoveT:
        """The move ``text`` writes; ``ValueError`` says why it is none."""

    @abstractmethod
    def move_example(self) -> Message:
        """The refusal of a move that is not text, with an example of the game's notation."""

    def move(self, text: object, where: str, seat: int | None) -> SeatedMoveT | None:
        """A move of the lesson; of ``seat`` when one is given."""
        if not isinstance(text, str):
            self.problem(where, self.move_example())
            return None
        try:
            move = self.parse_move(text)
        except ValueError as error:
            self.problem(where, quoted(str(error)))
            return None
        if seat is not None and move.seat != seat:
            other = translate("LessonFile", "'{move}' is a move of seat {seat}, not {learner}")
            self.problem(where, other.say(move=quoted(text), seat=move.seat, learner=seat))
            return None
        return move

    def moves_or_bot(
        self, key: str, learner: int, *, others: bool
    ) -> tuple[tuple[SeatedMoveT, ...], str | None]:
        """The list ``key``: the learner's moves, or (``others``) the other seats', whose last
        entry may be ``bot:<name>``, the bot that plays on after them."""
        value = self.data.get(key, [])
        if not isinstance(value, list):
            moves = translate("LessonFile", "must be a list of actions in notation")
            self.problem(key, moves.say())
            return (), None
        if not self.checked_count(key, value, key):
            return (), None
        found: list[SeatedMoveT] = []
        bot = None
        for number, text in enumerate(value, start=1):
            where = f"{key}[{number}]"
            if others and isinstance(text, str) and text.startswith(BOT_PREFIX):
                name = text.removeprefix(BOT_PREFIX)
                if name not in self.bot_names or number != len(value):
                    no_bot = translate("LessonFile", "unknown bot '{bot}' (one of: {bots})")
                    bots = ", ".join(self.bot_names)
                    self.problem(where, no_bot.say(bot=quoted(name), bots=bots))
                bot = name
                continue
            move = self.move(text, where, None if others else learner)
            if move is None:
                continue
            if others and move.seat == learner:
                mine = translate("LessonFile", "'{move}' is the learner's, not another seat's")
                self.problem(where, mine.say(move=quoted(str(text))))
                continue
            found.append(move)
        return tuple(found), bot

    def goal_entries(self) -> list[tuple[str, str, str]]:
        """The goals' ``[[goals]]`` tables read as far as every such game reads them alike:
        (text, when, where) for each with a text and a condition written; what ``when`` means
        is the game's (its goals' conditions)."""
        value = self.data.get("goals")
        if not isinstance(value, list) or not value:
            self.problem(
                "goals",
                translate("LessonFile", "must be a list of at least one [[goals]] table").say(),
            )
            return []
        if not self.checked_count("goals", value, "goals"):
            return []
        entries = []
        for number, entry in enumerate(value, start=1):
            where = f"goals[{number}]"
            if not isinstance(entry, dict):
                self.problem(
                    where, translate("LessonFile", "must be a table with 'text' and 'when'").say()
                )
                continue
            for key in sorted(set(entry) - _GOAL_KEYS):
                self.problem(where, UNKNOWN_KEY.say(key=quoted(key), known="text, when"))
            text = self.checked_text(f"{where}.text", entry.get("text"), "goals")
            when = entry.get("when")
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
            entries.append((text, when, where))
        return entries


#: The keys of a goal's table.
_GOAL_KEYS = frozenset({"text", "when"})
