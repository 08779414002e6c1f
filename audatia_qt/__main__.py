"""Command line entry point: `audatia` opens the window, `audatia deck check` validates decks,
`audatia selfplay` plays random games to soak-test the rules engine.

The command line speaks the language of ``--language`` or else the environment's (``LANGUAGE``,
``LC_ALL``, ``LC_MESSAGES``, ``LANG``, as gettext reads them): in a language other than English
its help and error lines are looked up in the app's catalog (issue 21) through a
``QCoreApplication`` made for the parsing alone; in English Qt is not loaded at all, so the
verbs that need no window stay fast. The window speaks the language chosen in its settings.
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING

from audatia_qt import __version__
from audatia_qt.engine import messages
from audatia_qt.engine.messages import Message
from audatia_qt.games.audatia.rules.config import Variant
from audatia_qt.shell.i18n.catalogs import LANGUAGES, SOURCE_LANGUAGE
from audatia_qt.shell.i18n.marks import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from audatia_qt.engine.commands import ArenaRun, GameCommands

#: Whether the command line's words are looked up in Qt's catalogs now (``_speaking``).
_translating = False


def _say(line: Message | str) -> str:
    """A line of a verb's report in the command line's language: through Qt's catalogs while
    ``_speaking`` another language than English, else in English without loading Qt (the
    counted sentences' forms read from the English catalogs)."""
    if _translating:
        from audatia_qt.shell.i18n.render import render

        return render(line)
    from audatia_qt.shell.i18n.plain import english

    return english(line)


def _refusal(message: Message) -> str:
    """A problem's line in the command line's language, short and printable."""
    from audatia_qt.engine.safe_io import printable
    from audatia_qt.games.audatia.decks.load import MAX_LINE

    return printable(_say(message), MAX_LINE)


def translate(context: str, source: str) -> str:
    """``source`` in the command line's language: Qt's ``QCoreApplication.translate`` while
    ``_speaking`` another language than English, else the English source as it is. (Named so
    that lupdate finds the calls, which pass literal strings only.)"""
    if not _translating:
        return source
    from PySide6.QtCore import QCoreApplication

    return QCoreApplication.translate(context, source)


#: argparse's own words (``usage:``, ``options``, its errors), said through the app's
#: catalog while the command line is parsed (``_speaking``); the others stay English.
ARGPARSE_WORDS = (
    QT_TRANSLATE_NOOP("argparse", "usage: "),
    QT_TRANSLATE_NOOP("argparse", "positional arguments"),
    QT_TRANSLATE_NOOP("argparse", "options"),
    QT_TRANSLATE_NOOP("argparse", "show this help message and exit"),
    QT_TRANSLATE_NOOP("argparse", "%(prog)s: error: %(message)s\n"),
    QT_TRANSLATE_NOOP("argparse", "the following arguments are required: %s"),
    QT_TRANSLATE_NOOP("argparse", "unrecognized arguments: %s"),
    QT_TRANSLATE_NOOP("argparse", "invalid choice: %(value)r (choose from %(choices)s)"),
    QT_TRANSLATE_NOOP("argparse", "invalid %(type)s value: %(value)r"),
    QT_TRANSLATE_NOOP("argparse", "argument %(argument_name)s: %(message)s"),
    QT_TRANSLATE_NOOP("argparse", "expected one argument"),
    QT_TRANSLATE_NOOP("argparse", "ambiguous option: %(option)s could match %(matches)s"),
)


def _add_variant_option(parser: argparse.ArgumentParser) -> None:
    """``--variant standard|salle|sudden-death``, as selfplay and arena take it."""
    parser.add_argument(
        "--variant",
        choices=[variant.value for variant in Variant],
        default=Variant.STANDARD.value,
        help=translate(
            "Cli",
            "the ruleset: standard, Salle Play or Sudden Death (docs/rulings.md R-030..R-033)",
        ),
    )


#: The game selfplay and arena play unless told another (``--game``).
DEFAULT_GAME = "audatia"


def _add_game_option(parser: argparse.ArgumentParser) -> None:
    """``--game ID``, as selfplay and arena take it: any game of the app
    (``games.catalogue.GAMES``), checked when the verb runs so that ``--help``
    loads no game."""
    parser.add_argument(
        "--game",
        default=DEFAULT_GAME,
        metavar="ID",
        help=translate(
            "Cli",
            "the game: audatia (the default), swordplay (Swordplay: Arena) or ready_fence "
            "(Ready...Fence!); --decks, --no-break and --variant are Audatia's and are refused "
            "with another",
        ),
    )


def _other_game(args: argparse.Namespace, verb: str) -> tuple[GameCommands | None, int | None]:
    """The commands of the game ``--game`` names when it is not Audatia, with None for exit;
    or (None, exit code) after a one-line refusal: an unknown game, or Audatia's options given
    with another game. (None, None) for Audatia."""
    from audatia_qt.engine.commands import game_commands
    from audatia_qt.games.catalogue import GAMES

    if args.game == DEFAULT_GAME:
        return None, None
    entries = {entry.id: entry for entry in GAMES}
    commands = game_commands(entries[args.game]) if args.game in entries else None
    if commands is None:
        known = ", ".join(entry.id for entry in GAMES if entry.commands or entry.id == DEFAULT_GAME)
        unknown = messages.translate("Cli", "{verb}: no game called {game} (the games: {known})")
        print(_say(unknown.say(verb=verb, game=args.game, known=known)), file=sys.stderr)
        return None, 2
    refused = _audatia_only(args)
    if refused is not None:
        print(refused, file=sys.stderr)
        return None, 2
    return commands, None


def _audatia_only(args: argparse.Namespace) -> str | None:
    """The one line refusing an Audatia option given with another game, or None."""
    if args.game == "audatia":
        return None
    given = getattr(args, "decks", None) is not None or getattr(args, "no_break", False)
    if given or getattr(args, "variant", Variant.STANDARD.value) != Variant.STANDARD.value:
        return translate("Cli", "audatia: --decks, --no-break and --variant are Audatia's options")
    return None


#: The arena's games without a test, and the most under one (``--sprt``).
ARENA_GAMES = 100
SPRT_GAMES = 1000
#: The test's defaults, as the chess engines' testing frameworks start: is A 60% or 50%?
SPRT_H0 = 0.5
SPRT_H1 = 0.6
SPRT_ERROR = 0.05


def _cores() -> int:
    """The cores this process may run on: the arena's worker processes by default."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


def _bots(default: str | None = None) -> str:
    """The computer players, weakest first, by name and rank, ``default`` marked
    (``ai.factory.bot_list``)."""
    from audatia_qt.games.audatia.policy.factory import bot_list

    return _say(bot_list(default))


def build_parser() -> argparse.ArgumentParser:
    """Build the argument parser for the `audatia` command."""
    parser = argparse.ArgumentParser(
        prog="audatia",
        description=translate("Cli", "Audatia Qt: the longsword fencing card game on the desktop."),
    )
    parser.add_argument(
        "--version",
        action="version",
        version=f"audatia {__version__}",
        help=translate("Cli", "show the version and exit"),
    )
    parser.add_argument(
        "--language",
        choices=sorted(LANGUAGES),
        metavar="CODE",
        help=translate(
            "Cli",
            "the language of the command line's words and of --screenshot's window: en or es "
            "(default: the system's, as LANG says); the window speaks the one chosen in its "
            "settings",
        ),
    )
    parser.add_argument(
        "--self-test",
        action="store_true",
        help=translate(
            "Cli", "check the installation (decks, card faces, window, a computer game) and exit"
        ),
    )
    parser.add_argument(
        "--screenshot",
        type=Path,
        metavar="FILE",
        help=translate(
            "Cli",
            "play a computer-vs-computer game on the table, save a PNG of the window, and exit",
        ),
    )
    parser.add_argument(
        "--seed",
        type=int,
        default=1,
        dest="screenshot_seed",
        metavar="N",
        help=translate("Cli", "with --screenshot or --autoplay: the game's seed (default 1)"),
    )
    parser.add_argument(
        "--moves",
        type=int,
        default=20,
        dest="screenshot_moves",
        metavar="K",
        help=translate("Cli", "with --screenshot: moves to play before the picture (default 20)"),
    )
    parser.add_argument(
        "--size",
        default="1280x800",
        dest="screenshot_size",
        metavar="WxH",
        help=translate("Cli", "with --screenshot: the window size (default 1280x800)"),
    )
    parser.add_argument(
        "--variant",
        choices=[variant.value for variant in Variant],
        default=Variant.STANDARD.value,
        dest="screenshot_variant",
        help=translate("Cli", "with --screenshot: the rules played (default standard)"),
    )
    parser.add_argument(
        "--autoplay",
        action="store_true",
        help=translate(
            "Cli",
            "open the window on a computer-vs-computer game that plays itself (with --seed), "
            "autosaving as usual and printing 'autosaved N' after each move",
        ),
    )
    verbs = parser.add_subparsers(dest="verb", metavar="COMMAND")

    deck = verbs.add_parser("deck", help=translate("Cli", "work with deck files"))
    deck_verbs = deck.add_subparsers(dest="deck_verb", metavar="DECK_COMMAND", required=True)
    check = deck_verbs.add_parser(
        "check", help=translate("Cli", "validate deck TOML files and report problems")
    )
    check.add_argument(
        "paths", nargs="+", metavar="PATH", help=translate("Cli", "deck files or folders of decks")
    )
    check.set_defaults(handler=_deck_check)

    selfplay = verbs.add_parser(
        "selfplay",
        help=translate(
            "Cli", "play random games and report wins, errors and the rule paths reached"
        ),
        description=translate(
            "Cli",
            "Play random games (kind-balanced random policy) and report. Game i uses seed S+i; "
            "the challenger and the decks' seats alternate with the seed. Exits 1 if any game "
            "failed, printing the seeds that replay the failures.",
        ),
    )
    selfplay.add_argument("--games", type=_positive_int, default=100, metavar="N")
    selfplay.add_argument(
        "--seed", type=int, default=0, metavar="S", help=translate("Cli", "seed of the first game")
    )
    selfplay.add_argument(
        "--decks",
        nargs=2,
        metavar=("A", "B"),
        help=translate(
            "Cli",
            "deck ids of the bundled decks, or deck file paths (default: the two bundled decks)",
        ),
    )
    selfplay.add_argument(
        "--no-break",
        action="store_true",
        help=translate("Cli", "play without the optional Break rule (R-008)"),
    )
    selfplay.add_argument(
        "--check-invariants",
        action="store_true",
        help=translate(
            "Cli",
            "check every state: card conservation, views and redacted events that leak "
            "nothing, position and action notation round trips (slower)",
        ),
    )
    _add_variant_option(selfplay)
    _add_game_option(selfplay)
    selfplay.set_defaults(handler=_selfplay, reports=True)

    arena = verbs.add_parser(
        "arena",
        help=translate(
            "Cli", "play one bot against another and report win rates and decision times"
        ),
        description=translate(
            "Cli",
            "Bot A against bot B, weakest first: {bots}. "
            "Each deal is played twice with the seats swapped; roles and decks alternate. The "
            "last line is 'A win rate: <percent>% [<low>%, <high>%]' (95% Wilson interval). "
            "With --sprt the run is a sequential probability ratio test of A's score, looked "
            "at after each deal played both ways, that stops once it accepts H0 or H1 "
            "(docs/strength.md); Audatia's frozen baselines are named frozen:NAME.",
        ).format(bots=_bots()),
    )
    arena.add_argument("--a", required=True, metavar="BOT", dest="bot_a")
    arena.add_argument("--b", required=True, metavar="BOT", dest="bot_b")
    arena.add_argument(
        "--games",
        type=_positive_int,
        default=None,
        metavar="N",
        help=translate(
            "Cli", "games to play (default {plain}); with --sprt the most (default {most})"
        ).format(plain=ARENA_GAMES, most=SPRT_GAMES),
    )
    arena.add_argument("--seed", type=int, default=0, metavar="S")
    arena.add_argument(
        "--jobs",
        type=_positive_int,
        default=_cores(),
        metavar="J",
        help=translate(
            "Cli", "worker processes playing games at once (default {cores}, the cores here)"
        ).format(cores=_cores()),
    )
    arena.add_argument(
        "--sprt",
        action="store_true",
        help=translate(
            "Cli",
            "stop when a sequential probability ratio test of A's score decides, printing the "
            "running LLR, games, score and 95%% interval after each deal played both ways",
        ),
    )
    for option, default, meaning in (
        ("--h0", SPRT_H0, translate("Cli", "with --sprt: A's score under H0 (default {value})")),
        ("--h1", SPRT_H1, translate("Cli", "with --sprt: A's score under H1 (default {value})")),
        (
            "--alpha",
            SPRT_ERROR,
            translate("Cli", "with --sprt: the chance of accepting H1 wrongly (default {value})"),
        ),
        (
            "--beta",
            SPRT_ERROR,
            translate("Cli", "with --sprt: the chance of accepting H0 wrongly (default {value})"),
        ),
    ):
        arena.add_argument(
            option, type=float, default=None, metavar="P", help=meaning.format(value=default)
        )
    arena.add_argument(
        "--no-clock",
        action="store_false",
        dest="clock",
        help=translate(
            "Cli",
            "let each search run its level's iterations however long they take, so a run "
            "replays exactly for its seed on a busy machine too (the decision times then "
            "measure the machine's load, not the levels)",
        ),
    )
    arena.add_argument(
        "--record",
        type=Path,
        metavar="FILE",
        help=translate(
            "Cli",
            "write each game's seeds and result to FILE, a JSON line each (with --sprt they "
            "are otherwise printed, a line each)",
        ),
    )
    arena.add_argument(
        "--decks",
        nargs=2,
        metavar=("A", "B"),
        help=translate(
            "Cli",
            "deck ids of the bundled decks, or deck file paths (default: the two bundled decks)",
        ),
    )
    _add_variant_option(arena)
    _add_game_option(arena)
    arena.set_defaults(handler=_arena, reports=True)

    gauntlet = verbs.add_parser(
        "gauntlet",
        help=translate(
            "Cli", "play a deck against each bundled deck, the computer on both sides, for balance"
        ),
        description=translate(
            "Cli",
            "The deck in PATH against each bundled deck, BOT on both sides (default "
            "ismcts:normal, the Provost), N deals per opponent covering both seats and both "
            "roles, then "
            "the bundled decks against each other the same way. Prints win rates with 95% "
            "Wilson intervals overall, as challenger and as respondent, per opponent. Ctrl+C "
            "stops after the current game and prints the figures so far.",
        ),
    )
    gauntlet.add_argument(
        "path",
        nargs="?",
        type=Path,
        metavar="PATH",
        help=translate("Cli", "a deck TOML file (none: only the bundled decks against each other)"),
    )
    gauntlet.add_argument("--games", type=_positive_int, default=20, metavar="N")
    gauntlet.add_argument("--seed", type=int, default=0, metavar="S")
    from audatia_qt.games.audatia.policy.gauntlet import DEFAULT_BOT as GAUNTLET_BOT

    gauntlet.add_argument(
        "--bot",
        default=GAUNTLET_BOT,
        metavar="BOT",
        help=translate("Cli", "one of: {bots}").format(bots=_bots(GAUNTLET_BOT)),
    )
    gauntlet.add_argument(
        "--no-reference",
        action="store_true",
        help=translate("Cli", "skip the bundled decks' own games against each other"),
    )
    gauntlet.set_defaults(handler=_gauntlet, reports=True)

    trainer = verbs.add_parser(
        "train", help=translate("Cli", "train the computer player's learned parts")
    )
    train_verbs = trainer.add_subparsers(dest="train_verb", metavar="TRAIN_COMMAND", required=True)
    value = train_verbs.add_parser(
        "value",
        help=translate("Cli", "train the learned evaluation by TD(lambda) self-play"),
        description=translate(
            "Cli",
            "Train Audatia's value network by TD(lambda) self-play (the heuristic on both sides, "
            "one move in ten random), on one core. The same seed gives the same weights; a "
            "checkpoint beside the weights lets --resume carry on an interrupted run.",
        ),
    )
    value.add_argument("--games", type=_positive_int, required=True, metavar="N")
    value.add_argument("--seed", type=int, default=0, metavar="S")
    value.add_argument(
        "--out",
        type=Path,
        default=Path("audatia_value.npz"),
        metavar="PATH",
        help=translate(
            "Cli", "the weights file to write, its provenance beside it (default audatia_value.npz)"
        ),
    )
    value.add_argument(
        "--resume",
        action="store_true",
        help=translate("Cli", "carry on from the checkpoint beside --out"),
    )
    value.set_defaults(handler=_train_value, reports=True)

    _add_serve(verbs)

    decks = verbs.add_parser(
        "decks", help=translate("Cli", "open the deck builder (on PATH, or a bundled deck)")
    )
    decks.add_argument(
        "path", nargs="?", type=Path, metavar="PATH", help=translate("Cli", "a deck TOML file")
    )
    decks.set_defaults(handler=_decks)
    return parser


def _add_serve(verbs: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """``audatia serve`` (the tables of a folder behind one port) and ``audatia serve new``
    (a table opened there, its invites printed): ``audatia_qt.serve``."""
    server = verbs.add_parser(
        "serve",
        help=translate("Cli", "serve network tables headless, many behind one port"),
        description=translate(
            "Cli",
            "Serve every table in --tables-dir behind one port until Ctrl+C or SIGTERM: the "
            "tables are taken up where they stopped, players join with their invite lines, "
            "and anyone who can reach the port may ask for the lobby of open tables. "
            "'audatia serve new' opens a table. See docs/network.md.",
        ),
    )
    tables_help = translate("Cli", "the folder of the tables, one sub-folder each")
    # Not required here, so that it may follow ``new`` (its own); ``_serve`` asks for it.
    server.add_argument("--tables-dir", type=Path, metavar="DIR", help=tables_help)
    server.add_argument(
        "--host",
        default="127.0.0.1",
        metavar="HOST",
        help=translate(
            "Cli", "the address to listen on (default 127.0.0.1; 0.0.0.0 for every network)"
        ),
    )
    server.add_argument(
        "--port",
        type=_port,
        default=8765,
        metavar="PORT",
        help=translate("Cli", "the port to listen on (default 8765)"),
    )
    server.add_argument(
        "--cert",
        type=Path,
        metavar="PEM",
        help=translate("Cli", "a TLS certificate (chain) file: the tables speak wss"),
    )
    server.add_argument(
        "--key", type=Path, metavar="PEM", help=translate("Cli", "the certificate's private key")
    )
    server.add_argument(
        "--log-file",
        type=Path,
        metavar="PATH",
        help=translate("Cli", "also write the log to this file (it always goes to stderr)"),
    )
    server.set_defaults(handler=_serve, reports=True)
    serve_verbs = server.add_subparsers(dest="serve_verb", metavar="SERVE_COMMAND")
    opener = serve_verbs.add_parser(
        "new",
        help=translate("Cli", "open a table and print one invite line per seat"),
        description=translate(
            "Cli",
            "Open a table in --tables-dir and print one invite line per seat (give each "
            "player theirs: it is that seat's secret, shown only now). A running server "
            "takes the table up at its first player's hello.",
        ),
    )
    opener.add_argument("--tables-dir", type=Path, required=True, metavar="DIR", help=tables_help)
    opener.add_argument(
        "--game",
        required=True,
        metavar="ID",
        help=translate("Cli", "the game: audatia, swordplay or ready_fence"),
    )
    opener.add_argument(
        "--variant",
        choices=[variant.value for variant in Variant],
        help=translate("Cli", "Audatia's ruleset: standard (the default), salle, sudden-death"),
    )
    opener.add_argument(
        "--heroes",
        type=int,
        choices=(2, 3, 4),
        help=translate("Cli", "Swordplay: how many heroes fight each other (default 2)"),
    )
    opener.add_argument(
        "--monster",
        metavar="ID",
        help=translate(
            "Cli",
            "Swordplay: the heroes fight this monster together (co-op, two or three heroes) "
            "instead of each other",
        ),
    )
    opener.add_argument(
        "--level",
        choices=("tutorial", "basic", "advanced"),
        help=translate("Cli", "Ready...Fence!'s level (default basic)"),
    )
    opener.add_argument(
        "--seed",
        type=int,
        metavar="S",
        help=translate("Cli", "the deal's seed (default: a random one)"),
    )
    opener.add_argument(
        "--move-seconds",
        type=_move_seconds,
        metavar="S",
        help=translate(
            "Cli",
            "a per-move clock: a player who does not move within S seconds loses the game "
            "(default: none)",
        ),
    )
    opener.add_argument(
        "--address",
        metavar="URL",
        help=translate(
            "Cli",
            "the address in the invites, ws://HOST:PORT or wss://HOST:PORT (default: the one "
            "the server last running on the folder wrote)",
        ),
    )
    opener.set_defaults(handler=_serve_new, reports=True)


def _port(text: str) -> int:
    from audatia_qt.serve import port_number

    try:
        return port_number(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            translate("Cli", "not a port (0 to 65535): {text}").format(text=repr(text))
        ) from None


def _move_seconds(text: str) -> float:
    from audatia_qt.serve import move_seconds

    try:
        return move_seconds(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            translate("Cli", "not a time for a move (1 to 86400 seconds): {text}").format(
                text=repr(text)
            )
        ) from None


def _serve(args: argparse.Namespace) -> int:
    """Run `audatia serve`: the tables of --tables-dir until Ctrl+C or SIGTERM."""
    from audatia_qt.serve import ServeRun, serve

    if args.tables_dir is None:
        print(translate("Cli", "serve: --tables-dir DIR is required"), file=sys.stderr)
        return 2
    run = ServeRun(args.tables_dir, args.host, args.port, args.cert, args.key, args.log_file)
    return serve(run, _say)


def _serve_new(args: argparse.Namespace) -> int:
    """Run `audatia serve new`: a table opened, its invites printed."""
    from audatia_qt.serve import TableOptions, open_table

    options = TableOptions(
        args.tables_dir,
        args.game,
        args.variant,
        args.heroes,
        args.level,
        args.seed,
        args.address,
        args.move_seconds,
        args.monster,
    )
    return open_table(options, _say)


def _positive_int(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            translate("Cli", "not a whole number: {text}").format(text=repr(text))
        ) from None
    if value < 1:
        raise argparse.ArgumentTypeError(
            translate("Cli", "must be at least 1, got {value}").format(value=value)
        )
    return value


def _decks(args: argparse.Namespace) -> int:
    """Run `audatia decks [PATH]`: the deck builder window."""
    from audatia_qt.engine.catalogue import Catalogue
    from audatia_qt.games.audatia.deck_builder.app import run_deck_builder
    from audatia_qt.games.catalogue import GAMES

    return run_deck_builder(Catalogue(GAMES), args.path)


def _deck_check(args: argparse.Namespace) -> int:
    """Run `audatia deck check PATH...`: in English without loading Qt; in another language,
    its lines said through the catalogs (``_speaking``)."""
    # Imported here so the window (and --version) start even while decks/ is unfinished.
    from audatia_qt.games.audatia.decks.check import run_check

    code = getattr(args, "speaking", SOURCE_LANGUAGE)
    if code == SOURCE_LANGUAGE:
        return run_check(list(args.paths), sys.stdout)
    with _speaking(code):
        if not _translating:  # the catalogs are missing: English (_speaking said why)
            return run_check(list(args.paths), sys.stdout)
        from audatia_qt.shell.i18n.render import render

        return run_check(list(args.paths), sys.stdout, render)


def _selfplay(args: argparse.Namespace) -> int:
    """Run `audatia selfplay` without loading Qt."""
    commands, refused = _other_game(args, "selfplay")
    if refused is not None:
        return refused
    if commands is not None:
        return commands.selfplay(args.games, args.seed, args.check_invariants, _say)
    from audatia_qt.engine.resources import bundled_deck_paths
    from audatia_qt.games.audatia.decks.select import DeckSelectionError, select_decks
    from audatia_qt.games.audatia.rules.selfplay import run_selfplay

    try:
        first, second = select_decks(args.decks, bundled_deck_paths())
    except DeckSelectionError as error:
        print("\n".join(_refusal(message) for message in error.messages), file=sys.stderr)
        return 1
    rule = (
        messages.translate("Cli", "break rule off")
        if args.no_break
        else messages.translate("Cli", "break rule on")
    )
    header = messages.translate(
        "Cli",
        "selfplay: %n games, seeds {first}..{last}, decks {deck_a} and {deck_b}, {rule}, "
        "variant {variant}",
        None,
        0,
    )
    print(
        _say(
            header.say(
                args.games,
                first=args.seed,
                last=args.seed + args.games - 1,
                deck_a=first.id,
                deck_b=second.id,
                rule=rule.say(),
                variant=args.variant,
            )
        )
    )
    start = time.perf_counter()
    report = run_selfplay(
        (first, second),
        args.games,
        args.seed,
        break_rule=not args.no_break,
        variant=Variant(args.variant),
        check_invariants=args.check_invariants,
    )
    seconds = time.perf_counter() - start
    print("\n".join(_say(line) for line in report.messages()))
    timing = messages.translate("Cli", "time: {seconds} s, {rate} games/s")
    print(
        _say(
            timing.say(
                seconds=messages.Number(seconds, 1),
                rate=messages.Number(report.games / max(seconds, 1e-9)),
            )
        )
    )
    return 1 if report.errors else 0


def _one_core() -> None:
    """Keep this process (and numpy's threads) on one core: the training is one core's work,
    and the machine's others stay free for the player's or the tests' use."""
    for variable in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
        os.environ[variable] = "1"
    try:
        allowed = sorted(os.sched_getaffinity(0))
        os.sched_setaffinity(0, {allowed[-1]})
    except (AttributeError, OSError):  # not on Linux, or not allowed: the threads' cap stays
        pass


def _train_value(args: argparse.Namespace) -> int:
    """Run `audatia train value`: TD(lambda) self-play on one core, a progress bar on stderr."""
    _one_core()
    from audatia_qt.engine.resources import bundled_deck_paths
    from audatia_qt.games.audatia.decks.select import DeckSelectionError, select_decks
    from audatia_qt.games.audatia.policy.learned.model import ValueModelError
    from audatia_qt.games.audatia.policy.learned.train import TrainSettings, run_training

    try:
        decks = select_decks(None, bundled_deck_paths())
    except DeckSelectionError as error:
        print("\n".join(_refusal(message) for message in error.messages), file=sys.stderr)
        return 1
    settings = TrainSettings(args.games, args.seed, decks)
    bar = messages.translate(
        "Cli", "train value: [{bar}] {done}/{games} games, {seconds} s, about {left} s left"
    )
    shown = [-1.0]
    first: list[int] = []

    def progress(done: int, seconds: float) -> None:
        if not first:
            first.append(done - 1)  # a resumed run's rate counts its own games only
        if seconds - shown[0] < 0.5 and done < args.games:
            return  # a line twice a second is enough to watch
        shown[0] = seconds
        filled = done * 30 // args.games
        rate = seconds / max(done - first[0], 1)
        line = bar.say(
            bar="#" * filled + "-" * (30 - filled),
            done=done,
            games=args.games,
            seconds=messages.Number(seconds, 0),
            left=messages.Number(rate * (args.games - done), 0),
        )
        print("\r" + _say(line), end="\n" if done == args.games else "", file=sys.stderr)

    command = " ".join(
        ["audatia", "train", "value", "--games", str(args.games), "--seed", str(args.seed)]
        + ["--out", str(args.out)]
        + (["--resume"] if args.resume else [])
    )
    try:
        provenance = run_training(
            settings, args.out, command, _code_version(), resume=args.resume, progress=progress
        )
    except ValueModelError as error:
        print(
            _refusal(messages.translate("Cli", "train value: {problem}").say(problem=str(error))),
            file=sys.stderr,
        )
        return 1
    except KeyboardInterrupt:
        print(
            _say(messages.translate("Cli", "train value: stopped; --resume carries on").say()),
            file=sys.stderr,
        )
        return 130
    done = messages.translate("Cli", "train value: wrote {path} ({games} games in {seconds} s)")
    print(
        _say(
            done.say(
                path=str(args.out),
                games=provenance.games,
                seconds=messages.Number(provenance.seconds, 0),
            )
        )
    )
    return 0


def _code_version() -> str:
    """The app's version, and the source's commit when run from a checkout."""
    try:
        commit = subprocess.run(
            ["git", "rev-parse", "--short", "HEAD"],
            cwd=Path(__file__).resolve().parent,
            capture_output=True,
            text=True,
            check=True,
            timeout=10,
        ).stdout.strip()
    except (OSError, subprocess.SubprocessError):
        return __version__
    return f"{__version__} ({commit})"


def _arena_run(args: argparse.Namespace) -> ArenaRun | str:
    """What ``audatia arena`` was asked for, or the one line refusing its options."""
    from audatia_qt.engine.commands import ArenaRun
    from audatia_qt.engine.search.measure import Sprt

    tuned = [name for name in ("h0", "h1", "alpha", "beta") if getattr(args, name) is not None]
    if tuned and not args.sprt:
        return translate("Cli", "arena: --{option} is an option of --sprt").format(option=tuned[0])
    games = args.games or (SPRT_GAMES if args.sprt else ARENA_GAMES)
    test = None
    if args.sprt:
        if games % 2:
            return translate(
                "Cli", "arena: --sprt plays each deal both ways: --games must be even, not {games}"
            ).format(games=games)
        h0 = SPRT_H0 if args.h0 is None else args.h0
        h1 = SPRT_H1 if args.h1 is None else args.h1
        alpha = SPRT_ERROR if args.alpha is None else args.alpha
        beta = SPRT_ERROR if args.beta is None else args.beta
        if not 0 < h0 < h1 < 1:
            return translate("Cli", "arena: --h0 and --h1 are scores between 0 and 1, H0 below H1")
        if not (0 < alpha < 0.5 and 0 < beta < 0.5):
            return translate("Cli", "arena: --alpha and --beta lie between 0 and 0.5")
        test = Sprt(h0, h1, alpha, beta)
    return ArenaRun(
        args.bot_a,
        args.bot_b,
        games,
        args.seed,
        jobs=args.jobs,
        test=test,
        record=args.record,
        clock=args.clock,
    )


def _arena(args: argparse.Namespace) -> int:
    """Run `audatia arena` without loading Qt."""
    run = _arena_run(args)
    if isinstance(run, str):
        print(run, file=sys.stderr)
        return 2
    commands, refused = _other_game(args, "arena")
    if refused is not None:
        return refused
    if commands is not None:
        return commands.arena(run, _say)
    from audatia_qt.engine.resources import bundled_deck_paths
    from audatia_qt.games.audatia.decks.select import DeckSelectionError, select_decks
    from audatia_qt.games.audatia.policy.arena_cli import run_arena_command, run_series_command

    try:
        decks = select_decks(args.decks, bundled_deck_paths())
    except DeckSelectionError as error:
        print("\n".join(_refusal(message) for message in error.messages), file=sys.stderr)
        return 1
    if run.test is not None or run.record is not None or not run.clock:
        return run_series_command(run, decks, Variant(args.variant), _say)
    return run_arena_command(
        args.bot_a,
        args.bot_b,
        decks,
        run.games,
        args.seed,
        args.jobs,
        variant=Variant(args.variant),
        say=_say,
    )


def _gauntlet(args: argparse.Namespace) -> int:
    """Run `audatia gauntlet PATH` without loading Qt."""
    from audatia_qt.engine.resources import bundled_deck_paths
    from audatia_qt.games.audatia.decks.load import DeckError, load_deck
    from audatia_qt.games.audatia.policy.arena_cli import run_gauntlet_command

    try:
        deck = None if args.path is None else load_deck(args.path).definition
        opponents = [load_deck(path).definition for path in bundled_deck_paths()]
    except DeckError as error:
        print(error.first_line(), file=sys.stderr)
        return 1
    return run_gauntlet_command(
        deck,
        opponents,
        args.games,
        args.seed,
        args.bot,
        reference=not args.no_reference,
        say=_say,
    )


def _self_test(language: str) -> int:
    """Run `audatia --self-test` (audatia_qt/self_test.py) and report in ``language``; Qt
    loads only for its window checks."""
    from audatia_qt.self_test import run_self_test

    return run_self_test(sys.stdout, language=language)


def _screenshot_refusal(args: argparse.Namespace) -> str | None:
    """Why `audatia --screenshot FILE --size WxH` cannot run, in the command line's language;
    None when it can."""
    from audatia_qt.games.audatia.board.screenshot import MAX_SIDE, parse_size

    if Path(args.screenshot).suffix.lower() != ".png":
        return translate(
            "Screenshot", "audatia: --screenshot writes a PNG: {path} does not end in .png"
        ).format(path=args.screenshot)
    try:
        parse_size(args.screenshot_size)
    except ValueError:
        return translate(
            "Screenshot",
            "audatia: --size must look like 1280x800, from 1x1 to {most}x{most}, not {size}",
        ).format(most=MAX_SIDE, size=repr(args.screenshot_size))
    return None


def _screenshot(args: argparse.Namespace) -> int:
    """Run `audatia --screenshot FILE` (games/audatia/board/screenshot.py); its options were
    judged by ``_screenshot_refusal``."""
    from audatia_qt.engine.catalogue import Catalogue
    from audatia_qt.games.audatia.board.screenshot import parse_size, take_screenshot
    from audatia_qt.games.catalogue import GAMES

    size = parse_size(args.screenshot_size)
    return take_screenshot(
        args.screenshot,
        catalogue=Catalogue(GAMES),
        seed=args.screenshot_seed,
        moves=args.screenshot_moves,
        size=size,
        variant=Variant(args.screenshot_variant),
        language=args.language,
    )


def _run_gui(argv: list[str], autoplay_seed: int | None = None) -> int:
    """Open the main window and run the Qt event loop until it closes.

    The window autosaves to the user data folder and keeps the preferences (both in
    ``$AUDATIA_DATA_DIR`` when that is set); it first offers to resume an unfinished game,
    unless ``autoplay_seed`` starts a computer-vs-computer game (``--autoplay``).
    """
    # Qt is imported only here, so the CLI verbs stay fast and work without a display.
    from PySide6.QtWidgets import QApplication

    from audatia_qt.engine.catalogue import Catalogue
    from audatia_qt.engine.userdata import user_data_dir
    from audatia_qt.games.audatia.decks.library import default_library_dir
    from audatia_qt.games.audatia.screens.fonts import register_fonts
    from audatia_qt.games.audatia.screens.resume import default_autosave_dir
    from audatia_qt.games.catalogue import GAMES
    from audatia_qt.shell.app_icon import APP_ID, app_icon
    from audatia_qt.shell.i18n.language import Language
    from audatia_qt.shell.i18n.render import render
    from audatia_qt.shell.main_window import GUI_SWITCH_INTERVAL, MainWindow
    from audatia_qt.shell.network.play import TABLES_FOLDER
    from audatia_qt.shell.preferences import default_preferences

    sys.setswitchinterval(GUI_SWITCH_INTERVAL)
    app = QApplication.instance() or QApplication([sys.argv[0], *argv])
    # The command line's QCoreApplication (its language) is shut down before the window's.
    assert isinstance(app, QApplication)
    app.setApplicationName("Audatia")
    app.setApplicationVersion(__version__)
    register_fonts()
    app.setWindowIcon(app_icon())
    app.setDesktopFileName(APP_ID)
    catalogue = Catalogue(GAMES)
    preferences = default_preferences(catalogue)
    # The app's one Language: the saved choice (else the system's), before any window is
    # built; the window's settings switch it, and the windows it opens share it.
    language = Language(app)
    try:
        language.switch(preferences.language)
    except OSError as error:  # a broken installation: the app speaks English and says why
        print(f"audatia: {error}", file=sys.stderr)
    if preferences.refused is not None:
        print(render(preferences.refused), file=sys.stderr)
    window = MainWindow(
        start_game=False,
        autosave_dir=default_autosave_dir(),
        preferences=preferences,
        library_dir=default_library_dir(),
        language=language,
        catalogue=catalogue,
        tables_dir=user_data_dir() / TABLES_FOLDER,
    )
    window.show()
    if autoplay_seed is None:
        window.resume_or_start()
    else:
        from audatia_qt.shell.autoplay import start_autoplay

        start_autoplay(window, autoplay_seed)
    return app.exec()


def _chosen_language(argv: list[str]) -> str:
    """The language of ``--language CODE`` (or ``--language=CODE``), else the environment's
    (read as gettext reads it, without Qt), else English."""
    for index, word in enumerate(argv):
        if word == "--language" and index + 1 < len(argv) and argv[index + 1] in LANGUAGES:
            return argv[index + 1]
        if word.startswith("--language=") and word.partition("=")[2] in LANGUAGES:
            return word.partition("=")[2]
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(variable, "")
        if value:
            # "es_ES.UTF-8", or LANGUAGE's list "es:en"; "C" and "POSIX" are English.
            code = value.split(":")[0].split("_")[0].split(".")[0].lower()
            return code if code in LANGUAGES else SOURCE_LANGUAGE
    return SOURCE_LANGUAGE


@contextmanager
def _speaking(code: str) -> Iterator[None]:
    """The command line's words in ``code`` while the block runs: its catalogs installed in
    the running Qt application, or in a ``QCoreApplication`` made for the block and shut down
    after it (so the window's ``QApplication`` can be made), and argparse's own words looked
    up in them too."""
    global _translating
    if code == SOURCE_LANGUAGE:
        yield  # the sources are English: no catalog, no Qt
        return
    from PySide6.QtCore import QCoreApplication

    from audatia_qt.shell.i18n.language import Language

    app = QCoreApplication.instance()
    made = None
    if app is None:
        app = made = QCoreApplication([sys.argv[0]])
    language = Language(app)
    english = argparse._  # type: ignore[attr-defined]
    try:
        try:
            language.switch(code)
            _translating = True
        except OSError as error:  # a broken installation: the command line speaks English
            print(f"audatia: {error}", file=sys.stderr)
        argparse._ = lambda text: translate("argparse", text)  # type: ignore[attr-defined]
        yield
    finally:
        _translating = False
        argparse._ = english  # type: ignore[attr-defined]
        language.uninstall()
        if made is not None:
            made.shutdown()


def main(argv: list[str] | None = None) -> int:
    """Parse the command line and run the chosen verb; with no verb, open the window."""
    words = sys.argv[1:] if argv is None else argv
    with _speaking(_chosen_language(words)):
        args = build_parser().parse_args(words)
        if args.screenshot is not None and args.screenshot_moves < 0:
            print(translate("Cli", "audatia: --moves must be 0 or more"), file=sys.stderr)
            return 2
        if args.screenshot is not None:
            # Its options are judged while the command line speaks its language.
            refused = _screenshot_refusal(args)
            if refused is not None:
                print(refused, file=sys.stderr)
                return 2
        if getattr(args, "reports", False) and not args.self_test and args.screenshot is None:
            # A verb that prints a report says it in the command line's language: it runs
            # while the catalogs are installed (no window is made, so none is in the way).
            reported: int = args.handler(args)
            return reported
    if args.self_test:
        return _self_test(_chosen_language(words))
    if args.screenshot is not None:
        return _screenshot(args)
    handler = getattr(args, "handler", None)
    args.speaking = _chosen_language(words)  # for the verbs that print what they find
    if handler is None:
        return _run_gui([], args.screenshot_seed if args.autoplay else None)
    result: int = handler(args)
    return result


if __name__ == "__main__":
    # Worker processes (searches on every core, the arena's games) start this module again
    # under ``spawn``; in a frozen build freeze_support runs their task instead of the app.
    multiprocessing.freeze_support()
    sys.exit(main())
