"""Swordplay's faces are drawn from the card data at any size and in Spanish, tell the kinds
apart by shape as well as colour, and print as 3 x 3 sheets (issue 29, "The cards")."""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path

import pytest
from PIL import Image, ImageChops

from audatia_qt.games.swordplay.decks.bundled import default_card_set
from audatia_qt.games.swordplay.render import words
from audatia_qt.games.swordplay.render.faces import (
    FaceKind,
    FaceRenderer,
    card_words,
    distinct_cards,
    face_kind,
)
from audatia_qt.games.swordplay.render.printing import (
    A4,
    LETTER,
    PrintError,
    PrintOptions,
    export_pdf,
    export_pngs,
    pages_needed,
    print_run,
)
from audatia_qt.games.swordplay.rules.cards import CardSet
from audatia_qt.shell.i18n.faces import CatalogFaceWords

CARDS = default_card_set()
DESIGNS = distinct_cards(CARDS)


@pytest.fixture(scope="module")
def renderer() -> FaceRenderer:
    return FaceRenderer()


def _busy(image: Image.Image) -> bool:
    """Whether a face holds a drawing (not one flat colour)."""
    low, high = image.convert("L").getextrema()  # type: ignore[misc]
    return bool(high - low > 100)


def test_one_face_per_design_heroes_and_monsters_first() -> None:
    assert len(DESIGNS) == 4 + 3 + 31
    assert len({card.id for card in DESIGNS}) == len(DESIGNS)
    assert {face_kind(card) for card in DESIGNS} == set(FaceKind)


@pytest.mark.parametrize("size", [(126, 176), (504, 704)], ids=["small", "large"])
def test_every_card_renders_at_two_sizes(renderer: FaceRenderer, size: tuple[int, int]) -> None:
    for card in DESIGNS:
        image = renderer.render(card, *size)
        assert image.size == size and image.mode == "RGBA", card.id
        assert _busy(image), card.id


def test_every_card_renders_in_spanish_with_its_own_words(renderer: FaceRenderer) -> None:
    spanish = FaceRenderer(face_words=CatalogFaceWords())
    for card in DESIGNS:
        name, _ = card_words(card, "es")
        english = renderer.render(card, 189, 264)
        translated = spanish.render(card, 189, 264, "es")
        assert translated.size == english.size
        if name != card.name:
            assert translated.tobytes() != english.tobytes(), card.id


def test_the_renderers_words_come_from_the_catalog_in_the_faces_language() -> None:
    catalog = CatalogFaceWords()
    assert catalog.say(words.ATTACK.say(), "es") == "Ataque"
    assert catalog.say(words.AT_LEAST.say(number=7), "es") == "7+"
    assert catalog.say(words.LOCATIONS[next(iter(words.LOCATIONS))].say(), "es") == "Alto"
    assert catalog.say(words.ATTACK.say(), "en") == "Attack"


def test_a_card_without_a_translation_keeps_its_english() -> None:
    hero = replace(CARDS.heroes[0], translations=())
    assert card_words(hero, "es") == (hero.name, hero.text)
    assert card_words(CARDS.heroes[0], "es")[0] == "Aldric el Mercenario"


def _band_shape(renderer: FaceRenderer, card_id: str) -> Image.Image:
    """The band's left emblem, as black and white: its shape without its colour."""
    card = next(card for card in DESIGNS if card.id == card_id)
    image = renderer.render(card, 252, 352).convert("L")
    emblem = image.crop((12, 12, 56, 52))
    return emblem.point(lambda value: 255 if value > 180 else 0)


def test_items_of_one_colour_are_told_apart_by_their_emblems_shape(
    renderer: FaceRenderer,
) -> None:
    """Colour-blind safe: weapon, armor and shield share the bronze band, not the emblem."""
    shapes = [_band_shape(renderer, card) for card in ("dagger", "padded-jack", "buckler")]
    for index, shape in enumerate(shapes):
        for other in shapes[index + 1 :]:
            assert ImageChops.difference(shape, other).getbbox() is not None


