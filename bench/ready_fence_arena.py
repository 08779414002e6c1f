"""Ready...Fence!'s computer fencers measured (issue 30, "The computer"): Normal against
random, Hard against Normal, and each level's decision times.

Run: ``nice -n 10 .venv/bin/python bench/ready_fence_arena.py [--level basic] [--target 5]
[--games N] [--hard-games N] [--minutes M]``. Each chance seed is fenced twice with the seats
swapped. Each duel is a sequential probability ratio test (Wald 1945), looked at after every
pair of bouts: Normal against random tests H0: 80% against H1: 95%; Hard against Normal H0: 50%
against H1: 65%; 5% error each way. A duel stops when its test decides, or when its bout count
or time runs out (then undecided: the Wilson interval says how sure the figure is).
Requirements: Normal beats random >= 90%, Hard beats Normal >= 55%, p95 decision <= 1 s.
"""

from __future__ import annotations

import argparse
import time

from audatia_qt.engine.search.measure import Sprt, Tally, Verdict, percentile
from audatia_qt.games.ready_fence.decks.bundled import default_card_set
from audatia_qt.games.ready_fence.policy.arena import duel
from audatia_qt.games.ready_fence.policy.factory import make_bot
from audatia_qt.games.ready_fence.rules import Config, Level

#: The duels, their SPRT hypotheses and the rate the issue requires of A.
DUELS = (
    ("ismcts:normal", "random", Sprt(0.80, 0.95), 0.90),
    ("ismcts:hard", "ismcts:normal", Sprt(0.50, 0.65), 0.55),
)
#: The p95 decision time every level must keep under, in seconds.
P95_LIMIT = 1.0


def run_duel(
    name_a: str, name_b: str, test: Sprt, config: Config, games: int, seconds: float, seed: int
) -> tuple[Tally, Tally, Verdict]:
    """A against B until the test decides (looked at after each pair) or the budget is spent."""
    a, b = Tally(), Tally()
    verdict = Verdict.GOING
    deadline = time.monotonic() + seconds
    for number in range(games):
        won, a_times, b_times = duel(
            lambda: make_bot(name_a), lambda: make_bot(name_b), config, number, seed
        )
        a.add(won, a_times)
        b.add(1.0 - won, b_times)
        if number % 2 == 1:
            verdict = test.verdict(a.wins, a.games)
            if verdict is not Verdict.GOING or time.monotonic() > deadline:
                break
    return a, b, verdict


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--level", choices=[level.value for level in Level], default="basic")
    parser.add_argument("--target", type=int, default=5)
    parser.add_argument("--games", type=int, default=60, help="most bouts, Normal vs random")
    parser.add_argument("--hard-games", type=int, default=60, help="most bouts, Hard vs Normal")
    parser.add_argument("--minutes", type=float, default=5.0, help="most minutes per duel")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    config = Config(default_card_set(), Level(args.level), args.target)
    print(
        f"Ready...Fence! arena: {config.level.value} bouts to {config.target}, seeds {args.seed}+"
    )
    budgets = (args.games, args.hard_games)
    for (name_a, name_b, test, required), games in zip(DUELS, budgets, strict=True):
        a, b, verdict = run_duel(name_a, name_b, test, config, games, args.minutes * 60, args.seed)
        low, high = a.interval()
        print(
            f"{name_a} vs {name_b}: {a.wins:g}/{a.games} = {a.rate:.1%} "
            f"[95% Wilson {low:.1%}, {high:.1%}], required >= {required:.0%}; "
            f"SPRT H0 p={test.p0} H1 p={test.p1}: {verdict.value} "
            f"(LLR {test.llr(a.wins, a.games):.2f}, bounds {test.bounds()[0]:.2f}.."
            f"{test.bounds()[1]:.2f})"
        )
        for name, tally in ((name_a, a), (name_b, b)):
            p95 = percentile(tally.times, 0.95)
            mark = "ok" if p95 <= P95_LIMIT else "OVER"
            print(
                f"  {name}: p95 decision {p95 * 1000:.0f} ms, longest "
                f"{max(tally.times, default=0.0) * 1000:.0f} ms over {len(tally.times)} "
                f"decisions ({mark})"
            )


if __name__ == "__main__":
    main()
