"""The New Game dialog: a deck for each side, who challenges, who plays each side, the Break
rule, the computer's strength, and the seed (random by default, shown so a game can be
replayed)."""

from __future__ import annotations

import random
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtGui import QIntValidator
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from audatia_qt.render import default_art_root
from audatia_qt.rules import GameConfig, Seat
from audatia_qt.rules.cards import DeckDef
from audatia_qt.rules.config import Variant
from audatia_qt.session.match import MatchSetup, SeatKind

#: Seeds offered at random: positive and short enough to read out and type back.
SEED_RANGE = (1, 999_999)


@dataclass(frozen=True)
class DeckChoice:
    """A deck the player may pick: its definition and the file it came from (None for a deck
    known only from a saved game, whose card data the save carries)."""

    definition: DeckDef
    path: Path | None

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
        return NewGameChoice(MatchSetup(new, self.setup.players, self.setup.difficulty), self.decks)


def random_seed() -> int:
    return random.SystemRandom().randint(*SEED_RANGE)


def bot_names() -> tuple[str, ...]:
    """The computer players on offer, weakest first."""
    try:
        from audatia_qt.ai.factory import BOT_NAMES
    except ImportError:  # the AI package's stronger bots are optional
        return ("random",)
    return BOT_NAMES


#: How the dialog names each opponent: the three search levels are the difficulty levels a
#: player expects; the two simple bots are there for learning the rules.
BOT_LABELS = {
    "random": "Novice: plays any legal move",
    "heuristic": "Club fencer: quick rules of thumb",
    "ismcts:easy": "Easy",
    "ismcts:normal": "Normal",
    "ismcts:hard": "Hard",
}


#: The rulesets offered, as the rulebook names them ("Additional Rulesets").
VARIANT_LABELS = {
    Variant.STANDARD: "Standard game",
    Variant.SALLE: "Salle Play (Roland's rules): points, bout after bout",
    Variant.SUDDEN_DEATH: "Sudden Death (Guy's rules): cards laid in a row",
}


def bot_label(name: str) -> str:
    """A bot name as the dialog shows it: "ismcts:hard" -> "Hard"."""
    return BOT_LABELS.get(name, name)


def default_choice(
    decks: list[DeckChoice],
    seed: int | None = None,
    *,
    difficulty: str = "random",
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
    setup = MatchSetup(config, (SeatKind.HUMAN, SeatKind.COMPUTER), difficulty)
    return NewGameChoice(setup, (first, second))


class NewGameDialog(QDialog):
    """Choose the next game; ``choice()`` reads the answer."""

    def __init__(
        self,
        decks: list[DeckChoice],
        previous: NewGameChoice | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        if not decks:
            raise ValueError("the New Game dialog needs at least one deck")
        self.setWindowTitle("New Game")
        self.decks = decks
        previous = previous or default_choice(decks)
        self.deck_boxes: list[QComboBox] = []
        self.kind_boxes: list[QComboBox] = []
        form = QFormLayout()
        for seat in Seat:
            deck_box = QComboBox()
            for deck in decks:
                deck_box.addItem(deck.name)
            chosen = previous.decks[seat].name
            deck_box.setCurrentIndex(max(0, deck_box.findText(chosen)))
            kind_box = QComboBox()
            kind_box.addItem("Human", SeatKind.HUMAN)
            kind_box.addItem("Computer", SeatKind.COMPUTER)
            kind_box.setCurrentIndex(0 if previous.setup.kind(seat) is SeatKind.HUMAN else 1)
            row = QHBoxLayout()
            row.addWidget(deck_box, 2)
            row.addWidget(kind_box, 1)
            label = "First player (bottom)" if seat is Seat.A else "Second player (top)"
            form.addRow(label, row)
            self.deck_boxes.append(deck_box)
            self.kind_boxes.append(kind_box)
        self.challenger_box = QComboBox()
        self.challenger_box.addItem("First player", Seat.A)
        self.challenger_box.addItem("Second player", Seat.B)
        self.challenger_box.setCurrentIndex(int(previous.setup.config.challenger))
        form.addRow("Challenger", self.challenger_box)
        self.variant_box = QComboBox()
        for variant, label in VARIANT_LABELS.items():
            self.variant_box.addItem(label, variant)
        self.variant_box.setCurrentIndex(
            max(0, self.variant_box.findData(previous.setup.config.variant))
        )
        self.variant_box.setToolTip(
            "The rulebook's Additional Rulesets: Salle Play scores touches like a school bout; "
            "Sudden Death commits both fencers to a row of cards laid in advance."
        )
        form.addRow("Rules", self.variant_box)
        self.bot_box = QComboBox()
        for name in bot_names():
            self.bot_box.addItem(bot_label(name), name)
        self.bot_box.setCurrentIndex(
            max(0, self.bot_box.findData(previous.setup.difficulty or "random"))
        )
        self.bot_box.setToolTip(
            "How strong the computer fences. Easy, Normal and Hard think ahead over the cards "
            "you might hold (never looking at them); Easy and Normal sometimes slip."
        )
        form.addRow("Difficulty", self.bot_box)
        self.break_box = QCheckBox("Play with the optional Break rule (Thrust Process 2.3)")
        self.break_box.setChecked(previous.setup.config.break_rule)
        form.addRow("", self.break_box)
        self.seed_edit = QLineEdit(str(random_seed()))
        self.seed_edit.setValidator(QIntValidator(0, 2_000_000_000, self))
        self.seed_edit.setToolTip("The same seed deals the same cards: note it to replay a game.")
        reroll = QPushButton("New seed")
        reroll.clicked.connect(lambda: self.seed_edit.setText(str(random_seed())))
        seed_row = QHBoxLayout()
        seed_row.addWidget(self.seed_edit, 1)
        seed_row.addWidget(reroll)
        form.addRow("Seed", seed_row)
        hint = QLabel("Two humans share one screen (hot-seat): the table hides each hand in turn.")
        hint.setWordWrap(True)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText("Start")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(hint)
        layout.addWidget(buttons)
        self.setMinimumWidth(480)

    def seed(self) -> int:
        """The seed typed in (a fresh random one if the field was emptied)."""
        text = self.seed_edit.text().strip()
        return int(text) if text.isdigit() else random_seed()

    def choice(self) -> NewGameChoice:
        """The game the dialog describes now."""
        chosen = tuple(self.decks[box.currentIndex()] for box in self.deck_boxes)
        kinds = tuple(box.currentData() for box in self.kind_boxes)
        config = GameConfig(
            (chosen[0].definition, chosen[1].definition),
            challenger=self.challenger_box.currentData(),
            seed=self.seed(),
            break_rule=self.break_box.isChecked(),
            variant=self.variant_box.currentData(),
        )
        setup = MatchSetup(config, (kinds[0], kinds[1]), self.bot_box.currentData())
        return NewGameChoice(setup, (chosen[0], chosen[1]))
