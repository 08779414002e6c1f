"""Computer opponents that decide over a PlayerView only: random, heuristic, ISMCTS."""
