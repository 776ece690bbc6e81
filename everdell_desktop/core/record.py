"""Game records: config + seed + actions. A record is at once a save file and a replay."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from . import registry
from .actions import Action, IllegalAction
from .engine import GameDefinition, GameState

SCHEMA_VERSION = 1


class ReplayError(Exception):
    """A record that cannot be replayed; the message says which action and why."""


class GameRecord(BaseModel):
    """Everything needed to reproduce a game exactly.

    ``meta`` holds what a load dialog shows (seat names and kinds, dates); the rules never read
    it. ``final_hash`` is the state hash after the last action, written when the record is saved.
    """

    model_config = ConfigDict(extra="forbid")

    schema_version: int = SCHEMA_VERSION
    game: str
    config: dict[str, Any]
    seed: int
    actions: list[str] = Field(default_factory=list)
    final_hash: str | None = None
    meta: dict[str, Any] = Field(default_factory=dict)

    def definition(self) -> GameDefinition:
        try:
            return registry.get(self.game)
        except KeyError as error:
            raise ReplayError(str(error.args[0])) from None

    def with_action(self, action: Action) -> GameRecord:
        return self.model_copy(update={"actions": [*self.actions, action.encode()]})


def new_record(game: GameDefinition, config: Any, seed: int, **meta: Any) -> GameRecord:
    return GameRecord(game=game.name, config=config.model_dump(), seed=seed, meta=meta)


def replay(record: GameRecord, upto: int | None = None) -> GameState:
    """Rebuild the state by re-applying the record's actions (the first ``upto`` of them)."""
    game = record.definition()
    try:
        config = game.make_config(**record.config)
    except ValueError as error:
        raise ReplayError(f"the saved game options are invalid: {error}") from None
    state = game.new_game(config, record.seed)
    actions = record.actions if upto is None else record.actions[:upto]
    for index, text in enumerate(actions):
        try:
            game.apply(state, game.parse_action(text))
        except (IllegalAction, ValueError) as error:
            shown = text if len(text) <= 80 else f"{text[:80]}…"  # a hostile text may be huge
            raise ReplayError(f"action {index + 1} ({shown}) cannot be replayed: {error}") from None
    return state


def verify(record: GameRecord) -> dict[str, Any]:
    """Replay a record and compare with its stored final hash.

    Returns ``{"valid", "actions", "state_hash", "error"}``; never raises for a bad record.
    """
    try:
        state = replay(record)
    except ReplayError as error:
        return {
            "valid": False,
            "actions": len(record.actions),
            "state_hash": None,
            "error": str(error),
        }
    digest = record.definition().state_hash(state)
    if record.final_hash is not None and record.final_hash != digest:
        return {
            "valid": False,
            "actions": len(record.actions),
            "state_hash": digest,
            "error": "the replayed game does not match the saved final state",
        }
    return {"valid": True, "actions": len(record.actions), "state_hash": digest, "error": None}
