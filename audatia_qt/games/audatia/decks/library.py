"""The player's deck library: the decks they made or were given, in the user data folder.

Each deck lives in a folder of its own, ``<library>/<folder>/<deck id>.toml``, beside the art it
names (art paths are relative to the deck file's folder, so two decks never share one). The
library lists its decks, each judged by the deck checker; gives a new deck a folder; imports a
deck file (with the art it names) or a zip exported by the app; and exports a deck as one zip a
friend can import.

Whatever comes in is untrusted: a file that is not a zip nor a deck file, a zip bomb, a member
whose path leaves its folder (``../``, an absolute path) or is a link, a file too large, text
that is not TOML, art that is not an image, or a deck that breaks the deck rules is refused
with one short printable line (:class:`LibraryError`), and nothing is written. Files are read
only through :mod:`audatia_qt.engine.safe_io` and decks judged only by :mod:`decks.load`.
Nothing already in the library is ever overwritten: an import whose deck id is taken gets a new
id and name, and says so. No Qt: the deck builder and the New Game dialog call it.
"""

from __future__ import annotations

import errno
import io
import os
import shutil
import stat
import tempfile
import zipfile
from collections.abc import Collection, Iterator
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath
from typing import Final

from audatia_qt.engine.messages import Message, translate
from audatia_qt.engine.safe_io import (
    FileRefusedError,
    art_path_message,
    art_path_problem,
    printable,
    quoted,
    read_regular_file,
    resolved,
)
from audatia_qt.engine.userdata import user_data_dir
from audatia_qt.games.audatia.decks.load import (
    MAX_DECK_BYTES,
    MAX_LINE,
    DeckError,
    LoadedDeck,
    decode_deck_bytes,
    parse_deck_bytes,
    parse_toml,
    read_deck_bytes,
    shown_source,
)
from audatia_qt.games.audatia.decks.models import MAX_ID, MAX_NAME, DeckFile
from audatia_qt.games.audatia.decks.safe_read import load_toml
from audatia_qt.games.audatia.decks.save import dump_deck, read_layout
from audatia_qt.games.audatia.rules.cards import DeckDef

#: The library's folder inside the user data folder.
LIBRARY_FOLDER: Final = "decks"
#: What an exported deck file is called, and the kind of file the import dialog offers.
EXPORT_SUFFIX: Final = ".zip"
DECK_SUFFIX: Final = ".toml"
#: The largest art file taken in (a 4096 x 4096 PNG is rarely past 20 MB).
MAX_ART_BYTES: Final = 24 * 1024 * 1024
#: The largest zip read, and the most its members may hold once unpacked: a deck and its art.
MAX_ZIP_BYTES: Final = 64 * 1024 * 1024
MAX_UNPACKED_BYTES: Final = 96 * 1024 * 1024
#: A deck names at most one art file per card; far fewer members than this.
MAX_MEMBERS: Final = 256
#: The image formats card art may have, by their first bytes (the renderer reads only these).
_IMAGE_MAGIC: Final = (
    (b"\x89PNG\r\n\x1a\n", "PNG"),
    (b"\xff\xd8\xff", "JPEG"),
)
_ZIP_MAGIC: Final = (b"PK\x03\x04", b"PK\x05\x06")


class LibraryError(ValueError):
    """A deck that is not taken in or given out: ``message`` says why, for the deck builder to
    render in the player's language; ``str()`` is its English, one short printable line (the
    command line and logs)."""

    def __init__(self, message: Message) -> None:
        super().__init__(printable(message.english(), MAX_LINE))
        self.message = message


