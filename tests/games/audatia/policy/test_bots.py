"""Heuristic and ISMCTS bots: views only, legal choices, determinism, budgets, forced moves."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace

import pytest

from audatia_qt.engine.search.bot import Bot, RandomBot
from audatia_qt.games.audatia.game import AudatiaGame
from audatia_qt.games.audatia.policy import search_policy
from audatia_qt.games.audatia.policy.factory import make_bot
from audatia_qt.games.audatia.policy.heuristic import HeuristicBot
from audatia_qt.games.audatia.policy.knowledge import FactsCache
from audatia_qt.games.audatia.policy.levels import DEEP_PLAYOUT_DEPTH, LEVELS, PLAYOUT_DEPTH
from audatia_qt.games.audatia.policy.search_policy import evaluate, hidden_key, search_bot
from audatia_qt.games.audatia.rules import (
    Action,
    ActionKind,
    GameState,
    Outcome,
    Phase,
    PlayerView,
    Reason,
    Seat,
    apply,
    legal_actions,
    new_game,
    observe,
)
from audatia_qt.games.audatia.rules.config import GameConfig, Variant
from audatia_qt.games.audatia.rules.game import Transition
from audatia_qt.games.audatia.rules.salle import with_points
from audatia_qt.games.audatia.rules.selfplay import random_action
from audatia_qt.games.audatia.rules.sudden_death import row, with_row
from tests.conftest import ConfigFactory


class _Spy:
    """Wraps a bot and records the types of the arguments it is given."""

    def __init__(self, bot: Bot) -> None:
        self.bot = bot
        self.seen: set[type] = set()

    @property
    def name(self) -> str:
        return self.bot.name

    def choose(self, view: PlayerView, legal: Sequence[Action], rng: random.Random) -> Action:
        self.seen.add(type(view))
        self.seen.update(type(action) for action in legal)
        return self.bot.choose(view, legal, rng)


def _play(config: GameConfig, bots: dict[Seat, Bot], rng: random.Random) -> GameState:
    state = new_game(config)
    while (seat := state.to_move) is not None:
        legal = legal_actions(state)
        action = bots[seat].choose(observe(state, seat), legal, rng)
        assert action in legal
        state = apply(state, action).state
    return state


def _positions(config: GameConfig, rng: random.Random, every: int = 3) -> list[GameState]:
    """States with a choice to make along a random game."""
    found = []
    state = new_game(config)
    while state.to_move is not None:
        legal = legal_actions(state)
        if len(legal) > 1 and state.ply % every == 0:
            found.append(state)
        state = apply(state, random_action(legal, rng)).state
    return found


def test_bots_only_ever_receive_views(make_config: ConfigFactory) -> None:
    spies = {Seat.A: _Spy(HeuristicBot()), Seat.B: _Spy(search_bot("easy", iterations=8))}
    for seed in range(2):
        _play(make_config(seed=seed, swap=seed % 2 == 1), dict(spies), random.Random(seed))
    for spy in spies.values():
        assert spy.seen == {PlayerView, Action}
        assert GameState not in spy.seen


def test_heuristic_beats_random(make_config: ConfigFactory) -> None:
    wins = 0
    for seed in range(20):
        seat = Seat.A if seed % 2 == 0 else Seat.B
        bots: dict[Seat, Bot] = {seat: HeuristicBot(), seat.other: RandomBot()}
        final = _play(
            make_config(seed=seed, challenger=Seat(seed // 2 % 2)), bots, random.Random(seed)
        )
        assert final.outcome is not None
        wins += final.outcome.winner is seat
    assert wins >= 16


def test_ismcts_same_seed_same_decision(make_config: ConfigFactory) -> None:
    for state in _positions(make_config(seed=5), random.Random(5), every=7)[:6]:
        seat = state.to_move
        assert seat is not None
        view, legal = observe(state, seat), legal_actions(state)
        picks = {
            search_bot("normal", iterations=25, seconds=None).choose(view, legal, random.Random(3))
            for _ in range(2)
        }
        assert len(picks) == 1


def test_ismcts_never_returns_an_illegal_action(make_config: ConfigFactory) -> None:
    bot = search_bot("easy", iterations=12, seconds=None, mistake_rate=0.5)
    checked = 0
    for seed in range(4):
        config = make_config(seed=seed, challenger=Seat(seed % 2), swap=seed >= 2)
        for state in _positions(config, random.Random(seed)):
            seat = state.to_move
            assert seat is not None
            legal = legal_actions(state)
            assert bot.choose(observe(state, seat), legal, random.Random(seed)) in legal
            checked += 1
    assert checked > 40


class _FakeClock:
    """A clock that moves on a fixed step at every reading."""

    def __init__(self, step: float) -> None:
        self.now = 0.0
        self.step = step

    def __call__(self) -> float:
        self.now += self.step
        return self.now


def test_budgets_are_respected(make_config: ConfigFactory) -> None:
    state = _positions(make_config(seed=2), random.Random(2), every=1)[3]
    seat = state.to_move
    assert seat is not None
    view, legal = observe(state, seat), legal_actions(state)
    by_count = search_bot("normal", iterations=17, seconds=None).search(
        view, legal, random.Random(1)
    )
    assert by_count.iterations == 17
    assert by_count.total_visits == 17
    # Ten clock readings per second of budget: the search stops when the clock says time is up.
    clock = _FakeClock(0.1)
    by_time = search_bot("normal", iterations=None, seconds=1.0, clock=clock).search(
        view, legal, random.Random(1)
    )
    assert 1 <= by_time.iterations <= 10
    capped = search_bot("normal", iterations=1000, seconds=0.5, clock=_FakeClock(0.1))
    assert capped.search(view, legal, random.Random(1)).iterations <= 5


def test_levels_rise_in_budget_and_fall_in_slips() -> None:
    assert list(LEVELS) == ["easy", "normal", "hard", "grandmaster"]
    easy, normal, hard, grandmaster = LEVELS.values()
    # A decision's budget is every tree's (Hard and the Grand Master search on every core).
    budgets = [level.iterations * level.trees for level in LEVELS.values() if level.iterations]
    assert len(budgets) == 4
    assert budgets == sorted(budgets) and len(set(budgets)) == 4
    assert easy.mistake_rate > normal.mistake_rate > hard.mistake_rate == 0.0
    assert grandmaster.mistake_rate == 0.0
    assert (easy.trees, normal.trees) == (1, 1) and 1 < hard.trees <= grandmaster.trees


def test_playouts_stop_at_the_level_s_depth_and_are_judged(
    make_config: ConfigFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Easy cuts its playouts after ``PLAYOUT_DEPTH`` (4) plies, Normal, Hard and the Grand
    Master after ``DEEP_PLAYOUT_DEPTH`` (12; Normal since issue 31's SPRT), and the position
    reached is judged with ``evaluate`` (issue 18: truncated playouts)."""
    assert (PLAYOUT_DEPTH, DEEP_PLAYOUT_DEPTH) == (4, 12)
    depths = {name: level.playout_depth for name, level in LEVELS.items()}
    assert depths == {"easy": 4, "normal": 12, "hard": 12, "grandmaster": 12}
    state = new_game(make_config(seed=5))
    applied: list[Action] = []
    judged: list[GameState] = []

    def counting_apply(game: AudatiaGame, position: GameState, action: Action) -> Transition:
        applied.append(action)
        return apply(position, action)

    def recording_evaluate(
        position: GameState, seat: Seat, facts: FactsCache, rows: bool = True
    ) -> float:
        judged.append(position)
        return evaluate(position, seat, facts, rows)

    monkeypatch.setattr(AudatiaGame, "apply", counting_apply)
    monkeypatch.setattr(search_policy, "evaluate", recording_evaluate)
    search_bot("easy")._playout(state, Seat.A, random.Random(0))
    assert len(applied) == PLAYOUT_DEPTH
    assert [position.ply for position in judged] == [state.ply + PLAYOUT_DEPTH]


