"""A fixed-length feature vector of a ``PlayerView``, read from the viewer's side only.

Everything here is read off the view (``rules.views``): the viewer's own hand and face-down
trades, both seats' counts, Stacks, Virtues, Poste and discards (face up, R-023), the exchange's
Context (every card in it was played face up), the phase and whose move it is. The opponent's
hand and face-down pile are counts and the cards the viewer saw go in (``known_in_hand``); a
hidden Posta is a flag. So two states the viewer cannot tell apart give equal features (the
honesty test deals the hidden cards differently and checks it).

Decks differ in their cards, so cards are counted by what they are (kind, Basic or not, blow,
the virtue a Skill asks), never by id: the vector has the same length for every pair of decks.

The features, in order (``FEATURE_NAMES`` names each one):

- ``phase:<name>``: one per ``Phase``, 1 for the phase the game is in;
- ``to_move:me``, ``to_move:them``: whose decision the game waits on (neither when over);
- ``challenger``: the viewer is the first bout's challenger;
- ``ply``, ``draws``: the game's length so far (scaled: ply / 100, draws / 10);
- for ``me`` then ``them`` (the viewer, the opponent):
  - ``hand``, ``deck``, ``discard``, ``facedown``, ``posta_pile``, ``stack``: card counts
    (/ 10);
  - ``in_posta``, ``posta_hidden``: flags; ``virtue:<name>``: one per Virtue held;
  - ``bonus``, ``pending_bonus``, ``salute_discards``: counts;
  - ``discard:<kind>``: the face-up discards by kind (``CardKind``, Poste excluded) and
    ``discard:basic`` (/ 10): what was seen played;
  - ``stack:<kind>``: the Stack's cards by kind;
- ``known:<kind>``: the opponent's cards the viewer knows are in its hand (kept Basic cards);
- ``ruled_out``: how many sets of cards the opponent's skipped windows ruled out;
- ``hand:<kind>``, ``hand:basic``: the viewer's own hand by kind (/ 5);
- ``hand:blow:<name>``: the viewer's Strikes by blow (/ 3);
- ``hand:parries:<name>``: for each blow, how many of the viewer's Strikes may parry some
  attack of that blow in the opponent's deck (its printed parries; the deck lists are public)
  (/ 3);
- ``hand:skill:<virtue>``: the viewer's Skills asking each Virtue (and ``none``), ``hand:skill:
  live``: those whose Virtue the viewer holds (or that ask none);
- ``facedown:<kind>``: the viewer's own face-down trades by kind;
- context: ``attacker:me``, ``attacker:them``, ``attack``, ``parry``, ``bind``, ``remedy:me``,
  ``remedy:them``, ``break``, ``mezano``, ``counterattacked``, ``final_call``, ``forced:me``,
  ``forced:them``, ``skill_chain`` (its length), ``measure_passes``;
- ``bias``: always 1.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache

from audatia_qt.games.audatia.rules import PlayerView, Seat
from audatia_qt.games.audatia.rules.cards import Blow, SkillDef, StrikeDef, Virtue
from audatia_qt.games.audatia.rules.config import CardKind, GameConfig
from audatia_qt.games.audatia.rules.state import Context, GameState, Phase
from audatia_qt.games.audatia.rules.views import SeatView, posta_visible

#: The kinds of Action card, as counted in hands, discards and Stacks (Poste are counted apart).
ACTION_KINDS: tuple[CardKind, ...] = (
    CardKind.STRIKE,
    CardKind.REMEDY,
    CardKind.COUNTER_REMEDY,
    CardKind.SKILL,
)
_PHASES: tuple[Phase, ...] = tuple(Phase)
_BLOWS: tuple[Blow, ...] = tuple(Blow)
_VIRTUES: tuple[Virtue, ...] = tuple(Virtue)


def _names() -> tuple[str, ...]:
    names: list[str] = [f"phase:{phase.name.lower()}" for phase in _PHASES]
    names += ["to_move:me", "to_move:them", "challenger", "ply", "draws"]
    for side in ("me", "them"):
        names += [
            f"{side}:{field}"
            for field in ("hand", "deck", "discard", "facedown", "posta_pile", "stack")
        ]
        names += [f"{side}:in_posta", f"{side}:posta_hidden"]
        names += [f"{side}:virtue:{virtue.value}" for virtue in _VIRTUES]
        names += [f"{side}:bonus", f"{side}:pending_bonus", f"{side}:salute_discards"]
        names += [f"{side}:discard:{kind.value}" for kind in ACTION_KINDS]
        names += [f"{side}:discard:basic"]
        names += [f"{side}:stack:{kind.value}" for kind in ACTION_KINDS]
    names += [f"known:{kind.value}" for kind in ACTION_KINDS]
    names += ["ruled_out"]
    names += [f"hand:{kind.value}" for kind in ACTION_KINDS] + ["hand:basic"]
    names += [f"hand:blow:{blow.value}" for blow in _BLOWS]
    names += [f"hand:parries:{blow.value}" for blow in _BLOWS]
    names += [f"hand:skill:{virtue.value}" for virtue in _VIRTUES]
    names += ["hand:skill:none", "hand:skill:live"]
    names += [f"facedown:{kind.value}" for kind in ACTION_KINDS]
    names += [
        "attacker:me",
        "attacker:them",
        "attack",
        "parry",
        "bind",
        "remedy:me",
        "remedy:them",
        "break",
        "mezano",
        "counterattacked",
        "final_call",
        "forced:me",
        "forced:them",
        "skill_chain",
        "measure_passes",
        "bias",
    ]
    return tuple(names)


#: Each feature's name, in the vector's order.
FEATURE_NAMES: tuple[str, ...] = _names()
#: The vector's length.
FEATURE_COUNT = len(FEATURE_NAMES)


@dataclass(frozen=True, slots=True)
class CardReading:
    """Each card of a game, by id, as the features count it, read once per game and viewer
    from the deck lists (both on the table, so nothing hidden): the evaluation runs in the
    search's inner loop, and looking up cards' definitions and enum members there cost most of
    its time."""

    kind: tuple[int, ...]
    """The card's index in ``ACTION_KINDS``; -1 for a Posta."""
    basic: tuple[bool, ...]
    blow: tuple[int, ...]
    """A Strike's index in ``Blow``; -1 for any other card."""
    parries: tuple[tuple[int, ...], ...]
    """For a Strike of the viewer's, the indices of the blows among the opponent's attacks it
    may parry (printed ``parried_by``, gathered per blow); () for any other card."""
    requires: tuple[int, ...]
    """A Skill's Virtue index in ``Virtue`` (``len(Virtue)`` for none); -1 for other cards."""


