"""Audatia's New Game page (``NewGameFields``, hosted by the shell's New Game frame): a deck
for each side, who challenges, who plays each side, the Break rule, the computer's strength,
and the seed (random by default, shown so a game can be replayed).

The deck lists hold the bundled decks and, under a heading of their own, the player's decks
from the deck library; a library deck that fails the deck checks is listed greyed, with its
first problem as the reason (its tooltip), and cannot be chosen. ``NewGameDialog`` is the frame
holding this page alone. The texts keep the context "NewGameDialog" they were translated in."""

from __future__ import annotations

import random
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QFont, QIntValidator, QStandardItemModel
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from audatia_qt.engine.messages import translate
from audatia_qt.engine.session.match import MatchSetup, SeatKind
from audatia_qt.games.audatia.entry import AUDATIA
from audatia_qt.games.audatia.policy.factory import BOT_NAMES, DEFAULT_BOT
from audatia_qt.games.audatia.policy.factory import bot_title as rank
from audatia_qt.games.audatia.policy.levels import LEVELS
from audatia_qt.games.audatia.render import default_art_root
from audatia_qt.games.audatia.rules import GameConfig, Seat
from audatia_qt.games.audatia.rules.cards import DeckDef
from audatia_qt.games.audatia.rules.ruleset import RULESETS
from audatia_qt.shell.i18n.marks import QT_TRANSLATE_NOOP
from audatia_qt.shell.i18n.render import render
from audatia_qt.shell.new_game_frame import GameOffer, NewGameFrame
from audatia_qt.shell.plain import plain_tip
from audatia_qt.shell.plugin import NewGamePage

#: The deck lists' headings, shown when the player has decks of their own (English sources,
#: shown translated, context "NewGameDialog").
BUNDLED_HEADING = QT_TRANSLATE_NOOP("NewGameDialog", "Decks that come with the game")
LIBRARY_HEADING = QT_TRANSLATE_NOOP("NewGameDialog", "Your decks")
#: How a library deck is marked in the list.
LIBRARY_MARK = "\u270e"


def _tr(source: str) -> str:
    return QCoreApplication.translate("NewGameDialog", source)


@dataclass(frozen=True)
class UnplayableDeck:
    """A library deck listed greyed: its name, and its first problem (the reason)."""

    name: str
    problem: str
    path: Path | None = None


#: Seeds offered at random: positive and short enough to read out and type back.
SEED_RANGE = (1, 999_999)


@dataclass(frozen=True)
class DeckChoice:
    """A deck the player may pick: its definition and the file it came from (None for a deck
    known only from a saved game, whose card data the save carries), and whether that file is
    in the player's deck library rather than shipped with the game."""

    definition: DeckDef
    path: Path | None
    library: bool = False

    @property
    def name(self) -> str:
        return self.definition.name


@dataclass(frozen=True)
class NewGameChoice:
    """Everything the dialog decided."""

    setup: MatchSetup
    decks: tuple[DeckChoice, DeckChoice]

    @property
    def art_roots(self) -> tuple[Path | None, Path | None]:
        paths = (self.decks[0].path, self.decks[1].path)
        return (
            None if paths[0] is None else default_art_root(paths[0]),
            None if paths[1] is None else default_art_root(paths[1]),
        )

    def with_seed(self, seed: int) -> NewGameChoice:
        """The same game set-up with another seed (a rematch)."""
        config = self.setup.config
        new = GameConfig(
            config.decks,
            challenger=config.challenger,
            seed=seed,
            break_rule=config.break_rule,
            variant=config.variant,
        )
        return NewGameChoice(
            MatchSetup(self.setup.game, new, self.setup.players, self.setup.difficulty), self.decks
        )


def random_seed() -> int:
    return random.SystemRandom().randint(*SEED_RANGE)


def bot_names() -> tuple[str, ...]:
    """The computer players on offer, weakest first."""
    return BOT_NAMES


#: How the two bots that do not search fence, in a line each.
_SIMPLE_BOTS = {
    "random": QT_TRANSLATE_NOOP("NewGameDialog", "plays any legal move, at random"),
    "heuristic": QT_TRANSLATE_NOOP(
        "NewGameDialog", "plays by quick rules of thumb, never looks ahead"
    ),
}


