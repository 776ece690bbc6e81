"""Duo's game options: the way to play and a cooperative game's setup (``rules.EverdellDuo``'s
``config_model``; the campaigns build their chapters' options with it too)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from everdell_desktop.core import ConfigChoice, GameConfig
from everdell_desktop.core.words import N_


class DuoConfig(GameConfig):
    """Duo's options: the way to play and a cooperative game's setup (a campaign chapter sets
    these; ``difficulty`` is the Skunk's level cooperatively, "normal" when not given)."""

    mode: Literal["competitive", "coop", "challenge"] = "competitive"
    chapter: str | None = None  # the campaign chapter played: recorded for its end's check
    pocket_watches: int = Field(2, ge=0, le=2)
    good_news: int | None = Field(None, ge=0, le=6)  # a season; None: the level's
    sharing_limit: int | None = Field(None, ge=0, le=8)  # a season; None: coop.json's
    start_resources: tuple[int, int, int, int] = (0, 0, 0, 0)  # twig, resin, pebble, berry each


MODE = ConfigChoice(
    "mode",
    N_("Way to play"),
    (
        ("competitive", N_("Competitive, or the Skunk race alone")),
        ("coop", N_("Cooperative")),
        ("challenge", N_("Challenge")),
    ),
)


def skunk_level(config: GameConfig) -> str:
    """The Skunk's level: the chosen difficulty, "normal" when a cooperative game names none."""
    return config.difficulty or "normal"
