"""The decisions the frozen baselines must keep making: seeded views, each bot's choice on each.

Run ``PYTHONPATH=$PWD python -m tests.bots.audatia.record`` to write decisions.json from the
app's *live* bots; it was run once, on 2026-11-28, when the live bots were the ones frozen here,
and must not be run again (the live bots will change; the frozen ones must not). The views come
from seeded games the heuristic plays for both seats (quick, and reaching every phase), and
each bot decides on a stopped clock, so only its iteration budget ends a search and a choice
replays exactly.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterator
from pathlib import Path

from audatia_qt.engine.resources import decks_dir
from audatia_qt.engine.search.bot import Bot
from audatia_qt.games.audatia.decks.load import load_deck
from audatia_qt.games.audatia.policy.heuristic import HeuristicBot
from audatia_qt.games.audatia.policy.search_policy import search_bot as live_search_bot
from audatia_qt.games.audatia.rules import (
    Action,
    GameConfig,
    PlayerView,
    apply,
    format_action,
    legal_actions,
    new_game,
    observe,
)
from audatia_qt.games.audatia.rules.selfplay import MAX_ACTIONS, seeded_config

DECISIONS = Path(__file__).with_name("decisions.json")

#: The views each level decides on: (game seed, every how many decisions with a choice a view
#: is taken, how many), spread over the game's phases. Hard spends 900 deep iterations a
#: decision, so it is asked fewer.
VIEWS: dict[str, tuple[tuple[int, int, int], ...]] = {
    "normal": ((1, 11, 3), (2, 17, 3)),
    "hard": ((4, 11, 2),),
}


def stopped_clock() -> float:
    """A clock that never moves: searches end at their iteration budgets only."""
    return 0.0


def seeded_views(
    seed: int, every: int, count: int
) -> Iterator[tuple[GameConfig, PlayerView, list[Action]]]:
    """Every ``every``-th decision with a choice of a seeded heuristic game, ``count`` of them
    (fewer if the game ends first): its config, the mover's view and the legal moves."""
    decks = (
        load_deck(decks_dir() / "galeazzo-da-mantoa.toml").definition,
        load_deck(decks_dir() / "boucicault.toml").definition,
    )
    config = seeded_config(decks, seed)
    state = new_game(config)
    player, rng = HeuristicBot(), random.Random(seed)
    choices = given = 0
    for _ in range(MAX_ACTIONS):
        seat = state.to_move
        if seat is None or given == count:
            return
        legal = legal_actions(state)
        view = observe(state, seat)
        if len(legal) > 1:
            choices += 1
            if choices % every == 0:
                given += 1
                yield config, view, list(legal)
        state = apply(state, player.choose(view, legal, rng)).state


def decisions(
    make: Callable[[str], Bot[PlayerView, Action]],
) -> dict[str, list[dict[str, int | str]]]:
    """Each level's choice (``make(level)``, a fresh bot per view, its generator seeded by the
    view's place) on each of ``VIEWS``, in the rules' notation."""
    made: dict[str, list[dict[str, int | str]]] = {}
    for level, games in VIEWS.items():
        made[level] = []
        for seed, every, count in games:
            views = seeded_views(seed, every, count)
            for number, (config, view, legal) in enumerate(views):
                rng = random.Random(f"frozen {level} {seed} {number}")
                action = make(level).choose(view, legal, rng)
                made[level].append(
                    {"seed": seed, "view": number, "action": format_action(config, action)}
                )
    return made


def main() -> None:
    chosen = decisions(lambda level: live_search_bot(level, clock=stopped_clock))
    DECISIONS.write_text(json.dumps(chosen, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
