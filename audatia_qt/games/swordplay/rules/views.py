"""What each seat may know, and worlds consistent with it (rulebook, "2. Draw": hands are
held; "The Cards": every played card is face up; ruling SP-6: the deck's order is hidden from
everyone).

A seat sees its own hand, and of every other hero the number of cards in hand; everything on
the table (life, ready items, the discard pile, a pending attack, the monster, the setup rolls)
is public; the deck only by its count. The config's seed is not in a view (it fixes the deck's
order), so a view's config carries seed 0.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass, replace

from audatia_qt.games.swordplay.rules.config import Config
from audatia_qt.games.swordplay.rules.events import Event
from audatia_qt.games.swordplay.rules.state import (
    HeroState,
    MonsterState,
    PendingAttack,
    Phase,
    ReadyShield,
    State,
    evolve,
)


@dataclass(frozen=True, slots=True)
class HeroView:
    """One hero as a seat sees it: its hand only if it is the viewer's own."""

    life: int
    hand: tuple[int, ...] | None
    """The cards, for the viewer's own hero; None for another's."""
    hand_count: int
    armor: int | None
    absorbed: int
    weapons: tuple[int, ...]
    shields: tuple[ReadyShield, ...]


@dataclass(frozen=True, slots=True)
class View:
    """Everything ``viewer`` may know of a state (its information set)."""

    config: Config
    viewer: int
    heroes: tuple[HeroView, ...]
    monster: MonsterState | None
    deck_count: int
    discard: tuple[int, ...]
    turn: int
    phase: Phase
    readied: bool
    pending: PendingAttack | None
    rolling: tuple[int, ...]
    rolls: tuple[tuple[int, int], ...]
    reshuffles: int
    acted: bool
    still_turns: int
    standing: tuple[int, ...]
    """The seats still in the fight (``State.standing``)."""
    result: tuple[float, ...] | None

    @property
    def hand(self) -> tuple[int, ...]:
        """The viewer's own hand (rulebook, "2. Draw"; empty for the monster's seat, which
        holds none, ruling SP-4)."""
        if not self.config.is_hero(self.viewer):
            return ()
        own = self.heroes[self.viewer].hand
        assert own is not None
        return own


def observe(state: State, seat: int) -> View:
    """What ``seat`` may know of ``state`` (rulebook, "2. Draw": a hand is its holder's, in
    co-op play too, ruling SP-22; the rest of the table is face up; ruling SP-6: the deck's
    order is no one's)."""
    heroes = tuple(
        HeroView(
            life=hero.life,
            hand=hero.hand if owner == seat else None,
            hand_count=len(hero.hand),
            armor=hero.armor,
            absorbed=hero.absorbed,
            weapons=hero.weapons,
            shields=hero.shields,
        )
        for owner, hero in enumerate(state.heroes)
    )
    return View(
        config=replace(state.config, seed=0),
        viewer=seat,
        heroes=heroes,
        monster=state.monster,
        deck_count=len(state.deck),
        discard=state.discard,
        turn=state.turn,
        phase=state.phase,
        readied=state.readied,
        pending=state.pending,
        rolling=state.rolling,
        rolls=state.rolls,
        reshuffles=state.reshuffles,
        acted=state.acted,
        still_turns=state.still_turns,
        standing=state.standing(),
        result=state.result,
    )


def redact(events: Iterable[Event], reader: int) -> tuple[Event, ...]:
    """``events`` as ``reader`` may read them: a card a hero drew is named only to that hero
    (rulebook, "2. Draw"); the monster's draw is public, as it is acted on at once (rulebook,
    "Monster Actions"); every other event names only cards on the table."""
    return tuple(
        evolve(event, card=None) if event.hidden and event.seat != reader else event
        for event in events
    )


def seen_cards(view: View) -> set[int]:
    """Every combat card ``view`` places: its own hand, the ready items, the discard pile, a
    pending attack's card and the monster's weapons (rulebook, "The Cards": all face up but
    hands and the deck)."""
    seen: set[int] = set(view.discard)
    for hero in view.heroes:
        seen.update(hero.hand or ())
        if hero.armor is not None:
            seen.add(hero.armor)
        seen.update(hero.weapons)
        seen.update(shield.card for shield in hero.shields)
    if view.monster is not None:
        seen.update(view.monster.weapons)
    if view.pending is not None:
        seen.add(view.pending.card)
    return seen


def sample_world(view: View, rng: random.Random) -> State:
    """A whole state ``view`` cannot tell from the true one: the cards it does not see dealt
    at random into the other heroes' hands (in their counts) and the deck (in a random order),
    and the reshuffles to come drawn from a random key (ruling SP-6). ``observe`` of the result
    is ``view``; its config's seed is the view's 0, as no world knows the deal's."""
    seen = seen_cards(view)  # once: the search deals a world for every iteration
    unseen = [index for index in range(len(view.config.cards.combat)) if index not in seen]
    rng.shuffle(unseen)
    heroes: list[HeroState] = []
    for hero in view.heroes:
        if hero.hand is None:
            hand = tuple(unseen[: hero.hand_count])
            del unseen[: hero.hand_count]
        else:
            hand = hero.hand
        heroes.append(
            HeroState(
                life=hero.life,
                hand=hand,
                armor=hero.armor,
                absorbed=hero.absorbed,
                weapons=hero.weapons,
                shields=hero.shields,
            )
        )
    if len(unseen) != view.deck_count:
        raise ValueError(f"{len(unseen)} unseen cards for a deck of {view.deck_count}")
    return State(
        config=view.config,
        heroes=tuple(heroes),
        monster=view.monster,
        deck=tuple(unseen),
        discard=view.discard,
        turn=view.turn,
        phase=view.phase,
        readied=view.readied,
        pending=view.pending,
        rolling=view.rolling,
        rolls=view.rolls,
        reshuffles=view.reshuffles,
        shuffle_key=rng.getrandbits(64),
        acted=view.acted,
        still_turns=view.still_turns,
        result=view.result,
    )
