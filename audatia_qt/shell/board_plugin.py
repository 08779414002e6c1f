"""What the games played on a ``BoardTable`` share as the shell's ``GamePlugin``: the board and
its settings, the game on it, the rules reference opened at the rule the board's prompt cites,
resuming the autosave (or setting an unreadable one aside), the replay window, and closing every
window the game opened.

A game's plugin (Swordplay's, Ready...Fence!'s) subclasses ``BoardPlugin`` and gives what is its
own: its board, its New Game page and setups, its deck builder and course, its replay window,
its words (``ResumeWords`` and ``MenuWords``, in its own catalog context, so each game says
"fight" or "bout") and its keys. The menus themselves (the rules on F1, Decks, Learn) and the
About text are made here from those words.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from html import escape
from pathlib import Path
from typing import Any, Generic, Protocol, TypeVar

from PySide6.QtCore import Qt, SignalInstance
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDialog, QLabel, QMainWindow, QMenu, QMessageBox, QWidget

from audatia_qt.engine.catalogue import GameEntry
from audatia_qt.engine.messages import Message, Sentence
from audatia_qt.engine.search.bot import Bot
from audatia_qt.engine.session.autosave import Autosave
from audatia_qt.engine.session.match import Match
from audatia_qt.engine.session.owner import MatchOwner
from audatia_qt.engine.session.saves import LoadedGame, SaveSnapshot
from audatia_qt.shell.board_settings import BoardSettings
from audatia_qt.shell.board_table import BoardTable
from audatia_qt.shell.deck_builder.document import DeckRefused
from audatia_qt.shell.deck_builder.window import TomlDeckBuilder
from audatia_qt.shell.game_windows import run_dialog, show_own_window
from audatia_qt.shell.highlights import HighlightStyle
from audatia_qt.shell.i18n.render import render
from audatia_qt.shell.lesson_progress import LessonProgress
from audatia_qt.shell.plugin import GameHost, GameOption, RemoteBoard


class FollowingBoard(Protocol):
    """What the shared plugin asks of a game's board widget."""

    hints_shown: bool

    @property
    def prompt(self) -> QLabel:
        """The board's prompt line (a refusal's rule, the phase's)."""
        ...

    def set_scales(self, card_scale: float, text_scale: float) -> None: ...

    def set_animation_ms(self, ms: int) -> None: ...

    def set_highlight_style(self, style: HighlightStyle) -> None: ...

    def refresh(self) -> None: ...

    def retranslate(self) -> None: ...

    def follow(self, table: Any) -> None: ...


#: A key of the board, and what it does (Help > Keys), each in the game's catalog context.
KeyWords = tuple[Sentence, Sentence]

Board = TypeVar("Board", bound=FollowingBoard)
Table = TypeVar("Table", bound=BoardTable)
Window = TypeVar("Window", bound=QWidget)

#: A game's table on a match: (its owner, the bots by name, the board's settings, the bot
#: playing a computer's seat unless the match names one).
MakeTable = Callable[[MatchOwner, Callable[[str], Bot[Any, Any]], BoardSettings, str], Table]


@dataclass(frozen=True)
class ResumeWords:
    """A game's words for its kept, unfinished game (each in the game's catalog context)."""

    title: Sentence
    """The question's title ("Resume the fight?")."""
    kept: Sentence
    """What was kept, counted by the moves played ("An unfinished fight was kept: ...")."""
    resume: Sentence
    """The button that resumes it ("&Resume")."""
    new: Sentence
    """The button that drops it ("&New Fight")."""
    unreadable_title: Sentence
    """The title when it cannot be read ("The unfinished fight cannot be resumed")."""
    unreadable: Sentence
    """Why, with ``{reason}`` ("The autosave could not be read: {reason}")."""
    set_aside: Sentence
    """Where the unreadable file was kept, with ``{path}`` ("It was kept as {path}.")."""


