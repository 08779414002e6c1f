"""`audatia selfplay`: the report, deck choice, bad decks without tracebacks, and no Qt."""

from __future__ import annotations

import functools
import subprocess
import sys
from pathlib import Path

import pytest

from audatia_qt.__main__ import main
from audatia_qt.games.audatia.rules.selfplay import RulePath
from tests.fresh_interpreter import run_loading_no_qt

REPO_ROOT = Path(__file__).resolve().parent.parent


def test_selfplay_prints_the_report(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["selfplay", "--games", "8", "--seed", "3"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == (
        "selfplay: 8 games, seeds 3..10, decks boucicault and galeazzo-da-mantoa, break rule on,"
        " variant standard"
    )
    assert "games finished: 8 of 8" in out
    assert "errors: 0" in out
    assert "wins by reason:" in out
    assert any(line.startswith("average actions per game: ") for line in out)
    for path in RulePath:
        assert any(line.startswith(f"  {path.value}: ") for line in out), path


def test_selfplay_takes_deck_ids_or_paths(capsys: pytest.CaptureFixture[str]) -> None:
    deck = str(REPO_ROOT / "decks" / "boucicault.toml")
    assert main(["selfplay", "--games", "2", "--decks", "galeazzo-da-mantoa", deck]) == 0
    assert "decks galeazzo-da-mantoa and boucicault" in capsys.readouterr().out
    assert main(["selfplay", "--games", "2", "--decks", "boucicault", "boucicault"]) == 0


def test_selfplay_without_the_break_rule(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["selfplay", "--games", "20", "--no-break"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].endswith("break rule off, variant standard")
    assert "  break: 0" in out


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("no-such-deck", "no-such-deck: not a deck file, nor a bundled deck (bundled: "),
        ("missing/deck.toml", "missing/deck.toml: no such file"),
    ],
)
def test_selfplay_rejects_an_unknown_deck(
    capsys: pytest.CaptureFixture[str], name: str, expected: str
) -> None:
    assert main(["selfplay", "--games", "2", "--decks", name, "boucicault"]) == 1
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith(expected)
    assert len(captured.err.splitlines()) == 1


def test_selfplay_reports_a_malformed_deck_like_deck_check(tmp_path: Path) -> None:
    bad = tmp_path / "bad.toml"
    bad.write_text('[deck]\nid = 3\nname = "Bad"\n', encoding="utf-8")
    result = subprocess.run(
        [sys.executable, "-m", "audatia_qt", "selfplay", "--decks", str(bad), "boucicault"],
        cwd=REPO_ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert result.returncode == 1
    assert "Traceback" not in result.stderr
    lines = result.stderr.splitlines()
    assert lines and all(line.startswith(f"{bad}: ") for line in lines)
    assert f"{bad}: deck.id: Input should be a valid string, got 3" in lines


def test_selfplay_exits_1_and_names_the_failed_seeds(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import audatia_qt.games.audatia.rules.selfplay as selfplay

    capped = functools.partial(selfplay.run_selfplay, max_actions=3)
    monkeypatch.setattr(selfplay, "run_selfplay", capped)
    assert main(["selfplay", "--games", "2", "--seed", "5"]) == 1
    out = capsys.readouterr().out.splitlines()
    assert "errors: 2" in out
    failed = [line for line in out if line.startswith("failed: ")]
    assert [line.split(":")[1] for line in failed] == [" seed 5", " seed 6"]


def test_selfplay_rejects_zero_games(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["selfplay", "--games", "0"])
    assert exit_info.value.code == 2
    assert "must be at least 1" in capsys.readouterr().err


def test_selfplay_does_not_load_qt() -> None:
    result = run_loading_no_qt(
        "from audatia_qt.__main__ import main\nassert main(['selfplay', '--games', '2']) == 0\n"
    )
    assert result.returncode == 0, result.stderr


def test_selfplay_checks_the_invariants_on_request(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["selfplay", "--games", "3", "--seed", "5"]) == 0
    plain = capsys.readouterr().out.splitlines()
    assert not any(line.startswith("invariants checked") for line in plain)
    assert plain[-1].startswith("time: ") and plain[-1].endswith(" games/s")
    assert main(["selfplay", "--games", "3", "--seed", "5", "--check-invariants"]) == 0
    out = capsys.readouterr().out.splitlines()
    checked = [line for line in out if line.startswith("invariants checked at every state: ")]
    assert len(checked) == 1 and "card conservation" in checked[0]
    assert checked[0].endswith(" states of finished games")
    # The checks change nothing in the games.
    assert [line for line in out if line not in checked][:-1] == plain[:-1]


def test_selfplay_fails_a_game_that_breaks_an_invariant(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import audatia_qt.games.audatia.rules.selfplay as selfplay
    from audatia_qt.games.audatia.rules import Action, GameState, Seat, Transition

    engine = selfplay.apply

    def losing(state: GameState, action: Action) -> Transition:
        """An engine that loses a card of A's deck at the third action."""
        transition = engine(state, action)
        if state.ply != 2:
            return transition
        a = transition.state.players[Seat.A]
        broken = transition.state.with_player(Seat.A, a.with_(deck=a.deck[1:]))
        return Transition(broken, transition.events)

    monkeypatch.setattr(selfplay, "apply", losing)
    assert main(["selfplay", "--games", "1", "--seed", "5", "--check-invariants"]) == 1
    failed = [line for line in capsys.readouterr().out.splitlines() if line.startswith("failed")]
    assert len(failed) == 1
    assert failed[0].startswith("failed: seed 5: ")
    assert ": after action 3 '" in failed[0] and "seat A's cards are not conserved" in failed[0]
