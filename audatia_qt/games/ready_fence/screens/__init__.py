"""Ready...Fence!'s windows beside the board: New Game, the rules reference, replays, lessons."""
