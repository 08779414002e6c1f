"""Write the golden playthroughs: full transcripts of random games for fixed seeds.

Run: ``.venv/bin/python tests/games/audatia/rules/golden/regenerate.py``

Each ``seed-<n>.txt`` holds a header (the game's configuration), then every action in notation
(``> A attack ...``) followed by its events, indented, unredacted, then the outcome.
``tests/games/audatia/rules/test_golden.py`` replays the recorded actions from the header's
configuration and compares the result with the file. When a rule changes on purpose, run this script
and review ``git diff tests/games/audatia/rules/golden`` before committing: the diff is the rule
change, as played.

The games are played by the kind-balanced random policy (``rules.selfplay``) with
``random.Random(seed)``, seated by ``seeded_config`` with the decks given below. The seeds were
picked from 1..1499 so that, together, the three games go through every rule path the self-play
report counts: 307 (exchange, extended-posta attack, feint, Audatia Entry, imperfect counter,
draw; won by an unanswered exchange), 64 (break, avoid, defend, Stretto bind; a skill win) and
93 (counterattack, Audatia Entry, break, imperfect and perfect counters; won by a perfect
counter). Seed 64 replaced 648 when R-036 ended that game early (a counter that lined up only
on the other side than the remedy's), and 93 replaced 781 when R-001 and R-036 were made one
reading (issue 27: a counter completing a two-sided remedy's Inside symbol in an Inside
Stretto now wins, and ended 781 before its counterattack), so that the three still cover every
path.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

from audatia_qt.engine.resources import bundled_deck_paths
from audatia_qt.games.audatia.decks.load import load_deck
from audatia_qt.games.audatia.rules.cards import DeckDef
from audatia_qt.games.audatia.rules.config import GameConfig, Seat
from audatia_qt.games.audatia.rules.selfplay import GameRecord, play_random_game, seeded_config

GOLDEN_DIR = Path(__file__).resolve().parent
SEEDS = (64, 93, 307)
#: The decks in ``seeded_config``'s order: their seats then change with the seed.
DECK_IDS = ("galeazzo-da-mantoa", "boucicault")
REGENERATE = ".venv/bin/python tests/games/audatia/rules/golden/regenerate.py"


def golden_path(seed: int) -> Path:
    return GOLDEN_DIR / f"seed-{seed}.txt"


def bundled_decks() -> dict[str, DeckDef]:
    """The bundled decks by deck id."""
    decks = (load_deck(path).definition for path in bundled_deck_paths())
    return {deck.id: deck for deck in decks}


def header(config: GameConfig) -> list[str]:
    return [
        f"# Audatia golden playthrough. Regenerate with: {REGENERATE}",
        "# Replayed by tests/games/audatia/rules/test_golden.py; "
        "the lines starting '>' are the actions.",
        f"seed: {config.seed}",
        f"decks: {config.decks[0].id} {config.decks[1].id}",
        f"challenger: {config.challenger.name}",
        f"break_rule: {'on' if config.break_rule else 'off'}",
        "",
    ]


def read_config(text: str, decks: dict[str, DeckDef]) -> GameConfig:
    """The configuration named by a golden file's header."""
    fields: dict[str, str] = {}
    for line in text.splitlines():
        if not line:
            break
        if not line.startswith("#"):
            key, _, value = line.partition(": ")
            fields[key] = value
    deck_a, deck_b = fields["decks"].split()
    return GameConfig(
        (decks[deck_a], decks[deck_b]),
        challenger=Seat[fields["challenger"]],
        seed=int(fields["seed"]),
        break_rule=fields["break_rule"] == "on",
    )


def body(record: GameRecord) -> list[str]:
    """The transcript and the outcome: what a replay must reproduce exactly."""
    outcome = record.final.outcome
    ending = (
        "outcome: none"
        if outcome is None
        else (f"outcome: {outcome.winner.name} wins, {outcome.reason.value}")
    )
    return [*record.transcript(), ending]


def render(record: GameRecord) -> str:
    return "\n".join([*header(record.config), *body(record)]) + "\n"


def main() -> int:
    decks = bundled_decks()
    ordered = (decks[DECK_IDS[0]], decks[DECK_IDS[1]])
    for seed in SEEDS:
        record = play_random_game(seeded_config(ordered, seed), random.Random(seed))
        path = golden_path(seed)
        text = render(record)
        old = path.read_text(encoding="utf-8") if path.exists() else None
        path.write_text(text, encoding="utf-8")
        status = "unchanged" if old == text else ("written" if old is None else "CHANGED")
        print(f"{path.relative_to(GOLDEN_DIR.parents[4])}: {len(record.actions)} actions, {status}")
    for stale in sorted(set(GOLDEN_DIR.glob("seed-*.txt")) - {golden_path(s) for s in SEEDS}):
        stale.unlink()
        print(f"{stale.relative_to(GOLDEN_DIR.parents[4])}: removed (seed no longer golden)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