@dataclass(frozen=True)
class MenuWords:
    """A game's words in its menus and its About text (each in the game's catalog context)."""

    name: Sentence
    """The game's name, About's title ("Swordplay: Arena")."""
    about: Sentence
    """About's paragraph: who made the game, what the cards here are."""
    rules: Sentence
    """Help's rules reference ("Swordplay: Arena &Rules")."""
    decks: Sentence
    """The Decks menu ("&Decks")."""
    deck_builder: Sentence
    """The deck builder's action ("Swordplay Deck &Builder…")."""
    deck_builder_tip: Sentence
    """What the deck builder does, in the status bar."""
    learn: Sentence
    """The Learn menu ("&Learn")."""
    course: Sentence
    """The course's action ("&Course…")."""
    course_tip: Sentence
    """What the course teaches, in the status bar."""


class BoardPlugin(Generic[Board, Table]):
    """The shared part of a board game's plugin (the shell's ``GamePlugin``); a subclass sets
    ``_board`` (left None when the game's material cannot be read, ``_problem`` saying why) and
    ``_controller`` (the game on the board), and gives the rest of the protocol."""

    def __init__(
        self,
        host: GameHost,
        window: QMainWindow,
        entry: GameEntry,
        resume_words: ResumeWords,
        open_reference: Callable[[QWidget | None, str], QWidget],
        anchor_for_citation: Callable[[str], str | None],
    ) -> None:
        self.host = host
        self.window = window
        self.entry = entry
        self._resume_words = resume_words
        self._open_reference = open_reference
        self._anchor_for_citation = anchor_for_citation
        self._problem = ""
        self._board: Board | None = None
        self._controller: Table | None = None
        self.replay_viewer: QWidget | None = None
        self.rules_window: QWidget | None = None
        self.deck_builder: TomlDeckBuilder | None = None
        self.course_window: QWidget | None = None
        self._menu_words: MenuWords | None = None
        self._keys: tuple[KeyWords, ...] = ()
        self.rules_action = QAction(window)
        self.rules_action.setShortcut(QKeySequence(Qt.Key.Key_F1))
        self.rules_action.triggered.connect(self._on_rules_triggered)
        self.decks_menu = QMenu(window)
        self.deck_builder_action = QAction(window)
        self.decks_menu.addAction(self.deck_builder_action)
        # Learn, as on Audatia's table: the course is where a newcomer looks for it.
        self.learn_menu = QMenu(window)
        self.learn_action = QAction(window)
        self.learn_menu.addAction(self.learn_action)

    def _give_menus(
        self,
        words: MenuWords,
        keys: Sequence[KeyWords],
        open_deck_builder: Callable[[], object],
        open_course: Callable[[], object],
    ) -> None:
        """The game's words for its menus, About and keys, and what Decks and Learn open."""
        self._menu_words = words
        self._keys = tuple(keys)
        self.deck_builder_action.triggered.connect(lambda _checked=False: open_deck_builder())
        self.learn_action.triggered.connect(lambda _checked=False: open_course())

    @property
    def board(self) -> Board | None:
        return self._board

    @property
    def controller(self) -> Table | None:
        return self._controller

    def _follow_settings(
        self,
        board: Board,
        new_game_requested: SignalInstance,
        rematch_requested: SignalInstance,
        said: SignalInstance,
    ) -> None:
        """Connect ``board``'s requests to the host and give it the host's settings (the
        signals are named one by one: a protocol cannot say a Qt signal)."""
        new_game_requested.connect(self.host.show_new_game_dialog)
        rematch_requested.connect(self.host.rematch)
        said.connect(self._say)
        settings = self.host.settings
        board.set_scales(settings.card_scale, settings.text_scale)
        board.set_animation_ms(settings.animation_ms)
        board.set_highlight_style(settings.highlight_style)
        board.hints_shown = settings.hints

    def _make_bot(self, name: str) -> Bot[Any, Any]:
        return self.entry.make_bot(name)

    def _seat_table(self, owner: MatchOwner, make: MakeTable[Table]) -> Table:
        """The game on the board: ``make``'s table on ``owner``'s match, the computer's seats
        played by the entry's bots, the board following it."""
        assert self._board is not None
        controller = make(
            owner,
            self._make_bot,
            self.host.settings,
            self.entry.default_bot or self.entry.bot_names[0],
        )
        controller.failed.connect(self._on_computer_failed)
        self._controller = controller
        self._board.follow(controller)
        return controller

    def _on_computer_failed(self, why: Message) -> None:
        self.host.say(render(why), 10000)

    def _say(self, text: str) -> None:
        self.host.say(text, 6000)

    # -- what the shell reads ----------------------------------------------------------------

    def start_problem(self) -> str:
        return self._problem

    def welcome(self, parent: QWidget) -> QWidget:
        label = QLabel(self._problem, parent)
        label.setTextFormat(Qt.TextFormat.PlainText)
        label.setWordWrap(True)
        return label

    def options(self) -> list[GameOption]:
        return []

    @property
    def keys(self) -> list[tuple[str, str]]:
        return [(render(key.say()), render(does.say())) for key, does in self._keys]

    def menus(self) -> list[QMenu]:
        return [self.decks_menu, self.learn_menu]

    def help_actions(self) -> list[QAction]:
        return [self.rules_action]

    def about_text(self) -> str:
        words = self._menu_words
        if words is None:
            return ""
        name, about = render(words.name.say()), render(words.about.say())
        return f"<p><b>{escape(name)}</b></p><p>{escape(about)}</p>"

    def retranslate(self) -> None:
        words = self._menu_words
        if words is not None:
            self.rules_action.setText(render(words.rules.say()))
            self.decks_menu.setTitle(render(words.decks.say()))
            self.deck_builder_action.setText(render(words.deck_builder.say()))
            self.deck_builder_action.setStatusTip(render(words.deck_builder_tip.say()))
            self.learn_menu.setTitle(render(words.learn.say()))
            self.learn_action.setText(render(words.course.say()))
            self.learn_action.setStatusTip(render(words.course_tip.say()))
        if self._board is not None:
            self._board.retranslate()

    # -- the rules reference -----------------------------------------------------------------

    def open_rules(self, anchor: str = "") -> QWidget | None:
        """The rules reference, opened at ``anchor`` (one window at a time); None, with the
        reason in the status bar, when its files are damaged."""
        if self.rules_window is not None:
            self.rules_window.close()
        try:
            window = self._open_reference(self.window, anchor)
        except ValueError as error:  # the kit's ReferenceError: one line naming the file
            self.host.say(str(error), 10000)
            return None
        self.rules_window = window
        show_own_window(window, self._on_rules_closed)
        return window

    def _on_rules_closed(self) -> None:
        self.rules_window = None

    def _prompt_text(self) -> str:
        """The board's prompt now (a refusal's rule, the phase's); "" without a board."""
        return "" if self._board is None else self._board.prompt.text()

    def _on_rules_triggered(self) -> None:
        # F1 opens the rule the board's prompt cites, else the start of the reference.
        self.open_rules(self._anchor_for_citation(self._prompt_text()) or "")

    # -- the deck builder and the course ------------------------------------------------------

    def _show_deck_builder(
        self, make: Callable[[], TomlDeckBuilder], path: Path
    ) -> TomlDeckBuilder | None:
        """The game's deck builder (``make``) on ``path``, a window of its own (one at a time);
        None, the reason in the status bar, when the file is refused."""
        if self.deck_builder is not None:
            self.deck_builder.close()
        builder = make()
        try:
            builder.open_path(path)
        except DeckRefused as refused:
            builder.loader.shutdown()
            builder.deleteLater()
            self.host.say(render(refused.message), 10000)
            return None
        self.deck_builder = builder
        show_own_window(builder, self._on_builder_closed)
        return builder

    def _on_builder_closed(self) -> None:
        self.deck_builder = None

    def _library_dir(self, folder: str) -> Path | None:
        """The game's own folder of decks beside the app's deck library."""
        library = self.host.library_dir
        return None if library is None else library.parent / folder

    def _new_game_with_deck(self) -> None:
        """Play This Deck: the main window comes forward with New Game (the deck offered)."""
        self.window.raise_()
        self.window.activateWindow()
        self.host.show_new_game_dialog()

    def _lesson_progress(self, group: str) -> LessonProgress:
        """The lessons done, kept with the preferences under ``group``."""
        prefs = self.host.preferences
        return LessonProgress(None if prefs is None else prefs.settings, group)

    def _show_course(self, window: QWidget) -> None:
        """The game's course window (one at a time)."""
        if self.course_window is not None:
            self.course_window.close()
        self.course_window = window
        show_own_window(window, self._on_course_closed)

    def _open_course(self, ready: bool, make: Callable[[], Window]) -> Window | None:
        """Learn > Course…: the game's course window ``make`` makes (one at a time); None,
        the game's problem said in the status bar, when it is not ``ready`` (its deck cannot
        be read)."""
        if not ready:
            self.host.say(self._problem, 10000)
            return None
        window = make()
        self._show_course(window)
        return window

    def _on_course_closed(self) -> None:
        self.course_window = None

    # -- files -------------------------------------------------------------------------------

    def snapshot(self, match: Match) -> SaveSnapshot:
        return SaveSnapshot.of(match)

    def offer_resume(
        self,
        autosave: Autosave,
        run: Callable[[QDialog], None] | None,
        on_watch: Callable[[LoadedGame], None],
    ) -> LoadedGame | None:
        try:
            game = autosave.resumable()
        except Exception as error:  # a save from anywhere must never stop the app starting
            self.report_unresumable(autosave, error, run)
            return None
        if game is None:
            return None
        words = self._resume_words
        box = QMessageBox(self.window)
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setWindowTitle(render(words.title.say()))
        box.setText(render(words.kept.say(len(game.actions))))
        resume = box.addButton(render(words.resume.say()), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(render(words.new.say()), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(resume)
        run_dialog(box, run)
        if box.clickedButton() is resume:
            return game
        autosave.clear()
        return None

    def report_unresumable(
        self, autosave: Autosave, error: Exception, run: Callable[[QDialog], None] | None
    ) -> None:
        words = self._resume_words
        kept = autosave.set_aside()
        box = QMessageBox(self.window)
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(render(words.unreadable_title.say()))
        message = getattr(error, "message", None)
        reason = str(error) if message is None else str(message)
        first = reason.splitlines()[0] if reason else type(error).__name__
        text = render(words.unreadable.say(reason=first))
        if kept is not None:
            text += " " + render(words.set_aside.say(path=str(kept)))
        box.setText(text)
        run_dialog(box, run)

    def ask_rules_changed(self, loaded: LoadedGame) -> bool:
        return False

    def rules_changed_note(self, loaded: LoadedGame) -> str | None:
        return None

    # -- replays -----------------------------------------------------------------------------

    def _show_replay(
        self,
        viewer: QWidget,
        continue_requested: SignalInstance,
        on_continue: Callable[[Match], None],
    ) -> None:
        """Show ``viewer`` (one replay window at a time); its Continue plays on from there."""
        if self.replay_viewer is not None:
            self.replay_viewer.close()
        continue_requested.connect(on_continue)
        self.replay_viewer = viewer
        show_own_window(viewer, self._on_replay_closed, self.window.size())

    def _on_replay_closed(self) -> None:
        self.replay_viewer = None

    # -- the board's settings ----------------------------------------------------------------

    def set_animation_ms(self, ms: int) -> None:
        """The board's motions last ``ms`` a movement; 0 (Off) moves nothing."""
        if self._board is not None:
            self._board.set_animation_ms(ms)

    def set_card_scale(self, scale: float) -> None:
        if self._board is not None:
            self._board.set_scales(scale, self.host.settings.text_scale)

    def set_text_scale(self, scale: float) -> None:
        if self._board is not None:
            self._board.set_scales(self.host.settings.card_scale, scale)

    def set_highlight_style(self, style: HighlightStyle) -> None:
        if self._board is not None:
            self._board.set_highlight_style(style)

    def refresh_hints(self) -> None:
        if self._board is not None:
            self._board.hints_shown = self.host.settings.hints
            self._board.refresh()

    @property
    def plays_remote(self) -> bool:
        """A game whose board reads only a ``FollowedTable`` says so (``remote_board``)."""
        return False

    def remote_board(self, parent: QWidget) -> RemoteBoard:
        raise ValueError(f"{self.entry.id}'s board cannot follow a network table")

    def first_start(self) -> None:
        """No course is offered at first start (Audatia's welcome is the app's)."""

    def _own_windows(self) -> list[QWidget | None]:
        """The game's windows open now."""
        return [self.rules_window, self.replay_viewer, self.deck_builder, self.course_window]

    def close(self) -> None:
        for window in self._own_windows():
            if window is not None:
                window.close()
        if self._controller is not None:
            self._controller.close()
