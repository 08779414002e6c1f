"""The renderer's own words in a face's language (issue 21): read from the builder catalog by
language, whatever language the app speaks."""

from __future__ import annotations

from audatia_qt.engine.resources import decks_dir
from audatia_qt.games.audatia.decks.load import load_deck
from audatia_qt.games.audatia.render import CardRenderer, faces_of_deck
from audatia_qt.games.audatia.render import words as face_words
from audatia_qt.kit.render.face_words import SourceWords
from audatia_qt.shell.i18n.faces import CatalogFaceWords


def test_the_catalog_says_the_renderer_words_in_the_face_language() -> None:
    words = CatalogFaceWords()
    cut = face_words.STRIKE_CUT.say()
    assert words.say(cut, "es") == "Golpe \u00b7 Corte"
    assert words.say(cut, "en") == "Strike \u00b7 Cut"
    skill_of = face_words.SKILL_OF.say(deck="Boucicault")
    assert words.say(skill_of, "es") == "Habilidad de Boucicault"
    assert words.say(skill_of, "xx") == "Skill of Boucicault"  # no such catalog: the source
    assert words.fingerprint() != SourceWords().fingerprint()


def test_a_spanish_face_draws_its_captions_in_spanish() -> None:
    deck = load_deck(decks_dir() / "boucicault.toml").definition
    face = next(f for f in faces_of_deck(deck, language="es") if f.kind.value == "strike")
    english_words = CardRenderer().render_face(face, 240, 336)
    spanish_words = CardRenderer(words=CatalogFaceWords()).render_face(face, 240, 336)
    assert spanish_words.tobytes() != english_words.tobytes()
    english_face = next(f for f in faces_of_deck(deck) if f.kind.value == "strike")
    catalog = CardRenderer(words=CatalogFaceWords())
    # An English face is drawn by the catalog's renderer as by the source's.
    assert catalog.render_face(english_face, 240, 336).tobytes() == (
        CardRenderer().render_face(english_face, 240, 336).tobytes()
    )
