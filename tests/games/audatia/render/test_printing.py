"""Print-and-play sheets: card size, grid, bleed, crop marks, duplex backs and the PDF's pages."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
from PIL import Image
from PIL.PdfParser import PdfParser

from audatia_qt.games.audatia.render import CardRenderer, faces_of_deck
from audatia_qt.games.audatia.render.printing import (
    A4,
    LETTER,
    PrintError,
    PrintOptions,
    bled,
    card_file_name,
    card_origin,
    export_deck_pdf,
    export_deck_pngs,
    pages_needed,
    print_run,
    sheets,
    write_pdf,
)
from audatia_qt.games.audatia.rules.cards import DeckDef, DeckTranslation

RED, BLUE, WHITE = (200, 0, 0), (0, 0, 200), (255, 255, 255)


def _card(options: PrintOptions, colour: tuple[int, int, int]) -> Image.Image:
    return Image.new("RGBA", options.card_px, (*colour, 255))


def _title(path: Path) -> str:
    parser = PdfParser(str(path))
    try:
        return str(parser.info.Title)
    finally:
        parser.close()


def _page_count(path: Path) -> int:
    parser = PdfParser(str(path))
    try:
        return len(parser.pages)
    finally:
        parser.close()


def test_cards_are_63_by_88_mm_at_300_dpi() -> None:
    options = PrintOptions()
    assert options.card_px == (744, 1039)
    assert options.page_px == (2480, 3508)
    assert PrintOptions(paper=LETTER).page_px == (2550, 3300)
    assert PrintOptions(bleed_mm=3.0).cell_px == (744 + 70, 1039 + 70)


@pytest.mark.parametrize("paper", [A4, LETTER], ids=lambda paper: paper.name)
@pytest.mark.parametrize("bleed", [0.0, 3.0])
def test_nine_cards_fit_on_both_papers_with_and_without_bleed(paper: object, bleed: float) -> None:
    options = PrintOptions(paper=paper, bleed_mm=bleed, dpi=100)  # type: ignore[arg-type]
    options.check()
    x0, y0 = options.origin_px
    assert x0 >= options.bleed_px and y0 >= options.bleed_px
    last_x, last_y = card_origin(8, options)
    width, height = options.page_px
    assert last_x + options.card_px[0] + options.bleed_px <= width
    assert last_y + options.card_px[1] + options.bleed_px <= height
    assert min(options.gutter_px) >= options.bleed_px  # every card keeps at least half a bleed


def test_on_letter_with_bleed_neighbours_share_a_narrower_gutter() -> None:
    options = PrintOptions(paper=LETTER, bleed_mm=3.0)
    gutter_x, gutter_y = options.gutter_px
    assert gutter_x == 2 * options.bleed_px and options.bleed_px <= gutter_y < gutter_x


def test_a_bleed_too_wide_for_the_paper_is_refused() -> None:
    with pytest.raises(PrintError, match="do not fit on Letter"):
        PrintOptions(paper=LETTER, bleed_mm=9.0).check()
    with pytest.raises(PrintError, match="resolution"):
        PrintOptions(dpi=10).check()


def test_fronts_then_mirrored_backs_on_alternate_pages() -> None:
    options = PrintOptions(dpi=60)
    fronts = [_card(options, RED)] + [_card(options, BLUE)] * 9
    pages = list(sheets(fronts, _card(options, (0, 120, 0)), options))
    assert len(pages) == pages_needed(10, options) == 4
    card_w, card_h = options.card_px

    def centre(page: Image.Image, column: int, row: int = 0) -> tuple[int, int, int]:
        x, y = card_origin(row * 3 + column, options)
        return page.getpixel((x + card_w // 2, y + card_h // 2))  # type: ignore[return-value]

    front, back, second_front, second_back = pages
    assert centre(front, 0) == RED and centre(front, 1) == BLUE
    # The back of the first card (top left) is at the top right: the sheet turns on its long edge.
    assert centre(back, 2) == (0, 120, 0) and centre(back, 0) == (0, 120, 0)
    assert centre(second_front, 0) == BLUE and centre(second_front, 1) == WHITE
    assert centre(second_back, 2) == (0, 120, 0) and centre(second_back, 1) == WHITE


def test_without_backs_there_are_only_fronts() -> None:
    options = PrintOptions(dpi=60, backs=False)
    assert len(list(sheets([_card(options, RED)] * 10, None, options))) == 2


def test_bleed_carries_the_edge_colour_past_the_cut() -> None:
    options = PrintOptions(dpi=100, bleed_mm=3.0)
    card = _card(options, BLUE)
    card.putpixel((0, 0), (0, 0, 0, 0))  # a transparent rounded corner
    cell = bled(card, options)
    assert cell.size == options.cell_px and cell.mode == "RGB"
    assert cell.getpixel((0, 0)) == BLUE  # the bleed
    bleed = options.px(3.0)
    assert cell.getpixel((bleed, bleed)) == BLUE  # the corner, filled
    plain = bled(card, PrintOptions(dpi=100))
    assert plain.getpixel((0, 0)) == WHITE  # no bleed: the corner is paper


def test_crop_marks_stand_in_the_margin_on_the_cut_lines() -> None:
    options = PrintOptions(dpi=100)
    (page,) = sheets([_card(options, RED)], None, PrintOptions(dpi=100, backs=False))
    x0, y0 = options.origin_px
    above = y0 - options.px(2.0)
    assert page.getpixel((x0, above))[0] < 80  # type: ignore[index]
    assert page.getpixel((x0 + options.card_px[0] // 2, above)) == WHITE
    unmarked = next(
        iter(
            sheets(
                [_card(options, RED)], None, PrintOptions(dpi=100, backs=False, crop_marks=False)
            )
        )
    )
    assert unmarked.getpixel((x0, above)) == WHITE


def test_write_pdf_counts_pages_and_replaces_the_target_only_when_done(tmp_path: Path) -> None:
    options = PrintOptions(dpi=40)
    pages = list(sheets([_card(options, RED)] * 19, _card(options, BLUE), options))
    target = tmp_path / "deck.pdf"
    assert write_pdf(pages, target, options.dpi, "Galeazzo") == 6
    assert _page_count(target) == 6

    def failing() -> object:
        yield pages[0]
        raise OSError(28, "No space left on device")

    with pytest.raises(PrintError, match="No space left"):
        write_pdf(failing(), target, options.dpi, "Galeazzo")  # type: ignore[arg-type]
    assert _page_count(target) == 6
    assert sorted(path.name for path in tmp_path.iterdir()) == ["deck.pdf"]


def test_print_run_prints_every_copy(galeazzo: DeckDef) -> None:
    run = print_run(galeazzo)
    assert len(run) == 12 + 18 + 6 + 6 + 9 + 4 + 1


def test_export_a_whole_deck_as_pdf(tmp_path: Path, galeazzo: DeckDef) -> None:
    target = tmp_path / "galeazzo.pdf"
    seen: list[int] = []
    options = PrintOptions(dpi=72, bleed_mm=3.0)
    pages = export_deck_pdf(
        galeazzo, None, target, options, progress=lambda done, total: seen.append(done)
    )
    assert pages == 14 == _page_count(target)
    assert seen[-1] == 56


def test_export_pngs_one_per_card_and_a_back(tmp_path: Path, galeazzo: DeckDef) -> None:
    renderer = CardRenderer()
    written = export_deck_pngs(galeazzo, None, tmp_path / "pngs", (120, 168), renderer)
    assert len(written) == len(faces_of_deck(galeazzo)) + 1
    assert written[-1].name == "back.png"
    assert len({path.name for path in written}) == len(written)
    with Image.open(written[0]) as first:
        assert first.size == (120, 168)
    assert card_file_name(3, print_run(galeazzo)[0]) == "03-posta-corona.png"


def test_the_pdf_is_titled_with_the_decks_name_in_the_cards_language(
    tmp_path: Path, galeazzo: DeckDef
) -> None:
    """A PDF viewer names the document by the deck, as its cards are worded (it was titled in
    English, "Audatia print-and-play", whatever the language)."""
    options = PrintOptions(dpi=36, backs=False)
    spanish = dataclasses.replace(
        galeazzo, translations=(("es", DeckTranslation(name="Galeazzo en español")),)
    )
    for deck, language, title in [
        (galeazzo, "en", galeazzo.name),
        (spanish, "es", "Galeazzo en español"),
        (spanish, "en", galeazzo.name),
    ]:
        target = tmp_path / f"{language}.pdf"
        export_deck_pdf(deck, None, target, options, language=language)
        assert _title(target) == title, language
