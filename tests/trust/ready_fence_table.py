"""The trust harness for Ready...Fence! (docs/trust.md): a whole bout played through the real
window the way people play it, every shown string, every accessible word and every card face
the strip paints checked against the cards hidden from whoever reads it.

The window is the real ``MainWindow`` with Ready...Fence!'s plugin; its card set is *tagged*
(``tag_card_set``): every card's printed name, in every language the deck gives, ends in
"\u2039n\u203a", n the card's index in the set, so a string names a card exactly when it carries
its tag. The rules key on no card's name (a card's answers are by technique), and the ids stay,
so a tagged bout is the same bout.

What a reader may not see (``Knowledge``): every card of the level its view places nowhere
(``views.seen_cards``: the other fencer's hand and face-down discards, the stock and the timer
deck, the box), except a card the reader has seen (face up, or in its own hand and discards)
since it was last hidden from it: a card played in a phrase goes back to its fencer's hand in
Basic, and a card of the reader's own discards gathered into the stock for a new period or the
overtime is still its own past move, so naming either tells nothing; a card the other fencer
draws or puts face down (``Event.hidden``) is hidden again from then on. The phrase lane
shows the last phrase's cards until the next phrase begins: those are the table's history and
may show.

People play by the strip's keyboard (Left/Right to the piece, Up/Down to its move, Enter) or
the move buttons beside it, with a seeded choice among the legal moves, after pressing Hint and
waiting for its answer; the computer answers through the window's computer players on their
worker thread. Who reads what is docs/trust.md's "Who": the log, the window's title and status
bar and the dialogs are read by every person at the screen; the strip, its prompt, buttons and
accessible words by the seat whose side it shows (every person while the pass screen hides it).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from PySide6.QtCore import QModelIndex, QRectF, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QAbstractButton, QDialog, QWidget
from pytestqt.qtbot import QtBot

from audatia_qt.engine.session.match import Ply, SeatKind
from audatia_qt.games.ready_fence.board.places import PHRASE
from audatia_qt.games.ready_fence.board.rendered_faces import RenderedCardFace
from audatia_qt.games.ready_fence.plugin import ReadyFencePlugin
from audatia_qt.games.ready_fence.rules import Action, Event, EventKind, Level, State, View, observe
from audatia_qt.games.ready_fence.rules.cards import CardSet
from audatia_qt.games.ready_fence.rules.views import seen_cards
from audatia_qt.games.ready_fence.screens.new_game import ReadyFenceNewGamePage
from audatia_qt.games.ready_fence.screens.replay import ReadyFenceReplay
from audatia_qt.shell.main_window import MainWindow
from tests.trust.board_trust import BoardTrustGame
from tests.trust.harness import widget_strings
from tests.trust.oracle import Leak

#: A bound on a bout's decisions, far above what random bouts reach.
MAX_PLIES = 3000
#: The ply after which the resume question is read.
MIDGAME_PLY = 14

_TAG = re.compile("\u2039(\\d+)\u203a")

#: The phrase's actions whose cards are laid on the table (``phrase_record``'s lane).
_LANE = frozenset({EventKind.ATTACKED, EventKind.ANSWERED, EventKind.FEINTED})


def tag_card_set(cards: CardSet) -> CardSet:
    """``cards`` with every card's name (and each translation's) ending in its index's tag:
    one name per physical card. The ids stay: the rules tell a design's copies apart by id
    alone (a draw from the stock takes the first copy of the design drawn), so the tagged bout
    deals and plays as the bundled deck's, and its saves read back with the bundled deck."""
    tagged = []
    for index, card in enumerate(cards.cards):
        translations = tuple(
            (code, f"{name or card.name} \u2039{index}\u203a", text)
            for code, name, text in card.translations
        )
        tagged.append(
            replace(
                card,
                name=f"{card.name} \u2039{index}\u203a",
                translations=translations,
            )
        )
    return CardSet(tuple(tagged))


def named(text: str, cards: int) -> frozenset[int]:
    """The cards ``text`` names (by their tags)."""
    found = {int(match.group(1)) for match in _TAG.finditer(text)}
    return frozenset(number for number in found if number < cards)


class RecordingFace(RenderedCardFace):
    """The board's face (the printed faces, the plain one where a card is small), noting
    every card it is asked to paint (``painted``): the board, the large card and the replay
    all paint through it."""

    painted: list[int]

    def paint(self, painter: QPainter, rect: QRectF, view: View, card: int) -> None:
        if not hasattr(self, "painted"):
            self.painted = []
        self.painted.append(card)
        super().paint(painter, rect, view, card)


