"""A game's rules reference window: the contents, the section shown, search.

Every game's reference is a kit ``Reference`` (sections with anchors, read from the game's
chapter files and its rulings); ``ReferenceBook`` says which game's, and ``open_reference``
builds the window in the app's language, opened at a section (an anchor such as the game's
``anchor_for_citation`` gives for a rule's citation). The chapter's text comes from files, so
it is shown as Markdown with raw HTML turned off (``MarkdownNoHTML``): a tag in a file is shown
as the text it is, never obeyed. The links the window follows are only its own (``<scheme>:
<anchor>``, put in for the rulings' numbers); any other link in a file is inert.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QEvent, Qt, QUrl
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSplitter,
    QTextBrowser,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from audatia_qt.engine.messages import Sentence
from audatia_qt.kit.reference import Reference, Section
from audatia_qt.shell.i18n.language import current_language
from audatia_qt.shell.i18n.render import render

DEFAULT_SIZE = (1000, 680)
_ANCHOR_ROLE = Qt.ItemDataRole.UserRole
#: Code spans, where a ruling's number is left as it is written.
_CODE = re.compile(r"`[^`]*`")
_MARKDOWN = QTextDocument.MarkdownFeature


@dataclass(frozen=True)
class ReferenceBook:
    """Which game's reference a window shows, and how its rulings are numbered."""

    title: Sentence
    """The window's title ("Rules \u2014 Swordplay: Arena")."""
    load: Callable[[str], Reference]
    """The reference in a language; raises the kit's ``ReferenceError`` on damaged files."""
    scheme: str
    """The scheme of the window's own links: ``swordplay:sp-9`` opens that section."""
    ruling_prefix: str
    """The rulings' numbers as the texts write them ("SP" for SP-9); a ruling's anchor is the
    number in small letters ("sp-9")."""


