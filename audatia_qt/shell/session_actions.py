"""The Game menu's session actions: Undo, Redo, Save…, Load…, Open Replay…, and their error
messages.

``SessionActions`` owns five ``QAction``s over the match the window is playing, which its
``MatchOwner`` holds. Undo and Redo say what they will do ("Undo: parry with Roverso Sottano")
and are greyed out, with the reason as tool tip, when the policy refuses
(audatia_qt.engine.session.undo, R-026..R-028); they are carried out by the owner, whose notice
the table and the autosave follow. In hot-seat an Undo that needs both players asks them first.
A save or load problem is shown as a message box with the one-line message of ``SaveError``;
the app keeps running and no file changes.

The items follow the owner's notices (``refresh()`` after every change of the match); the
window listens to ``game_loaded`` and ``replay_opened``.
The dialogs are Qt's static functions (``QMessageBox.warning``, ``QMessageBox.question``,
``QFileDialog.getOpenFileName``...), which tests replace with monkeypatch, or injected.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from audatia_qt.engine.session.owner import Change, MatchOwner
from audatia_qt.engine.session.undo import (
    CONFIRM_UNDO,
    REDO,
    UNDO,
    StepPlan,
    UndoRefusedError,
    plan_redo,
    plan_undo,
)
from audatia_qt.shell import plain
from audatia_qt.shell.i18n.render import CardWords, EnglishCardWords, render
from audatia_qt.shell.plugin import Loaded, SaveFormat, SaveRefusedError

#: Asks a question with Yes/No; returns True for yes. Injected by tests.
Confirm = Callable[[QWidget | None, str, str], bool]
#: Shows an error message. Injected by tests.
ShowError = Callable[[QWidget | None, str, str], None]
#: Picks a file to save to or load from, or None when the player cancels. Injected by tests.
ChoosePath = Callable[[QWidget | None], Path | None]


def _show_error(parent: QWidget | None, title: str, message: str) -> None:
    """The one-line save or load error in a warning box, as plain text: it quotes the file."""
    plain.warn(parent, title, message)


def _confirm(parent: QWidget | None, title: str, question: str) -> bool:
    return plain.ask(parent, title, question) == QMessageBox.StandardButton.Yes


def _choose_save_path(parent: QWidget | None, saves: SaveFormat) -> Path | None:
    title = QCoreApplication.translate("SessionActions", "Save game")
    name, _ = QFileDialog.getSaveFileName(parent, title, "", saves.file_filter())
    if not name:
        return None
    path = Path(name)
    return path if path.suffix == saves.suffix else path.with_name(path.name + saves.suffix)


def _choose_load_path(parent: QWidget | None, formats: Sequence[SaveFormat]) -> Path | None:
    title = QCoreApplication.translate("SessionActions", "Load game")
    name, _ = QFileDialog.getOpenFileName(parent, title, "", load_filter(formats))
    return Path(name) if name else None


def load_filter(formats: Sequence[SaveFormat]) -> str:
    """The Load dialog's filter: every game's save files at once, then each game's."""
    if len(formats) == 1:
        return formats[0].file_filter()
    every = " ".join(f"*{saves.suffix}" for saves in formats)
    everything = QCoreApplication.translate("SessionActions", "Saved games ({patterns})")
    return ";;".join([everything.format(patterns=every), *(f.file_filter() for f in formats)])


def format_for(path: Path, formats: Sequence[SaveFormat], shown: SaveFormat) -> SaveFormat:
    """The game's save files ``path`` belongs to, by its extension; the shown game's for a
    file of another extension (it then says what is wrong with it)."""
    return next((saves for saves in formats if path.suffix == saves.suffix), shown)


def _menu_text(plan: StepPlan, cards: CardWords) -> str:
    """The label as menu text: "&" shown as itself, not as a mnemonic."""
    return render(plan.label, cards).replace("&", "&&")


