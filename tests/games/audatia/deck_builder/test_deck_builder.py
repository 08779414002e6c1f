"""The deck builder window: open, edit with live preview, validation messages, save, export."""

from __future__ import annotations

import shutil
import tomllib
from collections.abc import Iterator
from pathlib import Path

import pytest
from PIL.PdfParser import PdfParser
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from audatia_qt.engine.resources import decks_dir
from audatia_qt.games.audatia.deck_builder.document import CardRef
from audatia_qt.games.audatia.deck_builder.editor import FIELD_SPECS
from audatia_qt.games.audatia.deck_builder.widgets import (
    BlowsField,
    ChoiceField,
    CountField,
    EffectField,
    GatedField,
    LineField,
    TextField,
)
from audatia_qt.games.audatia.deck_builder.window import DeckBuilderWindow
from audatia_qt.games.audatia.decks.load import DeckError, load_deck
from audatia_qt.games.audatia.decks.models import (
    CounterRemedyModel,
    DeckInfo,
    PostaModel,
    RemedyModel,
    SkillModel,
    StrettoSideModel,
    StrikeModel,
    VirtueCardModel,
)
from audatia_qt.games.audatia.render.printing import PrintOptions
from audatia_qt.games.audatia.rules.effects import EffectType, effect_types
from audatia_qt.shell import plain


@pytest.fixture
def deck_file(tmp_path: Path) -> Path:
    """A copy of Galeazzo's deck to edit and save."""
    target = tmp_path / "galeazzo.toml"
    shutil.copyfile(decks_dir() / "galeazzo-da-mantoa.toml", target)
    return target


@pytest.fixture
def builder(
    qtbot: QtBot, builder_faces: Path, tmp_path: Path, deck_file: Path
) -> Iterator[DeckBuilderWindow]:
    window = DeckBuilderWindow(cache_dir=builder_faces)
    # pytest-qt closes its widgets before fixtures finish: forget the edits first, or the
    # unsaved-changes question would wait for an answer.
    qtbot.addWidget(window, before_close_func=_forget_edits)
    window.open_path(deck_file)
    window.show()
    qtbot.waitUntil(window.thumbnails_done, timeout=30000)
    yield window


def _forget_edits(window: DeckBuilderWindow) -> None:
    if window.document is not None:
        window.document._set_dirty(False)


def _preview_bytes(window: DeckBuilderWindow) -> bytes:
    image = window.preview.view.item.pixmap().toImage()
    return bytes(image.constBits())


def test_every_model_field_has_an_editor_widget() -> None:
    models = {
        "deck": DeckInfo,
        "posta": PostaModel,
        "strike": StrikeModel,
        "remedy": RemedyModel,
        "counter_remedy": CounterRemedyModel,
        "skill": SkillModel,
        "virtue": VirtueCardModel,
        "stretto_side": StrettoSideModel,
    }
    for section, model in models.items():
        assert {spec.key for spec in FIELD_SPECS[section]} == set(model.model_fields), section


def test_opens_with_a_tile_per_card_and_their_faces(builder: DeckBuilderWindow) -> None:
    document = builder.document
    assert document is not None
    assert len(builder.grid.tiles) == sum(1 for _ in document.refs())
    assert all(tile.pixmap is not None for tile in builder.grid.tiles.values())
    assert builder.selected == CardRef("posta", 0)
    assert "Galeazzo" in builder.windowTitle()
    assert not any(builder.status.counter_is_off(key) for key in builder.status.counters)


def test_editing_a_field_changes_the_preview(qtbot: QtBot, builder: DeckBuilderWindow) -> None:
    builder.select(CardRef("strike", 0))
    before = _preview_bytes(builder)
    name = builder.editor.widgets["name"]
    assert isinstance(name, LineField)
    name.line.setFocus()
    qtbot.keyClicks(name.line, " Nuovo")
    assert builder.document is not None
    assert builder.document.card(CardRef("strike", 0))["name"] == "Mandritto Fendente Nuovo"
    qtbot.waitUntil(lambda: _preview_bytes(builder) != before, timeout=5000)
    assert builder.document.dirty and builder.isWindowModified()


