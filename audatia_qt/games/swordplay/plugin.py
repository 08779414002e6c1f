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
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMainWindow, QWidget

from audatia_qt.engine.catalogue import Catalogue, GameEntry
from audatia_qt.engine.messages import translate
from audatia_qt.engine.session.match import Match
from audatia_qt.engine.session.owner import MatchOwner
from audatia_qt.engine.session.replay import Replay
from audatia_qt.games.swordplay.board.faces import FacePixmaps
from audatia_qt.games.swordplay.board.table import SwordplayTable, hint_search
from audatia_qt.games.swordplay.board.widget import SwordplayBoard
from audatia_qt.games.swordplay.board.words import BoardWords
from audatia_qt.games.swordplay.deck_builder.window import LIBRARY_FOLDER, SwordplayDeckBuilder
from audatia_qt.games.swordplay.decks.bundled import default_card_set, default_deck_path
from audatia_qt.games.swordplay.decks.load import CardSetError
from audatia_qt.games.swordplay.lessons.course import bundled_lesson_paths, load_course
from audatia_qt.games.swordplay.reference import anchor_for_citation
from audatia_qt.games.swordplay.render.faces import FaceRenderer
from audatia_qt.games.swordplay.rules import why_not
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
from audatia_qt.shell.board_plugin import BoardPlugin, KeyWords, MenuWords, ResumeWords
from audatia_qt.shell.i18n.faces import CatalogFaceWords
from audatia_qt.shell.i18n.language import current_language
from audatia_qt.shell.i18n.render import render
from audatia_qt.shell.plugin import GameHost, NewGamePage, RemoteBoard, engine_save_format

SUFFIX = ".swordplay"
_BUNDLED_DECK = translate("SwordplayBoard", "Swordplay: Arena (the bundled deck)")
#: The board's keys and what each does (Help > Keys).
KEYS: tuple[KeyWords, ...] = (
    (translate("SwordplayBoard", "Left / Right"), translate("SwordplayBoard", "Choose a card")),
    (
        translate("SwordplayBoard", "Up / Down"),
        translate("SwordplayBoard", "Choose where it goes"),
    ),
    (translate("SwordplayBoard", "Enter"), translate("SwordplayBoard", "Play the card there")),
    (
        translate("SwordplayBoard", "Space"),
        translate("SwordplayBoard", "Keep the hand, ready nothing, end the turn or take the hit"),
    ),
    (
        translate("SwordplayBoard", "H"),
        translate("SwordplayBoard", "Hint: the best move, and why"),
    ),
)

#: Swordplay's menus and About.
MENU_WORDS = MenuWords(
    name=translate("SwordplayBoard", "Swordplay: Arena"),
    about=translate(
        "SwordplayBoard",
        "Swordplay: Arena was designed by Dan Ridenhour (Digital Alchemy, 2006). "
        "The cards here are the project's reconstruction from the rulebook.",
    ),
    rules=translate("SwordplayBoard", "Swordplay: Arena &Rules"),
    decks=translate("SwordplayBoard", "&Decks"),
    deck_builder=translate("SwordplayBoard", "Swordplay Deck &Builder\u2026"),
    deck_builder_tip=translate(
        "SwordplayBoard",
        "Make, check, print, play and measure Swordplay decks of your own",
    ),
    learn=translate("SwordplayBoard", "&Learn"),
    course=translate("SwordplayBoard", "&Course\u2026"),
    course_tip=translate(
        "SwordplayBoard", "Short lessons on the arena board, from a turn to a solo fight"
    ),
)

RESUME_WORDS = ResumeWords(
    title=translate("SwordplayBoard", "Resume the fight?"),
    kept=translate("SwordplayBoard", "An unfinished fight was kept: %n move(s) played.", None, 0),
    resume=translate("SwordplayBoard", "&Resume"),
    new=translate("SwordplayBoard", "&New Fight"),
    unreadable_title=translate("SwordplayBoard", "The unfinished fight cannot be resumed"),
    unreadable=translate("SwordplayBoard", "The autosave could not be read: {reason}"),
    set_aside=translate("SwordplayBoard", "It was kept as {path}."),
)


