"""One thing wrong with a deck file: where (a field path, or "" for the whole file), and what.

Each game's checks and loader make these; a game that words "<path>: <problem>" in its own
catalog context subclasses :class:`Problem` with its own ``AT``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from audatia_qt.engine.messages import Message, Sentence, english, translate

#: A problem or a warning at its field path (``strike[3].sun: a thrust carries no sun half``).
AT = translate("DeckProblems", "{path}: {problem}")


@dataclass(frozen=True)
class Problem:
    """One thing wrong with a deck: where, and what.

    ``message`` is a ``Message`` said in the reader's language by the deck builder and by the
    command line; a plain string is a problem said in English only by another module (the TOML
    parser's, from ``tomllib``) or by the system (an error reading the file).
    """

    path: str
    message: Message | str

    #: How a problem is said at its path.
    AT: ClassVar[Sentence] = AT

    def english(self) -> str:
        """What is wrong, in English, without the path."""
        return english(self.message)

    def said(self) -> Message | str:
        """The problem at its path, in a sentence to render."""
        return self.AT.say(path=self.path, problem=self.message) if self.path else self.message

    def __str__(self) -> str:
        return english(self.said())
