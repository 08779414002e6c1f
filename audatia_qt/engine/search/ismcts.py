"""Information-set Monte Carlo tree search over sampled worlds (Cowling, Powley & Whitehouse
2012, "Information Set Monte Carlo Tree Search"; OpenSpiel's ``algorithms/ismcts.py``), for any
game behind the ``Game`` protocol, judged by the game's ``SearchPolicy``.

Each iteration deals what the bot cannot see at random (``Game.sample_world``), then walks one
tree shared by every sample. A node is a sequence of decisions *as the searching seat saw
them*: another seat's face-down moves and chance outcomes dealt face down share one key each
(``SearchPolicy.hidden_key``), so nothing the seat cannot see splits its statistics. In each
sample only some moves are legal; a child's *availability* counts the iterations in which it
was, and the UCB exploration term uses it in place of the parent's visits (the paper's
subset-armed bandit). Wide decisions can be narrowed to the policy's best few (the widths), and
playouts follow the policy's playout move, cut off after the level's number of plies and judged
by the policy's ``evaluate``.

Chance: where the rules roll or draw (``to_move`` is ``CHANCE``), the outcome is sampled by its
probability, in the tree and in playouts alike; the tree's chance nodes are keyed by what the
searcher sees of the outcome. Seats: each node's statistics are its mover's reward, so games of
more than two seats are searched alike (each seat maximises its own result, as in max^n:
Sturtevant 2008, "An Analysis of UCT in Multi-Player Games"); a *duel* (``SearchPolicy.duel``)
judges the position once and gives the other seat the rest.

The budget is iterations and/or seconds; a forced move (one legal action) returns at once. All
randomness comes from the injected generator, so the same seed gives the same decision under an
iteration budget.

Root parallelization (Chaslot, Winands & van den Herik 2008, "Parallel Monte-Carlo Tree
Search"): a level of several ``trees`` searches the decision that many times, each tree its own
determinizations from the same view with its own seed drawn from the caller's generator, and
adds up the root moves' visits and rewards; the most visited move of the sum is played. The
trees run on a ``SearchPool``'s worker processes, each rebuilt there by the bot's picklable
``recipe`` and handed the view, the legal moves, a seed and a budget, never a state; without a
pool (or a recipe) they run here one after another. The sum is taken in the trees' order, so a
seed and an iteration budget give the same decision with or without workers, on any number of
cores, whichever tree finishes first. (OpenSpiel has no parallel ISMCTS.)
"""

from __future__ import annotations

import math
import random
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any, Generic

from audatia_qt.engine.game import CHANCE, Game
from audatia_qt.engine.search.policy import (
    ActionT,
    Key,
    SearchPolicy,
    StateT,
    UniformPolicy,
    ViewT,
)
from audatia_qt.engine.search.pool import SearchPool

#: How fast the policy's liking falls with its rank of a move (the progressive bias).
PRIOR_DECAY = 0.7


@dataclass(frozen=True)
class Level:
    """A difficulty: the search budget and how often a weaker (second-best) move is played."""

    name: str
    iterations: int | None
    seconds: float | None
    mistake_rate: float
    """The chance of playing the second-most-visited move instead of the best."""
    playout_depth: int | None = None
    """Plies of playout before the position is judged by ``evaluate``; None plays to the end."""
    trees: int = 1
    """Root-parallel searches of each decision, their root statistics summed (module
    docstring): each searches ``iterations``, and ``seconds`` caps the whole decision."""
    exploration: float = 0.7
    """UCB1's exploration constant: how far the search looks past the moves that score best
    so far (about 1/sqrt(2) for rewards in [0, 1], Kocsis and Szepesvari 2006)."""


class _Node:
    """Statistics of one move in the shared tree, from the mover's point of view."""

    __slots__ = ("available", "children", "prior", "reward", "visits")

    def __init__(self, prior: float = 1.0) -> None:
        self.children: dict[Key, _Node] = {}
        self.visits = 0
        self.reward = 0.0
        self.available = 0
        self.prior = prior
        """The policy's liking for the move (1 for its favourite), a fading bias in UCB."""