# What the library says of a deck refused or taken in (issue 21), in the builder's catalog.
# ``{file}`` is the file's name as shown (escaped), ``{art}`` and ``{member}`` a quoted path;
# ``{count}`` is always more than one where it is said, so those sentences are not counted.
_IN_FILE = translate("DeckLibrary", "{file}: {reason}")
_TOO_LARGE_FOR_DECK = translate("DeckLibrary", "{file}: too large for a deck ({size} MB at most)")
_TOO_LARGE_DECK_FILE = translate("DeckLibrary", "{file}: too large for a deck file")
_NOT_A_DECK = translate(
    "DeckLibrary", "{file}: not a deck file (.toml) nor a deck exported from Audatia (.zip)"
)
_CANNOT_WRITE = translate("DeckLibrary", "cannot write in the library {folder}: {error}")
_NOT_A_FOLDER = translate("DeckLibrary", "it is a file, not a folder")
_PART_NOT_A_FOLDER = translate("DeckLibrary", "a folder on its path is a file")
_RENAMED = translate(
    "DeckLibrary", "a deck with the id {id} is already there, so this one is {name} ({new_id})"
)
_ART_MISSING = translate("DeckLibrary", "the art {art} is missing; the card shows its drawing")
_ART_MISSING_EXPORT = translate("DeckLibrary", "the art {art} is missing")
_ART_OUTSIDE = translate("DeckLibrary", "{file}: the art {art} leads outside the deck's folder")
_ART_REFUSED = translate("DeckLibrary", "{file}: the art {art}: {reason}")
_ART_NOT_IMAGE = translate("DeckLibrary", "{file}: the art {art} is not a PNG, JPEG or WebP image")
_MEMBER_ABSOLUTE = translate(
    "DeckLibrary", "{file}: the member {member} has an absolute or Windows path"
)
_MEMBER_OUTSIDE = translate(
    "DeckLibrary", "{file}: the member {member} leads outside the deck's folder"
)
_MEMBER_LINK = translate("DeckLibrary", "{file}: the member {member} is a symbolic link")
_MEMBER_ENCRYPTED = translate("DeckLibrary", "{file}: the member {member} is encrypted")
_MEMBER_TOO_LARGE = translate("DeckLibrary", "{file}: the member {member} is too large")
_MEMBER_DAMAGED = translate("DeckLibrary", "{file}: the member {member} is damaged ({error})")
_NOT_A_ZIP = translate("DeckLibrary", "{file}: not a zip file (damaged or truncated)")
_TOO_MANY_MEMBERS = translate("DeckLibrary", "{file}: holds {count} files, more than a deck needs")
_TOO_LARGE_UNPACKED = translate("DeckLibrary", "{file}: too large once unpacked")
_NO_DECK_IN_ZIP = translate(
    "DeckLibrary", "{file}: holds no deck file (.toml); an exported deck holds one"
)
_ANOTHER_DECKS_ID = translate(
    "DeckLibrary", "deck.id: {id} is another deck's id; give this deck its own in the Deck Builder"
)
_CANNOT_BE_READ = translate("DeckLibrary", "cannot be read")
_DECKS_IN_ZIP = translate(
    "DeckLibrary", "{file}: holds {count} deck files; an exported deck holds one"
)


@dataclass(frozen=True)
class LibraryDeck:
    """A deck file in the library: its name, and either its definition or why it cannot be
    played (its first problem, to render in one line: ``printable`` after ``render``)."""

    path: Path
    name: str
    deck_id: str | None
    definition: DeckDef | None
    problem: Message | str | None

    @property
    def playable(self) -> bool:
        """Whether the deck passes the deck checks and may be chosen for a game."""
        return self.definition is not None and self.problem is None


@dataclass(frozen=True)
class ImportResult:
    """A deck taken into the library: where it is now, and anything the player should know
    (a new id because the old one was taken, art files that were missing)."""

    path: Path
    deck_id: str
    name: str
    notes: tuple[Message, ...] = field(default=())


def default_library_dir() -> Path:
    """The library folder inside the user data folder (``AUDATIA_DATA_DIR`` if set)."""
    return user_data_dir() / LIBRARY_FOLDER