@dataclass
class Knowledge:
    """What one reader may be told of the cards beyond what its view shows now (``known``):
    those it has seen, face up or in its own hand and discards, since the other fencer last
    hid them from it. A card of its own discards gathered into the stock for a new period or
    the overtime is still its own past move ("Undo: discard X and draw"); a card the other
    fencer draws or puts face down is hidden again."""

    reader: int
    known: set[int]

    def follow(self, state: State, events: tuple[Event, ...]) -> None:
        """A ply: the cards it lays face up or shows the reader join ``known``; a card the
        other fencer puts face down or draws (``Event.hidden``) leaves it."""
        for event in events:
            cards = {c for c in (event.card, event.bonus) if c is not None}
            if event.hidden and event.seat != self.reader:
                self.known -= cards
            elif not event.hidden:
                self.known |= cards
        self.known |= set(seen_cards(observe(state, self.reader)))

    def hidden(self, state: State) -> frozenset[int]:
        """The level's cards this reader may not be told of in ``state``."""
        seen = seen_cards(observe(state, self.reader))
        level = frozenset(state.config.level_cards)
        return frozenset(card for card in level if not seen[card]) - self.known


def face_down(events: tuple[Event, ...], reader: int) -> frozenset[int]:
    """The cards ``events`` put face down or into a hand out of ``reader``'s sight."""
    return frozenset(
        event.card
        for event in events
        if event.hidden and event.card is not None and event.seat != reader
    )


def lane_cards(plies: Sequence[Ply]) -> frozenset[int]:
    """The cards of the last phrase, which the phrase lane lays out until the next begins."""
    cards: set[int] = set()
    for ply in reversed(plies):
        for event in reversed(ply.events):
            if not isinstance(event, Event) or event.kind not in _LANE:
                continue
            cards |= {c for c in (event.card, event.bonus) if c is not None}
            if event.kind is EventKind.ATTACKED:
                return frozenset(cards)
    return frozenset(cards)


def visible_strings(widget: QWidget) -> list[str]:
    """What one widget shows and tells a screen reader: its text and tool tip, its
    accessible name and description."""
    texts = widget_strings(widget)
    texts += [widget.accessibleName(), widget.accessibleDescription()]
    return [text for text in texts if text]


@dataclass(frozen=True)
class ReadyFenceCell:
    """One bout of the matrix: a level, who plays each end, the computer's strength, a
    seed (the target is each level's shortest bout)."""

    level: Level
    people: tuple[bool, bool]
    strength: str
    seed: int
    target: int = 5

    @property
    def id(self) -> str:
        seats = "".join("P" if person else "C" for person in self.people)
        strength = self.strength.removeprefix("ismcts:") if not all(self.people) else "-"
        return f"ready_fence/{self.level.value}-{self.target}/{seats}/{strength}/seed{self.seed}"


