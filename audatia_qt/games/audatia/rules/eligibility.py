"""Eligibility: may this card be played this way now? ("Eligibility and Stack" and the processes).

Every check returns None when the play is eligible, or the reason it is not, in words a player
understands and citing the rule. ``legal_actions`` and ``explain`` share these checks, so the
table's explanation of a refused card is always the reason the engine refused it.

The option generators ask only yes or no, for every card in hand: they pass ``why=False``, and
a refusal is then the constant ``REFUSED`` instead of a sentence (formatting the reasons for
every card refused was a good part of the engine's time). The rule itself is the same code.

A reason is a ``Message`` (issue 21, docs/i18n.md), rendered by the table in the player's
language: a card is a ``CardName``, a side or a slot a word of ``rules.terms``. The reasons the
option generators may meet without ``why`` are said once, at import, so that ``legal_actions``
never builds a message.
"""

from __future__ import annotations

from typing import NamedTuple

from audatia_qt.engine.messages import CardName, Message, Sentence, translate
from audatia_qt.games.audatia.rules.cards import (
    Blow,
    IconKind,
    PostaDef,
    Side,
    StrettoCardDef,
    StrettoSlot,
    StrikeDef,
    lines_up,
)
from audatia_qt.games.audatia.rules.config import Seat
from audatia_qt.games.audatia.rules.members import (
    BLOW_PUNTA,
    CARD_COUNTER_REMEDY,
    CARD_REMEDY,
    CARD_STRIKE,
    ICON_ATTACK,
    ICON_COUNTERATTACK,
    ICON_EXCHANGE,
    ICON_PARRY,
    SIDE_MIDDLE,
    VIRTUE_CELERITAS,
)
from audatia_qt.games.audatia.rules.state import GameState
from audatia_qt.games.audatia.rules.terms import blow_side_word, slot_word, slots_word
from audatia_qt.games.audatia.rules.virtues import advantage, has_advantage

Reason = Message | None

#: A refusal when the caller asked yes or no only (``why=False``): no sentence is formatted.
#: Never shown (the callers only test it), so not marked for translation.
REFUSED = Message(Sentence("Refusals", "refused"))

