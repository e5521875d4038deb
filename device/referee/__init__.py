"""Referee: the one loop that owns the game: asks the engine, gets each answer (a press, a die, a card, the timer), saves it, then speaks it."""
