"""Random self-play: a kind-balanced random policy, whole games, and a report over many games.

Self-play is the engine's soak test and the source of the rule-path statistics that show every
branch of the rules is reachable: ``audatia selfplay`` prints a ``SelfplayReport``, and the
random-play, golden and perft tests drive games through ``play_random_game`` and ``replay``.
With ``check_invariants`` (``audatia selfplay --check-invariants``) every state is also checked
against the rules' invariants (``rules.invariants``: card conservation, views that leak
nothing, notation round trips).

The policy is kind-balanced: it picks an ``ActionKind`` uniformly among the kinds present in
the legal actions, then an action of that kind uniformly. Picking actions uniformly instead
would almost always trade (66 ways to trade against one way to stop) and mulligan, and would
rarely reach the rarer branches of the rules.

Game ``i`` of a series from seed ``S`` uses seed ``S + i`` for the deal, the seating
(``seeded_config``) and the policy's generator, so any game of a report replays alone from its
seed.
"""

from __future__ import annotations

import enum
import random
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TypeVar

from audatia_qt.engine.messages import Message, Number, translate
from audatia_qt.games.audatia.rules.actions import Action, ActionKind
from audatia_qt.games.audatia.rules.cards import DeckDef
from audatia_qt.games.audatia.rules.config import GameConfig, Seat, Variant
from audatia_qt.games.audatia.rules.events import Event, EventKind
from audatia_qt.games.audatia.rules.game import Transition, apply, legal_actions, new_game
from audatia_qt.games.audatia.rules.invariants import CHECKS, InvariantError, InvariantWatch
from audatia_qt.games.audatia.rules.notation import format_action, format_event
from audatia_qt.games.audatia.rules.ruleset import ruleset_for
from audatia_qt.games.audatia.rules.state import GameState, Outcome, Reason

#: A policy picks one of the legal actions (never empty) with the given generator.
Policy = Callable[[Sequence[Action], random.Random], Action]

_Checked = TypeVar("_Checked", GameState, Transition)

#: Games longer than this are stuck: the rules guarantee an end (R-003), far sooner than this.
MAX_ACTIONS = 10_000

_KIND_ORDER = tuple(ActionKind)


def random_action(actions: Sequence[Action], rng: random.Random) -> Action:
    """The kind-balanced random choice: a kind uniformly, then an action of that kind.

    Kinds are taken in ``ActionKind`` declaration order, so the choice depends only on the
    actions and the generator's state, never on set or hash order.
    """
    if not actions:
        raise ValueError("no legal action to choose from")
    by_kind: dict[ActionKind, list[Action]] = {}
    for action in actions:
        by_kind.setdefault(action.kind, []).append(action)
    kinds = [kind for kind in _KIND_ORDER if kind in by_kind]
    return rng.choice(by_kind[rng.choice(kinds)])


class RulePath(enum.Enum):
    """A branch of the rules that a game went through; the values are the report's labels."""

    COUNTERATTACK = "counterattack"
    EXCHANGE = "exchange"
    BREAK = "break"
    STRETTO_BIND = "stretto bind"
    AUDATIA_ENTRY = "audatia entry"
    FEINT = "feint"
    EXTENDED_ATTACK = "extended-posta attack"
    PERFECT_COUNTER = "perfect counter"
    IMPERFECT_COUNTER = "imperfect counter (break off)"
    DRAW = "draw"
    SKILL_WIN = "skill win"
    AVOID = "avoid"
    DEFEND = "defend"


#: Paths that every long enough series of random games must show (``audatia selfplay``).
REQUIRED_PATHS = tuple(path for path in RulePath if path not in (RulePath.AVOID, RulePath.DEFEND))


def unreachable_paths(variant: Variant) -> frozenset[RulePath]:
    """Paths a ruleset cannot take (``Ruleset.unreachable_paths``: Sudden Death, say, has no
    Skill cards in play, R-032.4)."""
    return frozenset(RulePath(path) for path in ruleset_for(variant).unreachable_paths)


