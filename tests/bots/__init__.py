"""Test-only computer players: frozen baselines that later changes to the app's bots are
measured against (``audatia arena --a ismcts:hard --b frozen:hard-2026-11-28 --sprt``). The
app never imports them; the arena loads one only when a run names it."""