@dataclass(frozen=True)
class MoveStats(Generic[ActionT]):
    """One root move after a search: how often it was tried and how it fared for the searcher."""

    action: ActionT
    visits: int
    win_rate: float


@dataclass(frozen=True)
class TreeTask(Generic[ViewT, ActionT]):
    """One tree of a root-parallel search, as a worker process receives it: how to build the
    bot, the searcher's view (never a state), the legal moves, the tree's seed and budget."""

    recipe: Callable[[], ISMCTSBot[Any, ActionT, ViewT]]
    view: ViewT
    legal: tuple[ActionT, ...]
    seed: int
    iterations: int | None
    seconds: float | None


@dataclass(frozen=True)
class SearchResult(Generic[ActionT]):
    """The root's moves, most visited first, and what the search cost."""

    moves: tuple[MoveStats[ActionT], ...]
    iterations: int
    seconds: float

    @property
    def total_visits(self) -> int:
        """Visits over all root moves."""
        return sum(move.visits for move in self.moves)


class _Rewards(Generic[StateT]):
    """What a playout's end is worth to each seat, judged once per seat asked."""

    __slots__ = ("_others", "_policy", "_state", "duel", "mine", "searcher")

    def __init__(
        self, policy: SearchPolicy[StateT, Any, Any], state: StateT, searcher: int
    ) -> None:
        self._policy = policy
        self._state = state
        self.searcher = searcher
        self.duel = policy.duel
        self.mine = policy.evaluate(state, searcher)
        self._others: dict[int, float] = {}

    def of(self, seat: int) -> float:
        """The reward of ``seat``: the searcher's, the rest of it in a duel, else its own."""
        if seat == self.searcher:
            return self.mine
        if self.duel:
            return 1.0 - self.mine
        reward = self._others.get(seat)
        if reward is None:
            reward = self._others[seat] = self._policy.evaluate(self._state, seat)
        return reward


