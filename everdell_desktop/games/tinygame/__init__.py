"""Pebble Path: a tiny game that exercises the kernel (hidden cards, a prompt, a die, a solo bot).

It exists for the plumbing tests and as the smallest example of a rule set; it is not offered
to players (``listed=False``).
"""

from everdell_desktop.core.plugin import GamePlugin, LazyRef
from everdell_desktop.core.registry import register

from .rules import EVENT_KINDS, PebblePath

PLUGIN = register(
    GamePlugin(
        PebblePath(),
        heuristic=LazyRef(f"{__name__}.heuristic", "HEURISTIC"),
        event_kinds=EVENT_KINDS,
        listed=False,
        order=900,
    )
)
GAME = PLUGIN.definition
