"""The question at start: "Resume your unfinished game?", over the session's autosave.

``offer_resume`` asks only when the autosave holds an unfinished game. Resume returns the
game; Discard clears the autosave (issue 7: "cleared when ... the user declines"). An
autosave that cannot be read, checked, described or played is set aside (kept for a bug report,
never deleted, so it never blocks the next start) and the player is told in one line why it
could not be resumed.

The question shows the position as the table would (``position_picture``) and names the
fencers; neither the picture nor the words show a card hidden from whoever reads them: in a
game against the computer, the person's own hand is shown; in hot-seat play both people read,
so both hands stay hidden and a secret choice is told without its card (issue 15).

``default_autosave_dir`` is the user data folder (``engine.userdata``: platformdirs, or the
folder named by the environment variable ``AUDATIA_DATA_DIR`` when it is set). It lives here
rather than in session/, which the import-boundary test keeps to the standard library.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtWidgets import (
    QAbstractButton,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from audatia_qt.engine.messages import translate
from audatia_qt.engine.session.autosave import Autosave
from audatia_qt.engine.session.match import MatchSetup, SeatKind
from audatia_qt.engine.session.strict import printable
from audatia_qt.engine.userdata import user_data_dir
from audatia_qt.games.audatia.board.faces import TableFaces
from audatia_qt.games.audatia.board.index import LegalIndex
from audatia_qt.games.audatia.board.scene import TableScene
from audatia_qt.games.audatia.decks.words import DeckWords
from audatia_qt.games.audatia.narrator.commentary import seat_names
from audatia_qt.games.audatia.narrator.describe import Mood
from audatia_qt.games.audatia.narrator.plies import (
    LAST_MOVE,
    describe_ply,
    state_before,
    table_readers,
)
from audatia_qt.games.audatia.narrator.prompts import task
from audatia_qt.games.audatia.render import FaceCache
from audatia_qt.games.audatia.rules import GameState, PlayerView, Seat, observe
from audatia_qt.games.audatia.saves.savefile import LoadedGame, SaveError
from audatia_qt.games.audatia.screens.rules_changed import (
    go_on_label,
    rules_changed_text,
    watch_label,
)
from audatia_qt.shell.i18n.language import current_language
from audatia_qt.shell.i18n.render import CardWords, render
from audatia_qt.shell.plain import message_box, plain_label

#: The table the picture is laid out for (logical pixels), and the picture's width in the box.
PICTURE_TABLE = (1200, 720)
PICTURE_WIDTH = 720


def default_autosave_dir() -> Path:
    """The folder of the autosave: ``AUDATIA_DATA_DIR`` if set, else the platform's user data
    folder for the app."""
    return user_data_dir()


# The counted lines (Sentences: rendered with their plural forms).
HOT_SEAT_GAME = translate(
    "Resume", "{first} against {second}, two players at this screen: %n move(s) played.", None, 0
)
GAME = translate("Resume", "{first} against {second}: %n move(s) played.", None, 0)


def describe_game(game: LoadedGame, cards: CardWords | None = None) -> str:
    """Lines about an unfinished game: who fences whom, how far it went, the last move and
    who decides next, by the fencers' names (never naming a card the reader cannot see);
    cards' names by ``cards`` (the decks' words in the language the app speaks)."""
    setup = game.setup
    config = setup.config
    names = seat_names(config)
    moves = len(game.actions)
    if setup.hot_seat:
        lines = [render(HOT_SEAT_GAME.say(moves, first=names[Seat.A], second=names[Seat.B]))]
    else:
        sides = [
            (
                QCoreApplication.translate("Resume", "{fencer} (you)")
                if setup.kind(seat) is SeatKind.HUMAN
                else QCoreApplication.translate("Resume", "{fencer} (the computer)")
            ).format(fencer=names[seat])
            for seat in Seat
        ]
        lines = [render(GAME.say(moves, first=sides[0], second=sides[1]))]
    # Replayed once for the last move and the next (each replay plays the whole game again).
    match = game.match()
    if game.actions:
        plies = match.plies
        before = state_before(match.start, plies, len(plies) - 1)
        # Whoever sits at the screen reads it: in hot-seat both, so no secret is named.
        words = describe_ply(before, plies[-1], table_readers(setup, before), mood=Mood.DOES)
        lines.append(render(LAST_MOVE.say(move=words), cards))
    seat = match.to_move()
    if seat is not None:
        lines.append(
            QCoreApplication.translate("Resume", "Next, {fencer} must {task}.").format(
                fencer=names[seat], task=render(task(match.state, match.legal_actions()), cards)
            )
        )
    return "\n".join(lines)


def shown_view(state: GameState, setup: MatchSetup) -> PlayerView:
    """The position as the person resuming may see it: the one person's own view against the
    computer; in hot-seat play (or a computer game) the view of the seat to move with its own
    hand, face-down cards and secret Posta hidden too, as the other seat sees them."""
    humans = setup.humans
    if len(humans) == 1:
        return observe(state, Seat(humans[0]))
    viewer = state.to_move or Seat.A
    view = observe(state, viewer)
    hidden = observe(state, viewer.other).seat(viewer)
    seats = (hidden, view.seat(Seat.B)) if viewer is Seat.A else (view.seat(Seat.A), hidden)
    return replace(view, seats=seats, legal_actions=())


def position_scene(
    game: LoadedGame,
    cache: FaceCache,
    art_roots: tuple[Path | None, Path | None] = (None, None),
    dpr: float = 1.0,
) -> TableScene:
    """The unfinished game laid out by the table's own scene, as ``shown_view`` allows."""
    state = game.match().state
    scene = TableScene(TableFaces(cache, state.config, art_roots, current_language()))
    scene.animation_ms = 0
    scene.dpr = dpr
    scene.set_size(*PICTURE_TABLE)
    scene.show_view(shown_view(state, game.setup), LegalIndex(), acting=False, animate=False)
    return scene


