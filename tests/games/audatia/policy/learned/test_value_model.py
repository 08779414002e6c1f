"""The value network: evaluation, saving and loading, one-line refusals (issue 31)."""

from __future__ import annotations

import math
from pathlib import Path

import numpy as np
import pytest

from audatia_qt.engine.resources import assets_dir
from audatia_qt.games.audatia.policy.learned.features import FEATURE_COUNT, features
from audatia_qt.games.audatia.policy.learned.model import (
    HIDDEN,
    Provenance,
    ValueModel,
    ValueModelError,
    load_provenance,
)
from audatia_qt.games.audatia.rules import Seat, observe
from tests.conftest import ConfigFactory
from tests.games.audatia.policy.learned.positions import positions

BUNDLED = assets_dir() / "ai" / "audatia_value.npz"


def _model() -> ValueModel:
    return ValueModel.fresh(np.random.default_rng(7))


def test_a_value_is_a_probability_and_a_saved_model_gives_the_same(
    make_config: ConfigFactory, tmp_path: Path
) -> None:
    model = _model()
    path = tmp_path / "value.npz"
    provenance = Provenance("audatia train value --games 1", 7, 1, "test", "2026-11-28")
    model.save(path, provenance)
    again = ValueModel.load(path)
    assert load_provenance(path) == provenance
    for state in positions(make_config(), 1):
        view = observe(state, Seat.A)
        value = model.value(view)
        assert 0.0 < value < 1.0
        assert again.value(view) == value


def _refusal(path: Path) -> str:
    with pytest.raises(ValueModelError) as caught:
        ValueModel.load(path)
    message = str(caught.value)
    assert "\n" not in message and str(path) in message
    return message


def test_missing_corrupt_and_mismatched_weights_are_refused_in_one_line(tmp_path: Path) -> None:
    assert "no weights file" in _refusal(tmp_path / "absent.npz")
    corrupt = tmp_path / "corrupt.npz"
    corrupt.write_bytes(b"not a zip at all")
    assert "not a weights file" in _refusal(corrupt)
    other = tmp_path / "other.npz"
    np.savez(
        other,
        hidden_weights=np.zeros((FEATURE_COUNT, 4)),
        output_weights=np.zeros(5),
        features=np.array("0123456789abcdef"),
    )
    assert "other features" in _refusal(other)
    model = _model()
    model.save(tmp_path / "good.npz")
    shape = tmp_path / "shape.npz"
    np.savez(
        shape,
        hidden_weights=np.zeros((FEATURE_COUNT, 4)),
        output_weights=np.zeros(9),
        features=np.load(tmp_path / "good.npz")["features"],
    )
    assert "do not match" in _refusal(shape)
    with pytest.raises(ValueModelError, match="no provenance"):
        load_provenance(tmp_path / "good.npz")


def test_the_bundled_weights_load_with_their_provenance() -> None:
    model = ValueModel.load(BUNDLED)
    assert model.hidden_weights.shape == (FEATURE_COUNT, HIDDEN)
    assert model.output_weights.shape == (HIDDEN + 1,)
    provenance = load_provenance(BUNDLED)
    assert provenance.command.startswith("audatia train value --games ")
    assert f"--games {provenance.games} " in provenance.command
    assert f"--seed {provenance.seed} " in provenance.command
    assert provenance.games >= 1000
    assert provenance.code_version and provenance.date.startswith("20")
    assert provenance.extra["lambda"] == pytest.approx(0.7)


def test_the_searchs_fast_value_is_the_bundled_networks_value_of_the_view(
    make_config: ConfigFactory,
) -> None:
    """``state_value`` (the search's cut-off) gives what the network gives for the seat's view,
    computed here the plain way (features of the view, both layers by numpy), so the bundled
    weights keep meaning what they were trained to mean."""
    model = ValueModel.load(BUNDLED)
    checked = 0
    for state in positions(make_config(), 4, every=1):
        for seat in Seat:
            expected = model.value(observe(state, seat))
            if state.outcome is None:
                x = np.asarray(features(observe(state, seat)), dtype=np.float64)
                z = float(np.tanh(x @ model.hidden_weights) @ model.output_weights[:-1])
                z += float(model.output_weights[-1])
                assert expected == pytest.approx(1.0 / (1.0 + math.exp(-z)), abs=1e-9)
            assert model.state_value(state, seat) == pytest.approx(expected, abs=1e-9)
            checked += 1
    assert checked > 200
