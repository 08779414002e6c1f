"""Swordplay: Arena's save files (``.swordplay``), read and written by ``codec.SwordplaySaves``."""
