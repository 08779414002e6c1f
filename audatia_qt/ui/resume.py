"""The question at start: "Resume your unfinished game?", over the session's autosave.

``offer_resume`` asks only when the autosave holds an unfinished game. Resume returns the
game; Discard clears the autosave (issue 7: "cleared when ... the user declines"). An
autosave that cannot be read, checked, described or played is set aside (kept for a bug report,
never deleted, so it never blocks the next start) and the player is told in one line why it
could not be resumed.

``default_autosave_dir`` is the user data folder (platformdirs), or the folder named by the
environment variable ``AUDATIA_DATA_DIR`` when it is set (tests, a portable install, or a second
profile: the app then keeps its autosave and its preferences there and nowhere else). It lives
here rather than in session/, which the import-boundary test keeps to the standard library.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

import platformdirs
from PySide6.QtWidgets import QMessageBox, QPushButton, QWidget

from audatia_qt.session.autosave import Autosave
from audatia_qt.session.describe import describe_action
from audatia_qt.session.match import SeatKind
from audatia_qt.session.savefile import LoadedGame, SaveError
from audatia_qt.session.strict import printable

APP_NAME = "audatia-qt"
#: Names a folder that replaces the user data folder (autosave and preferences).
DATA_DIR_VARIABLE = "AUDATIA_DATA_DIR"


def data_dir_override() -> Path | None:
    """The folder ``AUDATIA_DATA_DIR`` names, or None when it is unset or empty."""
    value = os.environ.get(DATA_DIR_VARIABLE, "").strip()
    return Path(value).expanduser().absolute() if value else None


def default_autosave_dir() -> Path:
    """The folder of the autosave: ``AUDATIA_DATA_DIR`` if set, else the platform's user data
    folder for the app."""
    override = data_dir_override()
    if override is not None:
        return override
    return platformdirs.user_data_path(APP_NAME, appauthor=False)


def describe_game(game: LoadedGame) -> str:
    """A line about an unfinished game: who plays whom, how far it went, the last move."""
    config = game.setup.config
    seats = []
    for seat, deck in zip(("A", "B"), config.decks, strict=True):
        kind = game.setup.players[0 if seat == "A" else 1]
        who = "you" if kind is SeatKind.HUMAN and not game.setup.hot_seat else kind.value
        seats.append(f"{deck.name} ({who})")
    moves = len(game.actions)
    text = f"{seats[0]} against {seats[1]}, {moves} move{'s' if moves != 1 else ''} played"
    if game.actions:
        last = game.actions[-1]
        humans = game.setup.humans
        reader = humans[0] if len(humans) == 1 else last.seat
        text += f"; last: {last.seat.name} {describe_action(config, last, reader)}"
    return text + "."


class ResumePrompt(QMessageBox):
    """Resume the unfinished game, or discard it."""

    def __init__(self, game: LoadedGame, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setIcon(QMessageBox.Icon.Question)
        self.setWindowTitle("Unfinished game")
        self.setText("Resume your unfinished game?")
        self.setInformativeText(describe_game(game))
        self.resume_button: QPushButton = self.addButton(
            "Resume", QMessageBox.ButtonRole.AcceptRole
        )
        self.discard_button: QPushButton = self.addButton(
            "Discard", QMessageBox.ButtonRole.DestructiveRole
        )
        self.setDefaultButton(self.resume_button)
        # Escape or closing the box resumes: only an explicit Discard loses the game.
        self.setEscapeButton(self.resume_button)

    @property
    def resumed(self) -> bool:
        """The player did not choose Discard."""
        return self.clickedButton() is not self.discard_button


def _run(box: QMessageBox) -> None:
    box.exec()


def offer_resume(
    autosave: Autosave,
    parent: QWidget | None = None,
    *,
    run: Callable[[QMessageBox], None] = _run,
) -> LoadedGame | None:
    """Ask to resume the autosaved game; the game to resume, or None (nothing, or declined).

    ``run`` shows a box modally and returns once it is closed (tests click a button instead).
    Whatever fails in reading, checking or describing the autosave, the app still starts: the
    file is set aside and the player told in one line (``report_unresumable``).
    """
    try:
        game = autosave.resumable()
        prompt = None if game is None else ResumePrompt(game, parent)
    except Exception as error:  # a save from anywhere must never stop the app starting
        report_unresumable(autosave, error, parent, run=run)
        return None
    if game is None or prompt is None:
        return None
    run(prompt)
    if prompt.resumed:
        return game
    autosave.clear()
    return None


def report_unresumable(
    autosave: Autosave,
    error: Exception,
    parent: QWidget | None = None,
    *,
    run: Callable[[QMessageBox], None] = _run,
) -> None:
    """Set the autosave aside (kept, never deleted, so it cannot block the next start) and say
    in one line why its game could not be resumed."""
    kept = autosave.set_aside()
    where = f" It was kept as {kept.name}." if kept is not None else ""
    if isinstance(error, SaveError):
        problem = str(error)
    else:  # not a fault of the file that a message could name: the kind of failure, no trace
        problem = f"{autosave.path.name} could not be shown ({type(error).__name__})"
    box = QMessageBox(
        QMessageBox.Icon.Warning,
        "Unfinished game",
        "The unfinished game could not be resumed.",
        QMessageBox.StandardButton.Ok,
        parent,
    )
    box.setInformativeText(f"{printable(problem)}.{where}")
    run(box)
