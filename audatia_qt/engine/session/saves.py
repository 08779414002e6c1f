"""Save files of any game: the engine's envelope around a game's own fields, checked on the way in.

A save is one JSON object. Its first fields are the envelope, the same for every game::

    {
      "format": "audatia-save",      # "<game id>-save": the game the save is of
      "version": 2,                  # the game's save format version (its codec's)
      "app": "audatia-qt 0.1.0",     # informative only
      ...                            # the game's own fields, written and read by its codec
    }

The format id is the game's id (``Game.id``), so a save names its game: Audatia's have always
said ``"audatia-save"``, so every one ever written opens as Audatia's, unchanged. A save of a
game that is not installed is refused in one line naming the game. Each game plugs in a
``SaveCodec`` (``GameEntry.codec``) that writes its fields and reads them back into a
``LoadedGame``, with this module's helpers: ``replay_saved`` plays the saved actions through
the game and names the first that fails, ``read_seats`` and ``read_bot_name`` read the setup's
generic parts.

Nothing in a file is ever executed: the reader only checks plain values (``strict``), reads only
regular files and never blocks (``engine.safe_io``). Every problem raises ``SaveError`` with a
one-line message naming what is wrong; reading never changes the file. Writing is atomic
(``atomic``) and checks its own output by reading it back before it replaces anything, so a good
file is never overwritten by a broken one. ``SaveSnapshot`` is what a save is made from:
immutable, so another thread may write it (the autosave does, off the GUI thread).
"""

from __future__ import annotations

import json
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol, TypeVar, runtime_checkable

from audatia_qt import __version__
from audatia_qt.engine.catalogue import Catalogue, GameEntry
from audatia_qt.engine.game import IllegalMove
from audatia_qt.engine.messages import Message, Param, translate
from audatia_qt.engine.safe_io import FileRefusedError, read_regular_file
from audatia_qt.engine.session import atomic
from audatia_qt.engine.session.match import Match, MatchSetup, SeatKind
from audatia_qt.engine.session.strict import A_HUGE_NUMBER, Field, SaveError, printable, shorten

#: The format field's ending: ``"<game id>-save"``.
FORMAT_SUFFIX = "-save"
#: Bigger files are refused before parsing: a real save is a few hundred kilobytes at most.
MAX_FILE_BYTES = 4_000_000
#: More actions than any game can take (``rules.selfplay.MAX_ACTIONS``).
MAX_ACTIONS = 10_000
MAX_ACTION_TEXT = 200
TRUNCATED = translate("Save", "the file is truncated: it ends too early")
_NOT_SAVED = translate("Save", "the game could not be saved correctly ({problem})")
_ACTIONS_DIFFER = translate("Save", "the actions differ")
_CANNOT_WRITE = translate("Save", "cannot write {name}: {problem}")
_CANNOT_READ = translate("Save", "cannot read {name}: {problem}")
_CANNOT_READ_KIND = translate("Save", "cannot read {name}: it is {kind}")
_TOO_LARGE = translate("Save", "the file is too large for a save (over {count} bytes)")
_NOT_UTF8 = translate("Save", "not a save: byte {index} is not UTF-8 text")
_NOT_ALLOWED = translate("Save", "not a save: '{word}' is not allowed in a save")
_KEY_TWICE = translate("Save", "not a save: the key '{key}' appears twice in one object")
_EMPTY = translate("Save", "the file is empty")
_INVALID_JSON = translate(
    "Save", "not a save: invalid JSON at line {line} column {column} ({problem})"
)
_TOO_DEEP = translate("Save", "not a save: the JSON is nested too deeply")
_NUMBER_TOO_LARGE = translate("Save", "not a save: a number is too large ({problem})")
_NOT_A_SAVE_OBJECT = translate(
    "Save", "not a save: the file is JSON but not an Audatia save object"
)
#: The installed games' formats, each quoted: '"audatia-save"', or several after commas.
_NOT_THE_FORMAT = translate("Save", "not a save: the 'format' field is not {formats}")
_NOT_INSTALLED = translate(
    "Save", "this save is of the game '{game}', which is not installed in this app"
)
_CANNOT_SAVE = translate("Save", "the game '{game}' cannot be saved")
_NEWER = translate("Save", "save format version {version} is newer than this app reads ({known})")
_NOT_A_BOT = translate("Save", "'{word}' is not a computer player (one of: {names})")
_NO_START = translate("Save", "the decks cannot start a game ({error})")
# Each names the action: its number, how many there are, and its text.
_NOT_NOTATION = translate(
    "Save", "action {number} of {count} ('{text}') is not valid notation: {problem}"
)
_AFTER_THE_END = translate(
    "Save", "action {number} of {count} ('{text}') comes after the end of the game"
)
_ILLEGAL = translate("Save", "action {number} of {count} ('{text}') is illegal here: {problem}")
_NOT_REPLAYED = translate(
    "Save", "action {number} of {count} ('{text}') could not be replayed ({problem})"
)
#: A game's own refusal of a move, for a reader who cannot be told why (the reason is hidden).
ENDED_BEFORE = translate("Save", "the game is already over")

