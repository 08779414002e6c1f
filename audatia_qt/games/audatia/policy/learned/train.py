"""TD(lambda) self-play training of the value network (Tesauro 1995, TD-Gammon's method;
Sutton & Barto 2018, 12.2 "TD(lambda)").

The games: the heuristic club fencer (``heuristic.policy_action``) on both sides with one move in
ten random (``NOISE``): the search's own playout policy (``search_policy.PLAYOUT_NOISE``). That
is the choice, not the network's own one-ply greedy play, because the network is used where the
search cuts its playouts off, and those positions are reached by exactly this policy: TD(lambda)
on its games learns the odds of winning *as the playouts play on*, which is what the cut-off
should estimate. It is also about forty times cheaper per game than a one-ply greedy player
(one evaluation per legal move, up to 66 of them in the trades), so a budget of minutes buys
thousands of games.

Each game is seen from both fencers' views: two TD(lambda) sequences, each with its own
eligibility trace, bootstrapping from the next position's value and ending on the result
(1 won, 0 lost, 0.5 drawn). Game ``i`` is dealt ``seeded_config(decks, seed + i)`` and played
with a generator seeded from ``seed`` and ``i`` alone, and the network's starting weights come
from ``seed``: the same seed gives the same weights, and a run resumed from its checkpoint
(written every ``CHECKPOINT_EVERY`` games) ends with the weights an unbroken run would.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

import numpy as np

from audatia_qt.games.audatia.policy.heuristic import policy_action
from audatia_qt.games.audatia.policy.knowledge import FactsCache, from_state
from audatia_qt.games.audatia.policy.learned.features import features
from audatia_qt.games.audatia.policy.learned.model import (
    Array,
    Provenance,
    ValueModel,
    ValueModelError,
)
from audatia_qt.games.audatia.rules import (
    GameState,
    Seat,
    apply,
    legal_actions,
    new_game,
    observe,
)
from audatia_qt.games.audatia.rules.cards import DeckDef
from audatia_qt.games.audatia.rules.selfplay import MAX_ACTIONS, seeded_config

#: How far credit reaches back along a game (lambda): TD-Gammon's 0.7.
LAMBDA = 0.7
#: The step size (alpha). Measured on 2026-11-28 (seed 1, Brier score on 40 held-out games,
#: the constant 0.5 scoring 0.25): 0.1 after 400 games 0.256 (worse than knowing nothing: too
#: noisy), 0.01 after 400 games 0.233, 0.03 after 300 games 0.230.
ALPHA = 0.03
#: How often a training game's move is random instead of the heuristic's.
NOISE = 0.1
#: Games between checkpoints.
CHECKPOINT_EVERY = 100


@dataclass(frozen=True)
class TrainSettings:
    """One training run: what ``audatia train value`` was asked."""

    games: int
    seed: int
    decks: tuple[DeckDef, DeckDef]
    alpha: float = ALPHA
    lam: float = LAMBDA
    noise: float = NOISE


def checkpoint_path(out: Path) -> Path:
    """Where a run writing ``out`` keeps its checkpoint."""
    return out.with_name(out.stem + ".checkpoint.npz")


def _game_rng(seed: int, index: int) -> random.Random:
    return random.Random(f"train value {seed} game {index}")


def play_training_game(
    decks: tuple[DeckDef, DeckDef], seed: int, index: int, noise: float, facts: FactsCache
) -> tuple[list[GameState], GameState]:
    """Training game ``index``: the positions where someone was to move, and the last."""
    rng = _game_rng(seed, index)
    state = new_game(seeded_config(decks, seed + index))
    positions: list[GameState] = []
    for _ in range(MAX_ACTIONS):
        seat = state.to_move
        if seat is None:
            break
        positions.append(state)
        legal = legal_actions(state)
        if len(legal) == 1:
            action = legal[0]
        elif rng.random() < noise:
            action = legal[rng.randrange(len(legal))]
        else:
            action = policy_action(from_state(state, seat, facts), legal, rng)
        state = apply(state, action).state
    return positions, state


def game_result(final: GameState, seat: Seat) -> float:
    """What a training game gave ``seat``: a win, a loss, a half for a draw (a game cut at
    ``MAX_ACTIONS`` counts as a draw)."""
    return 0.5 if final.outcome is None else final.outcome.share(seat)


def td_update(
    model: ValueModel, positions: list[GameState], final: GameState, alpha: float, lam: float
) -> float:
    """One game's TD(lambda) updates from each seat's view, in place; the summed squared error."""
    squared = 0.0
    for seat in Seat:
        trace_hidden = np.zeros_like(model.hidden_weights)
        trace_output = np.zeros_like(model.output_weights)
        x: Array = np.asarray(features(observe(positions[0], seat)), dtype=np.float64)
        out, hidden = model.forward(x)
        for step in range(len(positions)):
            grad_hidden, grad_output = model.gradients(x, out, hidden)
            trace_hidden *= lam
            trace_hidden += grad_hidden
            trace_output *= lam
            trace_output += grad_output
            if step + 1 < len(positions):
                x = np.asarray(features(observe(positions[step + 1], seat)), dtype=np.float64)
                target, next_hidden = model.forward(x)
            else:
                target, next_hidden = game_result(final, seat), hidden
            error = target - out
            squared += error * error
            model.hidden_weights += alpha * error * trace_hidden
            model.output_weights += alpha * error * trace_output
            if step + 1 < len(positions):
                # The next position's value under the updated weights, as TD(lambda) online.
                out, hidden = model.forward(x)
            else:
                out, hidden = target, next_hidden
    return squared


def _save_checkpoint(path: Path, model: ValueModel, done: int, settings: TrainSettings) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    partial = path.with_name(path.name + ".partial")
    with partial.open("wb") as out:
        np.savez(
            out,
            hidden_weights=model.hidden_weights,
            output_weights=model.output_weights,
            done=np.array(done),
            seed=np.array(settings.seed),
        )
    partial.replace(path)  # never a half-written checkpoint


def _load_checkpoint(path: Path, settings: TrainSettings) -> tuple[ValueModel, int]:
    try:
        with np.load(path, allow_pickle=False) as data:
            model = ValueModel(
                np.array(data["hidden_weights"], dtype=np.float64),
                np.array(data["output_weights"], dtype=np.float64),
            )
            done, seed = int(data["done"]), int(data["seed"])
    except FileNotFoundError:
        raise ValueModelError(f"{path}: no checkpoint to resume from") from None
    except (OSError, ValueError, KeyError, EOFError) as error:
        raise ValueModelError(f"{path}: not a checkpoint ({error})") from None
    if seed != settings.seed:
        raise ValueModelError(f"{path}: a checkpoint of seed {seed}, not {settings.seed}")
    if done > settings.games:
        raise ValueModelError(f"{path}: {done} games done already, more than {settings.games}")
    return model, done


def train(
    settings: TrainSettings,
    checkpoint: Path | None = None,
    *,
    resume: bool = False,
    progress: Callable[[int, float], None] | None = None,
) -> ValueModel:
    """Train a network on ``settings.games`` games; ``progress(done, seconds)`` after each.

    With ``checkpoint``, the weights and the games done are written there every
    ``CHECKPOINT_EVERY`` games and at the end; ``resume`` starts from it.
    """
    if resume and checkpoint is not None:
        model, done = _load_checkpoint(checkpoint, settings)
    else:
        model, done = ValueModel.fresh(np.random.default_rng(settings.seed)), 0
    facts = FactsCache()
    start = time.perf_counter()
    for index in range(done, settings.games):
        positions, final = play_training_game(
            settings.decks, settings.seed, index, settings.noise, facts
        )
        if positions:
            td_update(model, positions, final, settings.alpha, settings.lam)
        if checkpoint is not None and (index + 1) % CHECKPOINT_EVERY == 0:
            _save_checkpoint(checkpoint, model, index + 1, settings)
        if progress is not None:
            progress(index + 1, time.perf_counter() - start)
    if checkpoint is not None:
        _save_checkpoint(checkpoint, model, settings.games, settings)
    return model


def held_out(
    decks: tuple[DeckDef, DeckDef], seed: int, games: int, noise: float = NOISE
) -> Iterator[tuple[GameState, GameState]]:
    """Positions of ``games`` games played as the training's are, from seeds ``seed`` on (for
    measuring: pick seeds no training used), each with its game's last state."""
    facts = FactsCache()
    for index in range(games):
        positions, final = play_training_game(decks, seed, index, noise, facts)
        for position in positions:
            yield position, final


def run_training(
    settings: TrainSettings,
    out: Path,
    command: str,
    code_version: str,
    *,
    resume: bool = False,
    progress: Callable[[int, float], None] | None = None,
) -> Provenance:
    """``audatia train value``: train, then write the weights to ``out`` and their provenance
    beside them; the checkpoint beside ``out`` (``checkpoint_path``) is kept for resuming."""
    start = time.perf_counter()
    model = train(settings, checkpoint_path(out), resume=resume, progress=progress)
    provenance = Provenance(
        command=command,
        seed=settings.seed,
        games=settings.games,
        code_version=code_version,
        date=datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ"),
        seconds=round(time.perf_counter() - start, 1),
        extra={
            "method": "TD(lambda) self-play, both views of each game",
            "policy": f"heuristic policy_action, {settings.noise:g} random moves",
            "lambda": settings.lam,
            "alpha": settings.alpha,
            "hidden": int(model.output_weights.shape[0] - 1),
            "decks": [deck.id for deck in settings.decks],
            "resumed": resume,
        },
    )
    model.save(out, provenance)
    return provenance
