"""The one place that knows where the bundled assets/ and decks/ folders live.

For now both resolve relative to the repository checkout (the folder that holds the
audatia_qt package), which is what `pip install -e .` and `make run` give. Installed-wheel
and frozen-app layouts are handled by the packaging issue; when they arrive, only this
module changes.
"""

from __future__ import annotations

from pathlib import Path


def _checkout_root() -> Path:
    """Return the repository checkout that contains the audatia_qt package."""
    return Path(__file__).resolve().parent.parent


def decks_dir() -> Path:
    """Return the folder of bundled deck TOML files (decks/)."""
    return _checkout_root() / "decks"


def assets_dir() -> Path:
    """Return the folder of bundled fonts, icons and symbol art (assets/)."""
    return _checkout_root() / "assets"


def bundled_deck_paths() -> list[Path]:
    """Return the bundled deck files (decks/*.toml), sorted by name; empty if there are none."""
    folder = decks_dir()
    if not folder.is_dir():
        return []
    return sorted(path for path in folder.glob("*.toml") if path.is_file())
