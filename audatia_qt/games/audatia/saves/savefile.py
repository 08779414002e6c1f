"""Save and load ``.audatia`` files: a game as plain JSON data, checked on the way in.

A save holds (format version 2)::

    {
      "format": "audatia-save",
      "version": 2,
      "app": "audatia-qt 0.1.0",                       # informative only
      "rules": 2,                                       # rules.versions.RULES_VERSION
      "game": {"challenger": "A", "seed": 7, "break_rule": true},  # "variant": optional
      "decks": [{...seat A's deck...}, {...seat B's deck...}],   # every card, see deckjson
      "seats": [{"kind": "human"}, {"kind": "computer"}],
      "difficulty": "heuristic",                      # the computer's bot name, or null
      "actions": ["A discard punta-b", "A keep", ...],   # the rules' action notation
      "position": "audatia-position 1\\n..."             # format_position of the result
    }

Loading replays the actions from the deal and checks that the result is the saved position.
Format version 1 is version 2 without ``rules``, whose version is inferred (``_inferred_rules``).

A save played by other rules than today's (``rules.versions``) still opens: when today's rules
refuse one of its moves, the game is read up to the last move they allow, and ``LoadedGame``
says so in ``rules_changed`` (which move, why, and the rulings changed in between); when all
its moves replay but lead elsewhere than the saved position, it opens with a note too. The file
itself is never changed. A save of today's rules whose moves are refused is an error, as before.
Nothing in a file is ever executed: the reader only checks plain values (``strict``), reads only
regular files and never blocks (``engine.safe_io``), and refuses what the app could not use
or write back: a computer player ``policy.factory`` does not know, text that is not valid
Unicode (a lone surrogate). Every problem raises ``SaveError`` with a one-line message naming
what is wrong; reading never changes the file. Writing is atomic (``atomic``) and checks its own
output by reading it back before it replaces anything, so a good file is never overwritten by a
broken one. ``SaveSnapshot`` is what a save is made from: immutable, so another thread may write
it (the autosave does, off the GUI thread).
"""

from __future__ import annotations

import json
import threading
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from audatia_qt import __version__
from audatia_qt.engine.messages import Message, Param, translate
from audatia_qt.engine.safe_io import FileRefusedError, read_regular_file
from audatia_qt.engine.session.atomic import atomic_write_text
from audatia_qt.engine.session.match import Match, MatchSetup, SeatKind
from audatia_qt.engine.session.strict import (
    A_HUGE_NUMBER,
    Field,
    Obj,
    SaveError,
    printable,
    shorten,
)
from audatia_qt.games.audatia.narrator.describe import fencer_names
from audatia_qt.games.audatia.narrator.plies import table_readers
from audatia_qt.games.audatia.policy.factory import BOT_NAMES
from audatia_qt.games.audatia.rules import (
    Action,
    GameConfig,
    GameState,
    IllegalActionError,
    Seat,
    format_action,
)
from audatia_qt.games.audatia.rules.cards import DeckDef
from audatia_qt.games.audatia.rules.config import Variant
from audatia_qt.games.audatia.rules.notation import NotationError, parse_action
from audatia_qt.games.audatia.rules.position import PositionError, format_position, parse_position
from audatia_qt.games.audatia.rules.versions import (
    FIRST_RULES_VERSION,
    RULES_VERSION,
    RulesChange,
    changed_rulings,
    changes_since,
)
from audatia_qt.games.audatia.saves.deckjson import deck_from_json, deck_to_json

