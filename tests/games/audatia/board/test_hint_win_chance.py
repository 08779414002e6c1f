"""Coaching aids in the Hint (issue 31, part 5): the player's chance of winning from their own
view, the two best moves with theirs, nothing read from a card the player cannot see, and the
Hint unharmed when the learned evaluation's weights cannot be read."""

from __future__ import annotations

import dataclasses
import os
import random
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from audatia_qt.engine.session.match import Match, MatchSetup, SeatKind
from audatia_qt.games.audatia.board import bot_runner
from audatia_qt.games.audatia.board.bot_runner import win_chance
from audatia_qt.games.audatia.entry import AUDATIA
from audatia_qt.games.audatia.narrator.plies import hint_line
from audatia_qt.games.audatia.policy.explain import explain_choice
from audatia_qt.games.audatia.policy.factory import ValueWeights
from audatia_qt.games.audatia.policy.search_policy import search_bot
from audatia_qt.games.audatia.rules import (
    Action,
    PlayerView,
    apply,
    legal_actions,
    new_game,
    observe,
)
from audatia_qt.games.audatia.rules.sampling import sample_world
from audatia_qt.games.audatia.rules.selfplay import random_action
from tests.conftest import ConfigFactory
from tests.games.audatia.board.conftest import TableFactory


def _choice_point(make_config: ConfigFactory) -> tuple[PlayerView, tuple[Action, ...]]:
    """A view of the player to move with several moves to weigh, a few plies in."""
    for seed in range(30):
        state = new_game(make_config(seed=seed))
        rng = random.Random(seed)
        for _ in range(200):
            if state.to_move is None:
                break
            legal = legal_actions(state)
            if len(legal) > 2:
                return observe(state, state.to_move), legal
            state = apply(state, random_action(legal, rng)).state
    raise AssertionError("no position with a choice")


def _coached(view: PlayerView, legal: tuple[Action, ...]) -> str:
    bot = search_bot("easy", iterations=60, seconds=None)
    explanation = explain_choice(view, legal, bot=bot, rng=random.Random(3))
    explanation = dataclasses.replace(explanation, win_chance=win_chance(view))
    return hint_line(explanation, coaching=True).english()


def test_the_hint_gives_the_players_chance_and_the_two_best_moves(
    make_config: ConfigFactory,
) -> None:
    view, legal = _choice_point(make_config)
    chance = win_chance(view)
    assert chance is not None and 0.0 <= chance <= 1.0
    line = _coached(view, legal)
    assert f"about {round(100 * chance)}% for you" in line
    assert "Best two moves: " in line
    # Without the coaching aids the line is the Hint as it was: no figure of the evaluation.
    bot = search_bot("easy", iterations=60, seconds=None)
    plain = hint_line(explain_choice(view, legal, bot=bot, rng=random.Random(3))).english()
    assert "for you" not in plain and "Best two moves" not in plain


def test_the_hint_reads_nothing_the_player_cannot_see(make_config: ConfigFactory) -> None:
    """The honesty promise: deal the hidden cards (the other hand, the decks) otherwise, keeping
    all the player sees, and the Hint's words stay the same."""
    view, legal = _choice_point(make_config)
    line = _coached(view, legal)
    for seed in range(4):
        other_deal = sample_world(view, random.Random(seed))
        seen = observe(other_deal, view.viewer)
        assert seen == view
        assert _coached(seen, legal_actions(other_deal)) == line


def test_without_weights_the_hint_omits_the_figure(
    make_config: ConfigFactory, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    told: list[str] = []
    missing = ValueWeights(tmp_path / "none.npz", told.append)
    monkeypatch.setattr(bot_runner, "bundled_weights", lambda: missing)
    view, legal = _choice_point(make_config)
    assert win_chance(view) is None
    line = _coached(view, legal)
    assert line.startswith("Hint: ") and "for you" not in line
    assert len(told) == 1


def test_the_switch_shows_and_hides_the_chance_in_the_table_hint(
    qtbot: QtBot, start_table: TableFactory, make_config: ConfigFactory
) -> None:
    setup = MatchSetup(AUDATIA, make_config(seed=21), (SeatKind.HUMAN, SeatKind.COMPUTER), "easy")
    table = start_table(Match(setup), "easy")
    controller = table.controller
    assert controller is not None
    for _ in range(60):
        if controller.local_to_act and len(controller.match.legal_actions()) > 2:
            break
        controller.request(controller.match.legal_actions()[0])
    with qtbot.waitSignal(controller.hint_ready, timeout=20000):
        table.decisions.hint_button.click()
    assert "for you" in table.decisions.hint_text()
    shots = os.environ.get("COACH_SHOTS")
    for size in ((1280, 800), (2560, 1440)):
        table.resize(*size)
        image = table.grab()
        assert image.width() >= size[0]
        if shots:
            image.save(str(Path(shots) / f"hint_chance_{size[0]}x{size[1]}.png"))
    table.settings.coaching = False
    table.refresh_hints()
    assert table.decisions.hint_text().startswith("Hint: ")
    assert "for you" not in table.decisions.hint_text()
    table.settings.coaching = True
    table.refresh_hints()
    assert "for you" in table.decisions.hint_text()
