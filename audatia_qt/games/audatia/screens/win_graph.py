"""The replay's win-probability graph (issue 31, part 5, Coaching aids): each move's odds for
the seat that made it, from that seat's own view (``win_curve``), one line per seat, the
shown move marked, the turning point labelled; a click jumps the replay to the move under it.

Colours are the Okabe-Ito pair (blue, orange), told apart by colour-blind eyes, and the two
lines differ in stroke too (solid, dashed), so no reading rests on colour alone.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from audatia_qt.games.audatia.rules import Seat
from audatia_qt.games.audatia.win_curve import CurvePoint, TurningPoint
from audatia_qt.shell.plain import plain_tip

#: Okabe-Ito blue and orange: distinct for the common colour-vision deficiencies.
SEAT_COLOURS = {Seat.A: QColor("#0072B2"), Seat.B: QColor("#E69F00")}
SEAT_STROKES = {Seat.A: Qt.PenStyle.SolidLine, Seat.B: Qt.PenStyle.DashLine}
#: The graph's height at text scale 1 (grows with Settings > Text size).
BASE_HEIGHT = 110


class WinGraph(QWidget):
    """The graph; ``jump_requested(cursor)`` when a move is clicked."""

    jump_requested = Signal(int)

    def __init__(self, parent: QWidget | None = None, *, text_scale: float = 1.0) -> None:
        super().__init__(parent)
        self.setObjectName("winGraph")
        self.points: tuple[CurvePoint, ...] = ()
        self.turning: TurningPoint | None = None
        self.length = 0
        self.names: dict[Seat, str] = {Seat.A: Seat.A.name, Seat.B: Seat.B.name}
        """The fencers by seat (their decks' names), for the legend and the words read out."""
        self.shown_move = 0
        self.text_scale = text_scale
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.set_text_scale(text_scale)
        self.retranslate()

    def set_text_scale(self, scale: float) -> None:
        """Settings > Text size: the graph's words and height."""
        self.text_scale = scale
        self.setFixedHeight(round(BASE_HEIGHT * scale))
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(240, round(BASE_HEIGHT * self.text_scale))

    def set_curve(
        self,
        points: Sequence[CurvePoint],
        turning: TurningPoint | None,
        length: int,
        names: tuple[str, str] | None = None,
    ) -> None:
        """The game's points, its turning point, its number of moves, and the fencers' names
        by seat (plain text: a deck file's name is drawn, never read as markup)."""
        if names is not None:
            self.names = {Seat.A: names[Seat.A], Seat.B: names[Seat.B]}
        self.points = tuple(points)
        self.turning = turning
        self.length = length
        self.retranslate()
        self.update()

    def set_cursor(self, cursor: int) -> None:
        """The replay shows the state after ``cursor`` moves."""
        self.shown_move = cursor
        self.retranslate()
        self.update()

    def point_at_cursor(self) -> CurvePoint | None:
        return next((p for p in reversed(self.points) if p.index <= self.shown_move), None)

    def retranslate(self) -> None:
        """The accessible name, and a description saying the value at the shown move."""
        self.setAccessibleName(self.tr("Win chances graph"))
        point = self.point_at_cursor()
        if point is None:
            said = self.tr("Each move's chance of winning for its player, from their own view.")
        else:
            said = self.tr("Move {index}: about {chance}% for {seat}, from their own view.").format(
                index=point.index, chance=round(100 * point.chance), seat=self.names[point.seat]
            )
        if self.turning is not None:
            said += " " + self.tr("The turning point: move {index}.").format(
                index=self.turning.index
            )
        self.setAccessibleDescription(said)
        self.setToolTip(plain_tip(said))

    # -- geometry ----------------------------------------------------------------------------

    def _plot(self) -> QRectF:
        margin = 6 * self.text_scale
        top = 16 * self.text_scale
        return QRectF(self.rect()).adjusted(margin, top, -margin, -margin)

    def _x(self, index: int, plot: QRectF) -> float:
        return plot.left() + plot.width() * index / max(1, self.length)

    def _y(self, chance: float, plot: QRectF) -> float:
        return plot.bottom() - plot.height() * chance

    def cursor_at(self, x: float) -> int:
        """The move under ``x`` (0 to the game's length)."""
        plot = self._plot()
        share = (x - plot.left()) / max(1.0, plot.width())
        return max(0, min(self.length, round(share * self.length)))

    # -- events ------------------------------------------------------------------------------

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.length:
            self.jump_requested.emit(self.cursor_at(event.position().x()))
            event.accept()
            return
        super().mousePressEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        # Left/Right and the rest move the replay as everywhere in it: the frame's keys.
        event.ignore()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        painter.fillRect(self.rect(), palette.base())
        plot = self._plot()
        text = palette.text().color()
        font = QFont(self.font())
        font.setPixelSize(max(9, round(11 * self.text_scale)))
        painter.setFont(font)
        grid = QColor(text)
        grid.setAlpha(70)
        painter.setPen(QPen(grid, 1, Qt.PenStyle.DotLine))
        painter.drawLine(
            QPointF(plot.left(), self._y(0.5, plot)), QPointF(plot.right(), self._y(0.5, plot))
        )
        painter.setPen(QPen(grid, 1))
        painter.drawRect(plot)
        width = max(1.5, 2 * self.text_scale)
        for seat in (Seat.A, Seat.B):
            own = [p for p in self.points if p.seat is seat]
            if not own:
                continue
            path = QPainterPath(QPointF(self._x(own[0].index, plot), self._y(own[0].chance, plot)))
            for point in own[1:]:
                path.lineTo(self._x(point.index, plot), self._y(point.chance, plot))
            painter.setPen(QPen(SEAT_COLOURS[seat], width, SEAT_STROKES[seat]))
            painter.drawPath(path)
        self._paint_legend(painter, plot, width)
        # The shown move.
        painter.setPen(QPen(text, 1))
        x = self._x(self.shown_move, plot)
        painter.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()))
        if self.turning is not None:
            turn = next(p for p in self.points if p.index == self.turning.index)
            centre = QPointF(self._x(turn.index, plot), self._y(turn.chance, plot))
            radius = 4 * self.text_scale
            painter.setPen(QPen(text, 1.5))
            painter.setBrush(SEAT_COLOURS[turn.seat])
            painter.drawEllipse(centre, radius, radius)
            label = self.tr("the turning point")
            metrics = painter.fontMetrics()
            left = min(centre.x() + radius + 2, self.width() - metrics.horizontalAdvance(label) - 2)
            painter.drawText(QPointF(max(2.0, left), plot.top() - 3), label)
        if self.hasFocus():
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(palette.highlight().color(), 2))
            painter.drawRect(QRectF(self.rect()).adjusted(1, 1, -1, -1))
        painter.end()

    def _paint_legend(self, painter: QPainter, plot: QRectF, width: float) -> None:
        """Which line is whose, along the bottom edge inside the plot: each fencer's name
        after a short stroke of their line's colour and dash."""
        metrics = painter.fontMetrics()
        baseline = plot.bottom() - 4 * self.text_scale
        stroke = 14 * self.text_scale
        x = plot.left() + 4 * self.text_scale
        for seat in (Seat.A, Seat.B):
            middle = baseline - metrics.ascent() / 3
            painter.setPen(QPen(SEAT_COLOURS[seat], width, SEAT_STROKES[seat]))
            painter.drawLine(QPointF(x, middle), QPointF(x + stroke, middle))
            painter.setPen(QPen(self.palette().text().color(), 1))
            name = metrics.elidedText(
                self.names[seat], Qt.TextElideMode.ElideRight, round(plot.width() / 2 - stroke - 8)
            )
            painter.drawText(QPointF(x + stroke + 3, baseline), name)
            x += stroke + 3 + metrics.horizontalAdvance(name) + 10 * self.text_scale
