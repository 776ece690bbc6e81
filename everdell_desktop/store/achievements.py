"""Achievements earned across sessions, generic over games: game -> achievement id -> record.

The games define their achievements and decide which a finished game earned (Duo:
``games.duo.challenge``); this module only remembers, per achievement, the date it was first
earned (kept for good) and the best score it was earned with (only ever raised). A game is
counted once by its id, however often the window reports it.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import UTC, datetime

from pydantic import BaseModel, ConfigDict, Field

from .model_file import ModelFile
from .paths import StorePaths

COUNTED_IDS_KEPT = 2000


class EarnedAchievement(BaseModel):
    model_config = ConfigDict(extra="allow")  # a newer version's fields are kept on save

    first_achieved: str
    """The date (ISO, UTC) it was first earned."""
    best_score: int
    times: int = Field(default=1, ge=1)


class AchievementBook(BaseModel):
    """Everything in ``achievements.json``."""

    model_config = ConfigDict(extra="allow")  # a newer version's fields are kept on save

    schema_version: int = 1
    games: dict[str, dict[str, EarnedAchievement]] = Field(default_factory=dict)
    counted: list[str] = Field(default_factory=list)
    """Ids of games already counted, oldest first (bounded)."""

    def earned(self, game: str) -> dict[str, EarnedAchievement]:
        return self.games.get(game, {})


class AchievementStore(ModelFile[AchievementBook]):
    """``load()`` never fails (a damaged file is reported in ``.problem`` and set aside)."""

    def __init__(self, paths: StorePaths | None = None) -> None:
        paths = paths or StorePaths.default()
        super().__init__(paths.achievements, AchievementBook, "an achievements file")

    def record(
        self, game: str, earned: Iterable[str], score: int, game_id: str | None = None
    ) -> list[str]:
        """Record the achievements a finished game earned with ``score``; the ids earned for
        the first time. A game counted before (by ``game_id``) changes nothing and gives [].
        Reading, checking and writing happen under the file's cross-process lock."""
        earned = list(dict.fromkeys(earned))
        new: list[str] = []
        today = datetime.now(UTC).date().isoformat()

        def count(book: AchievementBook) -> bool:
            if game_id and game_id in book.counted:
                return False
            kept = book.games.setdefault(game, {})
            for achievement in earned:
                if achievement in kept:
                    kept[achievement].times += 1
                    kept[achievement].best_score = max(kept[achievement].best_score, score)
                else:
                    kept[achievement] = EarnedAchievement(first_achieved=today, best_score=score)
                    new.append(achievement)
            if game_id:
                book.counted = [*book.counted, game_id][-COUNTED_IDS_KEPT:]
            return bool(earned) or bool(game_id)

        self.update(count)
        return new
