"""bench/bench_startup.py notices the first window frame of a command, or says why none came."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

BENCH = Path(__file__).resolve().parents[2] / "bench" / "bench_startup.py"


def _bench() -> ModuleType:
    spec = importlib.util.spec_from_file_location("bench_startup", BENCH)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_sees_the_main_window_of_the_game() -> None:
    bench = _bench()
    seconds = bench.time_to_window([sys.executable, "-m", "audatia_qt"])
    assert seconds > 0


def test_reports_a_command_that_exits_without_a_window() -> None:
    bench = _bench()
    with pytest.raises(bench.StartupFailed, match=r"exited with code 3 .*\(gone\)"):
        bench.time_to_window(
            [sys.executable, "-c", "import sys; print('gone', file=sys.stderr); sys.exit(3)"]
        )


def test_reports_a_command_that_hangs() -> None:
    bench = _bench()
    with pytest.raises(bench.StartupFailed, match="no window within 1 s"):
        bench.time_to_window([sys.executable, "-c", "import time; time.sleep(30)"], timeout=1)
