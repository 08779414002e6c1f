"""What a Swordplay deck must obey beyond its field types: across its cards and tables.

Each check yields a :class:`Problem` naming the card (``attack[3] 'strong-attack-high'``) and
the field, so that a refusal points at what to fix. The box's facts come from the rulebook
("Components": 57 combat cards, 2 Heroes, 1 Monster; "The Monster Card": five defence numbers).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Sequence
from typing import Final

from audatia_qt.engine.messages import translate
from audatia_qt.engine.safe_io import printable
from audatia_qt.games.swordplay.decks.models import (
    COMBAT_TABLES,
    ArenaDeckFile,
    DefenseModel,
    Edition,
)
from audatia_qt.games.swordplay.rules.cards import ProvenanceStatus
from audatia_qt.kit.decks.fields import TRANSLATION_LANGUAGES
from audatia_qt.kit.decks.problems import Problem as DeckProblem

#: The boxed edition's combat deck (rulebook, "Components": "57 combat cards").
BOXED_COMBAT_CARDS: Final = 57
#: A custom deck's bounds: enough to deal four heroes five cards each and still draw; few
#: enough that a shuffle and the rules' scans stay instant.
MIN_COMBAT_CARDS: Final = 30
MAX_COMBAT_CARDS: Final = 200
#: Heroes and Monsters a deck needs: two heroes for a duel, a monster for solo play.
MIN_HEROES: Final = 2
MIN_MONSTERS: Final = 1


class Problem(DeckProblem):
    """One thing wrong with a deck file: where (a card and field, or "" for the whole file),
    and what, as a message said in the reader's language (English ``str()``), at its path in
    Swordplay's words."""

    AT = translate("Swordplay", "{path}: {problem}")


def card_label(table: str, index: int, card_id: object) -> str:
    """``attack[3] 'strong-attack-high'``: a card's place in the file and, when it has a
    readable id, the id (shortened and escaped: it comes from the file)."""
    where = f"{table}[{index}]"
    if isinstance(card_id, str) and card_id:
        return f"{where} '{printable(card_id, 40)}'"
    return where


_WRONG_SIZE = translate(
    "Swordplay", "the boxed edition's combat deck holds {wanted} cards, this one {actual}"
)
_SIZE_OUT_OF_RANGE = translate(
    "Swordplay", "a combat deck holds {least} to {most} cards, this one {actual}"
)
_TOO_FEW_HEROES = translate(
    "Swordplay", "a deck needs at least {least} heroes, this one has {actual}"
)
_TOO_FEW_MONSTERS = translate(
    "Swordplay", "a deck needs at least {least} monster for solo play, this one has {actual}"
)
_DUPLICATE_ID = translate("Swordplay", "the id {id} is used by another card too")
_NOT_THE_BOX = translate(
    "Swordplay",
    "the boxed edition's cards are reconstructed or documented, not original: "
    "make the deck's edition custom",
)
_NO_BOX_HEROES = translate(
    "Swordplay", "the boxed edition has {least} heroes and {monsters} monster of its own"
)
_NO_LOCATION = translate(
    "Swordplay", "a defence counters at least one location (or is a Dodge: dodge = true)"
)
_DODGE_LOCATIONS = translate("Swordplay", "a Dodge counters any attack: list no locations for it")
_LISTED_TWICE = translate("Swordplay", "a value is listed twice")
_UNKNOWN_LANGUAGE = translate(
    "Swordplay", "unknown language code {code} (translations are for {codes})"
)
_MISSING_TRANSLATION = translate("Swordplay", "no translation into {code}")


def deck_problems(deck: ArenaDeckFile) -> list[Problem]:
    """Everything wrong with a type-correct deck file; empty when it is a playable deck."""
    return [
        *_size_problems(deck),
        *_id_problems(deck),
        *_card_problems(deck),
        *_translation_problems(deck),
    ]


def combat_size(deck: ArenaDeckFile) -> int:
    """How many physical cards the combat deck holds (each design's ``count`` copies)."""
    return sum(card.count for table in COMBAT_TABLES for card in getattr(deck, table))


