"""`audatia serve` and `audatia serve new` (issue 32): one line for each bad option, invites
printed, and a real server process that serves, answers the lobby with nothing secret, resumes
its tables after a restart and stops cleanly on SIGTERM."""

from __future__ import annotations

import json
import os
import re
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest
from websockets.sync.client import connect

from audatia_qt import __version__
from audatia_qt.__main__ import main
from audatia_qt.games.ready_fence.entry import READY_FENCE
from audatia_qt.games.swordplay.decks.bundled import default_card_set
from audatia_qt.serve import SERVING_FILE

_REPO = Path(__file__).resolve().parent.parent
_INVITE = re.compile(r"^seat (\d): (ws://\S+) (\w+) (\S+)$")


def _one_line_error(capsys: pytest.CaptureFixture[str], code: int, expected: int = 2) -> str:
    said = capsys.readouterr()
    assert code == expected
    lines = said.err.strip().splitlines()
    assert len(lines) == 1, said.err
    assert "Traceback" not in said.err
    return lines[0]


def test_a_missing_folder_is_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["serve", "--tables-dir", str(tmp_path / "none")])
    assert _one_line_error(capsys, code) == f"serve: {tmp_path / 'none'} is not a folder"


@pytest.mark.skipif(os.geteuid() == 0, reason="root reads a folder whatever its mode")
def test_an_unreadable_folder_is_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    closed = tmp_path / "closed"
    closed.mkdir(mode=0)
    try:
        line = _one_line_error(capsys, main(["serve", "--tables-dir", str(closed)]))
    finally:
        closed.chmod(0o700)
    assert line.startswith(f"serve: cannot read the folder {closed}: ")


def test_a_bad_port_is_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stopped:
        main(["serve", "--tables-dir", str(tmp_path), "--port", "70000"])
    said = capsys.readouterr().err.strip().splitlines()
    assert stopped.value.code == 2
    assert said[-1] == "audatia serve: error: argument --port: not a port (0 to 65535): '70000'"


def test_a_bad_certificate_is_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    fake = tmp_path / "cert.pem"
    fake.write_text("not a certificate\n")
    code = main(["serve", "--tables-dir", str(tmp_path), "--cert", str(fake), "--key", str(fake)])
    assert _one_line_error(capsys, code).startswith(f"serve: cannot load the certificate {fake}: ")
    code = main(["serve", "--tables-dir", str(tmp_path), "--cert", str(fake)])
    assert _one_line_error(capsys, code) == "serve: --cert and --key go together"


