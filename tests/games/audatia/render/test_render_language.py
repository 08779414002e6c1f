"""A card face in Spanish (issue 21): its name and text from the deck's translation."""

from __future__ import annotations

import dataclasses
from pathlib import Path

from audatia_qt.games.audatia.render import CardFace, CardRenderer, FaceCache, faces_of_deck
from audatia_qt.games.audatia.render.printing import print_run
from audatia_qt.games.audatia.rules.cards import DeckDef


def _skill_face(decks: list[tuple[Path, DeckDef]], language: str) -> CardFace:
    deck = decks[0][1]
    return next(f for f in faces_of_deck(deck, language=language) if f.kind.value == "skill")


def test_a_spanish_face_shows_the_spanish_name_and_text_and_differs(
    decks: list[tuple[Path, DeckDef]], renderer: CardRenderer, tmp_path: Path
) -> None:
    english, spanish = _skill_face(decks, "en"), _skill_face(decks, "es")
    assert spanish.text.startswith("Con ventaja de") and english.text.startswith("With the")
    assert spanish.name != english.name or spanish.text != english.text
    drawn = renderer.render_face(spanish, 180, 252)
    assert drawn.tobytes() != renderer.render_face(english, 180, 252).tobytes()
    # The same face drawn with the Spanish text put in as its English draws the same pixels:
    # the Spanish face really shows the translation's words.
    definition = dataclasses.replace(
        english.definition, name=spanish.name, text=spanish.text, translations=()
    )
    forced = dataclasses.replace(english, definition=definition)
    assert renderer.render_face(forced, 180, 252).tobytes() == drawn.tobytes()
    cache = FaceCache(tmp_path, renderer)
    assert cache.key(spanish, 180, 252) != cache.key(english, 180, 252)


def test_the_print_run_and_the_end_posta_are_in_the_language(
    decks: list[tuple[Path, DeckDef]],
) -> None:
    run = print_run(decks[0][1], None, "es")
    assert all(face.language == "es" for face in run)
    virtue = next(face for face in run if face.kind.value == "virtue")
    assert virtue.text.startswith("+1 Audatia, el arrojo")
