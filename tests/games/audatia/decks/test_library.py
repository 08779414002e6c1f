"""The deck library: save, list, import, export, hostile imports refused in one line."""

from __future__ import annotations

import errno
import io
import os
import shutil
import stat
import zipfile
from collections.abc import Callable
from pathlib import Path

import pytest

from audatia_qt.engine.messages import english
from audatia_qt.engine.resources import decks_dir
from audatia_qt.games.audatia.decks.library import (
    LIBRARY_FOLDER,
    MAX_ART_BYTES,
    MAX_ZIP_BYTES,
    DeckLibrary,
    LibraryError,
    copy_art,
    default_library_dir,
    renamed_deck_text,
)
from audatia_qt.games.audatia.decks.load import load_deck
from audatia_qt.games.audatia.render.renderer import default_art_root

GALEAZZO = decks_dir() / "galeazzo-da-mantoa.toml"
BUNDLED_IDS = ("galeazzo-da-mantoa", "boucicault")
PNG = b"\x89PNG\r\n\x1a\n" + b"\x00" * 64


def _deck_text(deck_id: str = "my-deck", name: str = "My Deck", art: str | None = None) -> str:
    text = renamed_deck_text(GALEAZZO.read_text(encoding="utf-8"), deck_id, name)
    if art is not None:
        # The first Posta gets a picture (the line after its id).
        text = text.replace('id = "corona"\n', f'id = "corona"\nart = "{art}"\n', 1)
    return text


def _deck_folder(tmp_path: Path, art: str | None = "art/corona.png") -> Path:
    folder = tmp_path / "from-a-friend"
    (folder / "art").mkdir(parents=True)
    (folder / "my-deck.toml").write_text(_deck_text(art=art), encoding="utf-8")
    (folder / "art" / "corona.png").write_bytes(PNG)
    return folder / "my-deck.toml"


def _zip(entries: dict[str, bytes], path: Path) -> Path:
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, content in entries.items():
            archive.writestr(name, content)
    return path


@pytest.fixture
def library(tmp_path: Path) -> DeckLibrary:
    return DeckLibrary(tmp_path / "library")


def _refused(library: DeckLibrary, source: Path, words: str) -> str:
    with pytest.raises(LibraryError) as caught:
        library.import_file(source, BUNDLED_IDS)
    message = str(caught.value)
    assert "\n" not in message and len(message) < 300, message
    assert words in message, message
    assert library.deck_paths() == [], "nothing is written when an import is refused"
    return message