@lru_cache(maxsize=16)
def card_reading(config: GameConfig, viewer: Seat) -> CardReading:
    """The game's cards as ``viewer``'s features count them (cached: the decks do not change)."""
    table = config.cards
    parried = parries_by_blow(config, viewer.other)
    kinds, blows, parries, requires = [], [], [], []
    for instance in table.instances:
        kinds.append(ACTION_KINDS.index(instance.kind) if instance.kind in ACTION_KINDS else -1)
        definition = instance.definition
        if isinstance(definition, StrikeDef):
            blows.append(_BLOWS.index(definition.blow))
            # Counted by the opponent's attacks it may answer, as the heuristic values a parry.
            parries.append(
                tuple(i for i, blow in enumerate(_BLOWS) if definition.blow in parried[blow])
            )
        else:
            blows.append(-1)
            parries.append(())
        if isinstance(definition, SkillDef):
            requires.append(
                len(_VIRTUES)
                if definition.requires is None
                else _VIRTUES.index(definition.requires)
            )
        else:
            requires.append(-1)
    return CardReading(tuple(kinds), table.basic, tuple(blows), tuple(parries), tuple(requires))


def _by_kind(cards: Iterable[int], reading: CardReading) -> list[float]:
    """How many of ``cards`` are of each of ``ACTION_KINDS``."""
    kinds = reading.kind
    counts = [0.0, 0.0, 0.0, 0.0, 0.0]  # the last counts the Poste, dropped
    for card in cards:
        counts[kinds[card]] += 1.0
    del counts[4]
    return counts


@lru_cache(maxsize=64)
def _virtue_flags(virtues: frozenset[Virtue]) -> tuple[float, ...]:
    """1.0 for each of ``_VIRTUES`` held (cached: a frozenset keeps its hash, and a game sees
    few sets of Virtues)."""
    return tuple(float(virtue in virtues) for virtue in _VIRTUES)


