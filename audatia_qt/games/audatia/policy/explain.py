"""Why a move: the search's top three candidates and a one-line reason in words.

The candidates and the explanation's shape are the kit's (``kit.explain``, every game's Hint);
Audatia's here are its words for a move, its reasons (the rules of thumb) and its search.

Used by the table's Hint button (the human's best moves) and by the log line "why did the
computer do that?" (``explain_result`` on the bot's ``last_result``, no second search).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from audatia_qt.engine.messages import Message, OwnWords, Param, Sentence, translate
from audatia_qt.engine.search.ismcts import SearchResult
from audatia_qt.games.audatia.narrator.describe import say
from audatia_qt.games.audatia.policy.heuristic import card_values, remedy_odds, unanswered_odds
from audatia_qt.games.audatia.policy.knowledge import FactsCache, Situation, from_view
from audatia_qt.games.audatia.policy.search_policy import AudatiaSearch, search_bot
from audatia_qt.games.audatia.rules import Action, ActionKind, Phase, PlayerView
from audatia_qt.games.audatia.rules.cards import PrintedCardDef, Virtue, worded
from audatia_qt.games.audatia.rules.options import perfect_counter
from audatia_qt.games.audatia.rules.virtues import LEAD_GIVES
from audatia_qt.kit import explain as kit_explain
from audatia_qt.kit.explain import Candidate, candidates_of

__all__ = [
    "HINT_SECONDS",
    "Candidate",
    "Explanation",
    "decision_note",
    "describe",
    "explain_choice",
    "explain_result",
    "reason_for",
]

A = ActionKind

#: The Hint search's time cap: Hard's budget usually ends sooner (bench/bench_ai.py).
HINT_SECONDS = 1.0


@dataclass(frozen=True)
class Explanation(kit_explain.Explanation[Action]):
    """Audatia's hint: the best moves (best first) and why the first one; with the learned
    evaluation's odds that the viewer wins from here, judged from the viewer's own view, when
    it was asked for and its weights could be read (None otherwise)."""

    win_chance: float | None = None


def describe(view: PlayerView, action: Action) -> Message:
    """The viewer's own move in a fencer's words, e.g. "attack with Mandritto Fendente"
    (``narrator.describe``: one table of words for every text)."""
    return say(view.config, view.phase, action)


@dataclass(frozen=True, slots=True)
class Clause:
    """One reason a move suits a decision, in its two forms: after the Hint's move ("Attack
    with Punta: <clause>."), and as the Why line's own sentence ("<Clause>."). Both are whole
    texts for the translator: a language's capital letter is not always the first one's."""

    clause: Sentence
    note: Sentence


def _clause(clause: Sentence, note: Sentence) -> Clause:
    return Clause(clause, note)


@dataclass(frozen=True, slots=True)
class Why:
    """A clause said, with its values."""

    clause: Clause
    values: tuple[tuple[str, Param], ...] = ()
    count: int | None = None
    """The number a counted clause is said of (how many cards), None for the others."""

    def as_clause(self) -> Message:
        return self.clause.clause.say(self.count, **dict(self.values))

    def as_note(self) -> Message:
        return self.clause.note.say(self.count, **dict(self.values))

    def english(self) -> str:
        """The clause in English, without the catalogs (tests, logs)."""
        return self.as_clause().english()


def _why(clause: Clause, count: int | None = None, **values: Param) -> Why:
    return Why(clause, tuple(sorted(values.items())), count)


def _card_text(card: PrintedCardDef) -> OwnWords:
    """A card's printed text as words its deck file gives in each of its languages."""
    return OwnWords(
        card.text, tuple((code, worded(card, code)[1]) for code, _found in card.translations)
    )


_HINT = translate("Why", "{move}: {reason}.")

