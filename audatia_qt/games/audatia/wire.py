"""Audatia on the wire (issue 32): the types a seat's view and its events are made of, for the
engine's ``TypedViewCodec`` (``engine.wire``), and the config every seat may know: the seed of
the deal withheld, as a view holds it (``rules.views``)."""

from __future__ import annotations

from dataclasses import replace

from audatia_qt.engine.wire import TypedViewCodec
from audatia_qt.games.audatia.game import AudatiaGame
from audatia_qt.games.audatia.rules import Action, ActionKind, Event, EventKind, GameConfig, Seat
from audatia_qt.games.audatia.rules.cards import Side, StrettoSlot, Virtue, VirtueBonus
from audatia_qt.games.audatia.rules.salle import Score
from audatia_qt.games.audatia.rules.state import Context, Outcome
from audatia_qt.games.audatia.rules.sudden_death import RowSeen, RowsSeen
from audatia_qt.games.audatia.rules.terms import Bind, Phase, Reason
from audatia_qt.games.audatia.rules.versions import RULES_VERSION
from audatia_qt.games.audatia.rules.views import PlayerView, SeatView


def public_config(config: GameConfig) -> GameConfig:
    """The config with the seed withheld: it would give away every shuffle."""
    return replace(config, seed=0)


def audatia_wire() -> TypedViewCodec:
    """Audatia's ``ViewCodec``: views, their rulesets' parts and events, actions in the
    notation (``rules.notation``)."""
    return TypedViewCodec(
        AudatiaGame(),
        rules=str(RULES_VERSION),
        types=(
            PlayerView,
            SeatView,
            Context,
            Outcome,
            Event,
            Seat,
            Phase,
            Reason,
            Bind,
            Side,
            StrettoSlot,
            Virtue,
            VirtueBonus,
            EventKind,
            ActionKind,
            Score,
            RowsSeen,
            RowSeen,
        ),
        config_type=GameConfig,
        action_types=(Action,),
        public_config=public_config,
    )
