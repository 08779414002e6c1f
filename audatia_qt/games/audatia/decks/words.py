"""Cards' names and texts in a language, from the decks' own translations (docs/i18n.md).

A deck file carries each card's name and text in English and, beside them, in the other
languages the app speaks (``translations.es = { name = ..., text = ..., gender = ... }``). This
module reads them back for one language: :class:`DeckWords` is the ``CardWords`` the UI hands
to ``i18n.render.render`` for the card names in messages, and :func:`card_words` gives the name
and text a card face shows. English, the deck's own words, is the fallback for whatever a
translation leaves out. Pure: no Qt.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Final

from audatia_qt.engine.messages import SOURCE_LANGUAGE, CardName
from audatia_qt.games.audatia.rules.cards import (
    DeckDef,
    Gender,
    PrintedCardDef,
    translation_in,
    worded,
)

#: The indefinite article of a card's name, by language and the gender its translation gives.
#: A language without an entry says names without an article, or has none (English: see
#: ``CardName.english``).
ARTICLES: Final[dict[str, dict[Gender, str]]] = {
    "es": {Gender.MASCULINE: "un", Gender.FEMININE: "una"},
}
#: The gender assumed when a translation gives none (the checker warns of it).
DEFAULT_GENDER: Final = Gender.MASCULINE


@dataclass(frozen=True)
class CardWording:
    """What a card says in one language: its name, text and the article its name takes."""

    name: str
    text: str
    article: str | None = None

    def with_article(self) -> str:
        return self.name if self.article is None else f"{self.article} {self.name}"


def card_words(card: PrintedCardDef, language: str) -> CardWording:
    """The card's name and text in ``language``, each its own English where not translated."""
    name, text = worded(card, language)
    found = translation_in(card.translations, language)
    articles = ARTICLES.get(language)
    article = None
    if articles is not None:
        article = articles[(found.gender if found else None) or DEFAULT_GENDER]
    return CardWording(name, text, article)


def deck_cards(deck: DeckDef) -> Iterator[PrintedCardDef]:
    """Every printed card of a deck, in deck-file order."""
    yield from deck.poste
    yield from deck.action_cards
    yield from deck.virtues
    yield deck.stretto_side


class DeckWords:
    """``CardWords`` (``i18n.render``) for one language, from the decks in play.

    The table builds one from its two decks and the app's language code
    (``DeckWords(decks, language.code)``) and builds a new one when the language changes. A
    card is looked up by the name its deck gives it first (``CardName.name``); where two decks
    give one name different translations, the first deck's is said.
    """

    def __init__(self, decks: Iterable[DeckDef], language: str) -> None:
        self.language = language
        self._words: dict[str, CardWording] = {}
        for deck in decks:
            for card in deck_cards(deck):
                self._words.setdefault(card.name, card_words(card, language))

    def card_name(self, card: CardName) -> str:
        """The card's name in this language, with its article if asked for."""
        if self.language == SOURCE_LANGUAGE:
            return card.english()
        words = self._words.get(card.name)
        if words is None:  # a name no deck in play gives: said as it is
            words = CardWording(card.name, "", _article_for(self.language))
        return words.with_article() if card.article else words.name

    def card_text(self, name: str) -> str | None:
        """The text of the card named ``name`` in this language, if a deck in play has it."""
        words = self._words.get(name)
        return None if words is None else words.text


def _article_for(language: str) -> str | None:
    articles = ARTICLES.get(language)
    return None if articles is None else articles[DEFAULT_GENDER]
