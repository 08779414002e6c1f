"""Actions in words for menus and move lists (R-028)."""

from __future__ import annotations

import random

from audatia_qt.rules import ActionKind
from audatia_qt.session.describe import describe_action
from audatia_qt.session.match import Match, MatchSetup
from tests.conftest import ConfigFactory
from tests.session.conftest import play_random


def test_every_action_of_many_games_reads_as_words(make_config: ConfigFactory) -> None:
    seen: set[ActionKind] = set()
    for seed in range(25):
        match = Match(MatchSetup(make_config(seed=seed)))
        play_random(match, random.Random(seed))
        config = match.setup.config
        for action in match.actions:
            seen.add(action.kind)
            phrase = describe_action(config, action)
            assert phrase and "None" not in phrase and "_" not in phrase, phrase
            if action.card is not None and action.kind is not ActionKind.CHOOSE_POSTA:
                assert config.cards[action.card].definition.name in phrase
    assert len(seen) >= 15


def test_named_phrases(make_config: ConfigFactory) -> None:
    config = make_config()
    match = Match(MatchSetup(config))
    discard = next(a for a in match.legal_actions() if a.kind is ActionKind.MULLIGAN_DISCARD)
    name = config.cards[discard.card or 0].definition.name
    assert describe_action(config, discard) == f"discard {name}"
    parry = discard._replace(kind=ActionKind.PARRY)
    assert describe_action(config, parry) == f"parry with {name}"
    posta = discard._replace(kind=ActionKind.CHOOSE_POSTA)
    assert describe_action(config, posta, discard.seat.other) == "choose a Posta in secret"
    assert describe_action(config, posta, discard.seat) == f"choose {name}"
    virtue = discard._replace(kind=ActionKind.CHOOSE_VIRTUE, card=None, choice="prudentia")
    assert describe_action(config, virtue) == "choose Prudentia"
