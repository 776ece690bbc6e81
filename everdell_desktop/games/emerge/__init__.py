"""Emerge, the island-building dice game (2-4 players, or solo against the Rival).

See ``state.py`` for the state, ``rules.py`` for the actions, ``rounds.py`` for the round and
its turns, ``discoveries.py``, ``dice.py``, ``tokens.py``, ``islands.py`` and ``goals.py`` for
the rule systems, ``rival.py`` for the solo mode and ``data/`` for the components (what the
rulebook does not print is our own design: docs/emerge_components.md).
"""

from everdell_desktop.core.plugin import GamePlugin, LazyRef
from everdell_desktop.core.registry import register

from . import wording
from .rules import EVENT_KINDS, Emerge

PLUGIN = register(
    GamePlugin(
        Emerge(),
        ui=LazyRef("everdell_desktop.ui.emerge", "GAME_UI"),
        heuristic=LazyRef(f"{__name__}.heuristic", "HEURISTIC"),
        event_kinds=EVENT_KINDS,
        order=40,
        words=wording.WORDS,
        languages=("en", "ko"),
    )
)
GAME = PLUGIN.definition
