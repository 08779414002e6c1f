"""The windows in Spanish (issue 21): menus, dialogs and the table's own words, the Language
setting that switches them at once, and the command line's help."""

from __future__ import annotations

import os
import subprocess
import sys
import xml.etree.ElementTree as ElementTree
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QGroupBox,
    QLabel,
    QMenu,
    QWidget,
)
from pytestqt.qtbot import QtBot

from audatia_qt.engine.catalogue import Catalogue
from audatia_qt.shell.i18n.catalogs import CATALOGS, ts_path
from audatia_qt.shell.i18n.language import Language, system_language
from audatia_qt.shell.main_window import MainWindow
from audatia_qt.shell.preferences import Preferences

REPOSITORY = Path(__file__).resolve().parents[3]
APP = next(catalog for catalog in CATALOGS if catalog.name == "app")


#: The main window's card faces go to a temporary folder, not the user's cache.


def _plain(text: str) -> str:
    return text.replace("&", "").strip()


def _menu_titles(window: MainWindow) -> list[str]:
    """The menus a person sees (another game's are there, hidden)."""
    titles = []
    for action in window.menuBar().actions():
        if not action.isVisible():
            continue
        menu = action.menu()
        assert isinstance(menu, QMenu)
        titles.append(_plain(menu.title()))
    return titles


def _untranslated_sources() -> set[str]:
    """The English sources of the app catalog whose Spanish differs ("Posta", "Normal" and the
    keys' names are the same in both, so they may show)."""
    sources = set()
    root = ElementTree.parse(ts_path(APP, "es")).getroot()
    for message in root.iter("message"):
        source = message.findtext("source", "")
        translation = message.find("translation")
        assert translation is not None
        forms = [form.text or "" for form in translation.iter("numerusform")]
        if _plain(source) not in {_plain(text) for text in forms or [translation.text or ""]}:
            sources.add(_plain(source))
    return sources


def _shown_texts(widget: QWidget) -> list[tuple[str, str]]:
    """(what, text) of every text a person sees on ``widget`` and its children: actions and
    menus (text, status tip, tool tip), labels, buttons, group boxes, combo boxes' items."""
    texts = [("title", widget.windowTitle()), ("tip", widget.toolTip())]
    for action in widget.findChildren(QMenu):
        texts.append(("menu", action.title()))
    for child in [widget, *widget.findChildren(QWidget)]:
        for action in QWidget.actions(child):
            texts += [("action", action.text()), ("status tip", action.statusTip())]
            texts.append(("action tip", action.toolTip()))
        if isinstance(child, QLabel):
            texts.append(("label", child.text()))
        if isinstance(child, QAbstractButton):
            texts += [("button", child.text()), ("button tip", child.toolTip())]
        if isinstance(child, QGroupBox):
            texts.append(("group", child.title()))
        if isinstance(child, QComboBox):
            texts += [("item", child.itemText(row)) for row in range(child.count())]
            texts.append(("combo tip", child.toolTip()))
        texts.append(("accessible name", child.accessibleName()))
    return [(what, _plain(text)) for what, text in texts if _plain(text)]


@pytest.fixture
def english_window(
    catalogue: Catalogue, qapp: QApplication, qtbot: QtBot, tmp_path: Path
) -> Iterator[MainWindow]:
    """A window speaking English through its own Language, with preferences in a temporary
    file, as the app's starter makes it."""
    language = Language(qapp)
    language.switch("en")
    window = MainWindow(
        catalogue=catalogue,
        preferences=Preferences(catalogue, path=tmp_path / "settings.ini"),
        language=language,
    )
    qtbot.addWidget(window)
    try:
        yield window
    finally:
        language.uninstall()


def test_the_menus_and_dialogs_speak_spanish(
    catalogue: Catalogue, qtbot: QtBot, spanish: Language
) -> None:
    window = MainWindow(catalogue=catalogue)
    qtbot.addWidget(window)
    assert _menu_titles(window) == ["Partida", "Barajas", "Aprender", "Ayuda"]
    assert _plain(window.new_game_action.text()) == "Nueva partida…"
    assert _plain(window.settings_action.text()) == "Configuración…"
    assert [_plain(action.text()) for action in window.animation_menu.actions()] == [
        "Normal",
        "Rápida",
        "Muy rápida",
        "Sin animaciones",
    ]
    dialog = window.show_new_game_dialog()
    assert dialog is not None
    assert dialog.windowTitle() == "Nueva partida"
    assert dialog.page.challenger_label.text() == "Retador"
    assert dialog.page.challenger_box.itemText(0) == "Primer jugador"
    assert "Empezar" in [button.text() for button in dialog.buttons.buttons()]
    # A counted line has its Spanish plural form.
    levels = [dialog.page.bot_box.itemText(row) for row in range(dialog.page.bot_box.count())]
    assert any("falla 3 jugadas de cada 10" in level for level in levels), levels
    assert any("falla 1 jugada de cada 10" in level for level in levels), levels
    settings = window.show_settings_dialog()
    assert settings.windowTitle() == "Configuración"
    assert settings.note.text().startswith("Los cambios se aplican al momento")
    assert "Retador" in window.keys_text() or "Intro" in window.keys_text()
    # The table's own words: the status panel's lines.
    assert window.table is not None and window.table.scene is not None
    assert "Retador: " in window.table.scene.status_words


def test_english_is_unchanged(catalogue: Catalogue, qtbot: QtBot) -> None:
    window = MainWindow(catalogue=catalogue)
    qtbot.addWidget(window)
    assert _menu_titles(window) == ["Game", "Decks", "Learn", "Help"]
    dialog = window.show_new_game_dialog()
    assert dialog is not None and dialog.windowTitle() == "New Game"
    levels = [dialog.page.bot_box.itemText(row) for row in range(dialog.page.bot_box.count())]
    assert any("slips 1 move in 10" in level for level in levels), levels