_T = TypeVar("_T")


@runtime_checkable
class RulesNote(Protocol):
    """What a game's reader says of a save played by other rules than today's, that today's
    do not give back whole (Audatia's ``RulesChanged``)."""

    @property
    def saved_rules(self) -> int:
        """The rules version the save was played by."""
        ...

    def lines(self) -> tuple[Message, ...]:
        """What happened to the save, then why: sentences for the player."""
        ...


@dataclass(frozen=True)
class LoadedGame:
    """A game read from a save: its setup and actions, replayed and checked."""

    setup: MatchSetup
    actions: tuple[Any, ...]
    """The actions in effect: all the saved ones, or those before the first today's rules
    refuse (``rules_changed``)."""
    rules_changed: Any = None
    """Set (a ``RulesNote``) when the save was played by other rules and today's do not give
    back all of it; None otherwise."""

    def match(self) -> Match:
        """A new ``Match`` that has played the actions (already checked legal by the loader)."""
        return Match.replayed(self.setup, self.actions)


@dataclass(frozen=True, slots=True)
class SaveSnapshot:
    """All a save is made from, as immutable values: the setup, the actions in effect and the
    state they lead to (for the file's own check of where the game stood)."""

    setup: MatchSetup
    actions: tuple[Any, ...]
    state: Any

    @classmethod
    def of(cls, match: Match) -> SaveSnapshot:
        """The match as it stands (undone actions are not saved)."""
        return cls(match.setup, match.actions, match.state)


class ReadMemo:
    """What a reader of many saves keeps from one to the next (the autosave reads back the same
    game after every move): one slot per game, filled by the game's codec as it likes (Audatia
    keeps the decks it read). Safe to share between threads."""

    def __init__(self) -> None:
        self._slots: dict[str, object] = {}
        self._lock = threading.Lock()

    def slot(self, game_id: str, make: Callable[[], _T], kind: type[_T]) -> _T:
        """The game's slot, made by ``make`` the first time; ``kind`` is its type."""
        with self._lock:
            value = self._slots.get(game_id)
            if not isinstance(value, kind):
                value = make()
                self._slots[game_id] = value
            return value


class SaveCodec(Protocol):
    """How one game's saves are written and read (``GameEntry.codec``)."""

    @property
    def suffix(self) -> str:
        """The file name's ending the game's saves are offered with (".audatia")."""
        ...

    @property
    def version(self) -> int:
        """The save format version written now; every one ever written stays readable."""
        ...

    def write(self, snapshot: SaveSnapshot) -> dict[str, Any]:
        """The game's fields of a save of ``snapshot``, in the order written (the envelope's
        come first, from the engine)."""
        ...

    def read(self, root: Field, version: int, entry: GameEntry, memo: ReadMemo) -> LoadedGame:
        """The game a save's ``root`` object holds (envelope fields included, for the check
        of unknown fields), written in format ``version`` (1 to ``self.version``); raises
        ``SaveError`` naming the first problem."""
        ...


