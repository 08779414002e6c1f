"""Switching language through Qt's translators, and rendering messages in it, with a catalog
made for the test (the real catalogs' content is checked in test_catalogs.py)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtWidgets import QApplication

from audatia_qt.engine.messages import CardName, translate
from audatia_qt.shell.i18n import catalogs
from audatia_qt.shell.i18n.extract import release
from audatia_qt.shell.i18n.language import Language, resolve, system_language
from audatia_qt.shell.i18n.render import render

TS = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context><name>Test</name>
<message><source>{fencer} plays {card}.</source>
<translation>{fencer} juega {card}.</translation></message>
<message><source>the left side</source><translation>el lado izquierdo</translation></message>
<message><source>{side} is open.</source><translation>{side} está abierto.</translation></message>
<message numerus="yes"><source>%n card(s) left</source><translation>
<numerusform>queda %n naipe</numerusform><numerusform>quedan %n naipes</numerusform>
</translation></message>
</context>
</TS>
"""

# The English catalog holds only the plural forms.
TS_EN = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context><name>Test</name>
<message numerus="yes"><source>%n card(s) left</source><translation>
<numerusform>%n card left</numerusform><numerusform>%n cards left</numerusform>
</translation></message>
</context>
</TS>
"""

PLAYS = translate("Test", "{fencer} plays {card}.")
OPEN = translate("Test", "{side} is open.")
LEFT_SIDE = translate("Test", "the left side")
CARDS_LEFT = translate("Test", "%n card(s) left", None, 0)


@pytest.fixture
def test_catalogs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Every catalog of the app, in Spanish, is this test's one small catalog."""
    monkeypatch.setattr(catalogs, "catalog_dir", lambda: tmp_path)
    monkeypatch.setattr("audatia_qt.shell.i18n.language.catalog_dir", lambda: tmp_path)
    for catalog in catalogs.CATALOGS:
        catalogs.ts_path(catalog, "es", tmp_path).write_text(TS, encoding="utf-8")
        release(catalog, "es", tmp_path)
        catalogs.ts_path(catalog, "en", tmp_path).write_text(TS_EN, encoding="utf-8")
        release(catalog, "en", tmp_path)
    return tmp_path


def test_a_message_renders_in_the_language_switched_to(
    qapp: QApplication, test_catalogs: Path
) -> None:
    language = Language(qapp)
    said = OPEN.say(side=LEFT_SIDE.say())
    try:
        language.switch("en")
        assert render(CARDS_LEFT.say(1)) == "1 card left"
        language.switch("es")
        assert render(said) == "el lado izquierdo está abierto."
        assert render(CARDS_LEFT.say(1)) == "queda 1 naipe"
        assert render(CARDS_LEFT.say(3)) == "quedan 3 naipes"
        assert render(PLAYS.say(fencer="Galeazzo", card=CardName("Posta di Donna"))) == (
            "Galeazzo juega Posta di Donna."
        )
        # Qt's own words follow: its standard buttons speak Spanish too.
        assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Cancelar"
        language.switch("en")
        assert render(said) == "the left side is open."
        assert render(CARDS_LEFT.say(2)) == "2 cards left"
    finally:
        language.uninstall()
    assert QLocale().language() == QLocale.Language.English


def test_an_unknown_language_or_a_missing_catalog_leaves_the_language_as_it_was(
    qapp: QApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    language = Language(qapp)
    language.switch("en")
    with pytest.raises(ValueError, match="no such language: 'xx'"):
        language.switch("xx")
    monkeypatch.setattr("audatia_qt.shell.i18n.language.catalog_dir", lambda: tmp_path)
    with pytest.raises(OSError, match=r"cannot load the translation catalog .*_es\.qm"):
        language.switch("es")
    assert language.code == "en"
    assert render(LEFT_SIDE.say()) == "the left side"
    language.uninstall()


def test_the_system_language_is_the_first_one_spoken() -> None:
    assert system_language(QLocale("es_AR")) == "es"
    assert system_language(QLocale("fr_FR")) == "en"
    assert resolve("es", QLocale("en_US")) == "es"
    assert resolve("klingon", QLocale("es_ES")) == "es"
    assert resolve(None, QLocale("de_DE")) == "en"
