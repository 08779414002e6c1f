"""The player's preferences, kept with QSettings: animation speed, the computer's difficulty and
pace, the last decks chosen, the window's geometry, hints on or off, the Break rule's default,
the table's card size, text size and highlight style (issue 20), and the language (issue 21).

Every value read back is checked: a settings file edited by hand (or written by another
version) gives the default for that value, never an error. Tests pass their own organisation
and application names, or an ini file path, so they never touch the player's settings;
``default_preferences`` keeps them in ``$AUDATIA_DATA_DIR/settings.ini`` when that variable is set.
"""

from __future__ import annotations

import math
import os
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

from PySide6.QtCore import QByteArray, QCoreApplication, QSettings, QStandardPaths
from PySide6.QtWidgets import QWidget

from audatia_qt.engine.catalogue import Catalogue, GameEntry
from audatia_qt.engine.messages import Message, translate
from audatia_qt.engine.safe_io import file_kind_message, printable
from audatia_qt.engine.userdata import data_dir_override
from audatia_qt.shell.highlights import HighlightStyle
from audatia_qt.shell.i18n.language import resolve
from audatia_qt.shell.i18n.marks import QT_TRANSLATE_NOOP

ORGANIZATION = "Audatia"
APPLICATION = "Audatia Qt"

#: Animation speed is a multiplier of the table's normal durations; 0 turns animation off.
ANIMATION_SPEEDS = (0.0, 0.5, 1.0, 1.5, 2.0, 3.0)
DEFAULT_ANIMATION_SPEED = 1.0
#: Paces of the computer's moves: (label, pause before each move in milliseconds); the labels
#: are translated where they are shown (``pace_label``).
COMPUTER_PACES = (
    (QT_TRANSLATE_NOOP("Preferences", "Slow"), 1200),
    (QT_TRANSLATE_NOOP("Preferences", "Normal"), 700),
    (QT_TRANSLATE_NOOP("Preferences", "Fast"), 250),
)
#: Card and text sizes, as a share of the size that fits the window (Settings: 80% to 200%).
SCALE_RANGE = (0.8, 2.0)
#: The settings file inside ``AUDATIA_DATA_DIR``.
SETTINGS_FILE = "settings.ini"


_NOT_A_FILE = translate(
    "Preferences",
    "audatia: the settings file {path} {reason}: it is left alone, and settings this session "
    "are not kept",
)
_IS_KIND = translate("Preferences", "is {kind}")


def pace_label(label: str) -> str:
    """A ``COMPUTER_PACES`` label in the language the app speaks."""
    return QCoreApplication.translate("Preferences", label)


def default_preferences(catalogue: Catalogue) -> Preferences:
    """The app's preferences for the ``catalogue``'s games: the platform's settings store, or an
    ini file in the folder that ``AUDATIA_DATA_DIR`` names (see ``audatia_qt.engine.userdata``)."""
    override = data_dir_override()
    if override is not None:
        return Preferences(catalogue, path=override / SETTINGS_FILE)
    return Preferences(catalogue)


class SettingsStore(Protocol):
    """What the app asks of its settings: QSettings, or ``MemorySettings`` in its place."""

    def value(self, key: str, defaultValue: object = None) -> Any: ...  # as QSettings'

    def setValue(self, key: str, value: object) -> None: ...

    def remove(self, key: str) -> None: ...

    def sync(self) -> None: ...


class MemorySettings:
    """Settings kept for this session only, in place of a settings file that cannot be used."""

    def __init__(self) -> None:
        self._values: dict[str, object] = {}

    def value(self, key: str, defaultValue: object = None) -> Any:  # as QSettings' value
        return self._values.get(key, defaultValue)

    def setValue(self, key: str, value: object) -> None:
        self._values[key] = value

    def remove(self, key: str) -> None:
        prefix = f"{key}/"
        for name in [name for name in self._values if name == key or name.startswith(prefix)]:
            del self._values[name]

    def sync(self) -> None:
        """Nothing to write: these settings live as long as the session."""


