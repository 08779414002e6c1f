"""The fields of the form of one Ready...Fence! card design (or of the deck itself); the form is
the shell's (``shell/deck_builder/editor.CardEditor``).

The fields are listed once per table (``FIELDS``); a spin box's range is the schema's own
(``decks.models``), so a speed or stamina cost the file could not hold cannot be typed, while
text, ids and the choices the deck rules judge show their problems as lines.
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QCoreApplication

from audatia_qt.games.ready_fence.decks.models import MAX_SPEED
from audatia_qt.games.ready_fence.rules.config import MAX_STAMINA
from audatia_qt.kit.decks.fields import (
    MAX_COUNT,
    MAX_ID,
    MAX_NAME,
    MAX_REASON,
    MAX_TEXT,
    TRANSLATION_LANGUAGES,
)
from audatia_qt.shell.deck_builder.editor import Field
from audatia_qt.shell.i18n.marks import QT_TRANSLATE_NOOP

CONTEXT: Final = "ReadyFenceDeckBuilder"
_SPANISH: Final = TRANSLATION_LANGUAGES[0] if TRANSLATION_LANGUAGES else "es"

#: The game's colours (rulebook, "The Cards"; Technical Manual, "Card Meaning").
_COLOURS: Final = (
    ("red", QT_TRANSLATE_NOOP("ReadyFenceDeckBuilder", "Red (offensive)")),
    ("orange", QT_TRANSLATE_NOOP("ReadyFenceDeckBuilder", "Orange (special attack)")),
    ("light-blue", QT_TRANSLATE_NOOP("ReadyFenceDeckBuilder", "Light Blue (counter-offensive)")),
    ("dark-blue", QT_TRANSLATE_NOOP("ReadyFenceDeckBuilder", "Dark Blue (defensive)")),
    ("red/light-blue", QT_TRANSLATE_NOOP("ReadyFenceDeckBuilder", "Red and Light Blue")),
    ("dark-blue/red", QT_TRANSLATE_NOOP("ReadyFenceDeckBuilder", "Dark Blue and Red")),
    ("orange/light-blue", QT_TRANSLATE_NOOP("ReadyFenceDeckBuilder", "Orange and Light Blue")),
    ("gold", QT_TRANSLATE_NOOP("ReadyFenceDeckBuilder", "Gold (the Joker)")),
)
#: The game icon: the levels a card is used at beyond Advanced, which plays every card.
_MARKS: Final = (
    ("T", QT_TRANSLATE_NOOP("ReadyFenceDeckBuilder", "Tutorial (T)")),
    ("B", QT_TRANSLATE_NOOP("ReadyFenceDeckBuilder", "Basic (B)")),
)
_ROLES: Final = (
    ("attack", QT_TRANSLATE_NOOP("ReadyFenceDeckBuilder", "Attack")),
    ("parry", QT_TRANSLATE_NOOP("ReadyFenceDeckBuilder", "Parry")),
    ("counter", QT_TRANSLATE_NOOP("ReadyFenceDeckBuilder", "Counterattack")),
    ("bonus", QT_TRANSLATE_NOOP("ReadyFenceDeckBuilder", "Bonus")),
    ("renew", QT_TRANSLATE_NOOP("ReadyFenceDeckBuilder", "Renewed attack")),
    ("feint", QT_TRANSLATE_NOOP("ReadyFenceDeckBuilder", "Feint")),
    ("joker", QT_TRANSLATE_NOOP("ReadyFenceDeckBuilder", "Joker")),
)
_REACH: Final = (
    ("short", QT_TRANSLATE_NOOP("ReadyFenceDeckBuilder", "Short distance")),
    ("lunge", QT_TRANSLATE_NOOP("ReadyFenceDeckBuilder", "Lunge distance")),
    ("long", QT_TRANSLATE_NOOP("ReadyFenceDeckBuilder", "Long distance")),
)
_STATUS: Final = (
    (
        "reconstructed",
        QT_TRANSLATE_NOOP(
            "ReadyFenceDeckBuilder", "Reconstructed (rebuilt within what the rulebook says)"
        ),
    ),
    (
        "documented",
        QT_TRANSLATE_NOOP("ReadyFenceDeckBuilder", "Documented (printed in the rulebook)"),
    ),
)

#: Every table's fields, in the order the form shows them.
FIELDS: Final[dict[str | None, tuple[Field, ...]]] = {
    None: (
        Field(("id",), QT_TRANSLATE_NOOP("ReadyFenceDeckBuilder", "Deck id"), "line", limit=MAX_ID),
        Field(
            ("name",),
            QT_TRANSLATE_NOOP("ReadyFenceDeckBuilder", "Deck name"),
            "line",
            limit=MAX_NAME,
        ),
        Field(
            ("edition",),
            QT_TRANSLATE_NOOP("ReadyFenceDeckBuilder", "Edition"),
            "choice",
            options=(
                (
                    "custom",
                    QT_TRANSLATE_NOOP("ReadyFenceDeckBuilder", "Custom (30 to 200 cards)"),
                ),
                (
                    "boxed",
                    QT_TRANSLATE_NOOP(
                        "ReadyFenceDeckBuilder", "Boxed (exactly the manual's 54 cards)"
                    ),
                ),
            ),
        ),
        Field(
            ("description",),
            QT_TRANSLATE_NOOP("ReadyFenceDeckBuilder", "Description"),
            "text",
            limit=MAX_TEXT,
        ),
        Field(
            ("translations", _SPANISH, "name"),
            QT_TRANSLATE_NOOP("ReadyFenceDeckBuilder", "Name in Spanish"),
            "line",
            limit=MAX_NAME,
        ),
        Field(
            ("translations", _SPANISH, "description"),
            QT_TRANSLATE_NOOP("ReadyFenceDeckBuilder", "Description in Spanish"),
            "text",
            limit=MAX_TEXT,
        ),
    ),
    "card": (
        Field(("id",), QT_TRANSLATE_NOOP("ReadyFenceDeckBuilder", "Id"), "line", limit=MAX_ID),
        Field(
            ("technique",),
            QT_TRANSLATE_NOOP("ReadyFenceDeckBuilder", "Technique"),
            "line",
            limit=MAX_ID,
        ),
        Field(
            ("name",), QT_TRANSLATE_NOOP("ReadyFenceDeckBuilder", "Name"), "line", limit=MAX_NAME
        ),
        Field(
            ("colour",),
            QT_TRANSLATE_NOOP("ReadyFenceDeckBuilder", "Colour"),
            "choice",
            options=_COLOURS,
        ),
        Field(
            ("speed",), QT_TRANSLATE_NOOP("ReadyFenceDeckBuilder", "Speed"), "number", 0, MAX_SPEED
        ),
        Field(
            ("stamina",),
            QT_TRANSLATE_NOOP("ReadyFenceDeckBuilder", "Stamina cost"),
            "number",
            0,
            MAX_STAMINA,
        ),
        Field(
            ("count",),
            QT_TRANSLATE_NOOP("ReadyFenceDeckBuilder", "Copies in the deck"),
            "number",
            1,
            MAX_COUNT,
        ),
        Field(
            ("marks",),
            QT_TRANSLATE_NOOP("ReadyFenceDeckBuilder", "Levels (Advanced plays every card)"),
            "set",
            options=_MARKS,
        ),
        Field(
            ("roles",),
            QT_TRANSLATE_NOOP("ReadyFenceDeckBuilder", "Played as"),
            "set",
            options=_ROLES,
        ),
        Field(
            ("reach",),
            QT_TRANSLATE_NOOP("ReadyFenceDeckBuilder", "Opens a phrase at"),
            "choice",
            options=_REACH,
            default="lunge",
        ),
        Field(
            ("text",), QT_TRANSLATE_NOOP("ReadyFenceDeckBuilder", "Text"), "text", limit=MAX_TEXT
        ),
        Field(
            ("translations", _SPANISH, "name"),
            QT_TRANSLATE_NOOP("ReadyFenceDeckBuilder", "Name in Spanish"),
            "line",
            limit=MAX_NAME,
        ),
        Field(
            ("translations", _SPANISH, "text"),
            QT_TRANSLATE_NOOP("ReadyFenceDeckBuilder", "Text in Spanish"),
            "text",
            limit=MAX_TEXT,
        ),
        Field(
            ("provenance", "status"),
            QT_TRANSLATE_NOOP("ReadyFenceDeckBuilder", "Provenance"),
            "choice",
            options=_STATUS,
        ),
        Field(
            ("provenance", "reason"),
            QT_TRANSLATE_NOOP("ReadyFenceDeckBuilder", "Why it is so"),
            "line",
            limit=MAX_REASON,
        ),
    ),
}


def said(text: str) -> str:
    """A marked English text in the app's language."""
    return QCoreApplication.translate(CONTEXT, text)


__all__ = ["CONTEXT", "FIELDS", "said"]
