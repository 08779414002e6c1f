"""What a seat's window says of the table's news (``news.TableNews``), who is away and how long
(``absence.Absence``), and the per-move clock's countdown (``move_clock.MoveClock``)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from audatia_qt.engine.catalogue import Catalogue
from audatia_qt.net.messages import OfferKind, RefusalCode, Settled, Settlement
from audatia_qt.shell.i18n.render import render
from audatia_qt.shell.network.absence import Absence
from audatia_qt.shell.network.chat import ChatPanel
from audatia_qt.shell.network.move_clock import HURRY_SECONDS, MoveClock
from audatia_qt.shell.network.news import TableNews, seat_name
from tests.net.tables import config_of
from tests.net.test_coop import coop as coop_config
from tests.windows_english import english  # noqa: F401


class Clock:
    """A clock a test moves on by hand."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def _news(catalogue: Catalogue, game: str, seat: int, seed: int = 0) -> TableNews:
    entry = catalogue.entry(game)
    config = config_of(entry, seed)
    return TableNews(entry, config, seat, entry.game.seat_count(config))


@pytest.mark.parametrize("how", list(Settlement))
def test_every_settlement_is_told_to_the_seat_that_made_it_and_to_the_other(
    catalogue: Catalogue, how: Settlement
) -> None:
    mine, theirs = _news(catalogue, "ready_fence", 0), _news(catalogue, "ready_fence", 1)
    settled = Settled(how=how, seat=0)
    to_me, to_them = render(mine.settled(settled)), render(theirs.settled(settled))
    assert to_me.startswith("You") or to_me.startswith("Your")
    assert "Fencer 1" in to_them and to_me != to_them
    if how in (Settlement.RESIGNED, Settlement.TIME):
        assert "Fencer 2 wins." in to_me and "you win." in to_them


def test_at_a_table_of_three_a_resignation_lets_everyone_else_win(catalogue: Catalogue) -> None:
    entry = catalogue.entry("swordplay")
    config = next(
        config_of(entry, seed)
        for seed in range(20)
        if entry.game.seat_count(config_of(entry, seed)) > 2
        and not entry.ruled_seats(config_of(entry, seed))
    )
    news = TableNews(entry, config, 1, entry.game.seat_count(config))
    said = render(news.settled(Settled(how=Settlement.RESIGNED, seat=0)))
    assert "everyone else wins" in said
    assert news.may_claim is False


@pytest.mark.parametrize("how", [Settlement.RESIGNED, Settlement.TIME])
def test_at_a_coop_table_a_hero_giving_up_lets_the_monster_win(
    catalogue: Catalogue, how: Settlement
) -> None:
    """Ruling SP-24: the heroes lose together, so the news names the monster as the winner,
    to the hero who gave up and to the partner; and nobody there may claim the game."""
    entry = catalogue.entry("swordplay")
    config = coop_config(3)
    monster = seat_name(entry, config, 3)
    mine, partner = (TableNews(entry, config, seat, 4) for seat in (0, 1))
    settled = Settled(how=how, seat=0)
    to_me, to_partner = render(mine.settled(settled)), render(partner.settled(settled))
    assert to_me.startswith("You") and to_me.endswith(f": {monster} wins.")
    assert to_partner.endswith(f": {monster} wins.") and "you win" not in to_partner
    assert mine.winner(0) == monster
    assert not mine.may_claim and not partner.may_claim
    assert _news(catalogue, "ready_fence", 0).may_claim


def test_offers_and_answers_are_told_from_where_the_person_sits(catalogue: Catalogue) -> None:
    news = _news(catalogue, "ready_fence", 1)
    assert render(news.offered(OfferKind.DRAW, 0)) == "Fencer 1 offers a draw."
    assert "You asked to take back" in render(news.offered(OfferKind.UNDO, 1))
    assert render(news.answered(OfferKind.UNDO, 0, True)).startswith("Fencer 1 agreed")
    assert render(news.answered(OfferKind.DRAW, 1, False)) == "You declined."


def test_a_requests_refusal_has_words_and_a_moves_is_left_to_the_board() -> None:
    claim = TableNews.refused(RefusalCode.CLAIM, 60.0)
    assert claim is not None and "60 seconds" in render(claim)
    for code in (RefusalCode.NO_DRAWS, RefusalCode.NO_UNDO, RefusalCode.OFFER_PENDING):
        assert TableNews.refused(code, 60.0) is not None
    for code in (RefusalCode.ILLEGAL, RefusalCode.STALE, RefusalCode.TURN):
        assert TableNews.refused(code, 60.0) is None


def test_absence_counts_from_when_the_table_told_and_only_once_everyone_came() -> None:
    clock = Clock()
    absence = Absence(0, now=clock)
    absence.told({1: 5.0})  # the guest has not joined yet: nobody is "away"
    assert absence.away() == () and not absence.everyone_came
    absence.told({})
    assert absence.everyone_came
    absence.told({1: 3.0, 0: 9.0})  # this screen's own seat is never its opponent
    assert absence.away() == (1,)
    clock.now += 10
    assert absence.away_for() == pytest.approx(13.0)
    assert absence.lost_for() is None
    absence.lost()
    clock.now += 4
    absence.lost()  # still the same loss
    assert absence.lost_for() == pytest.approx(4.0)
    absence.linked()
    assert absence.lost_for() is None


def test_the_move_clock_counts_down_and_hurries_without_colour(qtbot: QtBot) -> None:
    clock = Clock()
    label = MoveClock(now=clock)
    qtbot.addWidget(label)
    label.run(65.0, yours=True)
    assert label.text() == "Your move: 1:05" and not label.font().bold()
    clock.now += 60.5
    label._tick()
    assert label.text() == "Your move: 0:05" and label.font().bold()
    assert HURRY_SECONDS > 5
    label.run(30.0, yours=False)
    assert label.text() == "Their move: 0:30"
    label.stop()
    assert label.isHidden() and label.seconds_left() is None


def test_escape_in_the_chat_line_goes_back_to_the_board(qtbot: QtBot) -> None:
    panel = ChatPanel()
    qtbot.addWidget(panel)
    panel.show()
    qtbot.waitExposed(panel)
    panel.entry.setFocus()
    with qtbot.waitSignal(panel.dismissed):
        qtbot.keyClick(panel.entry, Qt.Key.Key_Escape)
    panel.entry.setText("   ")
    with qtbot.assertNotEmitted(panel.spoken):
        panel.send()
