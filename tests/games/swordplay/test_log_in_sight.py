"""The fight log keeps its newest line in sight (found playing a duel against the computer in a
real window): a line added while the panel above the log was short was left below the log's
end once the prompt and the pass button grew back, so the last blow was hidden."""

from __future__ import annotations

import random

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


def test_the_log_shows_its_newest_line_whenever_the_person_is_to_move(qtbot: QtBot) -> None:
    cards = default_card_set()
    config = Config(cards, (cards.heroes[0].id, cards.heroes[1].id), seed=5)
    players = (SeatKind.HUMAN, SeatKind.COMPUTER)
    match = Match(MatchSetup(SWORDPLAY, config, players, "random", 5))
    narrator = SWORDPLAY.narrator
    assert narrator is not None
    board = SwordplayBoard(
        FacePixmaps(FaceRenderer(), lambda: "en", lambda: 1.0),
        BoardWords(lambda: "en", narrator),
    )
    qtbot.addWidget(board)
    board.resize(1280, 800)
    board.show()
    board.set_animation_ms(0)
    owner = MatchOwner(SWORDPLAY.game, match)
    settings = BoardSettings(animation_ms=0, ai_delay_ms=0, threaded_ai=False)
    table = SwordplayTable(owner, lambda _name: RandomBot(), settings, "random")
    board.follow(table)
    bar = board.log.verticalScrollBar()
    rng = random.Random(5)
    seen = 0
    while not owner.match.over and seen < 30:
        qtbot.wait(1)
        if table.person_to_move() is None:
            continue
        if bar.maximum() > 0:
            seen += 1
            assert bar.value() == bar.maximum()
        table.play(rng.choice(table.legal()))
    assert seen > 0, "the log never grew past its height"
