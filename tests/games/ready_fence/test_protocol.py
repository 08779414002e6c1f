"""Ready...Fence! behind the engine's Game protocol: chance, honesty, notation, undo boundaries
and random self-play with the invariants checked (issue 30; engine/game.py)."""

from __future__ import annotations

import random

import pytest

from audatia_qt.engine.game import CHANCE, IllegalMove
from audatia_qt.engine.session.match import Match, MatchSetup
from audatia_qt.games.ready_fence.game import GAME_ID, ReadyFenceGame
from audatia_qt.games.ready_fence.rules import (
    Action,
    ActionKind,
    Config,
    Event,
    EventKind,
    Guard,
    Level,
    apply,
    apply_legal,
    format_action,
    legal_actions,
    new_game,
    observe,
    parse_action,
    redact,
    sample_world,
    why_not,
)
from audatia_qt.games.ready_fence.rules.invariants import (
    InvariantError,
    check_cards_conserved,
    check_limits,
)
from audatia_qt.games.ready_fence.rules.selfplay import play_random_game, selfplay
from audatia_qt.games.ready_fence.rules.state import evolve
from tests.games.ready_fence.cardsets import standard_cards
from tests.games.ready_fence.tables import settle, table

GAME = ReadyFenceGame()


def test_the_game_answers_the_protocol() -> None:
    """ "Ready...Fence is a two-player game" (The Game); its id keys saves and the game list."""
    config = Config(standard_cards(), Level.BASIC, 5)
    state = GAME.new_state(config)
    assert GAME.id == GAME_ID == "ready_fence"
    assert GAME.seat_count(config) == 2
    assert GAME.to_move(state) == CHANCE
    outcomes = GAME.chance_outcomes(state)
    assert abs(sum(odds for _, odds in outcomes) - 1) < 1e-9
    assert GAME.returns(state) is None
    with pytest.raises(IllegalMove):
        GAME.apply(state, Action(0, ActionKind.STALL))


def test_a_draw_takes_each_design_by_its_share() -> None:
    """Every card drawn is chance's, each face-down design by its share (ruling RF-9)."""
    state = new_game(Config(standard_cards(), Level.BASIC, 5))
    outcomes = GAME.chance_outcomes(state)
    cards = state.config.cards.cards
    shares = {cards[a.card].id: odds for a, odds in outcomes}
    assert shares["stop-hit-4"] == pytest.approx(2 / 33)
    assert shares["fleche"] == pytest.approx(3 / 33)


def test_a_seat_sees_its_own_cards_and_the_count_of_the_others() -> None:
    """ "The cards must be kept hidden from the opponent" (Game Setup); a discard is made
    "keeping it covered" (Discarding and Drawing)."""
    state = table((("beat-thrust", "straight-thrust-4"), ("stop-hit-4",)))
    covered = state.stock[0]
    state = evolve(
        state,
        stock=state.stock[1:],
        fencers=(evolve(state.fencers[0], discards=(covered,)), state.fencers[1]),
    )
    mine, theirs = observe(state, 0), observe(state, 1)
    assert mine.hand == state.fencers[0].hand and mine.fencers[0].discards == (covered,)
    assert theirs.fencers[0].hand is None and theirs.fencers[0].hand_count == 2
    assert theirs.fencers[0].discards is None and theirs.fencers[0].discard_count == 1
    rng = random.Random(3)
    for seat in (0, 1):
        view = observe(state, seat)
        world = sample_world(view, rng)
        assert observe(world, seat) == view
        check_cards_conserved(world)


def test_hidden_cards_are_redacted_for_the_other_reader() -> None:
    """A card drawn into, or discarded face down from, a hand is told to its holder alone."""
    drawn = Event(EventKind.DREW, 0, card=5, hidden=True)
    played = Event(EventKind.ATTACKED, 0, card=5)
    assert redact((drawn, played), 1) == (Event(EventKind.DREW, 0, hidden=True), played)
    assert redact((drawn, played), 0) == (drawn, played)


def test_notation_round_trips_and_refuses_in_one_line() -> None:
    """Saves and replays hold moves as one line of plain text each."""
    config = Config(standard_cards(), Level.ADVANCED, 15)
    for action in (
        Action(0, ActionKind.GUARD, guard=Guard.ENGAGEMENT),
        Action(1, ActionKind.ATTACK, card=3, bonus=50),
        Action(0, ActionKind.PARRY, amount=3),
        Action(1, ActionKind.MOVE, step=-1),
        Action(0, ActionKind.COIN),
    ):
        assert parse_action(config, format_action(config, action)) == action
    for text in ("", "0", "2 move", "0 jump", "0 attack card=99", "0 guard guard=high", "x move"):
        with pytest.raises(ValueError) as refused:
            parse_action(config, text)
        assert "\n" not in str(refused.value)