class ReadyFenceTrustGame(BoardTrustGame):
    """One bout of the matrix in one window; ``play`` runs it to its end."""

    noun = "bout"
    max_plies = MAX_PLIES
    plugin_type = ReadyFencePlugin

    def __init__(
        self, qtbot: QtBot, window: MainWindow, cell: ReadyFenceCell, autosave_dir: Path
    ) -> None:
        super().__init__(qtbot, window, cell, autosave_dir)
        self.cell: ReadyFenceCell = cell
        self.refusals = 0
        self.faces_read = 0
        self.checks = 0
        self._midgame_done = False
        self._plies_seen = 0
        self._knowledge = (Knowledge(0, set()), Knowledge(1, set()))
        self._log_lines: list[str] = []
        self._status: list[str] = []

    # -- the window's parts ---------------------------------------------------------------

    @property
    def face(self) -> RecordingFace:
        face = self.plugin.face
        assert isinstance(face, RecordingFace), "the board does not paint through the face"
        return face

    @property
    def play_page(self) -> QWidget:
        return self.board.strip

    # -- starting -------------------------------------------------------------------------

    def start(self) -> None:
        """New Game > Ready...Fence!: the cell's level, bout, opponent, end and strength."""
        window, cell = self.window, self.cell
        window.hints_action.setChecked(True)
        dialog = window.show_new_game_dialog()
        assert dialog is not None
        dialog.game_box.setCurrentIndex(dialog.game_box.findText("Ready...Fence!"))
        page = dialog.page
        assert isinstance(page, ReadyFenceNewGamePage)
        page.level_box.setCurrentIndex(page.level_box.findData(cell.level.value))
        page.target_box.setCurrentIndex(page.target_box.findData(cell.target))
        hot_seat = all(cell.people)
        page.opponent_box.setCurrentIndex(1 if hot_seat else 0)
        if not hot_seat:
            page.side_box.setCurrentIndex(0 if cell.people[0] else 1)
            strength = page.strength_box.findData(cell.strength)
            assert strength >= 0, f"the page offers no {cell.strength}"
            page.strength_box.setCurrentIndex(strength)
        # The page deals from a random seed; the cell's seed makes the bout replayable.
        choice = page.choice()
        seeded = replace(choice, setup=replace(choice.setup, chance_seed=cell.seed))
        page.choice = lambda: seeded  # type: ignore[method-assign]
        dialog.accept()
        if window.replace_question is not None:
            window.replace_question.discard_button.click()
        setup = window.owner.match.setup
        people = tuple(kind is SeatKind.HUMAN for kind in setup.players)
        assert people == cell.people, f"{cell.id}: the page seated {people}"
        assert setup.config.level is cell.level and setup.config.target == cell.target
        table = self.board.table
        assert table is not None
        self.board.log.model().rowsInserted.connect(self._on_log_rows)
        self._log_lines += [self.board.log.item(i).text() for i in range(self.board.log.count())]
        window.statusBar().messageChanged.connect(self._status.append)
        table.changed.connect(lambda: self.check("after a change"))
        table.hinted.connect(lambda _explanation: self.check("after a hint"))
        table.failed.connect(lambda message: self.failures.append(message.english()))
        self.check("at the deal")

    def _on_log_rows(self, _parent: QModelIndex, first: int, last: int) -> None:
        log = self.board.log
        self._log_lines += [log.item(row).text() for row in range(first, last + 1)]

    # -- the checks -----------------------------------------------------------------------

    def screen_viewers(self) -> tuple[int, ...]:
        """Who reads the strip, its prompt and buttons: the seat whose side it shows; every
        person while the pass screen hides it."""
        board = self.board
        view = board.strip._view
        if board.pages.currentWidget() is not board.strip or view is None:
            return self.humans
        return (view.viewer,)

    def _leaks(self, where: str, texts: list[tuple[str, str]], hidden: frozenset[int]) -> None:
        cards = self.state.config.cards.cards
        found = []
        for surface, text in texts:
            names = named(text, len(cards)) & hidden
            if names:
                found.append(Leak(surface, text, tuple(cards[card].name for card in sorted(names))))
        self.finding.add_leaks(where, found)

    def _check_log(self, where: str) -> None:
        """The log's new lines, ply by ply (one line an event), each judged as its readers
        knew the bout when it was said: every person at the screen reads the log."""
        match = self.window.owner.match
        new = match.plies[self._plies_seen :]
        self._plies_seen = len(match.plies)
        lines, self._log_lines = self._log_lines, []
        expected = sum(len(ply.events) for ply in new)
        assert len(lines) == expected, (
            f"{where}: the log said {len(lines)} lines for {expected} events: {lines}"
        )
        readers = self.humans
        for ply in new:
            events = tuple(e for e in ply.events if isinstance(e, Event))
            said, lines = lines[: len(events)], lines[len(events) :]
            hidden: frozenset[int] = frozenset()
            for seat in readers:
                knowledge = self._knowledge[seat]
                knowledge.follow(ply.state, events)
                hidden |= knowledge.hidden(ply.state) | face_down(events, seat)
            for knowledge in self._knowledge:
                if knowledge.reader not in readers:
                    knowledge.follow(ply.state, events)
            self._leaks(where, [("game log", line) for line in said], hidden)

    def check(self, moment: str) -> None:
        """Read every string, accessible word and face the window shows now, the log's new
        lines and the status bar's messages since the last check."""
        if self.window.owner.current is None or self.board.table is None:
            return
        self.checks += 1
        where = self.where(moment)
        self._check_log(where)
        state = self.state
        match = self.window.owner.match
        lane = lane_cards(match.plies)
        screen_hidden: frozenset[int] = frozenset()
        for seat in self.screen_viewers():
            screen_hidden |= self._knowledge[seat].hidden(state)
        screen_hidden -= lane
        lasting_hidden: frozenset[int] = frozenset()
        for seat in self.humans:
            lasting_hidden |= self._knowledge[seat].hidden(state)
        board = self.board
        status, self._status = self._status, []
        lasting: list[tuple[str, str]] = [
            ("window title", self.window.windowTitle()),
            ("status bar", self.window.statusBar().currentMessage()),
            *(("status bar", message) for message in status),
        ]
        if state.result is None:
            # Texts about the finished bout may name every card: the Undo item of its last
            # move (docs/trust.md, R-034).
            for action in (self.window.session.undo, self.window.session.redo):
                lasting += [
                    ("undo/redo menu", text)
                    for text in (action.text(), action.toolTip(), action.statusTip())
                ]
        screen: list[tuple[str, str]] = []
        persistent: set[QWidget] = set()
        visible = [widget for widget in self.window.findChildren(QWidget) if widget.isVisible()]
        for widget in visible:
            if isinstance(widget, QDialog):
                persistent |= {widget, *widget.findChildren(QWidget)}
        for widget in visible:
            if widget is board.log or widget.parent() is board.log:
                lasting += [("game log", widget.accessibleName())]
                continue
            group = lasting if widget in persistent else screen
            name = widget.objectName() or type(widget).__name__
            group += [(name, text) for text in visible_strings(widget)]
        if board.strip.isVisible():
            screen += [("strip paints", text) for text in self._paint_strip()]
            for card in self.face.painted:
                if card in screen_hidden:
                    self.finding.add_face(where, "strip", state.config.cards.cards[card].name)
        self._leaks(where, screen, screen_hidden)
        self._leaks(where, lasting, lasting_hidden)
        if not self._midgame_done and len(match.plies) >= MIDGAME_PLY and state.result is None:
            self._midgame_done = True
            self.check_replay("the replay of the bout in progress")
            self.check_resume_question()

    def _paint_strip(self) -> list[str]:
        """Paint the strip now (its updates are on, but offscreen painting is lazy) and note
        every word it writes and every face it asks for."""
        written: list[str] = []
        self.face.painted = []
        self.paint_words.clear()
        self.board.strip.grab()
        self.faces_read += len(self.face.painted)
        written += self.paint_words
        return written

    #: Every word the strip's scribe wrote at the last paint (``strip_scribe`` fills it).
    paint_words: list[str]

    def check_replay(self, moment: str) -> None:
        """Game > Replay This Game: every position stepped through, its strip painted and its
        caption, Why line and move list read as every person at the screen reads them; a
        position may show what its readers knew there or learnt since; the replay of a
        finished bout may show everything."""
        self.window.replay_game_action.trigger()
        viewer = self.window.replay_viewer
        assert isinstance(viewer, ReadyFenceReplay), "Replay This Game opened no strip replay"
        match = self.window.owner.match
        states: list[State] = [match.start, *(ply.state for ply in match.plies)]
        if viewer.replay.finished:
            # Nothing is hidden any more: the last position is shown and painted once.
            viewer.go_to(len(states) - 1)
            assert viewer.moves.count() >= len(states) - 1
            viewer.strip.grab()
            self.replays_read += 1
            viewer.close()
            return
        # unknown[k]: hidden at position k from a reader and at every position since.
        unknown: list[frozenset[int]] = []
        knowledge = [Knowledge(seat, set()) for seat in self.humans]
        hidden_at: list[frozenset[int]] = []
        for cursor, state in enumerate(states):
            hidden: frozenset[int] = frozenset()
            for known in knowledge:
                if cursor:
                    ply = match.plies[cursor - 1]
                    known.follow(state, tuple(e for e in ply.events if isinstance(e, Event)))
                hidden |= known.hidden(state)
            hidden_at.append(hidden)
        for hidden in reversed(hidden_at):
            unknown.append(hidden & unknown[-1] if unknown else hidden)
        unknown.reverse()
        where = self.where(moment)
        cards = states[0].config.cards.cards
        for index in range(viewer.moves.count()):
            item = viewer.moves.item(index)
            texts = [("replay move list", item.text()), ("replay Why", item.toolTip())]
            self._leaks(where, texts, unknown[min(index, len(states) - 1)])
        for cursor in range(len(states)):
            viewer.go_to(cursor)
            at = f"{where}, replay at move {cursor}"
            lane = lane_cards(match.plies[:cursor])
            texts = [("replay caption", viewer.caption.text()), ("replay Why", viewer.why.text())]
            texts += [("replay strip", viewer.strip.accessibleDescription())]
            self.face.painted = []
            self.paint_words.clear()
            viewer.strip.grab()
            texts += [("replay strip paints", text) for text in self.paint_words]
            self._leaks(at, texts, unknown[cursor] - lane)
            for card in self.face.painted:
                if card in unknown[cursor] - lane:
                    self.finding.add_face(at, "replay strip", cards[card].name)
        self.replays_read += 1
        viewer.close()

    def check_resume_question(self) -> None:
        """The question the next start would ask about this unfinished bout, read as shown."""
        texts = self.resume_question_texts(visible_strings)
        hidden: frozenset[int] = frozenset()
        for seat in self.humans:
            hidden |= self._knowledge[seat].hidden(self.state)
        self._leaks(self.where("the resume question"), texts, hidden)

    # -- playing --------------------------------------------------------------------------

    def person_moves(self) -> None:
        """The person at the strip decides: a hint first, then a legal move by the keyboard
        or a move button."""
        table = self.board.table
        assert table is not None
        legal = table.legal()
        assert legal, f"{self.where('a person to move')}: no legal move offered"
        self.try_a_refused_drop()
        self.ask_hint()
        action = self.rng.choice(legal)
        plies = len(self.window.owner.match.plies)
        self.play_as_a_person(action)
        assert len(self.window.owner.match.plies) > plies, f"{self.where('a move')}: not played"

    def try_a_refused_drop(self) -> None:
        """A card of the hand with no move now dragged onto the phrase lane, as a person
        tries one: it snaps back, and the prompt and the status bar say the rule that forbids
        it (read by the check that follows)."""
        strip = self.board.strip
        cards = [piece for piece in strip.pieces() if isinstance(piece, int)]
        idle = [card for card in cards if not strip.plays(card)]
        if not idle:
            return
        start, end = strip.lift_rect(idle[0]), strip.place_rect(PHRASE)
        assert start is not None and end is not None
        plies = len(self.window.owner.match.plies)
        left = Qt.MouseButton.LeftButton
        self.qtbot.mousePress(strip, left, pos=start.center().toPoint())
        self.qtbot.mouseMove(strip, end.center().toPoint())
        self.qtbot.mouseRelease(strip, left, pos=end.center().toPoint())
        assert len(self.window.owner.match.plies) == plies, f"{self.where('a refused drop')}"
        said = self.window.statusBar().currentMessage()
        assert said and said == self.board.prompt.text(), (
            f"{self.where('a refused drop')}: the status bar says {said!r}"
        )
        self.refusals += 1
        self.check("after a refused drop")

    def play_as_a_person(self, action: Action) -> None:
        """``action`` as a person plays it: its button when no piece makes it; else Right
        to its piece on the strip, Down to its place, Enter."""
        board = self.board
        buttons = board.shown_move_buttons()
        offered = [board._button_moves[i] for i in range(len(buttons))]
        if action in offered:
            buttons[offered.index(action)].click()
            return
        strip = board.strip
        strip.setFocus()
        pieces = strip.pieces()
        for _ in range(len(pieces)):
            piece = strip.focused_piece()
            if piece is not None and action in strip.plays(piece).values():
                break
            self.qtbot.keyClick(strip, Qt.Key.Key_Right)
        piece = strip.focused_piece()
        assert piece is not None and action in strip.plays(piece).values(), (
            f"{self.where('keys')}: no piece or button makes {action}"
        )
        for _ in range(len(strip.plays(piece))):
            if strip.focused_play() == action:
                break
            self.qtbot.keyClick(strip, Qt.Key.Key_Down)
        assert strip.focused_play() == action, f"{self.where('keys')}: no place for {action}"
        self.qtbot.keyClick(strip, Qt.Key.Key_Return)

    def finish(self) -> None:
        """The end as the board shows it (the prompt, Rematch and New Game), nothing left
        thinking; every line of the log and every string read once more."""
        board = self.board
        table = board.table
        assert table is not None
        self.qtbot.waitUntil(lambda: board.rematch_button.isVisible(), timeout=5000)
        assert not table.thinking, f"{self.where('at the end')}: still thinking"
        assert board.prompt.text().startswith("The bout is over."), board.prompt.text()
        self.check("at the end")
        assert isinstance(board.rematch_button, QAbstractButton)
        self.check_replay("the replay of the finished bout")


def run_bout(
    qtbot: QtBot,
    window: MainWindow,
    cell: ReadyFenceCell,
    autosave_dir: Path,
    paint_words: list[str],
    *,
    until_found: bool = False,
) -> ReadyFenceTrustGame:
    """Start ``cell``'s bout in ``window`` and play it to the end (``until_found``: until
    the first finding); ``paint_words`` is the list the strip's scribe writes its words to."""
    game = ReadyFenceTrustGame(qtbot, window, cell, autosave_dir)
    game.paint_words = paint_words
    game.until_found = until_found
    for plugin in window.games:
        if isinstance(plugin, ReadyFencePlugin) and plugin.board is not None:
            plugin.board.pass_screen.reveal_delay_ms = 1  # the delay has its own tests
    game.start()
    game.play()
    return game