#: The counted words of a level's line (Sentences: rendered with their plural forms).
SLIPS = translate("NewGameDialog", "slips %n move(s) in 10", None, 0)
LOOKS_AHEAD = translate("NewGameDialog", "looks ahead through %n imagined bout(s)", None, 0)


def bot_title(name: str) -> str:
    """The computer player ``name`` by its rank (``ai.factory.BOT_TITLES``, one scale for
    every place that names it), in the language the app speaks."""
    return render(rank(name))


def default_bot() -> str:
    """The computer a new game is played against until the player chooses another."""
    return DEFAULT_BOT


def _slips(rate: float) -> str:
    """A level's slip rate in words: 0.3 -> "slips 3 moves in 10"."""
    if rate <= 0:
        return QCoreApplication.translate("NewGameDialog", "never slips")
    tenths = round(rate * 10)
    if tenths and abs(rate * 10 - tenths) < 1e-9:
        return render(SLIPS.say(tenths))
    return QCoreApplication.translate("NewGameDialog", "slips {percent} of its moves").format(
        percent=f"{rate:.0%}"
    )


def bot_description(name: str) -> str:
    """How the computer player ``name`` fences, in one line; a searching level's line is read
    from its own settings (``policy.levels.LEVELS``), so it cannot drift from what it does."""
    if name in _SIMPLE_BOTS:
        return _tr(_SIMPLE_BOTS[name])
    kind, _, level_name = name.partition(":")
    level = LEVELS.get(level_name) if kind == "ismcts" else None
    if level is None:
        return ""
    if level.iterations is not None:
        # Every tree's bouts: Hard and the Grand Master search several at once (issue 31).
        effort = render(LOOKS_AHEAD.say(level.iterations * level.trees))
    else:
        effort = QCoreApplication.translate("NewGameDialog", "looks ahead for {seconds} s").format(
            seconds=f"{level.seconds:g}"
        )
    return QCoreApplication.translate("NewGameDialog", "{effort}; {slips}").format(
        effort=effort, slips=_slips(level.mistake_rate)
    )


def bot_label(name: str) -> str:
    """A computer player as the dialog lists it: "Master: looks ahead through 500 imagined
    bouts; never slips"; the default is marked "(default)"."""
    title = bot_title(name)
    if name == default_bot():
        title = QCoreApplication.translate("NewGameDialog", "{title} (default)").format(title=title)
    description = bot_description(name)
    if not description:
        return title
    return QCoreApplication.translate("NewGameDialog", "{title}: {description}").format(
        title=title, description=description
    )


#: Why the difficulty cannot be chosen when both seats are people.
NO_COMPUTER = QT_TRANSLATE_NOOP(
    "NewGameDialog",
    "Both seats are played by people (hot-seat): set a seat to Computer to choose its strength.",
)
#: The difficulty list's tooltip when it can be chosen.
DIFFICULTY_TIP = QT_TRANSLATE_NOOP(
    "NewGameDialog",
    "How strong the computer fences, weakest first. None of them looks at your cards: the "
    "searching levels imagine the cards you might hold.",
)


def default_choice(
    decks: list[DeckChoice],
    seed: int | None = None,
    *,
    difficulty: str | None = None,
    deck_ids: tuple[str, str] | None = None,
) -> NewGameChoice:
    """The game the window opens with: you against the computer, with the decks of
    ``deck_ids`` (the last ones chosen) when they are there, else the first two."""
    first, second = decks[0], decks[1 % len(decks)]
    if deck_ids is not None:
        by_id = {deck.definition.id: deck for deck in decks}
        first, second = by_id.get(deck_ids[0], first), by_id.get(deck_ids[1], second)
    config = GameConfig(
        (first.definition, second.definition),
        challenger=Seat.A,
        seed=random_seed() if seed is None else seed,
    )
    bot = default_bot() if difficulty is None else difficulty
    setup = MatchSetup(AUDATIA, config, (SeatKind.HUMAN, SeatKind.COMPUTER), bot)
    return NewGameChoice(setup, (first, second))


