"""Exact sampling: full states consistent with everything one seat has seen, for search over
information sets (OpenSpiel's ``resample_from_infostate``; ARCHITECTURE, "Sampling hidden cards
must be exact").

``sample_world(view, rng)`` redeals the cards the viewer may not see (``views.hidden_cards``,
the one definition of hidden) and keeps every other card where the viewer saw it. Every world
it returns respects these constraints, in the rules' terms:

1. *Seen cards stay put*: the viewer's hand, face-down pile and the ruleset's face-down zones
   (the Sudden Death row), every discard pile, Stack,
   Posta pile and Posta in sight, and a Sudden Death hand once face up (R-033.1), are copied
   from the view; ``observe(world, view.viewer) == view`` always.
2. *Hidden cards go only where they may be*: the opponent's unseen cards into the opponent's
   hand, face-down pile, the ruleset's face-down zones (``Ruleset.face_down``: the Sudden
   Death row, R-032) and Action deck, in the counts the view shows; the Basic cards the viewer
   saw go in and never saw come out (``known_in_hand``) into the hand, the face-down pile or
   the ruleset's face-down zones, never the deck; the viewer's own deck is the viewer's cards seen
   nowhere else, in a random order (its order is secret even from its owner); a Posta chosen in
   secret (Out of Measure 3) is one of the Poste the viewer saw in the pile.
3. *The seat to move can act* (``live_problem``): the engine ends the game when a player who
   must answer cannot, by an answer or a Cycle (R-029), and opens no decision without a choice.
4. *A skill waiting for its answer stands on a hand that can follow it* (``pending_skill_problem``):
   the skill was legal when its player played it, and that hand has since lost only the cancels
   played in answer, so it is legal still: a Feint's player holds the strike to feint with (Cut
   special case B), a "Defend X" player a strike of those blows.
5. *Salle Play: a player still holds a Strike* after the trades until they play one
   (``salle.must_hold_strike``): the game would have ended otherwise (R-031).
6. *A skipped window stays skipped* (``skips.ruled_out_problem``): the engine skips an optional
   window a player holds no card for (R-013), and the view keeps what each skip told
   (``SeatView.ruled_out``): the hand holds no set of cards that would have opened it. A
   Feint's player who skipped the window after a parry is dealt no Feint together with a
   strike to feint with, nor, once a strike has been played since, a Feint at all.

And, as a preference only: a seat asked about an optional window holds a card for it (the engine
opens one only for such a player, R-013, but the card may since have been cycled away, R-019,
which a view cannot tell).

The distribution: deals are drawn uniformly and rejected until constraints 3-6 hold, which is
the uniform distribution over the consistent deals (a card a skip ruled out alone, constraint 6,
is dealt outside the hand rather than rejected, still uniformly: ``_barred_split``); after
``_MAX_PLAIN_TRIES`` misses one or two of the opponent's cards are forced into the hand, which
still respects every constraint but is no longer uniform. A view no deal fits raises ``ValueError``.

What is not kept, and so the one way a world may contradict what the viewer saw: what a skip
told once the hand has drawn since. A draw may bring back any of the cards the skip ruled out,
so ``Step.draw`` forgets them all; what stays true ("the hand holds no more of them than it has
drawn since, and none of them in a set with a card held since") is not checked, and a world
may deal more of them. Such a world is still a legal, playable state. A skip's sets are kept
whole until the next draw: in practice for the rest of the exchange, as hands draw Out of
Measure (steps 1-2) and on a Cycle (R-019).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from functools import lru_cache
from math import comb
from typing import NamedTuple

from audatia_qt.games.audatia.rules.actions import Action
from audatia_qt.games.audatia.rules.config import Seat
from audatia_qt.games.audatia.rules.members import (
    A_PLAY_SKILL,
    PHASE_AFTER_PARRY,
    PHASE_MEASURE_SKILLS,
    PHASE_SKILL_RESPONSE,
    SEAT_A,
)
from audatia_qt.games.audatia.rules.options import (
    after_parry_actions,
    cancel_actions,
    cycle_actions,
    forced_to_answer,
    measure_skill_actions,
    options,
)
from audatia_qt.games.audatia.rules.skips import ruled_out_problem
from audatia_qt.games.audatia.rules.state import GameState, PlayerState, fast_constructor
from audatia_qt.games.audatia.rules.views import PlayerView, SeatView

#: Builds a ``PlayerState`` from its fields, as ``PlayerState(...)`` does, faster: a search
#: builds two for every world it deals.
_make_player: Callable[..., PlayerState] = fast_constructor(PlayerState)

#: Uniform draws tried before ``sample_world`` forces cards into the opponent's hand.
_MAX_PLAIN_TRIES = 200
#: Draws tried for each set of cards forced into the opponent's hand.
_TRIES_PER_FORCED_SET = 4


def shuffle(items: list[int], rng: random.Random) -> None:
    """``rng.shuffle(items)``: the very same permutation, drawing the very same numbers.

    A search deals a world per iteration and shuffles about fifty cards for it; this is
    ``Random.shuffle`` with ``Random._randbelow`` written inline (CPython 3.11's
    ``_randbelow_with_getrandbits``) and its bit counts worked out once (``_shuffle_steps``),
    which saves two Python calls per card. A generator of another class may draw otherwise,
    so it shuffles itself.
    """
    if type(rng) is not random.Random:
        rng.shuffle(items)
        return
    getrandbits = rng.getrandbits
    for i, bits in _shuffle_steps(len(items)):
        j = getrandbits(bits)
        while j > i:  # j must fall in range(i + 1)
            j = getrandbits(bits)
        items[i], items[j] = items[j], items[i]


@lru_cache(maxsize=128)
def _shuffle_steps(size: int) -> tuple[tuple[int, int], ...]:
    """The places ``Random.shuffle`` swaps into, last first, each with the bits it draws to
    pick the card that goes there (``(i + 1).bit_length()``)."""
    return tuple((i, (i + 1).bit_length()) for i in reversed(range(1, size)))


# -- the constraints ----------------------------------------------------------------------------


def live_problem(state: GameState) -> str | None:
    """Constraint 3: why the seat to move could not be asked to decide here, or None.

    The engine ends the game when a player who must answer cannot, answer or Cycle (R-029), and
    skips any other decision without a choice, so every state it leaves has a legal action.
    """
    if state.to_move is None or options(state):
        return None
    if forced_to_answer(state) and cycle_actions(state):
        return None
    return f"{state.to_move.name} has no legal action in {state.phase.value}"


def pending_skill_problem(state: GameState) -> str | None:
    """Constraint 4: why the skill waiting for its answer could not have been played, or None.

    While a skill waits in ``SKILL_RESPONSE`` its player has lost nothing but the cancels they
    played in answer, and those the skill never needed: so the skill, back in hand, would still
    be legal where it was played (``Context.resume``). A Feint needs a strike to feint with
    (Cut special case B), a "Defend X" a strike of its blows: without one, the engine would owe
    a strike it cannot find.
    """
    ctx = state.context
    if state.phase is not PHASE_SKILL_RESPONSE or not ctx.skill_chain:
        return None
    seat, resume, skill = ctx.resume_seat, ctx.resume, ctx.skill_chain[0]
    if seat is None or resume is None:
        return "a skill waits for its answer with no decision to return to"
    player = state.players[seat]
    when_played = state.with_player(seat, player.with_(hand=(*player.hand, skill))).with_turn(
        resume, seat
    )
    when_played = when_played.with_context(ctx.with_(skill_chain=()))
    if Action(seat, A_PLAY_SKILL, skill) in options(when_played):
        return None
    name = state.config.cards[skill].definition.name
    return f"{seat.name} could not have played {name} with this hand"


def world_problem(state: GameState, viewer: Seat) -> str | None:
    """Why ``state`` breaks a constraint on the cards ``viewer`` cannot see (3-6 of the module's
    list), or None. Every state the engine reaches passes, whoever views it."""
    hidden = viewer.other
    if state.to_move is hidden:
        problem = live_problem(state)
        if problem is not None:
            return problem
    problem = pending_skill_problem(state)
    if problem is not None and state.context.resume_seat is hidden:
        return problem
    problem = ruled_out_problem(state, hidden)
    if problem is not None:
        return problem
    return state.config.ruleset.hidden_hand_problem(state, hidden)


def _likely(state: GameState) -> bool:
    """The seat to move holds a card for the optional window it is asked about.

    The engine opens such a window only for a player holding a card for it (R-013); the card
    may since have been cycled away (R-019), so this is a preference, not a requirement.
    """
    seat = state.to_move
    if seat is None:
        return True
    if state.phase is PHASE_MEASURE_SKILLS:
        return bool(measure_skill_actions(state, seat))
    if state.phase is PHASE_SKILL_RESPONSE:
        return bool(cancel_actions(state, seat))
    if state.phase is PHASE_AFTER_PARRY:
        return bool(after_parry_actions(state, seat))
    return True


# -- the deal -------------------------------------------------------------------------------------


def _own_deck(view: PlayerView) -> tuple[int, ...]:
    """The viewer's Action deck, in id order: its cards seen nowhere else."""
    me = view.me
    assert me.hand is not None and me.facedown is not None
    laid = view.config.ruleset.face_down_seen(view, view.viewer) or ()
    out = {*me.hand, *me.discard, *me.facedown, *me.stack, *laid}
    deck = tuple(card for card in view.config.cards.action_cards[view.viewer] if card not in out)
    if len(deck) != me.deck_count:
        raise ValueError(f"the view's own deck should hold {me.deck_count} cards, not {len(deck)}")
    return deck


