"""Write seeded games as saves with whatever app is on PYTHONPATH
(tests/games/audatia/saves/saves/README.md).

The saves kept under tests/games/audatia/saves/saves/rules-v<N>-<commit>/ were made with this script
by the app of that commit, checked out in a temporary worktree, so each file is what a player of
that version had on disk. Each game is dealt from the two bundled decks and played by the seeded
random policy (``random_action``) until it ends, or until ``--stop`` actions when given (an
unfinished game, as a player saves one mid-bout). The script only uses what every version since the
variants (Salle Play, Sudden Death) has had. It refuses to overwrite a file: a kept save is never
regenerated.

    PYTHONPATH=<worktree of that commit> python make_rules_saves.py OUT_DIR NAME VARIANT SEED \
        [--stop N] [--autosave]

``--autosave`` writes through the app's own autosave (``Autosave.record``) into OUT_DIR/NAME/, as
the app does after every move, then moves the file to OUT_DIR/NAME.audatia.
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

from audatia_qt.engine.catalogue import Catalogue
from audatia_qt.engine.resources import decks_dir
from audatia_qt.engine.session.autosave import Autosave
from audatia_qt.engine.session.match import Match, MatchSetup, SeatKind
from audatia_qt.games.audatia.decks.load import load_deck
from audatia_qt.games.audatia.entry import AUDATIA
from audatia_qt.games.audatia.rules import GameConfig, Seat
from audatia_qt.games.audatia.rules.config import Variant
from audatia_qt.games.audatia.rules.selfplay import random_action
from audatia_qt.games.audatia.saves.savefile import SUFFIX, save_file
from audatia_qt.games.catalogue import GAMES


def main(argv: list[str]) -> int:
    """Play one seeded game and save it; 1 when the file exists already."""
    parser = argparse.ArgumentParser()
    parser.add_argument("out", type=Path)
    parser.add_argument("name")
    parser.add_argument("variant", choices=[variant.value for variant in Variant])
    parser.add_argument("seed", type=int)
    parser.add_argument("--stop", type=int, default=None)
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
        decks, challenger=Seat.A, seed=args.seed, break_rule=True, variant=Variant(args.variant)
    )
    match = Match(
        MatchSetup(
            AUDATIA, config, players=(SeatKind.HUMAN, SeatKind.COMPUTER), difficulty="heuristic"
        )
    )
    rng = random.Random(args.seed)
    while match.to_move() is not None and (args.stop is None or len(match.actions) < args.stop):
        match.play(random_action(match.legal_actions(), rng))
    args.out.mkdir(parents=True, exist_ok=True)
    if args.autosave:
        folder = args.out / args.name
        autosave = Autosave(folder, Catalogue(GAMES))
        autosave.record(match)
        autosave.path.rename(target)
        folder.rmdir()
    else:
        save_file(match, target)
    print(f"wrote {target}: {len(match.actions)} actions, outcome {match.outcome()}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
