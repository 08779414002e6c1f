"""The command line: --version, usage errors, and that the CLI verbs never load Qt."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from audatia_qt import __version__
from audatia_qt.__main__ import main
from tests.fresh_interpreter import run_loading_no_qt

REPO_ROOT = Path(__file__).resolve().parent.parent


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    """Run `python -m audatia_qt ARGS` from the checkout, capturing its output."""
    return subprocess.run(
        [sys.executable, "-m", "audatia_qt", *args],
        cwd=REPO_ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
        check=False,
    )


def test_version_flag_in_process(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["--version"])
    assert exit_info.value.code == 0
    assert capsys.readouterr().out == f"audatia {__version__}\n"


def test_version_flag_in_subprocess() -> None:
    result = _run("--version")
    assert result.returncode == 0
    assert result.stdout == "audatia 0.1.0\n"
    assert result.stderr == ""


def test_version_matches_package_metadata() -> None:
    from importlib.metadata import version

    assert version("audatia-qt") == __version__


def test_bogus_flag_is_a_usage_error_without_traceback() -> None:
    result = _run("--no-such-flag")
    assert result.returncode == 2
    assert "usage: audatia" in result.stderr
    assert "unrecognized arguments: --no-such-flag" in result.stderr
    assert "Traceback" not in result.stderr


def test_deck_without_verb_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["deck"])
    assert exit_info.value.code == 2
    assert "usage: audatia deck" in capsys.readouterr().err


def test_version_and_deck_check_parsing_do_not_load_qt() -> None:
    result = run_loading_no_qt(
        "from audatia_qt.__main__ import build_parser, main\n"
        "args = build_parser().parse_args(['deck', 'check', 'decks'])\n"
        "assert args.paths == ['decks'], args\n"
        "try:\n"
        "    main(['--version'])\n"
        "except SystemExit:\n"
        "    pass\n"
    )
    assert result.returncode == 0, result.stderr


def test_deck_check_calls_run_check(monkeypatch: pytest.MonkeyPatch) -> None:
    import types

    calls: list[list[str]] = []

    def fake_run_check(paths: list[str], out: object) -> int:
        calls.append(paths)
        assert out is sys.stdout
        return 3

    fake = types.ModuleType("audatia_qt.games.audatia.decks.check")
    fake.run_check = fake_run_check  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "audatia_qt.games.audatia.decks.check", fake)
    assert main(["deck", "check", "a.toml", "decks"]) == 3
    assert calls == [["a.toml", "decks"]]
