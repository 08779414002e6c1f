"""A pure package's ``Message`` in the language the app speaks now (docs/i18n.md).

The sentence is looked up in Qt's catalogs (the translators ``Language`` installed), its count
put in by Qt (which also picks the plural form), then its placeholders filled, each rendered
the same way: a nested message through the catalogs, a card's name through the decks' own
translations (``CardWords``), a plain name or number as it is.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

from audatia_qt.engine.messages import (
    SOURCE_LANGUAGE,
    CardName,
    Message,
    Number,
    OwnWords,
    Param,
    fill,
)
from audatia_qt.shell.i18n.catalogs import CATALOGS, LANGUAGES, qm_path
from audatia_qt.shell.i18n.language import current_language


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
    if not message.params:
        return fill(text, -1, {})
    language = current_language()
    return fill(
        text, -1, {name: _value(value, words, render, language) for name, value in message.params}
    )


class LanguageCatalogs:
    """Messages said in one language whatever language the app speaks: that language's
    compiled catalogs loaded, one translator each, and not installed (a lesson exported from
    the replay writes its Spanish beside its English from an English app)."""

    def __init__(self, code: str) -> None:
        if code not in LANGUAGES:
            raise ValueError(f"no such language: {code!r}")
        self.code = code
        self._translators: list[QTranslator] = []
        for catalog in CATALOGS:
            translator = QTranslator()
            if translator.load(str(qm_path(catalog, code))):
                self._translators.append(translator)
            # A catalog missing (a broken installation): its sentences stay their source's.

    def render(self, message: Message | str, cards: CardWords | None = None) -> str:
        """``message`` in this language (a plain string as it is), the count's form and the
        figures as this language says them."""
        if isinstance(message, str):
            return message
        words = cards or EnglishCardWords()
        text = ""
        for translator in self._translators:
            text = translator.translate(message.context, message.source, None, message.n) or ""
            if text:
                break
        values = {
            name: _value(value, words, lambda said, w: self.render(said, w), self.code)
            for name, value in message.params
        }
        return fill(text or message.source, message.n, values)


def _value(
    value: Param,
    cards: CardWords,
    say: Callable[[Message, CardWords], str],
    language: str,
) -> str:
    if isinstance(value, Message):
        return say(value, cards)
    if isinstance(value, CardName):
        return cards.card_name(value)
    if isinstance(value, OwnWords):
        return value.said_in(language)
    if isinstance(value, Number):
        return _number(value, language)
    return str(value)


def _number(number: Number, language: str) -> str:
    """A figure with the language's decimal sign and grouping; English keeps Python's
    fixed-point, the command line's figures as they always were (read by scripts)."""
    if language == SOURCE_LANGUAGE:
        return number.english()
    return QLocale(language).toString(float(number.value), "f", number.decimals)
