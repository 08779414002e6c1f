"""Random-play invariants over many seeded games (ARCHITECTURE.md, "Tests: the kinds we keep").

Each game is played with the kind-balanced random policy of ``rules.selfplay`` and
checked at every decision:

- ``to_move`` is None exactly when the game is over; ``legal_actions`` is sorted, has no
  duplicates, names only the seat to move, and is empty exactly when the game is over;
- every legal action applies without error (in exhaustive games; for the mulligan, salute and
  trade phases, whose dozens of actions are all plain card moves, a random few of them);
- cards are conserved: each seat's 12 Poste and 39 Action cards are, each exactly once, in
  its hand, Action deck, discard pile, face-down pile, Stack, Posta pile or chosen Posta (a
  Posta beaten aside is in the discard pile) -- in the state reached and in every state one
  legal action away;
- a hand never holds more than 12 cards less the salute discards (R-002), and a Break Off
  refills it to exactly that unless the Action deck ran out;
- deliberately illegal actions (the other seat's, a card not in hand, a kind not offered, any
  action once the game is over) raise ``IllegalActionError`` with a one-line message;
- games end within the self-play cap; the same seed and policy give the same transcript.

Game ``seed`` uses ``seeded_config`` (challenger and deck seats alternate with the seed); every
fifth seed plays without the optional Break rule.
"""

from __future__ import annotations

import random

import pytest

from audatia_qt.games.audatia.rules import invariants
from audatia_qt.games.audatia.rules.actions import Action, ActionKind, IllegalActionError
from audatia_qt.games.audatia.rules.cards import DeckDef
from audatia_qt.games.audatia.rules.config import GameConfig, Seat
from audatia_qt.games.audatia.rules.events import Event, EventKind
from audatia_qt.games.audatia.rules.game import apply, legal_actions, new_game
from audatia_qt.games.audatia.rules.notation import format_action
from audatia_qt.games.audatia.rules.selfplay import (
    MAX_ACTIONS,
    GameRecord,
    describe_config,
    play_random_game,
    random_action,
    seeded_config,
)
from audatia_qt.games.audatia.rules.state import HAND_SIZE, GameState, Phase

DEFAULT_GAMES = 500
SOAK_GAMES = 20_000
SOAK_FIRST_SEED = 100_000
#: In the soak, one game in this many applies every legal action at every decision.
SOAK_EXHAUSTIVE_EVERY = 10
#: Phases whose many legal actions only move cards between zones: sample a few of them.
SAMPLED_PHASES = frozenset({Phase.MULLIGAN, Phase.SALUTE, Phase.SALUTE_REPLY, Phase.TRADE})
SAMPLE_SIZE = 3
#: Illegal actions are tried every this many decisions.
ILLEGAL_EVERY = 7

POSTE_PER_SEAT = 12
ACTION_CARDS_PER_SEAT = 39


@pytest.fixture(scope="module")
def decks(galeazzo: DeckDef, boucicault: DeckDef) -> tuple[DeckDef, DeckDef]:
    return galeazzo, boucicault


def config_for(decks: tuple[DeckDef, DeckDef], seed: int) -> GameConfig:
    return seeded_config(decks, seed, break_rule=seed % 5 != 4)


# -- the checks ---------------------------------------------------------------------------------


def check_conservation(state: GameState, where: str) -> None:
    try:
        invariants.check_conservation(state)
    except invariants.InvariantError as error:
        pytest.fail(f"{where}: {error}")


def check_hand_size(state: GameState, where: str) -> None:
    for seat in Seat:
        player = state.players[seat]
        limit = HAND_SIZE - player.salute_discards
        assert len(player.hand) <= limit, (
            f"{where}: seat {seat.name} holds {len(player.hand)} cards, "
            f"more than {limit} (12 less {player.salute_discards} salute discards)"
        )


def check_refill(state: GameState, where: str) -> None:
    """Just after a Break Off (or a first draw): both hands are back to 12 less the salute."""
    for seat in Seat:
        player = state.players[seat]
        target = HAND_SIZE - player.salute_discards
        assert len(player.hand) == target or (not player.deck and len(player.hand) < target), (
            f"{where}: after the Break Off seat {seat.name} holds {len(player.hand)} cards "
            f"with {len(player.deck)} in the deck; expected {target}"
        )


def check_state(state: GameState, legal: tuple[Action, ...], where: str) -> None:
    terminal = state.outcome is not None
    assert (state.to_move is None) == terminal, f"{where}: to_move {state.to_move}, {terminal=}"
    assert (state.phase is Phase.GAME_OVER) == terminal, f"{where}: phase {state.phase}"
    assert (not legal) == terminal, f"{where}: {len(legal)} legal actions, {terminal=}"
    assert list(legal) == sorted(legal, key=Action.sort_key), f"{where}: legal actions unsorted"
    assert len(set(legal)) == len(legal), f"{where}: duplicate legal actions"
    wrong = [a for a in legal if a.seat is not state.to_move]
    assert not wrong, f"{where}: legal actions of the seat not to move: {wrong}"
    check_conservation(state, where)
    check_hand_size(state, where)


def assert_illegal(state: GameState, action: Action, where: str) -> None:
    with pytest.raises(IllegalActionError) as error:
        apply(state, action)
    message = str(error.value)
    assert message and "\n" not in message, f"{where}: message {message!r} for {action}"


