"""Card faces drawn off the GUI thread: a worker with its own renderer and face cache.

The worker is the shell's ``FaceLoader``; the renderer is not thread-safe, so its thread owns
one renderer and one FaceCache (on the same cache folder as the GUI's; files are written
atomically, so both may share it). Each answer carries the generation it was asked in; the
builder drops answers from before the deck was replaced.
"""

from __future__ import annotations

import threading
from pathlib import Path

from PIL import Image
from PySide6.QtCore import QObject

from audatia_qt.games.audatia.render import CardFace, CardRenderer, FaceCache
from audatia_qt.shell.deck_builder.thumbnails import Drawer, FaceLoader, to_qimage
from audatia_qt.shell.i18n.faces import CatalogFaceWords


class ThumbnailLoader(FaceLoader):
    """Renders Audatia's faces in one worker thread (the shell's ``FaceLoader``) through a
    FaceCache of its own, and announces each as ``face_ready(token, QImage, generation)``."""

    def __init__(self, cache_dir: Path, parent: QObject | None = None) -> None:
        super().__init__(self._make_drawer_here, "deck-builder-faces", parent)
        self._cache_dir = cache_dir
        self._caches: list[FaceCache] = []
        self._caches_lock = threading.Lock()

    def _make_drawer_here(self) -> Drawer:
        cache = FaceCache(self._cache_dir, CardRenderer(words=CatalogFaceWords()))
        with self._caches_lock:
            self._caches.append(cache)

        def draw(face: object, size: tuple[int, int], dpr: float) -> Image.Image:
            assert isinstance(face, CardFace)
            return cache.get(face, size[0], size[1], dpr)

        return draw

    def shutdown(self) -> None:
        """Drop waiting requests, finish the one being drawn, stop the thread, and let the
        caches' last files reach the disk."""
        super().shutdown()
        with self._caches_lock:
            for cache in self._caches:
                cache.close()
            self._caches.clear()


__all__ = ["ThumbnailLoader", "to_qimage"]
