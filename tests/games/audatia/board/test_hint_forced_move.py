"""A decision with one legal move still has a Hint: seen in a real window, Sudden Death's
turned-up card had to be dropped on the opponent's Posta and the Hint button was greyed out, so
a newcomer learnt where it goes only from a refused drop."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from pytestqt.qtbot import QtBot

from audatia_qt.games.audatia.rules import GameConfig
from audatia_qt.games.audatia.rules.config import Variant
from tests.games.audatia.board.conftest import TableFactory
from tests.games.audatia.board.test_hint_and_reasons import _table


def test_a_forced_move_is_hinted(
    qtbot: QtBot, start_table: TableFactory, make_config: Callable[..., GameConfig]
) -> None:
    config = dataclasses.replace(make_config(seed=21), variant=Variant.SUDDEN_DEATH)
    table = _table(start_table, config, "heuristic")
    controller = table.controller
    assert controller is not None
    for _ in range(400):
        legal = controller.match.legal_actions()
        if controller.local_to_act and len(legal) == 1:
            break
        if controller.local_to_act:
            controller.request(legal[-1])
        else:
            qtbot.waitUntil(lambda: controller.local_to_act or controller.match.to_move() is None)
        assert controller.match.to_move() is not None, "the game ended with no forced move"
    else:
        raise AssertionError("no decision with a single legal move")
    assert controller.can_hint and table.decisions.hint_button.isEnabled()
    with qtbot.waitSignal(controller.hint_ready, timeout=20000) as blocker:
        table.decisions.hint_button.click()
    assert blocker.args[0].best == legal[0]
    assert table.decisions.hint_text().startswith("Hint: ")
