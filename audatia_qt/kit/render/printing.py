"""Print-and-play sheets: cards at 63 x 88 mm, 3 x 3 on a page, crop marks, duplex backs.

Everything here is a pure function of images and options except the two writers at the end.
A sheet is an RGB page at ``options.dpi``; the cards sit in a centred 3 x 3 grid, edge to edge
(one cut between two cards) or, with a bleed, each card with its edge colour carried 3 mm past
the cut line. Crop marks stand in the margins on every cut line. With backs, every page of
fronts is followed by a page of backs whose columns are mirrored, so that a printer turning the
sheet over its long edge (duplex) lays each back behind its own front.

``write_pdf`` saves the pages with Pillow's PDF writer, a few pages at a time so a long deck is
never all in memory, into a temporary file that replaces the target only when complete;
``write_png`` writes one image the same way. What a game prints (its print run, its faces and
backs) is the game's own (its ``render/printing.py``); the grid, the marks and the writers are
here. A game words its refusals in its own catalog context with its own :class:`PrintWords`
(on its ``PrintOptions`` subclass), and may narrow the resolutions it accepts.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Callable, Hashable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from itertools import islice
from pathlib import Path
from typing import ClassVar, Final, TypeVar

from PIL import Image, ImageDraw

from audatia_qt.engine.messages import Message, Param, Sentence, translate
from audatia_qt.kit.words import say_named

#: A card's size: poker size, 63 x 88 mm, every game's.
CARD_MM: Final = (63.0, 88.0)
MM_PER_INCH = 25.4
COLUMNS = 3
ROWS = 3
#: The bleed the issue asks for, when bleed is on.
STANDARD_BLEED_MM = 3.0
_MARK_LENGTH_MM = 5.0
_MARK_GAP_MM = 1.0
_MARK_WIDTH_MM = 0.2
_PAGES_PER_WRITE = 4

#: ``progress(done, total)``, told as cards are drawn.
Progress = Callable[[int, int], None]
#: A game's card, as its print run lists it.
CardT = TypeVar("CardT")


@dataclass(frozen=True)
class Paper:
    """A paper size in millimetres, portrait; ``label`` is its name in the reader's language."""

    name: str
    width_mm: float
    height_mm: float
    label: Sentence


A4 = Paper("A4", 210.0, 297.0, translate("Paper", "A4"))
LETTER = Paper("Letter", 215.9, 279.4, translate("Paper", "Letter"))
PAPERS = (A4, LETTER)


class PrintError(ValueError):
    """Print options that cannot work (cards that do not fit, a bad dpi) or a failed write.

    ``message`` says it in the reader's language; ``str()`` is its English (logs, tests)."""

    def __init__(self, message: Message) -> None:
        super().__init__(message.english())
        self.message = message


@dataclass(frozen=True)
class PrintWords:
    """What printing says when it refuses, in a game's catalog context. A sentence may name
    fewer of the values offered (``cannot_write_in`` may say the ``{file}`` rather than the
    ``{folder}``): it is filled with those it names."""

    bad_dpi: Sentence
    """Offers ``{dpi}``."""
    bad_bleed: Sentence
    """Offers ``{bleed}``."""
    no_fit: Sentence
    """Offers ``{bleed}``, ``{paper}``."""
    full_sheet: Sentence
    """Offers ``{most}``, ``{cards}``."""
    no_back: Sentence
    no_cards: Sentence
    cannot_write: Sentence
    """Offers ``{file}``, ``{reason}``."""
    cannot_write_in: Sentence
    """Offers ``{folder}``, ``{file}``, ``{reason}``: no temporary file could be made."""
    cannot_make: Sentence
    """Offers ``{folder}``, ``{reason}``."""

    def say(self, sentence: Sentence, **offered: Param) -> Message:
        """``sentence`` filled with the values it names of those offered."""
        return say_named(sentence, **offered)


PRINTING_WORDS: Final = PrintWords(
    bad_dpi=translate("Printing", "a resolution of {dpi} dpi is outside 36..1200"),
    bad_bleed=translate("Printing", "a bleed of {bleed} mm is outside 0..10 mm"),
    no_fit=translate("Printing", "3 x 3 cards with a {bleed} mm bleed do not fit on {paper}"),
    full_sheet=translate("Printing", "a sheet holds {most} cards, not {cards}"),
    no_back=translate("Printing", "printing backs needs the card back's image"),
    no_cards=translate("Printing", "there are no cards to print"),
    cannot_write=translate("Printing", "cannot write {file}: {reason}"),
    cannot_write_in=translate("Printing", "cannot write in {folder}: {reason}"),
    cannot_make=translate("Printing", "cannot make the folder {folder}: {reason}"),
)