class DeckLibrary:
    """The deck library in ``root`` (created when the first deck is saved or imported)."""

    def __init__(self, root: Path) -> None:
        self.root = Path(root)

    # -- listing ---------------------------------------------------------------------------

    def deck_paths(self) -> list[Path]:
        """Every deck file in the library (one folder per deck), sorted by path."""
        if not self.root.is_dir():
            return []
        return sorted(
            path
            for path in self.root.glob(f"*/*{DECK_SUFFIX}")
            if not path.name.startswith(".") and path.is_file()
        )

    def decks(self, reserved_ids: Collection[str] = ()) -> list[LibraryDeck]:
        """Every deck in the library, judged, sorted by name. A deck whose id is a bundled
        deck's (``reserved_ids``) or an earlier library deck's cannot be played either: games,
        saves and preferences name decks by id."""
        seen = set(reserved_ids)
        found: list[LibraryDeck] = []
        for path in self.deck_paths():
            deck = judge(path)
            if deck.deck_id is not None and deck.playable and deck.deck_id in seen:
                deck = LibraryDeck(
                    path,
                    deck.name,
                    deck.deck_id,
                    None,
                    _ANOTHER_DECKS_ID.say(id=quoted(deck.deck_id)),
                )
            if deck.deck_id is not None:
                seen.add(deck.deck_id)
            found.append(deck)
        return sorted(found, key=lambda deck: (deck.name.casefold(), str(deck.path)))

    def deck_ids(self) -> set[str]:
        """The ids of the library's decks that can be read (playable or not)."""
        return {deck.deck_id for deck in map(judge, self.deck_paths()) if deck.deck_id}

    def contains(self, path: Path) -> bool:
        """Whether path is a file inside the library."""
        try:
            return resolved(path).is_relative_to(resolved(self.root))
        except FileRefusedError:
            return False

    # -- new decks -------------------------------------------------------------------------

    def new_deck_path(self, deck_id: str) -> Path:
        """A new folder for a deck (created now) and the deck file's path in it, never one
        that exists: ``<library>/<id>/<id>.toml``, else ``<id>-2`` and so on. A library that
        cannot be written (read-only, a file, a loop of links) raises LibraryError, one line."""
        stem = _safe_stem(deck_id)
        try:
            self.root.mkdir(parents=True, exist_ok=True)
            for folder_name in _numbered(stem):
                folder = self.root / folder_name
                try:
                    folder.mkdir()
                except FileExistsError:
                    continue
                return folder / f"{stem}{DECK_SUFFIX}"
        except OSError as error:
            raise self._cannot_write(error) from None
        raise AssertionError("unreachable: the numbering never ends")  # pragma: no cover

    def _cannot_write(self, error: OSError) -> LibraryError:
        """Why nothing can be written in the library, naming its folder."""
        folder = quoted(str(self.root), 80)
        reason: Message | str
        try:
            resolved(self.root)
        except FileRefusedError as refused:
            return LibraryError(_CANNOT_WRITE.say(folder=folder, error=refused.message))
        if self.root.exists() and not self.root.is_dir():
            reason = _NOT_A_FOLDER.say()
        elif error.errno == errno.ENOTDIR:
            reason = _PART_NOT_A_FOLDER.say()
        else:
            reason = printable((error.strerror or type(error).__name__).lower(), 80)
        return LibraryError(_CANNOT_WRITE.say(folder=folder, error=reason))

    def unique_id(self, wanted: str, reserved_ids: Collection[str] = ()) -> str:
        """``wanted``, or ``wanted-2``, ``-3``... when a library or reserved deck has it."""
        taken = self.deck_ids() | set(reserved_ids)
        return next(candidate for candidate in _numbered(wanted, MAX_ID) if candidate not in taken)

    # -- import ----------------------------------------------------------------------------

    def import_file(self, source: Path, reserved_ids: Collection[str] = ()) -> ImportResult:
        """Take a deck file (with the art it names, from beside it) or a zip exported by the
        app into the library. Raises LibraryError, one line, having written nothing."""
        shown = shown_source(source.name or str(source))
        try:
            head = read_regular_file(source, MAX_ZIP_BYTES)
        except FileRefusedError as error:
            if error.reason.startswith("too large"):
                size = MAX_ZIP_BYTES // (1024 * 1024)
                raise LibraryError(_TOO_LARGE_FOR_DECK.say(file=shown, size=size)) from None
            raise LibraryError(_IN_FILE.say(file=shown, reason=error.message)) from None
        if head.startswith(_ZIP_MAGIC):
            package = _read_zip(head, shown)
        elif source.suffix.lower() == DECK_SUFFIX:
            if len(head) > MAX_DECK_BYTES:
                raise LibraryError(_TOO_LARGE_DECK_FILE.say(file=shown))
            package = _read_folder(head, source, shown)
        else:
            raise LibraryError(_NOT_A_DECK.say(file=shown))
        return self._store(package, reserved_ids)

    def _store(self, package: _Package, reserved_ids: Collection[str]) -> ImportResult:
        deck_info = package.deck.file.deck
        deck_id, name, text = deck_info.id, deck_info.name, package.text
        notes = list(package.notes)
        taken = self.deck_ids() | set(reserved_ids)
        if deck_id in taken:
            deck_id = next(c for c in _numbered(deck_info.id, MAX_ID) if c not in taken)
            suffix = deck_id.removeprefix(deck_info.id).lstrip("-")
            name = f"{deck_info.name[: MAX_NAME - len(suffix) - 3]} ({suffix})"
            text = renamed_deck_text(text, deck_id, name)
            notes.insert(
                0, _RENAMED.say(id=quoted(deck_info.id), name=quoted(name), new_id=deck_id)
            )
        target = self.new_deck_path(deck_id)
        folder = target.parent
        try:
            _write_folder(folder, target.name, text, package.art)
        except OSError as error:
            shutil.rmtree(folder, ignore_errors=True)
            raise self._cannot_write(error) from None
        return ImportResult(target, deck_id, name, tuple(notes))

    # -- export ----------------------------------------------------------------------------

    def export(self, deck_path: Path, target: Path) -> int:
        """Write the deck at deck_path, and the art it names, as one zip at target (written
        atomically); returns the number of art files in it. A deck with problems is refused:
        a friend could not import it."""
        shown = shown_source(deck_path.name)
        try:
            data = read_deck_bytes(deck_path)
        except DeckError as error:
            raise LibraryError(error.messages()[0]) from None
        package = _read_folder(data, deck_path, shown, for_export=True)
        stem = _safe_stem(package.deck.file.deck.id)
        buffer = io.BytesIO()
        with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
            archive.writestr(f"{stem}/{stem}{DECK_SUFFIX}", package.text.encode("utf-8"))
            for relative, content in package.art.items():
                archive.writestr(f"{stem}/{relative}", content)
        _atomic_write_bytes(target, buffer.getvalue())
        return len(package.art)