def format_id(game_id: str) -> str:
    """The ``format`` field of a save of ``game_id``."""
    return f"{game_id}{FORMAT_SUFFIX}"


# -- writing --------------------------------------------------------------------------------------


def _codec(setup: MatchSetup) -> tuple[GameEntry, SaveCodec]:
    entry = setup.entry
    if entry is None or entry.codec is None:
        raise SaveError(_CANNOT_SAVE.say(game=setup.rules.id))
    return entry, entry.codec


def dumps_match(match: Match) -> str:
    """The match's save as JSON text (the actions in effect; undone ones are not saved)."""
    return dumps_snapshot(SaveSnapshot.of(match))


def dumps_snapshot(snapshot: SaveSnapshot, *, compact: bool = False) -> str:
    """The save of ``snapshot`` as JSON text: the envelope, then the game's fields. Indented
    for a person to read, or ``compact``: on one line, written many times faster (the JSON
    encoder's C speedups do not indent), for a file written after every move (the network
    table's history)."""
    entry, codec = _codec(snapshot.setup)
    data: dict[str, Any] = {
        "format": format_id(entry.id),
        "version": codec.version,
        "app": f"audatia-qt {__version__}",
        **codec.write(snapshot),
    }
    return json.dumps(data, indent=None if compact else 1, ensure_ascii=False) + "\n"


def save_file(match: Match | SaveSnapshot, path: Path, *, memo: ReadMemo | None = None) -> None:
    """Save the match to ``path`` atomically; raises ``SaveError`` and keeps the old file.

    The text is read back (and replayed) before anything is written, so a bug in the writer
    can never replace a good file with one that does not load, nor text that is not Unicode
    (a lone surrogate) reach the encoder.
    """
    snapshot = match if isinstance(match, SaveSnapshot) else SaveSnapshot.of(match)
    text = dumps_snapshot(snapshot)
    entry, _ = _codec(snapshot.setup)
    try:
        check = loads_game(text, Catalogue((entry,)), memo=memo)
    except SaveError as error:
        raise SaveError(_NOT_SAVED.say(problem=error.message)) from None
    if check.actions != snapshot.actions:
        raise SaveError(_NOT_SAVED.say(problem=_ACTIONS_DIFFER.say()))
    try:
        atomic.atomic_write_text(path, text)
    except OSError as error:
        problem = str(error.strerror or error)
        raise SaveError(_CANNOT_WRITE.say(name=path.name, problem=problem)) from None


# -- reading --------------------------------------------------------------------------------------


def load_file(path: Path, games: Catalogue, *, memo: ReadMemo | None = None) -> LoadedGame:
    """Read, replay and check the save at ``path`` as one of ``games``; raises ``SaveError``
    (file unchanged).

    Only a regular file is read, never more than ``MAX_FILE_BYTES``: a named pipe or a device
    given as a save is refused at once rather than waited on.
    """
    try:
        data = read_regular_file(path, MAX_FILE_BYTES)
    except FileRefusedError as error:
        name = shorten(path.name or str(path))
        if error.kind_message is not None:
            raise SaveError(_CANNOT_READ_KIND.say(name=name, kind=error.kind_message)) from None
        raise SaveError(_CANNOT_READ.say(name=name, problem=error.message)) from None
    return loads_game(data, games, memo=memo)


def loads_game(data: str | bytes, games: Catalogue, *, memo: ReadMemo | None = None) -> LoadedGame:
    """Read a save of one of ``games`` from its text or bytes; raises ``SaveError`` naming
    what is wrong. ``memo`` keeps what the codecs read before (the autosave's)."""
    if isinstance(data, bytes):
        if len(data) > MAX_FILE_BYTES:
            raise SaveError(_TOO_LARGE.say(count=MAX_FILE_BYTES))
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError as error:
            if error.reason == "unexpected end of data":
                raise SaveError(TRUNCATED.say()) from None
            raise SaveError(_NOT_UTF8.say(index=error.start)) from None
    else:
        text = data
        if len(text) > MAX_FILE_BYTES:
            raise SaveError(_TOO_LARGE.say(count=MAX_FILE_BYTES))
    root = Field(_parse_json(text), "")
    return _read_root(root, games, memo or ReadMemo())