FORMAT = "audatia-save"
#: The version this app writes. Every version ever written stays readable (tests/session/saves).
VERSION = 2
SUFFIX = ".audatia"
#: Bigger files are refused before parsing: a real save is a few hundred kilobytes at most.
MAX_FILE_BYTES = 4_000_000
#: More actions than any game can take (``rules.selfplay.MAX_ACTIONS``).
MAX_ACTIONS = 10_000
MAX_SEED = 2**63 - 1
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
_NOT_THE_FORMAT = translate("Save", "not a save: the 'format' field is not \"audatia-save\"")
_NEWER = translate("Save", "save format version {version} is newer than this app reads ({known})")
_NOT_A_SEAT = translate("Save", "'{word}' is not a seat (A or B)")
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
_MISMATCH = translate(
    "Save",
    "position mismatch: replaying the actions does not give the saved position "
    "(line {line}: '{text}')",
)
# What a save played by other rules is told with (``RulesChanged.lines``).
_REFUSED_NOW = translate(
    "Save",
    "The game opens after move {last} of {count}: under today's rules move {number} ('{text}') "
    "is illegal here: {problem}",
)
# The refused move of a hand the table does not show to whoever reads: only its fencer.
_REFUSED_UNSEEN = translate(
    "Save",
    "The game opens after move {last} of {count}: under today's rules move {number}, made by "
    "{fencer}, is illegal here.",
)
_ENDED_BEFORE = translate("Save", "the game is already over")
_ELSEWHERE_NOW = translate(
    "Save",
    "Its {count} moves still replay under today's rules, but they no longer lead to the "
    "position that was saved.",
)
_OLDER_RULES = translate(
    "Save",
    "The game was saved under rules version {saved}; since then (version {today}) these "
    "rulings changed: {rulings}.",
)
_NEWER_RULES = translate(
    "Save",
    "The game was saved under rules version {saved}, newer than this app's ({today}).",
)
_TOP_KEYS = frozenset(
    {"format", "version", "game", "decks", "seats", "difficulty", "actions", "position"}
)

__all__ = [
    "FORMAT",
    "SUFFIX",
    "VERSION",
    "DeckMemo",
    "LoadedGame",
    "RulesChanged",
    "SaveError",
    "SaveSnapshot",
    "dumps_match",
    "dumps_snapshot",
    "load_file",
    "loads_game",
    "save_file",
]


@dataclass(frozen=True, slots=True)
class RulesChanged:
    """A save played by other rules than today's, whose moves today's rules do not all give
    back: where it stops, why, and which rulings changed since it was saved."""

    saved_rules: int
    """The rules version the save was played by (recorded, or inferred for format 1)."""
    saved_actions: int
    """How many actions the file holds."""
    refused: int | None
    """The number (from 1) of the first action today's rules refuse; None when all of them
    replay but lead to another position than the saved one."""
    action_text: str = ""
    """The refused action as the file writes it (notation), shortened to one line."""
    problem: Message | str = ""
    """Why today's rules refuse it."""
    fencer: str = ""
    """Who made the refused move (the fencer's name)."""
    unseen: bool = False
    """The refused move came from a hand that whoever reads may not see (the computer's, or
    either player's in hot-seat play, R-034): its card and why it is refused are not said."""

    @property
    def changes(self) -> tuple[RulesChange, ...]:
        """The rules versions after the save's, up to today's."""
        return changes_since(self.saved_rules)

    @property
    def rulings(self) -> tuple[str, ...]:
        """The rulings changed since the save's rules version, in number order."""
        return changed_rulings(self.saved_rules)

    @property
    def last_legal(self) -> int:
        """How many of the saved actions the game opens with."""
        return self.saved_actions if self.refused is None else self.refused - 1

    def lines(self) -> tuple[Message, ...]:
        """What happened to the save, then why: two sentences for the player."""
        if self.refused is None:
            what = _ELSEWHERE_NOW.say(count=self.saved_actions)
        elif self.unseen:
            what = _REFUSED_UNSEEN.say(
                number=self.refused,
                count=self.saved_actions,
                fencer=self.fencer,
                last=self.last_legal,
            )
        else:
            what = _REFUSED_NOW.say(
                number=self.refused,
                count=self.saved_actions,
                text=self.action_text,
                problem=self.problem,
                last=self.last_legal,
            )
        if self.saved_rules > RULES_VERSION:
            why = _NEWER_RULES.say(saved=self.saved_rules, today=RULES_VERSION)
        else:
            rulings = ", ".join(self.rulings)
            why = _OLDER_RULES.say(saved=self.saved_rules, today=RULES_VERSION, rulings=rulings)
        return (what, why)


@dataclass(frozen=True)
class LoadedGame:
    """A game read from a save: its setup and actions, replayed and checked."""

    setup: MatchSetup
    actions: tuple[Action, ...]
    """The actions in effect: all the saved ones, or those before the first today's rules
    refuse (``rules_changed``)."""
    rules_changed: RulesChanged | None = None
    """Set when the save was played by other rules and today's do not give back all of it."""

    def match(self) -> Match:
        """A new ``Match`` that has played the actions (already checked legal by the loader)."""
        return Match.replayed(self.setup, self.actions)