def _own_player(view: PlayerView, rng: random.Random) -> PlayerState:
    """The viewer's zones, with the Action deck (known cards, unknown order) shuffled."""
    me = view.me
    assert me.hand is not None and me.facedown is not None
    deck = list(_prepared(view).own_deck)
    shuffle(deck, rng)
    return _player(me, hand=me.hand, deck=tuple(deck), facedown=me.facedown, posta=me.posta)


def _player(
    seen: SeatView,
    *,
    hand: tuple[int, ...],
    deck: tuple[int, ...],
    facedown: tuple[int, ...],
    posta: int | None,
    posta_pile: tuple[int, ...] | None = None,
) -> PlayerState:
    return _make_player(
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
        ruled_out=seen.ruled_out,
    )


def _posta_dealt(seen: SeatView, rng: random.Random) -> tuple[int | None, tuple[int, ...]]:
    """The Posta and its pile: as seen, or a Posta chosen in secret drawn from the pile."""
    if not seen.posta_hidden:
        return seen.posta, seen.posta_pile
    posta = rng.choice(seen.posta_pile)
    return posta, tuple(card for card in seen.posta_pile if card != posta)


class _OpponentDealer:
    """Deals the opponent's unseen cards at random, consistently with what the viewer saw."""

    def __init__(self, view: PlayerView) -> None:
        self.seen = view.opponent
        seat = view.viewer.other
        # Sudden Death: a face-up hand is public; the cards the ruleset lays face down (the
        # row, R-032) are dealt like the hand, after the face-down trades.
        self.shown_hand = self.seen.hand
        self.laid = view.config.ruleset.face_down_count(view, seat)
        public = {*self.seen.discard, *self.seen.stack, *(self.shown_hand or ())}
        pool = [card for card in view.config.cards.action_cards[seat] if card not in public]
        known = self.seen.known_in_hand - public
        self.known = sorted(known)
        self.free = [card for card in pool if card not in known]
        self.hand_slots = 0 if self.shown_hand is not None else self.seen.hand_count
        self.slots = self.hand_slots + self.seen.facedown_count + self.laid
        expected = self.slots + self.seen.deck_count
        if len(pool) != expected or not known <= set(pool):
            raise ValueError(
                f"the opponent's unseen cards do not add up: {len(pool)} left for {expected}"
            )
        if len(self.known) > self.slots:
            raise ValueError("more known cards than the opponent's hand and face-down pile hold")
        # A card a skipped window ruled out alone is in no hand the view allows: it is
        # dealt where it may be, not dealt into the hand and rejected (``_deal_barred``).
        self.barred = frozenset(
            card for found in self.seen.ruled_out if len(found) == 1 for card in found
        ) & set(pool)

    def deal(
        self, rng: random.Random, forced: tuple[int, ...] = ()
    ) -> tuple[PlayerState, tuple[int, ...]] | None:
        """A random deal: the opponent's zones, and the cards dealt face down into the
        ruleset's own zones, in order; ``forced`` cards go into the hand (None if they
        cannot)."""
        seen = self.seen
        forced_known = [card for card in forced if card in self.known]
        others_known = [card for card in self.known if card not in forced]
        free = [card for card in self.free if card not in forced]
        forced_free = [card for card in forced if card not in self.known]
        shuffle(free, rng)
        hand_room = self.hand_slots - len(forced)
        extra = self.slots - len(self.known) - len(forced_free)
        if hand_room < 0 or extra < 0:
            return None
        if self.barred and self.hand_slots:
            if self.barred & set(forced):
                return None
            return self._deal_barred(rng, forced, others_known, free, hand_room)
        # Known cards may be in the hand, face down or laid by the ruleset; all the rest is
        # uniform over the cards, and the order of the laid cards is uniform too.
        loose = others_known + free[:extra]
        shuffle(loose, rng)
        hand = tuple(sorted([*forced_known, *forced_free, *loose[:hand_room]]))
        if self.shown_hand is not None:
            hand = self.shown_hand
        facedown_end = hand_room + seen.facedown_count
        facedown = tuple(loose[hand_room:facedown_end])
        laid = tuple(loose[facedown_end:])
        if len(facedown) != seen.facedown_count or len(laid) != self.laid:
            return None
        posta, pile = _posta_dealt(seen, rng)
        player = _player(
            seen,
            hand=hand,
            deck=tuple(free[extra:]),
            facedown=facedown,
            posta=posta,
            posta_pile=pile,
        )
        return player, laid

    def _deal_barred(
        self,
        rng: random.Random,
        forced: tuple[int, ...],
        known: list[int],
        free: list[int],
        hand_room: int,
    ) -> tuple[PlayerState, tuple[int, ...]] | None:
        """``deal`` when some cards may not be in the hand (``barred``): uniform over the deals
        that keep them out of it and the known cards out of the deck, drawn directly (rejecting
        them would miss when most of the unseen cards lie face down)."""
        seen, barred = self.seen, self.barred
        down = seen.facedown_count + self.laid
        both = [card for card in known if card in barred]  # face down or laid only
        only_known = [card for card in known if card not in barred]  # hand or face down
        only_barred = [card for card in free if card in barred]  # face down or deck
        rest = [card for card in free if card not in barred]  # anywhere
        counts = _barred_split(
            len(only_known), len(both), len(only_barred), len(rest), hand_room, down
        )
        if counts is None:
            return None
        total, splits = counts
        pick = rng.randrange(total)
        for split in splits:
            if pick < split[0]:
                break
            pick -= split[0]
        _, in_hand, barred_down = split
        shuffle(only_known, rng)
        shuffle(only_barred, rng)
        shuffle(rest, rng)
        rest_hand = hand_room - in_hand
        rest_down = down - len(both) - (len(only_known) - in_hand) - barred_down
        hand = tuple(sorted([*forced, *only_known[:in_hand], *rest[:rest_hand]]))
        loose = [
            *both,
            *only_known[in_hand:],
            *only_barred[:barred_down],
            *rest[rest_hand : rest_hand + rest_down],
        ]
        shuffle(loose, rng)
        deck = [*only_barred[barred_down:], *rest[rest_hand + rest_down :]]
        shuffle(deck, rng)
        facedown = tuple(loose[: seen.facedown_count])
        laid = tuple(loose[seen.facedown_count :])
        posta, pile = _posta_dealt(seen, rng)
        player = _player(
            seen, hand=hand, deck=tuple(deck), facedown=facedown, posta=posta, posta_pile=pile
        )
        return player, laid


