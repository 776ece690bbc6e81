"""Challenge mode's 10 achievements (our own reconstruction: the box's list is not public).

The achievements are data (``data/achievements.json``), each a title, a difficulty (easy,
normal, hard, very hard; never easier than the one before), the goal in words and its
``requires`` (see :mod:`.requirements`). Like a campaign chapter, an achievement is earned by a
Challenge game the team wins (outscoring the Skunk) while every requirement holds.
``store.AchievementStore`` keeps when each was first earned and its best score.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from pathlib import Path
from typing import Any, Literal

from pydantic import Field

from everdell_desktop.core import ScoreBreakdown
from everdell_desktop.core.datafiles import DataError, StrictModel, load_model

from .data import DATA_DIR
from .requirements import Requirement, team_counts, won_with
from .wording import W

CHALLENGE_MODE = "challenge"
FILE = "achievements.json"
ACHIEVEMENT_COUNT = 10
DIFFICULTIES = ("easy", "normal", "hard", "very_hard")


class Achievement(StrictModel):
    id: str = Field(pattern=r"^ach_[a-z_]+$")
    title: str
    difficulty: Literal["easy", "normal", "hard", "very_hard"]
    goal: str = Field(min_length=10)
    requires: list[Requirement] = Field(min_length=1)

    def worded_title(self) -> str:
        """The title in the player's language (words file kind ``achievement_title``)."""
        return W.name("achievement_title", self.id, self.title)

    def worded_goal(self) -> str:
        """The goal in the player's language (words file kind ``achievement_goal``)."""
        return W.name("achievement_goal", self.id, self.goal)


class AchievementsFile(StrictModel):
    achievements: list[Achievement] = Field(
        min_length=ACHIEVEMENT_COUNT, max_length=ACHIEVEMENT_COUNT
    )


def load(folder: Path | None = None) -> AchievementsFile:
    """Read the achievements; a broken file raises DataError naming the file and the field."""
    path = Path(folder or DATA_DIR) / FILE
    book = load_model(path, AchievementsFile)
    check_book(path, book.achievements)
    return book


def check_book(where: object, listed: list[Achievement]) -> None:
    """Ids are unique, difficulties never drop, and every difficulty is used."""
    ids = [achievement.id for achievement in listed]
    if len(set(ids)) != len(ids):
        raise DataError(f"{where}: achievement ids must be unique")
    grades = [DIFFICULTIES.index(achievement.difficulty) for achievement in listed]
    if grades != sorted(grades) or set(grades) != set(range(len(DIFFICULTIES))):
        raise DataError(f"{where}: field 'difficulty' must go from easy to very_hard in order")


@cache
def _book() -> AchievementsFile:
    return load()


def achievements() -> tuple[Achievement, ...]:
    return tuple(_book().achievements)


def achieved(scores: list[ScoreBreakdown]) -> list[str]:
    """The ids of the achievements a finished Challenge game earned, in the file's order."""
    counts = team_counts(scores)
    return [found.id for found in achievements() if won_with(found.requires, counts)]


def earned_in(config: Mapping[str, Any], scores: list[ScoreBreakdown]) -> list[str] | None:
    """What a finished game earned (``GamePlugin.achievements``): None unless it was a
    Challenge game, whose achievements a cooperative or competitive game cannot earn."""
    if config.get("mode") != CHALLENGE_MODE:
        return None
    return achieved(scores)
