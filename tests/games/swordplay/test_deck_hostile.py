"""A hostile or broken Swordplay deck file is refused with one line per problem, naming the
file, the card and what is wrong; never a traceback, never a write (issue 29, "The cards")."""

from __future__ import annotations

import os
import re
import socket
from collections.abc import Callable
from pathlib import Path

import pytest

from audatia_qt.games.swordplay.decks.bundled import default_deck_path
from audatia_qt.games.swordplay.decks.load import (
    MAX_DECK_BYTES,
    MAX_LINE,
    CardSetError,
    load_card_set,
    load_card_set_text,
)

ARENA = default_deck_path().read_text(encoding="utf-8")


def _once(old: str, new: str) -> str:
    assert old in ARENA, old
    return ARENA.replace(old, new, 1)


def _drop_table(header: str, card_id: str) -> str:
    """The bundled deck without the card ``card_id`` of ``[[header]]``."""
    start = ARENA.index(f'[[{header}]]\nid = "{card_id}"')
    end = ARENA.index("\n[[", start + 1)
    return ARENA[:start] + ARENA[end + 1 :]


# (name, the file's text, what the first line must say, the card it must name or "")
CASES: list[tuple[str, str, str, str]] = [
    ("not TOML", "[[attack]\nid = ", "not valid TOML", ""),
    ("deeply nested", "x = " + "[" * 5000 + "]" * 5000, "nest more than", ""),
    ("dotted keys deep", "x" + ".x" * 3000 + " = 1", "nest more than", ""),
    (
        "wrong type",
        _once("life = 20", 'life = "lots"'),
        "must be a whole number",
        "monster[0] 'arena-troll'",
    ),
    (
        "float count",
        _once("count = 4", "count = 4.0"),
        "must be a whole number",
        "attack[0] 'attack-high'",
    ),
    ("NaN", _once("count = 4", "count = nan"), "must be a whole number", "attack[0] 'attack-high'"),
    (
        "infinity",
        _once("value = 4", "value = inf"),
        "must be a whole number",
        "armor[2] 'plate-harness'",
    ),
    (
        "true as a number",
        _once("uses = 3", "uses = true"),
        "must be a whole number",
        "shield[1] 'heater-shield'",
    ),
    (
        "negative count",
        _once("count = 4", "count = -2"),
        "must be at least 1",
        "attack[0] 'attack-high'",
    ),
    (
        "zero count",
        _once("count = 4", "count = 0"),
        "must be at least 1",
        "attack[0] 'attack-high'",
    ),
    (
        "a billion copies",
        _once("count = 4", "count = 1000000000"),
        "must be at most 12",
        "attack[0] 'attack-high'",
    ),
    ("a huge integer", _once("count = 4", "count = " + "9" * 5000), "not valid TOML", ""),
    (
        "unknown field",
        _once('id = "dagger"', 'id = "dagger"\nsharpness = 9'),
        "unknown field",
        "weapon[0] 'dagger'",
    ),
    ("unknown table", ARENA + '\n[[spell]]\nid = "fireball"\n', "unknown field", ""),
    ("three hands", _once("hands = 1", "hands = 3"), "must be at most 2", "weapon[0] 'dagger'"),
    ("no hands", _once("hands = 1", "hands = 0"), "must be at least 1", "weapon[0] 'dagger'"),
    (
        "guard above never",
        _once("high = 7", "high = 12"),
        "must be at most 11",
        "monster[0] 'arena-troll'",
    ),
    ("guard zero", _once("high = 7", "high = 0"), "must be at least 1", "monster[0] 'arena-troll'"),
    (
        "guard missing",
        _once("high = 7, ", ""),
        "required field is missing",
        "monster[0] 'arena-troll'",
    ),
    (
        "negative life",
        _once("life = 20", "life = -5"),
        "must be at least 1",
        "monster[0] 'arena-troll'",
    ),
    (
        "unknown location",
        _once('location = "high"', 'location = "sky"'),
        "must be one of",
        "attack[0] 'attack-high'",
    ),
    ("bad id", _once('id = "dagger"', 'id = "Dagger!"'), "characters not allowed", "weapon[0]"),
    (
        "name on two lines",
        _once('name = "Dagger"', 'name = "Dag\\nger"'),
        "characters not allowed",
        "weapon[0] 'dagger'",
    ),
    (
        "huge name",
        _once('name = "Dagger"', f'name = "{"D" * 100_000}"'),
        "at most 60 characters",
        "weapon[0] 'dagger'",
    ),
    ("56 combat cards", _once("count = 4", "count = 3"), "holds 57 cards, this one 56", ""),
    (
        "duplicate id",
        _once('id = "dagger"', 'id = "duck"'),
        "used by another card",
        "weapon[0] 'duck'",
    ),
    (
        "missing Spanish",
        _once(
            'translations.es = { name = "Daga", text = "Corta y rápida. '
            'Deja una mano libre para un escudo o una segunda hoja." }\n',
            "",
        ),
        "no translation into es",
        "weapon[0] 'dagger'",
    ),
    (
        "unknown language",
        _once('translations.es = { name = "Daga"', 'translations.xx = { name = "Daga"'),
        "unknown language code",
        "weapon[0] 'dagger'",
    ),
    (
        "dodge with locations",
        _once('name = "Dodge"\n', 'name = "Dodge"\nlocations = ["high"]\n'),
        "list no locations",
        "defense[8] 'dodge'",
    ),
    (
        "defence with no location",
        _once('locations = ["left"]\ncount = 2', "locations = []\ncount = 2"),
        "at least one location",
        "defense[4] 'sidestep-left'",
    ),
    (
        "location twice",
        _once('locations = ["low"]\ncount = 3', 'locations = ["low", "low"]\ncount = 3'),
        "listed twice",
        "defense[2] 'jump'",
    ),
    (
        "an original card in the box",
        _once(
            'provenance = { status = "reconstructed", reason = "The best armor',
            'provenance = { status = "original", reason = "The best armor',
        ),
        "not original",
        "armor[2] 'plate-harness'",
    ),
    (
        "no monster",
        "\n".join(line for line in ARENA.splitlines()).split("[[monster]]")[0]
        + "[[attack]]"
        + ARENA.split("[[attack]]", 1)[1],
        "at least 1 monster",
        "",
    ),
    (
        "wrong schema version",
        _once("schema_version = 1", "schema_version = 2"),
        "must be one of",
        "",
    ),
    (
        "a table where a list goes",
        _once('effects = ["piercing"]', "effects = { piercing = true }"),
        "must be a list",
        "attack[5] 'thrust-under-the-guard'",
    ),
    (
        "a key with a terminal escape",
        _once('id = "dagger"', 'id = "dagger"\n"\\u001b[31mred" = 1'),
        "unknown field",
        "weapon[0] 'dagger'",
    ),
]


