"""Why a move: the search's top three candidates and a one-line reason in words.

Used by the table's Hint button (the human's best moves) and by the log line "why did the
computer do that?" (``explain_result`` on the bot's ``last_result``, no second search).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from audatia_qt.ai.heuristic import card_values, remedy_odds, unanswered_odds
from audatia_qt.ai.ismcts import ISMCTSBot, SearchResult
from audatia_qt.ai.knowledge import FactsCache, Situation, from_view
from audatia_qt.rules import Action, ActionKind, PlayerView
from audatia_qt.rules.cards import is_perfect_counter
from audatia_qt.rules.config import GameConfig

A = ActionKind

#: The Hint search's time cap: Hard's budget usually ends sooner (bench/bench_ai.py).
HINT_SECONDS = 1.0


@dataclass(frozen=True)
class Candidate:
    """One move the search weighed: its words, share of the search's visits, and win rate."""

    action: Action
    text: str
    visit_share: float
    win_rate: float


@dataclass(frozen=True)
class Explanation:
    """The best moves (up to three, best first) and why the first one."""

    candidates: tuple[Candidate, ...]
    reason: str

    @property
    def best(self) -> Action:
        """The suggested move."""
        return self.candidates[0].action


def describe(config: GameConfig, action: Action) -> str:
    """The move in a fencer's words, e.g. "attack with Mandritto Fendente"."""

    def name(card: int | None) -> str:
        return "a card" if card is None else config.cards[card].definition.name

    kind = action.kind
    words = {
        A.MULLIGAN_DISCARD: f"discard {name(action.card)} and draw again",
        A.KEEP_HAND: "keep this hand",
        A.CHOOSE_VIRTUE: f"take {str(action.choice).capitalize()}",
        A.SALUTE: f"salute, discarding {name(action.card)}",
        A.DECLINE: "let it be",
        A.TRADE: f"trade {name(action.card)} and {name(action.card2)} for a new card",
        A.END_TRADES: "stop trading",
        A.CHOOSE_POSTA: f"stand in {name(action.card)}",
        A.CHANGE_POSTA: f"change to {name(action.card)}",
        A.ATTACK: f"attack with {name(action.card)}",
        A.BEAT: f"beat the extended guard aside with {name(action.card)}",
        A.PARRY: f"parry with {name(action.card)}",
        A.COUNTERATTACK: f"counterattack with {name(action.card)}",
        A.EXCHANGE: f"exchange thrusts with {name(action.card)}",
        A.BREAK: f"break the thrust with {name(action.card)}",
        A.DEFEND: f"defend with {name(action.card)}",
        A.REMEDY: f"play the remedy {name(action.card)}",
        A.COUNTER_REMEDY: f"counter with {name(action.card)}",
        A.PLAY_SKILL: f"play {name(action.card)}",
        A.ORIENT: f"turn the Stretto Side card {action.choice}",
        A.WAIT: "wait",
        A.PASS: "pass",
        A.CYCLE: f"cycle {name(action.card)} for a new card",
        A.ARRANGE: f"lay {name(action.card)} next in the row",
    }
    return words[kind]


