"""A deck's own card art: loaded safely, or a clear reason why the generated one is used.

Deck files come from players, so an art path is untrusted input: it must stay inside the deck's
folder, name a regular file of sensible size (read through :mod:`audatia_qt.engine.safe_io`: never a
FIFO, a socket or a device), hold a PNG, JPEG or WebP image, and decode. Only those three
formats are tried: Pillow would hand an EPS file (whatever its name) to Ghostscript, an
interpreter. Anything else becomes an ArtProblem (never an exception), and the card shows its
generated illustration instead.
"""

from __future__ import annotations

import io
import warnings
from dataclasses import dataclass
from pathlib import Path
from typing import Final

from PIL import Image, UnidentifiedImageError

from audatia_qt.engine.messages import Message, translate
from audatia_qt.engine.safe_io import FileRefusedError, printable, quoted, read_regular_file

#: Largest art accepted, in pixels: 16 megapixels is 4096 x 4096, far beyond a 744 x 1039 print
#: face. Pillow's own bomb check (a warning past 89 MP) is made an error too.
ART_MAX_PIXELS = 16 * 1024 * 1024

#: Largest art file accepted, in bytes.
ART_MAX_BYTES = 64 * 1024 * 1024

#: The only formats card art may have (Pillow's names); no other decoder is ever tried.
ART_FORMATS: Final = ("PNG", "JPEG", "WEBP")
_NOT_AN_IMAGE: Final = translate("Art", "the file is not an image in PNG, JPEG or WebP format")
_LINE = translate("Art", "card art {path}: {reason}; showing the generated illustration")
_EMPTY_PATH = translate("Art", "the path is empty or not a valid file name")
_NOT_RELATIVE = translate("Art", "the path must be relative, with forward slashes")
_LOOP = translate("Art", "the path cannot be resolved (a symlink loop)")
_UNRESOLVED = translate("Art", "the path cannot be resolved ({error})")
_OUTSIDE = translate("Art", "the path leads outside the deck's folder")
_BOMB = translate(
    "Art",
    "the image is {width} x {height} pixels, more than {limit} allowed (a decompression bomb?)",
)
_TOO_LARGE_TO_DECODE = translate("Art", "the image is too large to decode safely ({error})")
_DAMAGED = translate("Art", "the image is damaged and cannot be decoded ({error})")
_NOT_A_FILE = translate("Art", "this is {kind}, not an image file")
_NO_SUCH_FILE = translate("Art", "no such file in the deck's folder")
_TOO_MANY_BYTES = translate("Art", "the file is more than {limit} bytes allowed")
_UNREADABLE = translate("Art", "the file cannot be read ({reason})")


@dataclass(frozen=True)
class ArtProblem:
    """Why a card's art cannot be shown: the path as the deck wrote it, and the reason."""

    path: str
    said: Message
    """What is wrong with it, to be said in the reader's language (issue 21)."""

    @property
    def reason(self) -> str:
        """What is wrong, in English."""
        return self.said.english()

    @property
    def line(self) -> Message:
        """One line for the player: which file (shortened, escaped), and what is wrong with it."""
        return _LINE.say(path=quoted(self.path), reason=self.said)

    @property
    def message(self) -> str:
        """``line`` in English (the log)."""
        return self.line.english()

    def __str__(self) -> str:
        return self.message


def resolve_art_path(root: Path, rel_path: str) -> Path | ArtProblem:
    """The art file inside root that rel_path names, or why it may not be used.

    The path is resolved with symlinks followed, so neither ``..`` nor a link can reach a file
    outside the deck's folder.
    """
    if not rel_path or "\x00" in rel_path:
        return ArtProblem(rel_path, _EMPTY_PATH.say())
    if rel_path.startswith(("/", "\\")) or "\\" in rel_path or rel_path[1:2] == ":":
        return ArtProblem(rel_path, _NOT_RELATIVE.say())
    try:
        folder = root.resolve()
        target = (folder / rel_path).resolve()
    except RuntimeError:
        return ArtProblem(rel_path, _LOOP.say())
    except OSError as error:  # the error's text would repeat the whole path
        return ArtProblem(rel_path, _UNRESOLVED.say(error=printable(str(error.strerror), 120)))
    if not target.is_relative_to(folder):
        return ArtProblem(rel_path, _OUTSIDE.say())
    return target


def load_art(root: Path, rel_path: str) -> Image.Image | ArtProblem:
    """Load a deck's art image as RGB, or return the ArtProblem that stops it.

    Missing files, folders, non-images, truncated or corrupt images, files larger than
    ART_MAX_BYTES, images over ART_MAX_PIXELS (decompression bombs, judged from the header
    before any pixel is decoded) and paths leaving root are all problems, not exceptions.
    """
    target = resolve_art_path(root, rel_path)
    if isinstance(target, ArtProblem):
        return target
    try:
        data = read_regular_file(target, ART_MAX_BYTES)
    except FileRefusedError as error:
        return ArtProblem(rel_path, _refusal(error))
    try:
        with warnings.catch_warnings():
            # Pillow warns before it refuses; a warning-sized bomb is refused here too.
            warnings.simplefilter("error", Image.DecompressionBombWarning)
            with Image.open(io.BytesIO(data), formats=ART_FORMATS) as image:
                width, height = image.size
                if width * height > ART_MAX_PIXELS:
                    return ArtProblem(
                        rel_path, _BOMB.say(width=width, height=height, limit=ART_MAX_PIXELS)
                    )
                image.load()
                return image.convert("RGB")
    except (Image.DecompressionBombError, Image.DecompressionBombWarning) as error:
        return ArtProblem(rel_path, _TOO_LARGE_TO_DECODE.say(error=printable(str(error), 120)))
    except UnidentifiedImageError:
        return ArtProblem(rel_path, _NOT_AN_IMAGE.say())
    except (OSError, ValueError, SyntaxError, EOFError) as error:
        return ArtProblem(rel_path, _DAMAGED.say(error=printable(str(error), 120)))


def _refusal(error: FileRefusedError) -> Message:
    """Why the art file was not read, in the words of card art."""
    if error.kind_message is not None:
        return _NOT_A_FILE.say(kind=error.kind_message)
    if error.reason == "no such file":
        return _NO_SUCH_FILE.say()
    if error.reason.startswith("too large"):
        return _TOO_MANY_BYTES.say(limit=ART_MAX_BYTES)
    return _UNREADABLE.say(reason=error.message)


def art_stamp(root: Path | None, rel_path: str | None) -> str:
    """What the face cache must know of an art file: its path, size and modification time.

    A replaced art file changes the stamp, so a cached face is never stale.
    """
    if root is None or rel_path is None:
        return ""
    target = resolve_art_path(root, rel_path)
    if isinstance(target, ArtProblem):
        return f"problem:{target.reason}"
    try:
        stat = target.stat()
    except OSError:
        return f"missing:{target}"
    return f"{target}:{stat.st_size}:{stat.st_mtime_ns}"