# -- reading what comes in -----------------------------------------------------------------------


@dataclass(frozen=True)
class _Package:
    """A judged deck ready to store: its text, the deck, its art files by relative path."""

    text: str
    deck: LoadedDeck
    art: dict[str, bytes]
    notes: tuple[Message, ...] = ()


def judge(path: Path) -> LibraryDeck:
    """A library deck file as the New Game dialog lists it: playable, or its first problem."""
    try:
        deck = parse_deck_bytes(read_deck_bytes(path), path.name)
    except DeckError as error:
        name, deck_id = _name_and_id(path)
        first = error.problems[0].said() if error.problems else _CANNOT_BE_READ.say()
        return LibraryDeck(path, name, deck_id, None, first)
    info = deck.file.deck
    return LibraryDeck(path, info.name, info.id, deck.definition, None)


def _name_and_id(path: Path) -> tuple[str, str | None]:
    """The name and id a broken deck file gives itself, as far as they can be read."""
    try:
        data = parse_toml(decode_deck_bytes(read_deck_bytes(path), path.name), path.name)
    except DeckError:
        return printable(path.stem, MAX_NAME), None
    info = data.get("deck")
    if not isinstance(info, dict):
        return printable(path.stem, MAX_NAME), None
    name, deck_id = info.get("name"), info.get("id")
    shown = printable(name, MAX_NAME) if isinstance(name, str) and name.strip() else path.stem
    return shown, deck_id if isinstance(deck_id, str) else None


def _judged(data: bytes, shown: str) -> tuple[str, LoadedDeck]:
    try:
        text = decode_deck_bytes(data, shown)
        return text, parse_deck_bytes(data, shown)
    except DeckError as error:
        raise LibraryError(error.messages()[0]) from None


def _art_paths(deck: DeckFile) -> list[str]:
    """The art paths a deck names, each once, in file order."""
    paths: dict[str, None] = {}
    for kind in ("posta", "strike", "remedy", "counter_remedy", "skill"):
        for card in getattr(deck, kind):
            if card.art is not None:
                paths.setdefault(card.art, None)
    return list(paths)


def _normal_art_path(value: str) -> str:
    """An art path as a zip member names it (``./a//b.png`` -> ``a/b.png``)."""
    return PurePosixPath(value).as_posix().removeprefix("./")


def _is_image(content: bytes) -> bool:
    """Whether content is card art the renderer reads (PNG, JPEG, WebP)."""
    if any(content.startswith(magic) for magic, _name in _IMAGE_MAGIC):
        return True
    return content[:4] == b"RIFF" and content[8:12] == b"WEBP"


