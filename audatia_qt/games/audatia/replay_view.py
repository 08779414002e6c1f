"""What a replay of an Audatia game may draw: the shown state from the replay's side of the table,
each seat whole when the replay may open it, as its opponent saw it otherwise (R-034)."""

from __future__ import annotations

from dataclasses import replace

from audatia_qt.engine.session.replay import Replay
from audatia_qt.games.audatia.rules import GameState, PlayerView, Seat, observe
from audatia_qt.games.audatia.rules.views import SeatView


def replay_view(replay: Replay) -> PlayerView:
    """The replay's shown state from ``replay.viewer``'s side: each seat whole when it is open
    (``Replay.open_seats``), as its opponent saw it otherwise. Nothing can be played in a
    replay, so the view offers no legal action."""
    state: GameState = replay.state
    opened = frozenset(Seat(seat) for seat in replay.open_seats())
    seats = (_seat_as_shown(state, Seat.A, opened), _seat_as_shown(state, Seat.B, opened))
    return replace(observe(state, Seat(replay.viewer)), seats=seats, legal_actions=())


def _seat_as_shown(state: GameState, seat: Seat, opened: frozenset[Seat]) -> SeatView:
    """That seat's zones as a replay may show them: whole when open, else as the opponent saw
    them (the hand and the face-down cards as counts, a secret Posta face down)."""
    if seat in opened:
        return observe(state, seat).me
    return observe(state, seat.other).opponent