def event_paths(event: Event) -> frozenset[RulePath]:
    """The rule paths one event shows."""
    kind, detail = event.kind, event.detail
    found: set[RulePath] = set()
    if kind is EventKind.COUNTERATTACK:
        found.add(RulePath.COUNTERATTACK)
    elif kind is EventKind.EXCHANGE:
        found.add(RulePath.EXCHANGE)
        if detail == "extended":
            found.add(RulePath.EXTENDED_ATTACK)
    elif kind is EventKind.BEAT:
        found.add(RulePath.EXTENDED_ATTACK)
    elif kind is EventKind.BREAK:
        found.add(RulePath.BREAK)
    elif kind is EventKind.BIND and detail == "stretto":
        found.add(RulePath.STRETTO_BIND)
    elif kind is EventKind.AUDATIA_ENTRY:
        found.add(RulePath.AUDATIA_ENTRY)
    elif kind is EventKind.FEINT:
        found.add(RulePath.FEINT)
    elif kind is EventKind.COUNTER:
        found.add(RulePath.PERFECT_COUNTER if detail == "perfect" else RulePath.IMPERFECT_COUNTER)
    elif kind is EventKind.DRAW:
        found.add(RulePath.DRAW)
    elif kind is EventKind.AVOID:
        found.add(RulePath.AVOID)
    elif kind is EventKind.DEFEND:
        found.add(RulePath.DEFEND)
    elif kind is EventKind.POINT and detail == Reason.SKILL.value:
        found.add(RulePath.SKILL_WIN)  # Salle Play: a bout won by a skill
    return frozenset(found)


def game_paths(events: Sequence[Event], outcome: Outcome | None) -> frozenset[RulePath]:
    """Every rule path a game's events (and its outcome, for a skill win) went through."""
    found: set[RulePath] = set()
    for event in events:
        found |= event_paths(event)
    if outcome is not None and outcome.reason is Reason.SKILL:
        found.add(RulePath.SKILL_WIN)
    return frozenset(found)


@dataclass(frozen=True)
class GameRecord:
    """One game played out: where it ended, every action, and every event in order."""

    config: GameConfig
    final: GameState
    actions: tuple[Action, ...]
    events: tuple[Event, ...]
    events_per_action: tuple[int, ...]
    """How many of ``events`` each action produced, for transcripts."""
    paths: frozenset[RulePath]

    @property
    def finished(self) -> bool:
        """The game reached an outcome."""
        return self.final.outcome is not None

    def transcript(self) -> list[str]:
        """Each action in notation (``> A attack ...``), followed by its events, indented.

        Events are shown unredacted: a transcript is the omniscient record of a game.
        """
        lines = []
        position = 0
        for action, count in zip(self.actions, self.events_per_action, strict=True):
            lines.append(f"> {format_action(self.config, action)}")
            for event in self.events[position : position + count]:
                lines.append(f"  {format_event(self.config, event)}")
            position += count
        return lines


class SelfplayError(Exception):
    """A self-play game failed: the engine raised, or the game ran past its action cap.

    ``record`` holds the game up to the failure; ``action`` is the action being applied when
    the engine raised (None for a game too long).
    """

    def __init__(self, message: str, record: GameRecord, action: Action | None = None) -> None:
        super().__init__(message)
        self.record = record
        self.action = action


class _Recorder:
    """Accumulates a game as it is played."""

    def __init__(self, config: GameConfig) -> None:
        self.config = config
        self.state = new_game(config)
        self.actions: list[Action] = []
        self.events: list[Event] = []
        self.counts: list[int] = []

    def apply(self, action: Action) -> Transition:
        transition = apply(self.state, action)
        self.state = transition.state
        self.actions.append(action)
        self.events.extend(transition.events)
        self.counts.append(len(transition.events))
        return transition

    def record(self) -> GameRecord:
        return GameRecord(
            config=self.config,
            final=self.state,
            actions=tuple(self.actions),
            events=tuple(self.events),
            events_per_action=tuple(self.counts),
            paths=game_paths(self.events, self.state.outcome),
        )


