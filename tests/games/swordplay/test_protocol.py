"""Swordplay: Arena keeps the Game protocol's promises (engine/game.py): chance outcomes that
sum to one, views a sampled world reproduces, redaction that hides other hands, a notation
that round-trips, refusals that name their rule, undo boundaries, returns; and random games
keep the invariants (cards conserved, damage accounted, hands within their limits)."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from audatia_qt.engine.game import CHANCE, Game, IllegalMove
from audatia_qt.games.swordplay.game import GAME_ID, SwordplayGame
from audatia_qt.games.swordplay.rules import (
    Action,
    ActionKind,
    Config,
    Event,
    EventKind,
    Mode,
    Phase,
    State,
    View,
    legal_actions,
    new_game,
    observe,
    parse_action,
    redact,
    sample_world,
    undo_boundary,
    why_not,
)
from audatia_qt.games.swordplay.rules.invariants import (
    InvariantError,
    check_cards_conserved,
    check_protocol,
)
from audatia_qt.games.swordplay.rules.selfplay import play_random_game, random_config, selfplay
from tests.games.swordplay.cardsets import FULL
from tests.games.swordplay.tables import play, table

GAME: Game[Config, State, Action, Event, View] = SwordplayGame()


def _states(seed: int, count: int) -> list[State]:
    """Every state of ``count`` random games from ``seed``, all modes."""
    found: list[State] = []
    for index in range(count):
        config = random_config(FULL, seed + index)
        rng = random.Random(seed + index)
        state = GAME.new_state(config)
        while GAME.to_move(state) is not None:
            found.append(state)
            outcomes = GAME.chance_outcomes(state)
            actions = [a for a, _ in outcomes] if outcomes else list(GAME.legal_actions(state))
            state = GAME.apply(state, rng.choice(actions)).state
        found.append(state)
    return found


STATES = _states(500, 12)


def test_the_game_names_itself_and_its_seats() -> None:
    """The protocol's id and seat count: "swordplay"; heroes and the monster's seat (SP-1)."""
    assert GAME.id == GAME_ID == "swordplay"
    assert GAME.seat_count(Config(FULL, ("warrior",), Mode.SOLO, "ogre")) == 2
    assert GAME.seat_count(Config(FULL, ("warrior",) * 3, Mode.VERSUS)) == 3


def test_chance_and_decisions() -> None:
    """At ``CHANCE`` the legal actions are the chance outcomes, summing to 1; elsewhere there
    are none, and the seat to move is never the monster's (ruling SP-1)."""
    for state in STATES:
        seat = GAME.to_move(state)
        outcomes = GAME.chance_outcomes(state)
        if seat == CHANCE:
            assert sum(odds for _, odds in outcomes) == pytest.approx(1.0)
            assert tuple(GAME.legal_actions(state)) == tuple(a for a, _ in outcomes)
        else:
            assert outcomes == ()
        if seat is not None and seat != CHANCE:
            assert not state.is_monster(seat) and GAME.legal_actions(state)
        if seat is None:
            result = GAME.returns(state)
            assert result is not None and len(result) == state.config.seat_count
            assert set(result) == {0.0, 1.0}


def test_a_sampled_world_reproduces_the_view() -> None:
    """``observe(sample_world(view)) == view`` for every seat at every state; the viewer's own
    hand stays put, the rest is dealt anew (ruling SP-6)."""
    rng = random.Random(3)
    for state in STATES[::3]:
        for seat in range(state.config.seat_count):
            view = GAME.observe(state, seat)
            world = GAME.sample_world(view, rng)
            assert GAME.observe(world, seat) == view
            check_cards_conserved(world)