@dataclass(frozen=True, slots=True)
class SaveSnapshot:
    """All a save is made from, as immutable values: the setup, the actions in effect and the
    state they lead to (for the file's own check, ``position``)."""

    setup: MatchSetup
    actions: tuple[Action, ...]
    state: GameState

    @classmethod
    def of(cls, match: Match) -> SaveSnapshot:
        """The match as it stands (undone actions are not saved)."""
        return cls(match.setup, match.actions, match.state)


class DeckMemo:
    """The decks already read from saves, by their JSON: a game's every autosave reads back the
    same two decks, which is most of the work of checking a save.

    Reading a deck is a pure function of its JSON value, so a deck read once is the deck that
    value gives; only decks that were read without error are kept. Safe to share between
    threads; the ``Autosave`` keeps one for its saves.
    """

    def __init__(self, size: int = 8) -> None:
        self._size = size
        self._decks: dict[str, DeckDef] = {}
        self._lock = threading.Lock()

    def read(self, field: Field) -> DeckDef:
        """``deck_from_json(field)``, or the deck read before from the same JSON."""
        try:
            key = json.dumps(field.value, sort_keys=True)
        except (TypeError, ValueError, RecursionError):  # not plain JSON: the reader says why
            return deck_from_json(field)
        with self._lock:
            known = self._decks.get(key)
        if known is not None:
            return known
        deck = deck_from_json(field)
        with self._lock:
            if len(self._decks) >= self._size:
                del self._decks[next(iter(self._decks))]
            self._decks[key] = deck
        return deck


# -- writing --------------------------------------------------------------------------------------


def dumps_match(match: Match) -> str:
    """The match's save as JSON text (the actions in effect; undone ones are not saved)."""
    return dumps_snapshot(SaveSnapshot.of(match))


def dumps_snapshot(snapshot: SaveSnapshot) -> str:
    """The save of ``snapshot`` as JSON text."""
    setup = snapshot.setup
    config = setup.config
    data: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "app": f"audatia-qt {__version__}",
        "rules": RULES_VERSION,
        "game": {
            "challenger": config.challenger.name,
            "seed": config.seed,
            "break_rule": config.break_rule,
            # Optional, absent for the standard game: standard saves are unchanged (version 1).
            **({} if config.variant is Variant.STANDARD else {"variant": config.variant.value}),
        },
        "decks": [deck_to_json(deck) for deck in config.decks],
        "seats": [{"kind": kind.value} for kind in setup.players],
        "difficulty": setup.difficulty,
        "actions": [format_action(config, action) for action in snapshot.actions],
        "position": format_position(snapshot.state),
    }
    return json.dumps(data, indent=1, ensure_ascii=False) + "\n"


def save_file(match: Match | SaveSnapshot, path: Path, *, memo: DeckMemo | None = None) -> None:
    """Save the match to ``path`` atomically; raises ``SaveError`` and keeps the old file.

    The text is read back (and replayed) before anything is written, so a bug in the writer
    can never replace a good file with one that does not load, nor text that is not Unicode
    (a lone surrogate) reach the encoder.
    """
    snapshot = match if isinstance(match, SaveSnapshot) else SaveSnapshot.of(match)
    text = dumps_snapshot(snapshot)
    try:
        check = loads_game(text, memo=memo)
    except SaveError as error:
        raise SaveError(_NOT_SAVED.say(problem=error.message)) from None
    if check.actions != snapshot.actions:
        raise SaveError(_NOT_SAVED.say(problem=_ACTIONS_DIFFER.say()))
    try:
        atomic_write_text(path, text)
    except OSError as error:
        problem = str(error.strerror or error)
        raise SaveError(_CANNOT_WRITE.say(name=path.name, problem=problem)) from None


# -- reading --------------------------------------------------------------------------------------


