"""Text from a file is shown as plain text, never read as markup (issue 27).

A deck, a lesson and a save carry names such as ``<img src="/dev/zero">``: Qt reading one as
rich text reads the device into memory until the app aborts (a FIFO in the ``img`` hangs it).
Every window and dialog is opened with hostile names from a deck, a lesson and a save, and every
label, message box and tooltip that shows them is checked: plain text (the name shown as it is)
or, in a label that must be rich, the name escaped.

Here the ``img`` names a file that does not exist, so a label that reads it as markup fails
the check rather than hanging the run; ``test_a_hostile_save_lets_the_app_start_again`` has the
real /dev/zero and a real FIFO, in a child process with a memory cap and a timeout.
"""

from __future__ import annotations

import dataclasses
import os
import random
import subprocess
import sys
from collections.abc import Iterator
from html import escape
from pathlib import Path

import pytest
from PySide6 import QtGui
from PySide6.QtCore import Qt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QDialog,
    QFileDialog,
    QGraphicsView,
    QLabel,
    QListWidget,
    QMessageBox,
    QTableWidget,
    QTreeWidget,
    QWidget,
)
from pytestqt.qtbot import QtBot

from audatia_qt.engine.catalogue import Catalogue
from audatia_qt.engine.resources import decks_dir
from audatia_qt.engine.session.autosave import Autosave
from audatia_qt.engine.session.match import Match, MatchSetup, SeatKind
from audatia_qt.games.audatia.decks.library import DeckLibrary, renamed_deck_text
from audatia_qt.games.audatia.entry import AUDATIA
from audatia_qt.games.audatia.rules.selfplay import random_action
from audatia_qt.games.audatia.saves.savefile import load_file, save_file
from audatia_qt.games.audatia.screens.new_game import NewGameChoice
from audatia_qt.games.audatia.screens.resume import ResumePrompt
from audatia_qt.games.catalogue import GAMES
from audatia_qt.shell import plain
from audatia_qt.shell.main_window import MainWindow
from tests.integration.conftest import WindowFactory
from tests.integration.helpers import controller_of, play_person

GALEAZZO = decks_dir() / "galeazzo-da-mantoa.toml"
LESSON = Path(__file__).parents[2] / "assets" / "lessons" / "01-the-table.toml"


#: Names a file may carry: an image (of a file that is not there: the test runs in an empty
#: folder), bold, an entity.
NAMES = ('<img src="no-such.png">', "<b>x</b>", "&lt;")


def _without_escaped(text: str, names: tuple[str, ...]) -> str:
    """Rich text without the names' escaped forms (a name escaped is shown as it is)."""
    for name in names:
        for escaped in {escape(name, quote=False), escape(name, quote=True)}:
            text = text.replace(escaped, "")
    return text


def _shown(text: str, rich: bool) -> str:
    """What a label with ``text`` shows: the text itself, or the words of its markup."""
    if not rich:
        return text
    document = QTextDocument()
    document.setHtml(text)
    return document.toPlainText()


def _is_rich(text: str, text_format: Qt.TextFormat) -> bool:
    if text_format == Qt.TextFormat.PlainText:
        return False
    if text_format == Qt.TextFormat.AutoText:
        return QtGui.Qt.mightBeRichText(text)
    return True