def test_a_view_hides_other_hands_the_deck_order_and_the_seed() -> None:
    """A view shows the seat's own hand, others' only by count, the deck only by count, and no
    seed (ruling SP-6)."""
    state = new_game(Config(FULL, ("warrior", "brute"), Mode.VERSUS, seed=99))
    view = observe(state, 0)
    assert view.hand == state.heroes[0].hand and view.heroes[1].hand is None
    assert view.heroes[1].hand_count == 5 and view.deck_count == len(state.deck)
    assert view.config.seed == 0 and GAME.viewer(view) == 0
    assert not hasattr(view, "deck") and not hasattr(view, "shuffle_key")
    rng = random.Random(1)
    others = {GAME.sample_world(view, rng).heroes[1].hand for _ in range(20)}
    assert len(others) > 1


def test_coop_heroes_see_only_their_own_hands() -> None:
    """Ruling SP-22: in co-op play each hand is its holder's alone; the monster's seat sees
    none."""
    state = new_game(Config(FULL, ("warrior", "brute"), Mode.COOP, "ogre", seed=4))
    assert observe(state, 0).heroes[1].hand is None and observe(state, 1).heroes[0].hand is None
    monster_view = observe(state, 2)
    assert monster_view.hand == () and all(hero.hand is None for hero in monster_view.heroes)


def test_redaction_hides_cards_drawn_into_another_hand() -> None:
    """A card a hero draws is named to that hero only (rulebook, "2. Draw"); a discarded card
    is public (it lies face up in the discard pile)."""
    state = table(FULL, ((0, 1, 2, 3, 4), (9,)), deck=(20, 21))
    _, events = play(state, "0 discard 2")
    drew = [event for event in events if event.kind is EventKind.DREW]
    assert drew and drew[0].card == 20 and drew[0].hidden
    assert redact(events, 0) == tuple(events)
    for_other = GAME.redact(events, 1)
    assert [e.card for e in for_other if e.kind is EventKind.DREW] == [None]
    assert [e.card for e in for_other if e.kind is EventKind.DISCARDED] == [2]


def test_notation_round_trips_and_parse_errors_say_what_is_wrong() -> None:
    """Every legal action is written on one line and read back the same."""
    for state in STATES[::2]:
        for action in GAME.legal_actions(state):
            text = GAME.format_action(state.config, action)
            assert "\n" not in text
            assert GAME.parse_action(state.config, text) == action
    config = STATES[0].config
    for text, words in (
        ("", "write '<seat> <move>"),
        ("x keep", "the seat 'x' is not a number"),
        ("9 keep", "no seat 9"),
        ("0 fly", "no move 'fly'"),
        ("0 roll 11", "a d10 face is 1 to 10"),
        ("0 attack 3 1", "write '<seat> attack <card> at <target>'"),
        ("0 attack 3 at 9", "no target seat 9"),
        ("0 discard 999", "no card 999"),
        ("0 discard", "write '<seat> discard <card>'"),
        ("0 keep 3", "'keep' takes nothing after it"),
    ):
        with pytest.raises(ValueError, match=r"^[^\n]*$") as error:
            parse_action(config, text)
        assert words in str(error.value)


def _candidates(state: State) -> list[Action]:
    """Every action of any kind, card, target or face for every seat: the legal ones and many
    that are not."""
    seats = range(state.config.seat_count)
    cards = range(len(state.config.cards.combat))
    actions: list[Action] = []
    for seat in seats:
        for kind in ActionKind:
            if kind is ActionKind.ROLL:
                actions += [Action(seat, kind, face=face) for face in range(0, 12)]
            elif kind is ActionKind.ATTACK:
                actions += [Action(seat, kind, card=c, target=t) for c in cards for t in seats]
            elif (
                kind in (ActionKind.KEEP, ActionKind.SKIP_READY, ActionKind.END_TURN)
                or kind is ActionKind.TAKE_HIT
            ):
                actions.append(Action(seat, kind))
            else:
                actions += [Action(seat, kind, card=c) for c in cards]
    return actions


