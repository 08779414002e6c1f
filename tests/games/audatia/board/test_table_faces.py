"""The table's faces: copies of a card share one face, drawn or read once per size."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtWidgets import QApplication

from audatia_qt.games.audatia.board.faces import TableFaces
from audatia_qt.games.audatia.board.widget import PREVIEW_WIDTH
from audatia_qt.games.audatia.render import CardRenderer, FaceCache
from audatia_qt.games.audatia.rules import GameConfig


def test_copies_of_a_card_share_their_pixmaps_and_distinct_cards_do_not(
    qapp: QApplication, tmp_path: Path, make_config: Callable[..., GameConfig]
) -> None:
    config = make_config(seed=3)
    cache = FaceCache(tmp_path, CardRenderer())
    faces = TableFaces(cache, config)
    by_face: dict[tuple[int, str], list[int]] = {}
    for card, instance in enumerate(config.cards.instances):
        by_face.setdefault((instance.owner, instance.definition.id), []).append(card)
    copies = next(cards for cards in by_face.values() if len(cards) > 1)
    other = next(cards[0] for key, cards in by_face.items() if cards is not copies)

    first = faces.card(copies[0], 80, 1.0)
    asked = cache.stats.hits + cache.stats.misses
    assert faces.card(copies[1], 80, 1.0) is first
    assert faces.large(copies[0], PREVIEW_WIDTH, 1.0) is faces.large(copies[1], PREVIEW_WIDTH, 1.0)
    assert cache.stats.hits + cache.stats.misses == asked + 1, "the copy asked the cache again"
    assert faces.card(other, 80, 1.0) is not first
    assert faces.face(copies[1]) is faces.face(copies[0])
    cache.close()
