"""Swordplay's page in the New Game frame: the mode, each seat's hero and who plays it, the
monster, the optional Realistic Parries rule and the computer's strength.

The modes (issue 29, "Modes at New Game"): one person against the computer; two people
hot-seat; three or four heroes free-for-all, any seat a person or the computer; solo against a
monster; co-op, two or three heroes against a monster. The rules check the table the page
describes (``rules.config.config_problem``): the page offers only tables they accept.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QWidget,
)

from audatia_qt.engine.catalogue import GameEntry
from audatia_qt.engine.messages import Sentence, translate
from audatia_qt.engine.session.match import MatchSetup, SeatKind
from audatia_qt.games.swordplay.policy.factory import BOT_TITLES
from audatia_qt.games.swordplay.render.faces import card_words
from audatia_qt.games.swordplay.rules import Config, Mode
from audatia_qt.games.swordplay.rules.cards import CardSet
from audatia_qt.shell.i18n.language import current_language
from audatia_qt.shell.i18n.render import render


@dataclass(frozen=True)
class TableKind:
    """One choice of the mode box: the rules' mode, the seats, who plays them by default."""

    key: str
    label: Sentence
    mode: Mode
    heroes: int
    people: tuple[bool, ...]
    """Per hero seat: a person plays it (True) or the computer."""
    seats_choosable: bool = False
    """Each seat's player may be changed (free-for-all, co-op)."""


TABLES: tuple[TableKind, ...] = (
    TableKind(
        "computer",
        translate("SwordplayNewGame", "Against the computer"),
        Mode.VERSUS,
        2,
        (True, False),
    ),
    TableKind(
        "hot-seat",
        translate("SwordplayNewGame", "Two people on this screen (hot-seat)"),
        Mode.VERSUS,
        2,
        (True, True),
    ),
    TableKind(
        "three",
        translate("SwordplayNewGame", "Three heroes, free-for-all"),
        Mode.VERSUS,
        3,
        (True, False, False),
        True,
    ),
    TableKind(
        "four",
        translate("SwordplayNewGame", "Four heroes, free-for-all"),
        Mode.VERSUS,
        4,
        (True, False, False, False),
        True,
    ),
    TableKind(
        "solo", translate("SwordplayNewGame", "Solo against a monster"), Mode.SOLO, 1, (True,)
    ),
    TableKind(
        "coop",
        translate("SwordplayNewGame", "Co-op: two heroes against a monster"),
        Mode.COOP,
        2,
        (True, True),
        True,
    ),
    TableKind(
        "coop3",
        translate("SwordplayNewGame", "Co-op: three heroes against a monster"),
        Mode.COOP,
        3,
        (True, False, False),
        True,
    ),
)

#: The tables of a network game (issue 32, ``people_only``): every hero a person at a screen
#: of their own. Free-for-all, and co-op: the monster's seat is the rules' (ruling SP-1), so the
#: table gives it no invite and waits for nobody there (``GameEntry.ruled_seats``). Solo is one
#: person alone: it stays on this screen.
NETWORK_TABLES: tuple[TableKind, ...] = (
    TableKind(
        "two-people",
        translate("SwordplayNewGame", "Two heroes, one against the other"),
        Mode.VERSUS,
        2,
        (True, True),
    ),
    TableKind(
        "three-people",
        translate("SwordplayNewGame", "Three heroes, free-for-all"),
        Mode.VERSUS,
        3,
        (True, True, True),
    ),
    TableKind(
        "four-people",
        translate("SwordplayNewGame", "Four heroes, free-for-all"),
        Mode.VERSUS,
        4,
        (True, True, True, True),
    ),
    TableKind(
        "coop-people",
        translate("SwordplayNewGame", "Co-op: two heroes against a monster"),
        Mode.COOP,
        2,
        (True, True),
    ),
    TableKind(
        "coop3-people",
        translate("SwordplayNewGame", "Co-op: three heroes against a monster"),
        Mode.COOP,
        3,
        (True, True, True),
    ),
)

_HERO = translate("SwordplayNewGame", "Hero {number}")
_PERSON = translate("SwordplayNewGame", "A person")
_COMPUTER = translate("SwordplayNewGame", "The computer")
_MODE = translate("SwordplayNewGame", "&Table:")
_MONSTER = translate("SwordplayNewGame", "&Monster:")
_STRENGTH = translate("SwordplayNewGame", "Computer &strength:")
_PARRIES = translate(
    "SwordplayNewGame", "&Realistic Parries (an unarmed hero parries only unarmed attackers)"
)
_SEATS = translate("SwordplayNewGame", "Heroes")
_DECK = translate("SwordplayNewGame", "&Deck:")


