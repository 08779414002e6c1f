"""Swordplay: Arena in the engine's session (issue 29, "Saves, autosave and resume, undo/redo
(never across a die roll or a draw against the computer), replays"): started, played to the
end by the computer for every mode and table size, saved and loaded, undone, replayed and
autosaved headless."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from audatia_qt.engine.game import CHANCE
from audatia_qt.engine.session.autosave import Autosave
from audatia_qt.engine.session.match import Match
from audatia_qt.engine.session.replay import Replay
from audatia_qt.engine.session.saves import dumps_match, load_file, loads_game, save_file
from audatia_qt.engine.session.undo import (
    UndoRefusedError,
    Verdict,
    plan_undo,
    redo,
    undo,
)
from audatia_qt.games.swordplay.narrator.log import tell_events
from audatia_qt.games.swordplay.rules import Action, ActionKind, EventKind, Mode, Phase
from tests.games.swordplay.sessions import (
    CATALOGUE,
    COMPUTER,
    HUMAN,
    config,
    play,
    play_out,
    quick_search,
    setup,
)


def _to_own_turn(match: Match, seat: int, rng: random.Random) -> None:
    """Random play until ``seat`` is to discard at the start of its turn."""
    for _ in range(500):
        if match.to_move() == seat and match.state.phase is Phase.DISCARD:
            return
        play(match, 1, rng)
    raise AssertionError(f"seat {seat} never came to its Discard phase")


def test_a_game_starts_with_the_roll_for_first_player() -> None:
    match = Match(setup())
    rolls = [ply for ply in match.plies if ply.rolled]
    assert rolls and all(ply.seat == CHANCE for ply in match.plies), "only the die moved yet"
    assert all(ply.action.kind is ActionKind.ROLL for ply in rolls)
    assert match.to_move() in (0, 1) and match.state.phase is Phase.DISCARD
    # The same setup rolls the same; the rolls replay as recorded.
    assert Match(setup()).plies == match.plies
    assert Match.replayed(setup(), match.actions).state == match.state


@pytest.mark.parametrize(
    ("mode", "heroes"),
    [
        (Mode.VERSUS, 2),
        (Mode.VERSUS, 3),
        (Mode.VERSUS, 4),
        (Mode.SOLO, 1),
        (Mode.COOP, 2),
        (Mode.COOP, 3),
    ],
)
def test_the_computer_plays_every_table_to_its_end(mode: Mode, heroes: int) -> None:
    table = config(mode, heroes, seed=heroes)
    match = Match(setup(table, players=(COMPUTER,) * table.seat_count))
    # The search at seat 0, random heroes elsewhere.
    play_out(match, random.Random(heroes), {0: quick_search()})
    returns = match.returns()
    assert returns is not None and len(returns) == table.seat_count
    assert match.state.phase is Phase.OVER
    if mode is Mode.VERSUS:
        assert sum(returns) == 1.0, "the last hero standing wins"
    else:
        # The heroes share their result against the monster (ruling SP-17).
        assert len(set(returns[:heroes])) == 1 and returns[heroes] == 1.0 - returns[0]


def test_a_saved_game_loads_at_the_same_state_and_rolls_on_alike(tmp_path: Path) -> None:
    table = config(Mode.SOLO, 1, seed=5)
    match = Match(setup(table))
    play(match, 30, random.Random(1))
    assert not match.over
    path = tmp_path / "fight.swordplay"
    save_file(match, path)
    loaded = load_file(path, CATALOGUE)
    assert loaded.setup == match.setup and loaded.actions == match.actions
    again = loaded.match()
    assert again.state == match.state and again.plies == match.plies
    # The same later decisions give the same later rolls: the die is the setup's, not luck.
    for one in (match, again):
        play_out(one, random.Random(9))
    assert again.state == match.state and again.actions == match.actions
    assert any(ply.rolled for ply in match.plies[len(loaded.actions) :])


def test_undo_against_the_computer_never_goes_back_past_a_card_drawn() -> None:
    match = Match(setup())
    rng = random.Random(2)
    _to_own_turn(match, 0, rng)
    card = match.state.heroes[0].hand[0]
    match.play(Action(0, ActionKind.DISCARD, card=card))
    assert any(event.kind is EventKind.DREW for event in match.plies[-1].events)
    plan = plan_undo(match)
    assert plan.verdict is Verdict.REFUSED
    assert plan.reason is not None
    assert plan.reason.english() == "Undo cannot go back past a card drawn from the combat deck"
    with pytest.raises(UndoRefusedError):
        undo(match)


def test_undo_against_the_computer_takes_back_a_decision_that_drew_nothing() -> None:
    match = Match(setup())
    _to_own_turn(match, 0, random.Random(3))
    before = match.state
    match.play(Action(0, ActionKind.KEEP))  # a full hand draws nothing
    plan = plan_undo(match)
    assert plan.verdict is Verdict.ALLOWED and plan.label.english() == "Undo: discard nothing"
    undo(match)
    assert match.state == before
    redo(match)
    assert match.state.phase is Phase.READY


def test_undo_against_the_computer_never_goes_back_past_the_monster_s_roll() -> None:
    match = Match(setup(config(Mode.SOLO, 1, seed=4)))
    rng = random.Random(4)
    for _ in range(400):
        attacks = [a for a in match.legal_actions() if a.kind is ActionKind.ATTACK]
        if match.to_move() == 0 and attacks:
            match.play(attacks[0])
            break
        play(match, 1, rng)
    else:
        raise AssertionError("the hero never attacked")
    rolled = [ply for ply in match.plies if ply.rolled][-1]
    assert any(event.kind is EventKind.ROLLED for event in rolled.events)
    plan = plan_undo(match)
    assert plan.verdict is Verdict.REFUSED and plan.reason is not None
    assert plan.reason.english() in (
        "Undo cannot go back past a roll of the die",
        "Undo cannot go back past a card drawn from the combat deck",
    )


def test_hot_seat_undo_takes_back_a_draw_once_both_agree() -> None:
    match = Match(setup(players=(HUMAN, HUMAN)))
    _to_own_turn(match, match.to_move() or 0, random.Random(5))
    seat = match.to_move()
    assert seat is not None
    before = match.state
    match.play(Action(seat, ActionKind.DISCARD, card=before.heroes[seat].hand[0]))
    plan = plan_undo(match)
    assert plan.verdict is Verdict.NEEDS_CONFIRMATION
    assert plan.reason is not None
    assert plan.reason.english() == (
        "It takes back a card drawn from the combat deck: both players must agree"
    )
    with pytest.raises(UndoRefusedError):
        undo(match)
    undo(match, confirmed=True)
    assert match.state == before


def test_a_replay_of_an_unfinished_game_hides_the_computer_s_hand() -> None:
    match = Match(setup())
    play(match, 60, random.Random(6))
    assert not match.over
    replay = Replay.of_saved(loads_game(dumps_match(match), CATALOGUE))
    assert replay.open_seats() == frozenset({0}) and replay.readers == (0,)
    hidden_draws = 0
    for index, ply in enumerate(replay.plies, start=1):
        replay.caption(index)
        assert replay.why(index) is not None
        lines = tell_events(match.setup.config, ply.events, replay.readers)
        for event in ply.events:
            if event.kind is EventKind.DREW and event.hidden and event.seat != 0:
                hidden_draws += 1
        said = [line.english() for line in lines]
        assert not any(
            line.startswith("Brenna the Shieldmaiden draws ")
            and line != ("Brenna the Shieldmaiden draws a card.")
            for line in said
        )
    assert hidden_draws > 0, "the computer drew in the game replayed"


def test_a_finished_replay_names_every_draw() -> None:
    match = Match(setup(players=(COMPUTER, COMPUTER)))
    play_out(match, random.Random(7))
    replay = Replay.of_match(match)
    assert replay.finished and replay.readers == ()
    lines = [
        line.english()
        for ply in replay.plies
        for line in tell_events(match.setup.config, ply.events, replay.readers)
    ]
    assert not any(line.endswith("draws a card.") for line in lines)


def test_the_autosave_keeps_the_game_and_offers_it_back(tmp_path: Path) -> None:
    autosave = Autosave(tmp_path, CATALOGUE)
    match = Match(setup(config(Mode.COOP, 2)))
    play(match, 25, random.Random(8))
    autosave.record(match)
    resumed = autosave.resumable()
    assert resumed is not None and resumed.setup == match.setup
    assert resumed.match().state == match.state
