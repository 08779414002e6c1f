"""Computer opponents that decide over a PlayerView only: random, heuristic, ISMCTS.

``make_bot(name)`` is the factory the table and the arena use: ``random``, ``heuristic``,
``ismcts:easy``, ``ismcts:normal``, ``ismcts:hard``.
"""

from audatia_qt.engine.search.bot import Bot, RandomBot
from audatia_qt.engine.search.ismcts import LEVELS, ISMCTSBot
from audatia_qt.games.audatia.policy.explain import Explanation, explain_choice
from audatia_qt.games.audatia.policy.factory import BOT_NAMES, make_bot
from audatia_qt.games.audatia.policy.heuristic import HeuristicBot

__all__ = [
    "BOT_NAMES",
    "LEVELS",
    "Bot",
    "Explanation",
    "HeuristicBot",
    "ISMCTSBot",
    "RandomBot",
    "explain_choice",
    "make_bot",
]
