"""Write the saves of the app before the layout move (commit cb81d76) with that app's own code.

The files in tests/games/audatia/saves/saves/v-cb81d76/ were made by this script run inside a
worktree of commit cb81d76, the last commit before Audatia moved into ``games/audatia/`` and the
session became the engine's (issue 28). Its imports are that commit's module paths, so it runs only
there (tests/games/audatia/saves/saves/README.md says how); today's code reads the files it wrote in
tests/games/audatia/saves/test_previous_saves.py.

Each game is dealt from the two bundled decks (Galeazzo da Mantoa against Boucicault) and played
by the seeded random policy (``random_action``) to its end, or to ``--stop`` actions. A save is
written by ``save_file``, or by ``Autosave.record`` with ``--autosave``. ``--hot-seat`` seats two
people; ``--continued N`` saves a game continued from a replay after its first N actions
("continue from here", ``Match.continued``). The script never overwrites a file.

    PYTHONPATH=<worktree of cb81d76> python make_previous_saves.py OUT_DIR NAME VARIANT SEED \
        [--challenger A|B] [--stop N] [--hot-seat] [--continued N] [--autosave]
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

from audatia_qt.decks.load import load_deck
from audatia_qt.resources import decks_dir
from audatia_qt.rules import GameConfig, Seat
from audatia_qt.rules.config import Variant
from audatia_qt.rules.selfplay import random_action
from audatia_qt.session.autosave import Autosave
from audatia_qt.session.match import Match, MatchSetup, SeatKind
from audatia_qt.session.savefile import SUFFIX, save_file


def main(argv: list[str]) -> int:
    """Play one seeded game and save it; 1 when the file exists already."""
    parser = argparse.ArgumentParser()
    parser.add_argument("out", type=Path)
    parser.add_argument("name")
    parser.add_argument("variant", choices=[variant.value for variant in Variant])
    parser.add_argument("seed", type=int)
    parser.add_argument("--challenger", choices=["A", "B"], default="A")
    parser.add_argument("--stop", type=int, default=None)
    parser.add_argument("--hot-seat", action="store_true")
    parser.add_argument("--continued", type=int, default=None)
    parser.add_argument("--autosave", action="store_true")
    args = parser.parse_args(argv)
    target: Path = args.out / f"{args.name}{SUFFIX}"
    if target.exists():
        print(f"{target} exists and is kept forever; not overwriting it", file=sys.stderr)
        return 1
    decks = (
        load_deck(decks_dir() / "galeazzo-da-mantoa.toml").definition,
        load_deck(decks_dir() / "boucicault.toml").definition,
    )
    config = GameConfig(
        decks,
        challenger=Seat[args.challenger],
        seed=args.seed,
        break_rule=True,
        variant=Variant(args.variant),
    )
    second = SeatKind.HUMAN if args.hot_seat else SeatKind.COMPUTER
    setup = MatchSetup(
        config,
        players=(SeatKind.HUMAN, second),
        difficulty=None if args.hot_seat else "heuristic",
    )
    rng = random.Random(args.seed)
    match = Match(setup)
    if args.continued is not None:
        for _ in range(args.continued):
            match.play(random_action(match.legal_actions(), rng))
        match = Match.continued(setup, match.actions)
    while match.to_move() is not None and (args.stop is None or len(match.actions) < args.stop):
        match.play(random_action(match.legal_actions(), rng))
    args.out.mkdir(parents=True, exist_ok=True)
    if args.autosave:
        folder = args.out / args.name
        autosave = Autosave(folder)
        autosave.record(match)
        autosave.path.rename(target)
        folder.rmdir()
    else:
        save_file(match, target)
    print(f"wrote {target}: {len(match.actions)} actions, outcome {match.outcome()}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
