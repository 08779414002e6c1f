"""The Skill effect registry: every effect kind is one record (ARCHITECTURE.md, "Card effects").

A Skill card names an effect kind with its parameters ("Skill Cards", "Terminology on Cards").
Each kind is one ``EffectType``: its name as written in deck files, the timing windows it may be
played in, the parameters it takes, what it does when it resolves, whether and when it answers
an attack, and the words and value hints the other layers need. The rules engine, the deck
schema (``decks.models``), the deck checks, the save reader (``session.deckjson``),
the deck builder and the AI all read these records; adding an effect kind is one ``register``
call and nothing else.
"""

from __future__ import annotations

import enum
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from audatia_qt.engine.messages import Sentence, translate
from audatia_qt.games.audatia.rules.cards import Timing, VirtueBonus
from audatia_qt.games.audatia.rules.config import Seat
from audatia_qt.games.audatia.rules.events import EventKind
from audatia_qt.games.audatia.rules.state import Phase

if TYPE_CHECKING:
    # Only for annotations: step.py imports options.py, which reads this registry.
    from audatia_qt.games.audatia.rules.state import GameState
    from audatia_qt.games.audatia.rules.step import Step


class Param(enum.Enum):
    """A parameter an effect kind takes, as written in the deck file's ``effect`` table."""

    VIRTUE = "virtue"
    """A Virtue (``cards.Virtue``)."""
    AMOUNT = "amount"
    """A whole number from 1 to 9."""
    BLOWS = "blows"
    """At least one blow (``cards.Blow``)."""


class Then(enum.Enum):
    """How play goes on once an effect has resolved (the engine does the rest)."""

    MEASURE = "measure"
    """Out of Measure 4 goes on: the other seat may answer with a skill of its own (R-013)."""
    FOLLOW_UP = "follow_up"
    """Cut 4, as after a Largo bind: the effect's player acts first in the follow-up."""
    CHOSEN = "chosen"
    """The effect has chosen the next phase itself."""


class Answer(enum.Enum):
    """Whether a skill played when attacked (``Timing.ON_ATTACKED``) answers the attack."""

    NEVER = "never"
    ALWAYS = "always"
    """It voids the attack whatever the hand holds."""
    WITH_ITS_BLOWS = "with_its_blows"
    """Only when one of the effect's blows could answer the attack as an attack now."""


@dataclass(frozen=True)
class AiHints:
    """What the heuristic AI reckons a skill of this kind is worth (rules of thumb, not rules)."""

    in_hand: float
    """Its worth kept in hand, about 1.0 for a useful card."""
    cancel: float
    """The worth of cancelling it when the opponent plays it."""
    play: float
    """The score of playing it when it may be played."""
    play_respondent: float | None = None
    """The score of playing it for the Respondent, when that differs from ``play``."""


def _always(state: GameState, seat: Seat) -> bool:
    return True


@dataclass(frozen=True, eq=False)
class EffectType:
    """One effect kind: everything the rules and the other layers know of it.

    Records compare by identity: there is one per kind, in the registry.
    """

    kind: str
    """The name written in deck files and saves (lower-case words joined by underscores)."""
    name: Sentence
    """The kind in words, e.g. "Virtue bonus" (the deck builder's Effect list shows it)."""
    summary: Sentence
    """What the effect does, in one sentence (the deck builder and the schema show it)."""
    timings: frozenset[Timing]
    """The windows a skill of this kind may be played in; the deck checks enforce it."""
    resolve: Callable[[Step, Seat, int], Then]
    """Apply the effect of the skill ``card`` played by ``seat``, once it stands."""
    ai: AiHints
    params: frozenset[Param] = frozenset()
    answers: Answer = Answer.NEVER
    playable: Callable[[GameState, Seat], bool] = _always
    """Out of Measure 4: whether the skill would do anything now (the window is offered only
    then, R-013)."""

    @property
    def label(self) -> str:
        """The kind in words in English, e.g. "Virtue bonus"."""
        return self.name.source


