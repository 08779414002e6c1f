"""A game's fixed facts: the two seats, their decks, the options, and every card instance.

Every card in a game gets a small integer id, stable for the whole game: the engine, the views,
the notation and the table all key cards by it. ``CardTable`` maps ids to definitions.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from functools import cached_property
from typing import TypeVar

from audatia_qt.games.audatia.rules.cards import (
    DeckDef,
    PostaDef,
    SkillDef,
    StrettoCardDef,
    StrikeDef,
)
from audatia_qt.games.audatia.rules.ruleset import Ruleset, ruleset_for


class Seat(enum.IntEnum):
    """The two places at the table. Roles (challenger, attacker) are given to seats."""

    A = 0
    B = 1

    @cached_property
    def other(self) -> Seat:
        """The opponent's seat."""
        return Seat.B if self is Seat.A else Seat.A


class Variant(enum.Enum):
    """The ruleset played: the standard game or one of the rulebook's "Additional Rulesets".

    Only names it: the rules themselves are the ruleset registered for it
    (``GameConfig.ruleset``, ``audatia_qt.games.audatia.rules.rulesets``).
    """

    STANDARD = "standard"
    SALLE = "salle"
    """Roland's Rules: Salle Play (``audatia_qt.games.audatia.rules.salle``)."""
    SUDDEN_DEATH = "sudden-death"
    """Guy's Rules: Sudden Death (``audatia_qt.games.audatia.rules.sudden_death``)."""


class CardKind(enum.Enum):
    """What a card instance is."""

    POSTA = "posta"
    STRIKE = "strike"
    REMEDY = "remedy"
    COUNTER_REMEDY = "counter_remedy"
    SKILL = "skill"


@dataclass(frozen=True, slots=True)
class CardInstance:
    """One physical card in a game: its owner, kind, definition and printed copy number."""

    id: int
    owner: Seat
    kind: CardKind
    definition: PostaDef | StrikeDef | StrettoCardDef | SkillDef
    name: str
    """Unique within the owner's deck: the definition id, plus ``#n`` when it has copies."""

    @property
    def label(self) -> str:
        """The card's notation label, e.g. ``A:mandritto-fendente-tr#2``."""
        return f"{self.owner.name}:{self.name}"


