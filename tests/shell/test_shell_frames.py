"""The shell's computer players and replay frame serve a game they were never written for:
Twenty-One, the toy game of the tests, with no plugin and no board (issue 28)."""

from __future__ import annotations

import random
import threading
from collections.abc import Sequence

from pytestqt.qtbot import QtBot

from audatia_qt.engine.narration import Mood
from audatia_qt.engine.session.match import Match, MatchSetup, SeatKind
from audatia_qt.engine.session.owner import Change, ChangeKind, MatchOwner, Replacement
from audatia_qt.engine.session.replay import Replay
from audatia_qt.shell.bot_runner import BotRunner, ComputerPlayers
from audatia_qt.shell.i18n.render import render
from audatia_qt.shell.replay_frame import ReplayFrame
from tests.engine.twenty_one.entry import BOT_NAMES, TWENTY_ONE
from tests.engine.twenty_one.rules import Config, Move, View

HUMAN, COMPUTER = SeatKind.HUMAN, SeatKind.COMPUTER


def _match(players: tuple[SeatKind, ...], seed: int) -> Match:
    setup = MatchSetup(TWENTY_ONE, Config(len(players)), players=players, chance_seed=seed)
    return Match(setup)


def test_the_search_plays_every_computer_seat_through_the_owner(qtbot: QtBot) -> None:
    match = _match((COMPUTER, COMPUTER, COMPUTER), seed=11)
    owner = MatchOwner(TWENTY_ONE.game, match)
    heard: list[Change] = []
    owner.subscribe(heard.append)
    runner = BotRunner(lambda _seat: TWENTY_ONE.make_bot(BOT_NAMES[1]))
    computers = ComputerPlayers(owner, runner)
    computers.start()
    try:
        qtbot.waitUntil(lambda: match.over, timeout=60_000)
    finally:
        computers.stop()
        runner.shutdown()
    assert heard and heard[-1].kind is ChangeKind.FINISHED
    decided = [ply for ply in match.plies if not ply.rolled]
    # One change told a decision, each played through the owner.
    assert len(heard) == len(decided) and all(change.played for change in heard)


class _GatedBot:
    """Stands, but only once the test lets it: the match can change while it thinks."""

    def __init__(self, gate: threading.Event) -> None:
        self.gate = gate
        self.asked: list[View] = []

    @property
    def name(self) -> str:
        return "gated"

    def choose(self, view: View, legal: Sequence[Move], rng: random.Random) -> Move:
        self.asked.append(view)
        self.gate.wait(timeout=30)
        return next(move for move in legal if move.kind == "stand")


def test_a_decision_for_a_match_no_longer_held_is_dropped(qtbot: QtBot) -> None:
    gate = threading.Event()
    bot = _GatedBot(gate)
    first = _match((COMPUTER, HUMAN), seed=3)
    owner = MatchOwner(TWENTY_ONE.game, first)
    runner = BotRunner(lambda _seat: bot)
    computers = ComputerPlayers(owner, runner)
    computers.start()
    try:
        qtbot.waitUntil(lambda: len(bot.asked) == 1)
        assert computers.thinking
        played_before = first.plies
        second = _match((COMPUTER, HUMAN), seed=4)
        owner.replace(second, Replacement.NEW)
        gate.set()
        # The new match's own decision is played; the stale one never is.
        qtbot.waitUntil(lambda: second.to_move() != 0 or second.over, timeout=10_000)
        assert first.plies == played_before
        assert len(bot.asked) == 2
        assert [ply.action for ply in second.plies if not ply.rolled] == [Move(0, "stand")]
        assert not computers.thinking
    finally:
        gate.set()
        computers.stop()
        runner.shutdown()


def test_undo_drops_the_decision_being_thought_out(qtbot: QtBot) -> None:
    gate = threading.Event()
    bot = _GatedBot(gate)
    match = _match((HUMAN, COMPUTER), seed=5)
    owner = MatchOwner(TWENTY_ONE.game, match)
    runner = BotRunner(lambda _seat: bot)
    computers = ComputerPlayers(owner, runner)
    computers.start()
    try:
        assert not computers.thinking  # the person is to move
        owner.play(Move(0, "stand"))
        qtbot.waitUntil(lambda: len(bot.asked) == 1)
        owner.undo()
        assert match.to_move() == 0 and not computers.thinking
        after_undo = match.plies
        gate.set()
        qtbot.waitUntil(lambda: not runner.busy)
        qtbot.wait(0)  # the worker's stale answer reaches the GUI thread, and is dropped
        assert match.plies == after_undo and len(bot.asked) == 1
    finally:
        gate.set()
        computers.stop()
        runner.shutdown()


def test_the_replay_frame_tells_a_game_with_no_board_by_its_narrator(qtbot: QtBot) -> None:
    match = _match((HUMAN, HUMAN), seed=9)
    rng = random.Random(9)
    bot = TWENTY_ONE.make_bot("random")
    while not match.over:
        seat = match.to_move()
        match.play(
            bot.choose(TWENTY_ONE.game.observe(match.state, seat), match.legal_actions(), rng)
        )
    replay = Replay.of_match(match)
    frame = ReplayFrame(replay)
    qtbot.addWidget(frame)
    assert frame.moves.count() == replay.length + 1
    assert frame.caption.text() == f"The deal (move 0 of {replay.length})"
    narrator = TWENTY_ONE.narrator
    assert narrator is not None
    for index in (1, replay.length):
        before = match.plies[index - 2].state if index > 1 else match.start
        told = narrator.describe_ply(
            replay.setup, before, match.plies[index - 1], replay.readers, mood=Mood.DOES
        )
        assert frame.line(index) == render(told)
    frame.forward_button.click()
    assert replay.cursor == 1
    assert frame.caption.text() == f"1. {frame.line(1)} (move 1 of {replay.length})"
    assert not frame.why.isVisibleTo(frame)  # Twenty-One tells no Why without the hand
    # Continue from here: a match at the shown position, for the window's owner to hold.
    continued: list[Match] = []
    frame.continue_requested.connect(continued.append)
    frame.continue_button.click()
    assert [len(match.actions) for match in continued] == [1]
    frame.end_button.click()
    assert replay.at_end and not frame.continue_button.isEnabled()