_READINGS_MAX = 64
_readings: dict[tuple[int, Seat], tuple[GameConfig, CardReading]] = {}


def _reading(config: GameConfig, viewer: Seat) -> CardReading:
    """``card_reading`` found by the config's identity: hashing a config hashes its decks,
    which cost more than the features themselves in the search's inner loop."""
    entry = _readings.get((id(config), viewer))
    if entry is None or entry[0] is not config:
        if len(_readings) >= _READINGS_MAX:
            _readings.clear()
        entry = (config, card_reading(config, viewer))
        _readings[(id(config), viewer)] = entry
    return entry[1]


def _seat(
    hand_count: int,
    deck_count: int,
    discard: tuple[int, ...],
    facedown_count: int,
    pile_count: int,
    stack: tuple[int, ...],
    in_posta: bool,
    posta_hidden: bool,
    virtues: frozenset[Virtue],
    bonus: int,
    pending_bonus: int,
    salute_discards: int,
    reading: CardReading,
) -> list[float]:
    """A seat's public zones: what both fencers see of it."""
    kinds, basic = reading.kind, reading.basic
    out = [
        hand_count / 10,
        deck_count / 10,
        len(discard) / 10,
        facedown_count / 10,
        pile_count / 10,
        len(stack) / 10,
        float(in_posta),
        float(posta_hidden),
    ]
    out += _virtue_flags(virtues) if virtues else _NO_VIRTUES
    out += [float(bonus), float(pending_bonus), float(salute_discards)]
    seen = [0, 0, 0, 0, 0]  # the four kinds and the Poste (kind -1, dropped)
    basics = 0
    for card in discard:
        seen[kinds[card]] += 1
        basics += basic[card]
    out += [seen[0] / 10, seen[1] / 10, seen[2] / 10, seen[3] / 10, basics / 10]
    out += _by_kind(stack, reading)
    return out


def _seat_of_view(zones: SeatView, reading: CardReading) -> list[float]:
    return _seat(
        zones.hand_count,
        zones.deck_count,
        zones.discard,
        zones.facedown_count,
        len(zones.posta_pile),
        zones.stack,
        zones.in_posta,
        zones.posta_hidden,
        zones.virtues,
        len(zones.bonus),
        len(zones.pending_bonus),
        zones.salute_discards,
        reading,
    )


def _seat_of_state(
    state: GameState, owner: Seat, viewer: Seat, reading: CardReading
) -> list[float]:
    """``_seat_of_view`` of ``observe(state, viewer)``'s seat ``owner``, read off the state
    without building the view: only the counts and public zones the view holds, and whether
    the Posta is hidden from ``viewer`` (then counted in the pile, as the view counts it)."""
    player = state.players[owner]
    hidden = player.posta is not None and not posta_visible(state, owner, viewer)
    return _seat(
        len(player.hand),
        len(player.deck),
        player.discard,
        len(player.facedown),
        len(player.posta_pile) + hidden,
        player.stack,
        player.in_posta,
        hidden,
        player.virtues,
        len(player.bonus),
        len(player.pending_bonus),
        player.salute_discards,
        reading,
    )


_NO_VIRTUES = (0.0,) * len(_VIRTUES)
#: Each phase's one-hot flags, built once.
_PHASE_FLAGS: dict[Phase, tuple[float, ...]] = {
    phase: tuple(float(phase is each) for each in _PHASES) for phase in _PHASES
}


def _hand(hand: tuple[int, ...], virtues: frozenset[Virtue], reading: CardReading) -> list[float]:
    """The viewer's own hand: kinds, blows, parries of the opponent's attacks, Skills by
    Virtue."""
    kinds, basic, blow_of, parries_of, requires_of = (
        reading.kind,
        reading.basic,
        reading.blow,
        reading.parries,
        reading.requires,
    )
    counts = [0, 0, 0, 0, 0]  # the four kinds and the Poste (kind -1, dropped)
    basics = 0
    blows = [0] * len(_BLOWS)
    parries = [0] * len(_BLOWS)
    skills = [0] * (len(_VIRTUES) + 1)
    live = 0.0
    held = (*_virtue_flags(virtues), 1.0)  # a Skill asking none is live
    for card in hand:
        counts[kinds[card]] += 1
        basics += basic[card]
        blow = blow_of[card]
        if blow >= 0:
            blows[blow] += 1
            for parried in parries_of[card]:
                parries[parried] += 1
            continue
        requires = requires_of[card]
        if requires >= 0:
            skills[requires] += 1
            live += held[requires]
    out = [counts[0] / 5, counts[1] / 5, counts[2] / 5, counts[3] / 5, basics / 5]
    out += [count / 3 for count in blows]
    out += [count / 3 for count in parries]
    out += [count / 3 for count in skills]
    out.append(live / 3)
    return out


