"""Ready...Fence!'s computer fencers: rules of thumb (``heuristic``) that judge positions, the
search policy that gives them to the engine's search, its levels and the bots by name."""
