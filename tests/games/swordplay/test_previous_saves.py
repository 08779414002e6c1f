"""A Swordplay save made by an earlier version still opens (the developers' guide: "a save made
by an earlier version still opens"). The files in tests/games/swordplay/saves were written by
the app of their time (tests/games/swordplay/saves/make_v1_saves.py, commit 2c953d7) and are
never regenerated: version 1 saves, dealt from the bundled deck's first monsters (the Troll 16
life and 2 damage, the Revenant 11 and 1) before they were tuned by measurement."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from audatia_qt.engine.session.saves import dumps_match, load_file, loads_game, replay_saved
from audatia_qt.games.swordplay.saves.codec import FIRST_MONSTERS
from tests.games.swordplay.sessions import CATALOGUE

SAVES = sorted((Path(__file__).parent / "saves").glob("v1-*.swordplay"))


def test_the_corpus_holds_a_solo_and_a_coop_save() -> None:
    assert [path.name for path in SAVES] == [
        "v1-coop-revenant.swordplay",
        "v1-solo-troll.swordplay",
    ]


@pytest.mark.parametrize("path", SAVES, ids=[path.name for path in SAVES])
def test_a_version_1_save_opens_with_the_monster_it_was_dealt(path: Path) -> None:
    """It replays to its saved position (the reader checks it) with the monster's numbers of
    the deck it was dealt from, not today's."""
    loaded = load_file(path, CATALOGUE)
    config = loaded.setup.config
    assert config.monster is not None
    monster = config.cards.monster(config.monster)
    assert (monster.life, monster.damage) == FIRST_MONSTERS[monster.id]
    assert len(loaded.actions) == len(json.loads(path.read_text())["actions"])


@pytest.mark.parametrize("path", SAVES, ids=[path.name for path in SAVES])
def test_a_resumed_old_fight_saved_again_opens_again(path: Path) -> None:
    """Resumed and saved by today's app, the fight keeps its first deck: the new file says
    revision 1 and opens at the same position."""
    loaded = load_file(path, CATALOGUE)
    match, _ = replay_saved(loaded.setup, json.loads(path.read_text())["actions"])
    data = json.loads(dumps_match(match))
    assert data["version"] == 2 and data["game"]["deck_revision"] == 1
    again = loads_game(json.dumps(data), CATALOGUE)
    assert again.actions == loaded.actions
