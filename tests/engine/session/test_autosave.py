"""Autosave after every action and the resume query; a process killed mid-game resumes with at
most the last action lost (issue 7)."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from audatia_qt.engine.catalogue import Catalogue
from audatia_qt.engine.session.atomic import TEMP_PREFIX, TEMP_SUFFIX, remove_abandoned_temps
from audatia_qt.engine.session.autosave import (
    AUTOSAVE_NAME,
    Autosave,
    AutosaveReport,
    AutosaveWriter,
)
from audatia_qt.engine.session.match import Match, MatchSetup, SeatKind
from audatia_qt.games.audatia.entry import AUDATIA
from audatia_qt.games.audatia.saves.savefile import SaveError, SaveSnapshot, load_file
from audatia_qt.games.catalogue import GAMES
from tests.conftest import ConfigFactory
from tests.engine.session.conftest import play_random

DRIVER = Path(__file__).with_name("autosave_driver.py")
REPO = Path(__file__).resolve().parents[3]


def _match(make_config: ConfigFactory, seed: int = 3) -> Match:
    return Match(
        MatchSetup(AUDATIA, make_config(seed=seed), players=(SeatKind.HUMAN, SeatKind.COMPUTER))
    )


def test_nothing_to_resume_in_an_empty_or_missing_folder(tmp_path: Path) -> None:
    assert Autosave(tmp_path, Catalogue(GAMES)).resumable() is None
    assert Autosave(tmp_path / "not-yet", Catalogue(GAMES)).resumable() is None


def test_every_action_is_autosaved_and_resumable(
    make_config: ConfigFactory, rng: random.Random, tmp_path: Path
) -> None:
    autosave = Autosave(tmp_path / "data", Catalogue(GAMES))  # created on the first record
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
    autosave = Autosave(tmp_path, Catalogue(GAMES))
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
    autosave = Autosave(tmp_path, Catalogue(GAMES))
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
    autosave = Autosave(tmp_path, Catalogue(GAMES))
    match = _match(make_config)
    play_random(match, rng, 5)
    autosave.record(match)
    autosave.clear()
    assert autosave.resumable() is None
    autosave.clear()  # clearing twice is harmless


def test_an_unreadable_autosave_is_reported_and_can_be_set_aside(tmp_path: Path) -> None:
    autosave = Autosave(tmp_path, Catalogue(GAMES))
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
    from audatia_qt.games.audatia.saves.savefile import save_file

    match = _match(make_config)
    play_random(match, rng)
    autosave = Autosave(tmp_path, Catalogue(GAMES))
    save_file(match, autosave.path)  # as if the app died before clearing it
    assert autosave.resumable() is None
    assert not autosave.exists()


def _killed_mid_write(folder: Path) -> None:
    """A process that dies (SIGKILL) inside an autosave write, after the temporary file is
    made and before it replaces the autosave: what a kill at the wrong moment leaves."""
    script = (
        "import os, signal, sys\n"
        "from pathlib import Path\n"
        "from audatia_qt.engine.session import atomic\n"
        "atomic.os.fsync = lambda fd: os.kill(os.getpid(), signal.SIGKILL)\n"
        "atomic.atomic_write_text(Path(sys.argv[1]) / 'autosave.audatia', 'half a game')\n"
    )
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    done = subprocess.run(
        [sys.executable, "-c", script, str(folder)], env=env, cwd=REPO, timeout=60, check=False
    )
    assert done.returncode == -signal.SIGKILL


def _age(path: Path, seconds: float) -> None:
    then = time.time() - seconds
    os.utime(path, (then, then))


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is POSIX")
def test_writes_killed_midway_leave_nothing_after_the_next_start(
    make_config: ConfigFactory, tmp_path: Path
) -> None:
    """Thirty kills left thirty temporary files, removed only once a minute old: now every one
    no live writer holds is removed at the next start, and the autosave itself is untouched."""
    autosave = Autosave(tmp_path, Catalogue(GAMES))
    autosave.record(_match(make_config))
    kept = autosave.path.read_bytes()
    for _ in range(3):
        _killed_mid_write(tmp_path)
    temps = [p for p in tmp_path.iterdir() if p.name.startswith(TEMP_PREFIX)]
    assert len(temps) == 3
    for temp in temps:
        _age(temp, 10)  # killed ten seconds ago: the app was restarted at once
    assert autosave.resumable() is not None
    assert sorted(p.name for p in tmp_path.iterdir()) == [AUTOSAVE_NAME]
    assert autosave.path.read_bytes() == kept


@pytest.mark.skipif(sys.platform == "win32", reason="flock is POSIX")
def test_a_temporary_file_a_live_writer_holds_is_left_alone(tmp_path: Path) -> None:
    """Another instance writing its autosave right now keeps its file, however old."""
    import fcntl

    held = tmp_path / f"{TEMP_PREFIX}abcd1234{TEMP_SUFFIX}"
    held.write_bytes(b"{")
    _age(held, 3600)
    with held.open("rb") as writer:
        fcntl.flock(writer.fileno(), fcntl.LOCK_EX)
        assert remove_abandoned_temps(tmp_path) == []
        assert held.exists()
    assert remove_abandoned_temps(tmp_path) == [held], "once its writer is gone, it goes"


def test_only_the_apps_own_temporary_files_are_ever_removed(tmp_path: Path) -> None:
    """Nothing but regular files named as the writer names them; a brand-new one is left for
    a writer that has not locked it yet."""
    ours = tmp_path / f"{TEMP_PREFIX}k3j_9x0q{TEMP_SUFFIX}"
    young = tmp_path / f"{TEMP_PREFIX}young123{TEMP_SUFFIX}"
    others = [
        tmp_path / "autosave.audatia",
        tmp_path / "notes.tmp",
        tmp_path / f"{TEMP_PREFIX}notes.txt",
        tmp_path / f"{TEMP_PREFIX}a b{TEMP_SUFFIX}",
        tmp_path / f"x{TEMP_PREFIX}abc{TEMP_SUFFIX}",
    ]
    outside = tmp_path.parent / f"{tmp_path.name}-outside.txt"
    outside.write_bytes(b"mine")
    for path in [ours, young, *others]:
        path.write_bytes(b"{")
    folder = tmp_path / f"{TEMP_PREFIX}folder{TEMP_SUFFIX}"
    folder.mkdir()
    link = tmp_path / f"{TEMP_PREFIX}link0000{TEMP_SUFFIX}"
    link.symlink_to(outside)
    for path in [ours, *others, folder, outside]:
        _age(path, 600)
    assert remove_abandoned_temps(tmp_path) == [ours]
    assert all(path.exists() for path in [young, *others, folder, link, outside])
    assert outside.read_bytes() == b"mine"


# -- the background writer ----------------------------------------------------------------------


class _Reports:
    """Collects the writer's reports (from its thread)."""

    def __init__(self) -> None:
        self.reports: list[AutosaveReport] = []
        self.threads: set[str] = set()

    def __call__(self, report: AutosaveReport) -> None:
        self.reports.append(report)
        self.threads.add(threading.current_thread().name)