@lru_cache(maxsize=16)
def parries_by_blow(config: GameConfig, attacker: Seat) -> dict[Blow, frozenset[Blow]]:
    """For each blow, the defender's blows that may parry some Strike of that blow in
    ``attacker``'s deck (its printed ``parried_by``): the deck lists are on the table, so this
    reads nothing hidden. Cached per game: the decks do not change."""
    table = config.cards
    found: dict[Blow, set[Blow]] = {blow: set() for blow in _BLOWS}
    for card in table.action_cards[attacker]:
        definition = table.instances[card].definition
        if isinstance(definition, StrikeDef):
            found[definition.blow] |= definition.parried_by
    return {blow: frozenset(blows) for blow, blows in found.items()}


def features(view: PlayerView) -> list[float]:
    """The view's ``FEATURE_COUNT`` features, in ``FEATURE_NAMES``' order."""
    me, them = view.viewer, view.viewer.other
    reading = _reading(view.config, me)
    mine, theirs = view.seat(me), view.seat(them)
    return _vector(
        view.config,
        me,
        view.phase,
        view.to_move,
        view.ply,
        view.draws,
        view.context,
        _seat_of_view(mine, reading),
        _seat_of_view(theirs, reading),
        theirs.known_in_hand,
        len(theirs.ruled_out),
        mine.hand if mine.hand is not None else (),
        mine.virtues,
        mine.facedown or (),
        reading,
    )


def state_features(state: GameState, seat: Seat) -> list[float]:
    """``features(observe(state, seat))`` without building the view (the search's inner loop:
    the view's legal actions and redacted seats cost more than the features). It reads only
    what ``seat``'s view holds: its own hand and face-down trades, the public zones, the counts
    of hidden cards, and the cards ``seat`` saw go into the opponent's hand."""
    them = seat.other
    config = state.config  # its seed aside (never read here), the config the view holds
    reading = _reading(config, seat)
    mine, theirs = state.players[seat], state.players[them]
    return _vector(
        config,
        seat,
        state.phase,
        state.to_move,
        state.ply,
        state.draws,
        state.context,
        _seat_of_state(state, seat, seat, reading),
        _seat_of_state(state, them, seat, reading),
        theirs.known_in_hand,
        len(theirs.ruled_out),
        mine.hand,
        mine.virtues,
        mine.facedown,
        reading,
    )


def _vector(
    config: GameConfig,
    me: Seat,
    phase: Phase,
    to_move: Seat | None,
    ply: int,
    draws: int,
    context: Context,
    mine: list[float],
    theirs: list[float],
    known_in_hand: Iterable[int],
    ruled_out: int,
    hand: tuple[int, ...],
    virtues: frozenset[Virtue],
    facedown: tuple[int, ...],
    reading: CardReading,
) -> list[float]:
    """The one definition of the vector, from the pieces of a viewer's knowledge."""
    them = me.other
    out = list(_PHASE_FLAGS[phase])
    out += [float(to_move is me), float(to_move is them)]
    out += [float(config.challenger is me), ply / 100, draws / 10]
    out += mine
    out += theirs
    out += _by_kind(known_in_hand, reading)
    out.append(float(ruled_out))
    out += _hand(hand, virtues, reading)
    out += _by_kind(facedown, reading)
    out += [
        float(context.attacker is me),
        float(context.attacker is them),
        float(context.attack_card is not None),
        float(context.parry_card is not None),
        float(context.bind is not None),
        float(context.remedy_card is not None and context.remedy_seat is me),
        float(context.remedy_card is not None and context.remedy_seat is them),
        float(context.break_card is not None),
        float(context.mezano_card is not None),
        float(context.counterattacked),
        float(context.final_call),
        float(context.forced is me),
        float(context.forced is them),
        float(len(context.skill_chain)),
        float(context.measure_passes),
        1.0,
    ]
    assert len(out) == FEATURE_COUNT
    return out
