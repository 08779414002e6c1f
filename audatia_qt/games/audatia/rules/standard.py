"""The standard game's ruleset: the rulebook's Setup, Out of Measure and Winning Conditions.

``StandardRuleset`` is the ``Ruleset`` every game is played under unless the config names one
of the "Additional Rulesets"; those subclass it and change only the points where they depart
from it (``audatia_qt.games.audatia.rules.salle``, ``audatia_qt.games.audatia.rules.sudden_death``).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable, Iterable, Mapping
from functools import cached_property
from typing import TYPE_CHECKING, NoReturn

from audatia_qt.engine.messages import Message, translate
from audatia_qt.games.audatia.rules.actions import Action
from audatia_qt.games.audatia.rules.config import GameConfig, Seat, Variant
from audatia_qt.games.audatia.rules.game import (
    PHASES,
    basic_opening_player,
    end_game,
    enter_measure_skills,
    refill_hands,
)
from audatia_qt.games.audatia.rules.members import (
    PHASE_OPENING,
    PHASE_POSTA_CHOICE,
    PHASE_SALUTE,
    PHASE_TRADE,
)
from audatia_qt.games.audatia.rules.ruleset import PhaseRecord
from audatia_qt.games.audatia.rules.state import HAND_SIZE, GameState, Phase, PlayerState, Reason
from audatia_qt.games.audatia.rules.step import Step

if TYPE_CHECKING:
    from audatia_qt.games.audatia.rules.position_words import Line, ZoneReader
    from audatia_qt.games.audatia.rules.views import PlayerView


def phase_records(phases: Mapping[Phase, PhaseRecord]) -> tuple[PhaseRecord, ...]:
    """``phases`` as a tuple indexed by ``Phase.index`` (``Ruleset.records``); a phase the
    table lacks gets a record that refuses to be played, as a lookup of it would fail."""
    return tuple(phases.get(phase) or _absent(phase) for phase in Phase)


def _absent(phase: Phase) -> PhaseRecord:
    def refuse(*_: object) -> NoReturn:
        raise LookupError(f"the phase {phase.value!r} is not one of this ruleset's")

    return PhaseRecord(refuse, refuse, _NOT_A_PHASE.say(phase=phase.value))


_NOT_A_PHASE = translate("WhatNow", "nothing: {phase} is not a phase of this ruleset")
_FINAL_CALL = translate("WhatNow", "attack now, or the challenge is drawn (Out of Measure 7)")
_TAUNTED = translate("WhatNow", "attack or change Posta: the Taunt lets no moment pass (R-012)")


class StandardRuleset:
    """The standard game (implements ``audatia_qt.games.audatia.rules.ruleset.Ruleset``)."""

    variant: Variant = Variant.STANDARD
    title: Message = translate("Rulesets", "Standard game").say()
    phases: Mapping[Phase, PhaseRecord] = PHASES
    skills_closed: Message | None = None
    draw_limit: int | None = 2
    drawn_by: frozenset[Reason] = frozenset()
    board: str | None = None
    seat_lines: tuple[str, ...] = ()
    unreachable_paths: frozenset[str] = frozenset()

    @cached_property
    def records(self) -> tuple[PhaseRecord, ...]:
        """``phases`` by ``Phase.index``, made from them once (``phase_records``)."""
        return phase_records(self.phases)

    def opening_player(self, config: GameConfig, seat: Seat, rng: random.Random) -> PlayerState:
        """Setup 1-4: the Posta pile, the 12 Basic cards in hand, the rest shuffled."""
        return basic_opening_player(config, seat, rng)

    def seen_dealt(self, config: GameConfig, held: tuple[int, ...]) -> frozenset[int] | None:
        """Setup 4: the opponent saw the 12 Basic cards go into the hand; those still held
        (in hand or face down) are known."""
        return frozenset(card for card in held if config.cards.is_basic(card))

    def score(self, state: GameState) -> tuple[int, int] | None:
        """The standard game is one bout: no points."""
        return None

    def score_seen(self, view: PlayerView) -> tuple[int, int] | None:
        """No points to see."""
        return None

    # The standard game keeps nothing beyond its zones: no state of its own, nothing laid
    # face down, nothing to observe, sample or write.

    def face_down(self, state: GameState, seat: Seat) -> tuple[int, ...]:
        """No zone of its own."""
        return ()

    def observe(self, state: GameState, viewer: Seat) -> Hashable:
        """Nothing of its own to see."""
        return None

    def face_down_seen(self, view: PlayerView, seat: Seat) -> tuple[int, ...] | None:
        """No zone of its own: nothing laid."""
        return ()

    def face_down_count(self, view: PlayerView, seat: Seat) -> int:
        """No zone of its own."""
        return 0

    def sampled_state(self, view: PlayerView, dealt: tuple[int, ...]) -> Hashable:
        """Nothing of its own to deal."""
        return None

    def write_seat_lines(
        self, state: GameState, seat: Seat, names: Callable[[Iterable[int]], str]
    ) -> list[str]:
        """No lines of its own."""
        return []

    def read_seat_lines(
        self, lines: Mapping[tuple[Seat, str], Line], reader: ZoneReader
    ) -> Hashable:
        """No lines of its own (``seat_lines`` is empty, so none is given)."""
        return None

    def options(self, state: GameState) -> list[Action]:
        """The options of the phase's record for the seat to move."""
        seat = state.to_move
        assert seat is not None
        return self.records[state.phase.index].options(state, seat)

    def what_now(self, state: GameState) -> Message:
        """The phase's words; at the opening, only what may be done now: the final call
        leaves an attack alone (Out of Measure 7), a Taunt forbids the pass (R-012)."""
        ctx = state.context
        if state.phase is PHASE_OPENING and ctx.final_call:
            return _FINAL_CALL.say()
        if state.phase is PHASE_OPENING and ctx.forced is not None and ctx.forced is state.to_move:
            return _TAUNTED.say()
        return self.phases[state.phase].what_now

    def hand_public(self, state: GameState, seat: Seat) -> bool:
        """A hand is hidden from the opponent (bar the Basic cards it saw go in, Setup 4)."""
        return False

    def hidden_hand_problem(self, state: GameState, seat: Seat) -> str | None:
        """The standard game asks nothing more of a hand than the engine's options do."""
        return None

    def before_decision(self, step: Step) -> bool:
        """Nothing to prepare: the decision is the phase's."""
        return False

    def bout_won(self, step: Step, winner: Seat, reason: Reason) -> None:
        """ "Winning Conditions": the game is over."""
        end_game(step, winner, reason)

    def after_draft(self, step: Step) -> None:
        """Setup 7: the Respondent may salute."""
        step.go(PHASE_SALUTE, step.config.respondent)

    def start_measure(self, step: Step, *, refill: bool) -> None:
        """Out of Measure 1-2: a new exchange; after a Break Off the hands are refilled
        (``refill_size``), then the trades, the Challenger first."""
        step.reset_ctx()
        if refill:
            refill_hands(step, self.refill_size)
        step.go(PHASE_TRADE, step.config.challenger)

    def refill_size(self, player: PlayerState) -> int:
        """Out of Measure 1: 12 cards, less those discarded to salute (R-002)."""
        return HAND_SIZE - player.salute_discards

    def after_trades(self, step: Step) -> None:
        """Out of Measure 3: both choose a Posta, the Challenger first."""
        step.go(PHASE_POSTA_CHOICE, step.config.challenger)

    def after_reveal(self, step: Step) -> None:
        """Out of Measure 4: the skills played Out of Measure."""
        enter_measure_skills(step)


RULESET = StandardRuleset()
