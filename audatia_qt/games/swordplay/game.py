"""Swordplay: Arena behind the engine's Game protocol (``audatia_qt.engine.game``).

Every answer is the rules' own (``rules``): this class only gives them the protocol's names.
The d10 is the rules' chance event (``to_move`` answers ``CHANCE``: the roll for first player,
the monster's defence and its co-op target roll); the combat deck is shuffled from the config's
seed, and every reshuffle from the seed and the reshuffle's number (ruling SP-6).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence

from audatia_qt.engine.messages import Message
from audatia_qt.games.swordplay import rules
from audatia_qt.games.swordplay.rules import Action, Config, Event, State, Step, View

#: The save files' format id and the game list's key.
GAME_ID = "swordplay"


class SwordplayGame:
    """Swordplay: Arena's rules as the engine asks them; stateless, so one value serves every
    match. Each method is the ``rules`` function of its name, which cites the rulebook section
    it implements."""

    @property
    def id(self) -> str:
        return GAME_ID

    def new_state(self, config: Config) -> State:
        return rules.new_game(config)

    def seat_count(self, config: Config) -> int:
        return config.seat_count

    def to_move(self, state: State) -> int | None:
        return rules.to_move(state)

    def legal_actions(self, state: State) -> Sequence[Action]:
        return rules.legal_actions(state)

    def chance_outcomes(self, state: State) -> Sequence[tuple[Action, float]]:
        return rules.chance_outcomes(state)

    def apply(self, state: State, action: Action) -> Step:
        return rules.apply(state, action)

    def returns(self, state: State) -> tuple[float, ...] | None:
        # 1 a win, 0 a loss; in solo and co-op play the heroes share theirs (ruling SP-17).
        return state.result

    def observe(self, state: State, seat: int) -> View:
        return rules.observe(state, seat)

    def viewer(self, view: View) -> int:
        return view.viewer

    def redact(self, events: Iterable[Event], reader: int) -> tuple[Event, ...]:
        return rules.redact(events, reader)

    def sample_world(self, view: View, rng: random.Random) -> State:
        return rules.sample_world(view, rng)

    def format_action(self, config: Config, action: Action) -> str:
        return rules.format_action(config, action)

    def parse_action(self, config: Config, text: str) -> Action:
        return rules.parse_action(config, text)

    def undo_boundary(self, event: Event) -> Message | None:
        return rules.undo_boundary(event)