def test_forced_move_returns_without_searching(make_config: ConfigFactory) -> None:
    clock = _FakeClock(1.0)
    bot = search_bot("hard", clock=clock)
    state = new_game(make_config(seed=1))
    seat = state.to_move
    assert seat is not None
    only = legal_actions(state)[:1]
    assert bot.choose(observe(state, seat), only, random.Random(0)) == only[0]
    assert clock.now == 0.0
    assert bot.last_result is None


def test_hidden_moves_share_one_key(make_config: ConfigFactory) -> None:
    state = new_game(make_config(seed=0))
    trade_a = Action(Seat.B, ActionKind.TRADE, 40, 41)
    trade_b = Action(Seat.B, ActionKind.TRADE, 42, 43)
    assert hidden_key(trade_a, state, Seat.A) == hidden_key(trade_b, state, Seat.A)
    assert hidden_key(trade_a, state, Seat.B) == trade_a


def test_mistakes_pick_the_runner_up_only(make_config: ConfigFactory) -> None:
    state = _positions(make_config(seed=3), random.Random(3), every=1)[5]
    seat = state.to_move
    assert seat is not None
    view, legal = observe(state, seat), legal_actions(state)
    bot = search_bot("easy", iterations=40, seconds=None, mistake_rate=1.0)
    choice = bot.choose(view, legal, random.Random(9))
    result = bot.last_result
    assert result is not None
    top_two = [move.action for move in result.moves[:2]]
    assert choice in top_two


