"""Swordplay's windows outside the table: the rules reference."""
