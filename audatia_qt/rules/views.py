"""Hidden information: what one seat may know (``observe``), the events it may see (``redact``),
and full states consistent with what it knows (``sample_world``, for search over information
sets).

What is hidden, and from whom:

- the Action decks' order, from both players (a deck is a count in every view);
- a hand and the face-down trade pile, from the opponent (counts), except the Basic cards the
  opponent saw go in and never saw come out (``known_in_hand``);
- a Posta chosen in secret (Out of Measure 3), from the opponent until the reveal, or until a
  see-posta skill shows it (``Context.seen_posta``);
- the game's seed, from both players: it would give away every shuffle.

Everything else is on the table: discard piles (R-023), Stacks, Posta piles, Virtues and the
bonuses announced by the salute and by skills, the Context of the exchange (every card in it was
played face up), and every Posta once revealed or changed in sight.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass, replace

from audatia_qt.rules.actions import Action
from audatia_qt.rules.cards import Side, Virtue, VirtueBonus
from audatia_qt.rules.config import GameConfig, Seat
from audatia_qt.rules.events import Event, EventKind
from audatia_qt.rules.game import legal_actions
from audatia_qt.rules.options import (
    after_parry_actions,
    cancel_actions,
    cycle_actions,
    forced_to_answer,
    measure_skill_actions,
    options,
)
from audatia_qt.rules.state import Context, GameState, Outcome, Phase, PlayerState

#: Events whose card only the acting seat (``event.seat``) may see.
_OWNER_ONLY = frozenset(
    {EventKind.DEAL, EventKind.TRADE, EventKind.POSTA_CHOSEN, EventKind.ARRANGE}
)

#: Uniform draws tried before ``sample_world`` forces cards into the opponent's hand.
_MAX_PLAIN_TRIES = 200
#: Draws tried for each set of cards forced into the opponent's hand.
_TRIES_PER_FORCED_SET = 4


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
    points: int = 0
    """Salle Play: the points scored (R-030)."""
    row: tuple[int, ...] | None = None
    """Sudden Death: the face-down row, leftmost first; None for the opponent (see
    ``row_count``) and before the row is laid (R-032)."""
    row_count: int = 0
    row_laid: bool = False
    """Sudden Death: the row has been started; once both are laid the hand is face up."""


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
    return state.phase is Phase.POSTA_CHOICE or (
        state.phase is Phase.SKILL_RESPONSE and state.context.resume is Phase.POSTA_CHOICE
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
    the Sudden Death rows made it face up (R-033.1), except the Basic cards the viewer saw go
    in (``known_in_hand``); the face-down trades; the opponent's face-down row (R-032); and
    the opponent's Posta while it is chosen in secret (Out of Measure 3).
    """
    owner = viewer.other
    opponent = state.players[owner]
    hidden = set(opponent.deck) | set(state.players[viewer].deck) | set(opponent.row or ())
    if not state.config.ruleset.hand_public(state, owner):
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
        points=player.points,
        row=player.row if own else None,
        row_count=len(player.row or ()),
        row_laid=player.row is not None,
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
        seats=(_seat_view(state, Seat.A, seat), _seat_view(state, Seat.B, seat)),
        legal_actions=legal_actions(state) if state.to_move is seat else (),
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


# -- sample_world ---------------------------------------------------------------------------


def _live(state: GameState) -> bool:
    """The seat to move has a legal action: the engine ends the game when one who must answer
    cannot, answer or Cycle (R-029), so every live state has one."""
    if state.to_move is None or options(state):
        return True
    return forced_to_answer(state) and bool(cycle_actions(state))


def _likely(state: GameState) -> bool:
    """The seat to move holds a card for the optional window it is asked about.

    The engine opens such a window only for a player holding a card for it (R-013); the card
    may since have been cycled away (R-019), so this is a preference, not a requirement.
    """
    seat = state.to_move
    if seat is None:
        return True
    if state.phase is Phase.MEASURE_SKILLS:
        return bool(measure_skill_actions(state, seat))
    if state.phase is Phase.SKILL_RESPONSE:
        return bool(cancel_actions(state, seat))
    if state.phase is Phase.AFTER_PARRY:
        return bool(after_parry_actions(state, seat))
    return _live(state)


def _own_player(view: PlayerView, rng: random.Random) -> PlayerState:
    """The viewer's zones, with the Action deck (known cards, unknown order) shuffled."""
    seat = view.viewer
    me = view.me
    assert me.hand is not None and me.facedown is not None
    out = {*me.hand, *me.discard, *me.facedown, *me.stack, *(me.row or ())}
    deck = [card for card in view.config.cards.action_cards[seat] if card not in out]
    if len(deck) != me.deck_count:
        raise ValueError(f"the view's own deck should hold {me.deck_count} cards, not {len(deck)}")
    rng.shuffle(deck)
    return _player(
        me, hand=me.hand, deck=tuple(deck), facedown=me.facedown, posta=me.posta, row=me.row
    )


def _player(
    seen: SeatView,
    *,
    hand: tuple[int, ...],
    deck: tuple[int, ...],
    facedown: tuple[int, ...],
    posta: int | None,
    posta_pile: tuple[int, ...] | None = None,
    row: tuple[int, ...] | None = None,
) -> PlayerState:
    return PlayerState(
        hand=hand,
        deck=deck,
        discard=seen.discard,
        facedown=facedown,
        posta_pile=seen.posta_pile if posta_pile is None else posta_pile,
        posta=posta,
        in_posta=seen.in_posta,
        stack=seen.stack,
        stack_side=seen.stack_side,
        virtues=seen.virtues,
        pending_bonus=seen.pending_bonus,
        bonus=seen.bonus,
        bonus_card=seen.bonus_card,
        salute_discards=seen.salute_discards,
        known_in_hand=seen.known_in_hand,
        points=seen.points,
        row=row,
    )


