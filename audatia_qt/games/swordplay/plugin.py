"""Swordplay: Arena in one main window (the shell's ``GamePlugin``): its arena board, its New
Game page, its save files, resuming its autosave, its replays and the board's settings.

The shell knows the game only through this object, made by ``SwordplayPlugin(host, window,
entry)`` from the entry's ``plugin`` name. The deck is the bundled one
(``decks/swordplay/arena.toml``); a damaged installation is said in one line and the window
shows why no arena can be set up.
"""

from __future__ import annotations

import contextlib
import random
from collections.abc import Callable
from html import escape
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDialog, QLabel, QMainWindow, QMenu, QMessageBox, QWidget

from audatia_qt.engine.catalogue import Catalogue, GameEntry
from audatia_qt.engine.messages import Message, translate
from audatia_qt.engine.search.bot import Bot
from audatia_qt.engine.session.autosave import Autosave
from audatia_qt.engine.session.match import Match
from audatia_qt.engine.session.owner import MatchOwner
from audatia_qt.engine.session.replay import Replay
from audatia_qt.engine.session.saves import LoadedGame, SaveSnapshot
from audatia_qt.games.swordplay.board.faces import FacePixmaps
from audatia_qt.games.swordplay.board.table import SwordplayTable
from audatia_qt.games.swordplay.board.widget import SwordplayBoard
from audatia_qt.games.swordplay.board.words import BoardWords
from audatia_qt.games.swordplay.deck_builder.document import DeckRefused
from audatia_qt.games.swordplay.deck_builder.window import LIBRARY_FOLDER, SwordplayDeckBuilder
from audatia_qt.games.swordplay.decks.bundled import default_card_set, default_deck_path
from audatia_qt.games.swordplay.decks.load import CardSetError
from audatia_qt.games.swordplay.lessons.course import bundled_lesson_paths, load_course
from audatia_qt.games.swordplay.reference import ReferenceError, anchor_for_citation
from audatia_qt.games.swordplay.render.faces import FaceRenderer
from audatia_qt.games.swordplay.rules import Action, View
from audatia_qt.games.swordplay.rules.cards import CardSet
from audatia_qt.games.swordplay.screens.lessons import PROGRESS_GROUP, CourseWindow
from audatia_qt.games.swordplay.screens.new_game import (
    TABLES,
    SwordplayChoice,
    SwordplayNewGamePage,
    choice_for,
)
from audatia_qt.games.swordplay.screens.reference import open_swordplay_reference
from audatia_qt.games.swordplay.screens.replay import SwordplayReplay
from audatia_qt.shell.game_windows import run_dialog, show_own_window
from audatia_qt.shell.highlights import HighlightStyle
from audatia_qt.shell.i18n.faces import CatalogFaceWords
from audatia_qt.shell.i18n.language import current_language
from audatia_qt.shell.i18n.render import render
from audatia_qt.shell.lesson_progress import LessonProgress
from audatia_qt.shell.plugin import (
    GameHost,
    GameOption,
    NewGamePage,
    engine_save_format,
)

SUFFIX = ".swordplay"
_BUNDLED_DECK = translate("SwordplayBoard", "Swordplay: Arena (the bundled deck)")
_KEPT_FIGHT = translate(
    "SwordplayBoard", "An unfinished fight was kept: %n move(s) played.", None, 0
)


def file_filter() -> str:
    """The file dialogs' filter for Swordplay's saved games, in the app's language."""
    return QCoreApplication.translate("SwordplayBoard", "Swordplay games (*{suffix})").format(
        suffix=SUFFIX
    )


