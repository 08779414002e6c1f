"""Audatia's windows, as the shell hosts them: ``AudatiaPlugin`` (``shell.plugin.GamePlugin``).

The shell knows no game: its catalogue entry (``games/audatia/entry.py``) names this module's
``AudatiaPlugin``, which the main window makes for itself. It holds what is Audatia's in the
window: the decks (bundled and the player's library) and the card faces, the table, the New
Game page, the Decks and Learn menus and Help's Rules (F1), the course and its lessons, the
rules reference, the replay viewer, the ``.audatia`` save files, and the autosave's resume
question with its position picture.

Its texts keep the translation contexts they had in the window ("MainWindow", "SessionActions")
so the catalogs keep their translations.
"""

from __future__ import annotations

import contextlib
import io
from collections.abc import Callable
from dataclasses import replace
from html import escape
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QStandardPaths, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDialog, QFileDialog, QMainWindow, QMenu, QMessageBox, QWidget

from audatia_qt import __version__
from audatia_qt.engine.catalogue import Catalogue, GameEntry
from audatia_qt.engine.messages import translate
from audatia_qt.engine.resources import bundled_deck_paths, decks_dir
from audatia_qt.engine.safe_io import printable as one_line
from audatia_qt.engine.session.autosave import Autosave
from audatia_qt.engine.session.match import Match, MatchSetup, SeatKind
from audatia_qt.engine.session.owner import MatchOwner
from audatia_qt.engine.session.replay import Replay
from audatia_qt.games.audatia.board.bot_runner import default_bot_factory, hint_search
from audatia_qt.games.audatia.board.controller import TableController
from audatia_qt.games.audatia.board.widget import KEYS as TABLE_KEYS
from audatia_qt.games.audatia.board.widget import TableWidget, keyboard_text
from audatia_qt.games.audatia.deck_builder.app import open_deck_builder
from audatia_qt.games.audatia.deck_builder.window import deck_error_text
from audatia_qt.games.audatia.decks.check import run_check
from audatia_qt.games.audatia.decks.library import DeckLibrary
from audatia_qt.games.audatia.decks.load import MAX_LINE, DeckError, load_deck
from audatia_qt.games.audatia.decks.words import DeckWords
from audatia_qt.games.audatia.entry import AUDATIA
from audatia_qt.games.audatia.lessons import LessonError, read_lesson_file
from audatia_qt.games.audatia.narrator.explain import why_illegal
from audatia_qt.games.audatia.reference import ReferenceError
from audatia_qt.games.audatia.render import CardRenderer, FaceCache, default_cache_dir
from audatia_qt.games.audatia.rules import GameConfig
from audatia_qt.games.audatia.rules.cards import DeckDef
from audatia_qt.games.audatia.saves.savefile import (
    SUFFIX,
    LoadedGame,
    SaveSnapshot,
)
from audatia_qt.games.audatia.screens.lessons import (
    CourseOffer,
    CourseWindow,
    LessonProgress,
    course_window_for,
    offer_course,
)
from audatia_qt.games.audatia.screens.new_game import (
    DeckChoice,
    NewGameChoice,
    UnplayableDeck,
    default_choice,
    new_game_page,
    random_seed,
)
from audatia_qt.games.audatia.screens.replay_viewer import ReplayViewer
from audatia_qt.games.audatia.screens.resume import offer_resume, report_unresumable
from audatia_qt.games.audatia.screens.rules_changed import RulesChangedPrompt, rules_changed_text
from audatia_qt.games.audatia.screens.rules_reference import RulesReference, open_rules_reference
from audatia_qt.games.audatia.screens.welcome import WelcomePanel
from audatia_qt.shell import plain
from audatia_qt.shell.game_windows import show_own_window
from audatia_qt.shell.highlights import HighlightStyle
from audatia_qt.shell.i18n.faces import CatalogFaceWords
from audatia_qt.shell.i18n.language import current_language
from audatia_qt.shell.i18n.render import render
from audatia_qt.shell.plugin import (
    GameHost,
    GameOption,
    NewGamePage,
    PluginFactory,
    RemoteBoard,
    SaveFormat,
    engine_save_format,
)

