"""A small value network: the odds that the viewer wins, from ``features`` of its own view.

One hidden layer of tanh units and a sigmoid output, as TD-Gammon's (Tesauro 1995, "Temporal
Difference Learning and TD-Gammon"), small enough that an evaluation costs a fraction of one
engine step (``bench/bench_value.py``). The weights are a ``.npz`` file; beside it, a ``.json``
of the same name tells where they came from (``Provenance``).

A weights file that is missing, unreadable, or made for other features raises
``ValueModelError`` with one line saying so: the callers fall back to the heuristic.
"""

from __future__ import annotations

import hashlib
import json
import math
import zipfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from audatia_qt.games.audatia.policy.learned.features import (
    FEATURE_COUNT,
    FEATURE_NAMES,
    features,
    state_features,
)
from audatia_qt.games.audatia.rules import GameState, PlayerView, Seat

#: The hidden layer's width: enough to combine a hand with the table, small enough to be cheap.
HIDDEN = 32

#: What a weights file's ``features`` entry must match: the features' names, hashed, so a file
#: trained on other features is refused rather than misread.
FEATURES_KEY = hashlib.sha256("\n".join(FEATURE_NAMES).encode()).hexdigest()[:16]

Array = npt.NDArray[np.float64]


class ValueModelError(ValueError):
    """A weights file that cannot be used; its message is one line for a person."""


@dataclass
class Provenance:
    """Where a weights file came from (issue 31: "command, seed, games, code version, date, the
    arena result that justified it")."""

    command: str
    seed: int
    games: int
    code_version: str
    date: str
    seconds: float = 0.0
    """The training's wall time."""
    arena: str = ""
    """The arena result that justified using these weights, once one was run."""
    extra: dict[str, Any] = field(default_factory=dict)
    """Training settings (lambda, step size, policy): enough to train them again."""

    def to_json(self) -> str:
        return json.dumps(self.__dict__, indent=2, sort_keys=True) + "\n"

    @staticmethod
    def from_json(text: str, source: str) -> Provenance:
        try:
            raw = json.loads(text)
            return Provenance(
                command=str(raw["command"]),
                seed=int(raw["seed"]),
                games=int(raw["games"]),
                code_version=str(raw["code_version"]),
                date=str(raw["date"]),
                seconds=float(raw.get("seconds", 0.0)),
                arena=str(raw.get("arena", "")),
                extra=dict(raw.get("extra", {})),
            )
        except (ValueError, KeyError, TypeError) as error:
            raise ValueModelError(f"{source}: not a weights provenance ({error})") from None


def provenance_path(weights: Path) -> Path:
    """The provenance beside ``weights``: the same name ending ``.json``."""
    return weights.with_suffix(".json")