_KIND = re.compile(r"[a-z]+(_[a-z]+)*")
_REGISTRY: dict[str, EffectType] = {}


def register(effect: EffectType) -> EffectType:
    """Add an effect kind to the vocabulary; returns it. A kind is registered once."""
    if not _KIND.fullmatch(effect.kind):
        raise ValueError(f"effect kind {effect.kind!r} is not lower-case words joined by _")
    if effect.kind in _REGISTRY:
        raise ValueError(f"effect kind {effect.kind!r} is already registered")
    if not effect.timings:
        raise ValueError(f"effect kind {effect.kind!r} has no timing window")
    _REGISTRY[effect.kind] = effect
    return effect


def effect_type(kind: str) -> EffectType:
    """The record of a registered effect kind; ``KeyError`` for a kind never registered."""
    return _REGISTRY[kind]


def effect_types() -> tuple[EffectType, ...]:
    """Every registered effect kind, in registration order."""
    return tuple(_REGISTRY.values())


# -- the vocabulary ---------------------------------------------------------------------------


def _virtue_bonus(step: Step, seat: Seat, card: int) -> Then:
    """The bonus waits for the seat's next strike ("Virtues": it rides on that strike)."""
    effect = step.config.cards.skill(card).effect
    assert effect.virtue is not None
    bonus = (*step.player(seat).pending_bonus, VirtueBonus(effect.virtue, effect.amount))
    step.set_player(seat, pending_bonus=bonus)
    return Then.MEASURE


def _force_first(step: Step, seat: Seat, card: int) -> Then:
    """Taunt (R-012): the opponent must attack or change Posta before this seat acts."""
    step.set_ctx(forced=seat.other, opening_order=(seat.other, seat))
    return Then.MEASURE


def _change_posta(step: Step, seat: Seat, card: int) -> Then:
    step.go(Phase.CHANGE_POSTA, seat)
    return Then.CHOSEN


def _see_posta(step: Step, seat: Seat, card: int) -> Then:
    """See the opponent's Posta before choosing: now if chosen, else once they have chosen."""
    step.set_ctx(seen_posta=step.ctx.seen_posta | {seat})
    opponent = step.player(seat.other)
    if opponent.posta is not None:
        step.emit(EventKind.POSTA_SHOWN, seat, opponent.posta)
        step.go(Phase.POSTA_CHOICE, seat)
    else:
        step.go(Phase.POSTA_CHOICE, seat.other)
    return Then.CHOSEN


def _avoid(step: Step, seat: Seat, card: int) -> Then:
    """Avoid the attack: the attacker ends in the strike's End Posta (R-020); the avoider acts."""
    ctx = step.ctx
    attacker = seat.other
    assert ctx.attack_card is not None
    end_name = step.config.cards.strike(ctx.attack_card).end_posta
    cards = step.config.cards
    end = next(p for p in cards.poste[attacker] if cards[p].name == end_name)
    player = step.player(attacker)
    if end in player.posta_pile or end == player.posta:
        step.take_posta(attacker, end)
        step.set_player(attacker, in_posta=True)
    step.emit(EventKind.AVOID, seat, card, cards.posta(end).name)
    return Then.FOLLOW_UP


def _defend(step: Step, seat: Seat, card: int) -> Then:
    step.go(Phase.DEFEND_STRIKE, seat)
    return Then.CHOSEN


def _feint(step: Step, seat: Seat, card: int) -> Then:
    step.emit(EventKind.FEINT, seat, card)
    step.go(Phase.FEINT_STRIKE, seat)
    return Then.CHOSEN


def _cannot_stand_alone(step: Step, seat: Seat, card: int) -> Then:
    raise AssertionError("a cancel is only ever played in answer to another skill")


