"""The learned evaluation (issue 31, part 1): its cost, and how well it predicts the winner.

Run: ``.venv/bin/python bench/bench_value.py [--weights PATH] [--games N] [--seed S]``

1. Plays N held-out games as the training plays them (the heuristic with one move in ten
   random, ``learned.train``), from seeds far from any training run's (default 1,000,000 on).
2. Times, over their positions, one evaluation as the search makes it where a playout is cut
   off (``AudatiaSearchPolicy.evaluate``: the searcher's features off the state, the network),
   the heuristic's evaluation, and one engine step (``apply`` of a legal action).
3. Scores each position from both fencers' views against who won: the Brier score (mean
   squared error; lower is better) and the log loss of the network, of the heuristic's
   evaluation (already a probability: a logistic of the two hands' card values), and of the
   constant 0.5 (Brier 0.25, log loss 0.693), overall and by game phase.
"""

from __future__ import annotations

import argparse
import math
import time
from collections import defaultdict
from pathlib import Path

from audatia_qt.engine.resources import bundled_deck_paths
from audatia_qt.games.audatia.decks.select import select_decks
from audatia_qt.games.audatia.policy.factory import bundled_value_path
from audatia_qt.games.audatia.policy.knowledge import FactsCache
from audatia_qt.games.audatia.policy.learned.model import (
    ValueModel,
    ValueModelError,
    load_provenance,
)
from audatia_qt.games.audatia.policy.learned.train import game_result, held_out
from audatia_qt.games.audatia.policy.search_policy import AudatiaSearchPolicy, evaluate
from audatia_qt.games.audatia.rules import GameState, Seat, apply, legal_actions

#: Predictions kept away from 0 and 1 for the log loss (a sure miss would be infinite).
CLIP = 1e-6


def _log_loss(prediction: float, result: float) -> float:
    p = min(1.0 - CLIP, max(CLIP, prediction))
    return -(result * math.log(p) + (1.0 - result) * math.log(1.0 - p))


def _timed(calls: list[tuple[GameState, Seat]], work: object, repeat: int = 3) -> float:
    """Microseconds per call of ``work(state, seat)``: each game's positions timed on their
    own, as a search meets them (one game's decks: the features read each deck's cards once
    per game, and a pass over hundreds of games would time that reading instead), the best of
    ``repeat`` passes over each game, summed."""
    games: dict[int, list[tuple[GameState, Seat]]] = defaultdict(list)
    for state, seat in calls:
        games[id(state.config)].append((state, seat))
    total = 0.0
    for positions in games.values():
        best = math.inf
        for _ in range(repeat):
            start = time.perf_counter()
            for state, seat in positions:
                work(state, seat)  # type: ignore[operator]
            best = min(best, time.perf_counter() - start)
        total += best
    return total / len(calls) * 1e6


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--weights", type=Path, default=bundled_value_path())
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1_000_000)
    args = parser.parse_args()
    if args.games < 1:
        parser.error("--games must be at least 1")
    decks = select_decks(None, bundled_deck_paths())
    try:
        model = ValueModel.load(args.weights)
        provenance = load_provenance(args.weights)
    except ValueModelError as error:  # its message is one line naming the file
        parser.exit(2, f"bench_value.py: {error}\n")
    print(f"weights: {args.weights} ({provenance.command}; {provenance.date})")
    print(f"held out: {args.games} games from seed {args.seed}, both fencers' views")

    facts = FactsCache()
    learned = AudatiaSearchPolicy(model)
    rows: list[tuple[str, float, float, float]] = []  # phase, result, network, heuristic
    calls: list[tuple[GameState, Seat]] = []
    for state, final in held_out(decks, args.seed, args.games):
        for seat in Seat:
            result = game_result(final, seat)
            rows.append(
                (
                    state.phase.name.lower(),
                    result,
                    learned.evaluate(state, seat),
                    evaluate(state, seat, facts),
                )
            )
            calls.append((state, seat))

    sample = calls[:: max(1, len(calls) // 2000)]
    network_us = _timed(sample, learned.evaluate)
    heuristic_us = _timed(sample, lambda state, seat: evaluate(state, seat, FactsCache()))
    step_us = _timed(sample, lambda state, _seat: apply(state, legal_actions(state)[0]))
    print(f"\ncost per call over {len(sample)} positions (best of 3 passes):")
    print(f"  learned evaluation (features, network):       {network_us:8.1f} us")
    print(f"  heuristic evaluation (both hands' values):    {heuristic_us:8.1f} us")
    print(f"  one engine step (legal actions, apply):       {step_us:8.1f} us")
    print(f"  learned / step: {network_us / step_us:.2f}")

    groups: dict[str, list[tuple[str, float, float, float]]] = defaultdict(list)
    for row in rows:
        groups[row[0]].append(row)
    print(f"\nprediction of the winner ({len(rows)} positions x views); lower is better")
    print(
        f"  {'phase':<22}{'n':>7}  {'Brier net':>9} {'heur':>7} {'0.5':>7}"
        f"  {'logloss net':>11} {'heur':>7} {'0.5':>7}"
    )
    ordered = sorted(groups.items(), key=lambda item: -len(item[1]))
    for name, members in [("all", rows), *ordered]:
        n = len(members)
        brier = [sum((row[i] - row[1]) ** 2 for row in members) / n for i in (2, 3)]
        loss = [sum(_log_loss(row[i], row[1]) for row in members) / n for i in (2, 3)]
        half = sum((0.5 - row[1]) ** 2 for row in members) / n
        half_loss = sum(_log_loss(0.5, row[1]) for row in members) / n
        print(
            f"  {name:<22}{n:>7}  {brier[0]:>9.4f} {brier[1]:>7.4f} {half:>7.4f}"
            f"  {loss[0]:>11.4f} {loss[1]:>7.4f} {half_loss:>7.4f}"
        )


if __name__ == "__main__":
    main()
