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
from audatia_qt.messages import Message
from audatia_qt.rules import Action, ActionKind, Phase, PlayerView
from audatia_qt.rules.cards import Virtue, is_perfect_counter
from audatia_qt.rules.describe import say
from audatia_qt.rules.options import perfect_counter_wins
from audatia_qt.rules.virtues import LEAD_GIVES

A = ActionKind

#: The Hint search's time cap: Hard's budget usually ends sooner (bench/bench_ai.py).
HINT_SECONDS = 1.0


@dataclass(frozen=True)
class Candidate:
    """One move the search weighed: its words, share of the search's visits, and win rate."""

    action: Action
    text: Message
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


def describe(view: PlayerView, action: Action) -> Message:
    """The viewer's own move in a fencer's words, e.g. "attack with Mandritto Fendente"
    (``rules.describe``: one table of words for every text)."""
    return say(view.config, view.phase, action)


def reason_for(sit: Situation, action: Action, *, searched: bool = True) -> str:
    """The Hint's sentence: the move, then why it suits this position, for the player who
    holds the hand (so it may name the hand and the search's odds)."""
    text = say(sit.config, sit.phase, action).english()
    clause = why(sit, action, searched=searched, private=True)
    return f"{text[0].upper()}{text[1:]}: {clause}."


def why(sit: Situation, action: Action, *, searched: bool, private: bool) -> str:
    """Why ``action`` suits this decision, in the rules of thumb's words, made from the
    decision being taken (the phase), not from the kind of move alone.

    ``private``: the reader holds this hand (the Hint), so the clause may weigh the hand and
    the odds over the opponent's unseen cards. Otherwise (the computer's "Why:" line, read by
    its opponent) it says nothing that depends on a card the reader cannot see: the rule the
    move uses, never the hand behind it (docs/trust.md). ``searched`` says whether a search
    chose it; "it did best in the search" is only true then.
    """
    kind, card, phase = action.kind, action.card, sit.phase
    if kind in (A.ATTACK, A.DEFEND, A.COUNTERATTACK) and card is not None:
        if not private:
            if kind is A.ATTACK and phase is not Phase.OPENING:
                # Only the opening's attack comes from the Posta; later ones from the side the
                # Stack is on (Cut 4), whatever guard the fencer first stood in.
                return "a strike from the side of its Stack: it must be answered, or it wins"
            return _PUBLIC_ATTACK[kind]
        odds = unanswered_odds(sit, card)
        # "About 0%" reads as a mistake; the rounded ends are said in words.
        if odds < 0.005:
            return "they almost surely hold an answer to it, but it must be answered"
        if odds > 0.995:
            return "they almost surely hold no answer to it"
        return f"about {100 * odds:.0f}% that they hold no answer to it"
    if kind is A.REMEDY and card is not None:
        if phase is Phase.AFTER_PARRY:
            return "leading in Audatia, it may close in with a remedy straight after the parry"
        if not private:
            return "a remedy wins the Stretto unless it is countered with one that lines up"
        free, perfect = remedy_odds(sit, card)
        return (
            f"about {100 * free:.0f}% they cannot counter it, "
            f"{100 * perfect:.0f}% risk of a perfect counter"
        )
    if kind is A.COUNTER_REMEDY and card is not None and sit.context.remedy_card is not None:
        table = sit.config.cards
        perfect = is_perfect_counter(table.stretto(sit.context.remedy_card), table.stretto(card))
        if perfect and perfect_counter_wins(sit.phase):
            return "a perfect counter wins at once"
        return "it lines up with their remedy, so the exchange breaks off"
    if kind is A.PARRY:
        if not private:
            return "a parry with the same blow stops the attack and opens the bind"
        return "it spends the card least needed against their other attacks"
    if kind in (A.TRADE, A.MULLIGAN_DISCARD, A.CYCLE, A.SALUTE):
        if not private:
            return _PUBLIC_CARD_SWAP[kind]
        values = card_values(sit)
        dead = [c for c in (action.card, action.card2) if c is not None]
        if dead and all(values.get(c, 1.0) < 0.8 for c in dead):
            return "those cards have little to do in this hand"
        return "the hand is better for it"
    if kind is A.PASS and phase is Phase.OPENING:
        if not sit.is_challenger:
            return "two draws win for the respondent, so there is no need to strike first"
        return "the guard holds for now; the challenger must attack by the final call"
    if kind is A.PASS and phase is Phase.AFTER_PARRY:
        return "the bind goes on as it is"
    if kind is A.PASS and phase is Phase.MEASURE_SKILLS:
        return "no skill is worth spending before the opening"
    if kind is A.WAIT:
        return "waiting lets the other fencer act first; if both wait, they break off"
    if kind in (A.CHOOSE_POSTA, A.CHANGE_POSTA):
        if phase is Phase.POSTA_CHOICE and not private:
            # A Posta chosen in secret: the reason says nothing of which one (Out of Measure 3).
            return "a guard chosen to open the attacks its hand holds"
        return "it opens the attacks this hand holds and shelters well"
    if kind is A.CHOOSE_VIRTUE and action.choice:
        return f"leading in {action.choice.capitalize()} gives {LEAD_GIVES[Virtue(action.choice)]}"
    if kind is A.KEEP_HAND:
        return "the cards dealt are worth keeping for the fight"
    if kind is A.END_TRADES:
        return "the hand is as it wants it for this bout"
    if kind is A.DECLINE and phase in (Phase.SALUTE, Phase.SALUTE_REPLY):
        return "every card is kept for the fight, whatever the salute gives"
    if kind is A.ARRANGE and not private:
        return "the row stays face down until each card turns up"
    if kind is A.PLAY_SKILL and card is not None and not private:
        # Played face up: its own words are public, and they are the reason it exists.
        return f"its card reads: \u201c{sit.config.cards[card].definition.text}\u201d"
    if not private:
        return _PUBLIC_RULE.get(kind, "")
    if searched:
        return "it did best in the search"
    return "its rules of thumb favour it here"


