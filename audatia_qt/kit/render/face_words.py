"""How a renderer is handed the words it prints on a face, in a language, without Qt.

A game's faces print a few words of their own (a card kind's name, "Attack"), each a
``Sentence`` of the catalogs. The renderer never imports Qt: it is handed a ``FaceWords``
that says a message in a language (the shell's ``i18n.faces.CatalogFaceWords`` through the
app's catalogs; ``SourceWords``, the English as written, in tests and tools). The words'
fingerprint is part of every face cache's key, so faces drawn in other words are not reused.
"""

from __future__ import annotations

from typing import Protocol

from audatia_qt.engine.messages import Message


class FaceWords(Protocol):
    """Says the renderer's words in a language; its fingerprint is part of the cache key."""

    def say(self, message: Message, language: str) -> str: ...

    def fingerprint(self) -> str: ...


class SourceWords:
    """The renderer's words as written in the source (English), in every language."""

    def say(self, message: Message, language: str) -> str:
        return message.english()

    def fingerprint(self) -> str:
        return "source"
