"""Statistics of finished games: played, won and best scores per game and mode.

"Won" and "best score" are about the people at the computer: the human seats of
``meta["seats"]`` (see ``saves.seat_kind``), or every player seat when a record names no seats.
A game is counted once, however often the GUI reports it, by its ``meta["game_id"]``. A game
in which the coach suggested moves (``meta["coach"]["hints"]``) is counted apart, under its
mode with ASSISTED_SUFFIX, so assisted wins and scores never mix with unassisted ones.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from everdell_desktop.core import GameRecord, GameState

from .model_file import ModelFile
from .paths import StorePaths
from .saves import game_id_of, seat_kind

BEST_SCORES_KEPT = 10
COUNTED_IDS_KEPT = 2000
COACH_META = "coach"  # record.meta key: {"enabled": bool, "hints": int} (session.coach)
ASSISTED_SUFFIX = "+coach"


class BestScore(BaseModel):
    model_config = ConfigDict(extra="allow")  # a newer version's fields are kept on save

    score: int
    name: str
    date: str


class ModeStats(BaseModel):
    model_config = ConfigDict(extra="allow")  # a newer version's fields are kept on save

    played: int = Field(default=0, ge=0)
    won: int = Field(default=0, ge=0)
    best_scores: list[BestScore] = Field(default_factory=list)
    """Highest first, at most BEST_SCORES_KEPT."""

    @property
    def best(self) -> int | None:
        return self.best_scores[0].score if self.best_scores else None


class Statistics(BaseModel):
    model_config = ConfigDict(extra="allow")  # a newer version's fields are kept on save

    schema_version: int = 1
    games: dict[str, dict[str, ModeStats]] = Field(default_factory=dict)
    """game name -> mode (see :func:`mode_of`) -> figures."""
    counted: list[str] = Field(default_factory=list)
    """Ids of games already counted, oldest first (bounded)."""

    def stats(self, game: str, mode: str) -> ModeStats:
        return self.games.get(game, {}).get(mode, ModeStats())


FIRST_WAY = "competitive"  # a game's way to play when it offers several (config "mode")


def mode_of(config: dict[str, Any], assisted: bool = False) -> str:
    """ "solo:<bot>:<difficulty>" for a solo game, "way:<way>:<difficulty>" for a game played
    another way than its first (Duo's cooperative and Challenge games: a team's scores are not
    a competitive player's), else "<n>p" (e.g. "3p"); with ASSISTED_SUFFIX for a game the coach
    helped in."""
    way = config.get("mode")
    if config.get("solo"):
        mode = f"solo:{config['solo']}:{config.get('difficulty')}"
    elif way not in (None, FIRST_WAY):
        mode = f"way:{way}:{config.get('difficulty')}"
    else:
        mode = f"{config.get('players')}p"
    return mode + ASSISTED_SUFFIX if assisted else mode


def assisted(record: GameRecord) -> bool:
    """Whether the coach suggested at least one move in the game."""
    entry = record.meta.get(COACH_META)
    hints = entry.get("hints") if isinstance(entry, dict) else None
    return isinstance(hints, int) and hints > 0


def human_seats(record: GameRecord) -> list[int]:
    seats = record.meta.get("seats")
    if isinstance(seats, list) and seats:
        return [i for i, seat in enumerate(seats) if seat_kind(seat) == "human"]
    players = record.config.get("players")
    return list(range(players)) if isinstance(players, int) else []


class StatisticsStore(ModelFile[Statistics]):
    """``load()`` never fails (see ModelFile); :meth:`record_game` updates and saves."""

    def __init__(self, paths: StorePaths | None = None) -> None:
        paths = paths or StorePaths.default()
        super().__init__(paths.statistics, Statistics, "a statistics file")

    def record_game(self, record: GameRecord, state: GameState) -> bool:
        """Count a finished game; False (and nothing written) if it was already counted.

        The file is re-read and written under the cross-process lock, so two app instances
        finishing games at the same time both count theirs."""
        if state.to_move() is not None:
            raise ValueError("only a finished game can be counted in the statistics")
        game_id = game_id_of(record)
        game = record.definition()
        totals = {b.seat: b.total for b in game.scores(state)}
        humans = human_seats(record)
        won = any(seat in humans for seat in game.winners(state))
        today = datetime.now(UTC).date().isoformat()
        names = _seat_names(record)
        bests = [
            BestScore(score=totals[seat], name=names.get(seat, f"Player {seat + 1}"), date=today)
            for seat in humans
            if seat in totals
        ]

        def count(statistics: Statistics) -> bool:
            if game_id in statistics.counted:
                return False
            entry = statistics.games.setdefault(record.game, {}).setdefault(
                mode_of(record.config, assisted(record)), ModeStats()
            )
            entry.played += 1
            entry.won += won
            entry.best_scores.extend(bests)
            entry.best_scores.sort(key=lambda best: best.score, reverse=True)
            del entry.best_scores[BEST_SCORES_KEPT:]
            statistics.counted = [*statistics.counted, game_id][-COUNTED_IDS_KEPT:]
            return True

        return self.update(count)


def _seat_names(record: GameRecord) -> dict[int, str]:
    seats = record.meta.get("seats")
    if not isinstance(seats, list):
        return {}
    return {
        i: str(seat.get("name"))
        for i, seat in enumerate(seats)
        if isinstance(seat, dict) and seat.get("name")
    }
