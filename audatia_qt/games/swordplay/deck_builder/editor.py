"""The form of one Swordplay design (or of the deck itself): every field of its table, each
edit written into the document at once, and the design's problems one line each above it.

The fields are listed once per table (``FIELDS``); a spin box's range is the schema's own
(``decks.models``), so a number the file could not hold cannot be typed, while text, ids and
the choices the deck rules judge (locations, the edition) show their problems as lines.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Final

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

from audatia_qt.games.swordplay.deck_builder.document import (
    CardRef,
    SwordplayDeckDocument,
)
from audatia_qt.games.swordplay.decks.checks import TRANSLATION_LANGUAGES
from audatia_qt.games.swordplay.decks.models import (
    MAX_COUNT,
    MAX_HANDS,
    MAX_ID,
    MAX_NAME,
    MAX_REASON,
    MAX_STAT,
    MAX_TEXT,
    NEVER_DEFENDS,
)
from audatia_qt.shell.deck_builder.tiles import FlowLayout
from audatia_qt.shell.i18n.language import current_language
from audatia_qt.shell.i18n.marks import QT_TRANSLATE_NOOP
from audatia_qt.shell.i18n.render import render
from audatia_qt.shell.plain import plain_label

_CONTEXT: Final = "SwordplayDeckBuilder"
_SPANISH: Final = TRANSLATION_LANGUAGES[0] if TRANSLATION_LANGUAGES else "es"


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


_LOCATIONS: Final = (
    ("high", QT_TRANSLATE_NOOP("SwordplayDeckBuilder", "High")),
    ("low", QT_TRANSLATE_NOOP("SwordplayDeckBuilder", "Low")),
    ("left", QT_TRANSLATE_NOOP("SwordplayDeckBuilder", "Left")),
    ("right", QT_TRANSLATE_NOOP("SwordplayDeckBuilder", "Right")),
)
_STATUS: Final = (
    (
        "reconstructed",
        QT_TRANSLATE_NOOP(
            "SwordplayDeckBuilder", "Reconstructed (the box's card, rebuilt from the rulebook)"
        ),
    ),
    (
        "documented",
        QT_TRANSLATE_NOOP("SwordplayDeckBuilder", "Documented (printed in the rulebook)"),
    ),
    ("original", QT_TRANSLATE_NOOP("SwordplayDeckBuilder", "Original (the project's own)")),
)
_EFFECTS: Final = (
    ("piercing", QT_TRANSLATE_NOOP("SwordplayDeckBuilder", "Piercing")),
    ("disarming", QT_TRANSLATE_NOOP("SwordplayDeckBuilder", "Disarming")),
    ("shield_breaking", QT_TRANSLATE_NOOP("SwordplayDeckBuilder", "Shield breaking")),
)
_IDENTITY: Final = (
    Field(("id",), QT_TRANSLATE_NOOP("SwordplayDeckBuilder", "Id"), "line", limit=MAX_ID),
    Field(("name",), QT_TRANSLATE_NOOP("SwordplayDeckBuilder", "Name"), "line", limit=MAX_NAME),
)
_WORDS: Final = (
    Field(("text",), QT_TRANSLATE_NOOP("SwordplayDeckBuilder", "Text"), "text", limit=MAX_TEXT),
    Field(
        ("translations", _SPANISH, "name"),
        QT_TRANSLATE_NOOP("SwordplayDeckBuilder", "Name in Spanish"),
        "line",
        limit=MAX_NAME,
    ),
    Field(
        ("translations", _SPANISH, "text"),
        QT_TRANSLATE_NOOP("SwordplayDeckBuilder", "Text in Spanish"),
        "text",
        limit=MAX_TEXT,
    ),
    Field(
        ("provenance", "status"),
        QT_TRANSLATE_NOOP("SwordplayDeckBuilder", "Provenance"),
        "choice",
        options=_STATUS,
    ),
    Field(
        ("provenance", "reason"),
        QT_TRANSLATE_NOOP("SwordplayDeckBuilder", "Why it is so"),
        "line",
        limit=MAX_REASON,
    ),
)
_COUNT: Final = Field(
    ("count",),
    QT_TRANSLATE_NOOP("SwordplayDeckBuilder", "Copies in the deck"),
    "number",
    1,
    MAX_COUNT,
)


def _number(key: str, label: str, low: int, high: int) -> Field:
    return Field((key,), label, "number", low, high)


#: Every table's fields, in the order the form shows them.
FIELDS: Final[dict[str | None, tuple[Field, ...]]] = {
    None: (
        Field(("id",), QT_TRANSLATE_NOOP("SwordplayDeckBuilder", "Deck id"), "line", limit=MAX_ID),
        Field(
            ("name",),
            QT_TRANSLATE_NOOP("SwordplayDeckBuilder", "Deck name"),
            "line",
            limit=MAX_NAME,
        ),
        Field(
            ("edition",),
            QT_TRANSLATE_NOOP("SwordplayDeckBuilder", "Edition"),
            "choice",
            options=(
                (
                    "custom",
                    QT_TRANSLATE_NOOP("SwordplayDeckBuilder", "Custom (30 to 200 combat cards)"),
                ),
                (
                    "boxed",
                    QT_TRANSLATE_NOOP(
                        "SwordplayDeckBuilder", "Boxed (exactly the box's 57 combat cards)"
                    ),
                ),
            ),
        ),
        Field(
            ("description",),
            QT_TRANSLATE_NOOP("SwordplayDeckBuilder", "Description"),
            "text",
            limit=MAX_TEXT,
        ),
        Field(
            ("translations", _SPANISH, "name"),
            QT_TRANSLATE_NOOP("SwordplayDeckBuilder", "Name in Spanish"),
            "line",
            limit=MAX_NAME,
        ),
        Field(
            ("translations", _SPANISH, "description"),
            QT_TRANSLATE_NOOP("SwordplayDeckBuilder", "Description in Spanish"),
            "text",
            limit=MAX_TEXT,
        ),
    ),
    "hero": (
        *_IDENTITY,
        _number("life", QT_TRANSLATE_NOOP("SwordplayDeckBuilder", "Life"), 1, MAX_STAT),
        _number("damage", QT_TRANSLATE_NOOP("SwordplayDeckBuilder", "Base damage"), 1, MAX_STAT),
        _number("hands", QT_TRANSLATE_NOOP("SwordplayDeckBuilder", "Hands"), 1, MAX_HANDS),
        *_WORDS,
    ),
    "monster": (
        *_IDENTITY,
        _number("life", QT_TRANSLATE_NOOP("SwordplayDeckBuilder", "Life"), 1, MAX_STAT),
        _number("damage", QT_TRANSLATE_NOOP("SwordplayDeckBuilder", "Base damage"), 1, MAX_STAT),
        _number("armor", QT_TRANSLATE_NOOP("SwordplayDeckBuilder", "Armor"), 0, MAX_STAT),
        _number(
            "hands",
            QT_TRANSLATE_NOOP("SwordplayDeckBuilder", "Hands (0: readies no weapon)"),
            0,
            MAX_HANDS,
        ),
        *(
            Field(("defence", key), label, "number", 1, NEVER_DEFENDS)
            for key, label in (
                ("high", QT_TRANSLATE_NOOP("SwordplayDeckBuilder", "Defends High on")),
                ("low", QT_TRANSLATE_NOOP("SwordplayDeckBuilder", "Defends Low on")),
                ("left", QT_TRANSLATE_NOOP("SwordplayDeckBuilder", "Defends Left on")),
                ("right", QT_TRANSLATE_NOOP("SwordplayDeckBuilder", "Defends Right on")),
                ("dodge_only", QT_TRANSLATE_NOOP("SwordplayDeckBuilder", "Defends Dodge Only on")),
            )
        ),
        *_WORDS,
    ),
    "attack": (
        *_IDENTITY,
        Field(
            ("location",),
            QT_TRANSLATE_NOOP("SwordplayDeckBuilder", "Location"),
            "choice",
            options=(
                (None, QT_TRANSLATE_NOOP("SwordplayDeckBuilder", "None (a special attack)")),
                *_LOCATIONS,
            ),
        ),
        _number("bonus", QT_TRANSLATE_NOOP("SwordplayDeckBuilder", "Damage bonus"), 0, MAX_STAT),
        Field(
            ("effects",),
            QT_TRANSLATE_NOOP("SwordplayDeckBuilder", "Special rules"),
            "set",
            options=_EFFECTS,
        ),
        _COUNT,
        *_WORDS,
    ),
    "defense": (
        *_IDENTITY,
        Field(
            ("locations",),
            QT_TRANSLATE_NOOP("SwordplayDeckBuilder", "Counters"),
            "set",
            options=_LOCATIONS,
        ),
        Field(
            ("dodge",),
            QT_TRANSLATE_NOOP("SwordplayDeckBuilder", "A Dodge (counters any attack)"),
            "check",
        ),
        Field(
            ("parry",),
            QT_TRANSLATE_NOOP("SwordplayDeckBuilder", "A Parry (Realistic Parries may forbid it)"),
            "check",
        ),
        _COUNT,
        *_WORDS,
    ),
    "weapon": (
        *_IDENTITY,
        _number("hands", QT_TRANSLATE_NOOP("SwordplayDeckBuilder", "Hands"), 1, MAX_HANDS),
        _number("damage", QT_TRANSLATE_NOOP("SwordplayDeckBuilder", "Damage"), 1, MAX_STAT),
        Field(
            ("piercing",),
            QT_TRANSLATE_NOOP("SwordplayDeckBuilder", "Piercing (past armor)"),
            "check",
        ),
        _COUNT,
        *_WORDS,
    ),
    "armor": (
        *_IDENTITY,
        _number("value", QT_TRANSLATE_NOOP("SwordplayDeckBuilder", "Absorbs"), 1, MAX_STAT),
        _COUNT,
        *_WORDS,
    ),
    "shield": (
        *_IDENTITY,
        _number("hands", QT_TRANSLATE_NOOP("SwordplayDeckBuilder", "Hands"), 1, MAX_HANDS),
        _number(
            "uses",
            QT_TRANSLATE_NOOP("SwordplayDeckBuilder", "Counters before discarded"),
            1,
            MAX_STAT,
        ),
        _COUNT,
        *_WORDS,
    ),
}


def said(text: str) -> str:
    """A marked English text in the app's language."""
    return QCoreApplication.translate(_CONTEXT, text)


