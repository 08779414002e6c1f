"""The arena's short animations, which make a move readable after the rules have applied it: a
card travelling from where it was to where it went (a hand to the discard pile, a hand to its
hero's item row, the deck to a hand), the d10 tumbling before it settles on the face the
seeded roll gave, and a hit flashing the life marker of the seat it struck.

Nothing here touches the game: the board already shows the new state when a motion starts, the
person may play on while it runs (a new move cuts it short), and the faces the die tumbles
through are counted from the clock, never drawn from the game's random source. The length is
the app's animation setting (``shell.animation``: the Game menu's speeds; 0, "Off", is the
reduced-motion choice, and then nothing moves at all), as on Audatia's table.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QElapsedTimer, QObject, QRectF, QTimer, Signal

#: A frame of the board's motion, in milliseconds (about 60 a second).
FRAME_MS = 16
#: The die tumbles for this many card movements: long enough to be seen rolling through
#: several faces, at the app's speed (off: not at all).
ROLL_MOVES = 2.0
#: A hit's flash lasts this many card movements.
FLASH_MOVES = 2.5
#: The die shows a new face this often while it tumbles, in card movements.
FACE_EVERY = 0.2


@dataclass(frozen=True)
class Flight:
    """``card`` (None: a card seen from its back) travels from ``start`` to ``end``."""

    card: int | None
    start: QRectF
    end: QRectF
    begin: float
    length: float


@dataclass(frozen=True)
class Roll:
    """The die tumbles from ``begin`` and settles on ``face``; before it, it shows ``before``."""

    face: int
    before: int | None
    begin: float
    length: float


@dataclass(frozen=True)
class Flash:
    """``seat``'s life marker flashes, ``amount`` damage rising from it."""

    seat: int
    amount: int
    begin: float
    length: float


Step = Flight | Roll | Flash


def _ease(progress: float) -> float:
    """Fast away, gently in (a card slid across a table)."""
    return 1 - (1 - progress) ** 3


class ArenaMotion(QObject):
    """The motions running on the arena; the board paints what ``flights``, ``die`` and
    ``flash`` say at each frame (``moved``)."""

    moved = Signal()
    """A frame passed (or the motion ended): the board repaints."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.move_ms = 0
        """One card movement, in milliseconds (the app's setting); 0: nothing moves."""
        self._steps: tuple[Step, ...] = ()
        self._clock = QElapsedTimer()
        self._timer = QTimer(self)
        self._timer.setInterval(FRAME_MS)
        self._timer.timeout.connect(self._on_frame)

    # -- starting and stopping ------------------------------------------------------------

    @property
    def active(self) -> bool:
        return bool(self._steps)

    @property
    def steps(self) -> tuple[Step, ...]:
        return self._steps

    def play(self, steps: tuple[Step, ...]) -> None:
        """Run ``steps`` from now (what ran before is cut short); nothing when motion is off."""
        self.finish()
        if self.move_ms <= 0 or not steps:
            return
        self._steps = steps
        self._clock.start()
        self._timer.start()
        self.moved.emit()

    def finish(self) -> None:
        """Stop at once: everything shows where the game has put it."""
        was = bool(self._steps)
        self._steps = ()
        self._timer.stop()
        if was:
            self.moved.emit()

    def _now(self) -> float:
        return self._elapsed() if self._steps else 0.0

    def _elapsed(self) -> float:
        """Milliseconds since the motion started (the tests stop the clock here)."""
        return float(self._clock.elapsed())

    def _on_frame(self) -> None:
        now = self._now()
        if all(now >= step.begin + step.length for step in self._steps):
            self.finish()
            return
        self.moved.emit()

    # -- what the board paints now ----------------------------------------------------------

    def flights(self) -> list[tuple[int | None, QRectF]]:
        """Each card on its way and where it is now (those not yet started wait unseen)."""
        now = self._now()
        moving: list[tuple[int | None, QRectF]] = []
        flights = [step for step in self._steps if isinstance(step, Flight)]
        for index, step in enumerate(flights):
            later = any(
                other.card == step.card and other.begin > now
                for other in flights[index + 1 :]
                if step.card is not None
            )
            if step.begin + step.length <= now and later:
                moving.append((step.card, QRectF(step.end)))  # landed; it moves on later
                continue
            if not step.begin <= now < step.begin + step.length:
                continue
            part = _ease((now - step.begin) / step.length)
            rect = QRectF(
                step.start.x() + (step.end.x() - step.start.x()) * part,
                step.start.y() + (step.end.y() - step.start.y()) * part,
                step.start.width() + (step.end.width() - step.start.width()) * part,
                step.start.height() + (step.end.height() - step.start.height()) * part,
            )
            moving.append((step.card, rect))
        return moving

    def arriving(self) -> set[int]:
        """The cards still on their way (not yet drawn where they went)."""
        now = self._now()
        return {
            step.card
            for step in self._steps
            if isinstance(step, Flight) and step.card is not None and now < step.begin + step.length
        }

    def die(self, settled: int | None) -> tuple[int | None, float]:
        """The die's face now and its turn in degrees: tumbling while a roll runs, else
        ``settled`` (the seeded result the game recorded) lying still."""
        now = self._now()
        for step in self._steps:
            if not isinstance(step, Roll) or now >= step.begin + step.length:
                continue
            if now < step.begin:
                return step.before, 0.0
            moves = (now - step.begin) / max(1.0, self.move_ms)
            tumble = int(moves / FACE_EVERY)
            # Counted from the clock, never drawn: the face tumbles, the result is the game's.
            face = (step.face + 3 * (tumble + 1)) % 10 + 1
            left = 1 - (now - step.begin) / step.length
            return face, 540.0 * left * left
        return settled, 0.0

    def rolling(self) -> bool:
        """A roll is still to be seen settling (its result not yet shown)."""
        now = self._now()
        return any(isinstance(s, Roll) and now < s.begin + s.length for s in self._steps)

    def flash(self, seat: int) -> tuple[float, int]:
        """How bright ``seat``'s life marker flashes now (0: not at all), and the damage."""
        now = self._now()
        for step in self._steps:
            running = step.begin <= now < step.begin + step.length
            if isinstance(step, Flash) and step.seat == seat and running:
                return 1 - (now - step.begin) / step.length, step.amount
        return 0.0, 0
