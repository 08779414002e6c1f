"""A corrupted, truncated, wrong-version or hand-edited save gives one clean line naming what is
wrong: never a traceback, never another exception type (issue 7)."""

from __future__ import annotations

import json
import random
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from audatia_qt.games.audatia.saves.savefile import (
    TRUNCATED,
    SaveError,
    dumps_match,
    load_file,
    loads_game,
)

CORPUS = Path(__file__).with_name("saves") / "v1-finished-game.audatia"


@pytest.fixture(scope="module")
def good() -> bytes:
    """A valid save of today's format and rules (the kept corpus's game, written again): its
    moves must all replay, so an edited one is refused. A save of older rules opens up to its
    last legal move instead (tests/games/audatia/saves/test_rules_versions.py)."""
    return dumps_match(load_file(CORPUS).match()).encode()


def _error(data: bytes | str) -> str:
    """The message of the SaveError that loading ``data`` raises; fails if it loads."""
    with pytest.raises(SaveError) as caught:
        loads_game(data)
    message = str(caught.value)
    assert message, "an empty message"
    assert "\n" not in message and "\r" not in message, message
    assert len(message) < 400, message
    return message


def _loads_or_clean_error(data: bytes) -> None:
    try:
        loads_game(data)
    except SaveError as error:
        message = str(error)
        assert message and "\n" not in message and len(message) < 400, message


def test_truncated_at_many_offsets(good: bytes) -> None:
    offsets = sorted(
        {*range(0, 300, 3), *range(0, len(good), 211), *range(len(good) - 60, len(good) - 1)}
    )
    for offset in offsets:
        message = _error(good[:offset])
        expected = TRUNCATED.source if good[:offset].strip() else "the file is empty"
        assert message == expected, (offset, message)


def test_random_bytes() -> None:
    rng = random.Random(1)
    for length in (1, 2, 10, 100, 1000, 50_000):
        for _ in range(5):
            _error(bytes(rng.randrange(256) for _ in range(length)))


def test_flipped_bytes_load_or_fail_cleanly(good: bytes) -> None:
    """A byte changed anywhere: the save still loads (a changed card text) or fails cleanly."""
    rng = random.Random(2)
    for _ in range(150):
        data = bytearray(good)
        for _ in range(rng.randint(1, 3)):
            data[rng.randrange(len(data))] = rng.randrange(256)
        _loads_or_clean_error(bytes(data))


def _edited(good: bytes, edit: Callable[[dict[str, Any]], object]) -> str:
    data = json.loads(good)
    edit(data)
    return json.dumps(data)


def _set(path: str, value: object) -> Callable[[dict[str, Any]], object]:
    """An edit that sets the field at a dotted path (``decks.0.strikes.3.count``)."""

    def edit(data: dict[str, Any]) -> None:
        *parents, last = path.split(".")
        node: Any = data
        for key in parents:
            node = node[int(key)] if isinstance(node, list) else node[key]
        if isinstance(node, list):
            node[int(last)] = value
        else:
            node[last] = value

    return edit


def _delete(key: str) -> Callable[[dict[str, Any]], object]:
    return lambda data: data.pop(key)


