"""The table fits every window from 1024 x 640 to 4K: zones never overlap, cards stay inside
their zones, and the table lays itself out again on resize."""

from __future__ import annotations

import random
from collections.abc import Callable
from itertools import combinations

import pytest
from PySide6.QtCore import QRectF

from audatia_qt.games.audatia.board.layout import (
    Rect,
    RowMode,
    TableLayout,
    compute_layout,
    hand_least,
)
from audatia_qt.games.audatia.board.variants.sudden_death import SuddenDeathZone
from audatia_qt.games.audatia.board.widget import TableWidget


@pytest.fixture(autouse=True)
def _bundled_fonts(qapp: object) -> None:
    """The fonts the app registers at start: the table's words are measured in the typeface
    a person sees."""
    from audatia_qt.games.audatia.screens.fonts import register_fonts

    register_fonts()


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
@pytest.mark.parametrize("text_scale", [1.0, 2.0])
def test_virtue_names_fit_their_scoreboard_columns(
    qapp: object, width: int, height: int, text_scale: float
) -> None:
    """The four Virtue headings never run into each other (Prudentia, Celeritas are wide),
    across the board or, at a large text size, down it."""
    from itertools import combinations

    from PySide6.QtGui import QFontMetricsF

    from audatia_qt.games.audatia.board.table_items import ScoreboardItem, VirtueRow, em_width
    from audatia_qt.games.audatia.rules.cards import Virtue

    layout = compute_layout(width, height, text_scale=text_scale, measure=em_width)
    board = ScoreboardItem()
    rows = [VirtueRow(virtue, 0, 0) for virtue in Virtue]
    board.set_rows(
        layout.scoreboard, rows, ("Me", "Them"), layout.text_px, tall=layout.tall_scoreboard
    )
    _names, headers, _cells = board.layout_board()
    assert [box.text for box in headers] == [virtue.title for virtue in Virtue]
    for box in headers:
        assert QFontMetricsF(box.font).horizontalAdvance(box.text) <= box.rect.width()
        assert box.font.pixelSize() >= 8
    for a, b in combinations(headers, 2):
        shared = a.rect.intersected(b.rect)
        assert shared.width() < 0.5 or shared.height() < 0.5, (a.text, b.text)


@pytest.mark.parametrize(("width", "height"), SIZES)
@pytest.mark.parametrize("orientation", ["inside", "outside", "either", None])
def test_stretto_side_label_fits_under_the_card(
    qapp: object, width: int, height: int, orientation: str | None
) -> None:
    from PySide6.QtGui import QFontMetricsF, QPixmap

    from audatia_qt.games.audatia.board.table_items import SideCardItem, em_width

    layout = compute_layout(width, height, measure=em_width)
    card = SideCardItem()
    card.set_state(
        layout.side_card,
        QPixmap(),
        orientation,
        "",
        False,
        label_rect=layout.side_label,
        text_px=layout.text_px,
    )
    boxes = card.text_boxes()
    assert " ".join(box.text for box in boxes) == SideCardItem.LABELS[orientation]
    for box in boxes:
        assert QFontMetricsF(box.font).horizontalAdvance(box.text) <= box.rect.width()
        assert card.label_rect.adjusted(-0.5, -0.5, 0.5, 0.5).contains(box.rect)
        assert not box.rect.intersects(card.rect)


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
    beside_hand = SuddenDeathZone.ROW if rows else None
    layout = compute_layout(width, height, beside_hand=beside_hand, mode=mode, hand_scale=scale)
    zones_do_not_overlap(layout, width, height)
    # The hand's cards never narrower than its names need where the view holds that floor
    # (issue 27); a larger hand gives its room back before the table's cards fall below it.
    assert layout.hand_card_w <= max(scale * layout.card_w, hand_least()) + 0.01


@pytest.mark.parametrize(("width", "height"), CARD_SIZES)
def test_a_larger_card_size_makes_the_hand_larger(width: int, height: int) -> None:
    """The hand's cards grow with the setting while the table's give up only some room."""
    small, normal, large = (compute_layout(width, height, hand_scale=s) for s in CARD_SCALES)
    # 80% makes the hand smaller down to the width its names need (issue 27), no further.
    assert small.hand_card_w < normal.hand_card_w or small.hand_card_w == hand_least()
    assert small.hand_card_w <= normal.hand_card_w < large.hand_card_w
    assert large.hand_card_w >= 1.6 * normal.card_w
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
    layout = table.scene.layout
    assert layout.hand_card_w <= max(scale * layout.card_w, hand_least()) + 0.01
    _check_table(table)


# -- Settings > Text size (issue 20): every word on the table, laid out with room for it --

