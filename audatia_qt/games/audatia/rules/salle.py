"""Roland's Rules: Salle Play ("Additional Rulesets"), on top of the standard engine.

A random 12-card opening hand from the whole Action deck (R-030.1); a bout win scores a point
and a new bout starts with the roles swapped and the Virtues drafted again (R-030.2-4); the game
ends when, Out of Measure, a player holds no Strike (R-031), or when both fencers in turn have
declined to attack (R-041). ``SalleRuleset`` changes the standard game at those points;
everything else is the standard game.

The score is this module's own state (``Score``, in ``GameState.variant_state``): public, so
every view shows it whole, and no other module reads it but through the ruleset
(``Ruleset.score``) or, on the table, Salle's part of the board (``board.variants.salle``).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable, Iterable, Mapping
from dataclasses import dataclass, field, replace
from types import MappingProxyType
from typing import TYPE_CHECKING

from audatia_qt.engine.messages import translate
from audatia_qt.games.audatia.rules.cards import Virtue
from audatia_qt.games.audatia.rules.config import CardKind, GameConfig, Seat, Variant
from audatia_qt.games.audatia.rules.events import EventKind
from audatia_qt.games.audatia.rules.game import PHASES, clear_bout
from audatia_qt.games.audatia.rules.position_words import only_count, only_switch
from audatia_qt.games.audatia.rules.ruleset import NOT_CARDS, PhaseRecord
from audatia_qt.games.audatia.rules.standard import StandardRuleset
from audatia_qt.games.audatia.rules.state import (
    HAND_SIZE,
    GameState,
    Outcome,
    Phase,
    PlayerState,
    Reason,
)
from audatia_qt.games.audatia.rules.step import Step

if TYPE_CHECKING:
    from audatia_qt.games.audatia.rules.position_words import Line, ZoneReader
    from audatia_qt.games.audatia.rules.views import PlayerView


@dataclass(frozen=True, slots=True)
class Score:
    """The points of seats A and B (R-030): Salle Play's state, and its view (it is public).
    A game with no point scored yet keeps None instead (``GameState.variant_state``)."""

    points: tuple[int, int] = field(default=(0, 0), metadata=NOT_CARDS)
    declined: Seat | None = field(default=None, metadata=NOT_CARDS)
    """The seat that, as Challenger, lost the last bout by two draws (R-041), else None."""

    def of(self, seat: Seat) -> int:
        """That seat's points."""
        return self.points[seat]

    def plus_one(self, seat: Seat, declined: Seat | None = None) -> Score:
        """The score with one more point for ``seat``, the bout lost by two draws by
        ``declined`` (None for any other bout's end)."""
        a, b = self.points
        return Score((a + 1, b) if seat is Seat.A else (a, b + 1), declined)


#: No point scored yet.
NO_POINTS = Score()


def score_of(variant_state: Hashable) -> Score:
    """The score kept in a state's (or a view's) ``variant_state``: none yet is 0 to 0."""
    return variant_state if isinstance(variant_state, Score) else NO_POINTS


def points(state: GameState, seat: Seat) -> int:
    """``seat``'s points in ``state``."""
    return score_of(state.variant_state).of(seat)


def with_points(state: GameState, seat: Seat, count: int) -> GameState:
    """``state`` with ``seat``'s points set to ``count`` (a position built by hand)."""
    score = score_of(state.variant_state)
    a, b = score.points
    return state.with_(
        variant_state=_kept(Score((count, b) if seat is Seat.A else (a, count), score.declined))
    )


def with_declined(state: GameState, seat: Seat | None) -> GameState:
    """``state`` with its last bout lost by ``seat``'s two draws (R-041; None: by no one)."""
    return state.with_(variant_state=_kept(replace(score_of(state.variant_state), declined=seat)))


def declined_by(state: GameState) -> Seat | None:
    """The seat that, as Challenger, lost the last bout by two draws (R-041), or None."""
    return score_of(state.variant_state).declined


def _kept(score: Score) -> Score | None:
    # None while nothing is scored, as a game keeps it, so equal positions compare equal.
    return None if score == NO_POINTS else score


def _add_point(step: Step, seat: Seat, declined: Seat | None = None) -> None:
    step.set_variant_state(score_of(step.variant_state).plus_one(seat, declined))


