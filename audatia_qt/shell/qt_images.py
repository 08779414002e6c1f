"""Pillow images to Qt images and pixmaps, with the device pixel ratio set."""

from __future__ import annotations

from PIL import Image
from PySide6.QtGui import QImage, QPixmap


def pil_to_qimage(image: Image.Image) -> QImage:
    """A deep copy of ``image`` as a QImage (RGBA8888, or RGB888 for opaque images)."""
    if image.mode == "RGB":
        data = image.tobytes()
        qimage = QImage(
            data, image.width, image.height, 3 * image.width, QImage.Format.Format_RGB888
        )
    else:
        rgba = image if image.mode == "RGBA" else image.convert("RGBA")
        data = rgba.tobytes()
        qimage = QImage(
            data, rgba.width, rgba.height, 4 * rgba.width, QImage.Format.Format_RGBA8888
        )
    # QImage borrows ``data``; the copy owns its pixels once ``data`` is gone.
    return qimage.copy()


def pil_to_qpixmap(image: Image.Image, dpr: float = 1.0) -> QPixmap:
    """``image`` as a pixmap whose logical size is its pixel size divided by ``dpr``."""
    pixmap = QPixmap.fromImage(pil_to_qimage(image))
    pixmap.setDevicePixelRatio(dpr)
    return pixmap
