"""``audatia arena --sprt`` for every game of the app (issue 31, "Strength measured honestly"):
the running figures after each deal played both ways, each game's seeds, the verdict, and
options refused in one line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from audatia_qt.__main__ import main
from audatia_qt.games.catalogue import GAMES

SMALL = ["--a", "random", "--b", "random", "--sprt", "--games", "4", "--jobs", "1", "--seed", "2"]


@pytest.mark.parametrize("game", [entry.id for entry in GAMES])
def test_every_game_runs_a_sequential_test(game: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["arena", "--game", game, *SMALL]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[1] == (
        "SPRT: H0 50.0% against H1 60.0%, alpha 0.050, beta 0.050, at most 4 games on 1 processes"
    )
    games = [line for line in out if line.startswith("game ")]
    assert [line.split(":")[0] for line in games] == [f"game {n}" for n in range(4)]
    assert all(", A seat " in line and "seed" in line for line in games)
    running = [line for line in out if line.startswith("games ")]
    assert [line.split(":")[0] for line in running] == ["games 2", "games 4"]
    assert all("LLR " in line and "(-2.94, 2.94)" in line for line in running)
    verdict = next(line for line in out if line.startswith("SPRT: ") and line != out[1])
    assert verdict.startswith(("SPRT: undecided", "SPRT: accept"))
    assert out[-1].startswith("A win rate: ")


@pytest.mark.parametrize("game", [entry.id for entry in GAMES])
def test_the_record_file_holds_each_games_seeds(
    game: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    record = tmp_path / "games.jsonl"
    assert main(["arena", "--game", game, *SMALL, "--record", str(record)]) == 0
    out = capsys.readouterr().out
    assert "\ngame 0:" not in out  # the games' lines went to the file
    lines = [json.loads(line) for line in record.read_text(encoding="utf-8").splitlines()]
    assert [line["game"] for line in lines] == [0, 1, 2, 3]
    assert [line["deal"] for line in lines] == [0, 0, 1, 1]
    assert all(line["a"] == line["b"] == "random" and 0 <= line["a_score"] <= 1 for line in lines)


def test_the_test_is_tuned_by_its_options(capsys: pytest.CaptureFixture[str]) -> None:
    tuned = ["--h0", "0.4", "--h1", "0.7", "--alpha", "0.1", "--beta", "0.2"]
    assert main(["arena", "--game", "swordplay", *SMALL, *tuned]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[1].startswith("SPRT: H0 40.0% against H1 70.0%, alpha 0.100, beta 0.200")
    assert "(-1.50, 2.08)" in out[4]  # log(0.2 / 0.9), log(0.8 / 0.1)


@pytest.mark.parametrize(
    ("words", "said"),
    [
        (["--h0", "0.7", "--h1", "0.6"], "arena: --h0 and --h1 are scores between 0 and 1"),
        (["--h1", "1.5"], "arena: --h0 and --h1 are scores between 0 and 1"),
        (["--alpha", "0.5"], "arena: --alpha and --beta lie between 0 and 0.5"),
        (["--beta", "0"], "arena: --alpha and --beta lie between 0 and 0.5"),
        (["--games", "7"], "arena: --sprt plays each deal both ways: --games must be even"),
    ],
)
def test_bad_options_are_refused_in_one_line(
    words: list[str], said: str, capsys: pytest.CaptureFixture[str]
) -> None:
    for game in ("audatia", "ready_fence"):
        assert (
            main(["arena", "--game", game, "--a", "random", "--b", "random", "--sprt", *words]) == 2
        )
        err = capsys.readouterr().err.splitlines()
        assert len(err) == 1 and err[0].startswith(said)


def test_the_tests_options_need_the_test(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["arena", "--a", "random", "--b", "random", "--h1", "0.7"]) == 2
    assert capsys.readouterr().err.splitlines() == ["arena: --h1 is an option of --sprt"]


def test_an_unwritable_record_is_refused_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    record = tmp_path / "no-such-folder" / "games.jsonl"
    assert main(["arena", "--game", "swordplay", *SMALL, "--record", str(record)]) == 2
    err = capsys.readouterr().err.splitlines()
    assert len(err) == 1 and err[0].startswith(f"arena: cannot write the record {record}: ")


def test_a_number_that_is_no_number_is_refused_without_a_traceback(
    capsys: pytest.CaptureFixture[str],
) -> None:
    with pytest.raises(SystemExit) as stopped:
        main(["arena", "--a", "random", "--b", "random", "--sprt", "--h0", "half"])
    assert stopped.value.code == 2
    err = capsys.readouterr().err
    assert "argument --h0: invalid float value: 'half'" in err and "Traceback" not in err


def test_an_unknown_bot_is_refused_before_a_game_is_played(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["arena", "--a", "frozen:nobody", "--b", "random", "--sprt"]) == 1
    err = capsys.readouterr().err.splitlines()
    assert len(err) == 1 and "frozen:normal-2026-11-28" in err[0]


@pytest.mark.parametrize("game", ["swordplay", "ready_fence"])
def test_a_run_replays_for_its_seed_with_one_job_or_two(
    game: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    records = []
    for jobs in ("1", "2"):
        record = tmp_path / f"jobs-{jobs}.jsonl"
        asked = ["arena", "--game", game, "--a", "random", "--b", "random", "--sprt"]
        asked += ["--games", "6", "--seed", "9", "--jobs", jobs, "--record", str(record)]
        assert main([*asked, "--no-clock"]) == 0
        out = capsys.readouterr().out.splitlines()
        records.append((record.read_text(encoding="utf-8"), out[1].replace(f"on {jobs} ", "")))
    assert records[0] == records[1]


@pytest.mark.parametrize("language", ["en", "es"])
def test_the_arenas_help_names_the_test_and_its_options(
    language: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as stopped:
        main(["--language", language, "arena", "--help"])
    assert stopped.value.code == 0
    out = capsys.readouterr().out
    for option in ("--sprt", "--h0", "--h1", "--alpha", "--beta", "--record", "--no-clock"):
        assert option in out
    assert "95%" in out and "95%%" not in out
