"""Print-and-play sheets of Swordplay's cards: 63 x 88 mm, 3 x 3 on an A4 or Letter page.

The print run is every physical card: each Hero and Monster once, each combat design ``count``
times. Cards sit edge to edge in a centred grid (one cut between two cards) with crop marks in
the margins on every cut line; with ``backs``, every page of fronts is followed by a page of
backs with mirrored columns, so a sheet turned over its long edge lays each back behind its
front. Pages are written as one PDF (a few pages at a time, into a temporary file that replaces
the target only when complete) or as one PNG per page. Audatia has a twin of this module (its
own decks and backs); the grid arithmetic is generic.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from itertools import islice
from pathlib import Path
from typing import Final

from PIL import Image, ImageDraw

from audatia_qt.engine.messages import SOURCE_LANGUAGE, Message, translate
from audatia_qt.games.swordplay.render.faces import CARD_MM, FaceRenderer, SwordplayCard
from audatia_qt.games.swordplay.rules.cards import CardSet

MM_PER_INCH: Final = 25.4
COLUMNS: Final = 3
ROWS: Final = 3
_MARK_LENGTH_MM: Final = 5.0
_MARK_GAP_MM: Final = 1.0
_PAGES_PER_WRITE: Final = 4


@dataclass(frozen=True)
class Paper:
    """A paper size in millimetres, portrait."""

    name: str
    width_mm: float
    height_mm: float


A4: Final = Paper("A4", 210.0, 297.0)
LETTER: Final = Paper("Letter", 215.9, 279.4)
PAPERS: Final = (A4, LETTER)


class PrintError(ValueError):
    """Print options that cannot work, or a write that failed; ``message`` says it in the
    reader's language, ``str()`` in English."""

    def __init__(self, message: Message) -> None:
        super().__init__(message.english())
        self.message = message


_BAD_DPI = translate("Swordplay", "a resolution of {dpi} dpi is outside 72..600")
_NO_CARDS = translate("Swordplay", "there are no cards to print")
_CANNOT_WRITE = translate("Swordplay", "cannot write {file}: {reason}")


@dataclass(frozen=True)
class PrintOptions:
    """How to lay the cards out on paper."""

    paper: Paper = A4
    dpi: int = 300
    crop_marks: bool = True
    backs: bool = False

    def px(self, mm: float) -> int:
        """Millimetres as whole device pixels at this resolution."""
        return round(mm * self.dpi / MM_PER_INCH)

    @property
    def card_px(self) -> tuple[int, int]:
        """A card's size in pixels (744 x 1039 at 300 dpi)."""
        return self.px(CARD_MM[0]), self.px(CARD_MM[1])

    @property
    def page_px(self) -> tuple[int, int]:
        """The page's size in pixels."""
        return self.px(self.paper.width_mm), self.px(self.paper.height_mm)

    @property
    def origin_px(self) -> tuple[int, int]:
        """The top-left cut corner of the centred grid."""
        (page_w, page_h), (card_w, card_h) = self.page_px, self.card_px
        return (page_w - COLUMNS * card_w) // 2, (page_h - ROWS * card_h) // 2

    def check(self) -> None:
        """Raise PrintError when these options cannot make a sheet."""
        if not 72 <= self.dpi <= 600:
            raise PrintError(_BAD_DPI.say(dpi=self.dpi))


def print_run(card_set: CardSet) -> list[SwordplayCard]:
    """Every physical card: the Heroes, the Monsters, then the combat deck copy by copy."""
    return [*card_set.heroes, *card_set.monsters, *card_set.combat]


def card_origin(index: int, options: PrintOptions, *, mirrored: bool = False) -> tuple[int, int]:
    """The top-left corner (cut line) of the card in grid slot ``index`` (0..8)."""
    row, column = divmod(index, COLUMNS)
    if mirrored:
        column = COLUMNS - 1 - column
    x0, y0 = options.origin_px
    card_w, card_h = options.card_px
    return x0 + column * card_w, y0 + row * card_h


def sheet(
    cards: Sequence[Image.Image], options: PrintOptions, *, mirrored: bool = False
) -> Image.Image:
    """One white RGB page with up to nine card images in the grid, and crop marks."""
    page = Image.new("RGB", options.page_px, (255, 255, 255))
    for index, card in enumerate(cards[: COLUMNS * ROWS]):
        if card.size != options.card_px:
            card = card.resize(options.card_px, Image.Resampling.LANCZOS)
        rgba = card if card.mode == "RGBA" else card.convert("RGBA")
        page.paste(rgba, card_origin(index, options, mirrored=mirrored), rgba)
    if options.crop_marks:
        _crop_marks(page, options)
    return page