def reason_for(sit: Situation, action: Action, *, searched: bool = True) -> str:
    """One line on why ``action`` suits this position, in the rules of thumb's words.

    ``searched`` says whether a search chose it; the last resort of the wording ("it did best
    in the search") is only true then.
    """
    kind, card = action.kind, action.card
    text = describe(sit.config, action)
    sentence = text[0].upper() + text[1:]
    if kind in (A.ATTACK, A.DEFEND, A.COUNTERATTACK) and card is not None:
        odds = unanswered_odds(sit, card)
        # "About 0%" reads as a mistake; the rounded ends are said in words.
        if odds < 0.005:
            return f"{sentence}: they almost surely hold an answer to it."
        if odds > 0.995:
            return f"{sentence}: they almost surely hold no answer to it."
        return f"{sentence}: about {100 * odds:.0f}% that they hold no answer to it."
    if kind is A.REMEDY and card is not None:
        free, perfect = remedy_odds(sit, card)
        return (
            f"{sentence}: about {100 * free:.0f}% they cannot counter it, "
            f"{100 * perfect:.0f}% risk of a perfect counter."
        )
    if kind is A.COUNTER_REMEDY and card is not None and sit.context.remedy_card is not None:
        table = sit.config.cards
        if is_perfect_counter(table.stretto(sit.context.remedy_card), table.stretto(card)):
            return f"{sentence}: a perfect counter wins at once."
        return f"{sentence}: it lines up with their remedy, so the exchange breaks off."
    if kind is A.PARRY:
        return f"{sentence}: it spends the card least needed for their other attacks."
    if kind in (A.TRADE, A.MULLIGAN_DISCARD, A.CYCLE, A.SALUTE):
        values = card_values(sit)
        dead = [c for c in (action.card, action.card2) if c is not None]
        if dead and all(values.get(c, 1.0) < 0.8 for c in dead):
            return f"{sentence}: those cards have little to do in this hand."
        return f"{sentence}: the hand is better for it."
    if kind is A.PASS and sit.is_challenger is False:
        return f"{sentence}: two draws win for the respondent, so there is no need to strike first."
    if kind in (A.CHOOSE_POSTA, A.CHANGE_POSTA):
        return f"{sentence}: it opens the attacks this hand holds and shelters well."
    if searched:
        return f"{sentence}: it did best in the search."
    return f"{sentence}: its rules of thumb favour it here."


def explain_result(
    view: PlayerView, result: SearchResult, facts: FactsCache | None = None
) -> Explanation:
    """The explanation of a search already made (e.g. the bot's ``last_result``)."""
    total = max(1, result.total_visits)
    candidates = tuple(
        Candidate(
            move.action,
            describe(view.config, move.action),
            move.visits / total,
            move.win_rate,
        )
        for move in result.moves[:3]
    )
    sit = from_view(view, facts or FactsCache())
    return Explanation(candidates, reason_for(sit, candidates[0].action))


def explain_choice(
    view: PlayerView,
    legal: Sequence[Action],
    *,
    bot: ISMCTSBot | None = None,
    rng: random.Random | None = None,
) -> Explanation:
    """Search the position and explain the best move: with ``bot``'s budget, or by default
    Hard's search capped at a second (advice should be the best we have, but never a wait).

    A single legal action is explained without a search (share 100%, win rate unknown: 0.5).
    """
    if not legal:
        raise ValueError("no legal action to explain")
    sit = from_view(view, FactsCache())
    if len(legal) == 1:
        only = legal[0]
        candidate = Candidate(only, describe(view.config, only), 1.0, 0.5)
        return Explanation((candidate,), reason_for(sit, only))
    searcher = bot or ISMCTSBot("hard", seconds=HINT_SECONDS, mistake_rate=0.0)
    result = searcher.search(view, legal, rng or random.Random(0))
    return explain_result(view, result)


def decision_note(view: PlayerView, action: Action, result: SearchResult | None = None) -> str:
    """The game log's "why did the computer do that?" line for a move already chosen.

    ``result`` is the search behind it (an ISMCTS bot's ``last_result``); without one (a
    forced move, or a bot that does not search) the line gives the rule of thumb alone. When
    the bot played a slip (Easy and Normal sometimes take the runner-up), the line says so
    rather than pretend the move was the search's best.
    """
    sit = from_view(view, FactsCache())
    line = reason_for(sit, action, searched=result is not None)
    if result is None or not result.moves:
        return line
    chosen = next((move for move in result.moves if move.action == action), None)
    if chosen is None:
        return line
    total = max(1, result.total_visits)
    best = result.moves[0]
    stats = (
        f"{100 * chosen.visits / total:.0f}% of the search, wins about {100 * chosen.win_rate:.0f}%"
    )
    if chosen.action != best.action:
        return f"{line.rstrip('.')} ({stats}); a slip: the search preferred to " + (
            f"{describe(view.config, best.action)}."
        )
    return f"{line.rstrip('.')} ({stats})."
