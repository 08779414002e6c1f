"""The deck builder window: the deck's cards, the selected card's preview and fields, its health.

Layout: the grid of thumbnails on the left; the large preview and the card's form on the
right; the composition counters and the problem list along the bottom. Menus: File (a new deck
from a bundled one or from this one, open, the library's decks, save, save as, import and
export, prints, close), Card (add, duplicate, remove), Play (playtest against the computer,
and the gauntlet against the bundled decks) and View (zoom). Every edit re-renders the card's
preview after a short pause and its thumbnail in the worker thread.

The player's decks live in the deck library (``decks.library``): Save puts a new
deck there, and the shipped deck files are never written: a bundled deck opens as a copy.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from pydantic import ValidationError
from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QCloseEvent,
    QGuiApplication,
    QImage,
    QKeySequence,
    QPixmap,
)
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QLabel,
    QMainWindow,
    QMessageBox,
    QProgressDialog,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from audatia_qt.engine.messages import LANGUAGES
from audatia_qt.engine.resources import assets_dir, bundled_deck_paths, decks_dir
from audatia_qt.engine.safe_io import FileRefusedError, printable, resolved
from audatia_qt.games.audatia.board.controller import TableSettings
from audatia_qt.games.audatia.deck_builder.document import ADDABLE, SECTIONS, CardRef, DeckDocument
from audatia_qt.games.audatia.deck_builder.editor import CardEditor
from audatia_qt.games.audatia.deck_builder.gauntlet import GauntletDialog, gauntlet_decks
from audatia_qt.games.audatia.deck_builder.grid import THUMB_SIZE, CardGrid
from audatia_qt.games.audatia.deck_builder.playtest import (
    PlaytestDialog,
    PlaytestSettings,
    PlaytestWindow,
    choose_opponent,
    playtest_setup,
)
from audatia_qt.games.audatia.deck_builder.status import DeckStatus
from audatia_qt.games.audatia.deck_builder.style import STYLE_SHEET
from audatia_qt.games.audatia.deck_builder.thumbnails import ThumbnailLoader, to_qimage
from audatia_qt.games.audatia.decks.library import (
    DECK_SUFFIX,
    EXPORT_SUFFIX,
    DeckLibrary,
    LibraryError,
    copy_art,
    default_library_dir,
)
from audatia_qt.games.audatia.decks.load import MAX_LINE, DeckError, load_deck
from audatia_qt.games.audatia.decks.models import DeckFile
from audatia_qt.games.audatia.decks.save import DeckSaveError, TomlWriteError
from audatia_qt.games.audatia.policy.gauntlet import DeckRefused
from audatia_qt.games.audatia.render import (
    PREVIEW_SIZE,
    PRINT_SIZE,
    CardRenderer,
    FaceCache,
    default_art_root,
    default_cache_dir,
)
from audatia_qt.games.audatia.render.printing import (
    PAPERS,
    STANDARD_BLEED_MM,
    PrintError,
    PrintOptions,
    export_deck_pdf,
    export_deck_pngs,
)
from audatia_qt.games.audatia.rules import Seat
from audatia_qt.games.audatia.screens.new_game import DeckChoice, random_seed
from audatia_qt.shell import plain
from audatia_qt.shell.deck_builder.preview import CardPreview
from audatia_qt.shell.i18n.faces import CatalogFaceWords
from audatia_qt.shell.i18n.language import current_language as app_language
from audatia_qt.shell.i18n.render import render
from audatia_qt.shell.preferences import Preferences

#: The pause after an edit before the preview is drawn again (typing stays smooth).
PREVIEW_DELAY_MS = 120


class DeckBuilderWindow(QMainWindow):
    """Open, edit, check, save and print a character deck."""

    def __init__(
        self,
        cache_dir: Path | None = None,
        parent: QWidget | None = None,
        *,
        library_dir: Path | None = None,
        preferences: Preferences | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("deckBuilder")
        self.setWindowTitle(self.tr("Deck Builder"))
        self.resize(1280, 800)
        self.setStyleSheet(STYLE_SHEET)
        self.cache_dir = cache_dir or default_cache_dir()
        self.faces = FaceCache(self.cache_dir, CardRenderer(words=CatalogFaceWords()))
        self.loader = ThumbnailLoader(self.cache_dir, self)
        self.loader.face_ready.connect(self._on_face_ready)
        self.document: DeckDocument | None = None
        self.selected: CardRef | None = None
        self.generation = 0
        self.bundled = False
        """The deck shown is an unsaved copy of a bundled deck."""
        self.library = DeckLibrary(library_dir or default_library_dir())
        self.preferences = preferences
        self.playtest: PlaytestWindow | None = None
        self.playtest_settings = PlaytestSettings.remembered(preferences)
        #: How the playtest's table moves (tests switch animations and pauses off).
        self.table_settings = TableSettings()
        #: The language the cards' faces are drawn in (View > Card Language): the app's.
        self.card_language = app_language()

        self.grid = CardGrid()
        self.grid.language = self.card_language
        self.grid.card_clicked.connect(self.select)
        self.preview = CardPreview()
        self.preview.view.zoom_changed.connect(lambda _zoom: self._schedule_preview())
        self.editor = CardEditor()
        self.editor.field_edited.connect(self._on_field_edited)
        self.status = DeckStatus()
        self.status.problem_clicked.connect(self._on_problem_clicked)

        top = QSplitter(Qt.Orientation.Horizontal)
        top.setObjectName("mainSplitter")
        top.addWidget(self.grid)
        top.addWidget(self.preview)
        top.addWidget(self.editor)
        top.setStretchFactor(0, 3)
        top.setStretchFactor(1, 2)
        top.setStretchFactor(2, 2)
        top.setSizes([592, 300, 388])
        top.setChildrenCollapsible(False)
        outer = QSplitter(Qt.Orientation.Vertical)
        outer.addWidget(top)
        outer.addWidget(self.status)
        outer.setStretchFactor(0, 1)
        outer.setSizes([680, 96])
        outer.setChildrenCollapsible(False)
        self.setCentralWidget(outer)

        self._preview_timer = QTimer(self)
        self._preview_timer.setSingleShot(True)
        self._preview_timer.setInterval(PREVIEW_DELAY_MS)
        self._preview_timer.timeout.connect(self.render_preview)
        self.gauntlet_dialog: GauntletDialog | None = None
        self._menu_actions: list[QAction] = []
        self._build_menus()
        self._update_actions()
        self.statusBar().showMessage(
            self.tr("Make a new deck from a bundled one, or open one of your decks (File menu).")
        )

    # --- menus -----------------------------------------------------------------------------

    def _action(
        self,
        text: str,
        slot: object,
        shortcut: str | QKeySequence.StandardKey | None = None,
        tip: str = "",
    ) -> QAction:
        action = QAction(text, self)
        self._menu_actions.append(action)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.setStatusTip(tip)
        action.triggered.connect(slot)
        return action

    def _build_menus(self) -> None:
        """The menus, in the app's language (built again when it changes)."""
        for old in self._menu_actions:
            old.setShortcut(QKeySequence())  # no two actions answer one key meanwhile
            old.deleteLater()
        self._menu_actions = []
        menu = self.menuBar()
        menu.clear()
        file_menu = menu.addMenu(self.tr("&File"))
        self.new_from_action = self._action(
            self.tr("&New Deck from This One"),
            self._on_new_from,
            "Ctrl+N",
            self.tr("Start a new deck with this deck's cards"),
        )
        self.open_action = self._action(
            self.tr("&Open\u2026"), self._on_open, QKeySequence.StandardKey.Open
        )
        self.save_action = self._action(
            self.tr("&Save"), self._on_save, QKeySequence.StandardKey.Save
        )
        self.save_as_action = self._action(
            self.tr("Save &As\u2026"), self._on_save_as, "Ctrl+Shift+S"
        )
        self.export_pdf_action = self._action(
            self.tr("Export Print-and-Play &PDF\u2026"),
            self._on_export_pdf,
            "Ctrl+P",
            self.tr("Cards at 63 x 88 mm, 3 x 3 per page, crop marks, backs for duplex"),
        )
        self.export_png_action = self._action(
            self.tr("Export Card &Images (PNG)\u2026"),
            self._on_export_pngs,
            None,
            self.tr("One 300 dpi PNG per card, and the back"),
        )
        self.close_action = self._action(
            self.tr("&Close"), self.close, QKeySequence.StandardKey.Close
        )
        self.import_action = self._action(
            self.tr("&Import Deck\u2026"),
            self._on_import,
            None,
            self.tr("Add a deck file (with its art) or a deck a friend exported to your library"),
        )
        self.export_action = self._action(
            self.tr("E&xport Deck\u2026"),
            self._on_export,
            None,
            self.tr("Write this deck and its art as one .zip file a friend can import"),
        )
        # A bundled deck is never edited in place: each opens as a new deck of the player's.
        self.bundled_actions: list[QAction] = []
        for path in bundled_deck_paths():
            action = self._action(
                self.tr("New Deck from {deck}").format(deck=_deck_name(path)),
                lambda _c=False, p=path: self._open_checked(p, bundled=True),
                None,
                self.tr(
                    "A copy of this bundled deck to change and play; "
                    "the shipped deck stays as it is"
                ),
            )
            file_menu.addAction(action)
            self.bundled_actions.append(action)
        file_menu.addAction(self.new_from_action)
        file_menu.addSeparator()
        file_menu.addAction(self.open_action)
        self.library_menu = file_menu.addMenu(self.tr("Open from &Library"))
        self.library_menu.aboutToShow.connect(self._fill_library_menu)
        file_menu.addSeparator()
        file_menu.addAction(self.save_action)
        file_menu.addAction(self.save_as_action)
        file_menu.addSeparator()
        file_menu.addAction(self.import_action)
        file_menu.addAction(self.export_action)
        file_menu.addAction(self.export_pdf_action)
        file_menu.addAction(self.export_png_action)
        file_menu.addSeparator()
        file_menu.addAction(self.close_action)

        card_menu = menu.addMenu(self.tr("&Card"))
        add_menu = card_menu.addMenu(self.tr("&Add Card"))
        self.add_actions: dict[str, QAction] = {}
        kinds = {
            "posta": self.tr("Posta"),
            "strike": self.tr("Strike"),
            "remedy": self.tr("Remedy"),
            "counter_remedy": self.tr("Counter-Remedy"),
            "skill": self.tr("Skill"),
        }
        for section, _heading, _kind, _model in SECTIONS:
            if section in ADDABLE:
                action = self._action(kinds[section], lambda _c=False, s=section: self.add_card(s))
                add_menu.addAction(action)
                self.add_actions[section] = action
        self.duplicate_action = self._action(
            self.tr("&Duplicate Card"), self.duplicate_selected, "Ctrl+D"
        )
        self.remove_action = self._action(
            self.tr("&Remove Card"), self.remove_selected, QKeySequence.StandardKey.Delete
        )
        self.deck_details_action = self._action(
            self.tr("Deck &Details"), lambda: self.select(CardRef("deck")), "Ctrl+I"
        )
        card_menu.addAction(self.duplicate_action)
        card_menu.addAction(self.remove_action)
        card_menu.addSeparator()
        card_menu.addAction(self.deck_details_action)

        play_menu = menu.addMenu(self.tr("&Play"))
        self.playtest_action = self._action(
            self.tr("&Playtest Against the Computer"),
            self.start_playtest,
            "Ctrl+T",
            self.tr("Play a game with this deck against the computer, then come back here"),
        )
        self.playtest_settings_action = self._action(
            self.tr("Playtest &Settings\u2026"),
            self._on_playtest_settings,
            None,
            self.tr("Choose the opponent's deck, the computer's strength and your seat, then play"),
        )
        # The gauntlet measures the deck by the computer playing it: next to playing it yourself.
        self.gauntlet_action = self._action(
            self.tr("&Gauntlet\u2026"),
            self.open_gauntlet,
            "Ctrl+G",
            self.tr("Play this deck against each bundled deck, the computer on both sides"),
        )
        play_menu.addAction(self.playtest_action)
        play_menu.addAction(self.playtest_settings_action)
        play_menu.addSeparator()
        play_menu.addAction(self.gauntlet_action)
        self.play_menu = play_menu

        view_menu = menu.addMenu(self.tr("&View"))
        view = self.preview.view
        view_menu.addAction(
            self._action(
                self.tr("Zoom &In"),
                lambda: view.set_zoom(view.zoom * 1.25),
                QKeySequence.StandardKey.ZoomIn,
            )
        )
        view_menu.addAction(
            self._action(
                self.tr("Zoom &Out"),
                lambda: view.set_zoom(view.zoom / 1.25),
                QKeySequence.StandardKey.ZoomOut,
            )
        )
        view_menu.addAction(
            self._action(self.tr("&Fit Card"), lambda: view.set_zoom(1.0), "Ctrl+0")
        )
        view_menu.addSeparator()
        # The cards' own words (names and texts, from the deck's translations) in a language
        # of their own: a deck author checks the Spanish faces while the builder speaks English.
        self.card_language_menu = view_menu.addMenu(self.tr("Card &Language"))
        self.card_language_group = QActionGroup(self)
        self.card_language_actions: dict[str, QAction] = {}
        for code, own_name in LANGUAGES.items():
            action = QAction(own_name, self, checkable=True)
            self._menu_actions.append(action)
            action.setChecked(code == self.card_language)
            action.triggered.connect(lambda _c=False, c=code: self.set_card_language(c))
            self.card_language_group.addAction(action)
            self.card_language_menu.addAction(action)
            self.card_language_actions[code] = action

    def set_card_language(self, code: str) -> None:
        """Draw the cards' names and texts in ``code`` (the deck's translation, else English):
        the preview, the thumbnails (their cache is keyed by language) and the exports."""
        if code not in LANGUAGES or code == self.card_language:
            return
        self.card_language = code
        self.card_language_actions[code].setChecked(True)
        self.grid.language = code
        if self.document is not None:
            self.grid.refresh(self.document)
        self.generation += 1  # thumbnails drawn in the other language are stale
        self._request_all_thumbnails()
        self.render_preview()

    def changeEvent(self, event: QEvent) -> None:
        """The app's language changed: the builder's own words, and the cards with it."""
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "card_language_menu"):
            self._build_menus()
            self._update_actions()
            self._update_title()
            self.set_card_language(app_language())
            if self.document is not None:
                self.status.refresh(self.document)
                self.grid.refresh(self.document)
                self.editor.show_card(self.document, self.selected)
            self.render_preview()
        super().changeEvent(event)

    def _update_actions(self) -> None:
        has_deck = self.document is not None
        card = self.selected is not None and self.selected.section in ADDABLE
        for action in (
            self.new_from_action,
            self.save_action,
            self.save_as_action,
            self.export_pdf_action,
            self.export_png_action,
            self.export_action,
            self.playtest_action,
            self.playtest_settings_action,
            self.deck_details_action,
            self.gauntlet_action,
            *self.add_actions.values(),
        ):
            action.setEnabled(has_deck)
        self.duplicate_action.setEnabled(card)
        self.remove_action.setEnabled(card)

    # --- opening and the document ---------------------------------------------------------

    def open_path(self, path: Path, *, bundled: bool = False) -> None:
        """Open a deck file; raises DeckError when it is not a deck file at all.

        A shipped deck (``bundled``, or any file in the bundled decks' folder) opens as a new,
        unsaved copy under an id of its own: Save then puts it in the library."""
        document = DeckDocument.open(path)
        if bundled or is_shipped(path):
            info = document.data["deck"]
            wanted = f"{info.get('id', 'deck')}-copy"
            copy_of = document.new_from(self.library.unique_id(wanted, self.bundled_ids()))
            document.deleteLater()
            # Nothing of the player's is in it yet: closing it untouched asks nothing.
            copy_of._set_dirty(False)
            self.set_document(copy_of, bundled=True)
            self.statusBar().showMessage(
                self.tr(
                    "A new deck from {deck}: change it, then Save puts it in your deck library."
                ).format(deck=info.get("name", "")),
                8000,
            )
            return
        self.set_document(document)

    def bundled_ids(self) -> set[str]:
        """The ids of the shipped decks (a library deck may not take one)."""
        ids = set()
        for path in bundled_deck_paths():
            try:
                ids.add(load_deck(path).file.deck.id)
            except DeckError:
                ids.add(path.stem)
        return ids

    def set_document(self, document: DeckDocument, *, bundled: bool = False) -> None:
        """Show a document (replacing the one shown, without asking)."""
        if self.document is not None:
            self.document.deleteLater()
        document.setParent(self)
        self.document = document
        self.bundled = bundled
        self.generation += 1
        document.card_changed.connect(self._on_card_changed)
        document.cards_changed.connect(self._on_cards_changed)
        document.dirty_changed.connect(lambda _dirty: self._update_title())
        self.selected = None
        self.grid.rebuild(document)
        self._request_all_thumbnails()
        self.status.refresh(document)
        first = next(document.refs(), None)
        self.select(first)
        self._update_title()
        self._update_actions()
        if document.path is None:
            self.statusBar().showMessage(self.tr("Opened a new deck"), 5000)
        else:
            self.statusBar().showMessage(self.tr("Opened {path}").format(path=document.path), 5000)

    def _fill_library_menu(self) -> None:
        """The library's decks, listed each time the menu opens (a deck with problems too:
        mending it is what the builder is for)."""
        self.library_menu.clear()
        decks = self.library.decks(self.bundled_ids())
        if not decks:
            empty = self.library_menu.addAction(self.tr("No decks in your library yet"))
            empty.setEnabled(False)
        for deck in decks:
            label = (
                deck.name
                if deck.playable
                else self.tr("{deck} \u2014 has problems").format(deck=deck.name)
            )
            action = self.library_menu.addAction(label)
            tip = str(deck.path) if deck.problem is None else printable(render(deck.problem), 200)
            action.setStatusTip(tip)
            action.triggered.connect(lambda _c=False, p=deck.path: self._open_checked(p))
        self.library_menu.addSeparator()
        folder = self.library_menu.addAction(
            self.tr("Library folder: {folder}").format(folder=self.library.root)
        )
        folder.setEnabled(False)

    def select(self, ref: CardRef | None) -> None:
        """Edit a card: ring it, show its fields, draw its preview."""
        if self.document is None:
            return
        self.selected = ref
        self.grid.set_selected(ref)
        self.editor.show_card(self.document, ref)
        self._update_actions()
        self.render_preview()

    def render_preview(self) -> None:
        """Draw the selected card large (sharper when zoomed in)."""
        self._preview_timer.stop()
        document, ref = self.document, self.selected
        if document is None or ref is None or ref.section == "deck":
            self.preview.note.setText(_deck_summary(document) if document else "")
            if document is not None:
                image = self.faces.get_back(document.deck_name, *PREVIEW_SIZE, self._dpr())
                self.preview.view.set_image(to_qimage(image, self._dpr()))
            return
        face = document.face(ref, self.card_language)
        if face is None:
            self.preview.note.setText(
                self.tr("The preview waits until this card's fields are valid.")
            )
            return
        dpr = self._dpr() * (2.0 if self.preview.view.zoom > 1.0 else 1.0)
        image = self.faces.get(face, *PREVIEW_SIZE, dpr)
        self.preview.view.set_image(to_qimage(image, dpr))
        problem = self.faces.renderer.art_problem(face)
        self.preview.note.setText(
            self.tr("Art not shown: {problem}").format(problem=render(problem.line))
            if problem
            else ""
        )

    # --- editing ---------------------------------------------------------------------------

    def add_card(self, section: str) -> CardRef | None:
        """Add a new card of a kind and select it."""
        if self.document is None:
            return None
        ref = self.document.add_card(section)
        self.select(ref)
        return ref

    def duplicate_selected(self) -> CardRef | None:
        """Copy the selected card and select the copy."""
        if self.document is None or self.selected is None or self.selected.section not in ADDABLE:
            return None
        ref = self.document.duplicate_card(self.selected)
        self.select(ref)
        return ref

    def remove_selected(self) -> None:
        """Remove the selected card and select its neighbour."""
        if self.document is None or self.selected is None or self.selected.section not in ADDABLE:
            return
        ref = self.selected
        self.document.remove_card(ref)
        remaining = len(self.document.cards(ref.section))
        self.select(CardRef(ref.section, min(ref.index, remaining - 1)) if remaining else None)

    def _on_field_edited(self, ref: CardRef, key: str) -> None:
        if self.document is None:
            return
        self.editor.show_problems()
        if ref.section == "posta" and key in ("id", "name"):
            self.editor.refresh()

    def _on_card_changed(self, ref: CardRef) -> None:
        document = self.document
        if document is None:
            return
        self.grid.refresh(document)
        self.status.refresh(document)
        if ref == self.selected:
            self.editor.refresh()  # an edit from elsewhere (a menu, a test) shows in the form
        else:
            self.editor.show_problems()
        self._request_thumbnail(ref)
        if ref.section == "posta":  # a strike prints its End Posta's name
            for index in range(len(document.cards("strike"))):
                self._request_thumbnail(CardRef("strike", index))
        if ref.section == "deck":
            self._request_all_thumbnails()  # every face prints the deck's name
            self._update_title()
        self._schedule_preview()

    def _on_cards_changed(self) -> None:
        if self.document is None:
            return
        self.generation += 1
        self.grid.rebuild(self.document)
        self._request_all_thumbnails()
        self.status.refresh(self.document)

    def _on_problem_clicked(self, ref: CardRef | None) -> None:
        if ref is not None:
            self.select(ref)

    def _schedule_preview(self) -> None:
        self._preview_timer.start()

    # --- thumbnails ------------------------------------------------------------------------

    def _dpr(self) -> float:
        return float(self.devicePixelRatioF() or 1.0)

    def _request_all_thumbnails(self) -> None:
        if self.document is not None:
            for ref in self.document.refs():
                self._request_thumbnail(ref)

    def _request_thumbnail(self, ref: CardRef) -> None:
        document = self.document
        if document is None:
            return
        face = document.face(ref, self.card_language)
        if face is not None:
            self.loader.request(ref, face, THUMB_SIZE, self._dpr(), self.generation)

    def _on_face_ready(self, token: object, image: object, generation: int) -> None:
        if generation != self.generation or not isinstance(image, QImage):
            return  # drawn for a deck, or a card order, that is gone
        tile = self.grid.tiles.get(token) if isinstance(token, CardRef) else None
        if tile is not None:
            tile.set_pixmap(QPixmap.fromImage(image))

    def thumbnails_done(self) -> bool:
        """Whether every requested thumbnail has arrived (for tests and screenshots)."""
        return self.loader.idle()

    # --- saving ----------------------------------------------------------------------------

    def save_to(self, path: Path) -> bool:
        """Save the deck to path; shows why in the status bar and returns False on failure.

        The shipped decks and assets are never written: such a path is refused."""
        if self.document is None:
            return False
        if is_shipped(path):
            self._error(
                self.tr("The deck was not saved"),
                self.tr(
                    "The decks that come with the game are never changed: Save puts your deck "
                    "in your deck library."
                ),
            )
            return False
        origin = self.document.origin_art_root if self.document.path is None else None
        try:
            self.document.save(path)
        except DeckSaveError as error:
            self._error(
                self.tr("The deck was not saved"), printable(render(error.message), MAX_LINE)
            )
            return False
        except (TomlWriteError, ValueError) as error:  # a value the form should have refused
            self._error(self.tr("The deck was not saved"), str(error))
            return False
        if origin is not None and origin != path.parent:
            self._copy_art(origin, path.parent)
        self.bundled = False
        self._update_title()
        if self.library.contains(path):
            saved = self.tr("Saved {deck} in your deck library")
        else:
            saved = self.tr("Saved {deck} in {path}")
        self.statusBar().showMessage(saved.format(deck=self.document.deck_name, path=path), 5000)
        return True

    def _copy_art(self, origin: Path, folder: Path) -> None:
        """A copy's art goes with it into its own folder (the deck file names it relatively)."""
        if self.document is None:
            return
        try:
            deck = DeckFile.model_validate(self.document.data)
        except ValidationError:
            return  # a deck with a field of the wrong type: its art paths cannot be read
        copy_art(deck, origin, folder)

    def save_into_library(self) -> bool:
        """Save a new deck (or a copy) in a folder of its own in the library."""
        if self.document is None:
            return False
        deck_id = str(self.document.data["deck"].get("id") or "deck")
        try:
            path = self.library.new_deck_path(deck_id)
        except LibraryError as error:
            self._error(self.tr("The deck was not saved"), _library_text(error))
            return False
        if self.save_to(path):
            return True
        if not any(path.parent.iterdir()):
            path.parent.rmdir()  # the folder made for it stays only with the deck in it
        return False

    def _on_save(self) -> bool:
        if self.document is None:
            return False
        if not self._confirm_problems():
            return False
        if self.document.path is None or is_shipped(self.document.path):
            return self.save_into_library()
        return self.save_to(self.document.path)

    def _on_save_as(self) -> bool:
        if self.document is None:
            return False
        folder = self.library.root
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError:
            folder = Path.home()  # a library that cannot be made: the dialog starts at home
        start = str(
            self.document.path
            if self.document.path is not None and not is_shipped(self.document.path)
            else folder / f"{self.document.data['deck'].get('id', 'deck')}{DECK_SUFFIX}"
        )
        name, _filter = QFileDialog.getSaveFileName(
            self, self.tr("Save Deck As"), start, self.tr("Deck files (*.toml)")
        )
        if not name:
            return False
        path = Path(name) if name.endswith(DECK_SUFFIX) else Path(name + DECK_SUFFIX)
        return self._confirm_problems() and self.save_to(path)

    # --- playtest --------------------------------------------------------------------------

    def opponents(self) -> list[DeckChoice]:
        """The decks a playtest may be played against: the bundled ones, then the library's
        playable ones (not the deck being edited itself, by its id)."""
        mine = str(self.document.data["deck"].get("id")) if self.document else ""
        choices: list[DeckChoice] = []
        for path in bundled_deck_paths():
            try:
                choices.append(DeckChoice(load_deck(path).definition, path))
            except DeckError:
                continue
        for deck in self.library.decks(self.bundled_ids()):
            if deck.definition is not None and deck.playable:
                choices.append(DeckChoice(deck.definition, deck.path, library=True))
        return [choice for choice in choices if choice.definition.id != mine] or choices

    def start_playtest(self) -> PlaytestWindow | None:
        """Play > Playtest Against the Computer: deal a game with this deck (as it is now,
        saved or not) against the remembered opponent, strength and seat."""
        document = self.document
        if document is None:
            return None
        problems = document.problems()
        if problems:
            self._error(
                self.tr("This deck cannot be played yet"),
                self.tr("Fix its %n problem(s) first: {problem}", "", len(problems)).format(
                    problem=render(problems[0].said())
                ),
            )
            return None
        opponents = self.opponents()
        if not opponents:
            self._error(
                self.tr("No deck to play against"),
                self.tr("The bundled decks could not be loaded."),
            )
            return None
        opponent = choose_opponent(opponents, self.playtest_settings)
        settings = replace(self.playtest_settings, opponent_id=opponent.definition.id)
        self.playtest_settings = settings
        settings.remember(self.preferences)
        setup = playtest_setup(document.definition(), opponent.definition, settings, random_seed())
        mine_art = document.art_root
        theirs_art = default_art_root(opponent.path) if opponent.path is not None else None
        art_roots = (mine_art, theirs_art) if settings.seat is Seat.A else (theirs_art, mine_art)
        if self.playtest is None:
            self.playtest = PlaytestWindow(self.faces, self.table_settings, self)
            self.playtest.setWindowFlag(Qt.WindowType.Window, True)
            self.playtest.returned.connect(self._on_playtest_returned)
        self.playtest.start(setup, art_roots)
        self.playtest.show()
        self.playtest.raise_()
        self.playtest.activateWindow()
        return self.playtest

    def _on_playtest_settings(self) -> None:
        if self.document is None:
            return
        opponents = self.opponents()
        if not opponents:
            return
        dialog = PlaytestDialog(self.document.deck_name, opponents, self.playtest_settings, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        dialog.accepted.connect(lambda: self._on_playtest_settings_chosen(dialog.settings()))
        dialog.open()

    def _on_playtest_settings_chosen(self, settings: PlaytestSettings) -> None:
        self.playtest_settings = settings
        settings.remember(self.preferences)
        self.start_playtest()

    def _on_playtest_returned(self) -> None:
        """The playtest is over: the builder comes back to the front, the table goes."""
        playtest, self.playtest = self.playtest, None
        if playtest is not None:
            playtest.deleteLater()
        self.show()
        self.raise_()
        self.activateWindow()

    # --- import and export -----------------------------------------------------------------

    def import_deck(self, source: Path) -> Path | None:
        """Take a deck file or an exported zip into the library and open it; a file refused
        is said in one line."""
        if not self._maybe_keep_changes():
            return None
        try:
            result = self.library.import_file(source, self.bundled_ids())
        except LibraryError as error:
            self._error(self.tr("The deck was not imported"), _library_text(error))
            return None
        self._open_checked(result.path, ask=False)
        notes = "; ".join(render(note) for note in result.notes)
        imported = (
            self.tr("Imported {deck} into your deck library ({notes})")
            if notes
            else self.tr("Imported {deck} into your deck library")
        )
        self.statusBar().showMessage(imported.format(deck=result.name, notes=notes), 10000)
        return result.path

    def export_deck(self, target: Path) -> bool:
        """Write the saved deck and its art as one zip at target."""
        if self.document is None or self.document.path is None:
            return False
        try:
            pictures = self.library.export(self.document.path, target)
        except LibraryError as error:
            self._error(self.tr("The deck was not exported"), _library_text(error))
            return False
        except OSError as error:
            self._error(
                self.tr("The deck was not exported"),
                self.tr("{file} could not be written: {reason}").format(
                    file=target.name, reason=error.strerror or type(error).__name__
                ),
            )
            return False
        exported = (
            self.tr("Exported {deck} and %n picture(s) to {target}", "", pictures)
            if pictures
            else self.tr("Exported {deck} to {target}")
        )
        self.statusBar().showMessage(
            exported.format(deck=self.document.deck_name, target=target), 8000
        )
        return True

    def _on_import(self) -> None:
        name, _filter = QFileDialog.getOpenFileName(
            self,
            self.tr("Import Deck"),
            str(Path.home()),
            self.tr("Decks (*.zip *.toml);;Exported decks (*.zip);;Deck files (*.toml)"),
        )
        if name:
            self.import_deck(Path(name))

    def _on_export(self) -> None:
        document = self.document
        if document is None:
            return
        if document.problems():
            self._error(
                self.tr("The deck was not exported"),
                self.tr("Fix its problems first: a friend could not import it. {problem}").format(
                    problem=render(document.problems()[0].said())
                ),
            )
            return
        if (document.dirty or document.path is None) and not self._on_save():
            return
        if document.path is None:
            return
        start = str(Path.home() / f"{document.data['deck'].get('id', 'deck')}{EXPORT_SUFFIX}")
        name, _filter = QFileDialog.getSaveFileName(
            self, self.tr("Export Deck"), start, self.tr("Exported decks (*.zip)")
        )
        if name:
            self.export_deck(Path(name if name.endswith(EXPORT_SUFFIX) else name + EXPORT_SUFFIX))

    def _confirm_problems(self) -> bool:
        problems = self.document.problems() if self.document else []
        if not problems:
            return True
        answer = plain.ask(
            self,
            self.tr("Save a deck with problems?"),
            self.tr(
                "This deck has %n problem(s); it cannot be played until they are fixed. "
                "Save it anyway?",
                "",
                len(problems),
            ),
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Save,
        )
        return answer == QMessageBox.StandardButton.Save

    def _on_new_from(self) -> None:
        if self.document is None or not self._maybe_keep_changes():
            return
        self.set_document(self.document.new_from())
        self.statusBar().showMessage(
            self.tr("A new deck from the cards of the last one: give it a name and save it."),
            8000,
        )

    def _on_open(self) -> None:
        if not self._maybe_keep_changes():
            return
        start = str(
            self.document.path.parent
            if self.document and self.document.path
            else (self.library.root if self.library.root.is_dir() else decks_dir())
        )
        name, _filter = QFileDialog.getOpenFileName(
            self, self.tr("Open Deck"), start, self.tr("Deck files (*.toml);;All files (*)")
        )
        if name:
            self._open_checked(Path(name), ask=False)

    def _open_checked(self, path: Path, *, bundled: bool = False, ask: bool = True) -> None:
        if ask and not self._maybe_keep_changes():
            return
        try:
            self.open_path(path, bundled=bundled)
        except DeckError as error:
            self._error(self.tr("This is not a deck file"), deck_error_text(error))

    def _maybe_keep_changes(self) -> bool:
        """Ask about unsaved edits; True when it is fine to go on (saved or discarded)."""
        if self.document is None or not self.document.dirty:
            return True
        answer = plain.ask(
            self,
            self.tr("Unsaved changes"),
            self.tr("Save the changes to {deck}?").format(deck=self.document.deck_name),
            QMessageBox.StandardButton.Save
            | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Save,
        )
        if answer == QMessageBox.StandardButton.Save:
            return self._on_save()
        return answer == QMessageBox.StandardButton.Discard

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self._maybe_keep_changes():
            event.ignore()
            return
        if self.playtest is not None:
            self.playtest.close()
        if self.gauntlet_dialog is not None:
            self.gauntlet_dialog.close()  # its run stops; no worker outlives the window
        self.loader.shutdown()
        self.faces.close()
        event.accept()

    # --- exports ---------------------------------------------------------------------------

    def export_pdf(self, path: Path, options: PrintOptions) -> int:
        """Write the print-and-play PDF; returns its page count (raises DeckError, PrintError)."""
        assert self.document is not None
        deck = self.document.definition()
        progress = QProgressDialog(self.tr("Drawing the cards\u2026"), "", 0, 1, self)
        progress.setCancelButton(None)
        progress.setWindowModality(Qt.WindowModality.WindowModal)
        progress.setMinimumDuration(400)

        def step(done: int, total: int) -> None:
            progress.setMaximum(total)
            progress.setValue(done)

        try:
            return export_deck_pdf(
                deck,
                self.document.art_root,
                path,
                options,
                renderer=self.faces.renderer,  # its words in the cards' language too
                progress=step,
                language=self.card_language,
            )
        finally:
            progress.reset()
            progress.deleteLater()

    def export_pngs(self, folder: Path) -> list[Path]:
        """Write one PNG per card (300 dpi) and the back into folder."""
        assert self.document is not None
        return export_deck_pngs(
            self.document.definition(),
            self.document.art_root,
            folder,
            PRINT_SIZE,
            renderer=self.faces.renderer,
            language=self.card_language,
        )

    def _on_export_pdf(self) -> None:
        if self.document is None:
            return
        dialog = PrintOptionsDialog(self)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        start = str((self.document.path or Path.home() / "deck.toml").with_suffix(".pdf"))
        name, _filter = QFileDialog.getSaveFileName(
            self, self.tr("Export PDF"), start, self.tr("PDF (*.pdf)")
        )
        if not name:
            return
        try:
            QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
            pages = self.export_pdf(Path(name), dialog.options())
        except (DeckError, PrintError) as error:
            self._error(self.tr("The PDF was not written"), _error_text(error))
            return
        finally:
            QGuiApplication.restoreOverrideCursor()
        self.statusBar().showMessage(
            self.tr("Wrote %n page(s) to {path}", "", pages).format(path=name), 8000
        )

    def _on_export_pngs(self) -> None:
        if self.document is None:
            return
        folder = QFileDialog.getExistingDirectory(self, self.tr("Export Card Images To"))
        if not folder:
            return
        try:
            QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
            written = self.export_pngs(Path(folder))
        except (DeckError, PrintError) as error:
            self._error(self.tr("The images were not written"), _error_text(error))
            return
        finally:
            QGuiApplication.restoreOverrideCursor()
        self.statusBar().showMessage(
            self.tr("Wrote %n image(s) to {folder}", "", len(written)).format(folder=folder), 8000
        )

    # --- the gauntlet ----------------------------------------------------------------------

    def open_gauntlet(self) -> GauntletDialog | None:
        """Open the Gauntlet dialog on the deck as edited; a deck that cannot play is refused
        with its first problem."""
        if self.document is None:
            return None
        try:
            deck, opponents = gauntlet_decks(self.document)
        except DeckRefused as refused:
            self._error(
                self.tr("This deck cannot run the gauntlet"),
                printable(render(refused.message), MAX_LINE),
            )
            return None
        dialog = GauntletDialog(deck, opponents, parent=self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.destroyed.connect(lambda: setattr(self, "gauntlet_dialog", None))
        self.gauntlet_dialog = dialog
        dialog.show()
        return dialog

    # --- small things ----------------------------------------------------------------------

    def _update_title(self) -> None:
        title = self.tr("Deck Builder")
        if self.document is None:
            self.setWindowTitle(title)
            return
        where = self.document.path.name if self.document.path else self.tr("untitled")
        self.setWindowTitle(f"{self.document.deck_name} ({where})[*] \u2014 {title}")
        self.setWindowModified(self.document.dirty)

    def _error(self, title: str, message: str) -> None:
        self.statusBar().showMessage(
            f"{title}: {message.splitlines()[0] if message else ''}", 10000
        )
        # The message quotes the deck file (its name, a card's): plain text.
        box = plain.message_box(
            QMessageBox.Icon.Warning, title, title + ".", parent=self, informative=message
        )
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        box.open()


class PrintOptionsDialog(QDialog):
    """Paper, bleed and backs for the print-and-play PDF."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Print-and-Play PDF"))
        self.paper = QComboBox()
        for paper in PAPERS:
            self.paper.addItem(
                self.tr("{paper} ({width} x {height} mm)").format(
                    paper=render(paper.label.say()),
                    width=f"{paper.width_mm:g}",
                    height=f"{paper.height_mm:g}",
                ),
                paper,
            )
        self.bleed = QCheckBox(
            self.tr("Add a {bleed} mm bleed around each card").format(
                bleed=f"{STANDARD_BLEED_MM:g}"
            )
        )
        self.backs = QCheckBox(self.tr("Card backs on alternate pages (for duplex printing)"))
        self.backs.setChecked(True)
        self.marks = QCheckBox(self.tr("Crop marks"))
        self.marks.setChecked(True)
        form = QFormLayout()
        form.addRow(self.tr("Paper"), self.paper)
        form.addRow("", self.bleed)
        form.addRow("", self.backs)
        form.addRow("", self.marks)
        note = QLabel(self.tr("Cards print at 63 x 88 mm, 300 dpi, nine to a page."))
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(note)
        layout.addWidget(buttons)

    def options(self) -> PrintOptions:
        """The options chosen."""
        return PrintOptions(
            paper=self.paper.currentData(),
            bleed_mm=STANDARD_BLEED_MM if self.bleed.isChecked() else 0.0,
            backs=self.backs.isChecked(),
            crop_marks=self.marks.isChecked(),
        )


def is_shipped(path: Path) -> bool:
    """Whether path is one of the files that come with the game (decks/, assets/)."""
    try:
        where = resolved(path)
        return any(where.is_relative_to(resolved(folder)) for folder in (decks_dir(), assets_dir()))
    except FileRefusedError:
        return False


def _deck_name(path: Path) -> str:
    """A bundled deck's own name, as its file gives it (the file's stem if it cannot be read)."""
    try:
        return load_deck(path).file.deck.name
    except DeckError:
        return path.stem


def _deck_summary(document: DeckDocument) -> str:
    info = document.data.get("deck", {})
    return f"{info.get('name', '')} \u2014 {info.get('character', '')}"


def deck_error_text(error: DeckError) -> str:
    """A deck error's lines in the app's language, each short and printable."""
    return "\n".join(printable(render(message), MAX_LINE) for message in error.messages())


def _library_text(error: LibraryError) -> str:
    """Why the library refused a deck, in the player's language, one printable line."""
    return printable(render(error.message), MAX_LINE)


def _error_text(error: DeckError | PrintError) -> str:
    if isinstance(error, DeckError):
        return deck_error_text(error)
    return printable(render(error.message), MAX_LINE)
