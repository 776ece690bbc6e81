"""Everdell: Emerland (2-4 players), with the project's reconstruction of its components.

See ``state.py`` for the state structure, ``rules.py`` for actions, ``effects.py`` for the card
effect vocabulary and ``data/`` for the components.
"""

from everdell_desktop.core.plugin import GamePlugin, LazyRef
from everdell_desktop.core.registry import register

from . import campaign, text
from .rules import EVENT_KINDS, Emerland

PLUGIN = register(
    GamePlugin(
        Emerland(),
        ui=LazyRef("everdell_desktop.ui.emerland", "GAME_UI"),
        heuristic=LazyRef(f"{__name__}.heuristic", "HEURISTIC"),
        campaigns=lambda: (campaign.campaign(),),
        event_kinds=EVENT_KINDS,
        words=text.WORDS,
        languages=("en", "ko"),
        order=10,
    )
)
GAME = PLUGIN.definition
