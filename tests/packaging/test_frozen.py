"""The PyInstaller spec freezes a one-folder app that passes its own self-test."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parents[2]
SPEC = REPO_ROOT / "packaging" / "audatia.spec"


@pytest.mark.slow
def test_frozen_app_passes_its_self_test(tmp_path: Path) -> None:
    pytest.importorskip("PyInstaller", reason="PyInstaller comes with the package extra")
    dist, work = tmp_path / "dist", tmp_path / "work"
    built = subprocess.run(
        [
            sys.executable,
            "-m",
            "PyInstaller",
            "--noconfirm",
            "--log-level",
            "WARN",
            "--distpath",
            str(dist),
            "--workpath",
            str(work),
            str(SPEC),
        ],
        cwd=REPO_ROOT,
        capture_output=True,
        text=True,
        timeout=900,
        check=False,
    )
    assert built.returncode == 0, built.stderr[-3000:]
    app = dist / "audatia" / "audatia"
    result = subprocess.run(
        [str(app), "--self-test"],
        cwd=tmp_path,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert f"ok   resources: frozen layout at {dist / 'audatia' / '_internal'}" in result.stdout
