"""No English left for a Spanish-speaking player (issue 21): in Spanish, every window and dialog
a player can reach is opened, every text it shows collected, and none may be an English
source whose Spanish differs, nor hold a word that Spanish never uses.

The windows are built and shown, never run modally (``exec``), so the test stays fast; the
table plays a game to its end on the way (the log, the Why panel, the prompt, a refused drop,
the end-of-game dialog), so the texts said only in play are read too.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ElementTree
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QAbstractItemModel, QAbstractListModel, QModelIndex, Qt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QComboBox,
    QDialog,
    QGraphicsItem,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QGraphicsView,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMenu,
    QMessageBox,
    QPlainTextEdit,
    QTabBar,
    QTabWidget,
    QTextEdit,
    QWidget,
)
from pytestqt.qtbot import QtBot

from audatia_qt.engine.catalogue import Catalogue
from audatia_qt.engine.session.autosave import Autosave
from audatia_qt.engine.session.match import Match, MatchSetup, SeatKind
from audatia_qt.games.audatia.board.controller import TableSettings
from audatia_qt.games.audatia.board.end_dialog import EndOfGameDialog
from audatia_qt.games.audatia.board.index import ZoneId
from audatia_qt.games.audatia.board.layout import ZoneKind
from audatia_qt.games.audatia.board.scene import TableScene
from audatia_qt.games.audatia.board.widget import TableWidget
from audatia_qt.games.audatia.deck_builder.app import open_deck_builder
from audatia_qt.games.audatia.deck_builder.document import CardRef
from audatia_qt.games.audatia.deck_builder.playtest import PlaytestDialog
from audatia_qt.games.audatia.deck_builder.window import DeckBuilderWindow, PrintOptionsDialog
from audatia_qt.games.audatia.decks.words import card_words, deck_cards
from audatia_qt.games.audatia.entry import AUDATIA
from audatia_qt.games.audatia.plugin import about_text
from audatia_qt.games.audatia.rules.cards import DeckDef
from audatia_qt.games.audatia.screens.lessons import CourseOffer
from audatia_qt.games.audatia.screens.resume import ResumePrompt, report_unresumable
from audatia_qt.games.catalogue import GAMES
from audatia_qt.shell.i18n.catalogs import CATALOGS, LANGUAGES, ts_path
from audatia_qt.shell.i18n.language import Language
from audatia_qt.shell.main_window import MainWindow
from audatia_qt.shell.preferences import Preferences

#: Words English uses all the time and Spanish never (whole words, any case). "a" and "no"
#: are Spanish too, so they are not here.
ENGLISH_WORDS = frozenset(
    (
        "the",
        "and",
        "of",
        "you",
        "your",
        "with",
        "this",
        "that",
        "from",
        "is",
        "are",
        "to",
        "card",
        "cards",
        "move",
        "moves",
        "game",
        "games",
        "play",
        "deck",
        "decks",
        "lesson",
        "lessons",
        "it",
        "its",
        "not",
        "cannot",
    )
)
_WORD = re.compile(r"[A-Za-zÀ-ÿ']+")

REPOSITORY = Path(__file__).resolve().parents[3]

#: Proper names that hold an English word, taken out of a text before its words are read,
#: each for its reason.
#: Words English and Spanish spell alike, which an English source may use and a Spanish text
#: too ("The computer could not decide", "quien decide"): never taken for English.
BOTH_LANGUAGES = frozenset({"decide", "complete", "use", "final", "general", "normal", "total"})

NAMES: dict[str, str] = {
    "Games and Tales Oy": "the publisher of Audatia, named in the About box's credits",
    "English": "the language's own name, in the Language setting's list",
}


def _bundled_decks() -> list[DeckDef]:
    from audatia_qt.engine.resources import bundled_deck_paths
    from audatia_qt.games.audatia.decks.load import load_deck

    return [load_deck(path).definition for path in bundled_deck_paths()]


def _provenance_notes() -> set[str]:
    """The bundled decks' notes on where a card's facts come from: the deck's own words, which
    a deck's translations do not carry (docs/i18n.md: a name, a text and a gender)."""
    return {
        card.provenance.reason
        for deck in _bundled_decks()
        for card in deck_cards(deck)
        if card.provenance.reason
    }


def _words(text: str) -> set[str]:
    return {word.lower().strip("'") for word in _WORD.findall(text)}


