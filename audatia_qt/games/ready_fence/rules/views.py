"""What each seat may know, and worlds consistent with it (rulebook, "Each player draws 6 cards
... The cards must be kept hidden from the opponent"; "Discarding and Drawing": "keeping it
covered"; ruling RF-9: the stock's order is chance's, never dealt in advance).

A seat sees its own hand and its own face-down discards, and of the opponent's only their
number; the strip, weapon positions, stamina, scores, the public discard pile and the phrase on
the table are public; the stock and the box only by their count.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, replace

from audatia_qt.games.ready_fence.rules.cards import Guard
from audatia_qt.games.ready_fence.rules.config import Config
from audatia_qt.games.ready_fence.rules.events import Event
from audatia_qt.games.ready_fence.rules.state import Chance, Fencer, Phase, Phrase, State, evolve


@dataclass(frozen=True, slots=True)
class FencerView:
    """One fencer as a seat sees it: its cards only if it is the viewer's own."""

    hand: tuple[int, ...] | None
    hand_count: int
    discards: tuple[int, ...] | None
    discard_count: int
    position: int
    guard: Guard
    stamina: int
    score: int
    stalled: bool
    mulliganed: bool


@dataclass(frozen=True, slots=True)
class View:
    """Everything ``viewer`` may know of a state (its information set)."""

    config: Config
    viewer: int
    fencers: tuple[FencerView, FencerView]
    stock_count: int
    timer: int
    phase: Phase
    turn: int
    chance: tuple[Chance, ...]
    public_discard: tuple[int, ...]
    box_count: int
    period: int
    actions_used: int
    guard_changed: bool
    exchanged: bool
    stalling: bool
    phrase: Phrase | None
    overtime: bool
    priority: int | None
    result: tuple[float, float] | None

    @property
    def hand(self) -> tuple[int, ...]:
        """The viewer's own hand."""
        hand = self.fencers[self.viewer].hand
        assert hand is not None
        return hand


def _fencer_view(fencer: Fencer, own: bool) -> FencerView:
    """``fencer`` as its owner (``own``) or its opponent sees it."""
    return FencerView(
        hand=fencer.hand if own else None,
        hand_count=len(fencer.hand),
        discards=fencer.discards if own else None,
        discard_count=len(fencer.discards),
        position=fencer.position,
        guard=fencer.guard,
        stamina=fencer.stamina,
        score=fencer.score,
        stalled=fencer.stalled,
        mulliganed=fencer.mulliganed,
    )


def observe(state: State, seat: int) -> View:
    """What ``seat`` may know of ``state`` (rulebook, "Game Setup": hands "kept hidden from the
    opponent"; "Discarding and Drawing": discards "covered")."""
    fencers = (_fencer_view(state.fencers[0], seat == 0), _fencer_view(state.fencers[1], seat == 1))
    return View(
        config=state.config,
        viewer=seat,
        fencers=fencers,
        stock_count=len(state.stock),
        timer=state.timer,
        phase=state.phase,
        turn=state.turn,
        chance=state.chance,
        public_discard=state.public_discard,
        box_count=len(state.box),
        period=state.period,
        actions_used=state.actions_used,
        guard_changed=state.guard_changed,
        exchanged=state.exchanged,
        stalling=state.stalling,
        phrase=state.phrase,
        overtime=state.overtime,
        priority=state.priority,
        result=state.result,
    )


def redact(events: Iterable[Event], reader: int) -> tuple[Event, ...]:
    """``events`` as ``reader`` may read them: a card drawn into, or discarded face down from,
    the other hand loses its name (rulebook, "Game Setup", "Discarding and Drawing")."""
    return tuple(
        replace(event, card=None) if event.hidden and event.seat != reader else event
        for event in events
    )


def seen_cards(view: View) -> Counter[int]:
    """Every card the viewer sees where it lies (its hand and discards, the public pile, the
    table)."""
    own = view.fencers[view.viewer]
    assert own.hand is not None and own.discards is not None
    seen: Counter[int] = Counter(own.hand)
    seen.update(own.discards)
    seen.update(view.public_discard)
    if view.phrase is not None:
        seen.update(view.phrase.table())
    return seen


def sample_world(view: View, rng: random.Random) -> State:
    """A whole state consistent with ``view``: the cards it does not see dealt at random to the
    opponent's hand and discards, the stock and the box (ruling RF-9); ``observe`` of it is
    ``view`` again."""
    seen = seen_cards(view)
    unseen = [index for index in view.config.level_cards if not seen[index]]
    rng.shuffle(unseen)
    other = 1 - view.viewer
    theirs = view.fencers[other]
    hand = tuple(unseen[: theirs.hand_count])
    rest = unseen[theirs.hand_count :]
    discards = tuple(rest[: theirs.discard_count])
    rest = rest[theirs.discard_count :]
    stock = tuple(sorted(rest[: view.stock_count]))
    box = tuple(sorted(rest[view.stock_count :]))
    assert len(box) == view.box_count, "the view's counts do not match the level's cards"
    own = view.fencers[view.viewer]
    assert own.hand is not None and own.discards is not None
    fencers = []
    for seat, seen_fencer in enumerate(view.fencers):
        mine = seat == view.viewer
        fencers.append(
            Fencer(
                hand=own.hand if mine else hand,
                position=seen_fencer.position,
                guard=seen_fencer.guard,
                stamina=seen_fencer.stamina,
                score=seen_fencer.score,
                discards=own.discards if mine else discards,
                stalled=seen_fencer.stalled,
                mulliganed=seen_fencer.mulliganed,
            )
        )
    state = State(
        config=view.config,
        fencers=(fencers[0], fencers[1]),
        stock=stock,
        timer=view.timer,
        phase=view.phase,
        turn=view.turn,
    )
    return evolve(
        state,
        chance=view.chance,
        public_discard=view.public_discard,
        box=box,
        period=view.period,
        actions_used=view.actions_used,
        guard_changed=view.guard_changed,
        exchanged=view.exchanged,
        stalling=view.stalling,
        phrase=view.phrase,
        overtime=view.overtime,
        priority=view.priority,
        result=view.result,
    )
