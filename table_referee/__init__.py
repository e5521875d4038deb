"""Table Referee: `python -m table_referee` runs the `referee` command.

The code lives in `engine` (the rules) and `device` (the world); this package
only gives the distribution's own name to the command, as packagers expect.
"""
