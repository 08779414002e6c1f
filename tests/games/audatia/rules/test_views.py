"""Hidden information: ``observe``, ``redact`` and ``sample_world`` (ARCHITECTURE, rules API).

A view must hold every card id its seat may see and none it may not; redacted events likewise;
and a world sampled from a view must be a real game state that gives the same view back.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Sequence

import pytest

import audatia_qt.games.audatia.rules as rules
from audatia_qt.games.audatia.rules import sampling
from audatia_qt.games.audatia.rules.actions import Action, ActionKind
from audatia_qt.games.audatia.rules.config import GameConfig, Seat
from audatia_qt.games.audatia.rules.events import Event, EventKind
from audatia_qt.games.audatia.rules.game import apply, legal_actions, new_game
from audatia_qt.games.audatia.rules.invariants import (
    PostaSecrets,
    card_ids,
    check_conservation,
    check_redacted,
    check_view,
)
from audatia_qt.games.audatia.rules.notation import parse_action
from audatia_qt.games.audatia.rules.sampling import sample_world
from audatia_qt.games.audatia.rules.state import GameState, Phase
from audatia_qt.games.audatia.rules.views import PlayerView, observe, redact

ConfigFactory = Callable[..., GameConfig]

#: Events whose card only their own seat may see.
_OWNER_ONLY = frozenset({EventKind.DEAL, EventKind.TRADE, EventKind.POSTA_CHOSEN})


# -- helpers ----------------------------------------------------------------------------------


def _random_action(actions: Sequence[Action], rng: random.Random) -> Action:
    """Kind-balanced: a kind uniformly among those present, then an action of that kind."""
    kinds = list(dict.fromkeys(action.kind for action in actions))
    kind = rng.choice(kinds)
    return rng.choice([action for action in actions if action.kind is kind])


def _check_view(state: GameState, viewer: Seat, view: PlayerView, posta_secret: bool) -> None:
    """The view holds what ``viewer`` may see of ``state``, and nothing it may not."""
    opponent = state.players[viewer.other]
    own = state.players[viewer]
    check_view(state, view, posta_secret)
    assert view.viewer is viewer
    assert view.hand == own.hand
    assert view.me.facedown == own.facedown
    assert view.me.deck_count == len(own.deck)
    assert view.me.posta == own.posta
    assert view.opponent.hand is None and view.opponent.facedown is None
    assert view.opponent.hand_count == len(opponent.hand)
    assert view.opponent.deck_count == len(opponent.deck)
    assert view.opponent.facedown_count == len(opponent.facedown)
    assert view.opponent_known_in_hand == opponent.known_in_hand
    secret = posta_secret and opponent.posta is not None
    assert view.opponent.posta_hidden is secret
    if secret:
        assert opponent.posta is not None
        assert view.opponent.posta is None
        assert view.opponent.posta_pile == tuple(sorted(opponent.posta_pile + (opponent.posta,)))
    else:
        assert view.opponent.posta == opponent.posta
        assert view.opponent.posta_pile == opponent.posta_pile
    if state.to_move is viewer:
        assert view.legal_actions == legal_actions(state)
    else:
        assert view.legal_actions == ()


def _check_redacted(
    events: tuple[Event, ...], after: GameState, seat: Seat, posta_secret: bool
) -> None:
    """Redacted events hide exactly the cards ``seat`` may not see."""
    check_redacted(events, after, seat, posta_secret)
    for event, shown in zip(events, redact(events, seat), strict=True):
        if event.kind in _OWNER_ONLY and event.seat is not seat:
            assert shown == event._replace(card=None)
        else:
            assert shown == event


def _check_world(view: PlayerView, world: GameState, rng: random.Random, steps: int) -> None:
    """A sampled world is a real state giving the same view, from which play goes on."""
    assert observe(world, view.viewer) == view
    check_conservation(world)
    assert bool(legal_actions(world)) is (world.outcome is None)
    for _ in range(steps):
        actions = legal_actions(world)
        assert bool(actions) is (world.outcome is None)
        if not actions:
            return
        world = apply(world, _random_action(actions, rng)).state
        check_conservation(world)


def _play(state: GameState, *texts: str) -> tuple[GameState, tuple[Event, ...]]:
    """Apply actions written in notation; returns the last state and its events."""
    events: tuple[Event, ...] = ()
    for text in texts:
        state, events = apply(state, parse_action(state.config, text))
    return state, events


def _name(state: GameState, card: int | None) -> str:
    assert card is not None
    return state.config.cards[card].name


# -- random play ------------------------------------------------------------------------------


def test_views_hold_what_each_seat_may_see_over_random_games(make_config: ConfigFactory) -> None:
    """200 random games: views, redacted events and sampled worlds at every state."""
    tally = {"secret": 0, "shown": 0, "playouts": 0}
    for game in range(200):
        config = make_config(seed=game, challenger=Seat(game % 2), swap=bool(game // 2 % 2))
        rng = random.Random(game)
        state = new_game(config)
        secrets = PostaSecrets()
        playout_at = rng.randrange(40)
        while True:
            check_conservation(state)
            for seat in Seat:
                view = observe(state, seat)
                _check_view(state, seat, view, secrets.secret_from(state, seat))
                tally["secret"] += view.opponent.posta_hidden
                tally["shown"] += (
                    seat in state.context.seen_posta and view.opponent.posta is not None
                )
                # Play on from the sampled world: one step for one seat in turn, and once a
                # game to the end.
                steps = 1 if seat is Seat(state.ply % 2) else 0
                if seat is Seat.A and state.ply == playout_at:
                    steps = 10_000
                    tally["playouts"] += 1
                _check_world(view, sample_world(view, rng), rng, steps)
            actions = legal_actions(state)
            assert bool(actions) is (state.outcome is None)
            if not actions:
                break
            state, events = apply(state, _random_action(actions, rng))
            secrets.update(events)
            for seat in Seat:
                _check_redacted(events, state, seat, secrets.secret_from(state, seat))
    assert tally["secret"] > 0 and tally["shown"] > 0 and tally["playouts"] > 100, tally


# -- the secret Posta -------------------------------------------------------------------------


def _at_posta_choice(config: GameConfig) -> GameState:
    """A challenging B (Boucicault) holds its Basic cards; B has the Prudentia advantage."""
    state = new_game(config)
    state, _ = _play(
        state,
        "A keep",
        "B keep",
        "B virtue prudentia",
        "A virtue celeritas",
        "B decline",
        "A done",
        "B done",
    )
    assert state.phase is Phase.POSTA_CHOICE and state.to_move is Seat.A
    return state


def test_a_posta_chosen_in_secret_is_hidden_until_the_reveal(make_config: ConfigFactory) -> None:
    """Out of Measure 3: the opponent knows a Posta was chosen, not which one."""
    state = _at_posta_choice(make_config(seed=3))
    before = observe(state, Seat.B)
    state, events = _play(state, "A posta posta-longa")
    chosen = state.players[Seat.A].posta
    assert chosen is not None and state.to_move is Seat.B
    view = observe(state, Seat.B)
    assert view.opponent.posta is None and view.opponent.posta_hidden
    # The pile looks as before the choice: any of its Poste may be the one face down.
    assert view.opponent.posta_pile == before.opponent.posta_pile
    assert chosen not in card_ids(view.context)
    assert observe(state, Seat.A).me.posta == chosen
    assert [e.card for e in redact(events, Seat.B) if e.kind is EventKind.POSTA_CHOSEN] == [None]
    assert [e.card for e in redact(events, Seat.A) if e.kind is EventKind.POSTA_CHOSEN] == [chosen]
    # Every Posta A might have chosen gives B the same view.
    a = state.players[Seat.A]
    for other in a.posta_pile:
        pile = tuple(sorted(p for p in (*a.posta_pile, chosen) if p != other))
        alternative = state.with_player(Seat.A, a.with_(posta=other, posta_pile=pile))
        assert observe(alternative, Seat.B) == view
    state, events = _play(state, "B posta corona")
    assert {e.kind for e in events} >= {EventKind.REVEAL}
    for seat in Seat:
        view = observe(state, seat)
        assert not view.opponent.posta_hidden
        assert view.opponent.posta == state.players[seat.other].posta is not None


def test_see_posta_shows_the_chosen_posta_to_its_player(make_config: ConfigFactory) -> None:
    """Eye of the Lynx: B sees A's Posta before choosing; until it resolves, B does not."""
    state = _at_posta_choice(make_config(seed=5))
    state, _ = _play(state, "A posta donna-destra")
    chosen = state.players[Seat.A].posta
    state, _ = _play(state, "B skill eye-of-the-lynx-b")
    assert state.phase is Phase.SKILL_RESPONSE and state.to_move is Seat.A
    assert observe(state, Seat.B).opponent.posta_hidden
    state, events = _play(state, "A decline")
    assert state.phase is Phase.POSTA_CHOICE and Seat.B in state.context.seen_posta
    view = observe(state, Seat.B)
    assert view.opponent.posta == chosen and not view.opponent.posta_hidden
    shown = [e for e in events if e.kind is EventKind.POSTA_SHOWN]
    assert shown == [rules.Event(EventKind.POSTA_SHOWN, Seat.B, chosen)]
    assert redact(shown, Seat.B) == redact(shown, Seat.A) == tuple(shown)
    # B's own choice stays secret from A until the reveal ends the choice at once.
    state, events = _play(state, "B posta corona")
    assert observe(state, Seat.A).opponent.posta == state.players[Seat.B].posta


