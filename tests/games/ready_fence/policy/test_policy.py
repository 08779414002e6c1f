"""Ready...Fence!'s computer fencers (issue 30, "Computer fencers on the shared search"): the
bots by name, honesty (a decision and its words depend on no card the bot cannot see), the
hidden keys, the Hint, and the arena's statistics."""

from __future__ import annotations

import random

import pytest

from audatia_qt.engine.search.bot import RandomBot
from audatia_qt.engine.search.ismcts import ISMCTSBot
from audatia_qt.engine.search.measure import Sprt, Verdict, percentile, wilson
from audatia_qt.engine.session.match import Match
from audatia_qt.games.ready_fence.game import ReadyFenceGame
from audatia_qt.games.ready_fence.policy.explain import explain_choice
from audatia_qt.games.ready_fence.policy.factory import BOT_NAMES, BOT_TITLES, DEFAULT_BOT, make_bot
from audatia_qt.games.ready_fence.policy.search_policy import (
    ROOT_WIDTH,
    WIDTH,
    FencingSearchPolicy,
    SearchedGame,
    hides_card,
    search_bot,
)
from audatia_qt.games.ready_fence.rules import Action, ActionKind, Level, observe, sample_world
from tests.games.ready_fence.sessions import QUICK, config, play, setup

GAME = ReadyFenceGame()


def test_every_bot_name_makes_a_bot_and_has_a_title() -> None:
    assert BOT_NAMES == ("random", "ismcts:easy", "ismcts:normal", "ismcts:hard")
    assert set(BOT_TITLES) == set(BOT_NAMES) and DEFAULT_BOT in BOT_NAMES
    assert isinstance(make_bot("random"), RandomBot)
    with pytest.raises(ValueError, match="choose from random, ismcts:easy"):
        make_bot("ismcts:godlike")


def _decision_point(level: Level, moves: int, seed: int) -> Match:
    match = Match(setup(config(level), players=None))
    play(match, moves, random.Random(seed))
    assert match.to_move() is not None
    return match


@pytest.mark.parametrize("level", list(Level))
def test_the_decision_and_its_words_ignore_the_hidden_cards(level: Level) -> None:
    match = _decision_point(level, 30, 4)
    seat = match.to_move()
    assert seat is not None and seat >= 0
    view = observe(match.state, seat)
    legal = GAME.legal_actions(match.state)
    for deal in range(3):
        # The same view, the opponent's hand and the stock dealt otherwise.
        world = sample_world(view, random.Random(100 + deal))
        assert world.fencers[1 - seat].hand != match.state.fencers[1 - seat].hand or deal
        other_view = observe(world, seat)
        assert other_view == view
        first = search_bot(QUICK).choose(view, legal, random.Random(7))
        second = search_bot(QUICK).choose(other_view, GAME.legal_actions(world), random.Random(7))
        assert first == second
        told = explain_choice(view, legal, bot=search_bot(QUICK), rng=random.Random(7))
        again = explain_choice(
            other_view, GAME.legal_actions(world), bot=search_bot(QUICK), rng=random.Random(7)
        )
        assert [c.text.english() for c in told.candidates] == [
            c.text.english() for c in again.candidates
        ]
        assert told.reason.english() == again.reason.english()


@pytest.mark.parametrize("level", list(Level))
def test_the_searchers_moves_are_legal_in_every_world_its_view_deals(level: Level) -> None:
    """The premise of ``SearchedGame`` (it plays moves unchecked): the root's moves, listed in
    the true bout, are the very moves the rules list in each world dealt from the view."""
    for moves in (8, 16, 24):
        match = _decision_point(level, moves, moves)
        seat = match.to_move()
        assert seat is not None and seat >= 0
        view = observe(match.state, seat)
        for deal in range(5):
            world = sample_world(view, random.Random(deal))
            assert GAME.legal_actions(world) == GAME.legal_actions(match.state)


@pytest.mark.parametrize("level", list(Level))
def test_skipping_the_check_changes_no_decision(level: Level) -> None:
    """A search over ``SearchedGame`` (``apply`` unchecked) visits the same moves, as often and
    with the same results, as one over the game itself, seed for seed."""
    match = _decision_point(level, 20, 8)
    seat = match.to_move()
    assert seat is not None and seat >= 0
    view = observe(match.state, seat)
    legal = GAME.legal_actions(match.state)
    fast = search_bot(QUICK)
    assert isinstance(fast.game, SearchedGame)
    checked = ISMCTSBot(GAME, QUICK, FencingSearchPolicy(), root_width=ROOT_WIDTH, width=WIDTH)
    assert (
        fast.search(view, legal, random.Random(3)).moves
        == checked.search(view, legal, random.Random(3)).moves
    )


def test_a_card_going_face_down_or_into_the_other_hand_shares_one_key() -> None:
    policy = FencingSearchPolicy()
    state = _decision_point(Level.BASIC, 20, 5).state
    one = Action(1, ActionKind.EXCHANGE, card=3)
    two = Action(1, ActionKind.EXCHANGE, card=4)
    assert hides_card(one, 0) and not hides_card(one, 1)
    assert policy.hidden_key(one, state, 0) == policy.hidden_key(two, state, 0)
    assert policy.hidden_key(one, state, 1) != policy.hidden_key(two, state, 1)
    drew = Action(1, ActionKind.DRAW, card=3), Action(1, ActionKind.DRAW, card=9)
    assert policy.hidden_key(drew[0], state, 0) == policy.hidden_key(drew[1], state, 0)
    attack = Action(1, ActionKind.ATTACK, card=3), Action(1, ActionKind.ATTACK, card=4)
    assert policy.hidden_key(attack[0], state, 0) != policy.hidden_key(attack[1], state, 0)


def test_a_hint_names_the_best_moves_and_a_rule_with_its_section() -> None:
    match = _decision_point(Level.ADVANCED, 25, 6)
    seat = match.to_move()
    assert seat is not None
    legal = GAME.legal_actions(match.state)
    told = explain_choice(observe(match.state, seat), legal, bot=search_bot(QUICK))
    assert told.candidates and told.best in legal
    assert told.reason.english().endswith(").")


def test_a_search_bout_is_played_to_its_end() -> None:
    match = Match(setup(config(Level.TUTORIAL), players=None))
    bots = [search_bot(QUICK), make_bot("random")]
    rng = random.Random(0)
    while (seat := match.to_move()) is not None:
        view = GAME.observe(match.state, seat)
        match.play(bots[seat].choose(view, match.legal_actions(), rng))
    assert match.returns() is not None


def test_wilson_percentile_and_the_sprt() -> None:
    low, high = wilson(90, 100)
    assert 0.82 < low < 0.85 and 0.94 < high < 0.96
    assert wilson(0, 0) == (0.0, 1.0)
    assert percentile([0.1 * n for n in range(1, 21)], 0.95) == pytest.approx(1.9)
    test = Sprt(0.5, 0.65)
    assert test.verdict(40, 50) is Verdict.PASSED
    assert test.verdict(15, 50) is Verdict.FAILED
    assert test.verdict(6, 10) is Verdict.GOING