_FROM_STACK_SIDE = _clause(
    translate("Why", "a strike from the side of its Stack: it must be answered, or it wins"),
    translate("Why", "A strike from the side of its Stack: it must be answered, or it wins."),
)
_SURELY_ANSWERED = _clause(
    translate("Why", "they almost surely hold an answer to it, but it must be answered"),
    translate("Why", "They almost surely hold an answer to it, but it must be answered."),
)
_SURELY_UNANSWERED = _clause(
    translate("Why", "they almost surely hold no answer to it"),
    translate("Why", "They almost surely hold no answer to it."),
)
_ODDS_UNANSWERED = _clause(
    translate("Why", "about {odds}% that they hold no answer to it"),
    translate("Why", "About {odds}% that they hold no answer to it."),
)
_ENTRY = _clause(
    translate("Why", "leading in Audatia, it may close in with a remedy straight after the parry"),
    translate("Why", "Leading in Audatia, it may close in with a remedy straight after the parry."),
)
_REMEDY_WINS = _clause(
    translate("Why", "a remedy wins the Stretto unless it is countered with one that lines up"),
    translate("Why", "A remedy wins the Stretto unless it is countered with one that lines up."),
)
_REMEDY_ODDS = _clause(
    translate("Why", "about {free}% they cannot counter it, {perfect}% risk of a perfect counter"),
    translate("Why", "About {free}% they cannot counter it, {perfect}% risk of a perfect counter."),
)
_PERFECT_WINS = _clause(
    translate("Why", "a perfect counter wins at once"),
    translate("Why", "A perfect counter wins at once."),
)
_LINES_UP = _clause(
    translate("Why", "it lines up with their remedy, so the exchange breaks off"),
    translate("Why", "It lines up with their remedy, so the exchange breaks off."),
)
_PARRY_STOPS = _clause(
    translate("Why", "a parry stops the attack and opens a bind"),
    translate("Why", "A parry stops the attack and opens a bind."),
)
_LEAST_NEEDED = _clause(
    translate("Why", "it spends the card least needed against their other attacks"),
    translate("Why", "It spends the card least needed against their other attacks."),
)
#: Said of the cards given up (one or two): counted, so one card is "that card".
_LITTLE_TO_DO = _clause(
    translate("Why", "those %n card(s) have little to do in this hand", None, 0),
    translate("Why", "Those %n card(s) have little to do in this hand.", None, 0),
)
_HAND_BETTER = _clause(
    translate("Why", "the hand is better for it"),
    translate("Why", "The hand is better for it."),
)
_TWO_DRAWS = _clause(
    translate("Why", "two draws win for the respondent, so there is no need to strike first"),
    translate("Why", "Two draws win for the respondent, so there is no need to strike first."),
)
_GUARD_HOLDS = _clause(
    translate("Why", "the guard holds for now; the challenger must attack by the final call"),
    translate("Why", "The guard holds for now; the challenger must attack by the final call."),
)
_BIND_GOES_ON = _clause(
    translate("Why", "the bind goes on as it is"),
    translate("Why", "The bind goes on as it is."),
)
_NO_SKILL_WORTH = _clause(
    translate("Why", "no skill is worth spending before the opening"),
    translate("Why", "No skill is worth spending before the opening."),
)
_WAITING = _clause(
    translate("Why", "waiting lets the other fencer act first; if both wait, they break off"),
    translate("Why", "Waiting lets the other fencer act first; if both wait, they break off."),
)
_SECRET_GUARD = _clause(
    translate("Why", "a guard chosen to open the attacks its hand holds"),
    translate("Why", "A guard chosen to open the attacks its hand holds."),
)
_GOOD_GUARD = _clause(
    translate("Why", "it opens the attacks this hand holds and shelters well"),
    translate("Why", "It opens the attacks this hand holds and shelters well."),
)
_LEADING_GIVES = _clause(
    translate("Why", "leading in {virtue} gives {gives}"),
    translate("Why", "Leading in {virtue} gives {gives}."),
)
_KEEP_HAND = _clause(
    translate("Why", "the cards dealt are worth keeping for the fight"),
    translate("Why", "The cards dealt are worth keeping for the fight."),
)
_END_TRADES = _clause(
    translate("Why", "the hand is as it wants it for this bout"),
    translate("Why", "The hand is as it wants it for this bout."),
)
_DECLINE = _clause(
    translate("Why", "every card is kept for the fight, whatever the salute gives"),
    translate("Why", "Every card is kept for the fight, whatever the salute gives."),
)
_ROW = _clause(
    translate("Why", "the row stays face down until each card turns up"),
    translate("Why", "The row stays face down until each card turns up."),
)
_CARD_READS = _clause(
    translate("Why", "its card reads: \u201c{text}\u201d"),
    translate("Why", "Its card reads: \u201c{text}\u201d"),
)
_SEARCH_BEST = _clause(
    translate("Why", "it did best in the search"),
    translate("Why", "It did best in the search."),
)
_RULES_OF_THUMB = _clause(
    translate("Why", "its rules of thumb favour it here"),
    translate("Why", "Its rules of thumb favour it here."),
)


