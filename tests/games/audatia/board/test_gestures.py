"""Gestures on the table: a refused drop snaps back with the rules' reason, a real mouse drag
plays a card, click-then-target and the keyboard play too, and inert cards do not lift."""

from __future__ import annotations

import random
import re
from collections.abc import Callable

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from audatia_qt.games.audatia.board.card_item import CardTable, Look
from audatia_qt.games.audatia.board.index import ZoneId
from audatia_qt.games.audatia.board.layout import ZoneKind
from audatia_qt.games.audatia.board.table_items import ItemTable
from audatia_qt.games.audatia.board.widget import TableWidget
from audatia_qt.games.audatia.rules import Action, ActionKind, GameConfig, Seat
from tests.english import english


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
    assert "does not go on the Stack" in table.prompt.plain
    assert "Discard" in table.prompt.plain
    assert item.home == home and item.pos() == home


def test_a_drop_the_table_moved_under_is_asked_again(
    make_config: Callable[..., object], make_table: Callable[..., TableWidget]
) -> None:
    """The scene's lift is for the position it was asked in: a table redrawn during the drag
    forgets it, and the drop is answered from the index as it is then."""
    table = make_table(make_config(seed=4))
    _show_table(table)
    controller, scene = table.controller, table.scene
    assert controller is not None and scene is not None
    discard = next(a for a in controller.index.actions if a.kind is ActionKind.MULLIGAN_DISCARD)
    assert discard.card is not None
    item = scene.item_for(discard.card)
    assert item is not None and scene.begin_drag(item)
    scene.show_view(controller.view(), controller.index, acting=True, animate=False)
    scene.end_drag(item, scene.zone_center(ZoneId(controller.viewer, ZoneKind.DISCARD)))
    assert controller.match.plies[-1].action == discard


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
    assert "cannot be played now" in table.prompt.plain


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
    assert "second card" in table.prompt.plain
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


def _play_until(
    table: TableWidget,
    gestures: Callable[..., None],
    seed: int,
    wanted: Callable[[], bool],
    limit: int = 120,
) -> None:
    """Play seeded random moves by gesture (hot-seat, the device passed each time) until
    ``wanted()`` holds at the start of a decision."""
    controller = table.controller
    assert controller is not None
    rng = random.Random(seed)
    for _ in range(limit):
        _show_table(table)
        if wanted():
            return
        assert controller.match.to_move() is not None, "the game ended first"
        gestures(table, rng.choice(controller.match.legal_actions()))
    raise AssertionError("the position never came")


def test_a_click_on_a_card_in_a_glowing_place_plays_the_selected_card(
    make_config: Callable[..., object],
    make_table: Callable[..., TableWidget],
    gestures: Callable[..., None],
) -> None:
    """Issue 15: with a card selected, a click on an earlier card lying in the glowing Stack
    is a click on the Stack, not an attempt to play the card underneath."""
    table = make_table(make_config(seed=18))
    controller, scene = table.controller, table.scene
    assert controller is not None and scene is not None

    def stack_target() -> tuple[int, ZoneId] | None:
        zone = ZoneId(controller.viewer, ZoneKind.STACK)
        if not controller.match.state.players[controller.viewer].stack:
            return None
        for card in controller.index.cards:
            if zone in controller.index.targets(card):
                return card, zone
        return None

    _play_until(table, gestures, 18, lambda: stack_target() is not None)
    found = stack_target()
    assert found is not None
    card, zone = found
    underneath = controller.match.state.players[controller.viewer].stack[-1]
    plies = len(controller.match.plies)
    assert scene.click_card(card)
    assert controller.selected == card and scene.zones[zone].highlight
    assert scene.click_card(underneath)
    assert not table.prompt.refused, table.prompt.plain
    played = len(controller.match.plies) == plies + 1
    if played:
        assert controller.match.plies[-1].action.card == card
    else:  # several plays of the card on the Stack (parry or counterattack): choose one
        assert controller.selected == card
        assert set(table.decisions.offered_actions()) == set(
            controller.index.actions_for(card, zone)
        )


