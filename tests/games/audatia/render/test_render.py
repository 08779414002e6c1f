"""Every card face of both decks renders, at the table's and the preview's size, the same way
every time; the faces list and the content hash behave."""

from __future__ import annotations

import dataclasses
import os
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest
from PIL import Image, ImageChops, ImageStat

from audatia_qt.games.audatia.render import (
    COMPACT_WIDTH,
    PREVIEW_SIZE,
    TABLE_SIZE,
    CardFace,
    CardKind,
    CardRenderer,
    Theme,
    device_size,
    faces_of_deck,
)
from audatia_qt.games.audatia.render.faces import content_hash
from audatia_qt.games.audatia.rules.cards import DeckDef, PostaDef, StrikeDef

SIZES = (TABLE_SIZE, PREVIEW_SIZE)


def test_faces_of_deck_lists_each_distinct_card_then_virtues_and_stretto_side(
    decks: list[tuple[Path, DeckDef]],
) -> None:
    for path, deck in decks:
        faces = faces_of_deck(deck, path.parent)
        kinds = Counter(face.kind for face in faces)
        assert kinds[CardKind.POSTA] == len(deck.poste) == 12
        assert kinds[CardKind.STRIKE] == len(deck.strikes)
        assert kinds[CardKind.REMEDY] == len(deck.remedies)
        assert kinds[CardKind.COUNTER_REMEDY] == len(deck.counter_remedies)
        assert kinds[CardKind.SKILL] == len(deck.skills)
        assert kinds[CardKind.VIRTUE] == 4
        assert kinds[CardKind.STRETTO_SIDE] == 1
        assert faces[-1].kind is CardKind.STRETTO_SIDE
        assert all(face.deck_name == deck.name and face.art_root == path.parent for face in faces)
        for face in faces:
            if isinstance(face.definition, StrikeDef):
                # The End Posta is printed by name, looked up from the strike's posta id.
                assert face.end_posta_name == deck.posta_by_id[face.definition.end_posta].name


def test_a_face_must_match_its_kind(all_faces: list[CardFace]) -> None:
    posta = next(face.definition for face in all_faces if isinstance(face.definition, PostaDef))
    with pytest.raises(TypeError, match="strike face needs a StrikeDef"):
        CardFace(CardKind.STRIKE, posta, "Deck")


