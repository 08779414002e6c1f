"""The fencers stepping, lunging and retreating on the strip: after the rules have moved a
fencer, its figure slides from the section it stood on to the one it stands on now.

Nothing here touches the game: the board already shows the new state when the slide starts,
the person may play on while it runs (a new move starts from where the figures are drawn), and
its length is the app's animation setting (``shell.animation``; 0, "Off", is the
reduced-motion choice: nothing moves, the figures are at once where they stand).
"""

from __future__ import annotations

from PySide6.QtCore import QEasingCurve, QObject, QVariantAnimation, Signal

from audatia_qt.shell.animation import NORMAL_ANIMATION_MS

#: A slide lasts one card movement per section crossed, at most this many (a return on
#: guard after a touch crosses several sections at once).
LONGEST_SLIDE = 3


class FencerMotion(QObject):
    """Where the two figures are drawn: a section each, fractional while they slide."""

    moved = Signal()
    """The figures moved a frame: the board redraws."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.move_ms = NORMAL_ANIMATION_MS
        """One section's slide, in milliseconds; 0: no slide at all."""
        self._start: tuple[float, float] | None = None
        self._end: tuple[float, float] | None = None
        self._animation = QVariantAnimation(self)
        self._animation.setStartValue(0.0)
        self._animation.setEndValue(1.0)
        self._animation.setEasingCurve(QEasingCurve.Type.InOutQuad)
        self._animation.valueChanged.connect(self._on_frame)

    @property
    def running(self) -> bool:
        return self._animation.state() is QVariantAnimation.State.Running

    def go_to(self, positions: tuple[int, int], *, slide: bool) -> None:
        """The figures' sections are now ``positions``: slide there from where they are drawn
        (``slide`` and animations on), else stand there at once."""
        start = self.places()
        end = (float(positions[0]), float(positions[1]))
        self._animation.stop()
        self._end = end
        if not slide or self.move_ms <= 0 or start is None or start == end:
            self._start = end
            self.moved.emit()
            return
        self._start = start
        crossed = max(abs(end[0] - start[0]), abs(end[1] - start[1]))
        self._animation.setDuration(round(self.move_ms * min(LONGEST_SLIDE, max(1.0, crossed))))
        self._animation.start()

    def finish(self) -> None:
        """Stop any slide: the figures where they stand."""
        self._animation.stop()
        self._start = self._end
        self.moved.emit()

    def places(self) -> tuple[float, float] | None:
        """Where the two figures are drawn now (None before the first view)."""
        if self._end is None or self._start is None:
            return None
        if not self.running:
            return self._end
        share = float(self._animation.currentValue())
        return (
            self._start[0] + (self._end[0] - self._start[0]) * share,
            self._start[1] + (self._end[1] - self._start[1]) * share,
        )

    def _on_frame(self, _value: object) -> None:
        self.moved.emit()
