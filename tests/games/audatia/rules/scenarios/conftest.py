"""A small scenario builder for the rulebook-section tests.

A scenario starts from ``new_game(make_config(...))`` and sets the zones, the phase, the seat to
move and the context precisely with the state's ``with_player`` / ``with_`` methods. Cards are
named as in the action notation (``"mandritto-fendente-tr#1"``, seat given by the zone; or a full
label ``"B:punta-b"`` in the context). Then the test plays actions written in notation and checks
legal actions, events, the phase, the seat to move, the Stack sides and the outcome.

    t = scenario.opening(
        a={"hand": "mandritto-fendente-b punta-b", "posta": "donna-destra"},
        b={"hand": "roverso-sottano-b", "posta": "tutta-porta-di-ferro"},
    )
    t.do("A attack mandritto-fendente-b")
    assert t.legal() == ["B parry roverso-sottano-b"]
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

import pytest

from audatia_qt.games.audatia.narrator.explain import why_illegal
from audatia_qt.games.audatia.rules.actions import IllegalActionError
from audatia_qt.games.audatia.rules.cards import Side, Virtue, VirtueBonus
from audatia_qt.games.audatia.rules.config import GameConfig, Seat
from audatia_qt.games.audatia.rules.events import Event
from audatia_qt.games.audatia.rules.game import apply, legal_actions, new_game
from audatia_qt.games.audatia.rules.notation import format_action, format_event, parse_action
from audatia_qt.games.audatia.rules.state import Context, GameState, Outcome, Phase, PlayerState

ConfigFactory = Callable[..., GameConfig]

#: Context fields that hold one card id, and the one that holds several.
_CARD_FIELDS = (
    "attack_card",
    "attack_posta",
    "parry_card",
    "remedy_card",
    "break_card",
    "mezano_card",
)


class Table:
    """A game in progress: the current state, and what the last actions did."""

    def __init__(self, state: GameState) -> None:
        self.state = state
        self.events: list[Event] = []
        """Events of every action played through ``do``, in order."""
        self.last: tuple[Event, ...] = ()
        """Events of the last action only."""

    # -- cards --------------------------------------------------------------------------

    @property
    def config(self) -> GameConfig:
        return self.state.config

    def id(self, label: str) -> int:
        """The id of a card by its full label, e.g. ``"A:punta-b"``."""
        return self.config.cards.by_label[label]

    def label(self, card: int | None) -> str | None:
        return None if card is None else self.config.cards[card].label

    # -- playing ------------------------------------------------------------------------

    def do(self, *texts: str) -> tuple[str, ...]:
        """Apply actions written in notation; returns the last action's events as text."""
        for text in texts:
            transition = apply(self.state, parse_action(self.config, text))
            self.state = transition.state
            self.last = transition.events
            self.events.extend(transition.events)
        return self.log()

    def refuse(self, text: str) -> str:
        """Apply an action that must be illegal; returns the reason the table gives (the
        narrator's ``why_illegal``, which names the card's other uses), in English."""
        action = parse_action(self.config, text)
        with pytest.raises(IllegalActionError):
            apply(self.state, action)
        return why_illegal(self.state, action).english()

    def legal(self) -> list[str]:
        """The legal actions, in notation, in the engine's order."""
        return [format_action(self.config, action) for action in legal_actions(self.state)]

    def can(self, text: str) -> bool:
        return text in self.legal()

    def log(self, events: Iterable[Event] | None = None) -> tuple[str, ...]:
        """Events as text (the last action's by default)."""
        chosen = self.last if events is None else events
        return tuple(format_event(self.config, event) for event in chosen)

    def all_log(self) -> tuple[str, ...]:
        return self.log(self.events)

    # -- reading ------------------------------------------------------------------------

    @property
    def phase(self) -> Phase:
        return self.state.phase

    @property
    def to_move(self) -> Seat | None:
        return self.state.to_move

    @property
    def ctx(self) -> Context:
        return self.state.context

    @property
    def outcome(self) -> Outcome | None:
        return self.state.outcome

    @property
    def a(self) -> PlayerState:
        return self.state.players[Seat.A]

    @property
    def b(self) -> PlayerState:
        return self.state.players[Seat.B]

    def sides(self) -> tuple[Side, Side]:
        """Where seat A's and seat B's Stacks stand, each as its owner sees the table."""
        return self.a.stack_side, self.b.stack_side

    def names(self, cards: Iterable[int]) -> list[str]:
        """Card ids as their in-deck names (no seat prefix)."""
        return [self.config.cards[card].name for card in cards]


