"""``audatia --autoplay [--seed N]``: the window plays a computer-vs-computer game by itself.

A demonstration of the table, and the way the kill test (tests/ui/integration/test_kill_resume.py)
drives the real app: the game is dealt from the first two bundled decks with seed N, both seats
are random computer players answering at once with animations off, and everything else is the
ordinary app (autosave after every action, preferences). After each autosave the line
``autosaved <number of actions>`` is printed and flushed, so a watching process knows how far
the game on disk has gone. The resume question is not asked: the game starts at once.
"""

from __future__ import annotations

import sys
from typing import TextIO

from audatia_qt.engine.session.match import MatchSetup, SeatKind
from audatia_qt.games.audatia.board.controller import TableController
from audatia_qt.games.audatia.screens.new_game import NewGameChoice, default_choice
from audatia_qt.shell.main_window import MainWindow


def start_autoplay(window: MainWindow, seed: int, out: TextIO | None = None) -> TableController:
    """Deal the seeded computer-vs-computer game on ``window``'s table and let it play."""
    if window.table is None:
        raise RuntimeError("no deck could be loaded, so there is no table to play on")
    stream = out or sys.stdout
    window.settings.ai_delay_ms = 0
    window.set_animation_ms(0)
    window.autosaved.connect(lambda count: print(f"autosaved {count}", file=stream, flush=True))
    base = default_choice(window.decks, seed)
    computers = (SeatKind.COMPUTER, SeatKind.COMPUTER)
    setup = MatchSetup(base.setup.game, base.setup.config, computers, "random")
    return window.start_game(NewGameChoice(setup, base.decks))
