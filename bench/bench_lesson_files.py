"""How long the lesson reader takes to refuse each hostile lesson file of the tests' corpus.

    python bench/bench_lesson_files.py [--repeat N]

Each file of ``tests/games/audatia/lessons/test_hostile_files.CORPUS`` is written to a temporary
folder and read as Learn > Open Lesson File reads it (``read_lesson_file``); the figure is the best
of ``--repeat`` readings, in milliseconds, with the first line of the refusal. The tests check that
each is refused in clean lines; this prints how long it took (a 200,000-character title froze the
window for 15 s; a dotted key of 100,000 parts hung tomllib).

Wall-clock figures on a shared machine: compare runs made together.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from audatia_qt.engine.resources import decks_dir
from audatia_qt.games.audatia.decks.load import load_deck
from audatia_qt.games.audatia.lessons import LessonError, read_lesson_file
from tests.games.audatia.lessons.test_hostile_files import CORPUS


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    decks = {
        deck.id: deck
        for deck in (
            load_deck(decks_dir() / "galeazzo-da-mantoa.toml").definition,
            load_deck(decks_dir() / "boucicault.toml").definition,
        )
    }
    worst = 0.0
    with tempfile.TemporaryDirectory() as folder:
        for name, content in CORPUS.items():
            path = Path(folder) / f"{name}.toml"
            if isinstance(content, str):
                path.write_text(content, encoding="utf-8")
            else:
                path.write_bytes(content)
            best = float("inf")
            line = ""
            for _ in range(args.repeat):
                start = time.perf_counter()
                try:
                    read_lesson_file(path, decks)
                    line = "(read: not refused!)"
                except LessonError as error:
                    line = error.lines[0]
                best = min(best, time.perf_counter() - start)
            worst = max(worst, best)
            print(f"{best * 1000:9.1f} ms  {name:28} {line[:90]}")
    print(f"{worst * 1000:9.1f} ms  the slowest")


if __name__ == "__main__":
    main()
