"""The wheel and sdist build, carry assets/ and decks/, and the wheel runs from a fresh venv."""

from __future__ import annotations

import os
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path

import pytest

from audatia_qt import __version__

REPO_ROOT = Path(__file__).resolve().parents[2]


def _run(command: list[str], cwd: Path, timeout: float = 900) -> subprocess.CompletedProcess[str]:
    # Nothing of the checkout may leak into the fresh environment through the environment.
    env = {
        key: value for key, value in os.environ.items() if key not in {"PYTHONPATH", "VIRTUAL_ENV"}
    }
    env["QT_QPA_PLATFORM"] = "offscreen"
    return subprocess.run(
        command, cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout, check=False
    )


@pytest.mark.slow
def test_wheel_installs_into_a_fresh_venv_and_passes_its_self_test(tmp_path: Path) -> None:
    pytest.importorskip("build", reason="python -m build comes with the dev extra")
    dist = tmp_path / "dist"
    built = _run([sys.executable, "-m", "build", "--outdir", str(dist), str(REPO_ROOT)], tmp_path)
    assert built.returncode == 0, built.stdout[-2000:] + built.stderr[-2000:]
    wheel = dist / f"audatia_qt-{__version__}-py3-none-any.whl"
    sdist = dist / f"audatia_qt-{__version__}.tar.gz"

    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
    for name in (
        "audatia_qt/_data/decks/galeazzo-da-mantoa.toml",
        "audatia_qt/_data/decks/boucicault.toml",
        "audatia_qt/_data/assets/fonts/EBGaramond12-Regular.otf",
        "audatia_qt/_data/assets/fonts/OFL.txt",
        "audatia_qt/_data/assets/icons/audatia-256.png",
        "audatia_qt/_data/assets/lessons/01-the-table.toml",
        "audatia_qt/_data/assets/reference/04-cut.md",
        "audatia_qt/_data/docs/rulings.md",
        "audatia_qt/_data/assets/reference/swordplay/en.md",
        "audatia_qt/_data/docs/swordplay/rulings.md",
        "audatia_qt/_data/docs/swordplay/rulings.es.md",
        "audatia_qt/_data/assets/reference/ready_fence/es.md",
        "audatia_qt/_data/docs/ready_fence/rulings.md",
        "audatia_qt/_data/docs/ready_fence/rulings.es.md",
        "audatia_qt/self_test.py",
    ):
        assert name in names, name
    assert not any(name.startswith(("tests/", "assets/", "decks/", "docs/")) for name in names)
    with tarfile.open(sdist) as archive:
        members = set(archive.getnames())
    prefix = f"audatia_qt-{__version__}"
    for name in ("pyproject.toml", "decks/boucicault.toml", "assets/icons/audatia.svg"):
        assert f"{prefix}/{name}" in members, name

    venv = tmp_path / "venv"
    created = _run([sys.executable, "-m", "venv", str(venv)], tmp_path)
    assert created.returncode == 0, created.stderr
    python = venv / "bin" / "python"
    installed = _run(
        [str(python), "-m", "pip", "install", "--quiet", "--disable-pip-version-check", str(wheel)],
        tmp_path,
    )
    assert installed.returncode == 0, installed.stdout[-2000:] + installed.stderr[-2000:]

    result = _run([str(venv / "bin" / "audatia"), "--self-test"], tmp_path, timeout=300)
    assert result.returncode == 0, result.stdout + result.stderr
    site_packages = Path(
        _run(
            [str(python), "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"], tmp_path
        ).stdout.strip()
    )
    data = site_packages / "audatia_qt" / "_data"
    assert f"ok   resources: installed layout at {data}," in result.stdout
    assert result.stdout.splitlines()[-1].endswith("checks passed")
