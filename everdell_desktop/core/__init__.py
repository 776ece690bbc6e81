"""Game-agnostic kernel: the engine contract, randomness, records and replay. No Qt here."""

from .actions import Action, Event, IllegalAction, Prompt
from .engine import (
    ConfigChoice,
    DataReport,
    GameConfig,
    GameDefinition,
    GameState,
    ScoreBreakdown,
    ScoredItems,
    winners_of,
)
from .record import SCHEMA_VERSION, GameRecord, Move, ReplayError, new_record, replay, verify
from .registry import get, names, register
from .rng import Rng

__all__ = [
    "SCHEMA_VERSION",
    "Action",
    "ConfigChoice",
    "DataReport",
    "Event",
    "GameConfig",
    "GameDefinition",
    "GameRecord",
    "GameState",
    "IllegalAction",
    "Move",
    "Prompt",
    "ReplayError",
    "Rng",
    "ScoreBreakdown",
    "ScoredItems",
    "get",
    "names",
    "new_record",
    "register",
    "replay",
    "verify",
    "winners_of",
]
