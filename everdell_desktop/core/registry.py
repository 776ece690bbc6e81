"""The registry of games. Every subpackage of ``everdell_desktop.games`` is a game that
registers its :class:`~.plugin.GamePlugin` when imported; they are found and imported on first
use, so no list of games exists anywhere. A game asked for by name is imported alone when its
package bears that name, so opening one game's table does not import every other game (the
first frame's budget); anything that lists the games imports them all."""

from __future__ import annotations

import importlib
import importlib.util
import pkgutil

from .engine import GameDefinition
from .plugin import GamePlugin

GAMES_PACKAGE = "everdell_desktop.games"
_PLUGINS: dict[str, GamePlugin] = {}
_discovered = False


def register(plugin: GamePlugin) -> GamePlugin:
    """Add a game (called once by its package's ``__init__``); a second game of one name is
    a mistake, not an override."""
    known = _PLUGINS.get(plugin.name)
    if known is not None and known is not plugin:
        raise ValueError(f"a game named {plugin.name!r} is already registered")
    _PLUGINS[plugin.name] = plugin
    return plugin


def _discover() -> None:
    """Import every game package once (each registers itself)."""
    global _discovered
    if _discovered:
        return
    _discovered = True
    package = importlib.import_module(GAMES_PACKAGE)
    for module in pkgutil.iter_modules(package.__path__, f"{GAMES_PACKAGE}."):
        if module.ispkg:
            importlib.import_module(module.name)


def _import_package_named(name: str) -> None:
    """Import the game package called ``name``, if there is one (it registers itself)."""
    if not name.isidentifier():
        return
    module_name = f"{GAMES_PACKAGE}.{name}"
    if importlib.util.find_spec(module_name) is not None:
        importlib.import_module(module_name)


def find(name: str) -> GamePlugin | None:
    """The descriptor of the game called ``name``, or None when no game has that name."""
    if name not in _PLUGINS:
        _import_package_named(name)
    if name not in _PLUGINS:
        _discover()
    return _PLUGINS.get(name)


def plugin(name: str) -> GamePlugin:
    """The descriptor of the game called ``name``; KeyError naming the known games."""
    found = find(name)
    if found is None:
        raise KeyError(f"unknown game {name!r} (known: {', '.join(names())})")
    return found


def get(name: str) -> GameDefinition:
    """The rules of the game called ``name``; KeyError naming the known games."""
    return plugin(name).definition


def names() -> list[str]:
    _discover()
    return sorted(_PLUGINS)


def plugins() -> list[GamePlugin]:
    """Every game, in the order game lists show them."""
    _discover()
    return sorted(_PLUGINS.values(), key=lambda found: (found.order, found.name))


def listed() -> list[GamePlugin]:
    """The games a player may choose in the window (developers' test games left out)."""
    return [found for found in plugins() if found.listed]
