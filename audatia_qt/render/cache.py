"""A disk cache of rendered faces: PNG files named by the hash of everything that draws them.

The key hashes the face's whole content (its definition field by field, kind, deck name, art
folder), the art file's size and modification time, the logical size, the device pixel ratio,
and the renderer's fingerprint (RENDERER_VERSION, theme, font files). A card edited in its deck
file, a replaced art file, a new theme or a new renderer version therefore never meets a stale
face: it simply misses. Old files are left behind; ``clear()`` removes them all.

The PNGs hold the colour only (RGB, every row with PNG's "Up" filter: written here about twice
as fast as Pillow's encoder and read back faster); the card's outline, which the renderer owns,
becomes the alpha channel again on reading. Recently used faces are also kept in memory, up to
``memory_bytes``. Files are written by one background thread (zlib releases the GIL while it
compresses, so the next face is drawn meanwhile); ``flush()`` waits for them, and ``close()``
flushes and stops the thread.
"""

from __future__ import annotations

import logging
import os
import struct
import tempfile
import threading
import warnings
import zlib
from collections import OrderedDict
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

import platformdirs
from PIL import Image, ImageChops, UnidentifiedImageError

from audatia_qt.render.art import art_stamp
from audatia_qt.render.faces import CardFace, content_hash
from audatia_qt.render.renderer import CardRenderer, device_size

log = logging.getLogger(__name__)

_PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
_PNG_FILTER_UP = b"\x02"
#: Bytes of decoded faces kept in memory by default (about 90 preview-size faces).
DEFAULT_MEMORY_BYTES = 128 * 1024 * 1024


def encode_png_rgb(image: Image.Image) -> bytes:
    """The colour of image as a PNG file (8-bit RGB, every row "Up"-filtered, zlib level 1).

    The filter is one C call (each row minus the row above, modulo 256) and zlib releases the
    GIL while it compresses, so this is cheap and runs beside the renderer.
    """
    rgb = image if image.mode == "RGB" else image.convert("RGB")
    width, height = rgb.size
    above = Image.new("RGB", (width, height))
    above.paste(rgb.crop((0, 0, width, height - 1)), (0, 1))
    rows = memoryview(ImageChops.subtract_modulo(rgb, above).tobytes())
    stride = width * 3
    data = b"".join(
        _PNG_FILTER_UP + rows[offset : offset + stride]
        for offset in range(0, height * stride, stride)
    )

    def chunk(kind: bytes, body: bytes) -> bytes:
        crc = zlib.crc32(kind + body)
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", crc)

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (
        _PNG_SIGNATURE
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(data, 1))
        + chunk(b"IEND", b"")
    )


def default_cache_dir() -> Path:
    """The user's cache folder for card faces (e.g. ~/.cache/audatia-qt/faces on Linux)."""
    return Path(platformdirs.user_cache_dir("audatia-qt", appauthor=False)) / "faces"


@dataclass
class CacheStats:
    """How the cache has answered so far."""

    memory_hits: int = 0
    disk_hits: int = 0
    misses: int = 0
    write_errors: int = 0

    @property
    def hits(self) -> int:
        """Answers that did not need the renderer."""
        return self.memory_hits + self.disk_hits