class _OpponentDealer:
    """Deals the opponent's unseen cards at random, consistently with what the viewer saw."""

    def __init__(self, view: PlayerView) -> None:
        self.seen = view.opponent
        seat = view.viewer.other
        # Sudden Death: a face-up hand is public; the hidden row is dealt like the hand.
        self.shown_hand = self.seen.hand
        public = {*self.seen.discard, *self.seen.stack, *(self.shown_hand or ())}
        pool = [card for card in view.config.cards.action_cards[seat] if card not in public]
        known = self.seen.known_in_hand - public
        self.known = sorted(known)
        self.free = [card for card in pool if card not in known]
        self.hand_slots = 0 if self.shown_hand is not None else self.seen.hand_count
        self.slots = self.hand_slots + self.seen.facedown_count + self.seen.row_count
        expected = self.slots + self.seen.deck_count
        if len(pool) != expected or not known <= set(pool):
            raise ValueError(
                f"the opponent's unseen cards do not add up: {len(pool)} left for {expected}"
            )
        if len(self.known) > self.slots:
            raise ValueError("more known cards than the opponent's hand and face-down pile hold")

    def deal(self, rng: random.Random, forced: tuple[int, ...] = ()) -> PlayerState | None:
        """A random deal; ``forced`` cards go into the hand (None if they cannot)."""
        seen = self.seen
        forced_known = [card for card in forced if card in self.known]
        others_known = [card for card in self.known if card not in forced]
        free = [card for card in self.free if card not in forced]
        forced_free = [card for card in forced if card not in self.known]
        rng.shuffle(free)
        hand_room = self.hand_slots - len(forced)
        extra = self.slots - len(self.known) - len(forced_free)
        if hand_room < 0 or extra < 0:
            return None
        # Known cards may be in the hand, face down or in the row; all the rest is uniform over
        # the cards, and the row's order is uniform too.
        loose = others_known + free[:extra]
        rng.shuffle(loose)
        hand = tuple(sorted([*forced_known, *forced_free, *loose[:hand_room]]))
        if self.shown_hand is not None:
            hand = self.shown_hand
        facedown_end = hand_room + seen.facedown_count
        facedown = tuple(loose[hand_room:facedown_end])
        row = tuple(loose[facedown_end:]) if seen.row_laid else None
        if len(facedown) != seen.facedown_count or len(row or ()) != seen.row_count:
            return None
        posta, pile = seen.posta, seen.posta_pile
        if seen.posta_hidden:
            posta = rng.choice(seen.posta_pile)
            pile = tuple(card for card in seen.posta_pile if card != posta)
        return _player(
            seen,
            hand=hand,
            deck=tuple(free[extra:]),
            facedown=facedown,
            posta=posta,
            posta_pile=pile,
            row=row,
        )


def _state(view: PlayerView, own: PlayerState, opponent: PlayerState) -> GameState:
    players = (own, opponent) if view.viewer is Seat.A else (opponent, own)
    return GameState(
        config=view.config,
        players=players,
        phase=view.phase,
        to_move=view.to_move,
        context=view.context,
        draws=view.draws,
        outcome=view.outcome,
        ply=view.ply,
    )


def _forced_sets(cards: list[int]) -> Iterable[tuple[int, ...]]:
    """Sets of one, then two cards to force into the opponent's hand."""
    yield from ((card,) for card in cards)
    yield from ((a, b) for i, a in enumerate(cards) for b in cards[i + 1 :])


def sample_world(view: PlayerView, rng: random.Random) -> GameState:
    """A full state consistent with ``view``, with the unseen cards dealt at random.

    The opponent's hand, face-down pile and deck are dealt from the opponent's cards the viewer
    has not seen, the known cards (``known_in_hand``) always into the hand or face down; the
    viewer's own deck is shuffled; a secret Posta is drawn from the candidates. When the
    opponent is to move, the deal must leave them a legal action (the engine would have ended
    the game otherwise), and preferably a card for the optional window they were asked about
    (R-013). Deals are drawn uniformly until one fits, then with one or two of the opponent's
    cards forced into the hand. Always ``observe(sample_world(view, rng), view.viewer) == view``.
    """
    own = _own_player(view, rng)
    dealer = _OpponentDealer(view)
    opponent_moves = view.to_move is view.viewer.other
    fallback: GameState | None = None
    for _ in range(_MAX_PLAIN_TRIES):
        opponent = dealer.deal(rng)
        assert opponent is not None
        state = _state(view, own, opponent)
        if not opponent_moves or _likely(state):
            return state
        if fallback is None and _live(state):
            fallback = state
    if fallback is not None:
        return fallback
    candidates = sorted({*dealer.free, *dealer.known})
    rng.shuffle(candidates)
    for forced in _forced_sets(candidates):
        for _ in range(_TRIES_PER_FORCED_SET):
            opponent = dealer.deal(rng, forced)
            if opponent is None:
                break
            state = _state(view, own, opponent)
            if _live(state):
                return state
    raise ValueError("no deal of the unseen cards is consistent with the view")