def test_undo_stops_at_draws_and_the_coin() -> None:
    """A card drawn, a card drawn from a hand and the Initiative coin cannot be taken back
    against the computer (engine.game.Game.undo_boundary; ruling RF-9)."""
    for kind in (EventKind.DREW, EventKind.PICKED, EventKind.COIN):
        assert GAME.undo_boundary(Event(kind, 0)) is not None
    assert GAME.undo_boundary(Event(EventKind.MOVED, 0)) is None


def test_a_match_plays_the_game_through_the_engine() -> None:
    """The engine's match deals, tosses and records chance itself, and a replay of its actions
    reaches the same bout (engine/session/match.py; ruling RF-9)."""
    config = Config(standard_cards(), Level.TUTORIAL, 5)
    setup = MatchSetup(GAME, config, chance_seed=4)
    match = Match(setup)
    rng = random.Random(4)
    while match.returns() is None:
        match.play(rng.choice(list(match.legal_actions())))
    assert any(ply.rolled for ply in match.plies)
    assert Match.replayed(setup, match.actions).state == match.state


def test_why_not_agrees_with_the_legal_moves() -> None:
    """``why_not`` is None exactly for the listed moves, and names a rule for others (legal.py)."""
    state, _ = settle(new_game(Config(standard_cards(), Level.ADVANCED, 15)))
    rng = random.Random(9)
    for _ in range(300):
        if state.result is not None:
            break
        legal = legal_actions(state)
        for action in legal:
            assert why_not(state, action) is None
        probe = Action(rng.choice((0, 1)), rng.choice(list(ActionKind)), card=rng.randrange(54))
        if probe not in legal:
            assert why_not(state, probe) is not None
        state, _ = settle(GAME.apply(state, rng.choice(list(legal))).state)


@pytest.mark.parametrize("level", list(Level))
def test_apply_legal_plays_every_listed_move_as_apply_does(level: Level) -> None:
    """``apply_legal`` (the search's, legal.py) is ``apply`` without the check: for every move
    the rules list, the same state and the same events, along seeded random bouts."""
    for seed in range(2):
        state = new_game(Config(standard_cards(), level, 5))
        rng = random.Random(seed)
        for _ in range(120):
            legal = legal_actions(state)
            if not legal:
                break
            for action in legal:
                assert apply_legal(state, action) == apply(state, action)
            state = apply(state, rng.choice(list(legal))).state


def test_the_invariants_catch_a_broken_state() -> None:
    """The checks fail when a promise is broken (cards lost, a fencer off the strip, stamina out
    of 0-6), so a passing soak means something."""
    state = table((("beat-thrust",), ("stop-hit-4",)))
    with pytest.raises(InvariantError, match="not conserved"):
        check_cards_conserved(evolve(state, stock=state.stock[1:]))
    with pytest.raises(InvariantError, match="fencers at"):
        check_limits(state.with_fencer(0, evolve(state.fencers[0], position=0)))
    with pytest.raises(InvariantError, match="stamina"):
        check_limits(state.with_fencer(1, evolve(state.fencers[1], stamina=7)))


@pytest.mark.parametrize("level", list(Level))
def test_random_bouts_keep_every_promise(level: Level) -> None:
    """A few hundred seeded random bouts per level end with no error and the invariants checked
    after every move (issue 30: "cards conserved, positions on the strip, stamina 0-6, scores only
    by the rules")."""
    report = selfplay(standard_cards(), level, 200, seed=1000)
    assert report.games == 200 and sum(report.results.values()) == 200
    assert report.results["seat 0"] and report.results["seat 1"]


@pytest.mark.parametrize("level", list(Level))
def test_random_bouts_keep_the_protocols_promises(level: Level) -> None:
    """Every legal move round-trips the notation and has no refusal; every view is reproduced by
    a world sampled from it (engine.game; ruling RF-9)."""
    for seed in range(3):
        play_random_game(
            Config(standard_cards(), level, 5), random.Random(seed), check=True, deep=True
        )


@pytest.mark.slow
@pytest.mark.parametrize("level", list(Level))
def test_twenty_thousand_random_bouts_per_level(level: Level) -> None:
    """Issue 30: "20,000 seeded random games per level with no error and the invariants
    checked"."""
    report = selfplay(standard_cards(), level, 20_000, seed=0)
    assert report.games == 20_000
