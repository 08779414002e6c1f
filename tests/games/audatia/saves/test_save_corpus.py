"""Every save kept under tests/games/audatia/saves/saves keeps loading forever, one per format
version."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from audatia_qt.engine.session.match import SeatKind
from audatia_qt.games.audatia.rules import Reason, Seat
from audatia_qt.games.audatia.saves.savefile import SUFFIX, VERSION, load_file

SAVES = Path(__file__).with_name("saves")
FILES = sorted(SAVES.glob(f"*{SUFFIX}"))


def test_there_is_a_save_for_every_format_version() -> None:
    versions = {json.loads(path.read_bytes())["version"] for path in FILES}
    assert versions == set(range(1, VERSION + 1))


@pytest.mark.parametrize("path", FILES, ids=[path.name for path in FILES])
def test_every_kept_save_loads(path: Path) -> None:
    match = re.fullmatch(r"v(\d+)-[a-z0-9-]+", path.stem)
    assert match, f"{path.name}: name a kept save v<version>-<what>{SUFFIX}"
    assert json.loads(path.read_bytes())["version"] == int(match.group(1))
    game = load_file(path)  # replays every action and checks the saved position
    assert game.match().state.ply == len(game.actions)


def test_the_version_1_save_is_the_game_it_was() -> None:
    game = load_file(SAVES / "v1-finished-game.audatia")
    assert game.setup.players == (SeatKind.HUMAN, SeatKind.COMPUTER)
    assert game.setup.difficulty == "heuristic"
    assert game.setup.config.seed == 11
    assert game.setup.config.challenger is Seat.B
    assert len(game.actions) == 22
    outcome = game.match().outcome()
    assert outcome is not None
    assert (outcome.winner, outcome.reason) == (Seat.B, Reason.UNCOUNTERED_REMEDY)
