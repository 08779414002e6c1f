"""`audatia --self-test`: passes on a good install, names each failed check on a broken one."""

from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path

import pytest

from audatia_qt.__main__ import main
from audatia_qt.engine import resources
from audatia_qt.engine.messages import Message, translate
from audatia_qt.self_test import (
    CHECKS,
    CheckFailed,
    check_decks,
    check_game,
    check_render,
    check_resources,
    check_value,
    run_checks,
    run_self_test,
)

REPO_ROOT = Path(__file__).resolve().parents[2]
CHECK_NAMES = [name for name, _check in CHECKS]


def test_self_test_passes_in_a_subprocess(tmp_path: Path) -> None:
    """The real command, from another folder, exits 0 with one ok line per check."""
    result = subprocess.run(
        [sys.executable, "-m", "audatia_qt", "--self-test"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    lines = result.stdout.splitlines()
    assert [line.split(":")[0] for line in lines[:-1]] == [f"ok   {name}" for name in CHECK_NAMES]
    assert lines[-1] == f"audatia 0.1.0 self-test: all {len(CHECK_NAMES)} checks passed"
    assert "seat" in lines[CHECK_NAMES.index("game")]
    assert "7 kinds and a back" in lines[CHECK_NAMES.index("render")]


def test_flag_runs_the_self_test(monkeypatch: pytest.MonkeyPatch) -> None:
    """--self-test is wired to run_self_test and returns its exit code."""
    seen: list[str] = []

    def fake(out: object, language: str) -> int:
        seen.append(language)
        return 1

    monkeypatch.setattr("audatia_qt.self_test.run_self_test", fake)
    monkeypatch.setenv("LANGUAGE", "en")
    assert main(["--self-test"]) == 1
    assert main(["--self-test", "--language", "es"]) == 1
    assert seen == ["en", "es"]


def test_the_self_test_reports_in_spanish() -> None:
    """What each check saw and the summary are said in the chosen language (issue 21); the
    status words and the checks' names stay as scripts read them."""
    out = io.StringIO()
    code = run_self_test(out, [("first", _ok), ("second", _fails)], language="es")
    assert code == 1
    assert out.getvalue().splitlines()[-1] == ("autocomprobación de audatia 0.1.0: FALLÓ (second)")
    out = io.StringIO()
    assert run_self_test(out, [("first", _ok), ("again", _ok)], language="es") == 0
    lines = out.getvalue().splitlines()
    assert lines[0] == "ok   first: fine"
    assert lines[-1] == "autocomprobación de audatia 0.1.0: las 2 comprobaciones superadas"


FINE = translate("Test", "fine")


def _ok(_context: object) -> Message:
    return FINE.say()


def _fails(_context: object) -> Message:
    raise CheckFailed(translate("Test", "the frobnicator is missing").say())


def _crashes(_context: object) -> Message:
    raise ValueError("galeazzo\nsecond line")


def test_each_failed_check_is_one_line_and_the_exit_code_is_1() -> None:
    out = io.StringIO()
    code = run_self_test(out, [("first", _ok), ("second", _fails), ("third", _crashes)])
    assert code == 1
    assert out.getvalue().splitlines() == [
        "ok   first: fine",
        "FAIL second: the frobnicator is missing",
        "FAIL third: ValueError: galeazzo",
        "audatia 0.1.0 self-test: FAILED (second, third)",
    ]


def test_all_passing_checks_exit_0() -> None:
    out = io.StringIO()
    assert run_self_test(out, [("only", _ok)]) == 0
    # The English catalog's plural forms (issue 21): "1 check", not "1 checks".
    assert out.getvalue().splitlines()[-1] == "audatia 0.1.0 self-test: all 1 check passed"


def test_a_broken_install_fails_every_data_check(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Without data folders the checks fail with reasons instead of raising."""
    package = tmp_path / "site-packages" / "audatia_qt"
    package.mkdir(parents=True)
    monkeypatch.setattr(resources, "package_dir", lambda: package)
    checks = [
        ("resources", check_resources),
        ("decks", check_decks),
        ("render", check_render),
        ("game", check_game),
    ]
    results = run_checks(checks)
    assert [result.passed for result in results] == [False] * 4
    by_name = {result.name: result.line().partition(": ")[2] for result in results}
    assert by_name["resources"].startswith(f"installed layout at {package / '_data'}: missing")
    assert by_name["decks"] == f"expected two deck files in {package / '_data' / 'decks'}, found 0"
    assert by_name["render"] == by_name["game"]
    assert "did not load" in by_name["render"]


def test_a_bad_deck_file_fails_the_decks_check(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = tmp_path / "repo"
    (data / "assets").mkdir(parents=True)
    (data / "decks").mkdir()
    real = resources.bundled_deck_paths()[0]
    (data / "decks" / real.name).write_bytes(real.read_bytes())
    (data / "decks" / "broken.toml").write_text("[deck\n", encoding="utf-8")
    package = data / "audatia_qt"
    package.mkdir()
    monkeypatch.setattr(resources, "package_dir", lambda: package)
    [result] = run_checks([("decks", check_decks)])
    assert (result.name, result.passed) == ("decks", False)
    assert result.line().startswith(f"FAIL decks: {data / 'decks' / 'broken.toml'}")


def test_the_value_check_loads_the_bundled_weights_or_says_why_in_one_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 31: the learned evaluation's weights travel with the app."""
    [passed] = run_checks([("value", check_value)])
    assert passed.passed, passed.line()
    assert "hidden units, trained on" in passed.line()
    package = tmp_path / "site-packages" / "audatia_qt"
    package.mkdir(parents=True)
    monkeypatch.setattr(resources, "package_dir", lambda: package)
    [failed] = run_checks([("value", check_value)])
    assert not failed.passed
    assert "\n" not in failed.line() and "no weights file there" in failed.line()
