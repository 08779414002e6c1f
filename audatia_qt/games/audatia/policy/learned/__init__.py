"""A learned evaluation of Audatia positions (issue 31, part 1): features of a player's own view
(``features``), a small value network over them (``model``), trained by TD(lambda) self-play
(``train``). The one place numpy is allowed: the rules and the engine stay pure Python."""
