"""Moves in words (rules/describe.py): every kind has words in both moods, the words depend on
the decision being taken, and a card hidden from a reader is never named (docs/trust.md,
R-028, R-034)."""

from __future__ import annotations

import dataclasses
import random

import pytest

from audatia_qt.engine.messages import CardName, Message
from audatia_qt.games.audatia.narrator.describe import (
    PHRASES,
    Mood,
    describe_action,
    fencer_names,
    say,
)
from audatia_qt.games.audatia.rules import (
    Action,
    ActionKind,
    GameState,
    Phase,
    Seat,
    apply,
    legal_actions,
    new_game,
)
from audatia_qt.games.audatia.rules.config import GameConfig, Variant
from audatia_qt.games.audatia.rules.views import hidden_cards
from tests.conftest import ConfigFactory

A = ActionKind
READERS: tuple[tuple[Seat, ...], ...] = ((), (Seat.A,), (Seat.B,), (Seat.A, Seat.B))


def test_every_kind_of_move_has_words_in_both_moods() -> None:
    assert set(PHRASES) == set(ActionKind)
    for kind, phrase in PHRASES.items():
        assert phrase.do and phrase.does, kind
        # A phrase with secret words has them in both moods.
        assert (phrase.secret_do is None) == (phrase.secret_does is None), kind
        # The log's sentence names its fencer: each language puts the name where it goes.
        assert "fencer" in phrase.does.placeholders(), kind
        assert "fencer" not in phrase.do.placeholders(), kind
        assert phrase.does.context == phrase.do.context == "Moves", kind


def test_a_move_is_a_message_with_its_card_and_its_fencer(make_config: ConfigFactory) -> None:
    config = make_config()
    card = config.cards.action_cards[Seat.A][0]
    parry = Action(Seat.A, A.PARRY, card)
    said = say(config, Phase.REACT, parry, mood=Mood.DOES)
    assert isinstance(said, Message)
    assert said.source == "{fencer} parries with {card}."
    name = config.cards[card].definition.name
    assert said.values() == {
        "fencer": fencer_names(config)[Seat.A],
        "card": CardName(name, article=True),
    }
    assert say(config, Phase.REACT, parry).values() == {"card": CardName(name)}


def _games(config: GameConfig, seeds: range) -> list[list[tuple[GameState, Action, GameState]]]:
    games = []
    for seed in seeds:
        state = new_game(dataclasses.replace(config, seed=seed))
        rng = random.Random(seed)
        plies = []
        while state.outcome is None:
            action = rng.choice(legal_actions(state))
            after = apply(state, action).state
            plies.append((state, action, after))
            state = after
        games.append(plies)
    return games


@pytest.mark.parametrize("variant", list(Variant))
def test_every_move_of_random_games_reads_as_words_and_hides_what_is_hidden(
    make_config: ConfigFactory, variant: Variant
) -> None:
    base = make_config()
    config = GameConfig(base.decks, challenger=base.challenger, seed=0, variant=variant)
    seen: set[ActionKind] = set()
    for plies in _games(config, range(8)):
        for before, action, after in plies:
            seen.add(action.kind)
            for readers in READERS:
                hidden = set().union(*(hidden_cards(after, r) for r in readers))
                for mood in Mood:
                    said = describe_action(before, action, readers=readers, after=after, mood=mood)
                    text = said.english()
                    assert text and "{" not in text and "None" not in text, (action, text)
                    # Every card the message holds is one its readers may see.
                    named = {part.name for part in said.walk() if isinstance(part, CardName)}
                    for card in (action.card, action.card2):
                        if card is None:
                            continue
                        name = config.cards[card].definition.name
                        if card in hidden:
                            assert name not in text, (readers, action, text)
                            assert name not in named, (readers, action, text)
                        elif not readers:
                            assert name in text, (action, text)
    assert len(seen) >= 12


def _to_posta_choice(config: GameConfig) -> GameState:
    state = new_game(config)
    rng = random.Random(1)
    while state.phase is not Phase.POSTA_CHOICE:
        actions = [a for a in legal_actions(state) if a.kind is not A.CYCLE]
        state = apply(state, rng.choice(actions)).state
    return state


def test_a_posta_chosen_in_secret_is_named_to_its_owner_only(make_config: ConfigFactory) -> None:
    state = _to_posta_choice(make_config(seed=3))
    choice = next(a for a in legal_actions(state) if a.kind is A.CHOOSE_POSTA)
    chooser = choice.seat
    name = state.config.cards[choice.card or 0].definition.name
    assert describe_action(state, choice, readers=(chooser,)).english() == f"choose {name}"
    assert (
        describe_action(state, choice, readers=(chooser.other,)).english()
        == "choose a Posta in secret"
    )
    fencer = fencer_names(state.config)[chooser]
    assert (
        describe_action(state, choice, readers=(Seat.A, Seat.B), mood=Mood.DOES).english()
        == f"{fencer} chooses a Posta in secret."
    )
    # The second choice reveals both Poste at once: then it may be named to everyone.
    after = apply(state, choice).state
    second = next(a for a in legal_actions(after) if a.kind is A.CHOOSE_POSTA)
    second_name = after.config.cards[second.card or 0].definition.name
    assert (
        describe_action(after, second, readers=(Seat.A, Seat.B)).english()
        == f"choose {second_name}"
    )


def test_the_words_for_passing_follow_the_decision(make_config: ConfigFactory) -> None:
    config = make_config()
    pass_a = Action(Seat.A, A.PASS)
    assert say(config, Phase.OPENING, pass_a).english() == "let the moment pass"
    assert (
        say(config, Phase.AFTER_PARRY, pass_a).english()
        == "go on without an Audatia Entry or a Feint"
    )
    assert say(config, Phase.MEASURE_SKILLS, pass_a).english() == "play no skill"
    decline = Action(Seat.B, A.DECLINE)
    fencer = fencer_names(config)[Seat.B]
    assert say(config, Phase.SALUTE, decline, mood=Mood.DOES).english() == (
        f"{fencer} does not salute."
    )
    assert say(config, Phase.SKILL_RESPONSE, decline).english() == "let the skill stand"


def test_a_hidden_card_without_secret_words_reads_as_a_card(make_config: ConfigFactory) -> None:
    config = make_config()
    card = config.cards.action_cards[Seat.A][0]
    said = say(config, Phase.REACT, Action(Seat.A, A.PARRY, card), hidden={card})
    assert said.english() == "parry with a card"
    assert not [part for part in said.walk() if isinstance(part, CardName)]


def test_fencers_are_told_apart_when_both_play_one_deck(make_config: ConfigFactory) -> None:
    config = make_config()
    same = GameConfig((config.decks[0], config.decks[0]), challenger=Seat.A, seed=0)
    a, b = fencer_names(same)
    assert a != b and a.endswith("(A)") and b.endswith("(B)")
