"""Round trips: a loaded deck dumps and reloads to the same cards; perturbed strikes never crash.

The property test rewrites one strike's inverted Seven Swords (parried_by) and its sun half at
random: the deck either still validates, or every problem names that strike's fields.
"""

from __future__ import annotations

import copy
import tomllib
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from audatia_qt.engine.resources import bundled_deck_paths, decks_dir
from audatia_qt.games.audatia.decks.load import DeckError, validate_deck_data
from audatia_qt.games.audatia.rules.cards import Blow, SunHalf

_RAW: dict[str, Any] = tomllib.loads(
    (decks_dir() / "galeazzo-da-mantoa.toml").read_text(encoding="utf-8")
)
_BLOWS = [blow.value for blow in Blow]
_SUNS = [None, *(sun.value for sun in SunHalf)]


@pytest.mark.parametrize("path", bundled_deck_paths(), ids=lambda path: path.stem)
def test_dumped_deck_reloads_to_the_same_definition(path: Path) -> None:
    """A deck dumped as JSON-like data validates again into equal card definitions."""
    loaded = validate_deck_data(tomllib.loads(path.read_text(encoding="utf-8")), path.name)
    dumped = loaded.file.model_dump(mode="json")
    again = validate_deck_data(dumped, path.name)
    assert again.file == loaded.file
    assert again.definition == loaded.definition


@settings(max_examples=50, deadline=None)
@given(
    index=st.integers(min_value=0, max_value=len(_RAW["strike"]) - 1),
    parried_by=st.one_of(
        st.lists(st.sampled_from(_BLOWS), unique=True),
        st.lists(st.sampled_from(_BLOWS), max_size=9),
    ),
    sun=st.sampled_from(_SUNS),
)
def test_perturbed_strike_validates_or_names_that_strike(
    index: int, parried_by: list[str], sun: str | None
) -> None:
    """Any parried_by list and sun side gives a valid deck or problems at strike[index] only."""
    deck = copy.deepcopy(_RAW)
    strike = deck["strike"][index]
    strike["parried_by"] = parried_by
    strike.pop("sun", None)
    if sun is not None:
        strike["sun"] = sun
    try:
        loaded = validate_deck_data(deck, "perturbed.toml")
    except DeckError as error:
        assert error.problems
        for problem in error.problems:
            assert problem.path.startswith(f"strike[{index}]."), str(problem)
        is_cut = strike["blow"] != "punta"
        sun_wrong = (sun is None) == is_cut
        duplicated = len(set(parried_by)) != len(parried_by)
        empty = not parried_by  # every strike shows at least one blow that parries it
        assert sun_wrong or duplicated or empty, [str(problem) for problem in error.problems]
    else:
        assert loaded.definition.strikes[index].parried_by == frozenset(Blow(b) for b in parried_by)
        assert (loaded.definition.strikes[index].sun is None) == (sun is None)
