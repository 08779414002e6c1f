"""The table for a screen reader (issue 20): an accessible interface that shows the table's
zones and cards under the view.

QGraphicsItems are not accessible by themselves. The view's interface (``TableAccessible``,
made by the view's factory, ``widget.accessible_factory``, installed once per process) gives
the table's zones as its children and each zone's cards as theirs, with the words the scene
wrote on them (``spoken.card_words`` and ``spoken.zone_words``). The prompt line and each new
log line are announced (``spoken.announce``), and so is the card picked up by key.

PySide6's stubs type ``parent``, ``child``, ``childAt``, ``focusChild``, ``object`` and
``window`` as never None, where Qt's C++ returns a null pointer for "none" (a card has no
children, nothing has the focus): those overrides return None and say so to mypy with
``type: ignore[override]``.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QRect, QRectF
from PySide6.QtGui import QAccessible, QAccessibleInterface, QAccessibleObject, QWindow
from PySide6.QtWidgets import QGraphicsView

from audatia_qt.games.audatia.board.card_item import CardItem
from audatia_qt.games.audatia.board.index import ZoneId
from audatia_qt.games.audatia.board.scene import TableScene
from audatia_qt.games.audatia.board.spoken import translated
from audatia_qt.games.audatia.board.table_items import ZoneItem


class _Node(QAccessibleInterface):
    """A zone or a card of the table, as a screen reader sees it."""

    def __init__(self, table: TableAccessible, key: str) -> None:
        super().__init__()
        self.table = table
        self.key = key

    def _scene(self) -> TableScene | None:
        return self.table.scene()

    def zone_item(self) -> ZoneItem | None:
        return None

    def card_item(self) -> CardItem | None:
        return None

    def isValid(self) -> bool:
        return self.zone_item() is not None or self.card_item() is not None

    def object(self) -> QObject | None:  # type: ignore[override]
        return None

    def window(self) -> QWindow | None:  # type: ignore[override]
        return self.table.window()

    def relations(
        self, match: QAccessible.RelationFlag = QAccessible.RelationFlag.AllRelations
    ) -> list[tuple[QAccessibleInterface, QAccessible.RelationFlag]]:
        return []

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def setText(self, t: QAccessible.Text, text: str) -> None:
        pass

    def _screen_rect(self, scene_rect: QRectF) -> QRect:
        view = self.table.view
        local = view.mapFromScene(scene_rect).boundingRect()
        origin = view.viewport().mapToGlobal(local.topLeft())
        return QRect(origin, local.size())


class _ZoneNode(_Node):
    def zone_item(self) -> ZoneItem | None:
        scene = self._scene()
        if scene is None:
            return None
        for zone, item in scene.zones.items():
            if zone_key(zone) == self.key and item.isVisible():
                return item
        return None

    def cards(self) -> list[_CardNode]:
        item = self.zone_item()
        scene = self._scene()
        if item is None or scene is None:
            return []
        keys = [key for key, card in scene.items_by_key.items() if card.zone == item.zone]
        return [self.table.card_node(key) for key in sorted(keys, key=_reading(scene))]

    def parent(self) -> QAccessibleInterface:
        return self.table

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        cards = self.cards()
        return cards[index] if 0 <= index < len(cards) else None

    def childCount(self) -> int:
        return len(self.cards())

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        keys = [card.key for card in self.cards()]
        key = getattr(child, "key", None)
        return keys.index(key) if key in keys else -1

    def text(self, t: QAccessible.Text) -> str:
        return _item_text(self.zone_item(), t)

    def rect(self) -> QRect:
        item = self.zone_item()
        return QRect() if item is None else self._screen_rect(item.zone_rect())

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.List

    def state(self) -> QAccessible.State:
        return QAccessible.State()


class _CardNode(_Node):
    def card_item(self) -> CardItem | None:
        scene = self._scene()
        return None if scene is None else scene.items_by_key.get(self.key)

    def parent(self) -> QAccessibleInterface:
        item = self.card_item()
        if item is not None and item.zone is not None:
            return self.table.zone_node(zone_key(item.zone))
        return self.table

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def childCount(self) -> int:
        return 0

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        return -1

    def text(self, t: QAccessible.Text) -> str:
        return _item_text(self.card_item(), t)

    def rect(self) -> QRect:
        item = self.card_item()
        return QRect() if item is None else self._screen_rect(item.scene_card_rect())

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.ListItem

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        item = self.card_item()
        if item is not None:
            state.selectable = True
            state.selected = item.selected_card
            state.focusable = True
            state.focused = item.selected_card
        return state


def zone_key(zone: ZoneId) -> str:
    return f"{zone.seat.value}:{zone.kind.value}"


def _reading(scene: TableScene) -> Callable[[str], tuple[float, float]]:
    def key(card_key: str) -> tuple[float, float]:
        item = scene.items_by_key[card_key]
        return (round(item.home.y()), item.home.x())

    return key


class TableAccessible(QAccessibleObject):
    """The view's interface: the table's zones as children, their cards under them."""

    def __init__(self, view: QGraphicsView) -> None:
        super().__init__(view)
        self.view = view
        self._nodes: dict[str, _Node] = {}
        """Every node made, kept for as long as the view: a screen reader may hold one."""

    def scene(self) -> TableScene | None:
        scene = self.view.scene()
        return scene if isinstance(scene, TableScene) else None

    def zone_node(self, key: str) -> _ZoneNode:
        node = self._nodes.get(f"zone {key}")
        if not isinstance(node, _ZoneNode):
            node = _ZoneNode(self, key)
            self._nodes[f"zone {key}"] = node
        return node

    def card_node(self, key: str) -> _CardNode:
        node = self._nodes.get(f"card {key}")
        if not isinstance(node, _CardNode):
            node = _CardNode(self, key)
            self._nodes[f"card {key}"] = node
        return node

    def zones(self) -> list[_ZoneNode]:
        scene = self.scene()
        if scene is None:
            return []
        shown = [zone for zone, item in scene.zones.items() if item.isVisible()]
        return [self.zone_node(zone_key(zone)) for zone in shown]

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.Pane

    def text(self, t: QAccessible.Text) -> str:
        if t is QAccessible.Text.Name:
            return self.view.accessibleName() or translated("Card table")
        if t is QAccessible.Text.Description:
            return self.view.accessibleDescription()
        return ""

    def setText(self, t: QAccessible.Text, text: str) -> None:
        pass

    def childCount(self) -> int:
        return len(self.zones())

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        zones = self.zones()
        return zones[index] if 0 <= index < len(zones) else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        keys = [zone.key for zone in self.zones()]
        key = getattr(child, "key", None)
        return keys.index(key) if key in keys else -1

    def parent(self) -> QAccessibleInterface | None:  # type: ignore[override]
        parent = self.view.parentWidget()
        return None if parent is None else QAccessible.queryAccessibleInterface(parent)

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]
        scene = self.scene()
        if scene is None or scene.selected is None:
            return None
        key = f"c{scene.selected}"
        return self.card_node(key) if key in scene.items_by_key else None

    def rect(self) -> QRect:
        widget = self.view
        return QRect(widget.mapToGlobal(widget.rect().topLeft()), widget.size())

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        state.focusable = True
        state.invisible = not self.view.isVisible()
        return state

    def relations(
        self, match: QAccessible.RelationFlag = QAccessible.RelationFlag.AllRelations
    ) -> list[tuple[QAccessibleInterface, QAccessible.RelationFlag]]:
        return []

    def window(self) -> QWindow | None:  # type: ignore[override]
        return self.view.window().windowHandle()


def _item_text(item: ZoneItem | CardItem | None, t: QAccessible.Text) -> str:
    """A zone's or a card's accessible name or description (they carry both); "" else."""
    if item is None:
        return ""
    if t is QAccessible.Text.Name:
        return item.accessible_name
    if t is QAccessible.Text.Description:
        return item.accessible_description
    return ""
