"""Shared test setup: Qt renders offscreen, so the suite needs no display."""

import os

# Must happen before anything imports PySide6; pytest imports conftest.py before test modules.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
