"""Ready...Fence!'s page in the New Game frame: the level, the score to reach, who fences (the
computer or a second person on this screen), which end of the strip the person takes, and the
computer's strength.

The levels are the rulebook's three ("The game can be played at three different levels"), each
with the scores its own "Select the score" allows (``rules.config.PERIODS``): the page offers
only those, so every bout it describes is one the rules accept (``Config`` refuses any other).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QComboBox, QFormLayout, QLabel, QWidget

from audatia_qt.engine.catalogue import GameEntry
from audatia_qt.engine.messages import Sentence, translate
from audatia_qt.engine.session.match import MatchSetup, SeatKind
from audatia_qt.games.ready_fence.narrator.names import level_name
from audatia_qt.games.ready_fence.policy.factory import BOT_TITLES
from audatia_qt.games.ready_fence.rules import Config, Level
from audatia_qt.games.ready_fence.rules.cards import CardSet
from audatia_qt.games.ready_fence.rules.config import PERIODS
from audatia_qt.shell.i18n.render import render

#: What each level brings, under the Level box (rulebook, "Tutorial Mode", "Basic Game Mode",
#: "Advanced Game Mode").
LEVEL_NOTES: dict[Level, Sentence] = {
    Level.TUTORIAL: translate(
        "ReadyFenceNewGame", "Distance and timing: the T cards only; playing them costs no stamina."
    ),
    Level.BASIC: translate(
        "ReadyFenceNewGame",
        "The 35 B cards, stamina, a 12-card timer, one Straight Thrust kept in hand.",
    ),
    Level.ADVANCED: translate(
        "ReadyFenceNewGame",
        "Every card, the Retreat and the Feint, up to three periods with less stamina each.",
    ),
}

_TARGET = translate("ReadyFenceNewGame", "{score} touches")
_TARGET_PERIODS = translate("ReadyFenceNewGame", "{score} touches, %n bout period(s)", None, 0)
_LEVEL = translate("ReadyFenceNewGame", "&Level:")
_SCORE = translate("ReadyFenceNewGame", "&Bout to:")
_OPPONENT = translate("ReadyFenceNewGame", "&Opponent:")
_AGAINST_COMPUTER = translate("ReadyFenceNewGame", "The computer")
_HOT_SEAT = translate("ReadyFenceNewGame", "A second person on this screen (hot-seat)")
_SIDE = translate("ReadyFenceNewGame", "You fence &from:")
_LEFT = translate("ReadyFenceNewGame", "The left end of the strip")
_RIGHT = translate("ReadyFenceNewGame", "The right end of the strip")
_STRENGTH = translate("ReadyFenceNewGame", "Computer &strength:")
_DECK = translate("ReadyFenceNewGame", "&Deck:")

#: The default bout of a first New Game: the Basic level to 5, as the rulebook's course goes
#: on from its Tutorial.
DEFAULT_LEVEL = Level.BASIC
DEFAULT_TARGET = 5


@dataclass(frozen=True)
class ReadyFenceChoice:
    """What New Game and Rematch start from: the match's setup."""

    setup: MatchSetup

    def redealt(self) -> ReadyFenceChoice:
        """The same bout with new shuffles and a new toss of the Initiative coin (every one is
        a chance move of the match, ruling RF-9: a new chance seed is a new bout)."""
        seed = random.SystemRandom().getrandbits(32)
        setup = self.setup
        return ReadyFenceChoice(
            MatchSetup(setup.game, setup.config, setup.players, setup.difficulty, seed)
        )


def choice_for(
    entry: GameEntry,
    cards: CardSet,
    level: Level,
    target: int,
    players: tuple[SeatKind, SeatKind],
    difficulty: str | None,
    seed: int,
) -> ReadyFenceChoice:
    """The setup a page's fields describe. ``ValueError`` (the rules' one line) for a bout
    the rulebook does not set, such as a deck with too few of the level's cards."""
    return ReadyFenceChoice(
        MatchSetup(entry, Config(cards, level, target), players, difficulty, seed)
    )


def target_title(level: Level, target: int) -> str:
    """A score as the Bout To box offers it, with its bout periods where there are several."""
    periods = PERIODS[level][target]
    if periods == 1:
        return render(_TARGET.say(score=target))
    return render(_TARGET_PERIODS.say(periods, score=target))