def position_picture(
    game: LoadedGame,
    cache: FaceCache,
    art_roots: tuple[Path | None, Path | None] = (None, None),
    width: int = PICTURE_WIDTH,
    dpr: float = 1.0,
) -> QPixmap:
    """The unfinished game's table as a picture ``width`` pixels wide."""
    scene = position_scene(game, cache, art_roots, dpr)
    table_w, table_h = PICTURE_TABLE
    height = round(width * table_h / table_w)
    picture = QPixmap(round(width * dpr), round(height * dpr))
    picture.setDevicePixelRatio(dpr)
    picture.fill(Qt.GlobalColor.transparent)
    painter = QPainter(picture)
    painter.setRenderHints(
        QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
    )
    scene.render(painter, QRectF(0, 0, width, height), QRectF(0, 0, table_w, table_h))
    painter.end()
    # Deleted now, while Qt runs, rather than by the garbage collector at some later time.
    scene.clear()
    scene.deleteLater()
    return picture


class ResumePrompt(QDialog):
    """Resume the unfinished game, or discard it: the position above, the question and what
    happened below (``text`` and ``informativeText``, as a message box has them)."""

    def __init__(
        self,
        game: LoadedGame,
        parent: QWidget | None = None,
        picture: QPixmap | None = None,
        kept: Path | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Unfinished game"))
        self.picture = picture
        """The position drawn above the question (None when no faces were given)."""
        layout = QVBoxLayout(self)
        if picture is not None:
            shown = QLabel()
            shown.setObjectName("resumePicture")
            shown.setPixmap(picture)
            shown.setStyleSheet("border: 2px solid #b08d4a;")
            layout.addWidget(shown, alignment=Qt.AlignmentFlag.AlignHCenter)
        self._question = plain_label(self.tr("Resume your unfinished game?"))
        font = self._question.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.2)
        self._question.setFont(font)
        words = DeckWords(game.setup.config.decks, current_language())
        # The fencers and decks as the save names them: plain text, or a name such as
        # <img src="/dev/zero"> would have Qt read the device at every start.
        self._about = plain_label(describe_game(game, words))
        self._about.setWordWrap(True)
        layout.addWidget(self._question)
        layout.addWidget(self._about)
        buttons = QDialogButtonBox(self)
        changed = game.rules_changed
        self.rules_changed: QLabel | None = None
        """Played by other rules and cut short: which move, why, the rulings changed since."""
        self.watch_button: QPushButton | None = None
        """With ``rules_changed`` only: watch the saved game as a replay instead."""
        if changed is not None:
            lines = rules_changed_text(changed, words)
            if kept is not None:
                kept_line = self.tr("The autosave as it was is kept as {file}.")
                lines += "\n" + kept_line.format(file=kept.name)
            self.rules_changed = plain_label(lines)
            self.rules_changed.setWordWrap(True)
            layout.addWidget(self.rules_changed)
            resume_text = go_on_label(changed)
        else:
            resume_text = self.tr("Resume")
        self.resume_button: QPushButton = buttons.addButton(
            resume_text, QDialogButtonBox.ButtonRole.AcceptRole
        )
        if changed is not None:
            self.watch_button = buttons.addButton(
                watch_label(), QDialogButtonBox.ButtonRole.ActionRole
            )
        self.discard_button: QPushButton = buttons.addButton(
            self.tr("Discard"), QDialogButtonBox.ButtonRole.DestructiveRole
        )
        self.resume_button.setDefault(True)
        self._clicked: QAbstractButton | None = None
        buttons.clicked.connect(self._on_clicked)
        layout.addWidget(buttons)

    def _on_clicked(self, button: QAbstractButton) -> None:
        self._clicked = button
        if button is self.discard_button:
            self.reject()
        else:
            self.accept()

    def text(self) -> str:
        """The question."""
        return self._question.text()

    def informativeText(self) -> str:
        """Who fences whom, how far the game went, its last move and who decides next (named
        as a message box names it, so a test reads either kind of box alike)."""
        return self._about.text()

    @property
    def resumed(self) -> bool:
        """The player did not choose Discard: Escape or closing the box resumes, so only an
        explicit Discard loses the game."""
        return self._clicked is not self.discard_button and not self.watching

    @property
    def watching(self) -> bool:
        """The player chose to watch the game (of other rules) as a replay."""
        return self.watch_button is not None and self._clicked is self.watch_button