class SwordplayPlugin:
    """Swordplay: Arena in one main window."""

    def __init__(self, host: GameHost, window: QMainWindow, entry: GameEntry) -> None:
        self.host = host
        self.window = window
        self.entry = entry
        self.choice: SwordplayChoice | None = None
        self.replay_viewer: SwordplayReplay | None = None
        self._controller: SwordplayTable | None = None
        self._problem = ""
        self.cards: CardSet | None = None
        try:
            self.cards = default_card_set()
        except CardSetError as error:
            self._problem = str(error)
        assert entry.narrator is not None, "Swordplay's entry names its narrator"
        self.words = BoardWords(current_language, entry.narrator)
        self.faces = FacePixmaps(
            FaceRenderer(face_words=CatalogFaceWords()),
            current_language,
            window.devicePixelRatioF,
        )
        self._board: SwordplayBoard | None = None
        if self.cards is not None:
            self._board = SwordplayBoard(self.faces, self.words, window)
            self._board.new_game_requested.connect(host.show_new_game_dialog)
            self._board.rematch_requested.connect(host.rematch)
            self._board.said.connect(self._say)
            settings = host.settings
            self._board.set_scales(settings.card_scale, settings.text_scale)
            self._board.set_animation_ms(settings.animation_ms)
            self._board.set_highlight_style(settings.highlight_style)
            self._board.hints_shown = settings.hints
        self.save_format = engine_save_format(SUFFIX, file_filter, Catalogue((entry,)))
        self.rules_window: QWidget | None = None
        self.rules_action = QAction(window)
        self.rules_action.setShortcut(QKeySequence(Qt.Key.Key_F1))
        self.rules_action.triggered.connect(self._on_rules_triggered)
        #: The decks New Game offers: the bundled one, and one played from the deck builder.
        self.deck_name = ""
        self.builder_deck: tuple[str, CardSet] | None = None
        self.deck_builder: SwordplayDeckBuilder | None = None
        self.decks_menu = QMenu(window)
        self.deck_builder_action = QAction(window)
        self.deck_builder_action.triggered.connect(lambda _checked=False: self.open_deck_builder())
        self.decks_menu.addAction(self.deck_builder_action)
        self.course_window: CourseWindow | None = None
        # Learn, as on Audatia's table: the course is where a newcomer looks for it.
        self.learn_menu = QMenu(window)
        self.learn_action = QAction(window)
        self.learn_action.triggered.connect(self.open_course)
        self.learn_menu.addAction(self.learn_action)

    def _on_computer_failed(self, why: Message) -> None:
        self.host.say(render(why), 10000)

    def _say(self, text: str) -> None:
        self.host.say(text, 6000)

    # -- what the shell reads -------------------------------------------------------------

    @property
    def board(self) -> SwordplayBoard | None:
        return self._board

    @property
    def controller(self) -> SwordplayTable | None:
        return self._controller

    @property
    def keys(self) -> list[tuple[str, str]]:
        return [
            (
                QCoreApplication.translate("SwordplayBoard", "Left / Right"),
                QCoreApplication.translate("SwordplayBoard", "Choose a card"),
            ),
            (
                QCoreApplication.translate("SwordplayBoard", "Up / Down"),
                QCoreApplication.translate("SwordplayBoard", "Choose where it goes"),
            ),
            (
                QCoreApplication.translate("SwordplayBoard", "Enter"),
                QCoreApplication.translate("SwordplayBoard", "Play the card there"),
            ),
            (
                QCoreApplication.translate("SwordplayBoard", "Space"),
                QCoreApplication.translate(
                    "SwordplayBoard", "Keep the hand, ready nothing, end the turn or take the hit"
                ),
            ),
            (
                QCoreApplication.translate("SwordplayBoard", "H"),
                QCoreApplication.translate("SwordplayBoard", "Hint: the best move, and why"),
            ),
        ]

    def start_problem(self) -> str:
        return self._problem

    def welcome(self, parent: QWidget) -> QWidget:
        label = QLabel(self._problem, parent)
        label.setTextFormat(Qt.TextFormat.PlainText)
        label.setWordWrap(True)
        return label

    def menus(self) -> list[QMenu]:
        return [self.decks_menu, self.learn_menu]

    # -- the deck builder -----------------------------------------------------------------

    def open_deck_builder(self, path: Path | None = None) -> SwordplayDeckBuilder | None:
        """Decks > Swordplay Deck Builder: a window of its own on ``path`` (default: the
        bundled deck, as a template); None, the reason in the status bar, when refused."""
        if self.deck_builder is not None:
            self.deck_builder.close()
        builder = SwordplayDeckBuilder(
            self.window, library_dir=self._library_dir(), play=self.play_deck
        )
        try:
            builder.open_path(path or default_deck_path())
        except DeckRefused as refused:
            builder.loader.shutdown()
            builder.deleteLater()
            self.host.say(render(refused.message), 10000)
            return None
        self.deck_builder = builder
        show_own_window(builder, self._on_builder_closed)
        return builder

    def _library_dir(self) -> Path | None:
        library = self.host.library_dir
        return None if library is None else library.parent / LIBRARY_FOLDER

    def _on_builder_closed(self) -> None:
        self.deck_builder = None

    def play_deck(self, cards: CardSet, name: str) -> None:
        """The deck builder's Play This Deck: New Game, dealt from that deck."""
        self.builder_deck = (name, cards)
        self.cards, self.deck_name = cards, name
        self.choice = None  # the last game's heroes may not be in this deck
        self.window.raise_()
        self.window.activateWindow()
        self.host.show_new_game_dialog()

    def help_actions(self) -> list[QAction]:
        return [self.rules_action]

    def open_course(self) -> CourseWindow | None:
        """Learn > Course…: the course of lessons on the arena board (one window
        at a time); None, said in the status bar, when the deck cannot be read."""
        if self.cards is None:
            self.host.say(self._problem, 10000)
            return None
        if self.course_window is not None:
            self.course_window.close()
        prefs = self.host.preferences
        progress = LessonProgress(None if prefs is None else prefs.settings, PROGRESS_GROUP)
        window = CourseWindow(
            load_course(bundled_lesson_paths(), self.cards),
            self.faces,
            self.words,
            progress,
            self.host.settings,
            current_language,
            self.open_rules,
            self.window,
        )
        self.course_window = window
        show_own_window(window, self._on_course_closed)
        return window

    def _on_course_closed(self) -> None:
        self.course_window = None

    def open_rules(self, anchor: str = "") -> QWidget | None:
        """The rules reference, opened at ``anchor`` (one window at a time); None, with the
        reason in the status bar, when its files are damaged."""
        if self.rules_window is not None:
            self.rules_window.close()
        try:
            window = open_swordplay_reference(self.window, anchor)
        except ReferenceError as error:
            self.host.say(str(error), 10000)
            return None
        self.rules_window = window
        show_own_window(window, self._on_rules_closed)
        return window

    def _on_rules_closed(self) -> None:
        self.rules_window = None

    def _on_rules_triggered(self) -> None:
        # F1 opens the rule the board's prompt cites (a refusal's, the phase's), else the start.
        anchor = ""
        if self._board is not None:
            anchor = anchor_for_citation(self._board.prompt.text()) or ""
        self.open_rules(anchor)

    def about_text(self) -> str:
        return "<p><b>{}</b></p><p>{}</p>".format(
            escape(QCoreApplication.translate("SwordplayBoard", "Swordplay: Arena")),
            escape(
                QCoreApplication.translate(
                    "SwordplayBoard",
                    "Swordplay: Arena was designed by Dan Ridenhour (Digital Alchemy, 2006). "
                    "The cards here are the project's reconstruction from the rulebook.",
                )
            ),
        )

    def options(self) -> list[GameOption]:
        return []

    def retranslate(self) -> None:
        self.rules_action.setText(
            QCoreApplication.translate("SwordplayBoard", "Swordplay: Arena &Rules")
        )
        self.decks_menu.setTitle(QCoreApplication.translate("SwordplayBoard", "&Decks"))
        self.deck_builder_action.setText(
            QCoreApplication.translate("SwordplayBoard", "Swordplay Deck &Builder\u2026")
        )
        self.deck_builder_action.setStatusTip(
            QCoreApplication.translate(
                "SwordplayBoard",
                "Make, check, print, play and measure Swordplay decks of your own",
            )
        )
        self.learn_menu.setTitle(QCoreApplication.translate("SwordplayBoard", "&Learn"))
        self.learn_action.setText(QCoreApplication.translate("SwordplayBoard", "&Course\u2026"))
        self.learn_action.setStatusTip(
            QCoreApplication.translate(
                "SwordplayBoard", "Short lessons on the arena board, from a turn to a solo fight"
            )
        )
        if self._board is not None:
            self._board.retranslate()

    # -- dealing ----------------------------------------------------------------------------

    def _cards(self) -> CardSet:
        assert self.cards is not None, self._problem
        return self.cards

    def default_setup(self) -> SwordplayChoice:
        if self.choice is not None:
            return self.choice.redealt()
        cards = self._cards()
        heroes = tuple(hero.id for hero in cards.heroes[:2])
        seed = random.SystemRandom().getrandbits(32)
        return choice_for(
            self.entry,
            cards,
            TABLES[0],
            heroes,
            (True, False),
            None,
            False,
            self.entry.default_bot,
            seed,
        )

    def rematch_setup(self) -> SwordplayChoice:
        return (self.choice or self.default_setup()).redealt()

    def computer_game(self, seed: int) -> SwordplayChoice:
        cards = self._cards()
        heroes = tuple(hero.id for hero in cards.heroes[:2])
        return choice_for(
            self.entry,
            cards,
            TABLES[0],
            heroes,
            (False, False),
            None,
            False,
            self.entry.default_bot,
            seed,
        )

    def new_game_page(self) -> NewGamePage:
        decks: list[tuple[str, CardSet]] = []
        # A damaged installation's bundled deck is left out: the builder's may still be played.
        with contextlib.suppress(CardSetError):
            decks.append((render(_BUNDLED_DECK.say()), default_card_set()))
        if self.builder_deck is not None:
            decks.append(self.builder_deck)
        page = SwordplayNewGamePage(
            self.entry, self._cards(), self.choice, decks=decks, current=self.deck_name
        )
        page.deck_chosen.connect(self._on_deck_chosen)
        return NewGamePage(page, page.choice)

    def _on_deck_chosen(self, name: str, cards: object) -> None:
        if isinstance(cards, CardSet):
            self.cards, self.deck_name = cards, name

    def remember(self, setup: SwordplayChoice) -> None:
        self.choice = setup

    def new_match(self, setup: SwordplayChoice) -> Match:
        return Match(setup.setup)

    def started_note(self, setup: SwordplayChoice) -> str:
        return QCoreApplication.translate("SwordplayBoard", "A new fight: deal {seed}.").format(
            seed=setup.setup.config.seed
        )

    def _make_bot(self, name: str) -> Bot[View, Action]:
        return self.entry.make_bot(name)

    def play(self, owner: MatchOwner, setup: SwordplayChoice | None = None) -> SwordplayTable:
        assert self._board is not None
        self.choice = setup or SwordplayChoice(owner.match.setup)
        controller = SwordplayTable(
            owner,
            self._make_bot,
            self.host.settings,
            self.entry.default_bot or self.entry.bot_names[0],
        )
        controller.failed.connect(self._on_computer_failed)
        self._controller = controller
        self._board.follow(controller)
        return controller

    # -- files ------------------------------------------------------------------------------

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
        box = QMessageBox(self.window)
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setWindowTitle(QCoreApplication.translate("SwordplayBoard", "Resume the fight?"))
        box.setText(render(_KEPT_FIGHT.say(len(game.actions))))
        resume = box.addButton(
            QCoreApplication.translate("SwordplayBoard", "&Resume"),
            QMessageBox.ButtonRole.AcceptRole,
        )
        box.addButton(
            QCoreApplication.translate("SwordplayBoard", "&New Fight"),
            QMessageBox.ButtonRole.RejectRole,
        )
        box.setDefaultButton(resume)
        run_dialog(box, run)
        if box.clickedButton() is resume:
            return game
        autosave.clear()
        return None

    def report_unresumable(
        self, autosave: Autosave, error: Exception, run: Callable[[QDialog], None] | None
    ) -> None:
        kept = autosave.set_aside()
        box = QMessageBox(self.window)
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(
            QCoreApplication.translate("SwordplayBoard", "The unfinished fight cannot be resumed")
        )
        message = getattr(error, "message", None)
        reason = str(error) if message is None else str(message)
        text = QCoreApplication.translate(
            "SwordplayBoard", "The autosave could not be read: {reason}"
        ).format(reason=reason.splitlines()[0] if reason else type(error).__name__)
        if kept is not None:
            text += " " + QCoreApplication.translate(
                "SwordplayBoard", "It was kept as {path}."
            ).format(path=kept)
        box.setText(text)
        run_dialog(box, run)

    def ask_rules_changed(self, loaded: LoadedGame) -> bool:
        return False

    def rules_changed_note(self, loaded: LoadedGame) -> str | None:
        return None

    def open_replay(self, replay: Replay, on_continue: Callable[[Match], None]) -> SwordplayReplay:
        if self.replay_viewer is not None:
            self.replay_viewer.close()
        viewer = SwordplayReplay(replay, self.faces, self.words, self.entry, self.window)
        viewer.arena.set_animation_ms(self.host.settings.animation_ms)
        viewer.continue_requested.connect(on_continue)
        self.replay_viewer = viewer
        show_own_window(viewer, self._on_replay_closed, self.window.size())
        return viewer

    def _on_replay_closed(self) -> None:
        self.replay_viewer = None

    # -- the board's settings -------------------------------------------------------------

    def set_animation_ms(self, ms: int) -> None:
        """The arena's motions last ``ms`` a card movement; 0 (Off) moves nothing."""
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

    def first_start(self) -> None:
        """Swordplay offers no course at first start (Audatia's welcome is the app's)."""

    def close(self) -> None:
        if self.deck_builder is not None:
            self.deck_builder.close()
        if self.course_window is not None:
            self.course_window.close()
        if self.rules_window is not None:
            self.rules_window.close()
        if self.replay_viewer is not None:
            self.replay_viewer.close()
        if self._controller is not None:
            self._controller.close()