def test_serve_new_prints_an_invite_per_seat(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    address = "ws://play.example.org:8765"
    command = ["serve", "new", "--tables-dir", str(tmp_path), "--game", "swordplay"]
    assert main([*command, "--heroes", "3", "--address", address]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert re.match(r"^table [0-9a-f]{8}: swordplay, 3 seats; ", lines[0])
    invites = [_INVITE.match(line) for line in lines[1:]]
    assert [found.group(2, 3) for found in invites if found] == [(address, "swordplay")] * 3
    assert len({found.group(4) for found in invites if found}) == 3
    folder = tmp_path / lines[0].split()[1].rstrip(":")
    assert json.loads((folder / "lobby.json").read_text())["options"]["mode"] == "versus"


def test_serve_new_refuses_in_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    opener = ["serve", "new", "--tables-dir", str(tmp_path)]
    code = main([*opener, "--game", "chess", "--address", "ws://h:1"])
    assert _one_line_error(capsys, code).startswith("serve new: no game called chess")
    code = main([*opener, "--game", "ready_fence", "--variant", "salle", "--address", "ws://h:1"])
    assert _one_line_error(capsys, code) == "serve new: --variant is not an option of ready_fence"
    code = main([*opener, "--game", "audatia"])  # no server ran there: no address to invite to
    assert _one_line_error(capsys, code).startswith("serve new: no server has run on ")


def _start(tables: Path) -> subprocess.Popen[str]:
    environment = {**os.environ, "PYTHONPATH": str(_REPO), "LANGUAGE": "en"}
    return subprocess.Popen(
        [sys.executable, "-m", "audatia_qt", "serve", "--tables-dir", str(tables), "--port", "0"],
        env=environment,
        stderr=subprocess.PIPE,
        text=True,
    )


def _address(tables: Path, server: subprocess.Popen[str]) -> str:
    deadline = time.monotonic() + 60
    while not (tables / SERVING_FILE).exists():
        assert server.poll() is None, "the server stopped"
        assert time.monotonic() < deadline, "the server never listened"
        time.sleep(0.05)
    address: str = json.loads((tables / SERVING_FILE).read_text())["address"]
    return address


def _stop(server: subprocess.Popen[str]) -> str:
    server.send_signal(signal.SIGTERM)
    _, err = server.communicate(timeout=30)
    assert server.returncode == 0, err
    return err


def _lobby(address: str) -> str:
    with connect(address) as socket:
        socket.send(json.dumps({"type": "lobby"}))
        frame = socket.recv(timeout=10)
    assert isinstance(frame, str)
    return frame


def test_a_server_process_serves_resumes_and_stops_cleanly(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    server = _start(tmp_path)
    try:
        address = _address(tmp_path, server)
        opener = ["serve", "new", "--tables-dir", str(tmp_path), "--game", "ready_fence"]
        assert main(opener) == 0  # the address the running server wrote
        lines = capsys.readouterr().out.strip().splitlines()
        table = lines[0].split()[1].rstrip(":")
        tokens = [found.group(4) for found in map(_INVITE.match, lines[1:]) if found]
        assert address.startswith("ws://127.0.0.1:") and address in lines[1]
        # A hello of the new table's seat: the server takes the table up and seats it.
        with connect(address) as socket:
            assert READY_FENCE.wire is not None
            rules = READY_FENCE.wire.rules
            hello = {"type": "hello", "app": __version__, "rules": rules, "game": "ready_fence"}
            socket.send(json.dumps({**hello, "token": tokens[0]}))
            assert json.loads(socket.recv(timeout=10))["type"] == "welcome"
        frame = _lobby(address)
        assert [listed["id"] for listed in json.loads(frame)["tables"]] == [table]
        assert not any(token in frame for token in tokens)
    finally:
        first_log = _stop(server)
    assert f"table {table}: ready_fence, 2 seats" in first_log
    assert "stopping: a signal came" in first_log
    again = _start(tmp_path)
    try:
        (tmp_path / SERVING_FILE).unlink()
        frame = _lobby(_address(tmp_path, again))
        assert [listed["id"] for listed in json.loads(frame)["tables"]] == [table]
    finally:
        _stop(again)


def test_the_lines_are_said_in_the_command_lines_language(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code = main(["--language", "es", "serve", "--tables-dir", str(tmp_path / "none")])
    assert _one_line_error(capsys, code) == f"serve: {tmp_path / 'none'} no es una carpeta"


def test_a_folder_the_system_will_not_list_is_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The unreadable folder's line where the tests run as root (who reads any folder)."""

    def refused(_: Path) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(Path, "iterdir", refused)
    code = main(["serve", "--tables-dir", str(tmp_path)])
    monkeypatch.undo()
    line = _one_line_error(capsys, code)
    assert line == f"serve: cannot read the folder {tmp_path}: Permission denied"


def test_a_port_in_use_is_one_line(tmp_path: Path) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        environment = {**os.environ, "PYTHONPATH": str(_REPO), "LANGUAGE": "en"}
        command = ["serve", "--tables-dir", str(tmp_path), "--port", str(port)]
        done = subprocess.run(
            [sys.executable, "-m", "audatia_qt", *command],
            env=environment,
            capture_output=True,
            text=True,
            timeout=60,
        )
    assert done.returncode == 1
    (last,) = done.stderr.strip().splitlines()
    assert last.startswith(f"serve: cannot listen on 127.0.0.1 port {port}: ")
    assert "Traceback" not in done.stderr


def test_serve_new_keeps_a_per_move_clock_and_refuses_a_bad_one(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    command = ["serve", "new", "--tables-dir", str(tmp_path), "--game", "ready_fence"]
    assert main([*command, "--address", "ws://h:1", "--move-seconds", "90"]) == 0
    table_id = capsys.readouterr().out.split()[1].rstrip(":")
    kept = json.loads((tmp_path / table_id / "table.json").read_text())
    assert kept["move_seconds"] == 90.0
    for bad in ("0", "nan", "soon", "1e9"):
        with pytest.raises(SystemExit) as stopped:
            main([*command, "--address", "ws://h:1", "--move-seconds", bad])
        assert stopped.value.code == 2
        said = capsys.readouterr().err.strip().splitlines()
        assert said[-1].endswith(f"not a time for a move (1 to 86400 seconds): {bad!r}")


def test_serve_new_opens_a_coop_table_whose_monster_has_no_invite(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    monster = default_card_set().monsters[0].id
    command = ["serve", "new", "--tables-dir", str(tmp_path), "--game", "swordplay"]
    assert main([*command, "--address", "ws://h:1", "--heroes", "3", "--monster", monster]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert re.match(r"^table [0-9a-f]{8}: swordplay, 3 seats; ", lines[0])
    assert len(lines) == 4  # the three heroes' invites; none for the monster's seat
    folder = tmp_path / lines[0].split()[1].rstrip(":")
    lobby = json.loads((folder / "lobby.json").read_text())
    assert lobby["options"]["mode"] == "coop" and lobby["options"]["monster"] == monster
    code = main([*command, "--address", "ws://h:1", "--monster", "nobody"])
    assert _one_line_error(capsys, code).startswith("serve new: no monster called nobody")
    code = main([*command, "--address", "ws://h:1", "--heroes", "4", "--monster", monster])
    said = _one_line_error(capsys, code)
    assert said == "serve new: two or three heroes fight a monster together, not 4"
    code = main(
        ["serve", "new", "--tables-dir", str(tmp_path), "--game", "audatia"]
        + ["--monster", monster, "--address", "ws://h:1"]
    )
    assert _one_line_error(capsys, code) == "serve new: --monster is not an option of audatia"
