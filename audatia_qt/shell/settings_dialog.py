"""Game > Settings (issue 20): every preference in one dialog, each applied at once, the
language too (issue 21: the open windows retranslate themselves at once).

The dialog holds no state of its own: each control calls the window's setter (the same one
the Game menu's items call), which applies the preference to the table, remembers it
(``Preferences``) and keeps the menu's items checked alike; the window's ``preferences_changed``
then brings the dialog back in line, so a menu item used while the dialog is open shows here.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QEvent, Qt, SignalInstance
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from audatia_qt.shell.animation import ANIMATION_CHOICES, animation_label
from audatia_qt.shell.board_settings import BoardSettings
from audatia_qt.shell.highlights import HighlightStyle
from audatia_qt.shell.i18n.catalogs import LANGUAGES
from audatia_qt.shell.i18n.language import Language
from audatia_qt.shell.plugin import GameOption
from audatia_qt.shell.preferences import COMPUTER_PACES, SCALE_RANGE, pace_label

#: The sliders' step, in percent.
SCALE_STEP = 10


class SettingsHost(Protocol):
    """What the dialog shows and sets: the main window's preferences and their setters (the
    window is the one host; named here so this module needs no import of the window)."""

    @property
    def settings(self) -> BoardSettings: ...
    @property
    def animation(self) -> float: ...
    @property
    def language(self) -> Language: ...
    @property
    def preferences_changed(self) -> SignalInstance: ...
    def set_computer_pace(self, ms: int) -> None: ...
    def set_animation_speed(self, speed: float) -> None: ...
    def set_hints(self, enabled: bool) -> None: ...
    def set_explain_moves(self, enabled: bool) -> None: ...
    def set_coaching(self, enabled: bool) -> None: ...
    def game_options(self) -> list[GameOption]: ...
    def set_card_scale(self, scale: float) -> None: ...
    def set_text_scale(self, scale: float) -> None: ...
    def set_highlight_style(self, style: HighlightStyle) -> None: ...
    def set_language(self, code: str) -> bool: ...


class ScaleSlider(QWidget):
    """A percentage from 80% to 200% in steps of 10, its value written beside it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        low, high = (round(100 * bound) for bound in SCALE_RANGE)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(low // SCALE_STEP, high // SCALE_STEP)
        self.slider.setPageStep(2)
        self.slider.setTickPosition(QSlider.TickPosition.TicksBelow)
        self.value_label = QLabel()
        self.value_label.setMinimumWidth(48)
        self.slider.valueChanged.connect(self._show)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.slider, 1)
        row.addWidget(self.value_label)

    def scale(self) -> float:
        return self.slider.value() * SCALE_STEP / 100

    def set_scale(self, scale: float) -> None:
        self.slider.setValue(round(scale * 100 / SCALE_STEP))
        self._show()

    def _show(self) -> None:
        self.value_label.setText(f"{self.slider.value() * SCALE_STEP}%")
        self.slider.setAccessibleDescription(self.value_label.text())


