"""Hidden information: what one seat may know (``observe``) and the events it may see
(``redact``); ``rules.sampling`` deals full states consistent with what it knows.

What is hidden, and from whom:

- the Action decks' order, from both players (a deck is a count in every view);
- a hand and the face-down trade pile, from the opponent (counts), except the Basic cards the
  opponent saw go in and never saw come out (``known_in_hand``);
- a Posta chosen in secret (Out of Measure 3), from the opponent until the reveal, or until a
  see-posta skill shows it (``Context.seen_posta``);
- the game's seed, from both players: it would give away every shuffle.

What a skipped window told is public (R-013): both seats see the skip, and what it rules out
(``PlayerState.ruled_out``) is reckoned from the table alone (``rules.skips``).

Everything else is on the table: discard piles (R-023), Stacks, Posta piles, Virtues and the
bonuses announced by the salute and by skills, the Context of the exchange (every card in it was
played face up), and every Posta once revealed or changed in sight.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable
from dataclasses import dataclass, replace

from audatia_qt.games.audatia.rules.actions import Action
from audatia_qt.games.audatia.rules.cards import Side, Virtue, VirtueBonus
from audatia_qt.games.audatia.rules.config import GameConfig, Seat
from audatia_qt.games.audatia.rules.events import Event, EventKind
from audatia_qt.games.audatia.rules.game import legal_actions
from audatia_qt.games.audatia.rules.members import (
    PHASE_POSTA_CHOICE,
    PHASE_SKILL_RESPONSE,
    SEAT_A,
    SEAT_B,
)
from audatia_qt.games.audatia.rules.state import Context, GameState, Outcome, Phase

#: Events whose card only the acting seat (``event.seat``) may see.
_OWNER_ONLY = frozenset(
    {EventKind.DEAL, EventKind.TRADE, EventKind.POSTA_CHOSEN, EventKind.ARRANGE}
)


@dataclass(frozen=True, slots=True)
class SeatView:
    """One seat's zones as the viewer sees them: ``None`` marks cards the viewer cannot see."""

    hand: tuple[int, ...] | None
    """The hand, sorted; None for the opponent (see ``hand_count``, ``known_in_hand``)."""
    hand_count: int
    deck_count: int
    """The Action deck is a count for everyone, its owner included: its order is secret."""
    discard: tuple[int, ...]
    """Face-up discards, oldest first (R-023)."""
    facedown: tuple[int, ...] | None
    """Cards traded face down; None for the opponent (see ``facedown_count``)."""
    facedown_count: int
    posta_pile: tuple[int, ...]
    """The Poste in the pile, sorted. While ``posta_hidden``, the pile as it was before the
    secret choice: one of these cards is the Posta lying face down in front of the player."""
    posta: int | None
    """The Posta in play, when the viewer may see it."""
    posta_hidden: bool
    """A Posta was chosen that the viewer may not see yet (Out of Measure 3)."""
    in_posta: bool
    stack: tuple[int, ...]
    stack_side: Side
    virtues: frozenset[Virtue]
    pending_bonus: tuple[VirtueBonus, ...]
    bonus: tuple[VirtueBonus, ...]
    bonus_card: int | None
    salute_discards: int
    known_in_hand: frozenset[int]
    """Cards of this seat the other seat knows are in its hand or face down (kept Basic cards)."""
    ruled_out: frozenset[frozenset[int]] = frozenset()
    """Sets of cards this hand does not hold all together, as skipped windows told both seats
    (``PlayerState.ruled_out``, R-013)."""


@dataclass(frozen=True, slots=True)
class PlayerView:
    """Everything seat ``viewer`` may know about the game, and nothing else.

    Two states that differ only in what the viewer cannot see give equal views, so a view is
    the viewer's information set. Bots take decisions over views (ARCHITECTURE, "ai").
    """

    config: GameConfig
    """The decks, seats and options; the seed is withheld (0), as it would give every shuffle."""
    viewer: Seat
    phase: Phase
    to_move: Seat | None
    ply: int
    draws: int
    outcome: Outcome | None
    context: Context
    """The exchange in progress: every card in it was played face up, so it is public."""
    seats: tuple[SeatView, SeatView]
    """Both seats' zones, indexed by ``Seat``."""
    legal_actions: tuple[Action, ...]
    """The viewer's legal actions when the viewer is to move; empty otherwise."""
    variant_view: Hashable = None
    """What the viewer may know of the ruleset's own state (``GameState.variant_state``: the
    Sudden Death rows, the Salle Play score), as the ruleset's module observes it
    (``Ruleset.observe``); None in the standard game. Only that module, and the table's part
    for it (``board.variants``), read it."""

    def seat(self, seat: Seat) -> SeatView:
        """That seat's zones as the viewer sees them."""
        return self.seats[seat]

    @property
    def me(self) -> SeatView:
        """The viewer's own zones."""
        return self.seats[self.viewer]

    @property
    def opponent(self) -> SeatView:
        """The opponent's zones."""
        return self.seats[self.viewer.other]

    @property
    def hand(self) -> tuple[int, ...]:
        """The viewer's hand."""
        hand = self.me.hand
        assert hand is not None
        return hand

    @property
    def opponent_known_in_hand(self) -> frozenset[int]:
        """Cards the viewer knows are in the opponent's hand or face-down pile."""
        return self.opponent.known_in_hand

    @property
    def is_terminal(self) -> bool:
        """The game is over."""
        return self.outcome is not None


