"""resources finds assets/ and decks/ in a checkout, an installed wheel and the frozen app."""

from __future__ import annotations

import sys
import tomllib
from pathlib import Path

import pytest

from audatia_qt.engine import resources
from audatia_qt.engine.resources import (
    ASSETS,
    DATA_FOLDER,
    DECKS,
    DOCS,
    PACKAGE_NAME,
    RULINGS,
    Layout,
    LayoutKind,
    locate,
)

REPO_ROOT = Path(__file__).resolve().parents[2]


def _data_folders(root: Path, decks: tuple[str, ...] = ("a.toml",)) -> Path:
    """Make root/assets/fonts and root/decks with the given deck files; return root."""
    (root / ASSETS / "fonts").mkdir(parents=True)
    (root / DECKS).mkdir(parents=True)
    for name in decks:
        (root / DECKS / name).write_text("# deck\n", encoding="utf-8")
    return root


def _package(folder: Path) -> Path:
    """Make an audatia_qt package folder inside ``folder``; return it."""
    package = folder / PACKAGE_NAME
    package.mkdir(parents=True)
    (package / "__init__.py").write_text("", encoding="utf-8")
    return package


def test_checkout_layout_uses_the_top_level_folders(tmp_path: Path) -> None:
    checkout = _data_folders(tmp_path / "repo")
    package = _package(checkout)
    layout = locate(package)
    assert layout == Layout(LayoutKind.CHECKOUT, checkout)
    assert layout.decks == checkout / "decks"
    assert layout.assets == checkout / "assets"


def test_installed_layout_uses_the_package_data_folder(tmp_path: Path) -> None:
    site = tmp_path / "lib" / "python3.11" / "site-packages"
    package = _package(site)
    data = _data_folders(package / DATA_FOLDER)
    layout = locate(package)
    assert layout == Layout(LayoutKind.INSTALLED, data)
    assert layout.describe() == f"installed layout at {data}"


def test_installed_layout_wins_over_folders_beside_the_package(tmp_path: Path) -> None:
    """A site-packages that happens to hold decks/ and assets/ does not shadow the wheel's."""
    site = _data_folders(tmp_path / "site-packages", decks=("stray.toml",))
    package = _package(site)
    data = _data_folders(package / DATA_FOLDER)
    assert locate(package).root == data


def test_frozen_layout_uses_the_bundle_folder(tmp_path: Path) -> None:
    bundle = tmp_path / "dist" / "audatia" / "_internal"
    package = _package(bundle)
    data = _data_folders(package / DATA_FOLDER)
    assert locate(package, frozen_root=bundle) == Layout(LayoutKind.FROZEN, data)


def test_frozen_bundle_found_even_when_the_package_lives_elsewhere(tmp_path: Path) -> None:
    """PyInstaller may load modules from an archive; the bundle folder alone is enough."""
    bundle = tmp_path / "bundle"
    data = _data_folders(bundle / PACKAGE_NAME / DATA_FOLDER)
    elsewhere = _package(tmp_path / "archive")
    assert locate(elsewhere, frozen_root=bundle) == Layout(LayoutKind.FROZEN, data)


@pytest.mark.parametrize(
    ("where", "frozen", "expected"),
    [
        ("repo", False, LayoutKind.CHECKOUT),
        ("site-packages", False, LayoutKind.INSTALLED),
        ("dist-packages", False, LayoutKind.INSTALLED),
        ("bundle", True, LayoutKind.FROZEN),
    ],
)
def test_a_broken_install_names_the_folder_that_should_hold_the_files(
    tmp_path: Path, where: str, frozen: bool, expected: LayoutKind
) -> None:
    package = _package(tmp_path / where)
    layout = locate(package, frozen_root=tmp_path / where if frozen else None)
    assert layout.kind is expected
    assert not layout.complete


def test_public_functions_follow_a_frozen_app(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    bundle = tmp_path / "_internal"
    data = _data_folders(
        bundle / PACKAGE_NAME / DATA_FOLDER, decks=("zeta.toml", "alpha.toml", "notes.txt")
    )
    (data / DECKS / "folder.toml").mkdir()
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(bundle), raising=False)
    assert resources.frozen_root() == bundle
    assert resources.current_layout().kind is LayoutKind.FROZEN
    assert resources.decks_dir() == data / DECKS
    assert resources.assets_dir() == data / ASSETS
    # Only *.toml files, sorted by name; the folder named like a deck is not one.
    assert resources.bundled_deck_paths() == [
        data / DECKS / "alpha.toml",
        data / DECKS / "zeta.toml",
    ]


def test_public_functions_follow_an_installed_wheel(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    package = _package(tmp_path / "site-packages")
    data = _data_folders(package / DATA_FOLDER, decks=("b.toml",))
    monkeypatch.setattr(resources, "package_dir", lambda: package)
    assert resources.current_layout().kind is LayoutKind.INSTALLED
    assert resources.bundled_deck_paths() == [data / DECKS / "b.toml"]


def test_missing_decks_folder_gives_no_decks(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(resources, "package_dir", lambda: _package(tmp_path / "empty"))
    assert resources.bundled_deck_paths() == []


def test_not_frozen_without_sys_frozen(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delattr(sys, "frozen", raising=False)
    assert resources.frozen_root() is None


def test_this_run_finds_the_real_data_folders() -> None:
    """The test run itself uses a checkout (or an installed wheel), never a frozen layout."""
    layout = resources.current_layout()
    assert layout.kind in {LayoutKind.CHECKOUT, LayoutKind.INSTALLED}
    assert layout.complete
    names = [path.name for path in resources.bundled_deck_paths()]
    assert names == ["boucicault.toml", "galeazzo-da-mantoa.toml"]
    assert (resources.assets_dir() / "fonts" / "OFL.txt").is_file()


def test_wheel_mapping_puts_the_folders_where_resources_looks() -> None:
    """pyproject.toml's wheel path rewrite and resources agree on audatia_qt/_data/..."""
    config = tomllib.loads((REPO_ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    wheel = config["tool"]["hatch"]["build"]["targets"]["wheel"]
    assert wheel["sources"] == {
        ASSETS: f"{PACKAGE_NAME}/{DATA_FOLDER}/{ASSETS}",
        DECKS: f"{PACKAGE_NAME}/{DATA_FOLDER}/{DECKS}",
        DOCS: f"{PACKAGE_NAME}/{DATA_FOLDER}/{DOCS}",
    }
    # The docs the wheel carries are the rulings the games' references show, each found
    # under resources.docs_dir().
    swordplay_rulings = f"{DOCS}/swordplay/{RULINGS}"
    assert set(wheel["only-include"]) == {
        PACKAGE_NAME,
        ASSETS,
        DECKS,
        f"{DOCS}/{RULINGS}",
        swordplay_rulings,
        f"{DOCS}/swordplay/rulings.es.md",
        f"{DOCS}/ready_fence/{RULINGS}",
        f"{DOCS}/ready_fence/rulings.es.md",
    }
    assert (resources.docs_dir() / RULINGS).is_file()
    for game in ("swordplay", "ready_fence"):
        assert (resources.docs_dir() / game / RULINGS).is_file()
        assert (resources.docs_dir() / game / "rulings.es.md").is_file()
