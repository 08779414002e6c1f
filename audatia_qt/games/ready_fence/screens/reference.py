"""Ready...Fence!'s rules reference window (issue 30): the shell's reference window on this
game's reference (``reference.py``: the rulebook's rules and the Technical Manual's fencing in
the project's words, then the rulings), its rulings numbered RF-n and linked as
``ready-fence:rf-n``."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from audatia_qt.engine.messages import translate
from audatia_qt.games.ready_fence.reference import load_reference
from audatia_qt.kit.reference import Reference
from audatia_qt.shell.reference_window import ReferenceBook, open_reference


def _load(language: str) -> Reference:
    # Looked up at each call, so a test may give the module another reader.
    return load_reference(language)


BOOK = ReferenceBook(
    title=translate("ReadyFenceReference", "Rules \u2014 Ready...Fence!"),
    load=_load,
    scheme="ready-fence",
    ruling_prefix="RF",
)


def open_ready_fence_reference(parent: QWidget | None = None, anchor: str = "") -> QWidget:
    """The rules reference in the app's language, opened at ``anchor`` (the start when it is
    empty or unknown): a window of its own, not shown yet.

    Raises ``reference.ReferenceError`` (one line naming the file) if the reference's files
    are missing or malformed.
    """
    return open_reference(BOOK, parent, anchor)