# A longer deck report goes under "Show Details" so the box stays on screen.
_REPORT_LINES_SHOWN = 20


def about_text() -> str:
    """Return the rich text of the About Audatia box: version, what the game is, credits."""
    return QCoreApplication.translate(
        "MainWindow",
        "<h3>Audatia Qt {version}</h3>"
        "<p><b>Audatia</b> is Guy Windsor's two-player card game of medieval longsword "
        "fencing, based on Fiore dei Liberi's <i>Il Fior di Battaglia</i> (c. 1410).</p>"
        "<p>Game by Guy Windsor.<br>"
        "Lead game designer: Samuli Raninen.<br>"
        "Art and graphic design: Jussi Alarauhio.<br>"
        "Published by TK Creations / Games and Tales Oy.</p>"
        "<p>Audatia Qt is an unofficial fan implementation.</p>",
    ).format(version=escape(__version__))


def check_bundled_decks() -> tuple[int, str]:
    """Run the deck checker over the bundled decks; return its exit code and its report."""
    paths = bundled_deck_paths()
    if not paths:
        return 1, QCoreApplication.translate(
            "MainWindow", "No deck files (*.toml) were found in {folder}."
        ).format(folder=decks_dir())
    out = io.StringIO()
    code = run_check([str(path) for path in paths], out, render)
    return code, out.getvalue().strip()


def load_bundled_decks() -> tuple[list[DeckChoice], str]:
    """The bundled decks that load, and a one-line note about those that do not."""
    decks: list[DeckChoice] = []
    problems: list[str] = []
    for path in bundled_deck_paths():
        try:
            decks.append(DeckChoice(load_deck(path).definition, path))
        except DeckError as error:  # its first problem, in the player's language
            problems.append(one_line(render(error.messages()[0]), MAX_LINE))
        except Exception as error:  # a broken deck file must not stop the window opening
            problems.append(f"{path.name}: {error}".splitlines()[0])
    return decks, "; ".join(problems)


def with_break_rule(choice: NewGameChoice, enabled: bool) -> NewGameChoice:
    """``choice`` with the optional Break rule (Thrust Process 2.3) on or off."""
    config = replace(choice.setup.config, break_rule=enabled)
    return NewGameChoice(replace(choice.setup, config=config), choice.decks)


def file_filter() -> str:
    """The file dialogs' filter for saved games, in the language the app speaks."""
    return QCoreApplication.translate("SessionActions", "Audatia games (*{suffix})").format(
        suffix=SUFFIX
    )


#: Audatia's save files (``.audatia``).
SAVES = engine_save_format(SUFFIX, file_filter, Catalogue((AUDATIA,)))


