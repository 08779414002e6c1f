"""The main window: the game's board in the middle, the Game and Help menus around it and the
game's own menus between them (Audatia's Decks and Learn).

The window knows no game: it is handed a ``Catalogue`` of the installed games (the starter's
``Catalogue(GAMES)``, or a test's own) and makes each game's ``GamePlugin`` (named by its
``GameEntry.plugin``, ``shell.plugin``), which gives the board, the New Game page, the menus,
the save files and the autosave's resume question. The window's own are the Game menu (New
Game, Rematch, Undo, Redo, Save, Load, the replays, the preferences, Quit), Help's Keyboard and
About, the New Game frame, Settings, the language, and the autosave.

The window ties the session to the table (issue 7) through one ``MatchOwner``, the only writer
of the match: the table plays through it, Undo and Redo (``SessionActions``) rewind through it,
and a new, loaded, resumed or continued game replaces its match. Each change is one notice, and
the window, the menus and the table listen to it: a new match goes on the table; every action,
undo, redo and load is autosaved when the window is given an autosave folder, written off the
GUI thread (``AutosaveWriter``; a failed write is shown in the status bar until one succeeds,
and the last one is flushed on quit); at start the writes killed midway are cleaned up and
``resume_or_start`` offers the unfinished game; loaded and finished games open in the
game's replay viewer, whose "continue from here" comes back to the table; and the player's
preferences (animation speed, the computer's difficulty, the last decks, the window's geometry,
hints) are read and kept when the window is given a ``Preferences``. Without an autosave folder
or preferences (tests, ``--screenshot``, ``--self-test``) nothing is written
outside the game.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from html import escape
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QObject,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QMainWindow,
    QMessageBox,
    QWidget,
)

from audatia_qt.engine.catalogue import Catalogue, GameEntry
from audatia_qt.engine.messages import Message
from audatia_qt.engine.session.autosave import Autosave, AutosaveReport, AutosaveWriter
from audatia_qt.engine.session.match import Match
from audatia_qt.engine.session.owner import Change, ChangeKind, MatchOwner, Replacement
from audatia_qt.engine.session.replay import Replay
from audatia_qt.engine.session.strict import printable
from audatia_qt.shell import plain
from audatia_qt.shell.animation import (
    ANIMATION_CHOICES,
    animation_label,
    animation_ms,
    animation_speed,
)
from audatia_qt.shell.board_settings import BoardSettings
from audatia_qt.shell.highlights import HighlightStyle
from audatia_qt.shell.i18n.language import (
    CatalogError,
    Language,
    UnknownLanguageError,
)
from audatia_qt.shell.i18n.render import render
from audatia_qt.shell.network.play import NetworkGame, NetworkPlay
from audatia_qt.shell.new_game_frame import GameOffer, NewGameFrame
from audatia_qt.shell.plugin import (
    GameController,
    GameOption,
    GamePlugin,
    Loaded,
    Setup,
    plugin_factory,
)
from audatia_qt.shell.preferences import COMPUTER_PACES, Preferences, pace_label
from audatia_qt.shell.replace_question import ReplaceAnswer, ReplaceQuestion, would_lose
from audatia_qt.shell.session_actions import SessionActions
from audatia_qt.shell.settings_dialog import SettingsDialog

__all__ = ["ANIMATION_CHOICES", "MainWindow", "animation_label", "animation_ms"]

WINDOW_TITLE = "Audatia"
DEFAULT_SIZE = (1280, 800)
MINIMUM_SIZE = (1024, 640)
#: How long quitting waits for the last autosave to land.
AUTOSAVE_FLUSH_SECONDS = 10.0
#: The interpreter's thread switch interval in the app's process (``sys.setswitchinterval``,
#: set by ``audatia_qt.__main__``): the GUI thread shares Python with the computer's search
#: and the autosave writer, and waits up to this long for it at every Python slot and paint
#: while they run; Python's default is 5 ms, which let one repaint wait 100 ms and more.
GUI_SWITCH_INTERVAL = 0.001


class _AutosaveReports(QObject):
    """Carries the autosave worker's reports to the GUI thread (a queued signal)."""

    arrived = Signal(object)


