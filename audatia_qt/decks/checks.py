"""The rules a deck must obey beyond its field types: per card, and across the whole deck.

Each check yields :class:`Problem` records naming the field path (``strike[3].sun``) so that the
command line and the deck builder can point at the exact field.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import PurePosixPath

from audatia_qt.decks.convert import stretto_def
from audatia_qt.decks.models import DeckFile, PostaModel, SkillModel, StrikeModel
from audatia_qt.rules.cards import (
    Blow,
    IconKind,
    Virtue,
    is_perfect_counter,
)
from audatia_qt.rules.effects import effect_type

#: The composition every character deck must have ("Deck Contents").
DECK_COMPOSITION: dict[str, int] = {
    "posta": 12,
    "strike": 18,
    "remedy": 6,
    "counter_remedy": 6,
    "skill": 9,
}
#: The Basic cards that form the opening hand (Setup Process step 4).
BASIC_CARDS = 12


@dataclass(frozen=True)
class Problem:
    """One thing wrong with a deck: where, and what."""

    path: str
    message: str

    def __str__(self) -> str:
        return f"{self.path}: {self.message}" if self.path else self.message


def deck_problems(deck: DeckFile) -> list[Problem]:
    """Everything wrong with a type-correct deck file; empty when the deck is legal."""
    return [
        *_card_problems(deck),
        *_composition_problems(deck),
        *_identity_problems(deck),
        *_end_posta_problems(deck),
        *_counter_problems(deck),
    ]


def art_path_problem(value: str) -> str | None:
    """Why an art path is unacceptable, or None: it must stay inside the deck's folder."""
    if not value.strip():
        return "art path is empty"
    if "\\" in value or value.startswith("/") or value[1:2] == ":":
        return "art path must be a relative path with forward slashes"
    depth = 0
    for part in PurePosixPath(value).parts:
        depth += {"..": -1, ".": 0}.get(part, 1)
        if depth < 0:
            return "art path must stay inside the deck's folder"
    return None


def _duplicated(values: Sequence[object]) -> bool:
    return len(set(values)) != len(values)


def _card_problems(deck: DeckFile) -> Iterator[Problem]:
    for kind in ("posta", "strike", "remedy", "counter_remedy", "skill"):
        for index, card in enumerate(getattr(deck, kind)):
            where = f"{kind}[{index}]"
            if card.art is not None and (problem := art_path_problem(card.art)):
                yield Problem(f"{where}.art", problem)
            if isinstance(card, PostaModel):
                yield from _posta_problems(where, card)
            elif isinstance(card, StrikeModel):
                yield from _strike_problems(where, card)
            elif isinstance(card, SkillModel):
                yield from _skill_problems(where, card)
            elif card.inside is None and card.outside is None:
                yield Problem(where, "a Stretto card needs a Moon-and-Night half inside or outside")


def _posta_problems(where: str, posta: PostaModel) -> Iterator[Problem]:
    if _duplicated(posta.attacks):
        yield Problem(f"{where}.attacks", "a blow is listed twice")
    if posta.attackable_by is not None:
        if not posta.attackable_by:
            yield Problem(f"{where}.attackable_by", "name at least one blow, or omit it for all")
        elif _duplicated(posta.attackable_by):
            yield Problem(f"{where}.attackable_by", "a blow is listed twice")
    if _duplicated([bonus.virtue for bonus in posta.bonuses]):
        yield Problem(f"{where}.bonuses", "a virtue is listed twice")


def _strike_problems(where: str, strike: StrikeModel) -> Iterator[Problem]:
    kinds = [icon.kind for icon in strike.icons]
    if _duplicated(strike.parried_by):
        yield Problem(f"{where}.parried_by", "a blow is listed twice")
    if _duplicated(kinds):
        yield Problem(f"{where}.icons", "an icon is listed twice")
    if IconKind.CYCLE in kinds:
        yield Problem(f"{where}.icons", "the cycle icon belongs on skill cards, not strikes")
    if IconKind.EXCHANGE in kinds and strike.blow is not Blow.PUNTA:
        yield Problem(f"{where}.icons", "only a Punta can carry the exchange icon")
    if strike.blow.is_cut and strike.sun is None:
        yield Problem(f"{where}.sun", "every cut carries a half sun: top_left or top_right")
    if not strike.blow.is_cut and strike.sun is not None:
        yield Problem(f"{where}.sun", "a thrust carries no sun half")


def _skill_problems(where: str, skill: SkillModel) -> Iterator[Problem]:
    allowed = effect_type(skill.effect.kind).timings
    if skill.timing not in allowed:
        names = ", ".join(sorted(timing.value for timing in allowed))
        yield Problem(
            f"{where}.timing",
            f"a {skill.effect.kind} effect is played at {names}, not {skill.timing.value}",
        )


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


def _composition_problems(deck: DeckFile) -> Iterator[Problem]:
    counts = composition(deck)
    for kind, wanted in DECK_COMPOSITION.items():
        if counts[kind] != wanted:
            label = kind.replace("_", "-")
            yield Problem(kind, f"a deck has {wanted} {label} cards, this one has {counts[kind]}")
    if counts["basic"] != BASIC_CARDS:
        yield Problem(
            "basic", f"a deck has {BASIC_CARDS} Basic cards, this one has {counts['basic']}"
        )
    held = Counter(card.virtue for card in deck.virtue)
    for virtue in Virtue:
        if held[virtue] != 1:
            yield Problem(
                "virtue", f"a deck has one {virtue.value} card, this one has {held[virtue]}"
            )


def _identity_problems(deck: DeckFile) -> Iterator[Problem]:
    seen: dict[str, str] = {}
    for kind in ("posta", "strike", "remedy", "counter_remedy", "skill"):
        for index, card in enumerate(getattr(deck, kind)):
            where = f"{kind}[{index}].id"
            if card.id in seen:
                yield Problem(where, f"'{card.id}' is already the id of {seen[card.id]}")
            else:
                seen[card.id] = where.removesuffix(".id")


def _end_posta_problems(deck: DeckFile) -> Iterator[Problem]:
    poste = {posta.id for posta in deck.posta}
    for index, strike in enumerate(deck.strike):
        if strike.end_posta not in poste:
            yield Problem(
                f"strike[{index}].end_posta",
                f"no posta in this deck has the id '{strike.end_posta}'",
            )


def _counter_problems(deck: DeckFile) -> Iterator[Problem]:
    counters = [stretto_def(card) for card in deck.counter_remedy]
    for index, model in enumerate(deck.remedy):
        if model.inside is None and model.outside is None:
            continue  # already reported by _card_problems
        remedy = stretto_def(model)
        perfect = sum(counter.count for counter in counters if is_perfect_counter(remedy, counter))
        if perfect != 1:
            yield Problem(
                f"remedy[{index}]",
                f"'{model.id}' needs exactly one perfect counter-remedy in the deck, "
                f"it has {perfect}",
            )
