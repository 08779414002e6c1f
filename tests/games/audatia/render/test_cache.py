"""The face cache: a second get does not render, and anything that changes the picture misses."""

from __future__ import annotations

import dataclasses
import os
import struct
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from PIL import Image

from audatia_qt.games.audatia.render import (
    CardFace,
    CardKind,
    CardRenderer,
    FaceCache,
    Theme,
    default_cache_dir,
)
from audatia_qt.games.audatia.render.cache import (
    FACE_MAGIC,
    DamagedFaceFile,
    decode_face,
    encode_face,
)
from audatia_qt.games.audatia.render.theme import DEFAULT_THEME

SIZE = (120, 168)


class CountingRenderer(CardRenderer):
    """A renderer that counts how often it is asked to draw."""

    def __init__(self, theme: Theme = DEFAULT_THEME) -> None:
        super().__init__(theme)
        self.faces = 0
        self.backs = 0

    def render_face(self, face: CardFace, width: int, height: int, dpr: float = 1.0) -> Image.Image:
        self.faces += 1
        return super().render_face(face, width, height, dpr)

    def render_back(self, deck_name: str, width: int, height: int, dpr: float = 1.0) -> Image.Image:
        self.backs += 1
        return super().render_back(deck_name, width, height, dpr)


@pytest.fixture
def face(all_faces: list[CardFace]) -> CardFace:
    return next(face for face in all_faces if face.kind is CardKind.STRIKE and face.basic)


def _cache(folder: Path, renderer: CardRenderer | None = None) -> FaceCache:
    return FaceCache(folder, renderer or CountingRenderer())


def test_second_get_does_not_render(tmp_path: Path, face: CardFace) -> None:
    renderer = CountingRenderer()
    with FaceCache(tmp_path, renderer) as cache:
        first = cache.get(face, *SIZE)
        second = cache.get(face, *SIZE)
    assert renderer.faces == 1
    assert cache.stats.misses == 1 and cache.stats.memory_hits == 1
    assert first.tobytes() == second.tobytes()


def test_a_new_cache_on_the_same_folder_reads_the_file(tmp_path: Path, face: CardFace) -> None:
    with _cache(tmp_path) as cache:
        rendered = cache.get(face, *SIZE)
    assert len(list(tmp_path.glob("*/*.face"))) == 1
    renderer = CountingRenderer()
    with FaceCache(tmp_path, renderer) as again:
        cached = again.get(face, *SIZE)
    assert renderer.faces == 0 and again.stats.disk_hits == 1
    # Pixel for pixel what the renderer drew, alpha (the folded corner) included.
    assert cached.mode == "RGBA"
    assert cached.tobytes() == rendered.tobytes()


def test_backs_are_cached_too(tmp_path: Path) -> None:
    renderer = CountingRenderer()
    with FaceCache(tmp_path, renderer) as cache:
        cache.get_back("Boucicault", *SIZE)
        cache.get_back("Boucicault", *SIZE)
        cache.get_back("Galeazzo", *SIZE)
    assert renderer.backs == 2


def _edited(face: CardFace, **changes: object) -> CardFace:
    return dataclasses.replace(face, definition=dataclasses.replace(face.definition, **changes))


@pytest.mark.parametrize(
    "change",
    ["text", "name", "icons", "sun", "basic", "provenance", "deck", "end_posta"],
)
def test_a_changed_card_is_rendered_again(tmp_path: Path, face: CardFace, change: str) -> None:
    renderer = CountingRenderer()
    cache = FaceCache(tmp_path, renderer)
    cache.get(face, *SIZE)
    definition = face.definition
    assert definition.__class__.__name__ == "StrikeDef"
    changed = {
        "text": lambda: _edited(face, text="Another text."),
        "name": lambda: _edited(face, name="Another Name"),
        "icons": lambda: _edited(face, icons=definition.icons[:1]),  # type: ignore[union-attr]
        "sun": lambda: _edited(face, sun=None),
        "basic": lambda: _edited(face, basic=False),
        "provenance": lambda: _edited(
            face, provenance=dataclasses.replace(definition.provenance, reason="changed")
        ),
        "deck": lambda: dataclasses.replace(face, deck_name="Another Deck"),
        "end_posta": lambda: dataclasses.replace(face, end_posta_name="Posta Longa"),
    }[change]()
    cache.get(changed, *SIZE)
    assert renderer.faces == 2
    # The original is still a hit.
    cache.get(face, *SIZE)
    assert renderer.faces == 2
    cache.close()


