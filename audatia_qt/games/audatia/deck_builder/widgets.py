"""Field widgets of the card editor: each shows one deck-file value and reports edits.

Every widget has ``set_value(value)`` (no signal while setting), ``value()`` (the TOML value,
None for "leave the key out"), and the ``edited`` signal.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QValidator
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from audatia_qt.engine.messages import LANGUAGES
from audatia_qt.games.audatia.decks.models import MAX_AMOUNT, TRANSLATION_LANGUAGES
from audatia_qt.games.audatia.rules.cards import (
    Blow,
    Gender,
    IconKind,
    MoonHalf,
    ProvenanceStatus,
    Virtue,
)
from audatia_qt.games.audatia.rules.effects import Param, effect_type, effect_types
from audatia_qt.shell.i18n.marks import QT_TRANSLATE_NOOP
from audatia_qt.shell.i18n.render import render
from audatia_qt.shell.plain import plain_label

Choices = list[tuple[str, Any]]


#: The words for the enum values a field offers, where they are not Italian or Latin names
#: (the blows and the virtues stay as they are in every language, as in the rulebook).
_VALUE_WORDS: dict[str, str] = {
    "attack": QT_TRANSLATE_NOOP("FieldValues", "Attack"),
    "parry": QT_TRANSLATE_NOOP("FieldValues", "Parry"),
    "counterattack": QT_TRANSLATE_NOOP("FieldValues", "Counterattack"),
    "break": QT_TRANSLATE_NOOP("FieldValues", "Break"),
    "exchange": QT_TRANSLATE_NOOP("FieldValues", "Exchange"),
    "cycle": QT_TRANSLATE_NOOP("FieldValues", "Cycle"),
    "moon": QT_TRANSLATE_NOOP("FieldValues", "Moon"),
    "night": QT_TRANSLATE_NOOP("FieldValues", "Night"),
    "top_left": QT_TRANSLATE_NOOP("FieldValues", "Top left"),
    "top_right": QT_TRANSLATE_NOOP("FieldValues", "Top right"),
    "posta_choice": QT_TRANSLATE_NOOP("FieldValues", "Posta choice"),
    "out_of_measure": QT_TRANSLATE_NOOP("FieldValues", "Out of measure"),
    "on_attacked": QT_TRANSLATE_NOOP("FieldValues", "On attacked"),
    "after_parried": QT_TRANSLATE_NOOP("FieldValues", "After parried"),
    "on_opponent_skill": QT_TRANSLATE_NOOP("FieldValues", "On opponent skill"),
    "documented": QT_TRANSLATE_NOOP("FieldValues", "Documented"),
    "reconstructed": QT_TRANSLATE_NOOP("FieldValues", "Reconstructed"),
}


def label_of(value: str) -> str:
    """``mandritto_fendente`` -> ``Mandritto fendente``; ``top_left`` -> ``Top left`` (in the
    app's language: the words of ``_VALUE_WORDS`` are translated)."""
    words = _VALUE_WORDS.get(value)
    if words is not None:
        return QCoreApplication.translate("FieldValues", words)
    return value.replace("_", " ").capitalize()


def enum_choices(values: list[str], *, none: str | None = None) -> Choices:
    """Combo-box choices for enum values, optionally led by a "none" entry."""
    choices: Choices = [(none, None)] if none is not None else []
    return choices + [(label_of(value), value) for value in values]


VIRTUES = [virtue.value for virtue in Virtue]
BLOWS = [blow.value for blow in Blow]


class FieldWidget(QWidget):
    """The common shape of every field widget."""

    edited = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._setting = False

    def set_value(self, value: Any) -> None:
        """Show a value without announcing an edit."""
        self._setting = True
        try:
            self._show(value)
        finally:
            self._setting = False

    def value(self) -> Any:
        """The value as it goes into the deck file (None: leave the key out)."""
        raise NotImplementedError

    def _show(self, value: Any) -> None:
        raise NotImplementedError

    def _on_changed(self, *_args: object) -> None:
        if not self._setting:
            self.edited.emit()


class LineField(FieldWidget):
    """One line of text; empty means "leave it out" for an optional field."""

    def __init__(self, *, optional: bool = False, placeholder: str = "") -> None:
        super().__init__()
        self.optional = optional
        self.line = QLineEdit()
        self.line.setPlaceholderText(placeholder)
        self.line.textEdited.connect(self._on_changed)
        _single(self, self.line)

    def value(self) -> Any:
        text = self.line.text()
        return None if self.optional and not text.strip() else text

    def _show(self, value: Any) -> None:
        self.line.setText("" if value is None else str(value))


class TextField(FieldWidget):
    """The card's text, several lines."""

    def __init__(self) -> None:
        super().__init__()
        self.edit = QPlainTextEdit()
        self.edit.setTabChangesFocus(True)
        self.edit.setFixedHeight(84)
        self.edit.textChanged.connect(self._on_changed)
        _single(self, self.edit)

    def value(self) -> Any:
        return self.edit.toPlainText()

    def _show(self, value: Any) -> None:
        if self.edit.toPlainText() != (value or ""):
            self.edit.setPlainText("" if value is None else str(value))


class BoolField(FieldWidget):
    """A yes/no field as a checkbox."""

    def __init__(self, text: str) -> None:
        super().__init__()
        self.box = QCheckBox(text)
        self.box.toggled.connect(self._on_changed)
        _single(self, self.box)

    def value(self) -> Any:
        return self.box.isChecked()

    def _show(self, value: Any) -> None:
        self.box.setChecked(bool(value))


class ChoiceField(FieldWidget):
    """One of a few values as a combo box; a value not among them is shown as it is."""

    def __init__(self, choices: Choices) -> None:
        super().__init__()
        self.combo = QComboBox()
        self.set_choices(choices)
        self.combo.currentIndexChanged.connect(self._on_changed)
        _single(self, self.combo)

    def set_choices(self, choices: Choices) -> None:
        """Replace the choices, keeping the current value."""
        current = self.value() if self.combo.count() else None
        self._setting = True
        self.combo.clear()
        for label, value in choices:
            self.combo.addItem(label or "\u2014", value)
        self._setting = False
        if current is not None:
            self.set_value(current)

    def value(self) -> Any:
        return self.combo.currentData()

    def _show(self, value: Any) -> None:
        index = self.combo.findData(value)
        if index < 0:
            self.combo.addItem(self.tr("{value} (unknown)").format(value=value), value)
            index = self.combo.count() - 1
        self.combo.setCurrentIndex(index)


class RangeSpinBox(QSpinBox):
    """A spin box that says so when a number typed is out of its range.

    A plain QSpinBox drops the keystroke that would leave the range, so typing 99 where 9 is
    the most shows 9 and says nothing; this one emits ``refused(typed)`` instead, and its
    tooltip names the range.
    """

    refused = Signal(str)
    accepted_again = Signal()

    def validate(self, text: str, pos: int) -> tuple[QValidator.State, str, int]:
        result = super().validate(text, pos)
        state = result[0]
        typed = text.removeprefix(self.prefix()).removesuffix(self.suffix()).strip()
        if state == QValidator.State.Invalid and typed.lstrip("-").isdigit():
            self.refused.emit(typed)
        elif state == QValidator.State.Acceptable:
            self.accepted_again.emit()
        return result


def range_words(low: int, high: int, prefix: str = "") -> str:
    """``from +1 to +9``: a spin box's range as a note says it."""
    return QCoreApplication.translate("FieldWidget", "from {low} to {high}").format(
        low=f"{prefix}{low}", high=f"{prefix}{high}"
    )


def _range_note(spin: RangeSpinBox, what: str, allowed: str) -> QLabel:
    """A hidden line under a spin box that says the range when a number typed is refused."""
    note = plain_label()  # quotes what was typed
    note.setObjectName("fieldProblem")
    note.setWordWrap(True)
    note.hide()

    def refuse(typed: str) -> None:
        note.setText(
            QCoreApplication.translate(
                "FieldWidget", "{typed} is out of range: {what} is {allowed}."
            ).format(typed=typed, what=what, allowed=allowed)
        )
        note.show()

    spin.refused.connect(refuse)
    spin.accepted_again.connect(note.hide)
    spin.setToolTip(f"{what[0].upper()}{what[1:]}: {allowed}." if what else allowed)
    return note


class CountField(FieldWidget):
    """A whole number in a range, as a spin box that says its range when typed past it."""

    def __init__(self, low: int, high: int, *, suffix: str = "", what: str = "") -> None:
        super().__init__()
        self.spin = RangeSpinBox()
        self.spin.setRange(low, high)
        self.spin.setSuffix(suffix)
        self.spin.valueChanged.connect(self._on_changed)
        self.range_note = _range_note(self.spin, what, range_words(low, high))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addWidget(self.spin)
        layout.addWidget(self.range_note)

    def value(self) -> Any:
        return self.spin.value()

    def _show(self, value: Any) -> None:
        self.spin.setValue(value if isinstance(value, int) else self.spin.minimum())


class BlowsField(FieldWidget):
    """A set of the Seven Swords' blows as checkboxes, laid out as on the diagram.

    The order the file lists them in is kept; a newly ticked blow goes at the end. With
    ``allow_all``, an "all seven" box stands for leaving the key out (attackable by all).
    """

    def __init__(self, *, allow_all: bool = False) -> None:
        super().__init__()
        self._order: list[str] = []
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        self.all_box: QCheckBox | None = None
        if allow_all:
            self.all_box = QCheckBox(self.tr("All seven blows (no restriction)"))
            self.all_box.toggled.connect(self._on_all_toggled)
            layout.addWidget(self.all_box)
        grid = QGridLayout()
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(10)
        grid.setVerticalSpacing(0)
        self.boxes: dict[str, QCheckBox] = {}
        # Mandritti on the left column, roversi on the right, the Punta below: the diagram's sides.
        places = {
            Blow.MANDRITTO_FENDENTE: (0, 0),
            Blow.ROVERSO_FENDENTE: (0, 1),
            Blow.MANDRITTO_MEZANO: (1, 0),
            Blow.ROVERSO_MEZANO: (1, 1),
            Blow.MANDRITTO_SOTTANO: (2, 0),
            Blow.ROVERSO_SOTTANO: (2, 1),
            Blow.PUNTA: (3, 0),
        }
        for blow, (row, column) in places.items():
            box = QCheckBox(label_of(blow.value))
            box.setObjectName(f"blow_{blow.value}")
            box.toggled.connect(self._on_changed)
            self.boxes[blow.value] = box
            grid.addWidget(box, row, column)
        layout.addLayout(grid)

    def value(self) -> Any:
        if self.all_box is not None and self.all_box.isChecked():
            return None
        ticked = [blow for blow, box in self.boxes.items() if box.isChecked()]
        kept = [blow for blow in self._order if blow in ticked]
        return kept + [blow for blow in ticked if blow not in kept]

    def _show(self, value: Any) -> None:
        everything = value is None and self.all_box is not None
        if self.all_box is not None:
            self.all_box.setChecked(everything)
        blows = list(value) if isinstance(value, list) else []
        self._order = [str(blow) for blow in blows]
        for blow, box in self.boxes.items():
            box.setChecked(everything or blow in blows)
            box.setEnabled(not everything)

    def _on_all_toggled(self, checked: bool) -> None:
        for box in self.boxes.values():
            box.setEnabled(not checked)
            if checked:
                box.setChecked(True)
        self._on_changed()


class GatedField(FieldWidget):
    """A list of ``{tag = value, requires = virtue}`` tables, one combo box per possible value.

    Icons (``kind``) and a posta's Defends (``blow``): each is absent, always there, or there
    only with a virtue's advantage.
    """

    def __init__(self, tag: str, values: list[str]) -> None:
        super().__init__()
        self.tag = tag
        self._order: list[str] = []
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setVerticalSpacing(2)
        self.combos: dict[str, QComboBox] = {}
        choices: Choices = [("\u2014", "none"), (self.tr("Yes"), "always")] + [
            (self.tr("With {virtue}").format(virtue=label_of(virtue)), virtue) for virtue in VIRTUES
        ]
        for row, value in enumerate(values):
            combo = QComboBox()
            combo.setObjectName(f"{tag}_{value}")
            for label, data in choices:
                combo.addItem(label, data)
            combo.currentIndexChanged.connect(self._on_changed)
            self.combos[value] = combo
            # One per row: the editor panel is narrow beside the preview.
            grid.addWidget(QLabel(label_of(value)), row, 0)
            grid.addWidget(combo, row, 1)
        grid.setColumnStretch(1, 1)

    def value(self) -> Any:
        chosen = {
            value: combo.currentData()
            for value, combo in self.combos.items()
            if combo.currentData() != "none"
        }
        order = [value for value in self._order if value in chosen]
        order += [value for value in chosen if value not in order]
        out = []
        for value in order:
            entry: dict[str, Any] = {self.tag: value}
            if chosen[value] != "always":
                entry["requires"] = chosen[value]
            out.append(entry)
        return out

    def _show(self, value: Any) -> None:
        entries = [entry for entry in value or [] if isinstance(entry, dict)]
        self._order = [str(entry.get(self.tag)) for entry in entries]
        found = {str(entry.get(self.tag)): entry.get("requires") or "always" for entry in entries}
        for name, combo in self.combos.items():
            combo.setCurrentIndex(max(0, combo.findData(found.get(name, "none"))))


class BonusesField(FieldWidget):
    """A posta's virtue bonuses: one spin box per virtue, 0 for none."""

    def __init__(self) -> None:
        super().__init__()
        self._order: list[str] = []
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(2)
        row = QGridLayout()
        row.setContentsMargins(0, 0, 0, 0)
        column.addLayout(row)
        self.spins: dict[str, RangeSpinBox] = {}
        # One note for the four boxes: whichever was typed past its range says so.
        self.range_note = QLabel()
        self.range_note.setObjectName("fieldProblem")
        self.range_note.setWordWrap(True)
        self.range_note.hide()
        allowed = self.tr("{range} (\u2014 for none)").format(range=range_words(1, MAX_AMOUNT, "+"))
        for index, virtue in enumerate(VIRTUES):
            spin = RangeSpinBox()
            spin.setRange(0, MAX_AMOUNT)
            spin.setPrefix("+")
            spin.setSpecialValueText("\u2014")
            spin.setObjectName(f"bonus_{virtue}")
            spin.valueChanged.connect(self._on_changed)
            title = label_of(virtue)
            spin.setToolTip(
                self.tr("{virtue} bonus: {allowed}.").format(virtue=title, allowed=allowed)
            )
            spin.refused.connect(lambda typed, name=title: self._refuse(typed, name, allowed))
            spin.accepted_again.connect(self.range_note.hide)
            self.spins[virtue] = spin
            row.addWidget(QLabel(label_of(virtue)), index // 2, (index % 2) * 2)
            row.addWidget(spin, index // 2, (index % 2) * 2 + 1)
        column.addWidget(self.range_note)

    def _refuse(self, typed: str, virtue: str, allowed: str) -> None:
        self.range_note.setText(
            self.tr("{typed} is out of range: the {virtue} bonus is {allowed}.").format(
                typed=typed, virtue=virtue, allowed=allowed
            )
        )
        self.range_note.show()

    def value(self) -> Any:
        amounts = {virtue: spin.value() for virtue, spin in self.spins.items() if spin.value()}
        order = [virtue for virtue in self._order if virtue in amounts]
        order += [virtue for virtue in amounts if virtue not in order]
        return [{"virtue": virtue, "amount": amounts[virtue]} for virtue in order]

    def _show(self, value: Any) -> None:
        entries = [entry for entry in value or [] if isinstance(entry, dict)]
        self._order = [str(entry.get("virtue")) for entry in entries]
        amounts = {str(entry.get("virtue")): entry.get("amount", 0) for entry in entries}
        for virtue, spin in self.spins.items():
            amount = amounts.get(virtue, 0)
            spin.setValue(amount if isinstance(amount, int) else 0)


class EffectField(FieldWidget):
    """A skill's effect: its kind, and the parameters that kind takes (both from the effect
    registry, ``rules.effects``)."""

    def __init__(self) -> None:
        super().__init__()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.kind = QComboBox()
        self.kind.setObjectName("effect_kind")
        for index, effect in enumerate(effect_types()):
            # The registry's words, in the app's language (the form is built again when it
            # changes).
            self.kind.addItem(render(effect.name.say()), effect.kind)
            self.kind.setItemData(index, render(effect.summary.say()), Qt.ItemDataRole.ToolTipRole)
        self.virtue = QComboBox()
        for virtue in VIRTUES:
            self.virtue.addItem(label_of(virtue), virtue)
        self.amount = RangeSpinBox()
        self.amount.setRange(1, MAX_AMOUNT)
        self.amount.setPrefix("+")
        self.range_note = _range_note(
            self.amount, self.tr("the amount"), range_words(1, MAX_AMOUNT, "+")
        )
        self.bonus_row = QWidget()
        bonus = QHBoxLayout(self.bonus_row)
        bonus.setContentsMargins(0, 0, 0, 0)
        bonus.addWidget(self.virtue, 1)
        bonus.addWidget(self.amount)
        self.blows = BlowsField()
        layout.addWidget(self.kind)
        layout.addWidget(self.bonus_row)
        layout.addWidget(self.range_note)
        layout.addWidget(self.blows)
        for signal in (
            self.kind.currentIndexChanged,
            self.virtue.currentIndexChanged,
            self.amount.valueChanged,
            self.blows.edited,
        ):
            signal.connect(self._on_changed)
        self.kind.currentIndexChanged.connect(self._sync_visibility)
        self._sync_visibility()

    def _params(self) -> frozenset[Param]:
        kind = self.kind.currentData()
        return effect_type(kind).params if isinstance(kind, str) else frozenset()

    def value(self) -> Any:
        params = self._params()
        effect: dict[str, Any] = {"kind": self.kind.currentData()}
        if Param.VIRTUE in params:
            effect["virtue"] = self.virtue.currentData()
        if Param.AMOUNT in params:
            effect["amount"] = self.amount.value()
        if Param.BLOWS in params:
            effect["blows"] = self.blows.value()
        return effect

    def _show(self, value: Any) -> None:
        effect = value if isinstance(value, dict) else {}
        self.kind.setCurrentIndex(max(0, self.kind.findData(effect.get("kind"))))
        self.virtue.setCurrentIndex(max(0, self.virtue.findData(effect.get("virtue"))))
        amount = effect.get("amount", 1)
        self.amount.setValue(amount if isinstance(amount, int) else 1)
        self.blows.set_value(effect.get("blows", []))
        self._sync_visibility()

    def _sync_visibility(self) -> None:
        params = self._params()
        self.virtue.setVisible(Param.VIRTUE in params)
        self.amount.setVisible(Param.AMOUNT in params)
        self.bonus_row.setVisible(bool(params & {Param.VIRTUE, Param.AMOUNT}))
        self.blows.setVisible(Param.BLOWS in params)
        self.kind.setToolTip(self.kind.currentData(Qt.ItemDataRole.ToolTipRole) or "")


class ProvenanceField(FieldWidget):
    """Whether the card's facts are documented or reconstructed, and why."""

    def __init__(self) -> None:
        super().__init__()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.status = QComboBox()
        for status in ProvenanceStatus:
            self.status.addItem(label_of(status.value), status.value)
        self.reason = QLineEdit()
        self.reason.setPlaceholderText(self.tr("Why: the source, or the choice made"))
        self.status.currentIndexChanged.connect(self._on_changed)
        self.reason.textEdited.connect(self._on_changed)
        layout.addWidget(self.status)
        layout.addWidget(self.reason)

    def value(self) -> Any:
        return {"status": self.status.currentData(), "reason": self.reason.text()}

    def _show(self, value: Any) -> None:
        provenance = value if isinstance(value, dict) else {}
        self.status.setCurrentIndex(max(0, self.status.findData(provenance.get("status"))))
        self.reason.setText(str(provenance.get("reason", "")))


def _single(owner: QWidget, child: QWidget) -> None:
    layout = QVBoxLayout(owner)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.addWidget(child)


ICON_KINDS = [icon.value for icon in IconKind]
MOON_HALVES = [half.value for half in MoonHalf]
ALIGN_TOP = Qt.AlignmentFlag.AlignTop


class TranslationsField(FieldWidget):
    """A card's (or the deck's) words in each language the app speaks besides English: a group
    per language with the name (empty: the card's own, as an Italian technical name), the
    gender its article follows, and the text (empty: the English is shown).

    Each translation's ``translates`` (the English it was made from) is not edited here: the
    value gives back the one shown, and the document stamps a translation whose words change.
    """

    def __init__(self, fields: tuple[str, ...] = ("name", "gender", "text")) -> None:
        super().__init__()
        self.fields = fields
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.editors: dict[str, dict[str, QWidget]] = {}
        self.titles: dict[str, QLabel] = {}
        self._stamps: dict[str, object] = {}
        for code in TRANSLATION_LANGUAGES:
            title = QLabel()
            title.setObjectName("translationTitle")
            self.titles[code] = title
            layout.addWidget(title)
            editors: dict[str, QWidget] = {}
            for key in fields:
                editor: QWidget
                if key == "gender":
                    combo = QComboBox()
                    combo.addItem("", None)
                    for gender in Gender:
                        combo.addItem("", gender.value)
                    combo.currentIndexChanged.connect(self._on_changed)
                    editor = combo
                elif key in ("text", "description"):
                    box = QPlainTextEdit()
                    box.setTabChangesFocus(True)
                    box.setFixedHeight(90)
                    box.textChanged.connect(self._on_changed)
                    editor = box
                else:
                    line = QLineEdit()
                    line.textEdited.connect(self._on_changed)
                    editor = line
                editor.setObjectName(f"translation_{code}_{key}")
                editors[key] = editor
                layout.addWidget(editor)
            self.editors[code] = editors
        self.retranslate()

    def retranslate(self) -> None:
        """Its labels in the app's language (called again on a LanguageChange)."""
        for code, title in self.titles.items():
            # The language's own name, as the settings list it: the same in every language.
            title.setText(LANGUAGES[code])
            for key, editor in self.editors[code].items():
                if isinstance(editor, QComboBox):
                    editor.setItemText(0, self.tr("gender not given"))
                    editor.setItemText(1, self.tr("masculine (un)"))
                    editor.setItemText(2, self.tr("feminine (una)"))
                elif isinstance(editor, QLineEdit):
                    editor.setPlaceholderText(
                        self.tr("Name (empty: the same as in English)")
                        if key == "name"
                        else self.tr("Character (empty: the same as in English)")
                    )
                elif isinstance(editor, QPlainTextEdit):
                    editor.setPlaceholderText(self.tr("Text (empty: the English is shown)"))

    def value(self) -> Any:
        found: dict[str, dict[str, object]] = {}
        for code, editors in self.editors.items():
            entry: dict[str, object] = {}
            for key, editor in editors.items():
                if isinstance(editor, QComboBox):
                    data = editor.currentData()
                    text = data if isinstance(data, str) else ""
                elif isinstance(editor, QPlainTextEdit):
                    text = editor.toPlainText()
                else:
                    text = editor.text().strip() if isinstance(editor, QLineEdit) else ""
                if text:
                    entry[key] = text
            if entry:
                found[code] = entry
                if code in self._stamps:
                    entry["translates"] = self._stamps[code]
        return found or None

    def _show(self, value: Any) -> None:
        translations = value if isinstance(value, dict) else {}
        self._stamps = {}
        for code, editors in self.editors.items():
            entry = translations.get(code)
            entry = entry if isinstance(entry, dict) else {}
            if "translates" in entry:
                self._stamps[code] = entry["translates"]
            for key, editor in editors.items():
                shown = entry.get(key)
                if isinstance(editor, QComboBox):
                    editor.setCurrentIndex(max(0, editor.findData(shown)))
                elif isinstance(editor, QPlainTextEdit):
                    if editor.toPlainText() != str(shown or ""):
                        editor.setPlainText(str(shown or ""))
                elif isinstance(editor, QLineEdit) and editor.text().strip() != str(shown or ""):
                    editor.setText(str(shown or ""))  # only when it differs: keeps the cursor
