"""The face cache: a second get does not render, and anything that changes the picture misses."""

from __future__ import annotations

import dataclasses
import os
import sys
from pathlib import Path

import pytest
from PIL import Image

from audatia_qt.render import CardFace, CardKind, CardRenderer, FaceCache, Theme, default_cache_dir
from audatia_qt.render.theme import DEFAULT_THEME

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
    assert len(list(tmp_path.glob("*/*.png"))) == 1
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


def test_a_damaged_cache_file_is_rendered_again(tmp_path: Path, face: CardFace) -> None:
    with _cache(tmp_path) as cache:
        cache.get(face, *SIZE)
    (path,) = tmp_path.glob("*/*.png")
    path.write_bytes(b"not a png at all")
    renderer = CountingRenderer()
    with FaceCache(tmp_path, renderer) as cache:
        image = cache.get(face, *SIZE)
    assert renderer.faces == 1 and image.size == SIZE
    with Image.open(path) as repaired:
        assert repaired.size == SIZE


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