class ISMCTSBot(Generic[StateT, ActionT, ViewT]):
    """Single-observer ISMCTS over a ``Game`` and its ``SearchPolicy``; see the module
    docstring. Without a policy the game is searched with ``UniformPolicy``. ``iterations``,
    ``seconds`` and ``mistake_rate`` override the level's when given; ``root_width`` and
    ``width`` (None: every move) narrow the root and the tree's other nodes to the policy's
    best moves."""

    def __init__(
        self,
        game: Game[Any, StateT, ActionT, Any, ViewT],
        level: Level,
        policy: SearchPolicy[StateT, ActionT, ViewT] | None = None,
        *,
        iterations: int | None = None,
        seconds: float | None = None,
        mistake_rate: float | None = None,
        bias: float = 1.0,
        model_opponent: bool = False,
        root_width: int | None = None,
        width: int | None = None,
        clock: Callable[[], float] = time.perf_counter,
        sampler: Callable[[ViewT, random.Random], StateT] | None = None,
        recipe: Callable[[], ISMCTSBot[StateT, ActionT, ViewT]] | None = None,
        pool: SearchPool | None = None,
    ) -> None:
        self.level = replace(
            level,
            iterations=level.iterations if iterations is None else iterations,
            seconds=level.seconds if seconds is None else seconds,
            mistake_rate=level.mistake_rate if mistake_rate is None else mistake_rate,
        )
        if self.level.iterations is None and self.level.seconds is None:
            raise ValueError("an ISMCTS budget needs iterations, seconds, or both")
        self.game = game
        self.policy = UniformPolicy(game) if policy is None else policy
        self.exploration = self.level.exploration
        self.bias = bias
        self.model_opponent = model_opponent
        self.root_width = root_width
        self.width = sys.maxsize if width is None else width
        self._clock = clock
        self._sampler = game.sample_world if sampler is None else sampler
        self.recipe = recipe
        """Builds this bot again in a worker process (picklable: a module-level function or a
        ``functools.partial`` of one); None searches every tree in this process."""
        self.pool = pool
        """Where the trees of a root-parallel level run (None: here, one after another)."""
        self.last_result: SearchResult[ActionT] | None = None
        """The search behind the last decision (None after a forced move), for explanations."""

    @property
    def name(self) -> str:
        return f"ismcts:{self.level.name}"

    def use_pool(self, pool: SearchPool | None) -> None:
        """Search a root-parallel level's trees on ``pool``'s workers (None: in this process);
        the pool's owner closes it."""
        self.pool = pool

    def choose(self, view: ViewT, legal: Sequence[ActionT], rng: random.Random) -> ActionT:
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

    def search(
        self, view: ViewT, legal: Sequence[ActionT], rng: random.Random
    ) -> SearchResult[ActionT]:
        """Run the search from ``view`` within the level's budget; the root moves' statistics
        (of all the level's trees, summed)."""
        if self.level.trees <= 1:
            return self.search_tree(view, legal, rng, self.level.iterations, self.level.seconds)
        start = self._clock()
        # Every tree's seed is drawn before any runs: the sum cannot depend on which ends first.
        seeds = [rng.getrandbits(63) for _ in range(self.level.trees)]
        pool = self.pool if self.recipe is not None else None
        # The cap is the decision's: trees that run one after another share it.
        alone = pool is None or pool.fallback is not None
        at_once = 1 if alone or pool is None else min(pool.workers, self.level.trees)
        rounds = -(-self.level.trees // at_once)
        seconds = None if self.level.seconds is None else self.level.seconds / rounds
        if pool is None or self.recipe is None:
            results = [
                self.search_tree(view, legal, random.Random(seed), self.level.iterations, seconds)
                for seed in seeds
            ]
        else:
            tasks = [
                TreeTask(self.recipe, view, tuple(legal), seed, self.level.iterations, seconds)
                for seed in seeds
            ]
            results = pool.run(search_tree, tasks)
        return merge_trees(results, self._clock() - start)

    def search_tree(
        self,
        view: ViewT,
        legal: Sequence[ActionT],
        rng: random.Random,
        iterations: int | None,
        seconds: float | None,
    ) -> SearchResult[ActionT]:
        """One tree's search from ``view`` within ``iterations`` and/or ``seconds``."""
        start = self._clock()
        root = _Node()
        searcher = self.game.viewer(view)
        root_moves = list(self.policy.root_moves(view, legal)[: self.root_width])
        # The root's moves are the same in every sample: grouped once for the search.
        root_groups: dict[Key, list[ActionT]] = {action: [action] for action in root_moves}
        limit = iterations
        deadline = None if seconds is None else start + seconds
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

    def _iterate(
        self,
        root: _Node,
        state: StateT,
        searcher: int,
        root_groups: dict[Key, list[ActionT]],
        rng: random.Random,
    ) -> None:
        """One iteration: select down the tree, expand one move, play out, back up.

        The sampled world keeps every constraint the view implies (``Game.sample_world``), so
        the rules can play it to the end.
        """
        game, policy = self.game, self.policy
        node = root
        path: list[tuple[_Node, int]] = []
        fresh_key: tuple[_Node, Key, float] | None = None
        first = True
        while (actor := game.to_move(state)) is not None:
            if first:
                groups = root_groups
                first = False
            elif actor == CHANCE or (actor != searcher and self.model_opponent):
                # The rules' draw, by its odds; or the opponent as the policy would move from
                # *its* information, so the tree cannot learn replies that see through the
                # searcher's true hand. Either way one move, keyed as the searcher sees it.
                if actor == CHANCE:
                    action = self._chance(state, rng)
                else:
                    action = self._modelled(state, actor, rng)
                key = policy.hidden_key(action, state, searcher)
                state = game.apply(state, action).state
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
            # Each key is looked up once (a key's hash may be a Python call).
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
                action = self._concrete(state, actor, groups[fresh_at], rng)
                state = game.apply(state, action).state
                fresh_key = (node, fresh_at, PRIOR_DECAY**fresh_rank)
                path.append((_Node(), actor))
                break
            key, child = self._select(known)
            state = game.apply(state, self._concrete(state, actor, groups[key], rng)).state
            path.append((child, actor))
            node = child
        rewards = self._playout(state, searcher, rng)
        if fresh_key is not None:
            parent, key, prior = fresh_key
            child = path[-1][0]
            child.prior = prior
            child.available = 1
            parent.children[key] = child
        for child, actor in path:
            child.visits += 1
            if actor != CHANCE:
                child.reward += rewards.of(actor)

    def _groups(self, state: StateT, actor: int, searcher: int) -> dict[Key, list[ActionT]]:
        """The moves at a tree node, narrowed to the policy's best, grouped by key."""
        legal = self.game.legal_actions(state)
        if len(legal) > 1:
            legal = self.policy.node_moves(state, actor, legal)
        if actor == searcher:
            # The searcher sees its own moves whole: each is its own key.
            return {action: [action] for action in legal[: self.width]}
        groups: dict[Key, list[ActionT]] = {}
        hidden_key, width = self.policy.hidden_key, self.width
        for action in legal:
            key = hidden_key(action, state, searcher)
            if key not in groups and len(groups) >= width:
                continue
            groups.setdefault(key, []).append(action)
        return groups

    def _select(self, children: list[tuple[Key, _Node]]) -> tuple[Key, _Node]:
        """UCB1 with availability counts in place of the parent's visits, plus a progressive
        bias towards the policy's favourites that fades as visits come in."""
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

    def _chance(self, state: StateT, rng: random.Random) -> ActionT:
        """The rules' roll or draw, picked by its probability with one number from ``rng``."""
        outcomes = self.game.chance_outcomes(state)
        left = rng.random()
        for action, odds in outcomes:
            left -= odds
            if left < 0.0:
                return action
        return outcomes[-1][0]  # the odds' rounding left a sliver at the end

    def _modelled(self, state: StateT, actor: int, rng: random.Random) -> ActionT:
        """The opponent model's move (the policy's), or the only one."""
        legal = self.game.legal_actions(state)
        if len(legal) == 1:
            return legal[0]
        return self.policy.opponent_move(state, actor, legal, rng)

    def _concrete(
        self, state: StateT, actor: int, group: list[ActionT], rng: random.Random
    ) -> ActionT:
        """The action to play for a key: itself, or for a hidden move the policy's pick."""
        if len(group) == 1:
            return group[0]
        return self.policy.concrete(state, actor, group, rng)

    def _playout(self, state: StateT, searcher: int, rng: random.Random) -> _Rewards[StateT]:
        """Play on with the policy's playout moves (chance by its odds), then judge."""
        game, policy = self.game, self.policy
        depth = self.level.playout_depth
        for _ in range(sys.maxsize if depth is None else depth):
            actor = game.to_move(state)
            if actor is None:
                break
            if actor == CHANCE:
                action = self._chance(state, rng)
            else:
                action = policy.playout_move(state, actor, game.legal_actions(state), rng)
            state = game.apply(state, action).state
        return _Rewards(policy, state, searcher)


def search_tree(task: TreeTask[Any, ActionT]) -> SearchResult[ActionT]:
    """A worker's tree: the bot built anew from its recipe, searching the task's view alone."""
    bot = task.recipe()
    return bot.search_tree(
        task.view, task.legal, random.Random(task.seed), task.iterations, task.seconds
    )


def merge_trees(results: Sequence[SearchResult[ActionT]], seconds: float) -> SearchResult[ActionT]:
    """The root-parallel sum of ``results`` (the same root moves each): every move's visits and
    rewards added up in the trees' order, most visited first as one tree ranks them."""
    if not results:
        raise ValueError("no tree to merge")
    visits: dict[ActionT, int] = {}
    rewards: dict[ActionT, float] = {}
    for result in results:
        for move in result.moves:
            visits[move.action] = visits.get(move.action, 0) + move.visits
            rewards[move.action] = rewards.get(move.action, 0.0) + move.win_rate * move.visits
    stats = [
        MoveStats(action, count, rewards[action] / count if count else 0.0)
        for action, count in visits.items()
    ]
    stats.sort(key=lambda move: (-move.visits, -move.win_rate))
    return SearchResult(tuple(stats), sum(result.iterations for result in results), seconds)
