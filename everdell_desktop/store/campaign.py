"""Campaign progress, generic over campaigns: profile -> campaign id -> chapter id -> result.

The games define their campaigns (which chapters, in which order, what unlocks what); this module
only remembers what happened, so a campaign's rules live in ``games/`` and nowhere else.
``CampaignProgress.data`` is free-form JSON for a campaign that carries something between
chapters.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from .model_file import ModelFile
from .paths import StorePaths

DEFAULT_PROFILE = "default"
COUNTED_KEY = "counted_games"  # in CampaignProgress.data: ids of the games already recorded
COUNTED_KEPT = 200


class ChapterProgress(BaseModel):
    model_config = ConfigDict(extra="allow")  # a newer version's fields are kept on save

    won: bool = False
    best_score: int | None = None
    attempts: int = Field(default=0, ge=0)
    last_played: str | None = None


class CampaignProgress(BaseModel):
    model_config = ConfigDict(extra="allow")  # a newer version's fields are kept on save

    chapters: dict[str, ChapterProgress] = Field(default_factory=dict)
    data: dict[str, Any] = Field(default_factory=dict)

    def chapter(self, chapter_id: str) -> ChapterProgress:
        return self.chapters.get(chapter_id, ChapterProgress())

    def won_chapters(self) -> list[str]:
        return [cid for cid, chapter in self.chapters.items() if chapter.won]


def counted_games(progress: CampaignProgress) -> list[str]:
    """The ids of the games already recorded for a campaign. ``data`` is free-form JSON, so a
    damaged or hand-edited file may hold anything there: only a list of strings counts."""
    counted = progress.data.get(COUNTED_KEY)
    if not isinstance(counted, list):
        return []
    return [game_id for game_id in counted if isinstance(game_id, str)]


class CampaignBook(BaseModel):
    """Everything in ``campaign.json``."""

    model_config = ConfigDict(extra="allow")  # a newer version's fields are kept on save

    schema_version: int = 1
    profiles: dict[str, dict[str, CampaignProgress]] = Field(default_factory=dict)

    def progress(self, campaign_id: str, profile: str = DEFAULT_PROFILE) -> CampaignProgress:
        return self.profiles.get(profile, {}).get(campaign_id, CampaignProgress())


class CampaignStore(ModelFile[CampaignBook]):
    """``load()`` never fails (a damaged file is reported in ``.problem`` and set aside)."""

    def __init__(self, paths: StorePaths | None = None) -> None:
        paths = paths or StorePaths.default()
        super().__init__(paths.campaign, CampaignBook, "a campaign progress file")

    def progress(self, campaign_id: str, profile: str = DEFAULT_PROFILE) -> CampaignProgress:
        return self.load().progress(campaign_id, profile)

    def record_attempt(
        self,
        campaign_id: str,
        chapter_id: str,
        *,
        won: bool,
        score: int | None,
        profile: str = DEFAULT_PROFILE,
        game_id: str | None = None,
    ) -> ChapterProgress | None:
        """Count one played chapter; a win stays won and the best score only goes up.

        With a ``game_id`` the game is counted once: None (and nothing written) when it was
        counted before. Reading, checking and writing happen under the file's cross-process
        lock, so two app instances ending games at the same time both count theirs.
        """
        result: list[ChapterProgress] = []

        def count(book: CampaignBook) -> bool:
            campaign = book.profiles.setdefault(profile, {}).setdefault(
                campaign_id, CampaignProgress()
            )
            counted = counted_games(campaign)
            if game_id and game_id in counted:
                return False
            chapter = campaign.chapters.setdefault(chapter_id, ChapterProgress())
            chapter.attempts += 1
            chapter.won = chapter.won or won
            if score is not None and (chapter.best_score is None or score > chapter.best_score):
                chapter.best_score = score
            chapter.last_played = datetime.now(UTC).isoformat(timespec="seconds")
            if game_id:
                campaign.data[COUNTED_KEY] = [*counted, game_id][-COUNTED_KEPT:]
            result.append(chapter)
            return True

        self.update(count)
        return result[0] if result else None

    def set_data(
        self, campaign_id: str, data: dict[str, Any], profile: str = DEFAULT_PROFILE
    ) -> None:
        """Replace a campaign's free-form carried-over data."""

        def replace(book: CampaignBook) -> bool:
            book.profiles.setdefault(profile, {}).setdefault(
                campaign_id, CampaignProgress()
            ).data = dict(data)
            return True

        self.update(replace)

    def reset(self, campaign_id: str, profile: str = DEFAULT_PROFILE) -> None:
        """Start a campaign over for a profile."""
        self.update(lambda book: book.profiles.get(profile, {}).pop(campaign_id, None) is not None)
