"""Everdell Duo: the two-player game, solo against the Skunk (the Skunk race, our own solo
design) with a six-chapter solo campaign, or the Hare and the Tortoise together against him
(the cooperative game, ``coop.py``).

``rules.py`` holds the turn and the timer, ``seasons.py`` the Season tiles, ``places.py`` the
worker spaces, ``play.py`` playing cards, ``effects.py`` the ability vocabulary, ``skunk.py`` the
solo opponent and ``data/`` the reconstructed components (docs/duo_components.md). The
cooperative side's campaign is ``coop_campaign.py`` and Challenge mode's achievements
``challenge.py``, both checking ``requirements.py``.
"""

from everdell_desktop.core.plugin import GamePlugin, LazyRef
from everdell_desktop.core.registry import register

from . import campaign, challenge, coop_campaign, wording
from .rules import EVENT_KINDS, EverdellDuo

PLUGIN = register(
    GamePlugin(
        EverdellDuo(),
        ui=LazyRef("everdell_desktop.ui.duo", "GAME_UI"),
        heuristic=LazyRef(f"{__name__}.heuristic", "HEURISTIC"),
        event_kinds=EVENT_KINDS,
        campaigns=lambda: (campaign.campaign(), coop_campaign.campaign()),
        achievements=challenge.earned_in,
        order=30,
        words=wording.WORDS,
        languages=("en", "ko"),
    )
)
GAME = PLUGIN.definition