#: What a Strike's missing or virtue-gated icon keeps it from doing, by the play refused: the
#: sentence when the icon is missing, and when it needs a Virtue's advantage.
_NO_ICON: dict[str, tuple[Sentence, Sentence]] = {
    "attack": (
        translate("Refusals", "{card} has no Attack icon, so it cannot attack"),
        translate(
            "Refusals", "{card} can attack only with the {virtue} advantage (a virtue-gated icon)"
        ),
    ),
    "parry": (
        translate("Refusals", "{card} has no Parry icon, so it cannot parry"),
        translate(
            "Refusals", "{card} can parry only with the {virtue} advantage (a virtue-gated icon)"
        ),
    ),
    "beat": (
        translate("Refusals", "{card} has no Parry icon, so it cannot beat the sword aside"),
        translate(
            "Refusals",
            "{card} can beat the sword aside only with the {virtue} advantage "
            "(a virtue-gated icon)",
        ),
    ),
    "break": (
        translate("Refusals", "{card} has no Break icon, so it cannot break a thrust"),
        translate(
            "Refusals",
            "{card} can break a thrust only with the {virtue} advantage (a virtue-gated icon)",
        ),
    ),
}
_WRONG_SIDE = {
    "attack": translate(
        "Refusals",
        "your Stack is on your {side}: you can only attack from that side "
        "(a Mandritto comes from the right, a Roverso from the left)",
    ),
    "strike": translate(
        "Refusals",
        "your Stack is on your {side}: you can only strike from that side "
        "(a Mandritto comes from the right, a Roverso from the left)",
    ),
}
_POSTA_CANNOT_THROW = translate("Refusals", "{posta} cannot throw a {blow} (its Seven Swords)")
_NOT_IN_HAND = translate("Refusals", "that card is not in your hand").say()
_ONLY_STRIKE = translate("Refusals", "only a Strike card can do that").say()
_NOT_ATTACKABLE = translate(
    "Refusals", "{posta} cannot be attacked with a {blow} (its inverted Seven Swords)"
)
_EXTENDED_BEAT_FIRST = translate(
    "Refusals", "{posta} is Extended: beat it aside first with a strike that has the Parry icon"
)
_EXTENDED_FROM_EXCHANGE = translate(
    "Refusals", "{posta} is Extended: thrust at it only from a Posta with the Exchange symbol"
)
_EXTENDED_EXCHANGE_ICON = translate(
    "Refusals", "{posta} is Extended: only a Punta with the Exchange icon can exchange (R-007)"
)
_EXTENDED_CELERITAS = translate(
    "Refusals", "{posta} is Extended: thrusting at it needs the Celeritas advantage"
)
_NOTHING_TO_BEAT = translate("Refusals", "only a guard that is Extended needs beating aside").say()
_CANNOT_PARRY_BLOW = translate(
    "Refusals",
    "a {blow} cannot parry a {attack} "
    "(the attack's inverted Seven Swords; you cannot parry on the attack's own line)",
)
_PARRY_WRONG_SIDE = translate(
    "Refusals", "your Stack is on your {side}: you can only parry from that side"
)
_PARRY_CUT_COUNTERATTACK = translate(
    "Refusals", "a counterattack with a cut can only be parried with a cut (R-037)"
)
_PARRY_THRUST_COUNTERATTACK = translate(
    "Refusals", "a counterattack with a thrust can only be parried with a thrust (R-037)"
)
_NO_COUNTER_COUNTERATTACK = translate(
    "Refusals", "you cannot counterattack against a counterattack"
).say()
_NOT_COUNTERATTACKABLE = translate(
    "Refusals", "the {attack} has no Counterattack icon, so it cannot be counterattacked"
)
_NO_COUNTERATTACK_ICON = translate("Refusals", "{card} has no Counterattack icon (R-007)")
_SAME_BLOW = translate("Refusals", "only a {blow} can counterattack a {blow}")
_COUNTERATTACK_CELERITAS = translate(
    "Refusals", "counterattacking needs the Celeritas advantage"
).say()
_ONLY_THRUST_EXCHANGED = translate("Refusals", "only a thrust can be exchanged").say()
_EXCHANGE_ICON = translate(
    "Refusals", "only a Punta with the Exchange icon can exchange a thrust (R-007)"
).say()
_EXCHANGE_CELERITAS = translate(
    "Refusals", "exchanging needs the Celeritas advantage (Thrust 2.1; R-007)"
).say()
_POSTE_EXCHANGE = translate(
    "Refusals",
    "a thrust from a Posta is exchanged only when both Poste carry the Exchange symbol (R-007)",
).say()
_BREAK_OFF_RULE = translate(
    "Refusals", "the optional Break rule is switched off for this game"
).say()
_ONLY_THRUST_BROKEN = translate("Refusals", "only a thrust can be broken").say()
_ONLY_REMEDY = translate("Refusals", "only a Stretto Remedy card can do that").say()
_REMEDY_SLOTS = translate(
    "Refusals", "{card} does not work on the {slots} (its Moon-and-Night slots)"
)
_ONLY_COUNTER = translate(
    "Refusals", "only a Stretto Counter-Remedy card can counter a remedy"
).say()
_NOT_LINED_UP_ON_SIDE = translate(
    "Refusals",
    "{counter} does not line up with {remedy} on the {side}, the side it was played on (R-036)",
)
_NOT_LINED_UP = translate(
    "Refusals", "{counter} does not line up with {remedy} (no shared Moon-and-Night slot)"
)


def _gate(
    state: GameState, seat: Seat, strike: StrikeDef, kind: IconKind, verb: str, why: bool = True
) -> Reason:
    """The icon ``kind`` that the play ``verb`` (a key of ``_NO_ICON``) needs: printed, and
    its Virtue led in if it is gated."""
    icon = strike.icon(kind)
    if icon is None:
        if not why:
            return REFUSED
        return _NO_ICON[verb][0].say(card=CardName(strike.name))
    if icon.requires is not None and not has_advantage(state, seat, icon.requires):
        if not why:
            return REFUSED
        return _NO_ICON[verb][1].say(card=CardName(strike.name), virtue=icon.requires.title)
    return None


def side_allows(stack_side: Side, blow: Blow) -> bool:
    """Blows come from the side the Stack is on: Mandritto right, Roverso left (R-005).

    A Punta goes to the middle and can be thrown from either side; from the middle, both hands
    are free.
    """
    return blow is BLOW_PUNTA or stack_side is SIDE_MIDDLE or blow.side is stack_side


