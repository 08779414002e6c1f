"""Ready...Fence! behind the engine's Game protocol (``audatia_qt.engine.game``).

Every answer is the rules' own (``rules``): this class only gives them the protocol's names.
Chance is the rules' own moves (``to_move`` answers ``CHANCE``): each card drawn from the
face-down stock, a card drawn from a hand, and the Initiative coin (ruling RF-9), so a save
holds every draw and a replay repeats it.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence

from audatia_qt.engine.messages import Message
from audatia_qt.games.ready_fence import rules
from audatia_qt.games.ready_fence.rules import Action, Config, Event, State, Step, View

#: The save files' format id and the game list's key.
GAME_ID = "ready_fence"


class ReadyFenceGame:
    """Ready...Fence!'s rules as the engine asks them; stateless, so one value serves every
    match. Each method is the ``rules`` function of its name, which cites the rulebook section
    it implements."""

    @property
    def id(self) -> str:
        return GAME_ID

    def new_state(self, config: Config) -> State:
        return rules.new_game(config)

    def seat_count(self, config: Config) -> int:
        # "Ready...Fence is a two-player game" (rulebook, "The Game").
        return 2

    def to_move(self, state: State) -> int | None:
        return rules.to_move(state)

    def legal_actions(self, state: State) -> Sequence[Action]:
        return rules.legal_actions(state)

    def chance_outcomes(self, state: State) -> Sequence[tuple[Action, float]]:
        return rules.chance_outcomes(state)

    def apply(self, state: State, action: Action) -> Step:
        return rules.apply(state, action)

    def returns(self, state: State) -> tuple[float, ...] | None:
        # 1 a win, 0 a loss; a Tutorial overtime both fencers leave without cards is a draw
        # (ruling RF-25).
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
