"""The saves written by the app before the layout move (commit cb81d76) load unchanged as
Audatia's, at the positions that app saved, and today's app writes them back byte for byte.

The files are in tests/games/audatia/saves/saves/v-cb81d76/ (README.md there says how they were
made) and are never regenerated."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from audatia_qt.engine.session.match import SeatKind
from audatia_qt.games.audatia.rules import Reason, Seat
from audatia_qt.games.audatia.rules.config import Variant
from audatia_qt.games.audatia.rules.position import format_position
from audatia_qt.games.audatia.rules.versions import RULES_VERSION
from audatia_qt.games.audatia.saves.savefile import dumps_match, load_file

FOLDER = Path(__file__).with_name("saves") / "v-cb81d76"
#: The rules version cb81d76 played by and wrote in every save.
SAVED_RULES = 3
HUMAN, COMPUTER = SeatKind.HUMAN, SeatKind.COMPUTER

#: What cb81d76 said of each game when it wrote it: the variant, the challenger, the seats, the
#: actions saved and the result (None: unfinished).
GAMES: dict[
    str, tuple[Variant, Seat, tuple[SeatKind, SeatKind], int, tuple[Seat | None, Reason] | None]
] = {
    "standard-finished": (
        Variant.STANDARD,
        Seat.A,
        (HUMAN, COMPUTER),
        86,
        (Seat.A, Reason.UNCOUNTERED_REMEDY),
    ),
    "standard-unfinished": (Variant.STANDARD, Seat.B, (HUMAN, COMPUTER), 15, None),
    "salle-unfinished": (Variant.SALLE, Seat.A, (HUMAN, COMPUTER), 50, None),
    "salle-finished": (Variant.SALLE, Seat.A, (HUMAN, COMPUTER), 79, (None, Reason.POINTS)),
    "sudden-death-unfinished": (Variant.SUDDEN_DEATH, Seat.A, (HUMAN, COMPUTER), 30, None),
    "sudden-death-finished": (
        Variant.SUDDEN_DEATH,
        Seat.A,
        (HUMAN, COMPUTER),
        48,
        (Seat.B, Reason.UNPARRIED_ATTACK),
    ),
    "continued": (Variant.STANDARD, Seat.A, (HUMAN, COMPUTER), 40, None),
    "hot-seat-finished": (
        Variant.STANDARD,
        Seat.A,
        (HUMAN, HUMAN),
        25,
        (Seat.B, Reason.PERFECT_COUNTER),
    ),
    "hot-seat-unfinished": (Variant.SUDDEN_DEATH, Seat.B, (HUMAN, HUMAN), 20, None),
    "autosave-salle": (Variant.SALLE, Seat.A, (HUMAN, COMPUTER), 30, None),
}


def test_every_save_of_the_previous_version_is_checked() -> None:
    assert sorted(path.stem for path in FOLDER.glob("*.audatia")) == sorted(GAMES)


@pytest.mark.parametrize("name", sorted(GAMES))
def test_a_save_of_the_previous_version_loads_at_its_position(name: str) -> None:
    path = FOLDER / f"{name}.audatia"
    saved = json.loads(path.read_bytes())
    assert "game_id" not in saved and saved["format"] == "audatia-save"
    variant, challenger, players, count, result = GAMES[name]
    game = load_file(path)
    config = game.setup.config
    assert (config.variant, config.challenger, game.setup.players) == (variant, challenger, players)
    assert game.setup.difficulty == (None if players == (HUMAN, HUMAN) else "heuristic")
    assert game.rules_changed is None and len(game.actions) == count
    match = game.match()
    assert format_position(match.state) == saved["position"]
    outcome = match.outcome()
    assert (None if outcome is None else (outcome.winner, outcome.reason)) == result


@pytest.mark.parametrize("name", sorted(GAMES))
def test_today_writes_the_previous_version_s_save_back_byte_for_byte(name: str) -> None:
    """Byte for byte but the rules version: these games replay whole by today's rules, so
    today's app writes them as games of today's rules (``rules.versions``; R-041 made 4)."""
    path = FOLDER / f"{name}.audatia"
    saved = path.read_text(encoding="utf-8")
    assert f'\n "rules": {SAVED_RULES},\n' in saved
    today = saved.replace(f'\n "rules": {SAVED_RULES},\n', f'\n "rules": {RULES_VERSION},\n', 1)
    assert dumps_match(load_file(path).match()) == today
