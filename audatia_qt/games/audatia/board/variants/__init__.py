"""What a ruleset adds to the table: its own zones, its cards in them, its lines of status.

The standard table is ``BoardVariant`` itself, which adds nothing. A ruleset that adds to the
table names its part of the board (``Ruleset.board``, ``"module:attribute"``): Sudden Death
its rows (``variants.sudden_death``), Salle Play its score (``variants.salle``). The table
asks that object (``board_variant``), never which variant is played, and each variant's
zones and words stand in its own module here, beside the rules module whose state they show.
"""

from __future__ import annotations

from functools import cache
from pkgutil import resolve_name
from typing import TYPE_CHECKING

from audatia_qt.games.audatia.board.layout import Place, Position, TableLayout
from audatia_qt.games.audatia.rules import Action, PlayerView, Seat
from audatia_qt.games.audatia.rules.ruleset import RULESETS, Ruleset

if TYPE_CHECKING:
    from audatia_qt.games.audatia.board.placement import Placement


class BoardVariant:
    """The table of the standard game: nothing added. A ruleset's part of the board
    subclasses it and changes what its ruleset adds."""

    zones: tuple[Place, ...] = ()
    """The places the ruleset adds for each player (the scene makes a zone of each)."""

    beside_hand: Place | None = None
    """The place of ``zones`` the ruleset lays beside each hand, sharing its band
    (``compute_layout``'s ``beside_hand``), or None."""

    def target_zone(self, action: Action) -> Place | None:
        """Where the card of an action of the ruleset's own phases goes, among ``zones``
        (``index.target_zone``); None for every other action."""
        return None

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


@cache
def variant_boards() -> tuple[BoardVariant, ...]:
    """The part of the board of every ruleset that adds one: the index asks them where an
    action of a ruleset's own phase goes. Found when first asked, once every board module
    can be imported (the variants' modules import the index)."""
    boards = (board_variant(ruleset) for ruleset in RULESETS.values())
    return tuple(board for board in boards if board is not STANDARD)