@dataclass(frozen=True)
class GameConfig:
    """Everything fixed for a game: the decks per seat, the challenger, the seed, the options."""

    decks: tuple[DeckDef, DeckDef]
    challenger: Seat = Seat.A
    seed: int = 0
    break_rule: bool = True
    """The Thrust Process's optional Break rule (2.3), on by default."""
    variant: Variant = Variant.STANDARD
    """The ruleset ("Additional Rulesets"); the standard game by default."""
    cards: CardTable = field(init=False, repr=False, compare=False)
    ruleset: Ruleset = field(init=False, repr=False, compare=False)
    """The rules registered for ``variant``, looked up once: what the engine asks."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "cards", CardTable.build(self.decks))
        object.__setattr__(self, "ruleset", ruleset_for(self.variant))

    def __reduce__(self) -> tuple[type[GameConfig], tuple[object, ...]]:
        """Pickled as the fields it is made from (a search's worker process receives the
        view, and its config): the card table and the ruleset, which holds functions, are
        made again where it is unpickled."""
        return GameConfig, (self.decks, self.challenger, self.seed, self.break_rule, self.variant)

    def __hash__(self) -> int:
        """The hash of the compared fields, as dataclasses would give, computed once.

        Hashing the two decks walks every card definition (~90 us), and a state's hash
        includes its config; a config never changes, so its hash is kept after the first call.
        """
        cached: int | None = self.__dict__.get("_hash")
        if cached is None:
            cached = hash((self.decks, self.challenger, self.seed, self.break_rule, self.variant))
            # Not a field: the cache is no part of the value, and replace() must not copy it.
            object.__setattr__(self, "_hash", cached)
        return cached

    @property
    def respondent(self) -> Seat:
        """The seat that answers the challenge."""
        return self.challenger.other


@dataclass(frozen=True)
class CardTable:
    """All card instances of a game, by id and by owner."""

    instances: tuple[CardInstance, ...]
    poste: tuple[tuple[int, ...], tuple[int, ...]]
    action_cards: tuple[tuple[int, ...], tuple[int, ...]]
    by_label: dict[str, int]
    kinds: tuple[CardKind, ...]
    """Each card's kind, by id: what ``kind()`` returns, for the engine's hot loops."""
    basic: tuple[bool, ...]
    """Whether each card, by id, is Basic: what ``is_basic()`` returns."""
    cycle: tuple[bool, ...]
    """Whether each card, by id, is a Skill with the Cycle symbol (R-019)."""

    @staticmethod
    def build(decks: tuple[DeckDef, DeckDef]) -> CardTable:
        """Number both decks' cards: seat A's poste then its action cards, then seat B's."""
        instances: list[CardInstance] = []
        poste: list[tuple[int, ...]] = []
        action: list[tuple[int, ...]] = []
        for seat, deck in zip(Seat, decks, strict=True):
            start = len(instances)
            for posta in deck.poste:
                instances.append(
                    CardInstance(len(instances), seat, CardKind.POSTA, posta, posta.id)
                )
            poste.append(tuple(range(start, len(instances))))
            start = len(instances)
            kinds = (
                (CardKind.STRIKE, deck.strikes),
                (CardKind.REMEDY, deck.remedies),
                (CardKind.COUNTER_REMEDY, deck.counter_remedies),
                (CardKind.SKILL, deck.skills),
            )
            for kind, definitions in kinds:
                for definition in definitions:
                    for copy in range(1, definition.count + 1):
                        name = definition.id if definition.count == 1 else f"{definition.id}#{copy}"
                        instances.append(CardInstance(len(instances), seat, kind, definition, name))
            action.append(tuple(range(start, len(instances))))
        return CardTable(
            instances=tuple(instances),
            poste=(poste[0], poste[1]),
            action_cards=(action[0], action[1]),
            by_label={card.label: card.id for card in instances},
            kinds=tuple(card.kind for card in instances),
            basic=tuple(
                not isinstance(card.definition, PostaDef) and card.definition.basic
                for card in instances
            ),
            cycle=tuple(
                isinstance(card.definition, SkillDef) and card.definition.cycle
                for card in instances
            ),
        )

    def __getitem__(self, card_id: int) -> CardInstance:
        return self.instances[card_id]

    # The definitions by kind, by id (None for a card of another kind): the engine reads a
    # definition many times per action, and a tuple read is quicker than the isinstance check.

    @cached_property
    def strikes(self) -> tuple[StrikeDef | None, ...]:
        """Each card's strike definition, by id (None: not a strike)."""
        return tuple(_of_type(card.definition, StrikeDef) for card in self.instances)

    @cached_property
    def strettos(self) -> tuple[StrettoCardDef | None, ...]:
        """Each card's remedy or counter-remedy definition, by id (None: neither)."""
        return tuple(_of_type(card.definition, StrettoCardDef) for card in self.instances)

    @cached_property
    def skills(self) -> tuple[SkillDef | None, ...]:
        """Each card's skill definition, by id (None: not a skill)."""
        return tuple(_of_type(card.definition, SkillDef) for card in self.instances)

    @cached_property
    def postas(self) -> tuple[PostaDef | None, ...]:
        """Each card's posta definition, by id (None: not a posta)."""
        return tuple(_of_type(card.definition, PostaDef) for card in self.instances)

    def strike(self, card_id: int) -> StrikeDef:
        """The strike definition of a card known to be a strike."""
        definition = self.strikes[card_id]
        assert definition is not None, self.instances[card_id].label
        return definition

    def stretto(self, card_id: int) -> StrettoCardDef:
        """The definition of a card known to be a remedy or counter-remedy."""
        definition = self.strettos[card_id]
        assert definition is not None, self.instances[card_id].label
        return definition

    def skill(self, card_id: int) -> SkillDef:
        """The definition of a card known to be a skill."""
        definition = self.skills[card_id]
        assert definition is not None, self.instances[card_id].label
        return definition

    def posta(self, card_id: int) -> PostaDef:
        """The definition of a card known to be a posta."""
        definition = self.postas[card_id]
        assert definition is not None, self.instances[card_id].label
        return definition

    def is_basic(self, card_id: int) -> bool:
        """A Basic card: part of the opening hand (Setup 4)."""
        return self.basic[card_id]

    def kind(self, card_id: int) -> CardKind:
        """What the card is."""
        return self.kinds[card_id]


_Definition = TypeVar("_Definition")


def _of_type(definition: object, kind: type[_Definition]) -> _Definition | None:
    """``definition`` if it is a ``kind``, else None."""
    return definition if isinstance(definition, kind) else None