class Guards(NamedTuple):
    """The Poste the sword checks read: the seat's own while it still stands in it, and the
    opponent's (None outside one). Looked up once for all the strikes of a hand."""

    own: PostaDef | None
    opposing: PostaDef | None


def guards(state: GameState, seat: Seat) -> Guards:
    """``seat``'s and its opponent's Poste, for as long as each still stands in it."""
    cards = state.config.cards
    player, opponent = state.players[seat], state.players[seat.other]
    own = opposing = None
    if player.in_posta and player.posta is not None:
        own = cards.posta(player.posta)
    if opponent.in_posta and opponent.posta is not None:
        opposing = cards.posta(opponent.posta)
    return Guards(own, opposing)


def _sword_problem(
    state: GameState, seat: Seat, strike: StrikeDef, verb: str, why: bool, own: PostaDef | None
) -> Reason:
    """Where the sword is: in a Posta (``own``) its upright Seven Swords, else the side of the
    Stack."""
    if own is not None:
        posta = own
        if not posta.attack_bits & strike.blow.bit:
            if not why:
                return REFUSED
            return _POSTA_CANNOT_THROW.say(posta=CardName(posta.name), blow=strike.blow.title)
        return None
    player = state.players[seat]
    if not side_allows(player.stack_side, strike.blow):
        if not why:
            return REFUSED
        return _WRONG_SIDE[verb].say(side=blow_side_word(player.stack_side))
    return None


def _strike_in_hand(state: GameState, seat: Seat, card: int) -> StrikeDef | Message:
    if card not in state.players[seat].hand:
        return _NOT_IN_HAND
    if state.config.cards.kind(card) is not CARD_STRIKE:
        return _ONLY_STRIKE
    return state.config.cards.strike(card)


def attack_problem(state: GameState, seat: Seat, card: int, *, as_defence: bool = False) -> Reason:
    """Why ``card`` may not be played as an Attack by ``seat`` now (Eligibility; Extended Poste).

    ``as_defence`` is for a "Defend X" or counterattack answer: the opponent has just struck, so
    their Posta no longer restricts the blow.
    """
    strike = _strike_in_hand(state, seat, card)
    if isinstance(strike, Message):
        return strike
    return strike_attack_problem(state, seat, strike, as_defence=as_defence)


# The ``strike_*_problem`` functions are the checks themselves, for a Strike known to be in the
# hand: the option generators loop over the hand's Strikes and call them directly, skipping
# the in-hand and kind checks that ``explain`` needs for an arbitrary card.


def strike_attack_problem(
    state: GameState,
    seat: Seat,
    strike: StrikeDef,
    *,
    as_defence: bool = False,
    why: bool = True,
    poste: Guards | None = None,
) -> Reason:
    """``attack_problem`` for a Strike in the hand; ``poste`` are ``guards(state, seat)`` when
    the caller has them."""
    if poste is None:
        poste = guards(state, seat)
    problem = _gate(state, seat, strike, ICON_ATTACK, "attack", why)
    if problem is None:
        problem = _sword_problem(state, seat, strike, "attack", why, poste.own)
    if problem is not None or as_defence:
        return problem
    posta = poste.opposing
    if posta is not None:
        if posta.extended:
            return extended_thrust_problem(state, seat, strike, posta.name, why)
        if not posta.attackable_bits & strike.blow.bit:
            if not why:
                return REFUSED
            return _NOT_ATTACKABLE.say(posta=CardName(posta.name), blow=strike.blow.title)
    return None


def extended_thrust_problem(
    state: GameState, seat: Seat, strike: StrikeDef, name: str, why: bool = True
) -> Reason:
    """A thrust against an Extended Posta is an Exchange of thrusts ("Extended Poste")."""
    problem: Sentence | None = None
    player = state.players[seat]
    if strike.blow is not BLOW_PUNTA:
        problem = _EXTENDED_BEAT_FIRST
    elif (
        not (player.in_posta and player.posta is not None)
        or not state.config.cards.posta(player.posta).exchange
    ):
        problem = _EXTENDED_FROM_EXCHANGE
    elif strike.icon(ICON_EXCHANGE) is None:
        problem = _EXTENDED_EXCHANGE_ICON
    elif advantage(state, VIRTUE_CELERITAS) is not seat:
        problem = _EXTENDED_CELERITAS
    if problem is None:
        return None
    return problem.say(posta=CardName(name)) if why else REFUSED


