"""Guy's Rules: Sudden Death ("Additional Rulesets"), on top of the standard engine.

The rows (R-032): after the Virtue draft and the trades, each player lays the whole hand face
down in a row, one ``arrange`` action per card, left to right. From then on the hand holds at
most one card, face up: the row's leftmost card, turned up when the game asks its owner to play
a card (R-033). The standard phases, eligibility and resolution do the rest: this module only
adds the rows' phase (``ARRANGE``), narrows each decision to that one card
(``committed_options``), turns cards up and discards the ineligible ones (``turn_up``), and
draws the game when both rows are spent; ``SuddenDeathRuleset`` calls them in.

The rows are this module's own state (``Rows``, in ``GameState.variant_state``), and what a
seat may see of them its own view (``RowsSeen``, in ``PlayerView.variant_view``): its own row
card by card, the opponent's as a count. No other module reads them but through the ruleset
(``face_down``, ``observe`` ...) or, on the table, Sudden Death's part of the board
(``board.variants.sudden_death``).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import TYPE_CHECKING

from audatia_qt.engine.messages import CardName, Message, translate
from audatia_qt.games.audatia.rules.actions import Action, ActionKind
from audatia_qt.games.audatia.rules.config import Seat, Variant
from audatia_qt.games.audatia.rules.events import EventKind
from audatia_qt.games.audatia.rules.game import PHASES, enter_measure_skills
from audatia_qt.games.audatia.rules.options import forced_to_answer, options
from audatia_qt.games.audatia.rules.position_words import listed
from audatia_qt.games.audatia.rules.ruleset import NOT_CARDS, PhaseRecord
from audatia_qt.games.audatia.rules.standard import StandardRuleset
from audatia_qt.games.audatia.rules.state import GameState, Outcome, Phase, Reason
from audatia_qt.games.audatia.rules.step import Step

if TYPE_CHECKING:
    from audatia_qt.games.audatia.rules.position_words import Line, ZoneReader
    from audatia_qt.games.audatia.rules.views import PlayerView

A = ActionKind

Row = tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Rows:
    """Each seat's row (R-032): the cards still face down in it, leftmost first, hidden from
    the opponent; None for a seat that has not started laying it. Once the rows are laid a
    hand holds at most the one card turned up and not yet played, face up (R-033). A game in
    which no card is laid yet keeps None instead (``GameState.variant_state``)."""

    laid: tuple[Row | None, Row | None] = (None, None)

    def of(self, seat: Seat) -> Row | None:
        """That seat's row, or None before it is started."""
        return self.laid[seat]

    def with_row(self, seat: Seat, row: Row) -> Rows:
        """The rows with ``seat``'s replaced."""
        a, b = self.laid
        return Rows((row, b) if seat is Seat.A else (a, row))


#: No row started yet.
NO_ROWS = Rows()


def rows_of(variant_state: Hashable) -> Rows:
    """The rows kept in a state's ``variant_state``: none yet is no row started."""
    return variant_state if isinstance(variant_state, Rows) else NO_ROWS


def row(state: GameState, seat: Seat) -> Row | None:
    """``seat``'s row in ``state``: its face-down cards, leftmost first, or None before it is
    started (R-032)."""
    return rows_of(state.variant_state).of(seat)


def with_row(state: GameState, seat: Seat, cards: Row) -> GameState:
    """``state`` with ``seat``'s row laid as ``cards`` (a position built by hand)."""
    return state.with_(variant_state=rows_of(state.variant_state).with_row(seat, cards))


@dataclass(frozen=True, slots=True)
class RowSeen:
    """One seat's row as a viewer sees it."""

    cards: Row | None
    """The row, leftmost first, for its owner; None for the opponent's (see ``count``) and
    before the row is started (R-032)."""
    count: int = field(metadata=NOT_CARDS)
    laid: bool = False
    """The row has been started; once both are laid the hand is face up (R-033.1)."""


