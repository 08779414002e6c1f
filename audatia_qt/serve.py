"""``audatia serve``: the table server headless, many tables behind one port (``net.hall``).

``audatia serve --tables-dir DIR [--host H] [--port P] [--cert C --key K] [--log-file F]``
resumes every table in DIR and serves them until Ctrl+C or SIGTERM; ``audatia serve new
--tables-dir DIR --game ID [...]`` opens a table there (the running server takes it up at its
first hello) and prints one invite line per seat. The options of the game are the command
line's, the game's defaults otherwise: Audatia's ``--variant`` with its bundled decks,
Swordplay's ``--heroes N`` fighting each other, Ready...Fence!'s ``--level``.

Each problem with what was asked (a port out of range, a folder missing or unreadable, a
certificate that does not load, a port in use) is one line on stderr, exit code 2 (1 for a port
the system refuses); the server's own log is Python logging on stderr and, with
``--log-file``, in that file.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import os
import signal
import socket
import ssl
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final

from audatia_qt.engine.catalogue import Catalogue, GameEntry
from audatia_qt.engine.messages import Message, translate
from audatia_qt.engine.resources import decks_dir
from audatia_qt.engine.safe_io import FileRefusedError, read_regular_file
from audatia_qt.engine.session.atomic import atomic_write_text
from audatia_qt.games.audatia.decks.load import load_deck
from audatia_qt.games.audatia.rules.config import Variant
from audatia_qt.games.audatia.rules.selfplay import seeded_config
from audatia_qt.games.catalogue import GAMES
from audatia_qt.games.ready_fence.decks.bundled import default_card_set as fence_cards
from audatia_qt.games.ready_fence.rules import Config as FenceConfig
from audatia_qt.games.ready_fence.rules import Level
from audatia_qt.games.swordplay.decks.bundled import default_card_set as arena_cards
from audatia_qt.games.swordplay.rules import Config as ArenaConfig
from audatia_qt.games.swordplay.rules import Mode
from audatia_qt.net.hall import Hall, new_table
from audatia_qt.net.invite import invite_line
from audatia_qt.net.server import LOOPBACK

#: A message in the language the command line speaks.
Say = Callable[[Message], str]
#: The port ``audatia serve`` listens on unless told another.
DEFAULT_PORT: Final = 8765
#: What the running server writes in its tables' folder: the address ``serve new`` invites to.
SERVING_FILE: Final = "serving.json"
#: Audatia's bundled decks, the table's two decks.
AUDATIA_DECKS: Final = ("galeazzo-da-mantoa.toml", "boucicault.toml")
#: The games ``serve new`` opens tables of, and the option of each one's own.
GAME_OPTIONS: Final = {
    "audatia": ("--variant",),
    "swordplay": ("--heroes", "--monster"),
    "ready_fence": ("--level",),
}

_NO_FOLDER = translate("Cli", "serve: {path} is not a folder")
_UNREADABLE = translate("Cli", "serve: cannot read the folder {path}: {problem}")
_BAD_TLS = translate("Cli", "serve: cannot load the certificate {path}: {problem}")
_HALF_TLS = translate("Cli", "serve: --cert and --key go together")
_NO_PORT = translate("Cli", "serve: cannot listen on {host} port {port}: {problem}")
_BAD_LOG = translate("Cli", "serve: cannot write the log {path}: {problem}")
_NO_GAME = translate("Cli", "serve new: no game called {game} (the games: {known})")
_NOT_HERE = translate("Cli", "serve new: {option} is not an option of {game}")
_NO_MONSTER = translate("Cli", "serve new: no monster called {monster} (the monsters: {known})")
_COOP_HEROES = translate(
    "Cli", "serve new: two or three heroes fight a monster together, not {heroes}"
)
_NO_ADDRESS = translate(
    "Cli", "serve new: no server has run on {path} yet: give --address ws://HOST:PORT"
)
_CANNOT_OPEN = translate("Cli", "serve new: cannot open a table in {path}: {problem}")
_OPENED = translate("Cli", "table {table}: {game}, {seats} seats; one invite line per seat:")
_SEAT = translate("Cli", "seat {seat}: {invite}")


@dataclass(frozen=True, slots=True)
class ServeRun:
    """What ``audatia serve`` was asked for."""

    tables: Path
    host: str = LOOPBACK
    port: int = DEFAULT_PORT
    cert: Path | None = None
    key: Path | None = None
    log_file: Path | None = None


@dataclass(frozen=True, slots=True)
class TableOptions:
    """What ``audatia serve new`` was asked for: the game and its options (None: not given)."""

    tables: Path
    game: str
    variant: str | None = None
    heroes: int | None = None
    level: str | None = None
    seed: int | None = None
    address: str | None = None
    move_seconds: float | None = None
    """The per-move clock (None: none)."""
    monster: str | None = None
    """Swordplay: the monster the heroes fight together (co-op), None for free-for-all."""


#: The longest per-move clock a table takes, in seconds: a day (a slow game by invitation).
MAX_MOVE_SECONDS = 86_400.0


def move_seconds(text: str) -> float:
    """A per-move clock in seconds, 1 to ``MAX_MOVE_SECONDS``; ``ValueError`` otherwise."""
    seconds = float(text)
    if not 1.0 <= seconds <= MAX_MOVE_SECONDS:  # also refuses nan and inf
        raise ValueError(text)
    return seconds


def port_number(text: str) -> int:
    """A TCP port (0 lets the system choose); ``ValueError`` otherwise."""
    port = int(text)
    if not 0 <= port <= 65535:
        raise ValueError(text)
    return port


def check_folder(path: Path, say: Say) -> str | None:
    """The one line refusing ``path`` as the tables' folder, or None."""
    if not path.is_dir():
        return say(_NO_FOLDER.say(path=str(path)))
    try:
        next(iter(path.iterdir()), None)
    except OSError as error:
        return say(_UNREADABLE.say(path=str(path), problem=error.strerror or type(error).__name__))
    return None


