"""The immutable game state: each player's zones and the point the game has reached.

A ``GameState`` is a value: every transition makes a new one (``apply``), so history, undo and
search simply keep references to old states. Fields hold tuples and frozensets only.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import MISSING, dataclass, field, fields
from functools import lru_cache
from typing import TYPE_CHECKING, Any, TypeVar

from audatia_qt.games.audatia.rules.cards import Side, StrettoSlot, Virtue, VirtueBonus
from audatia_qt.games.audatia.rules.config import GameConfig, Seat
from audatia_qt.games.audatia.rules.position_words import format_position
from audatia_qt.games.audatia.rules.terms import Bind as Bind
from audatia_qt.games.audatia.rules.terms import Phase as Phase
from audatia_qt.games.audatia.rules.terms import Reason as Reason

if TYPE_CHECKING:
    from audatia_qt.games.audatia.rules.actions import Action

#: Hand size restored when play returns Out of Measure after a Break Off (step 1).
HAND_SIZE = 12


_Value = TypeVar("_Value", "PlayerState", "Context", "GameState")


@dataclass(frozen=True, slots=True)
class Outcome:
    """The end of a game: the winner and why. ``winner`` is None for a drawn game, which only
    the variants have (Salle Play on equal points, R-031; Sudden Death, both out of cards)."""

    winner: Seat | None
    reason: Reason

    def share(self, seat: Seat) -> float:
        """What the game gave ``seat``: 1 for a win, 0 for a loss, a half each for a draw."""
        if self.winner is None:
            return 0.5
        return 1.0 if self.winner is seat else 0.0


@dataclass(frozen=True, slots=True)
class PlayerState:
    """One player's zones and standing."""

    hand: tuple[int, ...] = ()
    deck: tuple[int, ...] = ()
    """The Action deck, top card first. Its order is hidden from both players."""
    discard: tuple[int, ...] = ()
    """Face-up discards, oldest first."""
    facedown: tuple[int, ...] = ()
    """Cards discarded face down by trades (known to their owner only)."""
    posta_pile: tuple[int, ...] = ()
    posta: int | None = None
    """The Posta chosen this Out of Measure (hidden from the opponent until revealed)."""
    in_posta: bool = False
    """Still standing in a Posta: no strike played since the reveal ("Eligibility and Stack")."""
    stack: tuple[int, ...] = ()
    stack_side: Side = Side.MIDDLE
    """Where this player's Stack stands, as this player sees the table."""
    virtues: frozenset[Virtue] = frozenset()
    pending_bonus: tuple[VirtueBonus, ...] = ()
    """Virtue promised to this player's next strike (salute, skills)."""
    bonus: tuple[VirtueBonus, ...] = ()
    """Virtue carried by the strike on top of the Stack, valid while ``bonus_card`` tops it."""
    bonus_card: int | None = None
    salute_discards: int = 0
    known_in_hand: frozenset[int] = frozenset()
    """Cards the opponent knows are in this hand or face down (kept Basic cards), for views."""
    ruled_out: frozenset[frozenset[int]] = frozenset()
    """Sets of cards the opponent knows this hand has not held all together since it last drew:
    each would have opened a decision window the engine skipped (R-013, ``rules.skips``). Public,
    like the skip; ``rules.sampling`` deals no hand holding one of them whole."""

    def with_(self, **changes: object) -> PlayerState:
        """A copy with some fields changed."""
        return _copy_with(self, changes)

    def zones(self) -> dict[str, tuple[int, ...]]:
        """Every zone of the standard game that holds this player's cards, by name: between
        them and the ruleset's own zones (``Ruleset.face_down``) they hold each of the player's
        cards once (the checks of card conservation read them)."""
        return {
            "hand": self.hand,
            "deck": self.deck,
            "discard": self.discard,
            "facedown": self.facedown,
            "stack": self.stack,
            "posta_pile": self.posta_pile,
            "posta": () if self.posta is None else (self.posta,),
        }


@dataclass(frozen=True, slots=True)
class Context:
    """What the current exchange of blows has established; reset at every Break Off."""

    attacker: Seat | None = None
    attack_card: int | None = None
    attack_posta: int | None = None
    """The Posta the attack was thrown from, when it was the first strike out of a guard."""
    parry_card: int | None = None
    bind: Bind | None = None
    side: StrettoSlot | None = None
    """The Stretto Side card's orientation; None lets either side's remedies be played."""
    remedy_card: int | None = None
    remedy_seat: Seat | None = None
    break_card: int | None = None
    mezano_card: int | None = None
    counterattacked: bool = False
    waited: frozenset[Seat] = frozenset()
    """Seats that have already waited at the current step."""
    opening_order: tuple[Seat, ...] = ()
    """Out of Measure 5-7: the seats still to act at the opening, first to act first."""
    forced: Seat | None = None
    """A seat that may not let the opening pass: it must attack or change Posta (R-012)."""
    final_call: bool = False
    """Out of Measure 7: the challenger must attack now, or the game is a draw."""
    measure_passes: int = 0
    skill_chain: tuple[int, ...] = ()
    """Skill cards played in answer to each other; the first is the one being decided on."""
    resume: Phase | None = None
    """Where the game goes back to after a skill response."""
    resume_seat: Seat | None = None
    via_skill: bool = False
    """The attack in play was made through a Skill card (feint or defend), for the outcome."""
    seen_posta: frozenset[Seat] = frozenset()
    """Seats that chose their Posta after seeing the opponent's (see_posta skill)."""

    def with_(self, **changes: object) -> Context:
        """A copy with some fields changed."""
        return _copy_with(self, changes)


