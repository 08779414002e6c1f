"""Which lessons of a game's course are done, kept in the app's settings (every game's course
window keeps its progress here, each under its own group of keys)."""

from __future__ import annotations

from audatia_qt.shell.preferences import SettingsStore

#: A lesson done, and a lesson still open, as a course list marks them.
DONE_MARK = "\u2714"
OPEN_MARK = "\u2610"


class LessonProgress:
    """Which lessons are done, kept in the app's settings under ``group`` (``<group>/done/<id>``
    and ``<group>/offered``); in memory only without settings."""

    def __init__(self, settings: SettingsStore | None = None, group: str = "lessons") -> None:
        self._settings = settings
        self._memory: dict[str, bool] = {}
        self._done_group = f"{group}/done"
        self._offered_key = f"{group}/offered"

    def _get(self, key: str) -> bool:
        if self._settings is None:
            return self._memory.get(key, False)
        value = self._settings.value(key, False)
        if isinstance(value, str):  # an ini file gives text back
            return value.strip().lower() in ("true", "1", "yes")
        return value is True

    def _set(self, key: str, flag: bool) -> None:
        if self._settings is None:
            if flag:
                self._memory[key] = True
            else:
                self._memory.pop(key, None)
        elif flag:
            self._settings.setValue(key, True)
        else:
            self._settings.remove(key)

    def sync(self) -> None:
        """Write pending changes to disk now."""
        if self._settings is not None:
            self._settings.sync()

    def is_done(self, lesson_id: str) -> bool:
        return self._get(f"{self._done_group}/{lesson_id}")

    def mark_done(self, lesson_id: str) -> None:
        self._set(f"{self._done_group}/{lesson_id}", True)

    def reset(self, lesson_id: str) -> None:
        """Mark one lesson as not done."""
        self._set(f"{self._done_group}/{lesson_id}", False)

    def reset_all(self) -> None:
        """Mark every lesson of this course as not done."""
        if self._settings is None:
            prefix = self._done_group + "/"
            for key in [k for k in self._memory if k.startswith(prefix)]:
                del self._memory[key]
        else:
            self._settings.remove(self._done_group)

    @property
    def offered(self) -> bool:
        """Whether the course has been offered at a first start."""
        return self._get(self._offered_key)

    @offered.setter
    def offered(self, flag: bool) -> None:
        self._set(self._offered_key, flag)
