"""Card faces drawn off the GUI thread: a worker with its own renderer and face cache.

The renderer is not thread-safe, so the worker thread owns one renderer and one FaceCache (on
the same cache folder as the GUI's; files are written atomically, so both may share it). Each
answer carries the generation it was asked in; the builder drops answers from before the
deck was replaced.
"""

from __future__ import annotations

import logging
import threading
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path

from PIL import Image
from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QImage

from audatia_qt.games.audatia.render import CardFace, CardRenderer, FaceCache
from audatia_qt.shell.i18n.faces import CatalogFaceWords

log = logging.getLogger(__name__)


def to_qimage(image: Image.Image, dpr: float = 1.0) -> QImage:
    """A Pillow image as a QImage that owns its pixels, tagged with a device pixel ratio."""
    rgba = image if image.mode == "RGBA" else image.convert("RGBA")
    data = rgba.tobytes("raw", "RGBA")
    qimage = QImage(data, rgba.width, rgba.height, rgba.width * 4, QImage.Format.Format_RGBA8888)
    qimage = qimage.copy()  # detach from the bytes, which Python frees
    qimage.setDevicePixelRatio(dpr)
    return qimage


class ThumbnailLoader(QObject):
    """Renders faces in one worker thread and announces each as ``face_ready``.

    ``face_ready(token, QImage, generation)``: token is whatever the caller passed.
    """

    face_ready = Signal(object, QImage, int)

    def __init__(self, cache_dir: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._cache_dir = cache_dir
        self._executor: ThreadPoolExecutor | None = ThreadPoolExecutor(
            max_workers=1, thread_name_prefix="deck-builder-faces"
        )
        self._local = threading.local()
        self._pending: set[Future[None]] = set()
        self._lock = threading.Lock()
        self._caches: list[FaceCache] = []

    def request(
        self, token: object, face: CardFace, size: tuple[int, int], dpr: float, generation: int
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
        for cache in self._caches:
            cache.close()  # its last files reach the disk
        self._caches.clear()

    def _done(self, future: Future[None]) -> None:
        with self._lock:
            self._pending.discard(future)

    def _render(
        self, token: object, face: CardFace, size: tuple[int, int], dpr: float, generation: int
    ) -> None:
        cache: FaceCache | None = getattr(self._local, "cache", None)
        if cache is None:
            cache = FaceCache(self._cache_dir, CardRenderer(words=CatalogFaceWords()))
            self._local.cache = cache
            with self._lock:
                self._caches.append(cache)
        try:
            image = cache.get(face, size[0], size[1], dpr)
        except Exception:  # a face that cannot be drawn must not kill the worker
            log.exception("cannot draw %s", face.identity)
            return
        self.face_ready.emit(token, to_qimage(image, dpr), generation)