def test_why_not_names_a_rule_exactly_for_the_moves_refused() -> None:
    """``why_not`` is None for the legal actions and a rule's words (naming its section or
    ruling) for every other; ``apply`` refuses those with an ``IllegalMove`` saying the same
    one line."""
    for state in STATES[::60]:
        legal = set(legal_actions(state))
        for action in _candidates(state):
            reason = why_not(state, action)
            if action in legal:
                assert reason is None
                continue
            assert reason is not None and reason.context == "Swordplay"
            assert "(" in reason.english() and "\n" not in reason.english()
        refused = next(a for a in _candidates(state) if a not in legal)
        with pytest.raises(IllegalMove) as error:
            GAME.apply(state, refused)
        assert str(error.value) == (why_not(state, refused) or "").english()  # type: ignore[union-attr]


def test_undo_may_not_go_back_past_a_roll_or_a_draw() -> None:
    """Undo boundaries: a roll of the d10 and a card drawn; nothing else."""
    rolled = GAME.undo_boundary(Event(EventKind.ROLLED, 0, amount=4))
    drawn = GAME.undo_boundary(Event(EventKind.DREW, 0, card=3, hidden=True))
    assert rolled is not None and rolled.context == "Swordplay" and "die" in rolled.english()
    assert drawn is not None and "drawn" in drawn.english()
    assert undo_boundary(Event(EventKind.DISCARDED, 0, card=3)) is None


def test_a_game_replays_from_its_config_and_moves() -> None:
    """Ruling SP-6: the deal and every reshuffle are fixed by the seed, so the moves of a game
    replayed from its config reach the very same states (reshuffles included)."""
    config = Config(FULL, ("warrior", "brute", "duelist"), Mode.VERSUS, seed=5)
    final, moves = play_random_game(config, random.Random(5))
    again, moves_again = play_random_game(config, random.Random(5))
    assert final == again and moves == moves_again
    assert final.reshuffles > 0 or moves < 200


def test_a_sampled_world_reshuffles_by_its_own_key() -> None:
    """Ruling SP-6: a world dealt for a search draws its own shuffle key, so the seed's
    reshuffles stay unknown to the search."""
    state = table(FULL, ((0, 1), (9,)), discard=(20, 21, 22, 23, 24, 25))
    keys = {sample_world(observe(state, 0), random.Random(i)).shuffle_key for i in range(5)}
    assert len(keys) == 5


def test_the_invariants_catch_a_broken_state() -> None:
    """The checks fail on a state that loses a card (so the soak's passing means something)."""
    state = STATES[5]
    broken = replace(
        state, discard=state.discard[:-1] if state.discard else (), deck=state.deck[1:]
    )
    with pytest.raises(InvariantError, match="cards not conserved"):
        check_cards_conserved(broken)


def test_the_deep_checks_pass_along_random_games() -> None:
    """The protocol's promises at every state of a few whole games (``check_protocol``)."""
    report = selfplay(FULL, 6, seed=40, check=True, deep=True)
    assert report.games == 6
    assert check_protocol(STATES[0], random.Random(0)) is None


def test_300_random_games_keep_the_invariants() -> None:
    """Issue 29: seeded random games, every mode, with cards conserved, damage accounted and
    hands within their limits after every move."""
    report = selfplay(FULL, 300, seed=0)
    assert report.games == 300 and report.actions > 300
    modes = {label.split()[0] for label in report.results}
    assert modes == {"versus", "solo", "coop"}


@pytest.mark.slow
def test_20000_random_games_keep_the_invariants() -> None:
    """Issue 29: "20,000 seeded random games with no error and the game's invariants
    checked"."""
    report = selfplay(FULL, 20_000, seed=100_000)
    assert report.games == 20_000


def test_a_draw_phase_event_for_every_card() -> None:
    """Ruling SP-5: each card drawn is an event of its own, after the Discard phase."""
    state = table(FULL, ((0,), (9,)), deck=(20, 21, 22, 23, 24))
    after, events = play(state, "0 keep")
    assert [e.card for e in events if e.kind is EventKind.DREW] == [20, 21, 22, 23]
    assert after.phase is Phase.READY
