"""The fields of the form of one Swordplay design (or of the deck itself); the form is the
shell's (``shell/deck_builder/editor.CardEditor``).

The fields are listed once per table (``FIELDS``); a spin box's range is the schema's own
(``decks.models``), so a number the file could not hold cannot be typed, while text, ids and
the choices the deck rules judge (locations, the edition) show their problems as lines.
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QCoreApplication

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
from audatia_qt.shell.deck_builder.editor import Field
from audatia_qt.shell.i18n.marks import QT_TRANSLATE_NOOP

CONTEXT: Final = "SwordplayDeckBuilder"
_SPANISH: Final = TRANSLATION_LANGUAGES[0] if TRANSLATION_LANGUAGES else "es"


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
    return QCoreApplication.translate(CONTEXT, text)


__all__ = ["CONTEXT", "FIELDS", "Field", "said"]
