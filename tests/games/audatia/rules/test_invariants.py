"""The rules' invariant checks (``rules.invariants``) pass on real play and fail on broken input.

Each check is shown failing once on a deliberately broken state, view, event list or notation,
so the soaks that run them (``audatia selfplay --check-invariants``, tests/games/audatia/soak/) can
fail.
"""

from __future__ import annotations

import dataclasses
import random
import re
from collections.abc import Callable

import pytest

from audatia_qt.games.audatia.rules import invariants, selfplay
from audatia_qt.games.audatia.rules.actions import Action, ActionKind
from audatia_qt.games.audatia.rules.config import GameConfig, Seat
from audatia_qt.games.audatia.rules.events import Event, EventKind
from audatia_qt.games.audatia.rules.game import Transition, apply, legal_actions, new_game
from audatia_qt.games.audatia.rules.invariants import (
    InvariantError,
    PostaSecrets,
    card_ids,
    check_action_notation,
    check_conservation,
    check_position_round_trip,
    check_redacted,
    check_view,
    deck_map,
    hidden_from,
)
from audatia_qt.games.audatia.rules.selfplay import SelfplayError, play_random_game, random_action
from audatia_qt.games.audatia.rules.state import GameState, Phase
from audatia_qt.games.audatia.rules.views import observe

ConfigFactory = Callable[..., GameConfig]


def _secret_posta_state(config: GameConfig) -> tuple[GameState, PostaSecrets]:
    """Random play up to a Posta chosen in secret and not yet revealed."""
    state = new_game(config)
    secrets = PostaSecrets()
    rng = random.Random(config.seed)
    while state.outcome is None:
        if state.phase is Phase.POSTA_CHOICE and any(p.posta is not None for p in state.players):
            return state, secrets
        transition = apply(state, random_action(legal_actions(state), rng))
        secrets.update(transition.events)
        state = transition.state
    raise AssertionError("no secret Posta reached")


# -- real play passes ---------------------------------------------------------------------------


def test_a_watched_random_game_keeps_every_invariant(make_config: ConfigFactory) -> None:
    config = make_config(seed=9)
    plain = play_random_game(config, random.Random(9))
    watched = play_random_game(config, random.Random(9), check_invariants=True)
    assert watched.final == plain.final, "the checks changed the game"


# -- card conservation ------------------------------------------------------------------------


def test_a_missing_card_breaks_conservation(make_config: ConfigFactory) -> None:
    state = new_game(make_config(seed=1))
    check_conservation(state)
    a = state.players[Seat.A]
    lost = state.with_player(Seat.A, a.with_(hand=a.hand[1:]))
    with pytest.raises(InvariantError, match=r"seat A's cards are not conserved: missing \['A:"):
        check_conservation(lost)


def test_a_doubled_card_breaks_conservation(make_config: ConfigFactory) -> None:
    state = new_game(make_config(seed=1))
    b = state.players[Seat.B]
    doubled = state.with_player(Seat.B, b.with_(discard=(b.hand[0],)))
    with pytest.raises(InvariantError, match=r"missing \[\], extra or doubled \{'B:.*'hand'"):
        check_conservation(doubled)


def test_an_action_card_as_a_posta_breaks_conservation(make_config: ConfigFactory) -> None:
    state = new_game(make_config(seed=1))
    a = state.players[Seat.A]
    posta, strike = a.posta_pile[0], a.hand[0]
    swapped = state.with_player(
        Seat.A,
        a.with_(posta_pile=(strike, *a.posta_pile[1:]), hand=tuple(sorted((posta, *a.hand[1:])))),
    )
    with pytest.raises(InvariantError, match="as a Posta"):
        check_conservation(swapped)


def test_a_known_card_outside_the_hand_breaks_conservation(make_config: ConfigFactory) -> None:
    state = new_game(make_config(seed=1))
    a = state.players[Seat.A]
    stray = state.with_player(Seat.A, a.with_(known_in_hand=frozenset({a.deck[0]})))
    with pytest.raises(InvariantError, match="known_in_hand holds"):
        check_conservation(stray)


