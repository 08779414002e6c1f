"""Ready...Fence! on the wire (issue 32): the types a seat's view and its events are made of,
for the engine's ``TypedViewCodec`` (``engine.wire``). The config holds no secret (the draws
are the match's chance events, ruling RF-9), so every seat may know it whole."""

from __future__ import annotations

from typing import Final

from audatia_qt.engine.wire import TypedViewCodec
from audatia_qt.games.ready_fence.game import ReadyFenceGame
from audatia_qt.games.ready_fence.rules import (
    Action,
    ActionKind,
    Config,
    Event,
    EventKind,
    FencerView,
    Level,
    Phase,
    Phrase,
    Play,
    View,
)
from audatia_qt.games.ready_fence.rules.cards import Cardless, Guard, Role

#: The rules this program plays, as the network's handshake compares them: bumped with any
#: change of what is legal, so two programs whose rules differ never share a table.
RULES_VERSION: Final = "1"


def public_config(config: Config) -> Config:
    """The config itself: it holds no secret."""
    return config


def ready_fence_wire() -> TypedViewCodec:
    """Ready...Fence!'s ``ViewCodec``: views and events, actions in the notation
    (``rules.notation``)."""
    return TypedViewCodec(
        ReadyFenceGame(),
        rules=RULES_VERSION,
        types=(
            View,
            FencerView,
            Phrase,
            Play,
            Phase,
            Level,
            Guard,
            Role,
            Cardless,
            Event,
            EventKind,
            ActionKind,
        ),
        config_type=Config,
        action_types=(Action,),
        public_config=public_config,
    )
