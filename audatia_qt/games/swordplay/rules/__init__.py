"""The rules of Swordplay: Arena (seed 004), pure: no Qt, Pillow or pydantic. Every function
cites the rulebook section it implements; what the rulebook leaves open is decided in
docs/swordplay/rulings.md."""
