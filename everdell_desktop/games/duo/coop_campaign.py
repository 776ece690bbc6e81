"""The cooperative campaign: the Hare and the Tortoise against the Skunk, in 15 chapters.

Our own reconstruction (the box's campaign book is not public), written as data
(``data/coop_campaign.json``). Each chapter changes the setup (the Skunk's level, the Pocket
Watches, the Good News per season, the Sharing tile's limit, each character's starting
resources) and lists its ``requires`` (see :mod:`.requirements`). The rulebook: "If playing
cooperatively, check the requirements of the chapter you are playing to see if you have won";
our reading (docs/rulings.md): a chapter is won when every requirement holds *and* the team
outscores the Skunk (a margin of 0 is a loss). Chapters grow harder in order: their ``stars``
and the Skunk's level never go down. Progress is kept by ``store.CampaignStore`` under
:data:`CAMPAIGN_ID`, next to the Skunk race's own campaign (``campaign.py``).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from functools import cache
from itertools import pairwise
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import Field

from everdell_desktop.core import ScoreBreakdown
from everdell_desktop.core.campaign import Campaign, ChapterSequence, check_book
from everdell_desktop.core.datafiles import DataError, StrictModel, load_model

from . import challenge
from .config import DuoConfig
from .data import DATA_DIR
from .requirements import Progress, Requirement, progress, team_counts, won_with

CAMPAIGN_ID = "duo.coop_chapters"
FILE = "coop_campaign.json"
CHAPTER_COUNT = 15
LEVELS = ("easy", "normal", "hard")
Stock = Annotated[int, Field(ge=0)]


class Setup(StrictModel):
    """A chapter's changes to the cooperative game, as the Duo game's config fields."""

    difficulty: Literal["easy", "normal", "hard"]  # the Skunk's level
    pocket_watches: int = Field(ge=0, le=2)
    good_news: int | None = Field(ge=0, le=6)  # Good News a season; None: the level's own
    sharing_limit: int | None = Field(ge=0, le=8)  # shares a season; None: the tile's usual
    start_resources: tuple[Stock, Stock, Stock, Stock]  # twig, resin, pebble, berry, each


class CoopChapter(StrictModel):
    id: str = Field(pattern=r"^coop_[a-z_]+$")
    title: str
    stars: int = Field(ge=1, le=5)
    story: str = Field(min_length=40)
    goal: str = Field(min_length=10)
    setup: Setup
    requires: list[Requirement]

    @property
    def difficulty(self) -> str:
        return self.setup.difficulty


class CoopCampaignFile(StrictModel):
    campaign: str
    title: str
    about: str = ""
    chapters: list[CoopChapter] = Field(min_length=CHAPTER_COUNT, max_length=CHAPTER_COUNT)


def load(folder: Path | None = None) -> CoopCampaignFile:
    """Read the chapters; a broken file raises DataError naming the file and the field."""
    path = Path(folder or DATA_DIR) / FILE
    book = load_model(path, CoopCampaignFile)
    check_book(path, book.campaign, CAMPAIGN_ID, book.chapters)
    check_graded(path, book.chapters)
    return book


def check_graded(where: object, chapters: Sequence[CoopChapter]) -> None:
    """Neither a chapter's stars nor the Skunk's level may drop from one chapter to the next."""
    for before, after in pairwise(chapters):
        if after.stars < before.stars:
            raise DataError(f"{where}: chapter {after.id!r}: field 'stars' drops")
        if LEVELS.index(after.difficulty) < LEVELS.index(before.difficulty):
            raise DataError(f"{where}: chapter {after.id!r}: field 'difficulty' drops")


@cache
def _book() -> CoopCampaignFile:
    return load()


SEQUENCE: ChapterSequence[CoopChapter] = ChapterSequence(lambda: _book().chapters)
chapters = SEQUENCE.chapters
chapter = SEQUENCE.chapter


def coop_config(**fields: Any) -> DuoConfig:
    """The one place a cooperative game's options are built (two character seats)."""
    return DuoConfig(players=2, **fields)


def config_for(chapter_id: str, won: Iterable[str] = ()) -> DuoConfig:
    """The game options of a chapter; a locked chapter raises ValueError."""
    spec = SEQUENCE.playable(chapter_id, won)
    return coop_config(mode="coop", chapter=spec.id, **spec.setup.model_dump())


def chapter_won(chapter_id: str, scores: list[ScoreBreakdown]) -> bool:
    """Every requirement holds and the team outscored the Skunk (margin above 0)."""
    return won_with(chapter(chapter_id).requires, team_counts(scores))


def live_progress(chapter_id: str, counts: Mapping[str, int]) -> list[Progress]:
    """The chapter's requirements against the team's counts so far, for the table."""
    return progress(chapter(chapter_id).requires, counts)


def data_counts() -> dict[str, int]:
    """The cooperative data's counts for ``cards --validate`` (``chapters``, ``achievements``);
    a broken file raises DataError naming the file and the field."""
    return {"chapters": len(load().chapters), "achievements": len(challenge.load().achievements)}


def campaign() -> Campaign:
    """The campaign as the app offers it (``GamePlugin.campaigns``)."""
    return Campaign(CAMPAIGN_ID, _book().title, "duo", SEQUENCE, config_for, chapter_won)
