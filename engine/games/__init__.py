"""One package per game: its rules, its setup, its decks and what it tells the catalog."""