def reason_for(sit: Situation, action: Action, *, searched: bool = True) -> Message:
    """The Hint's sentence: the move, then why it suits this position, for the player who
    holds the hand (so it may name the hand and the search's odds)."""
    # The move as a message, not its English: the reader's language says it, and the deck's
    # translations name its card (issue 21). It follows "Hint: ", so it is said mid-sentence.
    move = say(sit.config, sit.phase, action)
    clause = why(sit, action, searched=searched, private=True)
    assert clause is not None  # every move has a private reason
    return _HINT.say(move=move, reason=clause.as_clause())


def why(sit: Situation, action: Action, *, searched: bool, private: bool) -> Why | None:
    """Why ``action`` suits this decision, in the rules of thumb's words, made from the
    decision being taken (the phase), not from the kind of move alone.

    ``private``: the reader holds this hand (the Hint), so the clause may weigh the hand and
    the odds over the opponent's unseen cards. Otherwise (the computer's "Why:" line, read by
    its opponent) it says nothing that depends on a card the reader cannot see: the rule the
    move uses, never the hand behind it (docs/trust.md); None when no such reason can be
    told. ``searched`` says whether a search chose it; "it did best in the search" is only
    true then.
    """
    kind, card, phase = action.kind, action.card, sit.phase
    if kind in (A.ATTACK, A.DEFEND, A.COUNTERATTACK) and card is not None:
        if not private:
            if kind is A.ATTACK and phase is not Phase.OPENING:
                # Only the opening's attack comes from the Posta; later ones from the side the
                # Stack is on (Cut 4), whatever guard the fencer first stood in.
                return _why(_FROM_STACK_SIDE)
            return _why(_PUBLIC_ATTACK[kind])
        odds = unanswered_odds(sit, card)
        # "About 0%" reads as a mistake; the rounded ends are said in words.
        if odds < 0.005:
            return _why(_SURELY_ANSWERED)
        if odds > 0.995:
            return _why(_SURELY_UNANSWERED)
        return _why(_ODDS_UNANSWERED, odds=f"{100 * odds:.0f}")
    if kind is A.REMEDY and card is not None:
        if phase is Phase.AFTER_PARRY:
            return _why(_ENTRY)
        if not private:
            return _why(_REMEDY_WINS)
        free, perfect = remedy_odds(sit, card)
        return _why(_REMEDY_ODDS, free=f"{100 * free:.0f}", perfect=f"{100 * perfect:.0f}")
    if kind is A.COUNTER_REMEDY and card is not None and sit.context.remedy_card is not None:
        if perfect_counter(sit, card):
            return _why(_PERFECT_WINS)
        return _why(_LINES_UP)
    if kind is A.PARRY:
        # Read by the opponent: the cards are not named (the soak found a parry whose attack
        # card the reader had not seen); what every parry does is true of this one.
        return _why(_LEAST_NEEDED) if private else _why(_PARRY_STOPS)
    if kind in (A.TRADE, A.MULLIGAN_DISCARD, A.CYCLE, A.SALUTE):
        if not private:
            return _why(_PUBLIC_CARD_SWAP[kind])
        values = card_values(sit)
        dead = [c for c in (action.card, action.card2) if c is not None]
        if dead and all(values.get(c, 1.0) < 0.8 for c in dead):
            return _why(_LITTLE_TO_DO, len(dead))
        return _why(_HAND_BETTER)
    if kind is A.PASS and phase is Phase.OPENING:
        if not sit.is_challenger:
            return _why(_TWO_DRAWS)
        return _why(_GUARD_HOLDS)
    if kind is A.PASS and phase is Phase.AFTER_PARRY:
        return _why(_BIND_GOES_ON)
    if kind is A.PASS and phase is Phase.MEASURE_SKILLS:
        return _why(_NO_SKILL_WORTH)
    if kind is A.WAIT:
        return _why(_WAITING)
    if kind in (A.CHOOSE_POSTA, A.CHANGE_POSTA):
        if phase is Phase.POSTA_CHOICE and not private:
            # A Posta chosen in secret: the reason says nothing of which one (Out of Measure 3).
            return _why(_SECRET_GUARD)
        return _why(_GOOD_GUARD)
    if kind is A.CHOOSE_VIRTUE and action.choice:
        virtue = Virtue(action.choice)
        return _why(_LEADING_GIVES, virtue=virtue.title, gives=LEAD_GIVES[virtue])
    if kind is A.KEEP_HAND:
        return _why(_KEEP_HAND)
    if kind is A.END_TRADES:
        return _why(_END_TRADES)
    if kind is A.DECLINE and phase in (Phase.SALUTE, Phase.SALUTE_REPLY):
        return _why(_DECLINE)
    if kind is A.ARRANGE and not private:
        return _why(_ROW)
    if kind is A.PLAY_SKILL and card is not None and not private:
        # Played face up: its own words are public, and they are the reason it exists. The
        # card's text is the deck's own, said in the reader's language from the deck's
        # translations (not the catalogs').
        return _why(_CARD_READS, text=_card_text(sit.config.cards[card].definition))
    if not private:
        public = _PUBLIC_RULE.get(kind)
        return None if public is None else _why(public)
    if searched:
        return _why(_SEARCH_BEST)
    return _why(_RULES_OF_THUMB)


