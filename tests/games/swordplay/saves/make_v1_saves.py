"""Create the version 1 Swordplay saves in this folder once; never regenerate them.

Each file was written by the app of its time (commit 2c953d7, before the monsters were tuned
by measurement), and every one of them must keep opening forever ("a save made by an earlier
version still opens"). This script refuses to overwrite them. Run from the repository root of
that commit's checkout, with this folder as the target:

    PYTHONPATH=. .venv/bin/python tests/games/swordplay/saves/make_v1_saves.py TARGET_DIR
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

from audatia_qt.engine.session.match import Match, MatchSetup, SeatKind
from audatia_qt.engine.session.saves import save_file
from audatia_qt.games.swordplay.decks.bundled import default_card_set
from audatia_qt.games.swordplay.entry import SWORDPLAY
from audatia_qt.games.swordplay.rules import Config, Mode

#: (file, mode, heroes, monster, moves played): an unfinished solo fight against the Troll
#: and a co-op fight against the Revenant, each stopped mid-fight.
SAVES = (
    ("v1-solo-troll.swordplay", Mode.SOLO, ("sellsword",), "arena-troll", 30),
    ("v1-coop-revenant.swordplay", Mode.COOP, ("sellsword", "shieldmaiden"), "iron-revenant", 40),
)


def main(target: Path) -> int:
    cards = default_card_set()
    for name, mode, heroes, monster, moves in SAVES:
        path = target / name
        if path.exists():
            print(f"{path} exists and is kept forever; not overwriting it", file=sys.stderr)
            return 1
        config = Config(cards, heroes, mode, monster, False, 5)
        players = (SeatKind.HUMAN,) * len(heroes) + (SeatKind.COMPUTER,)
        match = Match(MatchSetup(SWORDPLAY, config, players, "ismcts:easy", 9))
        rng = random.Random(5)
        for _ in range(moves):
            outcomes = SWORDPLAY.game.chance_outcomes(match.state)
            if outcomes:
                action = rng.choices([a for a, _ in outcomes], [p for _, p in outcomes])[0]
            else:
                action = rng.choice(match.legal_actions())
            match.play(action)
            if match.over:
                break
        save_file(match, path)
        print(f"wrote {path}: {len(match.actions)} actions, over: {match.over}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(Path(sys.argv[1])))
