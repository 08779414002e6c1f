"""The computer plays on a worker thread; the window keeps answering; stale answers are dropped."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytestqt.qtbot import QtBot

from audatia_qt.engine.session.match import SeatKind
from audatia_qt.games.audatia.board.widget import TableWidget
from audatia_qt.games.audatia.rules import IllegalActionError, Seat, apply
from audatia_qt.shell.bot_runner import BotAnswer
from audatia_qt.shell.i18n.language import Language
from audatia_qt.shell.i18n.render import render
from tests.english import english


def test_a_computer_game_on_a_worker_thread_finishes(
    make_config: Callable[..., object], make_table: Callable[..., TableWidget], qtbot: QtBot
) -> None:
    table = make_table(
        make_config(seed=12), players=(SeatKind.COMPUTER, SeatKind.COMPUTER), threaded=True
    )
    controller = table.controller
    assert controller is not None
    qtbot.waitUntil(lambda: controller.match.to_move() is None, timeout=20000)
    assert table.end_dialog is not None
    assert table.pages.currentWidget() is table.view


def test_a_stale_answer_is_dropped(
    make_config: Callable[..., object], make_table: Callable[..., TableWidget]
) -> None:
    table = make_table(make_config(seed=13), players=(SeatKind.HUMAN, SeatKind.COMPUTER))
    controller = table.controller
    assert controller is not None
    legal = controller.match.legal_actions()
    plies = len(controller.match.plies)
    controller._on_bot_answered(controller.generation - 1, BotAnswer(legal[0], "stale"))
    assert len(controller.match.plies) == plies
    # The same answer for the current generation is played: only its staleness kept it out.
    controller._on_bot_answered(controller.generation, BotAnswer(legal[0], "fresh"))
    assert len(controller.match.plies) == plies + 1


def test_the_human_plays_against_the_computer(
    make_config: Callable[..., object],
    make_table: Callable[..., TableWidget],
    gestures: Callable[..., None],
    qtbot: QtBot,
) -> None:
    table = make_table(
        make_config(seed=14), players=(SeatKind.HUMAN, SeatKind.COMPUTER), threaded=True
    )
    controller = table.controller
    assert controller is not None and controller.viewer is Seat.A
    assert table.pages.currentWidget() is table.view  # no pass screen against the computer
    for _ in range(400):
        if controller.match.to_move() is None:
            break
        qtbot.waitUntil(
            lambda: controller.local_to_act or controller.match.to_move() is None, timeout=10000
        )
        if controller.match.to_move() is None:
            break
        gestures(table, controller.match.legal_actions()[0])
    assert controller.match.to_move() is None
    assert table.end_dialog is not None


def test_a_move_asked_while_the_computer_decides_is_refused_as_not_your_turn(
    make_config: Callable[..., object], make_table: Callable[..., TableWidget]
) -> None:
    table = make_table(make_config(seed=13), players=(SeatKind.COMPUTER, SeatKind.HUMAN))
    controller = table.controller
    assert controller is not None
    seat = controller.match.to_move()
    assert seat is not None and not controller.is_human(seat)
    reasons: list[str] = []
    controller.refused.connect(lambda _card, reason: reasons.append(english(reason)))
    legal = controller.match.legal_actions()
    assert not controller.request(legal[0])
    assert reasons == [f"It is not your turn: {controller.names[seat]} is deciding."]


def test_refusals_are_said_in_the_language_spoken(
    make_config: Callable[..., object],
    make_table: Callable[..., TableWidget],
    spanish: Language,
) -> None:
    """ "It is not your turn", and the rules' reason for an illegal move, stayed English."""
    table = make_table(make_config(seed=13), players=(SeatKind.COMPUTER, SeatKind.HUMAN))
    controller = table.controller
    assert controller is not None
    seat = controller.match.to_move()
    assert seat is not None and not controller.is_human(seat)
    reasons: list[str] = []
    controller.refused.connect(lambda _card, reason: reasons.append(render(reason)))
    legal = controller.match.legal_actions()
    assert not controller.request(legal[0])
    assert reasons == [f"No es tu turno: {controller.names[seat]} está decidiendo."]
    reasons.clear()
    illegal = legal[0]._replace(seat=seat.other)  # the other seat, not the one to move
    with pytest.raises(IllegalActionError) as error:
        apply(controller.match.state, illegal)
    controller._apply(illegal)
    assert reasons == [render(error.value.reason)] and reasons[0] != error.value.reason.english()
