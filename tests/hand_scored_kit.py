"""Replays a pinned golden game for the hand-scored tests (``tests/*/test_*_hand_scored.py``).

Each of those tests scores one golden's final position by hand against the rulebook and asserts
the figures as literals: the goldens pin that a game still plays the same, these pin that the
score it ends with is the rulebook's.
"""

from __future__ import annotations

import json
from pathlib import Path

from everdell_desktop.core import GameRecord, GameState, ScoreBreakdown, registry, replay

GOLDENS = Path(__file__).parent / "goldens"


def final_position(name: str) -> GameState:
    """The finished game of golden ``name``, replayed through the legality gate."""
    golden = json.loads((GOLDENS / f"{name}.json").read_text(encoding="utf-8"))
    record = GameRecord.model_validate(golden["record"])
    state = replay(record)
    assert state.to_move() is None, f"{name} does not replay to a finished game"
    return state


def scores(game_name: str, state: GameState) -> list[ScoreBreakdown]:
    """Each seat's score, as the engine's scoring gives it."""
    return registry.get(game_name).scores(state)
