"""Storage: what survives a power cut: the game journals, the state lock, the decks library, the setup record, the played cards, the history and its export, the remembered names and volume."""