class FaceCache:
    """Rendered faces and backs, from memory, from disk, or rendered by ``renderer`` and stored.

    Every image returned is the caller's own copy.
    """

    def __init__(
        self,
        directory: Path,
        renderer: CardRenderer,
        *,
        memory_bytes: int = DEFAULT_MEMORY_BYTES,
    ) -> None:
        self.directory = Path(directory)
        self.renderer = renderer
        self.memory_bytes = memory_bytes
        self.stats = CacheStats()
        self._memory: OrderedDict[str, Image.Image] = OrderedDict()
        self._memory_used = 0
        self._writer: ThreadPoolExecutor | None = None
        self._pending: set[Future[None]] = set()
        self._lock = threading.Lock()

    def __enter__(self) -> FaceCache:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def flush(self) -> None:
        """Wait until every face rendered so far is on disk."""
        with self._lock:
            pending = list(self._pending)
        for future in pending:
            future.result()

    def close(self) -> None:
        """Flush, then stop the writer thread (a later get starts a new one)."""
        self.flush()
        if self._writer is not None:
            self._writer.shutdown(wait=True)
            self._writer = None

    def key(self, face: CardFace, width: int, height: int, dpr: float = 1.0) -> str:
        """The content hash that names a face's file."""
        return content_hash(
            "face",
            self.renderer.fingerprint(),
            face,
            art_stamp(face.art_root, face.art),
            width,
            height,
            float(dpr),
        )

    def back_key(self, deck_name: str, width: int, height: int, dpr: float = 1.0) -> str:
        """The content hash that names a card back's file."""
        return content_hash(
            "back", self.renderer.fingerprint(), deck_name, width, height, float(dpr)
        )

    def path_for(self, key: str) -> Path:
        """Where the PNG for a key lives (fanned out over 256 folders)."""
        return self.directory / key[:2] / f"{key}.png"

    def get(self, face: CardFace, width: int, height: int, dpr: float = 1.0) -> Image.Image:
        """The face from memory or disk, or rendered now and stored."""
        key = self.key(face, width, height, dpr)
        image = self._lookup(key, width, height, dpr, face.basic)
        if image is None:
            image = self.renderer.render_face(face, width, height, dpr)
            self._store(key, image)
        return image.copy()

    def get_back(self, deck_name: str, width: int, height: int, dpr: float = 1.0) -> Image.Image:
        """A deck's card back from memory or disk, or rendered now and stored."""
        key = self.back_key(deck_name, width, height, dpr)
        image = self._lookup(key, width, height, dpr, False)
        if image is None:
            image = self.renderer.render_back(deck_name, width, height, dpr)
            self._store(key, image)
        return image.copy()

    def forget_memory(self) -> None:
        """Drop the faces kept in memory (the files stay)."""
        self._memory.clear()
        self._memory_used = 0

    def clear(self) -> int:
        """Delete every cached PNG and the faces in memory; returns how many files went."""
        self.forget_memory()
        removed = 0
        if not self.directory.is_dir():
            return 0
        for path in self.directory.glob("*/*.png"):
            try:
                path.unlink()
                removed += 1
            except OSError:
                continue
        return removed

    def _lookup(
        self, key: str, width: int, height: int, dpr: float, basic: bool
    ) -> Image.Image | None:
        image = self._memory.get(key)
        if image is not None:
            self._memory.move_to_end(key)
            self.stats.memory_hits += 1
            return image
        size = device_size(width, height, dpr)
        image = self._read(self.path_for(key), size)
        if image is None:
            self.stats.misses += 1
            return None
        image.putalpha(self.renderer.alpha_mask(width, height, dpr, basic))
        self.stats.disk_hits += 1
        self._remember(key, image)
        return image

    def _read(self, path: Path, size: tuple[int, int]) -> Image.Image | None:
        """The cached colour image, or None when it is absent, damaged or of the wrong size."""
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("error", Image.DecompressionBombWarning)
                with Image.open(path) as cached:
                    if cached.size != size or cached.format != "PNG" or cached.mode != "RGB":
                        raise ValueError("it has the wrong size or format")
                    cached.load()  # the pixels stay once the file is closed
                    return cached
        except FileNotFoundError:
            return None
        except (
            OSError,
            ValueError,
            SyntaxError,
            UnidentifiedImageError,
            Image.DecompressionBombError,
            Image.DecompressionBombWarning,
        ) as error:
            log.warning("ignoring the damaged cached face %s: %s", path, error)
            return None

    def _store(self, key: str, image: Image.Image) -> None:
        self._remember(key, image)
        if self._writer is None:
            self._writer = ThreadPoolExecutor(max_workers=1, thread_name_prefix="face-cache")
        future = self._writer.submit(self._write, self.path_for(key), image)
        with self._lock:
            self._pending.add(future)
        future.add_done_callback(self._written)

    def _written(self, future: Future[None]) -> None:
        with self._lock:
            self._pending.discard(future)

    def _remember(self, key: str, image: Image.Image) -> None:
        size = image.width * image.height * len(image.getbands())
        if size > self.memory_bytes:
            return
        self._memory[key] = image
        self._memory_used += size
        while self._memory_used > self.memory_bytes:
            _old, dropped = self._memory.popitem(last=False)
            self._memory_used -= dropped.width * dropped.height * len(dropped.getbands())

    def _write(self, path: Path, image: Image.Image) -> None:
        """Store atomically (temporary file, then rename); a full or read-only disk is logged."""
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            handle, temporary = tempfile.mkstemp(prefix=".face-", suffix=".png", dir=path.parent)
            try:
                with os.fdopen(handle, "wb") as stream:
                    stream.write(encode_png_rgb(image))
                os.replace(temporary, path)
            except BaseException:
                Path(temporary).unlink(missing_ok=True)
                raise
        except OSError as error:
            with self._lock:
                self.stats.write_errors += 1
            log.warning("cannot store a card face in %s: %s", self.directory, error)
