"""Audatia's replay window: the shell's replay frame (``shell.replay_frame``: the step controls,
the slider, the list of moves, "Continue from here") with Audatia's table drawn in it.

The position is drawn by the table's own scene (``TableScene``), so the cards move as they
moved in the game; beside it the card just played, large. The moves are told as the game log
told them (``Commentator``), with their Why (``Replay.why``: the rule the move uses).

Once the game is over both hands are shown at every step; in an unfinished game only what its
players could see (``Replay.open_seats``). "Make a Lesson…" writes the position as a lesson
file (``lessons.export``) that Learn > Open Lesson File plays.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from functools import partial
from pathlib import Path

from PySide6.QtCore import QStandardPaths, Qt
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QFileDialog, QPushButton, QWidget

from audatia_qt.engine.messages import Message
from audatia_qt.engine.safe_io import printable
from audatia_qt.engine.session.atomic import atomic_write_text
from audatia_qt.engine.session.replay import Replay
from audatia_qt.games.audatia.board.faces import TableFaces
from audatia_qt.games.audatia.board.index import LegalIndex
from audatia_qt.games.audatia.board.panels import STYLE as TABLE_STYLE
from audatia_qt.games.audatia.board.panels import PreviewPanel
from audatia_qt.games.audatia.board.scene import TableScene
from audatia_qt.games.audatia.board.widget import (
    PREVIEW_WIDTH,
    SHOWN_PLAYS,
    TableView,
)
from audatia_qt.games.audatia.decks.words import DeckWords
from audatia_qt.games.audatia.lessons.course import read_lesson_file
from audatia_qt.games.audatia.lessons.export import ExportedLesson, NoLesson, Say, lesson_from_game
from audatia_qt.games.audatia.lessons.model import LessonError
from audatia_qt.games.audatia.narrator.commentary import WHY, Commentator
from audatia_qt.games.audatia.narrator.describe import fencer_names
from audatia_qt.games.audatia.narrator.plies import state_before
from audatia_qt.games.audatia.policy.factory import bundled_weights
from audatia_qt.games.audatia.policy.learned.odds import view_odds
from audatia_qt.games.audatia.render import FaceCache
from audatia_qt.games.audatia.replay_view import replay_view
from audatia_qt.games.audatia.rules import Seat
from audatia_qt.games.audatia.rules.cards import DeckDef
from audatia_qt.games.audatia.screens.win_graph import WinGraph
from audatia_qt.games.audatia.win_curve import turning_point, win_curve
from audatia_qt.shell.i18n.catalogs import LANGUAGES
from audatia_qt.shell.i18n.language import current_language
from audatia_qt.shell.i18n.marks import QT_TRANSLATE_NOOP
from audatia_qt.shell.i18n.render import CardWords, LanguageCatalogs, render
from audatia_qt.shell.plain import inform, plain_tip, warn
from audatia_qt.shell.replay_frame import ReplayFrame
from audatia_qt.shell.side_panel import fit_to_window

#: The longest a move's cards take to travel, as a share of the pace (they land before the
#: next move starts).
ANIMATION_SHARE = 0.6
#: Why no lesson is made of a game in progress (``ReplayViewer.lesson_here``).
NOT_FINISHED = QT_TRANSLATE_NOOP(
    "ReplayViewer", "a lesson can be made once the game is over: its file holds every card"
)
#: The longest message of a lesson that could not be made, in characters.
MESSAGE_LIMIT = 300

STYLE = (
    TABLE_STYLE
    + """
