"""After H, the Hint's move is the decision bar's button 1, "Play hint: ...", and Enter plays
exactly the Explanation's best action (issue 15)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from audatia_qt.games.audatia.board.widget import TableWidget
from audatia_qt.games.audatia.policy.explain import Candidate, Explanation, describe
from audatia_qt.games.audatia.rules import ActionKind, GameConfig
from tests.games.audatia.board.conftest import TableFactory
from tests.games.audatia.board.test_hint_and_reasons import _play_until_a_choice_with_cards, _table


def _ask_hint(table: TableWidget, qtbot: QtBot) -> Explanation:
    controller = table.controller
    assert controller is not None
    with qtbot.waitSignal(controller.hint_ready, timeout=20000) as blocker:
        QTest.keyClick(table, Qt.Key.Key_H)
    explanation = blocker.args[0]
    assert isinstance(explanation, Explanation)
    return explanation


def test_enter_plays_the_hinted_move(
    qtbot: QtBot, start_table: TableFactory, make_config: Callable[..., GameConfig]
) -> None:
    table = _table(start_table, make_config(seed=21), "heuristic")
    controller = table.controller
    assert controller is not None
    _play_until_a_choice_with_cards(table)
    explanation = _ask_hint(table, qtbot)
    best = explanation.best
    labels = table.decisions.labels()
    assert labels[0] == f"1  Play hint: {explanation.candidates[0].text.english()}"
    assert table.decisions.offered_actions()[0] == best
    # Offered once: the hinted move is not also one of the other buttons.
    assert table.decisions.offered_actions().count(best) == 1
    assert table.decisions.hint_text().startswith("Hint: ")
    plies = len(controller.match.plies)
    QTest.keyClick(table, Qt.Key.Key_Return)
    assert len(controller.match.plies) == plies + 1
    assert controller.match.plies[plies].action == best


def test_the_hint_stays_on_the_bar_while_the_selection_changes(
    qtbot: QtBot, start_table: TableFactory, make_config: Callable[..., GameConfig]
) -> None:
    table = _table(start_table, make_config(seed=21), "heuristic")
    controller = table.controller
    assert controller is not None
    _play_until_a_choice_with_cards(table)
    explanation = _ask_hint(table, qtbot)
    QTest.keyClick(table, Qt.Key.Key_Escape)  # drop the card the Hint picked up
    assert controller.selected is None
    assert table.decisions.offered_actions()[0] == explanation.best
    assert table.decisions.hint_text().startswith("Hint: ")
    plies = len(controller.match.plies)
    table.decisions.press(1)
    assert controller.match.plies[plies].action == explanation.best
    # The next decision starts without advice.
    qtbot.waitUntil(lambda: controller.local_to_act or controller.match.to_move() is None)
    assert not any("Play hint" in label for label in table.decisions.labels())
    assert not table.decisions.hint_text().startswith("Hint: ")


def test_a_hinted_button_is_offered_once_as_the_hint(
    qtbot: QtBot, start_table: TableFactory, make_config: Callable[..., GameConfig]
) -> None:
    """When the Hint's move is itself a button (a Virtue to take), that button moves to the
    front as the hint rather than being offered twice, and Enter takes it, not the first
    Virtue listed."""
    table = _table(start_table, make_config(seed=21), "heuristic")
    controller = table.controller
    assert controller is not None
    for _ in range(20):
        qtbot.waitUntil(lambda: controller.local_to_act)
        legal = controller.match.legal_actions()
        if legal[0].kind is ActionKind.CHOOSE_VIRTUE:
            break
        controller.request(next(a for a in legal if a.card is None))
    virtues = [a for a in legal if a.kind is ActionKind.CHOOSE_VIRTUE]
    assert len(virtues) >= 2 and table.decisions.offered_actions() == virtues
    # The search's answer arrives as the worker sends it (its pick fixed here: the last one).
    last = virtues[-1]
    view = controller.view()
    advice = Explanation((Candidate(last, describe(view, last), 0.7, 0.6),), "It suits you.")
    controller.bots.hinted.emit(controller.generation, advice)
    assert table.decisions.labels()[0] == f"1  Play hint: {describe(view, last).english()}"
    assert table.decisions.offered_actions() == [last, *virtues[:-1]]
    plies = len(controller.match.plies)
    QTest.keyClick(table, Qt.Key.Key_Return)
    assert controller.match.plies[plies].action == last


def test_enter_waits_while_the_hint_is_searching(
    qtbot: QtBot, start_table: TableFactory, make_config: Callable[..., GameConfig]
) -> None:
    table = _table(start_table, make_config(seed=21), "heuristic")
    controller = table.controller
    assert controller is not None
    controller.bots.threaded = True  # the search runs on the worker, as in the app
    _play_until_a_choice_with_cards(table)
    plies = len(controller.match.plies)
    with qtbot.waitSignal(controller.hint_ready, timeout=20000):
        QTest.keyClick(table, Qt.Key.Key_H)
        assert controller.hinting
        QTest.keyClick(table, Qt.Key.Key_Return)
        assert len(controller.match.plies) == plies, "Enter played a move the Hint did not give"
    QTest.keyClick(table, Qt.Key.Key_Return)
    assert len(controller.match.plies) == plies + 1


def test_a_hint_for_a_position_gone_stops_saying_it_searches(
    start_table: TableFactory, make_config: Callable[..., GameConfig]
) -> None:
    """The game moved on while the Hint searched: its answer is dropped, and the bar no longer
    says "Looking for a good move…" (it stayed there under Xvfb, the Hint button greyed out,
    when the new decision had a single move)."""
    from audatia_qt.games.audatia.board.widget import looking

    table = _table(start_table, make_config(seed=21), "heuristic")
    controller = table.controller
    assert controller is not None
    _play_until_a_choice_with_cards(table)
    # As if a search were running on the worker when the person played a move.
    controller.hinting = True
    table.request_hint()
    table._refresh_decisions()
    assert table.decisions.hint_text() == looking()
    controller._on_hinted(controller.generation - 1, None)
    assert not controller.hinting
    assert table.decisions.hint_text() != looking()
    assert table.decisions.hint_button.isEnabled() == controller.can_hint
