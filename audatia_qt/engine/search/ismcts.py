"""Information-set Monte Carlo tree search over sampled worlds (Cowling, Powley & Whitehouse
2012, "Information Set Monte Carlo Tree Search"; OpenSpiel's ``algorithms/ismcts.py``).

Each iteration deals the cards the bot cannot see at random (``rules.sample_world``), then walks
one tree shared by every sample. A node is a sequence of decisions *as the searching seat saw
them*: the opponent's face-down trades and secret Posta are one move each in the tree, whatever
the card, so nothing the seat cannot see splits its statistics. In each sample only some moves
are legal; a child's *availability* counts the iterations in which it was, and the UCB
exploration term uses it in place of the parent's visits (the paper's subset-armed bandit).
Wide decisions are narrowed to the heuristic's best few, and playouts follow the heuristic
(``policy_action``), cut off after a number of plies and judged by ``evaluate``.

The budget is iterations and/or seconds; a forced move (one legal action) returns at once. All
randomness comes from the injected generator, so the same seed gives the same decision under an
iteration budget.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from audatia_qt.games.audatia.policy.heuristic import (
    card_values,
    policy_action,
    ranked_actions,
    ranked_moves,
)
from audatia_qt.games.audatia.policy.knowledge import FactsCache, from_state, from_view
from audatia_qt.games.audatia.rules import (
    Action,
    GameState,
    PlayerView,
    Seat,
    apply,
    legal_actions,
    sample_world,
)
from audatia_qt.games.audatia.rules.members import (
    A_CHOOSE_POSTA,
    A_TRADE,
    PHASE_POSTA_CHOICE,
)

#: How fast the heuristic's liking falls with its rank of a move (the progressive bias).
PRIOR_DECAY = 0.7

#: How often the opponent model plays the heuristic's favourite (else one of its top three).
OPPONENT_FAVOURITE = 0.75

#: A node's key for a move: the action, or for a move the searcher cannot see, its kind only.
Key = Action

#: Plies a playout plays before ``evaluate`` judges the position it reached: a truncated
#: playout, the usual way to spend a heuristic evaluation in MCTS (Lorentz 2016, "Using
#: evaluation functions in Monte-Carlo Tree Search"; Lanctot et al. 2014, "Monte Carlo Tree
#: Search with heuristic evaluations using implicit minimax backups"). Four plies still play
#: out an attack and its answer; the twelve used before issue 18 cost about two and a half
#: times as much per iteration and, at the same number of iterations (200, about Normal's
#: budget), won no more games: depth 4 won 16 of 31 against depth 12 (README, "Figures").
PLAYOUT_DEPTH = 4

#: Hard's playouts keep the twelve plies they had before issue 18. With 1,300 iterations of
#: 4-ply playouts (its budget at the same wait), Hard won only 13 of 33 games against Hard
#: before issue 18 (500 iterations of 12 plies): the evaluation's bias does not average out as
#: playout noise does, so a large budget is better spent on longer playouts (README, "Figures").
DEEP_PLAYOUT_DEPTH = 12


@dataclass(frozen=True)
class Level:
    """A difficulty: the search budget and how often a weaker (second-best) move is played."""

    name: str
    iterations: int | None
    seconds: float | None
    mistake_rate: float
    """The chance of playing the second-most-visited move instead of the best."""
    playout_depth: int = PLAYOUT_DEPTH
    """Plies of heuristic playout before the position is judged by ``evaluate``."""


#: The difficulty levels offered to players. Every level answers well within a second on a
#: 2-core machine (bench/bench_ai.py). They differ by search budget and by slips, and the gaps
#: are wide on purpose: between two searching players this game's cards decide many bouts, so
#: Hard beat a 120-iteration Normal only 52% of the time. At 60 iterations and one slip in ten,
#: Normal still beat the heuristic club fencer three bouts in four (README, "Figures").
#: Issue 18 made an iteration cheaper: first about 1.4 times (85 and 700 iterations for Normal
#: and Hard, were 60 and 500), then about 1.3 times more with a faster engine and heuristics,
#: and for Normal about twice again with playouts cut at ``PLAYOUT_DEPTH``; Normal and Hard
#: spend it on search at the same decision times by CPU (160 iterations of 4-ply playouts, and
#: 900 of ``DEEP_PLAYOUT_DEPTH``). Easy keeps its 30: it is the level meant to be beaten, and
#: its slips, not its speed, make it so.
LEVELS: dict[str, Level] = {
    "easy": Level("easy", iterations=30, seconds=0.3, mistake_rate=0.3),
    "normal": Level("normal", iterations=160, seconds=0.9, mistake_rate=0.1),
    "hard": Level(
        "hard",
        iterations=900,
        seconds=3.0,
        mistake_rate=0.0,
        playout_depth=DEEP_PLAYOUT_DEPTH,
    ),
}


class _Node:
    """Statistics of one move in the shared tree, from the mover's point of view."""

    __slots__ = ("available", "children", "prior", "reward", "visits")

    def __init__(self, prior: float = 1.0) -> None:
        self.children: dict[Key, _Node] = {}
        self.visits = 0
        self.reward = 0.0
        self.available = 0
        self.prior = prior
        """The heuristic's liking for the move (1 for its favourite), a fading bias in UCB."""