def test_the_writer_writes_off_the_callers_thread_and_reports_when_it_landed(
    make_config: ConfigFactory, rng: random.Random, tmp_path: Path
) -> None:
    autosave = Autosave(tmp_path, Catalogue(GAMES))
    landed: list[int] = []

    def report(done: AutosaveReport) -> None:
        # When the report comes, the file already holds what it says.
        landed.append(len(load_file(autosave.path).actions))
        reports(done)

    reports = _Reports()
    writer = AutosaveWriter(autosave, report)
    match = _match(make_config)
    play_random(match, rng, 4)
    writer.submit(SaveSnapshot.of(match))
    assert writer.flush(timeout=30)
    assert reports.reports == [AutosaveReport(4)]
    assert landed == [4]
    assert reports.threads and threading.current_thread().name not in reports.threads
    assert writer.idle
    assert writer.close(timeout=30)


def test_one_writer_thread_serves_every_autosave(
    make_config: ConfigFactory, rng: random.Random, tmp_path: Path
) -> None:
    """Issue 27: a thread started for every move cost the table 53-83 ms of its event loop."""
    reports = _Reports()
    writer = AutosaveWriter(Autosave(tmp_path, Catalogue(GAMES)), reports)
    match = _match(make_config)
    workers = []
    for _ in range(3):
        play_random(match, rng, 1)
        writer.submit(SaveSnapshot.of(match))
        assert writer.flush(timeout=30) and writer.idle
        workers.append(writer.worker)
    assert workers[0] is not None and workers.count(workers[0]) == 3
    assert workers[0].is_alive(), "the idle writer waits for the next move"
    assert len(set(reports.threads)) == 1
    assert writer.close(timeout=30)
    assert not workers[0].is_alive() and writer.worker is None
    play_random(match, rng, 1)
    writer.submit(SaveSnapshot.of(match))  # a closed writer starts again when it must
    assert writer.flush(timeout=30)
    assert load_file(Autosave(tmp_path, Catalogue(GAMES)).path).actions == match.actions
    assert writer.close(timeout=30)