def _assert_one_line_each(error: CardSetError, source: str) -> None:
    lines = error.lines()
    assert lines
    for line in lines:
        assert "\n" not in line and "\r" not in line and "\x1b" not in line
        assert len(line) <= MAX_LINE
        assert line.startswith(f"{source}: ")
    assert "\n" not in str(error)
    assert "Traceback" not in str(error)


@pytest.mark.parametrize(("name", "text", "says", "card"), CASES, ids=[case[0] for case in CASES])
def test_a_broken_deck_is_refused_in_one_line_per_problem(
    name: str, text: str, says: str, card: str
) -> None:
    with pytest.raises(CardSetError) as caught:
        load_card_set_text(text, "arena.toml")
    error = caught.value
    _assert_one_line_each(error, "arena.toml")
    joined = "\n".join(error.lines())
    assert says in joined, joined
    if card:
        assert re.search(rf"arena\.toml: {re.escape(card)}", joined), joined


def test_a_custom_deck_needs_two_heroes() -> None:
    text = ARENA.replace('edition = "boxed"', 'edition = "custom"')
    for hero in ("shieldmaiden", "duellist", "pit-fighter"):
        start = text.index(f'[[hero]]\nid = "{hero}"')
        text = text[:start] + text[text.index("\n[[", start + 1) + 1 :]
    with pytest.raises(CardSetError) as caught:
        load_card_set_text(text, "arena.toml")
    assert caught.value.lines() == [
        "arena.toml: hero: a deck needs at least 2 heroes, this one has 1"
    ]


