"""What a cooperative chapter or a Challenge achievement asks of the team (our own design).

A requirement names one of the team's final counts and a bound, ``{"count": "events",
"at_least": 4}`` or ``{"count": "green", "at_most": 0}``. The counts are those of the team's
score breakdown in a cooperative or Challenge game (``details["counts"]`` of seat 0; seat 1
carries the same team): :data:`.coop.COOP_COUNTS` is the one list of names the data may use.
The checks read nothing else, so the live progress on the table and the verdict at the end
agree.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Literal

from pydantic import model_validator

from everdell_desktop.core import ScoreBreakdown
from everdell_desktop.core.datafiles import StrictModel

from .coop import COOP_COUNTS
from .wording import W

CountKey = Literal[COOP_COUNTS]
COUNT_NAMES = {
    "green": "Green cards",
    "tan": "Tan cards",
    "red": "Red cards",
    "blue": "Blue cards",
    "purple": "Purple cards",
    "critter": "Critters",
    "construction": "Constructions",
    "city": "Cards in the city",
    "events": "Events",
    "special_events": "Special Events",
    "journey": "Journey won",
    "points": "Team points",
    "skunk_points": "Skunk's points",
    "margin": "Lead over the Skunk",
    "good_news_used": "Good News used",
    "pocket_watches_used": "Pocket Watches used",
    "shares_used": "Shares used",
}
"""The English name of each count, for the table (Korean: the words file, kind ``count``)."""
CEILINGS = {"journey": 1, "pocket_watches_used": 2}
"""Counts that cannot go higher: the Journey is 1 when the team won it, the box has 2 Pocket
Watches. A requirement asking for more could never be met."""


class Requirement(StrictModel):
    """One bound on one count: exactly one of ``at_least`` and ``at_most``."""

    count: CountKey
    at_least: int | None = None
    at_most: int | None = None

    @model_validator(mode="after")
    def _one_bound(self) -> Requirement:
        if (self.at_least is None) == (self.at_most is None):
            raise ValueError("give exactly one of 'at_least' and 'at_most'")
        ceiling = CEILINGS.get(self.count)
        if ceiling is not None and self.at_least is not None and self.at_least > ceiling:
            raise ValueError(
                f"'at_least' {self.at_least} can never be met: {self.count} is at most {ceiling}"
            )
        return self

    @property
    def ceiling(self) -> bool:
        """Whether this is an ``at_most`` bound."""
        return self.at_most is not None

    @property
    def target(self) -> int:
        return self.at_most if self.at_most is not None else self.at_least

    def holds(self, counts: Mapping[str, int]) -> bool:
        value = counts.get(self.count, 0)
        return value <= self.target if self.ceiling else value >= self.target


@dataclass(frozen=True, slots=True)
class Progress:
    """How far the team is with one requirement, for the table."""

    count: str
    value: int
    target: int
    at_most: bool
    met: bool

    @property
    def text(self) -> str:
        """The line for the table in the player's language: "Events 2 / 4", "Green cards 1 /
        at most 0"."""
        name = W.name("count", self.count, COUNT_NAMES[self.count])
        if self.at_most:
            return W.text(
                "{what} {value} / at most {target}", what=name, value=self.value, target=self.target
            )
        return W.text("{what} {value} / {target}", what=name, value=self.value, target=self.target)


def team_counts(scores: Sequence[ScoreBreakdown]) -> Mapping[str, int]:
    """The team's counts: the first character seat's (both seats carry the team's)."""
    return scores[0].details.get("counts", {}) if scores else {}


def won_with(requirements: Iterable[Requirement], counts: Mapping[str, int]) -> bool:
    """A chapter or an achievement is won when the team outscored the Skunk (a margin above
    0: a tie is his) and every requirement holds."""
    return counts.get("margin", 0) > 0 and all(req.holds(counts) for req in requirements)


def progress(requirements: Iterable[Requirement], counts: Mapping[str, int]) -> list[Progress]:
    """Each requirement's live progress from the counts so far (an unknown count is 0)."""
    return [
        Progress(
            requirement.count,
            counts.get(requirement.count, 0),
            requirement.target,
            requirement.ceiling,
            requirement.holds(counts),
        )
        for requirement in requirements
    ]
