"""The card renderer's own words in a face's language, read from the compiled catalogs.

The renderer is pure (no Qt) and draws a face in the face's own language, which need not be
the one the app speaks (the deck builder previews Spanish cards from an English builder). So
its words are not looked up through the installed translators but through a translator per
language, loaded here from the catalog that holds them (``render.words`` is in "builder").
"""

from __future__ import annotations

import hashlib

from PySide6.QtCore import QTranslator

from audatia_qt.engine.messages import Message, english, fill
from audatia_qt.shell.i18n.catalogs import CATALOGS, LANGUAGES, SOURCE_LANGUAGE, qm_path

#: The catalog that holds the renderer's words (``render/`` is among its sources).
CATALOG = next(
    catalog for catalog in CATALOGS if "audatia_qt/games/audatia/render" in catalog.sources
)


class CatalogFaceWords:
    """A ``FaceWords`` (``kit.render.face_words``) reading the compiled catalogs, one translator
    a language.

    Not shared between threads: each renderer (one per thread) gets its own.
    """

    def __init__(self) -> None:
        self._translators: dict[str, QTranslator | None] = {}
        digest = hashlib.sha256()
        for code in LANGUAGES:
            path = qm_path(CATALOG, code)
            digest.update(code.encode())
            digest.update(path.read_bytes() if path.is_file() else b"")
        # The catalogs' content: a changed translation draws the faces anew.
        self._fingerprint = digest.hexdigest()

    def fingerprint(self) -> str:
        return self._fingerprint

    def say(self, message: Message, language: str) -> str:
        """``message`` in ``language``; its English source where the catalog has no text."""
        translator = self._translator(language)
        text: str | None = None
        if translator is not None:
            text = translator.translate(message.context, message.source, None, message.n)
        if not text:
            return message.english()
        return fill(text, -1, {name: english(value) for name, value in message.params})

    def _translator(self, language: str) -> QTranslator | None:
        if language not in self._translators:
            translator: QTranslator | None = None
            if language in LANGUAGES and language != SOURCE_LANGUAGE:
                translator = QTranslator()
                if not translator.load(str(qm_path(CATALOG, language))):
                    translator = None  # a broken installation: the faces stay in English
            self._translators[language] = translator
        return self._translators[language]