@lru_cache(maxsize=256)
def _barred_split(
    known: int, both: int, barred: int, rest: int, hand: int, down: int
) -> tuple[int, tuple[tuple[int, int, int], ...]] | None:
    """How many deals put ``in_hand`` of the ``known`` cards (hand or face down) in the hand
    and ``barred_down`` of the ``barred`` cards (face down or deck) face down, for every such
    pair: ``(total, ((deals, in_hand, barred_down), ...))``, or None if no deal fits. ``both``
    cards go face down, the ``rest`` anywhere; ``down`` counts the face-down pile and the cards
    the ruleset lays face down.
    Each deal counts once (orders within a place are the same for all)."""
    splits = []
    for in_hand in range(min(known, hand) + 1):
        for barred_down in range(barred + 1):
            rest_hand = hand - in_hand
            rest_down = down - both - (known - in_hand) - barred_down
            if rest_hand > rest or rest_down < 0 or rest_hand + rest_down > rest:
                continue
            deals = (
                comb(known, in_hand)
                * comb(barred, barred_down)
                * comb(rest, rest_hand)
                * comb(rest - rest_hand, rest_down)
            )
            splits.append((deals, in_hand, barred_down))
    total = sum(deals for deals, _, _ in splits)
    return (total, tuple(splits)) if total else None


