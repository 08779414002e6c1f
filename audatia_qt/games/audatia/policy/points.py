"""The odds of winning a game played for points (Salle Play, R-030) from the odds of the bout
under way and the lead: one formula for the search's evaluation (``search_policy.evaluate``)
and for the learned evaluation's figures a player sees (``learned.odds``)."""

from __future__ import annotations

import math

#: How much a point of lead is worth, as the logit of winning the game: fitted (maximum
#: likelihood) on 300 Salle Play games of the Scholar against itself, the lead at each bout's
#: start against the game's result (seeds 5000-5299, issue 31; ``bench/salle_lead_fit.py``): a
#: lead of one point won 73.5% of the time, of two 86.8%, of three 96%.
POINT_LOGIT = 0.95


def game_odds(bout: float, lead: int) -> float:
    """The odds of winning the game with ``lead`` points more than the opponent and the odds
    ``bout`` of winning the bout under way: the bout is worth one point, won or lost."""
    return bout * lead_odds(lead + 1) + (1.0 - bout) * lead_odds(lead - 1)


def lead_odds(lead: int) -> float:
    """The odds of winning a game played for points with ``lead`` points more (``POINT_LOGIT``)."""
    return 1.0 / (1.0 + math.exp(-POINT_LOGIT * lead))