def play_random_game(
    config: GameConfig,
    rng: random.Random,
    max_actions: int = MAX_ACTIONS,
    *,
    policy: Policy = random_action,
    check_invariants: bool = False,
) -> GameRecord:
    """Play one game from ``new_game(config)`` with ``policy`` (the random one by default).

    With ``check_invariants``, every state reached is checked as ``invariants.InvariantWatch``
    does (card conservation, views and redacted events that leak nothing, notation round
    trips); the checks draw nothing from ``rng``, so the game is the same either way.

    Raises ``SelfplayError`` (chained to the engine's exception, if any) when an action fails,
    an invariant is broken, or the game is not over after ``max_actions`` actions.
    """
    game = _Recorder(config)
    watch = InvariantWatch(config) if check_invariants else None
    if watch is not None:
        _checked(game, None, watch.start, game.state)
    while game.state.to_move is not None:
        if len(game.actions) >= max_actions:
            raise SelfplayError(
                f"not over after {max_actions} actions (phase {game.state.phase.value})",
                game.record(),
            )
        action = policy(legal_actions(game.state), rng)
        try:
            transition = game.apply(action)
        except Exception as error:
            text = format_action(config, action)
            raise SelfplayError(
                f"action {len(game.actions) + 1} '{text}' raised {type(error).__name__}: {error}",
                game.record(),
                action,
            ) from error
        if watch is not None:
            _checked(game, action, watch.after, transition)
    return game.record()


def _checked(
    game: _Recorder, action: Action | None, check: Callable[[_Checked], None], value: _Checked
) -> None:
    """Run ``check(value)``; a broken invariant becomes a ``SelfplayError`` that names the
    action it followed (None: the deal)."""
    try:
        check(value)
    except InvariantError as error:
        where = (
            "the deal"
            if action is None
            else f"action {len(game.actions)} '{format_action(game.config, action)}'"
        )
        raise SelfplayError(f"after {where}: {error}", game.record(), action) from error


def replay(config: GameConfig, actions: Sequence[Action]) -> GameRecord:
    """Play ``actions`` in order from ``new_game(config)``; illegal ones raise as in ``apply``."""
    game = _Recorder(config)
    for action in actions:
        game.apply(action)
    return game.record()


# -- series of games --------------------------------------------------------------------------


def seeded_config(
    decks: tuple[DeckDef, DeckDef],
    seed: int,
    *,
    break_rule: bool = True,
    variant: Variant = Variant.STANDARD,
) -> GameConfig:
    """The game of a series played with ``seed``: everything about it follows from the seed.

    The challenger alternates with the seed (A on even seeds, B on odd ones), and the decks
    change seats every two seeds, so any four consecutive seeds play each deck in each seat,
    as challenger and as respondent.
    """
    challenger = Seat.A if seed % 2 == 0 else Seat.B
    seated = decks if first_deck_seat(seed) is Seat.A else (decks[1], decks[0])
    return GameConfig(
        seated, challenger=challenger, seed=seed, break_rule=break_rule, variant=variant
    )