class CardEditor(QScrollArea):
    """The form of the selected design; ``edited()`` after each change it writes."""

    edited = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("cardEditor")
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.document: SwordplayDeckDocument | None = None
        self.ref: CardRef | None = None
        #: Each field's widget, by key (for tests and the window).
        self.widgets: dict[tuple[str, ...], QWidget] = {}
        self.problem_lines: QLabel = plain_label()
        self.title: QLabel = plain_label()
        self._readers: dict[tuple[str, ...], Callable[[], object]] = {}

    def show_card(self, document: SwordplayDeckDocument, ref: CardRef | None) -> None:
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
        for field in FIELDS[None if ref is None else ref.table]:
            widget = self._widget(field)
            self.widgets[field.key] = widget
            if isinstance(widget, QCheckBox):
                form.addRow(widget)  # a check box says its own label, the width of the form
                continue
            label = QLabel(said(field.label))
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
                QCoreApplication.translate("SwordplayDeckBuilder", "Deck details: {name}").format(
                    name=document.deck_name()
                )
            )
        elif self.ref.index < len(document.cards(self.ref.table)):
            self.title.setText(document.shown_name(self.ref, current_language()))
        problems = document.problems_of(self.ref)
        self.problem_lines.setText("\n".join(render(problem.said()) for problem in problems))
        self.problem_lines.setVisible(bool(problems))

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
            check = QCheckBox(said(field.label))
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
                box.addItem(said(label), option)
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
            check = QCheckBox(said(label))
            check.setObjectName(f"option_{option}")
            check.setChecked(option in chosen)
            boxes.append((option, check))
            row.addWidget(check)

        def changed(_on: bool) -> None:
            self._write(field, [option for option, check in boxes if check.isChecked()])

        for _option, check in boxes:
            check.toggled.connect(changed)
        return holder


__all__ = ["FIELDS", "CardEditor", "Field", "said"]
