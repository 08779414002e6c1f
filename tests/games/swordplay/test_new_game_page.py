"""Swordplay's New Game page as a newcomer fills it (found in the real window): the
computer's strength is offered only when the computer plays a hero."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from audatia_qt.games.swordplay.decks.bundled import default_card_set
from audatia_qt.games.swordplay.entry import SWORDPLAY
from audatia_qt.games.swordplay.screens.new_game import TABLES, SwordplayNewGamePage


def _page(qtbot: QtBot) -> SwordplayNewGamePage:
    page = SwordplayNewGamePage(SWORDPLAY, default_card_set(), None)
    qtbot.addWidget(page)
    page.show()
    return page


def _table(page: SwordplayNewGamePage, key: str) -> None:
    page.table_box.setCurrentIndex(next(i for i, t in enumerate(TABLES) if t.key == key))


def test_the_strength_is_offered_only_when_the_computer_plays_a_hero(qtbot: QtBot) -> None:
    page = _page(qtbot)
    _table(page, "computer")
    assert page.strength_box.isEnabled()
    _table(page, "hot-seat")
    assert not page.strength_box.isEnabled(), "two people: no computer to make stronger"
    _table(page, "solo")
    assert not page.strength_box.isEnabled(), "the monster acts by its cards"
    _table(page, "coop")
    assert not page.strength_box.isEnabled()
    page.player_boxes[1].setCurrentIndex(1)  # the second hero: the computer
    assert page.strength_box.isEnabled()
    _table(page, "three")
    assert page.strength_box.isEnabled()
    for box in page.player_boxes[:3]:
        box.setCurrentIndex(0)
    assert not page.strength_box.isEnabled(), "three people, no computer"
