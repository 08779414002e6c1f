"""Swordplay: Arena's computer heroes: rules of thumb (``heuristic``) that rank moves and judge
positions, the Arena search policy that gives them to the engine's search, its levels and the
bots by name."""
