"""The deck builder window: the deck's cards, the selected card's preview and fields, its health.

Layout: the grid of thumbnails on the left; the large preview and the card's form on the
right; the composition counters and the problem list along the bottom. Menus: File (new from,
open, bundled decks, save, save as, exports, close), Card (add, duplicate, remove), View
(zoom) and Test (the gauntlet against the bundled decks). Every edit re-renders the card's
preview after a short pause and its thumbnail in the worker thread.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QGuiApplication, QKeySequence
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

from audatia_qt.ai.gauntlet import DeckRefused
from audatia_qt.decks.load import DeckError
from audatia_qt.decks.save import DeckSaveError, TomlWriteError
from audatia_qt.render import PREVIEW_SIZE, PRINT_SIZE, CardRenderer, FaceCache, default_cache_dir
from audatia_qt.render.printing import (
    PAPERS,
    STANDARD_BLEED_MM,
    PrintError,
    PrintOptions,
    export_deck_pdf,
    export_deck_pngs,
)
from audatia_qt.resources import bundled_deck_paths, decks_dir
from audatia_qt.ui.deck_builder.document import ADDABLE, SECTIONS, CardRef, DeckDocument
from audatia_qt.ui.deck_builder.editor import CardEditor
from audatia_qt.ui.deck_builder.gauntlet import GauntletDialog, gauntlet_decks
from audatia_qt.ui.deck_builder.grid import THUMB_SIZE, CardGrid
from audatia_qt.ui.deck_builder.preview import CardPreview
from audatia_qt.ui.deck_builder.status import DeckStatus
from audatia_qt.ui.deck_builder.style import STYLE_SHEET
from audatia_qt.ui.deck_builder.thumbnails import ThumbnailLoader, to_qimage

TITLE = "Deck Builder"
#: The pause after an edit before the preview is drawn again (typing stays smooth).
PREVIEW_DELAY_MS = 120


class DeckBuilderWindow(QMainWindow):
    """Open, edit, check, save and print a character deck."""

    def __init__(self, cache_dir: Path | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("deckBuilder")
        self.setWindowTitle(TITLE)
        self.resize(1280, 800)
        self.setStyleSheet(STYLE_SHEET)
        self.cache_dir = cache_dir or default_cache_dir()
        self.faces = FaceCache(self.cache_dir, CardRenderer())
        self.loader = ThumbnailLoader(self.cache_dir, self)
        self.loader.face_ready.connect(self._on_face_ready)
        self.document: DeckDocument | None = None
        self.selected: CardRef | None = None
        self.generation = 0
        self.bundled = False

        self.grid = CardGrid()
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
        self._build_menus()
        self._update_actions()
        self.statusBar().showMessage("Open a deck file, or one of the bundled decks.")

    # --- menus -----------------------------------------------------------------------------

    def _action(
        self,
        text: str,
        slot: object,
        shortcut: str | QKeySequence.StandardKey | None = None,
        tip: str = "",
    ) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.setStatusTip(tip)
        action.triggered.connect(slot)
        return action

    def _build_menus(self) -> None:
        menu = self.menuBar()
        file_menu = menu.addMenu("&File")
        self.new_from_action = self._action(
            "&New Deck From This One\u2026",
            self._on_new_from,
            "Ctrl+N",
            "Start a new deck with this deck's cards",
        )
        self.open_action = self._action("&Open\u2026", self._on_open, QKeySequence.StandardKey.Open)
        self.save_action = self._action("&Save", self._on_save, QKeySequence.StandardKey.Save)
        self.save_as_action = self._action("Save &As\u2026", self._on_save_as, "Ctrl+Shift+S")
        self.export_pdf_action = self._action(
            "Export Print-and-Play &PDF\u2026",
            self._on_export_pdf,
            "Ctrl+P",
            "Cards at 63 x 88 mm, 3 x 3 per page, crop marks, backs for duplex",
        )
        self.export_png_action = self._action(
            "Export Card &Images (PNG)\u2026",
            self._on_export_pngs,
            None,
            "One 300 dpi PNG per card, and the back",
        )
        self.close_action = self._action("&Close", self.close, QKeySequence.StandardKey.Close)
        file_menu.addAction(self.open_action)
        bundled = file_menu.addMenu("Open &Bundled Deck")
        for path in bundled_deck_paths():
            bundled.addAction(
                self._action(
                    path.stem.replace("-", " ").title(),
                    lambda _c=False, p=path: self._open_checked(p, bundled=True),
                )
            )
        file_menu.addAction(self.new_from_action)
        file_menu.addSeparator()
        file_menu.addAction(self.save_action)
        file_menu.addAction(self.save_as_action)
        file_menu.addSeparator()
        file_menu.addAction(self.export_pdf_action)
        file_menu.addAction(self.export_png_action)
        file_menu.addSeparator()
        file_menu.addAction(self.close_action)

        card_menu = menu.addMenu("&Card")
        add_menu = card_menu.addMenu("&Add Card")
        self.add_actions: dict[str, QAction] = {}
        for section, heading, _kind, _model in SECTIONS:
            if section in ADDABLE:
                action = self._action(
                    heading.rstrip("s").replace("Poste", "Posta").replace("Remedie", "Remedy"),
                    lambda _c=False, s=section: self.add_card(s),
                )
                add_menu.addAction(action)
                self.add_actions[section] = action
        self.duplicate_action = self._action("&Duplicate Card", self.duplicate_selected, "Ctrl+D")
        self.remove_action = self._action(
            "&Remove Card", self.remove_selected, QKeySequence.StandardKey.Delete
        )
        self.deck_details_action = self._action(
            "Deck &Details", lambda: self.select(CardRef("deck")), "Ctrl+I"
        )
        card_menu.addAction(self.duplicate_action)
        card_menu.addAction(self.remove_action)
        card_menu.addSeparator()
        card_menu.addAction(self.deck_details_action)

        view_menu = menu.addMenu("&View")
        view = self.preview.view
        view_menu.addAction(
            self._action(
                "Zoom &In", lambda: view.set_zoom(view.zoom * 1.25), QKeySequence.StandardKey.ZoomIn
            )
        )
        view_menu.addAction(
            self._action(
                "Zoom &Out",
                lambda: view.set_zoom(view.zoom / 1.25),
                QKeySequence.StandardKey.ZoomOut,
            )
        )
        view_menu.addAction(self._action("&Fit Card", lambda: view.set_zoom(1.0), "Ctrl+0"))

        test_menu = menu.addMenu("&Test")
        self.gauntlet_action = self._action(
            "&Gauntlet\u2026",
            self.open_gauntlet,
            "Ctrl+G",
            "Play this deck against each bundled deck, the computer on both sides",
        )
        test_menu.addAction(self.gauntlet_action)
        self.gauntlet_dialog: GauntletDialog | None = None

    def _update_actions(self) -> None:
        has_deck = self.document is not None
        card = self.selected is not None and self.selected.section in ADDABLE
        for action in (
            self.new_from_action,
            self.save_action,
            self.save_as_action,
            self.export_pdf_action,
            self.export_png_action,
            self.deck_details_action,
            self.gauntlet_action,
            *self.add_actions.values(),
        ):
            action.setEnabled(has_deck)
        self.duplicate_action.setEnabled(card)
        self.remove_action.setEnabled(card)

    # --- opening and the document ---------------------------------------------------------

    def open_path(self, path: Path, *, bundled: bool = False) -> None:
        """Open a deck file; raises DeckError when it is not a deck file at all."""
        self.set_document(DeckDocument.open(path), bundled=bundled)

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
        where = document.path or "a new deck"
        self.statusBar().showMessage(f"Opened {where}", 5000)

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
        face = document.face(ref)
        if face is None:
            self.preview.note.setText("The preview waits until this card's fields are valid.")
            return
        dpr = self._dpr() * (2.0 if self.preview.view.zoom > 1.0 else 1.0)
        image = self.faces.get(face, *PREVIEW_SIZE, dpr)
        self.preview.view.set_image(to_qimage(image, dpr))
        problem = self.faces.renderer.art_problem(face)
        self.preview.note.setText(f"Art not shown: {problem}" if problem else "")

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
        face = document.face(ref)
        if face is not None:
            self.loader.request(ref, face, THUMB_SIZE, self._dpr(), self.generation)

    def _on_face_ready(self, token: object, image: object, generation: int) -> None:
        from PySide6.QtGui import QImage, QPixmap

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
        """Save the deck to path; shows why in the status bar and returns False on failure."""
        if self.document is None:
            return False
        try:
            self.document.save(path)
        except (DeckSaveError, TomlWriteError, ValueError) as error:
            self._error("The deck was not saved", str(error))
            return False
        self.bundled = False
        self._update_title()
        self.statusBar().showMessage(f"Saved {path}", 5000)
        return True

    def _on_save(self) -> bool:
        if self.document is None:
            return False
        if self.document.path is None or self.bundled:
            return self._on_save_as()
        return self._confirm_problems() and self.save_to(self.document.path)

    def _on_save_as(self) -> bool:
        if self.document is None:
            return False
        start = str(
            self.document.path
            or Path.home() / f"{self.document.data['deck'].get('id', 'deck')}.toml"
        )
        name, _filter = QFileDialog.getSaveFileName(
            self, "Save Deck As", start, "Deck files (*.toml)"
        )
        if not name:
            return False
        path = Path(name) if name.endswith(".toml") else Path(name + ".toml")
        return self._confirm_problems() and self.save_to(path)

    def _confirm_problems(self) -> bool:
        problems = self.document.problems() if self.document else []
        if not problems:
            return True
        answer = QMessageBox.question(
            self,
            "Save a deck with problems?",
            f"This deck has {len(problems)} problem(s); it cannot be played until they are "
            "fixed. Save it anyway?",
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Save,
        )
        return answer == QMessageBox.StandardButton.Save

    def _on_new_from(self) -> None:
        if self.document is None or not self._maybe_keep_changes():
            return
        self.set_document(self.document.new_from())
        self.statusBar().showMessage(
            "A new deck from the cards of the last one: give it a name and save it.", 8000
        )

    def _on_open(self) -> None:
        if not self._maybe_keep_changes():
            return
        start = str(
            self.document.path.parent if self.document and self.document.path else decks_dir()
        )
        name, _filter = QFileDialog.getOpenFileName(
            self, "Open Deck", start, "Deck files (*.toml);;All files (*)"
        )
        if name:
            self._open_checked(Path(name), ask=False)

    def _open_checked(self, path: Path, *, bundled: bool = False, ask: bool = True) -> None:
        if ask and not self._maybe_keep_changes():
            return
        try:
            self.open_path(path, bundled=bundled)
        except DeckError as error:
            self._error("This is not a deck file", "\n".join(error.lines()))

    def _maybe_keep_changes(self) -> bool:
        """Ask about unsaved edits; True when it is fine to go on (saved or discarded)."""
        if self.document is None or not self.document.dirty:
            return True
        answer = QMessageBox.question(
            self,
            "Unsaved changes",
            f"Save the changes to {self.document.deck_name}?",
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
        progress = QProgressDialog("Drawing the cards\u2026", "", 0, 1, self)
        progress.setCancelButton(None)
        progress.setWindowModality(Qt.WindowModality.WindowModal)
        progress.setMinimumDuration(400)

        def step(done: int, total: int) -> None:
            progress.setMaximum(total)
            progress.setValue(done)

        try:
            return export_deck_pdf(deck, self.document.art_root, path, options, progress=step)
        finally:
            progress.reset()
            progress.deleteLater()

    def export_pngs(self, folder: Path) -> list[Path]:
        """Write one PNG per card (300 dpi) and the back into folder."""
        assert self.document is not None
        return export_deck_pngs(
            self.document.definition(), self.document.art_root, folder, PRINT_SIZE
        )

    def _on_export_pdf(self) -> None:
        if self.document is None:
            return
        dialog = PrintOptionsDialog(self)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        start = str((self.document.path or Path.home() / "deck.toml").with_suffix(".pdf"))
        name, _filter = QFileDialog.getSaveFileName(self, "Export PDF", start, "PDF (*.pdf)")
        if not name:
            return
        try:
            QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
            pages = self.export_pdf(Path(name), dialog.options())
        except (DeckError, PrintError) as error:
            self._error("The PDF was not written", str(error))
            return
        finally:
            QGuiApplication.restoreOverrideCursor()
        self.statusBar().showMessage(f"Wrote {pages} pages to {name}", 8000)

    def _on_export_pngs(self) -> None:
        if self.document is None:
            return
        folder = QFileDialog.getExistingDirectory(self, "Export Card Images To")
        if not folder:
            return
        try:
            QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
            written = self.export_pngs(Path(folder))
        except (DeckError, PrintError) as error:
            self._error("The images were not written", str(error))
            return
        finally:
            QGuiApplication.restoreOverrideCursor()
        self.statusBar().showMessage(f"Wrote {len(written)} images to {folder}", 8000)

    # --- the gauntlet ----------------------------------------------------------------------

    def open_gauntlet(self) -> GauntletDialog | None:
        """Open the Gauntlet dialog on the deck as edited; a deck that cannot play is refused
        with its first problem."""
        if self.document is None:
            return None
        try:
            deck, opponents = gauntlet_decks(self.document)
        except DeckRefused as refused:
            self._error("This deck cannot run the gauntlet", str(refused))
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
        if self.document is None:
            self.setWindowTitle(TITLE)
            return
        where = self.document.path.name if self.document.path else "untitled"
        self.setWindowTitle(f"{self.document.deck_name} ({where})[*] \u2014 {TITLE}")
        self.setWindowModified(self.document.dirty)

    def _error(self, title: str, message: str) -> None:
        self.statusBar().showMessage(
            f"{title}: {message.splitlines()[0] if message else ''}", 10000
        )
        box = QMessageBox(
            QMessageBox.Icon.Warning, title, title + ".", QMessageBox.StandardButton.Ok, self
        )
        box.setInformativeText(message)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        box.open()


class PrintOptionsDialog(QDialog):
    """Paper, bleed and backs for the print-and-play PDF."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Print-and-Play PDF")
        self.paper = QComboBox()
        for paper in PAPERS:
            self.paper.addItem(f"{paper.name} ({paper.width_mm:g} x {paper.height_mm:g} mm)", paper)
        self.bleed = QCheckBox(f"Add a {STANDARD_BLEED_MM:g} mm bleed around each card")
        self.backs = QCheckBox("Card backs on alternate pages (for duplex printing)")
        self.backs.setChecked(True)
        self.marks = QCheckBox("Crop marks")
        self.marks.setChecked(True)
        form = QFormLayout()
        form.addRow("Paper", self.paper)
        form.addRow("", self.bleed)
        form.addRow("", self.backs)
        form.addRow("", self.marks)
        note = QLabel("Cards print at 63 x 88 mm, 300 dpi, nine to a page.")
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


def _deck_summary(document: DeckDocument) -> str:
    info = document.data.get("deck", {})
    return f"{info.get('name', '')} \u2014 {info.get('character', '')}"