class Watch:
    """Checks every label, message box and tooltip on screen for a hostile name read as
    markup; the message boxes the app shows modally are answered and checked here too."""

    def __init__(self, names: tuple[str, ...], monkeypatch: pytest.MonkeyPatch) -> None:
        self.names = names
        self.seen: set[str] = set()
        """The hostile names found on screen, shown as they are."""
        self.boxes: list[QMessageBox] = []
        self.bad: list[str] = []
        monkeypatch.setattr(plain, "run_box", self._answer)
        for static in ("warning", "information", "question", "critical"):
            monkeypatch.setattr(QMessageBox, static, self._static)

    def _answer(self, box: QMessageBox) -> QMessageBox.StandardButton:
        self.check([box, *box.findChildren(QLabel)])
        self.boxes.append(box)
        buttons = box.standardButtons()
        for choice in (QMessageBox.StandardButton.Cancel, QMessageBox.StandardButton.No):
            if buttons & choice:
                return choice
        return QMessageBox.StandardButton.Ok

    def _static(self, _parent: QWidget, title: str, text: str, *_args: object) -> object:
        """Qt's static message boxes read their text as rich text: one that shows a hostile
        name is a failure (and nothing waits for a click)."""
        for name in self.names:
            if name in text or name in title:
                self.bad.append(f"a static QMessageBox reads {name!r} as markup: {text!r}")
        return QMessageBox.StandardButton.Cancel

    def _label(self, label: QLabel) -> None:
        text = label.text()
        rich = _is_rich(text, label.textFormat())
        shown = _shown(text, rich)
        raw = _without_escaped(text, self.names) if rich else text
        for name in self.names:
            if name in raw and rich:
                self.bad.append(
                    f"{type(label).__name__} {label.objectName()!r} reads {name!r} as markup: "
                    f"{text[:200]!r}"
                )
            elif name in shown:
                self.seen.add(name)

    def _tip(self, where: str, tip: str) -> None:
        rich = QtGui.Qt.mightBeRichText(tip)
        raw = _without_escaped(tip, self.names) if rich else tip
        for name in self.names:
            if name in raw and rich:
                self.bad.append(f"the tooltip of {where} reads {name!r} as markup: {tip[:200]!r}")
            elif name in _shown(tip, rich):
                self.seen.add(name)

    def check(self, widgets: list[QWidget] | None = None) -> None:
        """Every widget alive now (or those given)."""
        for widget in widgets if widgets is not None else QApplication.allWidgets():
            name = f"{type(widget).__name__} {widget.objectName()!r}"
            if isinstance(widget, QLabel):
                self._label(widget)
            if isinstance(widget, QMessageBox):
                for text in (widget.text(), widget.informativeText()):
                    rich = _is_rich(text, widget.textFormat())
                    raw = _without_escaped(text, self.names) if rich else text
                    for hostile in self.names:
                        if hostile in raw and rich:
                            self.bad.append(f"a QMessageBox reads {hostile!r}: {text[:200]!r}")
            self._tip(name, widget.toolTip())
            if isinstance(widget, QAbstractButton):
                self._tip(name, widget.toolTip())
            if isinstance(widget, QListWidget):
                for row in range(widget.count()):
                    self._tip(f"{name} row {row}", widget.item(row).toolTip())
            if isinstance(widget, QTableWidget):
                for row in range(widget.rowCount()):
                    for column in range(widget.columnCount()):
                        item = widget.item(row, column)
                        if item is not None:
                            self._tip(f"{name} cell {row},{column}", item.toolTip())
            if isinstance(widget, QTreeWidget):
                for row in range(widget.topLevelItemCount()):
                    self._tip(f"{name} row {row}", widget.topLevelItem(row).toolTip(0))
            if isinstance(widget, QComboBox):
                for row in range(widget.count()):
                    tip = widget.itemData(row, Qt.ItemDataRole.ToolTipRole)
                    if isinstance(tip, str):
                        self._tip(f"{name} item {row}", tip)
            if isinstance(widget, QGraphicsView) and widget.scene() is not None:
                for item in widget.scene().items():
                    self._tip(f"{name}'s {type(item).__name__}", item.toolTip())

    def assert_plain(self) -> None:
        self.check()
        assert not self.bad, "\n".join(dict.fromkeys(self.bad))


