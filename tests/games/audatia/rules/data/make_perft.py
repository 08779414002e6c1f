"""Write perft.json: legal-action counts to depth 3 from seeded deals, like chess perft.

Run: ``.venv/bin/python tests/games/audatia/rules/data/make_perft.py``

``perft(state, d)`` is the number of action sequences of length ``d`` from ``state`` (a game
that ends earlier contributes nothing beyond its end). ``tests/games/audatia/rules/test_perft.py``
recounts and compares. When a rule changes on purpose, rerun this script and review the diff.

From the initial state the first three decisions are the challenger's Setup discards (any of
the 12 Basic cards, or keep), so those counts are the same for every deal: 13, 157, 1755. So
each seed also counts from three later states, reached by playing the seed's random game
(``seeded_config``, the kind-balanced policy with ``random.Random(seed)``) up to the first
decision of the phase: the first trade (Out of Measure 2, up to 66 trades a decision), the
first Posta choice (Out of Measure 3, with the reveal and the Out-of-Measure skills after it)
and the first opening (Out of Measure 5-7: attacks, beats, changes of Posta and the answers to
them). The actions that lead there are stored in notation, so the test does not depend on the
policy. Depth 3 from all twelve states takes about 4 s.
"""

from __future__ import annotations

import json
import random
import re
import sys
from pathlib import Path

from audatia_qt.engine.resources import bundled_deck_paths
from audatia_qt.games.audatia.decks.load import load_deck
from audatia_qt.games.audatia.rules.game import apply, legal_actions, new_game
from audatia_qt.games.audatia.rules.notation import format_action
from audatia_qt.games.audatia.rules.selfplay import random_action, seeded_config
from audatia_qt.games.audatia.rules.state import GameState, Phase

DATA = Path(__file__).resolve().parent / "perft.json"
SEEDS = (1, 2, 3)
DEPTH = 3
#: The decks in ``seeded_config``'s order: their seats then change with the seed.
DECK_IDS = ("galeazzo-da-mantoa", "boucicault")
#: Where to count from: the initial state, then the first decision in each of these phases.
STARTS: tuple[Phase | None, ...] = (None, Phase.TRADE, Phase.POSTA_CHOICE, Phase.OPENING)


def perft(state: GameState, depth: int) -> int:
    """The number of action sequences of length ``depth`` from ``state``."""
    if depth == 0:
        return 1
    actions = legal_actions(state)
    if depth == 1:
        return len(actions)
    return sum(perft(apply(state, action).state, depth - 1) for action in actions)


def main() -> int:
    decks = {deck.id: deck for deck in (load_deck(p).definition for p in bundled_deck_paths())}
    ordered = (decks[DECK_IDS[0]], decks[DECK_IDS[1]])
    positions = []
    for seed in SEEDS:
        config = seeded_config(ordered, seed)
        for start in STARTS:
            rng = random.Random(seed)
            state = new_game(config)
            prefix = []
            while start is not None and state.phase is not start:
                action = random_action(legal_actions(state), rng)
                prefix.append(format_action(config, action))
                state = apply(state, action).state
                if state.to_move is None:
                    sys.exit(f"seed {seed}: the game ended before the phase {start.value}")
            counts = [perft(state, depth) for depth in range(1, DEPTH + 1)]
            positions.append(
                {
                    "seed": seed,
                    "decks": [config.decks[0].id, config.decks[1].id],
                    "challenger": config.challenger.name,
                    "break_rule": config.break_rule,
                    "start": "initial" if start is None else f"first {start.value}",
                    "prefix": prefix,
                    "phase": state.phase.value,
                    "to_move": None if state.to_move is None else state.to_move.name,
                    "counts": counts,
                }
            )
            print(f"seed {seed}, {positions[-1]['start']}: {counts}")
    document = {
        "about": (
            "Perft: counts[d-1] is the number of action sequences of length d from the start "
            "state. The start is the initial state of the seed's deal, or the state after the "
            "'prefix' actions (the seed's random game up to the first decision of a phase). "
            "Written by tests/games/audatia/rules/data/make_perft.py, checked by "
            "tests/games/audatia/rules/test_perft.py."
        ),
        "starts": (
            "From the initial state depth 3 covers only the challenger's Setup discards, so its "
            "counts are the same for every deal; each seed therefore also counts from its first "
            "trade (up to 66 trades a decision; depth 3 is still about 1 s), its first Posta "
            "choice (the reveal and the Out-of-Measure skills) and its first opening (attacks, "
            "beats, changes of Posta and the answers to them)."
        ),
        "depth": DEPTH,
        "positions": positions,
    }
    text = json.dumps(document, indent=1)
    # Lists of numbers or of the two deck ids on one line; the prefix stays one action a line.
    text = re.sub(r"\[\s*([\d,\s]+?)\s*\]", lambda m: f"[{' '.join(m[1].split())}]", text)
    text = re.sub(r'"decks": \[\s*("[^"]*"),\s*("[^"]*")\s*\]', r'"decks": [\1, \2]', text)
    DATA.write_text(text + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
