"""What a point of lead is worth in Salle Play: the figure behind ``policy.points.POINT_LOGIT``.

Run: ``.venv/bin/python bench/salle_lead_fit.py [--games 300] [--seed 5000]``

Plays Salle Play games of the Scholar (the heuristic) against itself, one deal per seed from
``--seed`` on, notes seat A's lead at each bout's start and who won the game, and prints the
share of games won from each lead and the logistic slope (per point of lead) that fits them
best by maximum likelihood, to two decimals. How the games ended is printed too (R-031: no
strike left; R-041: both declined).
"""

from __future__ import annotations

import argparse
import math
import random
from collections import Counter, defaultdict

from audatia_qt.engine.resources import bundled_deck_paths
from audatia_qt.games.audatia.decks.select import select_decks
from audatia_qt.games.audatia.policy.arena import make_bot, seeded_config
from audatia_qt.games.audatia.rules import Seat, apply, legal_actions, new_game, observe
from audatia_qt.games.audatia.rules.config import Variant


def _log_likelihood(slope: float, samples: list[tuple[int, float]]) -> float:
    total = 0.0
    for lead, result in samples:
        odds = 1.0 / (1.0 + math.exp(-slope * lead))
        total += result * math.log(odds) + (1.0 - result) * math.log(1.0 - odds)
    return total


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--seed", type=int, default=5000)
    args = parser.parse_args()
    decks = select_decks(None, bundled_deck_paths())
    bots = {seat: make_bot("heuristic") for seat in Seat}
    samples: list[tuple[int, float]] = []
    ends: Counter[str] = Counter()
    for game in range(args.games):
        config = seeded_config(decks, args.seed + game, variant=Variant.SALLE)
        state, rng = new_game(config), random.Random(game)
        leads, last = [0], (0, 0)
        while (seat := state.to_move) is not None:
            action = bots[seat].choose(observe(state, seat), legal_actions(state), rng)
            state = apply(state, action).state
            score = config.ruleset.score(state)
            if score is not None and score != last and state.outcome is None:
                leads.append(score[0] - score[1])
                last = score
        assert state.outcome is not None
        ends[state.outcome.reason.value] += 1
        samples += [(lead, state.outcome.share(Seat.A)) for lead in leads]
    print(f"{args.games} games from seed {args.seed}; ended by {dict(ends)}")
    by_lead: defaultdict[int, list[float]] = defaultdict(list)
    for lead, result in samples:
        by_lead[lead].append(result)
    for lead in sorted(by_lead):
        results = by_lead[lead]
        print(
            f"  lead {lead:+d}: {len(results)} bout starts, A won {sum(results) / len(results):.1%}"
        )
    slope = max(
        (step / 100 for step in range(5, 300, 5)), key=lambda s: _log_likelihood(s, samples)
    )
    print(f"best logistic slope per point of lead: {slope:.2f}")


if __name__ == "__main__":
    main()
