"""Swordplay: Arena on the wire (issue 32): the types a seat's view and its events are made
of, for the engine's ``TypedViewCodec`` (``engine.wire``), and the config every seat may know:
the seed withheld (it fixes the deck's order, ruling SP-6), as a view holds it
(``rules.views``)."""

from __future__ import annotations

from dataclasses import replace
from typing import Final

from audatia_qt.engine.wire import TypedViewCodec
from audatia_qt.games.swordplay.game import SwordplayGame
from audatia_qt.games.swordplay.rules import Action, ActionKind, Config, Event, EventKind, Mode
from audatia_qt.games.swordplay.rules.events import RollPurpose
from audatia_qt.games.swordplay.rules.state import MonsterState, PendingAttack, Phase, ReadyShield
from audatia_qt.games.swordplay.rules.views import HeroView, View

#: The rules this program plays, as the network's handshake compares them: bumped with any
#: change of what is legal or of what the events say, so two programs whose rules differ
#: never share a table. 2: the monster's defence roll names the attack card it is against.
RULES_VERSION: Final = "2"


def public_config(config: Config) -> Config:
    """The config with the seed withheld."""
    return replace(config, seed=0)


def swordplay_wire() -> TypedViewCodec:
    """Swordplay's ``ViewCodec``: views and events, actions in the notation
    (``rules.notation``)."""
    return TypedViewCodec(
        SwordplayGame(),
        rules=RULES_VERSION,
        types=(
            View,
            HeroView,
            MonsterState,
            PendingAttack,
            ReadyShield,
            Phase,
            Mode,
            Event,
            EventKind,
            RollPurpose,
            ActionKind,
        ),
        config_type=Config,
        action_types=(Action,),
        public_config=public_config,
    )
