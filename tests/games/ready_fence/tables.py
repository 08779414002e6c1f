"""Bouts set up by hand for the rules' tests: a state in a seat's turn with the hands, places,
weapon positions, stamina and scores a test names (cards named by design id), and moves made
by naming the cards."""

from __future__ import annotations

from audatia_qt.games.ready_fence.rules import (
    Action,
    ActionKind,
    Config,
    Event,
    EventKind,
    Fencer,
    Guard,
    Level,
    Phase,
    State,
    Step,
    apply,
    chance_outcomes,
)
from audatia_qt.games.ready_fence.rules.cards import CardSet
from audatia_qt.games.ready_fence.rules.config import TIMER_CARDS
from audatia_qt.games.ready_fence.rules.state import evolve
from audatia_qt.games.ready_fence.rules.strip import ON_GUARD
from tests.games.ready_fence.cardsets import standard_cards

LINE, INVITATION, ENGAGEMENT = Guard.LINE, Guard.INVITATION, Guard.ENGAGEMENT


def table(
    hands: tuple[tuple[str, ...], tuple[str, ...]] = ((), ()),
    *,
    level: Level = Level.BASIC,
    target: int = 5,
    positions: tuple[int, int] = ON_GUARD,
    guards: tuple[Guard, Guard] = (LINE, LINE),
    stamina: tuple[int, int] = (6, 6),
    scores: tuple[int, int] = (0, 0),
    turn: int = 0,
    timer: int | None = None,
    cards: CardSet | None = None,
) -> State:
    """A bout in ``turn``'s turn (no action used yet): each fencer holding the designs named,
    the other cards of the level face down in the stock, the timer ``timer`` (else the
    level's: 12, the whole stock in Tutorial)."""
    config = Config(cards or standard_cards(), level, target)
    free = list(config.level_cards)
    dealt: list[tuple[int, ...]] = []
    for hand in hands:
        mine = []
        for design in hand:
            index = next(i for i in free if config.cards.cards[i].id == design)
            free.remove(index)
            mine.append(index)
        dealt.append(tuple(mine))
    stock = tuple(free)
    if timer is None:
        timer = len(stock) if level is Level.TUTORIAL else min(TIMER_CARDS, len(stock))
    fencers = tuple(
        Fencer(
            hand=dealt[seat],
            position=positions[seat],
            guard=guards[seat],
            stamina=stamina[seat],
            score=scores[seat],
            mulliganed=True,
        )
        for seat in (0, 1)
    )
    return State(config, (fencers[0], fencers[1]), stock, timer, Phase.TURN, turn)


def index_of(state: State, seat: int, design: str) -> int:
    """The index of a card of ``design`` in ``seat``'s hand (the first, for copies)."""
    cards = state.config.cards.cards
    for index in state.fencers[seat].hand:
        if cards[index].id == design:
            return index
    raise KeyError(f"seat {seat} holds no {design}")


def action(
    state: State,
    seat: int,
    kind: ActionKind,
    card: str | None = None,
    bonus: str | None = None,
    **fields: object,
) -> Action:
    """The action of ``kind`` by ``seat`` with the cards named by design, from its hand."""
    found = None if card is None else index_of(state, seat, card)
    extra = None if bonus is None else index_of(state, seat, bonus)
    return Action(seat, kind, card=found, bonus=extra, **fields)  # type: ignore[arg-type]


def act(
    state: State,
    seat: int,
    kind: ActionKind,
    card: str | None = None,
    bonus: str | None = None,
    **fields: object,
) -> Step:
    """Plays the action (``RuleBroken`` if it is not legal), chance left waiting."""
    return apply(state, action(state, seat, kind, card, bonus, **fields))


def settle(state: State) -> tuple[State, list[Event]]:
    """Every waiting chance step taken by its first outcome; the state and the events."""
    events: list[Event] = []
    while state.chance and state.phase is not Phase.OVER:
        step = apply(state, chance_outcomes(state)[0][0])
        events.extend(step.events)
        state = step.state
    return state, events


def play(state: State, *moves: tuple[object, ...]) -> tuple[State, list[Event]]:
    """Plays ``moves`` (each the arguments of ``act`` after the state), settling chance after
    each; the state and every event."""
    events: list[Event] = []
    for move in moves:
        step = act(state, *move)  # type: ignore[arg-type]
        events.extend(step.events)
        state, more = settle(step.state)
        events.extend(more)
    return state, events


def kinds(events: list[Event]) -> list[EventKind]:
    """The kinds of ``events``, in order."""
    return [event.kind for event in events]


def at_lunge(**options: object) -> State:
    """A bout with the fencers at lunge distance (one empty section between them)."""
    return table(positions=(4, 6), **options)  # type: ignore[arg-type]


def with_turn(state: State, seat: int) -> State:
    """``state`` with ``seat`` to take its turn."""
    return evolve(state, turn=seat)