def _has_posta_to_take(state: GameState, seat: Seat) -> bool:
    return bool(state.players[seat].posta_pile)


def _nobody_forced(state: GameState, seat: Seat) -> bool:
    return state.context.forced is None


VIRTUE_BONUS = register(
    EffectType(
        kind="virtue_bonus",
        name=translate("Effects", "Virtue bonus"),
        summary=translate("Effects", "Extra virtue for the first strike played after it."),
        timings=frozenset({Timing.OUT_OF_MEASURE}),
        resolve=_virtue_bonus,
        params=frozenset({Param.VIRTUE, Param.AMOUNT}),
        ai=AiHints(in_hand=0.6, cancel=0.4, play=0.35),
    )
)
CHANGE_POSTA = register(
    EffectType(
        kind="change_posta",
        name=translate("Effects", "Change posta"),
        summary=translate("Effects", "Take another Posta from your pile after the reveal."),
        timings=frozenset({Timing.OUT_OF_MEASURE}),
        resolve=_change_posta,
        playable=_has_posta_to_take,
        ai=AiHints(in_hand=0.5, cancel=0.3, play=-0.1),
    )
)
SEE_POSTA = register(
    EffectType(
        kind="see_posta",
        name=translate("Effects", "See posta"),
        summary=translate(
            "Effects",
            "The opponent must choose a Posta first and show it to you before you choose yours.",
        ),
        timings=frozenset({Timing.POSTA_CHOICE}),
        resolve=_see_posta,
        ai=AiHints(in_hand=0.45, cancel=0.3, play=0.15),
    )
)
AVOID_ATTACK = register(
    EffectType(
        kind="avoid_attack",
        name=translate("Effects", "Avoid attack"),
        summary=translate(
            "Effects",
            "Void an attack instead of reacting to it; the attacker ends in the strike's End Posta.",  # noqa: E501 (lupdate reads one literal)
        ),
        timings=frozenset({Timing.ON_ATTACKED}),
        resolve=_avoid,
        answers=Answer.ALWAYS,
        ai=AiHints(in_hand=1.1, cancel=0.9, play=1.3),
    )
)
FEINT = register(
    EffectType(
        kind="feint",
        name=translate("Effects", "Feint"),
        summary=translate(
            "Effects",
            "After the opponent parries your attack, strike again with another eligible attack.",
        ),
        timings=frozenset({Timing.AFTER_PARRIED}),
        resolve=_feint,
        ai=AiHints(in_hand=0.9, cancel=0.9, play=0.5),
    )
)
CANCEL_SKILL = register(
    EffectType(
        kind="cancel_skill",
        name=translate("Effects", "Cancel skill"),
        summary=translate("Effects", "Cancel the Skill card the opponent has just played."),
        timings=frozenset({Timing.ON_OPPONENT_SKILL}),
        resolve=_cannot_stand_alone,
        ai=AiHints(in_hand=0.7, cancel=0.7, play=-0.2),
    )
)
FORCE_FIRST = register(
    EffectType(
        kind="force_first",
        name=translate("Effects", "Force first"),
        summary=translate(
            "Effects", "Out of Measure: the opponent must attack or change Posta before you act."
        ),
        timings=frozenset({Timing.OUT_OF_MEASURE}),
        resolve=_force_first,
        playable=_nobody_forced,
        ai=AiHints(in_hand=0.5, cancel=0.4, play=0.2, play_respondent=-0.3),
    )
)
DEFEND = register(
    EffectType(
        kind="defend",
        name=translate("Effects", "Defend"),
        summary=translate(
            "Effects", "When attacked, answer with one of the named blows as an attack of your own."
        ),
        timings=frozenset({Timing.ON_ATTACKED}),
        resolve=_defend,
        params=frozenset({Param.BLOWS}),
        answers=Answer.WITH_ITS_BLOWS,
        ai=AiHints(in_hand=0.9, cancel=0.8, play=1.1),
    )
)
