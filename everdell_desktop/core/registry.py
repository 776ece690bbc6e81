"""The registry of rule sets. Games register themselves when their package is imported."""

from __future__ import annotations

import importlib

from .engine import GameDefinition

_GAMES: dict[str, GameDefinition] = {}
# Packages that register a game on import; loaded on first use so startup stays fast.
_BUILTIN_PACKAGES = (
    "everdell_desktop.games.tinygame",
    "everdell_desktop.games.emerland",
    "everdell_desktop.games.everdell",
)


def register(definition: GameDefinition) -> GameDefinition:
    _GAMES[definition.name] = definition
    return definition


def _load_builtins() -> None:
    for package in _BUILTIN_PACKAGES:
        try:
            importlib.import_module(package)
        except ModuleNotFoundError as error:
            if error.name != package:
                raise


def get(name: str) -> GameDefinition:
    """The game called ``name``; KeyError with the known names when there is none."""
    _load_builtins()
    try:
        return _GAMES[name]
    except KeyError:
        raise KeyError(f"unknown game {name!r} (known: {', '.join(sorted(_GAMES))})") from None


def names() -> list[str]:
    _load_builtins()
    return sorted(_GAMES)