def test_size_pixel_ratio_and_theme_are_part_of_the_key(tmp_path: Path, face: CardFace) -> None:
    renderer = CountingRenderer()
    cache = FaceCache(tmp_path, renderer)
    cache.get(face, 120, 168)
    cache.get(face, 121, 168)
    cache.get(face, 120, 168, dpr=2.0)
    assert renderer.faces == 3
    themed = CountingRenderer(Theme(name="other", parchment=(250, 250, 250)))
    FaceCache(tmp_path, themed).get(face, 120, 168)
    assert themed.faces == 1
    cache.close()


def test_a_replaced_art_file_is_never_stale(tmp_path: Path, face: CardFace) -> None:
    art_root = tmp_path / "deck"
    art_root.mkdir()
    art = art_root / "art.png"
    Image.new("RGB", (64, 48), (200, 30, 30)).save(art)
    with_art = dataclasses.replace(_edited(face, art="art.png"), art_root=art_root)
    renderer = CountingRenderer()
    cache = FaceCache(tmp_path / "cache", renderer)
    red = cache.get(with_art, *SIZE)
    Image.new("RGB", (64, 48), (30, 30, 200)).save(art)
    os.utime(art, ns=(art.stat().st_atime_ns, art.stat().st_mtime_ns + 10**9))
    blue = cache.get(with_art, *SIZE)
    assert renderer.faces == 2
    assert red.tobytes() != blue.tobytes()
    cache.close()


def test_a_card_without_art_is_one_face_wherever_its_deck_lies(
    tmp_path: Path, face: CardFace
) -> None:
    """A deck saved to another folder draws its faces again only for the cards with art: the
    folder itself draws nothing."""
    assert face.art is None
    renderer = CountingRenderer()
    cache = FaceCache(tmp_path / "cache", renderer)
    for folder in ("one", "two"):
        cache.get(dataclasses.replace(face, art_root=tmp_path / folder), *SIZE)
    assert renderer.faces == 1
    for folder in ("one", "two"):
        (tmp_path / folder).mkdir()
        Image.new("RGB", (64, 48), (200, 30, 30)).save(tmp_path / folder / "art.png")
        with_art = dataclasses.replace(_edited(face, art="art.png"), art_root=tmp_path / folder)
        cache.get(with_art, *SIZE)
    assert renderer.faces == 3
    cache.close()


def _stored_file(folder: Path, face: CardFace) -> Path:
    """Fill a cache folder with one face and return its file."""
    with _cache(folder) as cache:
        cache.get(face, *SIZE)
    (path,) = folder.glob("*/*.face")
    return path


def _flip_pixel_byte(data: bytes) -> bytes:
    middle = len(data) // 2
    return data[:middle] + bytes([data[middle] ^ 0xFF]) + data[middle + 1 :]


