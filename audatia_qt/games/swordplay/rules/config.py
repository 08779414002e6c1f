"""What is fixed for a game of Swordplay: Arena before it starts (rulebook, "Setup", "Solo
Play", "Cooperative Solitaire", "Realistic Parries (Optional)").

Seats are plain ints. The heroes sit at seats ``0 .. len(heroes) - 1`` in clockwise order
(rulebook, "Playing The Game": "the player to your left now takes their turn"); in solo and
co-op play the monster sits at the last seat, ``len(heroes)``, and the rules drive it
(ruling SP-1).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from audatia_qt.games.swordplay.rules.cards import CardSet

#: "Deal five cards to each player from the combat deck" (rulebook, "Setup" step 4); the Draw
#: phase fills a hand back up to the same five (rulebook, "2. Draw").
HAND_SIZE = 5
#: The faces of the ten-sided die (rulebook, "Components": "a 10 sided die").
DIE_FACES = 10
#: The fewest and most seats at the table: "two or more players" (rulebook, "Playing The
#: Game"); four heroes at most, as the issue's table has room for (ruling SP-2).
MIN_SEATS = 2
MAX_SEATS = 4


class Mode(enum.Enum):
    """How the heroes fight (rulebook, "Playing The Game", "Solo Play", "Cooperative
    Solitaire")."""

    VERSUS = "versus"
    """Two to four heroes, free-for-all: "The last hero standing wins"."""
    SOLO = "solo"
    """One hero against one monster (rulebook, "Solo Play")."""
    COOP = "coop"
    """Two or three heroes together against one monster (rulebook, "Cooperative Solitaire")."""


@dataclass(frozen=True, slots=True)
class Config:
    """A game's cards, seats, mode, options and deal seed (rulebook, "Setup").

    ``heroes`` names each hero seat's Hero card, in seat order ("Each player selects a Hero
    card", rulebook, "Setup" step 1); ``monster`` names the Monster card of solo and co-op
    play, which sits at seat ``len(heroes)``. ``seed`` fixes the shuffle of the combat deck
    ("Setup" step 3) and every reshuffle of the discard pile (ruling SP-6).
    """

    cards: CardSet
    heroes: tuple[str, ...]
    mode: Mode = Mode.VERSUS
    monster: str | None = None
    realistic_parries: bool = False
    seed: int = 0

    def __post_init__(self) -> None:
        """Refuses a table the rulebook does not set (rulebook, "Setup", "Solo Play",
        "Cooperative Solitaire"), with a one-line reason."""
        problem = config_problem(self)
        if problem is not None:
            raise ValueError(problem)

    @property
    def seat_count(self) -> int:
        """Every seat: the heroes', and the monster's in solo and co-op play (ruling SP-1)."""
        return len(self.heroes) + (0 if self.monster is None else 1)

    @property
    def monster_seat(self) -> int | None:
        """The monster's seat, the last one (ruling SP-1), or None in versus play."""
        return None if self.monster is None else len(self.heroes)

    def is_hero(self, seat: int) -> bool:
        """Whether ``seat`` is a hero's (rulebook, "Hero Cards")."""
        return 0 <= seat < len(self.heroes)


def config_problem(config: Config) -> str | None:
    """Why ``config`` is not a table the rulebook sets, or None (rulebook, "Setup": "Each
    player selects a Hero card"; "Solo Play"; "Cooperative Solitaire"; ruling SP-2)."""
    for hero_id in config.heroes:
        try:
            config.cards.hero(hero_id)
        except KeyError:
            return f"no hero {hero_id!r} in the card set"
    if config.monster is not None:
        try:
            config.cards.monster(config.monster)
        except KeyError:
            return f"no monster {config.monster!r} in the card set"
    count = len(config.heroes)
    if config.mode is Mode.VERSUS:
        if config.monster is not None:
            return "versus play has no monster (rulebook, Playing The Game)"
        if not MIN_SEATS <= count <= MAX_SEATS:
            return f"versus play takes 2 to 4 heroes, not {count} (ruling SP-2)"
    elif config.monster is None:
        return f"{config.mode.value} play needs a monster (rulebook, Solo Play)"
    elif config.mode is Mode.SOLO and count != 1:
        return f"solo play takes one hero, not {count} (rulebook, Solo Play)"
    elif config.mode is Mode.COOP and not 2 <= count <= 3:
        return f"co-op play takes 2 or 3 heroes, not {count} (ruling SP-2)"
    return None
