"""Actions in words: the one table of what every move is called, for every text a person reads.

Two moods of one phrase: the imperative for menus, buttons and hints ("parry with Roverso
Sottano"), the third person for the game log ("parries with a Roverso Sottano"). The Undo and
Redo items, the replay captions, the resume dialog, the Hint, the computer's "Why:" lines and
the log all take their words from here, so a new ``ActionKind`` is one entry in ``_PHRASES`` and
a test (tests/rules/test_describe.py) fails until it has one.

Who reads decides what may be named (docs/trust.md): a card is named only if every reader may
see it once the move is made (``views.hidden_cards``); otherwise the move is told without it
("chooses a Posta in secret", "trades two cards face down"). The words for passing, waiting and
declining depend on the decision being taken, so a phrase is looked up by kind and phase.
"""

from __future__ import annotations

import enum
from collections.abc import Collection, Mapping
from dataclasses import dataclass
from types import MappingProxyType

from audatia_qt.rules.actions import Action, ActionKind
from audatia_qt.rules.config import GameConfig, Seat
from audatia_qt.rules.game import apply
from audatia_qt.rules.state import GameState, Phase
from audatia_qt.rules.views import hidden_cards

A = ActionKind


class Mood(enum.Enum):
    """How a phrase is said: to the player deciding, or of a fencer in the log."""

    DO = "do"
    """Imperative, e.g. "parry with Roverso Sottano" (menus, buttons, hints)."""
    DOES = "does"
    """Third person, e.g. "parries with a Roverso Sottano" (the game log)."""


@dataclass(frozen=True, slots=True)
class Phrase:
    """One move in words. ``{card}`` is the printed name, ``{a_card}`` the name with its
    article, ``{card2}`` the second card of a trade, ``{choice}`` the chosen word."""

    do: str
    does: str
    secret_do: str = ""
    """Said instead when a card of the move is hidden from a reader (empty: never hidden)."""
    secret_does: str = ""

    def said(self, mood: Mood, secret: bool) -> str:
        if secret:
            return self.secret_do if mood is Mood.DO else self.secret_does
        return self.do if mood is Mood.DO else self.does


#: Every kind of move, in the words of the rulebook's processes.
_PHRASES: dict[ActionKind, Phrase] = {
    A.MULLIGAN_DISCARD: Phrase("discard {card}", "discards {card}"),
    A.KEEP_HAND: Phrase("keep the hand", "keeps the hand"),
    A.CHOOSE_VIRTUE: Phrase("take {choice}", "takes {choice}"),
    A.SALUTE: Phrase("salute, discarding {card}", "salutes, discarding {card}"),
    A.DECLINE: Phrase("decline", "declines"),
    A.TRADE: Phrase(
        "trade {card} and {card2} for a new card",
        "trades {card} and {card2} for a new card",
        "trade two cards face down for a new card",
        "trades two cards face down for a new card",
    ),
    A.END_TRADES: Phrase("stop trading", "stops trading"),
    A.CHOOSE_POSTA: Phrase(
        "choose {card}",
        "chooses {card}",
        "choose a Posta in secret",
        "chooses a Posta in secret",
    ),
    A.CHANGE_POSTA: Phrase("change to {card}", "changes to {card}"),
    A.ATTACK: Phrase("attack with {card}", "attacks with {a_card}"),
    A.BEAT: Phrase(
        "beat the extended Posta aside with {card}",
        "beats the extended Posta aside with {a_card}",
    ),
    A.PARRY: Phrase("parry with {card}", "parries with {a_card}"),
    A.COUNTERATTACK: Phrase("counterattack with {card}", "counterattacks with {a_card}"),
    A.EXCHANGE: Phrase("exchange thrusts with {card}", "exchanges thrusts with {a_card}"),
    A.BREAK: Phrase("break the thrust with {card}", "breaks the thrust with {a_card}"),
    A.DEFEND: Phrase("defend with {card}", "defends with {a_card}"),
    A.REMEDY: Phrase("close in with the remedy {card}", "closes in with the remedy {card}"),
    A.COUNTER_REMEDY: Phrase("counter with {card}", "counters with {card}"),
    A.PLAY_SKILL: Phrase("play the skill {card}", "plays the skill {card}"),
    A.ORIENT: Phrase("turn the Stretto Side card {choice}", "turns the Stretto Side card {choice}"),
    A.WAIT: Phrase("wait", "waits"),
    A.PASS: Phrase("pass", "passes"),
    A.ARRANGE: Phrase(
        "lay {card} next in the row",
        "lays {card} next in the row",
        "lay a card face down in the row",
        "lays a card face down in the row",
    ),
    A.CYCLE: Phrase("cycle {card} for a new card", "cycles {card} for a new card"),
}

