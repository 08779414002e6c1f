"""Promises every reachable state of Swordplay: Arena keeps, as checks the soaks run (issue
29: "cards conserved, damage accounted, hands never over the limit").

- cards conserved: every combat card lies exactly once in the deck, the discard pile, a hand,
  a ready item, the monster's weapons or the pending attack (rulebook, "2. Draw", "Dropping
  Items", "Armor", "Shields");
- damage accounted: each hit's damage is the rules' sum (rulebook, "Determining Damage"), and
  what armor absorbed plus the life lost is the damage dealt ("Applying Damage");
- hands never over the limit: at most five cards in hand ("2. Draw"), weapons and shields
  within the hero's hands ("Weapons & Shields"), a shield never past its uses, armor never past
  its value ("Armor", "Shields");
- with ``deep``, the protocol's promises at every state: the chance odds sum to 1, the
  notation round-trips for every legal action, ``why_not`` is None exactly for them,
  ``observe(sample_world(view)) == view`` for every seat, and redaction names no card drawn
  into another's hand.
"""

from __future__ import annotations

import random
from collections import Counter

from audatia_qt.games.swordplay.rules.actions import Action, ActionKind
from audatia_qt.games.swordplay.rules.cards import ShieldCard
from audatia_qt.games.swordplay.rules.combat import (
    armor_value,
    attack_damage,
    card,
    free_hands,
    hands_of,
)
from audatia_qt.games.swordplay.rules.config import HAND_SIZE
from audatia_qt.games.swordplay.rules.events import EventKind
from audatia_qt.games.swordplay.rules.legal import (
    Step,
    chance_outcomes,
    legal_actions,
    why_not,
)
from audatia_qt.games.swordplay.rules.notation import format_action, parse_action
from audatia_qt.games.swordplay.rules.state import Phase, State
from audatia_qt.games.swordplay.rules.views import observe, redact, sample_world

#: What the checks cover, in words for reports.
CHECKS = ("cards conserved", "damage accounted", "hands within their limits")


class InvariantError(AssertionError):
    """A state or step broke one of the rules' promises; the message says which and how."""


def card_places(state: State) -> list[int]:
    """Every combat card ``state`` places, once for each place it lies in (rulebook, "Setup"
    step 3: the combat deck is every Attack, Defense and Item card)."""
    places = list(state.deck) + list(state.discard)
    for hero in state.heroes:
        places += hero.hand
        places += hero.ready_cards()
    if state.monster is not None:
        places += state.monster.weapons
    if state.pending is not None:
        places.append(state.pending.card)
    return places


def check_cards_conserved(state: State) -> None:
    """Every combat card lies exactly once somewhere (rulebook, "2. Draw": the discard pile
    becomes the deck, so no card leaves the game)."""
    places = card_places(state)
    every = list(range(len(state.config.cards.combat)))
    if sorted(places) != every:
        counted = Counter(places)
        missing = [index for index in every if not counted[index]]
        doubled = sorted(index for index, count in counted.items() if count > 1)
        raise InvariantError(f"cards not conserved: missing {missing}, doubled {doubled}")


def check_limits(state: State) -> None:
    """Hands of at most five cards (rulebook, "2. Draw"), items within hands ("Weapons &
    Shields"), shields within their uses ("Shields"), armor within its value ("Armor")."""
    for seat, hero in enumerate(state.heroes):
        if len(hero.hand) > HAND_SIZE:
            raise InvariantError(f"seat {seat} holds {len(hero.hand)} cards")
        if free_hands(state, seat) < 0:
            raise InvariantError(f"seat {seat} wields more than its {hands_of(state, seat)} hands")
        for shield in hero.shields:
            found = card(state, shield.card)
            assert isinstance(found, ShieldCard)
            if not 0 <= shield.spent < found.uses:
                raise InvariantError(f"seat {seat}'s shield {shield.card} spent {shield.spent}")
        if hero.armor is None and hero.absorbed:
            raise InvariantError(f"seat {seat} has absorbed damage with no armor")
        if hero.armor is not None and not 0 <= hero.absorbed < armor_value(state, hero.armor):
            raise InvariantError(f"seat {seat}'s armor absorbed {hero.absorbed}")
    monster_seat = state.config.monster_seat
    if monster_seat is not None and free_hands(state, monster_seat) < 0:
        raise InvariantError("the monster wields more than its hands")
    if state.monster is not None and state.monster.armor < 0:
        raise InvariantError("the monster's armor pool is below nothing")


