"""The rules a character deck obeys, judged on the rules' own card definitions.

"Deck Contents" fixes the composition and the Basic cards; "Types of Card" and "Symbols" what a
card may carry; "Stretto" that each remedy has its perfect counter; the effect registry
(``rules.effects``) when each Skill effect is played. A deck file (``decks.checks``) and a deck
inside a save (``session.deckjson``) are both judged here, so the two cannot drift apart.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass

from audatia_qt.engine.messages import Message, translate
from audatia_qt.games.audatia.rules.cards import (
    ActionCardDef,
    Blow,
    DeckDef,
    IconKind,
    PostaDef,
    SkillDef,
    StrettoCardDef,
    StrettoSlot,
    StrikeDef,
    Virtue,
    is_perfect_counter,
)
from audatia_qt.games.audatia.rules.effects import effect_type

#: The composition every character deck must have ("Deck Contents"), by ``DeckDef`` field.
COMPOSITION: dict[str, int] = {
    "poste": 12,
    "strikes": 18,
    "remedies": 6,
    "counter_remedies": 6,
    "skills": 9,
}
#: The Basic cards that form the opening hand (Setup Process step 4).
BASIC_CARDS = 12


@dataclass(frozen=True)
class DeckProblem:
    """One rule a deck breaks, and where: ``part`` is a ``DeckDef`` field (``"strikes"``) or
    ``"basic"`` for the count of Basic cards; ``index`` the card in it, ``field`` the card's
    field. Each caller spells the place in its own format's names."""

    part: str
    message: Message
    index: int | None = None
    field: str | None = None


def deck_problems(deck: DeckDef) -> Iterator[DeckProblem]:
    """Every rule ``deck`` breaks: first each card's, then the whole deck's."""
    yield from _card_problems(deck)
    yield from _composition_problems(deck)
    yield from _identity_problems(deck)
    yield from _end_posta_problems(deck)
    yield from _counter_problems(deck)


def _card_problems(deck: DeckDef) -> Iterator[DeckProblem]:
    for index, posta in enumerate(deck.poste):
        virtues = [bonus.virtue for bonus in posta.bonuses]
        if len(set(virtues)) != len(virtues):
            yield DeckProblem("poste", _VIRTUE_TWICE.say(), index, "bonuses")
    for index, strike in enumerate(deck.strikes):
        for field, message in _strike_problems(strike):
            yield DeckProblem("strikes", message, index, field)
    for part, cards in (("remedies", deck.remedies), ("counter_remedies", deck.counter_remedies)):
        for index, card in enumerate(cards):
            if _halfless(card):
                yield DeckProblem(part, _NO_HALF.say(), index)
    for index, skill in enumerate(deck.skills):
        if (timing := _timing_problem(skill)) is not None:
            yield DeckProblem("skills", timing, index, "timing")


# What a deck breaks, said to its author (the deck builder's problem list, `audatia deck check`,
# a save's refusal). Field names and values written in deck files (``on_attacked``) stay as
# written: they are what the author types.
_VIRTUE_TWICE = translate("DeckRules", "a virtue is listed twice")
_ICON_TWICE = translate("DeckRules", "an icon is listed twice")
_CYCLE_ON_STRIKE = translate("DeckRules", "the cycle icon belongs on skill cards, not strikes")
_EXCHANGE_NOT_PUNTA = translate("DeckRules", "only a Punta can carry the exchange icon")
_CUT_WITHOUT_SUN = translate("DeckRules", "every cut carries a half sun: top_left or top_right")
_THRUST_WITH_SUN = translate("DeckRules", "a thrust carries no sun half")
_NO_HALF = translate("DeckRules", "a Stretto card needs a Moon-and-Night half inside or outside")
_WRONG_TIMING = translate(
    "DeckRules", "a {effect} effect is not played at {timing}, only at {timings}"
)
_WRONG_COUNT = translate("DeckRules", "a deck has {wanted} cards, found {found}")
_WRONG_BASICS = translate("DeckRules", "a deck has {wanted} Basic cards, found {found}")
_WRONG_VIRTUES = translate("DeckRules", "a deck has one {virtue} card, found {found}")
_ID_TWICE = translate("DeckRules", "card id '{id}' is used twice")
_NO_SUCH_POSTA = translate("DeckRules", "no posta has the id '{id}'")
_COUNTERS = translate(
    "DeckRules", "'{id}' needs exactly one perfect counter-remedy in the deck, it has {found}"
)


