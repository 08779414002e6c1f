"""Read a Ready...Fence! deck file into the rules' ``CardSet``: parsing is pure, loading a path
reads.

Whatever is wrong with a file (missing, a folder or a device, binary, empty, too large, nested
too deeply, not TOML, fields of the wrong type, unknown fields, a deck unlike the box) becomes a
``CardSetError`` holding one ``Problem`` per fault, each one line naming the file, the card and
what is wrong; never a traceback. Reading, decoding, TOML and pydantic's errors are the kit's
(``kit.decks.reading``, ``kit.decks.validation``). Nothing here writes.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Final

from pydantic import ValidationError

from audatia_qt.games.ready_fence.decks.checks import deck_problems, level_problems
from audatia_qt.games.ready_fence.decks.models import CardModel, ReadyFenceDeckFile
from audatia_qt.games.ready_fence.rules.cards import (
    BOTH_CARDLESS,
    Card,
    CardSet,
    Provenance,
    Reach,
)
from audatia_qt.kit.decks import reading
from audatia_qt.kit.decks.reading import DeckFileError
from audatia_qt.kit.decks.validation import validation_problems

#: A Ready...Fence! deck file is a few dozen kilobytes (the bundled one about 15 KB).
MAX_DECK_BYTES: Final = 256 * 1024


class CardSetError(DeckFileError):
    """A deck file that cannot be used, with every problem found in it (the kit's words)."""


@dataclass(frozen=True)
class LoadedCardSet:
    """A valid deck file: as written and as the rules read it."""

    source: str
    file: ReadyFenceDeckFile
    card_set: CardSet


def load_deck(path: Path) -> LoadedCardSet:
    """Read and judge the deck file at ``path``."""
    data = reading.read_deck_bytes(Path(path), MAX_DECK_BYTES, CardSetError)
    source = str(path)
    return parse_deck_text(reading.decode_deck_bytes(data, source, CardSetError), source)


def load_card_set(path: Path) -> CardSet:
    """The rules' cards from the deck file at ``path``; ``CardSetError`` when it is unusable."""
    return load_deck(path).card_set


def parse_deck_text(text: str, source: str) -> LoadedCardSet:
    """Parse and judge a deck file's text; ``source`` names it in messages."""
    return validate_deck_data(reading.parse_toml(text, source, CardSetError), source)


def validate_deck_data(raw: object, source: str) -> LoadedCardSet:
    """Judge already-parsed deck data (a TOML document as Python values)."""
    try:
        deck = ReadyFenceDeckFile.model_validate(raw)
    except ValidationError as error:
        raise CardSetError(source, validation_problems(error)) from None
    problems = deck_problems(deck)
    if problems:
        raise CardSetError(source, problems)
    cards = card_set_of(deck)
    problems = level_problems(cards)
    if problems:
        raise CardSetError(source, problems)
    return LoadedCardSet(source, deck, cards)


def card_of(model: CardModel) -> Card:
    """The rules' card of one ``[[card]]`` table (one copy; ``card_set_of`` expands counts)."""
    return Card(
        id=model.id,
        technique=model.technique,
        name=model.name,
        colour=model.colour,
        speed=model.speed,
        stamina=model.stamina,
        marks=frozenset(model.marks),
        roles=frozenset(model.roles),
        reach=Reach[model.reach.upper()],
        effects=frozenset(model.effects),
        own_guard=frozenset(model.own_guard),
        answered_by=frozenset(model.answered_by),
        answers=frozenset(model.answers),
        cardless=BOTH_CARDLESS if model.cardless is None else frozenset(model.cardless),
        text=model.text,
        provenance=Provenance(model.provenance.status, model.provenance.reason),
        translations=tuple(
            (code, words.name, words.text) for code, words in sorted(model.translations.items())
        ),
    )


def card_set_of(deck: ReadyFenceDeckFile) -> CardSet:
    """The ``CardSet`` of a valid file: each design ``count`` times, in the file's order, so a
    card's index is stable."""
    cards: list[Card] = []
    for model in deck.card:
        cards.extend([card_of(model)] * model.count)
    return CardSet(tuple(cards))
