"""Rules engine throughput under random play, and the cost of the views, per call.

Run: ``.venv/bin/python bench/bench_engine.py [--games N] [--seed S]``

1. Plays N random games (the kind-balanced policy of ``rules.selfplay``), timing the
   whole loop: ``legal_actions`` + policy + ``apply``. This is "with policy".
2. Replays the recorded actions from ``new_game``: ``legal_actions`` + ``apply`` per action and
   nothing else. This is the engine's own throughput, "without policy" (the target).
3. Times ``legal_actions`` alone and ``apply`` alone over the recorded states, and the policy
   alone over the recorded legal-action lists, to show where the time goes. A state keeps its
   legal actions once computed (``apply`` computes the next state's to settle it), so
   ``legal_actions`` is timed twice: on fresh copies of the states (the computation itself) and
   on the states ``apply`` returned (the cached list the caller gets).
4. If ``rules.views`` exists: ``observe(state, seat)`` for the seat to move over the
   recorded states, then ``sample_world(view, rng)`` over those views.

Games use ``seeded_config`` (the seating of ``audatia selfplay``) with seeds S..S+N-1.
"""

from __future__ import annotations

import argparse
import gc
import random
import sys
import time
from collections.abc import Callable
from typing import Any

from audatia_qt.engine.resources import bundled_deck_paths
from audatia_qt.games.audatia.decks.load import load_deck
from audatia_qt.games.audatia.rules.actions import Action
from audatia_qt.games.audatia.rules.cards import DeckDef
from audatia_qt.games.audatia.rules.config import GameConfig
from audatia_qt.games.audatia.rules.game import apply, legal_actions, new_game
from audatia_qt.games.audatia.rules.selfplay import random_action, seeded_config
from audatia_qt.games.audatia.rules.state import GameState

#: Issue 18: twice the 37,900 actions/s measured before its speed work (a quiet machine).
TARGET_ACTIONS_PER_SECOND = 75_000
#: The views are timed on at most this many states, spread over all games.
VIEW_SAMPLE = 3_000


def _decks() -> tuple[DeckDef, DeckDef]:
    paths = bundled_deck_paths()
    if len(paths) != 2:
        sys.exit(f"expected the two bundled decks, found {len(paths)}")
    return load_deck(paths[0]).definition, load_deck(paths[1]).definition


def _timed(function: Callable[[], Any]) -> tuple[float, Any]:
    gc.collect()
    start = time.perf_counter()
    result = function()
    return time.perf_counter() - start, result


def play_with_policy(configs: list[GameConfig]) -> list[list[Action]]:
    """Play every game with the random policy; the actions of each game."""
    games = []
    for config in configs:
        rng = random.Random(config.seed)
        state = new_game(config)
        actions = []
        while state.to_move is not None:
            action = random_action(legal_actions(state), rng)
            state = apply(state, action).state
            actions.append(action)
        games.append(actions)
    return games


def replay_engine_only(configs: list[GameConfig], games: list[list[Action]]) -> int:
    """``legal_actions`` + ``apply`` for every recorded action; returns the count."""
    count = 0
    for config, actions in zip(configs, games, strict=True):
        state = new_game(config)
        for action in actions:
            legal_actions(state)
            state = apply(state, action).state
        count += len(actions)
    return count


def collect_states(
    configs: list[GameConfig], games: list[list[Action]]
) -> list[tuple[GameState, Action]]:
    """Every decision point of every game with the action taken there."""
    points = []
    for config, actions in zip(configs, games, strict=True):
        state = new_game(config)
        for action in actions:
            points.append((state, action))
            state = apply(state, action).state
    return points


def _rate(count: int, seconds: float) -> str:
    return f"{count / seconds:>10,.0f}/s" if seconds > 0 else "       inf/s"


def _per_call(seconds: float, calls: int) -> str:
    return f"{seconds / calls * 1e6:8.1f} us/call" if calls else "no calls"