class MainWindow(QMainWindow):
    """The application window: a game's board, and the Game, the game's and Help menus."""

    autosaved = Signal(int)
    """The autosave now holds the game with this many actions (written, or cleared at the end)."""
    preferences_changed = Signal()
    """A preference was changed (from the Game menu or Settings): the Settings dialog follows."""

    def __init__(
        self,
        parent: QWidget | None = None,
        *,
        catalogue: Catalogue,
        cache_dir: Path | None = None,
        settings: BoardSettings | None = None,
        start_game: bool = True,
        autosave_dir: Path | None = None,
        preferences: Preferences | None = None,
        library_dir: Path | None = None,
        language: Language | None = None,
        tables_dir: Path | None = None,
    ) -> None:
        super().__init__(parent)
        #: The language the app speaks: the starter's (``audatia_qt.__main__``), switched by
        #: the settings; the windows this one opens (the deck builder, the course) share it.
        app = QCoreApplication.instance()
        assert app is not None  # a window needs its application
        self.language = language or Language(app)
        self.setWindowTitle(WINDOW_TITLE)
        self.setMinimumSize(*MINIMUM_SIZE)
        self.resize(*DEFAULT_SIZE)
        #: Where the games keep what they draw, and the player's own files (their plugins'
        #: ``GameHost.cache_dir`` and ``library_dir``).
        self.cache_dir = cache_dir
        self.library_dir = library_dir
        self._new_game_dialog: NewGameFrame | None = None
        #: The question asked before a new game replaces an unfinished one, while it is open.
        self.replace_question: ReplaceQuestion | None = None
        #: The game last saved to a file, as it was then (weakly: it may be long gone).
        self._last_saved: tuple[weakref.ref[Match], tuple[Any, ...]] | None = None
        #: The installed games with windows, and each one's plugin for this window.
        self.catalogue = catalogue
        self.autosave = Autosave(autosave_dir, self.catalogue) if autosave_dir is not None else None
        self.autosave_writer: AutosaveWriter | None = None
        #: The game's snapshot of the match waiting for the writer (``GamePlugin.snapshot``).
        self._autosave_pending: Any = None
        self._autosave_timer = QTimer(self)
        self._autosave_timer.setSingleShot(True)
        self._autosave_timer.setInterval(0)
        self._autosave_timer.timeout.connect(self._submit_autosave)
        # Permanent, so a menu's status tip passing over it cannot wipe the warning.
        self.autosave_warning = plain.plain_label()  # its error may quote a path
        self._autosave_error: Message | str | None = None
        self.autosave_warning.setObjectName("autosaveWarning")
        self.autosave_warning.hide()
        self.statusBar().addPermanentWidget(self.autosave_warning)
        if self.autosave is not None:
            # At start, before this window writes anything: temporary files of killed writes.
            self.autosave.remove_abandoned_temps()
            reports = _AutosaveReports(self)
            reports.arrived.connect(self._on_autosave_report)
            self.autosave_writer = AutosaveWriter(self.autosave, reports.arrived.emit)
        self.preferences = preferences
        self.settings = settings or BoardSettings()
        if preferences is not None:
            self.settings.animation_ms = animation_ms(preferences.animation_speed)
            pace = preferences.computer_pace_ms
            if pace is not None:
                self.settings.ai_delay_ms = pace
            self.settings.hints = preferences.hints_enabled
            self.settings.explain_moves = preferences.explain_moves
            self.settings.coaching = preferences.coaching_aids
            self.settings.card_scale = preferences.card_scale
            self.settings.text_scale = preferences.text_scale
            self.settings.highlight_style = preferences.highlight_style
            preferences.restore_geometry(self)
        self.settings_dialog: SettingsDialog | None = None
        self.entries: list[GameEntry] = [e for e in self.catalogue if e.plugin is not None]
        if not self.entries:
            raise ValueError("no installed game has windows to play it in")
        self.games: list[GamePlugin] = [
            plugin_factory(entry)(self, self, entry) for entry in self.entries
        ]
        #: The game on the board (the first installed until New Game deals another).
        self.game: GamePlugin = self.games[0]
        board = self.game.board
        self.setCentralWidget(board if board is not None else self.game.welcome(self))
        #: The one writer of the game's match; the window hears each change first (the
        #: autosave before anything else), then the menus, then the board.
        self.owner = MatchOwner(self.entries[0].game)
        self.owner.subscribe(self._on_match_changed)
        #: What the next replacement of the match is dealt from (``play_match``), for the board.
        self._dealt_from: Setup | None = None
        #: The board's game of the match last put there (``GamePlugin.play``).
        self._played: GameController | None = None
        self.session = SessionActions(self.owner, self, saves=self.game.save_format)
        self.session.load_formats = lambda: [
            game.save_format for game in self.games if game.board is not None
        ]
        self.session.game_loaded.connect(self._on_game_loaded)
        self.session.replay_opened.connect(self._on_replay_opened)
        self.session.game_saved.connect(self._on_game_saved)
        #: Host and Join Network Game, and their windows (``tables_dir``: where the tables this
        #: app hosts keep their games; None offers no hosting).
        self.network = NetworkPlay(
            self,
            [NetworkGame(e, g) for e, g in zip(self.entries, self.games, strict=True)],
            lambda: self.settings,
            tables_dir,
        )

        self._build_game_menu()
        self._add_game_menus()
        self._build_help_menu()
        self._show_game_menus()
        self.retranslate()

        problem = self.game.start_problem()
        if self.table is None:
            self.statusBar().showMessage(problem)
        elif problem:
            self.statusBar().showMessage(problem, 8000)
        if self.table is not None and start_game:
            self.start_game(self.default_choice())

    # -- menus ----------------------------------------------------------------------------

    def _build_game_menu(self) -> None:
        """Game: New Game, Rematch; Undo, Redo; Save, Load, the replays; the table's speeds
        and hints; Quit. (Their texts are set by ``retranslate``.)"""
        self.new_game_action = QAction(self)
        self.new_game_action.setShortcut(QKeySequence("Ctrl+N"))
        self.new_game_action.setEnabled(self.table is not None)
        self.new_game_action.triggered.connect(self.show_new_game_dialog)

        self.rematch_action = QAction(self)
        self.rematch_action.setShortcut(QKeySequence("Ctrl+R"))
        self.rematch_action.setEnabled(self.table is not None)
        self.rematch_action.triggered.connect(self.rematch)

        self.open_replay_action = self.session.open_replay
        self.open_replay_action.setEnabled(self.table is not None)
        self.session.load.setEnabled(self.table is not None)
        self.replay_game_action = QAction(self)
        self.replay_game_action.setEnabled(self.table is not None)
        self.replay_game_action.triggered.connect(self.watch_replay)

        self.hints_action = QAction(self, checkable=True)
        self.hints_action.setChecked(self.settings.hints)
        self.hints_action.toggled.connect(self.set_hints)

        self.explain_action = QAction(self, checkable=True)
        self.explain_action.setChecked(self.settings.explain_moves)
        self.explain_action.toggled.connect(self.set_explain_moves)

        self.settings_action = QAction(self)
        self.settings_action.setShortcut(QKeySequence("Ctrl+,"))
        # On macOS the item moves to the application menu as Preferences.
        self.settings_action.setMenuRole(QAction.MenuRole.PreferencesRole)
        self.settings_action.triggered.connect(self.show_settings_dialog)

        self.quit_action = QAction(self)
        self.quit_action.setShortcut(QKeySequence("Ctrl+Q"))
        self.quit_action.setMenuRole(QAction.MenuRole.QuitRole)
        self.quit_action.triggered.connect(self.close)

        self.game_menu = self.menuBar().addMenu("")
        self.game_menu.addAction(self.new_game_action)
        self.game_menu.addAction(self.rematch_action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.network.host_action)
        self.game_menu.addAction(self.network.join_action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.session.undo)
        self.game_menu.addAction(self.session.redo)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.session.save)
        self.game_menu.addAction(self.session.load)
        self.game_menu.addAction(self.open_replay_action)
        self.game_menu.addAction(self.replay_game_action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.settings_action)
        self.animation_menu = self.game_menu.addMenu("")
        group = QActionGroup(self)
        self.animation_actions: dict[float, QAction] = {}
        for _label, speed in ANIMATION_CHOICES:
            action = QAction(self, checkable=True)
            action.setChecked(speed == self.animation)
            action.triggered.connect(lambda _=False, speed=speed: self.set_animation_speed(speed))
            group.addAction(action)
            self.animation_menu.addAction(action)
            self.animation_actions[speed] = action
        self.pace_menu = self.game_menu.addMenu("")
        pace_group = QActionGroup(self)
        self.pace_actions: dict[int, QAction] = {}
        for _label, ms in COMPUTER_PACES:
            action = QAction(self, checkable=True)
            action.setChecked(ms == self.settings.ai_delay_ms)
            action.triggered.connect(lambda _=False, ms=ms: self.set_computer_pace(ms))
            pace_group.addAction(action)
            self.pace_menu.addAction(action)
            self.pace_actions[ms] = action
        self.game_menu.addAction(self.hints_action)
        self.game_menu.addAction(self.explain_action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.quit_action)

    def retranslate(self) -> None:
        """Every text of the window's menus and actions, in the language the app speaks: called
        once they are built and again on every ``LanguageChange`` (the settings' Language)."""
        self.game_menu.setTitle(self.tr("&Game"))
        self.network.retranslate()
        self.new_game_action.setText(self.tr("&New Game\u2026"))
        self.new_game_action.setStatusTip(
            self.tr("Choose decks, players and a seed, and start a game")
        )
        self.rematch_action.setText(self.tr("&Rematch"))
        self.rematch_action.setStatusTip(self.tr("The same decks and players, a new deal"))
        self.replay_game_action.setText(self.tr("Replay This &Game"))
        self.replay_game_action.setStatusTip(
            self.tr("Step through the game on the table, move by move")
        )
        self.hints_action.setText(self.tr("Show &Hints"))
        self.hints_action.setStatusTip(self.tr("Coach the player: how to play a glowing card"))
        self.explain_action.setText(self.tr("&Explain Computer Moves"))
        self.explain_action.setStatusTip(
            self.tr("After each computer move, say in the log why it chose it")
        )
        self.settings_action.setText(self.tr("Se&ttings\u2026"))
        self.settings_action.setStatusTip(
            self.tr(
                "Pace, animations, hints, the Break rule, card and text size, highlights, language"
            )
        )
        self.quit_action.setText(self.tr("&Quit"))
        self.quit_action.setStatusTip(self.tr("Close Audatia Qt"))
        self.animation_menu.setTitle(self.tr("&Animations"))
        for label, speed in ANIMATION_CHOICES:
            self.animation_actions[speed].setText(animation_label(label))
        self.pace_menu.setTitle(self.tr("Computer &pace"))
        for label, ms in COMPUTER_PACES:
            self.pace_actions[ms].setText(pace_label(label))
        self.session.retranslate()
        for game in self.games:
            game.retranslate()

        self.help_menu.setTitle(self.tr("&Help"))
        self._name_about()
        self.about_action.setStatusTip(self.tr("Version and credits"))
        self.keys_action.setText(self.tr("&Keyboard"))
        self.keys_action.setStatusTip(self.tr("Every key of the table and the menus' shortcuts"))
        self._say_autosave_error()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def set_language(self, code: str) -> bool:
        """Settings > Language: speak ``code`` from now on (every open window retranslates
        itself on the ``LanguageChange`` Qt sends) and remember it. A catalog that cannot be
        loaded is said in one line, and the language stays as it was; False then."""
        try:
            self.language.switch(code)
        except (CatalogError, UnknownLanguageError) as error:
            self.statusBar().showMessage(
                self.tr("The language could not be changed: {error}").format(
                    error=render(error.message)
                ),
                8000,
            )
            self.preferences_changed.emit()
            return False
        if self.preferences is not None:
            self.preferences.language = code
        self.preferences_changed.emit()
        return True

    def _add_game_menus(self) -> None:
        """Each game's menus after Game (only the game on the board's are shown)."""
        for game in self.games:
            for menu in game.menus():
                self.menuBar().addMenu(menu)

    def _show_game_menus(self) -> None:
        """Show the menus and Help items of the game on the board, hide the others'."""
        for game in self.games:
            shown = game is self.game
            for menu in game.menus():
                menu.menuAction().setVisible(shown)
            for action in game.help_actions():
                action.setVisible(shown)

    def _build_help_menu(self) -> None:
        """Help: the game's items (Audatia's Rules, F1), Keyboard, About."""
        self.about_action = QAction(self)
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)
        self.about_action.triggered.connect(self._on_about_triggered)
        self.keys_action = QAction(self)
        self.keys_action.triggered.connect(self.show_keys)
        self.help_menu = self.menuBar().addMenu("")
        for game in self.games:
            self.help_menu.addActions(game.help_actions())
        self.help_menu.addAction(self.keys_action)
        self.help_menu.addAction(self.about_action)

    def keys_text(self) -> str:
        """Help > Keyboard: the board's keys, then every menu item that has a shortcut."""
        rows = list(self.game.keys)
        for menu in (self.game_menu, *self.game.menus(), self.help_menu):
            for action in menu.actions():
                if not action.isVisible():
                    continue
                shortcut = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
                if shortcut:
                    name = action.text().replace("&", "").rstrip("\u2026")
                    title = menu.title().replace("&", "")
                    rows.append((shortcut, f"{title} \u25b8 {name}"))
        cells = "".join(
            f"<tr><td><b>{escape(keys)}</b></td><td>{escape(what)}</td></tr>" for keys, what in rows
        )
        return (
            self.tr("<p>Every decision can be made from the keyboard. On the table:</p>")
            + f"<table cellspacing='0' cellpadding='4'>{cells}</table>"
        )

    def show_keys(self) -> QMessageBox:
        """Help > Keyboard: the keys, in a non-blocking box."""
        box = QMessageBox(self)
        box.setWindowTitle(self.tr("Keyboard"))
        box.setTextFormat(Qt.TextFormat.RichText)
        box.setText(self.keys_text())
        box.setStandardButtons(QMessageBox.StandardButton.Close)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()
        return box

    # -- games ----------------------------------------------------------------------------

    @property
    def table(self) -> QWidget | None:
        """The board of the game on show; None when no game can be dealt."""
        return self.game.board

    @property
    def controller(self) -> GameController | None:
        """The game on the board."""
        return self.game.controller

    @property
    def choice(self) -> Setup | None:
        """What New Game and Rematch start from: the game on the board's setup."""
        return self.game.choice

    @property
    def replay_viewer(self) -> QWidget | None:
        """The game's replay window open now."""
        return self.game.replay_viewer

    def say(self, text: str, ms: int = 0) -> None:
        """A line in the status bar, for ``ms`` milliseconds (0: until the next)."""
        self.statusBar().showMessage(text, ms)

    def _current_match(self) -> Match | None:
        return self.owner.current

    def default_choice(self) -> Setup:
        """The game to deal when there is no other: the last one chosen, as kept."""
        return self.game.default_setup()

    def start_game(self, choice: Setup) -> GameController:
        """Deal a new game and put it on the board."""
        controller = self.play_match(self.game.new_match(choice), choice, Replacement.NEW)
        self.statusBar().showMessage(self.game.started_note(choice), 6000)
        return controller

    def play_match(
        self,
        match: Match,
        choice: Setup | None = None,
        replacement: Replacement = Replacement.NEW,
    ) -> GameController:
        """Make ``match`` (new, loaded, resumed or continued: ``replacement``) the game, which
        the owner's notice puts on the board; ``choice`` is what a New Game or Rematch starts
        from next (found from the match when None)."""
        self._dealt_from = choice
        self.owner.replace(match, replacement)
        assert self._played is not None  # put on the board by _on_match_changed
        return self._played

    def _on_match_changed(self, change: Change) -> None:
        """Every change of the match, in one place: another match goes on the board, and the
        change is autosaved, except a new deal or the resumed autosave (which hold nothing
        the autosave does not). The menus and the board hear the change themselves."""
        if change.kind is ChangeKind.REPLACED:
            self._played = self.game.play(self.owner, self._dealt_from)
            self._dealt_from = None
        if change.replacement not in (Replacement.NEW, Replacement.RESUMED):
            self._autosave()

    def resume_or_start(
        self, *, run: Callable[[QDialog], None] | None = None
    ) -> GameController | None:
        """At start: offer the autosaved unfinished game and put it on the board, or deal the
        usual first game. ``run`` shows the question modally (tests answer it instead)."""
        if self.table is None:
            return None
        if self.autosave is not None:
            # The unfinished game is offered by its own game's windows.
            held = self._plugin_for(self.autosave.held_game())
            if held is not None:
                self._show_game(held)
            # An autosave of other rules may be watched as a replay instead, over the usual game.
            watched: list[Loaded] = []
            game = self.game.offer_resume(self.autosave, run, watched.append)
            if watched:
                controller = self.start_game(self.default_choice())
                self._on_replay_opened(watched[0])
                return controller
            if game is not None:
                try:
                    controller = self.play_match(game.match(), replacement=Replacement.RESUMED)
                except Exception as error:  # whatever the autosave holds, the app starts
                    self.game.report_unresumable(self.autosave, error, run)
                    return self.start_game(self.default_choice())
                self.statusBar().showMessage(
                    self.tr(
                        "Resumed the unfinished game: %n move(s) played", "", len(game.actions)
                    ),
                    6000,
                )
                return controller
        controller = self.start_game(self.default_choice())
        if self.preferences is not None:  # a first start: the game's welcome (once)
            self.game.first_start()
        return controller

    def show_new_game_dialog(self) -> NewGameFrame | None:
        """Open the New Game frame (window-modal, not blocking) on the installed games' pages,
        the game on the board's first; Start deals the game its page describes."""
        if self.table is None:
            return None
        playable = [
            (entry, game)
            for entry, game in zip(self.entries, self.games, strict=True)
            if game.board is not None
        ]
        offers = [
            GameOffer(render(entry.title.say()), game.new_game_page()) for entry, game in playable
        ]
        current = next(i for i, (_entry, game) in enumerate(playable) if game is self.game)
        dialog = NewGameFrame(offers, self, current=current)
        dialog.accepted.connect(
            lambda: self._on_new_game_accepted(playable[dialog.chosen][1], dialog.setup())
        )
        dialog.finished.connect(self._on_new_game_dialog_finished)
        self._new_game_dialog = dialog
        dialog.open()
        return dialog

    def _on_new_game_accepted(self, game: GamePlugin, choice: Setup) -> None:
        self._replace_game(lambda: self._start_chosen_game(game, choice))

    def _start_chosen_game(self, game: GamePlugin, choice: Setup) -> None:
        self._show_game(game)
        game.remember(choice)
        self.start_game(choice)

    def _show_game(self, game: GamePlugin) -> None:
        """Put ``game``'s board in the middle, its menus around it and its save files in
        Save and Load (New Game chose another game than the one on the board)."""
        if game is self.game:
            return
        shown = self.takeCentralWidget()  # kept: the other game's board lives on, hidden
        if shown is not None:
            shown.hide()
        self.game = game
        board = game.board
        assert board is not None  # New Game offers the games that can be dealt only
        self.setCentralWidget(board)
        board.show()
        self.session.saves = game.save_format
        self._show_game_menus()
        self._name_about()
        self.session.refresh()

    def _replace_game(self, deal: Callable[[], object]) -> None:
        """``deal`` a new game, after asking (``ReplaceQuestion``, window-modal, not blocking)
        when the game on the table is unfinished and would be lost; at once otherwise."""
        match = self._current_match()
        if not would_lose(match) or self._saved_as_is(match):
            deal()
            return
        if self.replace_question is not None:  # asked already: the first question stands
            return
        question = ReplaceQuestion(self)
        question.finished.connect(lambda _result: self._on_replace_answered(question, deal))
        self.replace_question = question
        question.open()

    def _saved_as_is(self, match: Match | None) -> bool:
        """``match`` is the game last saved to a file, with no move played or taken back
        since: replacing it loses nothing."""
        if match is None or self._last_saved is None:
            return False
        saved, actions = self._last_saved
        return saved() is match and match.actions == actions

    def _on_replace_answered(self, question: ReplaceQuestion, deal: Callable[[], object]) -> None:
        self.replace_question = None
        question.deleteLater()
        answer = question.answer
        # Save… deals only once the game is in a file (a cancelled or failed save keeps it).
        if answer is ReplaceAnswer.DISCARD or (
            answer is ReplaceAnswer.SAVE and self.session.save_match()
        ):
            deal()

    def _on_new_game_dialog_finished(self, _result: int) -> None:
        # Deleted, not only hidden: a window that deals many games keeps none of their dialogs.
        if self._new_game_dialog is not None:
            self._new_game_dialog.deleteLater()
        self._new_game_dialog = None

    def rematch(self) -> None:
        """The same players again (Audatia: the same decks), with a new deal."""
        if self.table is None:
            return
        choice = self.game.rematch_setup()
        self._replace_game(lambda: self.start_game(choice))

    # -- the session: autosave, undo and redo, load, replays -------------------------------

    def _autosave(self) -> None:
        """Keep the match in the autosave (issue 7: after every action, undo, redo and load).

        Only an immutable snapshot is taken here. It is handed to the worker once the event
        loop is back (the move shown and painted first: the worker's Python would otherwise
        share the interpreter with the table's busiest moment); the worker serialises and
        writes it, and its report (``_on_autosave_report``) comes back to this thread."""
        match = self._current_match()
        if self.autosave_writer is None or match is None:
            return
        self._autosave_pending = self.game.snapshot(match)
        self._autosave_timer.start()

    def _submit_autosave(self) -> None:
        snapshot, self._autosave_pending = self._autosave_pending, None
        if snapshot is not None and self.autosave_writer is not None:
            self.autosave_writer.submit(snapshot)

    def _on_autosave_report(self, report: AutosaveReport) -> None:
        """A background write landed (``autosaved``) or failed (said until one succeeds)."""
        self._autosave_error = report.error
        self._say_autosave_error()
        if report.error is None:
            self.autosaved.emit(report.actions)

    def _say_autosave_error(self) -> None:
        """The status bar's word on the last autosave that failed, in the language spoken now
        (said again when the language changes); hidden once a write lands."""
        if self._autosave_error is None:
            self.autosave_warning.hide()
            self.autosave_warning.clear()
            return
        error = printable(render(self._autosave_error))
        text = self.tr("Autosave failed: {error}").format(error=error)
        self.autosave_warning.setText(text)
        self.autosave_warning.setToolTip(plain.plain_tip(text))
        self.autosave_warning.show()

    def flush_autosave(self, timeout: float = AUTOSAVE_FLUSH_SECONDS) -> bool:
        """Wait until every autosave asked for has landed, and take in the reports; False if
        the writer is still busy after ``timeout`` seconds."""
        if self.autosave_writer is None:
            return True
        self._autosave_timer.stop()
        self._submit_autosave()
        done = self.autosave_writer.flush(timeout)
        QCoreApplication.sendPostedEvents(self, QEvent.Type.MetaCall)
        return done

    def _plugin_for(self, game_id: str | None) -> GamePlugin | None:
        """The windows of the installed game ``game_id`` that can be dealt, or None."""
        for entry, game in zip(self.entries, self.games, strict=True):
            if entry.id == game_id and game.board is not None:
                return game
        return None

    def _show_game_of(self, loaded: Loaded) -> None:
        """A save read back goes to its own game's windows: its board, menus and files."""
        entry = loaded.setup.entry
        game = self._plugin_for(None if entry is None else entry.id)
        if game is not None:
            self._show_game(game)

    def _on_game_loaded(self, game: Loaded) -> None:
        if self.table is None:
            return
        self._show_game_of(game)
        # Played by other rules and cut short: the game asks to go on or to watch it.
        if self.game.ask_rules_changed(game):
            self._on_replay_opened(game)
            return
        match = game.match()
        self.play_match(match, replacement=Replacement.LOADED)
        if match.outcome():
            text = self.tr(
                "Loaded a game of %n move(s) (the game is over: Replay This Game steps through it)",
                "",
                len(game.actions),
            )
        else:
            text = self.tr("Loaded a game of %n move(s)", "", len(game.actions))
        self.statusBar().showMessage(text, 8000)

    def _on_game_saved(self, path: Path) -> None:
        match = self._current_match()
        if match is not None:
            self._last_saved = (weakref.ref(match), match.actions)
        self.statusBar().showMessage(self.tr("Saved {file}").format(file=path.name), 6000)

    def _on_replay_opened(self, game: Loaded) -> None:
        self._show_game_of(game)
        note = self.game.rules_changed_note(game)
        if note is not None:  # the replay ends at the last legal move: say why
            self.statusBar().showMessage(note, 20000)
        try:
            self.open_replay(Replay.of_saved(game))
        except Exception as error:  # a save from anywhere gives a line, never a traceback
            plain.warn(
                self,
                self.tr("Cannot open the replay"),
                self.tr("The replay could not be shown ({error}).").format(
                    error=type(error).__name__
                ),
            )

    def watch_replay(self) -> QWidget | None:
        """Step through the game on the board in the game's replay viewer."""
        match = self._current_match()
        if match is None:
            return None
        return self.open_replay(Replay.of_match(match))

    def open_replay(self, replay: Replay) -> QWidget:
        """Show ``replay`` in the game's replay window (one at a time; the game here is
        untouched until "Continue from here")."""
        return self.game.open_replay(replay, self._on_continue_requested)

    def _on_continue_requested(self, match: Match) -> None:
        """The replay's Continue from here: its position becomes the game on the table."""
        if self.table is None:
            return
        if self.replay_viewer is not None:
            self.replay_viewer.close()
        self.play_match(match, replacement=Replacement.CONTINUED)
        self.statusBar().showMessage(
            self.tr("Continuing after move {number}").format(number=len(match.actions)), 6000
        )

    # -- the table's settings -----------------------------------------------------------------

    # -- preferences (the Game menu and Settings) -----------------------------------------

    @property
    def animation(self) -> float:
        """The animation speed on the table (``ANIMATION_CHOICES``), read from its duration."""
        return animation_speed(self.settings.animation_ms)

    def show_settings_dialog(self) -> SettingsDialog:
        """Game > Settings: the preferences in one non-modal dialog (one at a time)."""
        if self.settings_dialog is None:
            self.settings_dialog = SettingsDialog(self, self)
        self.settings_dialog.refresh()
        self.settings_dialog.show()
        self.settings_dialog.raise_()
        self.settings_dialog.activateWindow()
        return self.settings_dialog

    def set_animation_speed(self, speed: float) -> None:
        """The Animations menu: apply ``speed`` and remember it."""
        self.set_animation_ms(animation_ms(speed))
        action = self.animation_actions.get(speed)
        if action is not None and not action.isChecked():
            action.setChecked(True)
        if self.preferences is not None:
            self.preferences.animation_speed = speed
        self.preferences_changed.emit()

    def set_animation_ms(self, ms: int) -> None:
        for game in self.games:
            game.set_animation_ms(ms)

    def set_computer_pace(self, ms: int) -> None:
        """Computer pace: the pause before each computer move; remembered."""
        self.settings.ai_delay_ms = ms
        action = self.pace_actions.get(ms)
        if action is not None and not action.isChecked():
            action.setChecked(True)
        if self.preferences is not None:
            self.preferences.computer_pace_ms = ms
        self.preferences_changed.emit()

    def set_hints(self, enabled: bool) -> None:
        """Show Hints: coach the player or not; remembered."""
        self.settings.hints = enabled
        if self.hints_action.isChecked() != enabled:
            self.hints_action.setChecked(enabled)
        if self.preferences is not None:
            self.preferences.hints_enabled = enabled
        for game in self.games:
            game.refresh_hints()
        self.preferences_changed.emit()

    def set_coaching(self, enabled: bool) -> None:
        """Coaching aids (the Hint's win chance, the replay's graph): on or off; kept, and the
        open tables show it at once."""
        self.settings.coaching = enabled
        if self.preferences is not None:
            self.preferences.coaching_aids = enabled
        for game in self.games:
            game.refresh_hints()
        self.preferences_changed.emit()

    def set_explain_moves(self, enabled: bool) -> None:
        """Explain Computer Moves: a "Why:" line in the log after each computer move; kept."""
        self.settings.explain_moves = enabled
        if self.explain_action.isChecked() != enabled:
            self.explain_action.setChecked(enabled)
        if self.preferences is not None:
            self.preferences.explain_moves = enabled
        self.preferences_changed.emit()

    def game_options(self) -> list[GameOption]:
        """The games' own on/off preferences, for Settings (Audatia's Break rule)."""
        return [option for game in self.games for option in game.options()]

    def set_card_scale(self, scale: float) -> None:
        """Card size: the hand's cards against the size that fits the window; remembered."""
        self.settings.card_scale = scale
        for game in self.games:
            game.set_card_scale(scale)
        if self.preferences is not None:
            self.preferences.card_scale = scale
        self.preferences_changed.emit()

    def set_text_scale(self, scale: float) -> None:
        """Text size: the prompt, the buttons, the log and the table's captions; remembered."""
        self.settings.text_scale = scale
        for game in self.games:
            game.set_text_scale(scale)
        if self.preferences is not None:
            self.preferences.text_scale = scale
        self.preferences_changed.emit()

    def set_highlight_style(self, style: HighlightStyle) -> None:
        """Highlights: standard, colour-blind-safe or high contrast; remembered."""
        self.settings.highlight_style = style
        for game in self.games:
            game.set_highlight_style(style)
        if self.preferences is not None:
            self.preferences.highlight_style = style
        self.preferences_changed.emit()

    def closeEvent(self, event: QCloseEvent) -> None:
        # The last move's autosave lands before the app goes, and its writer's thread ends.
        self.flush_autosave()
        if self.autosave_writer is not None:
            self.autosave_writer.close(AUTOSAVE_FLUSH_SECONDS)
        if self.preferences is not None:
            self.preferences.save_geometry(self)
            self.preferences.sync()
        self.network.close()
        for game in self.games:
            game.close()
        super().closeEvent(event)

    def _on_about_triggered(self) -> None:
        title = self.tr("About {game}").format(game=self._game_title())
        QMessageBox.about(self, title, self.game.about_text())

    def _name_about(self) -> None:
        """Help > About names the game on the board (its entry's title), not the app."""
        self.about_action.setText(self.tr("&About {game}").format(game=self._game_title()))

    def _game_title(self) -> str:
        """The title of the game on the board, from its entry, in the app's language."""
        entry = self.entries[self.games.index(self.game)]
        return render(entry.title.say())
