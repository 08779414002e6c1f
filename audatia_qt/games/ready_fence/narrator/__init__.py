"""Every word Ready...Fence! says of its bouts: the fencers' and cards' names, the log, the
moves in words, why a move is made, and the session's narrator."""
