"""Reading and writing game records safely.

Writes are atomic (temporary file, flush, fsync, ``os.replace``) so a crash never leaves a
half-written save. Reads refuse anything that is not a record this version understands and say
why in one sentence; they never modify the file. Older save formats are upgraded in memory on
read (see :mod:`.migrations`); the file on disk is left as it was.
"""

from __future__ import annotations

import json
import os
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from everdell_desktop.core import (
    SCHEMA_VERSION,
    GameDefinition,
    GameRecord,
    GameState,
    Move,
    ReplayError,
    replay,
    verify,
)

from .migrations import MigrationError, migrate, version_of

MAX_SAVE_BYTES = 10 * 1024 * 1024
RECORD_KEYS = {"game", "actions", "moves", "seed"}


class LoadError(Exception):
    """A file that cannot be loaded; the message is meant for the player."""


@dataclass(slots=True)
class LoadedGame:
    """A save read, replayed and checked: the state is ready to continue playing, and
    ``moves`` tell every action of the record (the game log) without replaying it again."""

    record: GameRecord
    game: GameDefinition
    state: GameState
    moves: list[Move] = field(default_factory=list)


def atomic_write_text(path: Path, text: str) -> None:
    """Replace ``path`` with ``text`` so that a crash at any moment leaves the old or the new
    file, never a mix; the temporary file is removed if anything fails."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as stream:
            stream.write(text)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temp_name, path)
    except BaseException:
        Path(temp_name).unlink(missing_ok=True)
        raise


def write_record(path: Path, record: GameRecord) -> None:
    atomic_write_text(path, record.model_dump_json(indent=1))


def read_json_object(path: Path, what: str = "a saved game") -> dict[str, Any]:
    """The JSON object in ``path``; LoadError (naming the file and the problem) otherwise."""
    path = Path(path)
    try:
        size = path.stat().st_size
    except OSError as error:
        raise LoadError(f"{path.name} cannot be opened: {error.strerror}") from None
    if size == 0:
        raise LoadError(f"{path.name} is empty")
    if size > MAX_SAVE_BYTES:
        raise LoadError(f"{path.name} is too large to be {what} ({size // 1024} KiB)")
    try:
        data = json.loads(path.read_bytes())
    except OSError as error:
        raise LoadError(f"{path.name} cannot be read: {error.strerror}") from None
    except (UnicodeDecodeError, json.JSONDecodeError, RecursionError):
        raise LoadError(f"{path.name} is not {what} (not valid JSON; damaged?)") from None
    if not isinstance(data, dict):
        raise LoadError(f"{path.name} is not {what}")
    return data


def read_record(path: Path) -> GameRecord:
    """The record in ``path``, upgraded to the current format; LoadError if there is none."""
    path = Path(path)
    data = read_json_object(path)
    version = version_of(data)
    if isinstance(version, int) and not isinstance(version, bool) and version > SCHEMA_VERSION:
        raise LoadError(
            f"{path.name} was saved by a newer version of Everdell Desktop"
            f" (save format {version}; this version reads up to {SCHEMA_VERSION})"
        )
    if not RECORD_KEYS & data.keys():
        raise LoadError(f"{path.name} is not a saved game (it holds some other data)")
    try:
        return GameRecord.model_validate(migrate(data))
    except MigrationError as error:
        raise LoadError(f"{path.name} cannot be read: {error}") from None
    except ValidationError as error:
        field = ".".join(str(part) for part in error.errors()[0]["loc"]) or "file"
        raise LoadError(f"{path.name} is damaged: bad or missing field '{field}'") from None


def replay_checked(record: GameRecord, name: str = "the saved game") -> LoadedGame:
    """Replay ``record`` and check its final hash; LoadError saying why if it does not hold.

    A save whose actions are not legal on replay, or whose replay does not end in the saved
    state, has been edited or damaged: it is refused rather than loaded into a wrong game.
    """
    try:
        game = record.definition()
        _check_options(game, record, name)
        moves: list[Move] = []
        state = replay(record, moves=moves)
        digest = game.state_hash(state)
    except ReplayError as error:
        raise LoadError(f"{name} cannot be loaded: {error}") from None
    except LoadError:
        raise
    except Exception as error:  # a rules bug met on odd input must not crash the app
        raise LoadError(f"{name} cannot be replayed ({type(error).__name__}: {error})") from None
    if record.final_hash is not None and digest != record.final_hash:
        raise LoadError(f"{name} has been changed: the replayed game does not match the save")
    return LoadedGame(record, game, state, moves)


def _check_options(game: GameDefinition, record: GameRecord, name: str) -> None:
    """Refuse options the game does not accept with one readable sentence (replay would say
    the same in pydantic's several-line wording)."""
    try:
        game.make_config(**record.config)
    except ValidationError as error:
        first = error.errors()[0]
        option = ".".join(str(part) for part in first["loc"]) or "options"
        raise LoadError(
            f"{name} cannot be loaded: its game option '{option}' is invalid ({first['msg']})"
        ) from None
    except ValueError as error:
        message = f"{name} cannot be loaded: the saved game options are invalid: {error}"
        raise LoadError(message) from None


def load_game(path: Path) -> LoadedGame:
    """Read, upgrade, replay and check the save in ``path``; LoadError if any step fails."""
    path = Path(path)
    return replay_checked(read_record(path), path.name)


def verify_record(record: GameRecord) -> dict[str, Any]:
    """``core.verify`` that also turns an unexpected exception in a game's rules into an
    invalid result, so ``replay --verify`` reports rather than crashes."""
    try:
        return verify(record)
    except Exception as error:
        return {
            "valid": False,
            "actions": len(record.actions),
            "state_hash": None,
            "error": f"replay failed ({type(error).__name__}: {error})",
        }
