"""Pick two decks by name for the command line verbs (``selfplay``, ``arena``).

A name is a bundled deck's file stem or deck id (the same for ours), or a path to a deck file.
Every problem becomes a ``DeckSelectionError`` whose ``messages`` are printed one per line, in
the command line's language, never a traceback.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from audatia_qt.engine.messages import Message, translate
from audatia_qt.engine.safe_io import printable
from audatia_qt.games.audatia.decks.checks import Problem
from audatia_qt.games.audatia.decks.load import MAX_LINE, DeckError, LoadedDeck, load_deck
from audatia_qt.games.audatia.rules.cards import DeckDef

_TWO_NEEDED = translate("DeckSelection", "two decks are needed, found {count} bundled; use --decks")
_NOT_A_DECK = translate("DeckSelection", "not a deck file, nor a bundled deck (bundled: {known})")
_NONE = translate("DeckSelection", "none")


class DeckSelectionError(ValueError):
    """The decks asked for cannot all be used: ``messages`` says why, one problem a line, to
    say in the command line's language; ``lines`` are their English, short and printable."""

    def __init__(self, messages: Sequence[Message]) -> None:
        self.messages = tuple(messages)
        self.lines = tuple(printable(message.english(), MAX_LINE) for message in self.messages)
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
        raise DeckSelectionError([_TWO_NEEDED.say(count=len(chosen))])
    decks: list[DeckDef] = []
    problems: list[Message] = []
    for name in chosen:
        path = by_name.get(name) or Path(name)
        if path not in loaded:
            if not path.exists() and path.suffix != ".toml" and len(path.parts) == 1:
                # Deck ids and file names: the same in every language.
                known: Message | str = ", ".join(sorted(by_name)) or _NONE.say()
                problem = _NOT_A_DECK.say(known=known)
                loaded[path] = DeckError(name, [Problem("", problem)])
            else:
                try:
                    loaded[path] = load_deck(path)
                except DeckError as error:
                    loaded[path] = error
        entry = loaded[path]
        if isinstance(entry, DeckError):
            problems.extend(entry.messages())
        else:
            decks.append(entry.definition)
    if problems:
        raise DeckSelectionError(problems)
    return decks[0], decks[1]
