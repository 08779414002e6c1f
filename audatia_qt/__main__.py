"""Command line entry point: `audatia` opens the window, `audatia deck check` validates decks,
`audatia selfplay` plays random games to soak-test the rules engine."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from audatia_qt import __version__


def build_parser() -> argparse.ArgumentParser:
    """Build the argument parser for the `audatia` command."""
    parser = argparse.ArgumentParser(
        prog="audatia",
        description="Audatia Qt: the longsword fencing card game on the desktop.",
    )
    parser.add_argument("--version", action="version", version=f"audatia {__version__}")
    verbs = parser.add_subparsers(dest="verb", metavar="COMMAND")

    deck = verbs.add_parser("deck", help="work with deck files")
    deck_verbs = deck.add_subparsers(dest="deck_verb", metavar="DECK_COMMAND", required=True)
    check = deck_verbs.add_parser("check", help="validate deck TOML files and report problems")
    check.add_argument("paths", nargs="+", metavar="PATH", help="deck files or folders of decks")
    check.set_defaults(handler=_deck_check)

    selfplay = verbs.add_parser(
        "selfplay",
        help="play random games and report wins, errors and the rule paths reached",
        description=(
            "Play random games (kind-balanced random policy) and report. Game i uses seed S+i; "
            "the challenger and the decks' seats alternate with the seed. Exits 1 if any game "
            "failed, printing the seeds that replay the failures."
        ),
    )
    selfplay.add_argument("--games", type=_positive_int, default=100, metavar="N")
    selfplay.add_argument("--seed", type=int, default=0, metavar="S", help="seed of the first game")
    selfplay.add_argument(
        "--decks",
        nargs=2,
        metavar=("A", "B"),
        help="deck ids of the bundled decks, or deck file paths (default: the two bundled decks)",
    )
    selfplay.add_argument(
        "--no-break", action="store_true", help="play without the optional Break rule (R-008)"
    )
    selfplay.set_defaults(handler=_selfplay)
    return parser


def _positive_int(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, got {value}")
    return value


def _deck_check(args: argparse.Namespace) -> int:
    """Run `audatia deck check PATH...` without loading Qt."""
    # Imported here so the window (and --version) start even while decks/ is unfinished.
    from audatia_qt.decks.check import run_check

    return run_check(list(args.paths), sys.stdout)


def _selfplay(args: argparse.Namespace) -> int:
    """Run `audatia selfplay` without loading Qt."""
    from audatia_qt.decks.checks import Problem
    from audatia_qt.decks.load import DeckError, LoadedDeck, load_deck
    from audatia_qt.resources import bundled_deck_paths
    from audatia_qt.rules.selfplay import run_selfplay

    # A bundled deck is named by its file's stem or by its deck id (the same for ours).
    loaded: dict[Path, LoadedDeck | DeckError] = {}
    by_name: dict[str, Path] = {}
    for path in bundled_deck_paths():
        by_name[path.stem] = path
        try:
            bundled = load_deck(path)
        except DeckError as error:
            loaded[path] = error
        else:
            loaded[path] = bundled
            by_name.setdefault(bundled.file.deck.id, path)
    names = list(args.decks) if args.decks else [str(path) for path in bundled_deck_paths()]
    if len(names) != 2:
        print(f"selfplay needs two decks, found {len(names)} bundled; use --decks", file=sys.stderr)
        return 1
    decks = []
    for name in names:
        path = by_name.get(name) or Path(name)
        if path not in loaded:
            if not path.exists() and path.suffix != ".toml" and len(path.parts) == 1:
                known = ", ".join(sorted(by_name)) or "none"
                problem = f"not a deck file, nor a bundled deck (bundled: {known})"
                loaded[path] = DeckError(name, [Problem("", problem)])
            else:
                try:
                    loaded[path] = load_deck(path)
                except DeckError as error:
                    loaded[path] = error
        deck = loaded[path]
        if isinstance(deck, DeckError):
            print("\n".join(deck.lines()), file=sys.stderr)
        else:
            decks.append(deck.definition)
    if len(decks) != 2:
        return 1
    first, second = decks
    rule = "off" if args.no_break else "on"
    print(
        f"selfplay: {args.games} games, seeds {args.seed}..{args.seed + args.games - 1}, "
        f"decks {first.id} and {second.id}, break rule {rule}"
    )
    report = run_selfplay((first, second), args.games, args.seed, break_rule=not args.no_break)
    print("\n".join(report.lines()))
    return 1 if report.errors else 0


def _run_gui(argv: list[str]) -> int:
    """Open the main window and run the Qt event loop until it closes."""
    # Qt is imported only here, so the CLI verbs stay fast and work without a display.
    from PySide6.QtWidgets import QApplication

    from audatia_qt.ui.main_window import MainWindow

    app = QApplication.instance() or QApplication([sys.argv[0], *argv])
    app.setApplicationName("Audatia")
    app.setApplicationVersion(__version__)
    window = MainWindow()
    window.show()
    return app.exec()


def main(argv: list[str] | None = None) -> int:
    """Parse the command line and run the chosen verb; with no verb, open the window."""
    args = build_parser().parse_args(sys.argv[1:] if argv is None else argv)
    handler = getattr(args, "handler", None)
    if handler is None:
        return _run_gui([])
    result: int = handler(args)
    return result


if __name__ == "__main__":
    sys.exit(main())
