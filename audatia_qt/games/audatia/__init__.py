"""Audatia: Guy Windsor's game of medieval longsword fencing (seed 000)."""
