"""A deck's own art: shown when it loads, otherwise a clear message and the generated picture."""

from __future__ import annotations

import dataclasses
import logging
import struct
import zlib
from pathlib import Path

import pytest
from PIL import Image

from audatia_qt.games.audatia.render import (
    ART_MAX_PIXELS,
    ArtProblem,
    CardFace,
    CardKind,
    CardRenderer,
    load_art,
)

SIZE = (300, 419)


def png_header_only(path: Path, width: int, height: int) -> None:
    """A PNG that claims huge dimensions but holds almost nothing: a decompression bomb.

    Pillow learns the size from the header alone, so the file costs a few bytes to make.
    """

    def chunk(kind: bytes, data: bytes) -> bytes:
        return (
            struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
        )

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    body = zlib.compress(b"\x00" * 64)
    path.write_bytes(
        b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", body) + chunk(b"IEND", b"")
    )


@pytest.fixture
def deck_folder(tmp_path: Path) -> Path:
    folder = tmp_path / "deck"
    (folder / "art").mkdir(parents=True)
    Image.new("RGB", (90, 60), (20, 120, 200)).save(folder / "art" / "good.png")
    (folder / "art" / "notes.png").write_text("this is text, not a picture")
    Image.new("RGB", (90, 60)).save(folder / "art" / "truncated.png")
    data = (folder / "art" / "truncated.png").read_bytes()
    (folder / "art" / "truncated.png").write_bytes(data[: len(data) // 2])
    (tmp_path / "secret.png").write_bytes((folder / "art" / "good.png").read_bytes())
    return folder


def test_good_art_loads(deck_folder: Path) -> None:
    image = load_art(deck_folder, "art/good.png")
    assert isinstance(image, Image.Image)
    assert image.mode == "RGB" and image.size == (90, 60)


@pytest.mark.parametrize(
    ("path", "reason"),
    [
        ("art/missing.png", "no such file"),
        ("art", "folder, not an image"),
        ("art/notes.png", "not an image"),
        ("art/truncated.png", "damaged"),
        ("../secret.png", "outside the deck's folder"),
        ("art/../../secret.png", "outside the deck's folder"),
        ("/etc/passwd", "must be relative"),
        ("C:/art.png", "must be relative"),
        ("art\\good.png", "must be relative"),
        ("", "empty"),
    ],
)
def test_bad_art_is_a_problem_not_an_exception(deck_folder: Path, path: str, reason: str) -> None:
    problem = load_art(deck_folder, path)
    assert isinstance(problem, ArtProblem)
    assert reason in problem.reason
    assert problem.message.startswith(f"card art {path!r}: ")
    assert "generated illustration" in problem.message


def test_a_symlink_out_of_the_folder_is_refused(deck_folder: Path) -> None:
    link = deck_folder / "art" / "link.png"
    link.symlink_to(deck_folder.parent / "secret.png")
    problem = load_art(deck_folder, "art/link.png")
    assert isinstance(problem, ArtProblem) and "outside" in problem.reason


def test_an_art_problem_is_said_in_the_reader_s_language(
    deck_folder: Path, spanish: object
) -> None:
    """The deck builder shows why a card's art is not drawn in the app's language (issue 21);
    the log keeps the English."""
    from audatia_qt.shell.i18n.render import render

    missing = load_art(deck_folder, "art/none.png")
    outside = load_art(deck_folder, "../x.png")
    assert isinstance(missing, ArtProblem) and isinstance(outside, ArtProblem)
    assert render(missing.line) == (
        "ilustración de la carta 'art/none.png': no existe ese archivo en la carpeta de la "
        "baraja; se muestra la ilustración generada"
    )
    assert render(outside.said) == "la ruta sale de la carpeta de la baraja"
    assert outside.message == (
        "card art '../x.png': the path leads outside the deck's folder; "
        "showing the generated illustration"
    )


@pytest.mark.parametrize(
    ("width", "height"),
    [
        (5000, 5000),  # over our own limit, below Pillow's
        (10_000, 10_000),  # where Pillow only warns: the warning counts as a refusal
        (40_000, 40_000),  # where Pillow itself refuses
    ],
)
def test_decompression_bombs_are_refused(deck_folder: Path, width: int, height: int) -> None:
    png_header_only(deck_folder / "art" / "bomb.png", width, height)
    assert (deck_folder / "art" / "bomb.png").stat().st_size < 200
    assert width * height > ART_MAX_PIXELS
    problem = load_art(deck_folder, "art/bomb.png")
    assert isinstance(problem, ArtProblem)
    assert "too large" in problem.reason or "decompression bomb" in problem.reason


def _with_art(face: CardFace, folder: Path, path: str | None) -> CardFace:
    definition = dataclasses.replace(face.definition, art=path)
    return dataclasses.replace(face, definition=definition, art_root=folder)


@pytest.fixture
def posta(all_faces: list[CardFace]) -> CardFace:
    return next(face for face in all_faces if face.kind is CardKind.POSTA)


def test_art_replaces_the_generated_illustration(
    renderer: CardRenderer, posta: CardFace, deck_folder: Path
) -> None:
    plain = renderer.render_face(_with_art(posta, deck_folder, None), *SIZE)
    art = renderer.render_face(_with_art(posta, deck_folder, "art/good.png"), *SIZE)
    assert renderer.art_problem(_with_art(posta, deck_folder, "art/good.png")) is None
    assert plain.tobytes() != art.tobytes()
    # The art's blue fills the middle of the illustration.
    red, _green, blue, _alpha = art.getpixel((150, 130))
    assert blue > 150 and red < 80


@pytest.mark.parametrize(
    "path",
    ["art/missing.png", "art/notes.png", "art/bomb.png", "../secret.png", "art/truncated.png"],
)
def test_bad_art_draws_the_generated_illustration(
    renderer: CardRenderer,
    posta: CardFace,
    deck_folder: Path,
    path: str,
    caplog: pytest.LogCaptureFixture,
) -> None:
    png_header_only(deck_folder / "art" / "bomb.png", 20_000, 20_000)
    bad = _with_art(posta, deck_folder, path)
    problem = renderer.art_problem(bad)
    assert isinstance(problem, ArtProblem) and problem.path == path
    with caplog.at_level(logging.WARNING, logger="audatia_qt.games.audatia.render"):
        image = renderer.render_face(bad, *SIZE)
    assert (
        image.tobytes()
        == renderer.render_face(_with_art(posta, deck_folder, None), *SIZE).tobytes()
    )
    assert any(path in record.getMessage() for record in caplog.records)


def test_without_an_art_folder_the_art_path_is_ignored(
    renderer: CardRenderer, posta: CardFace
) -> None:
    face = dataclasses.replace(
        posta, definition=dataclasses.replace(posta.definition, art="x.png"), art_root=None
    )
    assert renderer.art_problem(face) is None