@dataclass(frozen=True)
class MoveStats:
    """One root move after a search: how often it was tried and how it fared for the searcher."""

    action: Action
    visits: int
    win_rate: float


@dataclass(frozen=True)
class SearchResult:
    """The root's moves, most visited first, and what the search cost."""

    moves: tuple[MoveStats, ...]
    iterations: int
    seconds: float

    @property
    def total_visits(self) -> int:
        """Visits over all root moves."""
        return sum(move.visits for move in self.moves)


def hidden_key(action: Action, state: GameState, searcher: Seat) -> Key:
    """The move as the searcher sees it: the opponent's face-down trade or secret Posta choice
    lose their card ("views": what is hidden, and from whom)."""
    if action.seat is searcher:
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


def evaluate(state: GameState, seat: Seat, facts: FactsCache) -> float:
    """The odds ``seat`` wins from ``state``: 1 or 0 when over, else a guess from both hands.

    Each hand is judged by its owner's own card values (parries for the likely attacks, counters,
    live skills); the better stocked fencer is the likelier winner.
    """
    if state.outcome is not None:
        return 1.0 if state.outcome.winner is seat else 0.0
    mine = sum(card_values(from_state(state, seat, facts)).values())
    theirs = sum(card_values(from_state(state, seat.other, facts)).values())
    return 1.0 / (1.0 + math.exp(-0.35 * (mine - theirs)))


