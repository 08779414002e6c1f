"""Ready...Fence!'s print-and-play sheets: the deck's 54 cards, nine a page, as a PDF of one page
per sheet or one PNG per sheet (issue 30, "The cards": faces "printed by the deck builder")."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PIL import Image

from audatia_qt.games.ready_fence.decks.bundled import default_card_set
from audatia_qt.games.ready_fence.render.printing import (
    A4,
    LETTER,
    PrintError,
    PrintOptions,
    export_pdf,
    export_pngs,
    pages_needed,
    print_run,
    sheets,
)
from audatia_qt.games.ready_fence.rules.cards import CardSet

CARDS = default_card_set()


def test_the_print_run_is_every_physical_card() -> None:
    run = print_run(CARDS)
    assert len(run) == 54  # ruling RF-1: the manual's counts
    assert sum(1 for card in run if card.technique == "straight-thrust") == 6
    assert pages_needed(len(run), PrintOptions()) == 6
    assert pages_needed(len(run), PrintOptions(backs=True)) == 12


def test_a_pdf_of_the_deck_has_one_page_per_sheet(tmp_path: Path) -> None:
    target = tmp_path / "ready-fence.pdf"
    options = PrintOptions(paper=A4, dpi=72)
    pages = list(sheets(print_run(CARDS), options))
    assert export_pdf(CARDS, target, options, language="es") == len(pages) == 6
    data = target.read_bytes()
    assert data.startswith(b"%PDF")
    # Pillow appends a few pages at a time as incremental updates: the last page tree counts.
    counts = re.findall(rb"/Count (\d+)", data)
    assert counts and int(counts[-1]) == 6
    assert sorted(path.name for path in tmp_path.iterdir()) == ["ready-fence.pdf"]


def test_the_sheets_open_with_pillow_as_png_pages(tmp_path: Path) -> None:
    """Pillow writes PDFs but cannot read them: the same sheets as PNGs are read back."""
    options = PrintOptions(paper=A4, dpi=72)
    written = export_pngs(CARDS, tmp_path, options)
    assert [path.name for path in written] == [f"page-{n:02d}.png" for n in range(1, 7)]
    for path in written:
        with Image.open(path) as page:
            page.load()
            assert page.size == options.page_px
            # Every slot of a full sheet holds a card: its middle is not the paper's white.
            x0, y0 = options.origin_px
            card_w, card_h = options.card_px
            assert page.getpixel((x0 + card_w * 5 // 2, y0 + card_h * 5 // 2)) != (255, 255, 255)


def test_backs_on_letter_follow_their_fronts_mirrored(tmp_path: Path) -> None:
    small = CardSet(cards=CARDS.cards[:8])
    options = PrintOptions(paper=LETTER, dpi=72, backs=True)
    written = export_pngs(small, tmp_path, options)
    assert [path.name for path in written] == ["page-01.png", "page-02.png"]
    with Image.open(written[0]) as front, Image.open(written[1]) as back:
        x0, y0 = options.origin_px
        card_w, card_h = options.card_px
        row = y0 + 2 * card_h + card_h // 2
        left, right = x0 + card_w // 2, x0 + 2 * card_w + card_w // 2
        assert front.getpixel((left, row)) != (255, 255, 255)
        assert front.getpixel((right, row)) == (255, 255, 255)
        assert back.getpixel((left, row)) == (255, 255, 255)
        assert back.getpixel((right, row)) != (255, 255, 255)


def test_bad_print_options_and_unwritable_places_are_one_line_errors(tmp_path: Path) -> None:
    with pytest.raises(PrintError, match=re.escape("outside 72..600")):
        export_pdf(CARDS, tmp_path / "x.pdf", PrintOptions(dpi=5))
    with pytest.raises(PrintError, match="cannot write"):
        export_pdf(CARDS, tmp_path / "missing" / "x.pdf", PrintOptions(dpi=72))
    with pytest.raises(PrintError, match="no cards to print"):
        export_pdf(CardSet(cards=()), tmp_path / "none.pdf", PrintOptions(dpi=72))
    assert list(tmp_path.iterdir()) == []