@pytest.mark.parametrize("size", SIZES, ids=["table", "preview"])
def test_every_face_of_both_decks_renders(
    renderer: CardRenderer, all_faces: list[CardFace], size: tuple[int, int]
) -> None:
    width, height = size
    for face in all_faces:
        image = renderer.render_face(face, width, height)
        assert image.mode == "RGBA", face.identity
        assert image.size == size, face.identity
        # Rounded corners are transparent, the middle of the card is opaque.
        assert image.getpixel((0, 0))[3] == 0, face.identity
        assert image.getpixel((width // 2, height // 2))[3] == 255, face.identity
        # Something is drawn: the card is far from one flat colour.
        spread = ImageStat.Stat(image.convert("L")).stddev[0]
        assert spread > 12, face.identity


def test_basic_cards_have_their_folded_corner_cut_out(
    renderer: CardRenderer, all_faces: list[CardFace]
) -> None:
    width, height = PREVIEW_SIZE
    probe = (32, height - 12)  # beyond the rounded corner, inside the fold's triangle
    basic = next(face for face in all_faces if face.basic)
    plain = next(face for face in all_faces if face.kind is CardKind.STRIKE and not face.basic)
    assert renderer.render_face(basic, width, height).getpixel(probe)[3] < 128
    assert renderer.render_face(plain, width, height).getpixel(probe)[3] == 255


def test_backs_render_for_each_deck(
    renderer: CardRenderer, decks: list[tuple[Path, DeckDef]]
) -> None:
    backs = [renderer.render_back(deck.name, *PREVIEW_SIZE) for _path, deck in decks]
    for back in backs:
        assert back.size == PREVIEW_SIZE and back.mode == "RGBA"
    # The deck's name is printed on its back.
    assert ImageChops.difference(backs[0], backs[1]).convert("RGB").getbbox() is not None


def test_device_pixel_ratio_scales_the_pixels(
    renderer: CardRenderer, all_faces: list[CardFace]
) -> None:
    face = all_faces[0]
    assert renderer.render_face(face, 120, 168, dpr=2.0).size == (240, 336)
    assert renderer.render_face(face, 120, 168, dpr=1.5).size == (180, 252)
    assert device_size(500, 698, 1.25) == (625, 872)


@pytest.mark.parametrize("size", [(0, 10), (10, -1)])
def test_nonsense_sizes_are_refused(
    renderer: CardRenderer, all_faces: list[CardFace], size: tuple[int, int]
) -> None:
    with pytest.raises(ValueError, match="positive size"):
        renderer.render_face(all_faces[0], *size)
    with pytest.raises(ValueError, match="larger than"):
        renderer.render_face(all_faces[0], 5000, 7000)


def test_rendering_is_deterministic(all_faces: list[CardFace]) -> None:
    """Same inputs, same bytes: across calls and across renderer instances."""
    first, second = CardRenderer(), CardRenderer()
    for face in all_faces[::7]:
        for width, height in SIZES:
            one = first.render_face(face, width, height)
            again = first.render_face(face, width, height)
            other = second.render_face(face, width, height)
            assert one.tobytes() == again.tobytes() == other.tobytes(), face.identity


def test_text_is_dropped_below_the_compact_width(
    renderer: CardRenderer, all_faces: list[CardFace]
) -> None:
    """The table card keeps name and symbols: changing the text does not change it."""
    face = next(face for face in all_faces if face.kind is CardKind.POSTA)
    other = dataclasses.replace(face, definition=dataclasses.replace(face.definition, text="X"))
    small = COMPACT_WIDTH - 80, round((COMPACT_WIDTH - 80) * 88 / 63)
    assert (
        renderer.render_face(face, *small).tobytes()
        == renderer.render_face(other, *small).tobytes()
    )
    assert (
        renderer.render_face(face, *PREVIEW_SIZE).tobytes()
        != renderer.render_face(other, *PREVIEW_SIZE).tobytes()
    )


def test_a_theme_changes_the_colours(all_faces: list[CardFace]) -> None:
    face = all_faces[0]
    plain = CardRenderer().render_face(face, *TABLE_SIZE)
    themed = CardRenderer(Theme(name="dark", parchment=(60, 60, 60))).render_face(face, *TABLE_SIZE)
    assert plain.tobytes() != themed.tobytes()


def test_long_text_is_fitted_not_overflowing(
    renderer: CardRenderer, all_faces: list[CardFace]
) -> None:
    face = next(face for face in all_faces if face.kind is CardKind.SKILL)
    wordy = dataclasses.replace(
        face,
        definition=dataclasses.replace(
            face.definition, name="A Very Long Skill Name " * 4, text="Many words here. " * 80
        ),
    )
    image = renderer.render_face(wordy, *PREVIEW_SIZE)
    assert image.size == PREVIEW_SIZE


def test_content_hash_is_the_same_in_every_process(all_faces: list[CardFace]) -> None:
    """Sets inside card definitions iterate in a per-process order; the hash must not care."""
    face = next(face for face in all_faces if face.kind is CardKind.POSTA)
    script = (
        "from pathlib import Path\n"
        "from audatia_qt.games.audatia.decks.load import load_deck\n"
        "from audatia_qt.games.audatia.render import faces_of_deck\n"
        "from audatia_qt.games.audatia.render.faces import content_hash\n"
        "from audatia_qt.engine.resources import bundled_deck_paths\n"
        "path = bundled_deck_paths()[0]\n"
        "face = faces_of_deck(load_deck(path).definition, path.parent)[0]\n"
        "print(content_hash(face))\n"
    )
    hashes = set()
    for seed in ("1", "2", "3"):
        env = {**os.environ, "PYTHONHASHSEED": seed}
        result = subprocess.run(
            [sys.executable, "-c", script], capture_output=True, text=True, env=env, check=True
        )
        hashes.add(result.stdout.strip())
    assert len(hashes) == 1
    assert face.kind is CardKind.POSTA
    assert content_hash(face) == hashes.pop()


def test_generated_illustrations_differ_per_card(
    renderer: CardRenderer, all_faces: list[CardFace]
) -> None:
    """Each posta shows its own guard: no two poste look alike."""
    poste = [face for face in all_faces if face.kind is CardKind.POSTA][:12]
    crops = {
        renderer.render_face(face, *PREVIEW_SIZE).crop((60, 140, 440, 350)).tobytes()
        for face in poste
    }
    assert len(crops) == 12


def test_rendered_image_is_not_shared_with_the_renderer(
    renderer: CardRenderer, all_faces: list[CardFace]
) -> None:
    face = all_faces[0]
    image = renderer.render_face(face, *TABLE_SIZE)
    image.paste((0, 0, 0, 255), (0, 0, 120, 168))
    again = renderer.render_face(face, *TABLE_SIZE)
    assert isinstance(again, Image.Image)
    assert again.getpixel((60, 84)) != (0, 0, 0, 255)
