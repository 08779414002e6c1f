"""The widgets around the table: the prompt line, the decision bar, the card preview, the game
log, and the pass-the-device screen for hot-seat play."""

from __future__ import annotations

from PySide6.QtCore import (
    QEvent,
    QPoint,
    QPointF,
    QSize,
    Qt,
    QUrl,
    Signal,
)
from PySide6.QtGui import QHelpEvent, QKeyEvent, QMouseEvent, QPixmap, QResizeEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QTextBrowser,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from audatia_qt.engine.messages import Message
from audatia_qt.games.audatia.board.fixed_lines import FixedLines
from audatia_qt.games.audatia.board.index import action_label, label_text
from audatia_qt.games.audatia.board.spoken import announce
from audatia_qt.games.audatia.board.symbol_tips import (
    TIP_WIDTH,
    FaceNotes,
    NotesSource,
    caption_html,
    caption_text,
    tip_html,
)
from audatia_qt.games.audatia.narrator.plies import PLAY_HINT
from audatia_qt.games.audatia.narrator.symbols import SymbolNote
from audatia_qt.games.audatia.rules import Action, GameState
from audatia_qt.games.audatia.rules.citations import anchor_of_url, linkify
from audatia_qt.shell.i18n.marks import QT_TRANSLATE_NOOP
from audatia_qt.shell.i18n.render import CardWords, EnglishCardWords, render
from audatia_qt.shell.plain import plain_tip

STYLE = """
QWidget#tablePanel { background-color: #10281a; }
QGraphicsView { background-color: #12301f; }
QLabel#promptLine {
    color: #f4e8c8; background-color: #1b3d29;
    border: 2px solid transparent; border-bottom: 2px solid #b08d4a; padding: 4px 10px;
}
QLabel#promptLine[refused="true"] { color: #ffd7a0; background-color: #4a2414; }
QLabel#promptLine:focus { border-color: #ffcd50; }
QTextEdit#gameLog:focus { border: 2px solid #ffcd50; }
QWidget#decisionBar { background-color: #1b3d29; border-top: 1px solid #b08d4a; }
QWidget#decisionBar QPushButton {
    color: #2e2416; background-color: #f3e6c4; border: 1px solid #b08d4a; border-radius: 6px;
    padding: 5px 12px; font-weight: bold;
}
QWidget#decisionBar QPushButton:hover { background-color: #ffe9a8; }
QWidget#decisionBar QPushButton:focus { border: 2px solid #ffcd50; }
QWidget#decisionBar QLabel { color: #cfe0c8; }
QPushButton#hintButton { background-color: #d9c48c; }
QWidget#decisionBar QPushButton#hintMove { background-color: #ffd36b; border: 2px solid #8a5a14; }
QPushButton#hintButton:disabled { color: #7d7460; background-color: #4a5a48; }
QLabel#previewPanel { background-color: #0c1f14; border: 1px solid #3d5c45; color: #8fae96; }
QLabel#previewCaption { color: #cfe0c8; }
QTextBrowser#previewNotes {
    background-color: #0c1f14; color: #cfe0c8; border: 1px solid #3d5c45;
}
QTextEdit#gameLog {
    background-color: #f3e6c4; color: #2e2416; border: 1px solid #b08d4a;
}
QWidget#passScreen { background-color: #12301f; }
QLabel#passTitle { color: #f3e6c4; }
QLabel#passBody { color: #cfe0c8; }
QPushButton#passButton {
    color: #2e2416; background-color: #f3e6c4; border: 2px solid #b08d4a; border-radius: 8px;
    padding: 10px 24px; font-weight: bold;
}
QPushButton#passButton:disabled { color: #7d7460; background-color: #4a5a48; }
"""


#: How many announcements the prompt and the log remember (for the tests).
SPOKEN_KEPT = 50
#: A refusal's text on the prompt line (its band is the style sheet's ``refused`` one).
REFUSED_TEXT = "#ffd7a0"


def _sentence(text: str) -> str:
    """A refusal may be the rules' reason alone ("the game is over"): a line starts a
    sentence."""
    return text[:1].upper() + text[1:]