def test_checkbox_blows_edit_the_inverted_seven_swords(
    qtbot: QtBot, builder: DeckBuilderWindow
) -> None:
    builder.select(CardRef("strike", 0))
    parried = builder.editor.widgets["parried_by"]
    assert isinstance(parried, BlowsField)
    parried.boxes["punta"].click()
    assert builder.document is not None
    assert builder.document.card(CardRef("strike", 0))["parried_by"][-1] == "punta"


def test_an_invalid_value_shows_its_message_beside_the_field(
    qtbot: QtBot, builder: DeckBuilderWindow
) -> None:
    ref = CardRef("strike", 0)
    builder.select(ref)
    sun = builder.editor.widgets["sun"]
    assert isinstance(sun, ChoiceField)
    sun.combo.setCurrentIndex(sun.combo.findData(None))  # a cut without its half sun
    message = builder.editor.messages["sun"]
    assert message.isVisibleTo(builder.editor)
    assert "half sun" in message.text()
    assert any(
        "half sun" in builder.status.list.item(i).text() for i in range(builder.status.list.count())
    )
    assert builder.grid.tiles[ref].problems
    # A wrong id (the schema's pattern) is reported against the id field.
    card_id = builder.editor.widgets["id"]
    assert isinstance(card_id, LineField)
    card_id.line.setFocus()
    qtbot.keyClicks(card_id.line, " X")
    assert builder.editor.messages["id"].isVisibleTo(builder.editor)


def test_counters_turn_red_when_the_composition_is_off(
    qtbot: QtBot, builder: DeckBuilderWindow
) -> None:
    builder.select(CardRef("strike", 3))
    builder.duplicate_selected()
    assert builder.status.counter_is_off("strike")
    assert "19/18" in builder.status.counters["strike"].text()
    assert builder.selected == CardRef("strike", 4)
    builder.remove_selected()
    assert not builder.status.counter_is_off("strike")
    builder.select(CardRef("strike", 2))  # a card with two copies
    count = builder.editor.widgets["count"]
    assert isinstance(count, CountField) and count.spin.value() == 2
    count.spin.setValue(1)
    assert builder.status.counter_is_off("strike")
    assert "count" not in builder.document.card(CardRef("strike", 2))  # type: ignore[union-attr]


def test_add_card_adds_a_tile_and_selects_it(qtbot: QtBot, builder: DeckBuilderWindow) -> None:
    tiles = len(builder.grid.tiles)
    ref = builder.add_card("skill")
    assert ref is not None and builder.selected == ref
    assert len(builder.grid.tiles) == tiles + 1
    assert builder.status.counter_is_off("skill")
    qtbot.waitUntil(lambda: builder.grid.tiles[ref].pixmap is not None, timeout=10000)


def test_save_and_reload_round_trip(
    qtbot: QtBot, builder: DeckBuilderWindow, deck_file: Path, tmp_path: Path
) -> None:
    original_comments = [
        line for line in deck_file.read_text().splitlines() if line.startswith("#")
    ]
    builder.select(CardRef("posta", 1))
    text = builder.editor.widgets["text"]
    assert isinstance(text, TextField)
    text.edit.setPlainText("A new text for the Lady's guard.")
    defends = builder.editor.widgets["defends"]
    assert isinstance(defends, GatedField)
    defends.combos["mandritto_fendente"].setCurrentIndex(
        defends.combos["mandritto_fendente"].findData("fortitudo")
    )
    target = tmp_path / "saved.toml"
    assert builder.save_to(target)
    assert builder.document is not None and not builder.document.dirty
    saved = load_deck(target)  # still a legal deck
    posta = saved.file.posta[1]
    assert posta.text == "A new text for the Lady's guard."
    assert [(d.blow.value, d.requires and d.requires.value) for d in posta.defends] == [
        ("mandritto_fendente", "fortitudo")
    ]
    lines = target.read_text().splitlines()
    assert [line for line in lines if line.startswith("#")] == original_comments
    # Reopened, the deck reads the same as the window had it.
    reopened = DeckBuilderWindow(cache_dir=tmp_path / "cache")
    qtbot.addWidget(reopened, before_close_func=_forget_edits)
    reopened.open_path(target)
    assert reopened.document is not None
    assert reopened.document.data == tomllib.loads(target.read_text())
    assert reopened.document.data == builder.document.data
    reopened.close()


