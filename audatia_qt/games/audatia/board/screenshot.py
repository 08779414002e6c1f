"""``audatia --screenshot FILE [--seed N] [--moves K] [--size WxH]``: a computer-vs-computer game
played K moves on the table, saved as a PNG of the window, then exit."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import TextIO

from audatia_qt.engine.catalogue import Catalogue
from audatia_qt.games.audatia.rules.config import GameConfig, Variant

#: Largest window the option accepts (8K), so a typo cannot ask for gigabytes of pixels.
MAX_SIDE = 7680


def parse_size(text: str) -> tuple[int, int]:
    """``"1280x800"`` -> (1280, 800); ValueError naming the problem otherwise."""
    width, sep, height = text.lower().partition("x")
    if not sep or not width.isdigit() or not height.isdigit():
        raise ValueError(f"--size must look like 1280x800, not {text!r}")
    size = (int(width), int(height))
    if not (1 <= size[0] <= MAX_SIDE and 1 <= size[1] <= MAX_SIDE):
        raise ValueError(f"--size {text} is outside 1x1 .. {MAX_SIDE}x{MAX_SIDE}")
    return size


def take_screenshot(
    path: Path,
    *,
    catalogue: Catalogue,
    seed: int = 1,
    moves: int = 20,
    size: tuple[int, int] = (1280, 800),
    out: TextIO | None = None,
    variant: Variant = Variant.STANDARD,
    language: str | None = None,
) -> int:
    """Play ``moves`` moves of a seeded computer game in the main window and save it to
    ``path``; returns the exit code. ``catalogue`` is the games the window is made with (the
    starter's: its first game, Audatia, is the one drawn). ``language`` (a code of
    ``i18n.catalogs.LANGUAGES``) is the one the window speaks; the system's when None
    (``i18n.language.resolve``)."""
    # The picture needs no screen: draw offscreen unless a platform was chosen explicitly.
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QApplication

    from audatia_qt.engine import messages
    from audatia_qt.engine.session.match import MatchSetup, SeatKind
    from audatia_qt.games.audatia.board.controller import TableSettings
    from audatia_qt.games.audatia.entry import AUDATIA
    from audatia_qt.games.audatia.plugin import AudatiaPlugin
    from audatia_qt.games.audatia.screens.new_game import NewGameChoice, default_choice
    from audatia_qt.shell.i18n.language import Language, resolve
    from audatia_qt.shell.i18n.render import render
    from audatia_qt.shell.main_window import MainWindow

    if path.suffix.lower() != ".png":
        print(f"audatia: --screenshot writes a PNG: {path} does not end in .png", file=sys.stderr)
        return 2
    app = QApplication.instance() or QApplication([sys.argv[0]])
    # The language installed as the app installs it, the English catalog too (its plural
    # forms: "1 move played"): the one asked for, else the system's.
    speaking = Language(app)
    speaking.switch(resolve(language))
    settings = TableSettings(animation_ms=0, ai_delay_ms=0, threaded_ai=False)
    window = MainWindow(catalogue=catalogue, settings=settings, start_game=False, language=speaking)
    game = window.game
    assert isinstance(game, AudatiaPlugin)  # the window opens on the first game: Audatia
    try:
        table = game.table
        if table is None:
            print(
                QCoreApplication.translate(
                    "Screenshot", "audatia: no deck could be loaded, so there is no table"
                ),
                file=sys.stderr,
            )
            return 1
        base = default_choice(game.decks, seed)
        dealt = base.setup.config
        config = GameConfig(dealt.decks, challenger=dealt.challenger, seed=seed, variant=variant)
        setup = MatchSetup(AUDATIA, config, (SeatKind.COMPUTER, SeatKind.COMPUTER), "random")
        window.resize(*size)
        window.show()
        app.processEvents()
        window.start_game(NewGameChoice(setup, base.decks))
        controller = game.controller
        assert controller is not None
        played = controller.play_computer_moves(moves)
        app.processEvents()
        if table.end_dialog is not None:
            # The picture is of the table; the dialog is a separate window.
            table.end_dialog.hide()
        app.processEvents()
        picture = window.grab()
        path.parent.mkdir(parents=True, exist_ok=True)
        if not picture.save(str(path), "PNG"):
            failed = QCoreApplication.translate("Screenshot", "audatia: could not write {path}")
            print(failed.format(path=path), file=sys.stderr)
            return 1
        done = messages.translate(
            "Screenshot",
            "screenshot: {path} ({width}x{height}), seed {seed}, %n moves played",
            None,
            0,
        ).say(played, path=str(path), width=picture.width(), height=picture.height(), seed=seed)
        print(render(done), file=out or sys.stdout)
        return 0
    finally:
        window.close()
        window.deleteLater()
        app.processEvents()
        speaking.uninstall()
