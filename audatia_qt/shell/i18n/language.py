"""Switching the app's language: Qt's translators for the chosen language, installed and
removed as one (docs/i18n.md).

``Language`` is owned by whoever owns the application object (the main window's starter, the
deck builder's, the command line's) and handed to the windows; there is no module-level
state. Installing translators makes Qt send every widget a ``QEvent.LanguageChange``: windows
that can retranslate themselves do it then, so a language chosen in the settings applies at
once.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from audatia_qt.engine.messages import Message, translate
from audatia_qt.engine.safe_io import quoted
from audatia_qt.shell.i18n.catalogs import (
    CATALOGS,
    LANGUAGES,
    SOURCE_LANGUAGE,
    catalog_dir,
    qm_path,
)

#: Qt's own catalog for the words of its standard dialogs and buttons ("Cancel", "Open").
_QT_BASE = "qtbase"

# Said in the language spoken before the switch (whose catalogs are still installed).
_NO_SUCH_LANGUAGE = translate("Language", "no such language: {code} (the app speaks {languages})")
_NO_CATALOG = translate("Language", "cannot load the translation catalog {path}")


class UnknownLanguageError(ValueError):
    """A language the app does not speak: ``message`` to render, ``str()`` its English."""

    def __init__(self, message: Message) -> None:
        super().__init__(message.english())
        self.message = message


class CatalogError(OSError):
    """A catalog missing or unreadable (a broken installation): ``message`` to render,
    ``str()`` its English."""

    def __init__(self, message: Message) -> None:
        super().__init__(message.english())
        self.message = message


def system_language(locale: QLocale | None = None) -> str:
    """The first of the system's preferred languages the app speaks, else English."""
    for name in (locale or QLocale.system()).uiLanguages():
        code = name.replace("_", "-").split("-")[0].lower()
        if code in LANGUAGES:
            return code
    return SOURCE_LANGUAGE


def resolve(code: str | None, locale: QLocale | None = None) -> str:
    """``code`` if the app speaks it; the system's language for none or an unknown code (a
    settings file from a newer version, or edited by hand)."""
    return code if code in LANGUAGES else system_language(locale)


def current_language() -> str:
    """The language the app speaks now (``Language.switch`` makes it the default locale's),
    for windows that are not handed the ``Language`` itself, such as the deck builder opened
    from the main window."""
    code = QLocale().name().split("_")[0].lower()
    return code if code in LANGUAGES else SOURCE_LANGUAGE


class Language:
    """The language the app speaks now, and the translators that make it so."""

    def __init__(self, app: QCoreApplication) -> None:
        self._app = app
        self._translators: list[QTranslator] = []
        self.code = SOURCE_LANGUAGE

    def switch(self, code: str) -> None:
        """Speak ``code`` (one of ``LANGUAGES``) from now on.

        Raises ``UnknownLanguageError`` (a ``ValueError``) for a language the app does not
        speak, or ``CatalogError`` (an ``OSError``) naming a catalog that is missing or
        unreadable (a broken installation): the language in use is then left as it was.
        """
        if code not in LANGUAGES:
            spoken = ", ".join(LANGUAGES)
            raise UnknownLanguageError(_NO_SUCH_LANGUAGE.say(code=quoted(code), languages=spoken))
        translators = [_load_catalog(catalog.name, code) for catalog in CATALOGS]
        qt_base = QTranslator(self._app)
        qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        # Qt ships no English catalog of its own (its sources are English): that is no error.
        if qt_base.load(f"{_QT_BASE}_{code}", qt_folder):
            translators.append(qt_base)
        # The language is said first: installing a translator sends the windows their
        # LanguageChange at once, and they ask ``current_language`` which words to draw.
        QLocale.setDefault(QLocale(code))
        self.code = code
        for old in self._translators:
            QCoreApplication.removeTranslator(old)
        self._translators = translators
        for translator in translators:
            QCoreApplication.installTranslator(translator)

    def uninstall(self) -> None:
        """Remove this language's translators: every text is its English source again (the
        windows that owned them are gone, or a test is over)."""
        QLocale.setDefault(QLocale(SOURCE_LANGUAGE))  # current_language() says English again
        self.code = SOURCE_LANGUAGE
        for old in self._translators:
            QCoreApplication.removeTranslator(old)
        self._translators = []


def _load_catalog(name: str, code: str) -> QTranslator:
    catalog = next(c for c in CATALOGS if c.name == name)
    path = qm_path(catalog, code, catalog_dir())
    translator = QTranslator()
    if not translator.load(str(path)):
        raise CatalogError(_NO_CATALOG.say(path=str(path)))
    return translator
