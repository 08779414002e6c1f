"""The prompt line: what the player to act must do now, in the game's own words.

"Galeazzo da Mantoa: parry the Mandritto Fendente, or counterattack." Built from
``narrator.explain.what_now`` (which knows the variant in play: Salle Play's opening hand is not
the Basic cards, R-030.1) and, where the exchange names a card, from the card in play and the
kinds of answer that are legal now. What the decision answers, and whether the player loses
without an answer, are the phase record's (``PhaseRecord.answers``, ``must_answer``). Pure
Python: its sentences are ``Message`` values (in the "rules" catalog, with what_now's words),
rendered by the prompt line in the player's language.
"""

from __future__ import annotations

from audatia_qt.engine.messages import CardName, Message, Param, Sentence, translate
from audatia_qt.games.audatia.narrator.explain import what_now
from audatia_qt.games.audatia.rules import ActionKind, GameState
from audatia_qt.games.audatia.rules.ruleset import Answer
from audatia_qt.games.audatia.rules.state import Phase
from audatia_qt.games.audatia.rules.terms import slot_word

#: Ways to answer an attack, in the order a fencer names them: as the first answer, naming
#: the attack ("parry the Mandritto Fendente"), and as a further one (", or counterattack").
_ANSWERS: tuple[tuple[ActionKind, Sentence, Sentence], ...] = (
    (
        ActionKind.PARRY,
        translate("Prompt", "parry the {attack}"),
        translate("Prompt", "{answers}, or parry"),
    ),
    (
        ActionKind.COUNTERATTACK,
        translate("Prompt", "answer the {attack}: counterattack"),
        translate("Prompt", "{answers}, or counterattack"),
    ),
    (
        ActionKind.EXCHANGE,
        translate("Prompt", "exchange the {attack}"),
        translate("Prompt", "{answers}, or exchange"),
    ),
    (
        ActionKind.BREAK,
        translate("Prompt", "break the {attack}"),
        translate("Prompt", "{answers}, or break"),
    ),
    (
        ActionKind.DEFEND,
        translate("Prompt", "answer the {attack}: defend with an attack"),
        translate("Prompt", "{answers}, or defend with an attack"),
    ),
    (
        ActionKind.PLAY_SKILL,
        translate("Prompt", "answer the {attack}: play a skill"),
        translate("Prompt", "{answers}, or play a skill"),
    ),
)

_ANSWER = translate("Prompt", "answer the {attack}")
_PARRY_COUNTERATTACK = translate("Prompt", "parry the counterattack, a {attack}")
_COUNTER = translate("Prompt", "counter the {remedy} with a Counter-Remedy that lines up")
_STRETTO = translate("Prompt", "play a Stretto Remedy ({side}) or wait")
_STRETTO_UNTURNED = translate("Prompt", "play a Stretto Remedy (Inside or Outside) or wait")
_MEZANO = translate("Prompt", "answer the {mezano} with a remedy or a counterattack")
_OR_LOSE = translate("Prompt", "{task}, or lose")
_TRADE = translate("Prompt", "trade two cards face down for one from the deck, or stop trading")
_GAME_OVER = translate("Prompt", "The game is over.")
_YOUR_TURN = translate("Prompt", "{name}, your turn: {task}.")
_DECIDING = translate("Prompt", "{name} is deciding: {task}.")


def _name(state: GameState, card: int) -> CardName:
    return CardName(state.config.cards[card].definition.name)


def task(state: GameState, legal: tuple[object, ...]) -> Message:
    """What the seat to move must decide, e.g. "parry the Mandritto Fendente, or counterattack"."""
    context = state.context
    record = state.config.ruleset.phases[state.phase]
    if record.answers is Answer.ATTACK and context.attack_card is not None:
        return _answers(state, context.attack_card, legal)
    answer = _answer(state, record.answers)
    if answer is not None:
        # The answer or the loss: what the opponent wins by without one is the record's.
        return answer if record.must_answer is None else _OR_LOSE.say(task=answer)
    if state.phase is Phase.STRETTO:
        if context.side is None:
            return _STRETTO_UNTURNED.say()
        return _STRETTO.say(side=slot_word(context.side))
    if state.phase is Phase.TRADE:
        return _TRADE.say()
    return what_now(state)


def _answers(state: GameState, attack_card: int, legal: tuple[object, ...]) -> Message:
    """The answers to the attack that are legal now, each named ("parry the Mandritto
    Fendente, or counterattack")."""
    kinds = {getattr(action, "kind", None) for action in legal}
    attack = _name(state, attack_card)
    answers = [(first, more) for kind, first, more in _ANSWERS if kind in kinds]
    if not answers:
        return _ANSWER.say(attack=attack)
    text: Message = answers[0][0].say(attack=attack)
    for _, more in answers[1:]:
        text = more.say(answers=text)
    return text


def _answer(state: GameState, answers: Answer | None) -> Message | None:
    """The card the decision answers, named in its answer; None when it answers none."""
    context = state.context
    if answers is Answer.COUNTERATTACK and context.attack_card is not None:
        return _PARRY_COUNTERATTACK.say(attack=_name(state, context.attack_card))
    if answers is Answer.REMEDY and context.remedy_card is not None:
        return _COUNTER.say(remedy=_name(state, context.remedy_card))
    if answers is Answer.MEZANO and context.mezano_card is not None:
        return _MEZANO.say(mezano=_name(state, context.mezano_card))
    return None


def prompt(state: GameState, legal: tuple[object, ...], name: str, *, local: bool) -> Message:
    """The whole prompt line for the seat to move, called ``name``."""
    if state.outcome is not None:
        return _GAME_OVER.say()
    text: Param = task(state, legal)
    if local:
        return _YOUR_TURN.say(name=name, task=text)
    return _DECIDING.say(name=name, task=text)
