"""Create tests/games/audatia/saves/saves/v1-finished-game.audatia once; never regenerate it.

The corpus under tests/games/audatia/saves/saves keeps one save per format version, written by the
app of that time, and every one of them must keep loading forever (issue 7). This script made the
version 1 file; it refuses to overwrite it. Run from the repository root:

    .venv/bin/python tests/games/audatia/saves/saves/make_v1_save.py
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

from audatia_qt.engine.resources import decks_dir
from audatia_qt.engine.session.match import Match, MatchSetup, SeatKind
from audatia_qt.games.audatia.decks.load import load_deck
from audatia_qt.games.audatia.entry import AUDATIA
from audatia_qt.games.audatia.rules import GameConfig, Seat
from audatia_qt.games.audatia.rules.selfplay import random_action
from audatia_qt.games.audatia.saves.savefile import VERSION, save_file

TARGET = Path(__file__).with_name("v1-finished-game.audatia")
SEED = 11


def main() -> int:
    """Play seed 11 to the end with the random policy and save it as the version 1 sample."""
    if VERSION != 1:
        print("the app writes a later format now; write a make_vN_save.py for it", file=sys.stderr)
        return 1
    if TARGET.exists():
        print(f"{TARGET} exists and is kept forever; not overwriting it", file=sys.stderr)
        return 1
    decks = (
        load_deck(decks_dir() / "galeazzo-da-mantoa.toml").definition,
        load_deck(decks_dir() / "boucicault.toml").definition,
    )
    config = GameConfig(decks, challenger=Seat.B, seed=SEED, break_rule=True)
    match = Match(
        MatchSetup(
            AUDATIA, config, players=(SeatKind.HUMAN, SeatKind.COMPUTER), difficulty="heuristic"
        )
    )
    rng = random.Random(SEED)
    while match.to_move() is not None:
        match.play(random_action(match.legal_actions(), rng))
    save_file(match, TARGET)
    print(f"wrote {TARGET}: {len(match.actions)} actions, outcome {match.outcome()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
