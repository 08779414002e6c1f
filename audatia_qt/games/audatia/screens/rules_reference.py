"""Help > Rules: the rules reference in a window of its own (issue 17).

The document is ``reference.Reference.markdown()`` shown by a ``QTextBrowser``; the symbols'
pictures are drawn by the card renderer (``render.symbol_sheet``) when the window opens and
given to the document as ``symbol:<key>`` images. Beside it: a search field that filters the
contents to the sections that match, highlights every match and steps through them (Enter,
Shift+Enter), and the contents, which open their section when clicked.

Every ``rules:<anchor>`` link (the citations in the text, and ``linkify``'d texts elsewhere in
the app) opens the reference at that anchor; Back (Alt+Left) returns to where the reader was.

The window speaks the app's language (issue 21): its own words through the "learn" catalog,
the chapters from ``assets/reference/<language>/`` (English where a chapter is not
translated). On ``LanguageChange`` it reads the reference again in the new language and opens
it where the reader was.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QPoint, Qt, QTimer, QUrl, Signal
from PySide6.QtGui import (
    QColor,
    QDesktopServices,
    QKeySequence,
    QPalette,
    QShortcut,
    QShowEvent,
    QTextBlock,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
)
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSplitter,
    QTextBrowser,
    QTextEdit,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from audatia_qt.games.audatia.reference import Reference, Section, load_reference
from audatia_qt.games.audatia.render.symbol_sheet import draw_symbol, symbol_keys
from audatia_qt.games.audatia.rules.citations import anchor_of_url
from audatia_qt.games.audatia.screens.fonts import serif
from audatia_qt.shell.i18n.catalogs import SOURCE_LANGUAGE
from audatia_qt.shell.i18n.language import Language
from audatia_qt.shell.qt_images import pil_to_qimage

DEFAULT_SIZE = (1100, 760)
#: The side of a symbol's picture, in logical pixels.
SYMBOL_SIZE = 64
#: The URL scheme of the symbols' pictures in the document (``symbol:attack``).
SYMBOL_SCHEME = "symbol"
#: Pixels of paper left above a heading opened at the top of the view.
HEADING_GAP = 8
#: Pixels of paper after the last section, so that any section can open at the top.
TAIL_ROOM = 720
#: Milliseconds of pause in the typing before the search runs.
SEARCH_DELAY_MS = 200
#: Where a search's matches are marked; more would only slow the typing down.
MAX_HIGHLIGHTS = 400


def window_title() -> str:
    return QCoreApplication.translate("RulesReference", "Rules — Audatia")


_ANCHOR_SUFFIX = re.compile(r"\s*\{#(?P<anchor>[^}\s]+)\}\s*$")
#: The colours of the manuscript: parchment, ink, the deep red of the titles, the gold marks.
_PAPER = QColor(251, 246, 233)
_INK = QColor(46, 33, 24)
_TITLE = QColor(110, 22, 30)
_LINK = QColor(150, 60, 20)
_MATCH = QColor(240, 200, 90)
_CURRENT_MATCH = QColor(232, 140, 40)
_ANCHOR_ROLE = Qt.ItemDataRole.UserRole


class RulesReference(QDialog):
    """The rules reference: contents and search on the left, the text on the right."""

    anchor_opened = Signal(str)
    """The reference was opened at this anchor (a link, the contents, or ``open_at``)."""

    def __init__(
        self,
        reference: Reference,
        parent: QWidget | None = None,
        *,
        language: Language | None = None,
        loader: Callable[[str], Reference] | None = None,
    ) -> None:
        super().__init__(parent)
        self.resize(*DEFAULT_SIZE)
        self.reference = reference
        self.language = language
        """The app's language (``i18n.language.Language``); English when none is given."""
        self.loader = loader
        """Reads the reference in a language (by its code), for a change of language; without
        one the reference given is kept in every language."""
        self._history: list[int] = []
        self._matches: list[QTextCursor] = []
        self._match_index = -1
        self._pending_anchor: str | None = None
        self._found = 0

        self.search_field = QLineEdit(self)
        self.search_field.setClearButtonEnabled(True)
        # The search runs once the typing pauses: a query of one or two letters matches
        # almost everything, and marking it all costs a noticeable moment.
        self._search_timer = QTimer(self)
        self._search_timer.setSingleShot(True)
        self._search_timer.setInterval(SEARCH_DELAY_MS)
        self._search_timer.timeout.connect(self._on_search_paused)
        self.search_field.textChanged.connect(self._search_timer.start)
        self.search_field.returnPressed.connect(self._on_return)
        self.search_status = QLabel(self)
        self.search_status.setObjectName("searchStatus")
        self.contents = QTreeWidget(self)
        self.contents.setHeaderHidden(True)
        self.contents.setUniformRowHeights(True)
        self.contents.itemClicked.connect(self._on_contents_clicked)
        self.contents.itemActivated.connect(self._on_contents_clicked)
        self._items: dict[str, QTreeWidgetItem] = {}
        self._fill_contents()

        self.back_button = QPushButton(self)
        self.back_button.setShortcut(QKeySequence(QKeySequence.StandardKey.Back))
        self.back_button.setEnabled(False)
        self.back_button.clicked.connect(self.back)

        self.browser = QTextBrowser(self)
        self.browser.setOpenLinks(False)
        self.browser.anchorClicked.connect(self._on_link)
        palette = self.browser.palette()
        palette.setColor(QPalette.ColorRole.Base, _PAPER)
        palette.setColor(QPalette.ColorRole.Text, _INK)
        palette.setColor(QPalette.ColorRole.Link, _LINK)
        self.browser.setPalette(palette)
        self._anchor_blocks = self._build_document()
        self.browser.verticalScrollBar().valueChanged.connect(self._on_scrolled)

        left = QWidget(self)
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(self.search_field)
        left_layout.addWidget(self.search_status)
        left_layout.addWidget(self.contents, 1)
        right = QWidget(self)
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        bar = QHBoxLayout()
        bar.addWidget(self.back_button)
        bar.addStretch(1)
        right_layout.addLayout(bar)
        right_layout.addWidget(self.browser, 1)
        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.addWidget(left)
        splitter.addWidget(right)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([300, DEFAULT_SIZE[0] - 300])
        layout = QVBoxLayout(self)
        layout.addWidget(splitter)

        find = QShortcut(QKeySequence(QKeySequence.StandardKey.Find), self)
        find.activated.connect(self._focus_search)
        for keys, slot in (
            (QKeySequence.StandardKey.FindNext, self.next_match),
            (QKeySequence.StandardKey.FindPrevious, self.previous_match),
        ):
            QShortcut(QKeySequence(keys), self).activated.connect(slot)
        previous = QShortcut(QKeySequence("Shift+Return"), self.search_field)
        previous.activated.connect(self.previous_match)
        self._retranslate_words()
        self._update_status()

    # -- language ----------------------------------------------------------------------------

    @property
    def code(self) -> str:
        """The code of the language the window speaks now."""
        return SOURCE_LANGUAGE if self.language is None else self.language.code

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _retranslate_words(self) -> None:
        self.setWindowTitle(window_title())
        self.search_field.setPlaceholderText(self.tr("Search the rules"))
        self.back_button.setText(self.tr("← Back"))
        self.back_button.setToolTip(self.tr("Back to where you were (Alt+Left)"))

    def retranslate(self) -> None:
        """Say everything in the app's language now: the window's words, and the reference
        read again in that language, opened where the reader was, the search run again."""
        self._retranslate_words()
        if self.loader is not None and self.reference.language != self.code:
            anchor = self.current_anchor()
            self.reference = self.loader(self.code)
            self._items.clear()
            self.contents.clear()
            self._fill_contents()
            self._anchor_blocks = self._build_document()
            self._history.clear()
            self.back_button.setEnabled(False)
            if anchor is not None:
                self.open_at(anchor)
            if self.search_field.text().strip():
                self._run_search(self.search_field.text())
                return
        self._update_status(self._found if self.search_field.text().strip() else None)

    # -- the document ------------------------------------------------------------------------

    def _build_document(self) -> dict[str, int]:
        """Lay out the Markdown with the symbols' pictures; each heading gets its anchor.

        Returns the block number of each anchor's heading.
        """
        document = QTextDocument(self.browser)
        font = serif(16)
        font.setPointSize(12)  # the reader's usual body size, scaled with the screen's DPI
        document.setDefaultFont(font)
        document.setDocumentMargin(18)
        document.setMarkdown(
            self.reference.markdown(), QTextDocument.MarkdownFeature.MarkdownDialectGitHub
        )
        # After setMarkdown, which clears the document's resources along with its text.
        dpr = self.devicePixelRatioF()
        for key in symbol_keys():
            image = pil_to_qimage(draw_symbol(key, round(SYMBOL_SIZE * dpr)))
            image.setDevicePixelRatio(dpr)
            document.addResource(
                QTextDocument.ResourceType.ImageResource, QUrl(f"{SYMBOL_SCHEME}:{key}"), image
            )
        blocks = _install_anchors(document)
        # Room after the last section, so that the last rulings too can open at the top.
        frame = document.rootFrame().frameFormat()
        frame.setBottomMargin(TAIL_ROOM)
        document.rootFrame().setFrameFormat(frame)
        self.browser.setDocument(document)
        return blocks

    # -- opening a section ---------------------------------------------------------------------

    def open_at(self, anchor: str) -> bool:
        """Scroll so that the section ``anchor`` starts at the top; False if there is none.

        Before the window is shown the text has no size to scroll in: the anchor is kept and
        opened when it is shown.
        """
        number = self._anchor_blocks.get(anchor)
        if number is None:
            return False
        if self.browser.isVisible():
            self._pending_anchor = None
            document = self.browser.document()
            # Qt's own scroll first: it also stretches the scroll range when the lazy layout
            # has not reached the anchor yet. Then a little higher than Qt goes, to the top
            # of the heading's block less a gap, so the title does not touch the edge.
            self.browser.scrollToAnchor(anchor)
            top = document.documentLayout().blockBoundingRect(document.findBlockByNumber(number))
            value = max(0, round(top.top()) - HEADING_GAP)
            self.browser.verticalScrollBar().setValue(value)
        else:
            self._pending_anchor = anchor
        self._select_item(anchor)
        self.anchor_opened.emit(anchor)
        return True

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._pending_anchor is not None:
            self.open_at(self._pending_anchor)

    def reject(self) -> None:
        """Escape clears a search first, and closes the window only when there is none."""
        if self.search_field.text():
            self.search_field.clear()
            return
        super().reject()

    def current_anchor(self) -> str | None:
        """The section at the top of the view: the last heading at or above its top edge."""
        top = self.browser.verticalScrollBar().value()
        document = self.browser.document()
        layout = document.documentLayout()
        current = None
        for anchor, number in self._anchor_blocks.items():
            block = document.findBlockByNumber(number)
            if layout.blockBoundingRect(block).top() > top + HEADING_GAP + 1:
                break
            current = anchor
        return current

    def section_at(self, position: int) -> str | None:
        """The anchor of the section that holds the text at ``position`` of the document."""
        number = self.browser.document().findBlock(position).blockNumber()
        current = None
        for anchor, heading in self._anchor_blocks.items():
            if heading > number:
                break
            current = anchor
        return current

    def back(self) -> None:
        """Return to where the reader was before the last link or contents click."""
        if not self._history:
            return
        self.browser.verticalScrollBar().setValue(self._history.pop())
        self.back_button.setEnabled(bool(self._history))

    def _remember(self) -> None:
        self._history.append(self.browser.verticalScrollBar().value())
        self.back_button.setEnabled(True)

    def _on_link(self, url: QUrl) -> None:
        anchor = anchor_of_url(url.toString())
        if anchor is None and not url.scheme() and url.fragment():
            anchor = url.fragment()
        if anchor is not None:
            self._remember()
            self.open_at(anchor)
        elif url.scheme() in {"http", "https"}:
            QDesktopServices.openUrl(url)

    # -- contents ------------------------------------------------------------------------------

    def _fill_contents(self) -> None:
        parents: list[QTreeWidgetItem] = []
        for section in self.reference.sections:
            item = QTreeWidgetItem([section.title])
            item.setData(0, _ANCHOR_ROLE, section.anchor)
            item.setToolTip(0, section.title)
            del parents[section.level - 1 :]
            if parents:
                parents[-1].addChild(item)
            else:
                self.contents.addTopLevelItem(item)
            parents.append(item)
            self._items[section.anchor] = item

    def contents_anchors(self) -> list[str]:
        """Every anchor the contents list names, in its order."""
        return list(self._items)

    def visible_contents(self) -> list[str]:
        """The anchors of the contents entries not hidden by the search."""
        return [anchor for anchor, item in self._items.items() if not item.isHidden()]

    def _on_contents_clicked(self, item: QTreeWidgetItem, _column: int = 0) -> None:
        anchor = item.data(0, _ANCHOR_ROLE)
        if isinstance(anchor, str) and anchor != self.current_anchor():
            self._remember()
            self.open_at(anchor)

    def _select_item(self, anchor: str | None) -> None:
        item = self._items.get(anchor) if anchor is not None else None
        if item is None or item is self.contents.currentItem():
            return
        self.contents.blockSignals(True)
        self.contents.setCurrentItem(item)
        self.contents.blockSignals(False)
        self.contents.scrollToItem(item)

    def _on_scrolled(self, _value: int) -> None:
        self._select_item(self.current_anchor())

    # -- search --------------------------------------------------------------------------------

    def search(self, query: str) -> tuple[Section, ...]:
        """Search for ``query`` at once, as if typed: filter the contents, mark the matches and
        go to the first."""
        self.search_field.blockSignals(True)
        self.search_field.setText(query)
        self.search_field.blockSignals(False)
        self._search_timer.stop()
        return self._run_search(query)

    def _on_search_paused(self) -> None:
        self._run_search(self.search_field.text())

    def _on_return(self) -> None:
        """Enter: run the search typed so far, or go on to its next match."""
        if self._search_timer.isActive():
            self._search_timer.stop()
            self._run_search(self.search_field.text())
        else:
            self.next_match()

    def _focus_search(self) -> None:
        self.search_field.setFocus()
        self.search_field.selectAll()

    def _run_search(self, query: str) -> tuple[Section, ...]:
        found = self.reference.search(query)
        self._found = len(found)
        self._filter_contents(query, {section.anchor for section in found})
        self._matches = self._find_matches(query, found)
        self._match_index = -1
        if self._matches:
            self.next_match()
        else:
            self._show_matches()
        self._update_status(len(found) if query.strip() else None)
        return found

    def _filter_contents(self, query: str, found: set[str]) -> None:
        searching = bool(query.strip())
        for anchor, item in self._items.items():
            font = item.font(0)
            font.setBold(searching and anchor in found)
            item.setFont(0, font)
            item.setHidden(searching and not _has_match(item, found))
            if searching and not item.isHidden():
                item.setExpanded(True)
            elif not searching:
                item.setExpanded(False)

    def _find_matches(self, query: str, found: tuple[Section, ...]) -> list[QTextCursor]:
        """Every occurrence of the query as a phrase (or else of each of its words) inside the
        sections found, best section first."""
        words = query.split()
        if not words:
            return []
        document = self.browser.document()
        # One pass over the raw text, whose positions are the document's.
        text = document.toRawText()
        starts = {
            anchor: document.findBlockByNumber(number).position()
            for anchor, number in self._anchor_blocks.items()
        }
        order = list(starts)
        matches: list[QTextCursor] = []
        for section in found:
            following = order.index(section.anchor) + 1
            start = starts[section.anchor]
            end = starts[order[following]] if following < len(order) else len(text)
            spans = _spans(text, [" ".join(words)], start, end) or _spans(text, words, start, end)
            for first, last in spans:
                cursor = QTextCursor(document)
                cursor.setPosition(first)
                cursor.setPosition(last, QTextCursor.MoveMode.KeepAnchor)
                matches.append(cursor)
            if len(matches) >= MAX_HIGHLIGHTS:
                break
        return matches[:MAX_HIGHLIGHTS]

    def next_match(self) -> None:
        """Go to the next match of the search (Enter, F3)."""
        self._step_match(1)

    def previous_match(self) -> None:
        """Go to the previous match of the search (Shift+Enter, Shift+F3)."""
        self._step_match(-1)

    def _step_match(self, step: int) -> None:
        if not self._matches:
            return
        self._match_index = (self._match_index + step) % len(self._matches)
        self._show_matches()
        cursor = QTextCursor(self._matches[self._match_index])
        cursor.clearSelection()
        self.browser.setTextCursor(cursor)
        self.browser.ensureCursorVisible()
        self._update_status(self._found)

    def _show_matches(self) -> None:
        selections = []
        for index, cursor in enumerate(self._matches):
            selection = QTextEdit.ExtraSelection()
            selection.cursor = cursor
            selection.format = QTextCharFormat()
            colour = _CURRENT_MATCH if index == self._match_index else _MATCH
            selection.format.setBackground(colour)
            selections.append(selection)
        self.browser.setExtraSelections(selections)

    def _update_status(self, sections: int | None = None) -> None:
        if sections is None:
            status = self.tr("%n section(s)", "", len(self.reference.sections))
        elif sections == 0:
            status = self.tr("Nothing found")
        elif self._matches:
            status = self.tr("match {current} of {total}, %n section(s)", "", sections).format(
                current=self._match_index + 1, total=len(self._matches)
            )
        else:
            status = self.tr("%n section(s)", "", sections)
        self.search_status.setText(status)

    def current_match(self) -> str | None:
        """The words of the match the view is at, if a search is on."""
        if not 0 <= self._match_index < len(self._matches):
            return None
        return self._matches[self._match_index].selectedText()

    def heading_at_top(self) -> str:
        """The text of the first line in view (for checks of where a link opened)."""
        return self.browser.cursorForPosition(QPoint(4, 4)).block().text()


