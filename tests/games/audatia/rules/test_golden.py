"""Golden playthroughs: replay the recorded games of tests/games/audatia/rules/golden/ and compare
transcripts.

Each file's actions are replayed from the configuration in its header; the events and the
outcome must come out exactly as recorded. A difference means the rules changed. If that was
on purpose, regenerate the files (the command is in every failure message) and review the diff.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

import pytest

from audatia_qt.games.audatia.rules.actions import IllegalActionError
from audatia_qt.games.audatia.rules.notation import parse_action
from audatia_qt.games.audatia.rules.selfplay import replay

GOLDEN_DIR = Path(__file__).resolve().parent / "golden"


def _load_regenerate() -> ModuleType:
    spec = importlib.util.spec_from_file_location("golden_regenerate", GOLDEN_DIR / "regenerate.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


golden = _load_regenerate()
HINT = (
    f"If a rule changed on purpose, regenerate with `{golden.REGENERATE}` "
    "and review `git diff tests/games/audatia/rules/golden`."
)


def test_the_golden_files_are_the_listed_seeds() -> None:
    found = sorted(path.name for path in GOLDEN_DIR.glob("seed-*.txt"))
    expected = sorted(golden.golden_path(seed).name for seed in golden.SEEDS)
    assert found == expected, f"golden files {found}, expected {expected}. {HINT}"


@pytest.mark.parametrize("seed", golden.SEEDS)
def test_golden_playthrough_replays_exactly(seed: int) -> None:
    path = golden.golden_path(seed)
    assert path.exists(), f"{path.name} is missing. {HINT}"
    text = path.read_text(encoding="utf-8")
    config = golden.read_config(text, golden.bundled_decks())
    lines = text.splitlines()
    actions = [parse_action(config, line[2:]) for line in lines if line.startswith("> ")]
    try:
        record = replay(config, actions)
    except IllegalActionError as error:
        pytest.fail(f"{path.name}: a recorded action is no longer legal: {error}. {HINT}")
    expected = lines[lines.index("") + 1 :]
    got = golden.body(record)
    for number, (want, have) in enumerate(zip(expected, got, strict=False), start=1):
        if want != have:
            line = number + lines.index("") + 1
            pytest.fail(
                f"{path.name} line {line}: expected {want!r}, the engine now gives {have!r}. {HINT}"
            )
    assert len(got) == len(expected), (
        f"{path.name}: {len(expected)} transcript lines recorded, the replay gives {len(got)}. "
        f"{HINT}"
    )
    assert record.finished, f"{path.name}: the replayed game is not over. {HINT}"
