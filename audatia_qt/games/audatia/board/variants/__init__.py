"""What a ruleset adds to the table: its own zones, its cards in them, its lines of status.

The standard table is ``BoardVariant`` itself, which adds nothing. A ruleset that adds to the
table names its part of the board (``Ruleset.board``, ``"module:attribute"``): Sudden Death
its rows (``variants.sudden_death``), Salle Play its score (``variants.salle``). The table
asks that object (``board_variant``), never which variant is played, and each variant's
zones and words stand in its own module here, beside the rules module whose state they show.
"""

from __future__ import annotations

from pkgutil import resolve_name
from typing import TYPE_CHECKING

from audatia_qt.games.audatia.board.layout import Position, TableLayout, ZoneKind
from audatia_qt.games.audatia.rules import PlayerView, Seat
from audatia_qt.games.audatia.rules.ruleset import Ruleset

if TYPE_CHECKING:
    from audatia_qt.games.audatia.board.placement import Placement


class BoardVariant:
    """The table of the standard game: nothing added. A ruleset's part of the board
    subclasses it and changes what its ruleset adds."""

    beside_hand: ZoneKind | None = None
    """The zone the ruleset lays beside each hand, sharing its band (``compute_layout``'s
    ``rows``), or None."""

    def beside_hand_cards(self, view: PlayerView) -> tuple[int, ...]:
        """The cards the viewer's own ``beside_hand`` zone holds now (the band is shared by
        the cards each holds, ``layout.row_share``)."""
        return ()

    def placements(
        self, view: PlayerView, layout: TableLayout, seat: Seat, position: Position
    ) -> list[Placement]:
        """Where the cards of ``seat``'s zones of the ruleset rest, seen from ``view``."""
        return []

    def status_lines(self, view: PlayerView, names: tuple[str, str]) -> list[str]:
        """The status panel's first lines, in the language the app speaks (the score)."""
        return []

    def stage_title(self, view: PlayerView) -> str | None:
        """The status panel's title for a decision of the ruleset's own (Sudden Death's rows),
        in the language the app speaks; None for the standard game's stages."""
        return None


#: The standard table.
STANDARD = BoardVariant()


def board_variant(ruleset: Ruleset) -> BoardVariant:
    """The part of the board of the ruleset a game is played under (``Ruleset.board``)."""
    name = ruleset.board
    if name is None:
        return STANDARD
    found = resolve_name(name)
    if not isinstance(found, BoardVariant):
        raise TypeError(f"{name} is not a board variant (board.variants.BoardVariant)")
    return found
