"""Install (or remove) Audatia's desktop entry, AppStream metainfo and icons for this user.

    python3 packaging/linux/install_desktop.py [--exec PROGRAM] [--uninstall]

Writes into ``$XDG_DATA_HOME`` (default ``~/.local/share``), as the freedesktop specifications
expect for a per-user install:

- ``applications/<id>.desktop``, with ``Exec``/``TryExec`` set to PROGRAM when given (the
  frozen app or a virtualenv's ``audatia``), else ``audatia`` found on PATH;
- ``metainfo/<id>.metainfo.xml``;
- ``icons/hicolor/<n>x<n>/apps/<id>.png`` for every committed size, and
  ``icons/hicolor/scalable/apps/<id>.svg``.

Then refreshes the desktop and icon caches when their tools are installed. Standard library
only, so ``make install-desktop`` runs it without the virtualenv.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO_ROOT = HERE.parents[1]
ICONS_DIR = REPO_ROOT / "assets" / "icons"
_PNG_NAME = re.compile(r"^audatia-(\d+)\.png$")
#: Characters that make the desktop entry spec require a quoted Exec argument.
_RESERVED = set(" \t\n\"'\\><~|&;$*?#()`")


class InstallError(Exception):
    """Something the install needs is missing; the message is one line for the user."""


def app_id() -> str:
    """The reverse-DNS application id, taken from the desktop file's name in this folder."""
    entries = sorted(HERE.glob("*.desktop"))
    if len(entries) != 1:
        raise InstallError(f"expected one .desktop file in {HERE}, found {len(entries)}")
    return entries[0].name.removesuffix(".desktop")


def icon_pngs() -> dict[int, Path]:
    """The committed icon PNGs by size (assets/icons/audatia-<size>.png)."""
    found: dict[int, Path] = {}
    for path in ICONS_DIR.glob("audatia-*.png"):
        match = _PNG_NAME.match(path.name)
        if match:
            found[int(match.group(1))] = path
    if not found:
        raise InstallError(f"no icon PNGs in {ICONS_DIR}: run packaging/linux/make_icons.py")
    return dict(sorted(found.items()))


def exec_value(program: str) -> str:
    """``program`` as an Exec value: quoted when the spec requires it, then string-escaped."""
    if any(char in _RESERVED for char in program):
        inner = re.sub(r'(["`$\\])', r"\\\1", program)
        program = f'"{inner}"'
    # Desktop entry string values escape a backslash as two backslashes.
    return program.replace("\\", "\\\\")


def desktop_entry(template: str, program: str | None) -> str:
    """The desktop entry text, with Exec and TryExec pointing at ``program`` if given."""
    if program is None:
        return template
    lines = []
    for line in template.splitlines():
        if line.startswith("Exec="):
            line = f"Exec={exec_value(program)}"
        elif line.startswith("TryExec="):
            # TryExec is a plain path, never quoted: only string escaping applies.
            line = "TryExec=" + program.replace("\\", "\\\\")
        lines.append(line)
    return "\n".join(lines) + "\n"


@dataclass(frozen=True)
class Target:
    """One file the install writes: where it goes and its bytes."""

    path: Path
    data: bytes


def targets(data_home: Path, program: str | None) -> list[Target]:
    """Every file the install writes under ``data_home``."""
    ident = app_id()
    desktop = (HERE / f"{ident}.desktop").read_text(encoding="utf-8")
    metainfo = HERE / f"{ident}.metainfo.xml"
    if not metainfo.is_file():
        raise InstallError(f"missing {metainfo}")
    svg = ICONS_DIR / "audatia.svg"
    if not svg.is_file():
        raise InstallError(f"missing {svg}")
    hicolor = data_home / "icons" / "hicolor"
    files = [
        Target(
            data_home / "applications" / f"{ident}.desktop",
            desktop_entry(desktop, program).encode("utf-8"),
        ),
        Target(data_home / "metainfo" / f"{ident}.metainfo.xml", metainfo.read_bytes()),
        Target(hicolor / "scalable" / "apps" / f"{ident}.svg", svg.read_bytes()),
    ]
    for size, png in icon_pngs().items():
        files.append(Target(hicolor / f"{size}x{size}" / "apps" / f"{ident}.png", png.read_bytes()))
    return files


def default_data_home() -> Path:
    """``$XDG_DATA_HOME`` if absolute (the spec ignores relative ones), else ~/.local/share."""
    value = os.environ.get("XDG_DATA_HOME", "")
    if value and Path(value).is_absolute():
        return Path(value)
    return Path.home() / ".local" / "share"


def _refresh_caches(data_home: Path) -> None:
    """Let menus and icon themes see the change now; skipped where the tools are absent."""
    commands = [
        ["update-desktop-database", "-q", str(data_home / "applications")],
        ["gtk-update-icon-cache", "-q", "-f", "-t", str(data_home / "icons" / "hicolor")],
    ]
    for command in commands:
        if shutil.which(command[0]):
            # A stale cache only delays the menu entry; it never fails the install.
            subprocess.run(command, check=False, capture_output=True)


def install(data_home: Path, program: str | None) -> list[Path]:
    """Write every file (replacing older copies) and return their paths."""
    if program is not None and shutil.which(program) is None:
        raise InstallError(f"no such program: {program} (run make package or make run first)")
    written = []
    for target in targets(data_home, program):
        target.path.parent.mkdir(parents=True, exist_ok=True)
        temporary = target.path.with_name(f".{target.path.name}.tmp")
        temporary.write_bytes(target.data)
        temporary.replace(target.path)
        written.append(target.path)
    _refresh_caches(data_home)
    return written


def uninstall(data_home: Path) -> list[Path]:
    """Remove every file the install writes; return those that existed."""
    removed = []
    for target in targets(data_home, None):
        if target.path.is_file():
            target.path.unlink()
            removed.append(target.path)
    _refresh_caches(data_home)
    return removed


def main(argv: list[str] | None = None) -> int:
    """Install or uninstall, printing each file; one-line errors, exit 1."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--exec", dest="program", help="the program the menu entry starts")
    parser.add_argument("--data-home", type=Path, help="default: $XDG_DATA_HOME or ~/.local/share")
    parser.add_argument("--uninstall", action="store_true", help="remove the installed files")
    args = parser.parse_args(argv)
    data_home = args.data_home or default_data_home()
    try:
        if args.uninstall:
            paths = uninstall(data_home)
            verb = "removed"
        else:
            program = args.program
            if program and os.sep in program:
                # A path is made absolute: the menu starts programs from another folder.
                program = str(Path(program).resolve())
            paths = install(data_home, program)
            verb = "installed"
    except (InstallError, OSError) as error:
        print(f"install-desktop: {error}", file=sys.stderr)
        return 1
    for path in paths:
        print(f"{verb} {path}")
    if not paths:
        print(f"nothing to remove under {data_home}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
