"""Invariants every reachable state keeps, as checks the soaks run (ARCHITECTURE.md, "Tests").

The rules promise, at every state of every game:

- card conservation: each seat's Poste and Action cards lie, each exactly once, in that seat's
  zones (hand, Action deck, discards, face-down pile, Stack, Posta pile, chosen Posta and, in
  Sudden Death, the row: R-032);
- what a skipped window ruled out is true: no hand holds a set of ``PlayerState.ruled_out``
  (R-013, ``skips``);
- views leak nothing: ``observe(state, seat)`` holds no card id that ``seat`` may not see, nor
  the seed, nor the opponent's Posta while it is secret (``views``, Out of Measure 3), and
  ``redact(events, seat)`` names no such card either;
- the notation round-trips: ``parse_position(format_position(state)) == state`` and
  ``parse_action(format_action(action)) == action`` for every legal action.

What a seat may not see is worked out here from the state's zones and the events, not by asking
``views``: the check must be able to catch ``views`` out. ``InvariantWatch`` runs them all
along one game, as ``audatia selfplay --check-invariants`` does at every state; the tests share
them (tests/games/audatia/rules/, tests/games/audatia/soak/).
"""

from __future__ import annotations

import dataclasses
import enum
from collections import Counter
from collections.abc import Iterable, Mapping

from audatia_qt.games.audatia.rules.actions import Action
from audatia_qt.games.audatia.rules.cards import DeckDef
from audatia_qt.games.audatia.rules.config import CardKind, GameConfig, Seat
from audatia_qt.games.audatia.rules.events import Event, EventKind
from audatia_qt.games.audatia.rules.game import Transition, legal_actions
from audatia_qt.games.audatia.rules.notation import format_action, parse_action
from audatia_qt.games.audatia.rules.position import format_position, parse_position
from audatia_qt.games.audatia.rules.skips import ruled_out_problem
from audatia_qt.games.audatia.rules.state import GameState
from audatia_qt.games.audatia.rules.views import PlayerView, observe, redact

#: Integer fields of a view that are not card ids (counts, numbers of plies, draws, points).
NOT_CARD_FIELDS = frozenset(
    {
        "ply",
        "draws",
        "hand_count",
        "deck_count",
        "facedown_count",
        "salute_discards",
        "measure_passes",
        "amount",
    }
)

#: Fields of a view that name cards by where they *might* be, never where they are: what a
#: skipped window ruled out (``SeatView.ruled_out``) is reckoned over every card a seat might
#: hold (``skips.might_hold``, a public set), so it names hidden cards and tells nothing of
#: them. tests/games/audatia/rules/test_skips.py checks that it reads no hidden card.
NAMES_UNSEEN_CARDS = frozenset({"ruled_out"})

#: The fields of each dataclass met in a view that may hold card ids, found on first meeting.
_CARD_FIELDS: dict[type, tuple[str, ...]] = {}


#: What ``InvariantWatch`` checks at every state, in words for reports.
CHECKS = (
    "card conservation",
    "what skipped windows ruled out is true",
    "views and redacted events leak nothing",
    "position and action notation round-trip",
)


class InvariantError(AssertionError):
    """A state, view, event list or notation broke one of the rules' promises; the message
    says which and how."""


# -- card conservation ----------------------------------------------------------------------


def check_conservation(state: GameState) -> None:
    """Each seat's cards lie exactly once across its own zones; Poste only in Posta places;
    the hand is sorted; the cards the opponent knows are in a hand (``known_in_hand``) are in
    that hand or face down (traded away, or laid by the ruleset: a Sudden Death row)."""
    cards = state.config.cards
    for seat in Seat:
        player = state.players[seat]
        zones = player.zones()
        # The ruleset's own face-down zones (the Sudden Death row), under one name.
        zones["laid by the ruleset"] = state.config.ruleset.face_down(state, seat)
        held = sorted(card for zone in zones.values() for card in zone)
        if held != sorted(cards.poste[seat] + cards.action_cards[seat]):
            found = Counter(held)
            expected = Counter(cards.poste[seat] + cards.action_cards[seat])
            missing = sorted(_label(state, c) for c in (expected - found).elements())
            extra = {
                _label(state, c): [name for name, zone in zones.items() if c in zone]
                for c in (found - expected)
            }
            raise InvariantError(
                f"seat {seat.name}'s cards are not conserved: missing {missing}, "
                f"extra or doubled {extra}"
            )
        for card in player.posta_pile + zones["posta"]:
            if cards.kind(card) is not CardKind.POSTA:
                raise InvariantError(f"seat {seat.name} has {_label(state, card)} as a Posta")
        if player.hand != tuple(sorted(player.hand)):
            raise InvariantError(f"seat {seat.name}'s hand is not sorted: {player.hand}")
        stray = player.known_in_hand - set(
            player.hand + player.facedown + zones["laid by the ruleset"]
        )
        if stray:
            names = sorted(_label(state, card) for card in stray)
            raise InvariantError(
                f"seat {seat.name}'s known_in_hand holds {names} outside its hand, "
                "face-down pile and the ruleset's face-down zones"
            )


