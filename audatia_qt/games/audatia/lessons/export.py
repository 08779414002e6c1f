"""A lesson made from a position of a game: "Make a Lesson from Here" in the replay.

The position is the state the replay shows, written whole in position notation (every card in
its place, the Action decks in order), so the game can go on from it exactly as it went. The
learner takes the seat that decided next, and the lesson asks for the move that seat made:

- the first goal is that move (``play <verb> [<card>]``), and its hint is the rule the move
  uses, as the table's "Why:" line says it (no card the learner cannot see);
- when that seat went on to win, a second goal asks to win from here, and the solution is the
  rest of its game, the opponent's replies the rest of the other side's.

The file is written with tomlkit (a maintained TOML writer) and is checked by reading it back
with the course's own reader and checks (``parse_lesson``, ``check_lesson``) before it is
offered: an exported lesson is a lesson like any other. When the game's later moves cannot be
replayed as a lesson line, the lesson keeps the first goal alone; when even that fails, the
export says why (``LessonError``) rather than write a file the course would refuse.

A lesson file names its decks by id, and Learn > Open Lesson File reads it with the decks the
player has installed, not the game's: so it is read back with those, and a game played with a
deck that is not installed (a save from a friend), or installed no longer as it was, makes no
lesson, and says which deck up front (``MissingDeck``) rather than write one that cannot open.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

import tomlkit

from audatia_qt.engine.messages import SOURCE_LANGUAGE, Message, Param, translate
from audatia_qt.engine.safe_io import printable
from audatia_qt.engine.session.match import Ply
from audatia_qt.games.audatia.lessons.course import check_lesson
from audatia_qt.games.audatia.lessons.model import LessonError, parse_lesson
from audatia_qt.games.audatia.narrator.describe import Mood, describe_action, fencer_names
from audatia_qt.games.audatia.narrator.explain import what_now
from audatia_qt.games.audatia.narrator.plies import describe_ply, state_before
from audatia_qt.games.audatia.policy.explain import decision_note
from audatia_qt.games.audatia.rules import GameState, Seat, format_action, observe
from audatia_qt.games.audatia.rules.cards import DeckDef
from audatia_qt.games.audatia.rules.position import format_position

#: Where an exported lesson sits in a course it is added to: after the bundled ones.
EXPORTED_ORDER = 100
#: How many of the moves before the position the lesson's text recalls.
RECALLED_MOVES = 3

_NO_NEXT_MOVE = translate("LessonExport", "there is no next move in the game to make a lesson of")
_GAME_OVER = translate("LessonExport", "the game is over here: there is no move left to learn")


class NoLesson(ValueError):
    """No lesson is made here. ``message`` says why in one line (rendered by the window in the
    player's language; its English is the exception's text)."""

    def __init__(self, message: Message) -> None:
        super().__init__(message.english())
        self.message = message


class NoMoveToLearn(NoLesson):
    """No lesson here: the position has no move to learn."""


class MissingDeck(NoLesson):
    """No lesson of this game: a deck it was played with is not installed as it was, so the
    lesson would not open (it names its decks by id and is read with the installed ones)."""


_DECK_MISSING = translate(
    "LessonExport",
    "this game's deck {deck} is not in your deck library, and a lesson opens only with "
    "installed decks: import the deck (Decks > Deck Builder > Import Deck), then make the "
    "lesson again",
)
_DECK_CHANGED = translate(
    "LessonExport",
    "your deck library's {deck} is not the deck this game was played with (it has changed "
    "since), and a lesson opens with the installed deck: no lesson can be made of this game",
)
#: How much of a deck's name (from a save, so from anyone) a message quotes.
_DECK_NAME_LIMIT = 60


@dataclass(frozen=True)
class ExportedLesson:
    """A lesson file's text, already read back and checked, and its suggested file name."""

    id: str
    title: str
    toml: str

    @property
    def file_name(self) -> str:
        return f"{self.id}.toml"


#: How a message is said in one language: ``Message.english`` for English without the
#: catalogs, or the UI's renderer of a language's catalogs (``i18n.render.LanguageCatalogs``).
Say = Callable[[Message], str]

_TITLE = translate("LessonExport", "{fencer} at move {number}")
_GOAL_MOVE = translate("LessonExport", "{move}: the move made in the game.")
_GOAL_WIN = translate("LessonExport", "Win the bout from here, as {fencer} did.")
_FROM_A_GAME = translate(
    "LessonExport",
    "A position from a game of {fencer_a} against {fencer_b}, after %n move(s). "
    "You fence as {learner}.",
    None,
    0,
)
_LAST_MOVES = translate("LessonExport", "The last moves: {moves}")
_MOVES = translate("LessonExport", "{moves} {move}")
_DECISION = translate("LessonExport", "Your decision now: {decision}.")
_DONE_MOVE = translate("LessonExport", "That is the move {fencer} made in the game.")
_DONE_WIN = translate("LessonExport", "You won from here, as {fencer} did in the game.")
_SUMMARY = translate("LessonExport", "From a game of {fencer_a} against {fencer_b}.")
_WHY = translate("LessonExport", "Why this move: {reason}")


