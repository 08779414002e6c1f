"""Computer opponents that decide over a PlayerView only: random, heuristic, ISMCTS.

``make_bot(name)`` is the factory the table and the arena use: ``random``, ``heuristic``,
``ismcts:easy``, ``ismcts:normal``, ``ismcts:hard``.
"""

from audatia_qt.ai.bot import Bot, RandomBot
from audatia_qt.ai.explain import Explanation, explain_choice
from audatia_qt.ai.factory import BOT_NAMES, make_bot
from audatia_qt.ai.heuristic import HeuristicBot
from audatia_qt.ai.ismcts import LEVELS, ISMCTSBot

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
