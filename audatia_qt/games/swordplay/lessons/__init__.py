"""Learn Swordplay: Arena: short lessons played on the arena board, as data (pure Python over
the rules, the policy and the engine's session; the course window is
``audatia_qt.games.swordplay.screens.lessons``)."""
