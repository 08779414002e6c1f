"""The combat deck: the shuffle at setup, the draw and the reshuffle of the discard pile
(rulebook, "Setup" step 3, "2. Draw"; rulings SP-6, SP-7).

Both shuffles are fixed by numbers and never by a generator carried in the state, so a save
(the config and its moves) replays exactly: the setup shuffle by the config's seed, the n-th
reshuffle by the state's ``shuffle_key`` and n.
"""

from __future__ import annotations

import random

from audatia_qt.games.swordplay.rules.events import Event, EventKind
from audatia_qt.games.swordplay.rules.state import State, evolve


def shuffled_deck(card_count: int, seed: int) -> tuple[int, ...]:
    """Every combat card, shuffled by ``seed``, top card first (rulebook, "Setup" step 3:
    "Remove all unused Hero and Monster cards from the deck and shuffled the remaining
    cards")."""
    cards = list(range(card_count))
    random.Random(f"swordplay-deal:{seed}").shuffle(cards)
    return tuple(cards)


def reshuffled(pile: tuple[int, ...], key: int, count: int) -> tuple[int, ...]:
    """The discard pile shuffled into the ``count``-th new deck (rulebook, "2. Draw": "simply
    reshuffle the discard pile to form a new combat deck"; ruling SP-6)."""
    cards = list(pile)
    random.Random(f"swordplay-reshuffle:{key}:{count}").shuffle(cards)
    return tuple(cards)


def draw_one(state: State, seat: int, public: bool) -> tuple[State, int | None, list[Event]]:
    """``seat`` takes the top card of the combat deck, the discard pile reshuffled first if the
    deck is empty (rulebook, "2. Draw"); None, with a ``DECK_EMPTY`` event, when both are empty
    (ruling SP-7). The caller puts the card where it goes; ``public`` says whether every reader
    may see it (the monster's draw) or only its drawer (a hero's, ``views.redact``)."""
    events: list[Event] = []
    if not state.deck:
        if not state.discard:
            return state, None, [Event(EventKind.DECK_EMPTY, seat)]
        count = state.reshuffles + 1
        deck = reshuffled(state.discard, state.shuffle_key, count)
        state = evolve(state, deck=deck, discard=(), reshuffles=count)
        events.append(Event(EventKind.RESHUFFLED, seat, amount=len(deck)))
    card = state.deck[0]
    state = evolve(state, deck=state.deck[1:])
    events.append(Event(EventKind.DREW, seat, card=card, hidden=not public))
    return state, card, events
