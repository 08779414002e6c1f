"""The window's resume question (issue 15): it shows the position with the window's own card
faces, and once resumed the table takes the keys at once (H, Enter, 1-9)."""

from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtWidgets import QDialog, QLabel

from audatia_qt.engine.catalogue import Catalogue
from audatia_qt.engine.session.autosave import Autosave
from audatia_qt.engine.session.match import Match, MatchSetup, SeatKind
from audatia_qt.games.audatia.entry import AUDATIA
from audatia_qt.games.audatia.rules.selfplay import random_action
from audatia_qt.games.audatia.screens.new_game import default_choice
from audatia_qt.games.audatia.screens.resume import ResumePrompt
from audatia_qt.games.catalogue import GAMES
from tests.integration.conftest import WindowFactory


def test_the_resume_question_shows_the_position_and_the_table_takes_the_keys(
    make_window: WindowFactory, data_dir: Path
) -> None:
    window = make_window(start_game=False)
    config = default_choice(window.game.decks, 41).setup.config
    match = Match(MatchSetup(AUDATIA, config, (SeatKind.HUMAN, SeatKind.COMPUTER), "random"))
    rng = random.Random(41)
    for _ in range(7):
        match.play(random_action(match.legal_actions(), rng))
    Autosave(data_dir, Catalogue(GAMES)).record(match)
    pictures: list[bool] = []

    def resume(box: QDialog) -> None:
        assert isinstance(box, ResumePrompt)
        shown = box.findChild(QLabel, "resumePicture")
        pictures.append(shown is not None and not shown.pixmap().isNull())
        box.resume_button.click()

    controller = window.resume_or_start(run=resume)
    assert controller is not None and controller.match.actions == match.actions
    assert pictures == [True]
    assert window.table is not None and window.focusWidget() is window.table