def load_file(path: Path) -> LoadedGame:
    """Read, replay and check the save at ``path``; raises ``SaveError`` (file unchanged).

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
    return loads_game(data)


def loads_game(data: str | bytes, *, memo: DeckMemo | None = None) -> LoadedGame:
    """Read a save from its text or bytes; raises ``SaveError`` naming what is wrong.

    ``memo`` remembers decks read before (the autosave reads back the same two every time)."""
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
    return _read_root(root, memo or DeckMemo())


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


def _read_root(root: Field, memo: DeckMemo) -> LoadedGame:
    if not isinstance(root.value, dict):
        raise SaveError(_NOT_A_SAVE_OBJECT.say())
    values = root.value
    if values.get("format") != FORMAT:
        raise SaveError(_NOT_THE_FORMAT.say())
    version = Field(values.get("version"), "version")
    value = version.value
    if isinstance(value, int) and not isinstance(value, bool) and value > VERSION:
        shown: Param = value if value < 10**6 else A_HUGE_NUMBER.say()
        raise SaveError(_NEWER.say(version=shown, known=VERSION))
    number = version.integer(1, VERSION)
    return _READERS[number](root, memo)


def _read_v1(root: Field, memo: DeckMemo) -> LoadedGame:
    """Format version 1 (the first): version 2 without ``rules``."""
    obj = root.obj(_TOP_KEYS, optional=frozenset({"app"}))
    return _read_game(obj, _inferred_rules(obj["position"]), memo)


def _read_v2(root: Field, memo: DeckMemo) -> LoadedGame:
    """Format version 2: the rules version the game was played by is recorded."""
    obj = root.obj(_TOP_KEYS | {"rules"}, optional=frozenset({"app"}))
    # Any positive version: a newer app's save opens too, as far as this app's rules allow.
    return _read_game(obj, obj["rules"].integer(FIRST_RULES_VERSION, MAX_SEED), memo)


def _inferred_rules(position: Field) -> int:
    """The rules version of a format 1 save, which does not record it.

    Format 1 was written by every app from the first saves (commit 547ac24) to the one before
    rules versions were recorded (df84574), under rules version 1 or 2; its ``app`` field is
    "audatia-qt 0.1.0" throughout, so it tells nothing. A position with a ``ruled-out:`` line
    was written at commit 3d1146d or later, under version 2. Any other is read as version 1,
    the oldest it may be, so that a refusal names every ruling that may have changed since.
    """
    text = position.value if isinstance(position.value, str) else ""
    return 2 if "\nruled-out:" in text or text.startswith("ruled-out:") else FIRST_RULES_VERSION


def _read_game(obj: Obj, rules: int, memo: DeckMemo) -> LoadedGame:
    """A game's fields, read, replayed and checked; ``rules`` is the version it was played by."""
    obj["app"].optional_text(max_len=200)
    game = obj["game"].obj(
        frozenset({"challenger", "seed", "break_rule"}), optional=frozenset({"variant"})
    )
    decks = tuple(memo.read(field) for field in obj["decks"].items(min_len=2, max_len=2))
    challenger = game["challenger"].text(max_len=1)
    if challenger not in Seat.__members__:
        raise game["challenger"].fail(_NOT_A_SEAT.say(word=challenger))
    config = GameConfig(
        (decks[0], decks[1]),
        challenger=Seat[challenger],
        seed=game["seed"].integer(0, MAX_SEED),
        break_rule=game["break_rule"].boolean(),
        variant=game["variant"].choice(Variant) if "variant" in game else Variant.STANDARD,
    )
    kinds = obj["seats"].tuple_of(_read_seat, min_len=2, max_len=2)
    difficulty = obj["difficulty"]
    setup = MatchSetup(
        config,
        players=(kinds[0], kinds[1]),
        difficulty=None if difficulty.value is None else _read_bot_name(difficulty),
    )
    texts = obj["actions"].tuple_of(
        lambda field: field.text(max_len=MAX_ACTION_TEXT), max_len=MAX_ACTIONS
    )
    position = obj["position"].text(max_len=MAX_FILE_BYTES)
    # Only a save of other rules may stop short or end elsewhere; today's must replay whole.
    other_rules = rules != RULES_VERSION
    match, refused = _replay(setup, texts, stop_at_refusal=other_rules)
    if refused is not None:
        number, text, problem, seat = refused
        readers = table_readers(setup, match.state)
        changed = RulesChanged(
            rules,
            len(texts),
            number,
            text,
            problem,
            fencer=fencer_names(config)[seat],
            unseen=tuple(readers) not in ((), (seat,)),
        )
        return LoadedGame(setup, match.actions, changed)
    try:
        _check_position(match, position)
    except SaveError:
        if not other_rules:
            raise
        return LoadedGame(setup, match.actions, RulesChanged(rules, len(texts), None))
    return LoadedGame(setup, match.actions)