@dataclass
class Builder:
    """Makes ``Table`` objects for scenarios; the ``scenario`` fixture."""

    make_config: ConfigFactory

    def config(self, **options: Any) -> GameConfig:
        return self.make_config(**options)

    def new(self, **options: Any) -> Table:
        """A fresh game at Setup 5, exactly as ``new_game`` deals it."""
        return Table(new_game(self.make_config(**options)))

    def position(
        self,
        *,
        a: dict[str, Any] | None = None,
        b: dict[str, Any] | None = None,
        phase: Phase,
        to_move: Seat | None,
        draws: int = 0,
        **context: Any,
    ) -> Table:
        """Any position: ``a`` and ``b`` describe the seats' zones (see ``_player``); the rest
        of the keywords are the context's fields (cards by full label, e.g. ``"A:punta-b"``).

        Config options (``seed``, ``challenger``, ``break_rule``, ``swap``) are taken from the
        context keywords when given.
        """
        options = {
            key: context.pop(key)
            for key in ("seed", "challenger", "break_rule", "swap")
            if key in context
        }
        config = self.make_config(**options)
        state = new_game(config)
        for seat, spec in ((Seat.A, a or {}), (Seat.B, b or {})):
            state = state.with_player(seat, _player(config, seat, state.players[seat], spec))
        return Table(
            state.with_(
                phase=phase,
                to_move=to_move,
                context=_context(config, context),
                draws=draws,
            )
        )

    def opening(
        self,
        *,
        a: dict[str, Any] | None = None,
        b: dict[str, Any] | None = None,
        to_move: Seat | None = None,
        phase: Phase = Phase.OPENING,
        **context: Any,
    ) -> Table:
        """Out of Measure 5, just after the reveal and the skills: both seats in their Poste.

        The opening order is challenger then respondent unless given. ``phase`` may name
        another Out-of-Measure step with the same zones (e.g. ``Phase.MEASURE_SKILLS``).
        """
        challenger = context.get("challenger", Seat.A)
        context.setdefault("opening_order", (challenger, challenger.other))
        a = {"virtues": "audatia" if challenger is Seat.A else "", **(a or {})}
        b = {"virtues": "audatia" if challenger is Seat.B else "", **(b or {})}
        for spec in (a, b):
            spec.setdefault("in_posta", spec.get("posta") is not None)
        return self.position(
            a=a,
            b=b,
            phase=phase,
            to_move=to_move or context["opening_order"][0],
            **context,
        )


def _names(value: str | Iterable[str]) -> list[str]:
    return value.split() if isinstance(value, str) else list(value)


def _player(config: GameConfig, seat: Seat, base: PlayerState, spec: dict[str, Any]) -> PlayerState:
    """A seat's zones from a spec. Keys (all optional):

    ``hand``, ``stack``, ``discard``, ``facedown``, ``deck``: card names (a space-separated string
    or a list); ``deck`` defaults to every other action card, in card-id order ("" for empty).
    ``posta``: the Posta held (its name), ``in_posta`` (default False), ``pile``: the Posta pile
    (default every other Posta not discarded). ``side``: a ``Side``. ``virtues``: names, e.g.
    ``"audatia celeritas"``. ``pending_bonus`` / ``bonus``: ``VirtueBonus`` tuples, with
    ``bonus_card`` (default: the top of the Stack when ``bonus`` is given).
    ``salute_discards``: int.
    """
    cards = config.cards

    def ids(key: str) -> tuple[int, ...]:
        return tuple(cards.by_label[f"{seat.name}:{name}"] for name in _names(spec.get(key, ())))

    hand, stack, discard, facedown = ids("hand"), ids("stack"), ids("discard"), ids("facedown")
    used = set(hand) | set(stack) | set(discard) | set(facedown)
    if "deck" in spec:
        deck = ids("deck")
    else:
        deck = tuple(card for card in cards.action_cards[seat] if card not in used)
    posta = spec.get("posta")
    posta_id = None if posta is None else cards.by_label[f"{seat.name}:{posta}"]
    if "pile" in spec:
        pile = ids("pile")
    else:
        pile = tuple(p for p in cards.poste[seat] if p != posta_id and p not in discard)
    bonus: tuple[VirtueBonus, ...] = tuple(spec.get("bonus", ()))
    bonus_card = spec.get("bonus_card")
    if bonus_card is not None:
        bonus_card = cards.by_label[f"{seat.name}:{bonus_card}"]
    elif bonus and stack:
        bonus_card = stack[-1]
    return base.with_(
        hand=tuple(sorted(hand)),
        deck=deck,
        discard=discard,
        facedown=facedown,
        posta_pile=pile,
        posta=posta_id,
        in_posta=spec.get("in_posta", False),
        stack=stack,
        stack_side=spec.get("side", Side.MIDDLE),
        virtues=frozenset(Virtue(name) for name in _names(spec.get("virtues", ""))),
        pending_bonus=tuple(spec.get("pending_bonus", ())),
        bonus=bonus,
        bonus_card=bonus_card,
        salute_discards=spec.get("salute_discards", 0),
        known_in_hand=frozenset(),
    )


def _context(config: GameConfig, fields: dict[str, Any]) -> Context:
    by_label = config.cards.by_label
    changes = dict(fields)
    for name in _CARD_FIELDS:
        if isinstance(changes.get(name), str):
            changes[name] = by_label[changes[name]]
    if "skill_chain" in changes:
        changes["skill_chain"] = tuple(by_label[label] for label in changes["skill_chain"])
    return Context().with_(**changes)


@pytest.fixture
def scenario(make_config: ConfigFactory) -> Builder:
    """The scenario builder (see the module docstring)."""
    return Builder(make_config)
