"""The computer players that work for any game: the bot contract and the search."""
