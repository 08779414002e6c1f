"""Ready...Fence!'s strip board: the bout drawn from the seat at the board's view, played by
dragging cards and the fencer (Qt widgets; the rules decide everything)."""