def native_settings_file(organization: str, application: str) -> Path | None:
    """Where QSettings keeps (organization, application) on a system that keeps it in an ini
    file of its own (Linux and the other Unixes); None on Windows (the registry) and macOS."""
    if sys.platform in ("win32", "darwin"):
        return None
    config = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericConfigLocation)
    return Path(config) / organization / f"{application}.conf" if config else None


def settings_file_problem(path: Path) -> Message | None:
    """Why the settings file at path cannot be used, or None: only a regular file (or a link to
    one), or nothing yet, is read and written. A named pipe would hang the start for ever as
    QSettings reads it; a link to a device would have the device replaced by a regular file at
    the first save. ``stat`` looks without opening, so it never waits."""
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        return None  # nothing there yet (or a link to nothing): QSettings writes a new file
    except OSError as error:  # a loop of links, a folder on the path that is a file...
        reason = printable((error.strerror or type(error).__name__).lower(), 80)
        return _NOT_A_FILE.say(path=printable(str(path), 120), reason=reason)
    kind = file_kind_message(mode)
    if kind is None:
        return None
    return _NOT_A_FILE.say(path=printable(str(path), 120), reason=_IS_KIND.say(kind=kind))


@dataclass(frozen=True)
class BotChoices:
    """The computer players a difficulty preference may name, and the one it is otherwise."""

    names: tuple[str, ...]
    default: str

    @classmethod
    def of(cls, entry: GameEntry) -> BotChoices:
        """A game's computer players (``GameEntry.bot_names``), its default first offered."""
        return cls(entry.bot_names, entry.default_bot or entry.bot_names[0])

    @classmethod
    def first(cls, catalogue: Catalogue) -> BotChoices:
        """The computer players of the catalogue's first game (the one the window opens on)."""
        return cls.of(next(iter(catalogue)))