def saved_game_id(path: Path, games: Catalogue) -> str | None:
    """Which of ``games`` the save at ``path`` holds, read from its envelope alone (its
    ``format``), or None when the file is not a readable save of one of them. Nothing is
    replayed: the caller hands the file to that game to be read whole."""
    try:
        data = read_regular_file(path, MAX_FILE_BYTES)
        root = _parse_json(data.decode("utf-8"))
        if not isinstance(root, dict):
            return None
        return _game_of(root.get("format"), games).id
    except (FileRefusedError, SaveError, UnicodeDecodeError):
        return None


def _reject_constant(word: str) -> object:
    raise SaveError(_NOT_ALLOWED.say(word=word))


def _unique_keys(pairs: list[tuple[str, object]]) -> dict[str, object]:
    result: dict[str, object] = {}
    for key, value in pairs:
        if key in result:
            shown = printable(key[:40])
            raise SaveError(_KEY_TWICE.say(key=shown))
        result[key] = value
    return result


def _parse_json(text: str) -> object:
    """Parse JSON strictly: no NaN or Infinity, no repeated keys, bounded nesting and numbers."""
    if not text.strip():
        raise SaveError(_EMPTY.say())
    try:
        return json.loads(text, object_pairs_hook=_unique_keys, parse_constant=_reject_constant)
    except json.JSONDecodeError as error:
        if _ends_too_early(text, error):
            raise SaveError(TRUNCATED.say()) from None
        # The JSON parser's own words (error.msg) are English: Python says them.
        invalid = _INVALID_JSON.say(line=error.lineno, column=error.colno, problem=error.msg)
        raise SaveError(invalid) from None
    except RecursionError:
        raise SaveError(_TOO_DEEP.say()) from None
    except ValueError as error:
        # int() refuses numbers of more than 4300 digits (sys.int_info.str_digits_check_threshold).
        raise SaveError(_NUMBER_TOO_LARGE.say(problem=str(error)[:60])) from None


def _ends_too_early(text: str, error: json.JSONDecodeError) -> bool:
    """The JSON error is the end of the text: a cut file rather than a wrong one."""
    rest = text[error.pos :].rstrip()
    if not rest or error.msg.startswith("Unterminated string"):
        return True
    # A literal cut short ("tr", "fals", "nul") fails where it starts.
    return any(word.startswith(rest) for word in ("true", "false", "null"))


def _read_root(root: Field, games: Catalogue, memo: ReadMemo) -> LoadedGame:
    if not isinstance(root.value, dict):
        raise SaveError(_NOT_A_SAVE_OBJECT.say())
    entry = _game_of(root.value.get("format"), games)
    codec = entry.codec
    assert codec is not None  # _game_of names only games that save
    version = Field(root.value.get("version"), "version")
    value = version.value
    if isinstance(value, int) and not isinstance(value, bool) and value > codec.version:
        shown: Param = value if value < 10**6 else A_HUGE_NUMBER.say()
        raise SaveError(_NEWER.say(version=shown, known=codec.version))
    return codec.read(root, version.integer(1, codec.version), entry, memo)


def _game_of(value: object, games: Catalogue) -> GameEntry:
    """The game a save's ``format`` field names; ``SaveError`` when it names none, or one that
    is not installed."""
    if isinstance(value, str):
        for entry in games:
            if entry.codec is not None and value == format_id(entry.id):
                return entry
        game = value.removesuffix(FORMAT_SUFFIX)
        if value.endswith(FORMAT_SUFFIX) and game:
            raise SaveError(_NOT_INSTALLED.say(game=shorten(game)))
    formats = ", ".join(f'"{format_id(entry.id)}"' for entry in games if entry.codec is not None)
    raise SaveError(_NOT_THE_FORMAT.say(formats=formats))