class ISMCTSBot:
    """Single-observer ISMCTS with heuristic playouts; see the module docstring."""

    def __init__(
        self,
        level: Level | str = "normal",
        *,
        iterations: int | None = None,
        seconds: float | None = None,
        mistake_rate: float | None = None,
        exploration: float = 0.7,
        bias: float = 1.0,
        model_opponent: bool = False,
        root_width: int = 10,
        width: int = 6,
        clock: Callable[[], float] = time.perf_counter,
        sampler: Callable[[PlayerView, random.Random], GameState] = sample_world,
    ) -> None:
        base = LEVELS[level] if isinstance(level, str) else level
        self.level = Level(
            base.name,
            base.iterations if iterations is None else iterations,
            base.seconds if seconds is None else seconds,
            base.mistake_rate if mistake_rate is None else mistake_rate,
            base.playout_depth,
        )
        if self.level.iterations is None and self.level.seconds is None:
            raise ValueError("an ISMCTS budget needs iterations, seconds, or both")
        self.exploration = exploration
        self.bias = bias
        self.model_opponent = model_opponent
        self.root_width = root_width
        self.width = width
        self._clock = clock
        self._sampler = sampler
        self._facts = FactsCache()
        self.last_result: SearchResult | None = None
        """The search behind the last decision (None after a forced move), for explanations."""

    @property
    def name(self) -> str:
        return f"ismcts:{self.level.name}"

    def choose(self, view: PlayerView, legal: Sequence[Action], rng: random.Random) -> Action:
        if not legal:
            raise ValueError("no legal action to choose from")
        if len(legal) == 1:
            self.last_result = None
            return legal[0]
        result = self.search(view, legal, rng)
        self.last_result = result
        moves = result.moves
        choice = moves[0]
        if (
            len(moves) > 1
            and self.level.mistake_rate > 0
            and rng.random() < self.level.mistake_rate
            and moves[1].visits * 4 >= moves[0].visits
        ):
            # A human-looking slip: the runner-up the search itself thought of, never a blunder
            # the search barely tried.
            choice = moves[1]
        return choice.action

    # -- the search ------------------------------------------------------------------------

    def search(self, view: PlayerView, legal: Sequence[Action], rng: random.Random) -> SearchResult:
        """Run the search from ``view`` within the level's budget; the root moves' statistics."""
        start = self._clock()
        root = _Node()
        searcher = view.viewer
        root_moves = self._candidates_for(view, legal)
        # The root's moves are the same in every sample: grouped once for the search.
        root_groups: dict[Key, list[Action]] = {action: [action] for action in root_moves}
        limit = self.level.iterations
        deadline = None if self.level.seconds is None else start + self.level.seconds
        iterations = 0
        while (limit is None or iterations < limit) and (
            deadline is None or self._clock() < deadline
        ):
            world = self._sampler(view, rng)
            self._iterate(root, world, searcher, root_groups, rng)
            iterations += 1
        stats = []
        for action in root_moves:
            node = root.children.get(action)
            visits = node.visits if node is not None else 0
            rate = node.reward / node.visits if node is not None and node.visits else 0.0
            stats.append(MoveStats(action, visits, rate))
        stats.sort(key=lambda move: (-move.visits, -move.win_rate))
        return SearchResult(tuple(stats), iterations, self._clock() - start)

    def _candidates_for(self, view: PlayerView, legal: Sequence[Action]) -> list[Action]:
        """The root moves to search: all of them, or the heuristic's best ``root_width``."""
        ranked = ranked_actions(from_view(view, self._facts), legal)
        return [action for action, _ in ranked[: self.root_width]]

    def _iterate(
        self,
        root: _Node,
        state: GameState,
        searcher: Seat,
        root_groups: dict[Key, list[Action]],
        rng: random.Random,
    ) -> None:
        """One iteration: select down the tree, expand one move, play out, back up.

        The sampled world keeps every constraint the view implies (``rules.sampling``), so the
        engine can play it to the end.
        """
        node = root
        path: list[tuple[_Node, Seat]] = []
        fresh_key: tuple[_Node, Key, float] | None = None
        first = True
        while state.to_move is not None:
            actor = state.to_move
            if first:
                groups = root_groups
                first = False
            elif actor is not searcher and self.model_opponent:
                # The opponent moves as the heuristic would from *its* information, so the
                # tree cannot learn replies that see through the searcher's true hand.
                action = self._modelled(state, actor, rng)
                key = hidden_key(action, state, searcher)
                state = apply(state, action).state
                child = node.children.get(key)
                if child is None:
                    fresh_key = (node, key, 1.0)
                    path.append((_Node(), actor))
                    break
                path.append((child, actor))
                node = child
                continue
            else:
                groups = self._groups(state, actor, searcher)
            # Each key is looked up once (an Action's hash hashes its kind, a Python call).
            children = node.children
            known: list[tuple[Key, _Node]] = []
            fresh_rank = -1
            for rank, key in enumerate(groups):
                child = children.get(key)
                if child is None:
                    if fresh_rank < 0:
                        fresh_rank = rank
                        fresh_at = key
                else:
                    child.available += 1
                    known.append((key, child))
            if fresh_rank >= 0:
                state = apply(state, self._concrete(state, actor, groups[fresh_at], rng)).state
                fresh_key = (node, fresh_at, PRIOR_DECAY**fresh_rank)
                path.append((_Node(), actor))
                break
            key, child = self._select(known)
            state = apply(state, self._concrete(state, actor, groups[key], rng)).state
            path.append((child, actor))
            node = child
        reward = self._playout(state, searcher, rng)
        if fresh_key is not None:
            parent, key, prior = fresh_key
            child = path[-1][0]
            child.prior = prior
            child.available = 1
            parent.children[key] = child
        for child, actor in path:
            child.visits += 1
            child.reward += reward if actor is searcher else 1.0 - reward

    def _groups(self, state: GameState, actor: Seat, searcher: Seat) -> dict[Key, list[Action]]:
        """The moves at a tree node, narrowed to the heuristic's best, grouped by key."""
        legal = legal_actions(state)
        if len(legal) > 1:
            legal = tuple(ranked_moves(from_state(state, actor, self._facts), legal))
        if actor is searcher:
            # The searcher sees its own moves whole: each is its own key.
            return {action: [action] for action in legal[: self.width]}
        groups: dict[Key, list[Action]] = {}
        for action in legal:
            key = hidden_key(action, state, searcher)
            if key not in groups and len(groups) >= self.width:
                continue
            groups.setdefault(key, []).append(action)
        return groups

    def _select(self, children: list[tuple[Key, _Node]]) -> tuple[Key, _Node]:
        """UCB1 with availability counts in place of the parent's visits, plus a progressive
        bias towards the heuristic's favourites that fades as visits come in."""
        best_pair = None
        best = -math.inf
        exploration, bias = self.exploration, self.bias
        log, sqrt = math.log, math.sqrt
        for pair in children:
            child = pair[1]
            visits = child.visits
            value = (
                child.reward / visits
                + exploration * sqrt(log(child.available) / visits)
                + bias * child.prior / (visits + 1)
            )
            if value > best:
                best, best_pair = value, pair
        assert best_pair is not None
        return best_pair

    def _modelled(self, state: GameState, actor: Seat, rng: random.Random) -> Action:
        """The opponent model: the heuristic's favourite mostly, else one of its top three."""
        legal = legal_actions(state)
        if len(legal) == 1:
            return legal[0]
        sit = from_state(state, actor, self._facts)
        if rng.random() < OPPONENT_FAVOURITE:
            return policy_action(sit, legal, rng)
        ranked = ranked_actions(sit, legal)
        return ranked[rng.randrange(min(3, len(ranked)))][0]

    def _concrete(
        self, state: GameState, actor: Seat, group: list[Action], rng: random.Random
    ) -> Action:
        """The action to play for a key: itself, or for a hidden move the heuristic's pick."""
        if len(group) == 1:
            return group[0]
        sit = from_state(state, actor, self._facts)
        choice = policy_action(sit, group, rng)
        return choice if choice in group else rng.choice(group)

    def _playout(self, state: GameState, searcher: Seat, rng: random.Random) -> float:
        """Play on with the heuristic (a little noise keeps samples apart), then judge."""
        for _ in range(self.level.playout_depth):
            actor = state.to_move
            if actor is None:
                break
            legal = legal_actions(state)
            if rng.random() < 0.1:
                action = legal[rng.randrange(len(legal))]
            elif len(legal) == 1:
                action = legal[0]  # as policy_action answers, without reading the situation
            else:
                action = policy_action(from_state(state, actor, self._facts), legal, rng)
            state = apply(state, action).state
        return evaluate(state, searcher, self._facts)
