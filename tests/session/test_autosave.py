"""Autosave after every action and the resume query; a process killed mid-game resumes with at
most the last action lost (issue 7)."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from audatia_qt.session.atomic import TEMP_PREFIX
from audatia_qt.session.autosave import AUTOSAVE_NAME, Autosave
from audatia_qt.session.match import Match, MatchSetup, SeatKind
from audatia_qt.session.savefile import SaveError
from tests.conftest import ConfigFactory
from tests.session.conftest import play_random

DRIVER = Path(__file__).with_name("autosave_driver.py")
REPO = Path(__file__).resolve().parents[2]


def _match(make_config: ConfigFactory, seed: int = 3) -> Match:
    return Match(MatchSetup(make_config(seed=seed), players=(SeatKind.HUMAN, SeatKind.COMPUTER)))


def test_nothing_to_resume_in_an_empty_or_missing_folder(tmp_path: Path) -> None:
    assert Autosave(tmp_path).resumable() is None
    assert Autosave(tmp_path / "not-yet").resumable() is None


def test_every_action_is_autosaved_and_resumable(
    make_config: ConfigFactory, rng: random.Random, tmp_path: Path
) -> None:
    autosave = Autosave(tmp_path / "data")  # created on the first record
    match = _match(make_config)
    for _ in range(12):
        match.play(match.legal_actions()[rng.randrange(len(match.legal_actions()))])
        autosave.record(match)
        game = autosave.resumable()
        assert game is not None
        assert game.actions == match.actions
        assert game.setup.players == match.setup.players
    assert game.match().state == match.state


def test_undo_is_autosaved_too(
    make_config: ConfigFactory, rng: random.Random, tmp_path: Path
) -> None:
    autosave = Autosave(tmp_path)
    match = _match(make_config)
    play_random(match, rng, 6)
    match.undo()
    autosave.record(match)
    game = autosave.resumable()
    assert game is not None
    assert game.actions == match.actions


def test_the_end_of_the_game_clears_the_autosave(
    make_config: ConfigFactory, rng: random.Random, tmp_path: Path
) -> None:
    autosave = Autosave(tmp_path)
    match = _match(make_config)
    play_random(match, rng, 5)
    autosave.record(match)
    assert autosave.exists()
    play_random(match, rng)
    assert match.outcome() is not None
    autosave.record(match)
    assert not autosave.exists()
    assert autosave.resumable() is None


def test_declining_clears_the_autosave(
    make_config: ConfigFactory, rng: random.Random, tmp_path: Path
) -> None:
    autosave = Autosave(tmp_path)
    match = _match(make_config)
    play_random(match, rng, 5)
    autosave.record(match)
    autosave.clear()
    assert autosave.resumable() is None
    autosave.clear()  # clearing twice is harmless


def test_an_unreadable_autosave_is_reported_and_can_be_set_aside(tmp_path: Path) -> None:
    autosave = Autosave(tmp_path)
    autosave.path.write_bytes(b'{"format": "audatia-save", "vers')
    with pytest.raises(SaveError, match="truncated"):
        autosave.resumable()
    kept = autosave.set_aside()
    assert kept is not None and kept.read_bytes().startswith(b'{"format"')
    assert kept.name.startswith("autosave-unreadable-")
    assert autosave.resumable() is None


def test_a_finished_game_left_in_the_autosave_is_not_offered(
    make_config: ConfigFactory, rng: random.Random, tmp_path: Path
) -> None:
    from audatia_qt.session.savefile import save_file

    match = _match(make_config)
    play_random(match, rng)
    autosave = Autosave(tmp_path)
    save_file(match, autosave.path)  # as if the app died before clearing it
    assert autosave.resumable() is None
    assert not autosave.exists()


def test_stale_temporary_files_are_removed(tmp_path: Path) -> None:
    stale = tmp_path / f"{TEMP_PREFIX}old.tmp"
    fresh = tmp_path / f"{TEMP_PREFIX}new.tmp"
    stale.write_bytes(b"{")
    fresh.write_bytes(b"{")
    os.utime(stale, (0, 0))
    Autosave(tmp_path).resumable()
    assert not stale.exists()
    assert fresh.exists(), "a write still in progress (another instance) is left alone"


# -- kill -9 ------------------------------------------------------------------------------------


def _run_and_kill(folder: Path, seed: int, after: int) -> int:
    """Start the driver, SIGKILL it once it reports ``after`` saved actions.

    Returns the last count the driver reported before it died: that save was complete.
    """
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    process = subprocess.Popen(
        [sys.executable, str(DRIVER), str(folder), str(seed)],
        stdout=subprocess.PIPE,
        text=True,
        env=env,
        cwd=REPO,
    )
    assert process.stdout is not None
    saved = 0
    try:
        for line in process.stdout:
            if line.startswith("saved "):
                saved = int(line.split()[1])
            if saved >= after or line.strip() == "over":
                break
        # Killed while it plays and writes the next action (or between two).
        process.send_signal(signal.SIGKILL)
        # What it reported before dying is still in the pipe: the last save it completed.
        for line in process.stdout:
            if line.startswith("saved "):
                saved = int(line.split()[1])
    finally:
        process.stdout.close()
        process.wait(timeout=30)
    assert process.returncode == -signal.SIGKILL
    return saved


@pytest.mark.parametrize(("seed", "after"), [(3, 1), (3, 17), (3, 40), (11, 25), (5, 60)])
def test_a_killed_process_resumes_with_at_most_the_last_action_lost(
    tmp_path: Path, seed: int, after: int
) -> None:
    sys.path.insert(0, str(DRIVER.parent))
    try:
        from autosave_driver import game_actions
    finally:
        sys.path.remove(str(DRIVER.parent))
    expected = game_actions(seed)
    assert after < len(expected) - 1, "the kill must come before the end of the game"
    saved = _run_and_kill(tmp_path, seed, after)
    game = Autosave(tmp_path).resumable()
    assert game is not None
    # Every save reported complete is there; beyond it at most the action in flight, whose
    # write finished but whose report did not.
    assert saved <= len(game.actions) <= saved + 1
    assert game.actions == expected[: len(game.actions)]
    leftovers = [p.name for p in tmp_path.iterdir() if p.name != AUTOSAVE_NAME]
    assert all(name.startswith(TEMP_PREFIX) for name in leftovers), leftovers
