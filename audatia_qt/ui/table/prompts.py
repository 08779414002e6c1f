"""The prompt line: what the player to act must do now, in the game's own words.

"Galeazzo da Mantoa: parry the Mandritto Fendente, or counterattack." Built from
``rules.explain.what_now`` (which knows the variant in play: Salle Play's opening hand is not
the Basic cards, R-030.1) and, where the exchange names a card, from the card in play and the
kinds of answer that are legal now. Pure Python.
"""

from __future__ import annotations

from audatia_qt.rules import ActionKind, GameState
from audatia_qt.rules.explain import what_now
from audatia_qt.rules.state import Phase

#: Ways to answer an attack, in the order a fencer names them.
_ANSWERS = (
    (ActionKind.PARRY, "parry"),
    (ActionKind.COUNTERATTACK, "counterattack"),
    (ActionKind.EXCHANGE, "exchange"),
    (ActionKind.BREAK, "break"),
    (ActionKind.DEFEND, "defend with an attack"),
    (ActionKind.PLAY_SKILL, "play a skill"),
)


def _name(state: GameState, card: int | None) -> str:
    return "" if card is None else state.config.cards[card].definition.name


def task(state: GameState, legal: tuple[object, ...]) -> str:
    """What the seat to move must decide, e.g. "parry the Mandritto Fendente, or counterattack"."""
    context = state.context
    kinds = {getattr(action, "kind", None) for action in legal}
    if state.phase is Phase.REACT and context.attack_card is not None:
        answers = [word for kind, word in _ANSWERS if kind in kinds]
        attack = _name(state, context.attack_card)
        if not answers:
            return f"answer the {attack}"
        first, *rest = answers
        text = f"{first} the {attack}" if first in ("parry", "exchange", "break") else first
        if first not in ("parry", "exchange", "break"):
            text = f"answer the {attack}: {first}"
        return text + "".join(f", or {word}" for word in rest)
    if state.phase is Phase.PARRY_COUNTERATTACK and context.attack_card is not None:
        return f"parry the counterattack, a {_name(state, context.attack_card)}, with the same blow"
    if state.phase in (Phase.COUNTER, Phase.BREAK_COUNTER) and context.remedy_card is not None:
        remedy = _name(state, context.remedy_card)
        return f"counter the {remedy} with a Counter-Remedy that lines up, or lose"
    if state.phase is Phase.STRETTO:
        side = context.side.value.capitalize() if context.side is not None else "Inside or Outside"
        return f"play a Stretto Remedy ({side}) or wait"
    if state.phase is Phase.MEZANO_ANSWER and context.mezano_card is not None:
        return f"answer the {_name(state, context.mezano_card)} with a remedy or a counterattack"
    if state.phase is Phase.TRADE:
        return "trade two cards face down for one from the deck, or stop trading"
    return what_now(state)


def prompt(state: GameState, legal: tuple[object, ...], name: str, *, local: bool) -> str:
    """The whole prompt line for the seat to move, called ``name``."""
    if state.outcome is not None:
        return "The game is over."
    text = task(state, legal)
    if local:
        return f"{name}, your turn: {text}."
    return f"{name} is deciding: {text}."