def _run(box: QDialog) -> None:
    box.exec()


def offer_resume(
    autosave: Autosave,
    parent: QWidget | None = None,
    *,
    run: Callable[[QDialog], None] | None = None,
    cache: FaceCache | None = None,
    art_roots: Callable[[MatchSetup], tuple[Path | None, Path | None]] | None = None,
    on_watch: Callable[[LoadedGame], None] | None = None,
) -> LoadedGame | None:
    """Ask to resume the autosaved game; the game to resume, or None (nothing, or declined).

    ``run`` shows a box modally and returns once it is closed (tests click a button instead;
    None: ``QMessageBox.exec``).
    With ``cache`` the question shows the position, its faces drawn with the art folders that
    ``art_roots`` gives for the game's decks.
    Whatever fails in reading, checking, describing or drawing the autosave, the app still
    starts: the file is set aside and the player told in one line (``report_unresumable``).
    An autosave played by other rules that opens short (``LoadedGame.rules_changed``) says so,
    names the copy kept of it (``Autosave.kept_copy``) and offers, with ``on_watch``, to watch
    it as a replay: ``on_watch`` is then called with the game and None returned.
    """
    run = run or _run
    try:
        game = autosave.resumable()
        if game is None:
            return None
        picture = None
        if cache is not None:
            roots = art_roots(game.setup) if art_roots is not None else (None, None)
            dpr = parent.devicePixelRatioF() if parent is not None else 1.0
            picture = position_picture(game, cache, roots, dpr=dpr)
        prompt = ResumePrompt(game, parent, picture, autosave.kept_copy)
        if on_watch is None and prompt.watch_button is not None:
            prompt.watch_button.hide()
    except Exception as error:  # a save from anywhere must never stop the app starting
        report_unresumable(autosave, error, parent, run=run)
        return None
    run(prompt)
    if prompt.resumed:
        return game
    if prompt.watching and on_watch is not None:
        on_watch(game)
        return None
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
    if isinstance(error, SaveError):
        problem = render(error.message)
    else:  # not a fault of the file that a message could name: the kind of failure, no trace
        problem = QCoreApplication.translate(
            "Resume", "{file} could not be shown ({error})"
        ).format(file=autosave.path.name, error=type(error).__name__)
    box = message_box(
        QMessageBox.Icon.Warning,
        QCoreApplication.translate("Resume", "Unfinished game"),
        QCoreApplication.translate("Resume", "The unfinished game could not be resumed."),
        QMessageBox.StandardButton.Ok,
        parent,
    )
    text = f"{printable(problem)}."
    if kept is not None:
        text += " " + QCoreApplication.translate("Resume", "It was kept as {file}.").format(
            file=kept.name
        )
    box.setInformativeText(text)
    run(box)
