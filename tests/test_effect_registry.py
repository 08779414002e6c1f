"""An effect kind is one record in ``rules.effects``: registering one is all a new kind needs.

The ``draw_effect`` fixture (tests/conftest.py) registers a kind no layer has heard of; the
rules play it, the AI scores it, the save format carries it and the deck schema accepts it.
The deck builder lists it too (tests/games/audatia/deck_builder/test_deck_builder.py).
"""

from __future__ import annotations

import dataclasses
import json
import random
import subprocess
import sys
import textwrap

import pytest

from audatia_qt.engine.session.strict import Field
from audatia_qt.games.audatia.policy.heuristic import HeuristicBot
from audatia_qt.games.audatia.policy.search_policy import search_bot
from audatia_qt.games.audatia.rules import (
    EventKind,
    GameConfig,
    Seat,
    apply,
    legal_actions,
    new_game,
    observe,
)
from audatia_qt.games.audatia.rules.cards import DeckDef, Effect, Timing
from audatia_qt.games.audatia.rules.effects import (
    FEINT,
    EffectType,
    effect_type,
    effect_types,
    register,
)
from audatia_qt.games.audatia.saves.deckjson import deck_from_json, deck_to_json
from tests.conftest import DRAW


def _with_draw_skill(deck: DeckDef) -> DeckDef:
    """The deck with its Basic Feint ("finta") turned into a Basic skill of the test kind."""
    skills = tuple(
        dataclasses.replace(
            skill,
            effect=Effect(DRAW.kind, amount=2),
            timing=Timing.OUT_OF_MEASURE,
            requires=None,
        )
        if skill.id == "finta"
        else skill
        for skill in deck.skills
    )
    return dataclasses.replace(deck, skills=skills)


def test_register_refuses_a_second_record_of_a_kind_and_a_kind_without_timing(
    draw_effect: EffectType,
) -> None:
    assert effect_type(DRAW.kind) is DRAW
    assert effect_types()[-1] is DRAW
    with pytest.raises(ValueError, match="already registered"):
        register(dataclasses.replace(FEINT))
    with pytest.raises(ValueError, match="no timing window"):
        register(dataclasses.replace(DRAW, kind="test_never", timings=frozenset()))
    with pytest.raises(ValueError, match="lower-case words"):
        register(dataclasses.replace(DRAW, kind="Test Draw"))


def test_an_unregistered_kind_is_a_key_error() -> None:
    with pytest.raises(KeyError):
        effect_type(DRAW.kind)


def test_the_rules_play_a_registered_kind_and_the_ai_scores_it(
    draw_effect: EffectType, galeazzo: DeckDef, boucicault: DeckDef
) -> None:
    """Games in which the heuristic bot plays the new skill and its record's handler resolves
    it (two cards drawn), against an ISMCTS bot whose sampled worlds and playouts meet it too:
    no KeyError anywhere."""
    deck = _with_draw_skill(galeazzo)
    heuristic, search = HeuristicBot(), search_bot("easy", iterations=8, seconds=None)
    resolved = 0
    for seed in range(6):
        state = new_game(GameConfig((deck, boucicault), challenger=Seat(seed % 2), seed=seed))
        rng = random.Random(seed)
        while legal := legal_actions(state):
            seat = state.to_move
            assert seat is not None
            bot = search if seat is Seat.B and state.ply < 60 else heuristic
            action = bot.choose(observe(state, seat), legal, rng)
            transition = apply(state, action)
            events = transition.events
            for index, event in enumerate(events):
                if event.kind is not EventKind.SKILL_RESOLVED or event.card is None:
                    continue
                if state.config.cards.skill(event.card).effect.kind == DRAW.kind:
                    # The opponent may have let it stand (a decline): the drawer is the event's.
                    resolved += 1
                    drawer = event.seat
                    assert drawer is not None
                    deals = [e for e in events[index:] if e.kind is EventKind.DEAL]
                    assert len(deals) == min(2, len(state.players[drawer].deck))
                    assert all(e.seat is drawer for e in deals)
            state = transition.state
    assert resolved, "no game played the new skill"


def test_the_save_format_carries_a_registered_kind(
    draw_effect: EffectType, galeazzo: DeckDef
) -> None:
    deck = _with_draw_skill(galeazzo)
    data = json.loads(json.dumps(deck_to_json(deck)))
    assert deck_from_json(Field(data, "deck")) == deck


def test_the_deck_schema_is_built_from_the_registry() -> None:
    """A kind registered before the deck models are built (as every kind in rules/ is) is in
    the schema, the deck checks accept a deck using it, and it converts to the rules' card."""
    script = textwrap.dedent(
        """
        import tomllib
        from audatia_qt.games.audatia.rules.cards import Timing
        from audatia_qt.engine.messages import translate
        from audatia_qt.games.audatia.rules.effects import (
            AiHints, EffectType, Then, Param, register
        )
        register(EffectType(
            kind="test_draw", name=translate("Effects", "Test draw"),
            summary=translate("Effects", "Draw cards."), timings=frozenset({Timing.OUT_OF_MEASURE}),
            resolve=lambda step, seat, card: Then.MEASURE, params=frozenset({Param.AMOUNT}),
            ai=AiHints(in_hand=0.5, cancel=0.3, play=0.4),
        ))
        from audatia_qt.games.audatia.decks.load import validate_deck_data, DeckError
        from audatia_qt.games.audatia.decks.schema import schema_text
        from audatia_qt.engine.resources import decks_dir
        data = tomllib.loads((decks_dir() / "galeazzo-da-mantoa.toml").read_text("utf-8"))
        finta = next(card for card in data["skill"] if card["id"] == "finta")
        finta.update(effect={"kind": "test_draw", "amount": 2}, timing="out_of_measure")
        skill = next(
            s for s in validate_deck_data(data, "x").definition.skills if s.id == "finta"
        )
        print(skill.effect.kind, skill.effect.amount, "TestDrawEffect" in schema_text())
        finta.update(effect={"kind": "test_draw"})
        try:
            validate_deck_data(data, "x")
        except DeckError as error:
            print(*(problem.path for problem in error.problems))
        """
    )
    result = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True, timeout=120
    )
    assert result.stdout.split("\n")[:2] == ["test_draw 2 True", "skill[0].effect.amount"]
