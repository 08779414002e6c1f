"""The deck builder in Spanish (issue 21): its own words, the cards in either language, the
translations edited, the missing-translation warnings listed."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLineEdit, QPlainTextEdit
from pytestqt.qtbot import QtBot

from audatia_qt.engine.resources import decks_dir
from audatia_qt.games.audatia.deck_builder.document import CardRef
from audatia_qt.games.audatia.deck_builder.gauntlet import GauntletDialog
from audatia_qt.games.audatia.deck_builder.widgets import (
    ChoiceField,
    EffectField,
    TextField,
    TranslationsField,
)
from audatia_qt.games.audatia.deck_builder.window import DeckBuilderWindow
from audatia_qt.games.audatia.decks.checks import card_fingerprint
from audatia_qt.games.audatia.decks.load import load_deck
from audatia_qt.games.audatia.policy.factory import BOT_NAMES
from audatia_qt.games.audatia.rules.cards import DeckDef
from audatia_qt.games.audatia.screens.new_game import bot_title
from audatia_qt.shell.i18n.language import Language


@pytest.fixture
def builder(qtbot: QtBot, builder_faces: Path, tmp_path: Path) -> Iterator[DeckBuilderWindow]:
    target = tmp_path / "boucicault.toml"
    shutil.copyfile(decks_dir() / "boucicault.toml", target)
    window = DeckBuilderWindow(cache_dir=builder_faces)
    qtbot.addWidget(window, before_close_func=lambda w: w.document and w.document._set_dirty(False))
    window.open_path(target)
    window.show()
    qtbot.waitUntil(window.thumbnails_done, timeout=30000)
    yield window


def _preview(window: DeckBuilderWindow) -> bytes:
    return bytes(window.preview.view.item.pixmap().toImage().constBits())


def test_the_builder_speaks_spanish_and_draws_the_cards_in_it(
    builder: DeckBuilderWindow, spanish: Language, qtbot: QtBot
) -> None:
    qtbot.waitUntil(lambda: builder.card_language == "es", timeout=5000)
    assert builder.card_language_menu.title() == "&Idioma de las cartas"
    assert builder.status.verdict.text() == "\u2713 Una baraja legal"
    assert builder.status.counters["strike"].text().startswith("Golpe")
    menus = [action.text() for action in builder.menuBar().actions()]
    assert menus == ["&Archivo", "&Carta", "&Jugar", "&Ver"]
    assert builder.save_action.text() == "&Guardar"
    assert builder.windowTitle().endswith("\u2014 Editor de barajas")
    assert builder.grid.headers["strike"].text().startswith("Golpes  \u00b7  16 cartas")
    builder.select(CardRef("skill", 0))
    assert builder.editor.title.text() == "Habilidad"
    assert builder.grid.tiles[CardRef("skill", 0)].caption == "Provocación"
    assert builder.preview.buttons[1].text() == "Ajustar"
    spanish_preview = _preview(builder)
    builder.set_card_language("en")  # View > Card Language: English cards, Spanish builder
    assert _preview(builder) != spanish_preview
    assert builder.grid.tiles[CardRef("skill", 0)].caption == "Taunt"
    face = builder.document.face(CardRef("skill", 0), "es")
    assert face is not None and face.name == "Provocación"


def test_english_is_unchanged(builder: DeckBuilderWindow) -> None:
    assert builder.card_language == "en"
    assert builder.card_language_menu.title() == "Card &Language"
    assert builder.status.verdict.text() == "\u2713 A legal deck"
    assert builder.save_action.text() == "&Save"
    assert builder.editor.title.text() == "Deck details" or builder.editor.title.text() == "Posta"


def test_editing_a_spanish_name_and_the_warnings(builder: DeckBuilderWindow) -> None:
    builder.select(CardRef("skill", 0))
    field = builder.editor.widgets["translations"]
    assert isinstance(field, TranslationsField)
    name = field.editors["es"]["name"]
    name.setText("Burla")  # type: ignore[attr-defined]
    name.textEdited.emit("Burla")  # type: ignore[attr-defined]
    document = builder.document
    assert document is not None
    assert document.card(CardRef("skill", 0))["translations"]["es"]["name"] == "Burla"
    text = field.editors["es"]["text"]
    text.setPlainText("")  # type: ignore[attr-defined]
    builder.status.refresh(document)
    items = [builder.status.list.item(i).text() for i in range(builder.status.list.count())]
    assert any("Warning: Taunt: its translation into Español (es) has no text" in i for i in items)
    builder.set_card_language("es")
    face = document.face(CardRef("skill", 0), "es")
    assert face is not None and face.name == "Burla" and face.text.startswith("With the")


def _items(window: DeckBuilderWindow) -> list[str]:
    return [window.status.list.item(i).text() for i in range(window.status.list.count())]


def test_an_english_edit_makes_the_translation_stale_and_a_translation_edit_stamps_it(
    builder: DeckBuilderWindow,
) -> None:
    document = builder.document
    assert document is not None
    ref = CardRef("skill", 0)
    builder.select(ref)
    assert not any(item.startswith("Warning") for item in _items(builder))
    stamp = document.card(ref)["translations"]["es"]["translates"]
    english = builder.editor.widgets["text"]
    assert isinstance(english, TextField)
    english.edit.setPlainText(english.edit.toPlainText() + " Once a game.")
    # The problem list says it at once; the translation keeps its stamp and is still shown.
    # Said to the deck's author: what is stale and what to do here; the file's field only in
    # the tool tip (issue 27).
    stale = (
        "Warning: Taunt: the English text changed after the Español translation was written. "
        "Compare them in the card's Translations and edit the Español text: once edited, it "
        "counts as up to date."
    )
    assert stale in _items(builder), _items(builder)
    listed = builder.status.list
    item = next(
        listed.item(row) for row in range(listed.count()) if listed.item(row).text() == stale
    )
    assert item.toolTip().startswith("in the deck file") and "translates = " in item.toolTip()
    assert document.card(ref)["translations"]["es"]["translates"] == stamp
    face = document.face(ref, "es")
    assert face is not None and face.name == "Provocación"
    # Bringing the Spanish up to date stamps it with the English now: the warning goes.
    field = builder.editor.widgets["translations"]
    assert isinstance(field, TranslationsField)
    spanish = field.editors["es"]["text"]
    assert isinstance(spanish, QPlainTextEdit)
    spanish.setPlainText(spanish.toPlainText() + " Una vez por partida.")
    now = card_fingerprint("Taunt", document.card(ref)["text"])
    assert document.card(ref)["translations"]["es"]["translates"] == now != stamp
    assert not any(item.startswith("Warning") for item in _items(builder)), _items(builder)
    # The file written keeps it, and only the lines edited change.
    path = document.path
    assert path is not None
    before = path.read_text(encoding="utf-8")
    assert builder.save_to(path)
    written = path.read_text(encoding="utf-8")
    assert f'translates = "{now}" }}' in written
    changed = [a for a, b in zip(before.splitlines(), written.splitlines(), strict=True) if a != b]
    assert len(changed) == 2
    assert load_deck(path).warnings == ()


def test_editing_one_word_of_a_translation_keeps_the_cursor(
    builder: DeckBuilderWindow, qtbot: QtBot
) -> None:
    ref = CardRef("skill", 0)
    builder.select(ref)
    document = builder.document
    assert document is not None
    document.set_field(ref, "text", "Changed.")  # the translation is stale: typing stamps it
    field = builder.editor.widgets["translations"]
    assert isinstance(field, TranslationsField)
    name = field.editors["es"]["name"]
    assert isinstance(name, QLineEdit)
    name.setFocus()
    name.setCursorPosition(3)
    qtbot.keyClicks(name, " x ")  # each key a stamp changes and the form refreshes
    assert name.text() == "Pro x vocación" and name.cursorPosition() == 6
    assert document.card(ref)["translations"]["es"]["name"] == "Pro x vocación"


def test_a_deck_with_a_problem_reads_in_spanish(
    builder: DeckBuilderWindow, spanish: Language, qtbot: QtBot
) -> None:
    """The checker's words (issue 21): beside the field, in the problem list, on the tile's
    card, in the verdict and in the status line of a refused playtest."""
    ref = CardRef("strike", 0)
    builder.select(ref)
    sun = builder.editor.widgets["sun"]
    assert isinstance(sun, ChoiceField)
    sun.combo.setCurrentIndex(sun.combo.findData(None))  # a cut without its half sun
    said = "todo Corte lleva medio Sol: top_left o top_right"
    assert builder.editor.messages["sun"].text() == said
    items = [builder.status.list.item(i).text() for i in range(builder.status.list.count())]
    assert any(item.endswith(f": {said}  (strike[0].sun)") for item in items), items
    assert builder.status.verdict.text() == "1 problema"
    assert builder.grid.tiles[ref].problems == [said]
    assert builder.start_playtest() is None
    status = builder.statusBar().currentMessage()
    assert (
        status
        == f"Esta baraja aún no se puede jugar: Corrige antes su problema: strike[0].sun: {said}"
    )


def test_a_file_not_a_deck_is_refused_in_spanish(
    builder: DeckBuilderWindow, spanish: Language, tmp_path: Path
) -> None:
    bad = tmp_path / "mala.toml"
    bad.write_text("[deck]\nid = 3\n", encoding="utf-8")
    builder._open_checked(bad, ask=False)
    assert builder.statusBar().currentMessage() == (
        f"Esto no es un archivo de baraja: {bad}: stretto_side: "
        "el archivo de baraja no tiene esta tabla"
    )
    bad.write_text("this is [not toml", encoding="utf-8")
    builder._open_checked(bad, ask=False)
    status = builder.statusBar().currentMessage()
    assert status.startswith(f"Esto no es un archivo de baraja: {bad}: no es TOML válido: ")


def test_the_effect_list_reads_in_spanish(builder: DeckBuilderWindow, spanish: Language) -> None:
    builder.select(CardRef("skill", 0))
    effect = builder.editor.widgets["effect"]
    assert isinstance(effect, EffectField)
    names = [effect.kind.itemText(i) for i in range(effect.kind.count())]
    assert "Esquivar el Ataque" in names and "Finta" in names
    index = effect.kind.findData("feint")
    tip = effect.kind.itemData(index, Qt.ItemDataRole.ToolTipRole)
    assert tip == (
        "Después de que el oponente pare tu Ataque, golpea de nuevo con otro Ataque Factible."
    )


def test_the_gauntlet_names_the_computer_in_spanish(
    qtbot: QtBot, spanish: Language, boucicault: DeckDef, galeazzo: DeckDef
) -> None:
    dialog = GauntletDialog(boucicault, (galeazzo,), bot="random", games=4)
    qtbot.addWidget(dialog)
    levels = [dialog.level.itemText(i) for i in range(dialog.level.count())]
    assert levels == [
        bot_title(name) + (" (predeterminado)" if name == "ismcts:normal" else "")
        for name in BOT_NAMES
    ]
    assert levels == [
        "Novicio",
        "Escolar",
        "Escolar libre",
        "Preboste (predeterminado)",
        "Maestro",
        "Gran Maestro",
    ]
    dialog.runner.shutdown()


def test_a_stale_translation_is_listed_in_spanish(
    builder: DeckBuilderWindow, spanish: Language
) -> None:
    document = builder.document
    assert document is not None
    ref = CardRef("skill", 0)
    document.set_field(ref, "name", "Jeer")
    now = card_fingerprint("Jeer", document.card(ref)["text"])
    said = (
        "Aviso: Jeer: el texto inglés cambió después de escribirse la traducción al Español. "
        "Compáralos en las Traducciones de la carta y edita el texto en Español: una vez "
        "editado, cuenta como al día."
    )
    assert said in _items(builder), _items(builder)
    listed = builder.status.list
    (item,) = [listed.item(row) for row in range(listed.count()) if listed.item(row).text() == said]
    assert item.toolTip() == (
        f'en el archivo de la baraja, cuando coincida con el inglés: translates = "{now}"'
    )


def test_a_copy_and_a_deck_without_a_name_are_named_in_spanish(
    builder: DeckBuilderWindow, spanish: Language
) -> None:
    """A new deck from a bundled one is "… (copia)", and one whose name is cleared is
    "Baraja sin título" (on its card back too): they were English whatever the language."""
    document = builder.document
    assert document is not None
    name = document.deck_name
    spanish_deck = dict(document.card(CardRef("deck"))["translations"]["es"])
    document.set_field(
        CardRef("deck"), "translations", {"es": {**spanish_deck, "name": "Baraja de prueba"}}
    )
    assert not [w for w in document.warnings() if "translat" in str(w)]
    copy_of = document.new_from()
    assert copy_of.deck_name == f"{name} (copia)"
    # The deck's Spanish name follows, and its translation is still up to date.
    translated = copy_of.data["deck"]["translations"]["es"]
    assert translated["name"] == "Baraja de prueba (copia)"
    assert not [w for w in copy_of.warnings() if "translat" in str(w)]
    document.set_field(CardRef("deck"), "name", "")
    assert document.deck_name == "Baraja sin título"
    copy_of.deleteLater()
