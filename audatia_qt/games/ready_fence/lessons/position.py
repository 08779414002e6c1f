"""A lesson's starting position, made through the rules: a bout of the lesson's level set up as
any is (rulebook, each level's "Game Setup"), then the cards the lesson names put in the
fencers' hands and the fencers where it puts them on the strip.

The lesson's ``[table]`` names only what matters: the level and the score to reach, whose turn
it is, each fencer's hand, section, weapon position, stamina and score, and how many cards the
Timer countdown deck holds. In Basic each hand also holds its Straight Thrust kept in hand, as a
new bout deals it (rulebook, Basic, "Game Setup"); the lesson names the other cards. Every card
it does not place lies face down in the stock, where chance draws from it (ruling RF-9). The
position starts at the first game action of the fencer whose turn it is, and is checked by the
rules' own invariants (rules/invariants.py) before any lesson is played from it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from audatia_qt.games.ready_fence.rules import HAND_SIZE, Config, Guard, Level, State, new_game
from audatia_qt.games.ready_fence.rules.cards import CardSet
from audatia_qt.games.ready_fence.rules.config import MAX_STAMINA, TIMER_CARDS
from audatia_qt.games.ready_fence.rules.invariants import InvariantError, check_state
from audatia_qt.games.ready_fence.rules.state import Phase, evolve
from audatia_qt.games.ready_fence.rules.strip import ON_GUARD


class PositionError(ValueError):
    """A ``[table]`` that is not a position of the game; the message says why, in one line."""


@dataclass(frozen=True)
class TableSpec:
    """What a lesson's ``[table]`` says: the bout, and where the named cards and fencers are."""

    level: Level = Level.TUTORIAL
    target: int = 5
    turn: int = 0
    hands: tuple[tuple[str, ...], ...] = ()
    """Each fencer's hand, by card id, seat 0 first (Basic: besides its kept Straight Thrust)."""
    positions: tuple[int, int] = ON_GUARD
    guards: tuple[Guard, Guard] = (Guard.LINE, Guard.LINE)
    stamina: tuple[int, int] = (MAX_STAMINA, MAX_STAMINA)
    scores: tuple[int, int] = (0, 0)
    timer: int | None = None
    """Cards in the Timer countdown deck; None: the level's full deck."""


def build_position(cards: CardSet, spec: TableSpec) -> State:
    """The lesson's position: a new bout of ``spec``'s level, the named cards and fencers where
    it puts them; ``PositionError`` when it is not a position the rules could reach."""
    try:
        config = Config(cards, spec.level, spec.target)
    except ValueError as error:
        raise PositionError(str(error)) from None
    state = new_game(config)
    if spec.hands and len(spec.hands) != 2:
        raise PositionError(f"hands has {len(spec.hands)} entries for 2 fencers")
    if spec.turn not in (0, 1):
        raise PositionError(f"turn {spec.turn} is not a fencer's seat (0 or 1)")
    kept = config.kept
    unused = [index for index in config.level_cards if index not in kept]
    fencers = list(state.fencers)
    for seat in (0, 1):
        row = spec.hands[seat] if spec.hands else ()
        hand = (*((kept[seat],) if kept else ()), *_take(cards, unused, row, f"hands[{seat}]"))
        if len(hand) > HAND_SIZE:
            raise PositionError(f"hands[{seat}] holds {len(hand)} cards, more than {HAND_SIZE}")
        fencers[seat] = evolve(
            fencers[seat],
            hand=hand,
            position=spec.positions[seat],
            guard=spec.guards[seat],
            stamina=spec.stamina[seat],
            score=spec.scores[seat],
        )
    # The Tutorial's timer is its whole stock, the others' twelve cards (rulebook, Tutorial
    # "Game Setup"; Basic "Game Setup"), as the rules set it after the deal.
    full = len(unused) if spec.level is Level.TUTORIAL else min(TIMER_CARDS, len(unused))
    timer = full if spec.timer is None else spec.timer
    if timer > len(unused):
        raise PositionError(f"a timer of {timer} cards, but only {len(unused)} are face down")
    state = evolve(
        state,
        fencers=(fencers[0], fencers[1]),
        stock=tuple(sorted(unused)),
        timer=timer,
        phase=Phase.TURN,
        turn=spec.turn,
        chance=(),
    )
    if max(spec.scores) >= spec.target:
        raise PositionError(f"scores {spec.scores} already reach the target {spec.target}")
    try:
        check_state(state)
    except InvariantError as error:
        raise PositionError(str(error)) from None
    return state


def _take(cards: CardSet, unused: list[int], ids: Sequence[str], where: str) -> list[int]:
    """The first copy left in ``unused`` of each card ``ids`` names, taken out of it."""
    taken = []
    for card_id in ids:
        index = next((each for each in unused if cards.cards[each].id == card_id), None)
        if index is None:
            known = any(each.id == card_id for each in cards.cards)
            why = "every copy of the level's is placed already" if known else "no such card"
            raise PositionError(f"{where}: '{card_id}': {why}")
        unused.remove(index)
        taken.append(index)
    return taken
