"""The rules of the games Table Referee runs.

Everything here is pure and deterministic: chance and time arrive as inputs,
and every effect leaves as an output. Nothing in this package imports device
code, reads a clock, draws a random number or touches a file, so a game can be
replayed exactly from its settings and the inputs it received.
"""
