"""Audatia's frozen baselines (issue 31, "Frozen baselines"): they still decide as the live bots
did on 2026-11-28, play legal whole games, and join the arena only when a run names them."""

from __future__ import annotations

import json
import random

import pytest

from audatia_qt.__main__ import main
from audatia_qt.engine.search.bot import Bot, RandomBot
from audatia_qt.engine.search.series import unclocked
from audatia_qt.games.audatia.policy.arena import arena_bot
from audatia_qt.games.audatia.policy.factory import BOT_NAMES
from audatia_qt.games.audatia.rules import (
    Action,
    PlayerView,
    Seat,
    apply,
    legal_actions,
    new_game,
    observe,
)
from audatia_qt.games.audatia.rules.cards import DeckDef
from audatia_qt.games.audatia.rules.selfplay import MAX_ACTIONS, seeded_config
from tests.bots.audatia import FROZEN_LEVELS, make_frozen
from tests.bots.audatia.record import DECISIONS, decisions, stopped_clock
from tests.bots.audatia.search_policy import search_bot as frozen_search_bot


def test_the_frozen_bots_decide_as_the_live_ones_did_when_frozen() -> None:
    """decisions.json was written from the live Normal and Hard on the day they were frozen."""
    recorded = json.loads(DECISIONS.read_text(encoding="utf-8"))
    names = {level: name for name, level in FROZEN_LEVELS.items()}
    made = decisions(lambda level: make_frozen(names[level], clock=stopped_clock))
    assert made == recorded
    assert sum(len(views) for views in recorded.values()) >= 6


def _whole_game(
    bots: dict[Seat, Bot[PlayerView, Action]], decks: tuple[DeckDef, DeckDef], seed: int
) -> int:
    """A seeded game to its end, every move checked legal; the moves played."""
    state = new_game(seeded_config(decks, seed))
    rng = random.Random(seed)
    for moves in range(MAX_ACTIONS):
        seat = state.to_move
        if seat is None:
            assert state.outcome is not None
            return moves
        legal = legal_actions(state)
        action = bots[seat].choose(observe(state, seat), legal, rng)
        assert action in legal
        state = apply(state, action).state
    raise AssertionError(f"game {seed} did not end")


def test_frozen_normal_plays_a_legal_whole_game(galeazzo: DeckDef, boucicault: DeckDef) -> None:
    bots = {Seat.A: make_frozen("frozen:normal-2026-11-28"), Seat.B: RandomBot()}
    assert _whole_game(bots, (galeazzo, boucicault), 7) > 10


def test_frozen_hard_plays_legal_whole_games_on_a_small_budget(
    galeazzo: DeckDef, boucicault: DeckDef
) -> None:
    """Hard's own search, its budget cut so the game is quick; against frozen Normal."""
    bots = {
        Seat.A: make_frozen("frozen:normal-2026-11-28"),
        Seat.B: frozen_search_bot("hard", iterations=25),
    }
    assert _whole_game(bots, (boucicault, galeazzo), 8) > 10


def test_the_arena_names_them_and_the_game_list_does_not() -> None:
    for name in FROZEN_LEVELS:
        assert name not in BOT_NAMES
        assert arena_bot(name).name == f"ismcts:{FROZEN_LEVELS[name]}"
    with pytest.raises(ValueError, match="frozen:normal-2026-11-28"):
        arena_bot("frozen:easy-2026-11-28")


def test_a_frozen_bot_can_run_its_whole_budget_whatever_the_clock() -> None:
    bot = unclocked(arena_bot("frozen:hard-2026-11-28"))
    assert bot.level.seconds is None and bot.level.iterations == 900  # type: ignore[attr-defined]


def test_the_arena_plays_a_frozen_bot_by_its_name(capsys: pytest.CaptureFixture[str]) -> None:
    asked = ["arena", "--a", "frozen:normal-2026-11-28", "--b", "random", "--sprt"]
    assert main([*asked, "--games", "2", "--jobs", "1", "--no-clock"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("arena: A frozen:normal-2026-11-28 vs B random, seed 0")
    assert any(line.startswith("games 2: score ") for line in out)
    assert any(line.startswith("frozen:normal-2026-11-28: p95 decision ") for line in out)
