"""A screen reader's table (issue 20): the accessibility tree of a table in play names every
zone (with its count), every card (its name and kind, where it lies, what it can do now, and
nothing of a hidden card) and every button; the prompt and new log lines are announced, and so
is the card picked up by key."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtTest import QTest

from audatia_qt.games.audatia.board.accessible import TableAccessible
from audatia_qt.games.audatia.board.widget import TableWidget


@dataclass
class Node:
    role: QAccessible.Role
    name: str
    description: str
    depth: int
    interface: QAccessibleInterface


def walk(root: QAccessibleInterface, depth: int = 0) -> list[Node]:
    """Every interface under ``root``, parents first."""
    nodes = [
        Node(
            root.role(),
            root.text(QAccessible.Text.Name),
            root.text(QAccessible.Text.Description),
            depth,
            root,
        )
    ]
    for index in range(root.childCount()):
        child = root.child(index)
        if child is not None:
            assert root.indexOfChild(child) == index, root.text(QAccessible.Text.Name)
            nodes += walk(child, depth + 1)
    return nodes


def _table_in_play(
    make_config: Callable[..., object],
    make_table: Callable[..., TableWidget],
    gestures: Callable[..., None],
) -> TableWidget:
    table = make_table(make_config(seed=21), size=(1280, 800))
    controller = table.controller
    assert controller is not None
    rng = random.Random(21)
    for _ in range(30):
        if table.pages.currentWidget() is table.pass_screen:
            table.pass_screen.button.click()
        legal = controller.match.legal_actions()
        gestures(table, legal[rng.randrange(len(legal))])
    while not controller.local_to_act or not controller.index.cards:
        if table.pages.currentWidget() is table.pass_screen:
            table.pass_screen.button.click()
            continue
        gestures(table, controller.match.legal_actions()[0])
    return table


def test_the_tree_names_every_zone_card_and_button(
    make_config: Callable[..., object],
    make_table: Callable[..., TableWidget],
    gestures: Callable[..., None],
) -> None:
    table = _table_in_play(make_config, make_table, gestures)
    controller, scene = table.controller, table.scene
    assert controller is not None and scene is not None
    nodes = walk(QAccessible.queryAccessibleInterface(table))
    views = [node for node in nodes if isinstance(node.interface, TableAccessible)]
    assert len(views) == 1
    view = views[0]
    assert view.name == "Card table" and view.description.startswith(scene.status.title)
    under = []
    for node in nodes[nodes.index(view) + 1 :]:
        if node.depth <= view.depth:
            break  # the view's subtree ends
        under.append(node)
    zones = [node for node in under if node.depth == view.depth + 1]
    cards = [node for node in under if node.depth == view.depth + 2]

    shown_zones = [item for item in scene.zones.values() if item.isVisible()]
    assert sorted(node.name for node in zones) == sorted(z.accessible_name for z in shown_zones)
    assert {"Your Hand", "Your Stack", "Your Posta pile"} <= {node.name for node in zones}
    for node in zones:
        assert node.role is QAccessible.Role.List
        assert "card" in node.description or node.description == "empty", node.name
    hand = next(node for node in zones if node.name == "Your Hand")
    assert hand.description.startswith(f"{len(controller.view().me.hand)} card")

    assert len(cards) == len(scene.items_by_key)
    config = controller.match.state.config
    state = controller.match.state
    by_name = {node.name for node in cards}
    for item in scene.items_by_key.values():
        if item.card is not None and item.face_up:
            name = config.cards[item.card].definition.name
            assert any(words.startswith(name) for words in by_name), name
    for node in cards:
        assert node.role is QAccessible.Role.ListItem and node.name, node
    # Nothing of a card the viewer may not see is said: the opponent's hand is backs.
    opponent = controller.viewer.other
    backs = [
        item
        for item in scene.items_by_key.values()
        if item.zone is not None and item.zone.seat is opponent and item.zone.kind.value == "hand"
    ]
    assert len(backs) == len(state.players[opponent].hand)
    for item in backs:
        assert item.card is None
        assert item.accessible_name == "Card, face down"
        assert item.accessible_description == f"in {controller.names[opponent]}'s Hand"
    playable = [node for node in cards if "Can be played now: " in node.description]
    assert playable and all("in your" in node.description for node in playable)

    buttons = [node for node in nodes if node.role is QAccessible.Role.Button]
    assert buttons
    for node in buttons:
        assert node.name.strip(), "a button without a name"
    for action in table.decisions.offered_actions():
        button = table.decisions.button_for(action)
        assert button is not None
        assert any(node.name == button.label and node.description for node in buttons)
    texts = {node.name for node in nodes}
    assert table.prompt.plain in texts or table.prompt.text() in texts


def test_the_prompt_the_log_and_the_picked_card_are_announced(
    make_config: Callable[..., object],
    make_table: Callable[..., TableWidget],
    gestures: Callable[..., None],
) -> None:
    table = _table_in_play(make_config, make_table, gestures)
    controller, scene = table.controller, table.scene
    assert controller is not None and scene is not None
    assert table.prompt.announced[-1] == table.prompt.plain
    assert table.log.announced[-1] == table.log.lines[-1]
    lines = len(table.log.lines)
    gestures(table, controller.match.legal_actions()[0])
    assert table.log.announced[-len(table.log.lines) + lines :] == table.log.lines[lines:]
    while table.pages.currentWidget() is table.pass_screen or not table.keyboard_cards():
        if table.pages.currentWidget() is table.pass_screen:
            table.pass_screen.button.click()
            continue
        gestures(table, controller.match.legal_actions()[0])
    QTest.keyClick(table, Qt.Key.Key_Right)
    card = controller.selected
    assert card is not None
    name = controller.match.state.config.cards[card].definition.name
    assert table.announced[-1].startswith(name)
    assert "Can be played now" in table.announced[-1]
    assert table.accessibleDescription() == table.announced[-1]
    view = QAccessible.queryAccessibleInterface(table.view)
    focused = view.focusChild()
    assert focused is not None and focused.text(QAccessible.Text.Name).startswith(name)
    # The places it may go say so.
    targets = [scene.zones[zone] for zone in scene.targets]
    assert targets and all("a place for the card" in z.accessible_description for z in targets)
