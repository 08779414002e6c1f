"""The deck builder and the deck library: a bundled deck opens as a copy, Save puts it in the
library, import and export, a playtest against the computer and back; the shipped files are
never written (issue 19)."""

from __future__ import annotations

import hashlib
import random
import zipfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMenu
from pytestqt.qtbot import QtBot

from audatia_qt.engine.catalogue import Catalogue
from audatia_qt.engine.resources import assets_dir, decks_dir
from audatia_qt.games.audatia.board.controller import TableSettings
from audatia_qt.games.audatia.deck_builder.document import CardRef
from audatia_qt.games.audatia.deck_builder.playtest import PlaytestSettings
from audatia_qt.games.audatia.deck_builder.window import DeckBuilderWindow
from audatia_qt.games.audatia.decks.load import load_deck
from audatia_qt.games.audatia.rules import Seat
from audatia_qt.games.audatia.rules.selfplay import random_action
from audatia_qt.shell.i18n.language import Language
from audatia_qt.shell.preferences import Preferences


def _shipped_hashes() -> dict[Path, str]:
    return {
        path: hashlib.sha256(path.read_bytes()).hexdigest()
        for folder in (decks_dir(), assets_dir())
        for path in sorted(folder.rglob("*"))
        if path.is_file()
    }


@pytest.fixture
def library_dir(tmp_path: Path) -> Path:
    return tmp_path / "library"


@pytest.fixture
def builder(
    catalogue: Catalogue, qtbot: QtBot, builder_faces: Path, tmp_path: Path, library_dir: Path
) -> Iterator[DeckBuilderWindow]:
    window = DeckBuilderWindow(
        cache_dir=builder_faces,
        library_dir=library_dir,
        preferences=Preferences(catalogue, path=tmp_path / "settings.ini"),
    )
    window.table_settings = TableSettings(animation_ms=0, ai_delay_ms=0, threaded_ai=False)
    qtbot.addWidget(window, before_close_func=_forget_edits)
    window.show()
    yield window


def _forget_edits(window: DeckBuilderWindow) -> None:
    if window.document is not None:
        window.document._set_dirty(False)
    if window.playtest is not None:
        window.playtest.close()


def _file_actions(window: DeckBuilderWindow) -> list[str]:
    menu = window.menuBar().actions()[0].menu()
    assert isinstance(menu, QMenu)
    return [action.text() for action in menu.actions()]


def _new_from_galeazzo(window: DeckBuilderWindow) -> None:
    action = next(a for a in window.bundled_actions if "Galeazzo" in a.text())
    action.trigger()


def test_the_file_menu_offers_new_decks_from_the_bundled_ones_by_their_own_names(
    builder: DeckBuilderWindow,
) -> None:
    texts = _file_actions(builder)
    assert "New Deck from Galeazzo da Mantoa" in texts
    assert "New Deck from Boucicault" in texts
    assert not any("Da Mantoa" in text for text in texts)
    assert not any("Open Bundled" in text for text in texts)


def test_a_bundled_deck_opens_as_a_copy_and_saves_into_the_library(
    builder: DeckBuilderWindow, library_dir: Path, tmp_path: Path
) -> None:
    before = _shipped_hashes()
    _new_from_galeazzo(builder)
    document = builder.document
    assert document is not None and document.path is None and builder.bundled
    assert document.data["deck"]["id"] == "galeazzo-da-mantoa-copy"
    assert document.deck_name == "Galeazzo da Mantoa (copy)"
    # Three cards changed, as a deck builder would.
    document.set_field(CardRef("deck"), "name", "My Galeazzo")
    document.set_field(CardRef("strike", 0), "name", "Mandritto Nuovo")
    document.set_field(CardRef("posta", 1), "name", "Donna Nuova")
    document.set_field(CardRef("skill", 0), "count", 1)
    assert builder._on_save()
    saved = document.path
    assert saved is not None and saved.is_relative_to(library_dir)
    assert load_deck(saved).file.deck.name == "My Galeazzo"
    assert not document.dirty and not builder.bundled
    # A shipped file opened by path is a copy too, and writing over one is refused.
    builder.open_path(decks_dir() / "boucicault.toml")
    assert builder.document is not None and builder.document.path is None
    assert not builder.save_to(decks_dir() / "boucicault.toml")
    builder.open_path(saved)
    assert builder.export_deck(tmp_path / "mine.zip")
    assert builder.import_deck(tmp_path / "mine.zip") is not None
    assert sorted(p.parent.name for p in library_dir.glob("*/*.toml")) == [
        "galeazzo-da-mantoa-copy",
        "galeazzo-da-mantoa-copy-2",
    ]
    assert _shipped_hashes() == before, "the shipped decks and assets are never written"


def test_a_hostile_import_is_refused_in_one_line(
    builder: DeckBuilderWindow, library_dir: Path, tmp_path: Path
) -> None:
    with zipfile.ZipFile(tmp_path / "evil.zip", "w") as archive:
        archive.writestr("../../escape.toml", "x")
    assert builder.import_deck(tmp_path / "evil.zip") is None
    message = builder.statusBar().currentMessage()
    assert message.startswith("The deck was not imported: evil.zip:") and "\n" not in message
    assert "leads outside" in message
    assert not list(library_dir.glob("*/*"))


