"""Ready...Fence!'s faces are drawn from the card data at any size and in Spanish, tell the
colour families apart by shape and word as well as by colour, and keep any text, however long
or markup-like, as plain text inside its room (issue 30, "The cards")."""

from __future__ import annotations

from dataclasses import replace
from itertools import combinations

import pytest
from PIL import Image, ImageChops, ImageFilter

from audatia_qt.games.ready_fence.decks.bundled import default_card_set
from audatia_qt.games.ready_fence.render import words
from audatia_qt.games.ready_fence.render.faces import (
    HUES,
    FaceRenderer,
    card_words,
    distinct_cards,
    speed_label,
)
from audatia_qt.games.ready_fence.rules.cards import Card, Colour, Mark
from audatia_qt.shell.i18n.faces import CatalogFaceWords

CARDS = default_card_set()
DESIGNS = distinct_cards(CARDS)
#: A face's size in the tests (a 63 x 88 mm card at 4 pixels a millimetre).
SIZE = (252, 352)
#: The text box's and the name's rooms on a face of SIZE, in pixels (the faces' millimetres
#: times 4): what is drawn inside may change, nothing outside may.
TEXT_BOX = (50, 178, 242, 323)
NAME_BOX = (50, 88, 242, 132)


@pytest.fixture(scope="module")
def renderer() -> FaceRenderer:
    return FaceRenderer()


def _design(card_id: str) -> Card:
    return next(card for card in DESIGNS if card.id == card_id)


def _busy(image: Image.Image) -> bool:
    """Whether a face holds a drawing (not one flat colour)."""
    low, high = image.convert("L").getextrema()  # type: ignore[misc]
    return bool(high - low > 100)


def _outside(image: Image.Image, box: tuple[int, int, int, int]) -> Image.Image:
    """The face with ``box`` blanked: what lies outside a room."""
    blanked = image.copy()
    blanked.paste((0, 0, 0, 0), box)
    return blanked


def test_one_face_per_design_in_the_decks_order() -> None:
    assert [card.id for card in DESIGNS] == list(dict.fromkeys(card.id for card in CARDS.cards))
    assert len(DESIGNS) == 23  # 18 techniques, some at several speeds
    assert {card.colour for card in DESIGNS} == set(Colour)


@pytest.mark.parametrize("size", [(126, 176), (504, 704)], ids=["small", "large"])
def test_every_card_renders_at_two_sizes(renderer: FaceRenderer, size: tuple[int, int]) -> None:
    for card in DESIGNS:
        image = renderer.render(card, *size)
        assert image.size == size and image.mode == "RGBA", card.id
        assert _busy(image), card.id


def test_a_face_scales_to_any_size_and_refuses_none(renderer: FaceRenderer) -> None:
    card = DESIGNS[0]
    assert renderer.render(card, 37, 52).size == (37, 52)
    assert renderer.render(card, 900, 600).size == (900, 600)  # another shape still draws
    with pytest.raises(ValueError, match="cannot be drawn"):
        renderer.render(card, 0, 10)


def test_the_face_says_speed_stamina_and_levels_from_the_data(renderer: FaceRenderer) -> None:
    thrust = renderer.face_text(_design("straight-thrust-3"))
    assert (thrust.speed, thrust.stamina) == ("3", "0")
    assert thrust.levels == (("T", True), ("B", True), ("A", True))
    flick = renderer.face_text(_design("flick"))
    assert (flick.speed, flick.stamina, flick.levels) == (
        "7",
        "2",
        (("T", False), ("B", False), ("A", True)),
    )
    counter_time = renderer.face_text(_design("counter-time"))
    assert counter_time.levels == (("T", True), ("B", False), ("A", True))
    assert speed_label(_design("angulations")) == "+1"
    assert speed_label(_design("renewed-attack")) == "+2"
    assert speed_label(_design("joker")) == speed_label(_design("feint")) == "\u2013"


def test_a_mark_or_a_stamina_cost_changes_the_face(renderer: FaceRenderer) -> None:
    card = _design("flick")
    plain = renderer.render(card, *SIZE).tobytes()
    assert renderer.render(replace(card, marks=frozenset({Mark.BASIC})), *SIZE).tobytes() != plain
    assert renderer.render(replace(card, stamina=4), *SIZE).tobytes() != plain
    assert renderer.render(replace(card, speed=3), *SIZE).tobytes() != plain


