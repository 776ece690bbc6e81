"""The solo campaign against Rugwort: Years One, Two and Three, played in order.

The chapters are data (``data/campaign.json``). This module holds the campaign's rules only:
which chapter is open, how a chapter's game is configured, and whether a finished game won it.
Progress is remembered by ``store.campaign.CampaignStore`` under :data:`CAMPAIGN_ID`; callers
pass the ids of the chapters already won (``CampaignProgress.won_chapters()``).
"""

from __future__ import annotations

from collections.abc import Iterable

from everdell_desktop.core import ScoreBreakdown
from everdell_desktop.core.campaign import Campaign, ChapterSequence

from .data import ChapterSpec, game_data
from .rules import EverdellConfig

CAMPAIGN_ID = "everdell.rugwort_years"
BOT = "rugwort"
SEQUENCE: ChapterSequence[ChapterSpec] = ChapterSequence(lambda: game_data().chapters, "year")
chapters = SEQUENCE.chapters
chapter = SEQUENCE.chapter
unlocked = SEQUENCE.unlocked
next_chapter = SEQUENCE.next_chapter


def config_for(chapter_id: str, won: Iterable[str] = ()) -> EverdellConfig:
    """The game options of a chapter; a locked chapter raises ValueError."""
    spec = SEQUENCE.playable(chapter_id, won)
    return EverdellConfig(players=1, solo=BOT, difficulty=spec.difficulty)


def chapter_won(scores: list[ScoreBreakdown]) -> bool:
    """The player (first entry) must beat Rugwort (last entry); a tie is his (rulings.md)."""
    player, rugwort = scores[0], scores[-1]
    return player.total > rugwort.total


def campaign() -> Campaign:
    """The campaign as the app offers it (``GamePlugin.campaigns``)."""
    return Campaign(
        CAMPAIGN_ID,
        "Rugwort's Three Years",
        "everdell",
        SEQUENCE,
        config_for,
        lambda _chapter_id, scores: chapter_won(scores),
    )
