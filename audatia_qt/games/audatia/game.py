"""Audatia behind the engine's Game protocol (``audatia_qt.engine.game``).

Every answer is the rules' own (``rules``): this class only gives them the protocol's names, so
the engine can play, save, search and replay Audatia without importing it. Audatia has no
chance events: both decks are shuffled at the deal from the config's seed (rulebook,
"Setup"), so ``chance_outcomes`` is always empty.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence

from audatia_qt.engine.messages import Message
from audatia_qt.games.audatia import rules
from audatia_qt.games.audatia.narrator.undo_words import BOUNDARIES
from audatia_qt.games.audatia.rules import (
    Action,
    Event,
    GameConfig,
    GameState,
    PlayerView,
    Seat,
    Transition,
)

#: The save files' format id and the game list's key.
GAME_ID = "audatia"


class AudatiaGame:
    """Audatia's rules as the engine asks them; stateless, so one value serves every match."""

    @property
    def id(self) -> str:
        return GAME_ID

    def new_state(self, config: GameConfig) -> GameState:
        return rules.new_game(config)

    def seat_count(self, config: GameConfig) -> int:
        # Two fencers, always (rulebook, "Overview").
        return len(Seat)

    def to_move(self, state: GameState) -> int | None:
        return rules.to_move(state)

    def legal_actions(self, state: GameState) -> Sequence[Action]:
        return rules.legal_actions(state)

    def chance_outcomes(self, state: GameState) -> Sequence[tuple[Action, float]]:
        return ()

    def apply(self, state: GameState, action: Action) -> Transition:
        return rules.apply(state, action)

    def returns(self, state: GameState) -> tuple[float, ...] | None:
        result = rules.outcome(state)
        if result is None:
            return None
        return tuple(result.share(seat) for seat in Seat)

    def observe(self, state: GameState, seat: int) -> PlayerView:
        return rules.observe(state, Seat(seat))

    def viewer(self, view: PlayerView) -> int:
        return view.viewer

    def redact(self, events: Iterable[Event], reader: int) -> tuple[Event, ...]:
        return rules.redact(events, Seat(reader))

    def sample_world(self, view: PlayerView, rng: random.Random) -> GameState:
        return rules.sample_world(view, rng)

    def format_action(self, config: GameConfig, action: Action) -> str:
        return rules.format_action(config, action)

    def parse_action(self, config: GameConfig, text: str) -> Action:
        return rules.parse_action(config, text)

    def undo_boundary(self, event: Event) -> Message | None:
        words = BOUNDARIES.get(event.kind)
        return None if words is None else words.say()
