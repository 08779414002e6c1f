"""A transition under construction: the working state, the events so far, and card movements.

``apply`` creates one ``Step`` per action, lets the phase handlers move cards through it, and
freezes the result into a ``Transition``. Nothing outside a single ``apply`` call sees a Step.
"""

from __future__ import annotations

from audatia_qt.rules.cards import Blow, Side, VirtueBonus
from audatia_qt.rules.config import Seat
from audatia_qt.rules.events import Event, EventKind
from audatia_qt.rules.state import Context, GameState, Phase, PlayerState


class Step:
    """The mutable scratch of one transition."""

    __slots__ = ("events", "state")

    def __init__(self, state: GameState) -> None:
        self.state = state
        self.events: list[Event] = []

    # -- reading -------------------------------------------------------------------------

    @property
    def ctx(self) -> Context:
        """The current exchange's context."""
        return self.state.context

    def player(self, seat: Seat) -> PlayerState:
        """That seat's zones."""
        return self.state.players[seat]

    # -- writing -------------------------------------------------------------------------

    def emit(
        self, kind: EventKind, seat: Seat | None = None, card: int | None = None, detail: str = ""
    ) -> None:
        """Record that something happened."""
        self.events.append(Event(kind, seat, card, detail))

    def set_player(self, seat: Seat, **changes: object) -> None:
        """Change some of a player's fields."""
        self.state = self.state.with_player(seat, self.player(seat).with_(**changes))

    def set_ctx(self, **changes: object) -> None:
        """Change some of the context's fields."""
        self.state = self.state.with_(context=self.ctx.with_(**changes))

    def go(self, phase: Phase, seat: Seat | None) -> None:
        """The game now waits for ``seat`` to decide in ``phase``."""
        self.state = self.state.with_(phase=phase, to_move=seat)

    # -- card movement -------------------------------------------------------------------

    def draw(self, seat: Seat, count: int) -> int:
        """Draw up to ``count`` cards from the top of the Action deck; returns how many."""
        player = self.player(seat)
        drawn = player.deck[:count]
        if drawn:
            self.set_player(
                seat, hand=tuple(sorted(player.hand + drawn)), deck=player.deck[len(drawn) :]
            )
            for card in drawn:
                self.emit(EventKind.DEAL, seat, card)
        return len(drawn)

    def take_from_hand(self, seat: Seat, card: int) -> PlayerState:
        """Remove a card from the hand (the caller puts it somewhere); it is now public."""
        player = self.player(seat)
        return player.with_(
            hand=tuple(c for c in player.hand if c != card),
            known_in_hand=player.known_in_hand - {card},
        )

    def discard(self, seat: Seat, card: int) -> None:
        """Put a card from the hand face up on the discard pile."""
        player = self.take_from_hand(seat, card)
        self.state = self.state.with_player(seat, player.with_(discard=player.discard + (card,)))
        self.emit(EventKind.DISCARD, seat, card)

    def trade(self, seat: Seat, first: int, second: int) -> None:
        """Out of Measure 2: two cards face down, one card drawn."""
        player = self.player(seat)
        self.set_player(
            seat,
            hand=tuple(c for c in player.hand if c not in (first, second)),
            facedown=player.facedown + (first, second),
        )
        self.emit(EventKind.TRADE, seat, first)
        self.emit(EventKind.TRADE, seat, second)
        self.draw(seat, 1)

    def to_stack(self, seat: Seat, card: int) -> None:
        """Place a Remedy or Counter-Remedy on the Stack ("Playing Area")."""
        player = self.take_from_hand(seat, card)
        self.state = self.state.with_player(seat, player.with_(stack=player.stack + (card,)))

    def strike(self, seat: Seat, card: int) -> None:
        """Place a Strike in the Stack on the side it comes from ("Playing Area").

        The first strike out of a Posta carries the Posta's virtue bonus, and any promised bonus
        (salute, skills) rides on this strike too, while it tops the Stack ("Virtues").
        """
        player = self.take_from_hand(seat, card)
        blow = self.state.config.cards.strike(card).blow
        bonus: tuple[VirtueBonus, ...] = player.pending_bonus
        if player.in_posta and player.posta is not None:
            bonus = self.state.config.cards.posta(player.posta).bonuses + bonus
        side = Side.MIDDLE if blow is Blow.PUNTA else blow.side
        self.state = self.state.with_player(
            seat,
            player.with_(
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
        self.set_player(parrier, stack_side=parry_blow.side.opposite)
        self.set_player(parrier.other, stack_side=parry_blow.side)
        self.emit(EventKind.STACKS_MOVED, parrier, None, parry_blow.side.opposite.value)

    def take_posta(self, seat: Seat, posta: int) -> None:
        """Stand in ``posta`` from the pile; the Posta held so far goes back to the pile."""
        player = self.player(seat)
        pile = tuple(p for p in player.posta_pile if p != posta)
        if player.posta is not None and player.posta != posta:
            pile = tuple(sorted(pile + (player.posta,)))
        self.set_player(seat, posta_pile=pile, posta=posta)
