"""Bots by name, as the arena, the New Game dialog and the tests ask for them."""

from __future__ import annotations

import sys
from collections.abc import Callable
from dataclasses import replace
from functools import cache
from pathlib import Path
from typing import TypeAlias

from audatia_qt.engine.messages import Message, Sentence, translate
from audatia_qt.engine.resources import assets_dir
from audatia_qt.engine.search.bot import Bot, RandomBot
from audatia_qt.games.audatia.policy.heuristic import HeuristicBot
from audatia_qt.games.audatia.policy.learned.model import ValueModel, ValueModelError
from audatia_qt.games.audatia.policy.levels import LEVELS
from audatia_qt.games.audatia.policy.search_policy import VALUE_SUFFIX, search_bot
from audatia_qt.games.audatia.rules import Action, PlayerView

#: A computer player of Audatia: it decides over a ``PlayerView``.
AudatiaBot: TypeAlias = Bot[PlayerView, Action]

#: Every bot name ``make_bot`` accepts, weakest first.
BOT_NAMES: tuple[str, ...] = ("random", "heuristic", *(f"ismcts:{level}" for level in LEVELS))

#: What a player is told each computer player is: one scale, the ranks of a fencing school,
#: weakest first as ``BOT_NAMES`` (issue 27: "Novice, Club fencer, Easy, Normal, Hard" mixed
#: two kinds of name). The rules of thumb and the Free Scholar's slipping search are about
#: even (47% [38%, 57%] over 100 games, README "The computer's strength"). The New Game
#: dialog, the gauntlet, the command line's help and the README all say these.
BOT_TITLES: dict[str, Sentence] = {
    "random": translate("Bots", "Novice"),
    "heuristic": translate("Bots", "Scholar"),
    "ismcts:easy": translate("Bots", "Free Scholar"),
    "ismcts:normal": translate("Bots", "Provost"),
    "ismcts:hard": translate("Bots", "Master"),
    # Issue 31's top level, the search on every core for longer. Hard has been the Master
    # since issue 27, and a player who beat the Master should not find the name now means a
    # stronger opponent; so the new rank sits above it, as a grand master above a master, and
    # its command-line name says the same word ("ismcts:master" would read as Hard's title).
    "ismcts:grandmaster": translate("Bots", "Grand Master"),
}

#: The computer a new game is played against until the player chooses another.
DEFAULT_BOT = "heuristic"


def bot_title(name: str) -> Message:
    """The computer player ``name`` by its rank ("Provost"); an unknown name as it is."""
    sentence = BOT_TITLES.get(name)
    return _AS_IT_IS.say(name=name) if sentence is None else sentence.say()


def bot_list(default: str | None = None) -> Message:
    """Every computer player, weakest first, by its command-line name and rank, ``default``
    marked: "random (Novice), heuristic (Scholar, the default), ..."."""
    said: Message | None = None
    for name in BOT_NAMES:
        one = (_DEFAULT_ONE if name == default else _ONE).say(name=name, title=bot_title(name))
        said = one if said is None else _LIST.say(first=said, then=one)
    assert said is not None
    return said


_AS_IT_IS = translate("Bots", "{name}")
_ONE = translate("Bots", "{name} ({title})")
_DEFAULT_ONE = translate("Bots", "{name} ({title}, the default)")
_LIST = translate("Bots", "{first}, {then}")


#: Bots the factory and the arena accept that no player is offered: the searches whose cut-off
#: playouts the learned evaluation judges (issue 31), until an SPRT says one earns a level.
TRIAL_BOT_NAMES: tuple[str, ...] = tuple(f"ismcts:{level}{VALUE_SUFFIX}" for level in LEVELS)


def bundled_value_path() -> Path:
    """The bundled weights of the learned evaluation (``learned.train`` made them)."""
    return assets_dir() / "ai" / "audatia_value.npz"


class ValueWeights:
    """The learned evaluation's weights, loaded once on first use; when they cannot be, the
    searches fall back to the heuristic's evaluation and ``problem`` says why, told once."""

    def __init__(self, path: Path, tell: Callable[[str], None]) -> None:
        self.path = path
        self._tell = tell
        self._loaded = False
        self._model: ValueModel | None = None
        self.problem: str | None = None

    def model(self) -> ValueModel | None:
        if not self._loaded:
            self._loaded = True
            try:
                self._model = ValueModel.load(self.path)
            except ValueModelError as error:
                self.problem = str(error)
                self._tell(_NO_VALUE.say(problem=self.problem).english())
        return self._model


_NO_VALUE = translate(
    "Bots", "The learned evaluation is not available ({problem}): the search uses the heuristic's."
)


def _tell_stderr(line: str) -> None:
    print(line, file=sys.stderr)


@cache
def bundled_weights() -> ValueWeights:
    """The bundled weights, one holder per process: the arena makes its bots anew for every
    game, and the weights are read, or their absence told, once."""
    return ValueWeights(bundled_value_path(), _tell_stderr)


class BotFactory:
    """Makes bots by name, the learned evaluation's weights read at most once."""

    def __init__(self, weights: ValueWeights) -> None:
        self.weights = weights

    def __call__(self, name: str) -> AudatiaBot:
        """A new bot for ``name``: ``random``, ``heuristic``, ``ismcts:<level>`` (``LEVELS``), or
        one of ``TRIAL_BOT_NAMES``. Raises ``ValueError`` naming the accepted names for
        anything else."""
        if name == "random":
            return RandomBot()
        if name == "heuristic":
            return HeuristicBot()
        kind, _, level = name.partition(":")
        level, plus, learned = level.partition("+")
        if kind == "ismcts" and level in LEVELS:
            if not plus:
                return search_bot(level)
            if plus + learned == VALUE_SUFFIX:
                model = self.weights.model()
                if model is None:  # told once why: the heuristic judges, the name stays
                    bot = search_bot(level)
                    bot.level = replace(bot.level, name=level + VALUE_SUFFIX)
                    return bot
                return search_bot(level, value=model)
        raise ValueError(
            f"unknown bot {name!r}: choose from {', '.join((*BOT_NAMES, *TRIAL_BOT_NAMES))}"
        )


def make_bot(name: str) -> AudatiaBot:
    """A new bot for ``name`` (``BotFactory``'s names), the learned ones with the bundled
    weights. Raises ``ValueError`` naming the accepted names for anything else."""
    return BotFactory(bundled_weights())(name)