#: Where the decision being taken changes what a move means (the rulebook's step named).
_IN_PHASE: dict[tuple[ActionKind, Phase], Phrase] = {
    # Setup 7: a salute not made or not returned.
    (A.DECLINE, Phase.SALUTE): Phrase("do not salute", "does not salute"),
    (A.DECLINE, Phase.SALUTE_REPLY): Phrase(
        "do not return the salute", "does not return the salute"
    ),
    # A skill just played may be cancelled; declining lets it stand.
    (A.DECLINE, Phase.SKILL_RESPONSE): Phrase("let the skill stand", "lets the skill stand"),
    # Out of Measure 4: no Out-of-Measure skill.
    (A.PASS, Phase.MEASURE_SKILLS): Phrase("play no skill", "plays no skill"),
    # Out of Measure 5-7: neither attack nor change Posta.
    (A.PASS, Phase.OPENING): Phrase("let the moment pass", "lets the moment pass"),
    # Cut special cases A and B declined: the bind goes on (Cut 4-5).
    (A.PASS, Phase.AFTER_PARRY): Phrase(
        "go on without an Audatia Entry or a Feint",
        "goes on without an Audatia Entry or a Feint",
    ),
    # Cut special case A: a remedy straight after the parry.
    (A.REMEDY, Phase.AFTER_PARRY): Phrase(
        "make an Audatia Entry with {card}", "makes an Audatia Entry with {card}"
    ),
    # Cut special case B: the strike that follows a Feint.
    (A.ATTACK, Phase.FEINT_STRIKE): Phrase(
        "strike again with {card}", "strikes again with {a_card}"
    ),
    # A change-posta skill: the new Posta is taken in sight of the opponent.
    (A.CHOOSE_POSTA, Phase.CHANGE_POSTA): Phrase("change to {card}", "changes to {card}"),
    # Cut 4 and the Break: waiting lets the other fencer act, two waits Break Off.
    (A.WAIT, Phase.STRETTO): Phrase("wait in the Stretto", "waits in the Stretto"),
}


def phrase_for(kind: ActionKind, phase: Phase) -> Phrase:
    """The words for a move of ``kind`` taken at ``phase``."""
    return _IN_PHASE.get((kind, phase)) or _PHRASES[kind]


def fencer_names(config: GameConfig) -> tuple[str, str]:
    """The fencers' names from their decks, indexed by ``Seat``; told apart by seat when both
    play one deck."""
    a, b = config.decks[Seat.A].name, config.decks[Seat.B].name
    if a == b:
        return (f"{a} (A)", f"{b} (B)")
    return (a, b)


def card_name(config: GameConfig, card: int | None, *, article: bool = False) -> str:
    """A card's printed name ("Roverso Sottano"), with "a"/"an" if asked; "a card" for None."""
    if card is None:
        return "a card"
    name = config.cards[card].definition.name
    if not article:
        return name
    return f"{'an' if name[:1].upper() in 'AEIOU' else 'a'} {name}"


def describe_action(
    before: GameState,
    action: Action,
    *,
    readers: Collection[Seat] = (),
    after: GameState | None = None,
    mood: Mood = Mood.DO,
) -> str:
    """``action``, taken in ``before``, as a short phrase that names no card hidden from any
    of ``readers`` (none: everything is named, e.g. for the seat that decides).

    ``after`` is the state the action led to (computed when not given and readers are named).
    """
    hidden: frozenset[int] = frozenset()
    if readers and (action.card is not None or action.card2 is not None):
        if after is None:
            after = apply(before, action).state
        hidden = frozenset().union(*(hidden_cards(after, reader) for reader in readers))
    return say(before.config, before.phase, action, hidden=hidden, mood=mood)


def say(
    config: GameConfig,
    phase: Phase,
    action: Action,
    *,
    hidden: Collection[int] = (),
    mood: Mood = Mood.DO,
) -> str:
    """``action`` taken at ``phase`` in words, naming none of the ``hidden`` cards.

    For a seat's own decision (a hint, a button) nothing is hidden; ``describe_action`` works
    out what is hidden from the readers of a move already made.
    """
    phrase = phrase_for(action.kind, phase)
    secret = any(card in hidden for card in (action.card, action.card2)) and bool(phrase.secret_do)

    def name(card: int | None, article: bool = False) -> str:
        # A phrase without secret words still never names a hidden card: "a card" stands in.
        return card_name(config, None if card in hidden else card, article=article)

    return phrase.said(mood, secret).format(
        card=name(action.card),
        a_card=name(action.card, article=True),
        card2=name(action.card2),
        choice=(action.choice or "").capitalize(),
    )


#: Every kind's words, read-only (a test checks that every ``ActionKind`` is here).
PHRASES: Mapping[ActionKind, Phrase] = MappingProxyType(_PHRASES)
