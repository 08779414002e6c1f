"""What the trust harnesses of the games played on a ``BoardTable`` share (Swordplay's,
Ready...Fence!'s): a whole game played through the real window as people play it, waiting for
the computer move by move, pressing Hint before each person's move, confirming the pass screen,
and reading the question the next start would ask about the unfinished game.

A game's harness subclasses ``BoardTrustGame`` and gives what is its own: its plugin's class
(``plugin_type``), its checks
(``check``, ``check_resume_question`` reading ``resume_question_texts``), how a person moves
(``person_moves``), the board's page a game is played on (``play_page``) and its end
(``finish``).
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QDialog, QMessageBox, QWidget
from pytestqt.exceptions import TimeoutError as QtTimeoutError
from pytestqt.exceptions import format_captured_exceptions
from pytestqt.qtbot import QtBot

from audatia_qt.engine.catalogue import Catalogue
from audatia_qt.engine.session.autosave import Autosave
from audatia_qt.games.catalogue import GAMES
from audatia_qt.shell.main_window import MainWindow
from tests.trust.harness import Finding

#: How long the computer or the Hint may take before the table counts as stuck, in ms.
MOVE_TIMEOUT_MS = 20_000


class BoardTrustGame(ABC):
    """One game of a trust matrix in one window; ``play`` runs it to its end."""

    #: The game's word for one game ("bout", "fight"), in the harness's own failures.
    noun = "game"
    #: A bound on a game's decisions, far above what random games reach.
    max_plies = 1500
    #: The game's plugin class (the window's game while the game is played).
    plugin_type: type = object

    def __init__(self, qtbot: QtBot, window: MainWindow, cell: Any, autosave_dir: Path) -> None:
        """``cell``: the matrix's cell (its ``id`` and ``seed``)."""
        self.qtbot = qtbot
        self.window = window
        self.cell = cell
        self.autosave_dir = autosave_dir
        self.rng = random.Random(cell.seed)
        self.finding = Finding()
        self.hints = 0
        self.replays_read = 0
        self.until_found = False
        """Stop at the first finding (the harness's own tests, which plant a leak)."""
        self._exceptions: list[object] = []
        self.failures: list[str] = []

    # -- what the game's harness gives -----------------------------------------------------

    @property
    def plugin(self) -> Any:
        game = self.window.game
        assert isinstance(game, self.plugin_type), f"the window plays {game!r}"
        return game

    @property
    def board(self) -> Any:
        board = self.plugin.board
        assert board is not None
        return board

    @property
    def state(self) -> Any:
        return self.window.owner.match.state

    @property
    def humans(self) -> tuple[int, ...]:
        return tuple(int(seat) for seat in self.window.owner.match.setup.humans)

    @property
    @abstractmethod
    def play_page(self) -> QWidget:
        """The board's page the game is played on (the pass screen hides it)."""

    def where(self, moment: str) -> str:
        match = self.window.owner.match
        return f"{self.cell.id} ply {len(match.plies)} ({self.state.phase.value}), {moment}"

    @abstractmethod
    def check(self, moment: str) -> None: ...

    @abstractmethod
    def person_moves(self) -> None: ...

    @abstractmethod
    def finish(self) -> None: ...

    # -- the resume question ---------------------------------------------------------------

    def resume_question_texts(
        self, strings: Callable[[QWidget], list[str]]
    ) -> list[tuple[str, str]]:
        """The question the next start would ask about this unfinished game, read as shown
        (``strings`` of each of its widgets), answered Resume as a returning player does."""
        autosave = Autosave(self.autosave_dir, Catalogue(GAMES))
        autosave.record(self.window.owner.match)
        # Read once here, so an autosave that cannot be read fails with its own reason.
        assert autosave.resumable() is not None, f"the unfinished {self.noun} is not resumable"
        texts: list[tuple[str, str]] = []

        def read(box: QDialog) -> None:
            for widget in (box, *box.findChildren(QWidget)):
                texts.extend(("resume question", text) for text in strings(widget))
            assert isinstance(box, QMessageBox)
            box.defaultButton().click()  # Resume, as a returning player answers

        game = self.plugin.offer_resume(autosave, read, lambda _loaded: None)
        assert game is not None, f"the unfinished {self.noun} was not offered for resuming"
        assert game.actions == self.window.owner.match.actions, f"the resumed {self.noun} differs"
        return texts

    # -- playing ---------------------------------------------------------------------------

    def _fail_fast(self) -> None:
        if self._exceptions:
            trace = format_captured_exceptions(self._exceptions[:1])  # type: ignore[arg-type]
            pytest.fail(f"{self.where('an exception in the app')}:\n{trace}")
        if self.failures:
            pytest.fail(f"{self.where('the computer failed')}: {self.failures[0]}")

    def _person_or_end(self) -> bool:
        table = self.board.table
        assert table is not None
        return table.person_to_move() is not None or self.state.result is not None

    def wait_for_turn(self) -> None:
        """Let the computer and chance play until a person decides or the game ends; fail,
        saying so, when no move comes for ``MOVE_TIMEOUT_MS`` (the computers may play on long
        after the last person is out of it, so the wait is per move, not per stretch)."""
        while not (self._person_or_end() or self.failures):
            plies = len(self.window.owner.match.plies)
            try:
                self.qtbot.waitUntil(
                    lambda plies=plies: (
                        self._person_or_end()
                        or bool(self.failures)
                        or len(self.window.owner.match.plies) > plies
                    ),
                    timeout=MOVE_TIMEOUT_MS,
                )
            except QtTimeoutError:
                table = self.board.table
                assert table is not None
                pytest.fail(
                    f"{self.where('waiting for the computer')}: no move in time; "
                    f"to move {self.window.owner.match.to_move()}, thinking={table.thinking}, "
                    f"prompt {self.board.prompt.text()!r}"
                )
        self._fail_fast()

    def ask_hint(self) -> None:
        """Press Hint (H) and wait for its answer on the prompt."""
        board = self.board
        if not board.hint_button.isVisible():
            return
        board.hint_button.click()
        self.qtbot.waitUntil(
            lambda: board.prompt.text().startswith("Hint: ") or bool(self.failures),
            timeout=MOVE_TIMEOUT_MS,
        )
        self._fail_fast()
        assert board.prompt.text().startswith("Hint: "), (
            f"{self.where('after the hint')}: {board.prompt.text()!r}"
        )
        self.hints += 1

    def hand_over(self) -> None:
        """The next person confirms on the pass screen that they hold the device."""
        screen = self.board.pass_screen
        self.check("on the pass screen")
        self.qtbot.waitUntil(screen.button.isEnabled, timeout=5000)
        screen.button.click()
        assert self.board.pages.currentWidget() is self.play_page
        self.check("after the hand-over")

    def play(self) -> None:
        """The whole game: every decision, the mid-game checks, the end."""
        with self.qtbot.capture_exceptions() as exceptions:
            self._exceptions = exceptions  # type: ignore[assignment]
            while True:
                self.wait_for_turn()
                if self.until_found and not self.finding.clean:
                    return  # a planted leak found: the harness's own tests stop there
                if self.state.result is not None:
                    break
                plies = len(self.window.owner.match.plies)
                assert plies < self.max_plies, (
                    f"{self.where('playing')}: the {self.noun} does not end"
                )
                if self.board.pages.currentWidget() is self.board.pass_screen:
                    self.hand_over()
                    continue
                self.person_moves()
            self.finish()
            self._fail_fast()
