"""The app's start over a save with hostile names, run as a child process by
``test_no_markup_from_files.test_a_hostile_save_lets_the_app_start_again``.

``hostile_start.py FOLDER FIFO``: the first run makes a save whose decks are named
``<img src="/dev/zero">`` and ``<img src="FIFO">``, loads it in the window (Game > Load) and lets
the window autosave it; every run then starts a window as the app does and answers the resume
question after drawing it (a label reading the name as markup reads the device there). Its
memory is capped, so a regression aborts this process rather than the machine's.
"""

from __future__ import annotations

import dataclasses
import random
import resource
import sys
from pathlib import Path

#: Far more than a window needs, far less than reading /dev/zero takes.
MEMORY_CAP = 2 * 1024**3


def main(folder: Path, fifo: Path) -> int:
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_CAP, MEMORY_CAP))
    from PySide6.QtWidgets import QApplication, QDialog, QFileDialog

    from audatia_qt.engine.catalogue import Catalogue
    from audatia_qt.engine.resources import decks_dir
    from audatia_qt.engine.session.autosave import Autosave
    from audatia_qt.engine.session.match import Match, MatchSetup, SeatKind
    from audatia_qt.games.audatia.board.controller import TableSettings
    from audatia_qt.games.audatia.decks.load import load_deck
    from audatia_qt.games.audatia.entry import AUDATIA
    from audatia_qt.games.audatia.rules import GameConfig
    from audatia_qt.games.audatia.saves.savefile import save_file
    from audatia_qt.games.audatia.screens.resume import ResumePrompt, default_autosave_dir
    from audatia_qt.games.catalogue import GAMES
    from audatia_qt.shell.main_window import MainWindow
    from audatia_qt.shell.preferences import default_preferences

    app = QApplication.instance() or QApplication([sys.argv[0]])
    data = default_autosave_dir()
    catalogue = Catalogue(GAMES)
    first_run = not Autosave(data, catalogue).exists()

    def window() -> MainWindow:
        made = MainWindow(
            catalogue=catalogue,
            cache_dir=folder / "faces",
            settings=TableSettings(animation_ms=0, ai_delay_ms=0, threaded_ai=False),
            start_game=False,
            autosave_dir=data,
            preferences=default_preferences(catalogue),
        )
        made.resize(1280, 800)
        made.show()
        app.processEvents()
        return made

    if first_run:
        mine = load_deck(decks_dir() / "galeazzo-da-mantoa.toml").definition
        theirs = load_deck(decks_dir() / "boucicault.toml").definition
        decks = (
            dataclasses.replace(mine, name='<img src="/dev/zero">', character="<b>x</b>"),
            dataclasses.replace(theirs, name=f'<img src="{fifo}">', character="&lt;"),
        )
        match = Match(
            MatchSetup(AUDATIA, GameConfig(decks, seed=4), (SeatKind.HUMAN, SeatKind.COMPUTER))
        )
        rng = random.Random(4)
        for _ in range(6):
            match.play(rng.choice(match.legal_actions()))
        shared = folder / "shared.audatia"
        save_file(match, shared)
        QFileDialog.getOpenFileName = lambda *_a, **_k: (str(shared), "")  # type: ignore[method-assign]
        loader = window()
        loader.session.load.trigger()
        app.processEvents()
        loader.grab()
        assert loader.flush_autosave()
        assert Autosave(data, Catalogue(GAMES)).exists(), "the loaded game is the autosave"
        loader.close()
        app.processEvents()

    started = window()
    asked: list[QDialog] = []

    def answer(box: QDialog) -> None:
        box.show()
        app.processEvents()
        box.grab()  # drawn: every label laid out and painted
        asked.append(box)
        box.accept()

    started.resume_or_start(run=answer)
    app.processEvents()
    started.grab()
    assert asked and isinstance(asked[0], ResumePrompt), asked
    print("started, the question shown")
    started.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1]), Path(sys.argv[2])))