#: The rule a move uses, for a reader who cannot see the hand behind it; a kind not here has
#: no reason that could be told without the hand, and its move gets no "Why:" line.
_PUBLIC_RULE = {
    A.ORIENT: "the fencer with the most Fortitudo turns the Side card and so picks the remedies",
    A.BEAT: "an Extended Posta must be beaten aside with a parrying strike before it is attacked",
    A.EXCHANGE: "the thrust is exchanged: the thruster must now play an Outside remedy or lose",
    A.BREAK: "a Break turns the thrust aside into close play, led by the most Celeritas",
    A.CHANGE_POSTA: "a new guard changes the attacks it opens and the blows that can reach it",
}


#: The rule an attacking answer uses, for a reader who cannot see the hand behind it.
_PUBLIC_ATTACK = {
    A.ATTACK: "an attack its Posta opens: it must be answered, or it wins",  # the opening's
    A.DEFEND: "a Defend skill answers the attack with an attack of its own",
    A.COUNTERATTACK: "a counterattack strikes back, and must be parried with the same blow",
}

#: What a swap of cards is for, for a reader who cannot see the hand behind it.
_PUBLIC_CARD_SWAP = {
    A.TRADE: "two cards for one thins the hand towards the cards it wants",
    # Not "a Basic card": Salle Play's opening hand may give up any card.
    A.MULLIGAN_DISCARD: "a card it does not want goes back for a new one",
    A.CYCLE: "a card with the Cycle symbol may be swapped for a new one at any time",
    A.SALUTE: "the salute buys a Virtue bonus for the first strike",
}


def explain_result(
    view: PlayerView, result: SearchResult, facts: FactsCache | None = None
) -> Explanation:
    """The explanation of a search already made (e.g. the bot's ``last_result``)."""
    total = max(1, result.total_visits)
    candidates = tuple(
        Candidate(
            move.action,
            describe(view, move.action),
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
        candidate = Candidate(only, describe(view, only), 1.0, 0.5)
        return Explanation((candidate,), reason_for(sit, only))
    searcher = bot or ISMCTSBot("hard", seconds=HINT_SECONDS, mistake_rate=0.0)
    result = searcher.search(view, legal, rng or random.Random(0))
    return explain_result(view, result)


def _full_stop(line: str) -> str:
    """The line as a sentence: a full stop, unless it already ends one (a quoted card text
    ends with its own: "…strike again.”")."""
    return line if line.endswith((".", "!", "?", ".\u201d", "!\u201d", "?\u201d")) else f"{line}."


def decision_note(
    view: PlayerView,
    action: Action,
    result: SearchResult | None = None,
    *,
    private: bool = False,
) -> str:
    """The game log's "why did the computer do that?" line for a move already chosen, as one
    sentence that follows the log's line saying what the move was.

    ``result`` is the search behind it (an ISMCTS bot's ``last_result``); without one (a
    forced move, or a bot that does not search) the line gives the rule of thumb alone. When
    the bot played a slip (Easy and Normal sometimes take the runner-up), the line says so
    rather than pretend the move was the search's best.

    ``private``: every reader may see the mover's hand. Otherwise (the usual case, the
    computer's opponent reading) the line holds nothing made from the hidden hand: the rule
    the move uses, no search figures (a win rate is the hand's worth), no word of a slip (the
    search's preference is the hand's), no name of the move the search preferred; and where
    no reason could be told without the hand, no line at all ("") (docs/trust.md, R-034).
    """
    sit = from_view(view, FactsCache())
    clause = why(sit, action, searched=result is not None, private=private)
    if not clause:
        return ""
    line = clause[0].upper() + clause[1:]
    # Read by the opponent, the line is the rule alone: whether the search preferred this move
    # (a slip, the odds, the share) is the hand's business.
    if not private or result is None or not result.moves:
        return _full_stop(line)
    chosen = next((move for move in result.moves if move.action == action), None)
    if chosen is None:
        return _full_stop(line)
    slip = chosen.action != result.moves[0].action
    total = max(1, result.total_visits)
    stats = (
        f"{100 * chosen.visits / total:.0f}% of the search, wins about {100 * chosen.win_rate:.0f}%"
    )
    if slip:
        best = describe(view, result.moves[0].action).english()
        return f"{line} ({stats}); a slip: the search preferred to {best}."
    return f"{line} ({stats})."