class ReadyFenceNewGamePage(QWidget):
    """The page's fields; ``choice()`` is the bout they describe now.

    ``decks``: (name, cards) of each deck offered (the bundled one, the deck builder's); with
    more than one, a Deck box chooses, and ``deck_chosen(name, cards)`` tells the choice.
    """

    deck_chosen = Signal(str, object)

    def __init__(
        self,
        entry: GameEntry,
        cards: CardSet,
        last: ReadyFenceChoice | None,
        parent: QWidget | None = None,
        *,
        decks: Sequence[tuple[str, CardSet]] = (),
        current: str = "",
    ) -> None:
        super().__init__(parent)
        self._entry = entry
        self._cards = cards
        self._decks = tuple(decks)
        form = QFormLayout(self)
        self.deck_box = QComboBox(self)
        for name, _cards in self._decks:
            self.deck_box.addItem(name)  # a deck's name as its file gives it: plain item text
        self.deck_label = QLabel(render(_DECK.say()), self)
        self.deck_label.setBuddy(self.deck_box)
        form.addRow(self.deck_label, self.deck_box)
        self.deck_label.setVisible(len(self._decks) > 1)
        self.deck_box.setVisible(len(self._decks) > 1)
        names = [name for name, _cards in self._decks]
        if current in names:
            self.deck_box.setCurrentIndex(names.index(current))
        self.level_box = QComboBox(self)
        for level in Level:
            self.level_box.addItem(render(level_name(level)), level.value)
        self.level_box.setCurrentIndex(list(Level).index(DEFAULT_LEVEL))
        self._add_row(form, _LEVEL, self.level_box)
        self.level_note = QLabel(self)
        self.level_note.setWordWrap(True)
        self.level_note.setTextFormat(Qt.TextFormat.PlainText)
        form.addRow("", self.level_note)
        self.target_box = QComboBox(self)
        self._add_row(form, _SCORE, self.target_box)
        self.opponent_box = QComboBox(self)
        self.opponent_box.addItem(render(_AGAINST_COMPUTER.say()), False)
        self.opponent_box.addItem(render(_HOT_SEAT.say()), True)
        self.opponent_label = self._add_row(form, _OPPONENT, self.opponent_box)
        self.side_box = QComboBox(self)
        self.side_box.addItem(render(_LEFT.say()), 0)
        self.side_box.addItem(render(_RIGHT.say()), 1)
        self.side_label = self._add_row(form, _SIDE, self.side_box)
        self.strength_box = QComboBox(self)
        for name in entry.bot_names:
            self.strength_box.addItem(render(BOT_TITLES[name].say()), name)
        default = entry.default_bot or entry.bot_names[0]
        self.strength_box.setCurrentIndex(entry.bot_names.index(default))
        self.strength_label = self._add_row(form, _STRENGTH, self.strength_box)
        self._fill_targets(DEFAULT_TARGET)
        self.level_box.currentIndexChanged.connect(self._on_level_changed)
        self.opponent_box.currentIndexChanged.connect(self._offer_computer)
        self.deck_box.currentIndexChanged.connect(self._on_deck_changed)
        if last is not None:
            self._show(last)
        self._offer_computer()

    def _add_row(self, form: QFormLayout, label: Sentence, field: QWidget) -> QLabel:
        caption = QLabel(render(label.say()), self)
        caption.setBuddy(field)
        form.addRow(caption, field)
        return caption

    def _level(self) -> Level:
        return Level(str(self.level_box.currentData()))

    def _fill_targets(self, wanted: int) -> None:
        """The scores the level is played to (its "Select the score"), ``wanted`` chosen
        when the level allows it, else the smallest; and what the level brings."""
        level = self._level()
        self.level_note.setText(render(LEVEL_NOTES[level].say()))
        self.target_box.clear()
        for target in PERIODS[level]:
            self.target_box.addItem(target_title(level, target), target)
        self.target_box.setCurrentIndex(max(0, self.target_box.findData(wanted)))

    def _on_level_changed(self) -> None:
        self._fill_targets(int(self.target_box.currentData() or DEFAULT_TARGET))

    def _on_deck_changed(self, index: int) -> None:
        if 0 <= index < len(self._decks):
            name, cards = self._decks[index]
            self._cards = cards
            self.deck_chosen.emit(name, cards)

    def _offer_computer(self) -> None:
        """Hot-seat has no computer and no side to choose (each person takes an end)."""
        computer = not self.opponent_box.currentData()
        for widget in (self.strength_box, self.strength_label, self.side_box, self.side_label):
            widget.setEnabled(computer)

    def people_only(self) -> None:
        """Both fencers are people, each at their own screen (a network table): the choice of
        opponent, end and computer is not offered."""
        self.opponent_box.setCurrentIndex(self.opponent_box.findData(True))
        for widget in (
            self.opponent_label,
            self.opponent_box,
            self.side_box,
            self.side_label,
            self.strength_box,
            self.strength_label,
        ):
            widget.hide()

    def _show(self, choice: ReadyFenceChoice) -> None:
        config: Config = choice.setup.config
        self.level_box.setCurrentIndex(list(Level).index(config.level))
        self._fill_targets(config.target)
        players = choice.setup.players
        hot_seat = all(kind is SeatKind.HUMAN for kind in players)
        self.opponent_box.setCurrentIndex(1 if hot_seat else 0)
        if not hot_seat:
            self.side_box.setCurrentIndex(0 if players[0] is SeatKind.HUMAN else 1)
        if choice.setup.difficulty in self._entry.bot_names:
            self.strength_box.setCurrentIndex(self._entry.bot_names.index(choice.setup.difficulty))

    def choice(self) -> ReadyFenceChoice:
        """The bout the fields describe, with new shuffles."""
        human, computer = SeatKind.HUMAN, SeatKind.COMPUTER
        if self.opponent_box.currentData():
            players = (human, human)
        else:
            players = (human, computer) if self.side_box.currentData() == 0 else (computer, human)
        return choice_for(
            self._entry,
            self._cards,
            self._level(),
            int(self.target_box.currentData()),
            players,
            str(self.strength_box.currentData()),
            random.SystemRandom().getrandbits(32),
        )
