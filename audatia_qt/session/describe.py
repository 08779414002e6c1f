"""Actions in words for menus: "parry with Roverso Sottano", "choose Posta Longa", "wait".

The notation (``format_action``) is for files and bug reports; these phrases are for the Undo
and Redo menu items and the replay viewer's move list. A phrase never names a card the reader
may not see: a Posta chosen in secret or two cards traded face down by the other seat are
described without their names (R-028).
"""

from __future__ import annotations

from audatia_qt.rules import Action, ActionKind, GameConfig, Seat

A = ActionKind

#: Verbs followed by "with <card>".
_WITH = {
    A.ATTACK: "attack",
    A.BEAT: "beat aside",
    A.PARRY: "parry",
    A.COUNTERATTACK: "counterattack",
    A.EXCHANGE: "exchange",
    A.BREAK: "break",
    A.DEFEND: "defend",
    A.SALUTE: "salute",
}

#: Verbs followed by the card's name.
_NAMING = {
    A.MULLIGAN_DISCARD: "discard",
    A.CHOOSE_POSTA: "choose",
    A.CHANGE_POSTA: "change to",
    A.REMEDY: "remedy",
    A.COUNTER_REMEDY: "counter with",
    A.PLAY_SKILL: "play",
    A.CYCLE: "cycle",
    A.ARRANGE: "lay in the row",
}

#: Actions without a card.
_PLAIN = {
    A.KEEP_HAND: "keep the hand",
    A.DECLINE: "decline",
    A.END_TRADES: "end the trades",
    A.WAIT: "wait",
    A.PASS: "pass",
}

#: Actions whose cards stay hidden from the other seat (Out of Measure 2-3, R-023).
_SECRET = {
    A.CHOOSE_POSTA: "choose a Posta in secret",
    A.TRADE: "trade two cards face down",
    A.ARRANGE: "lay a card face down in the row",
}


def describe_action(config: GameConfig, action: Action, reader: Seat | None = None) -> str:
    """The action as a short phrase, as ``reader`` may know it (None: everything is shown).

    A secret choice by a seat other than ``reader`` is described without its cards.
    """
    if reader is not None and action.seat is not reader and action.kind in _SECRET:
        return _SECRET[action.kind]
    if action.kind in _PLAIN:
        return _PLAIN[action.kind]
    if action.kind is A.CHOOSE_VIRTUE:
        return f"choose {(action.choice or '').capitalize()}"
    if action.kind is A.ORIENT:
        return f"turn the Side card {action.choice or ''}".rstrip()
    first = _card_name(config, action.card)
    if action.kind is A.TRADE:
        return f"trade {first} and {_card_name(config, action.card2)}"
    if action.kind in _WITH:
        return f"{_WITH[action.kind]} with {first}"
    return f"{_NAMING[action.kind]} {first}"


def _card_name(config: GameConfig, card: int | None) -> str:
    """The printed name of a card, e.g. "Roverso Sottano"."""
    if card is None:
        return "a card"
    return config.cards[card].definition.name
