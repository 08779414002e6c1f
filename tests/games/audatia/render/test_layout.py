"""Where each symbol lies on a face (``CardRenderer.layout_face``, issue 17): every symbol the
renderer draws is a hotspot, inside the face, over the drawn symbol, found without drawing."""

from __future__ import annotations

import pytest
from PIL import Image, ImageChops

from audatia_qt.games.audatia.narrator.symbols import MEANINGS, SymbolKind
from audatia_qt.games.audatia.render import CardFace, CardKind, CardRenderer, FaceLayout
from audatia_qt.games.audatia.render.layout import Box
from audatia_qt.games.audatia.rules.cards import StrikeDef

#: The preview's width (ui/table/widget.py PREVIEW_WIDTH) and the table's card width.
SIZES = ((320, 447), (120, 168))
#: A pixel differs from the bare card (parchment and frame) when a channel differs by more.
INK = 40
#: The least share of a hotspot's pixels that must be drawn over the bare card.
DRAWN = 0.04


def _bare(renderer: CardRenderer, face: CardFace, width: int, height: int) -> Image.Image:
    """The face's kind without its content: the parchment and frame every face starts from."""
    factor = 3 if width <= 320 else 2
    base = renderer._base(width * factor, height * factor, face.kind, width < 200)
    return base.reduce(factor).convert("RGB")


def _drawn_share(image: Image.Image, bare: Image.Image, box: Box) -> float:
    """The share of the box's pixels that differ from the bare card."""
    left, top, right, bottom = (round(v) for v in box)
    region = (max(0, left), max(0, top), min(image.width, right), min(image.height, bottom))
    difference = ImageChops.difference(image.crop(region), bare.crop(region)).convert("L")
    histogram = difference.histogram()
    # "L" is a weighted mean of the channels: a channel apart by INK moves it by INK / 3.
    return sum(histogram[INK // 3 + 1 :]) / max(1, sum(histogram))


def test_every_kind_is_drawn_on_some_bundled_face_and_means_something(
    renderer: CardRenderer, all_faces: list[CardFace]
) -> None:
    """Every kind of symbol has a meaning, and the bundled decks draw every kind (none is
    dead): the meanings table and the renderer name the same symbols."""
    drawn: set[SymbolKind] = set()
    for face in all_faces:
        for width, height in SIZES:
            drawn |= {mark.kind for mark in renderer.layout_face(face, width, height).marks()}
    assert drawn == set(SymbolKind)
    assert set(MEANINGS) == set(SymbolKind)


@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
def test_hotspots_lie_inside_the_face_over_a_drawn_symbol(
    renderer: CardRenderer, all_faces: list[CardFace], size: tuple[int, int]
) -> None:
    """Each hotspot is inside the face and covers pixels the symbol drew: sampled in the
    rendered face, a good share differs from the bare card it was drawn on."""
    width, height = size
    for face in all_faces:
        layout = renderer.layout_face(face, width, height)
        assert layout.hotspots, face.identity
        image = renderer.render_face(face, width, height).convert("RGB")
        bare = _bare(renderer, face, width, height)
        for hotspot in layout.hotspots:
            left, top, right, bottom = hotspot.box
            where = f"{face.identity} {hotspot.mark.kind.value} at {width}px: {hotspot.box}"
            assert 0 <= left < right <= width and 0 <= top < bottom <= height, where
            assert _drawn_share(image, bare, hotspot.box) > DRAWN, where


def test_the_sampling_tells_a_symbol_from_bare_parchment(
    renderer: CardRenderer, all_faces: list[CardFace]
) -> None:
    """The check above can fail: the strip of parchment between the frame and the picture
    (3.6 to 5.2 mm from the left edge of the 63 mm card) is bare, the half sun is not."""
    strike = next(face for face in all_faces if isinstance(face.definition, StrikeDef))
    width, height = SIZES[0]
    sun = next(
        h
        for h in renderer.layout_face(strike, width, height).hotspots
        if h.mark.kind is SymbolKind.SUN_HALF
    )
    mm = width / 63.0
    margin = (3.6 * mm, 20.0 * mm, 5.2 * mm, 40.0 * mm)
    image = renderer.render_face(strike, width, height).convert("RGB")
    bare = _bare(renderer, strike, width, height)
    assert _drawn_share(image, bare, sun.box) > DRAWN
    assert _drawn_share(image, bare, margin) < DRAWN / 4


def test_the_layout_scales_with_the_face(renderer: CardRenderer, all_faces: list[CardFace]) -> None:
    """The same face drawn twice as large has the same symbols twice as far and as large."""
    for face in all_faces:
        small = renderer.layout_face(face, 320, 447)
        large = renderer.layout_face(face, 640, 894)
        assert small.marks() == large.marks(), face.identity
        for one, two in zip(small.hotspots, large.hotspots, strict=True):
            for a, b in zip(one.box, two.box, strict=True):
                # Text is measured at whole font sizes, so a caption's width rounds differently.
                assert b == pytest.approx(2 * a, abs=0.015 * 640), face.identity


def test_a_layout_draws_nothing(all_faces: list[CardFace]) -> None:
    """The layout is found without drawing: a fresh renderer makes no parchment or frame."""
    renderer = CardRenderer()
    for face in all_faces:
        renderer.layout_face(face, 320, 447)
    assert not renderer._bases and not renderer._textures and not renderer._backdrops


def test_the_symbol_under_a_point_is_the_one_drawn_on_top(
    renderer: CardRenderer, all_faces: list[CardFace]
) -> None:
    """A Virtue coin on an icon's badge is found over the badge it sits on."""
    face = next(
        face
        for face in all_faces
        if isinstance(face.definition, StrikeDef)
        and any(icon.requires is not None for icon in face.definition.icons)
    )
    layout = renderer.layout_face(face, 320, 447)
    coin = next(h for h in layout.hotspots if h.mark.kind is SymbolKind.VIRTUE_REQUIREMENT)
    left, top, right, bottom = coin.box
    centre = ((left + right) / 2, (top + bottom) / 2)
    assert layout.at(*centre) == coin
    assert coin.mark.virtue is not None
    badge = layout.hotspots[layout.hotspots.index(coin) - 1]
    assert badge.box[0] < coin.box[0] and badge.mark.kind in (SymbolKind.ATTACK, SymbolKind.PARRY)
    assert layout.at(-1.0, -1.0) is None


def test_side_and_virtue_faces_have_their_symbols(
    renderer: CardRenderer, all_faces: list[CardFace]
) -> None:
    kinds = {
        face.kind: renderer.layout_face(face, 320, 447).marks()
        for face in all_faces
        if face.kind in (CardKind.STRETTO_SIDE, CardKind.VIRTUE)
    }
    assert [mark.kind for mark in kinds[CardKind.STRETTO_SIDE]] == [
        SymbolKind.STRETTO_SIDE,
        SymbolKind.PROVENANCE,
    ]
    virtue = kinds[CardKind.VIRTUE]
    assert virtue[0].kind is SymbolKind.VIRTUE_CARD and virtue[0].virtue is not None


def test_face_layout_is_plain_data() -> None:
    layout = FaceLayout(10, 14, ())
    assert layout.at(1, 1) is None and layout.marks() == ()