class AudatiaPlugin:
    """Audatia in one main window: its decks, table, menus, lessons, reference and saves."""

    def __init__(self, host: GameHost, window: QMainWindow, entry: GameEntry) -> None:
        self.host = host
        self.window = window
        self.entry = entry
        # Kept so the non-modal report box is not garbage-collected while it is shown.
        self._deck_report: QMessageBox | None = None
        self.rules_reference: RulesReference | None = None
        self.replay_viewer: ReplayViewer | None = None
        self.course_window: CourseWindow | None = None
        self.course_offer: CourseOffer | None = None
        self.bundled_decks, self._deck_problems = load_bundled_decks()
        library_dir = host.library_dir
        #: The player's deck library (None: only the bundled decks, as in most tests).
        self.library = DeckLibrary(library_dir) if library_dir is not None else None
        self.unplayable_decks: list[UnplayableDeck] = []
        self.decks = list(self.bundled_decks)
        self.refresh_library()
        self.cache = FaceCache(
            host.cache_dir or default_cache_dir(), CardRenderer(words=CatalogFaceWords())
        )
        self.choice: NewGameChoice | None = None
        prefs = host.preferences
        #: Whether New Game offers the optional Break rule ticked (a preference, in Settings).
        self.break_default = True if prefs is None else prefs.break_rule
        self.table: TableWidget | None = None
        if len(self.decks) >= 1:
            self.table = TableWidget(self.cache, host.settings, window)
            self.table.new_game_requested.connect(host.show_new_game_dialog)
            self.table.rematch_requested.connect(host.rematch)
            self.table.replay_requested.connect(host.watch_replay)
            self.table.rules_link_activated.connect(self.open_rules)
        self._build_decks_menu()
        self._build_learn_menu()
        self.rules_action = QAction(window)
        self.rules_action.setShortcut(QKeySequence(Qt.Key.Key_F1))
        self.rules_action.triggered.connect(self._on_rules_triggered)

    # -- what the shell asks ------------------------------------------------------------------

    @property
    def board(self) -> TableWidget | None:
        return self.table

    @property
    def controller(self) -> TableController | None:
        """The game on the table."""
        return None if self.table is None else self.table.controller

    @property
    def save_format(self) -> SaveFormat:
        return SAVES

    @property
    def keys(self) -> list[tuple[str, str]]:
        return [(keyboard_text(keys), keyboard_text(what)) for keys, what in TABLE_KEYS]

    def start_problem(self) -> str:
        if self.table is None:
            return QCoreApplication.translate(
                "MainWindow", "No deck could be loaded. {problems}"
            ).format(problems=self._deck_problems)
        if self._deck_problems:
            return QCoreApplication.translate(
                "MainWindow", "Some decks did not load: {problems}"
            ).format(problems=self._deck_problems)
        return ""

    def welcome(self, parent: QWidget) -> QWidget:
        return WelcomePanel(parent)

    def menus(self) -> list[QMenu]:
        return [self.decks_menu, self.learn_menu]

    def help_actions(self) -> list[QAction]:
        return [self.rules_action]

    def about_text(self) -> str:
        return about_text()

    def options(self) -> list[GameOption]:
        """Settings: whether New Game offers the optional Break rule."""
        return [
            GameOption(
                "break_rule",
                lambda: QCoreApplication.translate(
                    "SettingsDialog", "Offer the optional &Break rule in New Game (Thrust 2.3)"
                ),
                lambda: self.break_default,
                self.set_break_default,
            )
        ]

    def set_break_default(self, enabled: bool) -> None:
        """Whether New Game offers the optional Break rule; the game on the table keeps its
        own rules (they were fixed when it was dealt)."""
        self.break_default = enabled
        if self.host.preferences is not None:
            self.host.preferences.break_rule = enabled
        self.host.preferences_changed.emit()

    def retranslate(self) -> None:
        self.decks_menu.setTitle(QCoreApplication.translate("MainWindow", "&Decks"))
        self.check_decks_action.setText(
            QCoreApplication.translate("MainWindow", "&Check Bundled Decks")
        )
        self.check_decks_action.setStatusTip(
            QCoreApplication.translate(
                "MainWindow", "Validate the deck files that ship with the game"
            )
        )
        self.deck_builder_action.setText(
            QCoreApplication.translate("MainWindow", "Deck &Builder\u2026")
        )
        self.deck_builder_action.setStatusTip(
            QCoreApplication.translate(
                "MainWindow", "See, edit, check and print the character decks"
            )
        )

        self.learn_menu.setTitle(QCoreApplication.translate("MainWindow", "&Learn"))
        self.course_action.setText(QCoreApplication.translate("MainWindow", "&Course\u2026"))
        self.course_action.setStatusTip(
            QCoreApplication.translate(
                "MainWindow", "Short lessons on the table, from the first blow to a game"
            )
        )
        self.lesson_file_action.setText(
            QCoreApplication.translate("MainWindow", "Open &Lesson File\u2026")
        )
        self.lesson_file_action.setStatusTip(
            QCoreApplication.translate(
                "MainWindow", "Play a lesson from a file, such as one made from a replay's position"
            )
        )
        self.rules_action.setText(QCoreApplication.translate("MainWindow", "&Rules"))

    # -- games ----------------------------------------------------------------------------

    def default_setup(self) -> NewGameChoice:
        """The game to deal when there is no other: the last decks and difficulty chosen."""
        prefs = self.host.preferences
        if prefs is None:
            return default_choice(self.decks)
        choice = default_choice(
            self.decks, difficulty=prefs.ai_difficulty, deck_ids=prefs.last_decks
        )
        return with_break_rule(choice, self.break_default)

    def rematch_setup(self) -> NewGameChoice:
        """The same decks and players again, with a new seed."""
        choice = self.choice or self.default_setup()
        return choice.with_seed(random_seed())

    def computer_game(self, seed: int) -> NewGameChoice:
        """The seeded game of the first two bundled decks, both seats random computer players."""
        base = default_choice(self.decks, seed)
        computers = (SeatKind.COMPUTER, SeatKind.COMPUTER)
        setup = MatchSetup(AUDATIA, base.setup.config, computers, "random")
        return NewGameChoice(setup, base.decks)

    def new_game_page(self) -> NewGamePage:
        """The New Game page, starting from the last game with the Break rule as Settings
        offers it, listing the library's decks as they are now."""
        self.refresh_library()  # a deck saved in the builder since is offered at once
        previous = None if self.choice is None else with_break_rule(self.choice, self.break_default)
        return new_game_page(self.decks, previous, unplayable=self.unplayable_decks)

    def remember(self, setup: NewGameChoice) -> None:
        prefs = self.host.preferences
        if prefs is None:
            return
        prefs.last_decks = (setup.decks[0].definition.id, setup.decks[1].definition.id)
        # A bot the factory does not offer (ValueError) is not remembered.
        if setup.setup.difficulty is not None:
            with contextlib.suppress(ValueError):
                prefs.ai_difficulty = setup.setup.difficulty

    def new_match(self, setup: NewGameChoice) -> Match:
        return Match(setup.setup)

    def started_note(self, setup: NewGameChoice) -> str:
        return QCoreApplication.translate("MainWindow", "Seed {seed}").format(
            seed=setup.setup.config.seed
        )

    def play(self, owner: MatchOwner, setup: NewGameChoice | None = None) -> TableController:
        """Put the match ``owner`` holds on the table, with its computer and its decks' art;
        ``setup`` is what a New Game or Rematch starts from next (found from the match's decks
        when None)."""
        assert self.table is not None
        match = owner.match
        self.choice = setup if setup is not None else self._choice_for(match.setup)
        factory = default_bot_factory(match.setup.difficulty)
        return self.table.start(owner, factory, self.choice.art_roots)

    def _choice_for(self, setup: MatchSetup) -> NewGameChoice:
        """The choice that describes a game read from a file: each deck paired with the
        bundled file of the same id, for its art (a deck the app does not ship has none)."""
        by_id = {deck.definition.id: deck for deck in self.decks}
        first, second = (
            DeckChoice(deck, by_id[deck.id].path if deck.id in by_id else None)
            for deck in setup.config.decks
        )
        return NewGameChoice(setup, (first, second))

    def _art_roots(self, config: GameConfig) -> tuple[Path | None, Path | None]:
        """Where the art of ``config``'s decks is (a network table's): as ``_choice_for``."""
        return self._choice_for(MatchSetup(AUDATIA, config, (SeatKind.HUMAN,) * 2)).art_roots

    # -- the autosave, loads and replays --------------------------------------------------

    def snapshot(self, match: Match) -> SaveSnapshot:
        return SaveSnapshot.of(match)

    def offer_resume(
        self,
        autosave: Autosave,
        run: Callable[[QDialog], None] | None,
        on_watch: Callable[[LoadedGame], None],
    ) -> LoadedGame | None:
        # The question shows the position, drawn with the table's faces and art.
        return offer_resume(
            autosave,
            self.window,
            run=run,
            cache=self.cache,
            art_roots=lambda setup: self._choice_for(setup).art_roots,
            on_watch=on_watch,
        )

    def report_unresumable(
        self, autosave: Autosave, error: Exception, run: Callable[[QDialog], None] | None
    ) -> None:
        if run is None:
            report_unresumable(autosave, error, self.window)
        else:
            report_unresumable(autosave, error, self.window, run=run)

    def ask_rules_changed(self, loaded: LoadedGame) -> bool:
        """Played by other rules and cut short: go on from the last legal move, or watch."""
        if loaded.rules_changed is None:
            return False
        words = DeckWords(loaded.setup.config.decks, current_language())
        prompt = RulesChangedPrompt(loaded.rules_changed, self.window, words)
        prompt.exec()
        return prompt.watch

    def rules_changed_note(self, loaded: LoadedGame) -> str | None:
        if loaded.rules_changed is None:
            return None
        words = DeckWords(loaded.setup.config.decks, current_language())
        return rules_changed_text(loaded.rules_changed, words).replace("\n", " ")

    def open_replay(self, replay: Replay, on_continue: Callable[[Match], None]) -> ReplayViewer:
        """Show ``replay`` on a table in a window of its own (one at a time; the game here is
        untouched until "Continue from here")."""
        if self.replay_viewer is not None:
            self.replay_viewer.close()
        settings = self.host.settings
        viewer = ReplayViewer(
            replay,
            self.cache,
            animation_ms=settings.animation_ms,
            art_roots=self._choice_for(replay.setup).art_roots,
            parent=self.window,
            card_scale=settings.card_scale,
            text_scale=settings.text_scale,
            lesson_decks=self.lesson_decks(),
            coaching=settings.coaching,
        )
        viewer.continue_requested.connect(on_continue)
        self.replay_viewer = viewer
        show_own_window(viewer, self._on_replay_viewer_destroyed, self.window.size())
        return viewer

    def _on_replay_viewer_destroyed(self) -> None:
        self.replay_viewer = None

    # -- the table's settings -------------------------------------------------------------

    def _table_widgets(self) -> list[TableWidget]:
        """The tables showing now: the game's, and the course's when it is open."""
        tables = [] if self.table is None else [self.table]
        if self.course_window is not None:
            tables.append(self.course_window.table)
        return tables

    def set_animation_ms(self, ms: int) -> None:
        if self.table is not None:
            self.table.set_animation_ms(ms)
        else:
            self.host.settings.animation_ms = ms

    def set_card_scale(self, scale: float) -> None:
        for table in self._table_widgets():
            table.set_card_scale(scale)
        if self.replay_viewer is not None:
            self.replay_viewer.set_card_scale(scale)

    def set_text_scale(self, scale: float) -> None:
        for table in self._table_widgets():
            table.set_text_scale(scale)
        if self.replay_viewer is not None:
            self.replay_viewer.set_text_scale(scale)

    def set_highlight_style(self, style: HighlightStyle) -> None:
        for table in self._table_widgets():
            table.set_highlight_style(style)

    def refresh_hints(self) -> None:
        if self.table is not None:
            self.table.refresh_hints()
        if self.replay_viewer is not None:
            self.replay_viewer.show_coaching(self.host.settings.coaching)

    @property
    def plays_remote(self) -> bool:
        """The table follows a network table's seat from its view alone (``follow``: issue
        32), whenever a deck could be loaded; every ruleset plays there."""
        return self.table is not None

    def remote_board(self, parent: QWidget) -> RemoteBoard:
        """A table of its own for a seat of a network table, with a copy of the window's
        settings (the seat's window sets its own: Show Hints there is not the main game's)."""
        table = TableWidget(
            self.cache, replace(self.host.settings), parent, art_roots=self._art_roots
        )
        table.rules_link_activated.connect(self.open_rules)
        return RemoteBoard(table, why_illegal, hint_search)

    def first_start(self) -> None:
        """A first start: offer the course, once."""
        self.course_offer = offer_course(self.window, self.lesson_progress(), self.open_course)

    def close(self) -> None:
        if self.replay_viewer is not None:
            self.replay_viewer.close()
        if self.course_window is not None:
            self.course_window.close()
        if self.table is not None:
            self.table.dispose()
        self.cache.close()

    # -- decks ----------------------------------------------------------------------------

    def refresh_library(self) -> None:
        """Read the deck library again: its playable decks join the bundled ones in
        ``self.decks``; the others are kept, with their first problem, to be listed greyed."""
        if self.library is None:
            return
        bundled_ids = {choice.definition.id for choice in self.bundled_decks}
        playable: list[DeckChoice] = []
        refused: list[UnplayableDeck] = []
        for deck in self.library.decks(bundled_ids):
            if deck.definition is not None and deck.playable:
                playable.append(DeckChoice(deck.definition, deck.path, library=True))
            else:
                problem = "" if deck.problem is None else one_line(render(deck.problem), 200)
                refused.append(UnplayableDeck(deck.name, problem, deck.path))
        self.decks = [*self.bundled_decks, *playable]
        self.unplayable_decks = refused

    def _build_decks_menu(self) -> None:
        """Decks: Check Bundled Decks, Deck Builder."""
        self.check_decks_action = QAction(self.window)
        self.check_decks_action.triggered.connect(self._on_check_decks_triggered)
        self.decks_menu = QMenu(self.window)
        self.decks_menu.addAction(self.check_decks_action)
        self.deck_builder_action = QAction(self.window)
        self.deck_builder_action.triggered.connect(self._on_deck_builder_triggered)
        self.decks_menu.addAction(self.deck_builder_action)

    def show_deck_report(self) -> QMessageBox:
        """Check the bundled decks and show the report in a window-modal, non-blocking box."""
        code, report = check_bundled_decks()
        box = QMessageBox(self.window)
        box.setWindowTitle(QCoreApplication.translate("MainWindow", "Check Bundled Decks"))
        if code == 0:
            box.setIcon(QMessageBox.Icon.Information)
            box.setText(QCoreApplication.translate("MainWindow", "The bundled decks are valid."))
        else:
            box.setIcon(QMessageBox.Icon.Warning)
            box.setText(
                QCoreApplication.translate("MainWindow", "The bundled decks have problems.")
            )
        lines = (
            report or QCoreApplication.translate("MainWindow", "The checker printed nothing.")
        ).splitlines()
        shown = "\n".join(lines[:_REPORT_LINES_SHOWN])
        if len(lines) > _REPORT_LINES_SHOWN:
            more = len(lines) - _REPORT_LINES_SHOWN
            # Counted through the engine's sentence, so lupdate keeps its plural forms.
            counted = translate("MainWindow", "%n more line(s) under Show Details", None, 0)
            shown += "\n\u2026 " + render(counted.say(more))
            box.setDetailedText(report)
        box.setInformativeText(f"<pre>{escape(shown)}</pre>")
        box.setStandardButtons(QMessageBox.StandardButton.Ok)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        box.finished.connect(self._on_deck_report_finished)
        self._deck_report = box
        box.open()
        return box

    def _on_check_decks_triggered(self) -> None:
        self.show_deck_report()

    def _on_deck_builder_triggered(self) -> None:
        try:
            open_deck_builder(
                parent=self.window,
                library_dir=None if self.library is None else self.library.root,
                preferences=self.host.preferences,
                # The table's faces and the builder's are one cache: each draws a face once.
                cache_dir=self.cache.directory,
            )
        except DeckError as error:
            first = deck_error_text(error).partition("\n")[0] or str(error)
            plain.warn(self.window, QCoreApplication.translate("MainWindow", "Deck Builder"), first)

    def _on_deck_report_finished(self, _result: int) -> None:
        self._deck_report = None

    # -- the rules reference --------------------------------------------------------------

    def open_rules(self, anchor: str = "") -> RulesReference | None:
        """Help > Rules (F1): the rules reference, opened at ``anchor`` (e.g. "cut-2", from a
        ``rules:cut-2`` link) when given. One window, made on first use and kept."""
        if self.rules_reference is None:
            try:
                self.rules_reference = open_rules_reference(
                    self.window, language=self.host.language
                )
            except ReferenceError as error:
                said = render(error.message)
                box = plain.message_box(
                    QMessageBox.Icon.Warning,
                    QCoreApplication.translate("MainWindow", "Rules"),
                    said,
                    parent=self.window,
                )
                box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
                box.open()
                return None
        if anchor:
            self.rules_reference.open_at(anchor)
        self.rules_reference.show()
        self.rules_reference.activateWindow()
        return self.rules_reference

    def _on_rules_triggered(self) -> None:
        self.open_rules()

    # -- lessons --------------------------------------------------------------------------

    def _build_learn_menu(self) -> None:
        """Learn: the Course (issue 17; audatia_qt.games.audatia.screens.lessons)."""
        self.course_action = QAction(self.window)
        self.course_action.setShortcut(QKeySequence("Ctrl+L"))
        self.course_action.setEnabled(self.table is not None)
        self.course_action.triggered.connect(self.open_course)
        self.lesson_file_action = QAction(self.window)
        self.lesson_file_action.setEnabled(self.table is not None)
        self.lesson_file_action.triggered.connect(self._on_lesson_file_triggered)
        self.learn_menu = QMenu(self.window)
        self.learn_menu.addAction(self.course_action)
        self.learn_menu.addAction(self.lesson_file_action)

    def lesson_progress(self) -> LessonProgress:
        """The lessons done, kept with the preferences (in memory only without them)."""
        prefs = self.host.preferences
        return LessonProgress(None if prefs is None else prefs.settings)

    def open_course(self) -> CourseWindow | None:
        """Learn > Course: the course window, on its own table (the game here is untouched)."""
        if self.table is None:
            return None
        if self.course_window is None:
            self.course_window = course_window_for(
                self.decks,
                self.cache,
                self.lesson_progress(),
                self.host.settings,
                self.window,
                language=self.host.language,
            )
            # A rule cited on the lesson's table opens the same rules reference as the game's.
            self.course_window.table.rules_link_activated.connect(self.open_rules)
        self.course_window.show_course()
        self.course_window.show()
        self.course_window.activateWindow()
        return self.course_window

    def _on_lesson_file_triggered(self) -> None:
        folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
        chosen, _filter = QFileDialog.getOpenFileName(
            self.window,
            QCoreApplication.translate("MainWindow", "Open Lesson File"),
            folder,
            QCoreApplication.translate("MainWindow", "Lessons (*.toml);;All files (*)"),
        )
        if chosen:
            self.open_lesson_file(Path(chosen))

    def lesson_decks(self) -> dict[str, DeckDef]:
        """The decks a lesson file is read with, by id: the installed ones (bundled and the
        library's), which "Make a Lesson" in a replay checks a game's decks against."""
        return {choice.definition.id: choice.definition for choice in self.decks}

    def open_lesson_file(self, path: Path) -> CourseWindow | None:
        """Learn > Open Lesson File: read and check the lesson at ``path`` and play it in the
        course window; a file that is not a playable lesson is said in one line."""
        if self.table is None:
            return None
        try:
            lesson = read_lesson_file(path, self.lesson_decks())
        except LessonError as error:
            plain.warn(
                self.window,
                QCoreApplication.translate("MainWindow", "Cannot open the lesson"),
                render(error.problems[0]),
            )
            return None
        window = self.open_course()
        if window is not None:
            window.play_lesson(lesson)
        return window


if TYPE_CHECKING:  # mypy checks that the class keeps the shell's protocol
    _FACTORY: PluginFactory = AudatiaPlugin
