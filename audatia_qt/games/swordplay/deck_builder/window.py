"""Swordplay's deck builder: the shell's builder window (``shell/deck_builder``) with the
game's own: its designs by kind (heroes, monsters, and the combat deck's attacks, defenses,
weapons, armor and shields), its faces, its print sheets and its Measure.

The bundled deck opens as a template: it is never written, and Save asks where the copy goes
(the player's Swordplay deck library in the user data folder, by default).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any, Final

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QMenu, QWidget

from audatia_qt.engine.userdata import user_data_dir
from audatia_qt.games.swordplay.deck_builder.document import (
    KINDS,
    CardRef,
    SwordplayDeckDocument,
)
from audatia_qt.games.swordplay.deck_builder.editor import CONTEXT, FIELDS, said
from audatia_qt.games.swordplay.deck_builder.measure import MeasureDialog
from audatia_qt.games.swordplay.deck_builder.style import STYLE_SHEET
from audatia_qt.games.swordplay.decks.bundled import bundled_decks_dir, default_deck_path
from audatia_qt.games.swordplay.render.faces import FaceRenderer
from audatia_qt.games.swordplay.render.printing import PrintOptions, export_pdf
from audatia_qt.games.swordplay.rules.cards import CardSet
from audatia_qt.shell.deck_builder.document import TomlDeckDocument
from audatia_qt.shell.deck_builder.window import (
    BuilderWords,
    Group,
    TomlDeckBuilder,
    face_drawer,
)
from audatia_qt.shell.i18n.faces import CatalogFaceWords
from audatia_qt.shell.i18n.language import current_language
from audatia_qt.shell.i18n.marks import QT_TRANSLATE_NOOP

#: The player's Swordplay decks, inside the user data folder.
LIBRARY_FOLDER: Final = "swordplay-decks"
#: What Play this deck is given: the deck's cards and its name.
PlayDeck = Callable[[CardSet, str], None]

_WORDS: Final = BuilderWords(
    context=CONTEXT,
    title=QT_TRANSLATE_NOOP("SwordplayDeckBuilder", "Swordplay Deck Builder"),
    open_title=QT_TRANSLATE_NOOP("SwordplayDeckBuilder", "Open Swordplay Deck"),
    save_title=QT_TRANSLATE_NOOP("SwordplayDeckBuilder", "Save Swordplay Deck As"),
    file_filter=QT_TRANSLATE_NOOP("SwordplayDeckBuilder", "Swordplay decks (*.toml)"),
)
_ADD_DESIGN: Final = QT_TRANSLATE_NOOP("SwordplayDeckBuilder", "&Add a Design")


def default_library_dir() -> Path:
    """Where Save puts a new Swordplay deck (``AUDATIA_DATA_DIR`` if set)."""
    return user_data_dir() / LIBRARY_FOLDER


def _renderer() -> FaceRenderer:
    return FaceRenderer(face_words=CatalogFaceWords())


class SwordplayDeckBuilder(TomlDeckBuilder):
    """Open, edit, check, save, print, play and measure a Swordplay deck."""

    OBJECT_NAME = "swordplayDeckBuilder"
    FACE_THREAD = "swordplay-builder-faces"

    def __init__(
        self,
        parent: QWidget | None = None,
        *,
        library_dir: Path | None = None,
        play: PlayDeck | None = None,
    ) -> None:
        super().__init__(
            parent,
            library_dir=library_dir or default_library_dir(),
            fields=FIELDS,
            words=_WORDS,
            style_sheet=STYLE_SHEET,
            renderer=_renderer(),
            draw_faces=face_drawer(_renderer),
            play=play,
        )

    def open_document(self, path: Path, *, template: bool) -> TomlDeckDocument:
        return SwordplayDeckDocument.open(path, template=template)

    def bundled_folder(self) -> Path:
        return bundled_decks_dir()

    def bundled_deck(self) -> Path:
        return default_deck_path()

    def groups(self, document: TomlDeckDocument) -> tuple[Group, ...]:
        return tuple(
            Group(
                table,
                said(heading),
                tuple(CardRef(table, index) for index in range(len(document.cards(table)))),
            )
            for table, heading, _model in KINDS
        )

    def add_design_actions(self, edit_menu: QMenu) -> list[QAction]:
        add_menu = edit_menu.addMenu(said(_ADD_DESIGN))
        actions = []
        for table, heading, _model in KINDS:
            action = self._action(said(heading), partial(self.add, table))
            add_menu.addAction(action)
            actions.append(action)
        return actions

    def print_sheets(self, card_set: Any, path: Path, options: Any) -> int:
        return export_pdf(
            card_set, path, options or PrintOptions(), self.renderer, current_language()
        )

    def make_measure(self, card_set: Any, deck_name: str) -> QDialog:
        return MeasureDialog(card_set, deck_name, self)


__all__ = ["LIBRARY_FOLDER", "SwordplayDeckBuilder", "default_library_dir"]
