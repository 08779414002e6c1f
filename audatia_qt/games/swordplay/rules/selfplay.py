"""Random self-play: seeded random games of Swordplay: Arena with the invariants checked after
every move (issue 29: "20,000 seeded random games with no error and the game's invariants
checked").

Game ``i`` of a series from seed ``S`` uses seed ``S + i`` for the table (``random_config``:
the mode, the heroes, the option), the deal and the generator that picks the moves and the die's
faces, so any game replays alone from its seed.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field

from audatia_qt.games.swordplay.rules.actions import Action
from audatia_qt.games.swordplay.rules.cards import CardSet
from audatia_qt.games.swordplay.rules.config import MAX_SEATS, MIN_SEATS, Config, Mode
from audatia_qt.games.swordplay.rules.invariants import (
    InvariantError,
    check_protocol,
    check_state,
    check_step,
)
from audatia_qt.games.swordplay.rules.legal import apply, chance_outcomes, legal_actions
from audatia_qt.games.swordplay.rules.play import new_game, winners
from audatia_qt.games.swordplay.rules.state import State

#: A game longer than this is stuck (random play ends far sooner).
MAX_ACTIONS = 20_000


def random_config(cards: CardSet, seed: int) -> Config:
    """A table chosen by ``seed`` among every mode the rules play (rulebook, "Playing The
    Game", "Solo Play", "Cooperative Solitaire", "Realistic Parries (Optional)")."""
    rng = random.Random(f"swordplay-table:{seed}")
    mode = rng.choice(tuple(Mode))
    hero_ids = [hero.id for hero in cards.heroes]
    if mode is Mode.VERSUS:
        count = rng.randint(MIN_SEATS, MAX_SEATS)
    elif mode is Mode.SOLO:
        count = 1
    else:
        count = rng.randint(2, 3)
    heroes = tuple(rng.choice(hero_ids) for _ in range(count))
    monster = None if mode is Mode.VERSUS else rng.choice(cards.monsters).id
    return Config(cards, heroes, mode, monster, rng.random() < 0.5, seed)


@dataclass
class SelfplayReport:
    """What a series of random games did."""

    games: int = 0
    actions: int = 0
    results: Counter[str] = field(default_factory=Counter)
    """Games by mode and who won ("solo heroes", "versus seat 2", ...)."""


def play_random_game(
    config: Config, rng: random.Random, check: bool = True, deep: bool = False
) -> tuple[State, int]:
    """One game to its end, every decision and face of the die picked by ``rng`` (the faces by
    their odds), the invariants checked after every move with ``check`` (and the protocol's
    with ``deep``); the final state and the number of moves (rulebook, "Playing The Game":
    "Play passes clockwise until the game ends")."""
    state = new_game(config)
    if check:
        check_state(state)
    moves = 0
    while state.result is None:
        if moves >= MAX_ACTIONS:
            raise InvariantError(f"game of seed {config.seed} did not end in {MAX_ACTIONS} moves")
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
    """A face of the die by its odds (rulebook, "Components"), or a legal action uniformly."""
    outcomes = chance_outcomes(state)
    if outcomes:
        actions = [action for action, _ in outcomes]
        return rng.choices(actions, weights=[odds for _, odds in outcomes])[0]
    return rng.choice(legal_actions(state))


def selfplay(
    cards: CardSet, games: int, seed: int = 0, check: bool = True, deep: bool = False
) -> SelfplayReport:
    """``games`` random games from seed ``seed`` (game ``i`` from ``seed + i``), checked; an
    ``InvariantError`` naming the game's seed on the first broken promise (rulebook: the
    sections ``invariants`` names)."""
    report = SelfplayReport()
    for index in range(games):
        game_seed = seed + index
        config = random_config(cards, game_seed)
        try:
            final, moves = play_random_game(config, random.Random(game_seed), check, deep)
        except InvariantError as error:
            raise InvariantError(f"game of seed {game_seed}: {error}") from None
        report.games += 1
        report.actions += moves
        report.results[_result_label(final)] += 1
    return report


def _result_label(state: State) -> str:
    """Who won, in words for the report (rulebook, "Winning The Game"; ruling SP-17)."""
    result = state.result
    assert result is not None
    mode = state.config.mode
    if not winners(result):
        return f"{mode.value} standoff"  # ruling SP-23
    if mode is Mode.VERSUS:
        return f"versus seat {result.index(1.0)}"
    return f"{mode.value} {'heroes' if result[0] == 1.0 else 'monster'}"
