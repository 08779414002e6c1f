"""How well the heuristic foresees a searching player's choices: the law ``policy.reading``
reads the opponent's hidden hand by (issue 31, part 2).

Plays arena games between two bots and, at every decision with more than one move, ranks the
legal moves as the heuristic does from the mover's own view (``heuristic.ranked_moves``, the
search's opponent model) and notes where the move played ranks, as the other seat sees it
(``search_policy.hidden_key``: a face-down trade is one move): first, second or third, or lower.
Prints the shares overall and by phase.

Run: ``.venv/bin/python bench/audatia_choice_model.py [--a ismcts:normal] [--b ismcts:normal]
[--games 6] [--seed 700]``
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter, defaultdict

from audatia_qt.engine.resources import bundled_deck_paths
from audatia_qt.games.audatia.decks.select import select_decks
from audatia_qt.games.audatia.policy import arena
from audatia_qt.games.audatia.policy.heuristic import ranked_moves
from audatia_qt.games.audatia.policy.knowledge import FactsCache, from_state
from audatia_qt.games.audatia.policy.search_policy import hidden_key
from audatia_qt.games.audatia.rules import GameState, Transition, apply, legal_actions
from audatia_qt.games.audatia.rules.actions import Action

_PLACES = ("first", "second or third", "lower")


class _Ranks:
    """Where each move played ranked among the heuristic's, by phase."""

    def __init__(self) -> None:
        self.facts = FactsCache()
        self.by_phase: defaultdict[str, Counter[str]] = defaultdict(Counter)

    def apply(self, state: GameState, action: Action) -> Transition:
        legal = legal_actions(state)
        mover = state.to_move
        if mover is not None and len(legal) > 1:
            ranked = ranked_moves(from_state(state, mover, self.facts), legal)
            keys = [hidden_key(move, state, mover.other) for move in ranked]
            rank = keys.index(hidden_key(action, state, mover.other))
            place = _PLACES[0] if rank == 0 else _PLACES[1] if rank < 3 else _PLACES[2]
            self.by_phase[state.phase.value][place] += 1
        return apply(state, action)


def _shares(counts: Counter[str]) -> str:
    total = sum(counts.values())
    return ", ".join(f"{place} {counts[place] / total:.2f}" for place in _PLACES)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--a", default="ismcts:normal")
    parser.add_argument("--b", default="ismcts:normal")
    parser.add_argument("--games", type=int, default=6)
    parser.add_argument("--seed", type=int, default=700)
    args = parser.parse_args()
    ranks = _Ranks()
    # The bench's one patch of the arena: its moves are applied through the counter.
    arena.apply = ranks.apply  # type: ignore[attr-defined]
    decks = select_decks(None, bundled_deck_paths())
    for index in range(args.games):
        arena.play_game(args.a, args.b, decks, args.seed, index)
    overall: Counter[str] = Counter()
    for counts in ranks.by_phase.values():
        overall.update(counts)
    print(f"{args.a} and {args.b}, {args.games} games from seed {args.seed}")
    print(f"all {sum(overall.values())} choices: {_shares(overall)}")
    for phase, counts in sorted(ranks.by_phase.items(), key=lambda item: -item[1].total()):
        print(f"  {phase}: {counts.total()} choices: {_shares(counts)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
