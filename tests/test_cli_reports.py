"""The command line's reports (`audatia selfplay`, `arena`, `gauntlet`) in the command line's
language (issue 21): Spanish with ``--language es``, English unchanged and without Qt."""

from __future__ import annotations

import re
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from audatia_qt.__main__ import main
from audatia_qt.engine.messages import translate
from audatia_qt.engine.resources import decks_dir
from audatia_qt.shell.i18n.plain import english
from tests.fresh_interpreter import run_loading_no_qt

if TYPE_CHECKING:
    from audatia_qt.shell.i18n.language import Language


def test_selfplay_reports_in_spanish(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--language", "es", "selfplay", "--games", "1", "--seed", "3"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == (
        "selfplay: 1 partida, semillas 3..3, barajas boucicault y galeazzo-da-mantoa, "
        "regla de Romper activada, variante standard"
    )
    assert "partidas terminadas: 1 de 1" in out
    assert "errores: 0" in out
    assert "victorias por motivo:" in out
    assert out[-1].startswith("tiempo: ") and out[-1].endswith(" partidas/s")


def test_selfplay_in_english_counts_one_game(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--language", "en", "selfplay", "--games", "1", "--no-break"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == (
        "selfplay: 1 game, seeds 0..0, decks boucicault and galeazzo-da-mantoa, break rule off,"
        " variant standard"
    )
    assert out[1] == "games finished: 1 of 1"
    assert out[-1].startswith("time: ") and out[-1].endswith(" games/s")