class ReferenceWindow(QWidget):
    """The reference: contents and search on the left, the section on the right."""

    def __init__(
        self, book: ReferenceBook, reference: Reference, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.book = book
        self.reference = reference
        self._anchor = reference.sections[0].anchor
        self._items: dict[str, QTreeWidgetItem] = {}
        """Each section's entry in the contents, by anchor, in reading order."""
        self._parents: dict[str, str] = {}
        """The anchor of the section each section is under (none for a chapter)."""
        self.resize(*DEFAULT_SIZE)
        self.search_label = QLabel(self)
        self.search_field = QLineEdit(self)
        self.search_field.setClearButtonEnabled(True)
        self.search_label.setBuddy(self.search_field)
        self.search_field.textChanged.connect(self._filter)
        self.search_field.returnPressed.connect(self._open_first_found)
        self.status = QLabel(self)
        self.contents = QTreeWidget(self)
        self.contents.setHeaderHidden(True)
        self.contents.itemActivated.connect(self._on_item)
        self.contents.itemClicked.connect(self._on_item)
        self.text = QTextBrowser(self)
        self.text.setOpenLinks(False)
        self.text.anchorClicked.connect(self._on_link)

        side = QWidget(self)
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(0, 0, 0, 0)
        search_row = QHBoxLayout()
        search_row.addWidget(self.search_label)
        search_row.addWidget(self.search_field, 1)
        side_layout.addLayout(search_row)
        side_layout.addWidget(self.contents, 1)
        side_layout.addWidget(self.status)
        splitter = QSplitter(self)
        splitter.addWidget(side)
        splitter.addWidget(self.text)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([300, 700])
        layout = QVBoxLayout(self)
        layout.addWidget(splitter)
        self._retranslate()
        self._fill_contents()
        self.open_at(self._anchor)

    # -- words and language --------------------------------------------------------------------

    def _retranslate(self) -> None:
        self.setWindowTitle(render(self.book.title.say()))
        self.search_label.setText(self.tr("&Search:"))
        self.search_field.setPlaceholderText(self.tr("Words to find in the rules"))
        self.contents.setAccessibleName(self.tr("Contents"))
        self.text.setAccessibleName(self.tr("Section"))
        self._filter(self.search_field.text())

    def changeEvent(self, event: QEvent) -> None:
        """A change of the app's language: the reference is read again in the new one, at the
        same section (the anchors are the same in every language)."""
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
            language = current_language()
            if language != self.reference.language:
                self.reference = self.book.load(language)
                self._fill_contents()
                self.open_at(self._anchor)
        super().changeEvent(event)

    # -- the contents and the section ----------------------------------------------------------

    def _fill_contents(self) -> None:
        """One entry per section, each under the section it belongs to."""
        self.contents.clear()
        self._items.clear()
        self._parents.clear()
        parents: list[Section] = []
        for section in self.reference.sections:
            del parents[section.level - 1 :]
            item = QTreeWidgetItem([section.title])
            item.setData(0, _ANCHOR_ROLE, section.anchor)
            if parents:
                self._items[parents[-1].anchor].addChild(item)
                self._parents[section.anchor] = parents[-1].anchor
            else:
                self.contents.addTopLevelItem(item)
            self._items[section.anchor] = item
            parents.append(section)
        self.contents.expandToDepth(1)

    def contents_anchors(self, *, visible_only: bool = False) -> list[str]:
        """The anchors in the contents, in reading order (only those a search left shown)."""
        return [
            anchor for anchor, item in self._items.items() if not (visible_only and item.isHidden())
        ]

    def open_at(self, anchor: str) -> bool:
        """Show the section ``anchor`` with the sections under it; False (and nothing changed)
        if the reference has no such anchor."""
        section = self.reference.section(anchor)
        if section is None:
            return False
        self._anchor = anchor
        self.text.document().setMarkdown(
            self._markdown(section), _MARKDOWN.MarkdownDialectGitHub | _MARKDOWN.MarkdownNoHTML
        )
        self.text.verticalScrollBar().setValue(0)
        item = self._item(anchor)
        if item is not None:
            self.contents.setCurrentItem(item)
            self.contents.scrollToItem(item)
        return True

    def current_anchor(self) -> str:
        """The anchor of the section shown."""
        return self._anchor

    def _markdown(self, section: Section) -> str:
        """The section and the ones under it, up to the next of its level or above."""
        shown: list[Section] = []
        for each in self.reference.sections[self.reference.sections.index(section) :]:
            if shown and each.level <= section.level:
                break
            shown.append(each)
        top = section.level
        return "\n\n".join(
            f"{'#' * (each.level - top + 1)} {each.title}\n\n{self._link_rulings(each.body)}"
            for each in shown
        )

    def _item(self, anchor: str) -> QTreeWidgetItem | None:
        return self._items.get(anchor)

    def _on_item(self, item: QTreeWidgetItem, _column: int = 0) -> None:
        self.open_at(str(item.data(0, _ANCHOR_ROLE)))

    def _on_link(self, url: QUrl) -> None:
        if url.scheme() == self.book.scheme:
            self.open_at(url.path())

    # -- search --------------------------------------------------------------------------------

    def _filter(self, query: str) -> None:
        """Hide the contents' entries that neither hold every word of ``query`` nor lead to
        one that does; say how many sections hold them."""
        if not query.strip():
            for item in self._items.values():
                item.setHidden(False)
            self.status.clear()
            return
        found = [section.anchor for section in self.reference.search(query)]
        shown: set[str] = set()
        for anchor in found:
            while anchor and anchor not in shown:
                shown.add(anchor)
                anchor = self._parents.get(anchor, "")
        for anchor, item in self._items.items():
            item.setHidden(anchor not in shown)
        self.contents.expandAll()
        self.status.setText(self.tr("%n section(s) found", "", len(found)))

    def _open_first_found(self) -> None:
        found = self.reference.search(self.search_field.text())
        if found:
            self.open_at(found[0].anchor)

    def _link_rulings(self, markdown: str) -> str:
        """``markdown`` with each ruling's number outside code spans a link to its ruling."""
        number = re.compile(rf"\b{re.escape(self.book.ruling_prefix)}-(?P<number>\d+)\b")
        pieces: list[str] = []
        done = 0
        for code in _CODE.finditer(markdown):
            pieces.append(number.sub(self._ruling_link, markdown[done : code.start()]))
            pieces.append(code.group(0))
            done = code.end()
        pieces.append(number.sub(self._ruling_link, markdown[done:]))
        return "".join(pieces)

    def _ruling_link(self, number: re.Match[str]) -> str:
        anchor = f"{self.book.ruling_prefix.lower()}-{int(number.group('number'))}"
        return f"[{number.group(0)}]({self.book.scheme}:{anchor})"


def open_reference(book: ReferenceBook, parent: QWidget | None = None, anchor: str = "") -> QWidget:
    """``book`` in the app's language, opened at ``anchor`` (the start when it is empty or
    unknown): a window of its own, not shown yet.

    Raises the kit's ``ReferenceError`` (one line naming the file) if the reference's files
    are missing or malformed.
    """
    window = ReferenceWindow(book, book.load(current_language()), parent)
    if anchor:
        window.open_at(anchor)
    return window