class PromptLine(FixedLines):
    """The line that always says who must do what; a refusal shows in another colour.

    A rule it cites ("(Out of Measure 3)", "R-018") is a link: ``rules_link_activated`` gives
    its anchor in the rules reference (issue 17, "a rules reference one click away").

    Its room is ``LINES`` lines, whatever it says (issue 27): a prompt of one line or three
    leaves the table where it is; a longer one is cut, whole in its tool tip."""

    rules_link_activated = Signal(str)

    #: The lines a prompt may take before it is cut.
    LINES = 3

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.LINES, parent, rich=True)
        self.setObjectName("promptLine")
        self.setTextInteractionFlags(Qt.TextInteractionFlag.LinksAccessibleByMouse)
        self.linkActivated.connect(self._on_link)
        self.refused = False
        self.plain = ""
        """The line as words, without its links."""
        self.said: Message | str = ""
        """The line as said (a ``Message`` is rendered again when the language changes)."""
        self.cards: CardWords = EnglishCardWords()
        """The cards' names in the table's language (the table sets its own)."""
        self.text_color = "#f4e8c8"
        # Its words are its name (a screen reader reads them); this says what the line is.
        self.setAccessibleDescription(self.tr("Who must do what now"))
        self.announced: list[str] = []
        """The lines said to a screen reader (the last ``SPOKEN_KEPT``)."""

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.setAccessibleDescription(self.tr("Who must do what now"))
            self.rerender()
        super().changeEvent(event)

    def rerender(self) -> None:
        """The line said again, in the language and with the cards' words of now."""
        if isinstance(self.said, Message):
            self._show(_sentence(render(self.said, self.cards)))

    def _on_link(self, url: str) -> None:
        anchor = anchor_of_url(url)
        if anchor is not None:
            self.rules_link_activated.emit(anchor)

    def show_prompt(self, text: Message | str) -> None:
        self._set(text, refused=False)

    def show_refusal(self, text: Message | str) -> None:
        self._set(text, refused=True)

    def _set(self, said: Message | str, *, refused: bool) -> None:
        self.refused = refused
        self.setProperty("refused", "true" if refused else "false")
        self.style().unpolish(self)
        self.style().polish(self)
        self.said = said
        text = _sentence(render(said, self.cards))
        if text:
            # Said at once: the prompt is who must do what now (a refusal interrupts).
            announce(self, text, assertive=refused)
            self.announced = [*self.announced[-SPOKEN_KEPT + 1 :], text]
        self._show(text)

    def _show(self, text: str) -> None:
        self.plain = text
        self.set_whole(text)

    def markup(self, text: str) -> str:
        # The link takes the line's own colour, underlined, on the dark felt or the refusal
        # (named: rich text does not inherit it, and Qt's link blue is dark on the felt).
        color = REFUSED_TEXT if self.refused else self.text_color
        return linkify(text).replace("<a ", f'<a style="color: {color}" ')

    def set_text_color(self, color: str) -> None:
        """The colour of the line and its links (Settings > Highlights)."""
        self.text_color = color
        self.set_whole(self.plain)