def test_a_write_in_progress_when_the_program_ends_still_lands(tmp_path: Path) -> None:
    """The main thread returns while the writer is still writing, and nothing closes it:
    the interpreter waits for the write, and an idle writer does not keep it alive."""
    script = f"""
import time
from pathlib import Path
from audatia_qt.engine.catalogue import Catalogue
from audatia_qt.engine.session.autosave import Autosave, AutosaveWriter
from audatia_qt.games.audatia.saves.savefile import SaveSnapshot
from audatia_qt.games.catalogue import GAMES
from tests.engine.session.autosave_driver import new_match
from audatia_qt.games.audatia.rules.selfplay import random_action
import random

record = Autosave.record
def slow(self, match):
    time.sleep(0.5)
    record(self, match)
Autosave.record = slow
match = new_match(3)
rng = random.Random(3)
for _ in range(5):
    match.play(random_action(match.legal_actions(), rng))
writer = AutosaveWriter(Autosave(Path({str(tmp_path)!r}), Catalogue(GAMES)), lambda report: None)
writer.submit(SaveSnapshot.of(match))
print(len(match.actions))
"""
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    done = subprocess.run(
        [sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    autosave = Autosave(tmp_path, Catalogue(GAMES))
    assert len(load_file(autosave.path).actions) == int(done.stdout) == 5


def test_the_newest_snapshot_wins_and_the_last_always_lands(
    make_config: ConfigFactory,
    rng: random.Random,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Snapshots handed over while a write is under way replace each other: the one written
    next is the newest, and writes land in order."""
    autosave = Autosave(tmp_path, Catalogue(GAMES))
    release = threading.Event()
    started = threading.Event()
    record = Autosave.record

    def slow_record(self: Autosave, match: Match | SaveSnapshot) -> None:
        started.set()
        assert release.wait(timeout=30)
        record(self, match)

    monkeypatch.setattr(Autosave, "record", slow_record)
    reports = _Reports()
    writer = AutosaveWriter(autosave, reports)
    match = _match(make_config)
    play_random(match, rng, 1)
    writer.submit(SaveSnapshot.of(match))
    assert started.wait(timeout=30)
    for _ in range(5):  # while the first write waits on the disk
        play_random(match, rng, 1)
        writer.submit(SaveSnapshot.of(match))
    release.set()
    assert writer.flush(timeout=30)
    assert [report.actions for report in reports.reports] == [1, 6]
    assert load_file(autosave.path).actions == match.actions
    assert writer.close(timeout=30)


def test_a_failed_write_is_reported_in_one_line_and_the_old_autosave_stays(
    make_config: ConfigFactory,
    rng: random.Random,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from audatia_qt.engine.session import atomic

    autosave = Autosave(tmp_path, Catalogue(GAMES))
    match = _match(make_config)
    play_random(match, rng, 3)
    autosave.record(match)
    kept = autosave.path.read_bytes()
    play_random(match, rng, 1)

    def not_unicode(path: Path, text: str) -> None:
        "\ud800".encode()

    monkeypatch.setattr(atomic, "atomic_write_text", not_unicode)
    reports = _Reports()
    writer = AutosaveWriter(autosave, reports)
    writer.submit(SaveSnapshot.of(match))
    assert writer.flush(timeout=30)
    (report,) = reports.reports
    assert report.actions == 4 and report.error is not None
    assert report.error.startswith("UnicodeEncodeError: 'utf-8' codec can't encode")
    assert "\n" not in report.error and len(report.error) <= 200
    assert autosave.path.read_bytes() == kept
    assert writer.close(timeout=30)


def test_the_end_of_the_game_is_written_as_a_cleared_autosave(
    make_config: ConfigFactory, rng: random.Random, tmp_path: Path
) -> None:
    autosave = Autosave(tmp_path, Catalogue(GAMES))
    reports = _Reports()
    writer = AutosaveWriter(autosave, reports)
    match = _match(make_config)
    play_random(match, rng, 5)
    writer.submit(SaveSnapshot.of(match))
    assert writer.flush(timeout=30) and autosave.exists()
    play_random(match, rng)
    writer.submit(SaveSnapshot.of(match))
    assert writer.flush(timeout=30)
    assert reports.reports[-1] == AutosaveReport(len(match.actions), cleared=True)
    assert not autosave.exists()
    assert writer.close(timeout=30)


# -- kill -9 ------------------------------------------------------------------------------------


def _run_and_kill(folder: Path, seed: int, after: int, background: bool = False) -> int:
    """Start the driver, SIGKILL it once it reports ``after`` saved actions.

    Returns the last count the driver reported before it died: that save was complete.
    """
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    process = subprocess.Popen(
        [sys.executable, str(DRIVER), str(folder), str(seed), *(["background"] * background)],
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


def _kill_points() -> list[object]:
    """Where the driver is killed: (seed, saved actions, background writer). The default suite
    kills at the first save, late in a game and while the background writer reports (every
    kind of moment); the other kill points check the same again in the slow suite."""
    default = [(3, 1, False), (5, 60, False), (11, 25, True)]
    more = [(3, 17, False), (3, 40, False), (11, 25, False), (3, 17, True)]
    return [*default, *(pytest.param(*point, marks=pytest.mark.slow) for point in more)]


@pytest.mark.parametrize(("seed", "after", "background"), _kill_points())
def test_a_killed_process_resumes_with_at_most_the_last_action_lost(
    tmp_path: Path, seed: int, after: int, background: bool
) -> None:
    """Killed at any point of the game or of a write (the background writer's report too):
    the autosave is whole and holds every save reported done."""
    sys.path.insert(0, str(DRIVER.parent))
    try:
        from autosave_driver import game_actions
    finally:
        sys.path.remove(str(DRIVER.parent))
    expected = game_actions(seed)
    assert after < len(expected) - 1, "the kill must come before the end of the game"
    saved = _run_and_kill(tmp_path, seed, after, background)
    game = Autosave(tmp_path, Catalogue(GAMES)).resumable()
    assert game is not None
    # Every save reported complete is there; beyond it at most the action in flight, whose
    # write finished but whose report did not.
    assert saved <= len(game.actions) <= saved + 1
    assert game.actions == expected[: len(game.actions)]
    leftovers = [p.name for p in tmp_path.iterdir() if p.name != AUTOSAVE_NAME]
    assert all(name.startswith(TEMP_PREFIX) for name in leftovers), leftovers