class ValueModel:
    """The network's weights and its evaluation; ``value`` is the odds the viewer wins."""

    def __init__(self, hidden_weights: Array, output_weights: Array) -> None:
        if hidden_weights.shape[0] != FEATURE_COUNT:
            raise ValueModelError(
                f"weights for {hidden_weights.shape[0]} features, not {FEATURE_COUNT}"
            )
        if output_weights.shape != (hidden_weights.shape[1] + 1,):
            raise ValueModelError("the output weights do not match the hidden layer")
        self.hidden_weights = hidden_weights
        """Features to hidden units (the features' ``bias`` entry is the hidden bias)."""
        self.output_weights = output_weights
        """Hidden units to the output; the last entry is the output's bias."""
        self._output_units = output_weights[:-1]  # a view: training's updates show through

    @property
    def _output_bias(self) -> float:
        return float(self.output_weights[-1])

    @staticmethod
    def fresh(rng: np.random.Generator, hidden: int = HIDDEN) -> ValueModel:
        """Small random weights (the usual 1/sqrt(fan-in) scale), the output starting at 0.5."""
        hidden_weights = rng.normal(0.0, 1.0 / math.sqrt(FEATURE_COUNT), (FEATURE_COUNT, hidden))
        output_weights = np.concatenate(
            [rng.normal(0.0, 1.0 / math.sqrt(hidden), hidden), np.zeros(1)]
        )
        return ValueModel(hidden_weights, output_weights)

    def forward(self, x: Array) -> tuple[float, Array]:
        """The output for features ``x`` and the hidden units with the bias appended."""
        hidden = np.append(np.tanh(x @ self.hidden_weights), 1.0)
        z = float(hidden @ self.output_weights)
        return 1.0 / (1.0 + math.exp(-max(-60.0, min(60.0, z)))), hidden

    def value(self, view: PlayerView) -> float:
        """The odds that ``view``'s viewer wins (0 or 1 once the game is over)."""
        if view.outcome is not None:
            return view.outcome.share(view.viewer)
        return self._output(features(view))

    def state_value(self, state: GameState, seat: Seat) -> float:
        """``value(observe(state, seat))``, the same number, without building the view: the
        search's inner loop, where a playout is cut off (``state_features``)."""
        if state.outcome is not None:
            return state.outcome.share(seat)
        return self._output(state_features(state, seat))

    def _output(self, x: list[float]) -> float:
        """The output alone, without forward's hidden copy for training."""
        hidden = np.tanh(np.asarray(x, dtype=np.float64) @ self.hidden_weights)
        z = float(hidden @ self._output_units) + self._output_bias
        return 1.0 / (1.0 + math.exp(-max(-60.0, min(60.0, z))))

    def gradients(self, x: Array, out: float, hidden: Array) -> tuple[Array, Array]:
        """The output's gradient with respect to each layer's weights at ``x``."""
        slope = out * (1.0 - out)
        output_grad = slope * hidden
        hidden_grad = np.outer(x, slope * self.output_weights[:-1] * (1.0 - hidden[:-1] ** 2))
        return hidden_grad, output_grad

    def save(self, path: Path, provenance: Provenance | None = None) -> None:
        """Write the weights to ``path`` (a .npz) and, given, its provenance beside it."""
        path.parent.mkdir(parents=True, exist_ok=True)
        with path.open("wb") as out:
            np.savez(
                out,
                hidden_weights=self.hidden_weights,
                output_weights=self.output_weights,
                features=np.array(FEATURES_KEY),
            )
        if provenance is not None:
            provenance_path(path).write_text(provenance.to_json(), encoding="utf-8")

    @staticmethod
    def load(path: Path) -> ValueModel:
        """The weights in ``path``; ``ValueModelError`` (one line) when they cannot be used."""
        try:
            with np.load(path, allow_pickle=False) as data:
                key = str(data["features"])
                hidden_weights = np.asarray(data["hidden_weights"], dtype=np.float64)
                output_weights = np.asarray(data["output_weights"], dtype=np.float64)
        except FileNotFoundError:
            raise ValueModelError(f"{path}: no weights file there") from None
        except (OSError, ValueError, KeyError, zipfile.BadZipFile, EOFError) as error:
            reason = str(error).splitlines()[0] if str(error) else type(error).__name__
            raise ValueModelError(f"{path}: not a weights file ({reason})") from None
        if key != FEATURES_KEY:
            raise ValueModelError(
                f"{path}: weights for other features ({key}, this version reads {FEATURES_KEY})"
            )
        if hidden_weights.ndim != 2 or output_weights.ndim != 1:
            raise ValueModelError(f"{path}: the weights have the wrong shape")
        try:
            return ValueModel(hidden_weights, output_weights)
        except ValueModelError as error:
            raise ValueModelError(f"{path}: {error}") from None


def load_provenance(weights: Path) -> Provenance:
    """The provenance beside ``weights``; ``ValueModelError`` (one line) if missing or bad."""
    path = provenance_path(weights)
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as error:
        raise ValueModelError(f"{path}: no provenance ({error.strerror})") from None
    return Provenance.from_json(text, str(path))
