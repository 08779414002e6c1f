"""Computer opponents that decide over a PlayerView only: random, heuristic, ISMCTS."""

from audatia_qt.ai.bot import Bot, RandomBot

__all__ = ["Bot", "RandomBot"]
