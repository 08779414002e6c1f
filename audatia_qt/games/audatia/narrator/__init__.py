"""What Audatia says of its moves and positions: the moves in words, the log's commentary,
the prompts, the plies of a history told to a reader."""