def file_filter() -> str:
    """The file dialogs' filter for Swordplay's saved games, in the app's language."""
    return QCoreApplication.translate("SwordplayBoard", "Swordplay games (*{suffix})").format(
        suffix=SUFFIX
    )


class SwordplayPlugin(BoardPlugin[SwordplayBoard, SwordplayTable]):
    """Swordplay: Arena in one main window."""

    def __init__(self, host: GameHost, window: QMainWindow, entry: GameEntry) -> None:
        super().__init__(
            host, window, entry, RESUME_WORDS, open_swordplay_reference, anchor_for_citation
        )
        self.choice: SwordplayChoice | None = None
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
        if self.cards is not None:
            board = SwordplayBoard(self.faces, self.words, window)
            self._follow_settings(
                board, board.new_game_requested, board.rematch_requested, board.said
            )
            self._board = board
        self.save_format = engine_save_format(SUFFIX, file_filter, Catalogue((entry,)))
        self._give_menus(MENU_WORDS, KEYS, self.open_deck_builder, self.open_course)
        #: The decks New Game offers: the bundled one, and one played from the deck builder.
        self.deck_name = ""
        self.builder_deck: tuple[str, CardSet] | None = None

    # -- the deck builder -----------------------------------------------------------------

    def open_deck_builder(self, path: Path | None = None) -> SwordplayDeckBuilder | None:
        """Decks > Swordplay Deck Builder: a window of its own on ``path`` (default: the
        bundled deck, as a template); None, the reason in the status bar, when refused."""
        builder = self._show_deck_builder(
            lambda: SwordplayDeckBuilder(
                self.window, library_dir=self._library_dir(LIBRARY_FOLDER), play=self.play_deck
            ),
            path or default_deck_path(),
        )
        return builder if isinstance(builder, SwordplayDeckBuilder) else None

    def play_deck(self, cards: CardSet, name: str) -> None:
        """The deck builder's Play This Deck: New Game, dealt from that deck."""
        self.builder_deck = (name, cards)
        self.cards, self.deck_name = cards, name
        self.choice = None  # the last game's heroes may not be in this deck
        self._new_game_with_deck()

    def open_course(self) -> CourseWindow | None:
        """Learn > Course…: the course of lessons on the arena board (one window
        at a time); None, said in the status bar, when the deck cannot be read."""
        return self._open_course(
            self.cards is not None,
            lambda: CourseWindow(
                load_course(bundled_lesson_paths(), self._cards()),
                self.faces,
                self.words,
                self._lesson_progress(PROGRESS_GROUP),
                self.host.settings,
                current_language,
                self.open_rules,
                self.window,
            ),
        )

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
        return NewGamePage(page, page.choice, page.people_only)

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

    @property
    def plays_remote(self) -> bool:
        """The arena board reads views and events only (``FollowedTable``): it plays at a
        network table (issue 32) whenever the bundled cards could be read."""
        return self.cards is not None

    def remote_board(self, parent: QWidget) -> RemoteBoard:
        board = SwordplayBoard(self.faces, self.words, parent)
        return RemoteBoard(board, why_not, hint_search)

    def play(self, owner: MatchOwner, setup: SwordplayChoice | None = None) -> SwordplayTable:
        self.choice = setup or SwordplayChoice(owner.match.setup)
        return self._seat_table(owner, SwordplayTable)

    # -- replays ----------------------------------------------------------------------------

    def open_replay(self, replay: Replay, on_continue: Callable[[Match], None]) -> SwordplayReplay:
        viewer = SwordplayReplay(replay, self.faces, self.words, self.entry, self.window)
        viewer.arena.set_animation_ms(self.host.settings.animation_ms)
        self._show_replay(viewer, viewer.continue_requested, on_continue)
        return viewer
