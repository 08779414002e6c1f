"""The immutable game state: each player's zones and the point the game has reached.

A ``GameState`` is a value: every transition makes a new one (``apply``), so history, undo and
search simply keep references to old states. Fields hold tuples and frozensets only.
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from dataclasses import MISSING, dataclass, field, fields
from functools import cached_property, lru_cache
from typing import TYPE_CHECKING, Any, TypeVar

from audatia_qt.rules.cards import Side, StrettoSlot, Virtue, VirtueBonus
from audatia_qt.rules.config import GameConfig, Seat

if TYPE_CHECKING:
    from audatia_qt.rules.actions import Action

#: Hand size restored when play returns Out of Measure after a Break Off (step 1).
HAND_SIZE = 12


_Value = TypeVar("_Value", "PlayerState", "Context", "GameState")


class Phase(enum.Enum):
    """Every kind of decision the game can wait on, named after the rulebook's steps."""

    MULLIGAN = "mulligan"
    """Setup 5: discard Basic cards from the opening hand, then draw as many."""
    VIRTUE_CHOICE = "virtue_choice"
    """Setup 6.2 / 6.3: the respondent, then the challenger, picks a Virtue."""
    SALUTE = "salute"
    """Setup 7: the respondent may salute by discarding a card."""
    SALUTE_REPLY = "salute_reply"
    """Setup 7: the challenger may return the salute by discarding a card."""
    TRADE = "trade"
    """Out of Measure 2: trade two cards face down for one from the Action deck."""
    POSTA_CHOICE = "posta_choice"
    """Out of Measure 3: choose a Posta in secret."""
    MEASURE_SKILLS = "measure_skills"
    """Out of Measure 4: play Out-of-Measure skills, Celeritas leader first."""
    CHANGE_POSTA = "change_posta"
    """A change-posta skill: pick the new Posta."""
    OPENING = "opening"
    """Out of Measure 5-7: attack, change Posta, or (when allowed) let the moment pass."""
    REACT = "react"
    """Cut 2 / Thrust 2: parry, counterattack, exchange, break, defend or avoid the attack."""
    PARRY_COUNTERATTACK = "parry_counterattack"
    """Counterattacking: the attacker must parry the counterattack with the same blow."""
    ORIENT_SIDE = "orient_side"
    """Cut 3: the Fortitudo leader orients the Stretto Side card."""
    AFTER_PARRY = "after_parry"
    """Cut special cases A and B: the attacker's Audatia Entry or Feint."""
    FEINT_STRIKE = "feint_strike"
    """Cut special case B: the feinting attacker strikes again."""
    DEFEND_STRIKE = "defend_strike"
    """"Defend X" skill: the defender names the blow to answer with."""
    FOLLOW_UP = "follow_up"
    """Cut 4 (Largo), after an avoid or an Extended beat: attack or wait."""
    STRETTO = "stretto"
    """Cut 5: play a Stretto Remedy allowed by the Side card, or wait."""
    COUNTER = "counter"
    """Stretto: answer the remedy with a counter-remedy that lines up, or lose."""
    EXCHANGED = "exchanged"
    """Exchange: the exchanged thruster must play an Outside remedy, or lose."""
    BREAK_ATTACKER = "break_attacker"
    """Thrust 2.3.2: the thruster may play a remedy on the broken side, or wait."""
    BREAK_DEFENDER = "break_defender"
    """Thrust 2.3.3: the breaker may strike a Mezano, or wait."""
    MEZANO_ANSWER = "mezano_answer"
    """Thrust 2.3.3.1-2: the thruster answers the Mezano with a remedy or counterattack."""
    BREAK_COUNTER = "break_counter"
    """Thrust 2.3.3.3: the breaker counters the remedy, or plays Soprana Tor di Spada."""
    SKILL_RESPONSE = "skill_response"
    """A Skill card was played: its target may cancel it with a skill of their own."""
    ARRANGE = "arrange"
    """Sudden Death, Action Process 1-2: lay the hand face down in a row, left to right."""
    GAME_OVER = "game_over"

    @cached_property
    def index(self) -> int:
        """The phase's place in declaration order: where a ruleset's ``records`` keep it."""
        # Cached on the member: the engine reads a phase's record several times per action,
        # and a Mapping keyed by the enum would call Enum.__hash__, a Python function.
        return list(Phase).index(self)


class Bind(enum.Enum):
    """The Bind Type after a parry (Cut Process 3)."""

    LARGO = "largo"
    STRETTO = "stretto"


class Reason(enum.Enum):
    """Why a game ended ("Winning Conditions")."""

    UNPARRIED_ATTACK = "unparried_attack"
    UNPARRIED_COUNTERATTACK = "unparried_counterattack"
    UNCOUNTERED_REMEDY = "uncountered_remedy"
    PERFECT_COUNTER = "perfect_counter"
    EXCHANGE_UNANSWERED = "exchange_unanswered"
    SKILL = "skill"
    TWO_DRAWS = "two_draws"
    POINTS = "points"
    """Salle Play: the game ended when a player ran out of strikes; most points wins."""
    OUT_OF_CARDS = "out_of_cards"
    """Sudden Death: both players ran out of cards with nothing succeeding (a draw)."""

    @property
    def description(self) -> str:
        """The reason in a sentence fragment: "<winner> wins: <description>"."""
        return {
            Reason.UNPARRIED_ATTACK: "an attack the opponent could not parry or avoid",
            Reason.UNPARRIED_COUNTERATTACK: "a counterattack the opponent could not parry",
            Reason.UNCOUNTERED_REMEDY: "a Stretto Remedy the opponent could not counter",
            Reason.PERFECT_COUNTER: "a perfect counter to the opponent's Stretto Remedy",
            Reason.EXCHANGE_UNANSWERED: "an exchanged thrust the opponent could not remedy",
            Reason.SKILL: "a blow set up by a Skill card that the opponent could not answer",
            Reason.TWO_DRAWS: "the challenger could not attack twice, so the challenge failed",
            Reason.POINTS: "more points when a player had no strike left",
            Reason.OUT_OF_CARDS: "both players ran out of cards",
        }[self]


