"""Rules of thumb for a computer fencer: how likely each fencer is to win from a position, and
how much each move is worth to the fencer making it.

Each judgement reads only what every seat may know: the scores, the stamina, the strip, the
period and the phrase on the table (rulebook, "Game Setup": the hands are "kept hidden from the
opponent"). A move is judged by the position it leads to, and the rules make a decision's
position without chance (every draw is a chance move of its own, ruling RF-9), so judging it
looks at no hidden card either.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from audatia_qt.games.ready_fence.rules import Action, ActionKind, State, apply_legal

#: How fast the odds follow the lead in touches, per touch still needed (a logistic's slope).
LEAD_SLOPE = 1.6
#: What the fencer ahead in the phrase on the table is worth, in touches: the faster speed
#: touches unless answered (rulebook, "Playing the game").
PHRASE_EDGE = 0.7
#: What an attack the fencer has not yet answered costs it, in touches.
THREATENED = 0.35
#: A stamina point, in touches ("Stamina Points": it pays for cards and the Parry).
STAMINA_WORTH = 0.06
#: A card kept in a bout where played cards come back, against one spent (Tutorial).
ATTACK_LEANING = 0.05


def _lead(state: State, seat: int) -> float:
    """``seat``'s lead in touches, with the phrase on the table and the stamina counted."""
    me, them = state.fencers[seat], state.fencers[1 - seat]
    lead = float(me.score - them.score)
    lead += STAMINA_WORTH * (me.stamina - them.stamina)
    phrase = state.phrase
    if phrase is not None:
        mine, theirs = phrase.speeds[seat], phrase.speeds[1 - seat]
        if mine is not None and theirs is not None:
            if mine > theirs:
                lead += PHRASE_EDGE
            elif theirs > mine:
                lead -= PHRASE_EDGE
        elif theirs is not None and mine is None:
            lead -= THREATENED
        elif mine is not None and theirs is None:
            lead += THREATENED
    return lead


def evaluate(state: State, seat: int) -> float:
    """The odds that ``seat`` wins from ``state``: its result once the bout is over, else a
    logistic of its lead, steeper as the touches still needed run out (rulebook, "End of Game":
    the score reached, or the higher score when time runs out)."""
    if state.result is not None:
        return state.result[seat]
    needed = state.config.target - max(fencer.score for fencer in state.fencers)
    slope = LEAD_SLOPE / math.sqrt(max(needed, 1))
    return 1.0 / (1.0 + math.exp(-slope * _lead(state, seat)))


def score(state: State, actor: int, action: Action) -> float:
    """What ``action`` is worth to ``actor``: the odds of the position it leads to, with a
    slight leaning to the moves that fence (an attack, an answer) over waiting. ``action`` is
    one of the rules' legal moves (every caller ranks what ``legal_actions`` listed), so it is
    played without listing them again (``apply_legal``)."""
    after = apply_legal(state, action).state
    value = evaluate(after, actor)
    if action.kind in (ActionKind.ATTACK, ActionKind.ANSWER):
        value += ATTACK_LEANING
    return value


def ranked(state: State, actor: int, legal: Sequence[Action]) -> list[Action]:
    """``legal``, best first for ``actor`` (ties in the rules' order)."""
    scores = {action: score(state, actor, action) for action in legal}
    return sorted(legal, key=lambda action: -scores[action])


def best(state: State, actor: int, legal: Sequence[Action]) -> Action:
    """``actor``'s favourite of ``legal``."""
    return max(legal, key=lambda action: score(state, actor, action))
