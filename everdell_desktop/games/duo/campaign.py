"""The solo campaign against the Skunk: six chapters, each a level and a goal (our own design).

The chapters are data (``data/campaign.json``): the Skunk's level, a story, the goal in words and
``needs``, the counts the player's final city must reach (names from the score breakdown's
``details["counts"]``: colours, critter, construction, city, events, journey). A chapter is won
by beating the Skunk outright (a tie is his) and meeting every need. Progress is kept by
``store.CampaignStore`` under :data:`CAMPAIGN_ID`; the app lists the campaign through the
descriptor (``GamePlugin.campaigns``).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Literal

from pydantic import Field

from everdell_desktop.core import GameConfig, ScoreBreakdown
from everdell_desktop.core.campaign import Campaign, CampaignBook, ChapterSequence
from everdell_desktop.core.datafiles import StrictModel

from .config import DuoConfig
from .data import DATA_DIR

CAMPAIGN_ID = "duo.skunk_chapters"
FILE = "campaign.json"
BOT = "skunk"
Need = Literal[
    "green", "tan", "red", "blue", "purple", "critter", "construction", "city", "events", "journey"
]


class Chapter(StrictModel):
    id: str = Field(pattern=r"^[a-z_]+$")
    title: str
    difficulty: Literal["easy", "normal", "hard"]
    story: str = Field(min_length=40)
    goal: str = Field(min_length=10)
    needs: dict[Need, int] = Field(default_factory=dict)


class CampaignFile(StrictModel):
    campaign: str
    title: str
    about: str = ""
    chapters: list[Chapter] = Field(min_length=5)


BOOK = CampaignBook(DATA_DIR, FILE, CampaignFile, CAMPAIGN_ID)
load = BOOK.load
SEQUENCE: ChapterSequence[Chapter] = BOOK.sequence
chapters = SEQUENCE.chapters
chapter = SEQUENCE.chapter


def config_for(chapter_id: str, won: Iterable[str] = ()) -> GameConfig:
    """The game options of a chapter (a Skunk race); a locked chapter raises ValueError."""
    spec = SEQUENCE.playable(chapter_id, won)
    return DuoConfig(players=1, solo=BOT, difficulty=spec.difficulty)


def chapter_won(chapter_id: str, scores: list[ScoreBreakdown]) -> bool:
    """The player (first entry) must outscore the Skunk (last entry) and meet every need."""
    player, rival = scores[0], scores[-1]
    if player.rank_key() <= rival.rank_key():
        return False
    counts = player.details.get("counts", {})
    return all(counts.get(what, 0) >= need for what, need in chapter(chapter_id).needs.items())


def campaign() -> Campaign:
    """The campaign as the app offers it (``GamePlugin.campaigns``)."""
    return Campaign(CAMPAIGN_ID, BOOK.book().title, "duo", SEQUENCE, config_for, chapter_won)
