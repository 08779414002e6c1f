"""Ready...Fence!'s save files."""