def _deck_names() -> set[str]:
    """The words of the decks' names, fencers and cards, in every language (Italian ones)."""
    words: set[str] = set()
    for deck in _bundled_decks():
        words |= _words(f"{deck.name} {deck.character}")
        for card in deck_cards(deck):
            words |= _words(" ".join(card_words(card, code).name for code in LANGUAGES))
    return words


def _plain(text: str) -> str:
    """A text as a person reads it: no mnemonic ampersands, no HTML tags or entities."""
    text = re.sub(r"<[^>]+>", " ", text)
    text = text.replace("&nbsp;", " ").replace("&amp;", "&").replace("&lt;", "<")
    text = text.replace("&gt;", ">").replace("&quot;", '"').replace("&#39;", "'")
    return " ".join(text.replace("&&", "\0").replace("&", "").replace("\0", "&").split())


def _catalogs() -> tuple[set[str], frozenset[str]]:
    """What English looks like to the check: every catalog's English sources whose Spanish
    differs ("Posta" is both), and the words English says and Spanish never does (the catalogs'
    sources' words that no Spanish translation, deck name or card name uses, with the common
    ``ENGLISH_WORDS``): "slips", "never", "strike"."""
    sources: set[str] = set()
    english: set[str] = set()
    spanish: set[str] = set()
    for catalog in CATALOGS:
        root = ElementTree.parse(ts_path(catalog, "es")).getroot()
        for message in root.iter("message"):
            source = _plain(message.findtext("source", ""))
            translation = message.find("translation")
            assert translation is not None
            forms = [form.text or "" for form in translation.iter("numerusform")]
            said = {_plain(text) for text in forms or [translation.text or ""]}
            english |= _words(re.sub(r"\{\w+\}|%n", " ", source))
            spanish |= _words(" ".join(said))
            # A source with placeholders is never shown as it is: only whole texts count.
            if source not in said and "{" not in source and "%n" not in source:
                sources.add(source)
    only = {word for word in english - spanish - _deck_names() - BOTH_LANGUAGES if len(word) >= 3}
    return sources, frozenset(only | ENGLISH_WORDS)


def _columns(model: QAbstractItemModel, parent: QModelIndex) -> int:
    # A list model's columnCount is private in PySide: a list has one column.
    return 1 if isinstance(model, QAbstractListModel) else model.columnCount(parent)


def _model_texts(model: QAbstractItemModel, parent: QModelIndex) -> Iterator[str]:
    """Every item's text and tool tip, and their children's."""
    for row in range(model.rowCount(parent)):
        for column in range(_columns(model, parent)):
            index = model.index(row, column, parent)
            for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
                value = model.data(index, role)
                if isinstance(value, str):
                    yield value
            yield from _model_texts(model, index)


def _item_texts(item: QGraphicsItem) -> Iterator[tuple[str, str]]:
    """A table scene's item: its text, tool tip and the words a screen reader says."""
    if isinstance(item, QGraphicsTextItem):
        yield "scene text", item.toPlainText()
    if isinstance(item, QGraphicsSimpleTextItem):
        yield "scene text", item.text()
    yield "scene tip", item.toolTip()
    for name in ("caption", "accessible_name", "accessible_description"):
        value = getattr(item, name, "")
        if isinstance(value, str):
            yield f"scene {name}", value


def _in_other_window(child: QWidget, root: QWidget) -> bool:
    """``child`` belongs to a window of its own under ``root`` (a dialog the root owns)."""
    while child is not root:
        if child.isWindow():
            return True
        parent = child.parentWidget()
        if parent is None:
            return True
        child = parent
    return False


