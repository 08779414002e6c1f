"""Swordplay's computer heroes (issue 29, "Computer heroes on the shared search with an Arena
policy, Easy/Normal/Hard, honest (views only)")."""

from __future__ import annotations

import random

import pytest

from audatia_qt.engine.search.bot import Bot, RandomBot
from audatia_qt.engine.search.measure import wilson
from audatia_qt.engine.session.match import Match
from audatia_qt.games.swordplay.entry import SWORDPLAY
from audatia_qt.games.swordplay.policy import heuristic
from audatia_qt.games.swordplay.policy.arena import play_game
from audatia_qt.games.swordplay.policy.explain import explain_choice
from audatia_qt.games.swordplay.policy.factory import BOT_NAMES, BOT_TITLES, DEFAULT_BOT, make_bot
from audatia_qt.games.swordplay.policy.levels import LEVELS
from audatia_qt.games.swordplay.policy.search_policy import ArenaSearchPolicy
from audatia_qt.games.swordplay.rules import Action, ActionKind, Mode, Phase, View, sample_world
from tests.games.swordplay.sessions import COMPUTER, config, play, quick_search, setup

GAME = SWORDPLAY.game


def test_the_bots_by_name() -> None:
    assert BOT_NAMES == ("random", "ismcts:easy", "ismcts:normal", "ismcts:hard")
    assert DEFAULT_BOT in BOT_NAMES and SWORDPLAY.default_bot == DEFAULT_BOT
    assert isinstance(make_bot("random"), RandomBot)
    for level in LEVELS:
        assert make_bot(f"ismcts:{level}").name == f"ismcts:{level}"
        assert LEVELS[level].seconds is not None and LEVELS[level].seconds < 1.0
    with pytest.raises(ValueError, match="unknown bot 'oracle': choose from random, ismcts:easy"):
        make_bot("oracle")
    easy, normal, hard = (LEVELS[name] for name in ("easy", "normal", "hard"))
    assert easy.mistake_rate > normal.mistake_rate > hard.mistake_rate == 0.0
    assert (easy.iterations or 0) < (normal.iterations or 0) < (hard.iterations or 0)


def _deciding(seed: int) -> Match:
    """A game at a decision of seat 0 with several moves, the other hero's hand unseen."""
    match = Match(setup(config(seed=seed), players=(COMPUTER, COMPUTER)))
    rng = random.Random(seed)
    for _ in range(300):
        if match.to_move() == 0 and len(match.legal_actions()) > 2:
            return match
        play(match, 1, rng)
    raise AssertionError("seat 0 never had a choice")


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_search_is_honest_a_different_hidden_deal_gives_the_same_decision(seed: int) -> None:
    match = _deciding(seed)
    state = match.state
    view = GAME.observe(state, 0)
    # Another world seat 0 cannot tell from the true one: the other hand and the deck dealt
    # afresh.
    other = sample_world(view, random.Random(seed + 100))
    assert other.heroes[1].hand != state.heroes[1].hand or other.deck != state.deck
    assert GAME.observe(other, 0) == view
    legal = match.legal_actions()
    assert tuple(GAME.legal_actions(other)) == tuple(legal)
    chosen = quick_search().choose(view, legal, random.Random(seed))
    again = quick_search().choose(GAME.observe(other, 0), legal, random.Random(seed))
    assert chosen == again and chosen in legal


def test_the_policy_ranks_only_legal_moves_and_judges_between_0_and_1() -> None:
    policy = ArenaSearchPolicy()
    match = _deciding(4)
    state, legal = match.state, match.legal_actions()
    ranked = policy.root_moves(GAME.observe(state, 0), legal)
    assert sorted(map(repr, ranked)) == sorted(map(repr, legal))
    for seat in range(2):
        assert 0.0 <= policy.evaluate(state, seat) <= 1.0
    assert abs(policy.evaluate(state, 0) + policy.evaluate(state, 1) - 1.0) < 1e-9
    for action in legal:
        assert policy.hidden_key(action, state, 1) == action, "every move is played face up"


def test_the_heuristic_counters_a_blow_that_would_be_the_last() -> None:
    for seed in range(40):
        match = Match(setup(config(seed=seed), players=(COMPUTER, COMPUTER)))
        rng = random.Random(seed)
        for _ in range(400):
            state = match.state
            if match.to_move() is None:
                break
            legal = match.legal_actions()
            counters = [a for a in legal if a.kind in (ActionKind.DEFEND, ActionKind.SHIELD)]
            if state.phase is Phase.DEFEND and counters and heuristic.incoming(state) >= 10:
                seat = match.to_move()
                assert seat is not None
                assert heuristic.best(state, seat, legal).kind is not ActionKind.TAKE_HIT
                return
            play(match, 1, rng)
    raise AssertionError("no deadly blow with a counter in hand came up")


def test_a_game_against_a_monster_is_judged_for_the_heroes_together() -> None:
    match = Match(setup(config(Mode.COOP, 2), players=(COMPUTER,) * 3))
    play(match, 20, random.Random(5))
    state = match.state
    heroes = heuristic.evaluate(state, 0)
    assert heroes == heuristic.evaluate(state, 1)
    assert abs(heroes + heuristic.evaluate(state, 2) - 1.0) < 1e-9


def test_the_search_beats_random_play_more_often_than_not() -> None:
    wins = 0.0
    for deal in range(6):
        table = config(seed=deal)
        seat = deal % 2
        bots: list[Bot[View, Action]] = [RandomBot(), RandomBot()]
        bots[seat] = quick_search()
        record = play_game(table, bots, chance_seed=deal, bot_seed=deal)
        wins += record.returns[seat]
    assert wins >= 4


def test_the_wilson_interval() -> None:
    low, high = wilson(9, 10)
    assert 0.59 < low < 0.6 and 0.98 < high < 0.99
    assert wilson(0, 0) == (0.0, 1.0)


def test_the_hint_lists_the_search_s_best_moves_and_the_rule_of_the_first() -> None:
    match = _deciding(6)
    view = GAME.observe(match.state, 0)
    legal = match.legal_actions()
    hint = explain_choice(view, legal, bot=quick_search(), rng=random.Random(1))
    assert 1 <= len(hint.candidates) <= 3 and hint.best in legal
    shares = [candidate.visit_share for candidate in hint.candidates]
    assert shares == sorted(shares, reverse=True) and sum(shares) <= 1.0
    assert hint.reason.english().endswith(").")
    # Honest: a world dealt differently from the same view gives the same hint.
    other = sample_world(view, random.Random(99))
    again = explain_choice(GAME.observe(other, 0), legal, bot=quick_search(), rng=random.Random(1))
    assert again == hint


def test_a_forced_move_is_hinted_without_a_search() -> None:
    match = _deciding(7)
    view = GAME.observe(match.state, 0)
    only = match.legal_actions()[:1]
    hint = explain_choice(view, only)
    assert hint.best == only[0] and hint.candidates[0].visit_share == 1.0


def test_every_computer_hero_has_a_name_for_a_person() -> None:
    """New Game offers the computer's strength by its name, never the command line's."""
    assert set(BOT_TITLES) == set(BOT_NAMES)
