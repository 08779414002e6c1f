"""The rules of Audatia as a pure library: card definitions, states, actions, legality."""
