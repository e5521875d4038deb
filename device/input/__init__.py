"""Input: how a press becomes a command: gpiozero buttons, the keyboard, the GPIO backend, the gesture table and the one prompt driver."""
