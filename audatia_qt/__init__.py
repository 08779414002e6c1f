"""Audatia Qt: a desktop implementation of the Audatia longsword fencing card game."""

__version__ = "0.1.0"