class Preferences:
    """A typed view of the app's QSettings.

    A settings file that is not a regular file is never opened: the preferences then live in
    memory for the session, and ``refused`` says why in one line (for the caller to say once).
    """

    def __init__(
        self,
        catalogue: Catalogue,
        organization: str = ORGANIZATION,
        application: str = APPLICATION,
        *,
        path: Path | None = None,
    ) -> None:
        #: The computer players the difficulty preferences may name: the catalogue's first
        #: game's (the one the window opens on).
        self.bots = BotChoices.first(catalogue)
        where = path if path is not None else native_settings_file(organization, application)
        self.refused: Message | None = None if where is None else settings_file_problem(where)
        self._settings: QSettings | MemorySettings
        if self.refused is not None:
            self._settings = MemorySettings()
        elif path is not None:
            self._settings = QSettings(str(path), QSettings.Format.IniFormat)
        else:
            self._settings = QSettings(organization, application)

    @property
    def settings(self) -> QSettings | MemorySettings:
        """The underlying settings (for ``sync`` and the tests)."""
        return self._settings

    def sync(self) -> None:
        """Write pending changes to disk now."""
        self._settings.sync()

    # -- animation speed -------------------------------------------------------------------

    @property
    def animation_speed(self) -> float:
        """How fast the table animates: one of ``ANIMATION_SPEEDS`` (1.0 normal, 0 off)."""
        value = self._settings.value("table/animation_speed", DEFAULT_ANIMATION_SPEED)
        try:
            speed = float(value)  # type: ignore[arg-type]
        except (TypeError, ValueError):
            return DEFAULT_ANIMATION_SPEED
        if not math.isfinite(speed) or speed not in ANIMATION_SPEEDS:
            return DEFAULT_ANIMATION_SPEED
        return speed

    @animation_speed.setter
    def animation_speed(self, speed: float) -> None:
        if speed not in ANIMATION_SPEEDS:
            raise ValueError(f"animation speed {speed} is not one of {ANIMATION_SPEEDS}")
        self._settings.setValue("table/animation_speed", speed)

    # -- AI difficulty -----------------------------------------------------------------------

    @property
    def ai_difficulty(self) -> str:
        """The computer player's bot name (``policy.factory.BOT_NAMES``)."""
        value = self._settings.value("game/ai_difficulty", self.bots.default)
        return value if isinstance(value, str) and value in self.bots.names else self.bots.default

    @ai_difficulty.setter
    def ai_difficulty(self, name: str) -> None:
        if name not in self.bots.names:
            choices = ", ".join(self.bots.names)
            raise ValueError(f"unknown difficulty {name!r}: choose from {choices}")
        self._settings.setValue("game/ai_difficulty", name)

    # -- last decks --------------------------------------------------------------------------

    @property
    def last_decks(self) -> tuple[str, str] | None:
        """The decks of the last new game (ids or file paths) for seats A and B, or None."""
        first = self._settings.value("game/last_deck_a")
        second = self._settings.value("game/last_deck_b")
        if isinstance(first, str) and isinstance(second, str) and first and second:
            return (first, second)
        return None

    @last_decks.setter
    def last_decks(self, decks: tuple[str, str]) -> None:
        self._settings.setValue("game/last_deck_a", decks[0])
        self._settings.setValue("game/last_deck_b", decks[1])

    # -- the deck builder's playtest ---------------------------------------------------------

    @property
    def playtest_opponent(self) -> str | None:
        """The deck id the last playtest was played against, or None."""
        value = self._settings.value("playtest/opponent")
        return value if isinstance(value, str) and value else None

    @playtest_opponent.setter
    def playtest_opponent(self, deck_id: str) -> None:
        self._settings.setValue("playtest/opponent", deck_id)

    @property
    def playtest_difficulty(self) -> str:
        """The computer's bot name in a playtest (the game's difficulty until one is chosen)."""
        value = self._settings.value("playtest/difficulty")
        return value if isinstance(value, str) and value in self.bots.names else self.ai_difficulty

    @playtest_difficulty.setter
    def playtest_difficulty(self, name: str) -> None:
        if name not in self.bots.names:
            choices = ", ".join(self.bots.names)
            raise ValueError(f"unknown difficulty {name!r}: choose from {choices}")
        self._settings.setValue("playtest/difficulty", name)

    @property
    def playtest_seat(self) -> str:
        """The seat the deck builder plays in a playtest: "A" (first player) or "B"."""
        value = self._settings.value("playtest/seat", "A")
        return value if value in ("A", "B") else "A"

    @playtest_seat.setter
    def playtest_seat(self, seat: str) -> None:
        if seat not in ("A", "B"):
            raise ValueError(f"a seat is A or B, not {seat!r}")
        self._settings.setValue("playtest/seat", seat)

    # -- window geometry ---------------------------------------------------------------------

    def save_geometry(self, window: QWidget) -> None:
        """Remember the window's size and place (call when it closes)."""
        self._settings.setValue("window/geometry", window.saveGeometry())

    def restore_geometry(self, window: QWidget) -> bool:
        """Put the window back where it was; False when nothing (valid) was saved."""
        value = self._settings.value("window/geometry")
        if not isinstance(value, QByteArray | bytes) or not value:
            return False
        return window.restoreGeometry(QByteArray(value))

    # -- hints -------------------------------------------------------------------------------

    def _flag(self, key: str) -> bool:
        """A switch that is on unless the settings say otherwise."""
        value = self._settings.value(key, True)
        if isinstance(value, bool):
            return value
        if isinstance(value, str):  # ini files give text back
            return value.strip().lower() not in ("false", "0", "no", "off")
        return True

    @property
    def hints_enabled(self) -> bool:
        """Whether the table coaches the player: the how-to line and the Hint button."""
        return self._flag("table/hints")

    @hints_enabled.setter
    def hints_enabled(self, enabled: bool) -> None:
        self._settings.setValue("table/hints", enabled)

    @property
    def coaching_aids(self) -> bool:
        """Whether the Hint gives the player's win chance and the replay its graph (on unless
        switched off: a settings file from before the switch has no key and keeps them)."""
        return self._flag("table/coaching_aids")

    @coaching_aids.setter
    def coaching_aids(self, enabled: bool) -> None:
        self._settings.setValue("table/coaching_aids", enabled)

    @property
    def explain_moves(self) -> bool:
        """Whether the game log says why the computer made each move."""
        return self._flag("table/explain_moves")

    @explain_moves.setter
    def explain_moves(self, enabled: bool) -> None:
        self._settings.setValue("table/explain_moves", enabled)

    # -- the computer's pace -------------------------------------------------------------------

    @property
    def computer_pace_ms(self) -> int | None:
        """The pause before each computer move, one of ``COMPUTER_PACES``; None when never
        chosen (or unreadable): the table keeps its own default."""
        value = self._settings.value("table/computer_pace_ms")
        try:
            ms = int(value)
        except (TypeError, ValueError):
            return None
        return ms if ms in (pace for _label, pace in COMPUTER_PACES) else None

    @computer_pace_ms.setter
    def computer_pace_ms(self, ms: int) -> None:
        if ms not in (pace for _label, pace in COMPUTER_PACES):
            raise ValueError(f"computer pace {ms} ms is not one of {COMPUTER_PACES}")
        self._settings.setValue("table/computer_pace_ms", ms)

    # -- the Break rule's default ------------------------------------------------------------

    @property
    def break_rule(self) -> bool:
        """Whether New Game offers the optional Break rule (Thrust Process 2.3) ticked."""
        return self._flag("game/break_rule")

    @break_rule.setter
    def break_rule(self, enabled: bool) -> None:
        self._settings.setValue("game/break_rule", enabled)

    # -- sizes and highlights ------------------------------------------------------------------

    def _scale(self, key: str) -> float:
        value = self._settings.value(key, 1.0)
        try:
            scale = float(value)  # type: ignore[arg-type]
        except (TypeError, ValueError):
            return 1.0
        low, high = SCALE_RANGE
        return scale if math.isfinite(scale) and low <= scale <= high else 1.0

    def _set_scale(self, key: str, scale: float) -> None:
        low, high = SCALE_RANGE
        if not low <= scale <= high:
            raise ValueError(f"a size of {scale:.0%} is outside {low:.0%} to {high:.0%}")
        self._settings.setValue(key, scale)

    @property
    def card_scale(self) -> float:
        """The size of the cards one reads (the hand), 0.8 to 2.0 of the size that fits."""
        return self._scale("table/card_scale")

    @card_scale.setter
    def card_scale(self, scale: float) -> None:
        self._set_scale("table/card_scale", scale)

    @property
    def text_scale(self) -> float:
        """The size of the table's text (prompt, buttons, log, captions), 0.8 to 2.0."""
        return self._scale("table/text_scale")

    @text_scale.setter
    def text_scale(self, scale: float) -> None:
        self._set_scale("table/text_scale", scale)

    @property
    def highlight_style(self) -> HighlightStyle:
        """How playable cards and legal places are marked."""
        value = self._settings.value("table/highlight_style", HighlightStyle.STANDARD.value)
        try:
            return HighlightStyle(value)
        except ValueError:
            return HighlightStyle.STANDARD

    @highlight_style.setter
    def highlight_style(self, style: HighlightStyle) -> None:
        self._settings.setValue("table/highlight_style", style.value)

    @property
    def language(self) -> str:
        """The language the app speaks (a code of ``i18n.catalogs.LANGUAGES``): the one chosen
        in the settings, else the system's language (``i18n.language.resolve``)."""
        value = self._settings.value("app/language")
        return resolve(value if isinstance(value, str) else None)

    @language.setter
    def language(self, code: str) -> None:
        self._settings.setValue("app/language", code)
