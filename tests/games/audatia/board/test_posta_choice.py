"""The Posta pile opens while a Posta may be chosen (issue 15): every guard's name shows,
legibly and uncovered, at 1024 x 640, 1280 x 800 and 2560 x 1440, without hovering."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFontMetricsF
from PySide6.QtTest import QTest

from audatia_qt.games.audatia.board.card_item import CardItem
from audatia_qt.games.audatia.board.variants.sudden_death import SuddenDeathZone
from audatia_qt.games.audatia.board.widget import TableWidget
from audatia_qt.games.audatia.rules import ActionKind, Phase
from audatia_qt.games.audatia.screens.fonts import register_fonts
from tests.games.audatia.board.test_layout_and_resize import (
    SIZES,
    _check_table,
    zones_do_not_overlap,
)

LEGIBLE = (1024, 640), (1280, 800), (2560, 1440)
#: The top of a card where the renderer prints its name, in card heights.
NAME_BAND = 0.12
#: The smallest name label, in pixels, that reads without hovering.
SMALLEST_TEXT = 10


@pytest.fixture(autouse=True)
def _bundled_fonts(qapp: object) -> None:
    """The fonts the app registers at start (``audatia_qt.__main__``): the names are measured
    in the typeface a person sees."""
    register_fonts()


def _play_to(table: TableWidget, gestures: Callable[..., None], phase: Phase) -> None:
    """Hot-seat: keep, decline, stop trading, take the first Posta and pass, until the person at
    the screen must act in ``phase``."""
    controller = table.controller
    assert controller is not None
    quiet = (ActionKind.KEEP_HAND, ActionKind.DECLINE, ActionKind.END_TRADES, ActionKind.PASS)
    for _ in range(40):
        if table.pages.currentWidget() is table.pass_screen:
            table.pass_screen.button.click()
        if controller.match.state.phase is phase and controller.local_to_act:
            return
        legal = controller.match.legal_actions()
        calm = [action for action in legal if action.kind in quiet]
        gestures(table, calm[0] if calm else legal[0])
    raise AssertionError(f"never reached {phase}")


def _pile(table: TableWidget) -> list[CardItem]:
    assert table.scene is not None
    items = table.scene.items_by_key.values()
    return [item for item in items if item.zone_name == "bottom:posta_pile"]


def _covered(table: TableWidget, item: CardItem, area: QRectF) -> list[str]:
    """The items drawn over ``area`` of ``item``."""
    assert table.scene is not None
    return [
        other.key
        for other in table.scene.items_by_key.values()
        if other is not item
        and other.zValue() > item.zValue()
        and other.scene_card_rect().intersects(area)
    ]


def _assert_labels_legible(table: TableWidget, item: CardItem) -> None:
    """The card's name label: its printed name, uncovered, at least SMALLEST_TEXT pixels."""
    assert item.card is not None and table.controller is not None
    name = table.controller.match.state.config.cards[item.card].definition.name
    assert " ".join(item.label_lines()) == name
    label = item.scene_label_rect()
    assert not _covered(table, item, label), f"{name}: its label is covered"
    font = item.label_font()
    assert font.pixelSize() >= SMALLEST_TEXT, f"{name} at {font.pixelSize()} px"
    metrics = QFontMetricsF(font)
    widest = max(metrics.horizontalAdvance(line) for line in item.label_lines())
    assert widest <= label.width(), name
    assert metrics.height() * len(item.label_lines()) <= label.height() + 1, name


@pytest.mark.parametrize("size", LEGIBLE)
def test_every_posta_name_shows_while_a_posta_is_chosen(
    make_config: Callable[..., object],
    make_table: Callable[..., TableWidget],
    gestures: Callable[..., None],
    size: tuple[int, int],
) -> None:
    table = make_table(make_config(seed=41), size=size)
    _play_to(table, gestures, Phase.POSTA_CHOICE)
    scene = table.scene
    assert scene is not None
    pile = _pile(table)
    assert len(pile) >= 10
    for item in pile:
        rect = item.scene_card_rect()
        # The whole width of the card's top, where its name is printed, is in sight.
        band = QRectF(rect.x(), rect.y(), rect.width(), NAME_BAND * rect.height())
        assert not _covered(table, item, band), f"card {item.card}'s name band is covered"
        assert rect.width() >= scene.layout.card_w - 0.5
        _assert_labels_legible(table, item)
    _check_table(table)