def first_deck_seat(seed: int) -> Seat:
    """Where the first of a series' two decks sits in the game of ``seed`` (``seeded_config``):
    A for two seeds, then B for two. Told by the seed, not by the decks, which may be equal."""
    return Seat.A if (seed // 2) % 2 == 0 else Seat.B


def describe_config(config: GameConfig) -> str:
    """``seed 7: A boucicault, B galeazzo-da-mantoa, challenger B, break rule on``."""
    decks = f"A {config.decks[0].id}, B {config.decks[1].id}"
    rule = "on" if config.break_rule else "off"
    variant = "" if config.variant is Variant.STANDARD else f", variant {config.variant.value}"
    return (
        f"seed {config.seed}: {decks}, challenger {config.challenger.name}, break rule {rule}"
        f"{variant}"
    )


@dataclass(frozen=True)
class GameFailure:
    """A game of a series that failed, with the seed that replays it."""

    seed: int
    message: str


@dataclass
class SelfplayReport:
    """What a series of random games showed."""

    break_rule: bool = True
    """Whether the games used the optional Break rule (without it no game can Break)."""
    variant: Variant = Variant.STANDARD
    invariants_checked: bool = False
    """Whether every state was checked against ``invariants.InvariantWatch``."""
    games: int = 0
    finished: int = 0
    errors: list[GameFailure] = field(default_factory=list)
    wins_by_reason: Counter[Reason] = field(default_factory=Counter)
    challenger_wins: int = 0
    drawn: int = 0
    """Finished games without a winner (the variants only)."""
    total_actions: int = 0
    """Actions of finished games."""
    paths: Counter[RulePath] = field(default_factory=Counter)
    """For each rule path, the number of finished games that went through it."""

    @property
    def total_states(self) -> int:
        """States of finished games, the deal and the end included (each one checked when
        ``invariants_checked``)."""
        return self.total_actions + self.finished

    @property
    def average_actions(self) -> float:
        """Mean number of actions of a finished game."""
        return self.total_actions / self.finished if self.finished else 0.0

    @property
    def missing_paths(self) -> tuple[RulePath, ...]:
        """Required rule paths that no game went through."""
        return tuple(
            path
            for path in REQUIRED_PATHS
            if not self.paths[path]
            and (self.break_rule or path is not RulePath.BREAK)
            and path not in unreachable_paths(self.variant)
        )

    def add(self, record: GameRecord) -> None:
        """Count a finished game."""
        outcome = record.final.outcome
        assert outcome is not None
        self.games += 1
        self.finished += 1
        self.wins_by_reason[outcome.reason] += 1
        if outcome.winner is None:
            self.drawn += 1
        elif outcome.winner is record.config.challenger:
            # In Salle Play the roles swap at every point: this is the first Challenger.
            self.challenger_wins += 1
        self.total_actions += len(record.actions)
        self.paths.update(record.paths)

    def add_failure(self, seed: int, message: str) -> None:
        """Count a game that failed."""
        self.games += 1
        self.errors.append(GameFailure(seed, message))

    def messages(self) -> list[Message | str]:
        """The report as printed by ``audatia selfplay``, a line each (rendered by the command
        line in its language; the rule paths and reasons are the rules' own names, and a
        failure's text is the engine's, left in English)."""
        lines: list[Message | str] = [
            translate("Selfplay", "games finished: {finished} of {games}").say(
                finished=self.finished, games=self.games
            ),
            translate("Selfplay", "errors: {errors}").say(errors=len(self.errors)),
        ]
        if self.invariants_checked:
            lines.append(
                translate(
                    "Selfplay",
                    "invariants checked at every state: {checks}; %n states of finished games",
                    None,
                    0,
                ).say(self.total_states, checks=", ".join(CHECKS))
            )
        lines.append(translate("Selfplay", "wins by reason:").say())
        for reason in Reason:
            lines.append(f"  {reason.value}: {self.wins_by_reason[reason]}")
        lines.append(
            translate(
                "Selfplay", "wins by role: challenger {challenger}, respondent {respondent}"
            ).say(
                challenger=self.challenger_wins,
                respondent=self.finished - self.challenger_wins - self.drawn,
            )
        )
        if ruleset_for(self.variant).drawn_by:
            lines.append(translate("Selfplay", "drawn games: {drawn}").say(drawn=self.drawn))
        lines.append(
            translate("Selfplay", "average actions per game: {average}").say(
                average=Number(self.average_actions, 1)
            )
        )
        lines.append(translate("Selfplay", "rule paths (games that went through each):").say())
        for path in RulePath:
            lines.append(f"  {path.value}: {self.paths[path]}")
        if self.missing_paths:
            missing = ", ".join(path.value for path in self.missing_paths)
            lines.append(
                translate("Selfplay", "rule paths never reached: {paths}").say(paths=missing)
            )
        for failure in self.errors:
            lines.append(translate("Selfplay", "failed: {failure}").say(failure=failure.message))
        return lines


def run_selfplay(
    decks: tuple[DeckDef, DeckDef],
    games: int,
    seed: int = 0,
    *,
    break_rule: bool = True,
    variant: Variant = Variant.STANDARD,
    max_actions: int = MAX_ACTIONS,
    check_invariants: bool = False,
) -> SelfplayReport:
    """Play ``games`` random games, seeds ``seed`` on (``seeded_config``), and report on them.

    The policy's generator is ``random.Random(game seed)``, so a failed game replays alone.
    ``check_invariants`` checks every state as ``play_random_game`` does.

    An exception in a game is caught and recorded with the game's seed; the series goes on.
    """
    report = SelfplayReport(
        break_rule=break_rule, variant=variant, invariants_checked=check_invariants
    )
    for index in range(games):
        config = seeded_config(decks, seed + index, break_rule=break_rule, variant=variant)
        try:
            record = play_random_game(
                config, random.Random(config.seed), max_actions, check_invariants=check_invariants
            )
        except Exception as error:
            message = str(error).splitlines()[0] if str(error) else repr(error)
            report.add_failure(config.seed, f"{describe_config(config)}: {message}")
        else:
            report.add(record)
    return report
