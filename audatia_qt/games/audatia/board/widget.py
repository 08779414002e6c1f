"""The table as a widget: the scene in its view, the prompt line above, the decision bar below,
the card preview and the game log at the side, and the pass-the-device screen for hot-seat.

It shows a game in this process (``start``: a match through its owner, with its computer,
Undo and hot-seat) or a seat of a network table (``follow``: a ``board_table.FollowedTable``,
read from the table's snapshots alone, issue 32); the gestures, the prompt and the log are the
same at both, through a ``SeatController``."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtGui import (
    QAccessible,
    QAccessibleInterface,
    QCloseEvent,
    QKeyEvent,
    QPainter,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QDialogButtonBox,
    QGraphicsView,
    QHBoxLayout,
    QLabel,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from audatia_qt.engine.messages import Message
from audatia_qt.engine.session.match import Match
from audatia_qt.engine.session.owner import MatchOwner
from audatia_qt.games.audatia.board.accessible import TableAccessible
from audatia_qt.games.audatia.board.bot_runner import BotFactory
from audatia_qt.games.audatia.board.card_item import CardItem
from audatia_qt.games.audatia.board.controller import (
    SeatController,
    TableController,
    TableSettings,
)
from audatia_qt.games.audatia.board.end_dialog import EndOfGameDialog
from audatia_qt.games.audatia.board.faces import TableFaces
from audatia_qt.games.audatia.board.panels import (
    STYLE,
    DecisionBar,
    GameLog,
    PreviewPanel,
    PromptLine,
)
from audatia_qt.games.audatia.board.remote import RemoteController
from audatia_qt.games.audatia.board.scene import TableScene
from audatia_qt.games.audatia.board.spoken import announce
from audatia_qt.games.audatia.board.symbol_tips import PreviewNotes, card_words
from audatia_qt.games.audatia.board.theme import HighlightStyle, Theme, theme_for
from audatia_qt.games.audatia.decks.words import DeckWords
from audatia_qt.games.audatia.game import AudatiaGame
from audatia_qt.games.audatia.narrator.commentary import (
    WHY,
    Commentator,
    ToldMove,
    network_game_line,
    new_game_line,
)
from audatia_qt.games.audatia.narrator.plies import hint_line
from audatia_qt.games.audatia.policy.explain import Explanation
from audatia_qt.games.audatia.render import FaceCache
from audatia_qt.games.audatia.rules import (
    Action,
    Event,
    EventKind,
    GameConfig,
    Outcome,
    PlayerView,
    Seat,
)
from audatia_qt.shell.board_table import FollowedTable
from audatia_qt.shell.i18n.language import current_language
from audatia_qt.shell.i18n.marks import QT_TRANSLATE_NOOP
from audatia_qt.shell.i18n.render import CardWords, EnglishCardWords, render
from audatia_qt.shell.pass_screen import PassDeviceScreen
from audatia_qt.shell.side_panel import fit_to_window

#: Where a game's decks' art is found, from its config (None, None: the faces without art).
ArtRoots = Callable[[GameConfig], tuple[Path | None, Path | None]]

#: The preview's drawn width: the renderer's full card with its text.
PREVIEW_WIDTH = 320
#: Plays whose card the preview shows as they happen (in a game and in its replay).
SHOWN_PLAYS = frozenset(
    {
        EventKind.ATTACK,
        EventKind.BEAT,
        EventKind.PARRY,
        EventKind.COUNTERATTACK,
        EventKind.EXCHANGE,
        EventKind.BREAK,
        EventKind.DEFEND,
        EventKind.FEINT,
        EventKind.AUDATIA_ENTRY,
        EventKind.REMEDY,
        EventKind.COUNTER,
        EventKind.SKILL,
        EventKind.REVEAL,
        EventKind.POSTA_CHANGED,
    }
)


def prompt_style(theme: Theme) -> str:
    """The prompt line's colours in ``theme`` (a style sheet added to the table's)."""
    return (
        f"QLabel#promptLine {{ color: {theme.prompt_text}; "
        f"background-color: {theme.prompt_background}; }}"
    )


#: The keys of the table, as Help > Keyboard lists them (and the README): (keys, what they do),
#: translated where they are shown (``keyboard_text``). The menus' shortcuts are listed from the
#: menus themselves.
KEYS: tuple[tuple[str, str], ...] = (
    (
        QT_TRANSLATE_NOOP("Keyboard", "Left, Right"),
        QT_TRANSLATE_NOOP(
            "Keyboard", "pick up the previous or next card you may play (it rises, its places glow)"
        ),
    ),
    (
        QT_TRANSLATE_NOOP("Keyboard", "1 to 9"),
        QT_TRANSLATE_NOOP(
            "Keyboard",
            "press that button of the bar under the table (a play of the card picked up)",
        ),
    ),
    (
        QT_TRANSLATE_NOOP("Keyboard", "Enter"),
        QT_TRANSLATE_NOOP("Keyboard", "press button 1 (the Hint's move once a Hint is shown)"),
    ),
    (
        QT_TRANSLATE_NOOP("Keyboard", "Down, Up"),
        QT_TRANSLATE_NOOP(
            "Keyboard", "move into the bar's buttons and along them (the tenth and after as well)"
        ),
    ),
    (
        QT_TRANSLATE_NOOP("Keyboard", "Enter, Space"),
        QT_TRANSLATE_NOOP("Keyboard", "on a button: press it"),
    ),
    (
        QT_TRANSLATE_NOOP("Keyboard", "Tab, Shift+Tab"),
        QT_TRANSLATE_NOOP(
            "Keyboard", "move between the table, its buttons, the card preview and the log"
        ),
    ),
    (
        QT_TRANSLATE_NOOP("Keyboard", "Esc"),
        QT_TRANSLATE_NOOP(
            "Keyboard", "put the card back (Cancel), and bring the keys back to the table"
        ),
    ),
    (
        QT_TRANSLATE_NOOP("Keyboard", "H"),
        QT_TRANSLATE_NOOP("Keyboard", "Hint: the computer's suggestion and why"),
    ),
    (
        QT_TRANSLATE_NOOP("Keyboard", "Enter, Space"),
        QT_TRANSLATE_NOOP("Keyboard", "on the pass-the-device screen: show the next player's hand"),
    ),
)


def keyboard_text(text: str) -> str:
    """A text of ``KEYS`` in the language the app speaks."""
    return QCoreApplication.translate("Keyboard", text)


def looking() -> str:
    """The coaching line while the Hint's search runs."""
    return QCoreApplication.translate("TableWidget", "Looking for a good move…")