def _in_exchange_posta(state: GameState, seat: Seat) -> bool:
    """The seat stands in a Posta with the Exchange symbol ("Extended Poste")."""
    player = state.players[seat]
    if not player.in_posta or player.posta is None:
        return False
    return state.config.cards.posta(player.posta).exchange


def beat_problem(state: GameState, seat: Seat, card: int) -> Reason:
    """Why ``card`` may not beat aside an opponent's Extended Posta (R-009)."""
    strike = _strike_in_hand(state, seat, card)
    if isinstance(strike, Message):
        return strike
    return strike_beat_problem(state, seat, strike)


def strike_beat_problem(
    state: GameState,
    seat: Seat,
    strike: StrikeDef,
    *,
    why: bool = True,
    poste: Guards | None = None,
) -> Reason:
    """``beat_problem`` for a Strike in the hand; ``poste`` as for ``strike_attack_problem``."""
    if poste is None:
        poste = guards(state, seat)
    if poste.opposing is None or not poste.opposing.extended:
        return _NOTHING_TO_BEAT
    return _gate(state, seat, strike, ICON_PARRY, "beat", why) or (
        _sword_problem(state, seat, strike, "strike", why, poste.own)
    )


def parry_problem(state: GameState, seat: Seat, card: int, attack: int) -> Reason:
    """Why ``card`` may not parry the strike ``attack`` (Cut Process 2; R-006)."""
    strike = _strike_in_hand(state, seat, card)
    if isinstance(strike, Message):
        return strike
    return strike_parry_problem(state, seat, strike, state.config.cards.strike(attack))


def strike_parry_problem(
    state: GameState, seat: Seat, strike: StrikeDef, attacking: StrikeDef, *, why: bool = True
) -> Reason:
    """``parry_problem`` for a Strike in the hand against the attacking Strike."""
    problem = _gate(state, seat, strike, ICON_PARRY, "parry", why)
    if problem is not None:
        return problem
    # "You can only Parry with the same type of Strike card as the Counterattack": a cut for a
    # cut, a thrust for a thrust ("two kinds of Strikes"; R-037).
    if state.context.counterattacked and strike.blow.is_cut is not attacking.blow.is_cut:
        if not why:
            return REFUSED
        if attacking.blow.is_cut:
            return _PARRY_CUT_COUNTERATTACK.say()
        return _PARRY_THRUST_COUNTERATTACK.say()
    if not attacking.parried_bits & strike.blow.bit:
        if not why:
            return REFUSED
        return _CANNOT_PARRY_BLOW.say(blow=strike.blow.title, attack=attacking.blow.title)
    player = state.players[seat]
    if not player.in_posta and not side_allows(player.stack_side, strike.blow):
        if not why:
            return REFUSED
        return _PARRY_WRONG_SIDE.say(side=blow_side_word(player.stack_side))
    return None


def counterattack_problem(state: GameState, seat: Seat, card: int, attack: int) -> Reason:
    """Why ``card`` may not counterattack ``attack`` ("Counterattacking"; R-007)."""
    strike = _strike_in_hand(state, seat, card)
    if isinstance(strike, Message):
        return strike
    return strike_counterattack_problem(state, seat, strike, state.config.cards.strike(attack))


def strike_counterattack_problem(
    state: GameState, seat: Seat, strike: StrikeDef, attacking: StrikeDef, *, why: bool = True
) -> Reason:
    """``counterattack_problem`` for a Strike in the hand against the attacking Strike."""
    if state.context.counterattacked:
        return _NO_COUNTER_COUNTERATTACK
    if attacking.icon(ICON_COUNTERATTACK) is None:
        if not why:
            return REFUSED
        return _NOT_COUNTERATTACKABLE.say(attack=CardName(attacking.name))
    if strike.icon(ICON_COUNTERATTACK) is None:
        if not why:
            return REFUSED
        return _NO_COUNTERATTACK_ICON.say(card=CardName(strike.name))
    if strike.blow is not attacking.blow:
        if not why:
            return REFUSED
        return _SAME_BLOW.say(blow=attacking.blow.title)
    if advantage(state, VIRTUE_CELERITAS) is not seat:
        return _COUNTERATTACK_CELERITAS
    return strike_attack_problem(state, seat, strike, as_defence=True, why=why)