def _read_bot_name(field: Field) -> str:
    """The computer player's name: one that ``policy.factory`` makes, or the game
    would load and then never move."""
    name = field.text(max_len=64)
    if name not in BOT_NAMES:
        known = ", ".join(BOT_NAMES)
        raise field.fail(_NOT_A_BOT.say(word=shorten(name), names=known))
    return name


def _read_seat(field: Field) -> SeatKind:
    return field.obj(frozenset({"kind"}))["kind"].choice(SeatKind)


def _replay(
    setup: MatchSetup, texts: Sequence[str], *, stop_at_refusal: bool = False
) -> tuple[Match, tuple[int, str, Message | str, Seat] | None]:
    """Play the saved actions from the deal; the first one that fails is named.

    With ``stop_at_refusal`` an action the rules refuse (illegal, or after the end) ends the
    replay instead: the match so far is returned with the refused action's number, its text
    and why, and the seat it is of; otherwise the second value is None.
    """
    try:
        match = Match(setup)
    except Exception as error:  # a deck the reader accepted but the engine cannot deal
        raise SaveError(_NO_START.say(error=type(error).__name__)) from None
    config = setup.config
    for number, text in enumerate(texts, start=1):
        where: dict[str, Param] = {"number": number, "count": len(texts), "text": _quoted(text)}
        try:
            action = parse_action(config, text)
        except NotationError as error:
            # The notation's refusals are its own module's English words.
            raise SaveError(_NOT_NOTATION.say(None, **where, problem=str(error))) from None
        if match.to_move() is None:
            if stop_at_refusal:
                return match, (number, _quoted(text), _ENDED_BEFORE.say(), action.seat)
            raise SaveError(_AFTER_THE_END.say(None, **where))
        try:
            match.play(action)
        except IllegalActionError as error:
            reason = error.reason
            problem = _one_line(reason) if isinstance(reason, str) else reason
            if stop_at_refusal:
                return match, (number, _quoted(text), problem, action.seat)
            raise SaveError(_ILLEGAL.say(None, **where, problem=problem)) from None
        except Exception as error:  # engine assertion on odd deck data: a message, not a crash
            problem = type(error).__name__
            raise SaveError(_NOT_REPLAYED.say(None, **where, problem=problem)) from None
    return match, None


def _check_position(match: Match, saved: str) -> None:
    """The replayed state must be the saved position (the file's own check, issue 7).

    The texts are compared first; if they differ only in how they are written (a later
    version of the notation), the saved text is parsed and the states compared.
    """
    actual = format_position(match.state)
    if actual == saved:
        return
    decks = {deck.id: deck for deck in match.setup.config.decks}
    try:
        parsed = parse_position(saved, decks)
        if parsed == match.state or _older_notation_matches(parsed, match.state):
            return
    except PositionError:
        pass
    except Exception:  # a hand-edited position the parser chokes on is simply a mismatch
        pass
    mine, theirs = actual.splitlines(), saved.splitlines()
    first = next(
        (i for i, (a, b) in enumerate(zip(mine, theirs, strict=False)) if a != b),
        min(len(mine), len(theirs)),
    )
    shown = _quoted(theirs[first]) if first < len(theirs) else "(missing)"
    raise SaveError(_MISMATCH.say(line=first + 1, text=shown))


def _older_notation_matches(parsed: GameState, replayed: GameState) -> bool:
    """A saved position with no ``ruled-out:`` lines is the replayed state but for them.

    A save written before the game kept what skipped windows tell (R-013) lacks those lines;
    they follow from the actions alone, which the replay has just played.
    """
    if any(player.ruled_out for player in parsed.players):
        return False
    players = replayed.players
    forgot = (players[0].with_(ruled_out=frozenset()), players[1].with_(ruled_out=frozenset()))
    return parsed == replayed.with_(players=forgot)


def _quoted(text: str) -> str:
    flat = _one_line(text)
    return flat if len(flat) <= 40 else flat[:37] + "..."


def _one_line(text: str) -> str:
    return " ".join(text.split())


_READERS = {1: _read_v1, 2: _read_v2}