def _has_match(item: QTreeWidgetItem, found: set[str]) -> bool:
    if item.data(0, _ANCHOR_ROLE) in found:
        return True
    children = (item.child(index) for index in range(item.childCount()))
    return any(child is not None and _has_match(child, found) for child in children)


def _spans(text: str, needles: list[str], start: int, end: int) -> list[tuple[int, int]]:
    """Where any of ``needles`` occurs (any case) in ``text[start:end]``, in order."""
    pattern = re.compile("|".join(re.escape(needle) for needle in needles), re.IGNORECASE)
    return [match.span() for match in pattern.finditer(text, start, end)]


def _install_anchors(document: QTextDocument) -> dict[str, int]:
    """Turn each heading's ``{#anchor}`` ending into a real anchor on the heading's text (for
    ``scrollToAnchor`` and the like), colour the titles and the links; return each anchor's
    block number."""
    blocks: dict[str, int] = {}
    block = document.begin()
    while block.isValid():
        _colour_links(block)
        level = block.blockFormat().headingLevel()
        match = _ANCHOR_SUFFIX.search(block.text()) if level else None
        if match is not None:
            start = block.position()
            cursor = QTextCursor(block)
            cursor.setPosition(start + match.start())
            cursor.setPosition(start + len(block.text()), QTextCursor.MoveMode.KeepAnchor)
            cursor.removeSelectedText()
            cursor.setPosition(start)
            cursor.setPosition(start + len(block.text()), QTextCursor.MoveMode.KeepAnchor)
            title = QTextCharFormat()
            title.setAnchor(True)
            title.setAnchorNames([match.group("anchor")])
            title.setForeground(_TITLE if level <= 2 else _INK)
            cursor.mergeCharFormat(title)
            blocks[match.group("anchor")] = block.blockNumber()
        block = block.next()
    return blocks


