"""The trust harness: plays a whole game through the real window the way people do, and checks
every surface at every step against the leak oracle (docs/trust.md).

``TrustGame`` drives one ``MainWindow``: a New Game dialog filled in and started, people
playing by the table's gestures (drops and clicks on the scene, the decision bar's buttons,
the pass screen's confirmation) with the Hint pressed (H) and waited for at each of their
decisions, and the computer answering through the window's own ``BotRunner`` on its worker
thread. After every change the screen can show (a person's gesture, a computer answer, a
hint, a hand-over) it reads every string shown and checks it (``check``); it also opens the
replay of the game in progress and the resume question once in the middle, and at the end the
end dialog and its Watch Replay.

Who reads what is docs/trust.md's "Who: the viewer in each seating" (``TrustGame.viewers``):
the game log, the window's title and status bar, the dialogs and the replays are persistent;
the rest of the window is the screen of the seat at the table.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEventLoop, Qt, QTimer, SignalInstance
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGraphicsItem,
    QLabel,
    QLineEdit,
    QListWidget,
    QMessageBox,
    QTextEdit,
    QWidget,
)
from pytestqt.exceptions import format_captured_exceptions
from pytestqt.qtbot import QtBot

from audatia_qt.engine.catalogue import Catalogue
from audatia_qt.engine.messages import Message
from audatia_qt.engine.session.autosave import Autosave
from audatia_qt.engine.session.match import SeatKind
from audatia_qt.games.audatia.board.card_item import CardItem
from audatia_qt.games.audatia.board.controller import TableController
from audatia_qt.games.audatia.board.fixed_lines import FixedLines
from audatia_qt.games.audatia.board.table_items import (
    ScoreboardItem,
    SideCardItem,
    TextPanelItem,
    ZoneItem,
)
from audatia_qt.games.audatia.board.widget import TableWidget
from audatia_qt.games.audatia.rules import Action, GameConfig, GameState, PlayerView, Seat, observe
from audatia_qt.games.audatia.rules.config import Variant
from audatia_qt.games.audatia.rules.selfplay import random_action
from audatia_qt.games.audatia.rules.sudden_death import seen_row
from audatia_qt.games.audatia.screens.replay_viewer import ReplayViewer
from audatia_qt.games.audatia.screens.resume import offer_resume
from audatia_qt.games.catalogue import GAMES
from audatia_qt.shell.i18n.render import render
from audatia_qt.shell.main_window import MainWindow
from tests.games.audatia.board.conftest import play_by_gesture
from tests.trust.oracle import Leak, Oracle, hidden_from_all

#: A bound on a game's decisions, far above what the engine's games reach (Salle Play's
#: longest random games run to about 200).
MAX_PLIES = 1200
#: The ply after which the replay of the game in progress and the resume question are read
#: (once, at the first check from then on): past the deal, the trades and a secret Posta.
MIDGAME_PLY = 12
#: How long one computer move or one hint may take before the table counts as stuck, in ms.
#: The matrix's budgets answer in a few milliseconds; the real ones within about 3 s.
MOVE_TIMEOUT_MS = 20_000
#: How long the computer may be to move with no answer and nothing working on its move
#: before the table counts as stuck, in ms: an answer already queued arrives at once.
STUCK_MS = 300
#: How many such windows in a row, with nothing working, make the table count as stuck.
STUCK_WINDOWS = 3


@dataclass(frozen=True)
class Seating:
    """Who plays each seat, and the computer's level (the New Game dialog's Difficulty)."""

    id: str
    players: tuple[SeatKind, SeatKind]
    difficulty: str | None


@dataclass(frozen=True)
class Cell:
    """One game of the matrix: a ruleset, a seating, a seed."""

    variant: Variant
    break_rule: bool
    seating: Seating
    seed: int

    @property
    def id(self) -> str:
        rules = self.variant.value + ("" if self.break_rule else "-no-break")
        return f"{rules}/{self.seating.id}/seed{self.seed}"


@dataclass
class Finding:
    """Everything the checks found in one game, kept whole so one run lists every leak."""

    leaks: list[str] = field(default_factory=list)
    faces: list[str] = field(default_factory=list)
    _seen: set[str] = field(default_factory=set)

    def add_leaks(self, where: str, found: Iterable[Leak]) -> None:
        """Record each leak where it is first seen (a string left on screen is told once)."""
        for leak in found:
            if str(leak) not in self._seen:
                self._seen.add(str(leak))
                self.leaks.append(f"{where}: {leak}")

    @property
    def clean(self) -> bool:
        return not self.leaks and not self.faces

    def add_face(self, where: str, zone: str, name: str) -> None:
        """Record a face shown that the view does not show, where it is first seen."""
        face = f"[{zone}] shows the face of {name}"
        if face not in self._seen:
            self._seen.add(face)
            self.faces.append(f"{where}: {face}")

    def clear(self) -> None:
        """Forget everything found (the harness's own tests, between planted strings)."""
        self.leaks.clear()
        self.faces.clear()
        self._seen.clear()

    def report(self) -> str:
        lines = [*self.leaks, *self.faces]
        shown = lines[:25]
        more = f"\n... and {len(lines) - 25} more" if len(lines) > 25 else ""
        return "\n".join(shown) + more


# -- reading what the window shows ----------------------------------------------------------------


def widget_strings(widget: QWidget) -> list[str]:
    """The text one widget shows: its label, button, field, list or text, and its tool tip."""
    texts: list[str] = []
    if isinstance(widget, FixedLines):
        # A label of fixed lines may show only its first words: its whole text is in its
        # tool tip and accessible name (read by a screen reader), so the whole is read.
        texts.append(widget.whole)
    if isinstance(widget, QLabel | QAbstractButton | QLineEdit):
        texts.append(widget.text())
    elif isinstance(widget, QComboBox):
        texts += [widget.itemText(i) for i in range(widget.count())]
    elif isinstance(widget, QListWidget):
        texts += [widget.item(i).text() for i in range(widget.count())]
    elif isinstance(widget, QTextEdit):
        texts.append(widget.toPlainText())
    if isinstance(widget, QMessageBox):
        texts += [widget.text(), widget.informativeText(), widget.detailedText()]
    if widget.isWindow():
        texts.append(widget.windowTitle())
    texts.append(widget.toolTip())
    return [text for text in texts if text]


def item_strings(item: QGraphicsItem) -> list[str]:
    """The text one item of the table's scene draws, and its tool tip."""
    texts = [item.toolTip()]
    if isinstance(item, TextPanelItem):
        texts += [item.title, *item.lines]
    elif isinstance(item, ScoreboardItem):
        texts += list(item.names)
    elif isinstance(item, SideCardItem):
        texts.append(item.LABELS.get(item.orientation, ""))
    elif isinstance(item, ZoneItem):
        texts += [item.caption, *item.place_labels]
    elif isinstance(item, CardItem):
        texts.append(item.badge)
    return [text for text in texts if text]


@dataclass
class Shown:
    """The strings on screen now, split by who reads them (the module docstring)."""

    screen: list[tuple[str, str]] = field(default_factory=list)
    persistent: list[tuple[str, str]] = field(default_factory=list)


def _subtree(root: QWidget) -> set[QWidget]:
    return {root, *root.findChildren(QWidget)}


def shown_strings(window: MainWindow) -> Shown:
    """Every string the window and its open dialogs show now, except the game log's lines
    (checked one by one as they come: ``TrustGame``)."""
    table = window.table
    assert table is not None
    shown = Shown()
    shown.persistent.append(("window title", window.windowTitle()))
    shown.persistent.append(("status bar", window.statusBar().currentMessage()))
    for action in (window.session.undo, window.session.redo):
        for text in (action.text(), action.toolTip(), action.statusTip()):
            shown.screen.append(("undo/redo menu", text))
    visible = [widget for widget in window.findChildren(QWidget) if widget.isVisible()]
    # The dialogs (the end of the game, the resume question...) and the replay window are read
    # by everyone at the table, like the log; the log's lines are read as they come.
    persistent: set[QWidget] = set()
    for widget in visible:
        if isinstance(widget, QDialog) or widget is window.replay_viewer:
            persistent |= _subtree(widget)
    skipped = _subtree(table.log)
    for widget in visible:
        if widget in skipped:
            continue
        group = shown.persistent if widget in persistent else shown.screen
        name = widget.objectName() or type(widget).__name__
        group += [(name, text) for text in widget_strings(widget)]
    scene = table.scene
    if scene is not None and table.view.isVisible():
        for item in scene.items():
            if item.isVisible():
                name = f"scene {type(item).__name__}"
                shown.screen += [(name, text) for text in item_strings(item)]
    return shown


def view_cards(view: PlayerView) -> frozenset[int]:
    """Every card the view places somewhere (a face the viewer may be shown)."""
    cards: set[int] = set()
    for seat, seen in zip(Seat, view.seats, strict=True):
        laid = seen_row(view, seat).cards
        for zone in (seen.hand, seen.facedown, laid, seen.discard, seen.posta_pile, seen.stack):
            cards |= set(zone or ())
        if seen.posta is not None:
            cards.add(seen.posta)
    return frozenset(cards)


# -- one game ----------------------------------------------------------------------------------


class TrustGame:
    """One game of the matrix in one window; ``play`` runs it to the end dialog."""

    def __init__(self, qtbot: QtBot, window: MainWindow, cell: Cell, autosave_dir: Path) -> None:
        self.qtbot = qtbot
        self.window = window
        self.autosave_dir = autosave_dir
        self.cell = cell
        self.rng = random.Random(cell.seed)
        self.finding = Finding()
        self.failures: list[str] = []
        self.hints = 0
        self._log_seen = 0
        self._exceptions: list[object] = []
        self._midgame_done = False
        self._hinting = False
        self.oracle: Oracle
        """Set by ``start``, for the game's config."""

    # -- the window's parts ---------------------------------------------------------------

    @property
    def table(self) -> TableWidget:
        table = self.window.table
        assert table is not None
        return table

    @property
    def controller(self) -> TableController:
        controller = self.window.controller
        assert controller is not None
        return controller

    @property
    def config(self) -> GameConfig:
        return self.controller.match.setup.config

    # -- starting ---------------------------------------------------------------------------

    def start(self, decks: tuple[int, int], challenger: Seat) -> None:
        """Fill in the New Game dialog (decks by index, seats, rules, level, seed) and Start."""
        window, cell = self.window, self.cell
        window.hints_action.setChecked(True)
        window.explain_action.setChecked(True)
        # Game > Animations > Off: what is shown does not depend on how cards glide to it.
        off = window.animation_actions.get(0.0)
        assert off is not None, "the Animations menu has no Off"
        off.trigger()
        dialog = window.show_new_game_dialog()
        assert dialog is not None
        for seat in Seat:
            dialog.page.deck_boxes[seat].setCurrentIndex(decks[seat])
            kind_box = dialog.page.kind_boxes[seat]
            kind_box.setCurrentIndex(kind_box.findData(cell.seating.players[seat]))
        dialog.page.challenger_box.setCurrentIndex(dialog.page.challenger_box.findData(challenger))
        dialog.page.variant_box.setCurrentIndex(dialog.page.variant_box.findData(cell.variant))
        dialog.page.break_box.setChecked(cell.break_rule)
        if cell.seating.difficulty is not None:
            index = dialog.page.bot_box.findData(cell.seating.difficulty)
            assert index >= 0, f"the dialog does not offer {cell.seating.difficulty}"
            dialog.page.bot_box.setCurrentIndex(index)
        dialog.page.seed_edit.setText(str(cell.seed))
        buttons = dialog.findChild(QDialogButtonBox)
        assert buttons is not None
        start = buttons.button(QDialogButtonBox.StandardButton.Ok)
        start.click()
        setup = self.controller.match.setup
        self.oracle = Oracle(setup.config)
        assert setup.players == cell.seating.players and setup.config.variant is cell.variant
        assert setup.config.break_rule is cell.break_rule and setup.config.seed == cell.seed
        self._log_seen = 0
        bots = self.controller.bots
        # Connected after the controller's own slots, so each runs once the answer is shown.
        bots.answered.connect(lambda *_: self._after_worker("after a computer move"))
        bots.hinted.connect(lambda *_: self._after_worker("after a hint"))
        self.controller.bot_failed.connect(self._on_bot_failed)
        self.check("at the deal")

    def _after_worker(self, moment: str) -> None:
        # An answer arriving once the window has let the game go (a test's end) is not shown.
        if self.window.controller is not None:
            self.check(moment)

    def _on_bot_failed(self, message: Message) -> None:
        task = "the Hint's search" if self._hinting else "the computer's move"
        self.failures.append(f"the worker failed on {task}: {message.english()}")

    # -- the checks -------------------------------------------------------------------------

    def viewers(self, *, persistent: bool) -> tuple[Seat, ...]:
        """Who may be reading a surface now (docs/trust.md, "Who: the viewer")."""
        controller = self.controller
        humans = controller.match.setup.humans
        if len(humans) == 1:
            return humans
        if not humans:
            return (controller.viewer,)
        if persistent or self.table.pages.currentWidget() is not self.table.view:
            return tuple(Seat)
        return (controller.viewer,)

    def where(self, moment: str) -> str:
        match = self.controller.match
        return f"{self.cell.id} ply {len(match.plies)} ({match.state.phase.value}), {moment}"

    def check(self, moment: str) -> None:
        """Read every string the window shows now and the log's new lines; record each that
        names a card hidden from its reader, and each face shown that the view does not show."""
        state = self.controller.match.state
        where = self.where(moment)
        shown = shown_strings(self.window)
        screen_hidden = hidden_from_all(state, self.viewers(persistent=False))
        lasting_hidden = hidden_from_all(state, self.viewers(persistent=True))
        self.finding.add_leaks(where, self.oracle.leaks(shown.screen, screen_hidden))
        self.finding.add_leaks(where, self.oracle.leaks(shown.persistent, lasting_hidden))
        # The log's lines as the game said them (every card a message holds, issue 21), and
        # as the log shows them in the language the app speaks.
        log = self.table.log
        said = log.entries[self._log_seen :]
        shown_lines = [render(line, log.card_words) for line, _style in said]
        self._log_seen = len(log.entries)
        new: list[tuple[str, str | Message]] = [("game log", line) for line, _style in said]
        new += [("game log as shown", line) for line in shown_lines]
        self.finding.add_leaks(where, self.oracle.leaks(new, lasting_hidden))
        self._check_faces(state, where)
        if not self._midgame_done and len(self.controller.match.plies) >= MIDGAME_PLY:
            self._midgame_done = True
            if state.outcome is None:
                self.check_replay_in_progress()
                self.check_resume_question()

    def _check_faces(self, state: GameState, where: str) -> None:
        table = self.table
        if not table.view.isVisible():
            return
        viewers = self.viewers(persistent=False)
        allowed = frozenset.intersection(*(view_cards(observe(state, seat)) for seat in viewers))
        scene = table.scene
        assert scene is not None
        faces = [
            (item.zone_name, item.card)
            for item in scene.items_by_key.values()
            if item.card is not None and item.face_up
        ]
        if table.preview.card is not None:
            faces.append(("preview", table.preview.card))
        for zone, card in faces:
            if card not in allowed:
                self.finding.add_face(where, zone, self.config.cards[card].definition.name)

    def check_replay(self, viewer: ReplayViewer, moment: str) -> None:
        """Step the replay through every position and read what it shows: the move list and
        each move's Why, the caption, the Why line, every item of its table and every card
        face it turns up (the preview's included).

        A position ``k`` may show what its reader knew at ``k`` or learnt since; the replay of
        a finished game turns every card up (``Replay.open_seats``, docs/trust.md).
        """
        match = self.controller.match
        states = [match.start, *(ply.state for ply in match.plies)]
        viewers = self.viewers(persistent=True)
        if viewer.replay.finished:
            # Nothing is hidden any more: read every caption once, at the end.
            viewer.go_to(len(states))
            assert viewer.moves.count() == len(states)
            assert viewer.caption.text().startswith(f"{len(states) - 1}. ")
            return
        # unknown[k]: hidden at position k and at every position since (nothing learnt yet).
        unknown: list[frozenset[int]] = []
        for state in reversed(states):
            hidden = hidden_from_all(state, viewers)
            unknown.append(hidden & unknown[-1] if unknown else hidden)
        unknown.reverse()
        where = self.where(moment)
        moves = viewer.moves
        for index in range(1, moves.count()):
            item = moves.item(index)
            texts = [("replay move list", item.text()), ("replay Why", item.toolTip())]
            self.finding.add_leaks(where, self.oracle.leaks(texts, unknown[index]))
        for cursor in range(len(states)):
            viewer.go_to(cursor)
            at = f"{where}, replay at move {cursor}"
            texts = [("replay caption", viewer.caption.text()), ("replay Why", viewer.why.text())]
            for item in viewer.scene.items():
                texts += [("replay table", text) for text in item_strings(item)]
            self.finding.add_leaks(at, self.oracle.leaks(texts, unknown[cursor]))
            # A face is judged as on the table: the views of the position say what may show
            # (a Posta pile with the secret Posta among its candidates, say).
            allowed = frozenset.intersection(
                *(view_cards(observe(states[cursor], seat)) for seat in viewers)
            )
            faces = [("replay table", card) for card in viewer.scene.shown_face_up()]
            if viewer.preview.card is not None:
                faces.append(("replay preview", viewer.preview.card))
            for zone, card in faces:
                if card not in allowed:
                    self.finding.add_face(at, zone, self.config.cards[card].definition.name)

    def check_replay_in_progress(self) -> None:
        """Game > Replay This Game in the middle of the game, stepped through, then closed."""
        self.window.replay_game_action.trigger()
        viewer = self.window.replay_viewer
        assert viewer is not None, "Replay This Game opened no viewer"
        self.check_replay(viewer, "the replay of the game in progress")
        viewer.close()

    def check_resume_question(self) -> None:
        """The question the next start would ask about this unfinished game, read as shown
        (the game autosaved now, as the window does after each move, into a folder of its own)."""
        autosave = Autosave(self.autosave_dir, Catalogue(GAMES))
        autosave.record(self.controller.match)
        texts: list[tuple[str, str]] = []

        def read(box: QMessageBox) -> None:
            texts.extend(("resume question", text) for text in widget_strings(box))
            for child in box.findChildren(QWidget):
                texts.extend(("resume question", text) for text in widget_strings(child))

        game = offer_resume(autosave, self.window, run=read)
        assert game is not None, "the unfinished game was not offered for resuming"
        hidden = hidden_from_all(self.controller.match.state, self.viewers(persistent=True))
        self.finding.add_leaks(self.where("the resume question"), self.oracle.leaks(texts, hidden))

    # -- playing ----------------------------------------------------------------------------

    def _fail_fast(self) -> None:
        if self._exceptions:
            trace = format_captured_exceptions(self._exceptions[:1])
            pytest.fail(f"{self.where('an exception in the app')}:\n{trace}")
        if self.failures:
            pytest.fail(f"{self.where('a worker failed')}: {self.failures[0]}")

    def _answer(self, signals: Sequence[SignalInstance], timeout_ms: int) -> bool:
        """Run the event loop until one of the worker's ``signals`` has been handled (the
        controller's slots first, then this harness's checks) or ``timeout_ms`` passes; True if
        one came. Waiting on the signal rather than polling costs no more than the answer."""
        loop = QEventLoop()
        came: list[bool] = []

        def arrived(*_args: object) -> None:
            came.append(True)
            loop.quit()

        for signal in signals:
            signal.connect(arrived)
        timer = QTimer()
        timer.setSingleShot(True)
        timer.timeout.connect(loop.quit)
        timer.start(timeout_ms)
        loop.exec()
        timer.stop()
        for signal in signals:
            signal.disconnect(arrived)
        return bool(came)

    def _computer_to_move(self) -> bool:
        controller = self.controller
        seat = controller.match.to_move()
        return not (
            seat is None or controller.local_to_act or controller.awaiting_handover is not None
        )

    def _working(self) -> bool:
        """A computer move is scheduled or being searched on the worker."""
        controller = self.controller
        return controller._bot_timer.isActive() or controller.bots.busy

    def wait_for_turn(self) -> None:
        """Let the computer move until a person decides, the device changes hands, or the game
        ends; fail at once, saying so, when the table waits for a computer move that nothing is
        working on ("thinking" with no worker) or the worker reported a failure."""
        bots = self.controller.bots
        signals = (bots.answered, bots.failed)
        waited = 0
        idle = 0
        while True:
            self._fail_fast()
            if not self._computer_to_move():
                return
            if self._answer(signals, STUCK_MS):
                waited = idle = 0
                continue
            waited += STUCK_MS
            # Idle windows in a row: an answer handed over just as a window closed is seen in
            # the next (a loaded machine can stretch that hand-over); a stuck table stays idle.
            idle = 0 if self._working() else idle + 1
            if idle >= STUCK_WINDOWS:
                # Nothing answered, nothing is scheduled or searching: nothing ever will.
                self._fail_fast()
                controller = self.controller
                seat = controller.match.to_move()
                assert seat is not None
                pytest.fail(
                    f"{self.where('waiting for the computer')}: the table is stuck: "
                    f"{controller.names[seat]} is to move, thinking={controller.thinking}, "
                    f"no worker running and no move scheduled; the decision bar says "
                    f"{self.table.decisions.hint_text()!r}"
                )
            if waited >= MOVE_TIMEOUT_MS:
                pytest.fail(f"{self.where('waiting for the computer')}: no move in time")

    def ask_hint(self) -> None:
        """Press H and wait for the answer, when a hint can be asked."""
        controller = self.controller
        if not controller.can_hint:
            return
        self._hinting = True
        try:
            self.qtbot.keyClick(self.table, Qt.Key.Key_H)
            if controller.hinting:
                bots = controller.bots
                if not self._answer((bots.hinted, bots.failed), MOVE_TIMEOUT_MS):
                    pytest.fail(f"{self.where('waiting for the hint')}: no hint in time")
        finally:
            self._hinting = False
        self._fail_fast()
        text = self.table.decisions.hint_text()
        # "Hint: ", in the language the app speaks.
        lead = QCoreApplication.translate("Hint", "Hint: {reason}").split("{")[0]
        assert text.startswith(lead), f"{self.where('after the hint')}: {text!r}"
        self.hints += 1

    def person_moves(self) -> Action:
        """The person at the screen decides: a hint first, then a legal move by gesture."""
        controller = self.controller
        legal = controller.match.legal_actions()
        assert controller.index.actions == legal
        self.ask_hint()
        action = random_action(legal, self.rng)
        play_by_gesture(self.table, action)
        self.check("after a person's move")
        return action

    def hand_over(self) -> None:
        """Hot-seat: the next player confirms on the pass screen that they have the device."""
        table, controller = self.table, self.controller
        assert table.pages.currentWidget() is table.pass_screen
        seat = controller.awaiting_handover
        assert seat is not None and controller.names[seat] in table.pass_screen.title.text()
        self.check("on the pass screen")
        # The button wakes after REVEAL_DELAY_MS, so a double tap cannot show the next hand;
        # the player waits for it as a person would (the delay is shortened for the matrix).
        self.qtbot.waitUntil(table.pass_screen.button.isEnabled, timeout=5000)
        table.pass_screen.button.click()
        assert controller.viewer is seat and table.pages.currentWidget() is table.view
        self.check("after the hand-over")

    def turns(self) -> Iterator[int]:
        """Each decision of the game, until its end; the matrix's mid-game checks hang here."""
        controller = self.controller
        while True:
            self.wait_for_turn()
            plies = len(controller.match.plies)
            if controller.match.to_move() is None:
                return
            assert plies < MAX_PLIES, f"{self.where('playing')}: the game does not end"
            if controller.awaiting_handover is not None:
                self.hand_over()
                continue
            yield plies

    def play(self) -> None:
        """The whole game: every decision, the mid-game replay and resume question, the end."""
        with self.qtbot.capture_exceptions() as exceptions:
            self._exceptions = exceptions  # type: ignore[assignment]
            for _plies in self.turns():
                self.person_moves()
            self.finish()
            self._fail_fast()

    def finish(self) -> None:
        """The end: the outcome reached, the end dialog open and read, nothing left thinking,
        and Watch Replay opens the finished game's replay."""
        controller, table = self.controller, self.table
        outcome = controller.match.outcome()
        assert outcome is not None, f"{self.where('at the end')}: no outcome"
        self.qtbot.waitUntil(
            lambda: table.end_dialog is not None and table.end_dialog.isVisible(), timeout=5000
        )
        self.check("with the end dialog open")
        assert not controller.thinking, f"{self.where('at the end')}: still 'thinking'"
        assert not controller.bots.busy
        assert "thinking" not in table.decisions.hint_text()
        dialog = table.end_dialog
        assert dialog is not None
        button = dialog.findChild(QAbstractButton, "watchReplay")
        assert button is not None, "the end dialog has no Watch Replay"
        button.click()
        viewer = self.window.replay_viewer
        assert viewer is not None and viewer.replay.finished
        self.check_replay(viewer, "the replay of the finished game")
        viewer.close()


def run_game(
    qtbot: QtBot,
    window: MainWindow,
    cell: Cell,
    decks: tuple[int, int],
    challenger: Seat,
    autosave_dir: Path,
) -> TrustGame:
    """Start ``cell``'s game in ``window`` and play it to the end."""
    game = TrustGame(qtbot, window, cell, autosave_dir)
    if window.table is not None:
        window.table.pass_screen.reveal_delay_ms = 1  # the delay has its own tests
    game.start(decks, challenger)
    game.play()
    return game
