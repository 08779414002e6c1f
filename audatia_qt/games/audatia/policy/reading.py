"""Reading the opponent's hidden hand from the choices they were seen to make (issue 31, part 2):
worlds weighted by how likely the opponent model finds those choices in them.

The exact sampler (``rules.sampling``) deals every hand consistent with what a seat has seen,
each as likely as any other. But a fencer who answered a Mandritto with a counterattack, when a
parry was the obvious answer, probably held no parry for it: the choice says something about
the hand, softly. Here each world the exact sampler deals is weighted by the odds that the
opponent, holding that world's hand, would have made the choices the reader saw since they last
drew, by the heuristic's ranking of the moves from the opponent's own view, with the shares a
searching player's choices were measured to take (``FAVOURITE``, ``RUNNERS_UP``, ``ANY_MOVE``).
The worlds stay exact: weighting only changes how often each consistent world is searched.

What a seat saw is a ``SeenChoice`` per decision of the opponent: the reader's own view as the
opponent chose, and the choice as the reader saw it (``search_policy.hidden_key``: a face-down
trade without its cards). The opponent's hand at that moment is the hand a world deals now plus
the cards they have played face up since; a choice is read only while that is all that changed
in their hand (no card drawn, none put face down since).

The sampler draws ``POOL`` worlds once per view, weights them, and each iteration of the search
takes one by weight (sampling-importance-resampling), its Action decks shuffled anew: their
order is unknown to both fencers, and most of a world's worth to the search is in the hands.

Measured (docs/strength.md, "What the hidden hand is worth"): knowing the opponent's hand is
worth about 23 points against Normal, but this reading adds a few at most (52.7% against
Normal over 260 games, SPRT H0): the heuristic foresees a searching player's move about half
the time, too seldom to read a hand by. No level uses it; the level trials' ``read`` does.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from itertools import accumulate

from audatia_qt.games.audatia.policy.heuristic import ranked_moves
from audatia_qt.games.audatia.policy.knowledge import FactsCache, from_state
from audatia_qt.games.audatia.policy.search_policy import hidden_key
from audatia_qt.games.audatia.rules import GameState, PlayerView, Seat, legal_actions, observe
from audatia_qt.games.audatia.rules.actions import Action
from audatia_qt.games.audatia.rules.sampling import (
    decks_shuffled,
    sample_world,
    world_with_hand,
)

#: Worlds drawn and weighted for each view the search is asked about.
POOL = 96

#: The law of a choice, as the heuristic ranks the moves from the chooser's own view, fitted to
#: what a searching player does (bench/audatia_choice_model.py, Normal against Normal, 6 games,
#: 325 choices, 2026-11-29): its favourite 55% of the time, its second or third 33%, another
#: move 12%. The other moves' share is spread over every legal move, so no choice the opponent
#: really makes leaves a world without odds (a hand kept at the mulligan that the heuristic
#: would have thinned was one).
FAVOURITE = 0.55
RUNNERS_UP = 0.33
ANY_MOVE = 0.12
#: The runners-up: the heuristic's second and third.
RUNNERS_UP_COUNT = 2


@dataclass(frozen=True, slots=True)
class SeenChoice:
    """One decision of the opponent, as the reader saw it."""

    before: PlayerView
    """The reader's view when the opponent chose."""
    choice: Action
    """The opponent's choice as the reader saw it (``hidden_key``)."""


def seen_choice(
    state: GameState, choice: Action, reader: Seat, before: PlayerView | None = None
) -> SeenChoice | None:
    """What ``reader`` saw of ``choice``, made in ``state``: a ``SeenChoice`` when it was the
    opponent's pick among several moves, else None (the reader's own move, or a forced one,
    says nothing of the opponent's hand). ``before`` is ``reader``'s view of ``state`` when
    the caller has it already."""
    if state.to_move is not reader.other or len(legal_actions(state)) < 2:
        return None
    view = observe(state, reader) if before is None else before
    return SeenChoice(view, hidden_key(choice, state, reader))