class DecisionButton(QPushButton):
    """A decision's button whose label gives way when the bar is short of room: it is cut
    with an ellipsis (the whole label in its tool tip) rather than widen the window, which a
    long label did (the Hint's move of two named cards), pushing the log off the screen."""

    #: The narrowest a button is squeezed to: its number and the start of its words.
    MINIMUM_WIDTH = 60

    def __init__(
        self, label: str, tip: str, parent: QWidget | None = None, *, whole: bool = False
    ) -> None:
        super().__init__(label, parent)
        self._whole_size: QSize | None = None
        """``sizeHint``'s answer for the whole label, once measured."""
        self.whole = whole
        """Never cut (Hint, Cancel: short labels that say their key)."""
        self.label = label
        """The whole label, whatever the button shows."""
        self._tip = tip
        self.relabel(label, tip)

    def relabel(self, label: str, tip: str) -> None:
        """Say ``label`` (and ``tip`` as its tool tip), e.g. in another language."""
        self._whole_size = None
        self.label = label
        self._tip = tip
        self.setText(label)
        self.setToolTip(plain_tip(tip))  # a move's label names the decks' cards
        # A screen reader reads the whole label, however the button is cut, and its keys.
        self.setAccessibleName(label)
        self.setAccessibleDescription(tip)
        self.updateGeometry()
        self._fit()
        # Preferred, not a push button's Minimum: the layout may give it less than its label.
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    def _padding(self) -> int:
        """The button's width beyond its text's (margins, frame), in the current style."""
        return super().sizeHint().width() - self.fontMetrics().horizontalAdvance(self.text())

    def sizeHint(self) -> QSize:
        # As wide as the whole label, so the layout gives it all the room it can. Kept until
        # the label, the font or the style changes: layouts ask for it thousands of times a
        # decision, and measuring the text each time was a tenth of the table's refresh.
        # Not before the style sheet has polished it (its padding and border then change).
        if self._whole_size is not None:
            return QSize(self._whole_size)
        whole = self._padding() + self.fontMetrics().horizontalAdvance(self.label)
        size = QSize(whole, super().sizeHint().height())
        if self.testAttribute(Qt.WidgetAttribute.WA_WState_Polished):
            self._whole_size = size
        return QSize(size)

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        if self.whole:
            return QSize(self.sizeHint().width(), hint.height())
        return QSize(min(hint.width(), self.MINIMUM_WIDTH), hint.height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._whole_size = None
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._fit()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """With the focus on a button (Tab, or Up and Down from the table): Enter or Space
        presses it, Up and Down move along the bar; the table's keys (arrows across the cards,
        1-9, H, Esc) go on to the table."""
        key = event.key()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.click()
            return
        bar = self.parentWidget()
        if key in (Qt.Key.Key_Up, Qt.Key.Key_Down) and isinstance(bar, DecisionBar):
            bar.focus_step(self, 1 if key == Qt.Key.Key_Down else -1)
            return
        if key == Qt.Key.Key_Space:
            super().keyPressEvent(event)
            return
        event.ignore()

    def _fit(self) -> None:
        """Show the whole label if it fits, else as much as fits and an ellipsis."""
        shown = self.label
        if self.width() < self.sizeHint().width():
            room = max(0, self.width() - self._padding())
            metrics = self.fontMetrics()
            shown = metrics.elidedText(self.label, Qt.TextElideMode.ElideRight, room)
        if shown != self.text():
            self.setText(shown)
        cut = shown != self.label
        self.setToolTip(plain_tip(f"{self.label}\n{self._tip}" if cut and self._tip else self._tip))


class CoachingLine(FixedLines):
    """The decision bar's words: the Hint's answer and why, or who is thinking. ``LINES``
    lines at most (issue 27: a long Hint made the bar taller than the table)."""

    LINES = 2

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.LINES, parent)
        self.setObjectName("coachingLine")


