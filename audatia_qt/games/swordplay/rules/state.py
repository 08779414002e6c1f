"""A game of Swordplay: Arena at one moment, immutable (rulebook, "Playing The Game").

Cards are the indexes of ``CardSet.combat`` (cards.py). A hero's cards lie in its hand or
ready in front of it; the rest of the combat deck lies in the deck (its order hidden from
everyone, top first), the discard pile (face up), a pending attack's card, or the monster's
ready weapons.
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from dataclasses import dataclass, fields
from typing import Any, TypeVar

from audatia_qt.games.swordplay.rules.config import Config

_Frozen = TypeVar("_Frozen")

#: Each frozen value type's copier, made on first use (``_copier``).
_COPIERS: dict[type, Callable[[Any, dict[str, Any]], Any]] = {}


def evolve(value: _Frozen, **changes: Any) -> _Frozen:
    """``dataclasses.replace`` for the rules' frozen, slotted dataclasses, several times
    faster: a random game makes a new state for every move, and a search many more (the
    rules' values are immutable, rulebook "Playing The Game" moving them on only by moves)."""
    kind = type(value)
    copier = _COPIERS.get(kind)
    if copier is None:
        copier = _COPIERS[kind] = _copier(kind)
    made: _Frozen = copier(value, changes)
    return made


def _copier(kind: type) -> Callable[[Any, dict[str, Any]], Any]:
    """A function copying a ``kind`` value with some fields changed (for ``evolve``, rulebook
    "Playing The Game").

    A frozen dataclass stores each field through ``object.__setattr__``; the copy is filled in
    as a plain twin class with the same slots (plain slot stores), then becomes a ``kind`` by
    ``__class__`` assignment, which Python allows between classes of one slot layout (as
    Audatia's ``state.fast_constructor`` does).
    """
    names = tuple(field.name for field in fields(kind))
    slots = tuple(kind.__dict__.get("__slots__", ()))
    assert sorted(slots) == sorted(names) and kind.__bases__ == (object,), kind.__name__
    twin = type(f"_Draft{kind.__name__}", (), {"__slots__": slots})
    body = [
        f"    made.{name} = changes[{name!r}] if {name!r} in changes else value.{name}"
        for name in names
    ]
    source = "\n".join(
        [
            "def copy(value, changes):",
            "    if not changes.keys() <= NAMES:",
            "        raise TypeError(f'no field {sorted(changes.keys() - NAMES)[0]!r}')",
            "    made = new(Twin)",
            *body,
            "    made.__class__ = Kind",
            "    return made",
        ]
    )
    scope: dict[str, Any] = {"new": object.__new__, "Twin": twin, "Kind": kind}
    scope["NAMES"] = frozenset(names)
    exec(source, scope)  # the copier's code is made from the class's own field names only
    copy: Callable[[Any, dict[str, Any]], Any] = scope["copy"]
    return copy


class Phase(enum.Enum):
    """Where a turn stands (rulebook, "Playing The Game": "A players turn is divided into four
    phases"), with the steps the rules add between them."""

    ROLL_OFF = "roll-off"
    """Setup step 2: the seats in ``State.rolling`` roll the d10 in turn (CHANCE)."""
    DISCARD = "discard"
    """1. Discard: the hero to move may discard one card."""
    DRAW = "draw"
    """2. Draw: done by the rules at once (the draw is forced), never a decision."""
    READY = "ready"
    """3. Ready: drop items, then ready at most one."""
    COMBAT = "combat"
    """4. Combat: attack once, or end the turn."""
    DEFEND = "defend"
    """The target of the pending attack answers it (rulebook, "Defending")."""
    DISARM = "disarm"
    """A disarmed hero chooses which ready weapon to drop (a special attack, ruling SP-14)."""
    MONSTER_DEFENCE = "monster-defence"
    """The monster rolls the d10 against its defence number (rulebook, "Monster Defenses")."""
    MONSTER_TARGET = "monster-target"
    """The co-op monster rolls for its target (rulebook, "Cooperative Solitaire", SP-9)."""
    OVER = "over"
    """The game has ended (rulebook, "Winning The Game")."""


@dataclass(frozen=True, slots=True)
class ReadyShield:
    """A ready Shield and the counters it has made (rulebook, "Shields")."""

    card: int
    spent: int = 0


@dataclass(frozen=True, slots=True)
class HeroState:
    """One hero: life, hand and ready items (rulebook, "Hero Cards", "Item Cards")."""

    life: int
    hand: tuple[int, ...] = ()
    armor: int | None = None
    """The one ready Armor (rulebook, "Armor": "only have one Armor Item ready at a time")."""
    absorbed: int = 0
    """Damage the ready armor has absorbed so far (rulebook, "Armor")."""
    weapons: tuple[int, ...] = ()
    shields: tuple[ReadyShield, ...] = ()

    @property
    def defeated(self) -> bool:
        """ "If a heroes life reaches zero or less they have been defeated" (rulebook, "Applying
        Damage")."""
        return self.life <= 0

    def ready_cards(self) -> tuple[int, ...]:
        """Every ready item's card (rulebook, "3. Ready": "Ready items remain in play")."""
        armor = () if self.armor is None else (self.armor,)
        return armor + self.weapons + tuple(shield.card for shield in self.shields)


@dataclass(frozen=True, slots=True)
class MonsterState:
    """The monster of solo and co-op play: life, its armor pool and its ready weapons
    (rulebook, "The Monster Card", "Monster Actions"; rulings SP-11, SP-12)."""

    life: int
    armor: int
    """What is left of its armor pool (ruling SP-11)."""
    weapons: tuple[int, ...] = ()

    @property
    def defeated(self) -> bool:
        """Zero life or less is defeated, as for a hero (rulebook, "Applying Damage")."""
        return self.life <= 0


@dataclass(frozen=True, slots=True)
class PendingAttack:
    """An Attack card played and not yet resolved (rulebook, "Making An Attack")."""

    attacker: int
    target: int | None
    """None while the co-op monster rolls for its target (ruling SP-9)."""
    card: int


@dataclass(frozen=True, slots=True)
class State:
    """The whole game: everything the rules need, hidden parts included."""

    config: Config
    heroes: tuple[HeroState, ...]
    """One per hero seat, in seat order."""
    monster: MonsterState | None
    deck: tuple[int, ...]
    """The combat deck, top card first: its order is hidden from every seat."""
    discard: tuple[int, ...]
    """The discard pile, oldest first, face up."""
    turn: int
    """The seat whose turn it is (in ``ROLL_OFF``, the seat rolling)."""
    phase: Phase
    readied: bool = False
    """Whether the hero whose turn it is readied an item this turn (rulebook, "3. Ready")."""
    pending: PendingAttack | None = None
    rolling: tuple[int, ...] = ()
    """In ``ROLL_OFF``: the seats of this round of rolls, in seat order."""
    rolls: tuple[tuple[int, int], ...] = ()
    """Every setup roll made, as (seat, face), in order (rulebook, "Setup" step 2)."""
    reshuffles: int = 0
    """How many times the discard pile has become the deck (ruling SP-6)."""
    shuffle_key: int = 0
    """What the reshuffles are drawn from: the config's seed in a real game, any number in a
    world ``sample_world`` deals (ruling SP-6)."""
    acted: bool = False
    """Whether a card has moved in this turn other than by drawing: a hero discarded, dropped,
    readied or attacked, or the monster drew (ruling SP-23)."""
    still_turns: int = 0
    """The turns in a row that ended with no card moved (``acted`` false; ruling SP-23)."""
    result: tuple[float, ...] | None = None

    # -- questions the rules ask -------------------------------------------------------------

    def is_monster(self, seat: int) -> bool:
        """Whether ``seat`` is the monster's (ruling SP-1)."""
        return seat == self.config.monster_seat

    def alive(self, seat: int) -> bool:
        """Whether ``seat`` is still in the fight (rulebook, "Applying Damage")."""
        if self.is_monster(seat):
            return self.monster is not None and not self.monster.defeated
        return not self.heroes[seat].defeated

    def standing(self) -> tuple[int, ...]:
        """The seats still in the fight, in seat order: the living heroes and a living monster
        (rulebook, "Applying Damage")."""
        return tuple(seat for seat in range(self.config.seat_count) if self.alive(seat))

    def living_heroes(self) -> tuple[int, ...]:
        """The heroes not defeated, in seat order (rulebook, "Applying Damage"; ruling SP-16)."""
        return tuple(seat for seat, hero in enumerate(self.heroes) if not hero.defeated)

    def with_hero(self, seat: int, hero: HeroState) -> State:
        """This state with hero ``seat`` replaced (rulebook, "Hero Cards": one hero a seat)."""
        heroes = list(self.heroes)
        heroes[seat] = hero
        return evolve(self, heroes=tuple(heroes))