def readable(
    view: PlayerView, seen: Sequence[SeenChoice]
) -> list[tuple[SeenChoice, tuple[int, ...]]]:
    """The choices of ``seen`` that ``view`` can still read, each with the cards the opponent
    has played face up since (back in their hand, they make the hand they chose with).

    A choice is read only while the opponent's hand has changed by cards played face up alone:
    a draw, a card put face down, or a new bout would leave a card of then unaccounted for."""
    now = view.opponent
    out = []
    for choice in seen:
        then = choice.before.opponent
        if (
            choice.before.viewer is not view.viewer
            or choice.before.config is not view.config
            or then.hand is not None
            or then.deck_count != now.deck_count
            or then.facedown_count != now.facedown_count
            or choice.before.ply > view.ply
        ):
            continue
        shown_then = {*then.discard, *then.stack}
        played = tuple(card for card in (*now.discard, *now.stack) if card not in shown_then)
        if now.hand_count + len(played) != then.hand_count:
            continue  # a card left the hand some other way (a skill's effect, say)
        out.append((choice, played))
    return out


def choice_odds(state: GameState, choice: Action, facts: FactsCache) -> float:
    """The odds the opponent, to move in ``state``, makes ``choice`` (as the reader sees it),
    by the law of ``FAVOURITE``, ``RUNNERS_UP`` and ``ANY_MOVE``."""
    actor = state.to_move
    if actor is None:
        return 0.0
    reader = actor.other
    legal = legal_actions(state)
    if len(legal) == 1:
        return 1.0 if hidden_key(legal[0], state, reader) == choice else 0.0
    ranked = ranked_moves(from_state(state, actor, facts), legal)
    runners_up = min(RUNNERS_UP_COUNT, len(ranked) - 1)  # at least one: two moves or more
    odds = 0.0
    for index, action in enumerate(ranked):
        if hidden_key(action, state, reader) == choice:
            odds += ANY_MOVE / len(ranked)
            if index == 0:
                odds += FAVOURITE
            elif index <= runners_up:
                odds += RUNNERS_UP / runners_up
    return odds


def world_odds(
    world: GameState,
    readings: Sequence[tuple[SeenChoice, tuple[int, ...]]],
    facts: FactsCache,
    rng: random.Random,
) -> float:
    """The odds the opponent model makes every read choice with the hands ``world`` implies."""
    odds = 1.0
    for choice, played in readings:
        held = world.players[choice.before.viewer.other].hand
        then = world_with_hand(choice.before, tuple(sorted((*held, *played))), rng)
        if then is None:
            return 0.0  # that hand could not have been held then
        odds *= choice_odds(then, choice.choice, facts)
        if odds == 0.0:
            return 0.0
    return odds


class ReadWorlds:
    """The search's sampler (``ISMCTSBot``'s ``sampler``) for one seat: worlds of each view
    weighted by the choices ``seen`` returns for it (none: the exact sampler's own worlds)."""

    def __init__(self, seen: Callable[[PlayerView], Sequence[SeenChoice]]) -> None:
        self._seen = seen
        self._facts = FactsCache()
        self._view: PlayerView | None = None
        self._pool: list[GameState] = []
        self._weights: list[float] = []

    def __call__(self, view: PlayerView, rng: random.Random) -> GameState:
        if view is not self._view:
            self._weigh(view, rng)
        if not self._pool:
            return sample_world(view, rng)
        return decks_shuffled(rng.choices(self._pool, cum_weights=self._weights)[0], rng)

    def _weigh(self, view: PlayerView, rng: random.Random) -> None:
        self._view, self._pool, self._weights = view, [], []
        readings = readable(view, self._seen(view))
        if not readings:
            return
        pool = [sample_world(view, rng) for _ in range(POOL)]
        odds = [world_odds(world, readings, self._facts, rng) for world in pool]
        if sum(odds) <= 0.0:
            return  # the model explains none of them: every world as likely as the next
        self._pool = pool
        self._weights = list(accumulate(odds))