def _size_problems(deck: ArenaDeckFile) -> Iterator[Problem]:
    size = combat_size(deck)
    if deck.deck.edition is Edition.BOXED:
        if size != BOXED_COMBAT_CARDS:
            yield Problem("deck", _WRONG_SIZE.say(wanted=BOXED_COMBAT_CARDS, actual=size))
        box_heroes = [h for h in deck.hero if h.provenance.status is not ProvenanceStatus.ORIGINAL]
        box_monsters = [
            m for m in deck.monster if m.provenance.status is not ProvenanceStatus.ORIGINAL
        ]
        if len(box_heroes) != MIN_HEROES or len(box_monsters) != MIN_MONSTERS:
            yield Problem("deck", _NO_BOX_HEROES.say(least=MIN_HEROES, monsters=MIN_MONSTERS))
        for table in COMBAT_TABLES:
            for index, card in enumerate(getattr(deck, table)):
                if card.provenance.status is ProvenanceStatus.ORIGINAL:
                    yield Problem(
                        f"{card_label(table, index, card.id)}: provenance.status",
                        _NOT_THE_BOX.say(),
                    )
    elif not MIN_COMBAT_CARDS <= size <= MAX_COMBAT_CARDS:
        yield Problem(
            "deck",
            _SIZE_OUT_OF_RANGE.say(least=MIN_COMBAT_CARDS, most=MAX_COMBAT_CARDS, actual=size),
        )
    if len(deck.hero) < MIN_HEROES:
        yield Problem("hero", _TOO_FEW_HEROES.say(least=MIN_HEROES, actual=len(deck.hero)))
    if len(deck.monster) < MIN_MONSTERS:
        yield Problem(
            "monster", _TOO_FEW_MONSTERS.say(least=MIN_MONSTERS, actual=len(deck.monster))
        )


def _id_problems(deck: ArenaDeckFile) -> Iterator[Problem]:
    """Every card's id is unique across the file: saves and the rules name cards by it."""
    seen: Counter[str] = Counter()
    for table in ("hero", "monster", *COMBAT_TABLES):
        for index, card in enumerate(getattr(deck, table)):
            seen[card.id] += 1
            if seen[card.id] == 2:
                yield Problem(
                    f"{card_label(table, index, card.id)}: id", _DUPLICATE_ID.say(id=card.id)
                )


def _duplicated(values: Sequence[object]) -> bool:
    return len(set(values)) != len(values)


def _card_problems(deck: ArenaDeckFile) -> Iterator[Problem]:
    for index, card in enumerate(deck.defense):
        yield from _defense_problems(card_label("defense", index, card.id), card)
    for index, attack in enumerate(deck.attack):
        if _duplicated(attack.effects):
            yield Problem(f"{card_label('attack', index, attack.id)}: effects", _LISTED_TWICE.say())


def _defense_problems(where: str, card: DefenseModel) -> Iterator[Problem]:
    if card.dodge and card.locations:
        yield Problem(f"{where}: locations", _DODGE_LOCATIONS.say())
    elif not card.dodge and not card.locations:
        yield Problem(f"{where}: locations", _NO_LOCATION.say())
    elif _duplicated(card.locations):
        yield Problem(f"{where}: locations", _LISTED_TWICE.say())


def _translation_problems(deck: ArenaDeckFile) -> Iterator[Problem]:
    """Every card, and the deck, is translated into every language the app speaks: a card
    said in English on a Spanish table would be the one untranslated word of the game."""
    codes = ", ".join(TRANSLATION_LANGUAGES)
    tables: list[tuple[str, int, str, Sequence[str]]] = [
        ("deck", -1, "", list(deck.deck.translations))
    ]
    for table in ("hero", "monster", *COMBAT_TABLES):
        for index, card in enumerate(getattr(deck, table)):
            tables.append((table, index, card.id, list(card.translations)))
    for table, index, card_id, given in tables:
        where = "deck" if index < 0 else card_label(table, index, card_id)
        for code in given:
            if code not in TRANSLATION_LANGUAGES:
                yield Problem(
                    f"{where}: translations",
                    _UNKNOWN_LANGUAGE.say(code=printable(code, 20), codes=codes),
                )
        for code in TRANSLATION_LANGUAGES:
            if code not in given:
                yield Problem(f"{where}: translations", _MISSING_TRANSLATION.say(code=code))


__all__ = [
    "BOXED_COMBAT_CARDS",
    "MAX_COMBAT_CARDS",
    "MIN_COMBAT_CARDS",
    "MIN_HEROES",
    "MIN_MONSTERS",
    "TRANSLATION_LANGUAGES",
    "Problem",
    "card_label",
    "combat_size",
    "deck_problems",
]
