"""The rules a deck must obey beyond its field types: per card, and across the whole deck.

The game's deck rules live in ``rules.deck_rules`` (a save's decks are judged by them
too); here they are applied to the converted deck file, beside the checks of the file's own
shape (a value listed twice, an art path). Each check yields :class:`Problem` records naming the
field path (``strike[3].sun``) so that the command line and the deck builder can point at the
exact field.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from audatia_qt.engine.messages import LANGUAGES, CardName, Message, fingerprint, translate
from audatia_qt.engine.safe_io import art_path_message, art_path_problem
from audatia_qt.games.audatia.decks.convert import deck_def
from audatia_qt.games.audatia.decks.models import (
    TRANSLATION_LANGUAGES,
    CardTranslationModel,
    DeckFile,
    PostaModel,
    StrikeModel,
)
from audatia_qt.games.audatia.decks.words import ARTICLES
from audatia_qt.games.audatia.rules import deck_rules
from audatia_qt.games.audatia.rules.deck_rules import BASIC_CARDS, DeckProblem
from audatia_qt.kit.decks.problems import AT, Problem

__all__ = [
    "BASIC_CARDS",
    "DECK_COMPOSITION",
    "DeckWarning",
    "Problem",
    "art_path_problem",
    "card_fingerprint",
    "composition",
    "deck_fingerprint",
    "deck_problems",
    "translation_warnings",
]

#: The deck file's table for each part of the rules' ``DeckDef``.
TABLES: dict[str, str] = {
    "poste": "posta",
    "strikes": "strike",
    "remedies": "remedy",
    "counter_remedies": "counter_remedy",
    "skills": "skill",
    "virtues": "virtue",
    "basic": "basic",
}
#: The composition every character deck must have ("Deck Contents"), by deck-file table.
DECK_COMPOSITION: dict[str, int] = {
    TABLES[part]: wanted for part, wanted in deck_rules.COMPOSITION.items()
}


def deck_problems(deck: DeckFile) -> list[Problem]:
    """Everything wrong with a type-correct deck file; empty when the deck is legal."""
    return [
        *_card_problems(deck),
        *(_located(problem) for problem in deck_rules.deck_problems(deck_def(deck))),
    ]


def _located(problem: DeckProblem) -> Problem:
    """A rules problem at its deck-file path, e.g. ``strike[3].sun``."""
    path = TABLES[problem.part]
    if problem.index is not None:
        path += f"[{problem.index}]"
    if problem.field is not None:
        path += f".{problem.field}"
    return Problem(path, problem.message)


def _duplicated(values: Sequence[object]) -> bool:
    return len(set(values)) != len(values)


def _card_problems(deck: DeckFile) -> Iterator[Problem]:
    for kind in ("posta", "strike", "remedy", "counter_remedy", "skill"):
        for index, card in enumerate(getattr(deck, kind)):
            where = f"{kind}[{index}]"
            if card.art is not None and (problem := art_path_message(card.art)):
                yield Problem(f"{where}.art", problem)
            if isinstance(card, PostaModel):
                yield from _posta_problems(where, card)
            elif isinstance(card, StrikeModel) and _duplicated(card.parried_by):
                yield Problem(f"{where}.parried_by", _BLOW_TWICE.say())


_BLOW_TWICE = translate("DeckProblems", "a blow is listed twice")
_NO_BLOW = translate("DeckProblems", "name at least one blow, or omit it for all")


def _posta_problems(where: str, posta: PostaModel) -> Iterator[Problem]:
    if _duplicated(posta.attacks):
        yield Problem(f"{where}.attacks", _BLOW_TWICE.say())
    if posta.attackable_by is not None:
        if not posta.attackable_by:
            yield Problem(f"{where}.attackable_by", _NO_BLOW.say())
        elif _duplicated(posta.attackable_by):
            yield Problem(f"{where}.attackable_by", _BLOW_TWICE.say())


def composition(deck: DeckFile) -> dict[str, int]:
    """How many cards of each kind the deck holds, and (under "basic") how many are Basic."""
    basics = sum(
        card.count
        for cards in (deck.strike, deck.remedy, deck.counter_remedy, deck.skill)
        for card in cards
        if card.basic
    )
    return {
        "posta": len(deck.posta),
        "strike": sum(card.count for card in deck.strike),
        "remedy": sum(card.count for card in deck.remedy),
        "counter_remedy": sum(card.count for card in deck.counter_remedy),
        "skill": sum(card.count for card in deck.skill),
        "basic": basics,
    }


@dataclass(frozen=True)
class DeckWarning:
    """Something a deck may do but a player would miss: a card's translation left out (English
    is then shown), or made for an older English text. A warning never stops a deck from
    loading."""

    path: str
    message: Message
    """What a deck's author reads: what is wrong and what to do, in the builder's words."""
    detail: Message | None = None
    """The file's side of it (the field to set by hand), for the command line and the
    builder's tool tip; kept off the warning's own line."""

    def said(self) -> Message:
        """The warning at its path, in a sentence to render (with its detail, for the
        command line and the file's own readers)."""
        told = (
            self.message
            if self.detail is None
            else _WITH_DETAIL.say(warning=self.message, detail=self.detail)
        )
        return AT.say(path=self.path, problem=told) if self.path else told

    def __str__(self) -> str:
        return self.said().english()


#: A warning and its file-level detail, as the command line says them.
_WITH_DETAIL = translate("DeckWarnings", "{warning} ({detail})")
#: The field a deck file's author sets by hand once the translation matches the English.
_SET_TRANSLATES = translate(
    "DeckWarnings", 'in the deck file, once it matches the English: translates = "{fingerprint}"'
)


_NO_LANGUAGE = translate(
    "DeckWarnings", "The deck has no translation into {language} ({code}): English is shown."
)
_NO_TRANSLATION = translate(
    "DeckWarnings", "{card}: no translation into {language} ({code}); English is shown."
)
_NO_TEXT = translate(
    "DeckWarnings",
    "{card}: its translation into {language} ({code}) has no text; English is shown.",
)
_NO_GENDER = translate(
    "DeckWarnings",
    "{card}: its translation into {language} ({code}) gives no gender, so its article is a guess.",
)
_STALE = translate(
    "DeckWarnings",
    "{card}: the English text changed after the {language} translation was written. Compare "
    "them in the card's Translations and edit the {language} text: once edited, it counts as "
    "up to date.",
)
_UNSTAMPED = translate(
    "DeckWarnings",
    "{card}: the {language} translation is not marked as matching the English text, so a "
    "later change to the English would go unnoticed. Check it in the card's Translations and "
    "edit it: once edited, it counts as up to date.",
)
_DECK_STALE = translate(
    "DeckWarnings",
    "The deck's name, character or description changed after their {language} translation "
    "was written. Compare them in Deck details, under Translations, and edit the {language} "
    "text: once edited, it counts as up to date.",
)
_DECK_UNSTAMPED = translate(
    "DeckWarnings",
    "The {language} translation of the deck's name, character and description is not marked "
    "as matching the English, so a later change to the English would go unnoticed. Check it "
    "in Deck details, under Translations, and edit it: once edited, it counts as up to date.",
)


def card_fingerprint(name: str, text: str) -> str:
    """The fingerprint of a card's English words (its name and text), which each of its
    translations carries as ``translates``: when either changes, the translation is stale."""
    return fingerprint(f"{name}\n{text}")


def deck_fingerprint(name: str, character: str, description: str) -> str:
    """The fingerprint of the deck's English words that its ``[deck]`` translation covers."""
    return fingerprint(f"{name}\n{character}\n{description}")


def _translated_cards(
    deck: DeckFile,
) -> Iterator[tuple[str, str, str, dict[str, CardTranslationModel]]]:
    """Every card as (path, name, English text, translations)."""
    for kind in ("posta", "strike", "remedy", "counter_remedy", "skill", "virtue"):
        for index, card in enumerate(getattr(deck, kind)):
            yield f"{kind}[{index}]", card.name, card.text, card.translations
    side = deck.stretto_side
    yield "stretto_side", side.name, side.text, side.translations


def translation_warnings(deck: DeckFile) -> list[DeckWarning]:
    """Each card a language the app speaks has no (whole) translation for, English being shown
    in its place; a deck with no translation at all into a language gets one warning for it.
    Each translation made for another English text than the card's (or the deck's) now, or
    not saying which it was made for, is a warning too: it is still shown, being usually
    almost right, but the deck's builder should bring it up to date."""
    warnings: list[DeckWarning] = []
    cards = list(_translated_cards(deck))
    info = deck.deck
    for code in TRANSLATION_LANGUAGES:
        language = LANGUAGES[code]
        if code not in info.translations and not any(code in t for *_, t in cards):
            warnings.append(DeckWarning("", _NO_LANGUAGE.say(language=language, code=code)))
            continue
        own = info.translations.get(code)
        if own is not None:
            now = deck_fingerprint(info.name, info.character, info.description)
            if own.translates != now:
                sentence = _DECK_UNSTAMPED if own.translates is None else _DECK_STALE
                said = sentence.say(language=language)
                detail = _SET_TRANSLATES.say(fingerprint=now)
                warnings.append(DeckWarning(f"deck.translations.{code}", said, detail))
        for path, name, text, translations in cards:
            found = translations.get(code)
            if found is None:
                said = _NO_TRANSLATION.say(card=CardName(name), language=language, code=code)
                warnings.append(DeckWarning(path, said))
                continue
            where = f"{path}.translations.{code}"
            if found.text is None and text:
                said = _NO_TEXT.say(card=CardName(name), language=language, code=code)
                warnings.append(DeckWarning(where, said))
            elif found.gender is None and code in ARTICLES:
                said = _NO_GENDER.say(card=CardName(name), language=language, code=code)
                warnings.append(DeckWarning(where, said))
            now = card_fingerprint(name, text)
            if found.translates != now:
                sentence = _UNSTAMPED if found.translates is None else _STALE
                said = sentence.say(card=CardName(name), language=language)
                detail = _SET_TRANSLATES.say(fingerprint=now)
                warnings.append(DeckWarning(where, said, detail))
    return warnings
