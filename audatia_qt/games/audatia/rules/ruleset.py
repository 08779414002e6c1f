"""The ruleset interface: what the engine asks of the rules a game is played under.

The standard game and each of the rulebook's "Additional Rulesets" (Salle Play, Sudden Death)
is one module with one object implementing ``Ruleset``, registered under the ``Variant`` that
names it (``rules.rulesets``). A ``GameConfig`` looks its ruleset up once, when it is
made (``GameConfig.ruleset``); the engine, the views, the session and the table then ask that
object, and never which variant is played. Adding a ruleset is one new module and its entry in
the registry.

A ruleset's own data lives in its own module: what it keeps beyond the standard game's zones
(the Sudden Death rows, the Salle Play score) is ``GameState.variant_state``, a value of the
ruleset's type that only its module reads; the views, the sampling, the position notation,
the checks and the table reach it by asking the ruleset (``observe``, ``face_down``,
``write_seat_lines``, ``board`` ...), so the standard game's state carries nothing of a variant.

A phase is one record (``PhaseRecord``): what the seat to move may do, how the engine carries
an action out, what to say the player must decide, what the opponent wins by if no answer
is left, and the facts the words and the table read of it (the part of the game it falls in,
what it answers, which card plays it offers). A ruleset's ``phases`` is its table of them.

This module imports nothing of the engine at run time (the engine reaches a ruleset through
the config), so any rules module may import it without a cycle.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Hashable, Iterable, Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    import random

    from audatia_qt.engine.messages import Message
    from audatia_qt.games.audatia.rules.actions import Action, ActionKind
    from audatia_qt.games.audatia.rules.config import GameConfig, Seat, Variant
    from audatia_qt.games.audatia.rules.position_words import Line, ZoneReader
    from audatia_qt.games.audatia.rules.state import GameState, Phase, PlayerState, Reason
    from audatia_qt.games.audatia.rules.step import Step
    from audatia_qt.games.audatia.rules.views import PlayerView


class Stage(enum.Enum):
    """The part of the rulebook a decision falls in."""

    SETUP = "setup"
    """Setup 5-7: the opening hands, the Virtues, the salute."""
    OUT_OF_MEASURE = "out_of_measure"
    """Out of Measure 2-7: trades, the Posta, its skills, the moment to attack."""
    IN_MEASURE = "in_measure"
    """The exchange: an attack, its answers and the binds that follow."""


class Answer(enum.Enum):
    """What the seat to move answers when it must answer or lose (``PhaseRecord.must_answer``)."""

    ATTACK = "attack"
    """The attack in play (``context.attack_card``): Cut 2, Thrust 2."""
    COUNTERATTACK = "counterattack"
    """The counterattack, now the card in play (``context.attack_card``): Counterattacking."""
    REMEDY = "remedy"
    """The opponent's Stretto Remedy (``context.remedy_card``): Stretto, Thrust 2.3.3.3."""
    EXCHANGE = "exchange"
    """The exchange of the thrust: an Outside remedy (Exchange)."""
    MEZANO = "mezano"
    """The breaker's Mezano (``context.mezano_card``): Thrust 2.3.3.1-2."""

    @property
    def of_card_in_play(self) -> bool:
        """The answer is to the card in play (``context.attack_card``), its opponent's."""
        return self in (Answer.ATTACK, Answer.COUNTERATTACK)


@dataclass(frozen=True, slots=True)
class PhaseRecord:
    """One kind of decision the game can wait on, as the rulebook step that defines it."""

    options: Callable[[GameState, Seat], list[Action]]
    """The legal actions of the seat to move, before Cycle plays and the ruleset's narrowing."""
    handle: Callable[[Step, Action], None]
    """Carries a legal action out (``game.apply``)."""
    what_now: Message
    """What the seat to move has to decide, in words that end a sentence ("you must ...")."""
    must_answer: Reason | None = None
    """When the seat to move must answer or lose: why the opponent wins if it cannot."""
    presorted: bool = False
    """``options`` builds its list in ``Action.sort_key`` order already, its closing choice
    last (the Cycle plays, the last kind, are then appended without a sort)."""
    stage: Stage = Stage.IN_MEASURE
    """The part of the rulebook the decision falls in (the table's title over the status)."""
    answers: Answer | None = None
    """What the seat to move answers here (with ``must_answer``: why it loses if it cannot)."""
    offers: frozenset[ActionKind] = frozenset()
    """The card plays this decision is for whose refusal cites their eligibility rule
    (R-007 ...), checked as ``rules.refusal`` checks them; a play not named here is refused
    with what the player must do instead."""
    virtues_dealt: bool = True
    """Every Virtue is out by now (False before Setup 6 ends: only the challenger's Audatia)."""

    def __post_init__(self) -> None:
        # What is answered and what the opponent wins by if it is not are one decision's two
        # faces: a record with one and not the other is a mistake in the table.
        if (self.answers is None) != (self.must_answer is None):
            raise ValueError("a phase that must be answered names what it answers, and back")


