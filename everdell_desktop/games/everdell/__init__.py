"""Everdell (base game): 2-4 players, or solo against Rugwort (Years One to Three)."""

from everdell_desktop.core.plugin import GamePlugin
from everdell_desktop.core.registry import register

from . import campaign, wording
from .rules import EVENT_KINDS, Everdell

PLUGIN = register(
    GamePlugin(
        Everdell(),
        ui="everdell_desktop.ui.everdell",
        heuristic=f"{__name__}.heuristic",
        campaigns=lambda: (campaign.campaign(),),
        event_kinds=EVENT_KINDS,
        words=wording.WORDS,
        languages=("en", "ko"),
        order=20,
    )
)
GAME = PLUGIN.definition