class NewGameFields(QWidget):
    """Audatia's page in the New Game frame: the decks, the players, the rules, the
    computer's strength and the seed; ``choice()`` reads the answer."""

    def __init__(
        self,
        decks: list[DeckChoice],
        previous: NewGameChoice | None = None,
        parent: QWidget | None = None,
        *,
        unplayable: list[UnplayableDeck] | None = None,
    ) -> None:
        super().__init__(parent)
        if not decks:
            raise ValueError("the New Game dialog needs at least one deck")
        self.decks = decks
        self.unplayable = unplayable or []
        self._headings: list[tuple[QComboBox, int, str]] = []
        """Each deck list's headings: the list, the row, the heading's English source."""
        self._refused_rows: list[tuple[QComboBox, int, str]] = []
        """Each deck list's greyed decks: the list, the row, the deck's name."""
        self._library_rows: list[tuple[QComboBox, int, DeckChoice]] = []
        """Each deck list's library decks, whose tool tip says so."""
        self._seat_labels: list[QLabel] = []
        self._people_only = False
        """Every seat is a person's at a screen of their own (``people_only``)."""
        previous = previous or default_choice(decks)
        self.deck_boxes: list[QComboBox] = []
        self.kind_boxes: list[QComboBox] = []
        form = QFormLayout()
        for seat in Seat:
            deck_box = self._deck_box()
            chosen = previous.decks[seat].definition.id
            found = next(
                (
                    index
                    for index in range(deck_box.count())
                    if deck_box.itemData(index) is not None
                    and decks[deck_box.itemData(index)].definition.id == chosen
                ),
                None,
            )
            deck_box.setCurrentIndex(found if found is not None else self._first_deck(deck_box))
            kind_box = QComboBox()
            kind_box.addItem("", SeatKind.HUMAN)
            kind_box.addItem("", SeatKind.COMPUTER)
            kind_box.setCurrentIndex(0 if previous.setup.kind(seat) is SeatKind.HUMAN else 1)
            row = QHBoxLayout()
            row.addWidget(deck_box, 2)
            row.addWidget(kind_box, 1)
            label = QLabel()
            self._seat_labels.append(label)
            form.addRow(label, row)
            self.deck_boxes.append(deck_box)
            self.kind_boxes.append(kind_box)
        self.challenger_box = QComboBox()
        self.challenger_box.addItem("", Seat.A)
        self.challenger_box.addItem("", Seat.B)
        self.challenger_box.setCurrentIndex(int(previous.setup.config.challenger))
        self.challenger_label = QLabel()
        form.addRow(self.challenger_label, self.challenger_box)
        self.variant_box = QComboBox()
        # The rulesets offered, as the rulebook names them ("Additional Rulesets").
        for variant, ruleset in RULESETS.items():
            self.variant_box.addItem(render(ruleset.title), variant)
        self.variant_box.setCurrentIndex(
            max(0, self.variant_box.findData(previous.setup.config.variant))
        )
        self.rules_label = QLabel()
        form.addRow(self.rules_label, self.variant_box)
        # One list, weakest first and numbered so, each with its line; the stored value is
        # the bot's name ("ismcts:normal"), as saves and preferences keep it.
        self.bot_box = QComboBox()
        for name in bot_names():
            self.bot_box.addItem("", name)
        self.bot_box.setCurrentIndex(
            max(0, self.bot_box.findData(previous.setup.difficulty or default_bot()))
        )
        self.bot_label = QLabel()
        form.addRow(self.bot_label, self.bot_box)
        for box in self.kind_boxes:
            box.currentIndexChanged.connect(self._update_difficulty)
        self.break_box = QCheckBox()
        self.break_box.setChecked(previous.setup.config.break_rule)
        form.addRow("", self.break_box)
        self.seed_edit = QLineEdit(str(random_seed()))
        self.seed_edit.setValidator(QIntValidator(0, 2_000_000_000, self))
        self.reroll_button = QPushButton()
        self.reroll_button.clicked.connect(lambda: self.seed_edit.setText(str(random_seed())))
        seed_row = QHBoxLayout()
        seed_row.addWidget(self.seed_edit, 1)
        seed_row.addWidget(self.reroll_button)
        self.seed_label = QLabel()
        form.addRow(self.seed_label, seed_row)
        self.hint = QLabel()
        self.hint.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(form)
        layout.addWidget(self.hint)
        self.retranslate()

    def retranslate(self) -> None:
        """Every text of the page in the language the app speaks (at start, and when the
        language changes while it is open); the frame says its title and buttons."""
        seats = (
            QCoreApplication.translate("NewGameDialog", "First player (bottom)"),
            QCoreApplication.translate("NewGameDialog", "Second player (top)"),
        )
        for label, text in zip(self._seat_labels, seats, strict=True):
            label.setText(text)
        for box in self.kind_boxes:
            box.setItemText(0, QCoreApplication.translate("NewGameDialog", "Human"))
            box.setItemText(1, QCoreApplication.translate("NewGameDialog", "Computer"))
        for box, row, heading in self._headings:
            box.setItemText(row, _tr(heading))
        for box, row, name in self._refused_rows:
            refused = QCoreApplication.translate(
                "NewGameDialog", "{mark} {deck} \u2014 cannot be played"
            )
            box.setItemText(row, refused.format(mark=LIBRARY_MARK, deck=name))
        for box, row, deck in self._library_rows:
            tip = (
                QCoreApplication.translate(
                    "NewGameDialog", "Your deck, from the deck library ({path})"
                ).format(path=deck.path)
                if deck.path
                else QCoreApplication.translate("NewGameDialog", "Your deck")
            )
            box.setItemData(row, plain_tip(tip), Qt.ItemDataRole.ToolTipRole)
        self.challenger_label.setText(QCoreApplication.translate("NewGameDialog", "Challenger"))
        self.challenger_box.setItemText(
            0, QCoreApplication.translate("NewGameDialog", "First player")
        )
        self.challenger_box.setItemText(
            1, QCoreApplication.translate("NewGameDialog", "Second player")
        )
        self.rules_label.setText(QCoreApplication.translate("NewGameDialog", "Rules"))
        self.variant_box.setToolTip(
            QCoreApplication.translate(
                "NewGameDialog",
                "The rulebook's Additional Rulesets: Salle Play scores touches like a school "
                "bout; Sudden Death commits both fencers to a row of cards laid in advance.",
            )
        )
        for row in range(self.bot_box.count()):
            level = bot_label(str(self.bot_box.itemData(row)))
            self.bot_box.setItemText(row, f"{row + 1}. {level}")
        self.bot_label.setText(QCoreApplication.translate("NewGameDialog", "Computer's strength"))
        self._update_difficulty()
        self.break_box.setText(
            QCoreApplication.translate(
                "NewGameDialog", "Play with the optional Break rule (Thrust Process 2.3)"
            )
        )
        self.seed_edit.setToolTip(
            QCoreApplication.translate(
                "NewGameDialog", "The same seed deals the same cards: note it to replay a game."
            )
        )
        self.reroll_button.setText(QCoreApplication.translate("NewGameDialog", "New seed"))
        self.seed_label.setText(QCoreApplication.translate("NewGameDialog", "Seed"))
        self.hint.setText(
            QCoreApplication.translate(
                "NewGameDialog",
                "Two humans share one screen (hot-seat): the table hides each hand in turn.",
            )
        )

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _deck_box(self) -> QComboBox:
        """A list of the decks: the bundled ones, then (under headings) the player's own, the
        ones that cannot be played greyed with their reason. Each choosable item's data is its
        index in ``self.decks``."""
        box = QComboBox()
        library = [index for index, deck in enumerate(self.decks) if deck.library]
        grouped = bool(library or self.unplayable)
        if grouped:
            self._heading(box, BUNDLED_HEADING)
            self._headings.append((box, box.count() - 1, BUNDLED_HEADING))
        for index, deck in enumerate(self.decks):
            if not deck.library:
                box.addItem(deck.name, index)
        if grouped:
            box.insertSeparator(box.count())
            self._heading(box, LIBRARY_HEADING)
            self._headings.append((box, box.count() - 1, LIBRARY_HEADING))
        for index in library:
            deck = self.decks[index]
            box.addItem(f"{LIBRARY_MARK} {deck.name}", index)
            self._library_rows.append((box, box.count() - 1, deck))
        model = box.model()
        for refused in self.unplayable:
            box.addItem("", None)
            row = box.count() - 1
            self._refused_rows.append((box, row, refused.name))
            box.setItemData(row, plain_tip(refused.problem), Qt.ItemDataRole.ToolTipRole)
            if isinstance(model, QStandardItemModel):
                item = model.item(row)
                item.setEnabled(False)
        box.setMinimumContentsLength(24)
        return box

    @staticmethod
    def _heading(box: QComboBox, text: str) -> None:
        """A heading in a deck list: bold, and not a deck to choose."""
        box.addItem(_tr(text), None)
        row = box.count() - 1
        model = box.model()
        if isinstance(model, QStandardItemModel):
            item = model.item(row)
            item.setEnabled(False)
            font = QFont(item.font())
            font.setBold(True)
            item.setFont(font)

    @staticmethod
    def _first_deck(box: QComboBox) -> int:
        return next(index for index in range(box.count()) if box.itemData(index) is not None)

    def _update_difficulty(self) -> None:
        """The strength can be chosen only when a seat is the computer's; otherwise the list
        is greyed out and says why. The note on sharing one screen shows only when both seats
        are people's (shown always, it read as a description of a game against the computer,
        seen under Xvfb)."""
        kinds = [box.currentData() for box in self.kind_boxes]
        computer = SeatKind.COMPUTER in kinds
        tip = _tr(DIFFICULTY_TIP) if computer else _tr(NO_COMPUTER)
        for widget in (self.bot_box, self.bot_label):
            widget.setEnabled(computer)
            widget.setToolTip(tip)
        shared = all(kind is SeatKind.HUMAN for kind in kinds) and not self._people_only
        self.hint.setVisible(shared)

    def people_only(self) -> None:
        """Both fencers are people, each at their own screen (a network table): who plays each
        seat, the computer's strength and the note on sharing one screen are not offered."""
        self._people_only = True
        for box in self.kind_boxes:
            box.setCurrentIndex(box.findData(SeatKind.HUMAN))
            box.hide()
        for widget in (self.bot_box, self.bot_label, self.hint):
            widget.hide()

    def seed(self) -> int:
        """The seed typed in (a fresh random one if the field was emptied)."""
        text = self.seed_edit.text().strip()
        return int(text) if text.isdigit() else random_seed()

    def choice(self) -> NewGameChoice:
        """The game the dialog describes now."""
        chosen = tuple(self.decks[box.currentData()] for box in self.deck_boxes)
        kinds = tuple(box.currentData() for box in self.kind_boxes)
        config = GameConfig(
            (chosen[0].definition, chosen[1].definition),
            challenger=self.challenger_box.currentData(),
            seed=self.seed(),
            break_rule=self.break_box.isChecked(),
            variant=self.variant_box.currentData(),
        )
        setup = MatchSetup(AUDATIA, config, (kinds[0], kinds[1]), self.bot_box.currentData())
        return NewGameChoice(setup, (chosen[0], chosen[1]))


def new_game_page(
    decks: list[DeckChoice],
    previous: NewGameChoice | None = None,
    *,
    unplayable: list[UnplayableDeck] | None = None,
) -> NewGamePage:
    """Audatia's page for the New Game frame (``GamePlugin.new_game_page``)."""
    fields = NewGameFields(decks, previous, unplayable=unplayable)
    return NewGamePage(fields, fields.choice, fields.people_only)


class NewGameDialog(NewGameFrame):
    """The New Game frame holding Audatia's page alone; ``choice()`` reads the answer."""

    def __init__(
        self,
        decks: list[DeckChoice],
        previous: NewGameChoice | None = None,
        parent: QWidget | None = None,
        *,
        unplayable: list[UnplayableDeck] | None = None,
    ) -> None:
        page = new_game_page(decks, previous, unplayable=unplayable)
        super().__init__([GameOffer(render(AUDATIA.title.say()), page)], parent)
        self.fields = page.widget

    def choice(self) -> NewGameChoice:
        """The game the dialog describes now."""
        chosen: NewGameChoice = self.setup()
        return chosen
