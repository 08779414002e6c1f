"""A label with room for a fixed number of lines, whatever it says (issue 27, "the table
stays put").

The prompt line and the Hint's coaching line grew with their words: a long Hint made the
decision bar taller than the table, a prompt of three lines pushed the table down, and a card
dropped where a Posta had been landed on another. Their room is now a number of lines of their
font, fixed; words that need more are cut after the last whole word that fits, with an
ellipsis, and the whole text stays in the tool tip and the accessible name.
"""

from __future__ import annotations

import html
import math

from PySide6.QtCore import QEvent, QRect, QSize, Qt
from PySide6.QtGui import QResizeEvent, QTextDocument
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

from audatia_qt.games.audatia.board.symbol_tips import tip_block

ELLIPSIS = "…"


class FixedLines(QLabel):
    """Shows at most ``lines`` lines of its text in a height that never changes with it.

    ``rich``: the words are shown as the rich text ``markup`` makes of them (a subclass adds
    links); else as plain text."""

    def __init__(self, lines: int, parent: QWidget | None = None, *, rich: bool = False) -> None:
        super().__init__(parent)
        self.lines = lines
        self.rich = rich
        self.whole = ""
        """The whole text, however much of it shows."""
        self._shown = ""
        self.setWordWrap(True)
        # No indent: with a frame, QLabel would indent its words by half an x, a width the
        # measuring below does not know (a cut prompt then wrapped to one more line).
        self.setIndent(0)
        # Text from outside (a deck's card names) is never read as markup: ``markup`` escapes
        # the words before it adds its own.
        self.setTextFormat(Qt.TextFormat.RichText if rich else Qt.TextFormat.PlainText)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self._fix_height()

    # -- the room -------------------------------------------------------------------------

    def room(self) -> int:
        """The label's height: ``lines`` lines of its font, its margins (the style sheet's
        padding and border) and two pixels to spare."""
        margins = self.contentsMargins()
        return margins.top() + margins.bottom() + math.ceil(self._lines_height()) + 2

    def _lines_height(self) -> float:
        """How tall ``lines`` lines of the label's font are, laid out as its words are."""
        if not self.rich:
            return self._height_of("\n".join("X" * self.lines), 1 << 20)
        return self._document("<br>".join("X" * self.lines), 1 << 20).size().height()

    def _fix_height(self) -> None:
        room = self.room()
        if self.height() != room or self.minimumHeight() != room:
            self.setFixedHeight(room)

    def sizeHint(self) -> QSize:
        return QSize(super().sizeHint().width(), self.room())

    def minimumSizeHint(self) -> QSize:
        # A word-wrapped label may be as narrow as the layout makes it: its words are cut.
        return QSize(0, self.room())

    def hasHeightForWidth(self) -> bool:
        # Its height is its room, not its words': a layout must not ask the words.
        return False

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._fix_height()
            self._fit()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    # -- the words ------------------------------------------------------------------------

    def set_whole(self, text: str) -> None:
        """Say ``text``: all of it if it fits, else its first words and an ellipsis."""
        self.whole = text
        self.setAccessibleName(text)
        self._fit()

    def cut(self) -> bool:
        """The label shows less than its whole text."""
        return self.shown() != self.whole

    def shown(self) -> str:
        """The words the label shows (plain, without the markup)."""
        return self._shown

    def lines_needed(self, text: str) -> int:
        """How many lines ``text`` takes at the label's width, however many it has room for."""
        width = self._text_width()
        return round(self._height_of(text, width) / self._height_of("X", width))

    def markup(self, text: str) -> str:
        """The rich text of the words ``text`` (when ``rich``): escaped, no more."""
        return html.escape(text, quote=False)

    def _text_width(self) -> int:
        return self.contentsRect().width()

    def _height_of(self, text: str, width: int) -> float:
        """How tall ``text`` is laid out as the label lays it out, ``width`` pixels wide."""
        if not self.rich:
            room = QRect(0, 0, width, 1 << 20)
            wrapped = self.fontMetrics().boundingRect(room, Qt.TextFlag.TextWordWrap, text)
            return float(wrapped.height())
        return self._document(self.markup(text), width).size().height()

    def _document(self, rich: str, width: int) -> QTextDocument:
        """``rich`` laid out as the label lays out rich text (no margin round it)."""
        document = QTextDocument()
        document.setDefaultFont(self.font())
        document.setDocumentMargin(0)
        document.setTextWidth(width)
        document.setHtml(rich)
        return document

    def _fits(self, text: str, width: int) -> bool:
        return self._height_of(text, width) <= self._lines_height() + 0.5

    def _fit(self) -> None:
        whole = self.whole
        width = self._text_width()
        shown = whole
        if whole and width > 0 and not self._fits(whole, width):
            shown = self._first_words(whole, width)
        self._shown = shown
        text = self.markup(shown) if self.rich else shown
        if text != self.text():
            self.setText(text)
        self.setToolTip(tip_block(html.escape(whole)) if shown != whole else "")

    def _first_words(self, whole: str, width: int) -> str:
        """As many whole words of ``whole`` as fit with an ellipsis after them."""
        words = whole.split(" ")
        low, high = 0, len(words) - 1  # the most words that fit: at least none, not all
        while low < high:
            middle = (low + high + 1) // 2
            if self._fits(" ".join(words[:middle]) + ELLIPSIS, width):
                low = middle
            else:
                high = middle - 1
        if low == 0:
            # Not even the first word fits: as much of it as one line holds.
            elided = self.fontMetrics().elidedText(whole, Qt.TextElideMode.ElideRight, width)
            return str(elided)
        return " ".join(words[:low]).rstrip(",;:") + ELLIPSIS
