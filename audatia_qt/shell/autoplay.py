"""``audatia --autoplay [--seed N]``: the window plays a computer-vs-computer game by itself.

A demonstration of the board, and the way the kill test (tests/integration/test_kill_resume.py)
drives the real app: the game asks its plugin for a computer-vs-computer game dealt with seed N
(Audatia: the first two bundled decks, both seats random computer players), answering at once
with animations off, and everything else is the ordinary app (autosave after every action,
preferences). After each autosave the line ``autosaved <number of actions>`` is printed and
flushed, so a watching process knows how far the game on disk has gone. The resume question is
not asked: the game starts at once.
"""

from __future__ import annotations

import sys
from typing import TextIO

from audatia_qt.shell.main_window import MainWindow
from audatia_qt.shell.plugin import GameController


def start_autoplay(window: MainWindow, seed: int, out: TextIO | None = None) -> GameController:
    """Deal the seeded computer-vs-computer game on ``window``'s board and let it play."""
    if window.table is None:
        raise RuntimeError("no deck could be loaded, so there is no table to play on")
    stream = out or sys.stdout
    window.settings.ai_delay_ms = 0
    window.set_animation_ms(0)
    window.autosaved.connect(lambda count: print(f"autosaved {count}", file=stream, flush=True))
    return window.start_game(window.game.computer_game(seed))
