"""Ready...Fence! in one main window (the shell's ``GamePlugin``): its strip board, its New Game
page, its save files, resuming its autosave, its rules reference and the board's settings; the
shared part is the shell's ``BoardPlugin``.

The shell knows the game only through this object, made by ``ReadyFencePlugin(host, window,
entry)`` from the entry's ``plugin`` name. The deck is the bundled one
(``decks/ready_fence/standard.toml``) unless New Game is given another; a damaged installation
is said in one line and the window shows why no bout can be set up.
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
from audatia_qt.engine.session.match import Match, SeatKind
from audatia_qt.engine.session.owner import MatchOwner
from audatia_qt.engine.session.replay import Replay
from audatia_qt.games.ready_fence.board.faces import PlainCardFace
from audatia_qt.games.ready_fence.board.rendered_faces import RenderedCardFace
from audatia_qt.games.ready_fence.board.table import ReadyFenceTable, hint_search
from audatia_qt.games.ready_fence.board.widget import ReadyFenceBoard
from audatia_qt.games.ready_fence.board.words import BoardWords
from audatia_qt.games.ready_fence.deck_builder.window import LIBRARY_FOLDER, ReadyFenceDeckBuilder
from audatia_qt.games.ready_fence.decks.bundled import default_card_set, default_deck_path
from audatia_qt.games.ready_fence.decks.load import CardSetError
from audatia_qt.games.ready_fence.lessons.course import bundled_lesson_paths, load_course
from audatia_qt.games.ready_fence.narrator.names import level_name
from audatia_qt.games.ready_fence.reference import anchor_for_citation
from audatia_qt.games.ready_fence.render.faces import FaceRenderer
from audatia_qt.games.ready_fence.rules import why_not
from audatia_qt.games.ready_fence.rules.cards import CardSet
from audatia_qt.games.ready_fence.screens.lessons import PROGRESS_GROUP, CourseWindow
from audatia_qt.games.ready_fence.screens.new_game import (
    DEFAULT_LEVEL,
    DEFAULT_TARGET,
    ReadyFenceChoice,
    ReadyFenceNewGamePage,
    choice_for,
)
from audatia_qt.games.ready_fence.screens.reference import open_ready_fence_reference
from audatia_qt.games.ready_fence.screens.replay import ReadyFenceReplay
from audatia_qt.shell.board_plugin import BoardPlugin, KeyWords, MenuWords, ResumeWords
from audatia_qt.shell.i18n.faces import CatalogFaceWords
from audatia_qt.shell.i18n.language import current_language
from audatia_qt.shell.i18n.render import render
from audatia_qt.shell.plugin import GameHost, NewGamePage, RemoteBoard, engine_save_format

SUFFIX = ".readyfence"
_BUNDLED_DECK = translate("ReadyFenceBoard", "Ready...Fence! (the bundled deck)")
_STARTED = translate("ReadyFenceBoard", "A new bout: {level}, to {score} touches.")

#: The board's keys and what each does (Help > Keys).
KEYS: tuple[KeyWords, ...] = (
    (
        translate("ReadyFenceBoard", "Left / Right"),
        translate("ReadyFenceBoard", "Choose a card or your fencer"),
    ),
    (
        translate("ReadyFenceBoard", "Up / Down"),
        translate("ReadyFenceBoard", "Choose where it goes"),
    ),
    (translate("ReadyFenceBoard", "Enter"), translate("ReadyFenceBoard", "Play it there")),
    (
        translate("ReadyFenceBoard", "Tab"),
        translate("ReadyFenceBoard", "Reach the moves without a piece (Stall, Parry, Mulligan...)"),
    ),
    (
        translate("ReadyFenceBoard", "H"),
        translate("ReadyFenceBoard", "Hint: the best move, and why"),
    ),
    (translate("ReadyFenceBoard", "F1"), translate("ReadyFenceBoard", "The rule the prompt cites")),
)

#: Ready...Fence!'s menus and About.
MENU_WORDS = MenuWords(
    name=translate("ReadyFenceBoard", "Ready...Fence!"),
    about=translate(
        "ReadyFenceBoard",
        "Ready...Fence! teaches Olympic épée on a fencing strip. The cards' numbers "
        "here are the project's reconstruction from the rulebook's Technical "
        "Manual.",
    ),
    rules=translate("ReadyFenceBoard", "Ready...Fence! &Rules"),
    decks=translate("ReadyFenceBoard", "&Decks"),
    deck_builder=translate("ReadyFenceBoard", "Ready...Fence! Deck &Builder\u2026"),
    deck_builder_tip=translate(
        "ReadyFenceBoard",
        "Make, check, print, play and measure Ready...Fence! decks of your own",
    ),
    learn=translate("ReadyFenceBoard", "&Learn"),
    course=translate("ReadyFenceBoard", "&Course\u2026"),
    course_tip=translate(
        "ReadyFenceBoard",
        "Short lessons on the strip: distance, weapon positions, a phrase, speed and "
        "stamina, the defences without cards, then a bout at each level",
    ),
)

RESUME_WORDS = ResumeWords(
    title=translate("ReadyFenceBoard", "Resume the bout?"),
    kept=translate("ReadyFenceBoard", "An unfinished bout was kept: %n move(s) played.", None, 0),
    resume=translate("ReadyFenceBoard", "&Resume"),
    new=translate("ReadyFenceBoard", "&New Bout"),
    unreadable_title=translate("ReadyFenceBoard", "The unfinished bout cannot be resumed"),
    unreadable=translate("ReadyFenceBoard", "The autosave could not be read: {reason}"),
    set_aside=translate("ReadyFenceBoard", "It was kept as {path}."),
)


def file_filter() -> str:
    """The file dialogs' filter for Ready...Fence!'s saved bouts, in the app's language."""
    return QCoreApplication.translate("ReadyFenceBoard", "Ready...Fence! bouts (*{suffix})").format(
        suffix=SUFFIX
    )


