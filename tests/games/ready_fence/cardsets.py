"""The card sets the rules' tests build: the manual's 54 cards (the standard set, mirrored by
decks/ready_fence/standard.toml), and small sets the tests control.

Every value the rulebook does not print is reconstructed within what the text states; each
design says why in its provenance (docs/ready_fence/rulings.md, RF-2 to RF-6).
"""

from __future__ import annotations

from audatia_qt.games.ready_fence.rules.cards import (
    BOTH_CARDLESS,
    Card,
    Cardless,
    CardSet,
    Colour,
    Effect,
    Guard,
    Mark,
    Provenance,
    ProvenanceStatus,
    Reach,
    Role,
)

T, B = Mark.TUTORIAL, Mark.BASIC
ATTACK, PARRY, COUNTER = Role.ATTACK, Role.PARRY, Role.COUNTER
NONE: frozenset[Cardless] = frozenset()


def design(
    card_id: str,
    technique: str,
    name: str,
    colour: Colour,
    speed: int,
    stamina: int,
    marks: set[Mark],
    roles: set[Role],
    reason: str,
    *,
    reach: Reach = Reach.LUNGE,
    effects: set[Effect] | None = None,
    own_guard: set[Guard] | None = None,
    answered_by: set[str] | None = None,
    answers: set[str] | None = None,
    cardless: frozenset[Cardless] = BOTH_CARDLESS,
) -> Card:
    """One reconstructed design (rulings RF-2 to RF-6)."""
    return Card(
        id=card_id,
        technique=technique,
        name=name,
        colour=colour,
        speed=speed,
        stamina=stamina,
        marks=frozenset(marks),
        roles=frozenset(roles),
        reach=reach,
        effects=frozenset(effects or ()),
        own_guard=frozenset(own_guard or ()),
        answered_by=frozenset(answered_by or ()),
        answers=frozenset(answers or ()),
        cardless=cardless,
        provenance=Provenance(ProvenanceStatus.RECONSTRUCTED, reason),
    )


