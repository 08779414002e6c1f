"""What one game gives the shell: the ``GamePlugin`` protocol, and how the shell finds it.

The shell imports no game. It is handed a ``Catalogue`` (``audatia_qt.games.catalogue.GAMES``
made into one by ``audatia_qt.__main__``); each ``GameEntry`` names its windows' side as
``"module:attribute"`` (``entry.plugin``), which ``plugin_factory`` resolves with
``pkgutil.resolve_name``. The attribute is a ``PluginFactory``: called with the window (a
``GameHost``) and the entry, it makes the game's ``GamePlugin`` for that window, which holds
the game's parts there: its board, its New Game page, its menus (Decks, Learn, ...), its
rules reference, its lessons, its save files, its autosave and resume hooks.

The objects a plugin hands back (a setup, a match, a loaded save) are the game's own: the
shell passes them back to the plugin that made them and reads them only as ``Match`` does.
"""

from __future__ import annotations

import pkgutil
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

from PySide6.QtCore import SignalInstance
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QMainWindow, QMenu, QWidget

from audatia_qt.engine.catalogue import Catalogue, GameEntry
from audatia_qt.engine.messages import Message
from audatia_qt.engine.session.autosave import Autosave
from audatia_qt.engine.session.match import Match, MatchSetup
from audatia_qt.engine.session.owner import MatchOwner
from audatia_qt.engine.session.replay import Replay
from audatia_qt.engine.session.saves import LoadedGame, load_file, save_file
from audatia_qt.engine.session.strict import SaveError
from audatia_qt.shell.board_settings import BoardSettings
from audatia_qt.shell.board_table import Refusal
from audatia_qt.shell.bot_runner import HintSearch
from audatia_qt.shell.highlights import HighlightStyle
from audatia_qt.shell.i18n.language import Language
from audatia_qt.shell.preferences import Preferences

#: What a New Game page returns and a game is dealt from: the game's own setup object.
Setup = Any
#: A save file read back (``Autosave.load``, a Load…): the game's own object (Audatia's
#: ``LoadedGame``), read by the shell as ``LoadedSave``.
Loaded = Any


class SaveRefusedError(Exception):
    """A game file could not be written or read: the one-line reason, said to the player."""

    def __init__(self, message: Message) -> None:
        super().__init__(message)
        self.message = message


class LoadedSave(Protocol):
    """A save read back, as the shell reads it."""

    @property
    def actions(self) -> tuple[Any, ...]:
        """The moves played in it."""
        ...

    @property
    def setup(self) -> MatchSetup:
        """Its game, config and seats (which game's windows it goes to)."""
        ...

    def match(self) -> Match:
        """The match, to go on playing."""
        ...


class GameController(Protocol):
    """The game on a board, as the shell reads it."""

    @property
    def match(self) -> Match: ...

    @property
    def action_applied(self) -> SignalInstance:
        """Emitted after each move is played on the board."""
        ...


@dataclass(frozen=True)
class SaveFormat:
    """A game's save files: their extension and how they are written and read."""

    suffix: str
    """The extension, with its dot (".audatia")."""
    file_filter: Callable[[], str]
    """The file dialogs' filter, in the language the app speaks ("Audatia games (*.audatia)")."""
    save: Callable[[Match, Path], None]
    """Write the match; ``SaveRefusedError`` says why not."""
    load: Callable[[Path], Loaded]
    """Read a save back; ``SaveRefusedError`` says why not."""


def engine_save_format(suffix: str, file_filter: Callable[[], str], games: Catalogue) -> SaveFormat:
    """Save files written and read by the engine's saves (``engine.session.saves``) as one of
    ``games`` (the game's own entry: its codec), each refusal a ``SaveRefusedError``."""

    def save(match: Match, path: Path) -> None:
        try:
            save_file(match, path)
        except SaveError as error:
            raise SaveRefusedError(error.message) from error

    def load(path: Path) -> LoadedGame:
        try:
            return load_file(path, games)
        except SaveError as error:
            raise SaveRefusedError(error.message) from error

    return SaveFormat(suffix, file_filter, save, load)