def test_the_library_is_in_the_user_data_folder(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("AUDATIA_DATA_DIR", str(tmp_path / "profile"))
    assert default_library_dir() == tmp_path / "profile" / LIBRARY_FOLDER


def test_a_new_deck_gets_a_folder_of_its_own_never_one_that_exists(library: DeckLibrary) -> None:
    first = library.new_deck_path("my-deck")
    assert first == library.root / "my-deck" / "my-deck.toml" and first.parent.is_dir()
    first.write_text(_deck_text(), encoding="utf-8")
    second = library.new_deck_path("my-deck")
    assert second.parent == library.root / "my-deck-2"
    assert library.unique_id("my-deck") == "my-deck-2"
    assert library.unique_id("galeazzo-da-mantoa", BUNDLED_IDS) == "galeazzo-da-mantoa-2"


def test_the_list_judges_every_deck(library: DeckLibrary) -> None:
    good = library.new_deck_path("my-deck")
    good.write_text(_deck_text(), encoding="utf-8")
    broken = library.new_deck_path("broken")
    broken.write_text(
        _deck_text("broken", "Broken Deck").replace('blow = "mandritto_fendente"', 'blow = "x"', 1),
        encoding="utf-8",
    )
    clash = library.new_deck_path("clash")
    clash.write_text(_deck_text("galeazzo-da-mantoa", "A Second Galeazzo"), encoding="utf-8")
    (library.root / "not-toml").mkdir()
    (library.root / "not-toml" / "x.toml").write_bytes(b"\x00\x01binary")
    decks = {deck.name: deck for deck in library.decks(BUNDLED_IDS)}
    assert decks["My Deck"].playable and decks["My Deck"].definition is not None
    assert decks["My Deck"].definition.id == "my-deck"
    assert not decks["Broken Deck"].playable
    assert decks["Broken Deck"].problem is not None
    assert english(decks["Broken Deck"].problem).startswith("strike[0].blow")
    assert "another deck's id" in english(decks["A Second Galeazzo"].problem or "")
    assert "binary file" in english(decks["x"].problem or "")


def test_import_a_deck_file_with_its_art(library: DeckLibrary, tmp_path: Path) -> None:
    result = library.import_file(_deck_folder(tmp_path), BUNDLED_IDS)
    assert result.deck_id == "my-deck" and result.notes == ()
    assert load_deck(result.path).file.deck.id == "my-deck"
    assert (result.path.parent / "art" / "corona.png").read_bytes() == PNG


def test_import_never_overwrites_a_deck_of_the_same_id(
    library: DeckLibrary, tmp_path: Path
) -> None:
    source = _deck_folder(tmp_path)
    first = library.import_file(source, BUNDLED_IDS)
    before = first.path.read_bytes()
    second = library.import_file(source, BUNDLED_IDS)
    assert first.path.read_bytes() == before
    assert second.deck_id == "my-deck-2" and second.name == "My Deck (2)"
    assert "already there" in second.notes[0].english()
    text = second.path.read_text(encoding="utf-8")
    assert text.startswith("# Galeazzo da Mantoa: an Audatia character deck"), "comments kept"
    assert load_deck(second.path).file.deck.name == "My Deck (2)"
    # A bundled deck's id is taken too.
    bundled = library.import_file(GALEAZZO, BUNDLED_IDS)
    assert bundled.deck_id == "galeazzo-da-mantoa-2"


def test_export_then_import_on_another_machine(library: DeckLibrary, tmp_path: Path) -> None:
    mine = library.import_file(_deck_folder(tmp_path), BUNDLED_IDS)
    exported = tmp_path / "my-deck.zip"
    assert library.export(mine.path, exported) == 1
    with zipfile.ZipFile(exported) as archive:
        assert sorted(archive.namelist()) == ["my-deck/art/corona.png", "my-deck/my-deck.toml"]
    friend = DeckLibrary(tmp_path / "friend")
    result = friend.import_file(exported, BUNDLED_IDS)
    assert result.path.read_bytes() == mine.path.read_bytes()
    assert (result.path.parent / "art" / "corona.png").read_bytes() == PNG


def test_a_deck_with_problems_is_not_exported(library: DeckLibrary, tmp_path: Path) -> None:
    path = library.new_deck_path("broken")
    path.write_text(_deck_text().replace('blow = "mandritto_fendente"', 'blow = "x"', 1))
    with pytest.raises(LibraryError, match=r"strike\[0\]\.blow"):
        library.export(path, tmp_path / "out.zip")
    assert not (tmp_path / "out.zip").exists()


def test_missing_art_is_noted_not_refused(library: DeckLibrary, tmp_path: Path) -> None:
    source = _deck_folder(tmp_path)
    (source.parent / "art" / "corona.png").unlink()
    result = library.import_file(source, BUNDLED_IDS)
    assert "missing" in result.notes[0].english()


# -- hostile imports ------------------------------------------------------------------------------


def test_not_a_zip_nor_a_deck(library: DeckLibrary, tmp_path: Path) -> None:
    (tmp_path / "photo.jpg").write_bytes(b"\xff\xd8\xff" + b"x" * 100)
    _refused(library, tmp_path / "photo.jpg", "not a deck file (.toml) nor a deck exported")
    (tmp_path / "damaged.zip").write_bytes(b"PK\x03\x04" + b"\x00" * 40)
    _refused(library, tmp_path / "damaged.zip", "not a zip file")


def test_not_toml_and_failing_decks(library: DeckLibrary, tmp_path: Path) -> None:
    (tmp_path / "bad.toml").write_text("this is [not toml", encoding="utf-8")
    _refused(library, tmp_path / "bad.toml", "not valid TOML")
    (tmp_path / "rules.toml").write_text(
        _deck_text().replace('blow = "mandritto_fendente"', 'blow = "x"', 1), encoding="utf-8"
    )
    _refused(library, tmp_path / "rules.toml", "strike[0].blow")
    zipped = _zip({"deck/bad.toml": b"[deck\n"}, tmp_path / "bad.zip")
    _refused(library, zipped, "bad.zip/deck/bad.toml: not valid TOML")


def test_path_traversal_and_absolute_members(library: DeckLibrary, tmp_path: Path) -> None:
    deck = _deck_text().encode()
    _refused(
        library,
        _zip({"d/my-deck.toml": deck, "../evil.png": PNG}, tmp_path / "up.zip"),
        "leads outside",
    )
    _refused(
        library,
        _zip({"d/my-deck.toml": deck, "/etc/evil": PNG}, tmp_path / "abs.zip"),
        "absolute",
    )
    # The deck's own art path cannot climb out either (the deck checker refuses it).
    climbing = _deck_text(art="../../secret.png").encode()
    _refused(library, _zip({"d/my-deck.toml": climbing}, tmp_path / "c.zip"), "art path")
    assert not (tmp_path / "evil.png").exists()


def test_symlinks_are_refused(library: DeckLibrary, tmp_path: Path) -> None:
    link = zipfile.ZipInfo("d/art/corona.png")
    link.external_attr = (stat.S_IFLNK | 0o777) << 16
    path = tmp_path / "link.zip"
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr("d/my-deck.toml", _deck_text(art="art/corona.png"))
        archive.writestr(link, "/etc/passwd")
    _refused(library, path, "symbolic link")
    # Beside a deck file: art that is a link out of the deck's folder.
    secret = tmp_path / "secret.png"
    secret.write_bytes(PNG)
    source = _deck_folder(tmp_path)
    (source.parent / "art" / "corona.png").unlink()
    os.symlink(secret, source.parent / "art" / "corona.png")
    _refused(library, source, "leads outside the deck's folder")


def test_zip_bombs_and_huge_files(library: DeckLibrary, tmp_path: Path) -> None:
    deck = _deck_text(art="art/corona.png").encode()
    bomb = PNG + b"\x00" * (MAX_ART_BYTES + 1)  # compresses to a few kilobytes
    zipped = _zip({"d/my-deck.toml": deck, "d/art/corona.png": bomb}, tmp_path / "bomb.zip")
    assert zipped.stat().st_size < 200_000
    _refused(library, zipped, "too large")
    huge = tmp_path / "huge.zip"
    with huge.open("wb") as stream:
        stream.truncate(MAX_ZIP_BYTES + 1)  # sparse: costs no disk
    _refused(library, huge, "too large for a deck")
    many = {f"d/{n}.png": b"x" for n in range(300)} | {"d/my-deck.toml": deck}
    _refused(library, _zip(many, tmp_path / "many.zip"), "more than a deck needs")


def test_a_header_that_lies_about_its_size_is_still_capped(
    library: DeckLibrary, tmp_path: Path
) -> None:
    """The sizes a zip declares are checked, but reading never trusts them."""
    deck = _deck_text(art="art/corona.png").encode()
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("d/my-deck.toml", deck)
        archive.writestr("d/art/corona.png", PNG + b"\x00" * (MAX_ART_BYTES + 10))
    data = bytearray(buffer.getvalue())
    # Rewrite the declared size of the picture, in its local header and the central directory,
    # to 100 bytes.
    real = len(PNG) + MAX_ART_BYTES + 10
    data = data.replace(real.to_bytes(4, "little"), (100).to_bytes(4, "little"))
    (tmp_path / "liar.zip").write_bytes(bytes(data))
    message = _refused(library, tmp_path / "liar.zip", "corona.png")
    assert "too large" in message or "damaged" in message


def test_art_that_is_not_an_image(library: DeckLibrary, tmp_path: Path) -> None:
    source = _deck_folder(tmp_path)
    (source.parent / "art" / "corona.png").write_bytes(b"%!PS-Adobe-3.0 EPSF")
    _refused(library, source, "not a PNG, JPEG or WebP image")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_is_refused_without_waiting(library: DeckLibrary, tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "pipe.zip")
    _refused(library, tmp_path / "pipe.zip", "named pipe")


def test_a_deck_without_a_toml_or_with_two(library: DeckLibrary, tmp_path: Path) -> None:
    _refused(library, _zip({"readme.txt": b"hi"}, tmp_path / "none.zip"), "no deck file")
    deck = _deck_text().encode()
    _refused(library, _zip({"a.toml": deck, "b.toml": deck}, tmp_path / "two.zip"), "2 deck files")


def test_the_shipped_decks_import_as_copies(library: DeckLibrary, tmp_path: Path) -> None:
    shutil.copy(GALEAZZO, tmp_path / "g.toml")
    result = library.import_file(tmp_path / "g.toml", BUNDLED_IDS)
    assert result.deck_id != "galeazzo-da-mantoa"


# -- a library or files that cannot be used (issue 27) --------------------------------------------


def _one_line_refusal(call: Callable[[], object], *words: str) -> str:
    with pytest.raises(LibraryError) as caught:
        call()
    message = english(caught.value.message)
    assert "\n" not in message and len(message) < 300, message
    for word in words:
        assert word in message, message
    return message


def test_a_library_that_is_a_file_refuses_in_one_line_and_keeps_the_file(tmp_path: Path) -> None:
    source = _deck_folder(tmp_path)
    occupied = tmp_path / "library"
    occupied.write_text("someone's notes", encoding="utf-8")
    library = DeckLibrary(occupied)
    _one_line_refusal(
        lambda: library.import_file(source, BUNDLED_IDS), "'" + str(occupied), "not a folder"
    )
    _one_line_refusal(lambda: library.new_deck_path("my-deck"), "not a folder")
    under = DeckLibrary(occupied / "decks")
    _one_line_refusal(lambda: under.import_file(source, BUNDLED_IDS), "path is a file")
    assert occupied.read_text(encoding="utf-8") == "someone's notes"
    assert source.read_text(encoding="utf-8") == _deck_text(art="art/corona.png")


def test_a_read_only_library_refuses_in_one_line(
    library: DeckLibrary, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Whoever runs the tests may be root, whom no mode bit stops: the refusal the system
    gives for a read-only folder is given by mkdir here."""
    source = _deck_folder(tmp_path)
    library.root.mkdir()
    real_mkdir = Path.mkdir

    def refused(self: Path, *args: object, **kwargs: object) -> None:
        if self.is_relative_to(library.root) and self != library.root:
            raise PermissionError(errno.EACCES, "Permission denied", str(self))
        real_mkdir(self, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(Path, "mkdir", refused)
    _one_line_refusal(lambda: library.import_file(source, BUNDLED_IDS), "permission denied")
    assert list(library.root.iterdir()) == []


def test_a_library_that_is_a_loop_of_links(tmp_path: Path) -> None:
    source = _deck_folder(tmp_path)
    loop = tmp_path / "loop"
    os.symlink("loop", loop)
    library = DeckLibrary(loop)
    assert library.decks() == [] and not library.contains(loop / "d" / "d.toml")
    _one_line_refusal(lambda: library.import_file(source, BUNDLED_IDS), "loop of symbolic links")


def test_art_that_is_a_loop_of_links_refuses_import_and_export(
    library: DeckLibrary, tmp_path: Path
) -> None:
    source = _deck_folder(tmp_path)
    art = source.parent / "art" / "corona.png"
    art.unlink()
    os.symlink("corona.png", art)
    message = _refused(library, source, "loop of symbolic links")
    assert "corona.png" in message
    _one_line_refusal(
        lambda: library.export(source, tmp_path / "out.zip"), "corona.png", "loop of symbolic"
    )
    assert not (tmp_path / "out.zip").exists()
    # A copy's art, taken along by Save As, is left behind rather than failing the save.
    copied_to = tmp_path / "copy"
    copied_to.mkdir()
    assert copy_art(load_deck(GALEAZZO).file, source.parent, copied_to) == []
    # The deck's own folder, a loop: nothing to import from.
    looped = tmp_path / "looped"
    os.symlink("looped", looped)
    assert copy_art(load_deck(GALEAZZO).file, looped, copied_to) == []


def test_a_deck_file_that_is_a_loop_of_links(library: DeckLibrary, tmp_path: Path) -> None:
    loop = tmp_path / "loop.toml"
    os.symlink("loop.toml", loop)
    _refused(library, loop, "symbolic links")
    _one_line_refusal(lambda: library.export(loop, tmp_path / "out.zip"), "symbolic links")
    # Where its art would be read from (a rematch, a playtest, the new game's decks): its own
    # folder, never a traceback.
    assert default_art_root(loop) == tmp_path
    folder_loop = tmp_path / "folder"
    os.symlink("folder", folder_loop)
    assert default_art_root(folder_loop / "deck.toml") == folder_loop
