"""The windows' tests speak English as the app does: its English catalogs installed (they hold
the plural forms of counted texts, "1 move" and "2 moves"), as ``audatia_qt.__main__`` installs
them at start. The ``spanish`` fixture (tests/conftest.py) switches to Spanish on top of them.

The windows' tests live beside the code they test (the board, the screens, the deck builder,
the shell's windows, the integration and trust tests): each of those folders' conftest.py
imports these fixtures, so they apply there and nowhere else (the pure tests start no Qt)."""

from collections.abc import Iterator
from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication


@pytest.fixture(autouse=True)
def english(qapp: "QApplication") -> Iterator[None]:
    from audatia_qt.shell.i18n.language import Language

    language = Language(qapp)
    language.switch("en")
    try:
        yield
    finally:
        language.uninstall()
