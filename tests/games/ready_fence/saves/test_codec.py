"""Ready...Fence!'s save files (``.fence``, issue 30 "saves"): what a save holds, every level
round-tripping, and hostile files refused in one line, never a traceback."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

import pytest

from audatia_qt.engine.session.match import Match
from audatia_qt.engine.session.saves import dumps_match, loads_game
from audatia_qt.engine.session.strict import SaveError
from audatia_qt.games.ready_fence.rules import Level
from audatia_qt.games.ready_fence.saves.codec import SUFFIX
from tests.games.ready_fence.sessions import CATALOGUE, config, play, setup


def _saved(level: Level = Level.BASIC, target: int = 5, moves: int = 40) -> dict[str, Any]:
    match = Match(setup(config(level, target)))
    play(match, moves, random.Random(1))
    data: dict[str, Any] = json.loads(dumps_match(match))
    return data


def test_a_save_holds_the_bout_the_seats_the_moves_and_the_position() -> None:
    data = _saved()
    assert (data["format"], data["version"]) == ("ready_fence-save", 1)
    assert data["game"] == {"deck": "standard", "level": "basic", "target": 5, "chance_seed": 11}
    assert data["seats"] == [{"kind": "human"}, {"kind": "computer"}]
    assert data["difficulty"] == "ismcts:easy"
    assert data["actions"][0].split()[1] == "draw", "the draws are among the moves (RF-9)"
    assert set(data["position"]) == {
        "turn",
        "phase",
        "period",
        "timer",
        "positions",
        "guards",
        "stamina",
        "scores",
        "hands",
        "table",
    }
    assert SUFFIX == ".fence"


@pytest.mark.parametrize(
    ("level", "target"), [(Level.TUTORIAL, 5), (Level.BASIC, 10), (Level.ADVANCED, 15)]
)
def test_every_level_round_trips(level: Level, target: int) -> None:
    match = Match(setup(config(level, target), players=None))
    play(match, 120, random.Random(2))
    loaded = loads_game(dumps_match(match), CATALOGUE)
    assert loaded.setup.config == config(level, target)
    assert loaded.match().state == match.state


def test_a_finished_bout_round_trips() -> None:
    match = Match(setup(config(Level.TUTORIAL), players=None))
    play(match, 50_000, random.Random(3))
    assert match.returns() is not None
    assert loads_game(dumps_match(match), CATALOGUE).match().returns() == match.returns()


def _set(path: str, value: object) -> Callable[[dict[str, Any]], None]:
    keys = path.split(".")

    def change(data: dict[str, Any]) -> None:
        place: Any = data
        for key in keys[:-1]:
            place = place[int(key)] if isinstance(place, list) else place[key]
        last = keys[-1]
        if isinstance(place, list):
            place[int(last)] = value
        else:
            place[last] = value

    return change


def _drop(key: str) -> Callable[[dict[str, Any]], None]:
    def change(data: dict[str, Any]) -> None:
        del data["game"][key]

    return change


HOSTILE: list[tuple[str, Callable[[dict[str, Any]], None], str]] = [
    ("another deck", _set("game.deck", "poker"), "game.deck: the deck 'poker' is not installed"),
    ("a deck name of markup", _set("game.deck", "<b>x</b>"), "is not installed"),
    ("an unknown level", _set("game.level", "olympic"), "game.level: 'olympic' is not one of"),
    ("a target the level lacks", _set("game.target", 15), "not a bout the rules set"),
    ("a target of zero", _set("game.target", 0), "game.target: "),
    ("a target as text", _set("game.target", "5"), "game.target: expected a whole number"),
    ("a negative seed", _set("game.chance_seed", -1), "game.chance_seed: "),
    ("a huge seed", _set("game.chance_seed", 10**30), "game.chance_seed: "),
    ("a missing field", _drop("chance_seed"), "missing field 'chance_seed'"),
    ("an unknown field", _set("game.cheat", True), "unknown field 'cheat'"),
    ("a seat too many", _set("seats", [{"kind": "human"}] * 3), "seats: "),
    ("an unknown bot", _set("difficulty", "oracle"), "'oracle' is not a computer player"),
    ("a move in no notation", _set("actions.3", "0 fly"), "is not valid notation"),
    ("a card not in the set", _set("actions.0", "-1 draw card=999"), "is not valid notation"),
    ("a tampered score", _set("position.scores", [5, 0]), "position mismatch"),
    ("a position as text", _set("position", "x"), "position mismatch"),
    ("actions not a list", _set("actions", "0 keep-hand"), "actions: "),
]


@pytest.mark.parametrize(("what", "change", "words"), HOSTILE, ids=[h[0] for h in HOSTILE])
def test_a_hostile_save_is_refused_in_one_line(
    what: str, change: Callable[[dict[str, Any]], None], words: str
) -> None:
    data = _saved()
    change(data)
    with pytest.raises(SaveError) as refused:
        loads_game(json.dumps(data), CATALOGUE)
    message = str(refused.value)
    assert words in message, message
    assert "\n" not in message and "Traceback" not in message


def test_an_illegal_move_is_refused_in_one_line() -> None:
    data = _saved()
    # The first decision (after the deal) replaced by an attack before any turn.
    first_decision = next(
        number for number, line in enumerate(data["actions"]) if not line.startswith("-1")
    )
    data["actions"][first_decision] = "0 attack card=0"
    with pytest.raises(SaveError) as refused:
        loads_game(json.dumps(data), CATALOGUE)
    assert "\n" not in str(refused.value)


@pytest.mark.parametrize(
    "text",
    ["", "{", "[]", "null", '{"format": "ready_fence-save", "version": 99}', "\x00" * 10],
    ids=["empty", "cut short", "a list", "null", "a future version", "binary"],
)
def test_a_file_that_is_no_save_is_refused_in_one_line(text: str) -> None:
    with pytest.raises(SaveError) as refused:
        loads_game(text, CATALOGUE)
    assert "\n" not in str(refused.value)
