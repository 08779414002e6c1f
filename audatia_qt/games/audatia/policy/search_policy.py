"""Audatia's search policy: what the engine's ISMCTS (``engine.search.ismcts``) asks of this
game beyond its rules, answered by the heuristic club fencer (``heuristic``) reading positions
through ``knowledge``; and ``search_bot``, the searching computer player of a level.

The search ranks and narrows moves by the heuristic, models the opponent and plays out by it,
and judges the position a playout reaches by both hands' card values. What the searcher cannot
see: the opponent's face-down trades, and its secret Posta while the choice is still hidden
(Out of Measure 3), are one move each in the tree, whatever the card ("views": what is hidden,
and from whom).
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import replace
from functools import partial
from typing import TypeAlias, cast

from audatia_qt.engine.search.ismcts import ISMCTSBot, Level
from audatia_qt.games.audatia.game import AudatiaGame
from audatia_qt.games.audatia.policy.heuristic import (
    card_values,
    policy_action,
    ranked_actions,
    ranked_moves,
)
from audatia_qt.games.audatia.policy.knowledge import FactsCache, from_state, from_view
from audatia_qt.games.audatia.policy.learned.model import ValueModel
from audatia_qt.games.audatia.policy.levels import LEVELS
from audatia_qt.games.audatia.policy.points import game_odds
from audatia_qt.games.audatia.rules import Action, GameState, PlayerView, Seat
from audatia_qt.games.audatia.rules.members import (
    A_CHOOSE_POSTA,
    A_TRADE,
    PHASE_POSTA_CHOICE,
)

#: A searching computer player of Audatia.
AudatiaSearch: TypeAlias = ISMCTSBot[GameState, Action, PlayerView]

#: How often the opponent model plays the heuristic's favourite (else one of its top three).
OPPONENT_FAVOURITE = 0.75

#: How often a playout plays a random legal move instead of the heuristic's: a little noise
#: keeps the samples apart.
PLAYOUT_NOISE = 0.1

#: The root's moves searched: the heuristic's best ten. Wide decisions (up to 66 ways to trade)
#: are narrowed so the budget goes to the moves worth trying.
ROOT_WIDTH = 10

#: What a bot's name adds when its cut-off playouts are judged by the learned evaluation.
VALUE_SUFFIX = "+value"

#: The moves kept at the tree's other nodes: the heuristic's best six (for the opponent, six
#: keys, its hidden moves counting once).
WIDTH = 6


def hidden_key(action: Action, state: GameState, searcher: int) -> Action:
    """The move as the searcher sees it: the opponent's face-down trade or secret Posta choice
    lose their card ("views": what is hidden, and from whom)."""
    if action.seat == searcher:
        return action
    if action.kind is A_TRADE:
        return Action(action.seat, A_TRADE)
    if (
        action.kind is A_CHOOSE_POSTA
        and state.phase is PHASE_POSTA_CHOICE
        and searcher not in state.context.seen_posta
    ):
        return Action(action.seat, A_CHOOSE_POSTA)
    return action


def evaluate(state: GameState, seat: Seat, facts: FactsCache, rows: bool = True) -> float:
    """The odds ``seat`` wins from ``state``: 1 or 0 when over (a half for a drawn game), else
    a guess from both hands and, in a game played for points, the score.

    Each hand is judged by its owner's own card values (parries for the likely attacks, counters,
    live skills); the better stocked fencer is the likelier winner of the bout. When the game
    is played for points (``Ruleset.score``: Salle Play), the bout is worth one point
    (``points.game_odds``). Judging the hands alone, a search saw no difference between a
    playout that won the bout and one that lost it, and lost Salle Play to the heuristic three
    games in four.
    """
    if state.outcome is not None:
        # A variant's drawn game (equal points, both rows spent) is half a win, not a loss.
        return state.outcome.share(seat)
    edge = _stock(state, seat, facts, rows) - _stock(state, seat.other, facts, rows)
    bout = 1.0 / (1.0 + math.exp(-0.35 * edge))
    score = state.config.ruleset.score(state)
    if score is None:
        return bout
    return game_odds(bout, score[seat] - score[seat.other])


def _stock(state: GameState, seat: Seat, facts: FactsCache, rows: bool) -> float:
    """The worth of the cards ``seat`` has to fight with, by its own card values: its hand,
    and with ``rows`` the cards the ruleset has it lay face down to play later (a Sudden Death
    row, R-032, where the hand holds one card at most)."""
    held = state.players[seat].hand
    laid = state.config.ruleset.face_down(state, seat) if rows else ()
    situation = from_state(state, seat, facts, held + laid if laid else None)
    return sum(card_values(situation).values())


class AudatiaSearchPolicy:
    """The heuristic and its knowledge as the search's policy (``engine.search.policy``).

    Seats arrive as the Game protocol's ints; Audatia's are ``Seat`` members throughout
    (``AudatiaGame.to_move`` and ``viewer`` give them), so they are read as such unconverted.

    With a ``value`` model (issue 31, the learned evaluation), a playout cut off before the end
    is judged by the network from the searcher's own view of the position it reached (what
    that seat would see there, and nothing else), in place of both hands' card values.
    """

    def __init__(self, value: ValueModel | None = None, judge_rows: bool = True) -> None:
        self._facts = FactsCache()
        self._value = value
        self._judge_rows = judge_rows

    @property
    def duel(self) -> bool:
        # Two fencers, always, and one of them wins (rulebook, "Overview").
        return True

    def root_moves(self, view: PlayerView, legal: Sequence[Action]) -> Sequence[Action]:
        return [action for action, _ in ranked_actions(from_view(view, self._facts), legal)]

    def node_moves(self, state: GameState, actor: int, legal: Sequence[Action]) -> Sequence[Action]:
        return ranked_moves(from_state(state, cast(Seat, actor), self._facts), legal)

    def hidden_key(self, action: Action, state: GameState, searcher: int) -> Action:
        return hidden_key(action, state, searcher)

    def concrete(
        self, state: GameState, actor: int, group: Sequence[Action], rng: random.Random
    ) -> Action:
        # Which trade or Posta the opponent hides: the heuristic's pick from its own hand.
        choice = policy_action(from_state(state, cast(Seat, actor), self._facts), group, rng)
        return choice if choice in group else rng.choice(group)

    def opponent_move(
        self, state: GameState, actor: int, legal: Sequence[Action], rng: random.Random
    ) -> Action:
        """The heuristic's favourite mostly, else one of its top three."""
        sit = from_state(state, cast(Seat, actor), self._facts)
        if rng.random() < OPPONENT_FAVOURITE:
            return policy_action(sit, legal, rng)
        ranked = ranked_actions(sit, legal)
        return ranked[rng.randrange(min(3, len(ranked)))][0]

    def playout_move(
        self, state: GameState, actor: int, legal: Sequence[Action], rng: random.Random
    ) -> Action:
        """The heuristic's quick choice, or now and then a random one (``PLAYOUT_NOISE``)."""
        if rng.random() < PLAYOUT_NOISE:
            return legal[rng.randrange(len(legal))]
        if len(legal) == 1:
            return legal[0]  # as policy_action answers, without reading the situation
        return policy_action(from_state(state, cast(Seat, actor), self._facts), legal, rng)

    def evaluate(self, state: GameState, seat: int) -> float:
        if self._value is not None and state.outcome is None:
            return self._value.state_value(state, cast(Seat, seat))
        return evaluate(state, cast(Seat, seat), self._facts, self._judge_rows)