def _strike_problems(strike: StrikeDef) -> Iterator[tuple[str, Message]]:
    """What a Strike may carry ("Strikes", "Symbols"): each icon once, no Cycle (a Skill's
    symbol), the Exchange on a Punta only; a half sun on every cut and none on the thrust."""
    kinds = [icon.kind for icon in strike.icons]
    if len(set(kinds)) != len(kinds):
        yield "icons", _ICON_TWICE.say()
    if IconKind.CYCLE in kinds:
        yield "icons", _CYCLE_ON_STRIKE.say()
    if IconKind.EXCHANGE in kinds and strike.blow is not Blow.PUNTA:
        yield "icons", _EXCHANGE_NOT_PUNTA.say()
    if strike.blow.is_cut and strike.sun is None:
        yield "sun", _CUT_WITHOUT_SUN.say()
    if not strike.blow.is_cut and strike.sun is not None:
        yield "sun", _THRUST_WITH_SUN.say()


def _halfless(card: StrettoCardDef) -> bool:
    return card.inside is None and card.outside is None


def _timing_problem(skill: SkillDef) -> Message | None:
    """A Skill is played in its effect kind's windows only (``rules.effects``)."""
    allowed = effect_type(skill.effect.kind).timings
    if skill.timing in allowed:
        return None
    names = ", ".join(sorted(timing.value for timing in allowed))
    return _WRONG_TIMING.say(effect=skill.effect.kind, timing=skill.timing.value, timings=names)


def _composition_problems(deck: DeckDef) -> Iterator[DeckProblem]:
    counts = {
        "poste": len(deck.poste),
        "strikes": sum(card.count for card in deck.strikes),
        "remedies": sum(card.count for card in deck.remedies),
        "counter_remedies": sum(card.count for card in deck.counter_remedies),
        "skills": sum(card.count for card in deck.skills),
    }
    for part, wanted in COMPOSITION.items():
        if counts[part] != wanted:
            yield DeckProblem(part, _WRONG_COUNT.say(wanted=wanted, found=counts[part]))
    basics = sum(card.count for card in deck.action_cards if card.basic)
    if basics != BASIC_CARDS:
        yield DeckProblem("basic", _WRONG_BASICS.say(wanted=BASIC_CARDS, found=basics))
    held = Counter(card.virtue for card in deck.virtues)
    for virtue in Virtue:
        if held[virtue] != 1:
            message = _WRONG_VIRTUES.say(virtue=virtue.value, found=held[virtue])
            yield DeckProblem("virtues", message)


def _identity_problems(deck: DeckDef) -> Iterator[DeckProblem]:
    """Every card id names one card: the engine and the saves find cards by id."""
    seen: set[str] = set()
    parts: tuple[tuple[str, tuple[PostaDef | ActionCardDef, ...]], ...] = (
        ("poste", deck.poste),
        ("strikes", deck.strikes),
        ("remedies", deck.remedies),
        ("counter_remedies", deck.counter_remedies),
        ("skills", deck.skills),
    )
    for part, cards in parts:
        for index, card in enumerate(cards):
            if card.id in seen:
                yield DeckProblem(part, _ID_TWICE.say(id=card.id), index, "id")
            seen.add(card.id)


def _end_posta_problems(deck: DeckDef) -> Iterator[DeckProblem]:
    """A strike's End Posta is one of the deck's Poste (an avoided attack ends there, R-020)."""
    poste = {posta.id for posta in deck.poste}
    for index, strike in enumerate(deck.strikes):
        if strike.end_posta not in poste:
            message = _NO_SUCH_POSTA.say(id=strike.end_posta)
            yield DeckProblem("strikes", message, index, "end_posta")


def _counter_problems(deck: DeckDef) -> Iterator[DeckProblem]:
    """Each remedy has exactly one perfect counter-remedy in the deck (CARDS.md; R-001), on
    every side it can be played: a two-sided remedy played on both, and on each alone (R-036).
    """
    for index, remedy in enumerate(deck.remedies):
        if _halfless(remedy):
            continue  # already reported by _card_problems
        sides: list[StrettoSlot | None] = [None]
        if len(remedy.slots) > 1:
            sides += [slot for slot in StrettoSlot if slot in remedy.slots]
        for side in sides:
            perfect = sum(
                counter.count
                for counter in deck.counter_remedies
                if is_perfect_counter(remedy, counter, side)
            )
            if perfect != 1:
                yield DeckProblem("remedies", _COUNTERS.say(id=remedy.id, found=perfect), index)
                break