def _reason(error: OSError) -> str:
    """The system's reason, as the system says it."""
    return str(error.strerror or error)


@dataclass(frozen=True)
class PrintOptions:
    """How to lay out a print-and-play PDF."""

    paper: Paper = A4
    bleed_mm: float = 0.0
    dpi: int = 300
    backs: bool = True
    crop_marks: bool = True

    #: The resolutions a sheet may be drawn at.
    MIN_DPI: ClassVar[int] = 36
    MAX_DPI: ClassVar[int] = 1200
    #: How this game's printing words its refusals.
    WORDS: ClassVar[PrintWords] = PRINTING_WORDS

    def px(self, mm: float) -> int:
        """Millimetres as whole device pixels at this resolution."""
        return round(mm * self.dpi / MM_PER_INCH)

    @property
    def card_px(self) -> tuple[int, int]:
        """A card's size in pixels (744 x 1039 at 300 dpi)."""
        return self.px(CARD_MM[0]), self.px(CARD_MM[1])

    @property
    def cell_px(self) -> tuple[int, int]:
        """A card with its bleed on every side."""
        width, height = self.card_px
        bleed = self.px(self.bleed_mm)
        return width + 2 * bleed, height + 2 * bleed

    @property
    def page_px(self) -> tuple[int, int]:
        """The page's size in pixels."""
        return self.px(self.paper.width_mm), self.px(self.paper.height_mm)

    @property
    def bleed_px(self) -> int:
        """The bleed in pixels."""
        return self.px(self.bleed_mm)

    @property
    def gutter_px(self) -> tuple[int, int]:
        """The space between two neighbouring cards, across and down.

        Twice the bleed where the paper allows it; otherwise (3 mm bleed on Letter, whose
        height takes three 94 mm cells only just not) neighbours share a narrower strip, and
        only the sheet's outer edges keep the whole bleed. Negative when the cards do not fit.
        """
        bleed = self.bleed_px
        gutters = []
        for page, card, count in zip(self.page_px, self.card_px, (COLUMNS, ROWS), strict=True):
            room = page - count * card - 2 * bleed
            gutters.append(min(2 * bleed, room // (count - 1)) if room >= 0 else -1)
        return gutters[0], gutters[1]

    @property
    def origin_px(self) -> tuple[int, int]:
        """The top-left corner of the first card (its cut line) in the centred grid."""
        (page_w, page_h), (card_w, card_h) = self.page_px, self.card_px
        gutter_x, gutter_y = self.gutter_px
        return (
            (page_w - COLUMNS * card_w - (COLUMNS - 1) * gutter_x) // 2,
            (page_h - ROWS * card_h - (ROWS - 1) * gutter_y) // 2,
        )

    def check(self) -> None:
        """Raise PrintError when these options cannot make a sheet."""
        words = self.WORDS
        if not self.MIN_DPI <= self.dpi <= self.MAX_DPI:
            raise PrintError(words.say(words.bad_dpi, dpi=self.dpi))
        if not 0 <= self.bleed_mm <= 10:
            raise PrintError(words.say(words.bad_bleed, bleed=f"{self.bleed_mm}"))
        if min(self.gutter_px) < 0:
            paper = self.paper.label.say()
            raise PrintError(words.say(words.no_fit, bleed=f"{self.bleed_mm:g}", paper=paper))


def card_origin(index: int, options: PrintOptions, *, mirrored: bool = False) -> tuple[int, int]:
    """The top-left corner (cut line) of the card in grid slot index on a sheet.

    On a page of backs the columns are mirrored: the sheet turns over its long edge.
    """
    row, column = divmod(index, COLUMNS)
    if mirrored:
        column = COLUMNS - 1 - column
    x0, y0 = options.origin_px
    (card_w, card_h), (gutter_x, gutter_y) = options.card_px, options.gutter_px
    return x0 + column * (card_w + gutter_x), y0 + row * (card_h + gutter_y)


def pages_needed(cards: int, options: PrintOptions) -> int:
    """How many pages a print run of this many cards takes (fronts, and backs if asked)."""
    sheets = -(-cards // (COLUMNS * ROWS))
    return sheets * (2 if options.backs else 1)


def bled(card: Image.Image, options: PrintOptions) -> Image.Image:
    """A rendered card (RGBA) as the opaque RGB cell printed on the sheet.

    Without a bleed, the rounded corners show white paper. With one, the card's edge colour
    fills the bleed and the corners, so a cut a little off the line shows no white.
    """
    if card.size != options.card_px:
        card = card.resize(options.card_px, Image.Resampling.LANCZOS)
    rgba = card if card.mode == "RGBA" else card.convert("RGBA")
    bleed = options.bleed_px
    if bleed == 0:
        fill: tuple[int, int, int] = (255, 255, 255)
    else:
        # The frame's colour half way down the left edge, where every design has its border.
        red, green, blue, _alpha = rgba.getpixel((max(1, options.px(0.5)), rgba.height // 2))  # type: ignore[misc]
        fill = (red, green, blue)
    cell = Image.new("RGB", options.cell_px, fill)
    cell.paste(rgba, (bleed, bleed), rgba)
    return cell


def _crop_marks(page: Image.Image, options: PrintOptions) -> None:
    """Short lines in the margins on every cut line, kept clear of the cards' bleed."""
    draw = ImageDraw.Draw(page)
    page_w, page_h = options.page_px
    card_w, card_h = options.card_px
    bleed = options.bleed_px
    gap = options.px(_MARK_GAP_MM)
    width = max(1, options.px(_MARK_WIDTH_MM))
    corners = [card_origin(index, options) for index in range(COLUMNS * ROWS)]
    cuts_x = sorted({x for x, _ in corners} | {x + card_w for x, _ in corners})
    cuts_y = sorted({y for _, y in corners} | {y + card_h for _, y in corners})
    length = options.px(_MARK_LENGTH_MM)
    top_end, bottom_start = cuts_y[0] - bleed - gap, cuts_y[-1] + bleed + gap
    left_end, right_start = cuts_x[0] - bleed - gap, cuts_x[-1] + bleed + gap
    black = (0, 0, 0)
    for x in cuts_x:
        if top_end > 0:
            draw.line([(x, max(0, top_end - length)), (x, top_end)], fill=black, width=width)
        if bottom_start < page_h:
            end = min(page_h - 1, bottom_start + length)
            draw.line([(x, bottom_start), (x, end)], fill=black, width=width)
    for y in cuts_y:
        if left_end > 0:
            draw.line([(max(0, left_end - length), y), (left_end, y)], fill=black, width=width)
        if right_start < page_w:
            end = min(page_w - 1, right_start + length)
            draw.line([(right_start, y), (end, y)], fill=black, width=width)


def _paste_cell(
    page: Image.Image, cell: Image.Image, index: int, options: PrintOptions, mirrored: bool
) -> None:
    """Paste a bled cell so its card sits on its cut lines, its bleed cut to the gutters."""
    row, column = divmod(index, COLUMNS)
    if mirrored:
        column = COLUMNS - 1 - column
    bleed = options.bleed_px
    gutter_x, gutter_y = options.gutter_px
    left = bleed if column == 0 else gutter_x // 2
    right = bleed if column == COLUMNS - 1 else gutter_x - gutter_x // 2
    top = bleed if row == 0 else gutter_y // 2
    bottom = bleed if row == ROWS - 1 else gutter_y - gutter_y // 2
    card_w, card_h = options.card_px
    box = (bleed - left, bleed - top, bleed + card_w + right, bleed + card_h + bottom)
    x, y = card_origin(index, options, mirrored=mirrored)
    page.paste(cell.crop(box), (x - left, y - top))


def sheet(cells: Sequence[Image.Image], options: PrintOptions, *, mirrored: bool) -> Image.Image:
    """One page: up to nine cells in the grid (columns mirrored for a page of backs)."""
    if len(cells) > COLUMNS * ROWS:
        words = options.WORDS
        raise PrintError(words.say(words.full_sheet, most=COLUMNS * ROWS, cards=len(cells)))
    page = Image.new("RGB", options.page_px, (255, 255, 255))
    for index, cell in enumerate(cells):
        _paste_cell(page, cell, index, options, mirrored)
    if options.crop_marks:
        _crop_marks(page, options)
    return page


def sheets(
    fronts: Iterable[Image.Image], back: Image.Image | None, options: PrintOptions
) -> Iterator[Image.Image]:
    """The pages for rendered card fronts: fronts, then (with options.backs) their backs."""
    options.check()
    if options.backs and back is None:
        raise PrintError(options.WORDS.say(options.WORDS.no_back))
    back_cell = bled(back, options) if back is not None and options.backs else None
    batch = iter(fronts)
    while chunk := list(islice(batch, COLUMNS * ROWS)):
        yield sheet([bled(card, options) for card in chunk], options, mirrored=False)
        if back_cell is not None:
            yield sheet([back_cell] * len(chunk), options, mirrored=True)


def drawn_once_a_page(
    cards: Iterable[CardT],
    draw: Callable[[CardT], Image.Image],
    design: Callable[[CardT], Hashable],
) -> Iterator[Image.Image]:
    """Each card's face for a print run, a design's copies on one page drawn once (``design``
    names a card's design), and nothing kept past its page."""
    batch = iter(cards)
    while chunk := list(islice(batch, COLUMNS * ROWS)):
        drawn: dict[Hashable, Image.Image] = {}
        for card in chunk:
            key = design(card)
            image = drawn.get(key)
            if image is None:
                image = drawn[key] = draw(card)
            yield image


def write_pdf(
    pages: Iterable[Image.Image],
    path: Path,
    dpi: int,
    title: str,
    words: PrintWords = PRINTING_WORDS,
) -> int:
    """Write pages to a PDF at path atomically, ``title`` its document title (what a PDF
    viewer names it); returns the page count.

    Pages are appended a few at a time (Pillow's ``append``), so memory holds only those.
    """
    path = Path(path)
    try:
        handle, temporary = tempfile.mkstemp(
            prefix=f".{path.name}.", suffix=".tmp", dir=path.parent
        )
    except OSError as error:
        raise PrintError(
            words.say(
                words.cannot_write_in,
                folder=str(path.parent),
                file=str(path),
                reason=_reason(error),
            )
        ) from None
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
            raise PrintError(words.say(words.no_cards))
        with open(temporary, "rb+") as stream:
            os.fsync(stream.fileno())
        os.chmod(temporary, 0o644)  # mkstemp makes it private; an export is an ordinary file
        os.replace(temporary, path)
    except BaseException as error:
        Path(temporary).unlink(missing_ok=True)
        if isinstance(error, OSError):
            reason = _reason(error)
            raise PrintError(words.say(words.cannot_write, file=str(path), reason=reason)) from None
        raise
    return count


def make_folder(folder: Path, words: PrintWords = PRINTING_WORDS) -> Path:
    """The folder an export writes into, made if missing."""
    folder = Path(folder)
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        reason = _reason(error)
        raise PrintError(words.say(words.cannot_make, folder=str(folder), reason=reason)) from None
    return folder


def write_png(
    image: Image.Image,
    target: Path,
    words: PrintWords = PRINTING_WORDS,
    dpi: int | None = None,
) -> None:
    """Write ``image`` as a PNG at ``target`` under a temporary name, then rename it, so no
    half-written PNG is left; ``dpi``, when given, is recorded in the file."""
    temporary = target.with_name(f".{target.name}.tmp")
    try:
        if dpi is None:
            image.save(temporary, "PNG")
        else:
            image.save(temporary, "PNG", dpi=(dpi, dpi))
        os.replace(temporary, target)
    except OSError as error:
        temporary.unlink(missing_ok=True)
        reason = _reason(error)
        raise PrintError(words.say(words.cannot_write, file=str(target), reason=reason)) from None


def write_pngs(
    pages: Iterable[Image.Image],
    folder: Path,
    words: PrintWords = PRINTING_WORDS,
    dpi: int | None = None,
) -> list[Path]:
    """One PNG per page (``page-01.png`` ...) in ``folder``, each written whole (``write_png``)."""
    folder = Path(folder)
    written: list[Path] = []
    for number, page in enumerate(pages, start=1):
        target = folder / f"page-{number:02d}.png"
        write_png(page, target, words, dpi)
        written.append(target)
    return written
