"""Does more search still change Hard's decisions? Agreement with a much longer search.

Run: ``.venv/bin/python bench/audatia_search_agreement.py [--points 30] [--seed 424242]
[--reference 6000] [--repeats 3]``

1. Collects decision points with three or more legal moves along games played by the heuristic
   (``bench_ai.decision_points``), and takes ``--points`` of them spread over the games.
2. Searches each once with Hard's settings and ``--reference`` iterations in one tree: the move
   the same search would play given far more time.
3. Searches each ``--repeats`` times (other seeds) with Hard's settings at smaller budgets: one
   tree of 900 (the frozen Hard's), two trees of 900 summed (Hard's), one tree of 1,800 (the
   same iterations as Hard's in one tree), and prints how often each picks the reference's move.

If a budget agrees with the long search no more often than a smaller one, the extra search no
longer changes what the search concludes: what it judges, not how long it looks, is then what
limits it (issue 31, docs/strength.md, "Where Hard's strength stops"). The Wilson interval of
each share is printed with it.
"""

from __future__ import annotations

import argparse
import random
import time
from dataclasses import replace

from bench_ai import decision_points  # a sibling script: bench/ is the script's folder

from audatia_qt.engine.search.measure import wilson
from audatia_qt.games.audatia.policy.levels import LEVELS
from audatia_qt.games.audatia.policy.search_policy import AudatiaSearch, search_bot

#: The budgets compared: (trees, iterations per tree).
BUDGETS = ((1, 900), (2, 900), (1, 1_800))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--points", type=int, default=30)
    parser.add_argument("--seed", type=int, default=424242)
    parser.add_argument("--reference", type=int, default=6_000)
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    if min(args.points, args.reference, args.repeats) < 1:
        parser.error("--points, --reference and --repeats must each be at least 1")
    choices, _forced = decision_points(6, args.seed)
    wide = [point for point in choices if len(point[1]) >= 3]
    points = wide[:: max(1, len(wide) // args.points)][: args.points]
    hard = LEVELS["hard"]

    def bot(trees: int, iterations: int) -> AudatiaSearch:
        return search_bot(replace(hard, trees=trees, iterations=iterations, seconds=None))

    reference = bot(1, args.reference)
    bots = {f"{trees} x {iterations}": bot(trees, iterations) for trees, iterations in BUDGETS}
    agreed = dict.fromkeys(bots, 0)
    start = time.perf_counter()
    for index, (view, legal) in enumerate(points):
        best = reference.search(view, legal, random.Random(index)).moves[0].action
        for name, searcher in bots.items():
            for repeat in range(args.repeats):
                rng = random.Random(1000 * index + repeat + 1)
                agreed[name] += searcher.search(view, legal, rng).moves[0].action == best
    tries = len(points) * args.repeats
    print(
        f"{len(points)} decisions with 3 or more moves from seed {args.seed}, each searched "
        f"{args.repeats} times per budget; reference: Hard's search with {args.reference:,} "
        f"iterations in one tree ({time.perf_counter() - start:.0f} s)"
    )
    for name, count in agreed.items():
        low, high = wilson(count, tries)
        print(
            f"  {name:>10}: the reference's move {count} of {tries}, "
            f"{count / tries:.1%} [{low:.1%}, {high:.1%}]"
        )


if __name__ == "__main__":
    main()