#: The rule a move uses, for a reader who cannot see the hand behind it; a kind not here has
#: no reason that could be told without the hand, and its move gets no "Why:" line.
_PUBLIC_RULE = {
    A.ORIENT: _clause(
        translate(
            "Why",
            "the fencer with the most Fortitudo turns the Side card and so picks the remedies",
        ),
        translate(
            "Why",
            "The fencer with the most Fortitudo turns the Side card and so picks the remedies.",
        ),
    ),
    A.BEAT: _clause(
        translate(
            "Why",
            "an Extended Posta must be beaten aside with a parrying strike before it is attacked",
        ),
        translate(
            "Why",
            "An Extended Posta must be beaten aside with a parrying strike before it is attacked.",
        ),
    ),
    A.EXCHANGE: _clause(
        translate(
            "Why",
            "the thrust is exchanged: the thruster must now play an Outside remedy or lose",
        ),
        translate(
            "Why",
            "The thrust is exchanged: the thruster must now play an Outside remedy or lose.",
        ),
    ),
    A.BREAK: _clause(
        translate(
            "Why", "a Break turns the thrust aside into close play, led by the most Celeritas"
        ),
        translate(
            "Why", "A Break turns the thrust aside into close play, led by the most Celeritas."
        ),
    ),
    A.CHANGE_POSTA: _clause(
        translate(
            "Why", "a new guard changes the attacks it opens and the blows that can reach it"
        ),
        translate(
            "Why", "A new guard changes the attacks it opens and the blows that can reach it."
        ),
    ),
}


#: The rule an attacking answer uses, for a reader who cannot see the hand behind it.
_PUBLIC_ATTACK = {
    A.ATTACK: _clause(  # the opening's
        translate("Why", "an attack its Posta opens: it must be answered, or it wins"),
        translate("Why", "An attack its Posta opens: it must be answered, or it wins."),
    ),
    A.DEFEND: _clause(
        translate("Why", "a Defend skill answers the attack with an attack of its own"),
        translate("Why", "A Defend skill answers the attack with an attack of its own."),
    ),
    A.COUNTERATTACK: _clause(
        translate("Why", "a counterattack strikes back, and must be parried in turn, or it wins"),
        translate("Why", "A counterattack strikes back, and must be parried in turn, or it wins."),
    ),
}

