"""Ready...Fence!'s words (issue 30): every event and move told in one sentence with its
rulebook section, and none naming a card its reader cannot see, checked per seat over whole
bouts of every level."""

from __future__ import annotations

import random

import pytest

from audatia_qt.engine.game import CHANCE
from audatia_qt.engine.messages import OwnWords
from audatia_qt.engine.narration import Mood
from audatia_qt.engine.session.match import Match
from audatia_qt.games.ready_fence.narrator.log import tell_events
from audatia_qt.games.ready_fence.narrator.plies import describe
from audatia_qt.games.ready_fence.narrator.session import ReadyFenceNarrator
from audatia_qt.games.ready_fence.narrator.why import refusal, why
from audatia_qt.games.ready_fence.rules import (
    ActionKind,
    EventKind,
    Level,
    apply,
    chance_outcomes,
    legal_actions,
    new_game,
    redact,
    to_move,
)
from audatia_qt.games.ready_fence.rules.actions import Action
from tests.games.ready_fence.sessions import config, setup


@pytest.mark.parametrize("level", list(Level))
def test_no_word_names_a_card_its_reader_cannot_see(level: Level) -> None:
    state = new_game(config(level))
    rng = random.Random(level.value)
    told_kinds: set[EventKind] = set()
    while state.result is None:
        before = state
        if to_move(state) == CHANCE:
            outcomes = chance_outcomes(state)
            action = outcomes[rng.randrange(len(outcomes))][0]
        else:
            legal = legal_actions(state)
            action = legal[rng.randrange(len(legal))]
        step = apply(before, action)
        state = step.state
        for reader in (0, 1):
            other = 1 - reader
            # What the reader cannot see: the other's face-down moves and draws.
            hidden_move = action.seat == other and action.kind in (
                ActionKind.EXCHANGE,
                ActionKind.RETREAT,
                ActionKind.DISTANCE,
                ActionKind.DRAW,
            )
            said = describe(before.config, action, (reader,), Mood.DOES)
            if hidden_move and action.card is not None:
                assert not [v for _, v in said.params if isinstance(v, OwnWords)], said
            for event, line in zip(
                redact(step.events, reader),
                tell_events(before.config, redact(step.events, reader), (reader,)),
                strict=True,
            ):
                told_kinds.add(event.kind)
                assert line.english().endswith(").") or line.english().endswith("."), line
                if event.hidden and event.seat == other:
                    assert not [v for _, v in line.params if isinstance(v, OwnWords)], line
    assert EventKind.WON in told_kinds and EventKind.DREW in told_kinds


def test_a_hidden_card_is_named_to_its_own_fencer_and_once_the_bout_is_over() -> None:
    bout = config(Level.BASIC)
    drew = Action(0, ActionKind.DRAW, card=5)
    name = bout.cards.cards[5].name
    assert name in describe(bout, drew, (0,), Mood.DOES).english()
    assert name not in describe(bout, drew, (1,), Mood.DOES).english()
    assert name not in describe(bout, drew, (0, 1), Mood.DOES).english()
    assert name in describe(bout, drew, (), Mood.DOES).english()
    exchange = Action(1, ActionKind.EXCHANGE, card=5)
    assert describe(bout, exchange, (0,), Mood.DO).english() == "discard a card and draw"
    attack = Action(1, ActionKind.ATTACK, card=5)
    assert name in describe(bout, attack, (0,), Mood.DOES).english()


def test_why_cites_a_section_and_a_refusal_is_the_rules_own() -> None:
    match = Match(setup(config(Level.BASIC), players=None))
    while match.to_move() == CHANCE:
        match.play(match.legal_actions()[0])
    state = match.state
    for action in legal_actions(state):
        reason = why(state, action)
        assert reason is not None and reason.english().endswith(").")
        assert refusal(state, action) is None
    wrong = Action(1 - (match.to_move() or 0), ActionKind.STALL)
    refused = refusal(state, wrong)
    assert refused is not None and refused.english()
    assert why(state, Action(0, ActionKind.COIN)) is None


def test_seat_names() -> None:
    narrator = ReadyFenceNarrator()
    bout = config()
    assert narrator.seat_name(bout, 0).english() == "Fencer 1"
    assert narrator.seat_name(bout, 1).english() == "Fencer 2"
    assert narrator.seat_name(bout, CHANCE).english() == "chance"
