"""Tables set up by hand for the rules' tests: a state at any phase with the hands, items and
deck a test names, and moves played in the game's notation."""

from __future__ import annotations

from dataclasses import replace

import pytest

from audatia_qt.games.swordplay.rules import (
    Config,
    Event,
    HeroState,
    Mode,
    MonsterState,
    Phase,
    ReadyShield,
    RuleBroken,
    State,
    apply,
    parse_action,
    why_not,
)
from audatia_qt.games.swordplay.rules.cards import CardSet, CombatCard
from tests.games.swordplay.cardsets import cardset


def table(
    combat: tuple[CombatCard, ...] | CardSet,
    hands: tuple[tuple[int, ...], ...],
    *,
    heroes: tuple[str, ...] | None = None,
    mode: Mode = Mode.VERSUS,
    monster: str | None = None,
    phase: Phase = Phase.DISCARD,
    turn: int = 0,
    discard: tuple[int, ...] = (),
    deck: tuple[int, ...] | None = None,
    parries: bool = False,
) -> State:
    """A game at ``phase`` of ``turn``'s turn: each hero holding its hand, the discard pile
    ``discard``, and the deck the cards placed nowhere else in index order (or ``deck``)."""
    cards = combat if isinstance(combat, CardSet) else cardset(*combat)
    hero_ids = heroes or ("warrior",) * len(hands)
    if mode is not Mode.VERSUS and monster is None:
        monster = "ogre"
    config = Config(cards, hero_ids, mode, monster, parries, 7)
    placed = set(discard) | {card for hand in hands for card in hand}
    if deck is None:
        deck = tuple(index for index in range(len(cards.combat)) if index not in placed)
    heroes_state = tuple(
        HeroState(life=cards.hero(hero_id).life, hand=hand)
        for hero_id, hand in zip(hero_ids, hands, strict=True)
    )
    monster_state = None
    if monster is not None:
        found = cards.monster(monster)
        monster_state = MonsterState(found.life, found.armor)
    return State(
        config=config,
        heroes=heroes_state,
        monster=monster_state,
        deck=deck,
        discard=discard,
        turn=turn,
        phase=phase,
        shuffle_key=7,
    )


def ready(
    state: State,
    seat: int,
    *,
    armor: int | None = None,
    weapons: tuple[int, ...] = (),
    shields: tuple[int, ...] = (),
    life: int | None = None,
) -> State:
    """``state`` with hero ``seat``'s ready items (taken out of the deck) and life set."""
    hero = state.heroes[seat]
    items = set(weapons) | set(shields) | ({armor} if armor is not None else set())
    hero = replace(
        hero,
        armor=armor,
        weapons=weapons,
        shields=tuple(ReadyShield(card) for card in shields),
        life=hero.life if life is None else life,
    )
    deck = tuple(card for card in state.deck if card not in items)
    return replace(state.with_hero(seat, hero), deck=deck)


def monster_ready(state: State, weapons: tuple[int, ...]) -> State:
    """``state`` with the monster wielding ``weapons`` (taken out of the deck)."""
    assert state.monster is not None
    deck = tuple(card for card in state.deck if card not in weapons)
    return replace(state, monster=replace(state.monster, weapons=weapons), deck=deck)


def play(state: State, *moves: str) -> tuple[State, list[Event]]:
    """``moves`` (the game's notation) applied in turn; the last state and every event."""
    events: list[Event] = []
    for text in moves:
        step = apply(state, parse_action(state.config, text))
        events.extend(step.events)
        state = step.state
    return state, events


def refused(state: State, text: str, words: str) -> None:
    """``text`` is refused now, and both ``why_not`` and the error name the rule in
    ``words``."""
    reason = why_not(state, parse_action(state.config, text))
    assert reason is not None and words in reason.english(), reason
    with pytest.raises(RuleBroken) as refusal:
        play(state, text)
    assert words in str(refusal.value) and refusal.value.why == reason


def kinds(events: list[Event]) -> list[str]:
    """The events' kinds, by their values."""
    return [event.kind.value for event in events]
