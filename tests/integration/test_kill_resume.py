"""The real app killed with SIGKILL mid-game resumes with at most the last action lost (issue 7).

``python -m audatia_qt --autoplay --seed N`` runs offscreen with ``AUDATIA_DATA_DIR`` (and the
XDG folders) in a temporary folder, playing a computer-vs-computer game and printing
``autosaved K`` after each autosave. The test kills it once K passes a threshold (the app keeps
playing and writing between the line and the kill, so the kill lands at a random point of a
move or a write), then checks that the autosave loads, holds at least the last reported
actions and is a prefix of the seeded game, and that a new window resumes it and plays on.
"""

from __future__ import annotations

import os
import queue
import random
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from audatia_qt.engine.catalogue import Catalogue
from audatia_qt.engine.search.bot import RandomBot
from audatia_qt.engine.session.autosave import Autosave
from audatia_qt.engine.session.match import Match, MatchSetup, SeatKind
from audatia_qt.games.audatia.board.controller import bot_seed
from audatia_qt.games.audatia.entry import AUDATIA
from audatia_qt.games.audatia.plugin import load_bundled_decks
from audatia_qt.games.audatia.rules import Action, observe
from audatia_qt.games.audatia.screens.new_game import DeckChoice, default_choice
from audatia_qt.games.audatia.screens.resume import ResumePrompt
from audatia_qt.games.catalogue import GAMES
from tests.integration.conftest import WindowFactory

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is POSIX")

#: How long the app may take to report a move before the test gives up.
REPORT_TIMEOUT = 30.0


def _seeded_game(decks: list[DeckChoice], seed: int) -> tuple[Action, ...]:
    """The whole game ``--autoplay --seed`` plays: random bots seeded as the table seeds them."""
    base = default_choice(decks, seed)
    match = Match(
        MatchSetup(AUDATIA, base.setup.config, (SeatKind.COMPUTER, SeatKind.COMPUTER), "random")
    )
    bot = RandomBot()
    while (seat := match.to_move()) is not None:
        state = match.state
        rng = random.Random(bot_seed(state, seat))
        match.play(bot.choose(observe(state, seat), match.legal_actions(), rng))
    return match.actions


def _run_and_kill(data_dir: Path, scratch: Path, seed: int, after: int) -> int:
    """Start the app, SIGKILL it once it reports ``after`` autosaved actions; returns the last
    count it reported (that save was complete)."""
    env = dict(os.environ)
    env.update(
        QT_QPA_PLATFORM="offscreen",
        AUDATIA_DATA_DIR=str(data_dir),
        # Qt's and platformdirs' other folders too, so the app writes nothing of the user's.
        XDG_CONFIG_HOME=str(scratch / "config"),
        XDG_CACHE_HOME=str(scratch / "cache"),
        XDG_DATA_HOME=str(scratch / "xdg-data"),
    )
    process = subprocess.Popen(
        [sys.executable, "-m", "audatia_qt", "--autoplay", "--seed", str(seed)],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    lines: queue.Queue[str] = queue.Queue()

    def read() -> None:
        assert process.stdout is not None
        for line in process.stdout:
            lines.put(line)

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    last = 0
    deadline = time.monotonic() + REPORT_TIMEOUT
    try:
        while last < after:
            line = lines.get(timeout=max(0.1, deadline - time.monotonic()))
            word, _, count = line.strip().partition(" ")
            if word == "autosaved":
                last = int(count)
        process.send_signal(signal.SIGKILL)
        process.wait(timeout=10)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
        reader.join(timeout=5)
        if process.stdout is not None:
            process.stdout.close()
    assert process.returncode == -signal.SIGKILL
    return last


@pytest.fixture(scope="module")
def decks() -> list[DeckChoice]:
    loaded, problems = load_bundled_decks()
    assert not problems
    return loaded


#: Killed early in one game and mid-game in another in the default suite; a third kill point,
#: later in the first game, checks the same again in the slow suite.
@pytest.mark.parametrize(
    ("seed", "after"), [(5, 4), pytest.param(5, 17, marks=pytest.mark.slow), (9, 11)]
)
def test_a_killed_app_resumes_with_at_most_the_last_action_lost(
    qtbot: QtBot,
    make_window: WindowFactory,
    decks: list[DeckChoice],
    data_dir: Path,
    tmp_path: Path,
    seed: int,
    after: int,
) -> None:
    expected = _seeded_game(decks, seed)
    assert after < len(expected) - 1, "the kill must come before the end of the game"
    reported = _run_and_kill(data_dir, tmp_path, seed, after)
    assert reported >= after

    autosave = Autosave(data_dir, Catalogue(GAMES))
    game = autosave.resumable()
    assert game is not None, "the unfinished game is offered"
    # Everything reported as saved is there; the move being written at the kill may be too.
    assert len(game.actions) >= reported
    assert game.actions == expected[: len(game.actions)]
    assert game.setup.players == (SeatKind.COMPUTER, SeatKind.COMPUTER)

    def resume(box: QMessageBox) -> None:
        assert isinstance(box, ResumePrompt)
        box.resume_button.click()

    window = make_window(start_game=False)
    controller = window.resume_or_start(run=resume)
    assert controller is not None
    assert controller.match.actions[: len(game.actions)] == game.actions
    # The game goes on from there, as the seeded game would.
    qtbot.waitUntil(lambda: len(controller.match.actions) > len(game.actions) + 2)
    played = controller.match.actions
    assert played == expected[: len(played)]
