"""A disk cache of rendered faces: raw pixel files named by the hash of everything that draws them.

The key hashes the face's whole content (its definition field by field, kind, deck name, art
folder), the art file's size and modification time, the logical size, the device pixel ratio,
and the renderer's fingerprint (RENDERER_VERSION, theme, font files). A card edited in its deck
file, a replaced art file, a new theme or a new renderer version therefore never meets a stale
face: it simply misses. Old files are left behind; ``clear()`` removes them all.

A file holds the colour only, uncompressed: a 20-byte header (magic ``AUDFACE1``, width,
height, CRC-32 of the pixels, little-endian) and then 8-bit RGB rows. Reading one back is a
single read and a copy, about ten times faster than decoding a PNG, which is what lets a
restarted app show a whole deck at once; the price is disk space (about 1 MB per preview-size
face). The card's outline, which the renderer owns, becomes the alpha channel again on reading.
A file that is truncated, of another size, or whose pixels fail the CRC is a miss and is
rewritten. Recently rendered faces are also kept in memory, up to ``memory_bytes``. Files are
written by one background thread; ``flush()`` waits for them, and ``close()`` flushes and
stops the thread.
"""

from __future__ import annotations

import logging
import os
import struct
import tempfile
import threading
import zlib
from collections import OrderedDict
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, replace
from pathlib import Path

import platformdirs
from PIL import Image

from audatia_qt.games.audatia.render.art import art_stamp
from audatia_qt.games.audatia.render.faces import CardFace, content_hash
from audatia_qt.games.audatia.render.renderer import CardRenderer, device_size

log = logging.getLogger(__name__)

#: File format: magic (with the format's version), width, height, CRC-32 of the RGB pixels.
FACE_MAGIC = b"AUDFACE1"
_HEADER = struct.Struct("<8sIII")
#: Name suffix of cached face files (older releases stored ``.png`` files; clear() removes both).
FACE_SUFFIX = ".face"
#: Bytes of decoded faces kept in memory by default (about 90 preview-size faces).
DEFAULT_MEMORY_BYTES = 128 * 1024 * 1024


class DamagedFaceFile(ValueError):
    """A cached face file that is truncated, of another size, or whose pixels fail the CRC."""


def encode_face(image: Image.Image) -> bytes:
    """The colour of image as a cached face file: the header, then raw 8-bit RGB rows."""
    rgb = image if image.mode == "RGB" else image.convert("RGB")
    pixels = rgb.tobytes()
    return _HEADER.pack(FACE_MAGIC, rgb.width, rgb.height, zlib.crc32(pixels)) + pixels


def check_face(data: bytes | memoryview, size: tuple[int, int]) -> memoryview:
    """The RGB pixels of a cached face file of the expected pixel size, checked whole.

    Raises DamagedFaceFile, naming what is wrong, for anything but an intact file of that size.
    """
    if len(data) < _HEADER.size:
        raise DamagedFaceFile(f"only {len(data)} bytes, shorter than the header")
    magic, width, height, crc = _HEADER.unpack_from(data)
    if magic != FACE_MAGIC:
        raise DamagedFaceFile("not a cached face file (bad magic)")
    if (width, height) != size:
        raise DamagedFaceFile(f"it is {width} x {height}, not {size[0]} x {size[1]}")
    expected = _HEADER.size + width * height * 3
    if len(data) != expected:
        raise DamagedFaceFile(f"{len(data)} bytes where {expected} were expected (truncated)")
    pixels = memoryview(data)[_HEADER.size :]
    if zlib.crc32(pixels) != crc:
        raise DamagedFaceFile("its pixels fail the CRC check")
    return pixels


def unpack_face(pixels: bytes | memoryview, size: tuple[int, int]) -> Image.Image:
    """The RGB image of checked pixels."""
    return Image.frombytes("RGB", size, pixels)


