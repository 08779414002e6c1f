"""Gestures on the table: a refused drop snaps back with the rules' reason, a real mouse drag
plays a card, click-then-target and the keyboard play too, and inert cards do not lift."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from audatia_qt.rules import ActionKind, Seat
from audatia_qt.ui.table.card_item import Look
from audatia_qt.ui.table.index import ZoneId
from audatia_qt.ui.table.layout import ZoneKind
from audatia_qt.ui.table.widget import TableWidget


def _show_table(table: TableWidget) -> None:
    """Confirm the hot-seat hand-over so the first player's hand shows."""
    if table.pages.currentWidget() is table.pass_screen:
        table.pass_screen.button.click()


def test_an_illegal_drop_snaps_back_and_says_why(
    make_config: Callable[..., object], make_table: Callable[..., TableWidget]
) -> None:
    table = make_table(make_config(seed=4))
    _show_table(table)
    controller, scene = table.controller, table.scene
    assert controller is not None and scene is not None
    # The mulligan: a Basic card may be discarded, not played onto the Stack.
    card = next(a.card for a in controller.index.actions if a.kind is ActionKind.MULLIGAN_DISCARD)
    assert card is not None
    item = scene.item_for(card)
    assert item is not None
    home = QPointF(item.home)
    plies = len(controller.match.plies)
    assert scene.drag_card(card, ZoneId(controller.viewer, ZoneKind.STACK))
    assert len(controller.match.plies) == plies
    assert table.prompt.refused
    assert "does not go on the Stack" in table.prompt.text()
    assert "Discard" in table.prompt.text()
    assert item.home == home and item.pos() == home


def test_an_unplayable_card_is_inert_and_explained(
    make_config: Callable[..., object],
    make_table: Callable[..., TableWidget],
    gestures: Callable[..., None],
) -> None:
    table = make_table(make_config(seed=5))
    controller, scene = table.controller, table.scene
    assert controller is not None and scene is not None
    inert: list[int] = []
    playable: list[int] = []
    for _ in range(60):
        _show_table(table)
        hand = scene.hand_cards()
        inert = [card for card in hand if not controller.index.is_playable(card)]
        playable = [card for card in hand if controller.index.is_playable(card)]
        if inert and playable:
            break
        legal = controller.match.legal_actions()
        quiet = [a for a in legal if a.card is None]
        gestures(table, quiet[0] if quiet else legal[0])
    assert inert and playable
    item = scene.item_for(inert[0])
    assert item is not None and item.look is Look.INERT
    assert scene.item_for(playable[0]).look is Look.PLAYABLE  # type: ignore[union-attr]
    assert not scene.drag_card(inert[0], ZoneId(controller.viewer, ZoneKind.DISCARD))
    scene.click_card(inert[0])
    assert table.prompt.refused
    assert "cannot be played now" in table.prompt.text()


def test_a_real_mouse_drag_plays_a_card(
    make_config: Callable[..., object], make_table: Callable[..., TableWidget], qtbot: QtBot
) -> None:
    table = make_table(make_config(seed=6))
    _show_table(table)
    controller, scene = table.controller, table.scene
    assert controller is not None and scene is not None
    action = next(a for a in controller.index.actions if a.kind is ActionKind.MULLIGAN_DISCARD)
    assert action.card is not None
    item = scene.item_for(action.card)
    assert item is not None
    view = table.view
    start = view.mapFromScene(item.sceneBoundingRect().center())
    target = view.mapFromScene(scene.zone_center(ZoneId(controller.viewer, ZoneKind.DISCARD)))
    viewport = view.viewport()
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for step in range(1, 11):
        point = start + (target - start) * step / 10
        QTest.mouseMove(viewport, QPoint(int(point.x()), int(point.y())))
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, target)
    assert controller.match.plies[-1].action == action
    assert action.card in controller.match.state.players[controller.viewer].discard


def test_click_a_card_then_its_place(
    make_config: Callable[..., object], make_table: Callable[..., TableWidget]
) -> None:
    table = make_table(make_config(seed=7))
    _show_table(table)
    controller, scene = table.controller, table.scene
    assert controller is not None and scene is not None
    action = next(a for a in controller.index.actions if a.kind is ActionKind.MULLIGAN_DISCARD)
    assert action.card is not None
    scene.click_card(action.card)
    assert controller.selected == action.card
    zone = ZoneId(controller.viewer, ZoneKind.DISCARD)
    assert scene.zones[zone].highlight
    scene.click_zone(zone)
    assert controller.match.plies[-1].action == action


def test_the_keyboard_chooses_and_plays(
    make_config: Callable[..., object], make_table: Callable[..., TableWidget], qtbot: QtBot
) -> None:
    table = make_table(make_config(seed=8))
    _show_table(table)
    controller = table.controller
    assert controller is not None
    table.setFocus()
    QTest.keyClick(table, Qt.Key.Key_Right)
    selected = controller.selected
    assert selected is not None and controller.index.is_playable(selected)
    QTest.keyClick(table, Qt.Key.Key_1)
    assert controller.match.plies[-1].action.card == selected


def test_a_trade_takes_two_cards(
    make_config: Callable[..., object],
    make_table: Callable[..., TableWidget],
    gestures: Callable[..., None],
) -> None:
    table = make_table(make_config(seed=9))
    controller, scene = table.controller, table.scene
    assert controller is not None and scene is not None
    while controller.match.state.phase.value != "trade":
        _show_table(table)
        legal = controller.match.legal_actions()
        keep = [a for a in legal if a.kind in (ActionKind.KEEP_HAND, ActionKind.DECLINE)]
        gestures(table, keep[0] if keep else legal[0])
    _show_table(table)
    trade = next(a for a in controller.index.actions if a.kind is ActionKind.TRADE)
    assert trade.card is not None and trade.card2 is not None
    zone = ZoneId(controller.viewer, ZoneKind.FACEDOWN)
    assert scene.drag_card(trade.card, zone)
    assert controller.pending == trade.card
    assert "second card" in table.prompt.text()
    assert scene.drag_card(trade.card2, zone)
    assert controller.match.plies[-1].action == trade
    assert controller.match.state.players[trade.seat].facedown[-2:] in (
        (trade.card, trade.card2),
        (trade.card2, trade.card),
    )


def test_the_opponent_hand_never_shows_faces(
    make_config: Callable[..., object], make_table: Callable[..., TableWidget]
) -> None:
    table = make_table(make_config(seed=10))
    _show_table(table)
    scene = table.scene
    assert scene is not None
    backs = [item for item in scene.items_by_key.values() if item.zone_name == "top:hand"]
    assert backs and all(item.card is None and not item.face_up for item in backs)
    assert table.controller is not None and table.controller.viewer is Seat.A