@dataclass(frozen=True)
class SwordplayChoice:
    """What New Game and Rematch start from: the match's setup."""

    setup: MatchSetup

    def redealt(self) -> SwordplayChoice:
        """The same table with a new deal and new rolls."""
        seed = random.SystemRandom().getrandbits(32)
        config = self.setup.config
        fresh = Config(
            config.cards, config.heroes, config.mode, config.monster, config.realistic_parries, seed
        )
        return SwordplayChoice(
            MatchSetup(
                self.setup.game, fresh, self.setup.players, self.setup.difficulty, seed ^ 0x5EED
            )
        )


def choice_for(
    entry: GameEntry,
    cards: CardSet,
    table: TableKind,
    heroes: tuple[str, ...],
    people: tuple[bool, ...],
    monster: str | None,
    realistic_parries: bool,
    difficulty: str | None,
    seed: int,
) -> SwordplayChoice:
    """The setup a page's fields describe (the monster's seat, when there is one, is the
    computer's: the rules drive it, ruling SP-1)."""
    config = Config(
        cards,
        heroes,
        table.mode,
        monster if table.mode is not Mode.VERSUS else None,
        realistic_parries,
        seed,
    )
    players = tuple(SeatKind.HUMAN if person else SeatKind.COMPUTER for person in people)
    if config.monster_seat is not None:
        players = (*players, SeatKind.COMPUTER)
    return SwordplayChoice(MatchSetup(entry, config, players, difficulty, seed ^ 0x5EED))


