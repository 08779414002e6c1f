"""The deck builder's tests keep the deck library, like every user file, in a temporary folder."""

from __future__ import annotations

from pathlib import Path

import pytest

# The windows' tests speak English (tests/windows_english.py): imported here, its fixtures
# apply to this folder.
from tests.windows_english import english  # noqa: F401


@pytest.fixture(autouse=True)
def _private_data_dir(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """The library a builder opens by default is this test's own, never the player's."""
    monkeypatch.setenv("AUDATIA_DATA_DIR", str(tmp_path / "user-data"))


@pytest.fixture(scope="session")
def builder_faces(shared_faces_dir: Path) -> Path:
    """Card faces drawn once for all the builder's tests: the cache names each face by the
    hash of all that draws it, so a face a test edits is a file of its own (drawing every face
    again for each builder was most of its tests' time)."""
    return shared_faces_dir