class SettingsDialog(QDialog):
    """The preferences of the game and of the table, applied as they are changed."""

    def __init__(self, window: SettingsHost, parent: QWidget | None) -> None:
        """The dialog of ``window``'s preferences, a child of ``parent`` (the window itself)."""
        super().__init__(parent)
        self.setObjectName("settingsDialog")
        self._window = window

        self.pace_box = QComboBox()
        for _label, ms in COMPUTER_PACES:
            self.pace_box.addItem("", ms)
        self.animation_box = QComboBox()
        for _label, speed in ANIMATION_CHOICES:
            self.animation_box.addItem("", speed)
        self.hints_box = QCheckBox()
        self.explain_box = QCheckBox()
        self.coaching_box = QCheckBox()
        #: The games' own on/off preferences (``GamePlugin.options``), by key.
        self.options = window.game_options()
        self.option_boxes: dict[str, QCheckBox] = {
            option.key: QCheckBox() for option in self.options
        }

        self.card_size = ScaleSlider()
        self.text_size = ScaleSlider()
        self.style_box = QComboBox()
        for style in HighlightStyle:
            self.style_box.addItem("", style.value)
        # Each language by its own name ("Español"), so a person finds theirs in any language.
        self.language_box = QComboBox()
        for code, name in LANGUAGES.items():
            self.language_box.addItem(name, code)

        self.game_group = QGroupBox()
        game_form = QFormLayout(self.game_group)
        self._labels: dict[QWidget, QLabel] = {}
        self._add_row(game_form, self.pace_box)
        self._add_row(game_form, self.animation_box)
        game_form.addRow(self.hints_box)
        game_form.addRow(self.explain_box)
        game_form.addRow(self.coaching_box)
        for box in self.option_boxes.values():
            game_form.addRow(box)
        self.table_group = QGroupBox()
        table_form = QFormLayout(self.table_group)
        self._add_row(table_form, self.card_size)
        self._add_row(table_form, self.text_size)
        self._add_row(table_form, self.style_box)
        self.app_group = QGroupBox()
        app_form = QFormLayout(self.app_group)
        self._add_row(app_form, self.language_box)
        self.note = QLabel()
        self.note.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(self.game_group)
        layout.addWidget(self.table_group)
        layout.addWidget(self.app_group)
        layout.addWidget(self.note)
        layout.addWidget(buttons)

        self.retranslate()
        self.refresh()
        self.pace_box.currentIndexChanged.connect(self._on_pace)
        self.animation_box.currentIndexChanged.connect(self._on_animation)
        self.hints_box.toggled.connect(window.set_hints)
        self.explain_box.toggled.connect(window.set_explain_moves)
        self.coaching_box.toggled.connect(window.set_coaching)
        for option in self.options:
            self.option_boxes[option.key].toggled.connect(option.change)
        self.card_size.slider.valueChanged.connect(
            lambda _value: window.set_card_scale(self.card_size.scale())
        )
        self.text_size.slider.valueChanged.connect(
            lambda _value: window.set_text_scale(self.text_size.scale())
        )
        self.style_box.currentIndexChanged.connect(self._on_style)
        self.language_box.currentIndexChanged.connect(self._on_language)
        window.preferences_changed.connect(self.refresh)

    def _add_row(self, form: QFormLayout, field: QWidget) -> None:
        """A row of ``field`` under a label (its text set by ``retranslate``) that is its buddy."""
        label = QLabel()
        label.setBuddy(field.slider if isinstance(field, ScaleSlider) else field)
        form.addRow(label, field)
        self._labels[field] = label

    def retranslate(self) -> None:
        """Every text of the dialog in the language the app speaks: at start, and when the
        language changes (this dialog's Language among the ways)."""
        self.setWindowTitle(self.tr("Settings"))
        for index, (label, _ms) in enumerate(COMPUTER_PACES):
            self.pace_box.setItemText(index, pace_label(label))
        for index, (label, _speed) in enumerate(ANIMATION_CHOICES):
            self.animation_box.setItemText(index, animation_label(label))
        for index, style in enumerate(HighlightStyle):
            self.style_box.setItemText(index, style.label)
        self.hints_box.setText(self.tr("Show &hints (the coaching line and the Hint button)"))
        self.explain_box.setText(self.tr("&Explain the computer's moves in the game log"))
        self.coaching_box.setText(
            self.tr("C&oaching aids (your win chance in the Hint, the replay's graph)")
        )
        for option in self.options:
            self.option_boxes[option.key].setText(option.text())
        self.game_group.setTitle(self.tr("Game"))
        self.table_group.setTitle(self.tr("Table"))
        self.app_group.setTitle(self.tr("Application"))
        for field, text in (
            (self.pace_box, self.tr("Computer &pace:")),
            (self.animation_box, self.tr("&Animations:")),
            (self.card_size, self.tr("&Card size:")),
            (self.text_size, self.tr("&Text size:")),
            (self.style_box, self.tr("&Highlights:")),
            (self.language_box, self.tr("&Language:")),
        ):
            self._labels[field].setText(text)
            name = text.replace("&", "").rstrip(":")
            if isinstance(field, ScaleSlider):
                field.slider.setAccessibleName(name)
            else:
                field.setAccessibleName(name)
        self.note.setText(self.tr("Changes apply at once and are kept for the next start."))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self.adjustSize()  # another language's words may need more room
        super().changeEvent(event)

    def refresh(self) -> None:
        """Show the window's preferences as they are now (the controls send nothing back)."""
        window = self._window
        settings = window.settings
        controls: list[QWidget] = [
            self.pace_box,
            self.animation_box,
            self.hints_box,
            self.explain_box,
            self.coaching_box,
            *self.option_boxes.values(),
            self.card_size.slider,
            self.text_size.slider,
            self.style_box,
            self.language_box,
        ]
        for control in controls:
            control.blockSignals(True)
        # A pace the menu does not offer (a test's 0 ms) shows as no choice.
        self.pace_box.setCurrentIndex(self.pace_box.findData(settings.ai_delay_ms))
        self.animation_box.setCurrentIndex(self.animation_box.findData(window.animation))
        self.hints_box.setChecked(settings.hints)
        self.explain_box.setChecked(settings.explain_moves)
        self.coaching_box.setChecked(settings.coaching)
        for option in self.options:
            self.option_boxes[option.key].setChecked(option.value())
        self.card_size.set_scale(settings.card_scale)
        self.text_size.set_scale(settings.text_scale)
        self.style_box.setCurrentIndex(self.style_box.findData(settings.highlight_style.value))
        self.language_box.setCurrentIndex(self.language_box.findData(window.language.code))
        for control in controls:
            control.blockSignals(False)

    def _on_pace(self, index: int) -> None:
        self._window.set_computer_pace(int(self.pace_box.itemData(index)))

    def _on_animation(self, index: int) -> None:
        self._window.set_animation_speed(float(self.animation_box.itemData(index)))

    def _on_language(self, index: int) -> None:
        self._window.set_language(str(self.language_box.itemData(index)))

    def _on_style(self, index: int) -> None:
        self._window.set_highlight_style(HighlightStyle(self.style_box.itemData(index)))
