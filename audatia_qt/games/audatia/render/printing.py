"""Audatia's print-and-play exports: a deck's print run, its PDF and its PNGs.

The sheets themselves (cards at 63 x 88 mm, 3 x 3 on a page, crop marks, bleed, duplex backs)
and the writers are the kit's (``kit.render.printing``), shared with every game; what is
Audatia's here is what a deck prints (every card ``count`` times, its Virtue cards and Stretto
Side once) and its file names. ``export_deck_pdf`` and ``export_deck_pngs`` are the deck
builder's File menu exports.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

from PIL import Image

from audatia_qt.engine.messages import SOURCE_LANGUAGE
from audatia_qt.games.audatia.render.faces import CardFace, faces_of_deck
from audatia_qt.games.audatia.render.renderer import CardRenderer
from audatia_qt.games.audatia.rules.cards import DeckDef
from audatia_qt.kit.render.printing import (
    A4,
    COLUMNS,
    LETTER,
    PAPERS,
    ROWS,
    STANDARD_BLEED_MM,
    Paper,
    PrintError,
    PrintOptions,
    Progress,
    bled,
    card_origin,
    make_folder,
    pages_needed,
    sheet,
    sheets,
    write_pdf,
    write_png,
)

# The kit's sheets and writers, named here too: the deck builder and the tests print through
# Audatia's module.
__all__ = [
    "A4",
    "COLUMNS",
    "LETTER",
    "PAPERS",
    "ROWS",
    "STANDARD_BLEED_MM",
    "Paper",
    "PrintError",
    "PrintOptions",
    "Progress",
    "bled",
    "card_file_name",
    "card_origin",
    "export_deck_pdf",
    "export_deck_pngs",
    "pages_needed",
    "print_run",
    "sheet",
    "sheets",
    "write_pdf",
]


def print_run(
    deck: DeckDef, art_root: Path | None = None, language: str = SOURCE_LANGUAGE
) -> list[CardFace]:
    """Every physical card of a deck in deck order: a card with ``count`` 2 is there twice.

    The Virtue cards and the Stretto Side card are printed once each; every face in
    ``language`` (the deck's translation, English where it has none).
    """
    run: list[CardFace] = []
    for face in faces_of_deck(deck, art_root, language):
        run.extend([face] * int(getattr(face.definition, "count", 1)))
    return run


def export_deck_pdf(
    deck: DeckDef,
    art_root: Path | None,
    path: Path,
    options: PrintOptions | None = None,
    renderer: CardRenderer | None = None,
    progress: Progress | None = None,
    language: str = SOURCE_LANGUAGE,
) -> int:
    """Render a deck's print run and write it as a print-and-play PDF; returns the page count.

    ``progress(done, total)`` is called after each card is drawn; the cards say their names
    and texts in ``language``.
    """
    options = options or PrintOptions()
    options.check()
    renderer = renderer or CardRenderer()
    run = print_run(deck, art_root, language)
    width, height = options.card_px
    drawn: dict[int, Image.Image] = {}

    def fronts() -> Iterator[Image.Image]:
        for done, face in enumerate(run, start=1):
            # Copies of a card are drawn once; a sheet holds at most nine, so this stays small.
            key = id(face)
            image = drawn.get(key)
            if image is None:
                drawn.clear()
                image = renderer.render_face(face, width, height)
                drawn[key] = image
            if progress is not None:
                progress(done, len(run))
            yield image

    back = renderer.render_back(deck.name, width, height) if options.backs else None
    # The PDF is named as its cards are worded: the deck's name in their language.
    found = dict(deck.translations).get(language)
    title = (found.name if found is not None else None) or deck.name
    return write_pdf(sheets(fronts(), back, options), path, options.dpi, title)


def card_file_name(index: int, face: CardFace) -> str:
    """``07-strike-mandritto-fendente-b.png``: deck order, kind, then the card's id or name."""
    card = getattr(face.definition, "id", None) or face.name
    safe = "".join(ch if ch.isalnum() or ch in "-_" else "-" for ch in str(card).lower())
    return f"{index:02d}-{face.kind.value.replace('_', '-')}-{safe.strip('-') or 'card'}.png"


def export_deck_pngs(
    deck: DeckDef,
    art_root: Path | None,
    folder: Path,
    size: tuple[int, int],
    renderer: CardRenderer | None = None,
    progress: Progress | None = None,
    language: str = SOURCE_LANGUAGE,
) -> list[Path]:
    """One PNG per distinct card of a deck, plus ``back.png``, written into folder, the cards
    in ``language``.

    Each file is written to a temporary name and renamed, so no half-written PNG is left.
    """
    renderer = renderer or CardRenderer()
    folder = make_folder(folder)
    faces = faces_of_deck(deck, art_root, language)
    written: list[Path] = []
    total = len(faces) + 1
    for index, face in enumerate(faces, start=1):
        target = folder / card_file_name(index, face)
        write_png(renderer.render_face(face, *size), target)
        written.append(target)
        if progress is not None:
            progress(index, total)
    target = folder / "back.png"
    write_png(renderer.render_back(deck.name, *size), target)
    written.append(target)
    if progress is not None:
        progress(total, total)
    return written
