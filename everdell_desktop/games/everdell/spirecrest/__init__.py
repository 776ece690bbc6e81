"""Everdell: Spirecrest, an option of the base game (``EverdellConfig.expansion``).

Its components are data (``data/*.json``, loaded by :mod:`.data`); its rules are hooks into the
base game's registries (Weather into paying, gaining and placing; Discovery cards, Big
Critters, the Explore step after each Prepare for Season, the Expedition after passing),
registered when :mod:`.rules` is imported. Its state lives in :mod:`.state`, on
``EverdellState.spire`` (None in a base game, where none of this runs).
"""
