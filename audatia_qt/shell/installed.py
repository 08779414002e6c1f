"""The games installed: the catalogue the shell is handed, or else the one named here.

``audatia_qt.__main__`` hands the window ``Catalogue(GAMES)``; a window or preferences made
bare (the tests', the screenshot's, the self-test's) find the same list by its name, resolved
with ``pkgutil.resolve_name``: the shell imports no game, only knows where the list is.
"""

from __future__ import annotations

import pkgutil

from audatia_qt.engine.catalogue import Catalogue, GameEntry

#: Where the installed games are listed.
INSTALLED_GAMES = "audatia_qt.games.catalogue:GAMES"


def installed_catalogue() -> Catalogue:
    """The games installed (``INSTALLED_GAMES``), resolved by name."""
    games: tuple[GameEntry, ...] = pkgutil.resolve_name(INSTALLED_GAMES)
    return Catalogue(games)
