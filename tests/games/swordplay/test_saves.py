"""Swordplay's save files (``.swordplay``, issue 29 "Saves"): what a save holds, and hostile
files refused in one line, never a traceback."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from dataclasses import replace
from typing import Any

import pytest

from audatia_qt.engine.session.match import Match
from audatia_qt.engine.session.saves import dumps_match, loads_game
from audatia_qt.engine.session.strict import SaveError
from audatia_qt.games.swordplay.rules import Mode
from tests.games.swordplay.sessions import CATALOGUE, config, play, setup


def _saved(mode: Mode = Mode.SOLO, heroes: int = 1, moves: int = 20) -> dict[str, Any]:
    match = Match(setup(config(mode, heroes, seed=3)))
    play(match, moves, random.Random(1))
    data: dict[str, Any] = json.loads(dumps_match(match))
    return data


def test_a_save_holds_the_table_the_seats_the_moves_and_the_position() -> None:
    data = _saved()
    assert (data["format"], data["version"]) == ("swordplay-save", 2)
    assert data["game"] == {
        "deck": "arena",
        "deck_revision": 2,
        "mode": "solo",
        "heroes": ["sellsword"],
        "monster": "arena-troll",
        "realistic_parries": False,
        "seed": 3,
        "chance_seed": 11,
    }
    assert data["seats"] == [{"kind": "human"}, {"kind": "computer"}]
    assert data["difficulty"] == "ismcts:easy"
    assert data["actions"][0].split()[1] == "roll", "the die's rolls are among the moves"
    assert set(data["position"]) == {
        "turn",
        "phase",
        "life",
        "hands",
        "ready",
        "monster",
        "deck",
        "discard",
    }
    loaded = loads_game(json.dumps(data), CATALOGUE)
    assert loaded.setup.config.monster == "arena-troll"


def test_realistic_parries_and_a_table_of_four_round_trip() -> None:
    table = config(Mode.VERSUS, 4, seed=9)
    table = replace(table, realistic_parries=True)
    match = Match(setup(table, players=None))
    play(match, 40, random.Random(2))
    loaded = loads_game(dumps_match(match), CATALOGUE)
    assert loaded.setup.config == table and loaded.match().state == match.state


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
    ("a hero not in the deck", _set("game.heroes", ["nobody"]), "no hero 'nobody'"),
    (
        "a hero id with markup",
        _set("game.heroes", ["<b>x</b>"]),
        "game.heroes[0]: '<b>x</b>' is not valid",
    ),
    ("no heroes", _set("game.heroes", []), "game.heroes: "),
    ("five heroes", _set("game.heroes", ["sellsword"] * 5), "game.heroes: "),
    ("heroes not a list", _set("game.heroes", "sellsword"), "game.heroes: expected a list"),
    ("an unknown mode", _set("game.mode", "melee"), "game.mode: 'melee' is not one of"),
    (
        "a solo table of two heroes",
        _set("game.heroes", ["sellsword", "shieldmaiden"]),
        "solo play takes one hero, not 2",
    ),
    ("a monster unknown", _set("game.monster", "dragon"), "no monster 'dragon'"),
    ("versus with a monster", _set("game.mode", "versus"), "versus play has no monster"),
    ("a negative seed", _set("game.seed", -1), "game.seed: "),
    ("a huge seed", _set("game.seed", 10**30), "game.seed: "),
    ("a seed as text", _set("game.seed", "7"), "game.seed: expected a whole number"),
    ("parries not a boolean", _set("game.realistic_parries", 1), "game.realistic_parries: "),
    ("a missing field", _drop("chance_seed"), "missing field 'chance_seed'"),
    ("an unknown field", _set("game.cheat", True), "unknown field 'cheat'"),
    ("a seat too many", _set("seats", [{"kind": "human"}] * 3), "seats: "),
    ("an unknown bot", _set("difficulty", "oracle"), "'oracle' is not a computer player"),
    ("a move in no notation", _set("actions.3", "0 fly"), "is not valid notation"),
    ("an illegal move", _set("actions.0", "0 attack 1 at 1"), "is illegal here"),
    ("a deck revision to come", _set("game.deck_revision", 3), "game.deck_revision: "),
    ("a deck revision as text", _set("game.deck_revision", "2"), "game.deck_revision: "),
    ("a tampered position", _set("position.life", [99]), "position mismatch"),
    ("a position as text", _set("position", "x"), "position mismatch"),
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


def test_a_roll_is_read_as_saved_and_a_face_no_d10_shows_is_refused() -> None:
    data = _saved()
    seat, _, face = data["actions"][0].split()
    other = f"{seat} roll {int(face) % 10 + 1}"
    data["actions"][0] = other
    try:
        loaded = loads_game(json.dumps(data), CATALOGUE)
    except SaveError as refused:  # the other face changed who went first: the check says so
        assert "\n" not in str(refused) and "position mismatch" in str(refused)
    else:  # the same player went first: the file holds the other face, as written
        assert loaded.setup.rules.format_action(loaded.setup.config, loaded.actions[0]) == other
    data["actions"][0] = f"{seat} roll 11"
    with pytest.raises(SaveError, match="a d10 face is 1 to 10"):
        loads_game(json.dumps(data), CATALOGUE)
