"""Save -> load gives the identical game; saves are checked, atomic, and never overwrite a good
file with a broken one."""

from __future__ import annotations

import errno
import json
import os
import random
from pathlib import Path

import pytest

from audatia_qt.engine.session.match import Match, MatchSetup, SeatKind
from audatia_qt.engine.session.strict import Field
from audatia_qt.games.audatia.entry import AUDATIA
from audatia_qt.games.audatia.rules import Seat
from audatia_qt.games.audatia.rules.position import format_position
from audatia_qt.games.audatia.saves.deckjson import deck_from_json, deck_to_json
from audatia_qt.games.audatia.saves.savefile import (
    FORMAT,
    VERSION,
    SaveError,
    dumps_match,
    load_file,
    loads_game,
    save_file,
)
from tests.conftest import ConfigFactory
from tests.engine.session.conftest import play_random

SEATINGS = (
    (SeatKind.HUMAN, SeatKind.COMPUTER),
    (SeatKind.COMPUTER, SeatKind.HUMAN),
    (SeatKind.HUMAN, SeatKind.HUMAN),
)


@pytest.mark.parametrize("seed", range(40))
def test_save_then_load_gives_the_identical_game(make_config: ConfigFactory, seed: int) -> None:
    """Random games cut at a random point (or played out) come back state for state."""
    rng = random.Random(seed)
    config = make_config(
        seed=seed * 7919, challenger=Seat(seed % 2), break_rule=seed % 3 != 0, swap=seed % 4 >= 2
    )
    players = SEATINGS[seed % 3]
    match = Match(MatchSetup(AUDATIA, config, players=players, difficulty=f"ismcts:{'easy'}"))
    play_random(match, rng, count=rng.choice((5, 30, 10_000)))
    loaded = loads_game(dumps_match(match))
    assert loaded.setup.players == players
    assert loaded.setup.difficulty == "ismcts:easy"
    assert loaded.setup.config.seed == config.seed
    assert loaded.setup.config.challenger is config.challenger
    assert loaded.setup.config.break_rule is config.break_rule
    assert loaded.actions == match.actions
    again = loaded.match()
    assert again.state == match.state
    assert [ply.events for ply in again.plies] == [ply.events for ply in match.plies]
    assert again.outcome() == match.outcome()


def test_the_decks_round_trip_field_for_field(make_config: ConfigFactory) -> None:
    for deck in make_config().decks:
        data = json.loads(json.dumps(deck_to_json(deck)))
        assert deck_from_json(Field(data, "deck")) == deck


def test_a_deck_whose_remedy_lost_its_perfect_counter_is_refused(
    make_config: ConfigFactory,
) -> None:
    """A save's decks obey every deck rule a deck file does (rules.deck_rules), the perfect
    counter of each remedy included (CARDS.md; R-001): before, deckjson had its own copy of
    the deck rules, which lacked this one."""
    for deck in make_config().decks:
        data = json.loads(json.dumps(deck_to_json(deck)))
        counter = data["counter_remedies"][0]
        flip = {"moon": "night", "night": "moon", None: None}
        counter["inside"], counter["outside"] = flip[counter["inside"]], flip[counter["outside"]]
        with pytest.raises(SaveError, match=r"^deck\.remedies\[\d\]: .* perfect counter-remedy"):
            deck_from_json(Field(data, "deck"))


def test_undone_plies_are_not_saved(make_config: ConfigFactory, rng: random.Random) -> None:
    match = Match(MatchSetup(AUDATIA, make_config(seed=2)))
    play_random(match, rng, 8)
    match.undo()
    match.undo()
    assert loads_game(dumps_match(match)).actions == match.actions


def test_a_save_loads_without_the_deck_files(
    make_config: ConfigFactory, rng: random.Random, tmp_path: Path
) -> None:
    """The save carries every card: a changed deck (here, renamed cards) changes nothing."""
    match = Match(MatchSetup(AUDATIA, make_config(seed=3)))
    play_random(match, rng, 40)
    path = tmp_path / "game.audatia"
    save_file(match, path)
    loaded = load_file(path)
    assert loaded.setup.config.decks == match.setup.config.decks
    assert loaded.match().state == match.state


def test_save_file_writes_the_format_and_version(
    make_config: ConfigFactory, tmp_path: Path
) -> None:
    match = Match(MatchSetup(AUDATIA, make_config(seed=1)))
    path = tmp_path / "game.audatia"
    save_file(match, path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == FORMAT
    assert data["version"] == VERSION
    assert data["position"] == format_position(match.state)
    assert [p.name for p in tmp_path.iterdir()] == ["game.audatia"], "no temporary file left"


def test_a_failed_write_keeps_the_old_file(
    make_config: ConfigFactory,
    rng: random.Random,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A full disk while writing: the old save stays whole, no temporary file is left."""
    from audatia_qt.engine.session import atomic

    match = Match(MatchSetup(AUDATIA, make_config(seed=1)))
    path = tmp_path / "game.audatia"
    save_file(match, path)
    good = path.read_bytes()
    play_random(match, rng, 10)

    def disk_full(descriptor: int) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(atomic.os, "fsync", disk_full)
    with pytest.raises(SaveError, match=r"^cannot write game\.audatia: No space left"):
        save_file(match, path)
    assert path.read_bytes() == good
    assert [p.name for p in tmp_path.iterdir()] == ["game.audatia"]


def test_a_writer_that_produces_a_broken_file_never_replaces_a_good_one(
    make_config: ConfigFactory, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The save is read back before it is written: a bad serialisation is caught."""
    from audatia_qt.games.audatia.saves import codec

    match = Match(MatchSetup(AUDATIA, make_config(seed=1)))
    path = tmp_path / "game.audatia"
    save_file(match, path)
    good = path.read_bytes()
    monkeypatch.setattr(codec, "deck_to_json", lambda deck: {**deck_to_json(deck), "poste": []})
    with pytest.raises(SaveError, match="could not be saved correctly"):
        save_file(match, path)
    assert path.read_bytes() == good


def test_loading_never_changes_the_file(tmp_path: Path) -> None:
    path = tmp_path / "bad.audatia"
    path.write_bytes(b'{"format": "audatia-save", "version": 1, "game": 3}')
    before = path.read_bytes()
    with pytest.raises(SaveError):
        load_file(path)
    assert path.read_bytes() == before


def test_a_missing_file_is_a_clean_error(tmp_path: Path) -> None:
    with pytest.raises(SaveError, match=r"^cannot read nothing\.audatia: no such file"):
        load_file(tmp_path / "nothing.audatia")


def test_a_deck_remembered_by_the_autosave_reads_as_a_fresh_read_would(
    make_config: ConfigFactory,
) -> None:
    """The autosave reads each game's decks once (``DeckMemo``): the deck it returns is the
    one the JSON gives, and a different JSON is still read, and refused, with its own path."""
    from audatia_qt.games.audatia.saves.savefile import DeckMemo

    memo = DeckMemo(size=1)
    deck = make_config().decks[0]
    data = json.loads(json.dumps(deck_to_json(deck)))
    assert memo.read(Field(data, "decks[0]")) == deck
    assert memo.read(Field(json.loads(json.dumps(data)), "decks[1]")) == deck
    data["strikes"][0]["count"] = 0
    with pytest.raises(SaveError, match=r"^decks\[1\]\.strikes\[0\]\.count: 0 is out of range"):
        memo.read(Field(data, "decks[1]"))
    other = make_config().decks[1]
    assert memo.read(Field(deck_to_json(other), "decks[1]")) == other
