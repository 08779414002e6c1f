"""A board's side panel sized to its window, for every game's table and replay.

A fixed-width panel beside a board that grows with the window leaves a 4K table captioned in a
whisper; this gives the panel a fifth of the width and its text a size that grows with the
height, both multiplied by the Settings' text size.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QAbstractScrollArea, QPushButton, QWidget


def fit_to_window(
    window: QWidget,
    sidebar: QWidget,
    texts: Iterable[QWidget],
    *,
    narrowest: int = 220,
    text_scale: float = 1.0,
) -> None:
    """Size a table's sidebar and its text to ``window``: the sidebar a fifth of the width
    (``narrowest`` to 520 pixels), the text growing with the height, so a 4K table is not
    captioned in a whisper (a game's table and its replay share it); ``text_scale``
    (Settings > Text size) multiplies the text, and a larger text widens the sidebar."""
    wide = window.width() * 0.2 * max(1.0, text_scale**0.5)
    sidebar.setFixedWidth(int(min(520 * max(1.0, text_scale), max(narrowest, wide))))
    pixels = round(min(26, max(13, window.height() * 0.018)) * text_scale)
    for widget in texts:
        font = widget.font()
        font.setPixelSize(pixels)
        widget.setFont(font)


def fit_button_text(button: QPushButton, text: str, width: int) -> None:
    """Give ``button`` its ``text`` broken into lines no wider than ``width`` allows, so a long
    move ("Parar sin carta con 3 de resistencia") is read whole in a narrow side panel rather
    than cut at both ends; the screen reader reads it as one line."""
    button.setText(text)
    button.setAccessibleName(text)
    metrics = button.fontMetrics()
    # What the style adds around the text (a short text's hint is the style's least width,
    # but a short text never needs breaking).
    room = width - (button.sizeHint().width() - metrics.horizontalAdvance(text))
    if metrics.horizontalAdvance(text) <= room:
        return
    lines: list[str] = []
    for word in text.split():
        if lines and metrics.horizontalAdvance(f"{lines[-1]} {word}") <= room:
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    button.setText("\n".join(lines))


class NewestLinePin(QObject):
    """Keeps a board's log on its newest line while the panel around it changes.

    A log scrolled to its end when a line is added is left above its end when it is then
    made shorter (the prompt grows, move buttons come back after the pass screen, Rematch
    appears): the last move, or who won, hidden below. The pin follows the scroll bar: while
    the log shows its end, any change of its length keeps the end in sight; once the person
    scrolls back to read, the log stays where they read until they scroll to the end again.
    """

    def __init__(self, log: QAbstractScrollArea) -> None:
        super().__init__(log)
        self._bar = log.verticalScrollBar()
        self._pinned = True
        self._bar.valueChanged.connect(self._on_scrolled)
        self._bar.rangeChanged.connect(self._on_range)

    def _on_scrolled(self, value: int) -> None:
        self._pinned = value >= self._bar.maximum()

    def _on_range(self, _lowest: int, highest: int) -> None:
        if self._pinned:
            self._bar.setValue(highest)
