"""Card faces drawn off the GUI thread: one worker thread with its own drawer.

A game's renderer is not thread-safe, so the worker thread makes its own drawer (``make_drawer``,
called once, on that thread) and the GUI never shares it. Each answer carries the generation it
was asked in; a builder drops answers from before its deck was replaced.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor

from PIL import Image
from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QImage

log = logging.getLogger(__name__)

#: Draws one face: (the face, (width, height) in logical pixels, device pixel ratio).
Drawer = Callable[[object, tuple[int, int], float], Image.Image]


def to_qimage(image: Image.Image, dpr: float = 1.0) -> QImage:
    """A Pillow image as a QImage that owns its pixels, tagged with a device pixel ratio."""
    rgba = image if image.mode == "RGBA" else image.convert("RGBA")
    data = rgba.tobytes("raw", "RGBA")
    qimage = QImage(data, rgba.width, rgba.height, rgba.width * 4, QImage.Format.Format_RGBA8888)
    qimage = qimage.copy()  # detach from the bytes, which Python frees
    qimage.setDevicePixelRatio(dpr)
    return qimage


class FaceLoader(QObject):
    """Draws faces in one worker thread and announces each as ``face_ready``.

    ``face_ready(token, QImage, generation)``: token is whatever the caller passed.
    """

    face_ready = Signal(object, QImage, int)

    def __init__(
        self, make_drawer: Callable[[], Drawer], thread_name: str, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self._make_drawer = make_drawer
        self._executor: ThreadPoolExecutor | None = ThreadPoolExecutor(
            max_workers=1, thread_name_prefix=thread_name
        )
        self._local = threading.local()
        self._pending: set[Future[None]] = set()
        self._lock = threading.Lock()

    def request(
        self, token: object, face: object, size: tuple[int, int], dpr: float, generation: int
    ) -> None:
        """Ask for a face; it arrives later through face_ready (never if shut down)."""
        if self._executor is None:
            return
        future = self._executor.submit(self._render, token, face, size, dpr, generation)
        with self._lock:
            self._pending.add(future)
        future.add_done_callback(self._done)

    def idle(self) -> bool:
        """Whether every request has been answered."""
        with self._lock:
            return not self._pending

    def shutdown(self) -> None:
        """Drop waiting requests, finish the one being drawn, and stop the thread."""
        executor, self._executor = self._executor, None
        if executor is not None:
            executor.shutdown(wait=True, cancel_futures=True)

    def _done(self, future: Future[None]) -> None:
        with self._lock:
            self._pending.discard(future)

    def _render(
        self, token: object, face: object, size: tuple[int, int], dpr: float, generation: int
    ) -> None:
        drawer: Drawer | None = getattr(self._local, "drawer", None)
        if drawer is None:
            drawer = self._local.drawer = self._make_drawer()
        try:
            image = drawer(face, size, dpr)
        except Exception:  # a face that cannot be drawn must not kill the worker
            log.exception("cannot draw %r", token)
            return
        self.face_ready.emit(token, to_qimage(image, dpr), generation)
