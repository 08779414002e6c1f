"""Random games of Swordplay: Arena to soak-test the rules (issue 29: "20,000 seeded random
games with no error and the game's invariants checked"), as ``audatia selfplay --game
swordplay`` runs them.

Game ``i`` is played from seed ``S + i`` on a table that cycles through every mode and size
(versus of 2, 3 and 4 heroes, solo against each monster, co-op of 2 and 3), Realistic Parries
every other cycle; each seat plays uniformly random legal moves and the die is the match's.
After every move the invariants are checked: every combat card in exactly one place (cards
conserved), no hand over five, every point of life lost told by a hit (damage accounted),
views that show no other hand, and moves that read back from their notation.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field

from audatia_qt.engine.messages import Message, translate
from audatia_qt.engine.session.match import Match, MatchSetup, SeatKind
from audatia_qt.games.swordplay.game import SwordplayGame
from audatia_qt.games.swordplay.rules import (
    HAND_SIZE,
    Action,
    Config,
    Event,
    EventKind,
    Mode,
    State,
)
from audatia_qt.games.swordplay.rules.cards import CardSet

_GAMES = translate(
    "Swordplay", "games: {games}, heroes' wins: {heroes}, monsters' wins: {monsters}"
)
_MODES = translate("Swordplay", "versus: {versus}, solo: {solo}, co-op: {coop}")
_LENGTH = translate("Swordplay", "moves per game: {mean} on average, {longest} at most")
_ERRORS = translate("Swordplay", "errors: {count}")
_FAILED = translate("Swordplay", "seed {seed}: {problem}")

#: More decisions than a random game takes (a rules bug looping is reported, never hung on).
MAX_DECISIONS = 20_000


class InvariantBroken(AssertionError):
    """A state that breaks one of the game's invariants; the message says which."""


@dataclass
class SelfplayReport:
    """What the random games did."""

    games: int = 0
    heroes_won: int = 0
    monsters_won: int = 0
    modes: Counter[Mode] = field(default_factory=Counter)
    moves: int = 0
    longest: int = 0
    errors: list[tuple[int, str]] = field(default_factory=list)

    def messages(self) -> Iterator[Message]:
        yield _GAMES.say(games=self.games, heroes=self.heroes_won, monsters=self.monsters_won)
        yield _MODES.say(
            versus=self.modes[Mode.VERSUS], solo=self.modes[Mode.SOLO], coop=self.modes[Mode.COOP]
        )
        mean = self.moves // self.games if self.games else 0
        yield _LENGTH.say(mean=mean, longest=self.longest)
        yield _ERRORS.say(count=len(self.errors))
        for seed, problem in self.errors:
            yield _FAILED.say(seed=seed, problem=problem)


def table(cards: CardSet, seed: int) -> Config:
    """Game ``seed``'s table: the modes and sizes in turn (module docstring)."""
    heroes = tuple(hero.id for hero in cards.heroes)
    monsters = tuple(monster.id for monster in cards.monsters)
    kind = seed % 6
    parries = (seed // 6) % 2 == 1
    rotated = heroes[seed % len(heroes) :] + heroes[: seed % len(heroes)]
    if kind < 3:
        return Config(cards, rotated[: kind + 2], Mode.VERSUS, None, parries, seed)
    monster = monsters[(seed // 6) % len(monsters)]
    if kind == 3:
        return Config(cards, rotated[:1], Mode.SOLO, monster, parries, seed)
    return Config(cards, rotated[: kind - 2], Mode.COOP, monster, parries, seed)


def check(before: State, after: State, events: tuple[Event, ...], action: Action) -> None:
    """The invariants after one move (module docstring); ``InvariantBroken`` naming the first
    broken."""
    game = SwordplayGame()
    config = after.config
    places: list[int] = [*after.deck, *after.discard]
    for hero in after.heroes:
        if len(hero.hand) > HAND_SIZE:
            raise InvariantBroken(f"a hand of {len(hero.hand)} cards")
        places += [*hero.hand, *hero.ready_cards()]
    if after.monster is not None:
        places += after.monster.weapons
    if after.pending is not None:
        places.append(after.pending.card)
    if sorted(places) != list(range(len(config.cards.combat))):
        raise InvariantBroken("the combat cards are not each in exactly one place")
    lost: Counter[int] = Counter()
    for event in events:
        if event.kind is EventKind.HIT:
            lost[event.seat] += event.amount - event.absorbed
    for seat, hero in enumerate(after.heroes):
        if before.heroes[seat].life - hero.life != lost[seat]:
            raise InvariantBroken(f"seat {seat}'s life changed by other than its hits")
    if after.monster is not None and before.monster is not None:
        monster_seat = config.monster_seat
        assert monster_seat is not None
        if before.monster.life - after.monster.life != lost[monster_seat]:
            raise InvariantBroken("the monster's life changed by other than its hits")
    for seat in range(config.seat_count):
        view = game.observe(after, seat)
        if any(hero.hand is not None for index, hero in enumerate(view.heroes) if index != seat):
            raise InvariantBroken(f"seat {seat}'s view shows another hand")
    if game.parse_action(config, game.format_action(config, action)) != action:
        raise InvariantBroken(f"the move {action!r} does not read back from its notation")


def play_one(cards: CardSet, seed: int, check_invariants: bool = True) -> tuple[State, int]:
    """Game ``seed`` played by random moves to its end, checked after every move; its last
    state and how many decisions it took."""
    config = table(cards, seed)
    setup = MatchSetup(
        SwordplayGame(),
        config,
        players=(SeatKind.COMPUTER,) * config.seat_count,
        chance_seed=seed,
    )
    match = Match(setup)
    rng = random.Random(seed)
    for decisions in range(MAX_DECISIONS):
        if match.to_move() is None:
            last: State = match.state
            return last, decisions
        before = len(match.plies)
        legal = match.legal_actions()
        match.play(legal[rng.randrange(len(legal))])
        if check_invariants:
            states = [match.plies[before - 1].state if before else match.start]
            for ply in match.plies[before:]:
                check(states[-1], ply.state, ply.events, ply.action)
                states.append(ply.state)
    raise InvariantBroken(f"no end after {MAX_DECISIONS} moves")


def run_selfplay(
    cards: CardSet, games: int, seed: int, check_invariants: bool = True
) -> SelfplayReport:
    """``games`` random games from ``seed`` on; every failure is kept with its seed."""
    report = SelfplayReport()
    for number in range(seed, seed + games):
        try:
            state, decisions = play_one(cards, number, check_invariants)
        except Exception as error:  # a soak test reports every failure and goes on
            report.errors.append((number, f"{type(error).__name__}: {error}"[:200]))
            continue
        report.games += 1
        report.moves += decisions
        report.longest = max(report.longest, decisions)
        report.modes[state.config.mode] += 1
        assert state.result is not None
        if state.config.mode is Mode.VERSUS or state.result[0] > 0:
            report.heroes_won += 1
        else:
            report.monsters_won += 1
    return report