EDITS: list[tuple[str, Callable[[dict[str, Any]], object], str]] = [
    (
        "wrong version",
        _set("version", 3),
        r"^save format version 3 is newer than this app reads \(2\)$",
    ),
    ("version zero", _set("version", 0), r"^version: 0 is out of range \(1 to 2\)$"),
    ("version as text", _set("version", "1"), r"^version: expected a whole number, found text$"),
    (
        "version true",
        _set("version", True),
        r"^version: expected a whole number, found true/false$",
    ),
    ("wrong format", _set("format", "chess-pgn"), r"^not a save: the 'format' field"),
    ("seed as text", _set("game.seed", "7"), r"^game\.seed: expected a whole number, found text$"),
    (
        "seed decimal",
        _set("game.seed", 7.5),
        r"^game\.seed: expected a whole number, found a decimal",
    ),
    ("seed negative", _set("game.seed", -1), r"^game\.seed: -1 is out of range"),
    ("seed huge", _set("game.seed", 10**40), r"^game\.seed: a huge number is out of range"),
    ("challenger", _set("game.challenger", "C"), r"^game\.challenger: 'C' is not a seat"),
    ("break rule", _set("game.break_rule", "yes"), r"^game\.break_rule: expected true or false"),
    ("one deck", _set("decks", []), r"^decks: expected 2 elements, found 0$"),
    ("deck as list", _set("decks.0", [1]), r"^decks\[0\]: expected an object, found a list$"),
    (
        "count huge",
        _set("decks.0.strikes.3.count", 10**30),
        r"^decks\[0\]\.strikes\[3\]\.count: a huge number is out of range \(1 to 12\)$",
    ),
    (
        "count zero",
        _set("decks.1.remedies.0.count", 0),
        r"^decks\[1\]\.remedies\[0\]\.count: 0 is out of range",
    ),
    (
        "composition",
        _set("decks.1.strikes.0.count", 2),
        r"^decks\[1\]\.strikes: a deck has 18 cards, found 19$",
    ),
    (
        "blow",
        _set("decks.0.strikes.0.blow", "uppercut"),
        r"^decks\[0\]\.strikes\[0\]\.blow: 'uppercut' is not one of: ",
    ),
    (
        "card id",
        _set("decks.0.poste.0.id", "Corona Vera"),
        r"^decks\[0\]\.poste\[0\]\.id: 'Corona Vera' is not valid here$",
    ),
    (
        "end posta",
        _set("decks.0.strikes.1.end_posta", "nowhere"),
        r"^decks\[0\]\.strikes\[1\]\.end_posta: no posta has the id 'nowhere'$",
    ),
    (
        "art escape",
        _set("decks.0.skills.0.art", "../../etc/passwd"),
        r"^decks\[0\]\.skills\[0\]\.art: an art path must stay inside",
    ),
    (
        "timing",
        _set("decks.0.skills.0.timing", "on_opponent_skill"),
        r"^decks\[0\]\.skills\[0\]\.timing: a .* effect is not played at",
    ),
    (
        "unknown field",
        _set("decks.0.poste.0.magic", 1),
        r"^decks\[0\]\.poste\[0\]: unknown field 'magic'$",
    ),
    ("missing field", _delete("actions"), r"^not a save: missing field 'actions'$"),
    (
        "seat kind",
        _set("seats.1.kind", "robot"),
        r"^seats\[1\]\.kind: 'robot' is not one of: human, computer$",
    ),
    ("difficulty", _set("difficulty", 5), r"^difficulty: expected text, found a number$"),
    (
        "difficulty words",
        _set("difficulty", "import os"),
        r"^difficulty: 'import os' is not a computer player \(one of: random, ",
    ),
    (
        "difficulty no bot",
        _set("difficulty", "ismcts:omniscient"),
        r"^difficulty: 'ismcts:omniscient' is not a computer player \(one of: ",
    ),
    (
        "difficulty cheat",
        _set("difficulty", "cheat"),
        r"^difficulty: 'cheat' is not a computer player \(one of: ",
    ),
    ("actions as text", _set("actions", "A keep"), r"^actions: expected a list, found text$"),
    ("action type", _set("actions.0", 12), r"^actions\[0\]: expected text, found a number$"),
    (
        "action verb",
        _set("actions.2", "A juggle"),
        r"^action 3 of 22 \('A juggle'\) is not valid notation: 'juggle' is not an action verb",
    ),
    (
        "action card",
        _set("actions.4", "A salute excalibur"),
        r"^action 5 of 22 \('A salute excalibur'\) is not valid notation: "
        r"'excalibur' is not a card of seat A$",
    ),
    (
        "illegal action",
        _set("actions.0", "A keep"),
        r"^action 1 of 22 \('A keep'\) is illegal here: ",
    ),
    (
        "position line",
        lambda d: d.__setitem__("position", d["position"].replace("seed=11", "seed=12")),
        r"^position mismatch: replaying the actions does not give the saved position \(line 3: ",
    ),
    ("position null", _set("position", None), r"^position: expected text, found null$"),
]


@pytest.mark.parametrize(
    ("edit", "expected"), [(e, x) for _, e, x in EDITS], ids=[n for n, _, _ in EDITS]
)
def test_hand_edited_saves_name_the_problem(
    good: bytes, edit: Callable[[dict[str, Any]], object], expected: str
) -> None:
    message = _error(_edited(good, edit))
    assert re.search(expected, message), message


def test_actions_after_the_end_of_the_game(good: bytes) -> None:
    data = json.loads(good)
    data["actions"].append("A wait")
    assert _error(json.dumps(data)) == "action 23 of 23 ('A wait') comes after the end of the game"


def test_a_dropped_action_is_a_position_mismatch(good: bytes) -> None:
    data = json.loads(good)
    data["actions"].pop()
    assert _error(json.dumps(data)).startswith("position mismatch")


@pytest.mark.parametrize(
    ("data", "expected"),
    [
        (b"", "the file is empty"),
        (b"   \n", "the file is empty"),
        (b"\xff\xfe{}", "not a save: byte 0 is not UTF-8 text"),
        (b"[1, 2, 3]", "not a save: the file is JSON but not an Audatia save object"),
        (b"hello", "not a save: invalid JSON at line 1 column 1 (Expecting value)"),
        (b'{"format": NaN}', "not a save: 'NaN' is not allowed in a save"),
        (b'{"format": 1, "format": 2}', "not a save: the key 'format' appears twice in one object"),
        (b"[" * 100_000 + b"]" * 100_000, "not a save: the JSON is nested too deeply"),
        (b'{"seed": ' + b"9" * 5000 + b"}", None),
    ],
    ids=["empty", "blank", "utf16", "array", "words", "nan", "duplicate", "deep", "long-number"],
)
def test_not_a_save_at_all(data: bytes, expected: str | None) -> None:
    message = _error(data)
    if expected is None:
        assert message.startswith("not a save: a number is too large"), message
    else:
        assert message == expected


def test_a_file_too_large_is_refused_before_parsing(tmp_path: Path) -> None:
    path = tmp_path / "huge.audatia"
    path.write_bytes(b" " * 5_000_001)
    with pytest.raises(SaveError, match="too large"):
        load_file(path)


def test_a_folder_given_as_a_save_is_named_as_one_in_either_language(
    tmp_path: Path, spanish: object
) -> None:
    """One whole sentence per case, so Spanish says "es una carpeta" (issue 21), never the
    English "it " glued to the file layer's words."""
    from audatia_qt.shell.i18n.render import render

    folder = tmp_path / "game.audatia"
    folder.mkdir()
    with pytest.raises(SaveError) as raised:
        load_file(folder)
    assert raised.value.message.english() == "cannot read game.audatia: it is a folder"
    assert render(raised.value.message) == "no se puede leer game.audatia: es una carpeta"
