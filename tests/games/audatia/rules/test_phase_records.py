"""The phase record's facts, which the words and the table read instead of restating them:
what a decision answers, which card plays it is for, and the stage it falls in."""

from __future__ import annotations

import random

import pytest

from audatia_qt.games.audatia.rules.cards import DeckDef
from audatia_qt.games.audatia.rules.config import Variant
from audatia_qt.games.audatia.rules.game import apply, legal_actions, new_game
from audatia_qt.games.audatia.rules.ruleset import Answer, PhaseRecord, Stage
from audatia_qt.games.audatia.rules.selfplay import seeded_config
from audatia_qt.games.audatia.rules.state import Phase, Reason


def _refuse(*_: object) -> list[object]:
    raise AssertionError("not called")


def test_a_record_that_must_be_answered_names_what_it_answers() -> None:
    """``must_answer`` and ``answers`` come together, or the record is refused."""
    with pytest.raises(ValueError, match="names what it answers"):
        PhaseRecord(_refuse, _refuse, "", must_answer=Reason.UNPARRIED_ATTACK)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="names what it answers"):
        PhaseRecord(_refuse, _refuse, "", answers=Answer.ATTACK)  # type: ignore[arg-type]


@pytest.mark.parametrize("variant", list(Variant), ids=lambda variant: variant.value)
def test_a_game_opens_with_the_setup_and_an_answer_has_its_card(
    galeazzo: DeckDef, boucicault: DeckDef, variant: Variant
) -> None:
    """A game opens with the setup; a decision that answers the card in play has one; and
    every play a record offers is a play of a card."""
    for seed in range(12):
        config = seeded_config((galeazzo, boucicault), seed, variant=variant)
        rng = random.Random(seed)
        state = new_game(config)
        assert config.ruleset.phases[state.phase].stage is Stage.SETUP
        while state.outcome is None:
            record = config.ruleset.phases[state.phase]
            legal = legal_actions(state)
            offered = [action for action in legal if action.kind in record.offers]
            assert all(action.card is not None for action in offered), f"seed {seed}"
            if record.answers is not None and record.answers.of_card_in_play:
                assert state.context.attack_card is not None, f"seed {seed}: {state.phase}"
            state = apply(state, rng.choice(legal)).state
        assert state.phase is Phase.GAME_OVER