def test_the_library_says_its_refusals_and_notes_in_spanish(
    builder: DeckBuilderWindow, library_dir: Path, tmp_path: Path, spanish: Language
) -> None:
    with zipfile.ZipFile(tmp_path / "evil.zip", "w") as archive:
        archive.writestr("../../escape.toml", "x")
    assert builder.import_deck(tmp_path / "evil.zip") is None
    assert builder.statusBar().currentMessage() == (
        "La baraja no se importó: evil.zip: el miembro '../../escape.toml' lleva fuera de la "
        "carpeta de la baraja"
    )
    # A deck imported twice keeps both: the second one's new name is said in Spanish.
    _new_from_galeazzo(builder)
    assert builder._on_save()
    assert builder.export_deck(tmp_path / "mine.zip")
    assert builder.import_deck(tmp_path / "mine.zip") is not None
    message = builder.statusBar().currentMessage()
    assert message.startswith("Galeazzo da Mantoa (copia) (2) importada en tu biblioteca")
    assert "ya hay una baraja con el id 'galeazzo-da-mantoa-copy', así que esta es" in message


def test_the_library_menu_lists_the_players_decks(
    builder: DeckBuilderWindow, library_dir: Path
) -> None:
    _new_from_galeazzo(builder)
    assert builder._on_save()
    builder._fill_library_menu()
    texts = [action.text() for action in builder.library_menu.actions()]
    assert "Galeazzo da Mantoa (copy)" in texts


def test_playtest_against_the_computer_and_back(
    qtbot: QtBot, builder: DeckBuilderWindow, tmp_path: Path
) -> None:
    prefs = builder.preferences
    assert prefs is not None
    builder.playtest_settings = PlaytestSettings("boucicault", "random", Seat.B)
    _new_from_galeazzo(builder)
    assert builder.document is not None
    builder.document.set_field(CardRef("strike", 0), "name", "Mandritto Nuovo")
    playtest = builder.start_playtest()
    assert playtest is not None and playtest.isVisible()
    controller = playtest.controller
    assert controller is not None
    config = controller.match.setup.config
    assert config.decks[Seat.B].id == "galeazzo-da-mantoa-copy"
    assert config.decks[Seat.A].id == "boucicault"
    assert config.decks[Seat.B].strikes[0].name == "Mandritto Nuovo", "the deck as edited"
    # Remembered for the next playtest, also by a new builder.
    assert (prefs.playtest_opponent, prefs.playtest_difficulty, prefs.playtest_seat) == (
        "boucicault",
        "random",
        "B",
    )
    assert PlaytestSettings.remembered(prefs) == builder.playtest_settings
    rng = random.Random(4)
    while controller.match.to_move() is not None:
        qtbot.waitUntil(
            lambda: controller.local_to_act or controller.match.to_move() is None, timeout=10_000
        )
        if controller.match.to_move() is None:
            break
        assert controller.request(random_action(controller.match.legal_actions(), rng))
    qtbot.waitUntil(lambda: playtest.end_dialog is not None, timeout=10_000)
    dialog = playtest.end_dialog
    assert dialog is not None
    assert dialog.new_game_button.text() == "Back to the Deck Builder"
    dialog.new_game_button.click()
    qtbot.waitUntil(lambda: builder.playtest is None, timeout=5_000)
    assert not playtest.isVisible() and builder.isVisible()


def test_a_deck_with_problems_is_not_playtested(builder: DeckBuilderWindow) -> None:
    _new_from_galeazzo(builder)
    assert builder.document is not None
    builder.document.remove_card(CardRef("strike", 0))
    assert builder.start_playtest() is None
    assert "cannot be played yet" in builder.statusBar().currentMessage()


@pytest.mark.parametrize(
    ("language", "missing", "folder", "outside"),
    [
        (
            "en",
            "missing.toml: no such file",
            "folder.toml: is a folder",
            "strike[0].art: an art path must stay inside the deck's folder",
        ),
        (
            "es",
            "missing.toml: no existe el archivo",
            "folder.toml: es una carpeta",
            "strike[0].art: una ruta de ilustración debe quedar dentro de la carpeta de la baraja",
        ),
    ],
)
def test_the_file_layers_refusals_are_said_in_the_players_language(
    builder: DeckBuilderWindow,
    tmp_path: Path,
    request: pytest.FixtureRequest,
    language: str,
    missing: str,
    folder: str,
    outside: str,
) -> None:
    if language == "es":
        request.getfixturevalue("spanish")
    assert builder.import_deck(tmp_path / "missing.toml") is None
    assert builder.statusBar().currentMessage().endswith(f": {missing}")
    (tmp_path / "folder.toml").mkdir()
    assert builder.import_deck(tmp_path / "folder.toml") is None
    assert builder.statusBar().currentMessage().endswith(f": {folder}")
    text = (decks_dir() / "galeazzo-da-mantoa.toml").read_text(encoding="utf-8")
    hostile = tmp_path / "hostile.toml"
    hostile.write_text(text.replace("[[strike]]\n", '[[strike]]\nart = "../x.png"\n', 1))
    assert builder.import_deck(hostile) is None
    assert builder.statusBar().currentMessage().endswith(f": {outside}")


def test_a_library_deck_that_cannot_be_played_says_why_in_spanish(
    builder: DeckBuilderWindow, library_dir: Path, spanish: Language
) -> None:
    _new_from_galeazzo(builder)
    assert builder._on_save()
    saved = builder.document.path if builder.document else None
    assert saved is not None
    twin = library_dir / "twin" / "twin.toml"
    twin.parent.mkdir()
    twin.write_bytes(saved.read_bytes())
    builder._fill_library_menu()
    tips = [action.statusTip() for action in builder.library_menu.actions()]
    assert (
        "deck.id: 'galeazzo-da-mantoa-copy' es el id de otra baraja; dale a esta uno propio en "
        "el editor de barajas"
    ) in tips