def shown_texts(widget: QWidget) -> Iterator[tuple[str, str]]:
    """(what, text) of every text a person may see or hear on ``widget`` and its children (a
    child window is read on its own)."""
    for child in [widget, *widget.findChildren(QWidget)]:
        if child is not widget and _in_other_window(child, widget):
            continue
        yield "title", child.windowTitle()
        yield "tip", child.toolTip()
        yield "status tip", child.statusTip()
        yield "what's this", child.whatsThis()
        yield "accessible name", child.accessibleName()
        yield "accessible description", child.accessibleDescription()
        for action in QWidget.actions(child):
            yield "action", action.text()
            yield "action tip", action.toolTip()
            yield "action status tip", action.statusTip()
        if isinstance(child, QMenu):
            yield "menu", child.title()
        if isinstance(child, QLabel):
            yield "label", child.text()
        if isinstance(child, QAbstractButton):
            yield "button", child.text()
        if isinstance(child, QGroupBox):
            yield "group", child.title()
        if isinstance(child, QComboBox):
            yield from (("item", child.itemText(row)) for row in range(child.count()))
        if isinstance(child, QTabBar):
            for tab in range(child.count()):
                yield "tab", child.tabText(tab)
                yield "tab tip", child.tabToolTip(tab)
        if isinstance(child, QTabWidget):
            yield from (("tab", child.tabText(tab)) for tab in range(child.count()))
        if isinstance(child, QLineEdit):
            yield "placeholder", child.placeholderText()
        if isinstance(child, (QTextEdit, QPlainTextEdit)):
            yield "placeholder", child.placeholderText()
            # What a person types is theirs (a card's English text in the deck builder).
            if child.isReadOnly():
                yield "text", _prose(child.document())
        if isinstance(child, QMainWindow):
            yield "status bar", child.statusBar().currentMessage()
        if isinstance(child, QMessageBox):
            yield "message", child.text()
            yield "message", child.informativeText()
        if isinstance(child, QAbstractItemView) and child.model() is not None:
            model = child.model()
            for section in range(_columns(model, QModelIndex())):
                yield "header", str(model.headerData(section, Qt.Orientation.Horizontal) or "")
            yield from (("item", text) for text in _model_texts(model, QModelIndex()))
        if isinstance(child, QGraphicsView) and child.scene() is not None:
            scene = child.scene()
            for item in scene.items():
                yield from _item_texts(item)
            if isinstance(scene, TableScene):  # the words its items paint themselves
                yield from ((f"drawn on {name}", box.text) for name, box in scene.text_boxes())


#: A file's name ("autosave.audatia"): a name, not words.
_FILE_NAME = re.compile(r"\S+\.[A-Za-z]{2,}\b")


def _prose(document: QTextDocument) -> str:
    """A document's text without its code spans: a ruling names the engine's own identifiers
    (`deal`, `points`) in code, the same in every language, as a program's words."""
    lines = []
    block = document.begin()
    while block.isValid():
        words = []
        fragments = block.begin()
        while not fragments.atEnd():
            fragment = fragments.fragment()
            if fragment.isValid() and not fragment.charFormat().fontFixedPitch():
                words.append(fragment.text())
            fragments += 1
        lines.append("".join(words))
        block = block.next()
    return "\n".join(lines)


def leaks(
    widgets: list[QWidget], catalogs: tuple[set[str], frozenset[str]]
) -> list[tuple[str, str, str]]:
    """The texts of ``widgets`` left in English: (window, what, text)."""
    sources, english = catalogs
    names = [*NAMES, *_provenance_notes()]
    found = []
    for widget in widgets:
        for what, raw in shown_texts(widget):
            for line in raw.splitlines():
                text = _plain(line)
                if not text:
                    continue
                read = _FILE_NAME.sub(" ", text)
                for name in names:
                    read = read.replace(name, " ")
                if text in sources or _words(read) & english:
                    found.append((type(widget).__name__, what, text))
    return sorted(set(found))


#: The main window's card faces go to a temporary folder, not the user's cache.


def _drop_on_a_wrong_place(table: TableWidget) -> None:
    """A playable card dropped where it does not go: the table says where it goes."""
    controller, scene = table.controller, table.scene
    assert controller is not None and scene is not None
    for card in scene.hand_cards():
        if controller.index.is_playable(card):
            targets = {zone.kind for zone in controller.index.targets(card)}
            wrong = next(kind for kind in (ZoneKind.STACK, ZoneKind.DISCARD) if kind not in targets)
            controller.drop_card(card, ZoneId(controller.viewer, wrong))
            assert table.prompt.refused
            return
    raise AssertionError("no playable card in the hand")


