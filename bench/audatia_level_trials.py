"""Audatia's searching levels with one setting changed, against any bot the arena knows: the
runs behind issue 31's choice of Normal's playout depth (docs/strength.md, "Runs against the
frozen baselines").

Run: ``.venv/bin/python bench/audatia_level_trials.py --a normal:depth=12
--b frozen:normal-2026-11-28 --seed 55000 [--games 1000] [--jobs J] [--h0 P] [--h1 P]``

A side is a bot the arena knows (``random``, ``heuristic``, ``ismcts:<level>``, a frozen
baseline ``frozen:NAME``), or a trial: a level of ``levels.LEVELS`` with changes after a colon,
comma-separated:

- ``depth=N``: playouts cut after N plies (``depth=end``: played to the game's end);
- ``iterations=N``: the search budget of each tree;
- ``trees=N``: root-parallel trees (searched one after another in each game's process);
- ``slips=P``: the chance of playing the runner-up (the level's ``mistake_rate``);
- ``explore=C``: UCB1's exploration constant (the level's ``exploration``);
- ``value``: cut-off playouts judged by the bundled learned evaluation;
- ``model``: the opponent played in the tree by the heuristic from its own view;
- ``handsonly``: positions judged by the hands alone, not the Sudden Death rows;
- ``read``: worlds weighted by the opponent's choices the bot saw since they last drew
  (``policy.reading``); the bench hands the bot what it saw, the arena's loop being watched;
- ``seer``: an oracle, not a player: its worlds deal the opponent's hidden cards where they
  really are (only both Action decks' order stays unknown). It bounds what any reading of the
  hidden hand (issue 31, part 2) could add: a bot that read the opponent's hand perfectly from
  their choices would still be no stronger than this. Standard games only.

e.g. ``normal:iterations=640,slips=0,model``. The series is ``audatia arena --sprt --no-clock``'s
own (``engine.commands.run_series`` on ``AudatiaDuel``), with the trial bots added to its
factory: the same deals, seeds, SPRT, lines and verdict. Time limits are lifted, so a run
replays for its seed on a busy machine; the decision times it prints are the whole budgets'.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Callable
from dataclasses import replace

from audatia_qt.engine.commands import ArenaRun, run_series
from audatia_qt.engine.resources import bundled_deck_paths
from audatia_qt.engine.search.ismcts import Level
from audatia_qt.engine.search.measure import Sprt
from audatia_qt.games.audatia.decks.select import select_decks
from audatia_qt.games.audatia.policy import arena
from audatia_qt.games.audatia.policy.arena import AudatiaDuel, arena_bot
from audatia_qt.games.audatia.policy.factory import AudatiaBot, bundled_weights
from audatia_qt.games.audatia.policy.levels import LEVELS
from audatia_qt.games.audatia.policy.reading import ReadWorlds, SeenChoice, seen_choice
from audatia_qt.games.audatia.policy.search_policy import search_bot
from audatia_qt.games.audatia.rules import (
    GameState,
    PlayerView,
    Seat,
    Transition,
    apply,
    observe,
)
from audatia_qt.games.audatia.rules.actions import Action
from audatia_qt.games.audatia.rules.config import Variant
from audatia_qt.games.audatia.rules.sampling import decks_shuffled

#: The changes a trial may make, each with what its value sets on the level.
_NUMBERS = {"depth", "iterations", "trees", "slips", "explore"}
_FLAGS = {"value", "model", "handsonly", "seer", "read"}


def _changed(level: Level, key: str, value: str) -> Level:
    """``level`` with the trial's ``key=value`` set; ``ValueError`` for a bad one."""
    if key == "depth":
        return replace(level, playout_depth=None if value == "end" else int(value))
    if key == "iterations":
        return replace(level, iterations=int(value))
    if key == "trees":
        return replace(level, trees=int(value))
    if key == "explore":
        return replace(level, exploration=float(value))
    return replace(level, mistake_rate=float(value))