class DecisionBar(QWidget):
    """Buttons for the decisions that are not card plays, and for choosing between the plays
    of a selected card. Keys 1-9 press them in order.

    Two rows of a height fixed by the font (issue 27: nothing the bar says moves the table):
    the Hint button and the coaching line, then the decisions' buttons, cut with an ellipsis
    when they are short of room."""

    chosen = Signal(object)
    """An Action was chosen."""
    cancelled = Signal()
    hint_requested = Signal()
    """The Hint button was pressed (or H)."""

    #: Between the two rows.
    ROW_SPACING = 4

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("decisionBar")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self._rows = rows = QVBoxLayout(self)
        rows.setContentsMargins(10, 6, 10, 6)
        rows.setSpacing(self.ROW_SPACING)
        coaching = QHBoxLayout()
        coaching.setSpacing(8)
        # Kept across decisions (set_actions rebuilds only the action buttons).
        self.hint_button = DecisionButton("", "", self, whole=True)
        self.hint_button.setObjectName("hintButton")
        self.hint_button.clicked.connect(self.hint_requested.emit)
        self.hint_button.hide()
        coaching.addWidget(self.hint_button)
        self._hint = CoachingLine(self)
        coaching.addWidget(self._hint, 1)
        rows.addLayout(coaching)
        # The decisions' buttons, from the left in the order of their keys.
        self._layout = QHBoxLayout()
        self._layout.setSpacing(8)
        self._layout.addStretch(1)
        rows.addLayout(self._layout)
        self._buttons: list[tuple[DecisionButton, Action | None]] = []
        self._offer: tuple[object, ...] = ()
        """What the buttons offer (labels, tips, the Hint's move, Cancel): ``set_actions``
        keeps them while it is the same."""
        self.card_words: CardWords = EnglishCardWords()
        """Cards' names in the language the app speaks (the table's, set by the table)."""
        self.retranslate()

    def room(self) -> int:
        """The bar's height: its two rows at its font, whatever they hold (a Hint's move has
        a border a pixel thicker than a button's)."""
        margins = self._rows.contentsMargins()
        button = self.hint_button.sizeHint().height()
        top = max(button, self._hint.room())
        return margins.top() + margins.bottom() + top + self.ROW_SPACING + button + 2

    def sizeHint(self) -> QSize:
        return QSize(super().sizeHint().width(), self.room())

    def minimumSizeHint(self) -> QSize:
        return QSize(super().minimumSizeHint().width(), self.room())

    def hasHeightForWidth(self) -> bool:
        # Its height is its room: the coaching line's words never make it taller or shorter.
        return False

    def retranslate(self) -> None:
        """The fixed buttons' texts in the language the app speaks (the decisions' buttons
        are made anew for each decision)."""
        self.hint_button.relabel(
            self.tr("H  Hint"), self.tr("Press H: the computer's suggestion for your move, and why")
        )

    def set_actions(
        self,
        state: GameState | None,
        actions: list[Action],
        *,
        cancel: bool,
        hint: str = "",
        hinted: tuple[Action, Message] | None = None,
    ) -> None:
        """Show one button per action (and Cancel when a selection can be dropped).

        ``hinted`` is the Hint's move and its words: it comes first, as button 1 (so Enter
        plays it), labelled "Play hint: ...", and is not offered a second time.

        The same offer again (a card picked up and put back, a table redrawn) keeps its
        buttons: making them anew cost the table most of each refresh, and dropped the focus of
        a keyboard player's button.
        """
        self._hint.set_whole(hint)
        words: list[tuple[Action, str]] = []
        if hinted is not None:
            words.append((hinted[0], render(PLAY_HINT.say(move=hinted[1]), self.card_words)))
        for action in actions:
            if hinted is None or action != hinted[0]:
                assert state is not None
                words.append((action, label_text(action_label(state, action), self.card_words)))
        labelled = tuple(
            (action, f"{number}  {label}" if number <= 9 else label, self._key_tip(number))
            for number, (action, label) in enumerate(words, start=1)
        )
        cancel_label = (self.tr("Esc  Cancel"), self.tr("Press Esc")) if cancel else None
        offer = (labelled, hinted[0] if hinted is not None else None, cancel_label)
        if offer == self._offer:
            return
        self._offer = offer
        for button, _action in self._buttons:
            self._layout.removeWidget(button)
            # Hidden now: deleteLater waits for the event loop, and until then an old button
            # would still be drawn over the new ones.
            button.hide()
            button.deleteLater()
        self._buttons = []
        for action, label, tip in labelled:
            button = DecisionButton(label, tip, self)
            if hinted is not None and action == hinted[0]:
                button.setObjectName("hintMove")
            button.clicked.connect(lambda _=False, a=action: self.chosen.emit(a))
            self._layout.insertWidget(len(self._buttons), button)
            self._buttons.append((button, action))
        if cancel_label is not None:
            button = DecisionButton(*cancel_label, self, whole=True)
            button.clicked.connect(self.cancelled.emit)
            self._layout.insertWidget(len(self._buttons), button)
            self._buttons.append((button, None))
        for button, _action in self._buttons:
            # Shown now, not when the layout's queued call comes: a key may give one the
            # focus before the event loop runs again.
            button.setFont(self.font())
            button.show()

    def _key_tip(self, number: int) -> str:
        """The tool tip of the ``number``-th button: the key that presses it."""
        if number == 1:
            return self.tr("Press 1 or Enter")
        return self.tr("Press {number}").format(number=number) if number <= 9 else ""

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        if event.type() == QEvent.Type.FontChange:
            # The style sheet stops a button (and the coaching line: "... is thinking") taking
            # the bar's font by itself: the bar hands it on, so they grow with the window and
            # with Settings > Text size.
            self._hint.setFont(self.font())
            for button in [self.hint_button, *(button for button, _a in self._buttons)]:
                button.setFont(self.font())

    def set_hint_button(self, *, shown: bool, enabled: bool) -> None:
        """Show the Hint button (a person decides, hints are on), pressable when a hint can be
        asked (a real choice, no search already running)."""
        self.hint_button.setVisible(shown)
        self.hint_button.setEnabled(enabled)

    def show_hint_text(self, text: str) -> None:
        """Put a line on the coaching label (the Hint's answer) until the next decision."""
        self._hint.set_whole(text)

    def hint_text(self) -> str:
        """The coaching line's whole text, however much of it shows."""
        return self._hint.whole

    def offered_actions(self) -> list[Action]:
        """The actions on the buttons, in order (not ``actions``: QWidget's own, its QActions)."""
        return [action for _button, action in self._buttons if action is not None]

    def button_for(self, action: Action) -> DecisionButton | None:
        for button, candidate in self._buttons:
            if candidate == action:
                return button
        return None

    def labels(self) -> list[str]:
        """The buttons' whole labels, in order."""
        return [button.label for button, _action in self._buttons]

    def focusable(self) -> list[QPushButton]:
        """The buttons the keyboard may move along: the Hint, the actions, Cancel."""
        buttons: list[QPushButton] = [button for button, _action in self._buttons]
        if self.hint_button.isVisible() and self.hint_button.isEnabled():
            buttons.insert(0, self.hint_button)
        return buttons

    def focus_step(self, current: QWidget | None, step: int) -> bool:
        """Give the keyboard focus to the button ``step`` after ``current`` (the first or the
        last when ``current`` is not one of them); False when the bar has no button."""
        buttons = self.focusable()
        if not buttons:
            return False
        if current in buttons:
            at = (buttons.index(current) + step) % len(buttons)
        else:
            at = 0 if step > 0 else len(buttons) - 1
        buttons[at].setFocus(Qt.FocusReason.TabFocusReason)
        return True

    def press(self, number: int) -> bool:
        """Press the ``number``-th action button (1-based)."""
        actions = [button for button, action in self._buttons if action is not None]
        if 1 <= number <= len(actions):
            actions[number - 1].click()
            return True
        return False