class ReadyFencePlugin(BoardPlugin[ReadyFenceBoard, ReadyFenceTable]):
    """Ready...Fence! in one main window."""

    def __init__(self, host: GameHost, window: QMainWindow, entry: GameEntry) -> None:
        super().__init__(
            host, window, entry, RESUME_WORDS, open_ready_fence_reference, anchor_for_citation
        )
        self.choice: ReadyFenceChoice | None = None
        self.cards: CardSet | None = None
        try:
            self.cards = default_card_set()
        except CardSetError as error:
            self._problem = str(error)
        self.words = BoardWords(current_language)
        # The printed faces (render/), the plain face where a card is too small to read them
        # or they cannot be drawn (the reason said once in the status bar).
        self.face = RenderedCardFace(
            FaceRenderer(face_words=CatalogFaceWords()),
            current_language,
            window.devicePixelRatioF,
            PlainCardFace(self.words),
            lambda text: host.say(text, 10000),
        )
        if self.cards is not None:
            board = ReadyFenceBoard(self.face, self.words, window)
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

    def open_deck_builder(self, path: Path | None = None) -> ReadyFenceDeckBuilder | None:
        """Decks > Ready...Fence! Deck Builder: a window of its own on ``path`` (default: the
        bundled deck, as a template); None, the reason in the status bar, when refused."""
        builder = self._show_deck_builder(
            lambda: ReadyFenceDeckBuilder(
                self.window, library_dir=self._library_dir(LIBRARY_FOLDER), play=self.play_deck
            ),
            path or default_deck_path(),
        )
        return builder if isinstance(builder, ReadyFenceDeckBuilder) else None

    def play_deck(self, cards: CardSet, name: str) -> None:
        """The deck builder's Play This Deck: New Game, dealt from that deck."""
        self.builder_deck = (name, cards)
        self.cards, self.deck_name = cards, name
        self._new_game_with_deck()

    # -- the course -----------------------------------------------------------------------

    def open_course(self) -> CourseWindow | None:
        """Learn > Course…: the course of lessons on the strip board (one window at a time);
        None, said in the status bar, when the deck cannot be read."""
        return self._open_course(
            self.cards is not None,
            lambda: CourseWindow(
                load_course(bundled_lesson_paths(), self._cards()),
                self.face,
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

    def _setup(self, players: tuple[SeatKind, SeatKind], seed: int) -> ReadyFenceChoice:
        return choice_for(
            self.entry,
            self._cards(),
            DEFAULT_LEVEL,
            DEFAULT_TARGET,
            players,
            self.entry.default_bot,
            seed,
        )

    def default_setup(self) -> ReadyFenceChoice:
        if self.choice is not None:
            return self.choice.redealt()
        seed = random.SystemRandom().getrandbits(32)
        return self._setup((SeatKind.HUMAN, SeatKind.COMPUTER), seed)

    def rematch_setup(self) -> ReadyFenceChoice:
        return (self.choice or self.default_setup()).redealt()

    def computer_game(self, seed: int) -> ReadyFenceChoice:
        return self._setup((SeatKind.COMPUTER, SeatKind.COMPUTER), seed)

    def new_game_page(self) -> NewGamePage:
        decks: list[tuple[str, CardSet]] = []
        # A damaged installation's bundled deck is left out: the builder's may still be played.
        with contextlib.suppress(CardSetError):
            decks.append((render(_BUNDLED_DECK.say()), default_card_set()))
        if self.builder_deck is not None:
            decks.append(self.builder_deck)
        page = ReadyFenceNewGamePage(
            self.entry, self._cards(), self.choice, decks=decks, current=self.deck_name
        )
        page.deck_chosen.connect(self._on_deck_chosen)
        return NewGamePage(page, page.choice, page.people_only)

    def _on_deck_chosen(self, name: str, cards: object) -> None:
        if isinstance(cards, CardSet):
            self.cards, self.deck_name = cards, name

    def remember(self, setup: ReadyFenceChoice) -> None:
        self.choice = setup

    def new_match(self, setup: ReadyFenceChoice) -> Match:
        return Match(setup.setup)

    def started_note(self, setup: ReadyFenceChoice) -> str:
        config = setup.setup.config
        level = render(level_name(config.level))
        return render(_STARTED.say(level=level, score=config.target))

    def open_replay(self, replay: Replay, on_continue: Callable[[Match], None]) -> ReadyFenceReplay:
        viewer = ReadyFenceReplay(replay, self.face, self.words, self.entry, self.window)
        settings = self.host.settings
        viewer.set_animation_ms(settings.animation_ms)
        viewer.set_scales(settings.card_scale, settings.text_scale)
        self._show_replay(viewer, viewer.continue_requested, on_continue)
        return viewer

    @property
    def plays_remote(self) -> bool:
        """The strip board reads views only (``FollowedTable``): it plays at a network
        table (issue 32) whenever the bundled cards could be read."""
        return self.cards is not None

    def remote_board(self, parent: QWidget) -> RemoteBoard:
        board = ReadyFenceBoard(self.face, self.words, parent)
        return RemoteBoard(board, why_not, hint_search)

    def play(self, owner: MatchOwner, setup: ReadyFenceChoice | None = None) -> ReadyFenceTable:
        self.choice = setup or ReadyFenceChoice(owner.match.setup)
        return self._seat_table(owner, ReadyFenceTable)