def test_a_failed_save_keeps_the_original_and_the_edits(
    builder: DeckBuilderWindow, deck_file: Path, tmp_path: Path
) -> None:
    original = deck_file.read_bytes()
    builder.select(CardRef("posta", 0))
    builder.document.set_field(CardRef("posta", 0), "name", "Changed")  # type: ignore[union-attr]
    assert not builder.save_to(tmp_path / "missing-folder" / "deck.toml")
    assert deck_file.read_bytes() == original
    assert builder.document is not None and builder.document.dirty
    assert "not saved" in builder.statusBar().currentMessage()


def test_export_pdf_has_fronts_and_backs(builder: DeckBuilderWindow, tmp_path: Path) -> None:
    target = tmp_path / "deck.pdf"
    pages = builder.export_pdf(target, PrintOptions(dpi=72))
    parser = PdfParser(str(target))
    try:
        assert pages == len(parser.pages) == 14  # 56 cards: 7 sheets of fronts and 7 of backs
    finally:
        parser.close()


def test_close_with_unsaved_changes_asks(
    qtbot: QtBot, builder: DeckBuilderWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    builder.document.set_field(CardRef("posta", 0), "name", "Changed")  # type: ignore[union-attr]
    asked: list[str] = []

    def answer(box: QMessageBox) -> QMessageBox.StandardButton:
        asked.append(box.text())
        return QMessageBox.StandardButton.Cancel

    monkeypatch.setattr(plain, "run_box", answer)
    assert not builder.close()
    assert asked and "Save the changes" in asked[0]
    assert builder.isVisible()


def test_a_file_that_is_not_a_deck_is_a_clear_error(qtbot: QtBot, tmp_path: Path) -> None:
    bad = tmp_path / "bad.toml"
    bad.write_text("this is [not toml")
    window = DeckBuilderWindow(cache_dir=tmp_path / "cache")
    qtbot.addWidget(window, before_close_func=_forget_edits)
    with pytest.raises(DeckError, match="not valid TOML"):
        window.open_path(bad)
    window.close()


def test_new_deck_from_an_existing_one_is_untitled_and_unsaved(
    builder: DeckBuilderWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    builder._on_new_from()
    document = builder.document
    assert document is not None and document.path is None and document.dirty
    assert document.data["deck"]["id"].endswith("-copy")
    assert len(builder.grid.tiles) > 50


def test_the_effect_editor_lists_every_registered_kind_with_its_parameters(
    draw_effect: EffectType, builder: DeckBuilderWindow
) -> None:
    """A kind registered in rules.effects is offered, showing only the parameters it takes."""
    builder.select(CardRef("skill", 0))
    effect = builder.editor.widgets["effect"]
    assert isinstance(effect, EffectField)
    kinds = [effect.kind.itemData(index) for index in range(effect.kind.count())]
    assert kinds == [registered.kind for registered in effect_types()]
    effect.kind.setCurrentIndex(effect.kind.findData(draw_effect.kind))
    effect.amount.setValue(3)
    assert not effect.amount.isHidden()
    assert effect.virtue.isHidden() and effect.blows.isHidden()
    assert effect.kind.toolTip() == draw_effect.summary.source
    assert builder.document is not None
    assert builder.document.card(CardRef("skill", 0))["effect"] == {
        "kind": draw_effect.kind,
        "amount": 3,
    }
