"""Regenerate the golden card images that tests/games/audatia/render/test_golden.py compares
against.

Run it after a deliberate change to the drawing (and bump RENDERER_VERSION):

    .venv/bin/python tests/games/audatia/render/regenerate_golden.py
    .venv/bin/python tests/games/audatia/render/regenerate_golden.py --samples /tmp/cards

``--samples DIR`` also writes, for looking at: one card of each kind at preview size, and a
contact sheet of each bundled deck at table size (120 x 168), fronts and back.
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[4]
if str(ROOT) not in sys.path:  # run as a script from anywhere
    sys.path.insert(0, str(ROOT))

from PIL import Image  # noqa: E402

from audatia_qt.engine.resources import bundled_deck_paths, decks_dir  # noqa: E402
from audatia_qt.games.audatia.decks.load import load_deck  # noqa: E402
from audatia_qt.games.audatia.render import (  # noqa: E402
    PREVIEW_SIZE,
    TABLE_SIZE,
    CardFace,
    CardKind,
    CardRenderer,
    faces_of_deck,
)

GOLDEN_DIR = Path(__file__).resolve().parent / "golden"
GOLDEN_DECK = "boucicault"
#: Big enough for the full layout (text and captions), small enough to keep the files small.
GOLDEN_SIZE = (300, 419)


@dataclass(frozen=True)
class GoldenCase:
    """One golden image: a card of the golden deck (or its back) at a size."""

    name: str
    kind: CardKind | None
    """None for the card back."""
    card: str
    """The card's id (its name for Virtue and Stretto Side cards); unused for the back."""
    size: tuple[int, int] = GOLDEN_SIZE

    @property
    def path(self) -> Path:
        return GOLDEN_DIR / f"{self.name}.png"


GOLDEN_CASES = (
    GoldenCase("posta", CardKind.POSTA, "corona"),
    GoldenCase("strike", CardKind.STRIKE, "mandritto-fendente-b"),
    GoldenCase("strike-table", CardKind.STRIKE, "roverso-sottano-b", TABLE_SIZE),
    GoldenCase("remedy", CardKind.REMEDY, "soprana-tor-di-spada"),
    GoldenCase("counter-remedy", CardKind.COUNTER_REMEDY, "coperta-e-pomo"),
    GoldenCase("skill", CardKind.SKILL, "pre-empt"),
    GoldenCase("virtue", CardKind.VIRTUE, "Fortitudo"),
    GoldenCase("stretto-side", CardKind.STRETTO_SIDE, "Stretto Side"),
    GoldenCase("back", None, ""),
)


def golden_faces() -> list[CardFace]:
    """Every face of the golden deck."""
    path = decks_dir() / f"{GOLDEN_DECK}.toml"
    return faces_of_deck(load_deck(path).definition, path.parent)


def find_face(faces: list[CardFace], kind: CardKind, card: str) -> CardFace:
    """The face of a kind whose id (or, lacking one, name) is card."""
    for face in faces:
        if face.kind is kind and getattr(face.definition, "id", face.name) == card:
            return face
    raise LookupError(f"no {kind.value} {card!r} in the {GOLDEN_DECK} deck")


def render_case(renderer: CardRenderer, case: GoldenCase, faces: list[CardFace]) -> Image.Image:
    """The image a golden case shows, rendered now."""
    width, height = case.size
    if case.kind is None:
        return renderer.render_back(faces[0].deck_name, width, height)
    return renderer.render_face(find_face(faces, case.kind, case.card), width, height)


def write_golden() -> list[Path]:
    """Render every golden case into tests/games/audatia/render/golden/."""
    GOLDEN_DIR.mkdir(parents=True, exist_ok=True)
    renderer = CardRenderer()
    faces = golden_faces()
    written = []
    for case in GOLDEN_CASES:
        render_case(renderer, case, faces).save(case.path, optimize=True)
        written.append(case.path)
    return written


def write_samples(folder: Path) -> list[Path]:
    """One card of each kind at preview size, and a table-size contact sheet per deck."""
    folder.mkdir(parents=True, exist_ok=True)
    renderer = CardRenderer()
    written = []
    faces = golden_faces()
    kinds: dict[CardKind, CardFace] = {}
    for face in faces:
        kinds.setdefault(face.kind, face)
    width, height = PREVIEW_SIZE
    previews = []
    for kind, face in kinds.items():
        image = renderer.render_face(face, width, height)
        path = folder / f"preview-{kind.value}.png"
        image.save(path)
        previews.append(image)
        written.append(path)
    previews.append(renderer.render_back(faces[0].deck_name, width, height))
    written.append(_sheet(previews, 4, folder / "preview-all-kinds.png", gap=12))
    for deck_path in bundled_deck_paths():
        deck = load_deck(deck_path).definition
        table = [renderer.render_face(face, *TABLE_SIZE) for face in faces_of_deck(deck)]
        table.append(renderer.render_back(deck.name, *TABLE_SIZE))
        written.append(_sheet(table, 10, folder / f"table-{deck.id}.png", gap=6))
    return written


def _sheet(images: list[Image.Image], columns: int, path: Path, gap: int) -> Path:
    """Images in a grid on a green baize, as on the table."""
    width = max(image.width for image in images)
    height = max(image.height for image in images)
    rows = (len(images) + columns - 1) // columns
    sheet = Image.new(
        "RGBA", (columns * (width + gap) + gap, rows * (height + gap) + gap), (38, 74, 52, 255)
    )
    for index, image in enumerate(images):
        x = gap + (index % columns) * (width + gap)
        y = gap + (index // columns) * (height + gap)
        sheet.alpha_composite(image, (x, y))
    sheet.save(path)
    return path


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--samples", type=Path, help="also write preview images and sheets here")
    args = parser.parse_args(argv)
    for path in write_golden():
        print(f"wrote {path.relative_to(ROOT)}")
    if args.samples is not None:
        for path in write_samples(args.samples):
            print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
