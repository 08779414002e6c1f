"""A transition under construction: the working state, the events so far, and card movements.

``apply`` creates one ``Step`` per action, lets the phase handlers move cards through it, and
freezes the result into a ``Transition``. Nothing outside a single ``apply`` call sees a Step.

The Step keeps the parts of the state (players, context, phase, ...) in its own fields and
builds a ``GameState`` value only when ``state`` is read after a change: a handler changes
several parts in a row, and building a frozen state for each change was a fifth of the
engine's time.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

from audatia_qt.games.audatia.rules.actions import Action
from audatia_qt.games.audatia.rules.cards import Blow, VirtueBonus
from audatia_qt.games.audatia.rules.config import GameConfig, Seat
from audatia_qt.games.audatia.rules.events import Event, EventKind
from audatia_qt.games.audatia.rules.members import (
    BLOW_PUNTA,
    EVENT_DEAL,
    EVENT_DISCARD,
    EVENT_STACKS_MOVED,
    EVENT_TRADE,
    PHASE_GAME_OVER,
    SIDE_MIDDLE,
)
from audatia_qt.games.audatia.rules.options import options
from audatia_qt.games.audatia.rules.skips import RuledOut, shed_played
from audatia_qt.games.audatia.rules.state import (
    FRESH_CONTEXT,
    Context,
    GameState,
    Outcome,
    Phase,
    PlayerState,
    changes_copier,
    copier,
    make_state,
)


class Step:
    """The mutable scratch of one transition."""

    __slots__ = (
        "_built",
        "_options",
        "config",
        "ctx",
        "draws",
        "events",
        "outcome",
        "phase",
        "players",
        "ply",
        "to_move",
        "variant_state",
    )

    def __init__(self, state: GameState, *, ply: int) -> None:
        """Start from ``state``; the state built at the end counts ``ply`` decisions."""
        self.config: GameConfig = state.config
        self.players: list[PlayerState] = [state.players[0], state.players[1]]
        self.phase: Phase = state.phase
        self.to_move: Seat | None = state.to_move
        self.ctx: Context = state.context
        """The current exchange's context."""
        self.draws: int = state.draws
        self.outcome: Outcome | None = state.outcome
        self.ply = ply
        self.variant_state: Hashable = state.variant_state
        """The ruleset's own part of the state (``GameState.variant_state``): only the
        ruleset's module reads it; it writes it with ``set_variant_state``."""
        self._built: GameState | None = state if ply == state.ply else None
        self.events: list[Event] = []
        self._options: tuple[GameState, list[Action]] | None = None

    # -- reading -------------------------------------------------------------------------

    @property
    def state(self) -> GameState:
        """The working state as a value (built when first read after a change)."""
        built = self._built
        if built is None:
            built = make_state(
                self.config,
                (self.players[0], self.players[1]),
                self.phase,
                self.to_move,
                self.ctx,
                self.draws,
                self.outcome,
                self.ply,
                self.variant_state,
            )
            self._built = built
        return built

    def player(self, seat: Seat) -> PlayerState:
        """That seat's zones."""
        return self.players[seat]

    def options(self) -> list[Action]:
        """The options of the seat to move now, without Cycle plays; do not mutate the list.

        Kept for the state they were computed on: a handler that asks whether a seat has a
        choice (``_next_opening``) and ``_settle`` after it then compute them once.
        """
        state = self.state
        known = self._options
        if known is None or known[0] is not state:
            known = (state, options(state))
            self._options = known
        return known[1]

    # -- writing -------------------------------------------------------------------------

    def emit(
        self, kind: EventKind, seat: Seat | None = None, card: int | None = None, detail: str = ""
    ) -> None:
        """Record that something happened."""
        # tuple.__new__ skips the NamedTuple's Python-level __new__ (events are many).
        self.events.append(tuple.__new__(Event, (kind, seat, card, detail)))

    def set_player(self, seat: Seat, **changes: object) -> None:
        """Change some of a player's fields."""
        # The copier straight from its cache: ``with_`` would only pass the changes on.
        self.players[seat] = changes_copier(PlayerState, tuple(changes))(
            self.players[seat], changes
        )
        self._built = None

    def set_variant_state(self, value: Hashable) -> None:
        """Replace the ruleset's own part of the state (``GameState.variant_state``)."""
        self.variant_state = value
        self._built = None

    def set_ctx(self, **changes: object) -> None:
        """Change some of the context's fields."""
        self.ctx = changes_copier(Context, tuple(changes))(self.ctx, changes)
        self._built = None

    def reset_ctx(self) -> None:
        """A new exchange: the context back to its defaults."""
        self.ctx = FRESH_CONTEXT
        self._built = None

    def go(self, phase: Phase, seat: Seat | None) -> None:
        """The game now waits for ``seat`` to decide in ``phase``."""
        self.phase = phase
        self.to_move = seat
        self._built = None

    def end(self, outcome: Outcome) -> None:
        """The game is over."""
        self.outcome = outcome
        self.phase = PHASE_GAME_OVER
        self.to_move = None
        self._built = None

    def count_draw(self) -> int:
        """One more draw (Out of Measure 7); returns the count so far."""
        self.draws += 1
        self._built = None
        return self.draws

    # -- card movement -------------------------------------------------------------------

    def _put(self, seat: Seat, player: PlayerState) -> None:
        """Replace a player's zones (a copy made by one of the copiers below)."""
        self.players[seat] = player
        self._built = None

    def draw(self, seat: Seat, count: int) -> int:
        """Draw up to ``count`` cards from the top of the Action deck; returns how many."""
        player = self.players[seat]
        drawn = player.deck[:count]
        if drawn:
            # A drawn card may be any one a skipped window ruled out: forget those.
            self._put(
                seat,
                _DRAWN(
                    player,
                    hand=tuple(sorted(player.hand + drawn)),
                    deck=player.deck[len(drawn) :],
                    ruled_out=frozenset(),
                ),
            )
            for card in drawn:
                self.emit(EVENT_DEAL, seat, card)
        return len(drawn)

    def play_from_hand(self, seat: Seat, card: int, **changes: object) -> None:
        """Take a card from the hand (it is now public) and, in the same copy, make ``changes``
        (which put it somewhere)."""
        player = self.players[seat]
        hand, known, ruled_out = _out_of_hand(player, card)
        self.set_player(seat, hand=hand, known_in_hand=known, ruled_out=ruled_out, **changes)

    def to_discard(self, seat: Seat, card: int) -> None:
        """Put a card from the hand face up on the discard pile (``play_from_hand``)."""
        self._onto_pile(seat, card, _TO_DISCARD, self.players[seat].discard)

    def _onto_pile(
        self, seat: Seat, card: int, copy: Callable[..., PlayerState], pile: tuple[int, ...]
    ) -> None:
        """Play ``card`` from the hand onto the top of ``pile`` with ``copy``, a copier of the
        hand, what is known of it, what the skips tell, and that pile."""
        player = self.players[seat]
        hand, known, ruled_out = _out_of_hand(player, card)
        self._put(seat, copy(player, hand, known, ruled_out, pile + (card,)))

    def discard(self, seat: Seat, card: int) -> None:
        """Put a card from the hand face up on the discard pile, as a discard."""
        self.to_discard(seat, card)
        self.emit(EVENT_DISCARD, seat, card)

    def trade(self, seat: Seat, first: int, second: int) -> None:
        """Out of Measure 2: two cards face down, one card drawn."""
        player = self.players[seat]
        self._put(
            seat,
            _TRADED(
                player,
                hand=tuple(c for c in player.hand if c not in (first, second)),
                facedown=player.facedown + (first, second),
            ),
        )
        self.emit(EVENT_TRADE, seat, first)
        self.emit(EVENT_TRADE, seat, second)
        self.draw(seat, 1)

    def to_stack(self, seat: Seat, card: int) -> None:
        """Place a Remedy or Counter-Remedy on the Stack ("Playing Area")."""
        self._onto_pile(seat, card, _TO_STACK, self.players[seat].stack)

    def strike(self, seat: Seat, card: int) -> None:
        """Place a Strike in the Stack on the side it comes from ("Playing Area").

        The first strike out of a Posta carries the Posta's virtue bonus, and any promised bonus
        (salute, skills) rides on this strike too, while it tops the Stack ("Virtues").
        """
        player = self.players[seat]
        blow = self.config.cards.strike(card).blow
        bonus: tuple[VirtueBonus, ...] = player.pending_bonus
        if player.in_posta and player.posta is not None:
            bonus = self.config.cards.posta(player.posta).bonuses + bonus
        side = SIDE_MIDDLE if blow is BLOW_PUNTA else blow.side
        hand, known, ruled_out = _out_of_hand(player, card)
        self._put(
            seat,
            _STRUCK(
                player,
                hand=hand,
                known_in_hand=known,
                ruled_out=ruled_out,
                stack=player.stack + (card,),
                stack_side=side,
                in_posta=False,
                pending_bonus=(),
                bonus=bonus,
                bonus_card=card if bonus else None,
            ),
        )

    def push_stacks(self, parrier: Seat, parry_blow: Blow) -> None:
        """A parry moves both Stacks to the side opposite the parry ("Playing Area").

        Sides are each owner's: the parrier's Stack ends opposite its parry; the opponent's,
        seen from across the table, ends on the parry's own side (CARDS.md).
        """
        other = parrier.other
        self._put(parrier, _TURNED(self.players[parrier], stack_side=parry_blow.side.opposite))
        self._put(other, _TURNED(self.players[other], stack_side=parry_blow.side))
        self.emit(EVENT_STACKS_MOVED, parrier, None, parry_blow.side.opposite.value)

    def take_posta(self, seat: Seat, posta: int) -> None:
        """Stand in ``posta`` from the pile; the Posta held so far goes back to the pile."""
        player = self.players[seat]
        pile = player.posta_pile
        if posta in pile:
            at = pile.index(posta)
            pile = pile[:at] + pile[at + 1 :]
        if player.posta is not None and player.posta != posta:
            pile = tuple(sorted(pile + (player.posta,)))
        self._put(seat, _TAKEN_POSTA(player, posta_pile=pile, posta=posta))


