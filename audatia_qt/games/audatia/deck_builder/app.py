"""Starting the deck builder: from the main window's Decks menu, or as `audatia decks [PATH]`."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget

from audatia_qt import __version__
from audatia_qt.engine.catalogue import Catalogue
from audatia_qt.engine.resources import bundled_deck_paths
from audatia_qt.games.audatia.deck_builder.window import DeckBuilderWindow, deck_error_text
from audatia_qt.games.audatia.decks.load import DeckError
from audatia_qt.games.audatia.screens.fonts import register_fonts
from audatia_qt.shell.i18n.language import Language
from audatia_qt.shell.i18n.render import render
from audatia_qt.shell.preferences import Preferences, default_preferences


def open_deck_builder(
    path: Path | None = None,
    parent: QWidget | None = None,
    *,
    library_dir: Path | None = None,
    preferences: Preferences | None = None,
    cache_dir: Path | None = None,
) -> DeckBuilderWindow:
    """Show a deck builder window on path (default: a new deck from the first bundled deck),
    saving into the deck library at library_dir (default: the one in the user data folder)
    and drawing its faces into the face cache at cache_dir (default: the user's cache).

    With a parent (the main window) the builder is still a window of its own, owned by the
    parent so it is not garbage-collected, and deleted when closed. Raises DeckError when
    path is not a deck file.
    """
    register_fonts()  # Qt ignores a file it already has; the builder may open before the game
    window = DeckBuilderWindow(
        parent=parent, library_dir=library_dir, preferences=preferences, cache_dir=cache_dir
    )
    if parent is not None:
        window.setWindowFlag(Qt.WindowType.Window, True)
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
    try:
        if path is not None:
            window.open_path(path)
        elif bundled := bundled_deck_paths():
            window.open_path(bundled[0], bundled=True)
    except DeckError:
        window.loader.shutdown()
        window.deleteLater()
        raise
    window.show()
    return window


def run_deck_builder(catalogue: Catalogue, path: Path | None = None) -> int:
    """`audatia decks [PATH]`: the deck builder as its own application, keeping the
    preferences of the ``catalogue``'s games (the starter's); returns the exit code."""
    app = QApplication.instance() or QApplication([sys.argv[0]])
    app.setApplicationName("Audatia")
    app.setApplicationVersion(__version__)
    register_fonts()
    preferences = default_preferences(catalogue)
    # Standalone, the builder owns the app's language: the one saved in the settings.
    language = Language(app)
    try:
        language.switch(preferences.language)
    except OSError as error:  # a catalog missing from a broken installation: stay in English
        print(error, file=sys.stderr)
    if preferences.refused is not None:
        print(render(preferences.refused), file=sys.stderr)
    try:
        window = open_deck_builder(path, preferences=preferences)
    except DeckError as error:
        print(deck_error_text(error), file=sys.stderr)
        return 1
    code = app.exec()
    del window  # kept alive until the event loop ends
    return code
