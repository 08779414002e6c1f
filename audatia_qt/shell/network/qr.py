"""An invite line as a QR code (issue 32), drawn by the app itself.

``segno`` encodes the line; the modules are painted here with QPainter, black on white with
the standard quiet zone of four modules, each module a whole number of pixels wide: a code
scaled by a fraction would blur its edges (or leave seams between modules), and a camera
reads a crisp one best. Nothing is written to a file.
"""

from __future__ import annotations

import segno
from PySide6.QtCore import QEvent, QRect, QSize, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPaintEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

#: The white margin a reader needs around the code, in modules (ISO/IEC 18004).
QUIET_ZONE = 4
#: The pixels a module is drawn with at the widget's preferred size, and at least.
PREFERRED_MODULE = 4
SMALLEST_MODULE = 2

Matrix = tuple[tuple[bool, ...], ...]
"""The code's modules row by row, its quiet zone included: True is dark."""


def qr_matrix(text: str) -> Matrix:
    """The modules of ``text``'s QR code (error correction level M, at least), quiet zone
    included. Always a full QR code, never a Micro QR (which few phone cameras read).
    ``ValueError`` (segno's ``DataOverflowError``) for a text too long for any QR code."""
    code = segno.make(text, error="m", micro=False)
    return tuple(
        tuple(bool(module) for module in row) for row in code.matrix_iter(border=QUIET_ZONE)
    )


def module_pixels(matrix: Matrix, size: QSize) -> int:
    """The whole pixels a module gets for the code to fit in ``size`` (0 if it cannot)."""
    return min(size.width(), size.height()) // len(matrix)


def paint_matrix(painter: QPainter, area: QRect, matrix: Matrix) -> QRect:
    """Paint ``matrix`` centred in ``area``, at the largest whole number of pixels per module
    that fits; the rectangle painted (empty when not even one pixel a module fits)."""
    scale = module_pixels(matrix, area.size())
    if scale == 0:
        return QRect()
    side = scale * len(matrix)
    drawn = QRect(0, 0, side, side)
    drawn.moveCenter(area.center())
    painter.fillRect(drawn, QColor(Qt.GlobalColor.white))
    black = QColor(Qt.GlobalColor.black)
    for y, row in enumerate(matrix):
        x = 0
        while x < len(row):  # one rectangle for each run of dark modules in the row
            if not row[x]:
                x += 1
                continue
            start = x
            while x < len(row) and row[x]:
                x += 1
            painter.fillRect(
                drawn.left() + start * scale,
                drawn.top() + y * scale,
                (x - start) * scale,
                scale,
                black,
            )
    return drawn


def qr_image(text: str, module: int = PREFERRED_MODULE) -> QImage:
    """``text``'s QR code as an image, ``module`` pixels a module, quiet zone included."""
    matrix = qr_matrix(text)
    side = module * len(matrix)
    image = QImage(side, side, QImage.Format.Format_RGB32)
    painter = QPainter(image)
    paint_matrix(painter, image.rect(), matrix)
    painter.end()
    return image


class QrCodeView(QWidget):
    """A text's QR code, as large as the widget allows at whole pixels a module, centred.

    Assistive technology reads it as what it is: the invite as a QR code, for a camera (the
    same line is given as text beside it)."""

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._text = ""
        self._matrix: Matrix = ()
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setText(text)
        self._retranslate()

    def text(self) -> str:
        return self._text

    def setText(self, text: str) -> None:
        """Show ``text``'s code (nothing for an empty text)."""
        self._text = text
        self._matrix = qr_matrix(text) if text else ()
        self.updateGeometry()
        self.update()

    def matrix(self) -> Matrix:
        """The modules drawn, quiet zone included (empty when there is no text)."""
        return self._matrix

    def sizeHint(self) -> QSize:
        side = PREFERRED_MODULE * len(self._matrix)
        return QSize(side, side)

    def minimumSizeHint(self) -> QSize:
        side = SMALLEST_MODULE * len(self._matrix)
        return QSize(side, side)

    def paintEvent(self, event: QPaintEvent) -> None:
        if not self._matrix:
            return
        painter = QPainter(self)
        paint_matrix(painter, self.rect(), self._matrix)
        painter.end()

    def _retranslate(self) -> None:
        self.setAccessibleName(self.tr("Invite as a QR code"))
        self.setAccessibleDescription(
            self.tr("The invite line as a QR code, for a phone's camera to read.")
        )

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)
