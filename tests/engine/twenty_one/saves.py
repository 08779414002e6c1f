"""Twenty-One's save files: the toy game's fields inside the engine's envelope.

    {"format": "twenty-one-save", "version": 1, "app": "...",      # the engine's envelope
     "game": {"seats": 2, "chance_seed": 7},                       # the config, the rolls' seed
     "seats": [{"kind": "human"}, {"kind": "computer"}],
     "difficulty": "random",
     "actions": ["0 draw", "0 card 7", "1 stand", ...],           # the rolls among them
     "position": {"hands": [[7], []], "standing": [false, true], "turn": 0}}

The position is the file's own check: the actions replayed must lead to it.
"""

from __future__ import annotations

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
from tests.engine.twenty_one.rules import Config, State

MAX_SEATS = 8
MAX_SEED = 2**63 - 1
_MISMATCH = translate(
    "TwentyOne", "position mismatch: replaying the actions does not give the saved position"
)
_KEYS = frozenset({"format", "version", "game", "seats", "difficulty", "actions", "position"})


def _position(state: State) -> dict[str, Any]:
    return {
        "hands": [list(hand) for hand in state.hands],
        "standing": list(state.standing),
        "turn": state.turn,
    }


class TwentyOneSaves:
    """The toy game's ``SaveCodec``."""

    suffix = ".twenty-one"
    version = 1

    def write(self, snapshot: SaveSnapshot) -> dict[str, Any]:
        setup = snapshot.setup
        config: Config = setup.config
        return {
            "game": {"seats": config.seats, "chance_seed": setup.chance_seed},
            "seats": [{"kind": kind.value} for kind in setup.players],
            "difficulty": setup.difficulty,
            "actions": [setup.rules.format_action(config, action) for action in snapshot.actions],
            "position": _position(snapshot.state),
        }

    def read(self, root: Field, version: int, entry: GameEntry, memo: ReadMemo) -> LoadedGame:
        obj = root.obj(_KEYS, optional=frozenset({"app"}))
        game = obj["game"].obj(frozenset({"seats", "chance_seed"}))
        config = Config(game["seats"].integer(2, MAX_SEATS))
        setup = MatchSetup(
            entry,
            config,
            players=read_seats(obj["seats"], config.seats),
            difficulty=read_bot_name(obj["difficulty"], entry),
            chance_seed=game["chance_seed"].integer(0, MAX_SEED),
        )
        match, _ = replay_saved(setup, read_actions(obj["actions"]))
        if obj["position"].value != _position(match.state):
            raise SaveError(_MISMATCH.say())
        return LoadedGame(setup, match.actions)