def test_one_hero_fewer_is_refused_for_the_box_and_for_play() -> None:
    text = _drop_table("hero", "shieldmaiden")
    with pytest.raises(CardSetError) as caught:
        load_card_set_text(text, "arena.toml")
    assert "the boxed edition has 2 heroes and 1 monster" in caught.value.first_line()


def _snapshot(folder: Path) -> dict[str, tuple[int, int]]:
    return {
        entry.name: (
            entry.stat(follow_symlinks=False).st_size,
            entry.stat(follow_symlinks=False).st_mtime_ns,
        )
        for entry in folder.iterdir()
    }


FILES: list[tuple[str, Callable[[Path], None], str]] = [
    ("empty", lambda path: path.write_bytes(b"  \n"), "the file is empty"),
    ("binary", lambda path: path.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00"), "binary file"),
    ("not UTF-8", lambda path: path.write_bytes(b'name = "\xff\xfe"\n'), "not UTF-8"),
    (
        "too large",
        lambda path: path.write_bytes(b"#" * (MAX_DECK_BYTES + 1)),
        "too large for a deck file",
    ),
    ("a folder", lambda path: path.mkdir(), "is a folder"),
    ("missing", lambda path: None, "no such file"),
    ("a FIFO", lambda path: os.mkfifo(path), "named pipe"),
]


@pytest.mark.parametrize(("name", "make", "says"), FILES, ids=[case[0] for case in FILES])
def test_a_hostile_file_is_refused_and_nothing_is_written(
    tmp_path: Path, name: str, make: Callable[[Path], None], says: str
) -> None:
    path = tmp_path / "arena.toml"
    make(path)
    (tmp_path / "other.toml").write_text("kept", encoding="utf-8")
    before = _snapshot(tmp_path)
    with pytest.raises(CardSetError) as caught:
        load_card_set(path)
    _assert_one_line_each(caught.value, str(path))
    assert says in caught.value.first_line()
    assert _snapshot(tmp_path) == before


def test_a_socket_is_refused_without_waiting(tmp_path: Path) -> None:
    path = tmp_path / "arena.toml"
    server = socket.socket(socket.AF_UNIX)
    try:
        server.bind(str(path))
        with pytest.raises(CardSetError) as caught:
            load_card_set(path)
    finally:
        server.close()
    assert "socket" in caught.value.first_line()


def test_a_link_to_an_endless_device_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "arena.toml"
    path.symlink_to("/dev/zero")
    with pytest.raises(CardSetError) as caught:
        load_card_set(path)
    assert "character device" in caught.value.first_line()


def test_a_good_copy_loads_and_leaves_its_folder_as_it_was(tmp_path: Path) -> None:
    path = tmp_path / "arena.toml"
    path.write_text(ARENA, encoding="utf-8")
    before = _snapshot(tmp_path)
    assert len(load_card_set(path).combat) == 57
    assert _snapshot(tmp_path) == before


def test_a_huge_text_is_refused_before_parsing() -> None:
    with pytest.raises(CardSetError) as caught:
        load_card_set_text("x = 1\n" * (MAX_DECK_BYTES // 4), "big.toml")
    assert "too large for a deck file" in caught.value.first_line()


def test_many_problems_are_one_line_saying_how_many_more() -> None:
    text = ARENA.replace("count = 4", "count = -1")
    with pytest.raises(CardSetError) as caught:
        load_card_set_text(text, "arena.toml")
    assert len(caught.value.problems) == 4
    assert caught.value.first_line().endswith("(and 3 more problems)")
