"""The trust harness for Swordplay: Arena (docs/trust.md): a whole fight played through the
real window the way people play it, every shown string and every face checked against the
cards hidden from whoever reads it.

The window is the real ``MainWindow`` with Swordplay's plugin; its card set is *tagged*
(``tag_card_set``): every combat card's printed name, in every language the deck gives,
ends in "\u2039n\u203a", n the card's index in the set, so a string names a card exactly when
it carries its tag. The rules key on no card's name or id, so a tagged fight is the same
fight. What a viewer may not see is what ``rules.views.observe`` hides: every combat card its
view places nowhere (``views.seen_cards``): the other heroes' hands and the deck.

People play by the arena's keyboard (Left/Right to the card, Up/Down to its place, Enter;
Space for the pass button's move), with a seeded choice among the legal moves, after pressing
Hint (H) and waiting for its answer; the computer answers through the window's ``BotRunner``
on its worker thread. Who reads what is docs/trust.md's "Who": the log, the window's title and
status bar, the dialogs and the replay are read by every person at the screen; the arena, its
prompt and buttons by the seat whose side it shows.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QDialog, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from audatia_qt.engine.session.match import SeatKind
from audatia_qt.games.swordplay.board.arena import ArenaBoard
from audatia_qt.games.swordplay.board.words import PASS_KINDS, BoardWords, ready_items
from audatia_qt.games.swordplay.plugin import SwordplayPlugin
from audatia_qt.games.swordplay.rules import Action, Event, State, View, observe
from audatia_qt.games.swordplay.rules.cards import CardSet
from audatia_qt.games.swordplay.rules.views import seen_cards
from audatia_qt.games.swordplay.screens.new_game import TABLES, SwordplayNewGamePage
from audatia_qt.games.swordplay.screens.replay import SwordplayReplay
from audatia_qt.shell.main_window import MainWindow
from tests.trust.board_trust import BoardTrustGame
from tests.trust.harness import widget_strings
from tests.trust.oracle import Leak

#: A bound on a fight's decisions, far above what random fights reach.
MAX_PLIES = 1500
#: The ply after which the replay of the fight in progress and the resume question are read.
MIDGAME_PLY = 14

_TAG = re.compile("\u2039(\\d+)\u203a")


def tag_card_set(cards: CardSet) -> CardSet:
    """``cards`` with every combat card's name (and each translation's) ending in its index's
    tag, and its id carrying it too: one name per physical card."""
    tagged = []
    for index, card in enumerate(cards.combat):
        translations = tuple(
            (code, f"{name or card.name} \u2039{index}\u203a", text)
            for code, name, text in card.translations
        )
        tagged.append(
            replace(
                card,
                id=f"{card.id}-t{index}",
                name=f"{card.name} \u2039{index}\u203a",
                translations=translations,
            )
        )
    return replace(cards, combat=tuple(tagged))


def named(text: str, cards: int) -> frozenset[int]:
    """The combat cards ``text`` names (by their tags)."""
    found = {int(match.group(1)) for match in _TAG.finditer(text)}
    return frozenset(number for number in found if number < cards)


def hidden_from(state: State, viewers: tuple[int, ...]) -> frozenset[int]:
    """The combat cards hidden from at least one of ``viewers``: those its view places nowhere
    (``views.seen_cards``: the other heroes' hands, the deck)."""
    everything = frozenset(range(len(state.config.cards.combat)))
    hidden: frozenset[int] = frozenset()
    for seat in viewers:
        hidden |= everything - seen_cards(observe(state, seat))
    return hidden


def public_cards(state: State) -> frozenset[int]:
    """The combat cards face up on the table in ``state``: the discard pile, the ready items,
    a pending attack's card (what every view places but a hand)."""
    view = observe(state, state.config.seat_count)  # no seat's: no hand among them
    return frozenset(seen_cards(view))


def told_to_all(events: tuple[Event, ...]) -> frozenset[int]:
    """The cards ``events`` lay face up for everyone (a discard the next draw reshuffles at
    once was still seen); a hero's draw is hidden from the others (``Event.hidden``)."""
    return frozenset(e.card for e in events if e.card is not None and not e.hidden)


def arena_strings(arena: ArenaBoard, words: BoardWords) -> list[tuple[str, str]]:
    """Every word the arena draws now, read from the view it draws (the captions, each seat's
    title, state and ready items' wear, the monster's defence table, the pending attack) and
    its screen reader's name and description."""
    view: View | None = arena._view
    texts = [("arena name", arena.accessibleName()), ("arena focus", arena.accessibleDescription())]
    if view is None:
        return texts
    texts.append(("arena caption", words.discard_caption(len(view.discard))))
    texts.append(("arena caption", words.deck_caption(view.deck_count)))
    for seat in range(view.config.seat_count):
        texts.append(("arena seat", words.seat_title(view, seat)))
        texts.append(("arena seat", words.seat_status(view, seat)))
        for card in ready_items(view, seat):
            texts.append(("arena wear", words.item_wear(view, seat, card)))
    if view.config.monster is not None:
        texts += [("arena defence table", line) for line in words.defence_lines(view)]
    if view.pending is not None:
        texts.append(("arena pending attack", words.pending_words(view)))
    return texts


def arena_faces(arena: ArenaBoard) -> list[int]:
    """Every combat card whose face the arena draws: the hand it shows, the ready items, the
    discard pile's top and the pending attack."""
    view: View | None = arena._view
    if view is None:
        return []
    faces = list(view.hand)
    for seat in range(view.config.seat_count):
        faces += ready_items(view, seat)
    if view.discard:
        faces.append(view.discard[-1])
    if view.pending is not None:
        faces.append(view.pending.card)
    return faces


@dataclass(frozen=True)
class SwordplayCell:
    """One fight of the matrix: a New Game table (``TableKind.key``), who plays each hero,
    the computer's strength, Realistic Parries, a seed."""

    table: str
    people: tuple[bool, ...]
    difficulty: str
    seed: int
    parries: bool = False

    @property
    def id(self) -> str:
        seats = "".join("P" if person else "C" for person in self.people)
        rules = "-parries" if self.parries else ""
        level = self.difficulty.removeprefix("ismcts:")
        return f"swordplay/{self.table}{rules}/{seats}/{level}/seed{self.seed}"


class SwordplayTrustGame(BoardTrustGame):
    """One fight of the matrix in one window; ``play`` runs it to its end."""

    noun = "fight"
    max_plies = MAX_PLIES
    plugin_type = SwordplayPlugin

    def __init__(
        self, qtbot: QtBot, window: MainWindow, cell: SwordplayCell, autosave_dir: Path
    ) -> None:
        super().__init__(qtbot, window, cell, autosave_dir)
        self.cell: SwordplayCell = cell
        self._log_seen = 0
        self._midgame_done = False
        self._public: set[int] = set()
        """Every card that has lain face up on the table so far: naming it tells nothing,
        even once a reshuffle has put it back in the hidden deck (ruling SP-6)."""
        self._states_seen = 0

    # -- the window's parts ---------------------------------------------------------------

    @property
    def play_page(self) -> QWidget:
        return self.board.arena

    # -- starting -------------------------------------------------------------------------

    def start(self) -> None:
        """New Game > Swordplay: Arena, the cell's table, heroes' players, strength, rules."""
        window, cell = self.window, self.cell
        window.hints_action.setChecked(True)
        window.explain_action.setChecked(True)
        dialog = window.show_new_game_dialog()
        assert dialog is not None
        dialog.game_box.setCurrentIndex(
            next(i for i, game in enumerate(window.games) if isinstance(game, SwordplayPlugin))
        )
        page = dialog.page
        assert isinstance(page, SwordplayNewGamePage)
        page.table_box.setCurrentIndex(next(i for i, t in enumerate(TABLES) if t.key == cell.table))
        heroes = page.hero_boxes[0].count()
        for seat, person in enumerate(cell.people):
            page.hero_boxes[seat].setCurrentIndex((seat + cell.seed) % heroes)
            if page.player_boxes[seat].isEnabled():
                page.player_boxes[seat].setCurrentIndex(0 if person else 1)
        page.monster_box.setCurrentIndex(cell.seed % page.monster_box.count())
        strength = page.strength_box.findData(cell.difficulty)
        assert strength >= 0, f"the page offers no {cell.difficulty}"
        page.strength_box.setCurrentIndex(strength)
        page.parries_box.setChecked(cell.parries)
        # The page deals from a random seed; the cell's seed makes the fight replayable.
        choice = page.choice()
        config = replace(choice.setup.config, seed=cell.seed)
        seeded = replace(choice, setup=replace(choice.setup, config=config, chance_seed=cell.seed))
        page.choice = lambda: seeded  # type: ignore[method-assign]
        dialog.accept()
        setup = window.owner.match.setup
        people = tuple(setup.players[seat] is SeatKind.HUMAN for seat in range(len(cell.people)))
        assert people == cell.people, f"{cell.id}: the page seated {people}"
        assert setup.config.realistic_parries is cell.parries
        table = self.board.table
        assert table is not None
        table.changed.connect(lambda: self.check("after a change"))
        table.hinted.connect(lambda _explanation: self.check("after a hint"))
        table.failed.connect(lambda message: self.failures.append(message.english()))
        self.check("at the deal")

    # -- the checks -----------------------------------------------------------------------

    def screen_viewers(self) -> tuple[int, ...]:
        """Who reads the arena, its prompt and buttons: the seat whose side it shows; every
        person while the pass screen hides it."""
        board = self.board
        if board.pages.currentWidget() is board.pass_screen or not self.humans:
            return self.humans or (0,)
        view = board.arena._view
        return (view.viewer,) if view is not None else self.humans

    def lasting_viewers(self) -> tuple[int, ...]:
        """Who reads the log, the title, the status bar, the dialogs and the replay: every
        person at the screen (a spectator of seat 0 when nobody plays)."""
        return self.humans or (0,)

    def _leaks(self, where: str, texts: list[tuple[str, str]], hidden: frozenset[int]) -> None:
        cards = self.state.config.cards.combat
        found = []
        for surface, text in texts:
            names = named(text, len(cards)) & hidden
            if names:
                found.append(Leak(surface, text, tuple(cards[card].name for card in sorted(names))))
        self.finding.add_leaks(where, found)

    def check(self, moment: str) -> None:
        """Read every string and face the window shows now, and the log's new lines."""
        if self.window.owner.current is None or self.board.table is None:
            return
        state = self.state
        where = self.where(moment)
        match = self.window.owner.match
        for ply in match.plies[self._states_seen :]:
            self._public |= public_cards(ply.state) | told_to_all(ply.events)
        self._states_seen = len(match.plies)
        public = frozenset(self._public)
        screen_hidden = hidden_from(state, self.screen_viewers()) - public
        lasting_hidden = hidden_from(state, self.lasting_viewers()) - public
        board = self.board
        log = board.log
        lines = [log.item(i).text() for i in range(self._log_seen, log.count())]
        self._log_seen = log.count()
        self._leaks(where, [("game log", line) for line in lines], lasting_hidden)
        screen: list[tuple[str, str]] = []
        lasting: list[tuple[str, str]] = [
            ("window title", self.window.windowTitle()),
            ("status bar", self.window.statusBar().currentMessage()),
        ]
        for action in (self.window.session.undo, self.window.session.redo):
            lasting += [("undo/redo menu", action.text()), ("undo/redo menu", action.toolTip())]
        persistent: set[QWidget] = set()
        visible = [widget for widget in self.window.findChildren(QWidget) if widget.isVisible()]
        for widget in visible:
            if isinstance(widget, QDialog | SwordplayReplay):
                persistent |= {widget, *widget.findChildren(QWidget)}
        for widget in visible:
            if widget is log or widget.parent() is log:
                continue
            group = lasting if widget in persistent else screen
            name = widget.objectName() or type(widget).__name__
            group += [(name, text) for text in widget_strings(widget)]
        if board.arena.isVisible():
            screen += arena_strings(board.arena, self.plugin.words)
            for card in arena_faces(board.arena):
                if card in screen_hidden:
                    self.finding.add_face(where, "arena", state.config.cards.combat[card].name)
        self._leaks(where, screen, screen_hidden)
        self._leaks(where, lasting, lasting_hidden)
        if not self._midgame_done and len(self.window.owner.match.plies) >= MIDGAME_PLY:
            self._midgame_done = True
            if state.result is None:
                self.check_replay("the replay of the fight in progress")
                self.check_resume_question()

    def check_replay(self, moment: str) -> None:
        """Game > Replay This Game: every position stepped through and read, as every person
        at the screen reads it; a position may show what its readers knew there or learnt
        since; the replay of a finished fight may show everything."""
        self.window.replay_game_action.trigger()
        viewer = self.window.replay_viewer
        assert isinstance(viewer, SwordplayReplay), "Replay This Game opened no arena replay"
        match = self.window.owner.match
        states: list[State] = [match.start, *(ply.state for ply in match.plies)]
        viewers = self.lasting_viewers()
        unknown: list[frozenset[int]] = []
        for state in reversed(states):
            hidden = frozenset() if viewer.replay.finished else hidden_from(state, viewers)
            unknown.append(hidden & unknown[-1] if unknown else hidden)
        unknown.reverse()
        public: set[int] = set()
        for cursor, state in enumerate(states):
            public |= public_cards(state)
            if cursor:
                public |= told_to_all(match.plies[cursor - 1].events)
            unknown[cursor] -= public
        where = self.where(moment)
        words = self.plugin.words
        for cursor in range(len(states)):
            viewer.show_ply(cursor)
            at = f"{where}, replay at move {cursor}"
            texts = [("replay caption", viewer.caption.text())]
            texts += [("replay " + k, t) for k, t in arena_strings(viewer.arena, words)]
            self._leaks(at, texts, unknown[cursor])
            for card in arena_faces(viewer.arena):
                if card in unknown[cursor]:
                    self.finding.add_face(
                        at, "replay arena", states[0].config.cards.combat[card].name
                    )
        self.replays_read += 1
        viewer.close()

    def check_resume_question(self) -> None:
        """The question the next start would ask about this unfinished fight, read as shown."""
        texts = self.resume_question_texts(widget_strings)
        self._leaks(
            self.where("the resume question"),
            texts,
            hidden_from(self.state, self.lasting_viewers()),
        )

    # -- playing --------------------------------------------------------------------------

    def person_moves(self) -> None:
        """The person at the arena decides: a hint first, then a legal move by the keyboard."""
        table = self.board.table
        assert table is not None
        legal = table.legal()
        assert legal, f"{self.where('a person to move')}: no legal move offered"
        self.ask_hint()
        action = self.rng.choice(legal)
        plies = len(self.window.owner.match.plies)
        self.play_by_keys(action)
        assert len(self.window.owner.match.plies) > plies, f"{self.where('a move')}: not played"

    def play_by_keys(self, action: Action) -> None:
        """``action`` as a person plays it from the keyboard: Space for the pass button's move;
        else Right to its card, Down to its place, Enter."""
        arena = self.board.arena
        arena.setFocus()
        if action.kind in PASS_KINDS:
            self.qtbot.keyClick(arena, Qt.Key.Key_Space)
            return
        for _ in range(20):
            if arena.focused_card() == action.card:
                break
            self.qtbot.keyClick(arena, Qt.Key.Key_Right)
        assert arena.focused_card() == action.card, f"{self.where('keys')}: no card {action}"
        for _ in range(8):
            if arena.focused_play() == action:
                break
            self.qtbot.keyClick(arena, Qt.Key.Key_Down)
        assert arena.focused_play() == action, f"{self.where('keys')}: no place for {action}"
        self.qtbot.keyClick(arena, Qt.Key.Key_Return)

    def finish(self) -> None:
        """The end as the board shows it (the prompt, Rematch and New Game), nothing left
        thinking, and the finished fight's replay."""
        board = self.board
        table = board.table
        assert table is not None
        self.qtbot.waitUntil(lambda: board.rematch_button.isVisible(), timeout=5000)
        assert not table.thinking, f"{self.where('at the end')}: still thinking"
        self.check("at the end")
        self.check_replay("the replay of the finished fight")
        # The end dialog: the board's own (Rematch, New Game), read above; a box, if one
        # shows, is read as a dialog by ``check``.
        assert isinstance(board.rematch_button, QAbstractButton)
        boxes = [w for w in self.window.findChildren(QMessageBox) if w.isVisible()]
        for box in boxes:
            box.close()


def run_fight(
    qtbot: QtBot, window: MainWindow, cell: SwordplayCell, autosave_dir: Path
) -> SwordplayTrustGame:
    """Start ``cell``'s fight in ``window`` and play it to the end; the arena does not
    repaint meanwhile."""
    game = SwordplayTrustGame(qtbot, window, cell, autosave_dir)
    for plugin in window.games:
        if isinstance(plugin, SwordplayPlugin) and plugin.board is not None:
            plugin.board.pass_screen.reveal_delay_ms = 1  # the delay has its own tests
            # The checks read what the arena shows off its view and words (``arena_strings``,
            # ``arena_faces``), not its pixels: its thousands of offscreen frames were half
            # of each fight's time. Its painting has tests of its own
            # (tests/games/swordplay/test_board_play.py), and whole fights paint it in
            # tests/shell/network/test_network_swordplay.py.
            plugin.board.arena.setUpdatesEnabled(False)
    game.start()
    game.play()
    return game
