"""Ready...Fence!'s course of lessons (issue 30): lesson files read, checked and run, pure."""
