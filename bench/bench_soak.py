"""What the invariant soak costs: N random games per variant, three ways.

Run: ``.venv/bin/python bench/bench_soak.py [--games N] [--seed S]``

For each variant the soak covers (standard with and without the Break rule, Salle Play, Sudden
Death), the same N games (``seeded_config``, seeds S..S+N-1) are played:

1. plain: the random policy and the engine, nothing checked (``audatia selfplay``);
2. rules invariants: card conservation, views and redacted events, position and action
   notation at every state (``audatia selfplay --check-invariants``);
3. the whole soak (``tests/games/audatia/soak/checker.py``): the rules invariants, every describer,
   the replay captions, and Undo / Redo at every action, as ``make test-slow`` runs it.

It prints the seconds, games per second and milliseconds per state of each, and what the default
suite's games (tests/games/audatia/soak/test_soak.py) and the slow soak's would take at that rate.
"""

from __future__ import annotations

import argparse
import gc
import random
import sys
import time
from pathlib import Path

# The soak's checker is a test helper (it uses the table's commentary): import it from the
# checkout, as pytest does.
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from audatia_qt.engine.resources import bundled_deck_paths
from audatia_qt.games.audatia.decks.load import load_deck
from audatia_qt.games.audatia.rules.cards import DeckDef
from audatia_qt.games.audatia.rules.selfplay import play_random_game, seeded_config
from tests.games.audatia.soak.checker import check_game
from tests.games.audatia.soak.test_soak import DEFAULT_GAMES, SOAK_GAMES, VARIANTS


def _decks() -> tuple[DeckDef, DeckDef]:
    paths = bundled_deck_paths()
    if len(paths) != 2:
        sys.exit(f"expected the two bundled decks, found {len(paths)}")
    return load_deck(paths[0]).definition, load_deck(paths[1]).definition


def _time_games(name: str, decks: tuple[DeckDef, DeckDef], seeds: range, way: str) -> float:
    """Seconds to play (and check, per ``way``) the games of ``seeds``."""
    variant, break_rule = VARIANTS[name]
    configs = [seeded_config(decks, seed, break_rule=break_rule, variant=variant) for seed in seeds]
    gc.collect()
    start = time.perf_counter()
    for config in configs:
        if way == "soak":
            check_game(config)
        else:
            play_random_game(
                config, random.Random(config.seed), check_invariants=way == "invariants"
            )
    return time.perf_counter() - start


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20, metavar="N", help="games per variant")
    parser.add_argument("--seed", type=int, default=0, metavar="S")
    args = parser.parse_args(argv)
    decks = _decks()
    seeds = range(args.seed, args.seed + args.games)
    print(f"python {sys.version.split()[0]}; {args.games} games per variant, seeds {seeds}")
    default_seconds = 0.0
    slow_seconds = 0.0
    for name in VARIANTS:
        variant, break_rule = VARIANTS[name]
        states = sum(
            len(
                play_random_game(
                    seeded_config(decks, seed, break_rule=break_rule, variant=variant),
                    random.Random(seed),
                ).actions
            )
            + 1
            for seed in seeds
        )
        print(f"{name}: {states} states ({states / args.games:.0f} per game)")
        for way in ("plain", "invariants", "soak"):
            seconds = _time_games(name, decks, seeds, way)
            print(
                f"  {way:<10} {seconds:7.2f} s  {args.games / seconds:7.1f} games/s  "
                f"{1000 * seconds / states:6.2f} ms/state"
            )
        per_game = seconds / args.games
        default_seconds += per_game * DEFAULT_GAMES[name]
        slow_seconds += per_game * SOAK_GAMES[name]
    print(
        f"at these rates: the default suite's soak ({sum(DEFAULT_GAMES.values())} games) "
        f"{default_seconds:.0f} s; the slow soak ({sum(SOAK_GAMES.values())} games) "
        f"{slow_seconds / 60:.0f} min"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
