"""The form of one design of a deck (or of the deck itself), whatever its game: every field of
its table, each edit written into the document at once, and the design's problems one line
each above it.

A game's builder lists its fields once per table (``Field``); a spin box's range is the schema's
own, so a number the file could not hold cannot be typed, while text, ids and the choices the
deck rules judge show their problems as lines.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QSignalBlocker, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from audatia_qt.engine.safe_io import printable
from audatia_qt.shell.deck_builder.document import CardRef, TomlDeckDocument
from audatia_qt.shell.deck_builder.tiles import FlowLayout
from audatia_qt.shell.i18n.language import current_language
from audatia_qt.shell.i18n.render import render
from audatia_qt.shell.plain import plain_label


@dataclass(frozen=True)
class Field:
    """One field of the form: where it is in the table, its label, and how it is edited.

    ``kind``: "line", "text", "number" (``low``..``high``), "check", "choice" (``options``:
    (value, label) pairs; value None leaves the key out), "set" (``options``: a list field)."""

    key: tuple[str, ...]
    label: str
    kind: str
    low: int = 0
    high: int = 0
    limit: int = 0
    options: tuple[tuple[str | None, str], ...] = ()
    #: What the game reads when the file leaves the field out (shown as such).
    default: object = None


class CardEditor(QScrollArea):
    """The form of the selected design; ``edited()`` after each change it writes."""

    edited = Signal()

    def __init__(
        self,
        fields: Mapping[str | None, tuple[Field, ...]],
        context: str,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        #: Every table's fields (None: the deck's details), and the catalog context of their
        #: labels (the game's builder's).
        self.fields = fields
        self.context = context
        self.setObjectName("cardEditor")
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.document: TomlDeckDocument | None = None
        self.ref: CardRef | None = None
        #: Each field's widget, by key (for tests and the window).
        self.widgets: dict[tuple[str, ...], QWidget] = {}
        self.problem_lines: QLabel = plain_label()
        self.title: QLabel = plain_label()
        self._readers: dict[tuple[str, ...], Callable[[], object]] = {}

    def show_card(self, document: TomlDeckDocument, ref: CardRef | None) -> None:
        """Build the form of one design (ref None: the deck's details)."""
        self.document, self.ref = document, ref
        body = QWidget()
        body.setObjectName("editorBody")
        column = QVBoxLayout(body)
        column.setContentsMargins(14, 10, 14, 14)
        self.title = plain_label()  # the design's name, as the file gives it
        self.title.setObjectName("editorTitle")
        column.addWidget(self.title)
        self.problem_lines = plain_label()
        self.problem_lines.setObjectName("fieldProblem")
        self.problem_lines.setWordWrap(True)
        column.addWidget(self.problem_lines)
        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        column.addLayout(form)
        column.addStretch(1)
        self.widgets, self._readers = {}, {}
        for field in self.fields[None if ref is None else ref.table]:
            widget = self._widget(field)
            self.widgets[field.key] = widget
            if isinstance(widget, QCheckBox):
                form.addRow(widget)  # a check box says its own label, the width of the form
                continue
            label = QLabel(self._said(field.label))
            label.setBuddy(widget)
            form.addRow(label, widget)
        self.setWidget(body)
        self.show_problems()

    def show_problems(self) -> None:
        """The design's title and its problems, one line each."""
        document = self.document
        if document is None:
            return
        if self.ref is None:
            self.title.setText(
                QCoreApplication.translate("DeckBuilder", "Deck details: {name}").format(
                    name=document.deck_name()
                )
            )
        elif self.ref.index < len(document.cards(self.ref.table)):
            self.title.setText(document.shown_name(self.ref, current_language()))
        problems = document.problems_of(self.ref)
        self.problem_lines.setText("\n".join(render(problem.said()) for problem in problems))
        self.problem_lines.setVisible(bool(problems))

    def _said(self, text: str) -> str:
        return QCoreApplication.translate(self.context, text)

    # -- the widgets -----------------------------------------------------------------------

    def _value(self, field: Field) -> object:
        assert self.document is not None
        return self.document.value(self.ref, field.key)

    def _write(self, field: Field, value: object) -> None:
        if self.document is None:
            return
        self.document.set_value(self.ref, field.key, value)
        self.show_problems()
        self.edited.emit()

    def _widget(self, field: Field) -> QWidget:
        value = self._value(field)
        if value is None:
            value = field.default
        if field.kind == "line":
            line = QLineEdit(str(value) if value is not None else "")
            line.setMaxLength(field.limit + 1)  # one over: the schema's refusal shows
            line.setCursorPosition(0)  # a long value is read from its start
            line.textEdited.connect(lambda text, f=field: self._write(f, text))
            return line
        if field.kind == "text":
            text = QPlainTextEdit(str(value) if value is not None else "")
            text.setFixedHeight(64)
            text.textChanged.connect(lambda f=field, w=text: self._write(f, w.toPlainText()))
            return text
        if field.kind == "number":
            spin = QSpinBox()
            spin.setRange(field.low, field.high)
            with QSignalBlocker(spin):
                spin.setValue(value if isinstance(value, int) else field.low)
            spin.valueChanged.connect(lambda number, f=field: self._write(f, number))
            return spin
        if field.kind == "check":
            check = QCheckBox(self._said(field.label))
            check.setChecked(value is True)
            check.toggled.connect(lambda on, f=field: self._write(f, on))
            return check
        if field.kind == "choice":
            box = QComboBox()
            box.setSizeAdjustPolicy(
                QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
            )
            box.setMinimumContentsLength(12)
            for option, label in field.options:
                box.addItem(self._said(label), option)
            if value is not None and box.findData(value) < 0:
                # A value the game has no name for: shown as the file has it (its problem
                # line says what is wrong), never as another choice.
                box.addItem(printable(str(value), 60), value)
            box.setCurrentIndex(max(0, box.findData(value)))
            box.currentIndexChanged.connect(
                lambda _i, f=field, b=box: self._write(f, b.currentData())
            )
            return box
        return self._set_widget(field, value)

    def _set_widget(self, field: Field, value: object) -> QWidget:
        """A list field: one check box per allowed value, written in the options' order."""
        holder = QWidget()
        row = FlowLayout(holder, spacing=10)  # wraps in a narrow panel
        chosen = set(value) if isinstance(value, list) else set()
        boxes: list[tuple[str, QCheckBox]] = []
        for option, label in field.options:
            assert option is not None
            check = QCheckBox(self._said(label))
            check.setObjectName(f"option_{option}")
            check.setChecked(option in chosen)
            boxes.append((option, check))
            row.addWidget(check)

        def changed(_on: bool) -> None:
            self._write(field, [option for option, check in boxes if check.isChecked()])

        for _option, check in boxes:
            check.toggled.connect(changed)
        return holder


__all__ = ["CardEditor", "Field"]
