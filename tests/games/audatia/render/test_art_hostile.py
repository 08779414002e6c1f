"""Hostile card art: only PNG, JPEG and WebP are decoded, only regular files are read.

An EPS file named .png was handed by Pillow to Ghostscript, an interpreter; a FIFO was refused
as "a folder". Each case builds the file in the deck's folder and asserts the reason, that the
message is one short printable line, and that nothing was written.
"""

from __future__ import annotations

import os
import socket
from pathlib import Path

import pytest
from PIL import EpsImagePlugin, Image

from audatia_qt.games.audatia.render import ArtProblem, load_art

EPS = b"%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 10 10\nshowpage\n"


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    folder = tmp_path / "deck"
    folder.mkdir()
    return folder


@pytest.fixture
def no_ghostscript(monkeypatch: pytest.MonkeyPatch) -> list[object]:
    """Ghostscript entry points replaced by a recorder; the test asserts it stays empty."""
    calls: list[object] = []

    def refuse(*args: object, **kwargs: object) -> None:
        calls.append(args)
        raise AssertionError("Ghostscript was invoked on card art")

    monkeypatch.setattr(EpsImagePlugin, "Ghostscript", refuse)
    monkeypatch.setattr(EpsImagePlugin, "has_ghostscript", lambda: True)
    return calls


def _snapshot(folder: Path) -> dict[str, tuple[int, int, int]]:
    return {
        str(path): (info.st_mode, info.st_size, info.st_mtime_ns)
        for path in folder.rglob("*")
        for info in [path.lstat()]
    }


def refused(folder: Path, rel_path: str) -> ArtProblem:
    """load_art's problem for rel_path; its message is one short printable line."""
    before = _snapshot(folder)
    problem = load_art(folder, rel_path)
    assert isinstance(problem, ArtProblem), problem
    assert problem.message.isprintable(), repr(problem.message)
    assert len(problem.message) <= 300
    assert _snapshot(folder) == before
    return problem


def test_an_eps_named_png_never_reaches_ghostscript(
    folder: Path, no_ghostscript: list[object]
) -> None:
    (folder / "card.png").write_bytes(EPS)
    problem = refused(folder, "card.png")
    assert no_ghostscript == []
    assert problem.reason == "the file is not an image in PNG, JPEG or WebP format"


@pytest.mark.parametrize(
    ("suffix", "pillow_format"),
    [(".png", "BMP"), (".png", "GIF"), (".jpg", "TIFF"), (".webp", "PPM")],
)
def test_other_image_formats_are_refused(folder: Path, suffix: str, pillow_format: str) -> None:
    """Formats the app does not support are refused whatever the file is named."""
    Image.new("RGB", (8, 8), (200, 0, 0)).save(folder / f"card{suffix}", format=pillow_format)
    problem = refused(folder, f"card{suffix}")
    assert problem.reason == "the file is not an image in PNG, JPEG or WebP format"


@pytest.mark.parametrize(("name", "pillow_format"), [("a.jpg", "JPEG"), ("b.webp", "WEBP")])
def test_jpeg_and_webp_art_load(folder: Path, name: str, pillow_format: str) -> None:
    Image.new("RGB", (40, 30), (0, 90, 200)).save(folder / name, format=pillow_format)
    image = load_art(folder, name)
    assert isinstance(image, Image.Image) and image.size == (40, 30) and image.mode == "RGB"


def test_a_fifo_is_refused_as_a_named_pipe(folder: Path) -> None:
    """It was refused with the wrong reason: "this is a folder"."""
    os.mkfifo(folder / "card.png")
    problem = refused(folder, "card.png")
    assert problem.reason == "this is a named pipe (FIFO), not an image file"


def test_a_socket_is_refused_as_a_socket(folder: Path) -> None:
    with socket.socket(socket.AF_UNIX) as listener:
        listener.bind(str(folder / "card.png"))
        problem = refused(folder, "card.png")
    assert problem.reason == "this is a socket, not an image file"


def test_a_folder_is_still_a_folder(folder: Path) -> None:
    (folder / "art").mkdir()
    assert refused(folder, "art").reason == "this is a folder, not an image file"


@pytest.mark.parametrize(
    "rel_path",
    ["x" * 900_000 + ".png", "art/\x1b[2J\x1b]0;owned\x07.png", "a\nforged line.png"],
    ids=["900k-characters", "terminal-escapes", "newline"],
)
def test_the_art_message_shows_the_path_short_and_escaped(folder: Path, rel_path: str) -> None:
    problem = refused(folder, rel_path)
    assert problem.path == rel_path  # kept as written, for the caller that looks it up
    assert problem.message.startswith("card art '")