def _english(message: Message) -> str:
    return message.english()


def lesson_from_game(
    start: GameState,
    plies: Sequence[Ply],
    cursor: int,
    decks: Mapping[str, DeckDef],
    speakers: Mapping[str, Say] | None = None,
) -> ExportedLesson:
    """The lesson of the position after ``cursor`` plies of the game ``start`` + ``plies``.

    ``decks`` are the deck definitions the course reads lessons with, the installed ones (the
    file names decks by id), not the game's own. ``speakers`` say the lesson's texts in each
    language written, by code: English for the lesson's own fields (``Message.english``
    without one), every other for its ``[translations.<code>]`` table. Raises
    ``NoMoveToLearn`` (a ``ValueError``) when there is no move to learn (the game is over at
    the cursor, or the cursor is at its last ply),
    ``MissingDeck`` when a deck of the game is not among ``decks`` as it was played, and
    ``LessonError`` when the lesson does not check.
    """
    _check_installed(start, decks)
    said = dict(speakers or {})
    said.setdefault(SOURCE_LANGUAGE, _english)
    if not 0 <= cursor < len(plies):
        raise NoMoveToLearn(_NO_NEXT_MOVE.say())
    state = state_before(start, plies, cursor)
    if state.outcome is not None:
        raise NoMoveToLearn(_GAME_OVER.say())
    learner = plies[cursor].action.seat
    final = plies[-1].state
    won = final.outcome is not None and final.outcome.winner is learner
    # The fullest lesson first; then without the win, then without the moves recalled (a card
    # named there may have gone out of the learner's sight since).
    shapes = [(True, True)] if won else []
    shapes += [(False, True), (False, False)]
    problems: list[Message] = []
    for whole_game, recall in shapes:
        lesson_id, title, document = _document(
            start, plies, cursor, said, whole_game=whole_game, recall=recall
        )
        try:
            lesson = parse_lesson(tomlkit.dumps(document), f"{lesson_id}.toml", decks)
        except LessonError as error:
            problems = list(error.problems)
            continue
        problems = check_lesson(lesson)
        if not problems:
            return ExportedLesson(lesson_id, title, _stamped(document, lesson.fingerprint()))
    raise LessonError(problems)


def _check_installed(start: GameState, decks: Mapping[str, DeckDef]) -> None:
    """Raise ``MissingDeck`` for the first of the game's decks that ``decks`` lacks, or has in
    another form than the game's."""
    for played in start.config.decks:
        installed = decks.get(played.id)
        if installed is not None and _untranslated(installed) == _untranslated(played):
            continue
        sentence = _DECK_MISSING if installed is None else _DECK_CHANGED
        name = printable(f"{played.name} ({played.id})", _DECK_NAME_LIMIT)
        raise MissingDeck(sentence.say(deck=name))


def _untranslated(value: object) -> object:
    """A deck's definition (or a part of it) without its translations, which a save may lack or
    hold older than the library's and which change nothing of a game."""
    if isinstance(value, tuple):
        return tuple(_untranslated(item) for item in value)
    if not dataclasses.is_dataclass(value) or isinstance(value, type):
        return value
    changes = {
        each.name: () if each.name == "translations" else _untranslated(getattr(value, each.name))
        for each in dataclasses.fields(value)
        if each.init
    }
    return dataclasses.replace(value, **changes)


@dataclass(frozen=True)
class _Texts:
    """The lesson's texts in one language."""

    title: str
    summary: str
    text: str
    goals: list[str]
    hints: list[str]
    done: str