QWidget#replayViewer { background-color: #1f4d31; }
QLabel#caption { color: #f3e6c4; font-weight: bold; padding: 4px 8px 0 8px; }
QLabel#why { color: #e8d9b0; font-style: italic; padding: 0 8px 4px 8px; }
QListWidget#moves {
    background-color: #fbf4e0; border: 1px solid #b08d4a; border-radius: 4px; color: #2e2416;
}
QListWidget#moves::item:selected { background-color: #7a1f1f; color: #f3e6c4; }
QWidget#replayControls QPushButton, QWidget#replayControls QComboBox {
    background-color: #f3e6c4; border: 1px solid #b08d4a; border-radius: 6px;
    padding: 5px 12px; color: #2e2416;
}
QWidget#replayControls QPushButton:disabled { color: #9a8b6c; }
"""
)


def lesson_speakers(decks: Iterable[DeckDef]) -> dict[str, Say]:
    """A lesson file's texts in every language the app speaks, whichever it speaks now: each
    language's catalogs loaded (not installed) and its cards named by the decks' translations,
    so an exported lesson carries a ``[translations.<code>]`` table for each."""
    played = tuple(decks)

    def speaker(code: str) -> Say:
        catalogs, cards = LanguageCatalogs(code), DeckWords(played, code)

        def say(message: Message) -> str:
            return catalogs.render(message, cards)

        return say

    return {code: speaker(code) for code in LANGUAGES}


class ReplayViewer(ReplayFrame):
    """An Audatia game's replay on the table; "continue from here" hands a new match to the
    window."""

    def __init__(
        self,
        replay: Replay,
        cache: FaceCache,
        *,
        animation_ms: int = 250,
        art_roots: tuple[Path | None, Path | None] = (None, None),
        parent: QWidget | None = None,
        card_scale: float = 1.0,
        text_scale: float = 1.0,
        lesson_decks: Mapping[str, DeckDef],
        coaching: bool = True,
    ) -> None:
        self.coaching = coaching
        """Settings > Coaching aids: the win-chance graph under the replay's panel."""
        self._curve_made = False
        # What the board is drawn with, set before the frame asks for the board
        # (``make_board``) and tells the moves (``move_line``).
        self.lesson_decks = lesson_decks
        """The decks Learn > Open Lesson File reads a lesson with, by id: the installed ones,
        not the game's (a save from a friend may hold a deck this player does not have). A
        lesson is made only when they hold the game's decks."""
        self.text_scale = text_scale
        """Settings > Text size, as on the game's table."""
        self.card_scale = card_scale
        self.animation_ms = animation_ms
        config = replay.setup.config
        language = current_language()
        self.faces = TableFaces(cache, config, art_roots, language)
        self.commentator = Commentator(config)
        self.card_words: CardWords = DeckWords(config.decks, language)
        """Cards' names in the language the app speaks (the decks' translations)."""
        self.last_exported: Path | None = None
        super().__init__(replay, parent)
        self.setObjectName("replayViewer")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(STYLE)

    # -- the frame's game part ---------------------------------------------------------------

    def make_board(self) -> QWidget:
        self.view = TableView(self)
        self.scene = TableScene(self.faces, self)
        # The cards' names a screen reader hears, in the decks' translations as on the table.
        self.scene.cards = self.card_words
        # Settings > Card size and Text size, as on the game's table.
        self.scene.hand_scale = self.card_scale
        self.scene.text_scale = self.text_scale
        self.view.setScene(self.scene)
        self.scene.card_hovered.connect(self._on_card_hovered)
        self.preview = PreviewPanel(self)
        self.lesson_button = QPushButton(self)
        self.lesson_button.clicked.connect(self._on_lesson_clicked)
        self.graph = WinGraph(self, text_scale=self.text_scale)
        self.graph.jump_requested.connect(self.go_to)
        return self.view

    def side_widgets(self) -> list[tuple[QWidget, int]]:
        return [(self.preview, 5), (self.preview.caption, 1), (self.graph, 0)]

    def game_buttons(self) -> list[QPushButton]:
        return [self.lesson_button]

    def board_ready(self) -> None:
        self.view.relayout()

    def move_line(self, index: int) -> str:
        """Move ``index`` (1-based) as the game log told it (its line and the game's end)."""
        replay = self.replay
        readers = tuple(Seat(seat) for seat in replay.readers)
        before = state_before(replay.start, replay.plies, index - 1)
        ply = replay.plies[index - 1]
        told = self.commentator.tell(before, ply.action, ply.events, ply.state, readers)
        parts = (told.line, told.ending)
        return " ".join(render(part, self.card_words) for part in parts if part is not None)

    def why_line(self, why: Message) -> str:
        return render(WHY.say(why=why), self.card_words)

    def words(self, message: Message) -> str:
        return render(message, self.card_words)

    def retranslate(self) -> None:
        """The viewer's own words in the language the app speaks (the moves are the game
        log's)."""
        self.lesson_button.setText(self.tr("Make a Lesson…"))
        self.graph.retranslate()
        self.lesson_button.setToolTip(
            self.tr(
                "Save this position as a lesson whose goal is the move made next in the game; "
                "play it with Learn > Open Lesson File"
            )
        )
        super().retranslate()

    def language_changed(self) -> None:
        # The cards' faces and names in the new language.
        language = current_language()
        self.faces.set_language(language)
        self.card_words = DeckWords(self.faces.config.decks, language)
        self.scene.cards = self.card_words

    # -- leaving the replay ------------------------------------------------------------------

    def lesson_here(self) -> ExportedLesson:
        """The lesson of the shown position (``lessons.export``); raises ``ValueError`` or
        ``LessonError`` when none can be made here.

        Only of a finished game: a lesson file holds every card in its place (both hands, the
        decks in order) and the game's later moves, which the game in progress hides from its
        players (docs/trust.md, R-034)."""
        replay = self.replay
        if not replay.finished:
            raise ValueError(self.tr(NOT_FINISHED))
        decks = self.lesson_decks
        return lesson_from_game(
            replay.start,
            replay.plies,
            replay.cursor,
            decks,
            lesson_speakers(replay.setup.config.decks),
        )

    def export_lesson(self, path: Path) -> ExportedLesson:
        """Write the lesson of the shown position to ``path`` (whole or not at all), then open
        the written file as Learn > Open Lesson File opens it: raises ``LessonError`` when it
        does not open, so success is said only of a lesson that does."""
        lesson = self.lesson_here()
        atomic_write_text(path, lesson.toml)
        read_lesson_file(path, self.lesson_decks)
        self.last_exported = path
        return lesson

    def _on_lesson_clicked(self) -> None:
        self.pause()
        try:
            lesson = self.lesson_here()
        except LessonError as error:
            self._say_no_lesson(render(error.problems[0], self.card_words))
            return
        except NoLesson as error:
            self._say_no_lesson(render(error.message, self.card_words))
            return
        except ValueError as error:  # NOT_FINISHED, said in the viewer's language already
            self._say_no_lesson(str(error))
            return
        folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
        chosen, _filter = QFileDialog.getSaveFileName(
            self,
            self.tr("Make a Lesson"),
            str(Path(folder) / lesson.file_name),
            self.tr("Lessons (*.toml)"),
        )
        if not chosen:
            return
        try:
            self.export_lesson(Path(chosen))
        except LessonError as error:
            self._say_no_lesson(render(error.problems[0], self.card_words))
            return
        except OSError as error:
            self._say_no_lesson(
                self.tr("{file} could not be written: {error}").format(
                    file=Path(chosen).name, error=error.strerror
                )
            )
            return
        inform(
            self,
            self.tr("Lesson saved"),
            self.tr(
                "Saved \u201c{title}\u201d as {file}. Play it with Learn > Open Lesson File."
            ).format(title=lesson.title, file=Path(chosen).name),
        )

    def _say_no_lesson(self, reason: str) -> None:
        warn(
            self,
            self.tr("No lesson made"),
            self.tr("No lesson can be made here: {reason}").format(
                reason=printable(reason, MESSAGE_LIMIT)
            ),
        )

    # -- drawing ----------------------------------------------------------------------------

    def draw_step(self, *, animate: bool, pace_ms: int) -> None:
        replay = self.replay
        self.scene.animation_ms = min(self.animation_ms, int(pace_ms * ANIMATION_SHARE))
        self.scene.show_view(
            replay_view(replay),
            LegalIndex(),
            acting=False,
            animate=animate and self.animation_ms > 0,
        )
        if replay.at_start:
            self.preview.clear_card()
        else:
            self._preview_last_play()

    def step_shown(self) -> None:
        replay = self.replay
        self.show_coaching(self.coaching)
        self.graph.set_cursor(replay.cursor)
        self.lesson_button.setEnabled(replay.finished and not replay.at_end)
        if not replay.finished:
            reason = self.tr(NOT_FINISHED)
            self.lesson_button.setToolTip(plain_tip(f"{reason[0].upper()}{reason[1:]}."))

    def _preview_last_play(self) -> None:
        """The card the move just made played, large, as the table shows it in a game; only
        a card the replay shows face up (a secret Posta stays secret)."""
        ply = self.replay.last_ply
        if ply is None:
            return
        shown = self.scene.shown_face_up()
        for event in reversed(ply.events):
            card = event.card
            if card is not None and event.kind in SHOWN_PLAYS and card in shown:
                dpr = self.devicePixelRatioF()
                self.preview.show_card(card, self.faces.large(card, PREVIEW_WIDTH, dpr))
                return

    def _on_card_hovered(self, card: int) -> None:
        self.preview.show_card(
            card, self.faces.large(card, PREVIEW_WIDTH, self.devicePixelRatioF())
        )

    def show_coaching(self, shown: bool) -> None:
        """Settings > Coaching aids, at the replay's opening and whenever it changes: the
        graph, its points worked out the first time it is shown (a game's hundred moves, each
        about half a millisecond), never when the learned evaluation cannot be read."""
        self.coaching = shown
        if shown and not self._curve_made:
            self._curve_made = True
            model = bundled_weights().model()
            if model is not None:
                points = win_curve(self.replay.plies, partial(view_odds, model))
                self.graph.set_curve(
                    points,
                    turning_point(points),
                    self.replay.length,
                    fencer_names(self.replay.setup.config),
                )
        self.graph.setVisible(shown and bool(self.graph.points))

    def set_card_scale(self, scale: float) -> None:
        """Settings > Card size, changed while the replay is open: laid out again at once."""
        self.scene.hand_scale = scale
        self.view.relayout()

    def set_text_scale(self, scale: float) -> None:
        """Settings > Text size, changed while the replay is open: the side panel's words and
        the table's, at once."""
        self.text_scale = scale
        self.scene.text_scale = scale
        self.graph.set_text_scale(scale)
        self.fit_text()
        self.view.relayout()

    def fit_text(self) -> None:
        texts: list[QWidget] = [self.caption, self.why, self.moves, self.preview]
        texts.append(self.moves_caption)
        texts += self.controls.findChildren(QWidget)
        fit_to_window(self, self.sidebar, texts, narrowest=260, text_scale=self.text_scale)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.faces.stop_warming()
        super().closeEvent(event)
