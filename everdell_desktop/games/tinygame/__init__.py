"""Pebble Path: a tiny game that exercises the kernel (hidden cards, a prompt, a die, a solo bot).

It exists for the plumbing tests and as the smallest example of a rule set.
"""

from everdell_desktop.core.registry import register

from .rules import PebblePath

GAME = register(PebblePath())