# -- views ------------------------------------------------------------------------------------


def test_a_hidden_card_planted_in_a_view_is_a_leak(make_config: ConfigFactory) -> None:
    state = new_game(make_config(seed=2))
    view = observe(state, Seat.A)
    check_view(state, view, posta_secret=False)
    # The opening hands hold the Basic cards, known to both: the decks are what is hidden.
    for planted in (state.players[Seat.B].deck[0], state.players[Seat.A].deck[0]):
        leaky = dataclasses.replace(
            view, seats=(view.me, dataclasses.replace(view.opponent, discard=(planted,)))
        )
        label = re.escape(state.config.cards[planted].label)
        with pytest.raises(InvariantError, match=f"A's view in mulligan shows \\['{label}'\\]"):
            check_view(state, leaky, posta_secret=False)


def test_a_view_with_the_seed_is_a_leak(make_config: ConfigFactory) -> None:
    state = new_game(make_config(seed=2))
    view = observe(state, Seat.B)
    seeded = dataclasses.replace(view, config=state.config)
    with pytest.raises(InvariantError, match="B's view holds the seed 2"):
        check_view(state, seeded, posta_secret=False)


def test_a_view_that_shows_a_secret_posta_is_a_leak(make_config: ConfigFactory) -> None:
    state, secrets = _secret_posta_state(make_config(seed=3))
    chooser = next(seat for seat in Seat if state.players[seat].posta is not None)
    viewer = chooser.other
    assert secrets.secret_from(state, viewer) and not secrets.secret_from(state, chooser)
    view = observe(state, viewer)
    check_view(state, view, posta_secret=True)
    chosen = state.players[chooser].posta
    shown = dataclasses.replace(view.opponent, posta=chosen, posta_hidden=False)
    told = dataclasses.replace(view.opponent, posta_pile=state.players[chooser].posta_pile)
    for opponent in (shown, told):
        seats = (view.me, opponent) if viewer is Seat.A else (opponent, view.me)
        with pytest.raises(InvariantError, match="gives away the secret Posta"):
            check_view(state, dataclasses.replace(view, seats=seats), posta_secret=True)


def test_card_ids_refuses_a_value_it_does_not_know() -> None:
    assert card_ids((1, frozenset({2}), None, "x", Seat.A, (3, (4,)))) == {1, 2, 3, 4}
    with pytest.raises(InvariantError, match="unexpected value in a view"):
        card_ids(([5],))


def test_hidden_from_is_the_opponents_hand_and_both_decks(make_config: ConfigFactory) -> None:
    state = new_game(make_config(seed=4))
    a, b = state.players
    assert hidden_from(state, Seat.A) == set(b.hand) - b.known_in_hand | set(a.deck + b.deck)


# -- redacted events ----------------------------------------------------------------------------


def test_an_event_naming_a_hidden_card_is_a_leak(make_config: ConfigFactory) -> None:
    state, _ = _secret_posta_state(make_config(seed=5))
    card = max(set(state.players[Seat.B].hand) - state.players[Seat.B].known_in_hand)
    drawn = (Event(EventKind.DEAL, Seat.B, card),)
    check_redacted(drawn, state, Seat.A, secret=False)  # redact hides a drawn card
    told = (Event(EventKind.DISCARD, Seat.B, card),)  # a public kind naming a card in hand
    check_redacted(told, state, Seat.B, secret=False)
    with pytest.raises(InvariantError, match=r"discard shows A B:.*, a card hidden from it"):
        check_redacted(told, state, Seat.A, secret=False)