def tls_context(cert: Path | None, key: Path | None, say: Say) -> ssl.SSLContext | str | None:
    """The server's TLS context from ``cert`` and ``key``, None without them, or the line
    refusing them."""
    if cert is None and key is None:
        return None
    if cert is None or key is None:
        return say(_HALF_TLS.say())
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    try:
        context.load_cert_chain(cert, key)
    except (OSError, ssl.SSLError) as error:
        problem = getattr(error, "strerror", None) or getattr(error, "reason", None) or "unknown"
        return say(_BAD_TLS.say(path=str(cert), problem=str(problem)))
    return context


def configure_log(log_file: Path | None, say: Say) -> str | None:
    """The server's log: one line per event on stderr, and in ``log_file`` when given; the
    line refusing the file, or None."""
    handlers: list[logging.Handler] = [logging.StreamHandler(sys.stderr)]
    if log_file is not None:
        try:
            handlers.append(logging.FileHandler(log_file, encoding="utf-8"))
        except OSError as error:
            problem = error.strerror or type(error).__name__
            return say(_BAD_LOG.say(path=str(log_file), problem=problem))
    logging.basicConfig(
        level=logging.INFO,
        format="%(asctime)s %(levelname)s %(name)s: %(message)s",
        handlers=handlers,
        force=True,
    )
    # The library's own lines about each handshake say what the hall's say already.
    logging.getLogger("websockets").setLevel(logging.WARNING)
    return None


def serve(run: ServeRun, say: Say) -> int:
    """Run the server until Ctrl+C or SIGTERM; 0 after a clean stop, 2 for a refused option,
    1 for a port the system refuses."""
    refused = check_folder(run.tables, say)
    context = tls_context(run.cert, run.key, say)
    if refused is None and isinstance(context, str):
        refused = context
    if refused is None:
        refused = configure_log(run.log_file, say)
    if refused is not None:
        print(refused, file=sys.stderr)
        return 2
    tls = context if isinstance(context, ssl.SSLContext) else None
    hall = Hall(run.tables, Catalogue(GAMES), host=run.host, port=run.port, tls=tls)
    hall.load()
    try:
        asyncio.run(_serve_until_stopped(hall, run))
    except OSError as error:
        problem = error.strerror or type(error).__name__
        print(say(_NO_PORT.say(host=run.host, port=run.port, problem=problem)), file=sys.stderr)
        return 1
    return 0


async def _serve_until_stopped(hall: Hall, run: ServeRun) -> None:
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for number in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError):  # no signal handlers on Windows' loop
            loop.add_signal_handler(number, stop.set)
    async with hall:
        _write_serving(run, hall)
        await stop.wait()
        logging.getLogger(__name__).info("stopping: a signal came")


