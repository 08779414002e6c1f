"""Sudden Death on the table: each row beside its hand (R-032), sharing the hand's band.

The rows are the rules' (``rules.sudden_death.Rows``, seen as ``RowsSeen``); this module lays
them out and is the one place of the board that reads them. The viewer's own row is face up
to its owner, numbered in the order its cards will be turned up; the opponent's is backs.
"""

from __future__ import annotations

import enum

from PySide6.QtCore import QCoreApplication

from audatia_qt.games.audatia.board.index import ZoneId
from audatia_qt.games.audatia.board.layout import (
    OPPONENT_HAND_SCALE,
    Position,
    Rect,
    TableLayout,
    fan_positions,
)
from audatia_qt.games.audatia.board.placement import LIFT, Placement, named_fan
from audatia_qt.games.audatia.board.variants import BoardVariant
from audatia_qt.games.audatia.rules import Action, ActionKind, PlayerView, Seat
from audatia_qt.games.audatia.rules.state import Phase
from audatia_qt.games.audatia.rules.sudden_death import RowSeen, seen_row


class SuddenDeathZone(enum.StrEnum):
    """The place Sudden Death adds for each player; its value is the place's name the
    narrator says it by (``narrator.zone_words``)."""

    ROW = "row"
    """The cards laid face down in order, leftmost first (R-032)."""

    @property
    def caption(self) -> str:
        """The zone's name as printed on the table, in the language the app speaks."""
        return QCoreApplication.translate("Table", "Row")


class SuddenDeathBoard(BoardVariant):
    """Sudden Death's part of the board: the rows (``SuddenDeathZone.ROW``)."""

    zones = tuple(SuddenDeathZone)
    beside_hand = SuddenDeathZone.ROW

    def target_zone(self, action: Action) -> SuddenDeathZone | None:
        """A card laid in the row (Action Process 1-2, R-032.3) goes to its owner's row."""
        return SuddenDeathZone.ROW if action.kind is ActionKind.ARRANGE else None

    def stage_title(self, view: PlayerView) -> str | None:
        """While the rows are laid (Action Process 1-2, R-032.3)."""
        if view.phase is Phase.ARRANGE:
            return QCoreApplication.translate("Table", "Laying the rows")
        return None

    def beside_hand_cards(self, view: PlayerView) -> tuple[int, ...]:
        """The viewer's own row."""
        return seen_row(view, view.viewer).cards or ()

    def placements(
        self, view: PlayerView, layout: TableLayout, seat: Seat, position: Position
    ) -> list[Placement]:
        """The row, leftmost card first (R-032). The owner knows it, so it is shown to them in
        order, numbered; the opponent sees only backs."""
        side = layout.side(position)
        if SuddenDeathZone.ROW not in side.zones:
            return []
        row_rect = side[SuddenDeathZone.ROW]
        seen = seen_row(view, seat)
        zone = ZoneId(seat, SuddenDeathZone.ROW)
        if seen.cards is not None and position is Position.BOTTOM:
            # The own row lies in the hand's band: its cards are the hand's, named, numbered
            # in the order they will be turned up.
            return named_fan(
                view, seen.cards, seat, row_rect, layout.hand_card_w, 150, zone, numbered=True
            )
        return _row_placements(seen, seat, row_rect, position, layout.card_w, layout.card_h)


def _row_placements(
    seen: RowSeen, seat: Seat, rect: Rect, position: Position, cw: float, ch: float
) -> list[Placement]:
    """The cards of a row: the viewer's own face up and numbered in the order they will be
    turned up; the opponent's as small backs (R-032, R-033)."""
    zone = ZoneId(seat, SuddenDeathZone.ROW)
    rotated = position is Position.TOP
    out: list[Placement] = []
    if seen.cards is not None:
        lefts = fan_positions(rect, len(seen.cards), cw, max_step=cw * 1.04)
        top = rect.y + LIFT * ch
        for i, (card, left) in enumerate(zip(seen.cards, lefts, strict=True)):
            box = Rect(left, top, cw, ch)
            out.append(
                Placement(
                    f"c{card}", card, seat, True, box, rotated, 150 + i, zone, badge=f"{i + 1}"
                )
            )
        return out
    # Only the opponent's row is unknown, and it lies across the table: small backs.
    sw, sh = cw * OPPONENT_HAND_SCALE, ch * OPPONENT_HAND_SCALE
    lefts = fan_positions(rect, seen.count, sw, max_step=sw * 0.55)
    # The opponent turns cards up from their left, which is the viewer's right.
    for i, left in enumerate(reversed(lefts) if rotated else lefts):
        box = Rect(left, rect.y, sw, sh)
        out.append(Placement(f"r{int(seat)}-{i}", None, seat, False, box, rotated, 150 + i, zone))
    return out


BOARD = SuddenDeathBoard()