class _Prepared(NamedTuple):
    """What every deal for one view starts from (``_prepared``)."""

    own_deck: tuple[int, ...]
    dealer: _OpponentDealer


#: The last views dealt for, by identity (a search deals a world per iteration, all for the
#: one view it was given): ``(view, prepared)``.
_PREPARED: dict[int, tuple[PlayerView, _Prepared]] = {}
#: How many views ``_PREPARED`` keeps before it starts again.
_PREPARED_SIZE = 8


def _prepared(view: PlayerView) -> _Prepared:
    """The viewer's deck and the opponent's dealer for ``view``, worked out once per view (both
    read the view only, and a view is immutable)."""
    entry = _PREPARED.get(id(view))
    if entry is None or entry[0] is not view:
        entry = (view, _Prepared(_own_deck(view), _OpponentDealer(view)))
        if len(_PREPARED) >= _PREPARED_SIZE:
            _PREPARED.clear()
        _PREPARED[id(view)] = entry
    return entry[1]


def _state(
    view: PlayerView, own: PlayerState, dealt: tuple[PlayerState, tuple[int, ...]]
) -> GameState:
    opponent, laid = dealt
    players = (own, opponent) if view.viewer is SEAT_A else (opponent, own)
    return GameState(
        config=view.config,
        players=players,
        phase=view.phase,
        to_move=view.to_move,
        context=view.context,
        draws=view.draws,
        outcome=view.outcome,
        ply=view.ply,
        variant_state=view.config.ruleset.sampled_state(view, laid),
    )


