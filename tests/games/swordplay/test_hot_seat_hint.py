"""Hot-seat: the Hint is not offered while the table is hidden for the next player (found in
a co-op fight played by two people in a real window): the Hint button stayed on the pass
screen, and pressing it there told the move from a hand the one holding the device may not
see."""

from __future__ import annotations

import random

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from audatia_qt.engine.search.bot import RandomBot
from audatia_qt.engine.session.match import Match, MatchSetup, SeatKind
from audatia_qt.engine.session.owner import MatchOwner
from audatia_qt.games.swordplay.board.faces import FacePixmaps
from audatia_qt.games.swordplay.board.table import SwordplayTable
from audatia_qt.games.swordplay.board.widget import SwordplayBoard
from audatia_qt.games.swordplay.board.words import BoardWords
from audatia_qt.games.swordplay.decks.bundled import default_card_set
from audatia_qt.games.swordplay.entry import SWORDPLAY
from audatia_qt.games.swordplay.render.faces import FaceRenderer
from audatia_qt.games.swordplay.rules import Config
from audatia_qt.shell.board_settings import BoardSettings


def test_the_pass_screen_offers_no_hint(qtbot: QtBot) -> None:
    cards = default_card_set()
    config = Config(cards, (cards.heroes[0].id, cards.heroes[1].id), seed=21)
    match = Match(MatchSetup(SWORDPLAY, config, (SeatKind.HUMAN, SeatKind.HUMAN), None, 21))
    narrator = SWORDPLAY.narrator
    assert narrator is not None
    board = SwordplayBoard(
        FacePixmaps(FaceRenderer(), lambda: "en", lambda: 1.0),
        BoardWords(lambda: "en", narrator),
    )
    qtbot.addWidget(board)
    board.resize(1280, 800)
    board.show()
    owner = MatchOwner(SWORDPLAY.game, match)
    settings = BoardSettings(animation_ms=0, ai_delay_ms=0, threaded_ai=False)
    table = SwordplayTable(owner, lambda _name: RandomBot(), settings, "random")
    board.follow(table)
    board.pass_screen.reveal_delay_ms = 0
    rng = random.Random(21)
    handed_over = 0
    while handed_over < 4 and not owner.match.over:
        if board.pages.currentWidget() is board.pass_screen:
            handed_over += 1
            assert board.hint_button.isHidden()
            # Nor does the key: a hint asked now would be the hidden hand's.
            board._on_hint()
            QApplication.processEvents()
            assert board.prompt.text() == ""
            qtbot.waitUntil(board.pass_screen.button.isEnabled, timeout=5000)
            board.pass_screen.button.click()
        table.play(rng.choice(table.legal()))
    assert handed_over == 4