class _Oracle:
    """The game being played, watched: ``arena.play_game`` observes the state just before it
    asks a bot to choose, and applies the choice, so the oracle observes and applies through
    it. It gives the ``seer`` the true state, and a ``read`` bot the opponent's choices as its
    own seat saw them (its views then, and the choices' ``hidden_key``): nothing the bot's seat
    did not see. A process has one (``_oracle``); the arena plays one game at a time in each."""

    def __init__(self) -> None:
        self.state: GameState | None = None
        self.history: list[tuple[GameState, Action]] = []
        #: Each move of the game as a seat saw it (None: not the opponent's choice), kept: a
        #: bot asks at every decision, and observing every past state again costs.
        self._seen: dict[tuple[int, Seat], SeenChoice | None] = {}

    def observe(self, state: GameState, seat: Seat) -> PlayerView:
        if state.ply == 0 or (self.state is not None and state.config is not self.state.config):
            self.history.clear()
            self._seen.clear()
        self.state = state
        return observe(state, seat)

    def apply(self, state: GameState, action: Action) -> Transition:
        self.history.append((state, action))
        return apply(state, action)

    def seen_by(self, view: PlayerView) -> list[SeenChoice]:
        """The opponent's choices among several moves, as ``view``'s seat saw them."""
        me = view.viewer
        seen = []
        for state, action in self.history:
            key = (id(state), me)
            if key not in self._seen:
                self._seen[key] = seen_choice(state, action, me)
            known = self._seen[key]
            if known is not None:
                seen.append(known)
        return seen

    def world(self, view: PlayerView, rng: random.Random) -> GameState:
        """The true state, each Action deck in a new order."""
        state = self.state
        if state is None or observe(state, view.viewer) != view:
            raise RuntimeError("the seer is asked about a game the oracle did not see")
        return decks_shuffled(state, rng)


def _oracle() -> _Oracle:
    """The process's oracle, installed as the arena's ``observe`` the first time it is asked
    for: the bench's one patch of the arena."""
    installed = getattr(arena.observe, "__self__", None)  # type: ignore[attr-defined]
    if isinstance(installed, _Oracle):
        return installed
    oracle = _Oracle()
    arena.observe = oracle.observe  # type: ignore[attr-defined]
    arena.apply = oracle.apply  # type: ignore[attr-defined]
    return oracle


def _sampler(flags: set[str]) -> Callable[[PlayerView, random.Random], GameState] | None:
    """The worlds a trial searches: the oracle's (``seer``), read ones (``read``), or the
    exact sampler's (None)."""
    if "seer" in flags:
        return _oracle().world
    if "read" in flags:
        return ReadWorlds(_oracle().seen_by)
    return None


def trial_bot(name: str) -> AudatiaBot:
    """The bot for ``name``: a trial (``level:changes``, the module docstring) or any name the
    arena knows. ``ValueError`` in one line for an unknown level or change."""
    level_name, colon, changes = name.partition(":")
    if not colon or level_name not in LEVELS:
        return arena_bot(name)
    level = LEVELS[level_name]
    flags: set[str] = set()
    for change in filter(None, changes.split(",")):
        key, equals, value = change.partition("=")
        if key in _FLAGS and not equals:
            flags.add(key)
        elif key in _NUMBERS and equals:
            try:
                level = _changed(level, key, value)
            except ValueError:
                raise ValueError(f"{name}: {change!r} needs a number") from None
        else:
            raise ValueError(f"{name}: {change!r} is not a change a trial may make")
    value_model = bundled_weights().model() if "value" in flags else None
    return search_bot(
        level,
        value=value_model,
        model_opponent="model" in flags,
        judge_rows="handsonly" not in flags,
        sampler=_sampler(flags),
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--a", required=True, help="a trial or a bot the arena knows")
    parser.add_argument("--b", required=True, help="a trial or a bot the arena knows")
    parser.add_argument("--seed", type=int, required=True, help="game 0's seed")
    parser.add_argument("--games", type=int, default=1000, help="the most games (even)")
    parser.add_argument("--jobs", type=int, default=2, help="worker processes")
    parser.add_argument("--h0", type=float, default=0.5)
    parser.add_argument("--h1", type=float, default=0.6)
    parser.add_argument("--variant", type=Variant, choices=list(Variant), default=Variant.STANDARD)
    args = parser.parse_args()
    for name in (args.a, args.b):
        try:
            trial_bot(name)
        except ValueError as error:
            print(f"audatia_level_trials: {error}", file=sys.stderr)
            return 2
    decks = select_decks(None, bundled_deck_paths())
    run = ArenaRun(
        args.a, args.b, args.games, args.seed, args.jobs, Sprt(args.h0, args.h1), clock=False
    )
    print(
        f"trial: A {args.a} vs B {args.b}, seed {args.seed}, variant {args.variant.value}, no clock"
    )
    duel = AudatiaDuel(
        args.a,
        args.b,
        decks,
        args.seed,
        clock=False,
        factory=trial_bot,
        variant=args.variant,
    )
    return run_series(run, duel, lambda line: line if isinstance(line, str) else line.english())


if __name__ == "__main__":
    sys.exit(main())