class SwordplayNewGamePage(QWidget):
    """The page's fields; ``choice()`` is the game they describe now.

    ``decks``: (name, cards) of each deck offered (the bundled one, the deck builder's); with
    more than one, a Deck box chooses, and ``deck_chosen(name, cards)`` tells the choice.
    """

    deck_chosen = Signal(str, object)

    def __init__(
        self,
        entry: GameEntry,
        cards: CardSet,
        last: SwordplayChoice | None,
        parent: QWidget | None = None,
        *,
        decks: Sequence[tuple[str, CardSet]] = (),
        current: str = "",
    ) -> None:
        super().__init__(parent)
        self._entry = entry
        self._cards = cards
        self._decks = tuple(decks)
        self._tables = TABLES
        """The tables the Table box offers (``NETWORK_TABLES`` once ``people_only``)."""
        self._people_only = False
        language = current_language()
        form = QFormLayout(self)
        self.deck_box = QComboBox(self)
        for name, _cards in self._decks:
            self.deck_box.addItem(name)  # a deck's name as its file gives it: plain item text
        deck_label = QLabel(render(_DECK.say()), self)
        deck_label.setBuddy(self.deck_box)
        form.addRow(deck_label, self.deck_box)
        deck_label.setVisible(len(self._decks) > 1)
        self.deck_box.setVisible(len(self._decks) > 1)
        names = [name for name, _cards in self._decks]
        if current in names:
            self.deck_box.setCurrentIndex(names.index(current))
        self.table_box = QComboBox(self)
        for table in TABLES:
            self.table_box.addItem(render(table.label.say()), table.key)
        form.addRow(render(_MODE.say()), self.table_box)
        seats = QGroupBox(render(_SEATS.say()), self)
        grid = QGridLayout(seats)
        self.hero_boxes: list[QComboBox] = []
        self.player_boxes: list[QComboBox] = []
        self.seat_labels: list[QLabel] = []
        for index in range(4):
            label = QLabel(render(_HERO.say(number=index + 1)), seats)
            hero_box = QComboBox(seats)
            player_box = QComboBox(seats)
            player_box.addItem(render(_PERSON.say()), True)
            player_box.addItem(render(_COMPUTER.say()), False)
            label.setBuddy(hero_box)
            grid.addWidget(label, index, 0)
            grid.addWidget(hero_box, index, 1)
            grid.addWidget(player_box, index, 2)
            self.seat_labels.append(label)
            self.hero_boxes.append(hero_box)
            self.player_boxes.append(player_box)
        form.addRow(seats)
        self.monster_box = QComboBox(self)
        self._fill_cards(cards, language)
        self.monster_label = QLabel(render(_MONSTER.say()), self)
        self.monster_label.setBuddy(self.monster_box)
        form.addRow(self.monster_label, self.monster_box)
        self.strength_box = QComboBox(self)
        for name in entry.bot_names:
            self.strength_box.addItem(render(BOT_TITLES[name].say()), name)
        default = entry.default_bot or entry.bot_names[0]
        self.strength_box.setCurrentIndex(entry.bot_names.index(default))
        self.strength_label = QLabel(render(_STRENGTH.say()), self)
        self.strength_label.setBuddy(self.strength_box)
        form.addRow(self.strength_label, self.strength_box)
        self.parries_box = QCheckBox(render(_PARRIES.say()), self)
        form.addRow(self.parries_box)
        self.table_box.currentIndexChanged.connect(self._on_table_changed)
        for box in self.player_boxes:
            box.currentIndexChanged.connect(self._offer_strength)
        self.deck_box.currentIndexChanged.connect(self._on_deck_changed)
        if last is not None:
            self._show(last)
        self._arrange(reset_players=last is None)

    def _fill_cards(self, cards: CardSet, language: str) -> None:
        """The heroes and monsters a deck offers, in its order."""
        self._cards = cards
        for index, hero_box in enumerate(self.hero_boxes):
            hero_box.clear()
            for hero in cards.heroes:
                hero_box.addItem(card_words(hero, language)[0], hero.id)
            hero_box.setCurrentIndex(index % len(cards.heroes))
        self.monster_box.clear()
        for monster in cards.monsters:
            self.monster_box.addItem(card_words(monster, language)[0], monster.id)

    def _on_deck_changed(self, index: int) -> None:
        if 0 <= index < len(self._decks):
            name, cards = self._decks[index]
            self._fill_cards(cards, current_language())
            self.deck_chosen.emit(name, cards)

    def _table(self) -> TableKind:
        return self._tables[self.table_box.currentIndex()]

    def people_only(self) -> None:
        """Every hero a person, each at their own screen (a network table): the tables are
        the free-for-all and co-op ones (``NETWORK_TABLES``), and who plays each seat and the
        computer's strength are not offered."""
        table = self._table()
        shape = (table.mode, table.heroes)
        self._people_only = True
        self._tables = NETWORK_TABLES
        self.table_box.blockSignals(True)
        self.table_box.clear()
        for table in NETWORK_TABLES:
            self.table_box.addItem(render(table.label.say()), table.key)
        shapes = [(each.mode, each.heroes) for each in NETWORK_TABLES]
        self.table_box.setCurrentIndex(shapes.index(shape) if shape in shapes else 0)
        self.table_box.blockSignals(False)
        self.strength_box.hide()
        self.strength_label.hide()
        self._arrange(reset_players=True)

    def _show(self, choice: SwordplayChoice) -> None:
        config: Config = choice.setup.config
        people = tuple(
            choice.setup.players[seat] is SeatKind.HUMAN for seat in range(len(config.heroes))
        )
        for index, table in enumerate(self._tables):
            fits = table.mode is config.mode and table.heroes == len(config.heroes)
            if fits and (table.seats_choosable or table.people == people):
                self.table_box.setCurrentIndex(index)
                break
        for box, hero in zip(self.hero_boxes, config.heroes, strict=False):
            box.setCurrentIndex(max(0, box.findData(hero)))
        for box, person in zip(self.player_boxes, people, strict=False):
            box.setCurrentIndex(0 if person else 1)
        if config.monster is not None:
            self.monster_box.setCurrentIndex(max(0, self.monster_box.findData(config.monster)))
        self.parries_box.setChecked(config.realistic_parries)
        if choice.setup.difficulty in self._entry.bot_names:
            self.strength_box.setCurrentIndex(self._entry.bot_names.index(choice.setup.difficulty))

    def _on_table_changed(self) -> None:
        self._arrange(reset_players=True)

    def _arrange(self, *, reset_players: bool) -> None:
        """Show the seats the table has; ``reset_players``: who plays each is the table's
        default (a choosable seat may then be changed)."""
        table = self._table()
        for index in range(4):
            shown = index < table.heroes
            self.seat_labels[index].setVisible(shown)
            self.hero_boxes[index].setVisible(shown)
            self.player_boxes[index].setVisible(shown and not self._people_only)
            self.player_boxes[index].setEnabled(table.seats_choosable)
            fixed = not table.seats_choosable
            if shown and (reset_players or fixed):
                self.player_boxes[index].setCurrentIndex(0 if table.people[index] else 1)
        monster = table.mode is not Mode.VERSUS
        self.monster_label.setVisible(monster)
        self.monster_box.setVisible(monster)
        self._offer_strength()

    def _offer_strength(self) -> None:
        """The computer's strength is a choice only when the computer plays a hero (the
        monster acts by its cards, "Monster Actions"; hot-seat has no computer at all)."""
        table = self._table()
        computer = any(not self.player_boxes[index].currentData() for index in range(table.heroes))
        self.strength_box.setEnabled(computer)
        self.strength_label.setEnabled(computer)

    def choice(self) -> SwordplayChoice:
        """The game the fields describe, with a new deal."""
        table = self._table()
        heroes = tuple(str(self.hero_boxes[i].currentData()) for i in range(table.heroes))
        people = tuple(bool(self.player_boxes[i].currentData()) for i in range(table.heroes))
        return choice_for(
            self._entry,
            self._cards,
            table,
            heroes,
            people,
            str(self.monster_box.currentData()),
            self.parries_box.isChecked(),
            str(self.strength_box.currentData()),
            random.SystemRandom().getrandbits(32),
        )
