"""Real moves and events of every kind, found by random play over every ruleset (for the
describer tests, docs/trust.md).

The games are the engine's kind-balanced random games (``rules.selfplay``) dealt from the
tagged decks (``oracle.tag_decks``), over the standard game with and without the Break rule,
Salle Play and Sudden Death, seed after seed until a move of every ``ActionKind`` has been
legal and an event of every ``EventKind`` has happened (a few dozen games, well under a
second).
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache

from audatia_qt.games.audatia.rules import (
    Action,
    ActionKind,
    Event,
    EventKind,
    GameConfig,
    GameState,
    apply,
    legal_actions,
    new_game,
)
from audatia_qt.games.audatia.rules.cards import DeckDef
from audatia_qt.games.audatia.rules.config import Variant
from audatia_qt.games.audatia.rules.selfplay import random_action, seeded_config

#: (variant, Break rule) of the games searched, as the matrix plays them.
RULESETS = (
    (Variant.STANDARD, True),
    (Variant.STANDARD, False),
    (Variant.SALLE, True),
    (Variant.SUDDEN_DEATH, True),
)
#: Seeds tried per ruleset before a kind counts as unreachable by random play.
MAX_SEEDS = 300


@dataclass(frozen=True)
class Step:
    """One decision of a game: the state, the legal moves, the move played and what it did."""

    config: GameConfig
    history: tuple[Action, ...]
    """The moves before this one, from the deal."""
    state: GameState
    legal: tuple[Action, ...]
    action: Action
    events: tuple[Event, ...]
    after: GameState


def random_game(config: GameConfig, seed: int) -> Iterator[Step]:
    """Every decision of one kind-balanced random game."""
    state = new_game(config)
    rng = random.Random(seed)
    history: tuple[Action, ...] = ()
    while state.to_move is not None:
        legal = legal_actions(state)
        action = random_action(legal, rng)
        transition = apply(state, action)
        yield Step(config, history, state, legal, action, transition.events, transition.state)
        history += (action,)
        state = transition.state


def games(
    decks: tuple[DeckDef, DeckDef], seeds: range
) -> Iterator[tuple[Variant, bool, int, GameConfig]]:
    """The configs of the random games: each ruleset with each seed (which seats the decks)."""
    for seed in seeds:
        for variant, break_rule in RULESETS:
            yield (
                variant,
                break_rule,
                seed,
                seeded_config(decks, seed, break_rule=break_rule, variant=variant),
            )


@dataclass(frozen=True)
class Examples:
    """A real legal move of each kind (the step where it was legal, played or not), and a
    real event of each kind (the step whose move caused it)."""

    moves: dict[ActionKind, tuple[Step, Action]]
    events: dict[EventKind, tuple[Step, Event]]


@cache
def examples(decks: tuple[DeckDef, DeckDef]) -> Examples:
    """The first move and event of each kind met in random play (cached per decks)."""
    moves: dict[ActionKind, tuple[Step, Action]] = {}
    events: dict[EventKind, tuple[Step, Event]] = {}
    for _variant, _rule, seed, config in games(decks, range(MAX_SEEDS)):
        for step in random_game(config, seed):
            for action in step.legal:
                moves.setdefault(action.kind, (step, action))
            for event in step.events:
                events.setdefault(event.kind, (step, event))
        if len(moves) == len(ActionKind) and len(events) == len(EventKind):
            break
    return Examples(moves, events)
