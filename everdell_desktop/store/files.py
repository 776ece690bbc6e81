"""Reading and writing game records safely.

Writes are atomic (temporary file, flush, fsync, ``os.replace``) so a crash never leaves a
half-written save. Reads refuse anything that is not a record this version understands and say
why in one sentence; they never modify the file.
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path

from pydantic import ValidationError

from everdell_desktop.core import SCHEMA_VERSION, GameRecord

MAX_SAVE_BYTES = 10 * 1024 * 1024


class LoadError(Exception):
    """A file that cannot be loaded; the message is meant for the player."""


def atomic_write_text(path: Path, text: str) -> None:
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


def read_record(path: Path) -> GameRecord:
    path = Path(path)
    try:
        size = path.stat().st_size
    except OSError as error:
        raise LoadError(f"{path.name} cannot be opened: {error.strerror}") from None
    if size == 0:
        raise LoadError(f"{path.name} is empty")
    if size > MAX_SAVE_BYTES:
        raise LoadError(f"{path.name} is too large to be a saved game ({size // 1024} KiB)")
    try:
        data = json.loads(path.read_bytes())
    except (UnicodeDecodeError, json.JSONDecodeError):
        raise LoadError(f"{path.name} is not a saved game (not valid JSON; damaged?)") from None
    if not isinstance(data, dict):
        raise LoadError(f"{path.name} is not a saved game")
    version = data.get("schema_version")
    if isinstance(version, int) and version > SCHEMA_VERSION:
        raise LoadError(
            f"{path.name} was saved by a newer version of Everdell Desktop"
            f" (save format {version}; this version reads up to {SCHEMA_VERSION})"
        )
    try:
        return GameRecord.model_validate(data)
    except ValidationError as error:
        field = ".".join(str(part) for part in error.errors()[0]["loc"]) or "file"
        raise LoadError(f"{path.name} is damaged: bad or missing field '{field}'") from None
