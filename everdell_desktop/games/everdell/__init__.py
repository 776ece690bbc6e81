"""Everdell (base game): 2-4 players, or solo against Rugwort (Years One to Three)."""

from everdell_desktop.core.registry import register

from .rules import Everdell

GAME = register(Everdell())
