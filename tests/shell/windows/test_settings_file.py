"""A settings file that is not a regular file is left alone (issue 27): a named pipe would hang
the start for ever as QSettings read it, a link to a device would have the device replaced by a
regular file at the first save. The app runs on settings kept in memory and says so once."""

from __future__ import annotations

import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from audatia_qt.engine.catalogue import Catalogue
from audatia_qt.engine.messages import english
from audatia_qt.games.audatia.screens.lessons import LessonProgress
from audatia_qt.shell.preferences import (
    APPLICATION,
    ORGANIZATION,
    SETTINGS_FILE,
    MemorySettings,
    Preferences,
    native_settings_file,
    settings_file_problem,
)

pytestmark = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs nor devices here")


def _kept_in_memory(preferences: Preferences, words: str) -> None:
    assert isinstance(preferences.settings, MemorySettings)
    assert preferences.refused is not None
    said = english(preferences.refused)
    assert "\n" not in said and words in said, said
    # The session still has settings: what it sets it reads back, and nothing is written.
    preferences.hints_enabled = False
    preferences.animation_speed = 0.5
    preferences.sync()
    assert preferences.hints_enabled is False and preferences.animation_speed == 0.5
    progress = LessonProgress(preferences.settings)
    progress.mark_done("first")
    assert progress.is_done("first")
    progress.reset_all()
    assert not progress.is_done("first")


def test_a_link_to_a_device_is_never_replaced(catalogue: Catalogue, tmp_path: Path) -> None:
    path = tmp_path / SETTINGS_FILE
    os.symlink("/dev/null", path)
    preferences = Preferences(catalogue, path=path)
    _kept_in_memory(preferences, "a character device")
    assert path.is_symlink() and os.readlink(path) == "/dev/null"
    assert stat.S_ISCHR(os.stat("/dev/null").st_mode)


def test_a_named_pipe_does_not_hang_the_start(tmp_path: Path) -> None:
    """In a child interpreter, so the old hang fails the test by its timeout, not the run."""
    path = tmp_path / SETTINGS_FILE
    os.mkfifo(path)
    script = (
        "import sys; from pathlib import Path\n"
        "from PySide6.QtCore import QCoreApplication\n"
        "app = QCoreApplication([])\n"
        "from audatia_qt.shell.preferences import Preferences\n"
        "from audatia_qt.engine.catalogue import Catalogue\n"
        "from audatia_qt.engine.messages import english\n"
        "from audatia_qt.games.catalogue import GAMES\n"
        "p = Preferences(Catalogue(GAMES), path=Path(sys.argv[1]))\n"
        "p.hints_enabled = False; p.sync()\n"
        "print(english(p.refused) if p.refused else 'read')\n"
    )
    environment = {**os.environ, "PYTHONPATH": str(Path(__file__).parents[3])}
    try:
        done = subprocess.run(
            [sys.executable, "-c", script, str(path)],
            capture_output=True,
            text=True,
            timeout=60,
            env=environment,
        )
    except subprocess.TimeoutExpired:
        pytest.fail("reading a named pipe as the settings file hangs the start")
    assert done.returncode == 0, done.stderr
    assert "a named pipe (FIFO)" in done.stdout and "left alone" in done.stdout, done.stdout
    assert stat.S_ISFIFO(os.lstat(path).st_mode)


def test_a_loop_of_links_and_a_folder(catalogue: Catalogue, tmp_path: Path) -> None:
    loop = tmp_path / "loop.ini"
    os.symlink("loop.ini", loop)
    _kept_in_memory(Preferences(catalogue, path=loop), "symbolic links")
    assert loop.is_symlink()
    folder = tmp_path / "folder.ini"
    folder.mkdir()
    _kept_in_memory(Preferences(catalogue, path=folder), "is a folder")


def test_a_regular_file_a_link_to_one_and_none_yet_are_used(
    catalogue: Catalogue, tmp_path: Path
) -> None:
    real = tmp_path / "real.ini"
    real.write_text("[interface]\nhints=false\n", encoding="utf-8")
    link = tmp_path / SETTINGS_FILE
    os.symlink(real, link)
    for path in (real, link, tmp_path / "new.ini"):
        assert settings_file_problem(path) is None
    preferences = Preferences(catalogue, path=link)
    assert preferences.refused is None and not isinstance(preferences.settings, MemorySettings)


def test_the_platform_settings_file_is_judged_too(
    catalogue: Catalogue, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    where = native_settings_file(ORGANIZATION, APPLICATION)
    if where is None:
        pytest.skip("this system keeps settings elsewhere than in a file")
    assert where.is_relative_to(tmp_path / "config")
    where.parent.mkdir(parents=True)
    os.mkfifo(where)
    _kept_in_memory(Preferences(catalogue), "a named pipe (FIFO)")
