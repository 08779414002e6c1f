"""The games of the app, each one folder behind the Game protocol."""