# -- observe --------------------------------------------------------------------------------


#: Public configs by the id of the real config, which each entry keeps alive (so ids stay
#: unique). Keyed by identity because hashing a config hashes both whole decks.
_PUBLIC_CONFIGS: dict[int, tuple[GameConfig, GameConfig]] = {}
_PUBLIC_CONFIGS_MAX = 16


def _public_config(config: GameConfig) -> GameConfig:
    """The config with the seed withheld (a new config builds its card table: memoised)."""
    if config.seed == 0:
        return config
    entry = _PUBLIC_CONFIGS.get(id(config))
    if entry is None or entry[0] is not config:
        if len(_PUBLIC_CONFIGS) >= _PUBLIC_CONFIGS_MAX:
            _PUBLIC_CONFIGS.clear()
        entry = (config, replace(config, seed=0))
        _PUBLIC_CONFIGS[id(config)] = entry
    return entry[1]


def _before_reveal(state: GameState) -> bool:
    """Out of Measure 3 is under way: a chosen Posta is still face down.

    The reveal ends the ``POSTA_CHOICE`` phase; a see-posta skill played during it opens a
    ``SKILL_RESPONSE`` that resumes there.
    """
    return state.phase is PHASE_POSTA_CHOICE or (
        state.phase is PHASE_SKILL_RESPONSE and state.context.resume is PHASE_POSTA_CHOICE
    )


def posta_visible(state: GameState, owner: Seat, viewer: Seat) -> bool:
    """Whether ``viewer`` may see ``owner``'s Posta in play (when there is one).

    Hidden only while Out of Measure 3 is under way, unless a see-posta skill showed it. After
    the reveal every Posta is public, as are changes of Posta (opening, skills, avoids).
    """
    return owner is viewer or not _before_reveal(state) or viewer in state.context.seen_posta


def hidden_cards(state: GameState, viewer: Seat) -> frozenset[int]:
    """The card ids ``viewer`` may not see now: the one fact every text shown to a person is
    checked against (docs/trust.md).

    Both Action decks (their order is secret even from the owner); the opponent's hand, unless
    the ruleset shows it (the Sudden Death rows make it face up, R-033.1), except the Basic
    cards the viewer saw go in (``known_in_hand``); the face-down trades; the opponent's cards
    in the ruleset's own face-down zones (the Sudden Death row, R-032); and the opponent's
    Posta while it is chosen in secret (Out of Measure 3).
    """
    owner = viewer.other
    opponent = state.players[owner]
    ruleset = state.config.ruleset
    hidden = set(opponent.deck) | set(state.players[viewer].deck)
    hidden.update(ruleset.face_down(state, owner))
    if not ruleset.hand_public(state, owner):
        hidden |= set(opponent.hand) - opponent.known_in_hand
    # A known Basic card traded face down is hidden too: the viewer knew it was in hand or
    # face down, not which, and naming it would tell.
    hidden |= set(opponent.facedown)
    if opponent.posta is not None and not posta_visible(state, owner, viewer):
        hidden.add(opponent.posta)
    return frozenset(hidden)


def _seat_view(state: GameState, owner: Seat, viewer: Seat) -> SeatView:
    player = state.players[owner]
    own = owner is viewer
    hidden = player.posta is not None and not posta_visible(state, owner, viewer)
    # Sudden Death: once the rows are laid the one card in hand is face up.
    hand_seen = own or state.config.ruleset.hand_public(state, owner)
    pile = player.posta_pile
    if hidden:
        assert player.posta is not None
        pile = tuple(sorted(pile + (player.posta,)))
    return SeatView(
        hand=player.hand if hand_seen else None,
        hand_count=len(player.hand),
        deck_count=len(player.deck),
        discard=player.discard,
        facedown=player.facedown if own else None,
        facedown_count=len(player.facedown),
        posta_pile=pile,
        posta=None if hidden else player.posta,
        posta_hidden=hidden,
        in_posta=player.in_posta,
        stack=player.stack,
        stack_side=player.stack_side,
        virtues=player.virtues,
        pending_bonus=player.pending_bonus,
        bonus=player.bonus,
        bonus_card=player.bonus_card,
        salute_discards=player.salute_discards,
        known_in_hand=player.known_in_hand,
        ruled_out=player.ruled_out,
    )


def observe(state: GameState, seat: Seat) -> PlayerView:
    """What ``seat`` may know of ``state``: its own hand, counts of hidden cards, the table."""
    return PlayerView(
        config=_public_config(state.config),
        viewer=seat,
        phase=state.phase,
        to_move=state.to_move,
        ply=state.ply,
        draws=state.draws,
        outcome=state.outcome,
        context=state.context,
        seats=(_seat_view(state, SEAT_A, seat), _seat_view(state, SEAT_B, seat)),
        legal_actions=legal_actions(state) if state.to_move is seat else (),
        variant_view=state.config.ruleset.observe(state, seat),
    )


# -- redact ---------------------------------------------------------------------------------


def redact(events: Iterable[Event], seat: Seat) -> tuple[Event, ...]:
    """The events as ``seat`` may see them: others' drawn, traded and secretly chosen cards
    become None.

    A ``POSTA_SHOWN`` event is kept whole for both seats: it shows the Posta to ``event.seat``,
    and the other seat is the Posta's owner.
    """
    return tuple(
        event._replace(card=None)
        if event.kind in _OWNER_ONLY and event.seat is not seat and event.card is not None
        else event
        for event in events
    )