#: A row not started, as anyone sees it.
NO_ROW_SEEN = RowSeen(None, 0, False)


@dataclass(frozen=True, slots=True)
class RowsSeen:
    """Both rows as one viewer sees them (``PlayerView.variant_view``), by seat."""

    seats: tuple[RowSeen, RowSeen]


def seen_row(view: PlayerView, seat: Seat) -> RowSeen:
    """``seat``'s row as ``view`` shows it (a view from before any row is started has none)."""
    seen = view.variant_view
    return seen.seats[seat] if isinstance(seen, RowsSeen) else NO_ROW_SEEN


def _seen(rows: Rows, seat: Seat, viewer: Seat) -> RowSeen:
    cards = rows.of(seat)
    return RowSeen(cards if seat is viewer else None, len(cards or ()), cards is not None)


#: Actions that play the turned-up card (R-033.2).
CARD_PLAYS = frozenset(
    {
        A.ATTACK,
        A.BEAT,
        A.PARRY,
        A.COUNTERATTACK,
        A.EXCHANGE,
        A.BREAK,
        A.DEFEND,
        A.REMEDY,
        A.COUNTER_REMEDY,
    }
)

#: The phases in which a card is played: the ones that turn a row card up (R-033.1).
PLAY_PHASES = frozenset(
    {
        Phase.OPENING,
        Phase.REACT,
        Phase.PARRY_COUNTERATTACK,
        Phase.AFTER_PARRY,
        Phase.FEINT_STRIKE,
        Phase.DEFEND_STRIKE,
        Phase.FOLLOW_UP,
        Phase.STRETTO,
        Phase.COUNTER,
        Phase.EXCHANGED,
        Phase.BREAK_ATTACKER,
        Phase.BREAK_DEFENDER,
        Phase.MEZANO_ANSWER,
        Phase.BREAK_COUNTER,
    }
)

_HOLD = frozenset({A.WAIT, A.PASS})


def hand_public(state: GameState, seat: Seat) -> bool:
    """Once the rows are laid, the card in hand is a turned-up row card, face up (R-033.1)."""
    return row(state, seat) is not None and state.phase is not Phase.ARRANGE


def spent(step: Step, seat: Seat) -> bool:
    """No card left to play: the seat's row and hand are empty."""
    return not step.player(seat).hand and not rows_of(step.variant_state).of(seat)


def arrange_options(state: GameState, seat: Seat) -> list[Action]:
    """Action Process 1-2: lay any card of the hand next in the row (R-032.3)."""
    return [Action(seat, A.ARRANGE, card) for card in sorted(state.players[seat].hand)]


def committed_options(state: GameState, found: list[Action]) -> list[Action]:
    """The standard options narrowed to the turned-up card (R-033.2, R-033.4).

    A playable card must be played; otherwise only waiting or passing is left (never a change
    of Posta), and in a phase that requires an answer nothing is.
    """
    if state.phase not in PLAY_PHASES:
        return found
    plays = [action for action in found if action.kind in CARD_PLAYS]
    if plays:
        return plays
    return [action for action in found if action.kind in _HOLD]


_PLAY_TURNED_UP = translate(
    "WhatNow", "play the turned-up {card}: a playable row card must be played (R-033.2)"
)
_TURNED_UP_WAITS = translate("WhatNow", "the turned-up card cannot be played now: wait (R-033.2)")


def committed_what_now(state: GameState, legal: list[Action]) -> Message | None:
    """What the turned-up card leaves to decide (R-033.2), or None outside the play phases:
    the standard game's words ("attack or wait") would offer a choice the row has taken."""
    if state.phase not in PLAY_PHASES or not legal:
        return None
    plays = [action for action in legal if action.kind in CARD_PLAYS]
    if plays and plays[0].card is not None:
        name = state.config.cards[plays[0].card].definition.name
        return _PLAY_TURNED_UP.say(card=CardName(name))
    if plays:
        return None
    return _TURNED_UP_WAITS.say()


