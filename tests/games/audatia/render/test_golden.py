"""Golden images: one card of each kind (and the back) compared with stored PNGs.

Compared with a tolerance, so that another FreeType's hinting does not fail the test: the mean
absolute difference per channel stays under 2, and under 1% of the pixels differ by more than
32 in any channel. After a deliberate change to the drawing, run
``.venv/bin/python tests/games/audatia/render/regenerate_golden.py`` and look at the new images.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from PIL import Image, ImageChops, ImageStat

from audatia_qt.games.audatia.render import CardKind, CardRenderer


def _golden_module() -> ModuleType:
    """tests/games/audatia/render/regenerate_golden.py, which lists the golden cases (shared with
    conftest)."""
    name = "audatia_render_golden_cases"
    if name not in sys.modules:
        path = Path(__file__).resolve().parent / "regenerate_golden.py"
        spec = importlib.util.spec_from_file_location(name, path)
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return sys.modules[name]


GOLDEN = _golden_module()

MAX_MEAN_DIFFERENCE = 2.0
MAX_FAR_PIXELS = 0.01
FAR = 32


def compare(expected: Image.Image, actual: Image.Image) -> tuple[float, float]:
    """Mean absolute difference over all channels, and the share of pixels far apart."""
    assert expected.size == actual.size
    difference = ImageChops.difference(expected.convert("RGBA"), actual.convert("RGBA"))
    mean = sum(ImageStat.Stat(difference).mean) / 4
    # The largest channel difference of each pixel, then the share above FAR.
    bands = difference.split()
    largest = bands[0]
    for band in bands[1:]:
        largest = ImageChops.lighter(largest, band)
    histogram = largest.histogram()
    far = sum(histogram[FAR + 1 :]) / (expected.width * expected.height)
    return mean, far


def test_the_golden_cases_cover_every_kind() -> None:
    kinds = {case.kind for case in GOLDEN.GOLDEN_CASES}
    assert kinds == {*CardKind, None}


def test_compare_tolerates_a_little_and_catches_a_lot() -> None:
    base = Image.new("RGBA", (100, 100), (200, 180, 150, 255))
    slightly = Image.new("RGBA", (100, 100), (201, 181, 151, 255))
    mean, far = compare(base, slightly)
    assert mean < MAX_MEAN_DIFFERENCE and far == 0
    damaged = base.copy()
    damaged.paste((0, 0, 0, 255), (0, 0, 20, 20))
    mean, far = compare(base, damaged)
    assert far > MAX_FAR_PIXELS


@pytest.mark.parametrize("case", GOLDEN.GOLDEN_CASES, ids=lambda case: case.name)
def test_golden_image(renderer: CardRenderer, case: Any) -> None:
    assert case.path.is_file(), (
        f"missing {case.path}: run tests/games/audatia/render/regenerate_golden.py"
    )
    actual = GOLDEN.render_case(renderer, case, GOLDEN.golden_faces())
    with Image.open(case.path) as stored:
        expected = stored.convert("RGBA")
    mean, far = compare(expected, actual)
    assert mean < MAX_MEAN_DIFFERENCE, f"{case.name}: mean difference {mean:.2f}"
    assert far < MAX_FAR_PIXELS, f"{case.name}: {far:.2%} of pixels differ by more than {FAR}"