def search_bot(
    level: Level | str = "normal",
    *,
    iterations: int | None = None,
    seconds: float | None = None,
    mistake_rate: float | None = None,
    model_opponent: bool = False,
    clock: Callable[[], float] = time.perf_counter,
    sampler: Callable[[PlayerView, random.Random], GameState] | None = None,
    value: ValueModel | None = None,
    trees: int | None = None,
    judge_rows: bool = True,
) -> AudatiaSearch:
    """The searching computer player of ``level`` (a ``LEVELS`` name, or a level), with its
    budget, slips or root-parallel ``trees`` overridden where given (the engine's
    ``ISMCTSBot`` says how); with a ``value`` model its cut-off playouts are judged by it, and
    its name says so (``ismcts:hard+value``). Given a ``SearchPool`` (``use_pool``), a level of
    several trees searches them on its worker processes, each rebuilt there from this call's
    level, opponent model and value model; a bot with its own clock or sampler (a test's)
    searches them here. ``judge_rows=False`` judges a position by the hands alone, as before
    issue 31 counted the Sudden Death rows (a trial of bench/audatia_level_trials.py)."""
    chosen = LEVELS[level] if isinstance(level, str) else level
    if trees is not None:
        chosen = replace(chosen, trees=trees)
    recipe = (
        partial(
            search_bot,
            chosen,
            model_opponent=model_opponent,
            value=value,
            judge_rows=judge_rows,
        )
        if clock is time.perf_counter and sampler is None
        else None
    )
    if value is not None:
        chosen = replace(chosen, name=chosen.name + VALUE_SUFFIX)
    return ISMCTSBot(
        AudatiaGame(),
        chosen,
        AudatiaSearchPolicy(value, judge_rows),
        iterations=iterations,
        seconds=seconds,
        mistake_rate=mistake_rate,
        model_opponent=model_opponent,
        root_width=ROOT_WIDTH,
        width=WIDTH,
        clock=clock,
        sampler=sampler,
        recipe=recipe,
    )
