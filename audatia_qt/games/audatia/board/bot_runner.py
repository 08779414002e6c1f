"""Audatia's computer players on the shell's runner (``shell.bot_runner``): its bots by name, the
words for why one chose its move, and the Hint button's search.

The runner itself (the worker thread, the generations, the answers) is the shell's; the table's
controller asks it by the names given here and reads its answers (``BotAnswer``) from the
shell.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject

from audatia_qt.engine.messages import Message
from audatia_qt.engine.search.bot import Bot, RandomBot
from audatia_qt.engine.search.ismcts import ISMCTSBot
from audatia_qt.games.audatia.policy.explain import Explanation, decision_note, explain_choice
from audatia_qt.games.audatia.policy.factory import AudatiaBot, bundled_weights, make_bot
from audatia_qt.games.audatia.policy.learned.odds import view_odds
from audatia_qt.games.audatia.rules import Action, PlayerView, Seat
from audatia_qt.shell import bot_runner as shell_runner

#: Makes the bot for a seat. Adding a bot is one line in ``policy.factory``.
BotFactory = Callable[[Seat], AudatiaBot]


def default_bot_factory(name: str | None = None) -> BotFactory:
    """Bots by name (``policy.factory``); the random player when no name is given."""

    def make(_seat: Seat) -> AudatiaBot:
        if name is None:
            return RandomBot()
        return make_bot(name)

    return make


def why_chosen(
    bot: Bot[PlayerView, Action], view: PlayerView, action: Action, private: bool
) -> Message | None:
    """Why the computer chose ``action``, explained from the search it just made (no second
    one): the search's figures only when ``private`` (``decision_note``)."""
    result = bot.last_result if isinstance(bot, ISMCTSBot) else None
    return decision_note(view, action, result, private=private)


def win_chance(view: PlayerView) -> float | None:
    """The learned evaluation's odds that ``view``'s viewer wins, from that view alone (the
    model reads nothing else, ``learned.odds``); None when its weights cannot be read
    (``bundled_weights`` tells why once) or it cannot judge the position (a Sudden Death row):
    the Hint goes on without the figure."""
    model = bundled_weights().model()
    return None if model is None else view_odds(model, view)


def hint_search(view: PlayerView, legal: Sequence[Action], rng: random.Random) -> Explanation:
    """The Hint button's search (``explain_choice``'s default: Hard's, capped at a second), for
    the person's own view, with the learned evaluation's odds for them from that same view
    (worked out here, on the worker, with the search)."""
    explanation = explain_choice(view, legal, rng=rng)
    return dataclasses.replace(explanation, win_chance=win_chance(view))


class BotRunner(shell_runner.BotRunner):
    """The shell's runner with Audatia's reasons and Hint search."""

    def __init__(
        self, factory: BotFactory, *, threaded: bool = True, parent: QObject | None = None
    ) -> None:
        super().__init__(
            factory, note=why_chosen, hint=hint_search, threaded=threaded, parent=parent
        )
