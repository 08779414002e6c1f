"""Print-and-play sheets of Ready...Fence!'s cards: 63 x 88 mm, 3 x 3 on an A4 or Letter page.

The print run is every physical card of the deck, each design ``count`` times (the box's 54
are six full sheets). The sheets (a centred grid, crop marks on every cut line, with ``backs``
a page of mirrored backs after each page of fronts) and the writers (a PDF a few pages at a
time into a temporary file that replaces the target only when complete, or one PNG per page)
are the kit's (``kit.render.printing``); what is Ready...Fence!'s here is its print run, its
options (no backs unless asked, 72..600 dpi, no bleed) and its refusals' words.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import ClassVar, Final

from PIL import Image

from audatia_qt.engine.messages import SOURCE_LANGUAGE, translate
from audatia_qt.games.ready_fence.render.faces import FaceRenderer
from audatia_qt.games.ready_fence.rules.cards import Card, CardSet
from audatia_qt.kit.render import printing
from audatia_qt.kit.render.printing import (
    A4,
    LETTER,
    PAPERS,
    PRINTING_WORDS,
    Paper,
    PrintError,
    PrintWords,
    drawn_once_a_page,
    pages_needed,
    write_pdf,
    write_pngs,
)

__all__ = [
    "A4",
    "LETTER",
    "PAPERS",
    "TITLE",
    "Paper",
    "PrintError",
    "PrintOptions",
    "export_pdf",
    "export_pngs",
    "pages_needed",
    "print_run",
    "sheets",
]

#: The PDF's title, what a viewer names it.
TITLE: Final = "Ready...Fence!"

_CANNOT_WRITE = translate("ReadyFence", "cannot write {file}: {reason}")
#: Ready...Fence!'s printing refusals, in its own catalog context.
_WORDS: Final = dataclasses.replace(
    PRINTING_WORDS,
    bad_dpi=translate("ReadyFence", "a resolution of {dpi} dpi is outside 72..600"),
    no_cards=translate("ReadyFence", "there are no cards to print"),
    cannot_write=_CANNOT_WRITE,
    cannot_write_in=_CANNOT_WRITE,
)


@dataclass(frozen=True)
class PrintOptions(printing.PrintOptions):
    """How to lay the cards out on paper: no backs unless asked, no bleed."""

    backs: bool = False

    MIN_DPI: ClassVar[int] = 72
    MAX_DPI: ClassVar[int] = 600
    WORDS: ClassVar[PrintWords] = _WORDS


def print_run(card_set: CardSet) -> list[Card]:
    """Every physical card, in the deck's order (the card set holds each copy)."""
    return list(card_set.cards)


def sheets(
    cards: Iterable[Card],
    options: PrintOptions | None = None,
    renderer: FaceRenderer | None = None,
    language: str = SOURCE_LANGUAGE,
) -> Iterator[Image.Image]:
    """The pages of a print run, nine cards a page, each design drawn once per page."""
    options = options or PrintOptions()
    options.check()
    drawer = renderer or FaceRenderer()
    width, height = options.card_px
    back = drawer.render_back(width, height) if options.backs else None

    def draw(card: Card) -> Image.Image:
        return drawer.render(card, width, height, language)

    return printing.sheets(drawn_once_a_page(cards, draw, _design), back, options)


def _design(card: Card) -> str:
    return card.id


def export_pdf(
    card_set: CardSet,
    path: Path,
    options: PrintOptions | None = None,
    renderer: FaceRenderer | None = None,
    language: str = SOURCE_LANGUAGE,
) -> int:
    """The whole print run as a print-and-play PDF at ``path``; returns the page count."""
    options = options or PrintOptions()
    pages = sheets(print_run(card_set), options, renderer, language)
    return write_pdf(pages, path, options.dpi, TITLE, _WORDS)


def export_pngs(
    card_set: CardSet,
    folder: Path,
    options: PrintOptions | None = None,
    renderer: FaceRenderer | None = None,
    language: str = SOURCE_LANGUAGE,
) -> list[Path]:
    """The whole print run as one PNG per page (``page-01.png`` ...) in ``folder``; each is
    written under a temporary name and renamed, so no half-written page is left."""
    options = options or PrintOptions()
    pages = sheets(print_run(card_set), options, renderer, language)
    return write_pngs(pages, folder, _WORDS, options.dpi)
