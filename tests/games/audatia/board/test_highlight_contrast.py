"""Highlights that do not depend on colour alone (issue 20): in every style a playable card, the
selected card and a legal place are marked by a shape as well as a colour, and the rendered
table meets WCAG 2.2 contrast: 3:1 for the marks against the felt, 4.5:1 for the prompt and
the log's text. Pixels are sampled from the table drawn offscreen."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QWidget

from audatia_qt.games.audatia.board.card_item import CardItem, Look
from audatia_qt.games.audatia.board.scene import FELT
from audatia_qt.games.audatia.board.table_items import Highlight, ZoneItem
from audatia_qt.games.audatia.board.theme import HighlightStyle, contrast_ratio, theme_for
from audatia_qt.games.audatia.board.widget import TableWidget

STYLES = list(HighlightStyle)
#: WCAG 2.2: 1.4.3 (text) and 1.4.11 (graphics that carry meaning).
TEXT_CONTRAST = 4.5
MARK_CONTRAST = 3.0


def _to_act_with_places(table: TableWidget, gestures: Callable[..., None]) -> int:
    """Play on until the person at the screen may play a card; pick it up; return it."""
    controller = table.controller
    assert controller is not None
    for _ in range(60):
        if table.pages.currentWidget() is table.pass_screen:
            table.pass_screen.button.click()
        if controller.local_to_act and controller.index.cards:
            cards = sorted(controller.index.cards)
            table.scene.click_card(cards[0])  # type: ignore[union-attr]
            if controller.selected == cards[0]:
                return cards[0]
        gestures(table, controller.match.legal_actions()[-1])
    raise AssertionError("the person never had a card to play")


def _felt(table: TableWidget) -> QImage:
    """The felt alone, as the view draws it under the table."""
    scene = table.scene
    assert scene is not None
    rect = scene.sceneRect()
    image = QImage(int(rect.width()), int(rect.height()), QImage.Format.Format_RGB32)
    painter = QPainter(image)
    painter.fillRect(QRectF(0, 0, rect.width(), rect.height()), scene.backgroundBrush())
    painter.end()
    return image


def _pixel(image: QImage, point: QPointF) -> QColor:
    return image.pixelColor(round(point.x()), round(point.y()))


def _text_contrast(widget: QWidget) -> float:
    """The contrast of the widget's text against its background (its commonest colour): each
    run of inked columns (a word, a link with its underline) is as good as its best pixel, and
    the text as good as its worst run, so one unreadable link fails however clear the rest."""
    image = widget.grab().toImage()
    # The band's edge (the prompt's rule, the log's frame) is no text: two pixels each side.
    image = image.copy(2, 2, image.width() - 4, image.height() - 4)
    counts: dict[int, int] = {}
    for y in range(image.height()):
        for x in range(image.width()):
            rgb = image.pixel(x, y)
            counts[rgb] = counts.get(rgb, 0) + 1
    background = QColor.fromRgb(max(counts, key=lambda rgb: counts[rgb]))
    columns: list[float] = []
    for x in range(image.width()):
        column = [contrast_ratio(image.pixelColor(x, y), background) for y in range(image.height())]
        columns.append(max(column))
    runs: list[float] = []
    best = 0.0
    for ratio in [*columns, 1.0]:
        if ratio > 1.25:  # ink: a glyph or its antialiased edge
            best = max(best, ratio)
        elif best:
            runs.append(best)
            best = 0.0
    assert runs, "no text was drawn"
    return min(runs)


@pytest.mark.parametrize("style", STYLES)
def test_marks_stand_out_from_the_felt_by_shape_and_contrast(
    make_config: Callable[..., object],
    make_table: Callable[..., TableWidget],
    gestures: Callable[..., None],
    style: HighlightStyle,
) -> None:
    table = make_table(make_config(seed=14), size=(1280, 800))
    table.set_highlight_style(style)
    card = _to_act_with_places(table, gestures)
    scene = table.scene
    assert scene is not None and scene.theme == theme_for(style)
    image = table.view.grab().toImage()
    felt = _felt(table)

    # A legal place: its double outline and its arrow mark.
    targets = [item for item in scene.zones.values() if item.highlight == Highlight.TARGET]
    assert targets, "the selected card has no legal place"
    for zone in targets:
        assert isinstance(zone, ZoneItem) and zone.mark.isVisible()
        inner, outer = zone.rings()
        for ring in (inner, outer):
            point = QPointF(ring.center().x(), ring.top())
            ratio = contrast_ratio(_pixel(image, point), _pixel(felt, point))
            assert ratio >= MARK_CONTRAST, f"{zone.zone} ring at {ratio:.2f}:1 in {style}"
        center, radius = zone.mark.center(), zone.mark.radius()
        disc = QPointF(center.x() - 0.7 * radius, center.y())
        ratio = contrast_ratio(_pixel(image, disc), _pixel(felt, disc))
        assert ratio >= MARK_CONTRAST, f"{zone.zone} mark at {ratio:.2f}:1 in {style}"

    # The selected card and the other playable cards: an outline and a corner tab.
    items = [item for item in scene.items_by_key.values() if item.look is Look.PLAYABLE]
    assert any(item.card == card and item.selected_card for item in items)
    for item in items:
        assert isinstance(item, CardItem)
        tab = item.mapToScene(item.tab_center() - QPointF(0.7 * item.tab_radius(), 0))
        if scene.itemAt(tab, table.view.transform()) is not item:
            continue  # another card lies over this corner (a fanned hand)
        ratio = contrast_ratio(_pixel(image, tab), _pixel(felt, tab))
        assert ratio >= MARK_CONTRAST, f"card {item.card}'s tab at {ratio:.2f}:1 in {style}"
    selected = scene.item_for(card)
    assert selected is not None
    # The selected card's outer outline lies on the felt, above the card.
    rect = selected.scene_card_rect()
    width = scene.theme.outline
    point = QPointF(rect.center().x(), rect.top() - 2.5 * width)
    ratio = contrast_ratio(_pixel(image, point), _pixel(felt, point))
    assert ratio >= MARK_CONTRAST, f"the selected card's outline at {ratio:.2f}:1 in {style}"


@pytest.mark.parametrize("style", STYLES)
def test_every_mark_colour_holds_on_the_whole_felt(style: HighlightStyle) -> None:
    """The sampled pixels above lie where they lie; the felt is lighter at the table's centre:
    each mark's colour keeps 3:1 against every stop of the felt's gradient."""
    theme = theme_for(style)
    marks = {
        "playable": theme.playable,
        "selected": theme.selected,
        "pending": theme.pending,
        "target": theme.target,
    }
    for name, colour in marks.items():
        for _stop, felt in FELT:
            ratio = contrast_ratio(colour, QColor(felt))
            assert ratio >= MARK_CONTRAST, f"{style} {name} on {felt}: {ratio:.2f}:1"


@pytest.mark.parametrize("style", STYLES)
def test_prompt_and_log_text_meet_the_text_contrast(
    make_config: Callable[..., object],
    make_table: Callable[..., TableWidget],
    style: HighlightStyle,
) -> None:
    table = make_table(make_config(seed=15), size=(1280, 800))
    table.set_highlight_style(style)
    for text in ("Your turn: choose a Posta", "Out of Measure 3"):
        # The second line is a rule's link alone: links must read on the band too.
        table.prompt.show_prompt(text)
        ratio = _text_contrast(table.prompt)
        assert ratio >= TEXT_CONTRAST, f"prompt {text!r} at {ratio:.2f}:1 in {style}"
    table.prompt.show_refusal("Out of Measure 3")
    assert _text_contrast(table.prompt) >= TEXT_CONTRAST
    for aside in (False, True):
        table.log.clear_log()
        table.log.add(["Why: a guard chosen to open the attacks"], aside=aside)
        ratio = _text_contrast(table.log.viewport())
        assert ratio >= TEXT_CONTRAST, f"log text at {ratio:.2f}:1 in {style}"