def bench_views(points: list[tuple[GameState, Action]]) -> None:
    """Time observe and sample_world, if the views module exists."""
    try:
        from audatia_qt.games.audatia.rules import views
    except ImportError:
        print("views: not available")
        return
    observe = getattr(views, "observe", None)
    sample_world = getattr(views, "sample_world", None)
    if observe is None:
        print("views: module found, but no observe(); not timed")
        return
    step = max(1, len(points) // VIEW_SAMPLE)
    states = [state for state, _ in points[::step]]
    try:
        seconds, observed = _timed(
            lambda: [observe(state, state.to_move) for state in states if state.to_move is not None]
        )
    except Exception as error:
        print(f"views: observe failed: {type(error).__name__}: {error}")
        return
    print(f"observe(state, seat):     {_per_call(seconds, len(observed))}  ({len(observed)} calls)")
    if sample_world is None:
        print("views: no sample_world(); not timed")
        return
    rng = random.Random(0)
    try:
        seconds, sampled = _timed(lambda: [sample_world(view, rng) for view in observed])
    except Exception as error:
        print(f"views: sample_world failed: {type(error).__name__}: {error}")
        return
    print(f"sample_world(view, rng):  {_per_call(seconds, len(sampled))}  ({len(sampled)} calls)")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300, metavar="N", help="default 300")
    parser.add_argument("--seed", type=int, default=0, metavar="S", help="first seed, default 0")
    args = parser.parse_args(argv)
    decks = _decks()
    configs = [seeded_config(decks, args.seed + index) for index in range(args.games)]
    play_with_policy(configs[:5])  # warm up imports and caches

    play_seconds, games = _timed(lambda: play_with_policy(configs))
    actions = sum(len(game) for game in games)
    cpu_start = time.process_time()
    replay_seconds, replayed = _timed(lambda: replay_engine_only(configs, games))
    replay_cpu = time.process_time() - cpu_start
    new_game_seconds, _ = _timed(lambda: [new_game(config) for config in configs])

    points = collect_states(configs, games)
    # with_() copies the position without the cached legal actions.
    fresh = [state.with_() for state, _ in points]
    legal_seconds, legal_lists = _timed(lambda: [legal_actions(state) for state in fresh])
    cached_seconds, _ = _timed(lambda: [legal_actions(state) for state, _ in points])
    apply_seconds, _ = _timed(lambda: [apply(state, action) for state, action in points])
    rng = random.Random(0)
    policy_seconds, _ = _timed(lambda: [random_action(legal, rng) for legal in legal_lists])

    print(
        f"Audatia engine bench: {args.games} random games, seeds {args.seed}.., {actions} actions"
    )
    print(f"python {sys.version.split()[0]}")
    print()
    print("random play, with policy (legal_actions + random_action + apply):")
    print(f"  actions: {_rate(actions, play_seconds)}   games: {_rate(args.games, play_seconds)}")
    print("engine only, replaying the recorded actions (legal_actions + apply):")
    print(
        f"  actions: {_rate(replayed, replay_seconds)}   "
        f"games: {_rate(args.games, replay_seconds)}   "
        f"(target {TARGET_ACTIONS_PER_SECOND:,}/s: "
        f"{replayed / replay_seconds / TARGET_ACTIONS_PER_SECOND:.0%})"
    )
    print(
        f"  by CPU time: {_rate(replayed, replay_cpu)}   "
        "(this process's CPU time: less swayed by other jobs on the machine)"
    )
    print(f"  mean actions per game: {actions / args.games:.1f}")
    print()
    print("per call:")
    print(f"  legal_actions(state):    {_per_call(legal_seconds, len(points))}  (computed)")
    print(
        f"  legal_actions(state):    {_per_call(cached_seconds, len(points))}  (kept on the state)"
    )
    print(f"  apply(state, action):    {_per_call(apply_seconds, len(points))}")
    print("    (checks the action against the state's legal actions, and computes the next")
    print("     state's to settle the game: a caller's legal_actions then reads them)")
    print(f"  random_action (policy):  {_per_call(policy_seconds, len(points))}")
    print(f"  new_game(config):        {_per_call(new_game_seconds, len(configs))}")
    print()
    bench_views(points)
    return 0


if __name__ == "__main__":
    sys.exit(main())
