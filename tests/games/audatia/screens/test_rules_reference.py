"""Help > Rules: the rules reference window (issue 17, "A rules reference one click away")."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QImage, QKeySequence, QTextDocument
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox
from pytestqt.qtbot import QtBot

from audatia_qt.engine.catalogue import Catalogue
from audatia_qt.games.audatia import reference as reference_module
from audatia_qt.games.audatia.reference import load_reference
from audatia_qt.games.audatia.render.symbol_sheet import symbol_keys
from audatia_qt.games.audatia.rules.citations import anchor_of_url, linkify
from audatia_qt.games.audatia.screens.rules_reference import RulesReference
from audatia_qt.shell.i18n.language import Language
from audatia_qt.shell.main_window import MainWindow

#: The main window's card faces go to a temporary folder, not the user's cache.


@pytest.fixture
def viewer(qtbot: QtBot) -> RulesReference:
    widget = RulesReference(load_reference())
    qtbot.addWidget(widget)
    widget.resize(1280, 800)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def test_help_rules_and_f1_open_the_reference(catalogue: Catalogue, qtbot: QtBot) -> None:
    window = MainWindow(catalogue=catalogue, start_game=False)
    qtbot.addWidget(window)
    window.show()
    assert window.game.rules_action.shortcut() == QKeySequence(Qt.Key.Key_F1)
    assert window.game.rules_reference is None
    window.game.rules_action.trigger()
    viewer = window.game.rules_reference
    assert viewer is not None
    qtbot.waitExposed(viewer)
    assert viewer.isVisible()
    assert viewer.windowTitle() == "Rules \u2014 Audatia"
    window.game.rules_action.trigger()
    assert window.game.rules_reference is viewer  # one window, kept


def test_open_rules_scrolls_to_the_step(catalogue: Catalogue, qtbot: QtBot) -> None:
    window = MainWindow(catalogue=catalogue, start_game=False)
    qtbot.addWidget(window)
    window.show()
    viewer = window.game.open_rules("cut-2")
    assert viewer is not None
    qtbot.waitExposed(viewer)
    assert viewer.current_anchor() == "cut-2"
    # Hit-testing the view waits for Qt's lazy layout to reach the top of the view.
    qtbot.waitUntil(lambda: viewer.heading_at_top().startswith("Cut 2"))
    current = viewer.contents.currentItem()
    assert current is not None and current.text(0).startswith("Cut 2")
    for anchor, heading in (("r-018", "R-018"), ("r-034", "R-034"), ("how-a-game-goes", "How")):
        window.game.open_rules(anchor)
        assert viewer.current_anchor() == anchor
        qtbot.waitUntil(lambda heading=heading: viewer.heading_at_top().startswith(heading))
        assert viewer.current_anchor() == anchor


def test_every_anchor_the_contents_names_is_in_the_document(viewer: RulesReference) -> None:
    anchors = viewer.contents_anchors()
    assert anchors == [section.anchor for section in viewer.reference.sections]
    for anchor in anchors:
        assert viewer.open_at(anchor), anchor
    # Each anchor is a real anchor of the text, where Qt's own anchor search finds it too.
    found = set()
    block = viewer.browser.document().begin()
    while block.isValid():
        fragments = block.begin()
        while not fragments.atEnd():
            found.update(fragments.fragment().charFormat().anchorNames())
            fragments += 1
        block = block.next()
    assert set(anchors) <= found
    assert "{#" not in viewer.browser.toPlainText()


def test_a_rules_link_in_the_text_opens_its_section_and_back_returns(
    viewer: RulesReference,
) -> None:
    viewer.open_at("thrust-2.3.2")
    assert not viewer.back_button.isEnabled()
    viewer.browser.anchorClicked.emit(QUrl("rules:r-024"))
    assert viewer.current_anchor() == "r-024"
    assert viewer.back_button.isEnabled()
    viewer.back_button.click()
    assert viewer.current_anchor() == "thrust-2.3.2"
    assert not viewer.back_button.isEnabled()


def test_clicking_the_contents_opens_the_section(viewer: RulesReference, qtbot: QtBot) -> None:
    item = viewer._items["perfect-counter"]
    parent = item.parent()
    assert parent is not None
    parent.setExpanded(True)
    viewer.contents.scrollToItem(item)
    rect = viewer.contents.visualItemRect(item)
    qtbot.mouseClick(viewer.contents.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert viewer.current_anchor() == "perfect-counter"


def test_search_filters_the_contents_and_goes_to_the_matches(
    viewer: RulesReference, qtbot: QtBot, qapp: QApplication
) -> None:
    found = viewer.search("perfect counter")
    assert found[0].anchor == "perfect-counter"
    visible = viewer.visible_contents()
    assert "perfect-counter" in visible and "stretto" in visible  # the match and its chapter
    assert "setup-1" not in visible
    assert (viewer.current_match() or "").casefold() == "perfect counter"
    first = viewer.browser.textCursor().position()
    assert viewer.section_at(first) == "perfect-counter"
    viewer.next_match()
    assert viewer.browser.textCursor().position() > first
    viewer.previous_match()
    assert viewer.browser.textCursor().position() == first
    qtbot.keyClick(viewer.search_field, Qt.Key.Key_Return)  # Enter: the next match
    assert viewer.browser.textCursor().position() > first
    assert len(viewer.browser.extraSelections()) > 1
    # The English plural forms come from the English catalog (docs/i18n.md, issue 21).
    english = Language(qapp)
    english.switch("en")
    try:
        viewer.search("Stretto")
        assert viewer.search_status.text().endswith("sections")
    finally:
        english.uninstall()
    assert "stretto" in viewer.visible_contents()
    viewer.search("")
    assert viewer.visible_contents() == viewer.contents_anchors()
    assert viewer.browser.extraSelections() == []
    viewer.search("zzz no such word")
    assert viewer.search_status.text() == "Nothing found"
    assert viewer.visible_contents() == []
    qtbot.keyClick(viewer.search_field, Qt.Key.Key_Escape)  # Escape ends the search first
    assert viewer.search_field.text() == "" and viewer.isVisible()
    qtbot.waitUntil(lambda: viewer.visible_contents() == viewer.contents_anchors())
    qtbot.keyClick(viewer.search_field, Qt.Key.Key_Escape)  # then closes the window
    assert not viewer.isVisible()


def test_typing_searches_once_the_typing_pauses(viewer: RulesReference, qtbot: QtBot) -> None:
    qtbot.keyClicks(viewer.search_field, "stretto")
    assert viewer.visible_contents() == viewer.contents_anchors()  # not yet: still typing
    qtbot.waitUntil(lambda: "setup-1" not in viewer.visible_contents())
    assert "stretto" in viewer.visible_contents()
    assert (viewer.current_match() or "").casefold() == "stretto"
    qtbot.keyClicks(viewer.search_field, " side")
    qtbot.keyClick(viewer.search_field, Qt.Key.Key_Return)  # Enter runs it at once
    assert viewer.section_at(viewer.browser.textCursor().position()) == "card-side"


def test_the_symbols_are_pictures_drawn_by_the_renderer(viewer: RulesReference) -> None:
    document = viewer.browser.document()
    for key in symbol_keys():
        image = document.resource(QTextDocument.ResourceType.ImageResource, QUrl(f"symbol:{key}"))
        assert isinstance(image, QImage) and not image.isNull(), key
    viewer.open_at("symbols")
    assert viewer.current_anchor() == "symbols"


def test_a_broken_reference_is_reported_not_raised(
    catalogue: Catalogue, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr(reference_module, "reference_dir", lambda: tmp_path)
    window = MainWindow(catalogue=catalogue, start_game=False)
    qtbot.addWidget(window)
    assert window.game.open_rules("cut-2") is None
    boxes = [box for box in window.findChildren(QMessageBox) if box.isVisible()]
    assert len(boxes) == 1
    assert "no chapter of the rules reference" in boxes[0].text()
    assert str(tmp_path) in boxes[0].text()
    boxes[0].close()


def test_a_linkified_label_hands_its_anchor_to_open_rules(
    catalogue: Catalogue, qtbot: QtBot
) -> None:
    """The recipe for the table's prompt: rich text from ``linkify``, linkActivated to
    ``open_rules``."""
    window = MainWindow(catalogue=catalogue, start_game=False)
    qtbot.addWidget(window)
    label = QLabel()
    qtbot.addWidget(label)
    label.setTextFormat(Qt.TextFormat.RichText)
    label.setText(linkify("Choose a Posta (Out of Measure 3)"))
    label.linkActivated.connect(lambda url: window.game.open_rules(anchor_of_url(url) or ""))
    assert 'href="rules:out-of-measure-3"' in label.text()
    label.linkActivated.emit("rules:out-of-measure-3")
    viewer = window.game.rules_reference
    assert viewer is not None
    qtbot.waitExposed(viewer)
    assert viewer.current_anchor() == "out-of-measure-3"
