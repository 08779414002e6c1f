"""A small pure driver for the kill test: plays one game with autosave after every action.

The SIGKILL test kills this process (tests/integration/test_kill_resume.py kills the real
app). Usage: ``python autosave_driver.py FOLDER SEED [background]``. It prints ``saved N`` (and
flushes) once the autosave holding N actions is on disk, and ``over`` at the end of the game.
With ``background`` the writes go through the window's ``AutosaveWriter`` and ``saved N`` is
printed from its report, on its worker thread. The game is fully determined by SEED
(``game_actions`` replays it for the test).
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

from audatia_qt.engine.catalogue import Catalogue
from audatia_qt.engine.resources import decks_dir
from audatia_qt.engine.session.autosave import Autosave, AutosaveReport, AutosaveWriter
from audatia_qt.engine.session.match import Match, MatchSetup, SeatKind
from audatia_qt.games.audatia.decks.load import load_deck
from audatia_qt.games.audatia.entry import AUDATIA
from audatia_qt.games.audatia.rules import Action, GameConfig
from audatia_qt.games.audatia.rules.selfplay import random_action
from audatia_qt.games.audatia.saves.savefile import SaveSnapshot
from audatia_qt.games.catalogue import GAMES


def new_match(seed: int) -> Match:
    """The driver's game for ``seed``: a human in seat A against the computer."""
    decks = (
        load_deck(decks_dir() / "galeazzo-da-mantoa.toml").definition,
        load_deck(decks_dir() / "boucicault.toml").definition,
    )
    config = GameConfig(decks, seed=seed)
    return Match(MatchSetup(AUDATIA, config, players=(SeatKind.HUMAN, SeatKind.COMPUTER)))


def game_actions(seed: int) -> tuple[Action, ...]:
    """Every action the driver plays for ``seed``, in order."""
    match = new_match(seed)
    rng = random.Random(seed)
    while match.to_move() is not None:
        match.play(random_action(match.legal_actions(), rng))
    return match.actions


def main(folder: Path, seed: int, background: bool = False) -> int:
    """Play the game, autosaving after every action."""
    autosave = Autosave(folder, Catalogue(GAMES))

    def report(done: AutosaveReport) -> None:
        print(f"saved {done.actions}", flush=True)

    writer = AutosaveWriter(autosave, report) if background else None
    match = new_match(seed)
    rng = random.Random(seed)
    while match.to_move() is not None:
        match.play(random_action(match.legal_actions(), rng))
        if writer is not None:
            writer.submit(SaveSnapshot.of(match))
            writer.flush()
            continue
        autosave.record(match)
        print(f"saved {len(match.actions)}", flush=True)
    print("over", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1]), int(sys.argv[2]), sys.argv[3:] == ["background"]))
