"""Everdell (base game): 2-4 players, or solo against Rugwort (Years One to Three)."""

from everdell_desktop.core.plugin import GamePlugin, LazyRef
from everdell_desktop.core.registry import register

from . import campaign, wording
from .rules import EVENT_KINDS, SPIRECREST, Everdell

PLUGIN = register(
    GamePlugin(
        Everdell(),
        ui=LazyRef("everdell_desktop.ui.everdell", "GAME_UI"),
        heuristic=LazyRef(f"{__name__}.heuristic", "HEURISTIC"),
        campaigns=lambda: (campaign.campaign(),),
        event_kinds=EVENT_KINDS,
        words=wording.WORDS,
        languages=("en", "ko"),
        order=20,
        expansions=SPIRECREST,
    )
)
GAME = PLUGIN.definition