def arrange(step: Step, action: Action) -> None:
    """Lay one card face down at the right end of the row; the Challenger lays first, then the
    Respondent; then play goes on from the revealed Poste (R-032.3)."""
    seat = action.seat
    assert action.card is not None
    player = step.player(seat)
    rows = rows_of(step.variant_state)
    step.set_player(seat, hand=tuple(card for card in player.hand if card != action.card))
    step.set_variant_state(rows.with_row(seat, (*(rows.of(seat) or ()), action.card)))
    step.emit(EventKind.ARRANGE, seat, action.card)
    if step.player(seat).hand:
        return
    config = step.config
    if seat is config.challenger and step.player(config.respondent).hand:
        step.go(Phase.ARRANGE, config.respondent)
    else:
        enter_measure_skills(step)


def turn_up(step: Step) -> None:
    """Before a play decision: turn the leftmost row card up if no card is waiting, and discard
    an ineligible card and turn up the next where the player must answer or the opponent is out
    of cards (R-033.1, R-033.3, R-033.6); elsewhere an ineligible card is held (R-033.4)."""
    while True:
        seat = step.to_move
        if seat is None or step.phase not in PLAY_PHASES:
            return
        player = step.player(seat)
        if not player.hand:
            rows = rows_of(step.variant_state)
            laid = rows.of(seat)
            if not laid:
                return
            card = laid[0]
            step.set_player(seat, hand=(card,))
            step.set_variant_state(rows.with_row(seat, laid[1:]))
            step.emit(EventKind.ROW_REVEAL, seat, card)
        if any(action.kind in CARD_PLAYS for action in step.options()):
            return
        if not forced_to_answer(step.state) and not spent(step, seat.other):
            return
        (card,) = step.player(seat).hand
        step.play_from_hand(seat, card, discard=step.player(seat).discard + (card,))
        step.emit(EventKind.DISCARD, seat, card, "ineligible")


def draw_if_spent(step: Step) -> bool:
    """Winning Conditions: both players out of cards with nothing succeeding is a draw.

    Judged at a decision that does not require an answer: a player out of cards who must
    answer has lost to the action that just succeeded (R-033.6).
    """
    if step.phase not in PLAY_PHASES or forced_to_answer(step.state):
        return False
    if not (spent(step, Seat.A) and spent(step, Seat.B)):
        return False
    step.emit(EventKind.GAME_OVER, None, None, Reason.OUT_OF_CARDS.value)
    step.end(Outcome(None, Reason.OUT_OF_CARDS))
    return True


#: The standard phases and the rows' (Action Process 1-2, R-032.3).
SUDDEN_DEATH_PHASES: Mapping[Phase, PhaseRecord] = MappingProxyType(
    {
        **PHASES,
        Phase.ARRANGE: PhaseRecord(
            arrange_options,
            arrange,
            translate("WhatNow", "lay the next card of the row face down (Sudden Death)").say(),
        ),
    }
)


