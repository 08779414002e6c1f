"""The per-move clock of a network table, as a seat sees it (issue 32): the time left for the
move being decided, counting down.

The table keeps the time (``net.table``: the seat to move loses when it runs out); a snapshot
says how many seconds the mover had left when it was made, and this label counts down from
there on this computer's own clock, so the two screens agree to within the link's delay and no
screen's clock need agree with the table's.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from typing import Final

from PySide6.QtCore import QTimer
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QLabel, QWidget

#: How often the label counts down, in milliseconds.
TICK_MS: Final = 250
#: Under this many seconds the time left is shown in bold: a warning that needs no colour.
HURRY_SECONDS: Final = 10.0
#: The label's object name (tests and style sheets find it).
CLOCK_NAME: Final = "moveClock"


class MoveClock(QLabel):
    """The mover's time left, "Your move: 0:42" or "Their move: 1:05"; empty without a clock."""

    def __init__(
        self, parent: QWidget | None = None, *, now: Callable[[], float] = time.monotonic
    ) -> None:
        super().__init__(parent)
        self.setObjectName(CLOCK_NAME)
        self._now = now
        self._deadline: float | None = None
        self._yours = False
        self._timer = QTimer(self)
        self._timer.setInterval(TICK_MS)
        self._timer.timeout.connect(self._tick)
        self.hide()

    def run(self, seconds_left: float | None, yours: bool) -> None:
        """Count down from ``seconds_left`` (None: no clock now: the game is over, or the table
        has none) for the seat to move, this screen's when ``yours``."""
        self._yours = yours
        if seconds_left is None:
            self._deadline = None
            self._timer.stop()
            self.hide()
            return
        self._deadline = self._now() + seconds_left
        self.show()
        self._timer.start()
        self._tick()

    def stop(self) -> None:
        """Stop counting (the link is down: the table's time is not known here any more)."""
        self.run(None, self._yours)

    def seconds_left(self) -> float | None:
        deadline = self._deadline
        return None if deadline is None else max(0.0, deadline - self._now())

    def _tick(self) -> None:
        left = self.seconds_left()
        if left is None:
            return
        whole = math.ceil(left)
        shown = f"{whole // 60}:{whole % 60:02d}"
        text = self.tr("Your move: {time}") if self._yours else self.tr("Their move: {time}")
        self.setText(text.format(time=shown))
        self.setAccessibleName(self.text())
        font = QFont(self.font())
        font.setBold(left < HURRY_SECONDS)
        self.setFont(font)
        if left <= 0:
            self._timer.stop()