def exchange_problem(state: GameState, seat: Seat, card: int, attack: int) -> Reason:
    """Why ``card`` may not exchange the thrust ``attack`` (Thrust 2.1, "Exchange"; R-007)."""
    strike = _strike_in_hand(state, seat, card)
    if isinstance(strike, Message):
        return strike
    return strike_exchange_problem(state, seat, strike, state.config.cards.strike(attack))


def strike_exchange_problem(
    state: GameState, seat: Seat, strike: StrikeDef, attacking: StrikeDef, *, why: bool = True
) -> Reason:
    """``exchange_problem`` for a Strike in the hand against the attacking Strike (R-007).

    The Celeritas advantage is always needed (Thrust 2.1); a thrust thrown from a Posta at a
    defender still in his Posta needs the Exchange symbol on both Poste as well ("Exchange",
    From a posta), as a thrust at an Extended Posta needs it on the thruster's.
    """
    if attacking.blow is not BLOW_PUNTA:
        return _ONLY_THRUST_EXCHANGED
    if strike.blow is not BLOW_PUNTA or strike.icon(ICON_EXCHANGE) is None:
        return _EXCHANGE_ICON
    if advantage(state, VIRTUE_CELERITAS) is not seat:
        return _EXCHANGE_CELERITAS
    return _poste_problem(state, seat)


def _poste_problem(state: GameState, seat: Seat) -> Reason:
    """From a posta: a thrust out of a Posta at a defender still standing in his own is
    exchanged only when both Poste carry the Exchange symbol; after the first strike the
    Poste no longer count ("Exchange"; R-007)."""
    defender = state.players[seat]
    thrown_from = state.context.attack_posta
    if not defender.in_posta or defender.posta is None or thrown_from is None:
        return None
    cards = state.config.cards
    if cards.posta(defender.posta).exchange and cards.posta(thrown_from).exchange:
        return None
    return _POSTE_EXCHANGE


def break_problem(state: GameState, seat: Seat, card: int, attack: int) -> Reason:
    """Why ``card`` may not Break the thrust ``attack`` (Thrust 2.3, optional rule; R-008)."""
    if not state.config.break_rule:
        return _BREAK_OFF_RULE
    strike = _strike_in_hand(state, seat, card)
    if isinstance(strike, Message):
        return strike
    return strike_break_problem(state, seat, strike, state.config.cards.strike(attack))


def strike_break_problem(
    state: GameState, seat: Seat, strike: StrikeDef, attacking: StrikeDef, *, why: bool = True
) -> Reason:
    """``break_problem`` for a Strike in the hand against the attacking Strike."""
    if not state.config.break_rule:
        return _BREAK_OFF_RULE
    if attacking.blow is not BLOW_PUNTA:
        return _ONLY_THRUST_BROKEN
    problem = _gate(state, seat, strike, IconKind.BREAK, "break a thrust", why)
    return problem or strike_parry_problem(state, seat, strike, attacking, why=why)


def remedy_problem(
    state: GameState, seat: Seat, card: int, slots: frozenset[StrettoSlot], *, why: bool = True
) -> Reason:
    """Why ``card`` may not be played as a Stretto Remedy working in one of ``slots``."""
    if card not in state.players[seat].hand:
        return _NOT_IN_HAND
    if state.config.cards.kind(card) is not CARD_REMEDY:
        return _ONLY_REMEDY
    remedy = state.config.cards.stretto(card)
    if not remedy.slots & slots:
        if not why:
            return REFUSED
        return _REMEDY_SLOTS.say(card=CardName(remedy.name), slots=slots_word(slots))
    return None


def counter_problem(
    state: GameState,
    seat: Seat,
    card: int,
    remedy: StrettoCardDef,
    side: StrettoSlot | None = None,
    *,
    why: bool = True,
) -> Reason:
    """Why ``card`` may not counter ``remedy`` ("Stretto": its symbol must line up), on the
    one ``side`` the remedy was played on if given (R-036)."""
    if card not in state.players[seat].hand:
        return _NOT_IN_HAND
    if state.config.cards.kind(card) is not CARD_COUNTER_REMEDY:
        return _ONLY_COUNTER
    counter = state.config.cards.stretto(card)
    if not lines_up(remedy, counter, side):
        if not why:
            return REFUSED
        if side is not None:
            return _NOT_LINED_UP_ON_SIDE.say(
                counter=CardName(counter.name), remedy=CardName(remedy.name), side=slot_word(side)
            )
        return _NOT_LINED_UP.say(counter=CardName(counter.name), remedy=CardName(remedy.name))
    return None