#: What a swap of cards is for, for a reader who cannot see the hand behind it.
_PUBLIC_CARD_SWAP = {
    A.TRADE: _clause(
        translate("Why", "two cards for one thins the hand towards the cards it wants"),
        translate("Why", "Two cards for one thins the hand towards the cards it wants."),
    ),
    # Not "a Basic card": Salle Play's opening hand may give up any card.
    A.MULLIGAN_DISCARD: _clause(
        translate("Why", "a card it does not want goes back for a new one"),
        translate("Why", "A card it does not want goes back for a new one."),
    ),
    A.CYCLE: _clause(
        translate("Why", "a card with the Cycle symbol may be swapped for a new one at any time"),
        translate("Why", "A card with the Cycle symbol may be swapped for a new one at any time."),
    ),
    A.SALUTE: _clause(
        translate("Why", "the salute buys a Virtue bonus for the first strike"),
        translate("Why", "The salute buys a Virtue bonus for the first strike."),
    ),
}


def explain_result(
    view: PlayerView, result: SearchResult[Action], facts: FactsCache | None = None
) -> Explanation:
    """The explanation of a search already made (e.g. the bot's ``last_result``)."""
    candidates = candidates_of(result, lambda action: describe(view, action))
    sit = from_view(view, facts or FactsCache())
    return Explanation(candidates, reason_for(sit, candidates[0].action))


def explain_choice(
    view: PlayerView,
    legal: Sequence[Action],
    *,
    bot: AudatiaSearch | None = None,
    rng: random.Random | None = None,
) -> Explanation:
    """Search the position and explain the best move: with ``bot``'s budget, or by default
    Hard's search capped at a second (advice should be the best we have, but never a wait):
    one tree of it, in this process, as before Hard searched on every core (issue 31): the Hint
    has no workers of its own, and two trees run one after the other would halve each under
    the same cap.

    A single legal action is explained without a search (share 100%, win rate unknown: 0.5).
    """
    return kit_explain.explain_choice(
        view,
        legal,
        lambda: bot or search_bot("hard", seconds=HINT_SECONDS, mistake_rate=0.0, trees=1),
        explain_result,
        lambda action: describe(view, action),
        lambda action: reason_for(from_view(view, FactsCache()), action),
        rng,
        Explanation,
    )


#: The note for a reader who may see the hand, with the search's figures after it.
_WITH_STATS = translate("Why", "{note} ({share}% of the search, wins about {wins}%.)")
_A_SLIP = translate(
    "Why",
    "{note} ({share}% of the search, wins about {wins}%; a slip: the search preferred to {best}.)",
)


def decision_note(
    view: PlayerView,
    action: Action,
    result: SearchResult[Action] | None = None,
    *,
    private: bool = False,
) -> Message | None:
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
    no reason could be told without the hand, no line at all (None) (docs/trust.md, R-034).
    """
    sit = from_view(view, FactsCache())
    clause = why(sit, action, searched=result is not None, private=private)
    if clause is None:
        return None
    # Read by the opponent, the line is the rule alone: whether the search preferred this move
    # (a slip, the odds, the share) is the hand's business.
    if not private or result is None or not result.moves:
        return clause.as_note()
    chosen = next((move for move in result.moves if move.action == action), None)
    if chosen is None:
        return clause.as_note()
    slip = chosen.action != result.moves[0].action
    total = max(1, result.total_visits)
    share = f"{100 * chosen.visits / total:.0f}"
    wins = f"{100 * chosen.win_rate:.0f}"
    note = clause.as_note()
    if slip:
        best = describe(view, result.moves[0].action)
        return _A_SLIP.say(note=note, share=share, wins=wins, best=best)
    return _WITH_STATS.say(note=note, share=share, wins=wins)