def _document(
    start: GameState,
    plies: Sequence[Ply],
    cursor: int,
    speakers: Mapping[str, Say],
    *,
    whole_game: bool,
    recall: bool,
) -> tuple[str, str, tomlkit.TOMLDocument]:
    """The lesson file (id, title, document): the next move as its goal, and with
    ``whole_game`` the win that followed too; with ``recall`` the text tells the last moves.
    Its fields are English; each other language of ``speakers`` has its translations table."""
    state = state_before(start, plies, cursor)
    config = state.config
    names = fencer_names(config)
    move = plies[cursor].action
    learner = move.seat
    mine = (learner,)
    later = plies[cursor:]
    lesson_id = _slug(f"{config.decks[0].id} {config.decks[1].id} move {cursor + 1}")
    the_move = describe_action(state, move, readers=mine, mood=Mood.DO)
    when = " ".join(
        ["play", move.kind.value] + ([] if move.card is None else [config.cards[move.card].name])
    )
    replies: list[str] = []
    solution = [format_action(config, move)]
    if whole_game:
        solution = [format_action(config, p.action) for p in later if p.action.seat is learner]
        replies = [format_action(config, p.action) for p in later if p.action.seat is not learner]
    why = decision_note(observe(state, learner), move)
    first = max(0, cursor - RECALLED_MOVES) if recall else cursor
    recalled = [
        describe_ply(state_before(start, plies, n), plies[n], mine, mood=Mood.DOES)
        for n in range(first, cursor)
    ]
    fencer = names[learner]

    def texts(say: Say) -> _Texts:
        """Every text of the lesson said by ``say``: whole sentences of the LessonExport
        context, the game's own words (a move, the decision) put in their placeholders."""
        goals = [_GOAL_MOVE.say(move=_capitalized(say(the_move)))]
        if whole_game:
            goals.append(_GOAL_WIN.say(fencer=fencer))
        paragraphs = [
            _FROM_A_GAME.say(cursor, fencer_a=names[Seat.A], fencer_b=names[Seat.B], learner=fencer)
        ]
        if recalled:
            moves: Param = recalled[0]
            for ply in recalled[1:]:
                moves = _MOVES.say(moves=moves, move=ply)
            paragraphs.append(_LAST_MOVES.say(moves=moves))
        paragraphs.append(_DECISION.say(decision=what_now(state)))
        done = (_DONE_WIN if whole_game else _DONE_MOVE).say(fencer=fencer)
        hints = [] if why is None else [_WHY.say(reason=_uncapitalized(say(why)))]
        return _Texts(
            title=say(_TITLE.say(fencer=fencer, number=cursor + 1)),
            summary=say(_SUMMARY.say(fencer_a=names[Seat.A], fencer_b=names[Seat.B])),
            text="\n\n".join(say(paragraph) for paragraph in paragraphs),
            goals=[say(goal) for goal in goals],
            hints=[say(hint) for hint in hints],
            done=say(done),
        )

    english = texts(speakers[SOURCE_LANGUAGE])
    document = tomlkit.document()
    document.add(tomlkit.comment("Made from a replay by Audatia Qt (Learn > Open Lesson File)."))
    document["id"] = lesson_id
    document["order"] = EXPORTED_ORDER
    document["title"] = english.title
    document["summary"] = english.summary
    document["seat"] = learner.name
    document["text"] = _multiline(english.text)
    document["position"] = _multiline(format_position(state))
    document["replies"] = replies
    document["solution"] = solution
    if english.hints:
        document["hints"] = english.hints
    document["done"] = english.done
    tables = tomlkit.aot()
    for goal, condition in zip(english.goals, [when, "win"], strict=False):
        tables.append(tomlkit.table().add("text", goal).add("when", condition))
    document["goals"] = tables
    translations = tomlkit.table(is_super_table=True)
    for code, say in sorted(speakers.items()):
        if code == SOURCE_LANGUAGE:
            continue
        its = texts(say)
        table = tomlkit.table()
        table["title"] = its.title
        table["summary"] = its.summary
        table["text"] = _multiline(its.text)
        if its.hints:
            table["hints"] = its.hints
        table["goals"] = its.goals
        table["done"] = its.done
        translations[code] = table
    if translations:
        document["translations"] = translations
    return lesson_id, english.title, document


def _stamped(document: tomlkit.TOMLDocument, english: str) -> str:
    """The lesson file with each translation marked as translating its English as it is
    (``translates``: the fingerprint of the lesson's English texts, the parsed lesson's, the
    one place it is made), so that the course does not report it stale."""
    translations = document.get("translations")
    if isinstance(translations, dict):
        for table in translations.values():
            table["translates"] = english
    return tomlkit.dumps(document)


def _capitalized(text: str) -> str:
    """A sentence's words, said mid-sentence by the game, starting a sentence here."""
    return f"{text[:1].upper()}{text[1:]}"


def _uncapitalized(text: str) -> str:
    """A sentence's words, said as a sentence of their own, after a colon here."""
    return f"{text[:1].lower()}{text[1:]}"


def _multiline(text: str) -> tomlkit.items.String:
    """A TOML multi-line basic string, so the file reads as the bundled lessons do."""
    return tomlkit.string(text.strip() + "\n", multiline=True)


def _slug(words: str) -> str:
    """Lower-case words joined by hyphens: the form a lesson id takes."""
    return re.sub(r"[^a-z0-9]+", "-", words.lower()).strip("-")
