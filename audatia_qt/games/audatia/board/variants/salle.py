"""Salle Play on the table: the score, always in sight (R-030: the game is played for points).

The score is the rules' (``rules.salle.Score``); this module shows it, and is the one place
of the board that reads it.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from audatia_qt.games.audatia.board.variants import BoardVariant
from audatia_qt.games.audatia.rules import PlayerView, Seat
from audatia_qt.games.audatia.rules.salle import score_of


class SalleBoard(BoardVariant):
    """Salle Play's part of the board: the score heads the status panel."""

    def status_lines(self, view: PlayerView, names: tuple[str, str]) -> list[str]:
        """``Score: <A> <points>, <B> <points>`` (R-030); after a bout lost by two draws, what
        a second one would do (R-041), so neither player is surprised by the game's end. The
        warning is for the Challenger's choice out of measure: during an attack the panel's
        lines are the attacker's and the Challenger's."""
        score = score_of(view.variant_view)
        a, b = score.points
        line = QCoreApplication.translate("Table", "Score: {first} {a}, {second} {b}")
        lines = [line.format(first=names[Seat.A], a=a, second=names[Seat.B], b=b)]
        if score.declined is not None and view.context.attacker is None:
            # Short enough for the panel at 1280x800; the ruling says the rest (Help > Rules).
            lines.append(
                QCoreApplication.translate(
                    "Table", "If the Challenger does not attack, the game ends on points."
                )
            )
        return lines


BOARD = SalleBoard()
