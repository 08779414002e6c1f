"""Run a few statements in a fresh Python and check there that they loaded no Qt: the command
line's verbs that need no window must stay fast (modules imported by other tests in this
process could hide a stray Qt import, hence a fresh interpreter)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent

_NO_QT = (
    "loaded = sorted(m for m in sys.modules if m.startswith('PySide6'))\n"
    "assert not loaded, loaded\n"
)


def run_loading_no_qt(code: str, timeout: float = 60) -> subprocess.CompletedProcess[str]:
    """``code`` (after ``import sys``), then the check that no PySide6 module was imported;
    the finished process, for its return code and output."""
    return subprocess.run(
        [sys.executable, "-c", f"import sys\n{code}{_NO_QT}"],
        cwd=REPO_ROOT,
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
    )
