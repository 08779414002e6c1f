"""The log's line for the move that ends a bout is told as its readers knew the bout before
that move (docs/trust.md, "Who"): in hot-seat, the last card of the Timer countdown deck drawn,
or a card discarded face down by the move that ended the bout, stays unnamed (the trust matrix
found the board naming them once the bout was over, when the table's readers are nobody)."""

from __future__ import annotations

import random

from pytestqt.qtbot import QtBot

from audatia_qt.engine.search.bot import RandomBot
from audatia_qt.engine.session.match import Match, MatchSetup, SeatKind
from audatia_qt.engine.session.owner import MatchOwner
from audatia_qt.games.ready_fence.board.faces import PlainCardFace
from audatia_qt.games.ready_fence.board.table import ReadyFenceTable
from audatia_qt.games.ready_fence.board.widget import ReadyFenceBoard
from audatia_qt.games.ready_fence.board.words import BoardWords
from audatia_qt.games.ready_fence.decks.bundled import default_card_set
from audatia_qt.games.ready_fence.entry import READY_FENCE
from audatia_qt.games.ready_fence.narrator.log import tell_event
from audatia_qt.games.ready_fence.rules import Config, Event, Level
from audatia_qt.shell.board_settings import BoardSettings
from audatia_qt.shell.i18n.render import render

HOT_SEAT = (SeatKind.HUMAN, SeatKind.HUMAN)


def _board(qtbot: QtBot, match: Match) -> tuple[ReadyFenceBoard, MatchOwner]:
    words = BoardWords(lambda: "en")
    board = ReadyFenceBoard(PlainCardFace(words), words)
    qtbot.addWidget(board)
    owner = MatchOwner(READY_FENCE.game, match)
    settings = BoardSettings(animation_ms=0, ai_delay_ms=0, threaded_ai=False)
    board.follow(ReadyFenceTable(owner, lambda _name: RandomBot(), settings, "random"))
    return board, owner


def _log(board: ReadyFenceBoard) -> list[str]:
    return [board.log.item(row).text() for row in range(board.log.count())]


def test_the_move_that_ends_a_hot_seat_bout_names_no_hidden_card(qtbot: QtBot) -> None:
    cards = default_card_set()
    for seed in range(40):
        match = Match(MatchSetup(READY_FENCE, Config(cards, Level.BASIC, 5), HOT_SEAT, None, seed))
        board, owner = _board(qtbot, match)
        rng = random.Random(seed)
        change = None
        while owner.match.to_move() is not None:
            legal = owner.match.legal_actions()
            change = owner.play(legal[rng.randrange(len(legal))])
        assert change is not None and change.kind.value == "finished"
        config = owner.match.setup.config
        hidden = [
            event
            for ply in change.plies
            for event in ply.events
            if isinstance(event, Event) and event.hidden
        ]
        if not hidden:
            board.close()
            continue
        lines = _log(board)
        for event in hidden:
            # Told to both people, as they knew the bout before its last move: "a card".
            said = render(tell_event(config, event, (0, 1)))
            named = render(tell_event(config, event, (event.seat,)))
            assert said != named
            assert said in lines and named not in lines, f"seed {seed}: {named!r} in the log"
        # A finished bout followed afresh (loaded, say) tells its last move the same way.
        again, _owner = _board(qtbot, owner.match)
        assert _log(again) == lines
        return
    raise AssertionError("no random hot-seat bout ended on a move with a hidden card")