@dataclass(frozen=True)
class RemoteBoard:
    """A game's board for a seat of a network table (``GamePlugin.remote_board``): the widget
    (it follows a ``board_table.FollowedTable`` and takes the window's settings), the rule
    that says why a move is refused (the game's ``why_not``) and the Hint's search."""

    board: QWidget
    refusal: Refusal
    hint: HintSearch


@dataclass(frozen=True)
class GameOption:
    """A game's on/off preference, a box in Settings' Game group."""

    key: str
    """Its name among the game's options ("break_rule")."""
    text: Callable[[], str]
    """The box's text in the language the app speaks (with its mnemonic)."""
    value: Callable[[], bool]
    change: Callable[[bool], None]
    """Apply and keep a new value (then the host's ``preferences_changed`` is emitted)."""


@dataclass(frozen=True)
class NewGamePage:
    """A game's page in the New Game frame: its fields, and the setup they describe now."""

    widget: QWidget
    setup: Callable[[], Setup]
    people_only: Callable[[], None] | None = None
    """Make every seat a person's and hide the choice of who plays (the Host Network Game
    dialog: every seat of a network table is a person joining with an invite); None: the
    page has no such choice to hide."""


class GameHost(Protocol):
    """What the main window offers the game it hosts."""

    @property
    def settings(self) -> BoardSettings:
        """How the boards move and look (the Game menu's and Settings' preferences)."""
        ...

    @property
    def preferences(self) -> Preferences | None:
        """The player's kept preferences; None when nothing is kept (tests, screenshots)."""
        ...

    @property
    def language(self) -> Language:
        """The language the app speaks (the windows the game opens share it)."""
        ...

    @property
    def cache_dir(self) -> Path | None:
        """Where the game may keep what it draws (None: its own default folder)."""
        ...

    @property
    def library_dir(self) -> Path | None:
        """The player's own files of the game (Audatia's decks); None: none."""
        ...

    @property
    def preferences_changed(self) -> SignalInstance:
        """To emit once a game's option changed: Settings shows it."""
        ...

    def say(self, text: str, ms: int = 0) -> None:
        """A line in the status bar, for ``ms`` milliseconds (0: until the next)."""
        ...

    def show_new_game_dialog(self) -> QDialog | None:
        """New Game: the frame with the games' pages."""
        ...

    def rematch(self) -> None:
        """The same players again, a new deal."""
        ...

    def watch_replay(self) -> QWidget | None:
        """Step through the game on the board."""
        ...


