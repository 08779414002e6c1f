"""Linux desktop integration: the desktop entry, AppStream metainfo and make install-desktop."""

from __future__ import annotations

import configparser
import os
import shutil
import subprocess
import sys
import tomllib
import xml.etree.ElementTree as ElementTree
from pathlib import Path

import pytest

from audatia_qt import __version__
from audatia_qt.shell.app_icon import APP_ID, ICON_SIZES

REPO_ROOT = Path(__file__).resolve().parents[2]
LINUX = REPO_ROOT / "packaging" / "linux"
DESKTOP = LINUX / f"{APP_ID}.desktop"
METAINFO = LINUX / f"{APP_ID}.metainfo.xml"
INSTALLER = LINUX / "install_desktop.py"


def _entry(path: Path) -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, delimiters=("=",))
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    parser.read(path, encoding="utf-8")
    return parser["Desktop Entry"]


def _program() -> str:
    """An executable for Exec: the audatia script of this environment, else Python itself."""
    script = Path(sys.executable).parent / "audatia"
    return str(script if script.is_file() else Path(sys.executable))


def _installed_files(data_home: Path) -> list[Path]:
    hicolor = data_home / "icons" / "hicolor"
    return [
        data_home / "applications" / f"{APP_ID}.desktop",
        data_home / "metainfo" / f"{APP_ID}.metainfo.xml",
        hicolor / "scalable" / "apps" / f"{APP_ID}.svg",
        *(hicolor / f"{size}x{size}" / "apps" / f"{APP_ID}.png" for size in ICON_SIZES),
    ]


def test_desktop_entry_starts_the_audatia_command_with_the_icon() -> None:
    entry = _entry(DESKTOP)
    scripts = tomllib.loads((REPO_ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert "audatia" in scripts["project"]["scripts"]
    assert entry["Type"] == "Application"
    assert entry["Exec"] == "audatia"
    assert entry["Icon"] == APP_ID
    assert "Game" in entry["Categories"].split(";")
    assert entry["Terminal"] == "false"


def test_metainfo_names_the_same_app_binary_and_version() -> None:
    root = ElementTree.parse(METAINFO).getroot()
    assert root.tag == "component"
    assert root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID
    assert root.findtext("launchable") == DESKTOP.name
    assert root.findtext("provides/binary") == "audatia"
    assert root.findtext("icon") == APP_ID
    assert root.find("releases/release").get("version") == __version__  # type: ignore[union-attr]


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None, reason="desktop-file-utils")
def test_the_desktop_entry_and_the_metainfo_speak_spanish_too() -> None:
    """Issue 21: a software centre or a menu in Spanish shows the app in Spanish."""
    entry = _entry(DESKTOP)
    for key in ("Name", "GenericName", "Comment", "Keywords"):
        assert entry[f"{key}[es]"], key
    assert entry["Comment[es]"] != entry["Comment"]
    root = ElementTree.parse(METAINFO).getroot()
    lang = "{http://www.w3.org/XML/1998/namespace}lang"
    for tag in ("name", "summary"):
        spanish = [element for element in root.findall(tag) if element.get(lang) == "es"]
        assert len(spanish) == 1 and spanish[0].text, tag
    summaries = {element.get(lang): element.text for element in root.findall("summary")}
    assert summaries["es"] == "Esgrima medieval de espada larga, jugada con cartas"
    description = root.find("description")
    assert description is not None
    english = [element for element in description.iter() if element.get(lang) is None]
    spanish = [element for element in description.iter() if element.get(lang) == "es"]
    # Every paragraph and item of the description is there in Spanish as well.
    assert len(spanish) == len([e for e in english if e.tag in {"p", "li"}])
    assert [lang_.text for lang_ in root.findall("languages/lang")] == ["en", "es"]


def test_desktop_entry_validates() -> None:
    result = subprocess.run(
        ["desktop-file-validate", str(DESKTOP)], capture_output=True, text=True, check=False
    )
    assert result.returncode == 0 and not result.stdout, result.stdout


@pytest.mark.skipif(shutil.which("appstreamcli") is None, reason="appstream")
def test_metainfo_validates() -> None:
    result = subprocess.run(
        ["appstreamcli", "validate", "--no-net", str(METAINFO)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_make_install_desktop_into_xdg_data_home(tmp_path: Path) -> None:
    data_home = tmp_path / "data home"
    program = _program()
    env = {**os.environ, "XDG_DATA_HOME": str(data_home), "HOME": str(tmp_path / "home")}
    make = ["make", "-s", "-C", str(REPO_ROOT), f"PYTHON={sys.executable}"]
    installed = subprocess.run(
        [*make, "install-desktop", f"AUDATIA_EXEC={program}"],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert installed.returncode == 0, installed.stdout + installed.stderr
    files = _installed_files(data_home)
    assert all(path.is_file() for path in files), [str(p) for p in files if not p.is_file()]
    assert not (tmp_path / "home").exists()
    entry = _entry(files[0])
    assert entry["TryExec"] == program
    assert entry["Exec"] in {program, f'"{program}"'}
    assert entry["Icon"] == APP_ID
    png = data_home / "icons" / "hicolor" / "48x48" / "apps" / f"{APP_ID}.png"
    assert png.read_bytes() == (REPO_ROOT / "assets" / "icons" / "audatia-48.png").read_bytes()
    if shutil.which("desktop-file-validate"):
        validated = subprocess.run(
            ["desktop-file-validate", str(files[0])], capture_output=True, text=True, check=False
        )
        assert validated.returncode == 0, validated.stdout

    removed = subprocess.run(
        [*make, "uninstall-desktop"], env=env, capture_output=True, text=True, check=False
    )
    assert removed.returncode == 0, removed.stderr
    assert not any(path.exists() for path in files)


def test_install_defaults_to_local_share_and_quotes_awkward_paths(tmp_path: Path) -> None:
    home = tmp_path / "home"
    program = tmp_path / "my games" / "audatia$1"
    program.parent.mkdir()
    program.write_text("#!/bin/sh\n", encoding="utf-8")
    program.chmod(0o755)
    env = {key: value for key, value in os.environ.items() if key != "XDG_DATA_HOME"}
    env["HOME"] = str(home)
    result = subprocess.run(
        [sys.executable, str(INSTALLER), "--exec", str(program)],
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    desktop = home / ".local" / "share" / "applications" / f"{APP_ID}.desktop"
    # Quoted for the spaces, $ escaped inside the quotes, then the backslash string-escaped.
    assert f'Exec="{tmp_path}/my games/audatia\\\\$1"\n' in desktop.read_text(encoding="utf-8")


def test_install_refuses_a_missing_program_and_writes_nothing(tmp_path: Path) -> None:
    result = subprocess.run(
        [
            sys.executable,
            str(INSTALLER),
            "--exec",
            str(tmp_path / "nope"),
            "--data-home",
            str(tmp_path / "share"),
        ],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 1
    assert result.stderr == (
        f"install-desktop: no such program: {tmp_path / 'nope'} "
        "(run make package or make run first)\n"
    )
    assert not (tmp_path / "share").exists()
