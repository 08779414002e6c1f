"""Random self-play: seeded random bouts of Ready...Fence! with the invariants checked after
every move (issue 30: "20,000 seeded random games per level with no error and the invariants
checked").

Bout ``i`` of a series from seed ``S`` uses seed ``S + i`` for the target score and the generator
that picks the moves and the chance outcomes (by their odds), so any bout replays alone.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field

from audatia_qt.games.ready_fence.rules.actions import Action
from audatia_qt.games.ready_fence.rules.cards import CardSet
from audatia_qt.games.ready_fence.rules.config import PERIODS, Config, Level
from audatia_qt.games.ready_fence.rules.invariants import (
    InvariantError,
    check_protocol,
    check_state,
    check_step,
)
from audatia_qt.games.ready_fence.rules.legal import apply, legal_actions
from audatia_qt.games.ready_fence.rules.play import chance_outcomes, new_game
from audatia_qt.games.ready_fence.rules.state import State

#: A bout longer than this is stuck (random play ends far sooner).
MAX_ACTIONS = 50_000


def random_config(cards: CardSet, level: Level, seed: int) -> Config:
    """A bout of ``level`` to one of the scores the level plays to, chosen by ``seed`` (rulebook,
    each level's "Select the score")."""
    rng = random.Random(f"ready-fence-table:{seed}")
    return Config(cards, level, rng.choice(sorted(PERIODS[level])))


@dataclass
class SelfplayReport:
    """What a series of random bouts did."""

    games: int = 0
    actions: int = 0
    results: Counter[str] = field(default_factory=Counter)
    """Bouts by who won ("seat 0", "seat 1", "draw")."""


def play_random_game(
    config: Config, rng: random.Random, check: bool = True, deep: bool = False
) -> tuple[State, int]:
    """One bout to its end, every decision and chance outcome picked by ``rng`` (chance by its
    odds), the invariants checked after every move with ``check`` (and the protocol's with
    ``deep``); the final state and the number of moves (rulebook, "How to Play")."""
    state = new_game(config)
    if check:
        check_state(state)
    moves = 0
    while state.result is None:
        if moves >= MAX_ACTIONS:
            raise InvariantError(f"the bout did not end in {MAX_ACTIONS} moves")
        if deep:
            check_protocol(state, rng)
        action = _pick(state, rng)
        step = apply(state, action)
        if check:
            check_step(state, action, step)
        state = step.state
        moves += 1
    return state, moves


def _pick(state: State, rng: random.Random) -> Action:
    """A chance outcome by its odds (ruling RF-9), or a legal action uniformly."""
    outcomes = chance_outcomes(state)
    if outcomes:
        actions = [action for action, _ in outcomes]
        return rng.choices(actions, weights=[odds for _, odds in outcomes])[0]
    return rng.choice(legal_actions(state))


def selfplay(
    cards: CardSet,
    level: Level,
    games: int,
    seed: int = 0,
    check: bool = True,
    deep: bool = False,
) -> SelfplayReport:
    """``games`` random bouts of ``level`` from seed ``seed`` (bout ``i`` from ``seed + i``),
    checked; an ``InvariantError`` naming the bout's seed on the first broken promise."""
    report = SelfplayReport()
    for index in range(games):
        game_seed = seed + index
        config = random_config(cards, level, game_seed)
        try:
            final, moves = play_random_game(config, random.Random(game_seed), check, deep)
        except InvariantError as error:
            raise InvariantError(f"{level.value} bout of seed {game_seed}: {error}") from None
        report.games += 1
        report.actions += moves
        result = final.result
        assert result is not None
        report.results["draw" if result[0] == result[1] else f"seat {result.index(1.0)}"] += 1
    return report
