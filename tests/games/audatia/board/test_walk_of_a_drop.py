"""The walk of a card drop (issue 28): from the scene's drop handler to the rules' ``apply``,
traced as ``bench/walk_card_drop.py`` traces it, on a table against the computer.

The walk followed one call deep off the way (the calls the functions on the way make) is the
one that counts here: deeper side trips are the table's looks and words, redrawn as the card
is let go. The scene carries the card's plays from the lift (``LegalIndex.lift``), so the drop
goes straight down: scene, controller, owner, match, the game: 5 stops in 5 files, with no
climb back up and no return (the layout before issue 28: 9 stops in 4 files, 3 climbs and 5
returns; after the match owner joined: 7 stops in 6 files, 1 climb and 1 return, the controller
asking the index for the drop's plays on its way).
"""

from __future__ import annotations

from collections.abc import Callable

from pytestqt.qtbot import QtBot

from audatia_qt.engine.session.match import SeatKind
from audatia_qt.games.audatia.board.widget import TableWidget
from audatia_qt.games.audatia.rules import GameConfig
from bench.walk_card_drop import Walk, layout, walk_drop

AGAINST_THE_COMPUTER = (SeatKind.HUMAN, SeatKind.COMPUTER)


def _walk(
    make_config: Callable[..., GameConfig],
    make_table: Callable[..., TableWidget],
    qtbot: QtBot,
) -> Walk:
    table = make_table(make_config(seed=3), AGAINST_THE_COMPUTER)
    controller = table.controller
    assert controller is not None
    qtbot.waitUntil(lambda: controller.local_to_act)
    return walk_drop(table, layout())


def test_the_walk_of_a_drop_reaches_the_rules_through_the_table_and_the_match(
    make_config: Callable[..., GameConfig],
    make_table: Callable[..., TableWidget],
    qtbot: QtBot,
) -> None:
    walk = _walk(make_config, make_table, qtbot)
    assert walk.reached
    files = walk.files
    assert files[0] == "audatia_qt/games/audatia/board/scene.py"
    assert "audatia_qt/games/audatia/board/controller.py" in files
    # The drop's plays were asked as the card was lifted: the index is not on the way.
    assert "audatia_qt/games/audatia/board/index.py" not in files, walk.report()
    # No more stops than today: the walk only gets shorter.
    assert len(walk.stops) <= 5, walk.report()


def test_the_walk_of_a_drop_goes_straight_down_to_the_rules(
    make_config: Callable[..., GameConfig],
    make_table: Callable[..., TableWidget],
    qtbot: QtBot,
) -> None:
    walk = _walk(make_config, make_table, qtbot)
    assert walk.reached
    assert walk.returns_to_files_left == [], walk.report()
    assert walk.climbs == 0, walk.report()
