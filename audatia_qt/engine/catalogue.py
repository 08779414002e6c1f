"""The games the app can play, each one ``GameEntry``: the one object a game plugs in.

A game's entry says everything the engine and the shell need without importing the game: its
id (the save files' format id), its title, its rules behind the ``Game`` protocol, its computer
players by name, and where its windows are (``plugin``: a ``"module:attribute"`` name the shell
resolves with ``pkgutil.resolve_name``, so pure code never imports a game's Qt side). The list
of entries is ``audatia_qt.games.catalogue.GAMES``: a new game is its folder and one line there.

A ``Catalogue`` is made from such a list and passed to whoever needs it (no module-level
registry), so a test can add a game of its own without touching the list.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from audatia_qt.engine.game import Game
from audatia_qt.engine.messages import Sentence
from audatia_qt.engine.search.bot import Bot

if TYPE_CHECKING:  # the session's modules import this one: their protocols are named only
    from audatia_qt.engine.narration import Narrator
    from audatia_qt.engine.session.saves import SaveCodec
    from audatia_qt.engine.wire import ViewCodec

#: A game whose config, state, action, event and view types the engine does not know.
AnyGame = Game[Any, Any, Any, Any, Any]


def no_ruled_seats(_config: Any) -> frozenset[int]:
    """Every seat a player's: no seat is played by the rules themselves."""
    return frozenset()


@dataclass(frozen=True)
class GameEntry:
    """One game, as the engine and the shell see it."""

    id: str
    """The game's ``Game.id``: the save files' format id and the catalogue's key."""
    title: Sentence
    """The game's name for a person ("Audatia")."""
    game: AnyGame
    bot_names: tuple[str, ...]
    """The computer players ``make_bot`` accepts, weakest first."""
    make_bot: Callable[[str], Bot[Any, Any]]
    """A new computer player by name; ``ValueError`` naming the accepted names otherwise."""
    default_bot: str | None = None
    """The computer player offered first (New Game, the preferences); None: the weakest."""
    plugin: str | None = None
    """The game's windows (board, New Game page, menus) as ``"module:attribute"``; None for a
    game that is played headless only (the tests' toy game)."""
    codec: SaveCodec | None = None
    """How the game's saves are written and read (``engine.session.saves``); None for a game
    that cannot be saved."""
    narrator: Narrator | None = None
    """The game's words for its moves and seats, as the session's menus, replays and undo
    need them (``engine.narration``); None for a game that is never described."""
    seat: Callable[[int], int] = int
    """Seat number ``i`` as the game names it (Audatia's ``Seat(i)``), so the seats the
    session hands back compare and print as the game's own."""
    wire: ViewCodec | None = None
    """How a seat's view, legal actions and events travel to a network player as JSON
    (``engine.wire``); None for a game that is not played over the network."""
    draws: bool = False
    """Whether the game can end drawn by its rulebook (Audatia can; Swordplay's last hero
    standing and Ready...Fence!'s tie played out cannot): where a draw may be offered and
    agreed between two people (``audatia_qt.net``)."""
    ruled_seats: Callable[[Any], frozenset[int]] = no_ruled_seats
    """The seats of ``config`` that no person plays because the rules play them (Swordplay's
    monster in solo and co-op play, its ruling SP-1: ``to_move`` never names it, the rules'
    ``CHANCE`` rolls for it). A network table gives such a seat no invite and waits for nobody
    there (``audatia_qt.net.table``); the default, every seat a player's."""
    commands: str | None = None
    """The class of the game's ``audatia selfplay`` and ``audatia arena``
    (``engine.commands.GameCommands``) as ``"module:attribute"``; None for a game the command
    line does not play."""


class Catalogue:
    """The games installed, by id, in the order the list gives them."""

    def __init__(self, entries: Iterable[GameEntry]) -> None:
        self._entries: dict[str, GameEntry] = {}
        for entry in entries:
            if entry.id in self._entries:
                raise ValueError(f"two games share the id {entry.id!r}")
            if entry.id != entry.game.id:
                raise ValueError(f"game entry {entry.id!r} holds the rules of {entry.game.id!r}")
            self._entries[entry.id] = entry

    def __iter__(self) -> Iterator[GameEntry]:
        return iter(self._entries.values())

    def __len__(self) -> int:
        return len(self._entries)

    def __contains__(self, game_id: object) -> bool:
        return game_id in self._entries

    def entry(self, game_id: str) -> GameEntry:
        """The game ``game_id``; ``KeyError`` naming the installed games otherwise."""
        try:
            return self._entries[game_id]
        except KeyError:
            installed = ", ".join(self._entries) or "none"
            raise KeyError(f"no game {game_id!r} is installed (installed: {installed})") from None
