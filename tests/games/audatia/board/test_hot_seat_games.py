"""Whole hot-seat games played through the table's gestures, both seats by hand: the end dialog
says what the engine decided, and the pass-the-device screen never lets the wrong hand show."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest
from pytestqt.qtbot import QtBot

from audatia_qt.games.audatia.board.end_dialog import outcome_words
from audatia_qt.games.audatia.board.widget import TableWidget
from audatia_qt.games.audatia.rules import Action, Seat

#: A bound on the length of a game, far above what the engine's games reach.
MAX_PLIES = 600


def assert_right_hand_shows(table: TableWidget) -> None:
    """While the table is visible, only the hand of the seat at the screen is face up, and in
    hot-seat play that seat is the one to act."""
    controller, scene = table.controller, table.scene
    assert controller is not None and scene is not None
    if table.pages.currentWidget() is not table.view:
        assert table.pages.currentWidget() is table.pass_screen
        assert table.decisions.offered_actions() == []
        assert table.preview.card is None
        return
    state = controller.match.state
    seat = controller.match.to_move()
    if seat is not None:
        assert seat is controller.viewer, "the table shows a hand while the other seat acts"
    shown = set(scene.hand_cards())
    assert shown == set(state.players[controller.viewer].hand)
    for item in scene.items_by_key.values():
        if item.zone_name == "top:hand":
            assert item.card is None and not item.face_up


def confirm_handover(table: TableWidget, qtbot: QtBot) -> Seat:
    """Press the pass screen's button, after checking it names the seat to act."""
    controller = table.controller
    assert controller is not None
    seat = controller.match.to_move()
    assert seat is not None and controller.awaiting_handover is seat
    assert controller.names[seat] in table.pass_screen.title.text()
    table.pass_screen.button.click()
    assert controller.viewer is seat
    return seat


#: Seeds 0-3 seat each deck as challenger and as respondent (``seed % 2`` picks the challenger,
#: ``seed % 3 == 0`` swaps the decks): every seating of the two decks, in four whole games. The
#: other sixteen play more of the same (more random moves) and run in the slow suite.
COVERING_SEEDS = range(4)
SEEDS = [
    seed if seed in COVERING_SEEDS else pytest.param(seed, marks=pytest.mark.slow)
    for seed in range(20)
]


def test_the_default_seeds_seat_each_deck_both_ways() -> None:
    seatings = {(seed % 2, seed % 3 == 0) for seed in COVERING_SEEDS}
    assert seatings == {(0, False), (0, True), (1, False), (1, True)}


@pytest.mark.parametrize("seed", SEEDS)
def test_a_whole_hot_seat_game_by_gestures(
    seed: int,
    make_config: Callable[..., object],
    make_table: Callable[..., TableWidget],
    gestures: Callable[[TableWidget, Action], None],
    qtbot: QtBot,
) -> None:
    config = make_config(seed=seed, challenger=Seat(seed % 2), swap=seed % 3 == 0)
    table = make_table(config)
    controller = table.controller
    assert controller is not None
    rng = random.Random(seed)
    handovers = 0
    # The first player confirms too: the table is hidden until they have the device.
    assert table.pages.currentWidget() is table.pass_screen
    while controller.match.to_move() is not None:
        assert len(controller.match.plies) < MAX_PLIES
        if table.pages.currentWidget() is table.pass_screen:
            assert_right_hand_shows(table)
            confirm_handover(table, qtbot)
            handovers += 1
        assert_right_hand_shows(table)
        assert controller.local_to_act
        legal = controller.match.legal_actions()
        assert controller.index.actions == legal
        gestures(table, legal[rng.randrange(len(legal))])
        assert_right_hand_shows(table)
    outcome = controller.match.outcome()
    assert outcome is not None
    assert handovers >= 2
    dialog = table.end_dialog
    assert dialog is not None and dialog.isVisible()
    headline, reason = outcome_words(outcome, controller.names)
    assert dialog.headline.text() == headline == f"{controller.names[outcome.winner]} wins"
    assert dialog.reason.text() == reason
    assert outcome.reason.description.english() in reason
    assert table.log.lines[-1].startswith(f"{controller.names[outcome.winner]} wins")
