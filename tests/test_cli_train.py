"""`audatia train value`: the learned evaluation's training from the command line (issue 31)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from audatia_qt import __main__ as cli
from audatia_qt.__main__ import main
from audatia_qt.games.audatia.policy.learned.model import ValueModel, load_provenance


@pytest.fixture(autouse=True)
def _no_pinning(monkeypatch: pytest.MonkeyPatch) -> list[bool]:
    """The command pins itself to one core; here the pinning is recorded, not done, so the
    test process keeps its cores."""
    pinned: list[bool] = []
    monkeypatch.setattr(cli, "_one_core", lambda: pinned.append(True))
    return pinned


def test_train_value_writes_weights_and_provenance_and_resumes(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], _no_pinning: list[bool]
) -> None:
    out = tmp_path / "value.npz"
    assert main(["train", "value", "--games", "2", "--seed", "4", "--out", str(out)]) == 0
    assert _no_pinning == [True]
    said = capsys.readouterr()
    assert said.out.strip().startswith(f"train value: wrote {out} (2 games in ")
    assert "[" + "#" * 30 + "] 2/2 games" in said.err  # the progress bar, on stderr
    provenance = load_provenance(out)
    assert provenance.command == f"audatia train value --games 2 --seed 4 --out {out}"
    assert (provenance.games, provenance.seed) == (2, 4)
    two = ValueModel.load(out)
    assert (
        main(["train", "value", "--games", "3", "--seed", "4", "--out", str(out), "--resume"]) == 0
    )
    three = ValueModel.load(out)
    assert not np.array_equal(two.hidden_weights, three.hidden_weights)
    assert load_provenance(out).command.endswith("--resume")


def test_train_value_refuses_a_resume_without_its_checkpoint_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "value.npz"
    assert main(["train", "value", "--games", "2", "--out", str(out), "--resume"]) == 1
    err = capsys.readouterr().err.strip()
    assert "\n" not in err and "no checkpoint to resume from" in err and "Traceback" not in err


def test_train_value_needs_a_number_of_games(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exited:
        main(["train", "value", "--games", "0"])
    assert exited.value.code == 2
    assert "must be at least 1" in capsys.readouterr().err