def test_arena_reports_in_spanish(capsys: pytest.CaptureFixture[str]) -> None:
    arena = ["arena", "--a", "heuristic", "--b", "random", "--games", "2", "--seed", "1"]
    assert main(["--language", "es", *arena]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == (
        "arena: A heuristic contra B random, 2 partidas, semilla 1, barajas boucicault y "
        "galeazzo-da-mantoa, variante standard"
    )
    assert out[1].startswith("victorias de A ")
    assert any(line.startswith("tiempo de decisión A heuristic: media ") for line in out)
    assert any(line.startswith("porcentaje de victorias del Retador: ") for line in out)
    # The last line is read by scripts: the same words in every language (--help says so).
    assert out[-1].startswith("A win rate: ")


def test_arena_refuses_an_unknown_bot_in_spanish(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--language", "es", "arena", "--a", "nobody", "--b", "random"]) == 1
    err = capsys.readouterr().err
    assert err.startswith("bot desconocido 'nobody': elige entre random, heuristic")


def test_gauntlet_reports_in_spanish(capsys: pytest.CaptureFixture[str]) -> None:
    path = decks_dir() / "boucicault.toml"
    gauntlet = ["gauntlet", str(path), "--games", "1", "--bot", "random", "--seed", "4"]
    assert main(["--language", "es", *gauntlet]) == 0
    captured = capsys.readouterr()
    out = captured.out.splitlines()
    assert out[0].startswith(
        "gauntlet: Boucicault, random en ambos lados, 1 reparto por emparejamiento, semilla 4, "
        "3 partidas, "
    )
    assert out[1].startswith("porcentajes de victoria con intervalos de Wilson al 95 %")
    assert "Boucicault (la baraja probada):" in out
    assert any(line.startswith("  Boucicault contra todos los rivales: ") for line in out)
    assert " de 1 / " in captured.out or "ninguna partida" in captured.out
    assert "las barajas incluidas entre sí:" in out
    assert captured.err.splitlines()[-1] == "3/3 partidas"


def test_gauntlet_in_english_says_one_deal(capsys: pytest.CaptureFixture[str]) -> None:
    path = decks_dir() / "boucicault.toml"
    assert main(["--language", "en", "gauntlet", str(path), "--games", "1", "--bot", "random"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("gauntlet: Boucicault, random on both sides, 1 deal per pairing, ")
    assert "3 games, " in out[0]


def test_english_forms_come_from_the_english_catalog() -> None:
    games = translate("Gauntlet", "%n games", None, 0)
    assert [english(games.say(n)) for n in (0, 1, 2)] == ["0 games", "1 game", "2 games"]
    # A sentence the catalogs do not count (none here) is said as its source says it.
    assert english(translate("Nowhere", "%n things", None, 0).say(1)) == "1 things"
    assert english("as it is") == "as it is"


def test_english_reports_do_not_load_qt() -> None:
    result = run_loading_no_qt(
        "from audatia_qt.__main__ import main\n"
        "assert main(['--language', 'en', 'selfplay', '--games', '1']) == 0\n",
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("selfplay: 1 game, seeds 0..0, ")


@pytest.mark.parametrize(
    ("language", "said"),
    [
        ("en", "nope: not a deck file, nor a bundled deck (bundled: boucicault, "),
        ("es", "nope: no es un archivo de baraja ni una baraja incluida (incluidas: boucicault, "),
    ],
)
def test_a_deck_not_found_is_said_in_the_command_lines_language(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, language: str, said: str
) -> None:
    broken = tmp_path / "broken.toml"
    broken.write_bytes(b"\x00\x01")
    assert main(["--language", language, "selfplay", "--decks", "nope", str(broken)]) == 1
    lines = capsys.readouterr().err.splitlines()
    assert len(lines) == 2 and lines[0].startswith(said), lines
    binary = {"en": "this is a binary file", "es": "es un archivo binario"}[language]
    assert lines[1].startswith(f"{broken}: {binary}"), lines


_ES_DECIMAL = r"\d{1,3}(?:\.\d{3})*,\d"  # "12,5", "12.345,5" (grouped from five digits)
_ES_RATE = rf"{_ES_DECIMAL} % \[{_ES_DECIMAL} %, {_ES_DECIMAL} %\]"


def test_selfplay_figures_take_the_spanish_decimal_comma(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["--language", "es", "selfplay", "--games", "1", "--seed", "3"]) == 0
    out = capsys.readouterr().out.splitlines()
    (average,) = [line for line in out if line.startswith("media de acciones por partida: ")]
    assert re.fullmatch(rf"media de acciones por partida: {_ES_DECIMAL}", average), average
    assert re.fullmatch(r"tiempo: \d+,\d s, [\d.]+ partidas/s", out[-1]), out[-1]


def test_selfplay_figures_in_english_keep_the_point(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--language", "en", "selfplay", "--games", "1", "--seed", "3"]) == 0
    out = capsys.readouterr().out.splitlines()
    (average,) = [line for line in out if line.startswith("average actions per game: ")]
    assert re.fullmatch(r"average actions per game: \d+\.\d", average), average
    assert re.fullmatch(r"time: \d+\.\d s, \d+ games/s", out[-1]), out[-1]


def test_arena_figures_take_the_spanish_decimal_comma(capsys: pytest.CaptureFixture[str]) -> None:
    arena = ["arena", "--a", "heuristic", "--b", "random", "--games", "2", "--seed", "1"]
    assert main(["--language", "es", *arena]) == 0
    out = capsys.readouterr().out.splitlines()
    (rate,) = [line for line in out if line.startswith("porcentaje de victorias del Retador: ")]
    assert re.fullmatch(rf"porcentaje de victorias del Retador: {_ES_RATE}", rate), rate
    (times,) = [line for line in out if line.startswith("tiempo de decisión A heuristic: ")]
    assert re.search(r"media \d+,\d{3} s, p95 \d+,\d{3} s ", times), times
    # The line scripts read keeps its English figures in every language.
    assert re.fullmatch(r"A win rate: \d+\.\d% \[\d+\.\d%, \d+\.\d%\]", out[-1]), out[-1]


def test_arena_figures_in_english_are_unchanged_and_load_no_qt() -> None:
    result = run_loading_no_qt(
        "from audatia_qt.__main__ import main\n"
        "assert main(['--language', 'en', 'arena', '--a', 'heuristic', '--b', 'random', "
        "'--games', '2', '--seed', '1']) == 0\n",
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    out = result.stdout.splitlines()
    rate = r"\d+\.\d% \[\d+\.\d%, \d+\.\d%\]"
    assert any(re.fullmatch(rf"challenger win rate: {rate}", line) for line in out), out
    assert any(re.fullmatch(r"games per minute: \d+\.\d", line) for line in out), out
    assert any(re.search(r": mean \d+\.\d{3} s, p95 \d+\.\d{3} s over ", line) for line in out)
    assert re.fullmatch(rf"A win rate: {rate}", out[-1]), out[-1]


def test_a_figure_is_said_with_the_languages_decimal_sign(spanish: Language) -> None:
    from audatia_qt.engine.messages import Number
    from audatia_qt.shell.i18n.render import render

    said = translate("Arena", "games per minute: {rate}").say(rate=Number(12345.5, 1))
    assert render(said) == "partidas por minuto: 12.345,5"
    assert english(said) == said.english() == "games per minute: 12345.5"
    spanish.switch("en")
    assert render(said) == "games per minute: 12345.5"  # no grouping: as it always was
