"""Exact sampling (issue 18, section 4): every world ``sample_world`` deals is one the viewer's
information allows and one the engine can play.

Over random positions of the three rulesets, with each seat as the viewer: the sampled world
gives the viewer the very view the true state gives (every card seen stays where it was seen,
``rules.views.hidden_cards`` is the set redealt), and every legal action of the sampled world
applies and leaves a decision or the end of the game. A world that deals a Feint's player no
strike to follow it with fails here: the viewer's answer to the Feint cannot be applied.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path

import pytest

from audatia_qt.rules.cards import DeckDef
from audatia_qt.rules.config import GameConfig, Seat, Variant
from audatia_qt.rules.game import apply, legal_actions, new_game
from audatia_qt.rules.invariants import check_conservation
from audatia_qt.rules.position import parse_position
from audatia_qt.rules.sampling import pending_skill_problem, sample_world, world_problem
from audatia_qt.rules.selfplay import random_action
from audatia_qt.rules.state import GameState, Phase
from audatia_qt.rules.views import hidden_cards, observe

ConfigFactory = Callable[..., GameConfig]

DATA = Path(__file__).parent / "data"

#: Safety net for a random game that does not end (none does; the engine's tests check it).
_MAX_PLIES = 3000


def _positions(config: GameConfig, rng: random.Random) -> Iterator[GameState]:
    """Every state of one random game (kind-balanced policy, ``selfplay.random_action``)."""
    state = new_game(config)
    while state.outcome is None and state.ply < _MAX_PLIES:
        yield state
        state = apply(state, random_action(legal_actions(state), rng)).state


def _places(
    state: GameState, unseen: frozenset[int], secret: frozenset[Seat]
) -> dict[int, tuple[Seat, str]]:
    """Where each card outside ``unseen`` lies: its seat and zone. A Posta chosen in secret is
    one of the Poste seen in the pile, so for the ``secret`` seats the two are one place."""
    places = {}
    for seat in Seat:
        player = state.players[seat]
        zones = player.zones()
        for zone, cards in zones.items():
            zone = "posta_pile" if seat in secret and zone == "posta" else zone
            places.update((card, (seat, zone)) for card in cards if card not in unseen)
    return places


def check_sample(truth: GameState, viewer: Seat, world: GameState) -> None:
    """The sampled ``world`` is consistent with ``viewer``'s information and playable."""
    # The constraints are necessary: the true state keeps them too.
    assert world_problem(truth, viewer) is None
    assert observe(world, viewer) == observe(truth, viewer)
    # Every card the viewer sees keeps its place; a known card may be in hand or face down.
    unseen = hidden_cards(truth, viewer) | truth.players[viewer.other].known_in_hand
    secret = frozenset(seat for seat in Seat if truth.players[seat].posta in unseen)
    assert _places(world, unseen, secret) == _places(truth, unseen, secret)
    check_conservation(world)
    legal = legal_actions(world)
    assert bool(legal) is (world.outcome is None), world.phase
    for action in legal:
        after = apply(world, action).state
        assert bool(legal_actions(after)) is (after.outcome is None), (action, after.phase)


def _check_games(
    make_config: ConfigFactory, variant: Variant, games: range, *, every: int, samples: int
) -> int:
    """Sample ``samples`` worlds for each seat at one position in ``every`` of each game."""
    checked = 0
    for game in games:
        config = replace(
            make_config(seed=game, challenger=Seat(game % 2), swap=bool(game // 2 % 2)),
            variant=variant,
        )
        rng = random.Random(game)
        for index, state in enumerate(_positions(config, rng)):
            # A skill waiting for its answer hangs on a hidden hand: always looked at, closely.
            pending = bool(state.context.skill_chain) and state.phase is Phase.SKILL_RESPONSE
            if index % every and not pending:
                continue
            for viewer in Seat:
                view = observe(state, viewer)
                for _ in range(samples * 4 if pending else samples):
                    check_sample(state, viewer, sample_world(view, rng))
                    checked += 1
    return checked


_RULESETS = [Variant.STANDARD, Variant.SALLE, Variant.SUDDEN_DEATH]


@pytest.mark.parametrize("variant", _RULESETS, ids=lambda variant: variant.value)
def test_sampled_worlds_are_consistent_and_playable(
    make_config: ConfigFactory, variant: Variant
) -> None:
    """Random positions of each ruleset, both seats as viewer, three worlds each."""
    games = range(12) if variant is Variant.SUDDEN_DEATH else range(40)
    assert _check_games(make_config, variant, games, every=9, samples=2) > 200


@pytest.mark.slow
@pytest.mark.parametrize("variant", _RULESETS, ids=lambda variant: variant.value)
def test_sampled_worlds_are_consistent_and_playable_long(
    make_config: ConfigFactory, variant: Variant
) -> None:
    """The long variant: every position of 60 games, five worlds each."""
    assert _check_games(make_config, variant, range(100, 160), every=1, samples=5) > 10_000


def test_a_feint_waiting_for_its_answer_is_dealt_its_strike(
    galeazzo: DeckDef, boucicault: DeckDef
) -> None:
    """A's Finta waits for B's answer, and A holds no strike to feint with: no game reaches
    this, as the Feint needs one (Cut special case B). Seen by B, every world sampled gives A
    that strike, so B's answer (cancel or let it stand) can be played."""
    text = (DATA / "feint_without_strike.position").read_text()
    truth = parse_position(text, {deck.id: deck for deck in (galeazzo, boucicault)})
    assert truth.to_move is Seat.B and truth.context.resume_seat is Seat.A
    assert pending_skill_problem(truth) == "A could not have played Finta with this hand"
    view = observe(truth, Seat.B)
    for seed in range(40):
        world = sample_world(view, random.Random(seed))
        assert pending_skill_problem(world) is None
        assert observe(world, Seat.B) == view
        for action in legal_actions(world):
            after = apply(world, action).state
            assert bool(legal_actions(after)) is (after.outcome is None)
