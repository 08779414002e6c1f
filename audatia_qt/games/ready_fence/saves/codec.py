"""Ready...Fence!'s save files: the game's fields inside the engine's envelope
(``engine.session.saves``), written and read by ``ReadyFenceSaves``, the game's ``SaveCodec``.

    {"format": "ready_fence-save", "version": 1, "app": "...",   # the engine's envelope
     "game": {"deck": "standard", "level": "basic", "target": 5,
              "chance_seed": 12},                               # the bout and chance's seed
     "seats": [{"kind": "human"}, {"kind": "computer"}],
     "difficulty": "ismcts:normal",
     "actions": ["-1 draw card=3", ..., "0 keep-hand", ...],    # the rules' notation, chance too
     "position": {"turn": 0, "phase": "turn", "scores": [0, 0], ...}}

Loading replays the actions from the deal (every draw and the coin are among the actions:
ruling RF-9) and checks that they lead to the saved position. Anything the strict reader does
not accept, a bout the rulebook does not set, or a move the rules refuse is a ``SaveError`` of
one line; the engine writes a new file only where none is, so nothing is overwritten.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from audatia_qt.engine.catalogue import GameEntry
from audatia_qt.engine.messages import translate
from audatia_qt.engine.session.match import MatchSetup
from audatia_qt.engine.session.saves import (
    LoadedGame,
    ReadMemo,
    SaveSnapshot,
    read_actions,
    read_bot_name,
    read_seats,
    replay_saved,
)
from audatia_qt.engine.session.strict import Field, SaveError
from audatia_qt.games.ready_fence.rules import CardSet, Config, Level, State

#: The version this app writes; every version ever written stays readable.
VERSION = 1
SUFFIX = ".fence"
#: The one deck a bout is dealt from today (decks/ready_fence/standard.toml).
DECK_ID = "standard"
MAX_SEED = 2**63 - 1
_MISMATCH = translate(
    "ReadyFence", "position mismatch: replaying the actions does not give the saved position"
)
_UNKNOWN_DECK = translate(
    "ReadyFence", "the deck '{deck}' is not installed (this app deals from '{known}')"
)
_BAD_BOUT = translate("ReadyFence", "not a bout the rules set: {problem}")
_NO_CARDS = translate("ReadyFence", "the bundled Ready...Fence! deck cannot be read: {problem}")
_TOP_KEYS = frozenset({"format", "version", "game", "seats", "difficulty", "actions", "position"})
_GAME_KEYS = frozenset({"deck", "level", "target", "chance_seed"})
#: The highest target any level plays to (rulebook, "Select the score").
MAX_TARGET = 15


def position(state: State) -> dict[str, Any]:
    """Where the bout stands, as the file's own check: whose turn and which phase, the period,
    each fencer's section, weapon position, stamina, score and hand, the timer and the phrase's
    cards on the table."""
    return {
        "turn": state.turn,
        "phase": state.phase.value,
        "period": state.period,
        "timer": state.timer,
        "positions": [fencer.position for fencer in state.fencers],
        "guards": [fencer.guard.value for fencer in state.fencers],
        "stamina": [fencer.stamina for fencer in state.fencers],
        "scores": [fencer.score for fencer in state.fencers],
        "hands": [list(fencer.hand) for fencer in state.fencers],
        "table": [] if state.phrase is None else list(state.phrase.table()),
    }


class _CardSetSlot:
    """The card set a reader of many saves reads once (the autosave's ``ReadMemo`` keeps it)."""

    def __init__(self, cards: Callable[[], CardSet]) -> None:
        self._cards = cards
        self._read: CardSet | None = None

    def cards(self) -> CardSet:
        if self._read is None:
            try:
                self._read = self._cards()
            except (OSError, ValueError) as error:
                raise SaveError(_NO_CARDS.say(problem=str(error).splitlines()[0][:80])) from None
        return self._read


class ReadyFenceSaves:
    """Ready...Fence!'s ``SaveCodec``; ``cards`` gives the card set a save's bout is dealt from
    (the bundled deck's, ``decks.bundled.default_card_set``)."""

    suffix = SUFFIX
    version = VERSION

    def __init__(self, cards: Callable[[], CardSet]) -> None:
        self._cards = cards

    def write(self, snapshot: SaveSnapshot) -> dict[str, Any]:
        setup = snapshot.setup
        config: Config = setup.config
        return {
            "game": {
                "deck": DECK_ID,
                "level": config.level.value,
                "target": config.target,
                "chance_seed": setup.chance_seed,
            },
            "seats": [{"kind": kind.value} for kind in setup.players],
            "difficulty": setup.difficulty,
            "actions": [setup.rules.format_action(config, action) for action in snapshot.actions],
            "position": position(snapshot.state),
        }

    def read(self, root: Field, version: int, entry: GameEntry, memo: ReadMemo) -> LoadedGame:
        obj = root.obj(_TOP_KEYS, optional=frozenset({"app"}))
        game = obj["game"].obj(_GAME_KEYS)
        deck = game["deck"].text(max_len=64)
        if deck != DECK_ID:
            raise game["deck"].fail(_UNKNOWN_DECK.say(deck=deck[:40], known=DECK_ID))
        level = game["level"].choice(Level)
        target = game["target"].integer(1, MAX_TARGET)
        slot = memo.slot(entry.id, lambda: _CardSetSlot(self._cards), _CardSetSlot)
        try:
            config = Config(slot.cards(), level, target)
        except ValueError as error:
            raise obj["game"].fail(_BAD_BOUT.say(problem=str(error))) from None
        setup = MatchSetup(
            entry,
            config,
            players=read_seats(obj["seats"], 2),
            difficulty=read_bot_name(obj["difficulty"], entry),
            chance_seed=game["chance_seed"].integer(0, MAX_SEED),
        )
        match, _ = replay_saved(setup, read_actions(obj["actions"]))
        if obj["position"].value != position(match.state):
            raise SaveError(_MISMATCH.say())
        return LoadedGame(setup, match.actions)
