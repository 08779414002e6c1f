"""Pick two decks by name for the command line verbs (``selfplay``, ``arena``).

A name is a bundled deck's file stem or deck id (the same for ours), or a path to a deck file.
Every problem becomes a ``DeckError`` whose ``lines()`` are printed one per line, never a
traceback.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from audatia_qt.decks.checks import Problem
from audatia_qt.decks.load import DeckError, LoadedDeck, load_deck
from audatia_qt.rules.cards import DeckDef


class DeckSelectionError(ValueError):
    """The decks asked for cannot all be used; ``lines`` says why, one problem a line."""

    def __init__(self, lines: Sequence[str]) -> None:
        self.lines = tuple(lines)
        super().__init__("; ".join(self.lines))


def select_decks(names: Sequence[str] | None, bundled: Sequence[Path]) -> tuple[DeckDef, DeckDef]:
    """The two decks named by ``names`` (bundled ids/stems or file paths), default the bundled.

    Raises ``DeckSelectionError`` naming every deck that could not be loaded, or saying that
    two decks were not found.
    """
    loaded: dict[Path, LoadedDeck | DeckError] = {}
    by_name: dict[str, Path] = {}
    for path in bundled:
        by_name[path.stem] = path
        try:
            deck = load_deck(path)
        except DeckError as error:
            loaded[path] = error
        else:
            loaded[path] = deck
            by_name.setdefault(deck.file.deck.id, path)
    chosen = list(names) if names else [str(path) for path in bundled]
    if len(chosen) != 2:
        raise DeckSelectionError(
            [f"two decks are needed, found {len(chosen)} bundled; use --decks"]
        )
    decks: list[DeckDef] = []
    problems: list[str] = []
    for name in chosen:
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
        entry = loaded[path]
        if isinstance(entry, DeckError):
            problems.extend(entry.lines())
        else:
            decks.append(entry.definition)
    if problems:
        raise DeckSelectionError(problems)
    return decks[0], decks[1]
