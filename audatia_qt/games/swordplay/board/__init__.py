"""Swordplay's arena board (Qt): the arena drawn from one seat's view, the game it follows
through the match owner, its faces and words."""