#: The standard phases, but for the words of the opening hand's discard: it is 12 random
#: cards, any of which may be discarded (R-030.1), not the 12 Basic cards (Setup 5).
SALLE_PHASES: Mapping[Phase, PhaseRecord] = MappingProxyType(
    {
        **PHASES,
        Phase.MULLIGAN: replace(
            PHASES[Phase.MULLIGAN],
            what_now=translate(
                "WhatNow",
                "discard any cards from the random opening hand and draw as many, or keep it "
                "(Salle Play, R-030.1)",
            ).say(),
        ),
    }
)


def opening_player(config: GameConfig, seat: Seat, rng: random.Random) -> PlayerState:
    """R-030.1: every action card shuffled, 12 dealt; the opponent knows none of them."""
    cards = list(config.cards.action_cards[seat])
    rng.shuffle(cards)
    return PlayerState(
        hand=tuple(sorted(cards[:HAND_SIZE])),
        deck=tuple(cards[HAND_SIZE:]),
        posta_pile=config.cards.poste[seat],
        virtues=frozenset({Virtue.AUDATIA}) if seat is config.challenger else frozenset(),
    )


def with_challenger(config: GameConfig, challenger: Seat) -> GameConfig:
    """The config with the roles given to new seats (R-030.5); the card table is shared."""
    swapped = replace(config, challenger=challenger)
    # The card table depends on the decks alone: share it rather than keep a rebuilt copy.
    object.__setattr__(swapped, "cards", config.cards)
    return swapped


def score_point(step: Step, winner: Seat, reason: Reason) -> None:
    """R-030.2-3: a point for the bout's winner; the roles swap and the Virtues are drafted
    again, the new Challenger holding Audatia. The bout's cards must already be cleared.

    R-041: a bout lost by two draws right after a bout the other fencer lost by two draws
    ends the game on points instead: both have declined to attack."""
    refused = reason is Reason.TWO_DRAWS
    both_refused = refused and score_of(step.variant_state).declined is winner
    _add_point(step, winner, winner.other if refused else None)
    step.emit(EventKind.POINT, winner, None, reason.value)
    if both_refused:
        _end_on_points(step, Reason.BOTH_DECLINED)
        return
    challenger = step.config.respondent
    step.config = with_challenger(step.config, challenger)
    step.reset_ctx()
    step.draws = 0
    for seat in Seat:
        virtues = frozenset({Virtue.AUDATIA}) if seat is challenger else frozenset()
        step.set_player(seat, virtues=virtues, pending_bonus=())
    step.go(Phase.VIRTUE_CHOICE, challenger.other)


def redrafting(step: Step) -> bool:
    """The Virtue draft under way follows a point, not the Setup: no salute (R-030.3)."""
    return any(score_of(step.variant_state).points)


def holds_strike(state: GameState, seat: Seat) -> bool:
    """Whether the seat holds a Strike (a cut or a thrust)."""
    kinds = state.config.cards.kinds
    return any(kinds[card] is CardKind.STRIKE for card in state.players[seat].hand)


#: The phases of the Setup and of Out of Measure 1-2: R-031's check comes after them.
_BEFORE_THE_CHECK = frozenset(
    {Phase.MULLIGAN, Phase.VIRTUE_CHOICE, Phase.SALUTE, Phase.SALUTE_REPLY, Phase.TRADE}
)


def must_hold_strike(state: GameState, seat: Seat) -> bool:
    """Whether the game going on shows that ``seat`` holds a Strike (R-031).

    Once both have traded, a player without a Strike ends the game; from then until the bout
    ends, a Strike leaves the hand only by being played onto the Stack (a Cycle discards Skill
    cards only, R-019). So while the bout is past its trades and the seat's Stack is empty,
    the Strike that passed the check is still in hand.
    """
    return state.phase not in _BEFORE_THE_CHECK and not state.players[seat].stack


def end_if_out_of_strikes(step: Step) -> bool:
    """R-031: Out of Measure, after the trades, a player without a Strike gives the opponent
    one more point and the game ends; most points wins, equal points draw."""
    state = step.state
    out = [seat for seat in Seat if not holds_strike(state, seat)]
    if not out:
        return False
    for seat in out:
        scorer = seat.other
        _add_point(step, scorer)
        step.emit(EventKind.POINT, scorer, None, "no_strikes")
    _end_on_points(step, Reason.POINTS)
    return True