def test_an_event_naming_a_secret_posta_is_a_leak(make_config: ConfigFactory) -> None:
    state, _ = _secret_posta_state(make_config(seed=3))
    chooser = next(seat for seat in Seat if state.players[seat].posta is not None)
    told = (Event(EventKind.REVEAL, chooser, state.players[chooser].posta),)
    check_redacted(told, state, chooser.other, secret=False)
    with pytest.raises(InvariantError, match="reveal shows"):
        check_redacted(told, state, chooser.other, secret=True)


# -- notation round trips -------------------------------------------------------------------------


def test_a_position_the_notation_cannot_write_fails_the_round_trip(
    make_config: ConfigFactory,
) -> None:
    state = new_game(make_config(seed=6))
    decks = deck_map(state.config)
    check_position_round_trip(state, decks)
    a = state.players[Seat.A]
    doubled = state.with_player(Seat.A, a.with_(hand=a.hand + a.hand[:1]))
    with pytest.raises(InvariantError, match=r"does not read back .*listed twice"):
        check_position_round_trip(doubled, decks)


def test_a_notation_that_loses_a_field_fails_the_round_trip(
    make_config: ConfigFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    state = new_game(make_config(seed=6)).with_(draws=1)
    decks = deck_map(state.config)
    check_position_round_trip(state, decks)
    written = invariants.format_position
    monkeypatch.setattr(invariants, "format_position", lambda s: written(s).replace(" draws=1", ""))
    with pytest.raises(InvariantError, match="does not read back to the same state"):
        check_position_round_trip(state, decks)


def test_an_action_that_does_not_read_back_fails(make_config: ConfigFactory) -> None:
    state = new_game(make_config(seed=7))
    check_action_notation(state.config, legal_actions(state))
    # B's Basic card shares its name with A's: the notation names A's card instead.
    theirs = Action(Seat.A, ActionKind.ATTACK, state.players[Seat.B].hand[0])
    with pytest.raises(InvariantError, match=r"'A attack .*' reads back as .*, not "):
        check_action_notation(state.config, [theirs])


# -- the watch and the self-play -------------------------------------------------------------------


def test_posta_secrets_follow_the_events(make_config: ConfigFactory) -> None:
    """A choice hides the Posta from the opponent; a see-posta skill or the reveal shows it."""
    state, _ = _secret_posta_state(make_config(seed=3))
    chooser = next(seat for seat in Seat if state.players[seat].posta is not None)
    posta, other = state.players[chooser].posta, chooser.other
    secrets = PostaSecrets()
    assert not secrets.secret_from(state, other)
    secrets.update([Event(EventKind.POSTA_CHOSEN, chooser, None)])
    assert secrets.secret_from(state, other) and not secrets.secret_from(state, chooser)
    secrets.update([Event(EventKind.POSTA_SHOWN, other, posta)])
    assert not secrets.secret_from(state, other)
    secrets.update([Event(EventKind.POSTA_CHOSEN, chooser, None)])
    secrets.update([Event(EventKind.REVEAL, chooser, posta)])
    assert not secrets.secret_from(state, other)


def test_selfplay_reports_a_broken_invariant_with_its_action(
    make_config: ConfigFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An engine that loses a card at the fifth action fails the watched game there."""
    engine = selfplay.apply

    def losing(state: GameState, action: Action) -> Transition:
        transition = engine(state, action)
        if state.ply != 4:
            return transition
        a = transition.state.players[Seat.A]
        broken = transition.state.with_player(Seat.A, a.with_(deck=a.deck[1:]))
        return Transition(broken, transition.events)

    monkeypatch.setattr(selfplay, "apply", losing)
    config = make_config(seed=8)
    with pytest.raises(SelfplayError, match=r"^after action 5 '.+': seat A's cards") as error:
        play_random_game(config, random.Random(8), check_invariants=True)
    assert len(error.value.record.actions) == 5
    report = selfplay.run_selfplay(config.decks, 2, seed=8, check_invariants=True)
    assert len(report.errors) == 2 and "cards are not conserved" in report.errors[0].message