@dataclass(frozen=True, slots=True)
class Outcome:
    """The end of a game: the winner and why. ``winner`` is None for a drawn game, which only
    the variants have (Salle Play on equal points, R-031; Sudden Death, both out of cards)."""

    winner: Seat | None
    reason: Reason


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
    points: int = 0
    """Salle Play: the hits scored so far (R-030)."""
    row: tuple[int, ...] | None = None
    """Sudden Death: the cards still face down in the row, leftmost first (R-032), hidden from
    the opponent; None until the player starts laying it. Once the rows are laid the hand holds
    at most the one card turned up and not yet played, face up (R-033)."""

    def with_(self, **changes: object) -> PlayerState:
        """A copy with some fields changed."""
        return _copy_with(self, changes)


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
    legal: tuple[Action, ...] | None = field(
        default=None, init=False, repr=False, compare=False, hash=False
    )
    """Not part of the position: the legal actions, once ``legal_actions`` has computed them.

    Set at most once (``remember_legal``); a copy never inherits it, so it always belongs to
    exactly this position. Lets ``apply``'s legality check and the caller share one list.
    """

    def __repr__(self) -> str:
        """Pastes back: ``parse_position('<position notation>', decks)``, where ``decks`` maps
        deck ids to definitions (``audatia_qt.rules.position``)."""
        # Imported here: position.py reads text into GameStates, so it imports this module.
        from audatia_qt.rules.position import format_position

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
    ``kind(*values)`` but about twice as fast, for a frozen slotted dataclass ``kind`` (the
    engine's values here; the AI's ``Situation``).

    A frozen dataclass's ``__init__`` stores each field through ``object.__setattr__``, which
    looks the slot up by name each time; the engine builds several values per action. This
    one stores through the slots' own descriptors, found once here. It is generated (as
    ``dataclasses`` generates ``__init__``) so that each field is one plain call. Fields not
    taken by ``__init__`` (``GameState.legal``) get their default, as ``__init__`` gives them.
    """
    namespace: dict[str, object] = {"_new": object.__new__, "_kind": kind}
    names = [f.name for f in fields(kind) if f.init]
    lines = [f"def make({', '.join(names)}):", "    value = _new(_kind)"]
    for f in fields(kind):
        namespace[f"_set_{f.name}"] = getattr(kind, f.name).__set__
        if f.init:
            lines.append(f"    _set_{f.name}(value, {f.name})")
        else:
            assert f.default is not MISSING, f"{kind.__name__}.{f.name} needs a default"
            namespace[f"_default_{f.name}"] = f.default
            lines.append(f"    _set_{f.name}(value, _default_{f.name})")
    lines.append("    return value")
    exec("\n".join(lines), namespace)  # generated from the class's own field names only
    make = namespace["make"]
    assert callable(make)
    return make


#: Builds a ``GameState`` from its eight fields in order, as ``GameState(...)`` does, faster.
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
    ],
    GameState,
] = fast_constructor(GameState)

#: The context of a new exchange (values are immutable, so one serves every state).
FRESH_CONTEXT = Context()


def _copy_with(value: _Value, changes: dict[str, object]) -> _Value:
    """``dataclasses.replace`` for the hot value types, without its per-call field scan.

    ``replace`` costs ~8 us a call and the engine copies values several times per action, so
    each set of changed fields gets its own generated copier (``_copier``).
    """
    # A class is hashable; mypy's Hashable protocol does not see it through type[...].
    copy: Callable[..., _Value] = _copier(type(value), tuple(changes))  # type: ignore[arg-type]
    return copy(value, **changes)


@lru_cache(maxsize=256)
def _copier(kind: type[Any], changed: tuple[str, ...]) -> Callable[..., Any]:
    """A function ``copy(value, **changes)`` for exactly the fields ``changed``: a new
    ``kind`` value whose other fields are read from ``value``, stored as ``fast_constructor``
    stores them. Fields not taken by ``__init__`` get their default, as a new value has them
    (``GameState.legal`` is never copied). Generated from the class's own field names only.
    """
    names = [f.name for f in fields(kind) if f.init]
    for name in changed:
        if name not in names:
            raise TypeError(f"{kind.__name__} has no field {name!r}")
    namespace: dict[str, object] = {"_new": object.__new__, "_kind": kind}
    lines = [f"def copy(_value, {', '.join(changed)}):", "    value = _new(_kind)"]
    for f in fields(kind):
        namespace[f"_set_{f.name}"] = getattr(kind, f.name).__set__
        if not f.init:
            assert f.default is not MISSING, f"{kind.__name__}.{f.name} needs a default"
            namespace[f"_default_{f.name}"] = f.default
            source = f"_default_{f.name}"
        elif f.name in changed:
            source = f.name
        else:
            source = f"_value.{f.name}"
        lines.append(f"    _set_{f.name}(value, {source})")
    lines.append("    return value")
    exec("\n".join(lines), namespace)  # generated from the class's own field names only
    copy = namespace["copy"]
    assert callable(copy)
    return copy
