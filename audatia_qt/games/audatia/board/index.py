"""The index of legal actions by card and by target zone (ARCHITECTURE, "How the table follows
the game", step 1).

Every card play has one place on the table where it goes: strikes, remedies, counters and
skills go to the player's own Stack area (a skill then to the discard pile, "Playing Area"),
a Posta from the Posta pile to the Posta place, a beat onto the opponent's Posta, a salute or
a mulligan discard to the discard pile, a trade's two cards face down to the traded pile, and
a cycled card back to the Action deck. Decisions without a card (wait, keep, virtue...) are
buttons. Pure Python: the scene asks, the tests check it without a window.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping
from dataclasses import dataclass

from audatia_qt.engine.messages import Message
from audatia_qt.games.audatia.board.layout import Place, ZoneKind
from audatia_qt.games.audatia.board.variants import variant_boards
from audatia_qt.games.audatia.narrator.describe import say
from audatia_qt.games.audatia.rules import Action, ActionKind, GameState, Seat
from audatia_qt.shell.i18n.render import CardWords, render


@dataclass(frozen=True, slots=True)
class ZoneId:
    """A zone of one seat: where a card may be dropped."""

    seat: Seat
    kind: Place


#: The zone of the acting seat each card action of the standard game goes to (BEAT is the
#: exception: see below). A ruleset's own actions go where its board variant says.
_OWN_ZONE: dict[ActionKind, ZoneKind] = {
    ActionKind.MULLIGAN_DISCARD: ZoneKind.DISCARD,
    ActionKind.SALUTE: ZoneKind.DISCARD,
    ActionKind.TRADE: ZoneKind.FACEDOWN,
    ActionKind.CHOOSE_POSTA: ZoneKind.POSTA,
    ActionKind.CHANGE_POSTA: ZoneKind.POSTA,
    ActionKind.ATTACK: ZoneKind.STACK,
    ActionKind.PARRY: ZoneKind.STACK,
    ActionKind.COUNTERATTACK: ZoneKind.STACK,
    ActionKind.EXCHANGE: ZoneKind.STACK,
    ActionKind.BREAK: ZoneKind.STACK,
    ActionKind.DEFEND: ZoneKind.STACK,
    ActionKind.REMEDY: ZoneKind.STACK,
    ActionKind.COUNTER_REMEDY: ZoneKind.STACK,
    ActionKind.PLAY_SKILL: ZoneKind.STACK,
    ActionKind.CYCLE: ZoneKind.DECK,
}


def target_zone(action: Action) -> ZoneId | None:
    """Where the action's card goes on the table; None for decisions without a card."""
    if action.card is None:
        return None
    if action.kind is ActionKind.BEAT:
        # The strike beats the opponent's Extended Posta aside: dropped on that Posta.
        return ZoneId(action.seat.other, ZoneKind.POSTA)
    kind = _OWN_ZONE.get(action.kind)
    if kind is not None:
        return ZoneId(action.seat, kind)
    # An action of a ruleset's own phase (laying a Sudden Death row): its board variant knows
    # the place; each action kind belongs to one ruleset, so at most one variant answers.
    for board in variant_boards():
        place = board.target_zone(action)
        if place is not None:
            return ZoneId(action.seat, place)
    return None


@dataclass(frozen=True)
class Drop:
    """What dropping a card on a zone does now: the plays it may make there, and whether it
    only begins a two-card action (a trade) that a second card completes."""

    plays: tuple[Action, ...]
    needs_pair: bool


@dataclass(frozen=True)
class Lift:
    """What a lifted card may do, asked once as it is lifted: the ``Drop`` on each place it may
    go (the places the table lights for it). The scene keeps it for the drag, so letting the
    card go on one of those places is a look-up in what the scene holds, not a new question;
    a place missing here has no play for the card."""

    card: int
    drops: Mapping[ZoneId, Drop]


class LegalIndex:
    """The legal actions of one decision, by card and by zone."""

    def __init__(self, actions: tuple[Action, ...] = ()) -> None:
        self.actions = actions
        self._by_card: dict[int, dict[ZoneId, list[Action]]] = defaultdict(dict)
        self.buttons: list[Action] = []
        """Decisions without a card, in the engine's order."""
        for action in actions:
            zone = target_zone(action)
            if zone is None:
                self.buttons.append(action)
                continue
            for card in (action.card, action.card2):
                if card is not None:
                    self._by_card[card].setdefault(zone, []).append(action)

    @property
    def cards(self) -> frozenset[int]:
        """Cards with at least one legal use now."""
        return frozenset(self._by_card)

    def is_playable(self, card: int) -> bool:
        """The card has a legal use now."""
        return card in self._by_card

    def targets(self, card: int) -> tuple[ZoneId, ...]:
        """The zones the card may be dropped on now."""
        return tuple(self._by_card.get(card, {}))

    def actions_for(self, card: int, zone: ZoneId | None = None) -> list[Action]:
        """The actions that play ``card`` (onto ``zone`` if given)."""
        zones = self._by_card.get(card, {})
        if zone is not None:
            return list(zones.get(zone, []))
        return [action for actions in zones.values() for action in actions]

    def pair_partners(self, card: int, zone: ZoneId) -> frozenset[int]:
        """Cards that complete a two-card action (a trade) begun with ``card`` on ``zone``."""
        partners: set[int] = set()
        for action in self._by_card.get(card, {}).get(zone, []):
            if action.card2 is not None:
                partners.add(action.card2 if action.card == card else action.card)  # type: ignore[arg-type]
        return frozenset(partners)

    def pair_action(self, first: int, second: int, zone: ZoneId) -> Action | None:
        """The two-card action that plays ``first`` and ``second`` onto ``zone``, if legal."""
        for action in self._by_card.get(first, {}).get(zone, []):
            if {action.card, action.card2} == {first, second}:
                return action
        return None

    def drop(self, card: int, zone: ZoneId) -> Drop:
        """What dropping ``card`` on ``zone`` does now, in one answer (the table's drop asks
        once on its way to the rules)."""
        plays = tuple(self._by_card.get(card, {}).get(zone, []))
        return Drop(plays, bool(plays) and all(action.card2 is not None for action in plays))

    def lift(self, card: int, pending: int | None = None) -> Lift:
        """What ``card`` may do on each place, as it is lifted. With a trade's first card
        ``pending`` (another card), only the trades that pair the two: each completes the
        trade at once."""
        if pending is None or pending == card:
            drops = {zone: self.drop(card, zone) for zone in self.targets(card)}
        else:
            drops = {}
            for zone in self.targets(pending):
                action = self.pair_action(pending, card, zone)
                if action is not None:
                    drops[zone] = Drop((action,), needs_pair=False)
        return Lift(card, drops)


def action_label(state: GameState, action: Action) -> Message:
    """An action as a button reads, in the words every text uses (``narrator.describe``):
    "parry with Roverso Sottano", "take Celeritas", "go on without an Audatia Entry or a
    Feint"; ``label_text`` shows it."""
    return say(state.config, state.phase, action)


def label_text(label: Message, cards: CardWords | None = None) -> str:
    """A button's words in the language the app speaks, with a capital letter: "Parry with
    Roverso Sottano"."""
    words = render(label, cards)
    return words[:1].upper() + words[1:]