def test_a_cancelled_see_posta_shows_nothing(make_config: ConfigFactory) -> None:
    """A cancelled Eye of the Lynx leaves A's Posta secret."""
    state = _at_posta_choice(make_config(seed=5))
    state, _ = _play(
        state, "A posta donna-destra", "B skill eye-of-the-lynx-b", "A skill contrario"
    )
    if state.phase is Phase.SKILL_RESPONSE:
        state, _ = _play(state, "B decline")
    assert state.phase is Phase.POSTA_CHOICE and state.to_move is Seat.B
    assert not state.context.seen_posta
    assert observe(state, Seat.B).opponent.posta_hidden


# -- redact -----------------------------------------------------------------------------------


def test_drawn_and_traded_cards_are_redacted_for_the_opponent_only(
    make_config: ConfigFactory,
) -> None:
    """A's draws and trades name their cards for A and hide them from B."""
    state = new_game(make_config(seed=7))
    discard = state.players[Seat.A].hand[0]
    state, _ = _play(state, f"A discard {_name(state, discard)}")
    state, events = _play(state, "A keep")
    deals = [e for e in events if e.kind is EventKind.DEAL]
    assert len(deals) == 1 and deals[0].card in state.players[Seat.A].hand
    assert redact(events, Seat.A) == events
    assert [e.card for e in redact(events, Seat.B)] == [None]
    state, _ = _play(state, "B keep", "B virtue fortitudo", "A virtue celeritas", "B decline")
    first, second = state.players[Seat.A].hand[:2]
    state, events = _play(state, f"A trade {_name(state, first)} {_name(state, second)}")
    assert [e.kind for e in events] == [EventKind.TRADE, EventKind.TRADE, EventKind.DEAL]
    assert all(e.card is None for e in redact(events, Seat.B))
    assert redact(events, Seat.A) == events
    view = observe(state, Seat.B)
    assert view.opponent.facedown_count == 2 and view.opponent.facedown is None
    assert observe(state, Seat.A).me.facedown == (first, second)
    # The traded Basic cards are still known to lie in A's hand or face down.
    assert {first, second} <= view.opponent_known_in_hand


