"""The saves' tests play their matches as the session's tests do (tests/engine/session/conftest.py):
imported here, its fixed generator serves this folder too."""

from tests.engine.session.conftest import rng  # noqa: F401