#: The windows, card sizes and text sizes the table must hold without an overlap.
MATRIX_SIZES = [(1024, 640), (1280, 800), (2560, 1440), (3840, 2160)]
SCALES = [0.8, 1.0, 2.0]


@pytest.mark.parametrize(("width", "height"), MATRIX_SIZES)
@pytest.mark.parametrize("card_scale", SCALES)
@pytest.mark.parametrize("text_scale", SCALES)
def test_every_card_and_text_size_fits_without_overlaps(
    qapp: object, width: int, height: int, card_scale: float, text_scale: float
) -> None:
    """Zones, caption bands, the Side card's label and the centre panels stay apart and in
    the view, in every row mode and variant, measured in the table's own serif."""
    from audatia_qt.games.audatia.board.table_items import em_width

    for mode in RowMode:
        for rows in (False, True):
            layout = compute_layout(
                width,
                height,
                beside_hand=SuddenDeathZone.ROW if rows else None,
                mode=mode,
                hand_scale=card_scale,
                text_scale=text_scale,
                measure=em_width,
            )
            zones_do_not_overlap(layout, width, height)


class _BlankFaces:
    """The table's faces without the card renderer: geometry needs only their sizes."""

    def __init__(self, config: object) -> None:
        from PySide6.QtGui import QPixmap

        self.config = config
        self.language = "en"
        self._pixmap = QPixmap(2, 2)

    def card(self, *_args: object) -> object:
        return self._pixmap

    def face(self, card: int) -> object:
        """The face's name only: its printed name (the hand's name plates say it)."""
        from types import SimpleNamespace

        return SimpleNamespace(name=self.config.cards[card].definition.name)  # type: ignore[attr-defined]

    def hotspots(self, _card: int, width: int) -> object:
        from audatia_qt.games.audatia.render import FaceLayout

        return FaceLayout(width, width, ())

    virtue = back = side_card = card


def _scenes_in_play(make_config: Callable[..., object]) -> list[object]:
    """Tables showing the moments whose words differ: a Posta being chosen (the pile opened,
    each card named), a fight well under way just after the computer's move (counts, Virtue
    totals, the last move's tags, a score line), and a Sudden Death row (numbered cards)."""
    from audatia_qt.engine.session.match import Match, MatchSetup
    from audatia_qt.games.audatia.board.index import LegalIndex
    from audatia_qt.games.audatia.board.scene import TableScene
    from audatia_qt.games.audatia.entry import AUDATIA
    from audatia_qt.games.audatia.rules import Seat, observe
    from audatia_qt.games.audatia.rules.config import Variant
    from audatia_qt.games.audatia.rules.state import Phase

    scenes = []
    for variant, stop in ((None, Phase.POSTA_CHOICE), (None, None), (Variant.SUDDEN_DEATH, None)):
        config = make_config(seed=21)
        if variant is not None:
            from dataclasses import replace

            config = replace(config, variant=variant)
        match = Match(MatchSetup(AUDATIA, config))
        rng = random.Random(21)
        scene = TableScene(_BlankFaces(config))  # type: ignore[arg-type]
        scene.animation_ms = 0
        previous = None
        for _ply in range(60):
            seat = match.to_move()
            if seat is None or (stop is not None and match.state.phase is stop):
                break
            if stop is None and _ply >= 30 and seat is Seat.A:
                break
            previous = observe(match.state, Seat.A)
            legal = match.legal_actions()
            match.play(legal[rng.randrange(len(legal))])
        if previous is not None:
            scene.show_view(previous, LegalIndex(), acting=False, animate=False)
        acting = match.to_move() is Seat.A
        index = LegalIndex(match.legal_actions() if acting else ())
        scene.show_view(observe(match.state, Seat.A), index, acting=acting, animate=False)
        scenes.append(scene)
    return scenes


def _text_fits(scene: object, width: int, height: int) -> None:
    """Every word on the table fits its box (measured by QFontMetrics), inside the view,
    and no word of a zone or a panel lies on a card."""
    from PySide6.QtGui import QFontMetricsF

    from audatia_qt.games.audatia.board.scene import TableScene

    assert isinstance(scene, TableScene)
    view = QRectF(0, 0, width, height).adjusted(-0.5, -0.5, 0.5, 0.5)
    cards = scene.card_rects()
    boxes = scene.text_boxes()
    assert boxes
    for owner, box in boxes:
        metrics = QFontMetricsF(box.font)
        what = f"{owner}: {box.text!r} at {box.font.pixelSize()} px in {box.rect}"
        assert metrics.horizontalAdvance(box.text) <= box.rect.width() + 0.5, what
        assert metrics.height() <= box.rect.height() + 0.5, what
        assert view.contains(box.rect), f"{what} leaves the view"
        if owner.startswith(("zone", "status", "scoreboard", "side_card")):
            for zone_name, card in cards:
                inked = box.rect.adjusted(0, 2, 0, -2)  # a line box's leading is not ink
                assert not inked.intersects(card), f"{what} lies on a card of {zone_name}"