def test_no_text_of_the_window_and_its_dialogs_is_left_in_english(
    catalogue: Catalogue, qtbot: QtBot, spanish: Language
) -> None:
    window = MainWindow(catalogue=catalogue)
    qtbot.addWidget(window)
    dialogs: list[QWidget] = [window.show_settings_dialog()]
    new_game = window.show_new_game_dialog()
    assert new_game is not None
    dialogs.append(new_game)
    english = _untranslated_sources()
    left = [
        (type(widget).__name__, what, text)
        for widget in (window, *dialogs)
        for what, text in _shown_texts(widget)
        if text in english
    ]
    assert not left, left


def test_choosing_a_language_in_the_settings_retranslates_the_open_window_at_once(
    qtbot: QtBot, english_window: MainWindow
) -> None:
    window = english_window
    settings = window.show_settings_dialog()
    box = settings.language_box
    assert box.itemText(box.currentIndex()) == "English"
    assert [box.itemText(row) for row in range(box.count())] == ["English", "Español"]
    box.setCurrentIndex(box.findData("es"))
    qtbot.waitUntil(lambda: _menu_titles(window) == ["Partida", "Barajas", "Aprender", "Ayuda"])
    assert window.language.code == "es"
    assert window.preferences is not None and window.preferences.language == "es"
    qtbot.waitUntil(lambda: settings.windowTitle() == "Configuración")
    assert window.table is not None
    qtbot.waitUntil(
        lambda: (
            window.table is not None
            and window.table.log_caption.text() == ("Registro de la partida")
        )
    )
    box.setCurrentIndex(box.findData("en"))
    qtbot.waitUntil(lambda: _menu_titles(window) == ["Game", "Decks", "Learn", "Help"])
    assert settings.windowTitle() == "Settings"


def test_a_catalog_that_cannot_be_loaded_is_said_and_the_language_stays(
    qtbot: QtBot, english_window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    window = english_window
    settings = window.show_settings_dialog()
    empty = tmp_path / "no-catalogs"
    empty.mkdir()
    monkeypatch.setattr("audatia_qt.shell.i18n.language.catalog_dir", lambda: empty)
    settings.language_box.setCurrentIndex(settings.language_box.findData("es"))
    message = window.statusBar().currentMessage()
    assert message.startswith("The language could not be changed: cannot load")
    assert "\n" not in message
    assert window.language.code == "en"
    assert _menu_titles(window) == ["Game", "Decks", "Learn", "Help"]
    box = settings.language_box
    assert box.itemData(box.currentIndex()) == "en"


def test_why_the_language_could_not_be_changed_is_said_in_the_language_spoken(
    catalogue: Catalogue,
    qtbot: QtBot,
    qapp: QApplication,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    language = Language(qapp)
    language.switch("es")
    window = MainWindow(
        catalogue=catalogue,
        preferences=Preferences(catalogue, path=tmp_path / "settings.ini"),
        language=language,
    )
    qtbot.addWidget(window)
    try:
        empty = tmp_path / "no-catalogs"
        empty.mkdir()
        monkeypatch.setattr("audatia_qt.shell.i18n.language.catalog_dir", lambda: empty)
        assert not window.set_language("en")
        assert window.statusBar().currentMessage() == (
            "No se pudo cambiar el idioma: no se puede cargar el catálogo de traducción "
            f"{empty / 'rules_en.qm'}"
        )
        assert not window.set_language("xx")
        assert window.statusBar().currentMessage() == (
            "No se pudo cambiar el idioma: no existe el idioma 'xx' (los idiomas disponibles "
            "son en, es)"
        )
        assert window.language.code == "es"
    finally:
        language.uninstall()
    assert window.preferences is not None
    assert window.preferences.language == system_language()


def test_the_language_preference_defaults_to_the_system_and_is_kept(
    catalogue: Catalogue, tmp_path: Path
) -> None:
    path = tmp_path / "settings.ini"
    preferences = Preferences(catalogue, path=path)
    assert preferences.language == system_language(QLocale.system())
    preferences.language = "es"
    preferences.sync()
    assert Preferences(catalogue, path=path).language == "es"
    preferences.settings.setValue("app/language", "tlh")  # a language the app does not speak
    assert preferences.language == system_language(QLocale.system())


def _cli(*args: str, lang: str) -> str:
    environment = {
        key: value
        for key, value in os.environ.items()
        if key not in {"LANGUAGE", "LC_ALL", "LC_MESSAGES"}
    }
    environment["LANG"] = lang
    result = subprocess.run(
        [sys.executable, "-m", "audatia_qt", *args],
        cwd=REPOSITORY,
        env=environment,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    return result.stdout + result.stderr


def test_the_command_line_speaks_spanish_by_lang_or_by_its_option() -> None:
    by_lang = _cli("--help", lang="es_ES.UTF-8")
    assert by_lang.startswith("uso: audatia")
    assert "muestra esta ayuda y termina" in by_lang
    assert "comprueba la instalación" in by_lang
    assert "opciones:" in by_lang
    assert _cli("--language", "es", "--help", lang="C") == by_lang
    error = _cli("selfplay", "--games", "0", lang="es_ES.UTF-8")
    assert "debe ser al menos 1, no 0" in error
    english = _cli("--help", lang="C")
    assert english.startswith("usage: audatia")
    assert "show this help message and exit" in english
    assert _cli("--language", "en", "--help", lang="es_ES.UTF-8") == english