class SuddenDeathRuleset(StandardRuleset):
    """Guy's Rules: Sudden Death (implements ``audatia_qt.games.audatia.rules.ruleset.Ruleset``)."""

    variant = Variant.SUDDEN_DEATH
    title = translate("Rulesets", "Sudden Death (Guy's rules): cards laid in a row").say()
    phases = SUDDEN_DEATH_PHASES
    skills_closed = translate("Refusals", "Skill cards have no use in Sudden Death (R-032.4)").say()
    draw_limit = None
    drawn_by = frozenset({Reason.OUT_OF_CARDS})
    board = "audatia_qt.games.audatia.board.variants.sudden_death:BOARD"
    seat_lines = ("row",)
    # No Skill card is in play, and the attacker's hand is empty after a parry, so
    # no Audatia Entry window opens.
    unreachable_paths = frozenset({"feint", "skill win", "audatia entry"})

    def options(self, state: GameState) -> list[Action]:
        """The standard options narrowed to the turned-up card (R-033.2, R-033.4)."""
        return committed_options(state, super().options(state))

    def what_now(self, state: GameState) -> Message:
        """What the turned-up card leaves to decide (R-033.2), else the phase's words."""
        committed = committed_what_now(state, options(state))
        return super().what_now(state) if committed is None else committed

    def hand_public(self, state: GameState, seat: Seat) -> bool:
        """Once the rows are laid the card in hand is face up (R-033.1)."""
        return hand_public(state, seat)

    def face_down(self, state: GameState, seat: Seat) -> tuple[int, ...]:
        """The seat's row (R-032)."""
        return row(state, seat) or ()

    def observe(self, state: GameState, viewer: Seat) -> Hashable:
        """The viewer's own row card by card, the opponent's as a count (R-032.3); None while
        no row is started, as the state keeps it."""
        if state.variant_state is None:
            return None
        rows = rows_of(state.variant_state)
        return RowsSeen((_seen(rows, Seat.A, viewer), _seen(rows, Seat.B, viewer)))

    def face_down_seen(self, view: PlayerView, seat: Seat) -> tuple[int, ...] | None:
        """The viewer's own row; the opponent's is hidden (None) once it holds a card."""
        seen = seen_row(view, seat)
        return seen.cards if seen.cards is not None or seen.count else ()

    def face_down_count(self, view: PlayerView, seat: Seat) -> int:
        """The cards in the seat's row (its length is public)."""
        return seen_row(view, seat).count

    def sampled_state(self, view: PlayerView, dealt: tuple[int, ...]) -> Hashable:
        """The viewer's row as seen, the opponent's dealt (once it is started)."""
        if view.variant_view is None:
            return None
        viewer = view.viewer
        own, theirs = seen_row(view, viewer), seen_row(view, viewer.other)
        rows = (own.cards, dealt if theirs.laid else None)
        return Rows(rows if viewer is Seat.A else (rows[1], rows[0]))

    def write_seat_lines(
        self, state: GameState, seat: Seat, names: Callable[[Iterable[int]], str]
    ) -> list[str]:
        """``row: <cards>`` once the row is started (``-`` when it is empty again)."""
        cards = row(state, seat)
        return [] if cards is None else [f"row: {names(cards)}"]

    def read_seat_lines(
        self, lines: Mapping[tuple[Seat, str], Line], reader: ZoneReader
    ) -> Hashable:
        """Each seat's ``row:`` line (none: not started); None while neither is, as a game
        keeps it."""
        found: list[Row | None] = []
        for seat in Seat:
            line = lines.get((seat, "row"))
            found.append(
                None if line is None else reader.zone(line, listed(line.words), seat, "action")
            )
        if found == [None, None]:
            return None
        return Rows((found[0], found[1]))

    def before_decision(self, step: Step) -> bool:
        """Turn a row card up for a play decision; both rows spent draw the game (R-033)."""
        turn_up(step)
        return draw_if_spent(step)

    def after_draft(self, step: Step) -> None:
        """No salute: Sudden Death's setup has none (R-032.1)."""
        self.start_measure(step, refill=False)

    def start_measure(self, step: Step, *, refill: bool) -> None:
        """After a Break Off neither refill nor trades: both choose a new Posta, and the rows
        go on (R-033.5)."""
        if not refill:
            super().start_measure(step, refill=False)
            return
        step.reset_ctx()
        step.go(Phase.POSTA_CHOICE, step.config.challenger)

    def after_reveal(self, step: Step) -> None:
        """R-032.3: the starting Poste are chosen and revealed (Setup 4), then the rows are
        laid (Action Process 1-2), the Challenger first; after a Break Off the rows go on."""
        if rows_of(step.variant_state).of(step.config.challenger) is not None:
            enter_measure_skills(step)
        else:
            step.go(Phase.ARRANGE, step.config.challenger)


RULESET = SuddenDeathRuleset()