def check_state(state: State) -> None:
    """Every promise a single state keeps (rulebook, "2. Draw", "Armor", "Shields", "Weapons &
    Shields")."""
    check_cards_conserved(state)
    check_limits(state)


def check_damage(before: State, step: Step) -> None:
    """Each hit's damage is base + weapons + bonus of the attack that made it (rulebook,
    "Determining Damage"); armor absorbed + life lost = damage dealt, for each target
    ("Applying Damage"); no life is lost without a hit."""
    after = step.state
    dealt: Counter[int] = Counter()
    for event in step.events:
        if event.kind is not EventKind.HIT:
            continue
        pending = before.pending
        if pending is None or event.seat != pending.target:
            raise InvariantError(f"a hit on seat {event.seat} with no attack on it")
        expected = attack_damage(before, pending.attacker, pending.card)
        if event.amount != expected:
            raise InvariantError(f"a hit of {event.amount}, the attack's sum is {expected}")
        if not 0 <= event.absorbed <= event.amount:
            raise InvariantError(f"armor absorbed {event.absorbed} of {event.amount}")
        dealt[event.seat] += event.amount - event.absorbed
        if before.is_monster(event.seat):
            assert before.monster is not None and after.monster is not None
            spent = before.monster.armor - after.monster.armor
            if spent != event.absorbed:
                raise InvariantError(f"the monster's pool lost {spent}, absorbed {event.absorbed}")
    for seat, (old, new) in enumerate(zip(before.heroes, after.heroes, strict=True)):
        if old.life - new.life != dealt[seat]:
            raise InvariantError(f"seat {seat} lost {old.life - new.life} life of {dealt[seat]}")
    if before.monster is not None and after.monster is not None:
        monster_seat = before.config.monster_seat
        assert monster_seat is not None
        lost = before.monster.life - after.monster.life
        if lost != dealt[monster_seat]:
            raise InvariantError(f"the monster lost {lost} life of {dealt[monster_seat]}")


def check_protocol(state: State, rng: random.Random) -> None:
    """The Game protocol's promises at ``state`` (engine.game; rulebook, "Components": the d10;
    ruling SP-6: hidden hands and deck): chance odds sum to 1, every
    legal action round-trips the notation and has no ``why_not``, every seat's view is
    reproduced by a world sampled from it."""
    outcomes = chance_outcomes(state)
    if outcomes and abs(sum(odds for _, odds in outcomes) - 1.0) > 1e-9:
        raise InvariantError("the chance odds do not sum to 1")
    config = state.config
    for action in legal_actions(state):
        if parse_action(config, format_action(config, action)) != action:
            raise InvariantError(f"{format_action(config, action)!r} does not round-trip")
        if why_not(state, action) is not None:
            raise InvariantError(f"why_not refuses the legal {format_action(config, action)!r}")
    for seat in range(config.seat_count):
        view = observe(state, seat)
        if observe(sample_world(view, rng), seat) != view:
            raise InvariantError(f"a world sampled for seat {seat} does not match its view")


def check_redaction(step: Step, seat_count: int) -> None:
    """No reader is told a card drawn into another hero's hand (rulebook, "2. Draw")."""
    for reader in range(seat_count):
        for event in redact(step.events, reader):
            hidden = event.kind is EventKind.DREW and event.hidden and event.seat != reader
            if hidden and event.card is not None:
                raise InvariantError(f"seat {reader} is told seat {event.seat}'s draw")


def check_step(before: State, action: Action, step: Step) -> None:
    """Every promise one move keeps: the state after it, the damage it dealt (rulebook,
    "Determining Damage", "Applying Damage"), what its events tell each reader ("2. Draw")."""
    check_state(step.state)
    check_damage(before, step)
    check_redaction(step, before.config.seat_count)
    if step.state.phase is Phase.OVER and step.state.result is None:
        raise InvariantError("the game is over with no result")
    if action.kind is ActionKind.ROLL and action.face is None:
        raise InvariantError("a roll with no face")
