"""The one place that knows where the bundled assets/ and decks/ folders (and docs/rulings.md)
live.

The same code finds them in the three ways the game is run:

- a **checkout** (``pip install -e .``, ``make run``): the repository's top-level ``assets/``
  and ``decks/``, beside the ``audatia_qt`` package folder;
- an **installed** wheel: the build copies both folders into the package as
  ``audatia_qt/_data/assets`` and ``audatia_qt/_data/decks``, and the rulings as
  ``audatia_qt/_data/docs/rulings.md`` (see pyproject.toml);
- the **frozen** one-folder app (PyInstaller, ``sys.frozen``): packaging/audatia.spec puts them
  at ``<sys._MEIPASS>/audatia_qt/_data/`` too, so the frozen app has the wheel's layout.

The course's lesson files live in ``assets/lessons/``, so they travel with the assets in all
three layouts.

Paths, not ``importlib.resources`` traversables, are returned on purpose: Pillow and Qt open
the font files by name, and every layout above is a plain folder on disk (pip always unpacks a
wheel, PyInstaller's one-folder mode never zips data files). Nothing is cached: each call looks
again, so a test can fake a layout by patching ``sys`` and nothing needs resetting.
"""

from __future__ import annotations

import enum
import sys
from dataclasses import dataclass
from pathlib import Path

PACKAGE_NAME = "audatia_qt"
#: The folder inside the package that holds assets/ and decks/ in a wheel or the frozen app.
DATA_FOLDER = "_data"
ASSETS = "assets"
DECKS = "decks"
#: docs/rulings.md ships too: the rules reference shows the rulings from this one file.
DOCS = "docs"
RULINGS = "rulings.md"
#: The rules reference's chapters, inside assets/.
REFERENCE = "reference"
#: The lesson files of the course, a folder inside assets/ (so every layout carries them).
LESSONS = "lessons"


class LayoutKind(enum.Enum):
    """How the game was installed, which decides where its data folders are."""

    CHECKOUT = "checkout"
    INSTALLED = "installed"
    FROZEN = "frozen"


@dataclass(frozen=True)
class Layout:
    """Where the data folders are: ``root`` holds ``assets/`` and ``decks/``."""

    kind: LayoutKind
    root: Path

    @property
    def assets(self) -> Path:
        """The bundled fonts, icons and symbol art."""
        return self.root / ASSETS

    @property
    def decks(self) -> Path:
        """The bundled deck TOML files and their JSON Schema."""
        return self.root / DECKS

    @property
    def rulings(self) -> Path:
        """docs/rulings.md: every interpretation of an unclear rule, numbered R-###."""
        return self.root / DOCS / RULINGS

    @property
    def complete(self) -> bool:
        """Whether both data folders exist here."""
        return self.assets.is_dir() and self.decks.is_dir()

    def describe(self) -> str:
        """One line for the self-test and bug reports, e.g. ``installed layout at /x/_data``."""
        return f"{self.kind.value} layout at {self.root}"


def locate(package_dir: Path, frozen_root: Path | None = None) -> Layout:
    """Find the data folders for a package folder and, in a frozen app, its bundle folder.

    The candidates are tried most specific first: the frozen bundle, the package's own
    ``_data`` folder, then the checkout around the package. The first with both folders wins.
    If none has them (a broken install), the layout the program is running in is returned
    anyway, so callers name the folder that should have held the files in their error.
    """
    candidates: list[Layout] = []
    if frozen_root is not None:
        candidates.append(
            Layout(LayoutKind.FROZEN, frozen_root / PACKAGE_NAME / DATA_FOLDER),
        )
    candidates.append(Layout(LayoutKind.INSTALLED, package_dir / DATA_FOLDER))
    candidates.append(Layout(LayoutKind.CHECKOUT, package_dir.parent))
    for candidate in candidates:
        if candidate.complete:
            return candidate
    if frozen_root is not None:
        return candidates[0]
    # A package inside site-packages is an installed one; anywhere else it is a checkout.
    in_site_packages = package_dir.parent.name in {"site-packages", "dist-packages"}
    return candidates[0] if in_site_packages else candidates[-1]


def frozen_root() -> Path | None:
    """The frozen app's bundle folder (``sys._MEIPASS``), or None when not frozen."""
    if not getattr(sys, "frozen", False):
        return None
    bundle = getattr(sys, "_MEIPASS", None)
    # PyInstaller always sets _MEIPASS; other freezers put data beside the executable.
    return Path(bundle) if bundle else Path(sys.executable).resolve().parent


def package_dir() -> Path:
    """The folder of the audatia_qt package this module was loaded from (this module lives in
    its ``engine`` sub-package)."""
    return Path(__file__).resolve().parent.parent


def current_layout() -> Layout:
    """The layout the running program finds its data folders in."""
    return locate(package_dir(), frozen_root())


def decks_dir() -> Path:
    """Return the folder of bundled deck TOML files (decks/)."""
    return current_layout().decks


def assets_dir() -> Path:
    """Return the folder of bundled fonts, icons and symbol art (assets/)."""
    return current_layout().assets


def rulings_path() -> Path:
    """Return docs/rulings.md, the numbered rulings the rules reference shows."""
    return current_layout().rulings


def docs_dir() -> Path:
    """Return the bundled docs/ folder: the rulings the games' rules references show
    (docs/rulings.md, and a game's own in docs/<game>/, each listed in pyproject.toml)."""
    return current_layout().root / DOCS


def reference_dir() -> Path:
    """Return the folder of the rules reference's chapters (assets/reference/)."""
    return assets_dir() / REFERENCE


def lessons_dir() -> Path:
    """Return the folder of the course's lesson files (assets/lessons/)."""
    return assets_dir() / LESSONS


def bundled_lesson_paths() -> list[Path]:
    """Return the lesson files (assets/lessons/*.toml), sorted by name; empty if there are none."""
    folder = lessons_dir()
    if not folder.is_dir():
        return []
    return sorted(path for path in folder.glob("*.toml") if path.is_file())


def bundled_deck_paths() -> list[Path]:
    """Return the bundled deck files (decks/*.toml), sorted by name; empty if there are none."""
    folder = decks_dir()
    if not folder.is_dir():
        return []
    return sorted(path for path in folder.glob("*.toml") if path.is_file())
