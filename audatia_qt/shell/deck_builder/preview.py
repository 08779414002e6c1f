"""The large card preview: fit to the panel, zoom with the wheel or the buttons."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QImage, QPainter, QPixmap, QWheelEvent
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsPixmapItem,
    QGraphicsScene,
    QGraphicsView,
    QHBoxLayout,
    QLabel,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from audatia_qt.shell.plain import plain_label

MIN_ZOOM = 0.25
MAX_ZOOM = 4.0
_STEP = 1.25


class PreviewView(QGraphicsView):
    """A scene with one card; ``zoom`` 1.0 means "fit the card in the view"."""

    zoom_changed = Signal(float)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("previewView")
        self.setScene(QGraphicsScene(self))
        self.item = QGraphicsPixmapItem()
        self.item.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
        self.scene().addItem(self.item)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setDragMode(QGraphicsView.DragMode.ScrollHandDrag)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.zoom = 1.0

    def set_image(self, image: QImage) -> None:
        """Show a face (its device pixel ratio gives its logical size)."""
        pixmap = QPixmap.fromImage(image)
        self.item.setPixmap(pixmap)
        # The item is laid out in logical units, whatever resolution the face was drawn at.
        self.item.setScale(1.0)
        self.scene().setSceneRect(self.item.boundingRect().adjusted(-12, -12, 12, 12))
        self._apply()

    def set_zoom(self, zoom: float) -> None:
        """Zoom relative to fitting the card in the view."""
        zoom = max(MIN_ZOOM, min(MAX_ZOOM, zoom))
        if abs(zoom - self.zoom) > 1e-6:
            self.zoom = zoom
            self._apply()
            self.zoom_changed.emit(zoom)

    def wheelEvent(self, event: QWheelEvent) -> None:
        steps = event.angleDelta().y() / 120
        if steps:
            self.set_zoom(self.zoom * (_STEP**steps))
        event.accept()

    def resizeEvent(self, event: object) -> None:
        super().resizeEvent(event)  # type: ignore[arg-type]
        self._apply()

    def _apply(self) -> None:
        rect = self.scene().sceneRect()
        if rect.isEmpty():
            return
        view = self.viewport().size()
        fit = min(view.width() / rect.width(), view.height() / rect.height())
        self.resetTransform()
        self.scale(fit * self.zoom, fit * self.zoom)
        if self.zoom <= 1.0:
            self.centerOn(self.item)


class CardPreview(QWidget):
    """The preview with its zoom buttons and a line about the card's art."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("cardPreview")
        self.view = PreviewView()
        self.note = plain_label()  # the deck and fencer names as the file gives them
        self.note.setObjectName("previewNote")
        self.note.setWordWrap(True)
        self.zoom_label = QLabel("100%")
        self.zoom_label.setObjectName("zoomLabel")
        buttons = QHBoxLayout()
        buttons.setContentsMargins(8, 0, 8, 0)
        self.buttons: list[QToolButton] = []
        for slot in (
            lambda: self.view.set_zoom(self.view.zoom / _STEP),
            lambda: self.view.set_zoom(1.0),
            lambda: self.view.set_zoom(self.view.zoom * _STEP),
        ):
            button = QToolButton()
            self.buttons.append(button)
            button.setObjectName("zoomButton")
            button.clicked.connect(slot)
            buttons.addWidget(button)
        buttons.addWidget(self.zoom_label)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 8, 0, 8)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.note)
        layout.addLayout(buttons)
        self.view.zoom_changed.connect(self._on_zoom_changed)
        self._retranslate()

    def _retranslate(self) -> None:
        for button, (text, tip) in zip(
            self.buttons,
            (
                ("\u2212", self.tr("Zoom out")),
                (self.tr("Fit"), self.tr("Fit the card in the panel")),
                ("+", self.tr("Zoom in")),
            ),
            strict=True,
        ):
            button.setText(text)
            button.setToolTip(tip)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def _on_zoom_changed(self, zoom: float) -> None:
        self.zoom_label.setText(f"{zoom:.0%}")
