"""``Match.from_position``: a match whose history starts at a given state (a lesson's)."""

from __future__ import annotations

import pytest

from audatia_qt.engine.session.match import Match, MatchSetup
from audatia_qt.games.audatia.entry import AUDATIA
from audatia_qt.games.audatia.rules import GameConfig, Phase, apply, legal_actions, new_game
from tests.conftest import ConfigFactory


def test_a_match_starts_at_the_position_and_undoes_back_to_it(
    make_config: ConfigFactory,
) -> None:
    config: GameConfig = make_config(seed=5)
    state = new_game(config)
    state = apply(state, legal_actions(state)[-1]).state  # the challenger keeps the hand
    match = Match.from_position(MatchSetup(AUDATIA, config), state)
    assert match.start is state and match.state is state and match.plies == ()
    assert match.state.phase is Phase.MULLIGAN and not match.can_undo
    match.play(match.legal_actions()[-1])
    assert match.can_undo and match.state is not state
    match.undo()
    assert match.state is state and not match.can_undo


def test_a_position_of_another_game_is_refused(make_config: ConfigFactory) -> None:
    other = new_game(make_config(seed=6))
    with pytest.raises(ValueError, match="not a position of this match's game"):
        Match.from_position(MatchSetup(AUDATIA, make_config(seed=5)), other)