class SessionActions(QObject):
    """Undo, Redo, Save… and Load… for the match that ``owner`` holds (none: no game)."""

    history_changed = Signal(object, object)
    """An Undo or Redo of these items was carried out: the tuple of plies taken back or played
    again, and the ``StepPlan`` it followed (its label). The match's own notice of the change
    is the owner's, which the table and the autosave hear."""
    game_loaded = Signal(object)
    """A save was loaded; the game's loaded save (``plugin.LoadedSave``: call ``.match()``
    for a playable match)."""
    game_saved = Signal(object)
    """The match was saved; the ``Path``."""
    replay_opened = Signal(object)
    """A save was chosen to be watched in the replay viewer; the game's loaded save."""

    def __init__(
        self,
        owner: MatchOwner,
        parent: QWidget | None = None,
        *,
        saves: SaveFormat,
        confirm: Confirm = _confirm,
        show_error: ShowError = _show_error,
        choose_save_path: ChoosePath | None = None,
        choose_load_path: ChoosePath | None = None,
    ) -> None:
        super().__init__(parent)
        self._owner = owner
        self._window = parent
        #: The game's save files (its plugin's ``save_format``).
        self.saves = saves
        self._confirm = confirm
        self._show_error = show_error
        self.load_formats: Callable[[], Sequence[SaveFormat]] = lambda: (self.saves,)
        """Every game's save files that Load… and Open Replay… read (the window's installed
        games); each file goes to the game whose extension it has."""
        # The file dialogs offer the save files of the game shown at the time they open (not
        # the one shown when the window was made) unless the caller picks otherwise.
        self._choose_save_path = choose_save_path or (
            lambda window: _choose_save_path(window, self.saves)
        )
        self._choose_load_path = choose_load_path or (
            lambda window: _choose_load_path(window, self.load_formats())
        )
        self.card_words: CardWords = EnglishCardWords()
        """Cards' names in the language the app speaks, for the Undo and Redo items (the
        decks' translations, when set)."""
        if parent is not None:
            # The window hears of a new language (Qt's LanguageChange): the items say their
            # moves again in it.
            parent.installEventFilter(self)

        self.undo = QAction(self)
        self.undo.setShortcut(QKeySequence("Ctrl+Z"))
        self.undo.triggered.connect(self._on_undo_triggered)
        self.redo = QAction(self)
        self.redo.setShortcut(QKeySequence("Ctrl+Shift+Z"))
        self.redo.triggered.connect(self._on_redo_triggered)
        self.save = QAction(self)
        self.save.setShortcut(QKeySequence.StandardKey.Save)
        self.save.triggered.connect(self._on_save_triggered)
        self.load = QAction(self)
        self.load.setShortcut(QKeySequence.StandardKey.Open)
        self.load.triggered.connect(self._on_load_triggered)
        self.open_replay = QAction(self)
        self.open_replay.triggered.connect(self._on_open_replay_triggered)
        self.retranslate()
        owner.subscribe(self._on_match_changed)

    def _on_match_changed(self, _change: Change) -> None:
        # Any change (a move, an Undo, another match) changes what Undo and Redo would do.
        self.refresh()

    def retranslate(self) -> None:
        """The actions' texts in the language the app speaks (the window calls this when the
        language changes: a QObject that is not a widget is sent no LanguageChange)."""
        self.save.setText(self.tr("&Save…"))
        self.load.setText(self.tr("&Load…"))
        self.open_replay.setText(self.tr("Open Repla&y…"))
        self.open_replay.setStatusTip(self.tr("Step through a saved game, move by move"))
        self.refresh()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LanguageChange:
            self.refresh()
        return False

    @property
    def actions(self) -> tuple[QAction, QAction, QAction, QAction]:
        """Undo, Redo, Save…, Load…, in menu order."""
        return (self.undo, self.redo, self.save, self.load)

    def refresh(self) -> None:
        """Update texts and enabled states from the current match (after every change)."""
        match = self._owner.current
        for action, plan in (
            (self.undo, plan_undo(match) if match else None),
            (self.redo, plan_redo(match) if match else None),
        ):
            if plan is None:
                action.setText(render((UNDO if action is self.undo else REDO).say()))
                action.setEnabled(False)
                action.setToolTip("")
                action.setStatusTip("")
                continue
            action.setText(_menu_text(plan, self.card_words))
            action.setEnabled(plan.allowed)
            reason = "" if plan.reason is None else render(plan.reason, self.card_words)
            action.setToolTip(plain.plain_tip(reason))
            action.setStatusTip(reason)
        self.save.setEnabled(match is not None)

    # -- slots --------------------------------------------------------------------------

    def _on_undo_triggered(self) -> None:
        match = self._owner.current
        if match is None:
            return
        plan = plan_undo(match)
        if not plan.allowed:
            return
        if plan.needs_confirmation:
            # session.undo gives every plan that needs agreeing to its reason.
            assert plan.reason is not None
            question = CONFIRM_UNDO.say(reason=plan.reason, label=plan.label)
            if not self._confirm(
                self._window, self.tr("Take back a move?"), render(question, self.card_words)
            ):
                return
        try:
            change = self._owner.undo(confirmed=True)
        except UndoRefusedError as error:  # the match moved on since the menu was refreshed
            why = "" if error.reason is None else render(error.reason, self.card_words)
            self._show_error(self._window, self.tr("Cannot undo"), why)
            return
        self.history_changed.emit(change.plies, plan)

    def _on_redo_triggered(self) -> None:
        match = self._owner.current
        if match is None:
            return
        plan = plan_redo(match)
        if not plan.allowed:
            return
        change = self._owner.redo()
        self.history_changed.emit(change.plies, plan)

    def _on_save_triggered(self) -> None:
        self.save_match()

    def save_match(self) -> bool:
        """Save… : ask for a file and write the match to it; False when there is no match,
        the player cancels the file dialog, or the save fails (after a one-line message)."""
        match = self._owner.current
        if match is None:
            return False
        path = self._choose_save_path(self._window)
        if path is None:
            return False
        try:
            self.saves.save(match, path)
        except SaveRefusedError as error:
            self._show_error(
                self._window,
                self.tr("The game was not saved"),
                render(error.message, self.card_words),
            )
            return False
        self.game_saved.emit(path)
        return True

    def _on_load_triggered(self) -> None:
        game = self._read_chosen_file()
        if game is not None:
            self.game_loaded.emit(game)

    def _on_open_replay_triggered(self) -> None:
        game = self._read_chosen_file()
        if game is not None:
            self.replay_opened.emit(game)

    def _read_chosen_file(self) -> Loaded | None:
        """Ask for a save and read it; None (after a one-line message) when it does not load."""
        path = self._choose_load_path(self._window)
        if path is None:
            return None
        try:
            return format_for(path, self.load_formats(), self.saves).load(path)
        except SaveRefusedError as error:
            self._show_error(
                self._window,
                self.tr("Cannot load {file}").format(file=path.name),
                render(error.message, self.card_words),
            )
            return None