def test_a_click_on_the_discard_pile_card_discards_the_selected_card(
    make_config: Callable[..., object], make_table: Callable[..., TableWidget]
) -> None:
    """The same for any glowing place: the face-up card on the discard pile counts as the
    pile while a mulligan discard is selected."""
    table = make_table(make_config(seed=4))
    _show_table(table)
    controller, scene = table.controller, table.scene
    assert controller is not None and scene is not None
    discards = [a for a in controller.index.actions if a.kind is ActionKind.MULLIGAN_DISCARD]
    assert len(discards) >= 2
    first, second = discards[0], discards[1]
    assert scene.drag_card(first.card, ZoneId(controller.viewer, ZoneKind.DISCARD))  # type: ignore[arg-type]
    assert first.card in controller.match.state.players[controller.viewer].discard
    assert scene.click_card(second.card)  # type: ignore[arg-type]
    assert scene.click_card(first.card)  # type: ignore[arg-type]
    assert not table.prompt.refused, table.prompt.plain
    assert controller.match.plies[-1].action == second


def test_dragging_an_inert_card_says_why_it_cannot_be_played(
    make_config: Callable[..., object],
    make_table: Callable[..., TableWidget],
    gestures: Callable[..., None],
) -> None:
    """Issue 15: a dimmed card does not lift, and the refusal says why, as a click does."""
    table = make_table(make_config(seed=5))
    controller, scene = table.controller, table.scene
    assert controller is not None and scene is not None

    def inert() -> list[int]:
        return [card for card in scene.hand_cards() if not controller.index.is_playable(card)]

    _play_until(table, gestures, 5, lambda: bool(inert()) and bool(controller.index.cards))
    card = inert()[0]
    assert not table.prompt.refused
    assert not scene.drag_card(card, ZoneId(controller.viewer, ZoneKind.STACK))
    assert table.prompt.refused
    name = controller.match.state.config.cards[card].definition.name
    assert table.prompt.plain.startswith(f"{name} cannot be played now: ")


def test_the_keyboard_selection_shows_in_the_preview(
    make_config: Callable[..., object], make_table: Callable[..., TableWidget], qtbot: QtBot
) -> None:
    """Issue 15: Left and Right show the card they pick in the preview, as hovering does."""
    table = make_table(make_config(seed=8))
    _show_table(table)
    controller = table.controller
    assert controller is not None
    table.setFocus()
    assert table.preview.card is None
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Left):
        QTest.keyClick(table, key)
        assert controller.selected is not None
        assert table.preview.card == controller.selected


def _id_pattern(config: GameConfig) -> re.Pattern[str]:
    """The notation ids of the game's cards that are not also their printed names
    ("punta-b", "mandritto-fendente-tr#2", "A:punta-b"), as one whole-token pattern."""
    tokens = {
        token
        for instance in config.cards.instances
        if instance.name != instance.definition.name
        for token in (instance.name, instance.label)
    }
    alternatives = "|".join(re.escape(token) for token in sorted(tokens, key=len, reverse=True))
    return re.compile(rf"(?<![\w#:-])(?:{alternatives})(?![\w#-])")


def test_no_refusal_names_a_card_by_its_id(
    make_config: Callable[..., object],
    make_table: Callable[..., TableWidget],
    gestures: Callable[..., None],
) -> None:
    """Issue 15: what the table says to a person names cards as printed, never by the ids of
    the notation: a click on every card in sight, a drag of each card in hand onto the
    Posta place and a refused play of each, over the first decisions of a game (the rules'
    every reason is swept in tests/games/audatia/rules/test_explain.py)."""
    config = make_config(seed=18)
    table = make_table(config)
    controller, scene = table.controller, table.scene
    assert controller is not None and scene is not None
    said: list[str] = []
    controller.refused.connect(lambda _card, reason: said.append(english(reason)))
    rng = random.Random(18)
    for _ in range(8):
        _show_table(table)
        for card in [item.card for item in scene.items_by_key.values() if item.card is not None]:
            scene.click_card(card)
            if controller.selected is not None:
                controller.cancel_selection()
        for card in scene.hand_cards():
            scene.drag_card(card, ZoneId(controller.viewer, ZoneKind.POSTA))
            action = Action(controller.viewer, ActionKind.PARRY, card)
            if action not in controller.index.actions:
                assert not controller.request(action)
        if controller.selected is not None or controller.pending is not None:
            controller.cancel_selection()
        gestures(table, rng.choice(controller.match.legal_actions()))
    assert len(said) > 100, said
    ids = _id_pattern(config)  # type: ignore[arg-type]
    for text in said:
        assert not ids.search(text), text


def test_the_scene_is_the_table_its_items_ask(
    make_config: Callable[..., object], make_table: Callable[..., TableWidget]
) -> None:
    """Cards and the table's items reach their scene through what they ask of it (issue 28:
    no import of the scene that holds them); the scene answers all of it."""
    table = make_table(make_config(seed=4))
    assert isinstance(table.scene, CardTable)
    assert isinstance(table.scene, ItemTable)
