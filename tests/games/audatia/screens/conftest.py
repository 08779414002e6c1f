"""The screens' tests: windows, speaking English as the app does."""

# The windows' tests speak English (tests/windows_english.py): imported here, its fixtures
# apply to this folder.
from tests.windows_english import english  # noqa: F401