class PreviewPanel(QLabel):
    """The hovered card, large; a click pins it (hovering others then leaves it shown).

    Its symbols explain themselves (issue 17): pointing at one shows a tool tip saying what
    it means and what it allows now, and the pointer becomes the What's This arrow over it.
    ``caption``, which the owner lays out under the panel, lists every symbol of the shown
    card the same way, for keyboard users (a card picked with the arrow keys shows here).
    """

    pinned_changed = Signal(bool)
    rules_link_activated = Signal(str)
    """A rule cited in the caption was clicked: its anchor in the rules reference."""

    CAPTION_HINT = QT_TRANSLATE_NOOP(
        "PreviewPanel",
        "Point at a symbol of the card above, or pick a card with the arrow keys, to read "
        "what its symbols mean and what they allow now.",
    )
    """The caption while no card's symbols are shown (its English source; shown translated)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("previewPanel")
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(120, 168)
        self.setMouseTracking(True)
        self.pinned = False
        self.card: int | None = None
        self._source: QPixmap | None = None
        self.notes_source: NotesSource | None = None
        self.notes: FaceNotes | None = None
        """The shown card's symbols as last explained (made again for every tool tip)."""
        self._caption_shown = ""
        """The caption's HTML (empty while it shows the hint)."""
        self.caption = QTextBrowser()
        self.caption.setObjectName("previewNotes")
        self.caption.setOpenLinks(False)
        self.caption.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.caption.setAccessibleName(self.tr("Symbols of the previewed card"))
        self.caption.anchorClicked.connect(self._on_caption_link)
        self.caption.document().setDefaultStyleSheet("a { color: #e8c170; }")
        self.setText(self.tr("Hover a card to see it here.\nClick here to pin it."))
        self.setWordWrap(True)
        self._show_notes()

    def explain_with(self, source: NotesSource | None) -> None:
        """Where the notes of a shown card come from (None: the card alone)."""
        self.notes_source = source
        self._show_notes()

    def show_card(self, card: int, pixmap: QPixmap) -> None:
        if self.pinned:
            self._show_notes()  # the pinned card stays; what it allows may have changed
            return
        self.card = card
        self._source = pixmap
        self._fit()
        self._show_notes()

    def redraw(self, pixmap: QPixmap) -> None:
        """The shown card's face drawn anew (the language changed), pinned or not."""
        if self.card is None:
            return
        self._source = pixmap
        self._fit()
        self._show_notes()

    def clear_card(self) -> None:
        """Forget the shown card (hot-seat hand-over: it may be from the other hand)."""
        self.pinned = False
        self.card = None
        self._source = None
        self.setPixmap(QPixmap())
        self.setText(self.tr("Hover a card to see it here.\nClick here to pin it."))
        self.unsetCursor()
        self._show_notes()

    def _show_notes(self) -> None:
        """Explain the shown card's symbols now, in the caption."""
        self.notes = None
        if self.card is not None and self.notes_source is not None:
            self.notes = self.notes_source(self.card)
        if self.notes is None or not self.notes.notes:
            shown, description = "", ""
        else:
            shown, description = caption_html(self.notes), caption_text(self.notes)
        if shown == self._caption_shown and self.caption.toPlainText():
            return  # the same words: the reader's place in the caption stays
        self._caption_shown = shown
        if shown:
            self.caption.setHtml(shown)
        else:
            self.caption.setPlainText(self.tr(self.CAPTION_HINT))
        self.setAccessibleDescription(description)

    def _on_caption_link(self, url: QUrl) -> None:
        anchor = anchor_of_url(url.toString())
        if anchor is not None:
            self.rules_link_activated.emit(anchor)

    def _card_on_panel(self) -> tuple[float, float, float] | None:
        """The shown card's left and top on the panel, and face pixels per panel pixel."""
        pixmap = self.pixmap()
        if self.notes is None or pixmap.isNull() or pixmap.width() <= 0:
            return None
        dpr = pixmap.devicePixelRatio()
        shown_w, shown_h = pixmap.width() / dpr, pixmap.height() / dpr
        room = self.contentsRect()
        # The label centres its pixmap (AlignCenter).
        left = room.x() + (room.width() - shown_w) / 2
        top = room.y() + (room.height() - shown_h) / 2
        return left, top, self.notes.layout.width / shown_w

    def face_point(self, pos: QPointF) -> tuple[float, float] | None:
        """Where a point of the panel falls on the shown card's face, in the face's own
        logical pixels (as its layout measures them); None off the card."""
        placed = self._card_on_panel()
        if placed is None or self.notes is None:
            return None
        left, top, scale = placed
        x, y = (pos.x() - left) * scale, (pos.y() - top) * scale
        layout = self.notes.layout
        if not (0 <= x <= layout.width and 0 <= y <= layout.height):
            return None
        return x, y

    def symbol_point(self, index: int) -> QPointF | None:
        """The panel point at the centre of the shown card's ``index``-th symbol."""
        placed = self._card_on_panel()
        if placed is None or self.notes is None:
            return None
        left, top, scale = placed
        x0, y0, x1, y1 = self.notes.layout.hotspots[index].box
        return QPointF(left + (x0 + x1) / 2 / scale, top + (y0 + y1) / 2 / scale)

    def hotspot_at(self, pos: QPointF) -> int | None:
        """The index of the symbol under a point of the panel, if any."""
        point = self.face_point(pos)
        if point is None or self.notes is None:
            return None
        return self.notes.layout.index_at(*point)

    def note_at(self, pos: QPointF) -> SymbolNote | None:
        """What the symbol under a point of the panel means and allows now."""
        if self.hotspot_at(pos) is None:
            return None
        self._show_notes()  # "now" is now, not when the card was first shown
        point = self.face_point(pos)
        if point is None or self.notes is None:
            return None
        return self.notes.at(*point)

    def _fit(self) -> None:
        if self._source is None:
            return
        dpr = self._source.devicePixelRatio()
        room_w, room_h = self.width() - 8, self.height() - 8
        w = self._source.width() / dpr
        h = self._source.height() / dpr
        scale = min(room_w / w, room_h / h, 1.0)
        shown = self._source.scaled(
            int(self._source.width() * scale),
            int(self._source.height() * scale),
            Qt.AspectRatioMode.KeepAspectRatio,
            Qt.TransformationMode.SmoothTransformation,
        )
        shown.setDevicePixelRatio(dpr)
        self.setPixmap(shown)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if self.card is not None:
            self.pinned = not self.pinned
            self.setToolTip(self.tr("Pinned: click to unpin") if self.pinned else "")
            self.pinned_changed.emit(self.pinned)
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        """Over a symbol the pointer asks "what is this?"."""
        if self.hotspot_at(event.position()) is not None:
            self.setCursor(Qt.CursorShape.WhatsThisCursor)
        else:
            self.unsetCursor()
        super().mouseMoveEvent(event)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            note = self.note_at(QPointF(event.pos()))
            if note is not None:
                # The preview stands at the window's right edge: the tip opens to the left
                # of the pointer, over the table, rather than off the window.
                left = event.globalPos() - QPoint(TIP_WIDTH + 24, 0)
                cards = self.notes.cards if self.notes is not None else EnglishCardWords()
                QToolTip.showText(left, tip_html(note, cards), self)
                return True
            if not self.toolTip():
                QToolTip.hideText()  # a symbol's tip does not outstay the symbol
        return super().event(event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.FontChange:
            # The caption reads at the panel's size, which grows with the window.
            self.caption.setFont(self.font())
        elif event.type() == QEvent.Type.LanguageChange:
            self.caption.setAccessibleName(self.tr("Symbols of the previewed card"))
            if self.card is None:
                self.setText(self.tr("Hover a card to see it here.\nClick here to pin it."))
            self._caption_shown = ""  # the notes again, in the language now spoken
            self._show_notes()
        super().changeEvent(event)


class GameLog(QTextBrowser):
    """The commentary, newest at the bottom; a rule it cites is a link to the reference.

    It keeps the lines as the game said them (``messages.Message``, or a plain text) and
    renders them in the language the app speaks (``i18n.render``): when the language changes
    (Qt's ``LanguageChange``) the whole log is rendered again, so the past moves are read in
    the new language too."""

    rules_link_activated = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("gameLog")
        self.setReadOnly(True)
        self.setOpenLinks(False)
        self.anchorClicked.connect(self._on_link)
        self.entries: list[tuple[Message | str, str]] = []
        """Every line as it was said, with its style ("", "emphasis" or "aside")."""
        self.card_words: CardWords = EnglishCardWords()
        """Cards' names in the language the app speaks (the table's, set by the table)."""
        self.setAccessibleName(self.tr("Game log"))
        self.announced: list[str] = []
        """The lines said to a screen reader as they came (the last ``SPOKEN_KEPT``)."""

    @property
    def lines(self) -> list[str]:
        """Every line as the log shows it now, in the language the app speaks."""
        return [render(line, self.card_words) for line, _style in self.entries]

    def _on_link(self, url: QUrl) -> None:
        anchor = anchor_of_url(url.toString())
        if anchor is not None:
            self.rules_link_activated.emit(anchor)

    def add(
        self, lines: list[Message | str], *, emphasis: bool = False, aside: bool = False
    ) -> None:
        """Append ``lines``: in bold (``emphasis``), or as a quieter italic ``aside`` (the
        computer's reasons), or plain."""
        style = "emphasis" if emphasis else "aside" if aside else ""
        for line in lines:
            self.entries.append((line, style))
            text = render(line, self.card_words)
            # Each new line is said as it comes, as a live region's (issue 20).
            announce(self, text)
            self.announced = [*self.announced[-SPOKEN_KEPT + 1 :], text]
            self.append(_styled(text, style))
        self.verticalScrollBar().setValue(self.verticalScrollBar().maximum())

    def rerender(self) -> None:
        """Show every line again in the language the app speaks now (and the table's card
        words), keeping the place read when the reader had scrolled up."""
        bar = self.verticalScrollBar()
        at_end = bar.value() >= bar.maximum()
        kept = bar.value()
        self.clear()
        for line, style in self.entries:
            self.append(_styled(render(line, self.card_words), style))
        bar.setValue(bar.maximum() if at_end else kept)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.rerender()
        super().changeEvent(event)

    def clear_log(self) -> None:
        self.entries = []
        self.clear()


def _styled(text: str, style: str) -> str:
    """One log line as rich text: its rule citations linked, then its style."""
    text = linkify(text)
    if style == "emphasis":
        return f"<b>{text}</b>"
    if style == "aside":
        return f'<i><span style="color:#6b5a3a">{text}</span></i>'
    return text
