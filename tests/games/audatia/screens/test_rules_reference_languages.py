"""The rules reference window in Spanish (issue 21): the Spanish chapters and the window's own
words with the app in Spanish, a chapter not translated shown in English, and the reference
read again in the new language when the language changes, opened where the reader was."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from audatia_qt.engine.resources import reference_dir, rulings_path
from audatia_qt.games.audatia.reference import ReferenceError, load_reference
from audatia_qt.games.audatia.screens.rules_reference import RulesReference, open_rules_reference
from audatia_qt.shell.i18n.language import Language
from audatia_qt.shell.i18n.render import render


def shown(qtbot: QtBot, window: RulesReference) -> RulesReference:
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_the_reference_speaks_spanish(spanish: Language, qtbot: QtBot) -> None:
    window = open_rules_reference(language=spanish)
    window.resize(1280, 800)
    shown(qtbot, window)
    assert window.windowTitle() == "Reglas — Audatia"
    assert window.search_field.placeholderText() == "Buscar en las reglas"
    assert window.back_button.text() == "← Atrás"
    # Every section the reference reads (one per chapter heading and ruling), counted in Spanish.
    assert window.search_status.text() == f"{len(window.reference.sections)} secciones"
    assert window._items["cut-2"].text(0) == "Corte 2 · La defensa"
    assert window.open_at("cut-2")
    # Hit-testing the view waits for Qt's lazy layout to reach the top of the view.
    qtbot.waitUntil(lambda: window.heading_at_top() == "Corte 2 · La defensa")
    text = window.browser.toPlainText()
    assert "El Defensor debe Parar el Ataque" in text
    assert "El reglamento de Audatia (edición de abril de 2014)" in text
    assert "<!--" not in text and "The rulebook does not say" not in text
    window.search("Contrarremedio perfecto")
    assert window.search_status.text().startswith("coincidencia 1 de ")
    assert window.search_status.text().endswith(" secciones")


def test_a_chapter_not_translated_is_shown_in_english(
    spanish: Language, qtbot: QtBot, tmp_path: Path
) -> None:
    folder = tmp_path / "reference"
    (folder / "es").mkdir(parents=True)
    for path in reference_dir().glob("[0-9][0-9]-*.md"):
        (folder / path.name).write_text(path.read_text(encoding="utf-8"), encoding="utf-8")
    cut = reference_dir() / "es" / "04-cut.md"
    (folder / "es" / cut.name).write_text(cut.read_text(encoding="utf-8"), encoding="utf-8")
    reference = load_reference(folder, rulings_path(), language="es")
    assert "04-cut.md" not in reference.untranslated and "05-thrust.md" in reference.untranslated
    window = shown(qtbot, RulesReference(reference, language=spanish))
    assert window._items["cut-2"].text(0) == "Corte 2 · La defensa"
    assert window._items["thrust-2"].text(0) == "Thrust 2 · The answer"


def test_the_reference_is_read_again_when_the_language_changes(
    qapp: QApplication, qtbot: QtBot
) -> None:
    language = Language(qapp)
    language.switch("en")
    try:
        window = shown(qtbot, open_rules_reference(language=language))
        assert window.open_at("stretto-side")
        qtbot.waitUntil(lambda: window.heading_at_top() == "The Stretto Side card")
        language.switch("es")
        qtbot.waitUntil(lambda: window.reference.language == "es")
        assert window.windowTitle() == "Reglas — Audatia"
        assert window.current_anchor() == "stretto-side"
        qtbot.waitUntil(lambda: window.heading_at_top() == "La carta de Lado Stretto")
        assert window._items["stretto-side"].text(0) == "La carta de Lado Stretto"
        language.switch("en")
        qtbot.waitUntil(lambda: window.reference.language == "en")
        assert window._items["stretto-side"].text(0) == "The Stretto Side card"
        assert window.search_status.text() == f"{len(window.reference.sections)} sections"
    finally:
        language.uninstall()


def test_a_reference_error_is_said_in_spanish(spanish: Language, tmp_path: Path) -> None:
    folder = tmp_path / "reference"
    folder.mkdir()
    (folder / "01-a.md").write_text("# A\n", encoding="utf-8")
    with pytest.raises(ReferenceError) as raised:
        load_reference(folder, rulings_path())
    said = render(raised.value.message)
    assert said.endswith("01-a.md:1: el encabezado 'A' no tiene {#ancla}")
    assert str(raised.value).endswith("01-a.md:1: the heading 'A' has no {#anchor}")