def check_ruled_out(state: GameState) -> None:
    """No hand holds a set of cards that a skipped window ruled out (R-013, ``rules.skips``):
    what the engine tells the opponent is true."""
    for seat in Seat:
        problem = ruled_out_problem(state, seat)
        if problem is not None:
            raise InvariantError(problem)


def _label(state: GameState, card: int) -> str:
    """A card's label, or the bare id of a card the table does not know."""
    instances = state.config.cards.instances
    return instances[card].label if 0 <= card < len(instances) else str(card)


# -- hidden cards ---------------------------------------------------------------------------


def card_ids(value: object) -> set[int]:
    """Every card id held anywhere in ``value`` (the config, enums, counts and words aside).

    Walks tuples, frozensets and dataclasses; any other kind of value raises, so a new field of
    a view is looked at before it is trusted.
    """
    found: set[int] = set()
    _collect(value, found)
    return found


def _collect(value: object, found: set[int]) -> None:
    kind = type(value)
    if kind is int:
        assert isinstance(value, int)
        found.add(value)
    elif value is None or kind in (bool, str, GameConfig) or isinstance(value, enum.Enum):
        return
    elif isinstance(value, tuple | frozenset):
        for item in value:
            _collect(item, found)
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        names = _CARD_FIELDS.get(kind)
        if names is None:
            names = tuple(
                f.name
                for f in dataclasses.fields(value)
                if f.name not in NOT_CARD_FIELDS
                and f.name not in NAMES_UNSEEN_CARDS
                and f.metadata.get("card_ids", True)  # ``ruleset.NOT_CARDS``
            )
            _CARD_FIELDS[kind] = names
        for name in names:
            _collect(getattr(value, name), found)
    else:
        raise InvariantError(f"unexpected value in a view: {value!r}")


def hidden_from(state: GameState, viewer: Seat) -> frozenset[int]:
    """Card ids ``viewer`` may not see in ``state`` ("views"): the opponent's hand, face-down
    pile and Sudden Death row (but the Basic cards seen going in, ``known_in_hand``, and the
    hand once the rows are laid: R-033.1), and both Action decks (their order is secret even
    from the owner).

    A Posta chosen in secret is not among them: the viewer sees the Poste it came from
    (``PostaSecrets`` follows whether it is secret).
    """
    opponent = state.players[viewer.other]
    ruleset = state.config.ruleset
    hand = () if ruleset.hand_public(state, viewer.other) else opponent.hand
    laid = ruleset.face_down(state, viewer.other)
    unseen = set(hand + opponent.facedown + laid) - opponent.known_in_hand
    return frozenset(unseen | set(opponent.deck) | set(state.players[viewer].deck))


class PostaSecrets:
    """Whether each seat's view of the opponent's chosen Posta is secret, followed from the
    events (Out of Measure 3): a choice hides it; a reveal, a change in sight or a see-posta
    skill shows it."""

    def __init__(self) -> None:
        self._secret_from = {Seat.A: False, Seat.B: False}

    def secret_from(self, state: GameState, viewer: Seat) -> bool:
        """The opponent of ``viewer`` has a Posta in play that ``viewer`` may not see."""
        return self._secret_from[viewer] and state.players[viewer.other].posta is not None

    def update(self, events: Iterable[Event]) -> None:
        """Follow one transition's (unredacted) events."""
        for event in events:
            if event.seat is None:
                continue
            if event.kind is EventKind.POSTA_CHOSEN:
                self._secret_from[event.seat.other] = True
            elif event.kind is EventKind.POSTA_SHOWN:
                self._secret_from[event.seat] = False
            elif event.kind in (EventKind.REVEAL, EventKind.POSTA_CHANGED):
                self._secret_from[event.seat.other] = False


