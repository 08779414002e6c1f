"""A lesson's starting position, made through the rules: a game set up as any is (rulebook,
"Setup": heroes chosen, the combat deck shuffled by a seed, five cards dealt), then the cards the
lesson names moved where it puts them.

The lesson's ``[table]`` names only what matters: the heroes (and the monster of solo play),
the seed, whose turn it is, each hero's hand and ready items, the cards on top of the deck in
the order they will be drawn, and a life or the monster's armor other than the card's. Every
card it does not place lies where an unused card lies in a game, in the combat deck in the
seed's shuffled order, after the cards the lesson puts on top. The position starts at the
Discard phase of the hero whose turn it is (rulebook, "Playing The Game"), and is checked by
the rules' own invariants (rules/invariants.py) before any lesson is played from it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from audatia_qt.games.swordplay.rules import (
    HAND_SIZE,
    Config,
    HeroState,
    Mode,
    Phase,
    ReadyShield,
    State,
    new_game,
)
from audatia_qt.games.swordplay.rules.cards import ArmorCard, CardSet, ShieldCard, WeaponCard
from audatia_qt.games.swordplay.rules.combat import free_hands
from audatia_qt.games.swordplay.rules.invariants import InvariantError, check_state
from audatia_qt.games.swordplay.rules.state import evolve


class PositionError(ValueError):
    """A ``[table]`` that is not a position of the game; the message says why, in one line."""


@dataclass(frozen=True)
class TableSpec:
    """What a lesson's ``[table]`` says: the game, and where the named cards lie."""

    heroes: tuple[str, ...]
    mode: Mode = Mode.VERSUS
    monster: str | None = None
    seed: int = 0
    turn: int = 0
    hands: tuple[tuple[str, ...], ...] = ()
    """Each hero's hand, by card id, in seat order."""
    ready: tuple[tuple[str, ...], ...] = ()
    """Each hero's ready items, by card id: one armor at most, weapons and shields in hands."""
    deck: tuple[str, ...] = ()
    """The cards on top of the combat deck, the first drawn first."""
    life: tuple[int, ...] = ()
    """Each hero's life, when not its card's."""
    monster_life: int | None = None
    monster_armor: int | None = None


def build_position(cards: CardSet, spec: TableSpec) -> State:
    """The lesson's position: a new game of ``spec``'s table, the named cards where it puts
    them; ``PositionError`` when it is not a position the rules could reach."""
    try:
        config = Config(cards, spec.heroes, spec.mode, spec.monster, seed=spec.seed)
    except ValueError as error:
        raise PositionError(str(error)) from None
    state = new_game(config)
    count = len(spec.heroes)
    for name, rows in (("hands", spec.hands), ("ready", spec.ready), ("life", spec.life)):
        if rows and len(rows) != count:
            raise PositionError(f"{name} has {len(rows)} entries for {count} heroes")
    if not 0 <= spec.turn < count:
        raise PositionError(f"turn {spec.turn} is not a hero's seat (0 to {count - 1})")
    # The deck in the seed's order; each named card is taken from it, the first copy left.
    unused = list(shuffled_order(state))
    hands = [_take(cards, unused, row, f"hands[{seat}]") for seat, row in enumerate(spec.hands)]
    ready = [_take(cards, unused, row, f"ready[{seat}]") for seat, row in enumerate(spec.ready)]
    top = _take(cards, unused, spec.deck, "deck")
    heroes = list(state.heroes)
    for seat in range(count):
        hero = heroes[seat]
        hand = tuple(hands[seat]) if hands else ()
        if len(hand) > HAND_SIZE:
            raise PositionError(f"hands[{seat}] holds {len(hand)} cards, more than {HAND_SIZE}")
        hero = evolve(hero, hand=hand)
        if spec.life:
            hero = evolve(hero, life=spec.life[seat])
        heroes[seat] = _readied(state, hero, ready[seat] if ready else (), seat)
    state = evolve(state, heroes=tuple(heroes))
    if state.monster is not None:
        monster = state.monster
        if spec.monster_life is not None:
            monster = evolve(monster, life=spec.monster_life)
        if spec.monster_armor is not None:
            monster = evolve(monster, armor=spec.monster_armor)
        state = evolve(state, monster=monster)
    state = evolve(
        state,
        deck=(*top, *unused),
        turn=spec.turn,
        phase=Phase.DISCARD,
        rolling=(),
    )
    for seat in range(count):
        if free_hands(state, seat) < 0:
            raise PositionError(f"ready[{seat}] needs more hands than the hero has")
    try:
        check_state(state)
    except InvariantError as error:
        raise PositionError(str(error)) from None
    return state


def shuffled_order(state: State) -> tuple[int, ...]:
    """Every combat card in the order the seed shuffled them: the deal's hands first (the
    cards a new game dealt, in the order dealt), then the deck; a lesson's named cards are
    taken from it and the rest stay in it as the combat deck."""
    dealt = [card for hero in state.heroes for card in hero.hand]
    return (*dealt, *state.deck)


def _take(cards: CardSet, unused: list[int], ids: Sequence[str], where: str) -> list[int]:
    """The first copy left in ``unused`` of each card ``ids`` names, taken out of it."""
    taken = []
    for card_id in ids:
        index = next((each for each in unused if cards.combat[each].id == card_id), None)
        if index is None:
            known = any(each.id == card_id for each in cards.combat)
            why = "every copy is placed already" if known else "no such card in the deck"
            raise PositionError(f"{where}: '{card_id}': {why}")
        unused.remove(index)
        taken.append(index)
    return taken


def _readied(state: State, hero: HeroState, items: Sequence[int], seat: int) -> HeroState:
    """``hero`` with ``items`` ready (rulebook, "Item Cards": one armor, weapons and shields)."""
    for index in items:
        found = state.config.cards.combat[index]
        if isinstance(found, ArmorCard):
            if hero.armor is not None:
                raise PositionError(f"ready[{seat}]: a hero has one armor ready at most (Armor)")
            hero = evolve(hero, armor=index)
        elif isinstance(found, WeaponCard):
            hero = evolve(hero, weapons=(*hero.weapons, index))
        elif isinstance(found, ShieldCard):
            hero = evolve(hero, shields=(*hero.shields, ReadyShield(index)))
        else:
            raise PositionError(f"ready[{seat}]: '{found.id}' is not an item (Item Cards)")
    return hero
