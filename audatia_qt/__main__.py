"""Command line entry point: `audatia` opens the window, `audatia deck check` validates decks."""

from __future__ import annotations

import argparse
import sys

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
    return parser


def _deck_check(args: argparse.Namespace) -> int:
    """Run `audatia deck check PATH...` without loading Qt."""
    # Imported here so the window (and --version) start even while decks/ is unfinished.
    from audatia_qt.decks.check import run_check

    return run_check(list(args.paths), sys.stdout)


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