def _end_on_points(step: Step, reason: Reason) -> None:
    """The game ends: most points wins, equal points draw (R-031, R-041)."""
    points_a, points_b = score_of(step.variant_state).points
    winner = None if points_a == points_b else (Seat.A if points_a > points_b else Seat.B)
    step.emit(EventKind.GAME_OVER, winner, None, reason.value)
    step.end(Outcome(winner, reason))


class SalleRuleset(StandardRuleset):
    """Roland's Rules: Salle Play (implements ``rules.ruleset.Ruleset``)."""

    variant = Variant.SALLE
    title = translate("Rulesets", "Salle Play (Roland's rules): points, bout after bout").say()
    phases = SALLE_PHASES
    drawn_by = frozenset({Reason.POINTS, Reason.BOTH_DECLINED})
    board = "audatia_qt.games.audatia.board.variants.salle:BOARD"
    seat_lines = ("points", "declined")

    def opening_player(self, config: GameConfig, seat: Seat, rng: random.Random) -> PlayerState:
        """R-030.1: 12 random cards from the whole Action deck."""
        return opening_player(config, seat, rng)

    def bout_won(self, step: Step, winner: Seat, reason: Reason) -> None:
        """R-030.2: the bout's cards leave the table and the winner scores a point."""
        clear_bout(step)
        score_point(step, winner, reason)

    def after_draft(self, step: Step) -> None:
        """After a point, no salute (R-030.3): the new bout starts Out of Measure with full
        hands (R-030.4); the first draft is the standard game's."""
        if redrafting(step):
            self.start_measure(step, refill=True)
        else:
            super().after_draft(step)

    def seen_dealt(self, config: GameConfig, held: tuple[int, ...]) -> frozenset[int] | None:
        """R-030.1: the opening hand is random; the opponent saw no card go in."""
        return None

    def score(self, state: GameState) -> tuple[int, int]:
        """R-030: the points of seats A and B."""
        return score_of(state.variant_state).points

    def score_seen(self, view: PlayerView) -> tuple[int, int]:
        """R-030: the points of seats A and B, public."""
        return score_of(view.variant_view).points

    def observe(self, state: GameState, viewer: Seat) -> Hashable:
        """The score is public: every seat sees it as it is."""
        return state.variant_state

    def sampled_state(self, view: PlayerView, dealt: tuple[int, ...]) -> Hashable:
        """The score, as the view shows it (nothing of it is hidden)."""
        return view.variant_view

    def write_seat_lines(
        self, state: GameState, seat: Seat, names: Callable[[Iterable[int]], str]
    ) -> list[str]:
        """``points: <n>``, once the seat has scored; ``declined: yes`` for the seat that lost
        the last bout by two draws (R-041)."""
        count = points(state, seat)
        lines = [f"points: {count}"] if count else []
        if declined_by(state) is seat:
            lines.append("declined: yes")
        return lines

    def read_seat_lines(
        self, lines: Mapping[tuple[Seat, str], Line], reader: ZoneReader
    ) -> Hashable:
        """The points of each seat's ``points:`` line (0 where there is none) and the seat of
        a ``declined: yes`` line; None while neither has scored, as a game keeps it."""
        found = tuple(
            only_count(lines[seat, "points"], "points") if (seat, "points") in lines else 0
            for seat in Seat
        )
        refused = [
            seat
            for seat in Seat
            if (seat, "declined") in lines
            and only_switch(lines[seat, "declined"], "declined", ("no", "yes"))
        ]
        if len(refused) > 1:
            raise lines[Seat.B, "declined"].error("only one seat lost the last bout (R-041)")
        return _kept(Score((found[0], found[1]), refused[0] if refused else None))

    def refill_size(self, player: PlayerState) -> int:
        """R-030.4: full hands of 12, whatever was saluted away."""
        return HAND_SIZE

    def hidden_hand_problem(self, state: GameState, seat: Seat) -> str | None:
        """R-031: after the trades a player with an empty Stack still holds a Strike (else the
        game would have ended)."""
        if must_hold_strike(state, seat) and not holds_strike(state, seat):
            return f"{seat.name} holds no Strike after the trades (R-031)"
        return None

    def after_trades(self, step: Step) -> None:
        """R-031: once both have traded, a player without a Strike ends the game."""
        if not end_if_out_of_strikes(step):
            super().after_trades(step)


RULESET = SalleRuleset()