def decode_face(data: bytes | memoryview, size: tuple[int, int]) -> Image.Image:
    """The RGB image stored in a cached face file; DamagedFaceFile if it is not intact."""
    return unpack_face(check_face(data, size), size)


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
        self._buffer = bytearray()  # reused by every read from disk
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
        """The content hash that names a face's file.

        The deck's folder (``art_root``) draws nothing itself: only the art file it leads to
        does, and ``art_stamp`` names that file. So a deck saved to another folder, copied
        into the library or opened from a backup finds the faces it drew before, and a card
        without art is one face wherever its deck lies."""
        return content_hash(
            "face",
            self.renderer.fingerprint(),
            replace(face, art_root=None),
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
        """Where the file for a key lives (fanned out over 256 folders)."""
        return self.directory / key[:2] / f"{key}{FACE_SUFFIX}"

    def get(self, face: CardFace, width: int, height: int, dpr: float = 1.0) -> Image.Image:
        """The face from memory or disk, or rendered now and stored."""
        key = self.key(face, width, height, dpr)
        image = self._lookup(key, width, height, dpr, face.basic)
        if image is None:
            image = self.renderer.render_face(face, width, height, dpr)
            self._store(key, image)
            image = image.copy()
        return image

    def get_back(self, deck_name: str, width: int, height: int, dpr: float = 1.0) -> Image.Image:
        """A deck's card back from memory or disk, or rendered now and stored."""
        key = self.back_key(deck_name, width, height, dpr)
        image = self._lookup(key, width, height, dpr, False)
        if image is None:
            image = self.renderer.render_back(deck_name, width, height, dpr)
            self._store(key, image)
            image = image.copy()
        return image

    def forget_memory(self) -> None:
        """Drop the faces kept in memory (the files stay)."""
        self._memory.clear()
        self._memory_used = 0

    def clear(self) -> int:
        """Delete every cached face file and the faces in memory; returns how many files went."""
        self.forget_memory()
        removed = 0
        if not self.directory.is_dir():
            return 0
        for path in (
            *self.directory.glob(f"*/*{FACE_SUFFIX}"),
            *self.directory.glob("*/*.png"),  # the format of earlier releases
        ):
            try:
                path.unlink()
                removed += 1
            except OSError:
                continue
        return removed

    def _lookup(
        self, key: str, width: int, height: int, dpr: float, basic: bool
    ) -> Image.Image | None:
        """The caller's own copy of a remembered or stored image, or None on a miss."""
        remembered = self._memory.get(key)
        if remembered is not None:
            self._memory.move_to_end(key)
            self.stats.memory_hits += 1
            return remembered.copy()
        size = device_size(width, height, dpr)
        image = self._read(self.path_for(key), size)
        if image is None:
            self.stats.misses += 1
            return None
        self.stats.disk_hits += 1
        image.putalpha(self.renderer.alpha_mask(width, height, dpr, basic))
        return image

    def _read(self, path: Path, size: tuple[int, int]) -> Image.Image | None:
        """The cached colour image, or None when the file is absent, damaged or of another size.

        The file is read into one buffer kept by the cache, so a disk hit allocates only the
        image it returns: fresh memory costs page faults, which dominate reading a whole deck.
        A face read from disk is not also kept in memory; the system's file cache keeps it.
        """
        try:
            with path.open("rb") as stream:
                length = os.fstat(stream.fileno()).st_size
                if length > len(self._buffer):
                    self._buffer = bytearray(length)
                view = memoryview(self._buffer)[:length]
                read = stream.readinto(view)
                return decode_face(view[:read], size)
        except FileNotFoundError:
            return None
        except (OSError, DamagedFaceFile) as error:
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
        size = _image_bytes(image)
        if size > self.memory_bytes:
            return
        self._memory[key] = image
        self._memory_used += size
        while self._memory_used > self.memory_bytes:
            _old, dropped = self._memory.popitem(last=False)
            self._memory_used -= _image_bytes(dropped)

    def _write(self, path: Path, image: Image.Image) -> None:
        """Store atomically (temporary file, then rename); a full or read-only disk is logged."""
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            handle, temporary = tempfile.mkstemp(prefix=".face-", suffix=".tmp", dir=path.parent)
            try:
                with os.fdopen(handle, "wb") as stream:
                    stream.write(encode_face(image))
                os.replace(temporary, path)
            except BaseException:
                Path(temporary).unlink(missing_ok=True)
                raise
        except OSError as error:
            with self._lock:
                self.stats.write_errors += 1
            log.warning("cannot store a card face in %s: %s", self.directory, error)


def _image_bytes(image: Image.Image) -> int:
    """Memory held by a remembered image."""
    return image.width * image.height * len(image.getbands())