class GamePlugin(Protocol):
    """One game's windows, made for one main window (``PluginFactory``)."""

    @property
    def board(self) -> QWidget | None:
        """The board the game is played on; None when no game can be dealt (the plugin's
        ``welcome`` panel says why, and ``start_problem`` in one line)."""
        ...

    @property
    def controller(self) -> GameController | None:
        """The game on the board now."""
        ...

    @property
    def replay_viewer(self) -> QWidget | None:
        """The replay window open now."""
        ...

    @property
    def choice(self) -> Setup | None:
        """What New Game and Rematch start from: the game on the board's setup."""
        ...

    @property
    def save_format(self) -> SaveFormat: ...

    @property
    def keys(self) -> list[tuple[str, str]]:
        """The board's keys and what each does, in the language the app speaks."""
        ...

    def start_problem(self) -> str:
        """Why some (or, with no board, all) of the game's material did not load; "" if none."""
        ...

    def welcome(self, parent: QWidget) -> QWidget:
        """What the window shows when no game can be dealt (``board`` is None)."""
        ...

    def menus(self) -> list[QMenu]:
        """The game's menus, between Game and Help (Audatia: Decks, Learn)."""
        ...

    def help_actions(self) -> list[QAction]:
        """The game's items at the top of Help (Audatia: Rules, F1)."""
        ...

    def about_text(self) -> str:
        """Help > About: the game and its credits, rich text."""
        ...

    def options(self) -> list[GameOption]:
        """The game's on/off preferences in Settings (Audatia: offer the Break rule)."""
        ...

    def retranslate(self) -> None:
        """The menus' and actions' texts in the language the app speaks now."""
        ...

    def default_setup(self) -> Setup:
        """The game dealt when there is no other: the last one chosen, as kept."""
        ...

    def rematch_setup(self) -> Setup:
        """The game on the board's setup with a new deal."""
        ...

    def computer_game(self, seed: int) -> Setup:
        """A computer-vs-computer game dealt with ``seed``, answering at once (--autoplay)."""
        ...

    def new_game_page(self) -> NewGamePage:
        """The New Game frame's page for this game, starting from the last game."""
        ...

    def remember(self, setup: Setup) -> None:
        """A game chosen in New Game: keep what the next start offers (its decks, its bot)."""
        ...

    def new_match(self, setup: Setup) -> Match:
        """A new match dealt from ``setup``."""
        ...

    def started_note(self, setup: Setup) -> str:
        """The status bar's line once ``setup`` is dealt (Audatia: its seed)."""
        ...

    def play(self, owner: MatchOwner, setup: Setup | None = None) -> GameController:
        """Put the match ``owner`` holds on the board, which plays through the owner and follows
        its change notices (Undo, Redo and the computer's moves included); ``setup`` is what
        New Game and Rematch start from next (found from the match when None)."""
        ...

    def snapshot(self, match: Match) -> object:
        """An immutable copy of ``match`` for the autosave writer (taken on the GUI thread)."""
        ...

    @property
    def plays_remote(self) -> bool:
        """This game's board can follow a seat of a network table (``remote_board``)."""
        ...

    def remote_board(self, parent: QWidget) -> RemoteBoard:
        """A new board of this game for a seat of a network table, with the rules it asks
        (``shell.network``); only when ``plays_remote``."""
        ...

    def offer_resume(
        self,
        autosave: Autosave,
        run: Callable[[QDialog], None] | None,
        on_watch: Callable[[Loaded], None],
    ) -> Loaded | None:
        """At start: offer the autosaved unfinished game; the one to play, or None."""
        ...

    def report_unresumable(
        self, autosave: Autosave, error: Exception, run: Callable[[QDialog], None] | None
    ) -> None:
        """The autosave offered could not be played: say so (and keep it aside)."""
        ...

    def ask_rules_changed(self, loaded: Loaded) -> bool:
        """A save played by other rules was loaded: ask; True to watch it as a replay."""
        ...

    def rules_changed_note(self, loaded: Loaded) -> str | None:
        """Why a replay of ``loaded`` ends early (other rules), in one line; None if it does not."""
        ...

    def open_replay(self, replay: Replay, on_continue: Callable[[Match], None]) -> QWidget:
        """Show ``replay`` in a replay window of its own (one at a time): the shell's
        ``ReplayFrame`` with the game's board drawn in it (``shell.replay_frame``); its
        "Continue from here" calls ``on_continue`` with the match to play on."""
        ...

    def set_animation_ms(self, ms: int) -> None: ...

    def set_card_scale(self, scale: float) -> None: ...

    def set_text_scale(self, scale: float) -> None: ...

    def set_highlight_style(self, style: HighlightStyle) -> None: ...

    def refresh_hints(self) -> None:
        """Show Hints was switched: the boards show or hide their coaching."""
        ...

    def first_start(self) -> None:
        """The app's first game was dealt with preferences kept: the game's welcome (Audatia
        offers its course once)."""
        ...

    def close(self) -> None:
        """The window is closing: close the game's windows and let go of its resources."""
        ...


#: Makes a game's plugin for a window: ``entry.plugin`` names one.
PluginFactory = Callable[[GameHost, QMainWindow, GameEntry], GamePlugin]


def plugin_factory(entry: GameEntry) -> PluginFactory:
    """The factory ``entry.plugin`` names; ``ValueError`` for a game played headless only."""
    if entry.plugin is None:
        raise ValueError(f"the game {entry.id!r} has no windows (it is played headless only)")
    factory: PluginFactory = pkgutil.resolve_name(entry.plugin)
    return factory
