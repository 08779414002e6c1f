"""Ready...Fence! deck builder tests keep the deck library, like every user file, in a temp
folder."""

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
