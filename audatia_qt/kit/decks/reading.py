"""Reading a deck file safely: a regular file under a size cap, its bytes decoded, its TOML
parsed depth-checked, and every refusal an error holding one-line problems, never a traceback.

Files are read only through ``engine.safe_io`` (a regular file, at most the game's cap, never
waiting on a pipe: a folder, a FIFO, a socket or a device is refused without reading) and
parsed only through ``engine.toml_problems.load_toml`` (depth-checked before tomllib sees it).
Every value a message quotes is shortened and escaped, so a problem is one short printable line
whatever the file holds. Nothing here writes.

A game words these refusals in its own catalog context by giving its error class its own
:class:`FileWords`; ``DECK_FILE_WORDS`` are the deck problems' own.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, ClassVar, Final

from audatia_qt.engine.messages import Message, Sentence, translate
from audatia_qt.engine.safe_io import FileRefusedError, printable, read_regular_file
from audatia_qt.engine.toml_problems import TomlRefusedError, load_toml
from audatia_qt.kit.decks.problems import Problem

#: The longest line a problem may print; a last guard should some piece still be long.
MAX_LINE: Final = 300
#: How much of a file's name a line shows (its end, which holds the file's own name).
SOURCE_LIMIT: Final = 120


def shown_source(source: str) -> str:
    """A file's name as a message shows it: escaped, and if very long, its end kept."""
    if len(source) > SOURCE_LIMIT:
        source = "…" + source[-(SOURCE_LIMIT - 1) :]
    return printable(source, SOURCE_LIMIT + 1)


@dataclass(frozen=True)
class FileWords:
    """What a deck loader says of a file it refuses, in its game's catalog context."""

    in_file: Sentence
    """``{file}: {problem}``: a problem in a named file."""
    empty: Sentence
    binary: Sentence
    not_utf8: Sentence
    """Says ``{offset}``, the first bad byte."""
    not_a_deck_file: Sentence
    """Says ``{kind}``, what the path is instead (a folder, a device)."""
    too_large: Sentence
    """Says ``{size}``, the cap in KiB."""


DECK_FILE_WORDS: Final = FileWords(
    in_file=translate("DeckProblems", "{file}: {problem}"),
    empty=translate("DeckProblems", "the file is empty"),
    binary=translate("DeckProblems", "this is a binary file, not a TOML deck file"),
    not_utf8=translate("DeckProblems", "not UTF-8 text (bad byte at offset {offset})"),
    not_a_deck_file=translate("DeckProblems", "is {kind}, not a deck file"),
    too_large=translate("DeckProblems", "too large for a deck file ({size} KiB at most)"),
)
_AND_MORE = translate("DeckProblems", "{line} (and %n more problem(s))", None, 0)


class DeckFileError(ValueError):
    """A deck file that cannot be used, with every problem found in it."""

    #: How this game's loader words a refusal.
    WORDS: ClassVar[FileWords] = DECK_FILE_WORDS
    #: The problems this game's loader makes (a game may word ``AT`` in its own context).
    PROBLEM: ClassVar[type[Problem]] = Problem

    def __init__(self, source: str, problems: Sequence[Problem]) -> None:
        self.source = source
        self.problems = tuple(problems)
        super().__init__(self.summary())

    def summary(self) -> str:
        """The error's own text (``str()``): the first problem's line, saying how many more."""
        return self.first_line()

    def messages(self) -> list[Message]:
        """One ``<file>: <field path>: <what is wrong>`` message per problem, to render in the
        reader's language (each rendered line is then cut to ``MAX_LINE`` by ``printable``).

        The file's name is escaped too: a name holding a newline or a terminal escape would
        otherwise forge or colour output like a bad key would.
        """
        source = shown_source(self.source)
        return [self.WORDS.in_file.say(file=source, problem=p.said()) for p in self.problems]

    def lines(self) -> list[str]:
        """The problems' lines in English (``messages``), short and printable."""
        return [printable(message.english(), MAX_LINE) for message in self.messages()]

    def first_message(self) -> Message | str:
        """The first problem's line, saying how many more there are: a refusal in one line."""
        messages = self.messages()
        more = len(messages) - 1
        if more < 1:
            return messages[0] if messages else shown_source(self.source)
        return _AND_MORE.say(more, line=messages[0])

    def first_line(self) -> str:
        """``first_message`` in English (with its plural said right), short and printable."""
        lines = self.lines()
        more = len(lines) - 1
        if more < 1:
            return lines[0] if lines else shown_source(self.source)
        return f"{lines[0]} (and {more} more problem{'s' if more > 1 else ''})"

    @classmethod
    def whole_file(cls, source: str, message: Message | str) -> DeckFileError:
        """The error of one problem with the whole file (no field path)."""
        return cls(source, [cls.PROBLEM("", message)])


def decode_deck_bytes(data: bytes, source: str, error: type[DeckFileError]) -> str:
    """The text of a deck file's bytes; refuses empty, binary and non-UTF-8 files."""
    words = error.WORDS
    if not data.strip():
        raise error.whole_file(source, words.empty.say())
    if b"\x00" in data:
        raise error.whole_file(source, words.binary.say())
    try:
        return data.decode("utf-8-sig")  # a byte-order mark (Windows editors) is fine
    except UnicodeDecodeError as bad:
        raise error.whole_file(source, words.not_utf8.say(offset=bad.start)) from None


def read_deck_bytes(path: Path, max_bytes: int, error: type[DeckFileError]) -> bytes:
    """The bytes of the deck file at ``path``: a regular file of at most ``max_bytes``.

    A folder, a FIFO, a socket or a device (a link to ``/dev/zero``) is refused without waiting
    or reading, and nothing is ever written.
    """
    try:
        return read_regular_file(path, max_bytes)
    except FileRefusedError as refused:
        # safe_io's own words (what the path is, why it was refused); the system's are its own.
        reason: Message | str
        if refused.kind_message is not None:
            reason = error.WORDS.not_a_deck_file.say(kind=refused.kind_message)
        elif refused.reason.startswith("too large"):
            reason = error.WORDS.too_large.say(size=max_bytes // 1024)
        else:
            reason = refused.message
        raise error.whole_file(str(path), reason) from None


def parse_toml(text: str, source: str, error: type[DeckFileError]) -> dict[str, Any]:
    """The TOML document in a deck file's text, once its depth is safe to parse."""
    try:
        return load_toml(text)
    except TomlRefusedError as refused:
        raise error.whole_file(source, refused.message) from None