@pytest.mark.parametrize("size", LEGIBLE)
def test_the_posta_names_show_in_the_opening_beside_the_stack(
    make_config: Callable[..., object],
    make_table: Callable[..., TableWidget],
    gestures: Callable[..., None],
    size: tuple[int, int],
) -> None:
    """Out of Measure 5: attack (the Stack), change Posta (the pile) or pass: both places are
    there, and the names of the Poste still show."""
    table = make_table(make_config(seed=42), size=size)
    _play_to(table, gestures, Phase.OPENING)
    controller, scene = table.controller, table.scene
    assert controller is not None and scene is not None
    kinds = {action.kind for action in controller.index.actions}
    assert ActionKind.CHANGE_POSTA in kinds
    pile = _pile(table)
    assert len(pile) >= 9
    for item in pile:
        _assert_labels_legible(table, item)
    _check_table(table)


@pytest.mark.parametrize(("width", "height"), SIZES)
@pytest.mark.parametrize("mode", ["standard", "choosing", "out_of_measure"])
def test_every_row_mode_fits_without_overlaps(width: int, height: int, mode: str) -> None:
    """The local row's every layout (issue 15) fits the view from 1024 x 640 to 4K."""
    from audatia_qt.games.audatia.board.layout import RowMode, compute_layout

    row = RowMode(mode)
    zones_do_not_overlap(compute_layout(width, height, mode=row), width, height)
    zones_do_not_overlap(
        compute_layout(width, height, beside_hand=SuddenDeathZone.ROW, mode=row), width, height
    )


def test_the_arrow_keys_visit_each_posta_once_tier_by_tier(
    make_config: Callable[..., object],
    make_table: Callable[..., TableWidget],
    gestures: Callable[..., None],
) -> None:
    """Right steps through the opened pile as it reads: the back tier, then the front one."""
    table = make_table(make_config(seed=41))
    _play_to(table, gestures, Phase.POSTA_CHOICE)
    controller = table.controller
    assert controller is not None
    table.setFocus()
    visited: list[CardItem] = []
    for _ in _pile(table):
        QTest.keyClick(table, Qt.Key.Key_Right)
        assert controller.selected is not None and table.scene is not None
        item = table.scene.item_for(controller.selected)
        assert item is not None and item.zone_name == "bottom:posta_pile"
        visited.append(item)
    assert len({item.key for item in visited}) == len(_pile(table))
    order = [(round(item.home.y()), item.home.x()) for item in visited]
    assert order == sorted(order)


#: Not met since issue 27 (known, said in its closing note): at 1024 x 640 with cards at 200%,
#: the fixed rooms of the prompt and the bar (62 and 80 px) and the hand's name floor leave
#: the opened Posta pile's names at 9 px, one under SMALLEST_TEXT.
_CRAMPED_200 = pytest.param(
    2.0,
    (1024, 640),
    marks=pytest.mark.xfail(strict=True, reason="names at 9 px at 1024 x 640 and 200% (issue 27)"),
)


@pytest.mark.parametrize(
    ("scale", "size"),
    [(0.8, (1024, 640)), (0.8, (2560, 1440)), _CRAMPED_200, (2.0, (2560, 1440))],
)
def test_the_posta_names_show_at_every_card_size(
    make_config: Callable[..., object],
    make_table: Callable[..., TableWidget],
    gestures: Callable[..., None],
    size: tuple[int, int],
    scale: float,
) -> None:
    """Settings > Card size (issue 20): the opened pile stays readable from 80% to 200%."""
    table = make_table(make_config(seed=41), size=size)
    table.set_card_scale(scale)
    _play_to(table, gestures, Phase.POSTA_CHOICE)
    pile = _pile(table)
    assert len(pile) >= 10
    for item in pile:
        _assert_labels_legible(table, item)
    _check_table(table)