#: Each design and its count: the Technical Manual's 18 techniques, 54 cards (ruling RF-1).
STANDARD: tuple[tuple[Card, int], ...] = (
    (
        design(
            "straight-thrust-3",
            "straight-thrust",
            "Straight Thrust",
            Colour.RED,
            3,
            0,
            {T, B},
            {ATTACK},
            "The two Straight Thrusts 'with a Yellow Speed value of 3' each Basic "
            "player keeps (Basic, Game Setup).",
            effects={Effect.KEPT_IN_HAND},
        ),
        2,
    ),
    (
        design(
            "straight-thrust-4",
            "straight-thrust",
            "Straight Thrust",
            Colour.RED,
            4,
            0,
            {T, B},
            {ATTACK},
            "A Straight Thrust faster than the kept one ('another STRAIGHT THRUST card "
            "with a higher Speed Value'); ruling RF-3.",
        ),
        2,
    ),
    (
        design(
            "straight-thrust-5",
            "straight-thrust",
            "Straight Thrust",
            Colour.RED,
            5,
            1,
            {T, B},
            {ATTACK},
            "The rulebook's Straight Thrust of speed 5 (Parry example); costs 1 "
            "stamina for its speed, ruling RF-4.",
        ),
        2,
    ),
    (
        design(
            "beat-thrust",
            "beat-thrust",
            "Beat Thrust",
            Colour.RED,
            4,
            1,
            {T, B},
            {ATTACK},
            "A Straight Thrust after a beat on the blade: speed 4, free of the opponent's "
            "Engagement (ruling RF-5).",
            effects={Effect.IGNORES_ENGAGEMENT},
        ),
        4,
    ),
    (
        design(
            "disengage",
            "disengage",
            "Disengage",
            Colour.RED_LIGHT_BLUE,
            4,
            0,
            {B},
            {ATTACK, COUNTER},
            "Red/Light Blue: an attack or a derobement, 'detaches it from "
            "the opponent's engagement' (ruling RF-5).",
            effects={Effect.IGNORES_ENGAGEMENT},
        ),
        4,
    ),
    (
        design(
            "toe-touch",
            "toe-touch",
            "Toe Touch",
            Colour.RED,
            6,
            2,
            {B},
            {ATTACK},
            "'cannot be parried but only dodged or STOP HIT': only Stop Hits and Defend by "
            "Distance answer it; one of the attacks above 5.",
            answered_by={"stop-hit"},
            cardless=frozenset({Cardless.DISTANCE}),
        ),
        2,
    ),
    (
        design(
            "glide-attack",
            "glide-attack",
            "Glide Attack",
            Colour.RED,
            5,
            1,
            {B},
            {ATTACK},
            "'after a parry or engagement': played from Engagement.",
            own_guard={Guard.ENGAGEMENT},
        ),
        2,
    ),
    (
        design(
            "flick",
            "flick",
            "Flick",
            Colour.RED,
            7,
            2,
            set(),
            {ATTACK},
            "'very quick blow': the fastest attack; an auxiliary action, Advanced only.",
        ),
        2,
    ),
    (
        design(
            "flanconade",
            "flanconade",
            "Flanconade",
            Colour.RED,
            6,
            1,
            set(),
            {ATTACK},
            "'an action successive to an engagement': played from Engagement; Advanced only.",
            own_guard={Guard.ENGAGEMENT},
        ),
        2,
    ),
    (
        design(
            "fleche",
            "fleche",
            "Flèche",
            Colour.RED,
            6,
            2,
            {B},
            {ATTACK},
            "'The only card playable at long distance'; one answer, no reply (ruling RF-27).",
            reach=Reach.LONG,
            effects={Effect.FLECHE},
        ),
        3,
    ),
    (
        design(
            "parry-riposte",
            "parry-riposte",
            "Parry and Riposte",
            Colour.DARK_BLUE_RED,
            5,
            1,
            {T, B},
            {PARRY},
            "Dark Blue then Red in one action; 'cannot be defended by distance' (ruling RF-12).",
            effects={Effect.RIPOSTE},
            cardless=frozenset({Cardless.PARRY}),
        ),
        4,
    ),
    (
        design(
            "ceding-parry",
            "ceding-parry",
            "Ceding Parry",
            Colour.DARK_BLUE,
            6,
            0,
            set(),
            {PARRY},
            "'executed on an opponent's Glide attack': answers the Glide Attack and the "
            "Flanconade (which ends in one).",
            answers={"glide-attack", "flanconade"},
            cardless=NONE,
        ),
        2,
    ),
    (
        design(
            "infighting",
            "infighting",
            "Infighting",
            Colour.DARK_BLUE_RED,
            4,
            1,
            {B},
            {ATTACK, PARRY},
            "Short distance only; 'when played the Defender's miniature is "
            "moved forward'; countered by Infighting, Parry and Riposte or a defence without "
            "cards.",
            reach=Reach.SHORT,
            effects={Effect.RIPOSTE, Effect.STEP_IN},
            answered_by={"infighting", "parry-riposte"},
        ),
        3,
    ),
    (
        design(
            "stop-hit-4",
            "stop-hit",
            "Stop Hit to the Body",
            Colour.LIGHT_BLUE,
            4,
            0,
            {T, B},
            {COUNTER},
            "'stop hits to the body speed values are 4 or 5'; 'keeping the weapon in line'.",
            own_guard={Guard.LINE},
            cardless=NONE,
        ),
        2,
    ),
    (
        design(
            "stop-hit-5",
            "stop-hit",
            "Stop Hit to the Body",
            Colour.LIGHT_BLUE,
            5,
            0,
            {T, B},
            {COUNTER},
            "'stop hits to the body speed values are 4 or 5'.",
            own_guard={Guard.LINE},
            cardless=NONE,
        ),
        2,
    ),
    (
        design(
            "stop-hit-6",
            "stop-hit",
            "Stop Hit to the Arm",
            Colour.LIGHT_BLUE,
            6,
            1,
            {T, B},
            {COUNTER},
            "The rulebook's Stop Hit of speed 6 (Tutorial example): to the arm, above 5.",
            own_guard={Guard.LINE},
            cardless=NONE,
        ),
        1,
    ),
    (
        design(
            "stop-hit-7",
            "stop-hit",
            "Stop Hit to the Wrist",
            Colour.LIGHT_BLUE,
            7,
            2,
            {T, B},
            {COUNTER},
            "'Stop hits to the closer target area, wrist and arm, have speed values "
            "greater than 5'.",
            own_guard={Guard.LINE},
            cardless=NONE,
        ),
        2,
    ),
    (
        design(
            "counter-time",
            "counter-time",
            "Counter-Time",
            Colour.DARK_BLUE,
            6,
            1,
            {T},
            {PARRY},
            "'Action to neutralize a Counterattack': a Dark Blue answer to a Stop Hit; "
            "Tutorial and Advanced (ruling RF-2).",
            cardless=NONE,
        ),
        3,
    ),
    (
        design(
            "feint-in-time",
            "feint-in-time",
            "Feint in Time",
            Colour.LIGHT_BLUE,
            7,
            1,
            set(),
            {COUNTER},
            "'Action to neutralize a Counter-time action': answers only a Counter-Time.",
            answers={"counter-time"},
            cardless=NONE,
        ),
        1,
    ),
    (
        design(
            "joker",
            "joker",
            "Joker",
            Colour.GOLD,
            0,
            2,
            set(),
            {Role.JOKER},
            "'wins over all the others ... It can not be played as a first card' (ruling RF-6).",
            cardless=NONE,
        ),
        2,
    ),
    (
        design(
            "angulations",
            "angulations",
            "Angulations and Oppositions",
            Colour.ORANGE_LIGHT_BLUE,
            1,
            0,
            {T},
            {Role.BONUS},
            "Orange/Light Blue: 'played along "
            "another to augment its Speed': +1, no fencing action of its own.",
            cardless=NONE,
        ),
        2,
    ),
    (
        design(
            "renewed-attack",
            "renewed-attack",
            "Renewed Attack",
            Colour.ORANGE,
            2,
            1,
            set(),
            {Role.RENEW},
            "Orange: a second attack after a successful defence, its speed added "
            "to the first (ruling RF-6).",
            cardless=frozenset({Cardless.PARRY}),
        ),
        2,
    ),
    (
        design(
            "feint",
            "feint",
            "Feint",
            Colour.ORANGE,
            0,
            0,
            set(),
            {Role.FEINT},
            "The Advanced game's Feint with its two options.",
            cardless=NONE,
        ),
        3,
    ),
)


def standard_cards() -> CardSet:
    """The manual's 54 cards, one entry per physical card."""
    return CardSet(tuple(card for card, count in STANDARD for _ in range(count)))


def cards_of(*designs: tuple[Card, int]) -> CardSet:
    """A set of the given designs and counts."""
    return CardSet(tuple(card for card, count in designs for _ in range(count)))


def standard_design(card_id: str) -> Card:
    """The standard design ``card_id``."""
    for card, _ in STANDARD:
        if card.id == card_id:
            return card
    raise KeyError(card_id)