def test_public_events_are_not_redacted() -> None:
    """Discards, strikes and reveals are in sight of both players."""
    events = (
        rules.Event(EventKind.DISCARD, Seat.A, 3),
        rules.Event(EventKind.ATTACK, Seat.B, 60),
        rules.Event(EventKind.REVEAL, Seat.A, 1),
        rules.Event(EventKind.SKILL, Seat.A, 40),
    )
    for seat in Seat:
        assert redact(events, seat) == events
        assert redact(list(events), seat) == events


# -- observe ----------------------------------------------------------------------------------


def test_the_seed_is_withheld_from_views(make_config: ConfigFactory) -> None:
    """The seed gives every shuffle away: views of differently seeded deals share a config."""
    first = observe(new_game(make_config(seed=11)), Seat.A)
    second = observe(new_game(make_config(seed=12)), Seat.A)
    assert first.config.seed == second.config.seed == 0
    assert first.config == second.config
    # The opening hands are the Basic cards, so the deals differ only in the decks' order.
    assert first == second


def test_legal_actions_are_in_the_view_of_the_seat_to_move_only(
    make_config: ConfigFactory,
) -> None:
    state = new_game(make_config(seed=1))
    assert observe(state, Seat.A).legal_actions == legal_actions(state)
    assert observe(state, Seat.B).legal_actions == ()


def test_views_are_hashable_values(make_config: ConfigFactory) -> None:
    state = new_game(make_config(seed=2))
    assert observe(state, Seat.A) == observe(state, Seat.A)
    assert hash(observe(state, Seat.B)) == hash(observe(state, Seat.B))
    assert observe(state, Seat.A) != observe(state, Seat.B)


