"""How a game's plugin shows a window of its own and asks its questions over the main window.

Every game opens windows of its own beside the table (a replay, its rules reference): each a
top-level window, deleted when closed, the plugin told so it drops its reference; and asks the
player at start (resume the autosave?) with a dialog a test may run for them. Written once
here, so each game's plugin keeps only what it shows.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QDialog, QWidget


def show_own_window(
    window: QWidget, on_closed: Callable[[], None], size: QSize | None = None
) -> None:
    """Show ``window`` as a window of its own (over its parent, the main window), sized like
    ``size`` when given; it is deleted when closed and ``on_closed`` is then called."""
    window.setWindowFlag(Qt.WindowType.Window, True)
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
    if size is not None:
        window.resize(size)
    window.destroyed.connect(on_closed)
    window.show()


def run_dialog(dialog: QDialog, run: Callable[[QDialog], None] | None) -> None:
    """Run ``dialog`` modally, or hand it to ``run`` (a test answering it, the shell's own
    runner) when given."""
    if run is None:
        dialog.exec()
    else:
        run(dialog)