@pytest.mark.parametrize(
    "damage",
    [
        pytest.param(lambda data: b"not a face file at all", id="garbage"),
        pytest.param(lambda data: b"", id="empty"),
        pytest.param(lambda data: data[:10], id="shorter-than-header"),
        pytest.param(lambda data: data[: len(data) // 2], id="truncated"),
        pytest.param(lambda data: data + b"\0" * 7, id="trailing-bytes"),
        pytest.param(lambda data: b"AUDFACE9" + data[8:], id="other-magic"),
        pytest.param(_flip_pixel_byte, id="flipped-pixel"),
        pytest.param(
            lambda data: data[:8] + struct.pack("<I", SIZE[0] + 1) + data[12:], id="other-width"
        ),
    ],
)
def test_a_damaged_cache_file_is_a_miss_and_is_rewritten(
    tmp_path: Path,
    face: CardFace,
    damage: Callable[[bytes], bytes],
    caplog: pytest.LogCaptureFixture,
) -> None:
    path = _stored_file(tmp_path, face)
    good = path.read_bytes()
    path.write_bytes(damage(good))
    renderer = CountingRenderer()
    with FaceCache(tmp_path, renderer) as cache:
        image = cache.get(face, *SIZE)
    assert renderer.faces == 1 and cache.stats.misses == 1 and cache.stats.disk_hits == 0
    assert image.size == SIZE and image.mode == "RGBA"
    assert "damaged cached face" in caplog.text
    # Rewritten whole: the next process reads it again without rendering.
    assert path.read_bytes() == good
    again = CountingRenderer()
    with FaceCache(tmp_path, again) as cache:
        assert cache.get(face, *SIZE).tobytes() == image.tobytes()
    assert again.faces == 0


def test_a_folder_where_the_file_should_be_is_a_miss(tmp_path: Path, face: CardFace) -> None:
    path = _stored_file(tmp_path, face)
    path.unlink()
    path.mkdir()
    renderer = CountingRenderer()
    with FaceCache(tmp_path, renderer) as cache:
        image = cache.get(face, *SIZE)
    assert renderer.faces == 1 and image.size == SIZE


def test_the_file_format_round_trips_and_names_its_faults() -> None:
    image = Image.new("RGB", (7, 5), (10, 200, 30))
    image.putpixel((3, 2), (1, 2, 3))
    data = encode_face(image.convert("RGBA"))
    assert data.startswith(FACE_MAGIC) and len(data) == 20 + 7 * 5 * 3
    assert decode_face(data, (7, 5)).tobytes() == image.tobytes()
    with pytest.raises(DamagedFaceFile, match="truncated"):
        decode_face(data[:-1], (7, 5))
    with pytest.raises(DamagedFaceFile, match="CRC"):
        decode_face(_flip_pixel_byte(data), (7, 5))
    with pytest.raises(DamagedFaceFile, match="not 7 x 6"):
        decode_face(data, (7, 6))
    with pytest.raises(DamagedFaceFile, match="magic"):
        decode_face(b"\x89PNG\r\n\x1a\n" + data[8:], (7, 5))


def test_clear_also_removes_files_of_the_earlier_png_format(tmp_path: Path) -> None:
    old = tmp_path / "ab" / "ab12.png"
    old.parent.mkdir()
    old.write_bytes(b"an old cached png")
    cache = FaceCache(tmp_path, CountingRenderer())
    assert cache.clear() == 1 and not old.exists()


def test_an_unwritable_cache_folder_still_gives_faces(tmp_path: Path, face: CardFace) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("a file where the cache folder should be")
    renderer = CountingRenderer()
    with FaceCache(blocker / "faces", renderer) as cache:
        image = cache.get(face, *SIZE)
    assert image.size == SIZE
    assert cache.stats.write_errors == 1


def test_memory_is_bounded(tmp_path: Path, all_faces: list[CardFace]) -> None:
    one_face = SIZE[0] * SIZE[1] * 4
    renderer = CountingRenderer()
    with FaceCache(tmp_path, renderer, memory_bytes=one_face * 2) as cache:
        for face in all_faces[:4]:
            cache.get(face, *SIZE)
        cache.get(all_faces[0], *SIZE)  # fell out of memory, read from disk
    assert renderer.faces == 4
    assert cache.stats.disk_hits == 1


def test_returned_images_are_the_callers_own(tmp_path: Path, face: CardFace) -> None:
    with _cache(tmp_path) as cache:
        image = cache.get(face, *SIZE)
        image.paste((0, 0, 0, 255), (0, 0, *SIZE))
        assert cache.get(face, *SIZE).getpixel((60, 84)) != (0, 0, 0, 255)


def test_clear_removes_the_files(tmp_path: Path, face: CardFace) -> None:
    renderer = CountingRenderer()
    with FaceCache(tmp_path, renderer) as cache:
        cache.get(face, *SIZE)
        cache.flush()
        assert cache.clear() == 1
        cache.get(face, *SIZE)
    assert renderer.faces == 2


def test_default_cache_dir_is_the_users_cache(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    folder = default_cache_dir()
    assert folder.name == "faces"
    if sys.platform.startswith("linux"):
        assert folder == tmp_path / "audatia-qt" / "faces"


def test_the_tests_never_draw_into_the_players_cache(
    tmp_path_factory: pytest.TempPathFactory, shared_faces_dir: Path
) -> None:
    """The run's default face folder is a folder of the run (tests/conftest.py), the one the
    tests share: a window or builder that falls back on the default draws nothing into the
    player's own cache."""
    run = tmp_path_factory.getbasetemp()
    folder = default_cache_dir()
    assert folder == shared_faces_dir
    assert run in folder.parents or run.parent in folder.parents
