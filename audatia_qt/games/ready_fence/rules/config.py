"""What is fixed for a bout of Ready...Fence! before it starts: the cards, the level and the
score to reach (rulebook, "Tutorial Mode: Game Setup", "Basic Game Mode: Game Setup", "Advanced
Game Mode: Game Setup").

Two seats: seat 0 fences from the low end of the strip (section 0 is its run-off), seat 1 from
the high end (ruling RF-7). Every shuffle and the Initiative coin are chance moves recorded in
the match (ruling RF-9), so the config holds no seed.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field

from audatia_qt.games.ready_fence.rules.cards import CardSet, Effect, Mark, Role

#: "Each player is dealt a hand of 6 cards" (rulebook, "How to Play").
HAND_SIZE = 6
#: The stamina track's top and bottom: "two water bottles divided into squares numbered from 0
#: to 6" (rulebook, "The Game Board" 7); both tokens start on 6 ("Game Setup").
MAX_STAMINA = 6
#: "take 12 additional cards to be placed face down in the Timer countdown space" (rulebook,
#: Basic, "Game Setup"); the Advanced setup "is similar to the Basic mode one".
TIMER_CARDS = 12
#: "randomly select from them 4 cards to create a 4-card-Timer countdown deck" (rulebook,
#: Basic, "Priority").
OVERTIME_CARDS = 4
#: Each player may play "up to 2 cards per fencing phrase" (rulebook, "Fencing Phrase").
PHRASE_ACTIONS = 2
#: "During each turn, a player can conduct 2 of these game actions" (rulebook, "Play the Game").
TURN_ACTIONS = 2
#: "A player cannot Defend by Distance if the offensive card has a Speed Value higher than 5"
#: (rulebook, "Defend by Distance").
DISTANCE_SPEED_LIMIT = 5
#: "one stamina point will be equivalent to 2 speed points of the opponent" (rulebook, "Parry").
PARRY_SPEED_PER_STAMINA = 2
#: "After a point is scored, both players regain 1 Stamina point" (rulebook, "Stamina Points").
RECOVERY = 1
#: "By choosing this action the player regains 2SP" (rulebook, "Stall").
STALL_STAMINA = 2


class Level(enum.Enum):
    """The three game levels (rulebook, "The game can be played at three different levels")."""

    TUTORIAL = "tutorial"
    BASIC = "basic"
    ADVANCED = "advanced"

    @property
    def mark(self) -> Mark | None:
        """The icon whose cards the level uses; None: all of them (Advanced)."""
        return {Level.TUTORIAL: Mark.TUTORIAL, Level.BASIC: Mark.BASIC}.get(self)


#: The scores each level's bout may be played to, and the bout periods each takes (rulebook,
#: Tutorial "Select the score": 5, 10 or 15; Basic: "up to 5 points (1 bout period) ... up to 10
#: points (2 bout periods)"; Advanced: "up to 5 points (one bout period) ... up to 15 points
#: (three bout periods)"; a Tutorial bout has one period, ruling RF-15).
PERIODS: dict[Level, dict[int, int]] = {
    Level.TUTORIAL: {5: 1, 10: 1, 15: 1},
    Level.BASIC: {5: 1, 10: 2},
    Level.ADVANCED: {5: 1, 15: 3},
}

#: The stamina each fencer has at the start of each period (rulebook, Basic, "End of Game":
#: "the second round starts with each player having 6 Stamina Points"; Advanced: "the stamina
#: recovery will amount to 5 points ... second bout period and to 4 points ... third").
PERIOD_STAMINA: dict[Level, tuple[int, ...]] = {
    Level.TUTORIAL: (6,),
    Level.BASIC: (6, 6),
    Level.ADVANCED: (6, 5, 4),
}


@dataclass(frozen=True, slots=True)
class Config:
    """A bout's cards, level and target score (rulebook, "Select the score to be reached")."""

    cards: CardSet
    level: Level = Level.BASIC
    target: int = 5
    level_cards: tuple[int, ...] = field(init=False, compare=False, repr=False)
    """The cards this level plays with (rulebook, each level's "Game Setup")."""
    kept: tuple[int, ...] = field(init=False, compare=False, repr=False)
    """Basic: the two Straight Thrusts "with a Yellow Speed value of 3" each player is given and
    keeps (rulebook, Basic, "Game Setup"); empty in the other levels."""
    renewable: bool = field(init=False, compare=False, repr=False)
    """Whether the level's cards hold a Renewed Attack (Technical Manual, "Renewed Attack")."""

    def __post_init__(self) -> None:
        """Works out the level's cards once, and refuses a bout the rulebook does not set, with
        a one-line reason."""
        level_cards = self.cards.indexes_for(self.level.mark)
        cards = self.cards.cards
        kept: tuple[int, ...] = ()
        if self.level is Level.BASIC:
            kept = tuple(i for i in level_cards if cards[i].has(Effect.KEPT_IN_HAND))[:2]
        object.__setattr__(self, "level_cards", level_cards)
        object.__setattr__(self, "kept", kept)
        renewable = any(cards[i].plays(Role.RENEW) for i in level_cards)
        object.__setattr__(self, "renewable", renewable)
        problem = config_problem(self)
        if problem is not None:
            raise ValueError(problem)

    @property
    def periods(self) -> int:
        """How many bout periods the bout has (rulebook, "Bout Periods")."""
        return PERIODS[self.level][self.target]


def config_problem(config: Config) -> str | None:
    """Why ``config`` is not a bout the rulebook sets, or None (rulebook, each level's "Select
    the score"; Basic, "Game Setup": two Straight Thrusts kept in hand and a 12-card timer)."""
    targets = PERIODS[config.level]
    if config.target not in targets:
        allowed = ", ".join(str(target) for target in targets)
        return f"a {config.level.value} bout is played to {allowed}, not {config.target}"
    count = len(config.level_cards)
    dealt = 2 * HAND_SIZE
    timer = 0 if config.level is Level.TUTORIAL else TIMER_CARDS
    if count < dealt + timer + 1:
        return f"the {config.level.value} level needs more than {dealt + timer} cards, not {count}"
    if config.level is Level.BASIC and len(config.kept) < 2:
        return "the basic level needs two Straight Thrusts kept in hand"
    return None
