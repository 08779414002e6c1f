"""Text shown as itself, never read as markup (issue 27).

Deck, lesson and save files travel between people, and their names, titles and goals reach the
window. A QLabel, a QMessageBox and a tooltip read text as rich text when Qt guesses it might be
(``Qt::AutoText``): ``<img src="/dev/zero">`` in a deck's name then has Qt read /dev/zero into
memory until the app aborts, a named pipe in an ``img`` hangs it. So every label and message
box the app makes for text it did not write itself comes from here, plain:

- :func:`plain_label` is a QLabel that shows its text as it is;
- :func:`message_box` (and :func:`warn`, :func:`ask`, :func:`inform`, in place of QMessageBox's
  static functions) is a QMessageBox whose text and informative text are plain;
- :func:`plain_tip` is a tooltip Qt shows as the text it was given.

A label that must be rich (a link, a bold title) escapes what came from outside with
``html.escape`` and says ``Qt.TextFormat.RichText`` itself.
"""

from __future__ import annotations

from html import escape

from PySide6 import QtGui
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QMessageBox, QWidget

#: The labels inside a QMessageBox that show its text and its informative text.
_BOX_LABELS = ("qt_msgbox_label", "qt_msgbox_informativelabel")


def plain_label(text: str = "", parent: QWidget | None = None) -> QLabel:
    """A QLabel that shows text as it is, whatever it holds."""
    label = QLabel(parent)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setText(text)
    return label


def plain_tip(text: str) -> str:
    """A tooltip that shows text as it is. Qt reads a tooltip as rich text when
    ``Qt.mightBeRichText`` says it might be: such a text is escaped into a paragraph of its own
    (line breaks kept); any other is shown as it is already."""
    if not QtGui.Qt.mightBeRichText(text):
        return text
    lines = escape(text, quote=False).split("\n")
    return f'<p style="white-space: pre-wrap">{"<br>".join(lines)}</p>'


def make_plain(box: QMessageBox) -> QMessageBox:
    """A message box's text and informative text shown as they are (set before or after)."""
    box.setTextFormat(Qt.TextFormat.PlainText)
    for label in box.findChildren(QLabel):
        if label.objectName() in _BOX_LABELS:
            label.setTextFormat(Qt.TextFormat.PlainText)
            label.setWordWrap(True)  # plain text is not wrapped by default: long names would be
    return box


def message_box(
    icon: QMessageBox.Icon,
    title: str,
    text: str,
    buttons: QMessageBox.StandardButton = QMessageBox.StandardButton.Ok,
    parent: QWidget | None = None,
    *,
    informative: str = "",
) -> QMessageBox:
    """A QMessageBox showing text (and informative text) as they are."""
    box = QMessageBox(icon, title, text, buttons, parent)
    if informative:
        box.setInformativeText(informative)
    return make_plain(box)


def run_box(box: QMessageBox) -> QMessageBox.StandardButton:
    """Show box and wait for its answer (tests replace ``QMessageBox.exec``)."""
    return QMessageBox.StandardButton(box.exec())


def warn(parent: QWidget | None, title: str, text: str) -> None:
    """``QMessageBox.warning`` with text shown as it is."""
    run_box(message_box(QMessageBox.Icon.Warning, title, text, parent=parent))


def inform(parent: QWidget | None, title: str, text: str) -> None:
    """``QMessageBox.information`` with text shown as it is."""
    run_box(message_box(QMessageBox.Icon.Information, title, text, parent=parent))


def ask(
    parent: QWidget | None,
    title: str,
    text: str,
    buttons: QMessageBox.StandardButton = (
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No
    ),
    default: QMessageBox.StandardButton = QMessageBox.StandardButton.NoButton,
) -> QMessageBox.StandardButton:
    """``QMessageBox.question`` with text shown as it is; the button pressed."""
    box = message_box(QMessageBox.Icon.Question, title, text, buttons, parent)
    if default != QMessageBox.StandardButton.NoButton:
        box.setDefaultButton(default)
    return run_box(box)
