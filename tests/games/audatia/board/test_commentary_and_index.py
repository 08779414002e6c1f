"""The commentary never names a hidden card and reads like a fencer's account; the index puts
each play where the rulebook puts it."""

from __future__ import annotations

import random
from collections.abc import Callable

from audatia_qt.engine.messages import Message
from audatia_qt.games.audatia.board.index import LegalIndex, ZoneId, target_zone
from audatia_qt.games.audatia.board.layout import ZoneKind
from audatia_qt.games.audatia.narrator.commentary import Commentator, public_events
from audatia_qt.games.audatia.rules import (
    ActionKind,
    Event,
    EventKind,
    GameConfig,
    Seat,
    apply,
    legal_actions,
    new_game,
    redact,
)
from audatia_qt.games.audatia.rules.config import CardKind


def _games(config: GameConfig, seed: int):  # type: ignore[no-untyped-def]
    state = new_game(config)
    rng = random.Random(seed)
    while state.outcome is None:
        legal = legal_actions(state)
        transition = apply(state, legal[rng.randrange(len(legal))])
        yield state, transition
        state = transition.state


def _said(lines: list[Message]) -> list[str]:
    """The log's sentences in English (the commentary says Messages, issue 21)."""
    return [line.english() for line in lines]


def test_the_log_never_names_a_hidden_card(make_config: Callable[..., GameConfig]) -> None:
    config = make_config(seed=2)
    commentator = Commentator(config)
    names = {card.definition.name for card in config.cards.instances}
    for _state, transition in _games(config, 2):
        hidden = [e for e in transition.events if e.kind in (EventKind.DEAL, EventKind.TRADE)]
        public = public_events(transition.events)
        text = " ".join(_said(commentator.sentences(list(public))))
        for event in hidden:
            assert event.card is not None
            # A drawn or traded card's name appears only if the same card was also shown.
            shown = {e.card for e in public if e.card is not None}
            if event.card not in shown:
                name = config.cards[event.card].definition.name
                assert f"draws a {name}" not in text
        assert all(e.card is None for e in public if e.kind is EventKind.POSTA_CHOSEN)
        assert names  # the deck has names to leak


def test_a_parry_reads_with_its_bind(make_config: Callable[..., GameConfig]) -> None:
    for seed in range(40):
        config = make_config(seed=seed)
        commentator = Commentator(config)
        for _state, transition in _games(config, seed):
            kinds = [e.kind for e in transition.events]
            if EventKind.PARRY in kinds and EventKind.BIND in kinds:
                lines = _said(commentator.sentences(list(redact(transition.events, Seat.A))))
                assert any(" parries with a " in line and " bind." in line for line in lines)
                return
    raise AssertionError("no parry with a bind in 40 games")


def test_plays_go_where_the_rulebook_puts_them(make_config: Callable[..., GameConfig]) -> None:
    config = make_config(seed=3)
    for state, _transition in _games(config, 3):
        index = LegalIndex(legal_actions(state))
        for action in index.actions:
            zone = target_zone(action)
            if action.card is None:
                assert action in index.buttons
                continue
            assert zone is not None
            expected = {
                ActionKind.BEAT: ZoneId(action.seat.other, ZoneKind.POSTA),
                ActionKind.TRADE: ZoneId(action.seat, ZoneKind.FACEDOWN),
                ActionKind.CYCLE: ZoneId(action.seat, ZoneKind.DECK),
                ActionKind.CHOOSE_POSTA: ZoneId(action.seat, ZoneKind.POSTA),
            }.get(action.kind)
            if expected is not None:
                assert zone == expected
            assert action in index.actions_for(action.card, zone)


