"""TD(lambda) self-play training: deterministic for a seed, resumable (issue 31)."""

from __future__ import annotations

from pathlib import Path

import numpy as np

from audatia_qt.games.audatia.policy.learned.model import ValueModel, load_provenance
from audatia_qt.games.audatia.policy.learned.train import (
    TrainSettings,
    checkpoint_path,
    run_training,
    train,
)
from tests.conftest import ConfigFactory


def _same(first: ValueModel, second: ValueModel) -> bool:
    return np.array_equal(first.hidden_weights, second.hidden_weights) and np.array_equal(
        first.output_weights, second.output_weights
    )


def test_one_seed_gives_the_same_weights_and_another_seed_others(
    make_config: ConfigFactory,
) -> None:
    decks = make_config().decks
    first = train(TrainSettings(3, 5, decks))
    second = train(TrainSettings(3, 5, decks))
    assert _same(first, second)
    fresh = ValueModel.fresh(np.random.default_rng(5))
    assert not _same(first, fresh)  # the games taught it something
    assert not _same(first, train(TrainSettings(3, 6, decks)))


def test_a_resumed_run_ends_where_an_unbroken_one_does(
    make_config: ConfigFactory, tmp_path: Path
) -> None:
    decks = make_config().decks
    out = tmp_path / "value.npz"
    run_training(TrainSettings(2, 9, decks), out, "first half", "test")
    assert checkpoint_path(out).is_file()
    run_training(TrainSettings(4, 9, decks), out, "second half", "test", resume=True)
    assert _same(ValueModel.load(out), train(TrainSettings(4, 9, decks)))
    provenance = load_provenance(out)
    assert (provenance.command, provenance.games, provenance.seed) == ("second half", 4, 9)
    assert provenance.extra["resumed"] is True
