"""Achievements as the window sees them: after a game ends, record what it earned.

Which achievements a finished game earned is its game's rule (``GamePlugin.achievements``, e.g.
Duo's Challenge mode); what was earned before is the store's memory
(``store.AchievementStore``). This module joins them for the end screen. No Qt here.
"""

from __future__ import annotations

from dataclasses import dataclass

from everdell_desktop.core import GameRecord, ScoreBreakdown, registry
from everdell_desktop.store.achievements import AchievementStore
from everdell_desktop.store.saves import game_id_of


@dataclass(frozen=True, slots=True)
class AchievementOutcome:
    """What a finished game earned: every achievement it met, and which of them were earned
    for the first time (``new`` is empty for a game already counted)."""

    earned: tuple[str, ...]
    new: tuple[str, ...]


def record_achievements(
    record: GameRecord, scores: list[ScoreBreakdown], store: AchievementStore
) -> AchievementOutcome | None:
    """Record a finished game's achievements once (by game id) with its first seat's score;
    None for a game of a kind that earns none (no achievements, or not their mode)."""
    judge = registry.plugin(record.game).achievements
    earned = judge(record.config, scores) if judge is not None else None
    if earned is None:
        return None
    new = store.record(record.game, earned, scores[0].total, game_id=game_id_of(record))
    return AchievementOutcome(tuple(earned), tuple(new))
