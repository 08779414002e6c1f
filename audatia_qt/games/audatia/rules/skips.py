"""What a skipped decision tells the opponent (R-013): the hand did not hold a card for it.

The engine opens an optional window (an Out-of-Measure skill, a cancel, an Audatia Entry or a
Feint, an opening with no Pass) only for a player who could act in it, and otherwise moves on.
Both players see the skip, so what it tells is public: the state keeps it in
``PlayerState.ruled_out``, and ``rules.sampling`` deals no hand that contradicts it.

What is kept, for each skip: the sets of cards any one of which, all in hand, would have opened
the window (``window_openers``). Each set is found by trying, at once, every card the player
might hold (the hand, the deck, the face-down pile and the row: as a set, all the player's
action cards not face up on the table), so it reads no hidden card and both seats can reckon
it. The knowledge then lives as long as it stays true of the hand the sampler deals:

- a card played from the hand (face up) was in the hand at the skip, so the rest of each set
  holding it was not (``shed_played``): a Feint's player who skipped the window and then
  attacked with a strike held no Feint then;
- a card that merely leaves the hand face down (a trade, a row) changes nothing that was said;
- a draw may bring any card back, so it forgets the whole of it (``Step.draw``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from audatia_qt.games.audatia.rules.actions import Action
from audatia_qt.games.audatia.rules.config import CardKind, Seat
from audatia_qt.games.audatia.rules.members import (
    A_PLAY_SKILL,
    CARD_SKILL,
    CARD_STRIKE,
    PHASE_AFTER_PARRY,
)
from audatia_qt.games.audatia.rules.options import (
    after_parry_actions,
    attack_actions,
    cancel_actions,
    measure_skill_actions,
)
from audatia_qt.games.audatia.rules.state import GameState, Phase

if TYPE_CHECKING:
    from audatia_qt.games.audatia.rules.step import Step


RuledOut = frozenset[frozenset[int]]

#: The windows the engine skips for want of a card: the actions that would open each, and the
#: kinds of card those actions play.
_WINDOWS: dict[Phase, tuple[Callable[[GameState, Seat], list[Action]], tuple[CardKind, ...]]] = {
    Phase.MEASURE_SKILLS: (measure_skill_actions, (CardKind.SKILL,)),
    Phase.SKILL_RESPONSE: (cancel_actions, (CardKind.SKILL,)),
    Phase.AFTER_PARRY: (after_parry_actions, (CardKind.REMEDY, CardKind.SKILL)),
    Phase.OPENING: (attack_actions, (CardKind.STRIKE,)),
}
#: ``_WINDOWS`` by ``Phase.index``: a dict keyed by the enum would call Enum.__hash__, a
#: Python function, at every skip.
_WINDOWS_BY_INDEX = {phase.index: window for phase, window in _WINDOWS.items()}


def might_hold(
    state: GameState, seat: Seat, kinds: tuple[CardKind, ...] | None = None
) -> tuple[int, ...]:
    """Every card ``seat`` might hold (of ``kinds``, if given), as its opponent sees: its action
    cards not face up on the table (in the hand, the deck, the face-down pile or the ruleset's
    face-down zones, the Sudden Death row), sorted."""
    player = state.players[seat]
    found = {*player.hand, *player.deck, *player.facedown}
    found.update(state.config.ruleset.face_down(state, seat))
    if kinds is not None:
        # A tuple, not a set: ``in`` then compares by identity, and an enum's hash is slow.
        of_kind = state.config.cards.kinds
        found = {card for card in found if of_kind[card] in kinds}
    return tuple(sorted(found))


def window_openers(state: GameState, seat: Seat, phase: Phase) -> RuledOut:
    """The sets of cards any one of which, all in ``seat``'s hand, would open ``phase``'s
    optional window for it in ``state``, read from public facts only.

    Most windows need one card (a skill, a cancel, an Audatia Entry's remedy, a strike to
    open with). The Feint needs two: the Feint, and a strike to feint with (Cut special case
    B, ``after_parry_actions``), so each Feint makes a pair with each such strike.
    """
    openers, kinds = _WINDOWS_BY_INDEX[phase.index]
    candidates = might_hold(state, seat, kinds)
    if not candidates:
        return frozenset()
    if phase is PHASE_AFTER_PARRY and any(
        state.config.cards.kinds[card] is CARD_SKILL for card in candidates
    ):
        # A Feint is offered only with a strike to feint with: try every strike too.
        candidates += might_hold(state, seat, (CARD_STRIKE,))
    player = state.players[seat]
    probe = state.with_player(seat, player.with_(hand=tuple(sorted(candidates))))
    found: set[frozenset[int]] = set()
    feints: list[int] = []
    for action in openers(probe, seat):
        assert action.card is not None
        if phase is PHASE_AFTER_PARRY and action.kind is A_PLAY_SKILL:
            feints.append(action.card)
        else:
            found.add(frozenset({action.card}))
    if feints:
        strikes = {_card(action) for action in attack_actions(probe, seat)}
        found.update(frozenset({feint, strike}) for feint in feints for strike in strikes)
    return frozenset(found)


def _card(action: Action) -> int:
    assert action.card is not None
    return action.card


def merged(known: RuledOut, learnt: RuledOut) -> RuledOut:
    """Both sets of sets, without a set that holds another whole (it says nothing more)."""
    every = known | learnt
    if len({len(found) for found in every}) <= 1:
        return every  # sets of one size: none holds another whole
    return frozenset(found for found in every if not any(other < found for other in every))


def shed_played(known: RuledOut, card: int) -> RuledOut:
    """``card`` left the hand face up, so it was in the hand at every skip remembered: the rest
    of each set holding it was not."""
    # An emptied set would say the card was never in hand: no game reaches it, so drop it.
    return merged(frozenset(), frozenset(found - {card} for found in known if found != {card}))


def note_skip(step: Step, seat: Seat, phase: Phase) -> None:
    """The engine skips ``phase``'s window for ``seat``: its opponent learns that the hand
    holds no set of ``window_openers`` (R-013). Nothing to learn of a hand on the table."""
    state = step.state
    if state.config.ruleset.hand_public(state, seat):
        return
    learnt = window_openers(state, seat, phase)
    if learnt:
        player = step.player(seat)
        step.set_player(seat, ruled_out=merged(player.ruled_out, learnt))


def ruled_out_problem(state: GameState, seat: Seat) -> str | None:
    """Why ``seat``'s hand contradicts what its skipped windows told (it holds a whole set of
    ``ruled_out``), or None. Every state the engine reaches passes."""
    ruled_out = state.players[seat].ruled_out
    if not ruled_out:
        return None
    hand = frozenset(state.players[seat].hand)
    for found in ruled_out:
        if found <= hand:
            names = ", ".join(sorted(state.config.cards[card].label for card in found))
            return f"{seat.name} holds {names}, which a skipped window ruled out (R-013)"
    return None