# -- helpers for a game's reader ------------------------------------------------------------------


def read_seats(field: Field, count: int) -> tuple[SeatKind, ...]:
    """The ``seats`` list: who plays each of ``count`` seats (``[{"kind": "human"}, ...]``)."""
    return field.tuple_of(_read_seat, min_len=count, max_len=count)


def _read_seat(field: Field) -> SeatKind:
    return field.obj(frozenset({"kind"}))["kind"].choice(SeatKind)


def read_bot_name(field: Field, entry: GameEntry) -> str | None:
    """The computer player's name, or None (``null``): one the game makes, or the game would
    load and then never move."""
    if field.value is None:
        return None
    name = field.text(max_len=64)
    if name not in entry.bot_names:
        known = ", ".join(entry.bot_names)
        raise field.fail(_NOT_A_BOT.say(word=shorten(name), names=known))
    return name


def read_actions(field: Field) -> tuple[str, ...]:
    """The ``actions`` list: each action in the game's notation, oldest first."""
    return field.tuple_of(lambda item: item.text(max_len=MAX_ACTION_TEXT), max_len=MAX_ACTIONS)


@dataclass(frozen=True, slots=True)
class Refusal:
    """The first saved action the rules refuse, for a save of other rules that opens up to it."""

    number: int
    """Its place among the saved actions, from 1."""
    text: str
    """As the file writes it, shortened to one line."""
    problem: Message | str
    """Why the rules refuse it."""
    action: Any
    """The action itself, as the game's notation reads it."""


@runtime_checkable
class _Explained(Protocol):
    """An ``IllegalMove`` that carries its reason as words to translate (Audatia's)."""

    @property
    def reason(self) -> Message | str: ...


def replay_saved(
    setup: MatchSetup, texts: Sequence[str], *, stop_at_refusal: bool = False
) -> tuple[Match, Refusal | None]:
    """Play the saved actions from the deal (their rolls among them); the first that fails is
    named in a ``SaveError``.

    With ``stop_at_refusal`` an action the rules refuse (illegal, or after the end) ends the
    replay instead: the match so far is returned with the ``Refusal``; otherwise the second
    value is None.
    """
    game = setup.rules
    try:
        match = Match.recording(setup)
    except Exception as error:  # a deck the reader accepted but the engine cannot deal
        raise SaveError(_NO_START.say(error=type(error).__name__)) from None
    for number, text in enumerate(texts, start=1):
        where: dict[str, Param] = {"number": number, "count": len(texts), "text": quoted(text)}
        try:
            action = game.parse_action(setup.config, text)
        except ValueError as error:
            # The notation's refusals are its own module's English words.
            raise SaveError(_NOT_NOTATION.say(None, **where, problem=str(error))) from None
        if match.to_move() is None:
            if stop_at_refusal:
                return match, Refusal(number, quoted(text), ENDED_BEFORE.say(), action)
            raise SaveError(_AFTER_THE_END.say(None, **where))
        try:
            match.play_recorded(action)
        except IllegalMove as error:
            reason = error.reason if isinstance(error, _Explained) else str(error)
            problem = one_line(reason) if isinstance(reason, str) else reason
            if stop_at_refusal:
                return match, Refusal(number, quoted(text), problem, action)
            raise SaveError(_ILLEGAL.say(None, **where, problem=problem)) from None
        except Exception as error:  # engine assertion on odd deck data: a message, not a crash
            problem = type(error).__name__
            raise SaveError(_NOT_REPLAYED.say(None, **where, problem=problem)) from None
    return match, None


def quoted(text: str) -> str:
    """``text`` on one line, cut to 40 characters: a saved text quoted in a message."""
    flat = one_line(text)
    return flat if len(flat) <= 40 else flat[:37] + "..."


def one_line(text: str) -> str:
    """``text`` with its runs of white space (line breaks too) made single spaces."""
    return " ".join(text.split())
