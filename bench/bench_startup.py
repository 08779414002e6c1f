"""Start-to-window time of any way of starting the game, e.g. the frozen app.

    python bench/bench_startup.py [--runs N] [--] COMMAND [ARG...]
    python bench/bench_startup.py dist/audatia/audatia
    python bench/bench_startup.py .venv/bin/audatia

Starts COMMAND N times and measures, from just before the process is spawned, how long it
takes until Qt first hands a painted frame of a top-level window to the window system. The
process needs no cooperation: Qt's own ``qt.widgets.painting`` log category reports that moment
("Flushing ... to QWidgetWindow") on stderr, and this script watches for the line, then ends
the process. The window is offscreen (``QT_QPA_PLATFORM=offscreen``) unless QT_QPA_PLATFORM is
already set, so a display is not needed; a real display adds the compositor's time. Figures
are wall-clock on a shared machine: compare runs made together, not across machines.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import threading
import time
from collections.abc import Sequence

#: Qt logs this when a top-level widget's first painted frame goes to its native window.
FIRST_FRAME = re.compile(r"qt\.widgets\.painting: Flushing .* to QWidgetWindow")
#: A run that shows no window in this many seconds has failed (a crash or a dialog).
TIMEOUT_SECONDS = 60.0


class StartupFailed(RuntimeError):
    """The command ended, or timed out, before it showed a window."""


def time_to_window(command: Sequence[str], timeout: float = TIMEOUT_SECONDS) -> float:
    """Seconds from spawning ``command`` to its first window frame; the process is then ended."""
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    # Only this category: other debug output would slow the start being measured.
    env["QT_LOGGING_RULES"] = "*.debug=false;qt.widgets.painting.debug=true"
    started = time.perf_counter()
    process = subprocess.Popen(
        list(command),
        env=env,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
        errors="replace",
    )
    assert process.stderr is not None
    # Reading stderr blocks; a silent hang is ended by this watchdog, which closes the pipe.
    watchdog = threading.Timer(timeout, process.kill)
    watchdog.start()
    last = "no output"
    try:
        for line in process.stderr:
            if FIRST_FRAME.search(line):
                return time.perf_counter() - started
            last = line.rstrip() or last
        code = process.wait()
        if not watchdog.is_alive():
            raise StartupFailed(f"no window within {timeout:.0f} s")
        raise StartupFailed(f"exited with code {code} before showing a window ({last})")
    finally:
        watchdog.cancel()
        if process.poll() is None:
            process.terminate()
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
        process.stderr.close()


def main(argv: list[str] | None = None) -> int:
    """Measure and print the start-to-window times of the given command."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="how many starts (default 5)")
    parser.add_argument("command", nargs=argparse.REMAINDER, help="the command that starts it")
    args = parser.parse_args(argv)
    command = [part for part in args.command if part != "--"] or ["dist/audatia/audatia"]
    if shutil.which(command[0]) is None and not os.access(command[0], os.X_OK):
        print(f"bench_startup: not an executable command: {command[0]}", file=sys.stderr)
        return 2
    times: list[float] = []
    for run in range(1, args.runs + 1):
        try:
            seconds = time_to_window(command)
        except StartupFailed as error:
            print(f"bench_startup: run {run}: {error}", file=sys.stderr)
            return 1
        times.append(seconds)
        print(f"run {run}: {seconds * 1000:.0f} ms")
    print(
        f"{' '.join(command)}: start to window median {statistics.median(times) * 1000:.0f} ms, "
        f"min {min(times) * 1000:.0f} ms, max {max(times) * 1000:.0f} ms over {len(times)} runs"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
