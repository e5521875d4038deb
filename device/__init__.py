"""The device layer: everything that touches the world (buttons, voice, sound, clock, files)."""