@pytest.mark.parametrize(
    "name", ["random", "heuristic", "ismcts:easy", "ismcts:normal", "ismcts:hard"]
)
def test_make_bot_names(name: str) -> None:
    assert make_bot(name).name == name


def test_make_bot_rejects_unknown_names() -> None:
    with pytest.raises(ValueError, match="unknown bot 'ismcts:godlike'"):
        make_bot("ismcts:godlike")


def test_opponent_model_search_is_legal_and_repeatable(make_config: ConfigFactory) -> None:
    """With the opponent modelled by the heuristic, choices stay legal and seeded."""
    for state in _positions(make_config(seed=7, swap=True), random.Random(7), every=6)[:5]:
        seat = state.to_move
        assert seat is not None
        view, legal = observe(state, seat), legal_actions(state)
        picks = {
            search_bot("easy", iterations=20, seconds=None, model_opponent=True).choose(
                view, legal, random.Random(4)
            )
            for _ in range(2)
        }
        assert len(picks) == 1
        assert picks <= set(legal)


def test_a_game_for_points_is_judged_by_the_score_too(make_config: ConfigFactory) -> None:
    """Salle Play (R-030): a point of lead is worth more than any hand, and a bout won by a
    playout counts though the game goes on; the standard game has no score to read."""
    facts = FactsCache()
    standard = new_game(make_config(seed=5))
    salle = new_game(replace(make_config(seed=5), variant=Variant.SALLE))
    even = evaluate(salle, Seat.A, facts)
    assert evaluate(salle, Seat.A, facts) + evaluate(salle, Seat.B, facts) == pytest.approx(1.0)
    ahead = with_points(salle, Seat.A, 1)
    assert evaluate(ahead, Seat.A, facts) > even > evaluate(ahead, Seat.B, facts)
    further = with_points(ahead, Seat.A, 3)
    assert evaluate(further, Seat.A, facts) > evaluate(ahead, Seat.A, facts)
    assert evaluate(with_points(ahead, Seat.B, 1), Seat.A, facts) == pytest.approx(even)
    assert standard.config.ruleset.score(standard) is None


def test_a_sudden_death_row_is_judged_with_the_hand(make_config: ConfigFactory) -> None:
    """Sudden Death (R-032): once the rows are laid a hand holds the turned-up card at most, so
    the hands alone tell little of who is better armed; the search counts the rows too."""
    facts = FactsCache()
    state = new_game(replace(make_config(seed=7), variant=Variant.SUDDEN_DEATH))
    rng = random.Random(7)
    while not (row(state, Seat.A) and row(state, Seat.B)) or state.phase is Phase.ARRANGE:
        state = apply(state, random_action(legal_actions(state), rng)).state
    assert state.outcome is None and all(len(player.hand) <= 1 for player in state.players)
    judged = evaluate(state, Seat.A, facts)
    assert judged != pytest.approx(evaluate(state, Seat.A, facts, rows=False))
    assert judged + evaluate(state, Seat.B, facts) == pytest.approx(1.0)
    laid = row(state, Seat.A)
    assert laid is not None and len(laid) > 3
    assert evaluate(with_row(state, Seat.A, laid[:1]), Seat.A, facts) < judged


def test_a_drawn_game_is_half_a_win(make_config: ConfigFactory) -> None:
    """The variants can end drawn (R-031, R-041, R-033.5): worth a half to each fencer, so a
    searcher ahead on points does not take a draw for a loss, nor one behind for nothing."""
    facts = FactsCache()
    state = new_game(replace(make_config(seed=5), variant=Variant.SALLE))
    drawn = state.with_(outcome=Outcome(None, Reason.BOTH_DECLINED))
    won = state.with_(outcome=Outcome(Seat.B, Reason.BOTH_DECLINED))
    assert evaluate(drawn, Seat.A, facts) == evaluate(drawn, Seat.B, facts) == 0.5
    assert (evaluate(won, Seat.A, facts), evaluate(won, Seat.B, facts)) == (0.0, 1.0)