def test_one_act_of_two_events_is_told_once(make_config: Callable[..., GameConfig]) -> None:
    """The salute's discard and the salute, the Audatia Entry and its remedy: one sentence
    each (seen in the course under Xvfb: "discards Contrario. salutes.")."""
    config = make_config(seed=1)
    commentator = Commentator(config)
    name = commentator.names[Seat.A]
    cards = config.cards
    skill = next(c for c in cards.action_cards[Seat.A] if cards.kind(c) is CardKind.SKILL)
    remedy = next(c for c in cards.action_cards[Seat.A] if cards.kind(c) is CardKind.REMEDY)
    skill_name, remedy_name = (config.cards[c].definition.name for c in (skill, remedy))
    salute = [Event(EventKind.DISCARD, Seat.A, skill), Event(EventKind.SALUTE, Seat.A)]
    assert _said(commentator.sentences(salute)) == [f"{name} salutes, discarding {skill_name}."]
    entry = [
        Event(EventKind.AUDATIA_ENTRY, Seat.A, remedy),
        Event(EventKind.REMEDY, Seat.A, remedy),
    ]
    assert _said(commentator.sentences(entry)) == [
        f"{name} makes an Audatia Entry: closes in with the remedy {remedy_name}."
    ]
    other = [Event(EventKind.DISCARD, Seat.B, skill), Event(EventKind.SALUTE, Seat.A)]
    assert len(_said(commentator.sentences(other))) == 2, "two seats' events stay two sentences"


def test_a_feint_is_told_once(make_config: Callable[..., GameConfig]) -> None:
    """Played, standing and feinting: one sentence, not three (seen in a game under Xvfb)."""
    config = make_config(seed=1)
    commentator = Commentator(config)
    finta = config.cards.by_label["A:finta"]
    events = [
        Event(EventKind.SKILL, Seat.A, finta),
        Event(EventKind.SKILL_RESOLVED, Seat.A, finta),
        Event(EventKind.FEINT, Seat.A, finta),
    ]
    name = commentator.names[Seat.A]
    assert _said(commentator.sentences(events)) == [
        f"{name} feints with Finta: a new strike follows."
    ]
    cancelled = [
        Event(EventKind.SKILL, Seat.A, finta),
        Event(EventKind.SKILL_CANCELLED, Seat.A, finta),
    ]
    assert len(_said(commentator.sentences(cancelled))) == 2, (
        "a cancelled Finta was played, then undone"
    )


def test_short_names_tell_the_fencers_apart() -> None:
    """The narrow places name each fencer by the first word, unless that would not tell them
    apart (a deck against its own copy, seen playtesting under Xvfb: "Boucicault" twice on
    the scoreboard) or says too little ("My Galeazzo" as "My")."""
    from audatia_qt.games.audatia.narrator.commentary import short_names

    assert short_names(("Galeazzo da Mantoa", "Boucicault")) == ("Galeazzo", "Boucicault")
    assert short_names(("Boucicault (copy)", "Boucicault")) == ("Boucicault (copy)", "Boucicault")
    assert short_names(("My Galeazzo", "Boucicault")) == ("My Galeazzo", "Boucicault")


def test_a_lift_answers_each_place_as_the_drop_would(
    make_config: Callable[..., GameConfig],
) -> None:
    """What the scene keeps as a card is lifted is the index's own answer for each place; with
    a trade begun, only the trades that pair the lifted card with the first one, each played
    at once."""
    config = make_config(seed=9)
    pairs = 0
    for state, _transition in _games(config, 9):
        index = LegalIndex(legal_actions(state))
        for card in index.cards:
            lift = index.lift(card)
            assert lift.card == card
            assert lift.drops == {zone: index.drop(card, zone) for zone in index.targets(card)}
            assert index.lift(card, pending=card) == lift
            for partner in index.cards - {card}:
                paired = index.lift(partner, pending=card).drops
                assert set(paired) == {
                    zone
                    for zone in index.targets(card)
                    if partner in index.pair_partners(card, zone)
                }
                for zone, drop in paired.items():
                    assert drop.plays == (index.pair_action(card, partner, zone),)
                    assert not drop.needs_pair
                    pairs += 1
    assert pairs  # the game had trades to pair