def _read_folder(data: bytes, source: Path, shown: str, *, for_export: bool = False) -> _Package:
    """A deck file and the art it names from beside it; art missing is noted (the card then
    shows its drawing), art that is hostile (outside the folder, a link out, not an image, too
    large, not a regular file) refuses the whole deck."""
    text, deck = _judged(data, shown)
    try:
        folder = resolved(source.parent)
    except FileRefusedError as error:
        raise LibraryError(_IN_FILE.say(file=shown, reason=error.message)) from None
    art: dict[str, bytes] = {}
    notes: list[Message] = []
    # An exported deck's art is not shown now: the note says only what is missing.
    missing = _ART_MISSING_EXPORT if for_export else _ART_MISSING
    for value in _art_paths(deck.file):
        problem = art_path_message(value)
        if problem is not None:  # the checker refuses these already; kept as a second lock
            raise LibraryError(_IN_FILE.say(file=shown, reason=problem))
        try:
            where = resolved(folder / value)
            if not where.is_relative_to(folder):
                raise LibraryError(_ART_OUTSIDE.say(file=shown, art=quoted(value)))
            content = read_regular_file(where, MAX_ART_BYTES)
        except FileRefusedError as error:
            if error.reason == "no such file":
                notes.append(missing.say(art=quoted(value)))
                continue
            refused = _ART_REFUSED.say(file=shown, art=quoted(value), reason=error.message)
            raise LibraryError(refused) from None
        if not _is_image(content):
            raise LibraryError(_ART_NOT_IMAGE.say(file=shown, art=quoted(value)))
        art[_normal_art_path(value)] = content
    return _Package(text, deck, art, tuple(notes))


def _member_problem(info: zipfile.ZipInfo, shown: str) -> Message | None:
    """Why a zip member may not be unpacked, or None."""
    name = info.filename
    if "\x00" in name or "\\" in name or name.startswith("/") or name[1:2] == ":":
        return _MEMBER_ABSOLUTE.say(file=shown, member=quoted(name))
    if any(part == ".." for part in PurePosixPath(name).parts):
        return _MEMBER_OUTSIDE.say(file=shown, member=quoted(name))
    mode = info.external_attr >> 16
    if stat.S_ISLNK(mode):
        return _MEMBER_LINK.say(file=shown, member=quoted(name))
    if info.flag_bits & 0x1:
        return _MEMBER_ENCRYPTED.say(file=shown, member=quoted(name))
    return None


def _read_member(archive: zipfile.ZipFile, info: zipfile.ZipInfo, limit: int, shown: str) -> bytes:
    """A member's bytes, never more than limit of them whatever its header claims."""
    if info.file_size > limit:
        raise LibraryError(_MEMBER_TOO_LARGE.say(file=shown, member=quoted(info.filename)))
    try:
        with archive.open(info) as stream:
            content = stream.read(limit + 1)
    except (zipfile.BadZipFile, OSError, EOFError, NotImplementedError, RuntimeError) as error:
        reason = printable(str(error), 80)
        damaged = _MEMBER_DAMAGED.say(file=shown, member=quoted(info.filename), error=reason)
        raise LibraryError(damaged) from None
    if len(content) > limit:  # the header lied: a zip bomb
        raise LibraryError(_MEMBER_TOO_LARGE.say(file=shown, member=quoted(info.filename)))
    return content


