"""The card editor: every field of the selected card with the right widget, and its problems.

Which widget edits which field is data (``FIELD_SPECS``); a test checks that every field of
every deck-file model has one. Each row shows the deck checker's message for its field under
the widget; messages about the card as a whole stand above the form.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QFormLayout,
    QFrame,
    QLabel,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from audatia_qt.games.audatia.deck_builder.document import (
    DECK,
    REQUIRED,
    CardRef,
    DeckDocument,
    field_default,
)
from audatia_qt.games.audatia.deck_builder.widgets import (
    BLOWS,
    ICON_KINDS,
    MOON_HALVES,
    VIRTUES,
    BlowsField,
    BonusesField,
    BoolField,
    ChoiceField,
    CountField,
    EffectField,
    FieldWidget,
    GatedField,
    LineField,
    ProvenanceField,
    TextField,
    TranslationsField,
    enum_choices,
)
from audatia_qt.games.audatia.decks.models import MAX_COUNT
from audatia_qt.games.audatia.rules.cards import SunHalf, Timing
from audatia_qt.shell.i18n.marks import QT_TRANSLATE_NOOP
from audatia_qt.shell.plain import plain_label


@dataclass(frozen=True)
class FieldSpec:
    """One editable field: its key, its label (its English, marked for the catalog and said in
    the app's language when the form is built), and how to make its widget."""

    key: str
    label: str
    make: Callable[[], FieldWidget]


def _id() -> FieldSpec:
    return FieldSpec(
        "id",
        QT_TRANSLATE_NOOP("CardEditor", "Id"),
        lambda: LineField(
            placeholder=QCoreApplication.translate("CardEditor", "lower-case-with-hyphens")
        ),
    )


def _name() -> FieldSpec:
    return FieldSpec("name", QT_TRANSLATE_NOOP("CardEditor", "Name"), LineField)


def _common_tail() -> list[FieldSpec]:
    return [
        FieldSpec("text", QT_TRANSLATE_NOOP("CardEditor", "Text"), TextField),
        FieldSpec(
            "art",
            QT_TRANSLATE_NOOP("CardEditor", "Art"),
            lambda: LineField(
                optional=True,
                placeholder=QCoreApplication.translate("CardEditor", "art/picture.png (optional)"),
            ),
        ),
        FieldSpec("provenance", QT_TRANSLATE_NOOP("CardEditor", "Provenance"), ProvenanceField),
        _translations(),
    ]


def _translations() -> FieldSpec:
    return FieldSpec(
        "translations", QT_TRANSLATE_NOOP("CardEditor", "Translations"), TranslationsField
    )


def _basic_count() -> list[FieldSpec]:
    return [
        FieldSpec(
            "basic",
            QT_TRANSLATE_NOOP("CardEditor", "Basic"),
            lambda: BoolField(
                QCoreApplication.translate("CardEditor", "Basic card (opening hand)")
            ),
        ),
        FieldSpec(
            "count",
            QT_TRANSLATE_NOOP("CardEditor", "Copies"),
            lambda: CountField(
                1,
                MAX_COUNT,
                suffix=" \u00d7",
                what=QCoreApplication.translate("CardEditor", "the number of copies"),
            ),
        ),
    ]


def _halves() -> list[FieldSpec]:
    return [
        FieldSpec(
            "inside",
            QT_TRANSLATE_NOOP("CardEditor", "Inside"),
            lambda: ChoiceField(
                enum_choices(MOON_HALVES, none=QCoreApplication.translate("CardEditor", "none"))
            ),
        ),
        FieldSpec(
            "outside",
            QT_TRANSLATE_NOOP("CardEditor", "Outside"),
            lambda: ChoiceField(
                enum_choices(MOON_HALVES, none=QCoreApplication.translate("CardEditor", "none"))
            ),
        ),
    ]


def _virtue_or_none() -> list[tuple[str, object]]:
    return enum_choices(VIRTUES, none=QCoreApplication.translate("CardEditor", "no virtue needed"))


FIELD_SPECS: dict[str, list[FieldSpec]] = {
    DECK: [
        _id(),
        _name(),
        FieldSpec("character", QT_TRANSLATE_NOOP("CardEditor", "Character"), LineField),
        FieldSpec("description", QT_TRANSLATE_NOOP("CardEditor", "Description"), TextField),
        FieldSpec(
            "schema_version",
            QT_TRANSLATE_NOOP("CardEditor", "Schema"),
            lambda: CountField(1, 1, suffix=QCoreApplication.translate("CardEditor", " (version)")),
        ),
        FieldSpec(
            "translations",
            QT_TRANSLATE_NOOP("CardEditor", "Translations"),
            lambda: TranslationsField(("name", "character", "description")),
        ),
    ],
    "posta": [
        _id(),
        _name(),
        FieldSpec("attacks", QT_TRANSLATE_NOOP("CardEditor", "Attacks (upright)"), BlowsField),
        FieldSpec(
            "attackable_by",
            QT_TRANSLATE_NOOP("CardEditor", "Attackable by (inverted)"),
            lambda: BlowsField(allow_all=True),
        ),
        FieldSpec(
            "exchange",
            QT_TRANSLATE_NOOP("CardEditor", "Exchange"),
            lambda: BoolField(QCoreApplication.translate("CardEditor", "Exchange symbol")),
        ),
        FieldSpec(
            "extended",
            QT_TRANSLATE_NOOP("CardEditor", "Extended"),
            lambda: BoolField(QCoreApplication.translate("CardEditor", "Extended posta")),
        ),
        FieldSpec("bonuses", QT_TRANSLATE_NOOP("CardEditor", "Virtue bonuses"), BonusesField),
        FieldSpec(
            "defends",
            QT_TRANSLATE_NOOP("CardEditor", "Defends with"),
            lambda: GatedField("blow", BLOWS),
        ),
        *_common_tail(),
    ],
    "strike": [
        _id(),
        _name(),
        FieldSpec(
            "blow",
            QT_TRANSLATE_NOOP("CardEditor", "Blow (upright)"),
            lambda: ChoiceField(enum_choices(BLOWS)),
        ),
        FieldSpec(
            "parried_by", QT_TRANSLATE_NOOP("CardEditor", "Parried by (inverted)"), BlowsField
        ),
        FieldSpec(
            "icons",
            QT_TRANSLATE_NOOP("CardEditor", "Icons"),
            lambda: GatedField("kind", ICON_KINDS),
        ),
        FieldSpec(
            "sun",
            QT_TRANSLATE_NOOP("CardEditor", "Half sun"),
            lambda: ChoiceField(
                enum_choices(
                    [s.value for s in SunHalf],
                    none=QCoreApplication.translate("CardEditor", "none (thrust)"),
                )
            ),
        ),
        FieldSpec(
            "end_posta", QT_TRANSLATE_NOOP("CardEditor", "End Posta"), lambda: ChoiceField([])
        ),
        *_basic_count(),
        *_common_tail(),
    ],
    "remedy": [
        _id(),
        _name(),
        *_halves(),
        FieldSpec(
            "answers_break",
            QT_TRANSLATE_NOOP("CardEditor", "Answers Break"),
            lambda: BoolField(QCoreApplication.translate("CardEditor", "Answers a Break")),
        ),
        *_basic_count(),
        *_common_tail(),
    ],
    "counter_remedy": [_id(), _name(), *_halves(), *_basic_count(), *_common_tail()],
    "skill": [
        _id(),
        _name(),
        FieldSpec("effect", QT_TRANSLATE_NOOP("CardEditor", "Effect"), EffectField),
        FieldSpec(
            "timing",
            QT_TRANSLATE_NOOP("CardEditor", "Timing"),
            lambda: ChoiceField(enum_choices([t.value for t in Timing])),
        ),
        FieldSpec(
            "requires",
            QT_TRANSLATE_NOOP("CardEditor", "Requires"),
            lambda: ChoiceField(_virtue_or_none()),
        ),
        FieldSpec(
            "cycle",
            QT_TRANSLATE_NOOP("CardEditor", "Cycle"),
            lambda: BoolField(QCoreApplication.translate("CardEditor", "Cycle icon")),
        ),
        *_basic_count(),
        *_common_tail(),
    ],
    "virtue": [
        FieldSpec(
            "virtue",
            QT_TRANSLATE_NOOP("CardEditor", "Virtue"),
            lambda: ChoiceField(enum_choices(VIRTUES)),
        ),
        _name(),
        FieldSpec("text", QT_TRANSLATE_NOOP("CardEditor", "Text"), TextField),
        FieldSpec("provenance", QT_TRANSLATE_NOOP("CardEditor", "Provenance"), ProvenanceField),
        _translations(),
    ],
    "stretto_side": [
        _name(),
        FieldSpec("text", QT_TRANSLATE_NOOP("CardEditor", "Text"), TextField),
        FieldSpec("provenance", QT_TRANSLATE_NOOP("CardEditor", "Provenance"), ProvenanceField),
        _translations(),
    ],
}

_TITLES = {
    DECK: QT_TRANSLATE_NOOP("CardEditor", "Deck details"),
    "posta": QT_TRANSLATE_NOOP("CardEditor", "Posta"),
    "strike": QT_TRANSLATE_NOOP("CardEditor", "Strike"),
    "remedy": QT_TRANSLATE_NOOP("CardEditor", "Stretto Remedy"),
    "counter_remedy": QT_TRANSLATE_NOOP("CardEditor", "Stretto Counter-Remedy"),
    "skill": QT_TRANSLATE_NOOP("CardEditor", "Skill"),
    "virtue": QT_TRANSLATE_NOOP("CardEditor", "Virtue"),
    "stretto_side": QT_TRANSLATE_NOOP("CardEditor", "Stretto Side"),
}


class CardEditor(QScrollArea):
    """The form for one card (or the deck's details); edits go straight into the document."""

    field_edited = Signal(object, str)  # CardRef, key

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("cardEditor")
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setMinimumWidth(340)
        self.document: DeckDocument | None = None
        self.ref: CardRef | None = None
        self.widgets: dict[str, FieldWidget] = {}
        self.messages: dict[str, QLabel] = {}
        self.title = QLabel()
        self.title.setObjectName("editorTitle")
        self.card_messages = plain_label()  # the checker quotes the deck's values
        self.card_messages.setObjectName("fieldProblem")
        self.card_messages.setWordWrap(True)
        self._show_empty()

    def changeEvent(self, event: QEvent) -> None:
        """The app's language changed: the form again, in it."""
        if event.type() == QEvent.Type.LanguageChange:
            if self.document is not None:
                self.show_card(self.document, self.ref)
            else:
                self._show_empty()
        super().changeEvent(event)

    def show_card(self, document: DeckDocument, ref: CardRef | None) -> None:
        """Build the form for a card, or the deck's details when ref is None."""
        self.document, self.ref = document, ref or CardRef(DECK)
        section = self.ref.section
        self.widgets, self.messages = {}, {}
        body = QWidget()
        body.setObjectName("editorBody")
        column = QVBoxLayout(body)
        column.setContentsMargins(14, 10, 14, 14)
        self.title = QLabel(QCoreApplication.translate("CardEditor", _TITLES[section]))
        self.title.setObjectName("editorTitle")
        column.addWidget(self.title)
        self.card_messages = plain_label()  # the checker quotes the deck's values
        self.card_messages.setObjectName("fieldProblem")
        self.card_messages.setWordWrap(True)
        column.addWidget(self.card_messages)
        form = QFormLayout()
        # Labels above their fields: the panel stays narrow beside the preview.
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapAllRows)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        form.setVerticalSpacing(4)
        for spec in FIELD_SPECS[section]:
            widget = spec.make()
            widget.setObjectName(f"field_{spec.key}")
            message = plain_label()
            message.setObjectName("fieldProblem")
            message.setWordWrap(True)
            message.hide()
            holder = QWidget()
            holder_layout = QVBoxLayout(holder)
            holder_layout.setContentsMargins(0, 0, 0, 0)
            holder_layout.setSpacing(2)
            holder_layout.addWidget(widget)
            holder_layout.addWidget(message)
            form.addRow(QCoreApplication.translate("CardEditor", spec.label), holder)
            widget.edited.connect(lambda key=spec.key: self._on_widget_edited(key))
            self.widgets[spec.key] = widget
            self.messages[spec.key] = message
        column.addLayout(form)
        column.addStretch(1)
        self.setWidget(body)
        self.refresh()

    def refresh(self) -> None:
        """Show the card's current values (other than a field being typed in) and problems."""
        if self.document is None or self.ref is None:
            return
        card = self.document.card(self.ref)
        end_posta = self.widgets.get("end_posta")
        if isinstance(end_posta, ChoiceField) and self.ref.section == "strike":
            end_posta.set_choices(
                [
                    (f"{p.get('name', p.get('id'))}", p.get("id"))
                    for p in self.document.cards("posta")
                ]
            )
        for key, widget in self.widgets.items():
            if widget.isAncestorOf(self.focusWidget()) and widget.value() == card.get(key):
                continue
            widget.set_value(card.get(key, _shown_default(self.ref.section, key)))
        self.show_problems()

    def show_problems(self) -> None:
        """Put the deck checker's messages next to their fields."""
        if self.document is None or self.ref is None:
            return
        problems = self.document.problems_of(self.ref)
        for key, label in self.messages.items():
            found = problems.pop(key, [])
            label.setText("\n".join(found))
            label.setVisible(bool(found))
        loose = [message for messages in problems.values() for message in messages]
        self.card_messages.setText("\n".join(loose))
        self.card_messages.setVisible(bool(loose))

    def _on_widget_edited(self, key: str) -> None:
        if self.document is None or self.ref is None:
            return
        self.document.set_field(self.ref, key, self.widgets[key].value())
        self.field_edited.emit(self.ref, key)

    def _show_empty(self) -> None:
        hint = QLabel(self.tr("Choose a card to edit it."))
        hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        hint.setObjectName("editorHint")
        self.setWidget(hint)


def _shown_default(section: str, key: str) -> Any:
    """What a widget shows for a key the card leaves out."""
    default = field_default(section, key)
    return None if default is REQUIRED else default