def test_every_window_a_player_reaches_speaks_spanish(
    catalogue: Catalogue,
    qtbot: QtBot,
    spanish: Language,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    catalogs = _catalogs()
    preferences = Preferences(catalogue, path=tmp_path / "settings.ini")
    settings = TableSettings(animation_ms=0, ai_delay_ms=0, threaded_ai=False)
    window = MainWindow(
        catalogue=catalogue,
        preferences=preferences,
        language=spanish,
        settings=settings,
        autosave_dir=tmp_path / "autosave",
        library_dir=tmp_path / "library",
    )
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    shown: list[QWidget] = [window]
    table = window.table
    assert table is not None and table.controller is not None
    if table.pages.currentWidget() is table.pass_screen:
        table.pass_screen.button.click()
    shown += [window.show_settings_dialog(), window.show_keys(), window.game.show_deck_report()]
    new_game = window.show_new_game_dialog()
    assert new_game is not None
    shown.append(new_game)
    about = QMessageBox(QMessageBox.Icon.Information, "", about_text(), parent=window)
    shown.append(about)

    # The table in play, read at each step: a refused drop, a hint, moves and their Why.
    left: list[tuple[str, str, str]] = []
    _drop_on_a_wrong_place(table)
    assert "no va en" in table.prompt.plain, table.prompt.plain
    left += leaks([table], catalogs)
    table.request_hint()
    QApplication.processEvents()
    left += leaks([table], catalogs)
    for _ in range(4):
        table.controller.play_computer_moves(4)
        QApplication.processEvents()
        left += leaks([window], catalogs)

    # The resume question, and the report of a save that cannot be resumed.
    match = table.controller.match
    autosave = Autosave(tmp_path / "resume", Catalogue(GAMES))
    autosave.record(match)
    game = autosave.resumable()
    assert game is not None
    shown.append(ResumePrompt(game, window))
    reports: list[QMessageBox] = []
    report_unresumable(autosave, RuntimeError("broken"), window, run=reports.append)
    shown += reports

    # The replay viewer on the game so far.
    viewer = window.watch_replay()
    assert viewer is not None
    viewer.go_to(3)
    shown.append(viewer)

    # The end of the game and its dialog.
    table.controller.play_computer_moves(5000)
    QApplication.processEvents()
    outcome = table.controller.match.outcome()
    assert outcome is not None
    shown.append(EndOfGameDialog(outcome, table.controller.names, window))
    left += leaks([window], catalogs)

    # Two people at one screen: the pass screen between their turns.
    hot_seat = MatchSetup(
        AUDATIA, table.controller.match.setup.config, (SeatKind.HUMAN, SeatKind.HUMAN)
    )
    window.play_match(Match(hot_seat))
    QApplication.processEvents()
    assert table.pages.currentWidget() is table.pass_screen
    left += leaks([window], catalogs)

    # Learning: the course, a lesson on its table, the offer of the course, the rules.
    course = window.game.open_course()
    assert course is not None
    shown.append(course)
    play = course.open_lesson(course.course.lessons[0].id)
    assert play is not None
    course.show_hint()
    shown.append(CourseOffer(window))
    rules = window.game.open_rules()
    assert rules is not None
    shown.append(rules)

    # The deck builder and its dialogs.
    builder = open_deck_builder(
        parent=window, library_dir=tmp_path / "library", cache_dir=window.game.cache.directory
    )
    assert isinstance(builder, DeckBuilderWindow)
    qtbot.waitUntil(builder.thumbnails_done, timeout=20_000)
    shown.append(builder)
    assert builder.document is not None
    # Each kind of card's form, its translations among its fields.
    for section in ("posta", "strike", "remedy", "counter_remedy", "skill", "virtue"):
        builder.select(CardRef(section, 0))
        left += leaks([builder], catalogs)
    shown.append(
        PlaytestDialog(
            builder.document.deck_name, builder.opponents(), builder.playtest_settings, builder
        )
    )
    shown.append(PrintOptionsDialog(builder))
    gauntlet = builder.open_gauntlet()
    assert gauntlet is not None
    shown.append(gauntlet)
    for dialog in shown:
        if isinstance(dialog, QDialog):
            dialog.show()
    QApplication.processEvents()
    left += leaks(shown, catalogs)
    for widget in shown:
        if isinstance(widget, QDialog):
            widget.hide()
    assert not left, "\n".join(map(str, left))


def test_the_check_finds_the_english_of_a_window_speaking_english(
    catalogue: Catalogue, qtbot: QtBot
) -> None:
    """The check can fail: the same window in English is full of what it looks for."""
    window = MainWindow(
        catalogue=catalogue,
        settings=TableSettings(animation_ms=0, ai_delay_ms=0, threaded_ai=False),
    )
    qtbot.addWidget(window)
    found = {text for _, _, text in leaks([window], _catalogs())}
    assert {"Game", "Game log", "Audatia table"} <= found, sorted(found)
    assert any("your turn" in text for text in found), sorted(found)
