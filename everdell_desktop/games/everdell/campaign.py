"""The solo campaign against Rugwort: Years One, Two and Three, played in order.

The chapters are data (``data/campaign.json``). This module holds the campaign's rules only:
which chapter is open, how a chapter's game is configured, and whether a finished game won it.
Progress is remembered by ``store.campaign.CampaignStore`` under :data:`CAMPAIGN_ID`; callers
pass the ids of the chapters already won (``CampaignProgress.won_chapters()``).
"""

from __future__ import annotations

from collections.abc import Iterable

from everdell_desktop.core import GameConfig, ScoreBreakdown

from .data import ChapterSpec, game_data

CAMPAIGN_ID = "everdell.rugwort_years"
BOT = "rugwort"


def chapters() -> tuple[ChapterSpec, ...]:
    return game_data().chapters


def chapter(chapter_id: str) -> ChapterSpec:
    for spec in chapters():
        if spec.id == chapter_id:
            return spec
    known = ", ".join(spec.id for spec in chapters())
    raise KeyError(f"no campaign chapter {chapter_id!r} (known: {known})")


def unlocked(won: Iterable[str]) -> list[str]:
    """Chapters that may be played: every won one plus the first not yet won."""
    done = set(won)
    open_ids = []
    for spec in chapters():
        open_ids.append(spec.id)
        if spec.id not in done:
            break
    return open_ids


def next_chapter(won: Iterable[str]) -> ChapterSpec | None:
    """The first chapter not yet won, or None once the campaign is complete."""
    done = set(won)
    for spec in chapters():
        if spec.id not in done:
            return spec
    return None


def config_for(chapter_id: str, won: Iterable[str] = ()) -> GameConfig:
    """The game options of a chapter; a locked chapter raises ValueError."""
    spec = chapter(chapter_id)
    if spec.id not in unlocked(won):
        raise ValueError(f"{spec.title} opens once the year before it is won")
    return GameConfig(players=1, solo=BOT, difficulty=spec.difficulty)


def chapter_won(scores: list[ScoreBreakdown]) -> bool:
    """The player (first entry) must beat Rugwort (last entry); a tie is his (rulings.md)."""
    player, rugwort = scores[0], scores[-1]
    return player.total > rugwort.total
