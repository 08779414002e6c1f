"""What a Ready...Fence! deck must obey beyond its field types: across its cards.

Each check yields a ``Problem`` naming the card (``card[3] 'stop-hit-4'``) and the field. The
box's facts come from the rulebook: the Technical Manual's count of each technique (54 cards,
ruling RF-1), "the 35 cards carrying the B symbol" (Basic Game Mode), the two Straight Thrusts
"with a Yellow Speed value of 3" (Basic, "Game Setup").
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Sequence
from typing import Final

from audatia_qt.engine.messages import translate
from audatia_qt.engine.safe_io import printable
from audatia_qt.games.ready_fence.decks.models import Edition, ReadyFenceDeckFile
from audatia_qt.games.ready_fence.rules.cards import CardSet, Mark
from audatia_qt.games.ready_fence.rules.config import PERIODS, Config, Level
from audatia_qt.kit.decks.fields import TRANSLATION_LANGUAGES
from audatia_qt.kit.decks.problems import Problem

#: The Technical Manual's count of each technique (ruling RF-1).
MANUAL_COUNTS: Final[dict[str, int]] = {
    "straight-thrust": 6,
    "beat-thrust": 4,
    "disengage": 4,
    "toe-touch": 2,
    "glide-attack": 2,
    "flick": 2,
    "flanconade": 2,
    "fleche": 3,
    "parry-riposte": 4,
    "ceding-parry": 2,
    "infighting": 3,
    "stop-hit": 7,
    "counter-time": 3,
    "feint-in-time": 1,
    "joker": 2,
    "angulations": 2,
    "renewed-attack": 2,
    "feint": 3,
}
#: "only the 35 cards carrying the B symbol will be used" (Basic Game Mode).
BASIC_CARDS: Final = 35
#: A custom deck's bounds: enough to deal both hands and a timer at every level; few enough
#: that the rules' scans stay instant.
MIN_CARDS: Final = 30
MAX_CARDS: Final = 200

_WRONG_SIZE = translate("ReadyFence", "the boxed edition holds {wanted} cards, this one {actual}")
_SIZE_OUT_OF_RANGE = translate(
    "ReadyFence", "a deck holds {least} to {most} cards, this one {actual}"
)
_WRONG_TECHNIQUE = translate(
    "ReadyFence", "the boxed edition holds {wanted} cards of {technique}, this one {actual}"
)
_WRONG_BASIC = translate(
    "ReadyFence", "the boxed edition marks {wanted} cards B, this one {actual}"
)
_DUPLICATE_ID = translate("ReadyFence", "the id {id} is used by another card too")
_NO_SUCH_TECHNIQUE = translate("ReadyFence", "no card of the deck is the technique {technique}")
_LISTED_TWICE = translate("ReadyFence", "a value is listed twice")
_MISSING_TRANSLATION = translate("ReadyFence", "no translation into {code}")


def card_label(index: int, card_id: object) -> str:
    """``card[3] 'stop-hit-4'``: a card's place in the file and, when it has a readable id, the
    id (shortened and escaped: it comes from the file)."""
    where = f"card[{index}]"
    if isinstance(card_id, str) and card_id:
        return f"{where} '{printable(card_id, 40)}'"
    return where


def deck_size(deck: ReadyFenceDeckFile) -> int:
    """How many physical cards the deck holds (each design's ``count`` copies)."""
    return sum(card.count for card in deck.card)


def deck_problems(deck: ReadyFenceDeckFile) -> list[Problem]:
    """Everything wrong with a type-correct deck file; empty when it is a playable deck."""
    return [
        *_size_problems(deck),
        *_id_problems(deck),
        *_card_problems(deck),
        *_translation_problems(deck),
    ]


def _size_problems(deck: ReadyFenceDeckFile) -> Iterator[Problem]:
    """The box holds the manual's counts and 35 B cards; a custom deck a sensible size."""
    size = deck_size(deck)
    if deck.deck.edition is not Edition.BOXED:
        if not MIN_CARDS <= size <= MAX_CARDS:
            words = _SIZE_OUT_OF_RANGE.say(least=MIN_CARDS, most=MAX_CARDS, actual=size)
            yield Problem("deck", words)
        return
    wanted = sum(MANUAL_COUNTS.values())
    if size != wanted:
        yield Problem("deck", _WRONG_SIZE.say(wanted=wanted, actual=size))
    counts: Counter[str] = Counter()
    basic = 0
    for card in deck.card:
        counts[card.technique] += card.count
        basic += card.count if Mark.BASIC in card.marks else 0
    for technique, count in MANUAL_COUNTS.items():
        if counts[technique] != count:
            words = _WRONG_TECHNIQUE.say(
                wanted=count, technique=technique, actual=counts[technique]
            )
            yield Problem("deck", words)
    if basic != BASIC_CARDS:
        yield Problem("deck", _WRONG_BASIC.say(wanted=BASIC_CARDS, actual=basic))


def _id_problems(deck: ReadyFenceDeckFile) -> Iterator[Problem]:
    """Every design's id is unique: saves and the rules' tests name designs by it."""
    seen: Counter[str] = Counter()
    for index, card in enumerate(deck.card):
        seen[card.id] += 1
        if seen[card.id] == 2:
            yield Problem(f"{card_label(index, card.id)}: id", _DUPLICATE_ID.say(id=card.id))


def _duplicated(values: Sequence[object]) -> bool:
    return len(set(values)) != len(values)


def _card_problems(deck: ReadyFenceDeckFile) -> Iterator[Problem]:
    """Lists hold no value twice, and the techniques a card text names exist in the deck."""
    techniques = {card.technique for card in deck.card}
    for index, card in enumerate(deck.card):
        where = card_label(index, card.id)
        lists: dict[str, Sequence[object]] = {
            "marks": card.marks,
            "roles": card.roles,
            "effects": card.effects,
            "own_guard": card.own_guard,
            "answered_by": card.answered_by,
            "answers": card.answers,
            "cardless": card.cardless or [],
        }
        for name, values in lists.items():
            if _duplicated(values):
                yield Problem(f"{where}: {name}", _LISTED_TWICE.say())
        for name, named in (("answered_by", card.answered_by), ("answers", card.answers)):
            for technique in named:
                if technique not in techniques:
                    yield Problem(f"{where}: {name}", _NO_SUCH_TECHNIQUE.say(technique=technique))


def level_problems(cards: CardSet) -> list[Problem]:
    """Whether every level can be dealt from ``cards``: the config's own refusal, in its words,
    for each level at its shortest bout (rulebook, each level's "Game Setup")."""
    problems: list[Problem] = []
    for level in Level:
        try:
            Config(cards, level, min(PERIODS[level]))
        except ValueError as refused:
            problems.append(Problem("deck", str(refused)))
    return problems


def _translation_problems(deck: ReadyFenceDeckFile) -> Iterator[Problem]:
    """Every card, and the deck, is translated into every language the app speaks."""
    given: list[tuple[str, Sequence[str]]] = [("deck", list(deck.deck.translations))]
    for index, card in enumerate(deck.card):
        given.append((card_label(index, card.id), list(card.translations)))
    for where, codes in given:
        for code in TRANSLATION_LANGUAGES:
            if code not in codes:
                yield Problem(f"{where}: translations", _MISSING_TRANSLATION.say(code=code))
