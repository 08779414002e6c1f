"""Actions in words: the one table of what every move is called, for every text a person reads.

Two moods of one phrase: the imperative for menus, buttons and hints ("parry with Roverso
Sottano"), a whole sentence of the game log ("Galeazzo parries with a Roverso Sottano."). Each
is a ``messages.Message`` (issue 21): a sentence of the "Moves" context with its fencer, cards
and choice as placeholders, rendered in the reader's language by the UI. The Undo and
Redo items, the replay captions, the resume dialog, the Hint, the computer's "Why:" lines and
the log all take their words from here, so a new ``ActionKind`` is one entry in ``_PHRASES`` and
a test (tests/games/audatia/narrator/test_describe.py) fails until it has one.

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

from audatia_qt.engine.messages import CardName, Message, Param, Sentence, translate
from audatia_qt.games.audatia.rules.actions import Action, ActionKind
from audatia_qt.games.audatia.rules.cards import StrettoSlot
from audatia_qt.games.audatia.rules.config import GameConfig, Seat
from audatia_qt.games.audatia.rules.game import apply
from audatia_qt.games.audatia.rules.state import GameState, Phase
from audatia_qt.games.audatia.rules.views import hidden_cards

A = ActionKind


class Mood(enum.Enum):
    """How a phrase is said: to the player deciding, or of a fencer in the game log."""

    DO = "do"
    """The deciding player's words, e.g. "parry with Roverso Sottano" (menus, buttons, hints);
    said inside other sentences ("Undo: {move}"), so lower case and without a full stop."""
    DOES = "does"
    """A whole sentence of the log, e.g. "Galeazzo parries with a Roverso Sottano."."""


@dataclass(frozen=True, slots=True)
class Phrase:
    """One move in words: sentences (``messages.translate``) with the placeholders
    ``{fencer}`` (the mover's name, in ``does``), ``{card}`` (a ``CardName``), ``{card2}``
    (a trade's second card) and ``{choice}`` (the Virtue or the Side card's slot chosen), so
    that each language says the move in its own order (issue 21)."""

    do: Sentence
    does: Sentence
    secret_do: Sentence | None = None
    """Said instead when a card of the move is hidden from a reader (None: never hidden)."""
    secret_does: Sentence | None = None
    article: bool = False
    """``does`` names the card with its indefinite article ("parries with a Roverso
    Sottano"); the language's catalog and the deck's genders decide its form."""

    def sentence(self, mood: Mood, secret: bool) -> Sentence:
        if secret and self.secret_do is not None and self.secret_does is not None:
            return self.secret_do if mood is Mood.DO else self.secret_does
        return self.do if mood is Mood.DO else self.does


#: A Posta chosen face down (Out of Measure 3), as the log tells it to the opponent.
CHOOSES_IN_SECRET = translate("Moves", "{fencer} chooses a Posta in secret.")

#: Every kind of move, in the words of the rulebook's processes.
_PHRASES: dict[ActionKind, Phrase] = {
    A.MULLIGAN_DISCARD: Phrase(
        translate("Moves", "discard {card}"), translate("Moves", "{fencer} discards {card}.")
    ),
    A.KEEP_HAND: Phrase(
        translate("Moves", "keep the hand"), translate("Moves", "{fencer} keeps the hand.")
    ),
    A.CHOOSE_VIRTUE: Phrase(
        translate("Moves", "take {choice}"), translate("Moves", "{fencer} takes {choice}.")
    ),
    A.SALUTE: Phrase(
        translate("Moves", "salute, discarding {card}"),
        translate("Moves", "{fencer} salutes, discarding {card}."),
    ),
    A.DECLINE: Phrase(translate("Moves", "decline"), translate("Moves", "{fencer} declines.")),
    A.TRADE: Phrase(
        translate("Moves", "trade {card} and {card2} for a new card"),
        translate("Moves", "{fencer} trades {card} and {card2} for a new card."),
        translate("Moves", "trade two cards face down for a new card"),
        translate("Moves", "{fencer} trades two cards face down for a new card."),
    ),
    A.END_TRADES: Phrase(
        translate("Moves", "stop trading"), translate("Moves", "{fencer} stops trading.")
    ),
    A.CHOOSE_POSTA: Phrase(
        translate("Moves", "choose {card}"),
        translate("Moves", "{fencer} chooses {card}."),
        translate("Moves", "choose a Posta in secret"),
        CHOOSES_IN_SECRET,
    ),
    A.CHANGE_POSTA: Phrase(
        translate("Moves", "change to {card}"), translate("Moves", "{fencer} changes to {card}.")
    ),
    A.ATTACK: Phrase(
        translate("Moves", "attack with {card}"),
        translate("Moves", "{fencer} attacks with {card}."),
        article=True,
    ),
    A.BEAT: Phrase(
        translate("Moves", "beat the extended Posta aside with {card}"),
        translate("Moves", "{fencer} beats the extended Posta aside with {card}."),
        article=True,
    ),
    A.PARRY: Phrase(
        translate("Moves", "parry with {card}"),
        translate("Moves", "{fencer} parries with {card}."),
        article=True,
    ),
    A.COUNTERATTACK: Phrase(
        translate("Moves", "counterattack with {card}"),
        translate("Moves", "{fencer} counterattacks with {card}."),
        article=True,
    ),
    A.EXCHANGE: Phrase(
        translate("Moves", "exchange thrusts with {card}"),
        translate("Moves", "{fencer} exchanges thrusts with {card}."),
        article=True,
    ),
    A.BREAK: Phrase(
        translate("Moves", "break the thrust with {card}"),
        translate("Moves", "{fencer} breaks the thrust with {card}."),
        article=True,
    ),
    A.DEFEND: Phrase(
        translate("Moves", "defend with {card}"),
        translate("Moves", "{fencer} defends with {card}."),
        article=True,
    ),
    A.REMEDY: Phrase(
        translate("Moves", "close in with the remedy {card}"),
        translate("Moves", "{fencer} closes in with the remedy {card}."),
    ),
    A.COUNTER_REMEDY: Phrase(
        translate("Moves", "counter with {card}"),
        translate("Moves", "{fencer} counters with {card}."),
    ),
    A.PLAY_SKILL: Phrase(
        translate("Moves", "play the skill {card}"),
        translate("Moves", "{fencer} plays the skill {card}."),
    ),
    A.ORIENT: Phrase(
        translate("Moves", "turn the Stretto Side card {choice}"),
        translate("Moves", "{fencer} turns the Stretto Side card {choice}."),
    ),
    A.WAIT: Phrase(translate("Moves", "wait"), translate("Moves", "{fencer} waits.")),
    A.PASS: Phrase(translate("Moves", "pass"), translate("Moves", "{fencer} passes.")),
    A.ARRANGE: Phrase(
        translate("Moves", "lay {card} next in the row"),
        translate("Moves", "{fencer} lays {card} next in the row."),
        translate("Moves", "lay a card face down in the row"),
        translate("Moves", "{fencer} lays a card face down in the row."),
    ),
    A.CYCLE: Phrase(
        translate("Moves", "cycle {card} for a new card"),
        translate("Moves", "{fencer} cycles {card} for a new card."),
    ),
}

#: Where the decision being taken changes what a move means (the rulebook's step named).
_IN_PHASE: dict[tuple[ActionKind, Phase], Phrase] = {
    # Setup 7: a salute not made or not returned.
    (A.DECLINE, Phase.SALUTE): Phrase(
        translate("Moves", "do not salute"), translate("Moves", "{fencer} does not salute.")
    ),
    (A.DECLINE, Phase.SALUTE_REPLY): Phrase(
        translate("Moves", "do not return the salute"),
        translate("Moves", "{fencer} does not return the salute."),
    ),
    # A skill just played may be cancelled; declining lets it stand.
    (A.DECLINE, Phase.SKILL_RESPONSE): Phrase(
        translate("Moves", "let the skill stand"),
        translate("Moves", "{fencer} lets the skill stand."),
    ),
    # Out of Measure 4: no Out-of-Measure skill.
    (A.PASS, Phase.MEASURE_SKILLS): Phrase(
        translate("Moves", "play no skill"), translate("Moves", "{fencer} plays no skill.")
    ),
    # Out of Measure 5-7: neither attack nor change Posta.
    (A.PASS, Phase.OPENING): Phrase(
        translate("Moves", "let the moment pass"),
        translate("Moves", "{fencer} lets the moment pass."),
    ),
    # Cut special cases A and B declined: the bind goes on (Cut 4-5).
    (A.PASS, Phase.AFTER_PARRY): Phrase(
        translate("Moves", "go on without an Audatia Entry or a Feint"),
        translate("Moves", "{fencer} goes on without an Audatia Entry or a Feint."),
    ),
    # Cut special case A: a remedy straight after the parry.
    (A.REMEDY, Phase.AFTER_PARRY): Phrase(
        translate("Moves", "make an Audatia Entry with {card}"),
        translate("Moves", "{fencer} makes an Audatia Entry with {card}."),
    ),
    # Cut special case B: the strike that follows a Feint.
    (A.ATTACK, Phase.FEINT_STRIKE): Phrase(
        translate("Moves", "strike again with {card}"),
        translate("Moves", "{fencer} strikes again with {card}."),
        article=True,
    ),
    # A change-posta skill: the new Posta is taken in sight of the opponent.
    (A.CHOOSE_POSTA, Phase.CHANGE_POSTA): Phrase(
        translate("Moves", "change to {card}"), translate("Moves", "{fencer} changes to {card}.")
    ),
    # Cut 4 and the Break: waiting lets the other fencer act, two waits Break Off.
    (A.WAIT, Phase.STRETTO): Phrase(
        translate("Moves", "wait in the Stretto"),
        translate("Moves", "{fencer} waits in the Stretto."),
    ),
}

#: A card not named to its reader (a hidden card in a phrase without secret words).
A_CARD = translate("Moves", "a card")
#: The Stretto Side card's slots (Cut 3), as a move chooses them.
_SLOTS: dict[str, Sentence] = {
    StrettoSlot.INSIDE.value: translate("Moves", "Inside"),
    StrettoSlot.OUTSIDE.value: translate("Moves", "Outside"),
}


def phrase_for(kind: ActionKind, phase: Phase) -> Phrase:
    """The words for a move of ``kind`` taken at ``phase``."""
    return _IN_PHASE.get((kind, phase)) or _PHRASES[kind]


def choice_words(choice: str) -> Param:
    """A chosen word in a move: a slot of the Stretto Side card in the reader's language; a
    Virtue by its Latin name, which every language keeps ("Audatia")."""
    slot = _SLOTS.get(choice)
    return slot.say() if slot is not None else choice.capitalize()


def fencer_names(config: GameConfig) -> tuple[str, str]:
    """The fencers' names from their decks, indexed by ``Seat``; told apart by seat when both
    play one deck."""
    a, b = config.decks[Seat.A].name, config.decks[Seat.B].name
    if a == b:
        return (f"{a} (A)", f"{b} (B)")
    return (a, b)


def card_name(config: GameConfig, card: int | None, *, article: bool = False) -> Param:
    """A card's printed name (a ``CardName``, "a Roverso Sottano" with ``article``), said
    by the reader's language; "a card" for None (a card its reader may not see)."""
    if card is None:
        return A_CARD.say()
    return CardName(config.cards[card].definition.name, article=article)


def describe_action(
    before: GameState,
    action: Action,
    *,
    readers: Collection[Seat] = (),
    after: GameState | None = None,
    mood: Mood = Mood.DO,
) -> Message:
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
) -> Message:
    """``action`` taken at ``phase`` in words, naming none of the ``hidden`` cards.

    For a seat's own decision (a hint, a button) nothing is hidden; ``describe_action`` works
    out what is hidden from the readers of a move already made.
    """
    phrase = phrase_for(action.kind, phase)
    secret = phrase.secret_do is not None and any(
        card in hidden for card in (action.card, action.card2)
    )
    sentence = phrase.sentence(mood, secret)
    wanted = sentence.placeholders()
    values: dict[str, Param] = {}
    # A phrase without secret words still never names a hidden card: "a card" stands in.
    if "card" in wanted:
        card = None if action.card in hidden else action.card
        values["card"] = card_name(config, card, article=phrase.article and mood is Mood.DOES)
    if "card2" in wanted:
        values["card2"] = card_name(config, None if action.card2 in hidden else action.card2)
    if "choice" in wanted:
        values["choice"] = choice_words(action.choice or "")
    if "fencer" in wanted:
        values["fencer"] = fencer_names(config)[action.seat]
    return sentence.say(None, **values)


#: Every kind's words, read-only (a test checks that every ``ActionKind`` is here).
PHRASES: Mapping[ActionKind, Phrase] = MappingProxyType(_PHRASES)
