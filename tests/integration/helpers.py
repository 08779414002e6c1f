"""Helpers for the window's session tests: play a person's moves through the controller."""

from __future__ import annotations

import random
from collections.abc import Callable

from pytestqt.qtbot import QtBot

from audatia_qt.games.audatia.board.controller import TableController
from audatia_qt.games.audatia.rules import Action
from audatia_qt.games.audatia.rules.selfplay import random_action
from audatia_qt.shell.main_window import MainWindow


def controller_of(window: MainWindow) -> TableController:
    controller = window.controller
    assert controller is not None
    return controller


def wait_for_person(qtbot: QtBot, window: MainWindow) -> None:
    """Let the computer move until the person at the screen decides, or the game is over.

    A hot-seat device handover is confirmed on the way, as the next player would.
    """

    def ready() -> bool:
        controller = controller_of(window)
        if controller.awaiting_handover is not None:
            controller.confirm_handover()
        return controller.local_to_act or controller.match.to_move() is None

    qtbot.waitUntil(ready, timeout=10_000)


def play_person(
    qtbot: QtBot,
    window: MainWindow,
    rng: random.Random,
    count: int = 1,
    choose: Callable[[tuple[Action, ...]], Action | None] | None = None,
) -> list[Action]:
    """Play ``count`` decisions for the person at the screen (random legal ones, or the one
    ``choose`` picks), through the controller as a click or a drop would."""
    played: list[Action] = []
    for _ in range(count):
        wait_for_person(qtbot, window)
        controller = controller_of(window)
        if controller.match.to_move() is None:
            break
        legal = controller.match.legal_actions()
        action = choose(legal) if choose is not None else None
        if action is None:
            action = random_action(legal, rng)
        assert controller.request(action)
        played.append(action)
    return played
