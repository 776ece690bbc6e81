"""Everdell: Emerland (2-4 players), with the project's reconstruction of its components.

See ``state.py`` for the state structure, ``rules.py`` for actions, ``effects.py`` for the card
effect vocabulary and ``data/`` for the components.
"""

from everdell_desktop.core.registry import register

from .rules import Emerland

GAME = register(Emerland())