@dataclass(frozen=True, slots=True)
class GameState:
    """The whole game at one moment. Compare with ``==``; hash it; never mutate it."""

    config: GameConfig
    players: tuple[PlayerState, PlayerState]
    phase: Phase
    to_move: Seat | None
    context: Context = Context()
    draws: int = 0
    outcome: Outcome | None = None
    ply: int = 0
    """Decisions taken so far."""
    variant_state: Hashable = None
    """What the ruleset keeps of the game beyond the standard game's zones (the Sudden Death
    rows, the Salle Play score), as a value of the ruleset's own type (immutable and hashable);
    None until the ruleset has something to keep, and always in the standard game. Only the
    ruleset's own module reads it (``rules.ruleset.Ruleset``)."""
    legal: tuple[Action, ...] | None = field(
        default=None, init=False, repr=False, compare=False, hash=False
    )
    """Not part of the position: the legal actions, once ``legal_actions`` has computed them.

    Set at most once (``remember_legal``); a copy never inherits it, so it always belongs to
    exactly this position. Lets ``apply``'s legality check and the caller share one list.
    """

    def __repr__(self) -> str:
        """Pastes back: ``parse_position('<position notation>', decks)``, where ``decks`` maps
        deck ids to definitions (``audatia_qt.games.audatia.rules.position``)."""
        try:
            text = format_position(self)
        except (LookupError, ValueError, AttributeError):
            # A hand-built state the notation cannot name (e.g. a card id out of range):
            # show the fields, so a broken state can still be printed and debugged.
            values = ", ".join(
                f"{f.name}={getattr(self, f.name)!r}" for f in fields(self) if f.repr
            )
            return f"GameState({values})"
        return f"parse_position({text!r}, decks)"

    def player(self, seat: Seat) -> PlayerState:
        """That seat's zones."""
        return self.players[seat]

    def with_player(self, seat: Seat, player: PlayerState) -> GameState:
        """A copy with one player's zones replaced."""
        players = (player, self.players[1]) if seat is Seat.A else (self.players[0], player)
        return make_state(
            self.config,
            players,
            self.phase,
            self.to_move,
            self.context,
            self.draws,
            self.outcome,
            self.ply,
            self.variant_state,
        )

    def with_context(self, context: Context) -> GameState:
        """A copy with the exchange's context replaced."""
        return make_state(
            self.config,
            self.players,
            self.phase,
            self.to_move,
            context,
            self.draws,
            self.outcome,
            self.ply,
            self.variant_state,
        )

    def with_turn(self, phase: Phase, to_move: Seat | None) -> GameState:
        """A copy that waits for ``to_move`` to decide in ``phase``."""
        return make_state(
            self.config,
            self.players,
            phase,
            to_move,
            self.context,
            self.draws,
            self.outcome,
            self.ply,
            self.variant_state,
        )

    def with_ply(self, ply: int) -> GameState:
        """A copy with the count of decisions taken set to ``ply``."""
        return make_state(
            self.config,
            self.players,
            self.phase,
            self.to_move,
            self.context,
            self.draws,
            self.outcome,
            ply,
            self.variant_state,
        )

    def with_(self, **changes: object) -> GameState:
        """A copy with some fields changed."""
        return _copy_with(self, changes)

    def remember_legal(self, actions: tuple[Action, ...]) -> None:
        """Keep this position's legal actions (the cache is no part of the value)."""
        # The state is frozen for everything that makes the position; the cache is derived
        # from it alone, so setting it once cannot change what the state means.
        object.__setattr__(self, "legal", actions)

    @property
    def is_terminal(self) -> bool:
        """The game is over."""
        return self.outcome is not None


def fast_constructor(kind: type[Any]) -> Callable[..., Any]:
    """A constructor taking every init field positionally, in declaration order, equal to
    ``kind(*values)`` but several times faster, for a frozen slotted dataclass ``kind`` (the
    engine's values here; the AI's ``Situation``).

    A frozen dataclass's ``__init__`` stores each field through ``object.__setattr__``, which
    looks the slot up by name each time; the engine builds several values per action. This
    one fills the value in as an ``_unfrozen`` twin, by plain attribute stores. It is
    generated (as ``dataclasses`` generates ``__init__``) from the class's own field names.
    Fields not taken by ``__init__`` (``GameState.legal``) get their default, as
    ``__init__`` gives them.
    """
    names = [f.name for f in fields(kind) if f.init]
    return _generated(kind, "make", names, {name: name for name in names})