def _crop_marks(page: Image.Image, options: PrintOptions) -> None:
    """Short black lines in the margins on every cut line."""
    draw = ImageDraw.Draw(page)
    (page_w, page_h), (card_w, card_h) = options.page_px, options.card_px
    x0, y0 = options.origin_px
    cuts_x = [x0 + column * card_w for column in range(COLUMNS + 1)]
    cuts_y = [y0 + row * card_h for row in range(ROWS + 1)]
    gap, length = options.px(_MARK_GAP_MM), options.px(_MARK_LENGTH_MM)
    width = max(1, options.px(0.2))
    black = (0, 0, 0)
    for x in cuts_x:
        draw.line([(x, max(0, y0 - gap - length)), (x, y0 - gap)], fill=black, width=width)
        bottom = cuts_y[-1] + gap
        draw.line([(x, bottom), (x, min(page_h - 1, bottom + length))], fill=black, width=width)
    for y in cuts_y:
        draw.line([(max(0, x0 - gap - length), y), (x0 - gap, y)], fill=black, width=width)
        right = cuts_x[-1] + gap
        draw.line([(right, y), (min(page_w - 1, right + length), y)], fill=black, width=width)


def sheets(
    cards: Iterable[SwordplayCard],
    options: PrintOptions = PrintOptions(),
    renderer: FaceRenderer | None = None,
    language: str = SOURCE_LANGUAGE,
) -> Iterator[Image.Image]:
    """The pages of a print run, nine cards a page, each design drawn once per page."""
    options.check()
    renderer = renderer or FaceRenderer()
    width, height = options.card_px
    back = renderer.render_back(width, height) if options.backs else None
    batch = iter(cards)
    while chunk := list(islice(batch, COLUMNS * ROWS)):
        drawn: dict[int, Image.Image] = {}
        images = []
        for card in chunk:
            image = drawn.get(id(card))
            if image is None:
                image = drawn[id(card)] = renderer.render(card, width, height, language)
            images.append(image)
        yield sheet(images, options)
        if back is not None:
            yield sheet([back] * len(chunk), options, mirrored=True)


def pages_needed(cards: int, options: PrintOptions) -> int:
    """How many pages a print run of ``cards`` cards takes."""
    fronts = -(-cards // (COLUMNS * ROWS))
    return fronts * (2 if options.backs else 1)


def write_pdf(pages: Iterable[Image.Image], path: Path, dpi: int, title: str) -> int:
    """Write pages to a PDF at ``path`` atomically; returns the page count."""
    path = Path(path)
    try:
        handle, temporary = tempfile.mkstemp(
            prefix=f".{path.name}.", suffix=".tmp", dir=path.parent
        )
    except OSError as error:
        raise PrintError(_CANNOT_WRITE.say(file=str(path), reason=_reason(error))) from None
    os.close(handle)
    count = 0
    try:
        iterator = iter(pages)
        while chunk := list(islice(iterator, _PAGES_PER_WRITE)):
            first, *rest = chunk
            first.save(
                temporary,
                "PDF",
                resolution=float(dpi),
                save_all=True,
                append_images=rest,
                append=count > 0,
                title=title,
            )
            count += len(chunk)
        if count == 0:
            raise PrintError(_NO_CARDS.say())
        os.chmod(temporary, 0o644)  # mkstemp makes it private; an export is an ordinary file
        os.replace(temporary, path)
    except BaseException as error:
        Path(temporary).unlink(missing_ok=True)
        if isinstance(error, OSError):
            raise PrintError(_CANNOT_WRITE.say(file=str(path), reason=_reason(error))) from None
        raise
    return count


def export_pdf(
    card_set: CardSet,
    path: Path,
    options: PrintOptions = PrintOptions(),
    renderer: FaceRenderer | None = None,
    language: str = SOURCE_LANGUAGE,
) -> int:
    """The whole print run as a print-and-play PDF at ``path``; returns the page count."""
    pages = sheets(print_run(card_set), options, renderer, language)
    return write_pdf(pages, path, options.dpi, "Swordplay: Arena")


def export_pngs(
    card_set: CardSet,
    folder: Path,
    options: PrintOptions = PrintOptions(),
    renderer: FaceRenderer | None = None,
    language: str = SOURCE_LANGUAGE,
) -> list[Path]:
    """The whole print run as one PNG per page (``page-01.png`` ...) in ``folder``; each is
    written under a temporary name and renamed, so no half-written page is left."""
    folder = Path(folder)
    written: list[Path] = []
    for number, page in enumerate(
        sheets(print_run(card_set), options, renderer, language), start=1
    ):
        target = folder / f"page-{number:02d}.png"
        temporary = target.with_name(f".{target.name}.tmp")
        try:
            page.save(temporary, "PNG", dpi=(options.dpi, options.dpi))
            os.replace(temporary, target)
        except OSError as error:
            temporary.unlink(missing_ok=True)
            raise PrintError(_CANNOT_WRITE.say(file=str(target), reason=_reason(error))) from None
        written.append(target)
    return written


def _reason(error: OSError) -> str:
    """The system's reason, as the system says it."""
    return str(error.strerror or error)