def _hint_line(explanation: Explanation, cards: CardWords, *, coaching: bool) -> str:
    """The Hint's coaching line: why its move, and the runners-up with their share, or with
    ``coaching`` the player's chance and the two best moves'."""
    return render(hint_line(explanation, coaching=coaching), cards)


def _reading_order(item: CardItem) -> tuple[bool, float, float]:
    """The hand first, left to right (a picked card rises, so its height is not asked); then
    the other cards row by row, as the opened Posta pile's two tiers read."""
    in_hand = item.zone_name == "bottom:hand"
    return (not in_hand, 0.0 if in_hand else round(item.home.y()), item.home.x())


class TableView(QGraphicsView):
    """Shows the scene 1:1 and lays the table out again whenever its size changes."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setMinimumSize(400, 300)
        # Its cards and zones are a screen reader's too (``accessible.TableAccessible``).
        self.accessible_interface: QAccessibleInterface | None = None
        """Made by the factory at Qt's first ask and kept here: Python must not free the
        interface Qt's cache holds."""
        install_factory()
        self.setAccessibleName(self.tr("Card table"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.setAccessibleName(self.tr("Card table"))
        super().changeEvent(event)

    def relayout(self) -> None:
        scene = self.scene()
        if isinstance(scene, TableScene):
            scene.dpr = self.devicePixelRatioF()
            size = self.viewport().size()
            scene.set_size(size.width(), size.height())
            self.resetCachedContent()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.relayout()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        # Arrow keys choose cards (TableWidget), not scroll the view.
        event.ignore()


def accessible_factory(key: str, obj: QObject) -> QAccessibleInterface | None:
    """Qt's accessibility factory for the table's view; None for every other object."""
    if isinstance(obj, TableView):
        if obj.accessible_interface is None:
            obj.accessible_interface = TableAccessible(obj)
        return obj.accessible_interface
    return None


_installed = False
"""Qt's factory list is the process's; installing twice would ask twice."""


def install_factory() -> None:
    """Install ``accessible_factory`` with Qt, once in the process (Qt keeps a list of them)."""
    global _installed
    if not _installed:
        QAccessible.installFactory(accessible_factory)
        _installed = True


class TableWidget(QWidget):
    """One game on screen at a time; ``start`` begins another."""

    new_game_requested = Signal()
    rematch_requested = Signal()
    game_finished = Signal(object)
    replay_requested = Signal()
    """The end-of-game dialog's Watch Replay was pressed: show this game in the replay viewer."""
    rules_link_activated = Signal(str)
    """A rule cited in the prompt or the log was clicked: open the reference at this anchor."""

    def __init__(
        self,
        cache: FaceCache,
        settings: TableSettings | None = None,
        parent: QWidget | None = None,
        *,
        art_roots: ArtRoots | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("tablePanel")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.cache = cache
        self.settings = settings or TableSettings()
        self.setStyleSheet(STYLE + prompt_style(theme_for(self.settings.highlight_style)))
        self.controller: TableController | None = None
        """The game in this process on the table (None at a network table's seat)."""
        self.seat_controller: SeatController | None = None
        """The controller the table follows: ``controller``, or a network seat's."""
        self._art_roots = art_roots
        """Where a network table's decks' art is found (``follow``)."""
        self.scene: TableScene | None = None
        self.faces: TableFaces | None = None
        self.end_dialog: EndOfGameDialog | None = None
        self.commentator: Commentator | None = None
        self.shows_end_dialog = True
        """The end-of-game dialog (New Game, Rematch, Watch Replay) opens when a game ends;
        a lesson, which says its own last word, switches it off."""
        self._offered: list[Action] = []
        self._last_why: Message | None = None
        self._hint: Explanation | None = None
        """The Hint's answer for the decision on the table (dropped when the game moves)."""
        self.announced: list[str] = []
        """The cards picked by key, as said to a screen reader (the last fifty)."""
        self._card_words: CardWords = EnglishCardWords()

        self.prompt = PromptLine()
        self.prompt.text_color = theme_for(self.settings.highlight_style).prompt_text
        self.view = TableView()
        self.pass_screen = PassDeviceScreen()
        self.pass_screen.confirmed.connect(self._on_pass_confirmed)
        self.pages = QStackedWidget()
        self.pages.addWidget(self.view)
        self.pages.addWidget(self.pass_screen)
        self.decisions = DecisionBar()
        self.decisions.chosen.connect(self._on_decision_chosen)
        self.decisions.cancelled.connect(self._on_cancel)
        self.decisions.hint_requested.connect(self.request_hint)
        self.preview = PreviewPanel()
        self.log = GameLog()
        self.prompt.rules_link_activated.connect(self.rules_link_activated.emit)
        self.preview.rules_link_activated.connect(self.rules_link_activated.emit)
        self.log.rules_link_activated.connect(self.rules_link_activated.emit)
        self.log_caption = QLabel()
        self.log_caption.setObjectName("previewCaption")

        left = QVBoxLayout()
        left.setContentsMargins(0, 0, 0, 0)
        left.setSpacing(0)
        left.addWidget(self.prompt)
        left.addWidget(self.pages, 1)
        left.addWidget(self.decisions)
        self.sidebar = QWidget()
        side = QVBoxLayout(self.sidebar)
        side.setContentsMargins(6, 6, 6, 6)
        side.addWidget(self.preview, 5)
        side.addWidget(self.preview.caption, 2)
        side.addWidget(self.log_caption)
        side.addWidget(self.log, 4)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(0)
        row.addLayout(left, 1)
        row.addWidget(self.sidebar)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.view.viewport().installEventFilter(self)
        self.retranslate()

    def retranslate(self) -> None:
        """The table's own words in the language the app speaks: its names and captions, the
        zones' names and the status panel on the table (laid out again), the coaching line."""
        self.setAccessibleName(self.tr("Audatia table"))
        self.log_caption.setText(self.tr("Game log"))
        self.log.setAccessibleName(self.tr("Game log"))
        if self.faces is not None:
            # The cards speak the new language too: their faces and their names in the log.
            language = current_language()
            self.faces.set_language(language)
            self.card_words = DeckWords(self.faces.config.decks, language)
            shown = self.preview.card
            if shown is not None:
                dpr = self.devicePixelRatioF()
                self.preview.redraw(self.faces.large(shown, PREVIEW_WIDTH, dpr))
        if self.scene is not None:
            self.view.relayout()
        if self.seat_controller is not None and self.pages.currentWidget() is self.view:
            self._refresh_decisions()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # -- a game ---------------------------------------------------------------------------

    def start(
        self,
        match: Match | MatchOwner,
        bot_factory: BotFactory,
        art_roots: tuple[Path | None, Path | None] = (None, None),
    ) -> TableController:
        """Put ``match`` on the table, or the match its owner holds; the previous game's
        computer is stopped. A match given alone gets an owner of its own, the table's (a
        deck's playtest, the tests): every move is played through an owner."""
        self.dispose()
        owner = match if isinstance(match, MatchOwner) else MatchOwner(AudatiaGame(), match)
        played = owner.match
        config = played.setup.config
        self._lay_table(config, art_roots)
        controller = TableController(owner, bot_factory, self.settings, self)
        self.controller = controller
        self._attach(controller)
        controller.handover_requested.connect(self._on_handover_requested)
        controller.bot_failed.connect(self.prompt.show_refusal)
        controller.history_moved.connect(self._on_history_moved)
        controller.resynced.connect(self._on_resynced)
        self._start_log(new_game_line(config))
        # A loaded or resumed game shows its whole log, told from its history.
        for told, why in controller.history():
            self._on_move_told(told, why)
        if played.setup.hot_seat and played.to_move() is not None:
            controller.awaiting_handover = controller.viewer
        controller.start()
        if controller.awaiting_handover is not None:
            self._on_handover_requested(controller.awaiting_handover)
        self._sidebar_width()
        # The keys (H, Enter, 1-9) work at once, also after a question asked before the game
        # was on the table (the resume question), which leaves no widget with the focus.
        self.setFocus()
        return controller

    def follow(self, table: FollowedTable) -> RemoteController:
        """Show a seat of a network table (``board_table.FollowedTable``): its view, its
        moves and its events only. Nothing of the local game's is offered here: no end-of-game
        dialog (a rematch is a new table), no pass-the-device screen, no computer seat."""
        self.dispose()
        self.shows_end_dialog = False
        view: PlayerView = table.view_of(table.viewer())
        config = view.config
        art = (None, None) if self._art_roots is None else self._art_roots(config)
        self._lay_table(config, art)
        controller = RemoteController(table, self.settings, self)
        self._attach(controller)
        controller.log_restarted.connect(lambda: self._start_log(network_game_line(config)))
        self._start_log(network_game_line(config))
        controller.start()
        self._sidebar_width()
        self.setFocus()
        return controller

    def _lay_table(self, config: GameConfig, art_roots: tuple[Path | None, Path | None]) -> None:
        """The faces of ``config``'s decks and a new scene for them."""
        language = current_language()
        self.faces = TableFaces(self.cache, config, art_roots, language)
        self.faces.warm_previews(PREVIEW_WIDTH, self.devicePixelRatioF())
        self._set_card_words(DeckWords(config.decks, language))
        self.scene = TableScene(self.faces, self)
        self.scene.animation_ms = self.settings.animation_ms
        self.scene.hand_scale = self.settings.card_scale
        self.scene.text_scale = self.settings.text_scale
        self.scene.theme = theme_for(self.settings.highlight_style)
        self.view.setScene(self.scene)
        self.view.relayout()

    def _attach(self, controller: SeatController) -> None:
        """Follow ``controller``: the scene's gestures go to it, what it says comes here."""
        assert self.scene is not None and self.faces is not None
        self.seat_controller = controller
        controller.card_words = self._card_words
        self.commentator = controller.commentator
        scene = self.scene
        scene.card_let_go.connect(controller.drop_lifted)
        scene.card_dropped.connect(controller.drop_card)
        scene.card_clicked.connect(controller.click_card)
        scene.zone_clicked.connect(controller.click_zone)
        scene.side_card_clicked.connect(controller.orient_side)
        scene.card_hovered.connect(self._on_card_hovered)
        controller.transition_applied.connect(self._on_transition_applied)
        controller.prompt_changed.connect(self.prompt.show_prompt)
        controller.refused.connect(self._on_refused)
        controller.choices_offered.connect(self._on_choices_offered)
        controller.selection_changed.connect(self._on_selection_changed)
        controller.game_over.connect(self._on_game_over)
        controller.move_told.connect(self._on_move_told)
        controller.hint_ready.connect(self._on_hint_ready)
        controller.hint_dropped.connect(self._on_hint_dropped)
        self.prompt.cards = scene.cards = card_words(controller)
        self.preview.explain_with(PreviewNotes(self.faces, controller, PREVIEW_WIDTH))

    def _start_log(self, first: Message) -> None:
        """The log empty but for its first line (the card preview emptied with it)."""
        self.log.clear_log()
        self._last_why = None
        self.preview.clear_card()
        self.log.add([first], emphasis=True)

    def stop(self) -> None:
        """Stop the current game's computer player, close its end dialog, and let the game go.

        The controller is shut down (a search in progress dropped: on the search's worker
        processes it ends at once, with them; in this process it is finished), cut off from
        the table and the window, and unparented: it then belongs to Python and is freed with
        its last reference (a method of it still running keeps it until it returns), so a
        window that deals game after game keeps no old match, whether or not an event loop
        runs. (Not ``deleteLater``: PySide would hand it back to C++, to wait for a loop.)
        """
        controller = self.seat_controller
        if controller is not None:
            self.controller = self.seat_controller = None
            controller.shutdown()
            controller.blockSignals(True)
            controller.setParent(None)
        if self.end_dialog is not None:
            self.end_dialog.close()
            # Deleted later, not now: its own button may be what asked for the next game.
            self.end_dialog.deleteLater()
            self.end_dialog = None

    def dispose(self) -> None:
        """Stop the game and empty the scene, before the window goes (items are deleted while
        Qt still runs, not by the garbage collector at exit)."""
        self.stop()
        scene = self.scene
        if scene is not None:
            self.scene = None
            self.view.setScene(None)
            scene.clear()
            # As the controller: freed with its last reference, its faces and pixmaps with it.
            scene.setParent(None)
        if self.faces is not None:
            self.faces.stop_warming()
        self.faces = None

    def closeEvent(self, event: QCloseEvent) -> None:
        self.dispose()
        super().closeEvent(event)

    def set_animation_ms(self, ms: int) -> None:
        self.settings.animation_ms = ms
        if self.scene is not None:
            self.scene.animation_ms = ms

    def set_card_scale(self, scale: float) -> None:
        """Settings > Card size: the hand's cards against the table's; laid out at once."""
        self.settings.card_scale = scale
        if self.scene is not None:
            self.scene.hand_scale = scale
            self.view.relayout()

    def set_highlight_style(self, style: HighlightStyle) -> None:
        """Settings > Highlights: the marks of playable cards and legal places, and the
        prompt line's colours, at once."""
        self.settings.highlight_style = style
        theme = theme_for(style)
        self.setStyleSheet(STYLE + prompt_style(theme))
        self.prompt.set_text_color(theme.prompt_text)
        if self.scene is not None:
            self.scene.set_theme(theme)

    def set_text_scale(self, scale: float) -> None:
        """Settings > Text size: the prompt, the buttons, the log, and every word on the table
        (captions, panels, counts; the table is laid out again to hold them); at once."""
        self.settings.text_scale = scale
        self._sidebar_width()
        if self.scene is not None:
            self.scene.text_scale = scale
            self.view.relayout()

    def set_scales(self, card_scale: float, text_scale: float) -> None:
        """The window's card and text sizes (``board_plugin.FollowingBoard``: a network
        table's window sets them)."""
        self.set_card_scale(card_scale)
        self.set_text_scale(text_scale)

    @property
    def hints_shown(self) -> bool:
        """Show Hints: the Hint button and the coaching line."""
        return self.settings.hints

    @hints_shown.setter
    def hints_shown(self, shown: bool) -> None:
        self.settings.hints = shown
        self.refresh()

    def refresh(self) -> None:
        """The decision bar and the Hint button again, as the game is now."""
        self._refresh_decisions()
        self._refresh_hint_button()

    # -- what the controller says ---------------------------------------------------------

    def _on_transition_applied(self, events: tuple[Event, ...], view: PlayerView) -> None:
        self._hint = None  # advice for the decision just taken, or for another seat
        controller, scene = self.seat_controller, self.scene
        if controller is None or scene is None:
            return
        if events:
            self._preview_last_play(events)
        if controller.awaiting_handover is not None:
            # Nothing of the next hand may show before the device has changed hands.
            self._hide_table()
            return
        animate = self.settings.animation_ms > 0
        scene.show_view(view, controller.index, acting=controller.local_to_act, animate=animate)
        self.view.setAccessibleDescription(scene.status_words)
        self.pages.setCurrentWidget(self.view)
        self._offered = []
        self._refresh_decisions()

    def _on_history_moved(self, note: Message | None) -> None:
        """Undo or Redo moved the match's history (the table is redrawn next, ``_on_resynced``):
        ``note`` goes to the game log; the end-of-game dialog of an undone end is closed."""
        if self.end_dialog is not None:
            self.end_dialog.close()
            self.end_dialog = None
        if note:
            self.log.add([note], emphasis=True)
        self.preview.clear_card()

    def _on_resynced(self, view: PlayerView) -> None:
        self._hint = None
        controller, scene = self.seat_controller, self.scene
        if controller is None or scene is None:
            return
        if controller.awaiting_handover is not None:
            self._hide_table()
            return
        # The selection belonged to the old state; dropped here so nothing animates.
        scene.selected = scene.pending = None
        scene.show_view(view, controller.index, acting=controller.local_to_act, animate=False)
        self.pages.setCurrentWidget(self.view)
        self._offered = []
        self._refresh_decisions()

    def refresh_hints(self) -> None:
        """Show or hide the coaching line after ``settings.hints`` changed."""
        self._refresh_decisions()

    def _refresh_decisions(self) -> None:
        controller = self.seat_controller
        if controller is None:
            return
        self._refresh_hint_button()
        if not controller.local_to_act:
            self.decisions.set_actions(None, [], cancel=False, hint=self._waiting_hint())
            return
        buttons = [*self._offered, *controller.index.buttons]
        selecting = controller.selected is not None or controller.pending is not None
        hint = ""
        hinted: tuple[Action, Message] | None = None
        advice = self._hint
        if self.settings.hints and advice is not None and advice.best in controller.index.actions:
            # The Hint's move is button 1, so Enter plays exactly what the Hint suggested.
            hinted = (advice.best, advice.candidates[0].text)
            hint = _hint_line(advice, self.card_words, coaching=self.settings.coaching)
        elif self.settings.hints and controller.hinting:
            hint = looking()
        elif not buttons and not selecting and self.settings.hints:
            hint = self.tr(
                "Drag a glowing card to a glowing place, or click it and then its place."
            )
        self.decisions.set_actions(
            controller.state, buttons, cancel=selecting, hint=hint, hinted=hinted
        )

    def _refresh_hint_button(self) -> None:
        controller = self.seat_controller
        shown = controller is not None and self.settings.hints and controller.local_to_act
        enabled = controller is not None and controller.can_hint
        self.decisions.set_hint_button(shown=shown, enabled=enabled)

    def request_hint(self) -> None:
        """Hint: search the person's position on the worker; the answer comes to the coaching
        line, with the suggested card picked up so its places glow."""
        controller = self.seat_controller
        if controller is None or not controller.request_hint():
            return
        if controller.hinting:  # still searching (on the worker thread)
            self.decisions.show_hint_text(looking())
        self._refresh_hint_button()

    def _on_hint_ready(self, explanation: Explanation) -> None:
        """The Hint's answer: its move becomes the bar's button 1 ("Play hint: ..."), its
        reasons the coaching line, until the game moves on."""
        self._hint = explanation
        self._refresh_decisions()

    def _on_hint_dropped(self) -> None:
        """The Hint searched a position already gone: the bar and the button show the decision
        as it is now."""
        self._refresh_decisions()
        self._refresh_hint_button()

    def _on_move_told(self, told: ToldMove, why: Message | None) -> None:
        """One move, one line; then the computer's Why; then the end of the game, if it came."""
        self.log.add([told.line])
        # The same reason twice running (twelve cards laid in a row) is said once.
        if why is not None and why != self._last_why:
            self.log.add([WHY.say(why=why)], aside=True)
        self._last_why = why
        if told.ending is not None:
            self.log.add([told.ending], emphasis=True)

    @property
    def card_words(self) -> CardWords:
        """Cards' names in the language the app speaks: English until the decks' translations
        are set here (the log, the buttons and the Hint render with them)."""
        return self._card_words

    @card_words.setter
    def card_words(self, words: CardWords) -> None:
        self._set_card_words(words)
        self.log.rerender()
        self.prompt.rerender()
        self._refresh_decisions()

    def _set_card_words(self, words: CardWords) -> None:
        """Hand the cards' words to everything that says a card's name (nothing redrawn)."""
        self._card_words = words
        self.log.card_words = words
        self.decisions.card_words = words
        self.prompt.cards = words
        if self.scene is not None:
            self.scene.cards = words
        if self.seat_controller is not None:
            self.seat_controller.card_words = words

    def _waiting_hint(self) -> str:
        controller = self.seat_controller
        seat = None if controller is None else controller.to_move()
        if controller is None or seat is None:
            return ""
        if controller.awaiting_handover is not None or not controller.waits_on(seat):
            return ""
        return self.tr("{fencer} is thinking…").format(fencer=controller.names[seat])

    def _preview_last_play(self, events: tuple[Event, ...]) -> None:
        """Show the card just played (by either side) large, so a move can be followed."""
        if self.faces is None:
            return
        for event in reversed(events):
            if event.card is not None and event.kind in SHOWN_PLAYS:
                self.preview.show_card(
                    event.card,
                    self.faces.large(event.card, PREVIEW_WIDTH, self.devicePixelRatioF()),
                )
                return

    def _on_refused(self, card: int, reason: Message | str) -> None:
        self.prompt.show_refusal(reason)
        if self.scene is not None and card >= 0:
            self.scene.snap_back(card)

    def _on_choices_offered(self, actions: list[Action]) -> None:
        self._offered = list(actions)
        self._refresh_decisions()

    def _on_selection_changed(self, selected: int | None, pending: int | None) -> None:
        if self.scene is not None:
            self.scene.set_selection(selected, pending)
        self._refresh_decisions()

    def _on_handover_requested(self, seat: Seat) -> None:
        self._hide_table()
        if self.seat_controller is not None:
            self.pass_screen.ask(self.seat_controller.names[seat])

    def _hide_table(self) -> None:
        self.pages.setCurrentWidget(self.pass_screen)
        self.preview.clear_card()
        self._offered = []
        self.decisions.set_actions(None, [], cancel=False)
        self._refresh_hint_button()  # no hand shows, so there is nothing to hint at

    def _on_pass_confirmed(self) -> None:
        if self.controller is not None:
            self.controller.confirm_handover()
        self.setFocus()

    def _on_game_over(self, outcome: Outcome) -> None:
        controller = self.seat_controller
        if controller is None:
            return
        self.pages.setCurrentWidget(self.view)
        if not self.shows_end_dialog:
            self.game_finished.emit(outcome)
            return
        state = controller.state
        score = state.config.ruleset.score(state)
        dialog = EndOfGameDialog(outcome, controller.names, self, score)
        dialog.new_game_requested.connect(self.new_game_requested.emit)
        dialog.rematch_requested.connect(self.rematch_requested.emit)
        self._add_replay_button(dialog)
        self.end_dialog = dialog
        self.game_finished.emit(outcome)
        dialog.open()

    def _add_replay_button(self, dialog: EndOfGameDialog) -> None:
        """Watch Replay next to New Game and Rematch (the dialog's own buttons stay as they
        are; the table adds the one that needs the window's replay viewer)."""
        buttons = dialog.findChild(QDialogButtonBox)
        if buttons is None:
            return
        button = buttons.addButton(self.tr("Watch Replay"), QDialogButtonBox.ButtonRole.ActionRole)
        button.setObjectName("watchReplay")
        button.clicked.connect(dialog.accept)
        button.clicked.connect(self.replay_requested.emit)

    def _on_decision_chosen(self, action: Action) -> None:
        # The keys come back to the table: the pressed button is about to be replaced.
        self.setFocus()
        if self.seat_controller is not None:
            self.seat_controller.choose(action)

    def _on_cancel(self) -> None:
        self.setFocus()
        if self.seat_controller is not None:
            self.seat_controller.cancel_selection()

    def _on_card_hovered(self, card: int) -> None:
        controller = self.seat_controller
        if self.faces is None or controller is None:
            return
        # A hover that Qt delivers after the table was hidden for the device to change hands
        # (the card just dropped comes to rest under the pointer) would show the last
        # player's card to the next one (seen under Xvfb in hot-seat Sudden Death).
        if controller.awaiting_handover is not None or self.pages.currentWidget() is not self.view:
            return
        dpr = self.devicePixelRatioF()
        self.preview.show_card(card, self.faces.large(card, PREVIEW_WIDTH, dpr))

    # -- keyboard -------------------------------------------------------------------------

    def keyboard_cards(self) -> list[int]:
        """The cards the arrow keys step through: those the local player may play now."""
        if self.scene is None or self.seat_controller is None:
            return []
        index = self.seat_controller.index
        cards = [
            item
            for item in self.scene.items_by_key.values()
            if item.card is not None
            and index.is_playable(item.card)
            and item.zone_name.startswith("bottom")
        ]
        cards.sort(key=_reading_order)
        return [item.card for item in cards if item.card is not None]

    def keyPressEvent(self, event: QKeyEvent) -> None:
        controller = self.seat_controller
        key = event.key()
        if controller is None:
            super().keyPressEvent(event)
            return
        if self.pages.currentWidget() is self.pass_screen:
            # The screen decides: only a fresh press and release after it woke reveals.
            if not self.pass_screen.key_pressed(event):
                super().keyPressEvent(event)
            return
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            cards = self.keyboard_cards()
            if cards:
                current = controller.selected
                step = 1 if key == Qt.Key.Key_Right else -1
                at = cards.index(current) + step if current in cards else 0
                card = cards[at % len(cards)]
                controller.click_card(card)
                # The card picked by key shows in the preview, as a hovered one does.
                self._on_card_hovered(card)
                self._say_card(card)
            self.setFocus()
            return
        if key == Qt.Key.Key_Escape:
            controller.cancel_selection()
            self.setFocus()
            return
        if key in (Qt.Key.Key_Up, Qt.Key.Key_Down):
            # Into the decision bar: every button, the tenth and after too, by Enter or Space.
            self.decisions.focus_step(None, 1 if key == Qt.Key.Key_Down else -1)
            return
        if key == Qt.Key.Key_H:
            self.request_hint()
            return
        if Qt.Key.Key_1 <= key <= Qt.Key.Key_9:
            self.decisions.press(key - Qt.Key.Key_0)
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            # While the Hint is searching, Enter waits for it: the person asked for advice,
            # and button 1 is about to become the Hint's move.
            if not controller.hinting:
                self.decisions.press(1)
            return
        super().keyPressEvent(event)

    def _say_card(self, card: int) -> None:
        """The card picked by key, for a screen reader: the table (which has the focus)
        describes it, and it is said at once."""
        item = None if self.scene is None else self.scene.item_for(card)
        if item is None:
            return
        words = f"{item.accessible_name}. {item.accessible_description}"
        self.setAccessibleDescription(words)
        announce(self, words)
        self.announced = [*self.announced[-49:], words]

    def keyReleaseEvent(self, event: QKeyEvent) -> None:
        passing = self.pages.currentWidget() is self.pass_screen
        if not (passing and self.pass_screen.key_released(event)):
            super().keyReleaseEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.MouseButtonPress:
            self.setFocus()
        return super().eventFilter(watched, event)

    # -- sizing ---------------------------------------------------------------------------

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._sidebar_width()

    def _sidebar_width(self) -> None:
        fit_to_window(
            self,
            self.sidebar,
            (self.prompt, self.decisions, self.log, self.preview, self.log_caption),
            text_scale=self.settings.text_scale,
        )
