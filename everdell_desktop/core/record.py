"""Game records: config + seed + actions. A record is at once a save file and a replay."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from . import registry
from .actions import Action, Event, IllegalAction
from .engine import GameDefinition, GameState, require_legal

SCHEMA_VERSION = 2  # 2: open prompts hash in the kernel's shape (store.migrations)


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


def new_record(game: GameDefinition, config: Any, seed: int, **meta: Any) -> GameRecord:
    return GameRecord(game=game.name, config=config.model_dump(), seed=seed, meta=meta)


@dataclass(frozen=True, slots=True)
class Move:
    """One applied action as the log and the table tell it: who (``seat``), what (``action``
    and its ``label``, worded before it was applied), the kind of the prompt it answered
    (``asked``, None for a turn's main action), the engine ``events`` it caused, and its place
    in the record (``index``)."""

    index: int
    seat: int
    action: Action
    label: str
    asked: str | None
    events: tuple[Event, ...]


def play_move(game: GameDefinition, state: GameState, index: int, action: Action) -> Move:
    """Apply ``action``, already known legal, and tell it as a Move."""
    told = _told_before(game, state, action)
    events = game.apply_legal(state, action)
    return Move(index, *told, tuple(events))


def play_move_holding_turn_end(
    game: GameDefinition, state: GameState, index: int, action: Action
) -> tuple[Move, bool]:
    """:func:`play_move` of a legal action up to where its turn ends, and whether it stopped
    there (``GameDefinition.apply_holding_turn_end``); the Move tells the events so far."""
    told = _told_before(game, state, action)
    events, held = game.apply_holding_turn_end(state, action)
    return Move(index, *told, tuple(events)), held


def _told_before(game: GameDefinition, state: GameState, action: Action) -> tuple:
    """What a Move tells that must be read before its action is applied: the seat, the
    action, its label and the kind of prompt it answers."""
    asked = state.pending[-1].kind if state.pending else None
    return state.to_move(), action, game.describe_action(state, action), asked


def replay(
    record: GameRecord,
    upto: int | None = None,
    moves: list[Move] | None = None,
    before: Callable[[int, GameState, Action], None] | None = None,
) -> GameState:
    """Rebuild the state by re-applying the record's actions (the first ``upto`` of them),
    each checked for legality; with ``moves``, each is also told there (for the game log);
    ``before`` is shown each checked action with its index and the state it is played in,
    before it is applied (the goldens' checks)."""
    game = record.definition()
    try:
        config = game.make_config(**record.config)
    except ValueError as error:
        raise ReplayError(f"the saved game options are invalid: {error}") from None
    state = game.new_game(config, record.seed)
    actions = record.actions if upto is None else record.actions[:upto]
    for index, text in enumerate(actions):
        action = _replayed_action(game, state, index, text)
        if before is not None:
            before(index, state, action)
        if moves is None:
            game.apply_legal(state, action)
        else:
            moves.append(play_move(game, state, index, action))
    return state


def _replayed_action(game: GameDefinition, state: GameState, index: int, text: str) -> Action:
    """The record's action ``text`` (its ``index``-th) parsed and checked legal in ``state``
    (before a game's wording meets it); ReplayError otherwise."""
    try:
        return require_legal(game, state, game.parse_action(text))
    except (IllegalAction, ValueError) as error:
        shown = text if len(text) <= 80 else f"{text[:80]}…"  # a hostile text may be huge
        raise ReplayError(f"action {index + 1} ({shown}) cannot be replayed: {error}") from None


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
