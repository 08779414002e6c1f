"""Ready...Fence!'s deck builder (Decks > Ready...Fence! Deck Builder): open, edit, check, save,
print, play and measure a Ready...Fence! deck. Its game-free parts are the shell's
(shell/deck_builder)."""
