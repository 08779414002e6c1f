"""Benchmark the card renderer and its cache: every face of the bundled decks, cold and warm.

    .venv/bin/python bench/bench_render.py [--size 500x698] [--repeat 3]

Figures (best of --repeat runs, each in a fresh temporary cache folder):

- render: CardRenderer.render_face for every face, no cache at all;
- cold: FaceCache.get for every face on an empty cache, including writing the face files (flush);
- warm (disk): a new FaceCache on the filled folder, as after restarting the app;
- warm (memory): the same FaceCache asked again, its memory holding every face.

Targets from the issue: cold at most 3 s, warm at most 0.3 s, at preview size.
Prints figures only; it never fails (benchmarks are not tests).
"""

from __future__ import annotations

import argparse
import platform
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from audatia_qt.engine.resources import bundled_deck_paths  # noqa: E402
from audatia_qt.games.audatia.decks.load import load_deck  # noqa: E402
from audatia_qt.games.audatia.render import (  # noqa: E402
    PREVIEW_SIZE,
    TABLE_SIZE,
    CardFace,
    CardRenderer,
    FaceCache,
    faces_of_deck,
)

COLD_TARGET = 3.0
WARM_TARGET = 0.3


def all_faces() -> list[CardFace]:
    """Every face of every bundled deck."""
    faces: list[CardFace] = []
    for path in bundled_deck_paths():
        faces.extend(faces_of_deck(load_deck(path).definition, path.parent))
    return faces


def timed(action: Callable[[], object]) -> float:
    start = time.perf_counter()
    action()
    return time.perf_counter() - start


def run(faces: list[CardFace], width: int, height: int) -> dict[str, float]:
    """One round of the four figures, in a fresh cache folder."""
    figures: dict[str, float] = {}
    renderer = CardRenderer()
    figures["render"] = timed(lambda: [renderer.render_face(f, width, height) for f in faces])
    memory = 2 * len(faces) * width * height * 4
    with tempfile.TemporaryDirectory(prefix="audatia-bench-") as folder:
        cache = FaceCache(Path(folder), CardRenderer(), memory_bytes=memory)

        def cold() -> None:
            for face in faces:
                cache.get(face, width, height)
            cache.flush()

        figures["cold"] = timed(cold)
        figures["warm (memory)"] = timed(lambda: [cache.get(f, width, height) for f in faces])
        cache.close()
        again = FaceCache(Path(folder), CardRenderer(), memory_bytes=memory)
        figures["warm (disk)"] = timed(lambda: [again.get(f, width, height) for f in faces])
        assert again.stats.disk_hits == len(faces), again.stats
        again.close()
    return figures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", default=f"{PREVIEW_SIZE[0]}x{PREVIEW_SIZE[1]}")
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args(argv)
    width, height = (int(part) for part in args.size.split("x"))
    faces = all_faces()
    decks = len(bundled_deck_paths())
    print(f"{len(faces)} faces of {decks} decks; Python {platform.python_version()}")
    for size in ((width, height), TABLE_SIZE):
        rounds = [run(faces, *size) for _ in range(max(1, args.repeat))]
        best = {name: min(figures[name] for figures in rounds) for name in rounds[0]}
        print(f"\n{size[0]} x {size[1]} px (best of {len(rounds)}):")
        for name, seconds in best.items():
            per_face = seconds / len(faces) * 1000
            target = ""
            if size == (width, height) and name == "cold":
                target = f"  target <= {COLD_TARGET:.1f} s"
            elif size == (width, height) and name.startswith("warm"):
                target = f"  target <= {WARM_TARGET:.1f} s"
            print(f"  {name:<14} {seconds:6.3f} s  ({per_face:5.1f} ms/face){target}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