# -- sample_world ------------------------------------------------------------------------------


def _react_position(config: GameConfig) -> GameState:
    """B must answer A's attack, reached by random play."""
    rng = random.Random(0)
    for seed in range(100):
        state = new_game(dataclasses.replace(config, seed=seed))
        while state.outcome is None:
            if state.phase is Phase.REACT and state.to_move is Seat.B:
                return state
            state = apply(state, _random_action(legal_actions(state), rng)).state
    raise AssertionError("no REACT position reached")


def test_sampled_worlds_follow_the_rng_and_vary(make_config: ConfigFactory) -> None:
    state = _react_position(make_config())
    view = observe(state, Seat.A)
    first = sample_world(view, random.Random(1))
    assert sample_world(view, random.Random(1)) == first
    hands = {sample_world(view, random.Random(seed)).players[Seat.B].hand for seed in range(20)}
    assert len(hands) > 1


def test_a_sampled_opponent_who_must_answer_can_answer(make_config: ConfigFactory) -> None:
    """The engine ends a game whose player cannot answer, so a sampled answerer can."""
    state = _react_position(make_config())
    view = observe(state, Seat.A)
    for seed in range(50):
        world = sample_world(view, random.Random(seed))
        assert legal_actions(world)
        assert observe(world, Seat.A) == view


def test_sample_world_forces_an_answer_when_random_deals_fail(
    make_config: ConfigFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With no uniform deal allowed, cards are forced into the hand until one can answer."""
    monkeypatch.setattr(sampling, "_MAX_PLAIN_TRIES", 0)
    state = _react_position(make_config())
    view = observe(state, Seat.A)
    for seed in range(10):
        world = sample_world(view, random.Random(seed))
        assert legal_actions(world)
        assert observe(world, Seat.A) == view
        check_conservation(world)


def test_known_cards_stay_in_the_hand_or_face_down(make_config: ConfigFactory) -> None:
    """Kept Basic cards are dealt back into the opponent's hand or face-down pile."""
    state = new_game(make_config(seed=4))
    state, _ = _play(state, "A keep", "B keep", "B virtue fortitudo", "A virtue celeritas")
    state, _ = _play(state, "B decline", "A done")
    b_hand = state.players[Seat.B].hand
    state, _ = _play(state, f"B trade {_name(state, b_hand[0])} {_name(state, b_hand[1])}")
    view = observe(state, Seat.A)
    known = view.opponent_known_in_hand
    assert len(known) == 12
    for seed in range(30):
        world = sample_world(view, random.Random(seed))
        b = world.players[Seat.B]
        assert known <= set(b.hand) | set(b.facedown)
        assert len(b.facedown) == 2
        assert observe(world, Seat.A) == view


def test_a_secret_posta_is_sampled_from_the_pile(make_config: ConfigFactory) -> None:
    state = _at_posta_choice(make_config(seed=8))
    state, _ = _play(state, "A posta corona")
    view = observe(state, Seat.B)
    chosen = set()
    for seed in range(40):
        world = sample_world(view, random.Random(seed))
        a = world.players[Seat.A]
        assert a.posta is not None and a.posta not in a.posta_pile
        chosen.add(a.posta)
        assert observe(world, Seat.B) == view
    assert len(chosen) > 1


def test_an_inconsistent_view_is_refused(make_config: ConfigFactory) -> None:
    view = observe(new_game(make_config()), Seat.A)
    opponent = dataclasses.replace(view.opponent, deck_count=view.opponent.deck_count + 1)
    broken = dataclasses.replace(view, seats=(view.me, opponent))
    with pytest.raises(ValueError, match="do not add up"):
        sample_world(broken, random.Random(0))


# -- the package's API --------------------------------------------------------------------------


def test_the_rules_package_exports_its_api() -> None:
    expected = {
        "new_game",
        "to_move",
        "legal_actions",
        "apply",
        "outcome",
        "Transition",
        "observe",
        "redact",
        "sample_world",
        "PlayerView",
        "Action",
        "ActionKind",
        "IllegalActionError",
        "Event",
        "EventKind",
        "GameConfig",
        "Seat",
        "GameState",
        "Phase",
        "Outcome",
        "Reason",
        "format_action",
        "format_event",
        "parse_action",
    }
    assert set(rules.__all__) == expected
    for name in rules.__all__:
        assert getattr(rules, name) is not None
    assert rules.PlayerView is PlayerView and rules.ActionKind is ActionKind
