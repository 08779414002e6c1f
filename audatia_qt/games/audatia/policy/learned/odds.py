"""The learned evaluation's odds for a player, as the Hint and the replay's graph show them
(issue 31, part 5), in every ruleset it can judge.

The network was trained on the standard game, one bout (``learned.train``). Salle Play is that
bout played again and again for points: the network's odds are the bout's, and the score, which
every view shows, makes them the game's (``points.game_odds``, as the search does). Where a
ruleset lays cards aside face down (the Sudden Death row, R-032), what decides the bout is in
cards the network has no input for: it says nothing there rather than a figure that ignores
them.
"""

from __future__ import annotations

from audatia_qt.games.audatia.policy.learned.model import ValueModel
from audatia_qt.games.audatia.policy.points import game_odds
from audatia_qt.games.audatia.rules import PlayerView, Seat


def view_odds(model: ValueModel, view: PlayerView) -> float | None:
    """The odds that ``view``'s viewer wins the game, from that view alone; None where the
    network cannot judge the position (cards laid aside face down)."""
    ruleset = view.config.ruleset
    if any(ruleset.face_down_count(view, seat) for seat in Seat):
        return None
    bout = model.value(view)
    score = ruleset.score_seen(view)
    if score is None or view.outcome is not None:
        return bout
    me = view.viewer
    return game_odds(bout, score[me] - score[me.other])