def _generated(
    kind: type[Any], name: str, parameters: list[str], sources: dict[str, str]
) -> Callable[..., Any]:
    """A function ``name(*parameters)`` that builds a ``kind`` value whose fields are the
    expressions ``sources`` (in terms of the parameters), or their defaults.

    The value is filled in as an instance of ``_unfrozen(kind)``, whose attribute stores are
    plain slot stores, then becomes a ``kind`` by ``__class__`` assignment, which Python allows
    between classes of the same slots. The result is the value ``kind(...)`` would build.
    """
    namespace: dict[str, object] = {"_new": object.__new__, "_kind": kind}
    namespace["_unfrozen"] = _unfrozen(kind)
    lines = [f"def {name}({', '.join(parameters)}):", "    value = _new(_unfrozen)"]
    for f in fields(kind):
        source = sources.get(f.name)
        if source is None:
            assert f.default is not MISSING, f"{kind.__name__}.{f.name} needs a default"
            namespace[f"_default_{f.name}"] = f.default
            source = f"_default_{f.name}"
        lines.append(f"    value.{f.name} = {source}")
    lines += ["    value.__class__ = _kind", "    return value"]
    exec("\n".join(lines), namespace)  # generated from the class's own field names only
    made = namespace[name]
    assert callable(made)
    return made


def _unfrozen(kind: type[Any]) -> type[Any]:
    """A plain class with exactly ``kind``'s slots, in which a new ``kind`` value is filled in.

    Storing into a frozen dataclass goes through ``object.__setattr__`` or a slot's
    ``__set__``, a call per field; storing into this twin is the interpreter's own slot store,
    about three times faster for a whole value.
    """
    slots = tuple(kind.__dict__.get("__slots__", ()))
    names = tuple(f.name for f in fields(kind))
    # Same slots and nothing else (no __dict__, no base with slots of its own), so the layouts
    # match and ``__class__`` may be reassigned between the two.
    assert sorted(slots) == sorted(names) and kind.__bases__ == (object,), kind.__name__
    return type(f"_Unfrozen{kind.__name__}", (), {"__slots__": slots})


#: Builds a ``GameState`` from its nine fields in order, as ``GameState(...)`` does, faster.
make_state: Callable[
    [
        GameConfig,
        tuple[PlayerState, PlayerState],
        Phase,
        Seat | None,
        Context,
        int,
        Outcome | None,
        int,
        Hashable,
    ],
    GameState,
] = fast_constructor(GameState)

#: The context of a new exchange (values are immutable, so one serves every state).
FRESH_CONTEXT = Context()


def _copy_with(value: _Value, changes: dict[str, object]) -> _Value:
    """``dataclasses.replace`` for the hot value types, without its per-call field scan.

    ``replace`` costs ~8 us a call and the engine copies values several times per action, so
    each set of changed fields gets its own generated copier (``changes_copier``).
    """
    # A class is hashable; mypy's Hashable protocol does not see it through type[...].
    copy: Callable[..., _Value] = changes_copier(type(value), tuple(changes))  # type: ignore[arg-type]
    return copy(value, changes)


@lru_cache(maxsize=256)
def copier(kind: type[Any], changed: tuple[str, ...]) -> Callable[..., Any]:
    """A function ``copy(value, **changes)`` for exactly the fields ``changed``: a new
    ``kind`` value whose other fields are read from ``value``, built as ``fast_constructor``
    builds one. Fields not taken by ``__init__`` get their default, as a new value has them
    (``GameState.legal`` is never copied). Generated from the class's own field names only.
    """
    names = _init_fields(kind, changed)
    sources = {name: name if name in changed else f"_value.{name}" for name in names}
    return _generated(kind, "copy", ["_value", *changed], sources)


@lru_cache(maxsize=256)
def changes_copier(kind: type[Any], changed: tuple[str, ...]) -> Callable[..., Any]:
    """``copier``, taking the changes as one dict: ``copy(value, changes)``, where ``changed``
    is ``tuple(changes)``. For the callers that already hold the changes as a dict (``with_``,
    ``Step.set_player``): spreading the dict again into keywords cost a third of a copy."""
    names = _init_fields(kind, changed)
    sources = {
        name: f"_changes[{name!r}]" if name in changed else f"_value.{name}" for name in names
    }
    return _generated(kind, "copy", ["_value", "_changes"], sources)


def _init_fields(kind: type[Any], changed: tuple[str, ...]) -> list[str]:
    """``kind``'s ``__init__`` fields; a TypeError if ``changed`` names another."""
    names = [f.name for f in fields(kind) if f.init]
    for name in changed:
        if name not in names:
            raise TypeError(f"{kind.__name__} has no field {name!r}")
    return names
