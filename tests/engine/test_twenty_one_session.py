"""The engine's session plays a game it was never written for: Twenty-One, the toy game of the
tests, joins through a game list of its own and is started, played (its draws are the match's
rolls), saved, loaded, undone, replayed and autosaved headless, with no edit outside its folder
(tests/engine/twenty_one/) other than the engine itself (issue 28)."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from audatia_qt.engine.catalogue import Catalogue
from audatia_qt.engine.game import CHANCE
from audatia_qt.engine.session.autosave import Autosave, AutosaveWriter
from audatia_qt.engine.session.match import Match, MatchSetup, SeatKind
from audatia_qt.engine.session.owner import Change, MatchOwner
from audatia_qt.engine.session.replay import Replay
from audatia_qt.engine.session.saves import (
    SaveSnapshot,
    dumps_match,
    load_file,
    loads_game,
    save_file,
    saved_game_id,
)
from audatia_qt.engine.session.strict import SaveError
from audatia_qt.engine.session.undo import (
    UndoRefusedError,
    Verdict,
    plan_redo,
    plan_undo,
    redo,
    undo,
)
from audatia_qt.games.catalogue import GAMES
from tests.engine.twenty_one.entry import TWENTY_ONE
from tests.engine.twenty_one.rules import Config, Move, TwentyOne

HUMAN, COMPUTER = SeatKind.HUMAN, SeatKind.COMPUTER
GAMES_AND_TOY = Catalogue((*GAMES, TWENTY_ONE))


def _setup(
    players: tuple[SeatKind, ...] = (HUMAN, COMPUTER), seed: int = 7, seats: int = 2
) -> MatchSetup:
    entry = GAMES_AND_TOY.entry("twenty-one")
    return MatchSetup(entry, Config(seats), players=players, difficulty="random", chance_seed=seed)


def _play_out(match: Match, rng: random.Random) -> None:
    """The seats' decisions by the game's own random bot until the game ends."""
    bot = TWENTY_ONE.make_bot("random")
    game = match.setup.rules
    for _ in range(200):
        seat = match.to_move()
        if seat is None:
            return
        match.play(bot.choose(game.observe(match.state, seat), match.legal_actions(), rng))
    raise AssertionError("the game did not end")


def test_a_game_is_started_and_its_draws_are_rolled_and_recorded() -> None:
    match = Match(_setup())
    assert match.to_move() == 0 and match.setup.humans == (0,)
    match.play(Move(0, "draw"))
    draw, card = match.plies
    assert (draw.seat, draw.rolled) == (0, False)
    assert card.rolled and card.seat == CHANCE and card.action.kind == "card"
    assert match.state.hands[0] == (card.action.value,)
    assert match.to_move() == 1, "the match rolled for the rules at once"
    # Seeded from the setup: the same game rolls the same cards; the rolls replay as recorded.
    again = Match(_setup())
    again.play(Move(0, "draw"))
    assert again.plies[1].action == card.action
    assert Match.replayed(_setup(), match.actions).state == match.state


def test_a_game_of_three_seats_is_played_to_its_end() -> None:
    match = Match(_setup((HUMAN, COMPUTER, COMPUTER), seats=3))
    assert match.setup.seats == (0, 1, 2) and not match.setup.hot_seat
    _play_out(match, random.Random(3))
    returns = match.returns()
    assert returns is not None and len(returns) == 3 and match.over
    assert match.outcome() == returns, "the toy game's own result is its returns"


def test_a_saved_game_names_its_game_and_loads_at_the_same_state(tmp_path: Path) -> None:
    match = Match(_setup())
    match.play(Move(0, "draw"))
    match.play(Move(1, "draw"))
    match.play(Move(0, "stand"))
    assert [ply.rolled for ply in match.plies] == [False, True, False, True, False]
    path = tmp_path / "toy.twenty-one"
    save_file(match, path)
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert (saved["format"], saved["version"]) == ("twenty-one-save", 1)
    assert saved["game"] == {"seats": 2, "chance_seed": 7}
    game = load_file(path, GAMES_AND_TOY)
    assert game.setup == match.setup and game.actions == match.actions
    loaded = game.match()
    assert loaded.state == match.state and loaded.plies == match.plies
    # The loaded game rolls on as the saved one would have.
    for one in (match, loaded):
        _play_out(one, random.Random(8))
    assert loaded.state == match.state


def test_a_save_of_a_game_not_installed_is_refused_naming_the_game(tmp_path: Path) -> None:
    match = Match(_setup())
    match.play(Move(0, "draw"))
    text = dumps_match(match)
    with pytest.raises(SaveError) as refused:
        loads_game(text, Catalogue(GAMES))
    assert str(refused.value) == (
        "this save is of the game 'twenty-one', which is not installed in this app"
    )
    wrong = json.dumps({**json.loads(text), "format": "poker"})
    with pytest.raises(SaveError) as unknown:
        loads_game(wrong, GAMES_AND_TOY)
    installed = ", ".join(f'"{entry.id}-save"' for entry in GAMES_AND_TOY)
    assert str(unknown.value) == f"not a save: the 'format' field is not {installed}"


def test_a_tampered_roll_is_refused_in_one_line() -> None:
    match = Match(_setup())
    match.play(Move(0, "draw"))
    data = json.loads(dumps_match(match))
    value = match.plies[1].action.value
    data["actions"][1] = f"0 card {value % 10 + 1}"
    data["position"]["hands"][0] = [value % 10 + 1]
    # Another card is a legal deal, so the file is read; its own check still holds.
    assert loads_game(json.dumps(data), GAMES_AND_TOY).match().state.hands[0] == (value % 10 + 1,)
    data["actions"][1] = "0 card 11"
    with pytest.raises(SaveError) as refused:
        loads_game(json.dumps(data), GAMES_AND_TOY)
    assert str(refused.value).startswith("action 2 of 2 ('0 card 11') is illegal here:")
    assert "\n" not in str(refused.value)


def test_undo_against_the_computer_never_goes_back_past_a_drawn_card() -> None:
    match = Match(_setup())
    match.play(Move(0, "draw"))
    plan = plan_undo(match)
    assert plan.verdict is Verdict.REFUSED and plan.plies == 2
    assert plan.label.english() == "Undo: draw a card"
    assert plan.reason is not None
    assert plan.reason.english() == "Undo cannot go back past a card drawn from the deck"
    with pytest.raises(UndoRefusedError):
        undo(match)
    assert len(match.plies) == 2


def test_undo_against_the_computer_takes_back_a_stand_with_the_replies() -> None:
    match = Match(_setup())
    match.play(Move(0, "stand"))
    match.play(Move(1, "stand"))  # the computer's reply: the game ends, both standing on 0
    assert match.over
    plan = plan_undo(match)
    assert (plan.verdict, plan.plies, plan.label.english()) == (Verdict.ALLOWED, 2, "Undo: stand")
    assert undo(match) == tuple(reversed(match.undone))
    assert match.state == match.start and match.to_move() == 0
    assert plan_redo(match).plies == 2
    redo(match)
    assert match.over


def test_hot_seat_undo_takes_a_draw_back_with_its_card_once_both_agree() -> None:
    match = Match(_setup((HUMAN, HUMAN)))
    match.play(Move(0, "draw"))
    card = match.plies[1].action
    plan = plan_undo(match)
    assert plan.verdict is Verdict.NEEDS_CONFIRMATION and plan.plies == 2
    # Both players read the menu: the face-down card is named to neither.
    assert plan.label.english() == "Undo: Player 1 draws a card."
    assert plan.reason is not None
    assert plan.reason.english() == (
        "It takes back a card drawn from the deck: both players must agree"
    )
    with pytest.raises(UndoRefusedError):
        undo(match)
    assert len(undo(match, confirmed=True)) == 2 and match.state == match.start
    redo_plan = plan_redo(match)
    assert redo_plan.plies == 2 and redo_plan.label.english() == "Redo: Player 1 draws a card."
    redo(match)
    assert match.plies[1].action == card
    # Taken back and drawn again at the same place: the same card (no rolling again by Undo).
    undo(match, confirmed=True)
    match.play(Move(0, "draw"))
    assert match.plies[1].action == card and not match.can_redo


def test_hot_seat_undo_of_the_other_player_s_decision_needs_both() -> None:
    match = Match(_setup((HUMAN, HUMAN)))
    match.play(Move(0, "stand"))
    plan = plan_undo(match)
    assert plan.verdict is Verdict.NEEDS_CONFIRMATION and plan.plies == 1
    assert plan.reason is not None
    assert plan.reason.english() == (
        "It takes back a decision of Player 1: both players must agree"
    )


def test_a_replay_steps_through_the_rolls_and_hides_the_computer_s_card() -> None:
    match = Match(_setup())
    match.play(Move(0, "draw"))
    match.play(Move(1, "draw"))
    own = match.plies[1].action.value
    replay = Replay.of_saved(loads_game(dumps_match(match), GAMES_AND_TOY))
    assert replay.length == 4 and not replay.finished
    assert replay.open_seats() == frozenset({0}) and replay.viewer == 0
    captions = [replay.caption(index).english() for index in range(1, 5)]
    assert captions == [
        "1. Player 1: draw a card",
        f"2. the dealer: deal Player 1 a card: {own}",
        "3. Player 2: draw a card",
        "4. the dealer: deal Player 2 a card face down",
    ]
    assert replay.why(1) is None
    replay.jump(2)
    assert replay.state == match.plies[1].state and replay.last_ply == match.plies[1]
    assert replay.forward() and replay.forward() and not replay.forward()
    assert replay.state == match.state
    # Continued from the first card: the history before it can never be undone.
    replay.jump(2)
    continued = replay.continue_from_here(players=(HUMAN, HUMAN))
    assert continued.floor == 2 and not continued.can_undo and continued.to_move() == 1
    continued.play(Move(1, "stand"))
    assert continued.can_undo and continued.setup.chance_seed == 7


def test_a_finished_replay_names_every_card() -> None:
    match = Match(_setup((COMPUTER, COMPUTER)))
    _play_out(match, random.Random(2))
    replay = Replay.of_match(match)
    assert replay.finished and replay.open_seats() == frozenset({0, 1})
    assert replay.readers == ()
    assert not any(
        "face down" in replay.caption(index).english() for index in range(1, replay.length + 1)
    )
    assert replay.can_continue(), "at the deal the game goes on"
    replay.to_end()
    assert not replay.can_continue()
    with pytest.raises(ValueError, match="the game is over at this point"):
        replay.continue_from_here()


def test_the_autosave_keeps_the_toy_game_and_offers_it_back(tmp_path: Path) -> None:
    autosave = Autosave(tmp_path, GAMES_AND_TOY)
    match = Match(_setup())
    match.play(Move(0, "draw"))
    autosave.record(match)
    resumed = autosave.resumable()
    assert resumed is not None and resumed.match().state == match.state
    assert resumed.setup == match.setup
    # Only its own games: an app without the toy game cannot offer it back, and says which.
    with pytest.raises(SaveError, match="'twenty-one', which is not installed"):
        Autosave(tmp_path, Catalogue(GAMES)).resumable()
    # The writer thread keeps it as the game goes on, and removes it once the game is over.
    reports = []
    writer = AutosaveWriter(autosave, reports.append)
    _play_out(match, random.Random(4))
    writer.submit(SaveSnapshot.of(match))
    assert writer.close(timeout=30)
    assert reports[-1].cleared and not autosave.exists()


def test_a_match_of_the_rules_alone_plays_but_is_neither_saved_nor_told() -> None:
    setup = MatchSetup(TwentyOne(), Config(3))
    assert setup.entry is None and setup.players == (HUMAN, COMPUTER, COMPUTER)
    match = Match(setup)
    match.play(Move(0, "draw"))
    assert match.plies[1].rolled
    with pytest.raises(SaveError, match=r"^the game 'twenty-one' cannot be saved$"):
        dumps_match(match)
    with pytest.raises(ValueError, match="no narrator"):
        plan_undo(match)
    with pytest.raises(ValueError, match="2 players for a game of 3 seats"):
        MatchSetup(TwentyOne(), Config(3), players=(HUMAN, HUMAN))


def test_a_game_against_the_search_is_played_saved_and_loaded(tmp_path: Path) -> None:
    setup = MatchSetup(
        GAMES_AND_TOY.entry("twenty-one"), Config(2), difficulty="ismcts:normal", chance_seed=11
    )
    bot = TWENTY_ONE.make_bot("ismcts:normal")
    person = random.Random(6)
    match = Match(setup)
    game = match.setup.rules
    while (seat := match.to_move()) is not None:
        legal = match.legal_actions()
        view = game.observe(match.state, seat)
        match.play(person.choice(legal) if seat == 0 else bot.choose(view, legal, person))
    path = tmp_path / "searched.twenty-one"
    save_file(match, path)
    loaded = load_file(path, GAMES_AND_TOY)
    assert loaded.setup.difficulty == "ismcts:normal"
    assert loaded.match().state == match.state and loaded.match().over


def test_a_move_and_the_roll_it_calls_for_are_told_as_one_change() -> None:
    """A draw is told with the card the rules dealt after it (the owner's change holds every
    ply the move added), so a board or a log hears the move itself, not only the deal."""
    owner = MatchOwner(TwentyOne(), Match(_setup()))
    heard: list[Change] = []
    owner.subscribe(heard.append)
    owner.play(Move(0, "draw"))
    (change,) = heard
    assert [ply.action.kind for ply in change.plies] == ["draw", "card"]
    assert [ply.seat for ply in change.plies] == [0, CHANCE]
    # The face-down first card is the drawer's to read, and nobody else's.
    assert change.seen_by(0)[-1].value is not None
    assert change.seen_by(1)[-1].value is None


def test_a_saves_game_is_told_from_its_envelope_alone(tmp_path: Path) -> None:
    """The window hands a save (a Load…, the autosave at start) to its own game's windows:
    which game a file holds is read from its ``format`` without replaying it, and a file that
    is no save of an installed game holds none."""
    match = Match(_setup())
    match.play(Move(0, "draw"))
    path = tmp_path / "hand.twenty-one"
    save_file(match, path)
    assert saved_game_id(path, GAMES_AND_TOY) == "twenty-one"
    assert saved_game_id(path, Catalogue(GAMES)) is None, "Twenty-One is not installed there"
    for junk in (b"", b"\xff\xfe", b"[]", b'{"format": "chess-save"}', b"{" * 10):
        path.write_bytes(junk)
        assert saved_game_id(path, GAMES_AND_TOY) is None
    assert saved_game_id(tmp_path / "missing", GAMES_AND_TOY) is None
    autosave = Autosave(tmp_path / "data", GAMES_AND_TOY)
    assert autosave.held_game() is None
    autosave.record(match)
    assert autosave.held_game() == "twenty-one"
