"""The ladder of sizes every board draws its card faces at (``kit.render.ladder``)."""

from __future__ import annotations

import pytest

from audatia_qt.kit.render.ladder import STEP, drawn_height, drawn_size


def test_the_ladder_of_heights_is_never_below_the_card() -> None:
    for height in (1.0, 23.5, 24.0, 24.1, 150.0, 196.0, 391.7, 1440.0):
        drawn = drawn_height(height)
        assert height <= drawn < max(height * STEP, height + 1) + 1


def test_cards_a_few_pixels_apart_share_a_drawing_and_keep_their_shape() -> None:
    """A hand laid out again a few pixels larger or smaller reuses the faces it has."""
    sizes = {drawn_size(width, width * 1.4) for width in (110.0, 111.0, 112.5, 113.0)}
    assert len(sizes) == 1
    width, height = sizes.pop()
    assert height >= 113 * 1.4 and width / height == pytest.approx(1 / 1.4, abs=0.01)
    rungs = {drawn_size(width, width * 1.4) for width in range(60, 400)}
    assert len(rungs) < 40, "a rung every 8%, not a drawing at every pixel"
