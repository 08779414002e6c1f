"""A pure package's ``Message`` in the language the app speaks now (docs/i18n.md).

The sentence is looked up in Qt's catalogs (the translators ``Language`` installed), its count
put in by Qt (which also picks the plural form), then its placeholders filled, each rendered
the same way: a nested message through the catalogs, a card's name through the decks' own
translations (``CardWords``), a plain name or number as it is.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QCoreApplication, QLocale

from audatia_qt.i18n.language import current_language
from audatia_qt.messages import SOURCE_LANGUAGE, CardName, Message, Number, OwnWords, Param, fill


class CardWords(Protocol):
    """Cards' names in the language the app speaks now, from the decks' translations."""

    def card_name(self, card: CardName) -> str: ...


class EnglishCardWords:
    """Cards' names as the deck files first give them, with English articles."""

    def card_name(self, card: CardName) -> str:
        return card.english()


def render(message: Message | str, cards: CardWords | None = None) -> str:
    """``message`` in the language of the installed catalogs (a plain string as it is)."""
    if isinstance(message, str):
        return message
    words = cards or EnglishCardWords()
    # Qt puts the count in (with the plural form the language needs) when n >= 0.
    text = QCoreApplication.translate(message.context, message.source, None, message.n)
    return fill(text, -1, {name: _value(value, words) for name, value in message.params})


def _value(value: Param, cards: CardWords) -> str:
    if isinstance(value, Message):
        return render(value, cards)
    if isinstance(value, CardName):
        return cards.card_name(value)
    if isinstance(value, OwnWords):
        return value.said_in(current_language())
    if isinstance(value, Number):
        return _number(value)
    return str(value)


def _number(number: Number) -> str:
    """A figure with the language's decimal sign and grouping (``Language.switch`` made the
    language's locale the default); English keeps Python's fixed-point, the command line's
    figures as they always were (read by scripts)."""
    if current_language() == SOURCE_LANGUAGE:
        return number.english()
    return QLocale().toString(float(number.value), "f", number.decimals)