class Ruleset(Protocol):
    """The rules a game is played under: its phases, and the points where it departs from
    the standard game's procedure ("Additional Rulesets"). The facts are read-only (a class
    attribute implements one)."""

    @property
    def variant(self) -> Variant:
        """The config value that chooses this ruleset (saved games and positions name it)."""
        ...

    @property
    def title(self) -> Message:
        """How a player is offered it, e.g. in the New Game dialog."""
        ...

    @property
    def phases(self) -> Mapping[Phase, PhaseRecord]:
        """Every phase this ruleset can reach, by phase."""
        ...

    @property
    def records(self) -> tuple[PhaseRecord, ...]:
        """``phases`` by ``Phase.index`` (``standard.phase_records``): what the engine reads on
        every action."""
        ...

    @property
    def skills_closed(self) -> Message | None:
        """Why no Skill card may be played or cycled at all (with its rule), or None."""
        ...

    @property
    def draw_limit(self) -> int | None:
        """How many draws at Out of Measure 7 end the game against the Challenger (R-004), or
        None when no number of draws does (Sudden Death, R-033.5)."""
        ...

    @property
    def drawn_by(self) -> frozenset[Reason]:
        """Why a game under this ruleset may end with no winner (none in the standard game)."""
        ...

    @property
    def board(self) -> str | None:
        """Where the table finds what this ruleset adds to it (its own zones, its score), as
        ``"module:attribute"``, or None when it adds nothing. A name, not an import: the rules
        never import the board, which resolves it (``board.variants``)."""
        ...

    @property
    def seat_lines(self) -> tuple[str, ...]:
        """The heads of the lines of a seat's section in position notation that write this
        ruleset's own state (``write_seat_lines``), e.g. ``("points",)``."""
        ...

    @property
    def unreachable_paths(self) -> frozenset[str]:
        """Rule paths (``selfplay.RulePath`` values) that no game under this ruleset can take."""
        ...

    def opening_player(self, config: GameConfig, seat: Seat, rng: random.Random) -> PlayerState:
        """A seat's zones at the deal (Setup 1-4); ``rng`` is shared by both seats, in order."""
        ...

    def seen_dealt(self, config: GameConfig, held: tuple[int, ...]) -> frozenset[int] | None:
        """Which of ``held`` (a hand, its face-down cards and what the ruleset lays face down)
        the opponent saw dealt into the hand and so knows are there (the Basic cards, Setup 4),
        or None when the deal shows the opponent no card of the hand."""
        ...

    def score(self, state: GameState) -> tuple[int, int] | None:
        """The points of seats A and B when the game is played for points, or None."""
        ...

    def score_seen(self, view: PlayerView) -> tuple[int, int] | None:
        """``score`` as a view shows it (points are public), or None."""
        ...

    def face_down(self, state: GameState, seat: Seat) -> tuple[int, ...]:
        """``seat``'s cards that this ruleset's own zones hold, face down, known to their owner
        only, in their order (the Sudden Death row, R-032); none in the standard game. With the
        standard zones (``PlayerState.zones``) they hold each of the seat's cards once."""
        ...

    def observe(self, state: GameState, viewer: Seat) -> Hashable:
        """What ``viewer`` may know of this ruleset's own state (``GameState.variant_state``),
        as a value of the ruleset's own type, or None (``PlayerView.variant_view``). Two states
        that differ only in what the viewer cannot see give equal values."""
        ...

    def face_down_seen(self, view: PlayerView, seat: Seat) -> tuple[int, ...] | None:
        """``seat``'s cards in this ruleset's own face-down zones as ``view`` shows them, in
        order, or None when the viewer may not see them (``face_down_count`` counts them)."""
        ...

    def face_down_count(self, view: PlayerView, seat: Seat) -> int:
        """How many cards ``seat`` has in this ruleset's own face-down zones (public)."""
        ...

    def sampled_state(self, view: PlayerView, dealt: tuple[int, ...]) -> Hashable:
        """The ruleset's own state of a world dealt for ``view`` (``rules.sampling``): as the
        view shows it, with ``dealt`` (``face_down_count`` cards, in order) for the cards of
        the viewer's opponent that the viewer may not see."""
        ...

    def write_seat_lines(
        self, state: GameState, seat: Seat, names: Callable[[Iterable[int]], str]
    ) -> list[str]:
        """``seat``'s lines of this ruleset's own state in position notation, each
        ``"<head>: <words>"`` with a head of ``seat_lines``; ``names`` writes cards."""
        ...

    def read_seat_lines(
        self, lines: Mapping[tuple[Seat, str], Line], reader: ZoneReader
    ) -> Hashable:
        """The ruleset's own state read back from its lines (``write_seat_lines``), by seat and
        head; ``reader`` reads the cards of a zone."""
        ...

    def options(self, state: GameState) -> list[Action]:
        """The legal actions of the seat to move (one exists), without Cycle plays."""
        ...

    def what_now(self, state: GameState) -> Message:
        """What the seat to move has to decide, in words (made when asked for)."""
        ...

    def refill_size(self, player: PlayerState) -> int:
        """How many cards ``player``'s hand is refilled to after a Break Off, which is also the
        most it ever holds under this ruleset: no rule draws past it (the deal gives 12, a
        Cycle or a trade swaps cards one for one)."""
        ...

    def hand_public(self, state: GameState, seat: Seat) -> bool:
        """Whether ``seat``'s hand is face up on the table."""
        ...

    def hidden_hand_problem(self, state: GameState, seat: Seat) -> str | None:
        """Why ``seat``'s unseen cards cannot be as ``state`` deals them under this ruleset's
        own rules, or None (``rules.sampling`` deals only worlds that pass)."""
        ...

    def before_decision(self, step: Step) -> bool:
        """Prepares the decision the game now waits on; True when that ended the game."""
        ...

    def bout_won(self, step: Step, winner: Seat, reason: Reason) -> None:
        """``winner`` has won the bout: the game ends, or play goes on."""
        ...

    def after_draft(self, step: Step) -> None:
        """The Virtues are drafted (Setup 6): what comes next."""
        ...

    def start_measure(self, step: Step, *, refill: bool) -> None:
        """Play goes Out of Measure (steps 1-2); ``refill`` after a Break Off or a point."""
        ...

    def after_trades(self, step: Step) -> None:
        """Both players have stopped trading (Out of Measure 2): what comes next."""
        ...

    def after_reveal(self, step: Step) -> None:
        """Both Poste are revealed (Out of Measure 3): what comes next."""
        ...


#: The metadata of a field of a ruleset's own view type that holds no card id (a count, a
#: score): ``dataclasses.field(metadata=NOT_CARDS)``. The checks that no view shows a hidden
#: card (``rules.invariants``) look at every other field.
NOT_CARDS: Mapping[str, bool] = MappingProxyType({"card_ids": False})


_REGISTRY: dict[Variant, Ruleset] = {}

#: The registered rulesets, by the variant that names them (read-only).
RULESETS: Mapping[Variant, Ruleset] = MappingProxyType(_REGISTRY)


def register(ruleset: Ruleset) -> None:
    """Make ``ruleset`` the one a config with its ``variant`` is played under."""
    _REGISTRY[ruleset.variant] = ruleset


def ruleset_for(variant: Variant) -> Ruleset:
    """The ruleset registered for ``variant``."""
    found = _REGISTRY.get(variant)
    if found is None:
        raise LookupError(
            f"no ruleset is registered for the variant {variant.value!r} "
            "(audatia_qt.games.audatia.rules.rulesets registers them)"
        )
    return found