def illegal_actions(
    state: GameState, legal: tuple[Action, ...], rng: random.Random
) -> list[Action]:
    """A few actions that cannot be legal now."""
    seat = state.to_move
    assert seat is not None
    sample = rng.choice(legal)
    candidates = [sample._replace(seat=seat.other)]
    theirs = state.config.cards.action_cards[seat.other] + state.config.cards.poste[seat.other]
    if sample.card is not None:
        candidates.append(sample._replace(card=rng.choice(theirs)))
    not_in_hand = [
        card
        for card in state.config.cards.action_cards[seat]
        if card not in state.players[seat].hand
    ]
    if not_in_hand:
        candidates.append(Action(seat, ActionKind.ATTACK, rng.choice(not_in_hand)))
    offered = {action.kind for action in legal}
    absent = [
        kind
        for kind in (ActionKind.WAIT, ActionKind.PASS, ActionKind.KEEP_HAND)
        if kind not in offered
    ]
    if absent:
        candidates.append(Action(seat, rng.choice(absent)))
    return [action for action in candidates if action not in legal]


def play_checked(config: GameConfig, *, exhaustive: bool) -> GameRecord:
    """Play one random game checking every invariant; returns its record.

    The policy's generator is seeded as in ``play_random_game``, so the record must match it.
    """
    rng = random.Random(config.seed)
    probe = random.Random(~config.seed)  # for the checks' own choices; never the policy's
    state = new_game(config)
    actions: list[Action] = []
    events: list[Event] = []
    counts: list[int] = []
    while True:
        where = f"{describe_config(config)}, before action {len(actions) + 1}"
        legal = legal_actions(state)
        check_state(state, legal, where)
        if not legal:
            break
        assert len(actions) < MAX_ACTIONS, f"{where}: not over after {MAX_ACTIONS} actions"
        if len(actions) % ILLEGAL_EVERY == 0:
            for bad in illegal_actions(state, legal, probe):
                assert_illegal(state, bad, f"{where}, illegal {bad}")
        if exhaustive:
            tried = legal
            if state.phase in SAMPLED_PHASES and len(legal) > SAMPLE_SIZE:
                tried = tuple(probe.sample(legal, SAMPLE_SIZE))
            for action in tried:
                text = format_action(config, action)
                check_conservation(apply(state, action).state, f"{where}, after '{text}'")
        action = random_action(legal, rng)
        where = f"{where}: '{format_action(config, action)}'"
        assert action.seat is state.to_move, f"{where}: the action's seat is not to move"
        transition = apply(state, action)
        state = transition.state
        actions.append(action)
        events.extend(transition.events)
        counts.append(len(transition.events))
        if any(event.kind is EventKind.BREAK_OFF for event in transition.events):
            check_refill(state, where)
    ended = f"{describe_config(config)}, game over"
    for bad in (actions[-1], actions[-1]._replace(seat=actions[-1].seat.other)):
        assert_illegal(state, bad, ended)
    return GameRecord(config, state, tuple(actions), tuple(events), tuple(counts), frozenset())


# -- the tests -------------------------------------------------------------------------------


def test_decks_have_the_expected_card_counts(decks: tuple[DeckDef, DeckDef]) -> None:
    cards = seeded_config(decks, 0).cards
    for seat in Seat:
        assert len(cards.poste[seat]) == POSTE_PER_SEAT
        assert len(cards.action_cards[seat]) == ACTION_CARDS_PER_SEAT


@pytest.mark.parametrize("seed", range(DEFAULT_GAMES))
def test_random_game_invariants(decks: tuple[DeckDef, DeckDef], seed: int) -> None:
    record = play_checked(config_for(decks, seed), exhaustive=True)
    assert record.final.outcome is not None


@pytest.mark.parametrize("seed", range(0, DEFAULT_GAMES, 25))
def test_same_seed_same_policy_same_game(decks: tuple[DeckDef, DeckDef], seed: int) -> None:
    config = config_for(decks, seed)
    first = play_random_game(config, random.Random(seed))
    second = play_random_game(config_for(decks, seed), random.Random(seed))
    assert first.transcript() == second.transcript()
    assert first.final == second.final
    checked = play_checked(config, exhaustive=False)
    assert checked.transcript() == first.transcript(), "the checks changed the game"


def test_the_decks_change_seats_and_roles_with_the_seed(decks: tuple[DeckDef, DeckDef]) -> None:
    seatings = {
        (config.decks[0].id, config.challenger)
        for config in (seeded_config(decks, seed) for seed in range(4))
    }
    assert len(seatings) == 4


@pytest.mark.slow
@pytest.mark.parametrize("chunk", range(SOAK_GAMES // 500))
def test_random_game_invariants_soak(decks: tuple[DeckDef, DeckDef], chunk: int) -> None:
    failures = []
    for offset in range(500):
        seed = SOAK_FIRST_SEED + chunk * 500 + offset
        try:
            play_checked(config_for(decks, seed), exhaustive=seed % SOAK_EXHAUSTIVE_EVERY == 0)
        except (Exception, pytest.fail.Exception) as error:
            failures.append(f"seed {seed}: {type(error).__name__}: {str(error).splitlines()[0]}")
    assert not failures, f"{len(failures)} games failed:\n" + "\n".join(failures)
