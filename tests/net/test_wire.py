"""Each game's ``ViewCodec`` (``engine.wire``): every seat's view, its legal actions and its
redacted events, over seeded random games of every game and mode, go to JSON and come back
equal; the JSON holds no more than the view (no seed, no state); the reader takes nothing but
the game's own types, exactly."""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

import pytest

from audatia_qt.engine.catalogue import GameEntry
from audatia_qt.engine.wire import MAX_DEPTH, TypedViewCodec, ViewCodec
from tests.engine.twenty_one.rules import Config, Event, Move, TwentyOne, View
from tests.net.tables import ENTRIES, config_of, random_plies

#: Seeded games per game: enough to meet each game's modes and most of its kinds of event.
GAMES_PER_ENTRY = 4


def wire_of(entry: GameEntry) -> ViewCodec:
    assert entry.wire is not None, f"{entry.id} gives no ViewCodec"
    return entry.wire


@pytest.mark.parametrize("entry", ENTRIES, ids=lambda entry: entry.id)
def test_views_actions_and_events_round_trip(entry: GameEntry) -> None:
    wire = wire_of(entry)
    game = entry.game
    checked = 0
    for seed in range(GAMES_PER_ENTRY):
        config = config_of(entry, seed)
        public = wire.public_config(config)
        told = 0
        for match in random_plies(entry, config, seed):
            state = match.state
            events = [event for ply in match.plies[told:] for event in ply.events]
            told = len(match.plies)
            for seat in range(game.seat_count(config)):
                view = game.observe(state, seat)
                # Through text, as the wire carries it: JSON's own types only.
                data = json.loads(json.dumps(wire.write_view(public, view), allow_nan=False))
                assert wire.read_view(public, data) == view
                seen = game.redact(events, seat)
                written = json.loads(json.dumps(wire.write_events(public, seen)))
                assert wire.read_events(public, written) == seen
                checked += 1
            for action in match.legal_actions():
                text = wire.write_action(public, action)
                assert wire.read_action(public, text) == action
    assert checked > 4 * GAMES_PER_ENTRY


@pytest.mark.parametrize("entry", ENTRIES, ids=lambda entry: entry.id)
def test_a_views_json_holds_no_seed_and_no_config_field(entry: GameEntry) -> None:
    """The view holds the config, which holds the deal's seed: the JSON holds neither, only
    the marker that the reader puts the public config back at."""
    wire = wire_of(entry)
    config = config_of(entry, 3)
    public = wire.public_config(config)
    if hasattr(config, "seed"):
        assert public.seed == 0 and config.seed != 0
    match = next(random_plies(entry, config, 3))
    for seat in range(entry.game.seat_count(config)):
        text = json.dumps(wire.write_view(public, entry.game.observe(match.state, seat)))
        assert '{"$": "config", "f": {}}' in text
        assert "seed" not in text


def _toy() -> TypedViewCodec:
    return TypedViewCodec(
        TwentyOne(),
        rules="1",
        types=(View, Event),
        config_type=Config,
        action_types=(Move,),
        public_config=lambda config: config,
    )


def _toy_view() -> tuple[Config, dict[str, Any]]:
    config = Config(2)
    view = View(config, 0, ((3, 4), (None, 5)), (False, True), 0, False, None)
    return config, _toy().write_view(config, view)


@pytest.mark.parametrize(
    "spoil",
    [
        lambda data: {**data, "$": "State"},  # not among the game's types
        lambda data: {**data, "$": "os.system"},
        lambda data: {**data, "extra": 1},  # a key the form does not have
        lambda data: {"$": "View", "f": {**data["f"], "secret": 1}},  # a field the view lacks
        lambda data: {"$": "View", "f": {k: v for k, v in data["f"].items() if k != "turn"}},
        lambda data: {"$": "View", "f": {**data["f"], "config": {"$": "config", "f": {"seed": 9}}}},
        lambda data: {"$": "View", "f": {**data["f"], "turn": {"$": "set", "v": 3}}},
        lambda data: {"$": "View", "f": {**data["f"], "turn": {"$": "action", "v": "? ?"}}},
        lambda data: {"$": "View", "f": {**data["f"], "turn": float("nan")}},
        lambda data: {"$": "View", "f": {**data["f"], "turn": {"no": "name"}}},
        lambda data: 3.5j,
    ],
)
def test_the_reader_refuses_what_the_writer_never_writes(spoil: Any) -> None:
    config, data = _toy_view()
    with pytest.raises(ValueError):
        _toy().read_view(config, spoil(data))


def test_the_reader_refuses_a_tree_too_deep() -> None:
    config, _ = _toy_view()
    deep: Any = 1
    for _ in range(MAX_DEPTH + 2):
        deep = [deep]
    with pytest.raises(ValueError, match="too deeply"):
        _toy().read_view(config, deep)


def test_the_writer_refuses_a_type_it_was_not_given() -> None:
    config = Config(2)
    view = View(config, 0, ((3,), ()), (False, False), 0, False, None)
    codec = TypedViewCodec(
        TwentyOne(),
        rules="1",
        types=(Event,),
        config_type=Config,
        action_types=(Move,),
        public_config=lambda config: config,
    )
    with pytest.raises(ValueError, match="View is not among"):
        codec.write_view(config, view)
    with pytest.raises(ValueError, match="cannot go on the wire"):
        codec.write_view(config, replace(view, hands=[[3]]))  # type: ignore[arg-type]


def test_two_types_of_one_name_are_refused() -> None:
    with pytest.raises(ValueError, match="taken"):
        TypedViewCodec(
            TwentyOne(),
            rules="1",
            types=(View, View),
            config_type=Config,
            action_types=(),
            public_config=lambda config: config,
        )
