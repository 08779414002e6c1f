"""A bout of Ready...Fence! at one moment, immutable (rulebook, "How to Play").

Cards are the indexes of ``CardSet.cards`` (cards.py). A card of the level lies in exactly one
place: a fencer's hand, a fencer's face-down discards (known to that fencer alone), the public
discard pile (played cards in Tutorial, a card drawn from a hand by the opponent), the table of
the phrase in progress, the face-down ``stock`` (the undealt cards and the Timer countdown deck
together, ruling RF-9) or the ``box`` (cards set aside for overtime, ruling RF-17).
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from dataclasses import dataclass, fields
from typing import Any, TypeVar

from audatia_qt.games.ready_fence.rules.cards import Guard, Role
from audatia_qt.games.ready_fence.rules.config import Config

_Frozen = TypeVar("_Frozen")

#: Each frozen value type's copier, made on first use (``_copier``).
_COPIERS: dict[type, Callable[[Any, dict[str, Any]], Any]] = {}


def evolve(value: _Frozen, **changes: Any) -> _Frozen:
    """``dataclasses.replace`` for the rules' frozen, slotted dataclasses, several times
    faster: a random bout makes a new state for every move, and a search many more (the
    rules' values are immutable, rulebook "How to Play" moving them on only by moves)."""
    kind = type(value)
    copier = _COPIERS.get(kind)
    if copier is None:
        copier = _COPIERS[kind] = _copier(kind)
    made: _Frozen = copier(value, changes)
    return made


def _copier(kind: type) -> Callable[[Any, dict[str, Any]], Any]:
    """A function copying a ``kind`` value with some fields changed (for ``evolve``, rulebook
    "How to Play").

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
    """Where the bout stands (rulebook, "Game Setup", "Play the Game", "Fencing Phrase")."""

    MULLIGAN = "mulligan"
    """Setup: the seat ``State.turn`` keeps its hand or declares its one Mulligan."""
    TURN = "turn"
    """The seat ``State.turn`` takes its game actions (``State.actions_used`` so far)."""
    PHRASE = "phrase"
    """A fencing phrase is in progress: ``Phrase.deciding`` answers or lets it end."""
    END_OF_TURN = "end-of-turn"
    """Tutorial: "At the end of one's game turn, a player can choose to discard one card from
    his hand and draw a new one"."""
    OVER = "over"


class ChanceKind(enum.Enum):
    """A step the rules leave to chance (ruling RF-9)."""

    DRAW = "draw"
    """``seat`` draws a card from the face-down stock."""
    PICK = "pick"
    """The opponent draws a random card from ``seat``'s hidden hand (Defend by Distance)."""
    COIN_FIRST = "coin-first"
    """The Initiative coin chooses the starting player ("Toss the Initiative coin")."""
    COIN_PRIORITY = "coin-priority"
    """The Initiative coin assigns the Priority of the overtime (Basic, "Priority")."""


@dataclass(frozen=True, slots=True)
class Chance:
    """A chance step waiting: its kind, the seat it concerns, and for a draw whether it takes
    a card of the Timer countdown deck (setup draws do not, ruling RF-10)."""

    kind: ChanceKind
    seat: int
    timed: bool = True


@dataclass(frozen=True, slots=True)
class Fencer:
    """One player's fencer and cards (rulebook, "Game Components", "Game Setup")."""

    hand: tuple[int, ...]
    position: int
    guard: Guard = Guard.LINE
    stamina: int = 6
    score: int = 0
    discards: tuple[int, ...] = ()
    """Cards this fencer discarded face down ("keeping it covered"): known to it alone."""
    stalled: bool = False
    """Its last turn was a Stall ("A player cannot Stall twice in a row")."""
    mulliganed: bool = False


@dataclass(frozen=True, slots=True)
class Play:
    """A card put on the table in a phrase: by ``seat``, as ``role``, with the ``bonus`` card
    played along with it (Orange), ``speed`` its speed with every bonus and penalty."""

    seat: int
    card: int
    role: Role
    speed: int
    bonus: int | None = None


@dataclass(frozen=True, slots=True)
class Phrase:
    """A fencing phrase in progress (rulebook, "Fencing Phrase").

    ``speeds`` holds each fencer's speed now (None before it acted); ``threat`` is the play the
    ``deciding`` seat answers (None after a card-less defence, when only the attacker's
    Renewed Attack may go on).
    """

    attacker: int
    deciding: int
    plays: tuple[Play, ...]
    speeds: tuple[int | None, int | None]
    actions: tuple[int, int] = (0, 0)
    """Fencing actions each fencer has made in the phrase (at most two, "Fencing Phrase")."""
    threat: Play | None = None
    cardless_used: tuple[bool, bool] = (False, False)
    spent: tuple[bool, bool] = (False, False)
    """Whether each fencer spent stamina in this phrase ("Stamina Points": no recovery)."""
    defended: bool = False
    """The defender's card-less defence held: the phrase ends unless the attacker renews."""

    @property
    def defender(self) -> int:
        """The fencer the phrase's first Red was played against."""
        return 1 - self.attacker

    def table(self) -> tuple[int, ...]:
        """Every card on the table, bonuses included."""
        cards: list[int] = []
        for play in self.plays:
            cards.append(play.card)
            if play.bonus is not None:
                cards.append(play.bonus)
        return tuple(cards)


@dataclass(frozen=True, slots=True)
class State:
    """The whole bout: everything the rules need, hidden parts included."""

    config: Config
    fencers: tuple[Fencer, Fencer]
    stock: tuple[int, ...]
    """The face-down cards, in index order: their order is chance's (ruling RF-9)."""
    timer: int
    """Cards left in the Timer countdown deck (all taken from ``stock``, ruling RF-9)."""
    phase: Phase
    turn: int
    chance: tuple[Chance, ...] = ()
    """Chance steps waiting, first to come first; while any wait, chance moves."""
    public_discard: tuple[int, ...] = ()
    box: tuple[int, ...] = ()
    period: int = 1
    actions_used: int = 0
    guard_changed: bool = False
    exchanged: bool = False
    stalling: bool = False
    """The turn in progress is a Stall."""
    phrase: Phrase | None = None
    overtime: bool = False
    priority: int | None = None
    """The seat the Initiative coin gave the Priority of the overtime."""
    result: tuple[float, float] | None = None
    turn_told: bool = True
    """Whether the log has been told that the turn in progress began. A new turn is told once
    the draws it waits on are made (``play.settle``), so that the log reads in the order things
    happen: "discards a card, draws a card, Fencer 2's turn", and a turn started twice in one
    move (the period's end, the overtime) is told once."""

    @property
    def positions(self) -> tuple[int, int]:
        """Where the two fencers stand on the strip."""
        return (self.fencers[0].position, self.fencers[1].position)

    def with_fencer(self, seat: int, fencer: Fencer) -> State:
        """This state with ``seat``'s fencer replaced."""
        pair = (fencer, self.fencers[1]) if seat == 0 else (self.fencers[0], fencer)
        return evolve(self, fencers=pair)
