"""``engine.narration.ply_readers``: a ply is told as its readers knew the game before it, so
the ply that ends a game names nothing hidden when it was played (docs/trust.md, "Who"), though
the table's readers are nobody once the game is over."""

from __future__ import annotations

import random

from audatia_qt.engine.narration import ply_readers, table_readers
from audatia_qt.engine.session.match import Match, MatchSetup, SeatKind
from tests.engine.twenty_one.entry import TWENTY_ONE
from tests.engine.twenty_one.rules import Config


def test_each_ply_is_read_by_the_readers_before_it() -> None:
    setup = MatchSetup(TWENTY_ONE, Config(), (SeatKind.HUMAN, SeatKind.COMPUTER), None, 7)
    match = Match(setup)
    rng = random.Random(7)
    while match.to_move() is not None:
        legal = match.legal_actions()
        match.play(legal[rng.randrange(len(legal))])
    plies = match.plies
    assert table_readers(setup, match.state) == ()  # over: nothing hidden any more
    assert ply_readers(match, len(plies) - 1) == (0,)  # the last ply, as the person knew it
    assert ply_readers(match, 0) == table_readers(setup, match.start)
    for index in range(1, len(plies)):
        assert ply_readers(match, index) == table_readers(setup, plies[index - 1].state)