def _colour_links(block: QTextBlock) -> None:
    """Links in the manuscript's red-brown: the Markdown reader gives them the application
    palette's link colour, whatever the browser's palette says."""
    links = []
    fragments = block.begin()
    while not fragments.atEnd():
        fragment = fragments.fragment()
        if fragment.charFormat().anchorHref():
            links.append((fragment.position(), fragment.position() + fragment.length()))
        fragments += 1
    # Formatted after the walk: changing formats splits and merges the fragments walked.
    for start, end in links:
        cursor = QTextCursor(block.document())
        cursor.setPosition(start)
        cursor.setPosition(end, QTextCursor.MoveMode.KeepAnchor)
        link = QTextCharFormat()
        link.setForeground(_LINK)
        cursor.mergeCharFormat(link)


def bundled_reference(language: str) -> Reference:
    """The bundled reference in ``language`` (by its code)."""
    return load_reference(language=language)


def open_rules_reference(
    parent: QWidget | None = None, language: Language | None = None
) -> RulesReference:
    """Load the bundled reference in the app's language and build its window (not shown yet).

    Raises ``reference.ReferenceError`` (one line naming the file) if the reference's files are
    missing or malformed.
    """
    code = SOURCE_LANGUAGE if language is None else language.code
    return RulesReference(
        bundled_reference(code), parent, language=language, loader=bundled_reference
    )