def test_every_colour_family_has_its_own_shapes_and_words(renderer: FaceRenderer) -> None:
    """Colour-blind safe in what the face says: no two families share their shapes and words,
    and a two-colour card names both its colours."""
    card = _design("straight-thrust-4")
    said = {colour: renderer.face_text(replace(card, colour=colour)) for colour in Colour}
    signatures = {(text.colours, text.group) for text in said.values()}
    assert len(signatures) == len(Colour)
    assert [word for _, word in said[Colour.DARK_BLUE_RED].colours] == ["Dark Blue", "Red"]
    shapes = [hues[0].shape for colour, hues in HUES.items() if len(hues) == 1]
    assert len(set(shapes)) == len(shapes) == 5


def _stripe_outline(renderer: FaceRenderer, card: Card) -> Image.Image:
    """The colour stripe's edges in black and white: its shapes and letters, not its hue."""
    image = renderer.render(card, *SIZE).convert("L").crop((8, 8, 45, 344))
    edges = image.filter(ImageFilter.FIND_EDGES)
    return edges.point(lambda value: 255 if value > 60 else 0)


def test_faces_differ_by_colour_family_without_their_colour(renderer: FaceRenderer) -> None:
    """Colour-blind safe in what is drawn: the same card in each family, its stripe reduced to
    the outlines of its shapes and words, is still told apart from every other family."""
    card = _design("straight-thrust-4")
    outlines = {
        colour: _stripe_outline(renderer, replace(card, colour=colour)) for colour in Colour
    }
    for first, second in combinations(Colour, 2):
        difference = ImageChops.difference(outlines[first], outlines[second])
        assert difference.getbbox() is not None, (first, second)


def test_hostile_text_is_plain_and_stays_in_its_box(renderer: FaceRenderer) -> None:
    card = _design("beat-thrust")
    hostile_text = "<b>x</b> " * 400 + "Unbreakable" * 40
    hostile = replace(card, text=hostile_text)
    plain = renderer.render(card, *SIZE)
    drawn = renderer.render(hostile, *SIZE)
    assert drawn.tobytes() != plain.tobytes()  # the text was drawn...
    assert _outside(drawn, TEXT_BOX).tobytes() == _outside(plain, TEXT_BOX).tobytes()  # ...inside
    # The tags are characters drawn, not markup read: with them the face is not the bare word's.
    tagged = renderer.render(replace(card, text="<b>x</b>"), *SIZE)
    bare = renderer.render(replace(card, text="x"), *SIZE)
    assert tagged.crop(TEXT_BOX).tobytes() != bare.crop(TEXT_BOX).tobytes()


def test_a_hostile_name_stays_in_its_room(renderer: FaceRenderer) -> None:
    card = _design("beat-thrust")
    hostile = replace(card, name="<i>Beat</i> " * 60)
    plain = renderer.render(card, *SIZE)
    drawn = renderer.render(hostile, *SIZE)
    assert drawn.tobytes() != plain.tobytes()
    assert _outside(drawn, NAME_BOX).tobytes() == _outside(plain, NAME_BOX).tobytes()


def test_spanish_faces_carry_the_spanish_name_and_words() -> None:
    spanish = FaceRenderer(face_words=CatalogFaceWords())
    english = FaceRenderer(face_words=CatalogFaceWords())
    thrust = _design("straight-thrust-3")
    said = spanish.face_text(thrust, "es")
    assert said.name == "Estocada Recta"
    assert said.text.startswith("Un fondo en línea recta")
    assert said.group == "Ofensiva" and said.colours[0][1] == "Roja"
    assert english.face_text(thrust, "en").group == "Offence"
    for card in DESIGNS:
        name, _ = card_words(card, "es")
        assert spanish.face_text(card, "es").name == name != card.name, card.id
        assert (
            spanish.render(card, *SIZE, "es").tobytes()
            != english.render(card, *SIZE, "en").tobytes()
        ), card.id


def test_a_card_without_a_translation_keeps_its_english() -> None:
    card = replace(_design("flick"), translations=())
    assert card_words(card, "es") == (card.name, card.text)


def test_the_renderers_words_come_from_the_catalog_in_the_faces_language() -> None:
    catalog = CatalogFaceWords()
    assert catalog.say(words.SPEED.say(), "es") == "Velocidad"
    assert catalog.say(words.GROUPS[Colour.LIGHT_BLUE].say(), "es") == "Contraofensiva"
    assert catalog.say(words.SPEED.say(), "en") == "Speed"


def test_the_back_is_one_for_every_card(renderer: FaceRenderer) -> None:
    back = renderer.render_back(189, 264)
    assert back.size == (189, 264) and _busy(back)
    with pytest.raises(ValueError, match="cannot be drawn"):
        renderer.render_back(10, 0)
