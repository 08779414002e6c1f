"""The computer's last move is marked on the table (issue 15): the cards its last transition
moved carry a "Last move" tag until the next move; a card the person cannot see is marked
only as its back."""

from __future__ import annotations

from collections.abc import Callable

from pytestqt.qtbot import QtBot

from audatia_qt.engine.session.match import SeatKind
from audatia_qt.games.audatia.board.card_item import CardItem
from audatia_qt.games.audatia.board.layout import ZoneKind
from audatia_qt.games.audatia.board.widget import TableWidget
from audatia_qt.games.audatia.rules import ActionKind, Seat

VS_COMPUTER = (SeatKind.HUMAN, SeatKind.COMPUTER)


def _marked(table: TableWidget) -> list[CardItem]:
    assert table.scene is not None
    return [item for item in table.scene.items_by_key.values() if item.last_move]


def _wait_for_the_person(table: TableWidget, qtbot: QtBot) -> None:
    controller = table.controller
    assert controller is not None
    qtbot.waitUntil(
        lambda: controller.local_to_act or controller.match.to_move() is None, timeout=20000
    )


def test_the_computers_secret_posta_is_marked_as_its_back(
    make_config: Callable[..., object], make_table: Callable[..., TableWidget], qtbot: QtBot
) -> None:
    """The computer, challenger, chooses its Posta first and in secret: its back is marked."""
    table = make_table(make_config(seed=31, challenger=Seat.B), players=VS_COMPUTER)
    controller = table.controller
    assert controller is not None
    for _ in range(30):
        _wait_for_the_person(table, qtbot)
        if controller.match.state.phase.value == "posta_choice":
            break
        legal = controller.match.legal_actions()
        quiet = [a for a in legal if a.kind in (ActionKind.KEEP_HAND, ActionKind.END_TRADES)]
        controller.request(quiet[0] if quiet else legal[0])
    last = controller.match.plies[-1].action
    assert last.seat is Seat.B and last.kind is ActionKind.CHOOSE_POSTA
    marked = _marked(table)
    assert [item.key for item in marked] == [f"p{int(Seat.B)}"]
    assert marked[0].card is None and not marked[0].face_up


def test_the_computers_last_move_is_marked_until_the_next_move(
    make_config: Callable[..., object], make_table: Callable[..., TableWidget], qtbot: QtBot
) -> None:
    """Each card the computer plays face up is marked by its face; the person's next move
    clears the marks; only the computer's own cards are ever marked."""
    table = make_table(make_config(seed=32), players=VS_COMPUTER)
    controller = table.controller
    assert controller is not None
    seen = 0
    for _ in range(80):
        _wait_for_the_person(table, qtbot)
        if controller.match.to_move() is None:
            break
        last = controller.match.plies[-1].action if controller.match.plies else None
        marked = _marked(table)
        for item in marked:
            assert item.zone is not None and item.zone.seat is Seat.B
            assert item.zone.kind not in (ZoneKind.HAND, ZoneKind.DECK)
            # A face-up mark is a card the person can see (or a Virtue card, public).
            assert item.card is not None or not item.face_up or item.key.startswith("v")
        if last is not None and last.seat is Seat.B:
            on_table = table.scene.item_for(last.card) if last.card is not None else None  # type: ignore[union-attr]
            if on_table is not None and on_table.face_up:
                assert on_table in marked, f"{last} is not marked"
                seen += 1
        else:
            assert not marked
        legal = controller.match.legal_actions()
        controller.request(legal[-1])
        # The person's move is shown at once: the computer's marks are gone.
        assert not _marked(table)
    assert seen >= 3
