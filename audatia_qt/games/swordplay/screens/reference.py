"""Swordplay's rules reference window (issue 29): the shell's reference window on Swordplay's
reference (``reference.py``), its rulings numbered SP-n and linked as ``swordplay:sp-n``."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from audatia_qt.engine.messages import translate
from audatia_qt.games.swordplay.reference import SwordplayReference, load_reference
from audatia_qt.shell.reference_window import ReferenceBook, ReferenceWindow, open_reference

#: The window every game's reference opens in (the tests ask for it by this name).
SwordplayReferenceWindow = ReferenceWindow


def _load(language: str) -> SwordplayReference:
    # Looked up at each call, so a test may give the module another reader.
    return load_reference(language)


BOOK = ReferenceBook(
    title=translate("SwordplayReference", "Rules \u2014 Swordplay: Arena"),
    load=_load,
    scheme="swordplay",
    ruling_prefix="SP",
)


def open_swordplay_reference(parent: QWidget | None = None, anchor: str = "") -> QWidget:
    """The rules reference in the app's language, opened at ``anchor`` (the start when it is
    empty or unknown): a window of its own, not shown yet.

    Raises ``reference.ReferenceError`` (one line naming the file) if the reference's files
    are missing or malformed.
    """
    return open_reference(BOOK, parent, anchor)
