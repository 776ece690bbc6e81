"""Reading and writing game records safely.

Writes are atomic (temporary file, flush, fsync, ``os.replace``) so a crash never leaves a
half-written save. Reads refuse anything that is not a record this version understands and say
why in one sentence; they never modify the file. Older save formats are upgraded in memory on
read (see :mod:`.migrations`); the file on disk is left as it was.
"""

from __future__ import annotations

import json
import logging
import os
import secrets
import stat
import time
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
MAX_JSON_DEPTH = 64
"""Deeper nesting is refused when reading: no file of ours comes near it, and a deeper value
would be accepted on read but fail to serialize on the next save."""
RECORD_KEYS = {"game", "actions", "moves", "seed"}
TEMP_SUFFIX = ".tmp"
ORPHAN_TMP_SECONDS = 15 * 60
_O_BINARY = getattr(os, "O_BINARY", 0)

log = logging.getLogger(__name__)


class LoadError(Exception):
    """A file that cannot be loaded; the message is meant for the player."""


class UnreadableFile(LoadError):
    """A file that exists but cannot be opened or read (permissions, a folder, a link loop):
    its contents may well be fine, so it must not be treated as damaged and replaced."""


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
    file, never a mix; the temporary file is removed if anything fails.

    The new file keeps the permissions of the file it replaces (a new file gets the usual ones
    under the process umask, not the 0600 of a private temporary file). After the replace the
    folder itself is synced, so the rename survives a power cut. Temporary files that an
    interrupted write left behind (older than ``ORPHAN_TMP_SECONDS``) are removed.
    """
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temp = _create_temporary(path)
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as stream:
            _copy_mode(path, handle)
            stream.write(text)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temp, path)
    except BaseException:
        temp.unlink(missing_ok=True)
        raise
    _sync_folder(path.parent)
    remove_orphan_temporaries(path.parent)


def _create_temporary(path: Path) -> tuple[int, Path]:
    """A new, exclusively created ``.<name>.<random>.tmp`` next to ``path`` (mode 0666 under
    the umask, like any new file) and its open descriptor."""
    while True:
        temp = path.with_name(f".{path.name}.{secrets.token_hex(4)}{TEMP_SUFFIX}")
        try:
            return os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | _O_BINARY, 0o666), temp
        except FileExistsError:
            continue


def _copy_mode(path: Path, descriptor: int) -> None:
    """Give the temporary file the permission bits of the file it will replace, if any."""
    try:
        mode = stat.S_IMODE(os.stat(path).st_mode)
    except OSError:
        return  # no file yet: the temporary file already has a new file's permissions
    if hasattr(os, "fchmod"):
        os.fchmod(descriptor, mode)


def _sync_folder(folder: Path) -> None:
    """Make a rename in ``folder`` durable (POSIX). Best effort: the file is already in place,
    and some file systems (and Windows, where a folder cannot be opened) refuse to sync a
    folder, which must not turn a completed save into a reported failure."""
    if os.name != "posix":
        return
    try:
        descriptor = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(descriptor)
    except OSError as error:
        log.debug("could not sync folder %s: %s", folder, error)
    finally:
        os.close(descriptor)


def remove_orphan_temporaries(folder: Path, older_than: float = ORPHAN_TMP_SECONDS) -> int:
    """Delete the temporary files of writes that never finished (a crash or a kill between
    creating and renaming them) in ``folder``; returns how many were removed.

    Only regular files named like this module's temporaries and not modified for
    ``older_than`` seconds are touched, so another process's write in progress is left alone.
    """
    removed = 0
    cutoff = time.time() - older_than
    try:
        candidates = list(folder.glob(f".*{TEMP_SUFFIX}"))
    except OSError:
        return 0
    for candidate in candidates:
        try:
            info = candidate.lstat()
            if stat.S_ISREG(info.st_mode) and info.st_mtime < cutoff:
                candidate.unlink()
                removed += 1
        except OSError:
            continue
    return removed


def write_record(path: Path, record: GameRecord) -> None:
    atomic_write_text(path, record.model_dump_json(indent=1))


def read_json_object(path: Path, what: str = "a saved game") -> dict[str, Any]:
    """The JSON object in ``path``; LoadError (naming the file and the problem) otherwise.

    Anything the standard parser would let through but the app cannot use is refused here, in
    one place, for every file the store reads: integers longer than Python converts (over
    4,300 digits), ``NaN``/``Infinity``, and nesting deeper than ``MAX_JSON_DEPTH``.
    """
    path = Path(path)
    try:
        info = path.stat()
    except OSError as error:
        raise UnreadableFile(f"{path.name} cannot be opened: {_reason(error)}") from None
    if not stat.S_ISREG(info.st_mode):  # a folder, a pipe or a device: never read it
        raise UnreadableFile(f"{path.name} cannot be read: it is not a file")
    if info.st_size == 0:
        raise LoadError(f"{path.name} is empty")
    if info.st_size > MAX_SAVE_BYTES:
        raise LoadError(f"{path.name} is too large to be {what} ({info.st_size // 1024} KiB)")
    try:
        with path.open("rb") as stream:
            content = stream.read(MAX_SAVE_BYTES + 1)
    except OSError as error:
        raise UnreadableFile(f"{path.name} cannot be read: {_reason(error)}") from None
    if len(content) > MAX_SAVE_BYTES:  # it grew since it was measured
        raise LoadError(f"{path.name} is too large to be {what}")
    try:
        # UTF-8 only (a byte-order mark is tolerated): the app writes nothing else, and JSON's
        # own auto-detection would accept UTF-16 and UTF-32 files as well.
        data = json.loads(content.decode("utf-8-sig"), parse_constant=_refuse_constant)
    except (ValueError, RecursionError):
        # ValueError covers malformed JSON, bytes that are not UTF-8, over-long integers and
        # the NaN/Infinity refused above; RecursionError a pathologically nested document.
        raise LoadError(f"{path.name} is not {what} (not valid JSON; damaged?)") from None
    if not isinstance(data, dict):
        raise LoadError(f"{path.name} is not {what}")
    if _too_deep(data, MAX_JSON_DEPTH):
        raise LoadError(f"{path.name} is not {what} (its contents are nested too deeply)")
    return data


def _clip(text: str, limit: int) -> str:
    """``text`` cut to ``limit`` characters for a message (what a file holds may be huge)."""
    return text if len(text) <= limit else f"{text[: limit - 1]}…"


def _reason(error: OSError) -> str:
    return error.strerror or type(error).__name__


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number this app accepts")


def _too_deep(value: Any, limit: int) -> bool:
    """Whether lists/objects nest more than ``limit`` levels (iterative: any depth is safe)."""
    stack = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if depth > limit:
            return True
        children = item.values() if isinstance(item, dict) else item
        stack.extend((child, depth + 1) for child in children if isinstance(child, dict | list))
    return False


def read_record(path: Path) -> GameRecord:
    """The record in ``path``, upgraded to the current format; LoadError if there is none."""
    path = Path(path)
    data = read_json_object(path)
    version = version_of(data)
    if isinstance(version, int) and not isinstance(version, bool) and version > SCHEMA_VERSION:
        raise LoadError(
            f"{path.name} was saved by a newer version of Everdell Desktop"
            f" (save format {_clip(str(version), 20)}; this version reads up to {SCHEMA_VERSION})"
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
        reason = _clip(str(error), 200)  # the rules quote the value, which may be 4,000 digits
        message = f"{name} cannot be loaded: the saved game options are invalid: {reason}"
        raise LoadError(message) from None
    except TypeError:  # an option named like a parameter ("self")
        raise LoadError(f"{name} cannot be loaded: the saved game options are invalid") from None


def load_game(path: Path) -> LoadedGame:
    """Read, upgrade, replay and check the save in ``path``; LoadError if any step fails."""
    path = Path(path)
    return replay_checked(read_record(path), path.name)


def verify_record(record: GameRecord, name: str = "the saved game") -> dict[str, Any]:
    """``core.verify`` that names bad options in one sentence (as loading does) and turns an
    unexpected exception in a game's rules into an invalid result, so ``replay --verify``
    reports rather than crashes."""
    try:
        _check_options(record.definition(), record, name)
    except (LoadError, ReplayError) as error:
        return {
            "valid": False,
            "actions": len(record.actions),
            "state_hash": None,
            "error": str(error),
        }
    try:
        return verify(record)
    except Exception as error:
        return {
            "valid": False,
            "actions": len(record.actions),
            "state_hash": None,
            "error": f"replay failed ({type(error).__name__}: {error})",
        }
