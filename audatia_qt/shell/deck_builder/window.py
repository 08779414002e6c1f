"""A deck builder window, whatever its game: a deck's designs in groups with their faces, a
large preview, the selected design's form, and every problem of the deck one line each; save
(never over a deck with a problem, never over a bundled deck; Save As asks before replacing a
file), print sheets, play the deck at New Game, and measure it.

A game's builder subclasses ``TomlDeckBuilder`` and says what is its own: its document class,
its words, its bundled folder, how its designs are grouped, its face renderer, its print sheets
and its Measure dialog. The bundled deck opens as a template: it is never written, and Save
asks where the copy goes (the player's deck library in the user data folder, by default).

Its words are in the catalog context ``TomlDeckBuilder`` whichever game's window it is (``tr`` is
that context's): PySide6 asks a translation in the most derived class's context, while the
catalogs hold this file's words under this file's class.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final

from PIL import Image
from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QImage, QKeySequence, QPixmap
from PySide6.QtWidgets import (
    QDialog,
    QFileDialog,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMenu,
    QMessageBox,
    QScrollArea,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from audatia_qt.engine.messages import Message
from audatia_qt.engine.safe_io import printable
from audatia_qt.kit.render.printing import PrintError
from audatia_qt.shell import plain
from audatia_qt.shell.deck_builder.document import CardRef, DeckRefused, TomlDeckDocument
from audatia_qt.shell.deck_builder.editor import CardEditor, Field
from audatia_qt.shell.deck_builder.preview import CardPreview
from audatia_qt.shell.deck_builder.thumbnails import Drawer, FaceLoader, to_qimage
from audatia_qt.shell.deck_builder.tiles import THUMB_SIZE, CardTile, FlowLayout
from audatia_qt.shell.i18n.language import current_language
from audatia_qt.shell.i18n.render import render
from audatia_qt.shell.plain import message_box, plain_label

#: The catalog context of this window's own words.
CONTEXT: Final = "TomlDeckBuilder"
#: The preview's size in logical pixels (the view scales it to its panel).
PREVIEW_SIZE: Final = (315, 440)
#: The longest problem line shown.
MAX_LINE: Final = 300


@dataclass(frozen=True)
class BuilderWords:
    """A game's builder's own words: English marked in ``context`` for its catalog."""

    context: str
    title: str
    open_title: str
    save_title: str
    file_filter: str

    def said(self, text: str) -> str:
        return QCoreApplication.translate(self.context, text)


@dataclass(frozen=True)
class Group:
    """A heading of the grid and the designs under it."""

    key: str
    heading: str
    refs: tuple[CardRef, ...]


def face_drawer(make_renderer: Callable[[], Any]) -> Callable[[], Drawer]:
    """What the face worker calls in its thread: a renderer of its own (one per thread: a
    game's renderer is not thread-safe) drawing each face in the app's language."""

    def start() -> Drawer:
        renderer = make_renderer()
        language = current_language()

        def draw(face: object, size: tuple[int, int], dpr: float) -> Image.Image:
            width, height = round(size[0] * dpr), round(size[1] * dpr)
            image: Image.Image = renderer.render(face, width, height, language)
            return image

        return draw

    return start


def copies(card: dict[str, Any]) -> int:
    """How many copies of a design the deck holds (1 when the file says none, or nonsense)."""
    count = card.get("count", 1)
    return count if isinstance(count, int) else 1


class TomlDeckBuilder(QMainWindow):
    """Open, edit, check, save, print, play and measure a deck; a game's subclass says what is
    its own (see the module's words)."""

    #: The window's object name (its game's style sheet names it).
    OBJECT_NAME: str = ""
    #: The face worker's thread name.
    FACE_THREAD: str = ""

    def __init__(
        self,
        parent: QWidget | None,
        *,
        library_dir: Path,
        fields: dict[str | None, tuple[Field, ...]],
        words: BuilderWords,
        style_sheet: str,
        renderer: Any,
        draw_faces: Callable[[], Drawer],
        play: Callable[[Any, str], None] | None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName(self.OBJECT_NAME)
        self.resize(1280, 800)
        self.setStyleSheet(style_sheet)
        self.words = words
        self.library_dir = library_dir
        self.play_deck = play
        self.document: TomlDeckDocument | None = None
        self.selected: CardRef | None = None
        self.generation = 0
        self.renderer = renderer
        self.loader = FaceLoader(draw_faces, self.FACE_THREAD, self)
        self.loader.face_ready.connect(self._on_face_ready)
        self.measure_dialog: QDialog | None = None
        #: The last refusal's line (for tests; the status bar and a box say it).
        self.last_error = ""

        self.grid = QScrollArea()
        self.grid.setObjectName("cardGrid")
        self.grid.setWidgetResizable(True)
        self.grid.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.tiles: dict[CardRef, CardTile] = {}
        self.headers: dict[str, QLabel] = {}
        #: Each group's designs, as the grid shows them.
        self.grouping: tuple[Group, ...] = ()
        self.preview = CardPreview()
        self.editor = CardEditor(fields, words.context)
        self.editor.edited.connect(self._on_edited)
        self.problems = QListWidget()
        self.problems.setObjectName("problemList")
        self.problems.itemClicked.connect(self._on_problem_clicked)
        self.verdict = plain_label()
        self.verdict.setObjectName("verdict")
        status = QWidget()
        status.setObjectName("deckStatus")
        column = QVBoxLayout(status)
        column.setContentsMargins(12, 6, 12, 8)
        column.addWidget(self.verdict)
        column.addWidget(self.problems)
        top = QSplitter(Qt.Orientation.Horizontal)
        top.addWidget(self.grid)
        top.addWidget(self.preview)
        top.addWidget(self.editor)
        top.setSizes([590, 300, 390])
        top.setChildrenCollapsible(False)
        outer = QSplitter(Qt.Orientation.Vertical)
        outer.addWidget(top)
        outer.addWidget(status)
        outer.setSizes([660, 110])
        outer.setChildrenCollapsible(False)
        self.setCentralWidget(outer)
        self._preview_timer = QTimer(self)
        self._preview_timer.setSingleShot(True)
        self._preview_timer.setInterval(120)
        self._preview_timer.timeout.connect(self.render_preview)
        self._build_menus()
        self._update()

    # -- what a game's builder says --------------------------------------------------------

    def tr(self, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        """This window's words, in its own catalog context whatever the game (see above)."""
        return QCoreApplication.translate(CONTEXT, text, disambiguation, n)

    def open_document(self, path: Path, *, template: bool) -> TomlDeckDocument:
        """The game's document of the file at ``path``; ``DeckRefused`` when it is none."""
        raise NotImplementedError

    def bundled_folder(self) -> Path:
        """The folder of the decks that come with the game (never written)."""
        raise NotImplementedError

    def bundled_deck(self) -> Path:
        """The bundled deck New Deck from the Bundled One opens."""
        raise NotImplementedError

    def groups(self, document: TomlDeckDocument) -> tuple[Group, ...]:
        """The grid's headings, in order, and the designs under each."""
        raise NotImplementedError

    def add_design_actions(self, edit_menu: QMenu) -> list[QAction]:
        """The actions that add a design, put in ``edit_menu``."""
        raise NotImplementedError

    def print_sheets(self, card_set: Any, path: Path, options: Any) -> int:
        """The deck's print-and-play sheets as a PDF at ``path``; the page count."""
        raise NotImplementedError

    def make_measure(self, card_set: Any, deck_name: str) -> QDialog:
        """The game's Measure dialog for a valid deck."""
        raise NotImplementedError

    def is_bundled(self, path: Path) -> bool:
        """A file among the decks that come with the game (never written by the builder)."""
        try:
            return path.resolve().is_relative_to(self.bundled_folder().resolve())
        except OSError:
            return False

    # -- menus -----------------------------------------------------------------------------

    def _action(
        self, menu_text: str, slot: Callable[[], object], shortcut: object = None
    ) -> QAction:
        action = QAction(menu_text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))  # type: ignore[call-overload]
        action.triggered.connect(lambda _checked=False: slot())
        return action

    def _build_menus(self) -> None:
        bar = self.menuBar()
        file_menu = bar.addMenu(self.tr("&File"))
        self.open_action = self._action(
            self.tr("&Open Deck\u2026"), self._on_open, QKeySequence.StandardKey.Open
        )
        self.template_action = self._action(
            self.tr("New Deck from the &Bundled One"), self.open_bundled
        )
        self.save_action = self._action(
            self.tr("&Save"), self._on_save, QKeySequence.StandardKey.Save
        )
        self.save_as_action = self._action(
            self.tr("Save &As\u2026"), self._on_save_as, QKeySequence.StandardKey.SaveAs
        )
        self.print_action = self._action(
            self.tr("&Print Sheets to PDF\u2026"), self._on_print, QKeySequence.StandardKey.Print
        )
        self.close_action = self._action(
            self.tr("&Close"), self.close, QKeySequence.StandardKey.Close
        )
        for action in (self.open_action, self.template_action):
            file_menu.addAction(action)
        file_menu.addSeparator()
        file_menu.addAction(self.save_action)
        file_menu.addAction(self.save_as_action)
        file_menu.addSeparator()
        file_menu.addAction(self.print_action)
        file_menu.addSeparator()
        file_menu.addAction(self.close_action)
        edit_menu = bar.addMenu(self.tr("&Edit"))
        self.undo_action = self._action(self.tr("&Undo"), self.undo, QKeySequence.StandardKey.Undo)
        self.redo_action = self._action(self.tr("&Redo"), self.redo, QKeySequence.StandardKey.Redo)
        edit_menu.addAction(self.undo_action)
        edit_menu.addAction(self.redo_action)
        edit_menu.addSeparator()
        self.details_action = self._action(self.tr("Deck &Details"), lambda: self.select(None))
        edit_menu.addAction(self.details_action)
        self.add_actions = self.add_design_actions(edit_menu)
        self.duplicate_action = self._action(
            self.tr("D&uplicate the Design"), self.duplicate, "Ctrl+D"
        )
        self.remove_action = self._action(self.tr("&Remove the Design"), self.remove)
        edit_menu.addAction(self.duplicate_action)
        edit_menu.addAction(self.remove_action)
        deck_menu = bar.addMenu(self.tr("&Deck"))
        self.play_action = self._action(self.tr("&Play This Deck"), self.play, "Ctrl+R")
        self.measure_action = self._action(self.tr("&Measure\u2026"), self.open_measure)
        deck_menu.addAction(self.play_action)
        deck_menu.addAction(self.measure_action)

    def _update(self) -> None:
        """Enable what the deck allows now, and say it in the title."""
        document = self.document
        has = document is not None
        playable = has and document is not None and document.loaded() is not None
        for action in (self.save_action, self.save_as_action, self.details_action):
            action.setEnabled(has)
        for action in self.add_actions:
            action.setEnabled(has)
        self.print_action.setEnabled(playable)
        self.measure_action.setEnabled(playable)
        self.play_action.setEnabled(playable and self.play_deck is not None)
        self.undo_action.setEnabled(has and document is not None and document.can_undo())
        self.redo_action.setEnabled(has and document is not None and document.can_redo())
        card = self.selected is not None
        self.duplicate_action.setEnabled(card)
        self.remove_action.setEnabled(card)
        title = self.words.said(self.words.title)
        if document is not None:
            name = printable(document.deck_name(), 60)
            mark = "*" if document.dirty else ""
            where = (
                self.tr("template: Save puts a copy in your decks")
                if document.template
                else str(document.path or "")
            )
            title = f"{mark}{name} ({where}) \u2014 {title}"
        self.setWindowTitle(title)

    # -- opening ---------------------------------------------------------------------------

    def open_path(self, path: Path) -> None:
        """Open a deck file (a bundled one as a template); ``DeckRefused`` when it is no deck
        of the game's."""
        document = self.open_document(Path(path), template=self.is_bundled(Path(path)))
        self.set_document(document)

    def open_bundled(self) -> None:
        """The bundled deck, as a template for a deck of one's own."""
        self._open_checked(self.bundled_deck())

    def set_document(self, document: TomlDeckDocument) -> None:
        if self.document is not None:
            self.document.deleteLater()
        document.setParent(self)
        self.document = document
        document.changed.connect(self._on_document_changed)
        document.dirty_changed.connect(lambda _dirty: self._update())
        self.selected = None
        self._rebuild()
        self.select(next(document.refs(), None))
        self.statusBar().showMessage(
            self.tr("Opened {deck}").format(deck=printable(document.deck_name(), 60)), 5000
        )

    def _open_checked(self, path: Path) -> bool:
        if not self.maybe_keep_changes():
            return False
        try:
            self.open_path(path)
        except DeckRefused as refused:
            self._error(self.tr("The deck was not opened"), refused.message)
            return False
        return True

    def _on_open(self) -> None:
        self.library_dir.mkdir(parents=True, exist_ok=True)
        name, _filter = QFileDialog.getOpenFileName(
            self, self.words.said(self.words.open_title), str(self.library_dir), self._filter()
        )
        if name:
            self._open_checked(Path(name))

    def _filter(self) -> str:
        return self.words.said(self.words.file_filter)

    # -- the grid --------------------------------------------------------------------------

    def _rebuild(self) -> None:
        """A tile for every design, group by group (their faces come from the worker)."""
        document = self.document
        self.generation += 1
        body = QWidget()
        body.setObjectName("gridBody")
        column = QVBoxLayout(body)
        column.setContentsMargins(14, 8, 8, 14)
        self.tiles, self.headers = {}, {}
        if document is not None:
            self.grouping = self.groups(document)
            for group in self.grouping:
                if not group.refs:
                    continue
                header = QLabel()
                header.setObjectName("sectionHeader")
                header.setWordWrap(True)
                self.headers[group.key] = header
                column.addWidget(header)
                holder = QWidget()
                flow = FlowLayout(holder)
                for ref in group.refs:
                    tile = CardTile(ref)
                    tile.clicked.connect(self.select)
                    flow.addWidget(tile)
                    self.tiles[ref] = tile
                column.addWidget(holder)
        column.addStretch(1)
        self.grid.setWidget(body)
        self._refresh()
        for ref in self.tiles:
            self._request_face(ref)

    def _refresh(self) -> None:
        """Captions, copies, problem marks, headings, the problem list, the actions."""
        document = self.document
        if document is None:
            return
        language = current_language()
        for ref, tile in self.tiles.items():
            tile.set_card(
                document.shown_name(ref, language),
                copies(document.card(ref)),
                [render(problem.message) for problem in document.problems_of(ref)],
            )
            tile.set_selected(ref == self.selected)
        for group in self.grouping:
            if group.key not in self.headers:
                continue
            cards = sum(copies(document.card(ref)) for ref in group.refs)
            self.headers[group.key].setText(
                self.tr("{kind}  \u00b7  {designs} designs, {cards} cards").format(
                    kind=group.heading, designs=len(group.refs), cards=cards
                )
            )
        self.problems.clear()
        problems = document.problems()
        for problem in problems:
            item = QListWidgetItem(printable(render(problem.said()), MAX_LINE))
            item.setData(Qt.ItemDataRole.UserRole, document.problem_card(problem))
            self.problems.addItem(item)
        if problems:
            self.verdict.setText(
                self.tr("%n problem(s): the deck cannot be saved yet", "", len(problems))
            )
            self.verdict.setProperty("off", True)
        else:
            self.problems.addItem(
                QListWidgetItem(self.tr("No problems: the deck can be saved, printed and played."))
            )
            self.verdict.setText(self.tr("\u2713 A playable deck: every check passes"))
            self.verdict.setProperty("off", False)
        self.verdict.style().polish(self.verdict)
        self._update()

    def select(self, ref: object) -> None:
        """Edit one design (None: the deck's details)."""
        document = self.document
        if document is None or not (ref is None or isinstance(ref, CardRef)):
            return
        if self.selected in self.tiles:
            self.tiles[self.selected].set_selected(False)
        self.selected = ref
        if ref in self.tiles:
            self.tiles[ref].set_selected(True)
            self.grid.ensureWidgetVisible(self.tiles[ref], 10, 10)
        self.editor.show_card(document, ref)
        self._update()
        self.render_preview()

    # -- faces -----------------------------------------------------------------------------

    def _dpr(self) -> float:
        return float(self.devicePixelRatioF() or 1.0)

    def _request_face(self, ref: CardRef) -> None:
        if self.document is None:
            return
        design = self.document.design(ref)
        if design is not None:
            self.loader.request(ref, design, THUMB_SIZE, self._dpr(), self.generation)

    def _on_face_ready(self, token: object, image: QImage, generation: int) -> None:
        if generation != self.generation:
            return  # drawn for a deck, or an order of designs, that is gone
        tile = self.tiles.get(token) if isinstance(token, CardRef) else None
        if tile is not None:
            tile.set_pixmap(QPixmap.fromImage(image))

    def thumbnails_done(self) -> bool:
        """Every face asked for has arrived (for tests and screenshots)."""
        return self.loader.idle()

    def render_preview(self) -> None:
        """The selected design large; the card back for the deck's details."""
        self._preview_timer.stop()
        document, ref = self.document, self.selected
        if document is None:
            return
        dpr = self._dpr() * (2.0 if self.preview.view.zoom > 1.0 else 1.0)
        width, height = round(PREVIEW_SIZE[0] * dpr), round(PREVIEW_SIZE[1] * dpr)
        if ref is None:
            image = self.renderer.render_back(width, height, document.deck_name()[:40])
            self.preview.note.setText(document.deck_name())
        else:
            design = document.design(ref)
            if design is None:
                self.preview.note.setText(
                    self.tr("The preview waits until this design's fields are valid.")
                )
                # The back, not the face drawn before the edit: a stale face would show
                # values the design no longer has.
                back = self.renderer.render_back(width, height, document.deck_name()[:40])
                self.preview.view.set_image(to_qimage(back, dpr))
                return
            image = self.renderer.render(design, width, height, current_language())
            self.preview.note.setText("")
        self.preview.view.set_image(to_qimage(image, dpr))

    # -- editing ---------------------------------------------------------------------------

    def _on_edited(self) -> None:
        """A field changed in the form: the tiles, the list and the faces follow."""
        self._refresh()
        if self.selected is not None:
            self._request_face(self.selected)
        self._preview_timer.start()

    def _on_document_changed(self) -> None:
        document = self.document
        if document is not None and self.groups(document) != self.grouping:
            self._rebuild()  # a design added, removed or recoloured: new tiles, new faces
        else:
            self._refresh()

    def add(self, table: str) -> CardRef | None:
        if self.document is None:
            return None
        ref = self.document.add(table)
        self.select(ref)
        return ref

    def duplicate(self) -> CardRef | None:
        if self.document is None or self.selected is None:
            return None
        ref = self.document.duplicate(self.selected)
        self.select(ref)
        return ref

    def remove(self) -> None:
        if self.document is None or self.selected is None:
            return
        ref = self.selected
        self.document.remove(ref)
        left = len(self.document.cards(ref.table))
        self.select(CardRef(ref.table, min(ref.index, left - 1)) if left else None)

    def undo(self) -> None:
        if self.document is not None and self.document.can_undo():
            self.document.undo()
            self._after_history()

    def redo(self) -> None:
        if self.document is not None and self.document.can_redo():
            self.document.redo()
            self._after_history()

    def _after_history(self) -> None:
        assert self.document is not None
        selected = self.selected
        self._rebuild()
        if selected is not None and selected.index >= len(self.document.cards(selected.table)):
            selected = None
        self.select(selected)

    def _on_problem_clicked(self, item: QListWidgetItem) -> None:
        ref = item.data(Qt.ItemDataRole.UserRole)
        if isinstance(ref, CardRef):
            self.select(ref)

    # -- saving and printing ---------------------------------------------------------------

    def save_to(self, path: Path) -> bool:
        """Save the deck at ``path``: never over a bundled deck, never a deck with a problem
        (the file on disk is then left as it was)."""
        document = self.document
        if document is None:
            return False
        if self.is_bundled(path):
            self._error(
                self.tr("The deck was not saved"),
                self.tr("The decks that come with the game are never changed: save a copy."),
            )
            return False
        try:
            document.save(path)
        except DeckRefused as refused:
            self._error(self.tr("The deck was not saved"), refused.message)
            return False
        self._update()
        self.statusBar().showMessage(self.tr("Saved {path}").format(path=path), 5000)
        return True

    def suggested_path(self) -> Path:
        """Where Save As starts: the deck's own file, or its id in the library."""
        document = self.document
        if document is not None and document.path is not None and not document.template:
            return document.path
        deck_id = str(document.deck_info().get("id", "deck") if document else "deck")
        return self.library_dir / f"{printable(deck_id, 60)}.toml"

    def _on_save(self) -> bool:
        document = self.document
        if document is None:
            return False
        if document.template or document.path is None:
            return self._on_save_as()
        return self.save_to(document.path)

    def _on_save_as(self) -> bool:
        if self.document is None:
            return False
        self.library_dir.mkdir(parents=True, exist_ok=True)
        name, _filter = QFileDialog.getSaveFileName(
            self, self.words.said(self.words.save_title), str(self.suggested_path()), self._filter()
        )
        return bool(name) and self.save_to(Path(name))

    def print_to(self, path: Path, options: Any = None) -> int:
        """Print-and-play sheets of the deck as a PDF; the page count (0 when refused)."""
        loaded = self.document.loaded() if self.document is not None else None
        if loaded is None:
            return 0
        try:
            pages = self.print_sheets(loaded.card_set, path, options)
        except PrintError as error:
            self._error(self.tr("The sheets were not printed"), error.message)
            return 0
        self.statusBar().showMessage(
            self.tr("Printed %n page(s) to {path}", "", pages).format(path=path), 8000
        )
        return pages

    def _on_print(self) -> None:
        start = self.suggested_path().with_suffix(".pdf")
        name, _filter = QFileDialog.getSaveFileName(
            self, self.tr("Print Sheets to PDF"), str(start), self.tr("PDF files (*.pdf)")
        )
        if name:
            self.print_to(Path(name))

    # -- playing and measuring -------------------------------------------------------------

    def play(self) -> bool:
        """New Game with this deck (it must pass every check)."""
        loaded = self.document.loaded() if self.document is not None else None
        if loaded is None or self.play_deck is None or self.document is None:
            return False
        self.play_deck(loaded.card_set, self.document.deck_name())
        return True

    def open_measure(self) -> QDialog | None:
        loaded = self.document.loaded() if self.document is not None else None
        if loaded is None or self.document is None:
            return None
        if self.measure_dialog is not None:
            self.measure_dialog.close()
        dialog = self.make_measure(loaded.card_set, self.document.deck_name())
        self.measure_dialog = dialog
        dialog.show()
        return dialog

    # -- closing ---------------------------------------------------------------------------

    def maybe_keep_changes(self) -> bool:
        """Ask about unsaved edits; True when it is fine to go on (saved or discarded)."""
        document = self.document
        if document is None or not document.dirty:
            return True
        answer = plain.ask(
            self,
            self.tr("Unsaved changes"),
            self.tr("Save the changes to {deck}?").format(deck=document.deck_name()),
            QMessageBox.StandardButton.Save
            | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Save,
        )
        if answer == QMessageBox.StandardButton.Save:
            return self._on_save()
        return answer == QMessageBox.StandardButton.Discard

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.maybe_keep_changes():
            event.ignore()
            return
        if self.measure_dialog is not None:
            self.measure_dialog.close()
        self.loader.shutdown()
        super().closeEvent(event)

    def _error(self, title: str, message: Message | str) -> None:
        """A refusal in one line: in the status bar, and in a box when the window is shown."""
        line = printable(render(message) if isinstance(message, Message) else message, MAX_LINE)
        self.statusBar().showMessage(f"{title}: {line}", 10000)
        self.last_error = line
        # The line quotes the deck file (its name, a card's): plain text; not modal.
        box = message_box(
            QMessageBox.Icon.Warning, title, title + ".", parent=self, informative=line
        )
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        box.open()


__all__ = ["CONTEXT", "BuilderWords", "Group", "TomlDeckBuilder", "copies", "face_drawer"]