def _write_serving(run: ServeRun, hall: Hall) -> None:
    """The address invites name, for ``serve new``: the host as others reach it."""
    host = run.host if run.host not in ("0.0.0.0", "::", "") else socket.getfqdn()
    scheme = "wss" if run.cert is not None else "ws"
    address = f"{scheme}://{host}:{hall.port}"
    try:
        atomic_write_text(run.tables / SERVING_FILE, json.dumps({"address": address}) + "\n")
    except OSError as error:
        logging.getLogger(__name__).error("cannot write %s: %s", SERVING_FILE, error)


# -- serve new ---------------------------------------------------------------------------


def open_table(options: TableOptions, say: Say) -> int:
    """Open a table and print its invites; 0, or 2 after a one-line refusal."""
    refused = check_folder(options.tables, say)
    entries = {entry.id: entry for entry in GAMES if entry.id in GAME_OPTIONS}
    if refused is None and options.game not in entries:
        known = ", ".join(entries)
        refused = say(_NO_GAME.say(game=options.game, known=known))
    made = None
    if refused is None:
        made = table_config(entries[options.game], options)
        if isinstance(made, Message):
            refused = say(made)
    address = options.address or _serving_address(options.tables)
    if refused is None and address is None:
        refused = say(_NO_ADDRESS.say(path=str(options.tables)))
    if refused is not None or made is None or isinstance(made, Message) or address is None:
        print(refused, file=sys.stderr)
        return 2
    entry = entries[options.game]
    config, lobby = made
    try:
        table_id, tokens = new_table(
            options.tables,
            entry,
            config,
            lobby,
            chance_seed=options.seed,
            move_seconds=options.move_seconds,
        )
    except OSError as error:
        problem = error.strerror or type(error).__name__
        print(say(_CANNOT_OPEN.say(path=str(options.tables), problem=problem)), file=sys.stderr)
        return 2
    print(say(_OPENED.say(table=table_id, game=entry.id, seats=len(tokens))))
    for seat, token in sorted(tokens.items()):
        print(say(_SEAT.say(seat=entry.seat(seat), invite=invite_line(address, entry.id, token))))
    return 0


def _serving_address(tables: Path) -> str | None:
    try:
        data = json.loads(read_regular_file(tables / SERVING_FILE, 4000))
    except (FileNotFoundError, FileRefusedError, OSError, ValueError):
        return None
    address = data.get("address") if isinstance(data, dict) else None
    return address if isinstance(address, str) else None


def _arena_config(options: TableOptions, seed: int) -> tuple[Any, dict[str, str]] | Message:
    """A Swordplay table: two to four heroes each against the others, or (``--monster``) two
    or three together against a monster (the rulebook's "Cooperative Solitaire")."""
    cards = arena_cards()
    count = options.heroes or 2
    heroes = tuple(hero.id for hero in cards.heroes)[:count]
    lobby = {"heroes": " ".join(heroes)}
    if options.monster is None:
        return ArenaConfig(cards, heroes, Mode.VERSUS, None, seed=seed), {
            "mode": Mode.VERSUS.value,
            **lobby,
        }
    known = [monster.id for monster in cards.monsters]
    if options.monster not in known:
        return _NO_MONSTER.say(monster=options.monster, known=", ".join(known))
    try:
        config = ArenaConfig(cards, heroes, Mode.COOP, options.monster, seed=seed)
    except ValueError:
        # The rules' own check (ruling SP-2): the monster is known, so the heroes are too many.
        return _COOP_HEROES.say(heroes=count)
    return config, {"mode": Mode.COOP.value, **lobby, "monster": options.monster}


def table_config(entry: GameEntry, options: TableOptions) -> tuple[Any, dict[str, str]] | Message:
    """The table's config and its lobby options, or the refusal of an option the game has
    not."""
    seed = options.seed if options.seed is not None else int.from_bytes(os.urandom(6))
    given = {
        "--variant": options.variant,
        "--heroes": options.heroes,
        "--monster": options.monster,
        "--level": options.level,
    }
    for option, value in given.items():
        if value is not None and option not in GAME_OPTIONS[entry.id]:
            return _NOT_HERE.say(option=option, game=entry.id)
    if entry.id == "audatia":
        variant = Variant(options.variant or Variant.STANDARD.value)
        decks = tuple(load_deck(decks_dir() / name).definition for name in AUDATIA_DECKS)
        config = seeded_config((decks[0], decks[1]), seed, variant=variant)
        return config, {"variant": variant.value}
    if entry.id == "swordplay":
        return _arena_config(options, seed)
    level = Level(options.level or Level.BASIC.value)
    return FenceConfig(fence_cards(), level), {"level": level.value}
