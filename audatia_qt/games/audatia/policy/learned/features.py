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
from audatia_qt.games.audatia.rules.state import Phase
from audatia_qt.games.audatia.rules.views import SeatView

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
    counts = [0, 0, 0, 0, 0]  # the last counts the Poste, dropped
    for card in cards:
        counts[kinds[card]] += 1
    return [float(count) for count in counts[:4]]


def _seat(zones: SeatView, reading: CardReading) -> list[float]:
    """A seat's public zones: what both fencers see of it."""
    basic = reading.basic
    virtues = zones.virtues
    out = [
        zones.hand_count / 10,
        zones.deck_count / 10,
        len(zones.discard) / 10,
        zones.facedown_count / 10,
        len(zones.posta_pile) / 10,
        len(zones.stack) / 10,
        float(zones.in_posta),
        float(zones.posta_hidden),
    ]
    out += [float(virtue in virtues) for virtue in _VIRTUES] if virtues else _NO_VIRTUES
    out += [float(len(zones.bonus)), float(len(zones.pending_bonus)), float(zones.salute_discards)]
    out += [count / 10 for count in _by_kind(zones.discard, reading)]
    out.append(sum(1 for card in zones.discard if basic[card]) / 10)
    out += _by_kind(zones.stack, reading)
    return out


_NO_VIRTUES = [0.0] * len(_VIRTUES)


def _hand(hand: tuple[int, ...], virtues: frozenset[Virtue], reading: CardReading) -> list[float]:
    """The viewer's own hand: kinds, blows, parries of the opponent's attacks, Skills by
    Virtue."""
    out = [count / 5 for count in _by_kind(hand, reading)]
    basic = reading.basic
    out.append(sum(1 for card in hand if basic[card]) / 5)
    blows = [0] * len(_BLOWS)
    parries = [0] * len(_BLOWS)
    skills = [0] * (len(_VIRTUES) + 1)
    live = 0
    held = [virtue in virtues for virtue in _VIRTUES] + [True]  # a Skill asking none is live
    for card in hand:
        blow = reading.blow[card]
        if blow >= 0:
            blows[blow] += 1
            for parried in reading.parries[card]:
                parries[parried] += 1
            continue
        requires = reading.requires[card]
        if requires >= 0:
            skills[requires] += 1
            live += held[requires]
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
    reading = card_reading(view.config, me)
    mine, theirs = view.seat(me), view.seat(them)
    out = [float(view.phase is phase) for phase in _PHASES]
    out += [float(view.to_move is me), float(view.to_move is them)]
    out += [float(view.config.challenger is me), view.ply / 100, view.draws / 10]
    out += _seat(mine, reading)
    out += _seat(theirs, reading)
    out += _by_kind(theirs.known_in_hand, reading)
    out.append(float(len(theirs.ruled_out)))
    hand = mine.hand if mine.hand is not None else ()
    out += _hand(hand, mine.virtues, reading)
    out += _by_kind(mine.facedown or (), reading)
    context = view.context
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
