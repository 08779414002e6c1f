"""The card pieces every game draws alike (Pillow, as a game's render/): the bundled fonts
(``fonts``) and print-and-play sheets of 63 x 88 mm cards (``printing``). Each game's
``render/`` keeps its own faces and backs, and what it prints (its print run)."""