def _forced_sets(cards: list[int]) -> Iterable[tuple[int, ...]]:
    """Sets of one, then two cards to force into the opponent's hand."""
    yield from ((card,) for card in cards)
    yield from ((a, b) for i, a in enumerate(cards) for b in cards[i + 1 :])


def decks_shuffled(state: GameState, rng: random.Random) -> GameState:
    """``state`` with each Action deck in a new random order: their order is hidden from both
    players, so a world consistent with a view stays consistent with it."""
    players = []
    for player in state.players:
        deck = list(player.deck)
        shuffle(deck, rng)
        players.append(player.with_(deck=tuple(deck)))
    return state.with_(players=(players[0], players[1]))


def world_with_hand(
    view: PlayerView, hand: tuple[int, ...], rng: random.Random
) -> GameState | None:
    """A full state consistent with ``view`` in which the opponent holds exactly ``hand``, the
    rest of their unseen cards dealt at random; None when no such state is (``hand`` is not
    the size of the hand the view shows, holds a card the view puts elsewhere, or breaks a
    constraint of the module's docstring). A reader of the opponent's choices asks it what
    the opponent's position was when they chose, for the hand they would hold now."""
    dealer = _prepared(view).dealer
    if len(hand) != view.opponent.hand_count or not {*dealer.free, *dealer.known}.issuperset(hand):
        return None
    dealt = dealer.deal(rng, hand)
    if dealt is None or sorted(dealt[0].hand) != sorted(hand):
        return None
    state = _state(view, _own_player(view, rng), dealt)
    return None if world_problem(state, view.viewer) is not None else state


def sample_world(view: PlayerView, rng: random.Random) -> GameState:
    """A full state consistent with ``view``, its unseen cards dealt at random under the
    constraints of the module's docstring; ``observe(sample_world(view, rng), view.viewer) ==
    view`` always. Raises ``ValueError`` when no deal fits the view."""
    own = _own_player(view, rng)
    dealer = _prepared(view).dealer
    viewer = view.viewer
    opponent_moves = view.to_move is viewer.other
    fallback: GameState | None = None
    for _ in range(_MAX_PLAIN_TRIES):
        opponent = dealer.deal(rng)
        if opponent is None:
            raise ValueError("the opponent's unseen cards do not fit their places")
        state = _state(view, own, opponent)
        if world_problem(state, viewer) is not None:
            continue
        if not opponent_moves or _likely(state):
            return state
        if fallback is None:
            fallback = state
    if fallback is not None:
        return fallback
    candidates = sorted({*dealer.free, *dealer.known})
    shuffle(candidates, rng)
    for forced in _forced_sets(candidates):
        for _ in range(_TRIES_PER_FORCED_SET):
            opponent = dealer.deal(rng, forced)
            if opponent is None:
                break
            state = _state(view, own, opponent)
            if world_problem(state, viewer) is None:
                return state
    raise ValueError("no deal of the unseen cards is consistent with the view")
