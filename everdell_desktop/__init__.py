"""Everdell Desktop: play the Everdell family of board games offline on one computer."""

__version__ = "0.1.0"
APP_NAME = "everdell-desktop"