def test_the_locations_a_card_names_change_its_target_figure(renderer: FaceRenderer) -> None:
    high = next(card for card in DESIGNS if card.id == "attack-high")
    low = next(card for card in DESIGNS if card.id == "attack-low")
    # Same band, same bonus, same layout: only the arrow and the location's word differ.
    assert renderer.render(high, 252, 352).tobytes() != renderer.render(low, 252, 352).tobytes()


def test_a_face_scales_to_any_size_and_refuses_none(renderer: FaceRenderer) -> None:
    card = CARDS.monsters[0]
    assert renderer.render(card, 37, 52).size == (37, 52)
    assert renderer.render(card, 900, 600).size == (900, 600)  # another shape still draws
    with pytest.raises(ValueError, match="cannot be drawn"):
        renderer.render(card, 0, 10)


def test_the_back_is_one_for_every_card(renderer: FaceRenderer) -> None:
    back = renderer.render_back(189, 264)
    assert back.size == (189, 264) and _busy(back)


def test_the_print_run_is_every_physical_card() -> None:
    run = print_run(CARDS)
    assert len(run) == 57 + 4 + 3
    assert pages_needed(len(run), PrintOptions()) == 8
    assert pages_needed(len(run), PrintOptions(backs=True)) == 16


def test_a_pdf_of_the_whole_deck_has_its_pages(tmp_path: Path) -> None:
    target = tmp_path / "arena.pdf"
    pages = export_pdf(CARDS, target, PrintOptions(paper=A4, dpi=72), language="es")
    assert pages == 8
    data = target.read_bytes()
    assert data.startswith(b"%PDF")
    # Pillow appends a few pages at a time as incremental updates: the last page tree counts.
    counts = re.findall(rb"/Count (\d+)", data)
    assert counts and int(counts[-1]) == 8
    assert sorted(path.name for path in tmp_path.iterdir()) == ["arena.pdf"]


def test_png_pages_on_letter_with_backs(tmp_path: Path) -> None:
    small = CardSet(combat=CARDS.combat[:5], heroes=CARDS.heroes[:2], monsters=CARDS.monsters[:1])
    written = export_pngs(small, tmp_path, PrintOptions(paper=LETTER, dpi=72, backs=True))
    assert [path.name for path in written] == ["page-01.png", "page-02.png"]
    with Image.open(written[0]) as front, Image.open(written[1]) as back:
        assert front.size == back.size == (round(215.9 / 25.4 * 72), round(279.4 / 25.4 * 72))
        # Eight cards: the last row's empty slot is on the right of the fronts and on the left
        # of the backs, whose columns are mirrored for a duplex turn over the long edge.
        options = PrintOptions(paper=LETTER, dpi=72)
        x0, y0 = options.origin_px
        card_w, card_h = options.card_px
        row = y0 + 2 * card_h + card_h // 2
        left, right = x0 + card_w // 2, x0 + 2 * card_w + card_w // 2
        assert front.getpixel((left, row)) != (255, 255, 255)
        assert front.getpixel((right, row)) == (255, 255, 255)
        assert back.getpixel((left, row)) == (255, 255, 255)
        assert back.getpixel((right, row)) != (255, 255, 255)
    assert sorted(path.name for path in tmp_path.iterdir()) == ["page-01.png", "page-02.png"]


def test_bad_print_options_and_unwritable_places_are_one_line_errors(tmp_path: Path) -> None:
    with pytest.raises(PrintError, match=re.escape("outside 72..600")):
        export_pdf(CARDS, tmp_path / "x.pdf", PrintOptions(dpi=5))
    with pytest.raises(PrintError, match="cannot write"):
        export_pdf(CARDS, tmp_path / "missing" / "x.pdf", PrintOptions(dpi=72))
    assert list(tmp_path.iterdir()) == []
