"""Audatia's save files (``.audatia``): the game's fields inside the engine's envelope
(``engine.session.saves``), written and read by ``AudatiaSaves``, Audatia's ``SaveCodec``.

A save holds (format version 2)::

    {
      "format": "audatia-save",                        # the engine's envelope: the game,
      "version": 2,                                     # this codec's format version,
      "app": "audatia-qt 0.1.0",                       # informative only
      "rules": 2,                                       # rules.versions.RULES_VERSION
      "game": {"challenger": "A", "seed": 7, "break_rule": true},  # "variant": optional
      "decks": [{...seat A's deck...}, {...seat B's deck...}],   # every card, see deckjson
      "seats": [{"kind": "human"}, {"kind": "computer"}],
      "difficulty": "heuristic",                      # the computer's bot name, or null
      "actions": ["A discard punta-b", "A keep", ...],   # the rules' action notation
      "position": "audatia-position 1\\n..."             # format_position of the result
    }

Every Audatia save ever written says ``"audatia-save"``: the format id was the game's before
the engine had others, so they all open unchanged. Loading replays the actions from the deal
and checks that the result is the saved position. Format version 1 is version 2 without
``rules``, whose version is inferred (``_inferred_rules``).

A save played by other rules than today's (``rules.versions``) still opens: when today's rules
refuse one of its moves, the game is read up to the last move they allow, and ``LoadedGame``
says so in ``rules_changed`` (which move, why, and the rulings changed in between); when all
its moves replay but lead elsewhere than the saved position, it opens with a note too. The file
itself is never changed. A save of today's rules whose moves are refused is an error, as before.
A computer player ``policy.factory`` does not know is refused, as is anything the strict reader
(``strict``) does not accept; every problem raises ``SaveError`` with a one-line message.
"""

from __future__ import annotations

import json
import threading
from dataclasses import dataclass
from typing import Any

from audatia_qt.engine.catalogue import GameEntry
from audatia_qt.engine.messages import Message, translate
from audatia_qt.engine.session.match import Match, MatchSetup
from audatia_qt.engine.session.saves import (
    MAX_FILE_BYTES,
    ReadMemo,
    SaveSnapshot,
    format_id,
    quoted,
    read_actions,
    read_bot_name,
    read_seats,
    replay_saved,
)
from audatia_qt.engine.session.saves import LoadedGame as LoadedGame
from audatia_qt.engine.session.strict import Field, Obj, SaveError
from audatia_qt.games.audatia.game import GAME_ID
from audatia_qt.games.audatia.narrator.describe import fencer_names
from audatia_qt.games.audatia.narrator.plies import table_readers
from audatia_qt.games.audatia.rules import GameConfig, GameState, Seat, format_action
from audatia_qt.games.audatia.rules.cards import DeckDef
from audatia_qt.games.audatia.rules.config import Variant
from audatia_qt.games.audatia.rules.position import PositionError, format_position, parse_position
from audatia_qt.games.audatia.rules.versions import (
    FIRST_RULES_VERSION,
    RULES_VERSION,
    RulesChange,
    changed_rulings,
    changes_since,
)
from audatia_qt.games.audatia.saves.deckjson import deck_from_json, deck_to_json

#: Audatia's saves' ``format`` field, the engine's for the game's id: "audatia-save".
FORMAT = format_id(GAME_ID)
#: The version this app writes. Every version ever written stays readable
#: (tests/games/audatia/saves/saves).
VERSION = 2
SUFFIX = ".audatia"
MAX_SEED = 2**63 - 1
_NOT_A_SEAT = translate("Save", "'{word}' is not a seat (A or B)")
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
    "AudatiaSaves",
    "DeckMemo",
    "LoadedGame",
    "RulesChanged",
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


class DeckMemo:
    """The decks already read from saves, by their JSON: a game's every autosave reads back the
    same two decks, which is most of the work of checking a save.

    Reading a deck is a pure function of its JSON value, so a deck read once is the deck that
    value gives; only decks that were read without error are kept. Safe to share between
    threads; a reader's ``ReadMemo`` keeps one in Audatia's slot (the autosave's, its saves').
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


class AudatiaSaves:
    """Audatia's ``SaveCodec``: the game's fields of a ``.audatia`` save, both ways."""

    suffix = SUFFIX
    version = VERSION

    def write(self, snapshot: SaveSnapshot) -> dict[str, Any]:
        setup = snapshot.setup
        config: GameConfig = setup.config
        return {
            "rules": RULES_VERSION,
            "game": {
                "challenger": config.challenger.name,
                "seed": config.seed,
                "break_rule": config.break_rule,
                # Optional, absent for the standard game: standard saves are unchanged (v1).
                **({} if config.variant is Variant.STANDARD else {"variant": config.variant.value}),
            },
            "decks": [deck_to_json(deck) for deck in config.decks],
            "seats": [{"kind": kind.value} for kind in setup.players],
            "difficulty": setup.difficulty,
            "actions": [format_action(config, action) for action in snapshot.actions],
            "position": format_position(snapshot.state),
        }

    def read(self, root: Field, version: int, entry: GameEntry, memo: ReadMemo) -> LoadedGame:
        decks = memo.slot(entry.id, DeckMemo, DeckMemo)
        return _READERS[version](root, entry, decks)


def _read_v1(root: Field, entry: GameEntry, memo: DeckMemo) -> LoadedGame:
    """Format version 1 (the first): version 2 without ``rules``."""
    obj = root.obj(_TOP_KEYS, optional=frozenset({"app"}))
    return _read_game(obj, entry, _inferred_rules(obj["position"]), memo)


def _read_v2(root: Field, entry: GameEntry, memo: DeckMemo) -> LoadedGame:
    """Format version 2: the rules version the game was played by is recorded."""
    obj = root.obj(_TOP_KEYS | {"rules"}, optional=frozenset({"app"}))
    # Any positive version: a newer app's save opens too, as far as this app's rules allow.
    return _read_game(obj, entry, obj["rules"].integer(FIRST_RULES_VERSION, MAX_SEED), memo)


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


def _read_game(obj: Obj, entry: GameEntry, rules: int, memo: DeckMemo) -> LoadedGame:
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
    kinds = read_seats(obj["seats"], len(Seat))
    setup = MatchSetup(
        entry, config, players=kinds, difficulty=read_bot_name(obj["difficulty"], entry)
    )
    texts = read_actions(obj["actions"])
    position = obj["position"].text(max_len=MAX_FILE_BYTES)
    # Only a save of other rules may stop short or end elsewhere; today's must replay whole.
    other_rules = rules != RULES_VERSION
    match, refused = replay_saved(setup, texts, stop_at_refusal=other_rules)
    if refused is not None:
        seat: Seat = refused.action.seat
        readers = table_readers(setup, match.state)
        changed = RulesChanged(
            rules,
            len(texts),
            refused.number,
            refused.text,
            refused.problem,
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
    shown = quoted(theirs[first]) if first < len(theirs) else "(missing)"
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


_READERS = {1: _read_v1, 2: _read_v2}
