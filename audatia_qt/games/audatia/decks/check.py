"""``audatia deck check PATH...``: judge deck files and folders of deck files.

Every line printed is one short printable line: a summary per valid deck, or ``<file>: <what is
wrong>`` per problem, with names and values from the files escaped and shortened, so a hostile
file can neither forge a line nor send escapes to the terminal.
"""

from __future__ import annotations

import io
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TextIO

from audatia_qt.engine.messages import Message, english, translate
from audatia_qt.engine.safe_io import printable
from audatia_qt.games.audatia.decks.checks import composition
from audatia_qt.games.audatia.decks.load import (
    MAX_LINE,
    DeckError,
    LoadedDeck,
    load_deck,
    shown_source,
)

#: How a message is said: in English by default; the command line renders it through the
#: catalogs when it speaks another language (``audatia_qt.__main__``).
Say = Callable[[Message], str]

_NO_DECK_FILES = translate("DeckProblems", "{folder}: no deck files (*.toml) in this folder")


def deck_files(paths: Sequence[str], out: TextIO, say: Say = english) -> tuple[list[Path], bool]:
    """The deck files named by ``paths`` (a folder gives its *.toml), and whether all were found."""
    files: list[Path] = []
    found_all = True
    for name in paths:
        path = Path(name)
        if path.is_dir():
            inside = sorted(path.glob("*.toml"))
            if not inside:
                said = say(_NO_DECK_FILES.say(folder=shown_source(name)))
                out.write(printable(said, MAX_LINE) + "\n")
                found_all = False
            files.extend(inside)
        else:
            files.append(path)
    return files, found_all


#: A valid deck's line: its id and how many cards of each kind it holds (the English names the
#: deck file's own tables; another language names the kinds in its own words).
_SUMMARY = translate(
    "DeckSummary",
    "{deck}: {posta} posta, {strike} strike, {remedy} remedy, {counter_remedy} counter-remedy, "
    "{skill} skill, {basic} basic",
)


def summary(deck: LoadedDeck, say: Say = english) -> str:
    """``<deck id>: 12 posta, 18 strike, 6 remedy, 6 counter-remedy, 9 skill, 12 basic``."""
    counts = composition(deck.file)
    return say(_SUMMARY.say(deck=deck.file.deck.id, **counts))


def run_check(paths: Sequence[str], out: TextIO, say: Say = english) -> int:
    """Print a summary line per valid deck (and a line per warning: a translation left out) and a
    line per problem, each said by ``say``; 0 when all are valid, warnings or not."""
    if isinstance(out, io.TextIOWrapper):
        # A card name in a script the console cannot encode is shown escaped, not a traceback.
        out.reconfigure(errors="backslashreplace")
    files, ok = deck_files(paths, out, say)
    for path in files:
        try:
            deck = load_deck(path)
        except DeckError as error:
            ok = False
            out.writelines(_lines(error.messages(), say))
        else:
            out.write(summary(deck, say) + "\n")
            out.writelines(_lines(deck.warning_messages(), say))
    return 0 if ok else 1


def _lines(messages: Sequence[Message], say: Say) -> list[str]:
    """Each message said, on one short printable line."""
    return [printable(say(message), MAX_LINE) + "\n" for message in messages]