@pytest.fixture
def names(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[str, ...]:
    monkeypatch.chdir(tmp_path)  # where the img's relative path would be read from
    return NAMES


@pytest.fixture
def watch(names: tuple[str, ...], monkeypatch: pytest.MonkeyPatch) -> Iterator[Watch]:
    yield Watch(names, monkeypatch)


def _hostile_deck_text(names: tuple[str, ...]) -> str:
    """Galeazzo with a hostile name, fencer and first Posta name (each within the caps)."""
    text = renamed_deck_text(GALEAZZO.read_text(encoding="utf-8"), "hostile", names[0])
    text = text.replace(
        'character = "Galeazzo da Mantoa"', f"character = {_toml(' '.join(names[1:]))}", 1
    )
    return text.replace('name = "Mandritto Fendente"', f"name = {_toml(names[1])}", 1)


def _toml(value: str) -> str:
    return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'


@pytest.fixture
def library(tmp_path: Path, names: tuple[str, ...]) -> DeckLibrary:
    library = DeckLibrary(tmp_path / "library")
    library.new_deck_path("hostile").write_text(_hostile_deck_text(names), encoding="utf-8")
    return library


@pytest.fixture
def window(make_window: WindowFactory, library: DeckLibrary) -> MainWindow:
    return make_window(start_game=False, library_dir=library.root)


def _hostile_choice(window: MainWindow, *, both_people: bool = False) -> NewGameChoice:
    """The hostile deck against Boucicault, a person against the computer (or two people)."""
    dialog = window.show_new_game_dialog()
    assert dialog is not None
    for seat, box in enumerate(dialog.page.deck_boxes):
        wanted = "hostile" if seat == 0 else "boucicault"
        row = next(
            row
            for row in range(box.count())
            if isinstance(box.itemData(row), int)
            and window.game.decks[box.itemData(row)].definition.id == wanted
        )
        box.setCurrentIndex(row)
    if both_people:
        for box in dialog.page.kind_boxes:
            box.setCurrentIndex(0)
    choice = dialog.page.choice()
    dialog.reject()
    # The random computer answers at once: the test plays whole games on a busy machine.
    return dataclasses.replace(choice, setup=dataclasses.replace(choice.setup, difficulty="random"))


def test_the_game_window_new_game_table_and_end(
    qtbot: QtBot, window: MainWindow, watch: Watch
) -> None:
    dialog = window.show_new_game_dialog()
    assert dialog is not None
    watch.assert_plain()
    dialog.reject()
    window.start_game(_hostile_choice(window))
    rng = random.Random(5)
    controller = controller_of(window)
    moves = 0
    while controller.match.outcome() is None:
        # Waited for longer than the helpers' 10 s: a whole game on a machine shared by many.
        qtbot.waitUntil(
            lambda: controller.local_to_act or controller.match.to_move() is None,
            timeout=120_000,
        )
        if controller.match.to_move() is None:
            break
        if moves < 4:
            watch.assert_plain()
        assert controller.request(random_action(controller.match.legal_actions(), rng))
        moves += 1
    qtbot.wait(10)
    watch.assert_plain()
    assert watch.names[0] in watch.seen, "the deck's name is shown as it is"


def test_hot_seat_pass_screen(qtbot: QtBot, window: MainWindow, watch: Watch) -> None:
    window.start_game(_hostile_choice(window, both_people=True))
    play_person(qtbot, window, random.Random(8), count=1)
    qtbot.wait(10)
    watch.assert_plain()
    assert watch.seen, "the pass screen names the hostile fencer"


def _hostile_save(window: MainWindow, path: Path) -> Match:
    choice = _hostile_choice(window)
    match = Match(
        MatchSetup(AUDATIA, choice.setup.config, (SeatKind.HUMAN, SeatKind.COMPUTER), "random")
    )
    rng = random.Random(3)
    for _ in range(6):
        match.play(rng.choice(match.legal_actions()))
    save_file(match, path)
    return match


def test_a_save_loaded_resumed_and_replayed(
    qtbot: QtBot,
    window: MainWindow,
    watch: Watch,
    tmp_path: Path,
    data_dir: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    path = tmp_path / "shared.audatia"
    _hostile_save(window, path)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *_a, **_k: (str(path), ""))
    window.session.load.trigger()
    qtbot.wait(10)
    watch.assert_plain()
    window.session.open_replay.trigger()
    qtbot.waitUntil(lambda: window.replay_viewer is not None)
    viewer = window.replay_viewer
    assert viewer is not None
    for _ in range(4):
        viewer.step_forward() if hasattr(viewer, "step_forward") else viewer.go_to(
            viewer.replay.cursor + 1
        )
        watch.assert_plain()
    viewer.go_to(viewer.replay.length)
    viewer._on_lesson_clicked()  # no lesson at the end: a box saying why
    watch.assert_plain()
    viewer.close()
    # The resume question, over the autosave the load made.
    assert window.flush_autosave()
    shown: list[QDialog] = []

    def look(box: QDialog) -> None:
        shown.append(box)
        watch.assert_plain()

    Autosave(data_dir, Catalogue(GAMES)).record(load_file(path).match())
    window.resume_or_start(run=look)
    assert shown and isinstance(shown[0], ResumePrompt)
    assert watch.seen, "the prompt names the hostile fencer"


def test_error_boxes_for_bad_files_quote_them_plainly(
    qtbot: QtBot,
    window: MainWindow,
    watch: Watch,
    tmp_path: Path,
    names: tuple[str, ...],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    folder = tmp_path / names[0]
    folder.mkdir()
    bad_save = folder / f"{names[1].replace('/', '')}.audatia"
    bad_save.write_text("not a save", encoding="utf-8")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *_a, **_k: (str(bad_save), ""))
    window.session.load.trigger()
    bad_lesson = folder / f"{names[0]}.toml"
    bad_lesson.write_text(f"title = {_toml(names[0])}\n", encoding="utf-8")
    window.game.open_lesson_file(bad_lesson)
    assert len(watch.boxes) == 2, [box.text() for box in watch.boxes]
    watch.assert_plain()
    assert names[0] in watch.seen


def test_a_lesson_from_a_file(
    qtbot: QtBot, window: MainWindow, watch: Watch, tmp_path: Path, names: tuple[str, ...]
) -> None:
    text = LESSON.read_text(encoding="utf-8")
    text = text.replace('title = "The table and the symbols"', f"title = {_toml(names[0])}", 1)
    text = text.replace(
        'text = "Attack with the Mandritto Fendente, the blow that falls from your right."',
        f"text = {_toml(' '.join(names))}",
        1,
    )
    text = text.split("[translations.es]")[0]
    path = tmp_path / "hostile-lesson.toml"
    path.write_text(text, encoding="utf-8")
    course = window.game.open_lesson_file(path)
    assert course is not None, [box.text() for box in watch.boxes]
    qtbot.wait(10)
    watch.assert_plain()
    assert set(names) <= watch.seen, "the lesson's title and goal are shown as they are"
    window.game.open_course()
    watch.assert_plain()


def test_the_deck_builder_and_its_dialogs(
    qtbot: QtBot,
    window: MainWindow,
    watch: Watch,
    library: DeckLibrary,
    tmp_path: Path,
    names: tuple[str, ...],
) -> None:
    from audatia_qt.games.audatia.deck_builder.app import open_deck_builder
    from audatia_qt.games.audatia.deck_builder.gauntlet import GauntletDialog
    from audatia_qt.games.audatia.deck_builder.playtest import PlaytestDialog

    builder = open_deck_builder(
        library.deck_paths()[0],
        library_dir=library.root,
        preferences=window.preferences,
        cache_dir=window.game.cache.directory,
    )
    qtbot.addWidget(builder, before_close_func=lambda _window: None)
    builder.show()
    qtbot.wait(10)
    watch.assert_plain()
    assert watch.seen, "the preview names the hostile deck"
    document = builder.document
    assert document is not None
    playtest = PlaytestDialog(document.deck_name, builder.opponents(), builder.playtest_settings)
    qtbot.addWidget(playtest)
    playtest.show()
    watch.assert_plain()
    playtest.reject()
    gauntlet = GauntletDialog(document.definition(), builder.opponents()[:1], games=1)
    qtbot.addWidget(gauntlet)
    gauntlet.show()
    watch.assert_plain()
    gauntlet.reject()
    # An import refused quotes the file's name: a box, plain.
    refused = tmp_path / f"{names[0]}.toml"
    refused.write_text("nonsense", encoding="utf-8")
    builder.import_deck(refused)
    qtbot.wait(10)
    watch.assert_plain()
    if builder.document is not None:
        builder.document._set_dirty(False)
    builder.close()


def test_settings_and_rules_windows(qtbot: QtBot, window: MainWindow, watch: Watch) -> None:
    window.start_game(_hostile_choice(window))
    window.show_settings_dialog()
    window.game.open_rules()
    qtbot.wait(10)
    watch.assert_plain()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_hostile_save_lets_the_app_start_again(tmp_path: Path) -> None:
    """A save whose fencer is named ``<img src="/dev/zero">`` (and a FIFO), loaded, becomes
    the autosave: the app must start again and show the resume question. In a child process
    with its memory capped and a timeout: before the fix Qt read /dev/zero until it aborted."""
    fifo = tmp_path / "pipe.png"
    os.mkfifo(fifo)
    script = Path(__file__).with_name("hostile_start.py")
    environment = {
        **os.environ,
        "PYTHONPATH": str(Path(__file__).parents[2]),
        "QT_QPA_PLATFORM": "offscreen",
        "AUDATIA_DATA_DIR": str(tmp_path / "data"),
    }
    for _start in range(2):  # loaded once, then started again over its autosave
        try:
            done = subprocess.run(
                [sys.executable, str(script), str(tmp_path), str(fifo)],
                capture_output=True,
                text=True,
                timeout=240,
                env=environment,
            )
        except subprocess.TimeoutExpired:
            pytest.fail("the app hangs at start over a save with a hostile name")
        assert done.returncode == 0, done.stderr[-2000:]
        assert "started, the question shown" in done.stdout, done.stdout + done.stderr[-2000:]