def _out_of_hand(
    player: PlayerState, card: int
) -> tuple[tuple[int, ...], frozenset[int], RuledOut]:
    """The hand without ``card``, what the opponent still knows is in it, and what the skips
    still tell once ``card`` is shown (``skips.shed_played``): a card played from the hand is
    public."""
    ruled_out = player.ruled_out
    if ruled_out:
        ruled_out = shed_played(ruled_out, card)
    hand = player.hand
    if card in hand:  # a hand holds each card once
        at = hand.index(card)
        hand = hand[:at] + hand[at + 1 :]
    known = player.known_in_hand
    if card in known:
        known = known - {card}
    return hand, known, ruled_out


# The copies the card movements above make, each for its own fields: called with the fields
# by name, a copier is several times cheaper than ``set_player``'s any-fields path (a dict of
# changes, a cache lookup by their names, and the dict spread again), and the engine moves
# cards at nearly every action.
_DRAWN = copier(PlayerState, ("hand", "deck", "ruled_out"))
_TRADED = copier(PlayerState, ("hand", "facedown"))
_TO_DISCARD = copier(PlayerState, ("hand", "known_in_hand", "ruled_out", "discard"))
_TO_STACK = copier(PlayerState, ("hand", "known_in_hand", "ruled_out", "stack"))
_STRUCK = copier(
    PlayerState,
    (
        "hand",
        "known_in_hand",
        "ruled_out",
        "stack",
        "stack_side",
        "in_posta",
        "pending_bonus",
        "bonus",
        "bonus_card",
    ),
)
_TURNED = copier(PlayerState, ("stack_side",))
_TAKEN_POSTA = copier(PlayerState, ("posta_pile", "posta"))
