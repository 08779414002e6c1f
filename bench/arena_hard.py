"""Hard as it is now against Hard as it was before issue 18's speed work, over an arena.

Run: ``.venv/bin/python bench/arena_hard.py [--games N] [--seed S] [--jobs J]`` (400 games take
hours on a shared 2-core machine: run it niced in the background, e.g.
``nice -n 10 .venv/bin/python bench/arena_hard.py --games 400 > arena-hard.txt 2>&1 &``).

``hard-before`` is a frozen copy of the Hard level before the speed work: 500 iterations, a
3-second cap, no slips, playouts of 12 plies. The speed work changed no score and no search
result for a given budget and playout depth (the heuristic and the engine decide exactly as
before; only faster), so today's code with those settings plays as the old code did, and the
comparison measures what today's Hard (more iterations, playouts of ``DEEP_PLAYOUT_DEPTH``)
buys at the same wait. The last line of the report is
``A win rate: <percent>% [<95% Wilson interval>]`` for the new Hard; the target is >= 60%.
"""

from __future__ import annotations

import argparse
import sys

from audatia_qt.engine.resources import bundled_deck_paths
from audatia_qt.engine.search.bot import Bot
from audatia_qt.engine.search.ismcts import Level
from audatia_qt.games.audatia.decks.load import load_deck
from audatia_qt.games.audatia.policy.arena import GameResult, run_arena
from audatia_qt.games.audatia.policy.factory import make_bot
from audatia_qt.games.audatia.policy.search_policy import search_bot
from audatia_qt.shell.i18n.plain import english

#: Hard before issue 18 (``ai/ismcts.py``'s LEVELS then): kept here only, for this comparison.
HARD_BEFORE = Level("hard-before", iterations=500, seconds=3.0, mistake_rate=0.0, playout_depth=12)


def factory(name: str) -> Bot:
    """``make_bot``'s bots, plus ``ismcts:hard-before``."""
    if name == f"ismcts:{HARD_BEFORE.name}":
        return search_bot(HARD_BEFORE)
    return make_bot(name)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--seed", type=int, default=1000)
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args()
    paths = bundled_deck_paths()
    decks = (load_deck(paths[0]).definition, load_deck(paths[1]).definition)

    def progress(result: GameResult) -> None:
        sys.stderr.write("." if result.a_won else "=" if not result.winning_deck else "x")
        sys.stderr.flush()

    report = run_arena(
        "ismcts:hard",
        f"ismcts:{HARD_BEFORE.name}",
        decks,
        args.games,
        args.seed,
        jobs=args.jobs,
        progress=progress,
        factory=factory,
    )
    sys.stderr.write("\n")
    print("\n".join(english(line) for line in report.messages()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