def _read_zip(data: bytes, shown: str) -> _Package:
    """The deck and art in a zip exported by the app (or made by hand the same way)."""
    try:
        archive = zipfile.ZipFile(io.BytesIO(data))
    except (zipfile.BadZipFile, OSError, EOFError, ValueError):
        raise LibraryError(_NOT_A_ZIP.say(file=shown)) from None
    with archive:
        members = archive.infolist()
        if len(members) > MAX_MEMBERS:
            raise LibraryError(_TOO_MANY_MEMBERS.say(file=shown, count=len(members)))
        for info in members:
            problem = _member_problem(info, shown)
            if problem is not None:
                raise LibraryError(problem)
        if sum(info.file_size for info in members) > MAX_UNPACKED_BYTES:
            raise LibraryError(_TOO_LARGE_UNPACKED.say(file=shown))
        files = {info.filename: info for info in members if not info.is_dir()}
        decks = [
            name
            for name in files
            if name.lower().endswith(DECK_SUFFIX) and len(PurePosixPath(name).parts) <= 2
        ]
        if not decks:
            raise LibraryError(_NO_DECK_IN_ZIP.say(file=shown))
        if len(decks) > 1:
            raise LibraryError(_DECKS_IN_ZIP.say(file=shown, count=len(decks)))
        deck_name = decks[0]
        content = _read_member(archive, files[deck_name], MAX_DECK_BYTES, shown)
        text, deck = _judged(content, shown_source(f"{shown}/{deck_name}"))
        base = PurePosixPath(deck_name).parent
        art: dict[str, bytes] = {}
        notes: list[Message] = []
        unpacked = len(content)
        for value in _art_paths(deck.file):
            relative = _normal_art_path(value)
            member = (base / relative).as_posix().removeprefix("./")
            entry = files.get(member)
            if entry is None:
                notes.append(_ART_MISSING.say(art=quoted(value)))
                continue
            picture = _read_member(archive, entry, MAX_ART_BYTES, shown)
            unpacked += len(picture)
            if unpacked > MAX_UNPACKED_BYTES:
                raise LibraryError(_TOO_LARGE_UNPACKED.say(file=shown))
            if not _is_image(picture):
                raise LibraryError(_ART_NOT_IMAGE.say(file=shown, art=quoted(value)))
            art[relative] = picture
    return _Package(text, deck, art, tuple(notes))


# -- writing -------------------------------------------------------------------------------------


def renamed_deck_text(text: str, deck_id: str, name: str) -> str:
    """A deck file's text with a new ``[deck]`` id and name, every other line as it was (the
    deck writer's own layout keeping: comments and spelling stay)."""
    data = load_toml(text)
    data["deck"] = {**data["deck"], "id": deck_id, "name": name}
    return dump_deck(data, read_layout(text))


def _write_folder(folder: Path, file_name: str, text: str, art: dict[str, bytes]) -> None:
    """Fill a new, empty deck folder: the art first, the deck file last (so a deck file in
    the library always has its art beside it)."""
    for relative, content in art.items():
        target = folder / relative
        target.parent.mkdir(parents=True, exist_ok=True)
        _atomic_write_bytes(target, content)
    _atomic_write_bytes(folder / file_name, text.encode("utf-8"))


def _atomic_write_bytes(target: Path, content: bytes) -> None:
    """Write content to target through a temporary file in the same folder, then rename."""
    handle, temporary = tempfile.mkstemp(prefix=f".{target.name}.", dir=target.parent)
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(content)
            stream.flush()
            os.fsync(stream.fileno())
        os.chmod(temporary, 0o644)
        os.replace(temporary, target)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


def copy_art(deck: DeckFile, source_folder: Path, target_folder: Path) -> list[str]:
    """Copy the art a deck names from source_folder into target_folder (a new deck's folder),
    never overwriting a file there; returns the art paths copied. Art that is missing or
    hostile is left behind: the card shows its drawing, as the renderer would."""
    copied: list[str] = []
    try:
        folder = resolved(source_folder)
    except FileRefusedError:
        return copied
    for value in _art_paths(deck):
        target = target_folder / _normal_art_path(value)
        if art_path_problem(value) or target.exists():
            continue
        try:
            where = resolved(folder / value)
            if not where.is_relative_to(folder):
                continue
            content = read_regular_file(where, MAX_ART_BYTES)
        except FileRefusedError:
            continue
        if _is_image(content):
            target.parent.mkdir(parents=True, exist_ok=True)
            _atomic_write_bytes(target, content)
            copied.append(value)
    return copied


def _safe_stem(deck_id: str) -> str:
    """A file name from a deck id (ids are lowercase words and hyphens already)."""
    stem = "".join(char for char in deck_id if char.isascii() and (char.isalnum() or char == "-"))
    return stem.strip("-")[:MAX_ID] or "deck"


def _numbered(base: str, limit: int = MAX_ID) -> Iterator[str]:
    """``base``, ``base-2``, ``base-3``... each at most limit characters long."""
    yield base[:limit]
    number = 2
    while True:
        suffix = f"-{number}"
        yield base[: limit - len(suffix)].rstrip("-") + suffix
        number += 1
