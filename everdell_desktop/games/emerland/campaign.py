"""The solo campaign against Professor Koto: seven chapters of rising difficulty.

The chapters are data (``data/koto_campaign.json``): each names Koto's difficulty, whether the
Trick deck is in play, an optional restricted start (``twist``, see ``koto.TWISTS``), the score
margin to beat him by, a short story and the goal. This module holds the campaign's rules only;
progress is remembered by ``store.campaign.CampaignStore`` under :data:`CAMPAIGN_ID` (games may
not import the store, so callers pass what it returned). A GUI flow::

    store = CampaignStore()
    progress = store.progress(campaign.CAMPAIGN_ID, profile)   # store.problem: tell the player
    unlocked = campaign.unlocked(progress.won_chapters())      # the chapters that may be played
    config = campaign.config_for(chapter_id, progress.won_chapters())
    ...                                                        # play the game to its end
    result = campaign.result_of(chapter_id, game.scores(state))
    store.record_attempt(campaign.CAMPAIGN_ID, chapter_id, won=result.won,
                         score=result.score, profile=profile)

A won chapter stays open and may be replayed; the next one opens when a chapter is won.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Literal

from pydantic import Field

from everdell_desktop.core import ScoreBreakdown
from everdell_desktop.core.campaign import Campaign, CampaignBook, ChapterSequence
from everdell_desktop.core.datafiles import StrictModel

from .data import DATA_DIR
from .koto import BOT, EmerlandConfig

CAMPAIGN_ID = "emerland.koto_expedition"
FILE = "koto_campaign.json"


class Chapter(StrictModel):
    id: str
    title: str
    difficulty: Literal["normal", "hard"]
    tricks: bool = False
    twist: Literal["no_emerald", "three_cards"] | None = None
    margin: int = Field(0, ge=0)  # points the player must finish ahead of Koto, beyond a win
    story: str = Field(min_length=40)
    goal: str = Field(min_length=10)


class CampaignFile(StrictModel):
    campaign: str
    title: str
    chapters: list[Chapter] = Field(min_length=6)


BOOK = CampaignBook(DATA_DIR, FILE, CampaignFile, CAMPAIGN_ID)
load = BOOK.load
SEQUENCE: ChapterSequence[Chapter] = BOOK.sequence
chapters = SEQUENCE.chapters
chapter = SEQUENCE.chapter
unlocked = SEQUENCE.unlocked
next_chapter = SEQUENCE.next_chapter


def config_for(chapter_id: str, won: Iterable[str] = ()) -> EmerlandConfig:
    """The game options of a chapter; a locked chapter raises ValueError."""
    spec = SEQUENCE.playable(chapter_id, won)
    return EmerlandConfig(
        players=1, solo=BOT, difficulty=spec.difficulty, tricks=spec.tricks, twist=spec.twist
    )


@dataclass(frozen=True, slots=True)
class ChapterResult:
    won: bool
    score: int  # the player's total, what the store keeps as the best score
    koto_score: int
    lead: int  # the player's total minus Koto's


def campaign() -> Campaign:
    """The campaign as the app offers it (``GamePlugin.campaigns``)."""
    return Campaign(
        CAMPAIGN_ID,
        BOOK.book().title,
        "emerland",
        SEQUENCE,
        config_for,
        lambda chapter_id, scores: result_of(chapter_id, scores).won,
    )


def result_of(chapter_id: str, scores: list[ScoreBreakdown]) -> ChapterResult:
    """Whether a finished game wins the chapter: the player must win the game outright (the
    rulebook's tie-breakers decide equal totals; a shared victory is not a win) and, where
    the chapter asks for it, lead Koto by at least its margin."""
    spec = chapter(chapter_id)
    player, koto = scores[0], scores[-1]
    lead = player.total - koto.total
    won = player.rank_key() > koto.rank_key() and lead >= spec.margin
    return ChapterResult(won, player.total, koto.total, lead)
