"""The table fits every window from 1024 x 640 to 4K: zones never overlap, cards stay inside
their zones, and the table lays itself out again on resize."""

from __future__ import annotations

import random
from collections.abc import Callable
from itertools import combinations

import pytest
from PySide6.QtCore import QRectF

from audatia_qt.ui.table.layout import Rect, RowMode, TableLayout, compute_layout
from audatia_qt.ui.table.widget import TableWidget

SIZES = [(1024, 640), (1280, 800), (1920, 1080), (2560, 1440), (3840, 2160), (700, 900)]


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_zones_do_not_overlap_and_fit(width: int, height: int) -> None:
    zones_do_not_overlap(compute_layout(width, height), width, height)


def zones_do_not_overlap(layout: TableLayout, width: int, height: int) -> None:
    """Every zone, caption and panel of ``layout`` lies inside the view, apart from the rest."""
    view = Rect(0, 0, width, height)
    named = layout.all_zones()
    for name, rect in named:
        assert view.contains(rect), f"{name} {rect} leaves the {width}x{height} view"
        assert rect.w > 0 and rect.h > 0, name
    for (name_a, a), (name_b, b) in combinations(named, 2):
        if name_a.endswith(":stack") and name_b.endswith(":stack:caption"):
            continue
        assert not a.intersects(b), f"{name_a} {a} overlaps {name_b} {b}"


def test_cards_grow_with_the_window() -> None:
    small = compute_layout(1024, 640)
    large = compute_layout(3840, 2160)
    assert large.card_w > 2.5 * small.card_w
    assert small.card_w >= 50


def _inside(zone: QRectF, card: QRectF) -> bool:
    return zone.adjusted(-1, -1, 1, 1).contains(card)


def _check_table(table: TableWidget) -> None:
    scene = table.scene
    assert scene is not None
    bounds = scene.sceneRect()
    zones = {
        f"{('bottom' if z.seat is table.controller.viewer else 'top')}:{z.kind.value}": r
        for z, r in scene.zone_rects().items()
    }  # type: ignore[union-attr]
    rects = list(zones.items())
    for (name_a, a), (name_b, b) in combinations(rects, 2):
        assert not a.intersects(b), f"{name_a} overlaps {name_b}"
    cards = scene.card_rects()
    assert cards
    for zone_name, rect in cards:
        assert bounds.adjusted(-1, -1, 1, 1).contains(rect), f"a card of {zone_name} leaves"
        assert _inside(zones[zone_name], rect), f"a card leaves {zone_name}: {rect}"
    for (zone_a, a), (zone_b, b) in combinations(cards, 2):
        if zone_a != zone_b:
            assert not a.intersects(b), f"cards of {zone_a} and {zone_b} overlap"


def test_resizing_to_the_smallest_and_largest_sizes(
    make_config: Callable[..., object],
    make_table: Callable[..., TableWidget],
    gestures: Callable[..., None],
) -> None:
    table = make_table(make_config(seed=11), size=(1024, 640))
    controller = table.controller
    assert controller is not None
    rng = random.Random(11)
    # Play into the game so that Stacks, discards and Poste are on the table.
    for _ in range(45):
        if controller.match.to_move() is None:
            break
        if table.pages.currentWidget() is table.pass_screen:
            table.pass_screen.button.click()
        legal = controller.match.legal_actions()
        gestures(table, legal[rng.randrange(len(legal))])
    if table.pages.currentWidget() is table.pass_screen:
        table.pass_screen.button.click()
    for size in [(1024, 640), (3840, 2160), (1280, 800)]:
        table.resize(*size)
        table.view.relayout()
        assert table.scene is not None
        viewport = table.view.viewport().size()
        assert table.scene.sceneRect().width() == viewport.width()
        _check_table(table)


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_virtue_names_fit_their_scoreboard_columns(qapp: object, width: int, height: int) -> None:
    """The four Virtue headings never run into each other (Prudentia, Celeritas are wide)."""
    from PySide6.QtGui import QFontMetricsF

    from audatia_qt.rules.cards import Virtue
    from audatia_qt.ui.table.table_items import ScoreboardItem, VirtueRow

    board = ScoreboardItem()
    rows = [VirtueRow(virtue, 0, 0) for virtue in Virtue]
    board.set_rows(compute_layout(width, height).scoreboard, rows, ("Me", "Them"))
    metrics = QFontMetricsF(board.header_font())
    widest = max(metrics.horizontalAdvance(virtue.title) for virtue in Virtue)
    assert widest <= board.header_column_width()
    assert board.header_font().pixelSize() >= 8


@pytest.mark.parametrize(("width", "height"), SIZES)
@pytest.mark.parametrize("orientation", ["inside", "outside", "either", None])
def test_stretto_side_label_fits_the_card(
    qapp: object, width: int, height: int, orientation: str | None
) -> None:
    from PySide6.QtGui import QFontMetricsF, QPixmap

    from audatia_qt.ui.table.table_items import SideCardItem

    card = SideCardItem()
    card.set_state(compute_layout(width, height).side_card, QPixmap(), orientation, "", False)
    label = SideCardItem.LABELS[orientation]
    assert QFontMetricsF(card.label_font()).horizontalAdvance(label) <= card.label_width()


CARD_SIZES = [(1024, 640), (2560, 1440)]
CARD_SCALES = [0.8, 1.0, 2.0]


@pytest.mark.parametrize(("width", "height"), CARD_SIZES)
@pytest.mark.parametrize("scale", CARD_SCALES)
@pytest.mark.parametrize("mode", list(RowMode))
@pytest.mark.parametrize("rows", [False, True])
def test_every_card_size_fits_without_overlaps(
    width: int, height: int, scale: float, mode: RowMode, rows: bool
) -> None:
    """Settings > Card size (issue 20): from 80% to 200% the table still fits, zone by zone."""
    layout = compute_layout(width, height, rows=rows, mode=mode, hand_scale=scale)
    zones_do_not_overlap(layout, width, height)
    assert layout.hand_card_w == pytest.approx(scale * layout.card_w)


@pytest.mark.parametrize(("width", "height"), CARD_SIZES)
def test_a_larger_card_size_makes_the_hand_larger(width: int, height: int) -> None:
    """The hand's cards grow with the setting while the table's give up only some room."""
    small, normal, large = (compute_layout(width, height, hand_scale=s) for s in CARD_SCALES)
    assert small.hand_card_w < normal.hand_card_w < large.hand_card_w
    assert large.hand_card_w >= 1.6 * normal.hand_card_w
    assert large.card_w >= 0.8 * normal.card_w


@pytest.mark.parametrize(("width", "height"), CARD_SIZES)
@pytest.mark.parametrize("scale", [0.8, 2.0])
def test_a_game_in_play_fits_at_every_card_size(
    make_config: Callable[..., object],
    make_table: Callable[..., TableWidget],
    gestures: Callable[..., None],
    width: int,
    height: int,
    scale: float,
) -> None:
    table = make_table(make_config(seed=12), size=(width, height))
    table.set_card_scale(scale)
    controller = table.controller
    assert controller is not None and table.scene is not None
    rng = random.Random(12)
    for _ in range(40):
        if controller.match.to_move() is None:
            break
        if table.pages.currentWidget() is table.pass_screen:
            table.pass_screen.button.click()
        legal = controller.match.legal_actions()
        gestures(table, legal[rng.randrange(len(legal))])
    if table.pages.currentWidget() is table.pass_screen:
        table.pass_screen.button.click()
    assert table.scene.layout.hand_card_w == pytest.approx(scale * table.scene.layout.card_w)
    _check_table(table)