def check_view(state: GameState, view: PlayerView, posta_secret: bool) -> None:
    """``view`` (of ``state``, by ``view.viewer``) holds no card the viewer may not see, no
    seed, and no sign of which Posta the opponent chose while ``posta_secret``."""
    viewer = view.viewer
    if view.config.seed != 0:
        raise InvariantError(f"{viewer.name}'s view holds the seed {view.config.seed}")
    leaked = card_ids(view) & hidden_from(state, viewer)
    if leaked:
        names = sorted(_label(state, card) for card in leaked)
        raise InvariantError(f"{viewer.name}'s view in {state.phase.value} shows {names}")
    opponent = state.players[viewer.other]
    if not posta_secret or opponent.posta is None:
        return
    seen = view.opponent
    pile = tuple(sorted(opponent.posta_pile + (opponent.posta,)))
    # The pile as it was before the choice: any of its Poste may be the one face down.
    elsewhere = card_ids(
        (view.context, view.legal_actions, view.me, dataclasses.replace(seen, posta_pile=()))
    )
    if (
        seen.posta is not None
        or not seen.posta_hidden
        or seen.posta_pile != pile
        or opponent.posta in elsewhere
    ):
        raise InvariantError(
            f"{viewer.name}'s view gives away the secret Posta "
            f"{_label(state, opponent.posta)} in {state.phase.value}"
        )


def check_redacted(events: Iterable[Event], after: GameState, seat: Seat, secret: bool) -> None:
    """``redact(events, seat)`` names no card ``seat`` may not see once they have happened
    (``secret``: the opponent's Posta is still secret from ``seat``)."""
    events = tuple(events)
    shown = redact(events, seat)
    if len(shown) != len(events):
        raise InvariantError(f"redact gave {len(shown)} events for {len(events)}")
    hidden = set(hidden_from(after, seat))
    posta = after.players[seat.other].posta
    if secret and posta is not None:
        hidden.add(posta)
    for event in shown:
        if event.card is not None and event.card in hidden:
            raise InvariantError(
                f"{event.kind.value} shows {seat.name} {_label(after, event.card)}, "
                "a card hidden from it"
            )


def check_views(state: GameState, secrets: PostaSecrets) -> None:
    """Both seats' views of ``state`` leak nothing."""
    for seat in Seat:
        check_view(state, observe(state, seat), secrets.secret_from(state, seat))


# -- notation round trips ----------------------------------------------------------------------


def check_position_round_trip(state: GameState, decks: Mapping[str, DeckDef]) -> None:
    """The position notation reads back to an equal state."""
    text = format_position(state)
    try:
        back = parse_position(text, decks)
    except ValueError as error:
        raise InvariantError(f"the position does not read back ({error}):\n{text}") from error
    if back != state:
        raise InvariantError(f"the position does not read back to the same state:\n{text}")


def check_action_notation(config: GameConfig, actions: Iterable[Action]) -> None:
    """Each action's notation reads back to the same action."""
    for action in actions:
        text = format_action(config, action)
        try:
            back = parse_action(config, text)
        except ValueError as error:
            raise InvariantError(f"'{text}' does not read back: {error}") from error
        if back != action:
            raise InvariantError(f"'{text}' reads back as {back}, not {action}")


def deck_map(config: GameConfig) -> dict[str, DeckDef]:
    """The decks of a game by id, as ``parse_position`` takes them."""
    return {deck.id: deck for deck in config.decks}


class InvariantWatch:
    """Every invariant above, along one game: ``start`` on the first state, then ``after``
    on each transition (which checks the events and the state they led to)."""

    def __init__(self, config: GameConfig) -> None:
        self.decks = deck_map(config)
        self.secrets = PostaSecrets()

    def start(self, state: GameState) -> None:
        """Check the deal."""
        self.check_state(state)

    def after(self, transition: Transition) -> None:
        """Check one transition's redacted events, then the state it led to."""
        state = transition.state
        self.secrets.update(transition.events)
        for seat in Seat:
            check_redacted(transition.events, state, seat, self.secrets.secret_from(state, seat))
        self.check_state(state)

    def check_state(self, state: GameState) -> None:
        """Conservation, what skips ruled out, both views, the position's and the legal
        actions' notation."""
        check_conservation(state)
        check_ruled_out(state)
        check_views(state, self.secrets)
        check_position_round_trip(state, self.decks)
        check_action_notation(state.config, legal_actions(state))
