"""Ready...Fence!'s deck builder: the shell's builder window (``shell/deck_builder``) with the
game's own: its designs grouped by colour (Red, Orange, Light Blue, Dark Blue, the two-colour
cards, the gold Joker, and those whose colour is not yet one of the game's), its faces, its
print sheets, its checks (a deck that no longer deals a level's bout says so in one line) and
its Measure (seat balance between equal computer fencers).

The bundled deck opens as a template: it is never written, and Save asks where the copy goes
(the player's Ready...Fence! deck library in the user data folder, by default).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any, Final

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QMenu, QWidget

from audatia_qt.engine.resources import decks_dir
from audatia_qt.engine.userdata import user_data_dir
from audatia_qt.games.ready_fence.deck_builder.document import (
    CARD,
    CardRef,
    ReadyFenceDeckDocument,
)
from audatia_qt.games.ready_fence.deck_builder.editor import CONTEXT, FIELDS, said
from audatia_qt.games.ready_fence.deck_builder.measure import ReadyFenceMeasureDialog
from audatia_qt.games.ready_fence.deck_builder.style import STYLE_SHEET
from audatia_qt.games.ready_fence.decks.bundled import READY_FENCE_DECKS, default_deck_path
from audatia_qt.games.ready_fence.render.faces import FaceRenderer
from audatia_qt.games.ready_fence.render.printing import PrintOptions, export_pdf
from audatia_qt.games.ready_fence.rules.cards import CardSet, Colour
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

#: The player's Ready...Fence! decks, inside the user data folder.
LIBRARY_FOLDER: Final = "ready-fence-decks"
#: What Play this deck is given: the deck's cards and its name.
PlayDeck = Callable[[CardSet, str], None]

_TWO_COLOUR: Final = "two-colour"
_TO_MEND: Final = "to-mend"
_COLOURS: Final = frozenset(colour.value for colour in Colour)
#: The grid's groups, in the order the Technical Manual introduces the colours: key, heading
#: (its English, marked for the catalog).
GROUPS: Final[tuple[tuple[str, str], ...]] = (
    (Colour.RED.value, QT_TRANSLATE_NOOP("ReadyFenceDeckBuilder", "Red: offensive")),
    (Colour.ORANGE.value, QT_TRANSLATE_NOOP("ReadyFenceDeckBuilder", "Orange: special attacks")),
    (
        Colour.LIGHT_BLUE.value,
        QT_TRANSLATE_NOOP("ReadyFenceDeckBuilder", "Light Blue: counter-offensive"),
    ),
    (Colour.DARK_BLUE.value, QT_TRANSLATE_NOOP("ReadyFenceDeckBuilder", "Dark Blue: defensive")),
    (_TWO_COLOUR, QT_TRANSLATE_NOOP("ReadyFenceDeckBuilder", "Two-colour")),
    (Colour.GOLD.value, QT_TRANSLATE_NOOP("ReadyFenceDeckBuilder", "Gold: the Joker")),
    (_TO_MEND, QT_TRANSLATE_NOOP("ReadyFenceDeckBuilder", "To mend: no colour of the game")),
)
_WORDS: Final = BuilderWords(
    context=CONTEXT,
    title=QT_TRANSLATE_NOOP("ReadyFenceDeckBuilder", "Ready...Fence! Deck Builder"),
    open_title=QT_TRANSLATE_NOOP("ReadyFenceDeckBuilder", "Open Ready...Fence! Deck"),
    save_title=QT_TRANSLATE_NOOP("ReadyFenceDeckBuilder", "Save Ready...Fence! Deck As"),
    file_filter=QT_TRANSLATE_NOOP("ReadyFenceDeckBuilder", "Ready...Fence! decks (*.toml)"),
)
_ADD_CARD: Final = QT_TRANSLATE_NOOP("ReadyFenceDeckBuilder", "&Add a Card")


def default_library_dir() -> Path:
    """Where Save puts a new Ready...Fence! deck (``AUDATIA_DATA_DIR`` if set)."""
    return user_data_dir() / LIBRARY_FOLDER


def group_of(card: dict[str, Any]) -> str:
    """The grid's group of a design: its colour, the two-colour cards together, or the group of
    designs whose colour is not (yet) one of the game's."""
    colour = card.get("colour")
    if not isinstance(colour, str) or colour not in _COLOURS:
        return _TO_MEND
    return _TWO_COLOUR if "/" in colour else colour


def _renderer() -> FaceRenderer:
    return FaceRenderer(face_words=CatalogFaceWords())


class ReadyFenceDeckBuilder(TomlDeckBuilder):
    """Open, edit, check, save, print, play and measure a Ready...Fence! deck."""

    OBJECT_NAME = "readyFenceDeckBuilder"
    FACE_THREAD = "ready-fence-builder-faces"

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
        return ReadyFenceDeckDocument.open(path, template=template)

    def bundled_folder(self) -> Path:
        return decks_dir() / READY_FENCE_DECKS

    def bundled_deck(self) -> Path:
        return default_deck_path()

    def groups(self, document: TomlDeckDocument) -> tuple[Group, ...]:
        refs: dict[str, list[CardRef]] = {key: [] for key, _heading in GROUPS}
        for ref in document.refs():
            refs[group_of(document.card(ref))].append(ref)
        return tuple(Group(key, said(heading), tuple(refs[key])) for key, heading in GROUPS)

    def add_design_actions(self, edit_menu: QMenu) -> list[QAction]:
        action = self._action(said(_ADD_CARD), partial(self.add, CARD), "Ctrl+N")
        edit_menu.addAction(action)
        return [action]

    def print_sheets(self, card_set: Any, path: Path, options: Any) -> int:
        return export_pdf(
            card_set, path, options or PrintOptions(), self.renderer, current_language()
        )

    def make_measure(self, card_set: Any, deck_name: str) -> QDialog:
        return ReadyFenceMeasureDialog(card_set, deck_name, self)


__all__ = ["LIBRARY_FOLDER", "ReadyFenceDeckBuilder", "default_library_dir"]