@pytest.mark.parametrize(("width", "height"), MATRIX_SIZES)
def test_every_word_on_the_table_fits_its_box(
    make_config: Callable[..., object], width: int, height: int
) -> None:
    """Settings > Text size reaches the words in the scene; at every card and text size the
    layout makes room for them: none runs past its box, leaves the view or lies on a card."""
    for scene in _scenes_in_play(make_config):
        for card_scale in SCALES:
            for text_scale in SCALES:
                scene.hand_scale = card_scale  # type: ignore[attr-defined]
                scene.text_scale = text_scale  # type: ignore[attr-defined]
                scene.set_size(width, height)  # type: ignore[attr-defined]
                _text_fits(scene, width, height)


def _sizes_by_item(scene: object) -> dict[str, int]:
    """The largest font (pixels) each item of the table sets its words in."""
    from audatia_qt.games.audatia.board.scene import TableScene

    assert isinstance(scene, TableScene)
    sizes: dict[str, int] = {}
    for owner, box in scene.text_boxes():
        sizes[owner] = max(sizes.get(owner, 0), box.font.pixelSize())
    return sizes


@pytest.mark.parametrize(("width", "height"), [(1280, 800), (2560, 1440)])
def test_the_words_on_the_table_grow_with_text_size_not_card_size(
    make_config: Callable[..., object], width: int, height: int
) -> None:
    """At a fixed card size every item's words grow from 80% to 100% to 200%; at a fixed text
    size the card size leaves the captions' and panels' words as they are.

    Not the opened Posta pile's name plates: each is fitted to the part of its card left in
    sight, the card's own size (``test_every_word_on_the_table_fits_its_box`` holds them)."""
    for scene in _scenes_in_play(make_config):
        sizes = []
        for text_scale in SCALES:
            scene.text_scale = text_scale  # type: ignore[attr-defined]
            scene.set_size(width, height)  # type: ignore[attr-defined]
            sizes.append(_sizes_by_item(scene))
        small, normal, large = sizes
        assert small.keys() == normal.keys() == large.keys()
        for owner in normal:
            if owner.endswith(" plate"):
                continue
            assert small[owner] < normal[owner] < large[owner], (
                owner,
                small[owner],
                normal[owner],
                large[owner],
            )
        scene.text_scale = 1.0  # type: ignore[attr-defined]
        for card_scale in (0.8, 2.0):
            scene.hand_scale = card_scale  # type: ignore[attr-defined]
            scene.set_size(width, height)  # type: ignore[attr-defined]
            other = _sizes_by_item(scene)
            for owner in ("status", "scoreboard", "side_card"):
                assert other[owner] == normal[owner], (owner, card_scale)


@pytest.mark.parametrize(("width", "height"), [(1280, 800), (2560, 1440)])
def test_the_scoreboard_shows_the_decks_whole_names(qapp: object, width: int, height: int) -> None:
    """Issue 27: "Falcon School" is not cut to "Falcon"; a name cut for want of room is given
    whole in the tool tip over it."""
    from PySide6.QtGui import QFontMetricsF

    from audatia_qt.games.audatia.board.table_items import ScoreboardItem, VirtueRow, em_width
    from audatia_qt.games.audatia.rules.cards import Virtue

    layout = compute_layout(width, height, measure=em_width)
    board = ScoreboardItem()
    rows = [VirtueRow(virtue, 0, 0) for virtue in Virtue]
    names = ("Falcon School", "Galeazzo da Mantoa von Ulm und Nürnberg")
    board.set_rows(layout.scoreboard, rows, names, layout.text_px, tall=layout.tall_scoreboard)
    shown, _headers, _cells = board.layout_board()
    by_name = dict(zip((names[1], names[0]), shown, strict=True))
    assert by_name["Falcon School"].text == "Falcon School"
    assert board.name_tip(by_name["Falcon School"].rect.center()) == ""
    long = by_name[names[1]]
    room = QFontMetricsF(long.font).horizontalAdvance(names[1]) > long.rect.width()
    assert long.text == (long.text if room else names[1])
    if long.text != names[1]:
        assert long.text.endswith("\u2026")
        assert board.name_tip(long.rect.center()) == names[1]
