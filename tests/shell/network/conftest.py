"""The app-side network tests' hosted tables and links, each closed at its test's end."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.shell.network.seats import Tables


@pytest.fixture
def tables(tmp_path: Path) -> Iterator[Tables]:
    made = Tables(tmp_path)
    try:
        yield made
    finally:
        made.close()
