"""Named saves, the quick-save slot and rotating autosaves, with the metadata a load list shows.

Layout under ``StorePaths.root``::

    saves/<stem>-<digest>.everdell   one file per named save (same exact name: replaced)
    saves/_quicksave.everdell        the quick-save slot (F5 / F9)
    autosave/<game id>/000042.everdell   the last AUTOSAVES_PER_GAME autosaves of each game

A save file is JSON whatever its suffix. Files an older version wrote (``saves/<slug>.json``,
``_quicksave.json``, ``000041.json``) are still listed, loaded, rotated and replaced.

Every file is a :class:`GameRecord` written atomically. When a record is saved its ``meta`` gets
what the list shows (``saved_at``, ``save_name``, ``finished``, ``progress``, ``summary``), so
listing reads JSON but never replays. Loading replays and checks the final hash.
"""

from __future__ import annotations

import contextlib
import hashlib
import logging
import os
import re
import reprlib
import shutil
import unicodedata
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from everdell_desktop.core import GameDefinition, GameRecord, GameState, registry, replay

from .files import LoadedGame, LoadError, load_game, read_record, write_record
from .paths import StorePaths

SAVE_SUFFIX = ".everdell"
"""The suffix of every save the store writes (JSON inside): the app opens such a file."""
OLDER_SUFFIX = ".json"
"""The suffix older versions wrote: such saves are still listed and loaded."""
SAVE_SUFFIXES = (SAVE_SUFFIX, OLDER_SUFFIX)
QUICK_SLOT = "_quicksave"
AUTOSAVES_PER_GAME = 3  # older ones are the fallback if the newest is ever unreadable
AUTOSAVED_GAMES = 10  # autosave folders kept; the oldest games' autosaves are pruned
KIND_SAVE, KIND_QUICK, KIND_AUTO = "save", "quick", "autosave"
MAX_GAME_ID_CHARS = 64
LISTED_SEATS = 8  # a save's seats shown in the load list (a game has at most 4, plus bots)
LISTED_CHARS = 200  # longest name, progress or summary shown from a save's free-form meta
MAX_SAVE_NAME_CHARS = LISTED_CHARS  # a longer name could not be listed exactly as given
STEM_CHARS = 40  # the readable part of a save's file name
NAME_DIGEST_CHARS = 12  # hex digits of the exact name's digest in a save's file name

log = logging.getLogger(__name__)


def new_game_id() -> str:
    """A fresh id for ``record.meta["game_id"]``: autosaves and statistics are keyed by it."""
    return uuid.uuid4().hex[:16]


@dataclass(frozen=True, slots=True)
class SaveEntry:
    """One row of the load list. ``error`` is set for a file that cannot be read (it is still
    listed so the player can see and delete it)."""

    path: Path
    kind: str
    name: str
    game: str
    game_title: str
    seats: tuple[str, ...]
    progress: str
    saved_at: datetime
    finished: bool
    summary: str
    game_id: str | None
    error: str | None = None

    @property
    def loadable(self) -> bool:
        return self.error is None


class SaveStore:
    """Saves on disk. ``now`` is injectable so tests can order saves without sleeping."""

    def __init__(
        self,
        paths: StorePaths | None = None,
        now: Callable[[], datetime] = lambda: datetime.now(UTC),
    ) -> None:
        self.paths = paths or StorePaths.default()
        self._now = now

    # --- writing ----------------------------------------------------------------------
    def save(
        self,
        record: GameRecord,
        name: str,
        *,
        state: GameState | None = None,
        progress: str | None = None,
        summary: str | None = None,
    ) -> SaveEntry:
        """Save under ``name``: a save of exactly that name is replaced (also one an older
        version wrote), any other name is a save of its own (see :func:`save_file_name`).

        ValueError for a name that cannot be kept as given (see :func:`save_name_problem`).
        """
        problem = save_name_problem(name)
        if problem:
            raise ValueError(problem)
        path = self.paths.saves / save_file_name(name)
        replaced = [entry.path for entry in self._saves_named(name)]
        entry = self._write(path, KIND_SAVE, name, record, state, progress, summary)
        _remove_replaced(replaced, kept=path)
        return entry

    def find(self, name: str) -> SaveEntry | None:
        """The named save called exactly ``name`` (no folding of case or Unicode forms), or
        None: saving under ``name`` would replace it."""
        return next(iter(self._saves_named(name)), None)

    def _saves_named(self, name: str) -> list[SaveEntry]:
        """The file for ``name`` if there is one (readable or not), then any save an older
        version wrote (``.json``) whose record says it is called exactly ``name``.

        The file is looked up by its name, not found in the folder's listing: a file system
        that folds names (macOS) may list it spelled otherwise."""
        own = self.paths.saves / save_file_name(name)
        found = [self._entry(own, KIND_SAVE)] if os.path.lexists(own) else []
        older = [p for p in _save_files(self.paths.saves) if p.suffix == OLDER_SUFFIX]
        named = [p for p in older if _kind_of(p) == KIND_SAVE and _full_name(p) == name]
        return found + [self._entry(path, KIND_SAVE) for path in named]

    def quick_save(self, record: GameRecord, *, state: GameState | None = None) -> SaveEntry:
        path = self.paths.saves / f"{QUICK_SLOT}{SAVE_SUFFIX}"
        entry = self._write(path, KIND_QUICK, "Quick save", record, state, None, None)
        _remove_replaced([self.paths.saves / f"{QUICK_SLOT}{OLDER_SUFFIX}"], kept=path)
        return entry

    def autosave(
        self,
        record: GameRecord,
        *,
        state: GameState | None = None,
        progress: str | None = None,
        summary: str | None = None,
    ) -> SaveEntry:
        """Write a new autosave for the record's game, then drop the oldest beyond the limit.

        The new file is complete on disk before any old one is removed, so a crash at any point
        leaves at least the previous autosave.
        """
        folder = self.paths.autosave / _folder_name(game_id_of(record))
        if folder.is_symlink():  # never write (or rotate files) through a link
            folder.unlink()
        older = _autosave_files(folder)
        number = max(older, default=0) + 1
        path = folder / f"{number:06d}{SAVE_SUFFIX}"
        entry = self._write(path, KIND_AUTO, "Autosave", record, state, progress, summary)
        for old in sorted(older)[: max(0, len(older) + 1 - AUTOSAVES_PER_GAME)]:
            older[old].unlink(missing_ok=True)
        self._prune_autosaved_games(keep=folder)
        return entry

    def _write(
        self,
        path: Path,
        kind: str,
        name: str,
        record: GameRecord,
        state: GameState | None,
        progress: str | None,
        summary: str | None,
    ) -> SaveEntry:
        game = record.definition()
        if state is None:
            state = replay(record)
        finished = state.to_move() is None
        meta = {
            **record.meta,
            "game_id": game_id_of(record),
            "save_name": name,
            "saved_at": self._now().isoformat(),
            "finished": finished,
            "progress": progress or describe_progress(game, record, state),
            "summary": summary or describe_summary(game, record, state),
        }
        stamped = record.model_copy(update={"final_hash": game.state_hash(state), "meta": meta})
        write_record(path, stamped)
        return _entry_from_record(path, kind, stamped)

    def _prune_autosaved_games(self, keep: Path) -> None:
        """Remove the autosaves of all but the AUTOSAVED_GAMES most recent games.

        Another instance of the app may be saving its own game at the same moment, so only a
        game folder that holds autosaves is counted and pruned (a folder another instance has
        just made is still empty), and only when its newest autosave is older than the oldest
        one of the game being saved (a game saved since this one began is left). Only the
        autosaves listed are removed, then the folder if nothing else arrived in it meanwhile;
        a link or anything that cannot be removed is left (the autosave itself has succeeded).
        """
        began = min(_file_times(_autosave_files(keep).values()), default=None)
        games = []
        for folder in _subfolders(self.paths.autosave):
            if folder == keep or folder.is_symlink():
                continue
            files = _autosave_files(folder)
            if times := _file_times(files.values()):
                games.append((max(times), folder, files))
        games.sort(key=lambda game: game[0], reverse=True)
        for newest, folder, files in games[AUTOSAVED_GAMES - 1 :]:
            if began is not None and newest < began:
                _remove_autosaves(folder, list(files.values()))

    # --- listing ----------------------------------------------------------------------
    def entries(self, all_autosaves: bool = False) -> list[SaveEntry]:
        """Saves, the quick save and (by default only the newest) autosave of each game,
        newest first; unreadable files come last, with ``error`` set."""
        found = [self._entry(path, _kind_of(path)) for path in _save_files(self.paths.saves)]
        for folder in _subfolders(self.paths.autosave):
            autosaves = self.autosaves_in(folder)
            found.extend(autosaves if all_autosaves else autosaves[:1])
        found.sort(key=lambda entry: entry.saved_at, reverse=True)
        return sorted(found, key=lambda entry: not entry.loadable)

    def autosaves_in(self, folder: Path) -> list[SaveEntry]:
        """The autosaves in one game's folder, newest first."""
        files = _autosave_files(folder)
        return [self._entry(files[number], KIND_AUTO) for number in sorted(files, reverse=True)]

    def quick_entry(self) -> SaveEntry | None:
        """The quick save (an older version's if none was made since)."""
        for suffix in SAVE_SUFFIXES:
            path = self.paths.saves / f"{QUICK_SLOT}{suffix}"
            if path.exists():
                return self._entry(path, KIND_QUICK)
        return None

    def _entry(self, path: Path, kind: str) -> SaveEntry:
        try:
            record = read_record(path)
        except LoadError as error:
            return _broken_entry(path, kind, str(error))
        return _entry_from_record(path, kind, record)

    # --- loading ----------------------------------------------------------------------
    def load(self, where: SaveEntry | Path) -> LoadedGame:
        """Read, replay and check a save; LoadError with a message for the player otherwise.

        Loading never writes: a bad file stays exactly as it was, and so does every other file.
        """
        return load_game(where.path if isinstance(where, SaveEntry) else Path(where))

    def quick_load(self) -> LoadedGame:
        entry = self.quick_entry()
        if entry is None:
            raise LoadError("there is no quick save yet")
        return self.load(entry)

    def continue_entry(self) -> SaveEntry | None:
        """The newest autosave of the game played last, for "Continue"; None when that game is
        finished (an older unfinished game is not "the last game": Load lists it)."""
        newest = [
            autosaves[0]
            for folder in _subfolders(self.paths.autosave)
            if (autosaves := [e for e in self.autosaves_in(folder) if e.loadable])
        ]
        last = max(newest, key=lambda entry: entry.saved_at, default=None)
        return last if last is not None and not last.finished else None

    def continue_game(self) -> LoadedGame | None:
        """Load the game "Continue" offers, falling back to its older autosaves if the newest
        cannot be replayed. None when there is nothing to continue."""
        entry = self.continue_entry()
        if entry is None:
            return None
        problem: LoadError | None = None
        for candidate in self.autosaves_in(entry.path.parent):
            try:
                return self.load(candidate)
            except LoadError as error:
                problem = problem or error
        raise problem if problem else LoadError("the last game could not be loaded")

    # --- deleting ---------------------------------------------------------------------
    def delete(self, entry: SaveEntry) -> None:
        """Delete a save; deleting an autosave removes all autosaves of that game.

        Links are never followed: a save (or a game's autosave folder) that is a symbolic link
        is removed as a link, its target stays. Only a file directly in ``saves/`` or a game
        folder directly in ``autosave/`` may be deleted (ValueError otherwise), judged by the
        path as given, not by where a link points. OSError if the deletion fails.
        """
        path = _lexical(entry.path)
        if entry.kind == KIND_AUTO:
            if path.parent.parent != _lexical(self.paths.autosave):
                raise ValueError(f"{entry.path} is not one of this store's autosaves")
            _remove_folder(path.parent)
        else:
            if path.parent != _lexical(self.paths.saves):
                raise ValueError(f"{entry.path} is not one of this store's saves")
            path.unlink(missing_ok=True)


# --- metadata -----------------------------------------------------------------------------
def game_id_of(record: GameRecord) -> str:
    """The record's ``meta["game_id"]``, or a stable stand-in from game and seed.

    The id names the autosave folder and is kept in the statistics, so one that is not a
    short string (a damaged or hand-made file: a list, megabytes of text) is replaced by a
    digest of it rather than carried along.
    """
    value = record.meta.get("game_id") or f"{record.game}-{record.seed}"
    if isinstance(value, str) and len(value) <= MAX_GAME_ID_CHARS:
        return value
    return "id-" + hashlib.sha256(repr(value).encode()).hexdigest()[:16]


def seat_labels(record: GameRecord) -> tuple[str, ...]:
    """ "Name (kind)" per seat from ``meta["seats"]``; else the agents of a simulated game."""
    seats = record.meta.get("seats")
    if isinstance(seats, list) and seats:
        return tuple(_short(_seat_label(seat), 60) for seat in seats[:LISTED_SEATS])
    agents = record.meta.get("agents")
    if isinstance(agents, list) and agents:
        players = _players(record)
        return tuple(_short(f"{agents[i % len(agents)]} (AI)", 60) for i in range(players))
    return tuple(f"Player {i + 1}" for i in range(_players(record)))


def describe_progress(game: GameDefinition, record: GameRecord, state: GameState) -> str:
    """The game's own wording (``GameDefinition.describe_progress``, e.g. "Autumn, turn 14"),
    else how far the game has gone in actions."""
    if state.to_move() is None:
        return f"finished after {len(record.actions)} actions"
    return game.describe_progress(state) or f"{len(record.actions)} actions played"


def describe_summary(game: GameDefinition, record: GameRecord, state: GameState) -> str:
    """Scores (final or so far) and who won or is to move, in one line."""
    names = [label.rsplit(" (", 1)[0] for label in seat_labels(record)]
    totals = [b.total for b in game.scores(state)]
    scores = "–".join(str(total) for total in totals)
    seat = state.to_move()
    if seat is None:
        winners = ", ".join(_seat_name(names, w) for w in game.winners(state))
        return f"final score {scores}; won by {winners}"
    return f"score {scores}; {_seat_name(names, seat)} to move"


def _seat_name(names: list[str], seat: int) -> str:
    return names[seat] if seat < len(names) else "the solo opponent"


def seat_kind(seat: Any) -> str | None:
    """ "human" or an agent name, from either seat convention: ``{"name", "kind"}`` or the
    session's ``{"name", "agent"}`` (``agent`` None for a human)."""
    if not isinstance(seat, dict):
        return None
    if seat.get("kind"):
        return str(seat["kind"])
    if "agent" in seat:
        return "human" if seat["agent"] is None else str(seat["agent"])
    return None


def _seat_label(seat: Any) -> str:
    if isinstance(seat, dict):
        name = str(seat.get("name") or "?")
        kind = seat_kind(seat)
        return f"{name} ({kind})" if kind else name
    return str(seat)


def _players(record: GameRecord) -> int:
    players = record.config.get("players")
    return players if isinstance(players, int) and 0 < players < 100 else 0


def _entry_from_record(path: Path, kind: str, record: GameRecord) -> SaveEntry:
    meta = record.meta
    return SaveEntry(
        path=path,
        kind=kind,
        name=_short(meta.get("save_name") or path.stem),
        game=_short(record.game, 60),
        game_title=_short(_title(record.game)),
        seats=seat_labels(record),
        progress=_short(meta.get("progress") or f"{len(record.actions)} actions played"),
        saved_at=_parse_time(meta.get("saved_at")) or _mtime(path),
        finished=bool(meta.get("finished", False)),
        summary=_short(meta.get("summary") or ""),
        game_id=game_id_of(record) if meta.get("game_id") else None,
    )


def _short(value: Any, limit: int = LISTED_CHARS) -> str:
    """``str(value)`` cut to ``limit`` characters: a save's meta is free-form and may be huge
    (only ever shown, so cutting it loses nothing that matters)."""
    text = value if isinstance(value, str) else reprlib.repr(value)
    return text if len(text) <= limit else f"{text[: limit - 1]}…"


def _broken_entry(path: Path, kind: str, error: str) -> SaveEntry:
    return SaveEntry(
        path=path,
        kind=kind,
        name=path.stem,
        game="?",
        game_title="?",
        seats=(),
        progress="",
        saved_at=_mtime(path),
        finished=False,
        summary=error,
        game_id=None,
        error=error,
    )


def _title(game: str) -> str:
    try:
        return registry.get(game).title
    except KeyError:
        return f"{game} (unknown game)"


# --- files --------------------------------------------------------------------------------
def save_name_problem(name: str) -> str | None:
    """Why ``name`` cannot be a save's name (a sentence for the player), or None."""
    if not name.strip():
        return "a save needs a name"
    if len(name) > MAX_SAVE_NAME_CHARS:
        return f"a save's name can be at most {MAX_SAVE_NAME_CHARS} characters long"
    try:
        name.encode("utf-8")
    except UnicodeEncodeError:
        return "a save's name must be text"
    return None


def save_file_name(name: str) -> str:
    """The file in ``saves/`` for a save called exactly ``name``: ``<stem>-<digest>`` plus the
    suffix, where the stem is the name's letters and digits (NFC, at most STEM_CHARS; "save"
    when it has none: emoji, punctuation) and the digest is of the exact name.

    So every distinct name has its own file, also on a file system that folds case (Windows,
    macOS) or Unicode forms (macOS): names differing only so get different digests. The file
    name is never a path ('a/b', '..', '/etc/x'), hidden, too long, a Windows device name
    (CON, NUL: the digest follows the stem), nor the quick slot ('_' prefix).
    """
    letters = re.findall(r"[^\W_]+", unicodedata.normalize("NFC", name))
    stem = "-".join(letters)[:STEM_CHARS].strip("-") or "save"
    digest = hashlib.sha256(name.encode("utf-8")).hexdigest()[:NAME_DIGEST_CHARS]
    return f"{stem}-{digest}{SAVE_SUFFIX}"


def _folder_name(game_id: str) -> str:
    """A safe folder name for a game id: letters, digits, '-', '_'."""
    slug = re.sub(r"[^A-Za-z0-9_-]+", "-", game_id.strip()).strip("-_")[:60]
    return slug or "save"


def _full_name(path: Path) -> str | None:
    """The whole ``save_name`` a readable save records (the list shows it cut short)."""
    try:
        name = read_record(path).meta.get("save_name")
    except LoadError:
        return None
    return name if isinstance(name, str) else None


def _remove_replaced(paths: list[Path], kept: Path) -> None:
    """Remove the files a save at ``kept`` has just replaced, never ``kept`` itself under
    another spelling (a file system that folds names); one that stays is listed beside it."""
    for path in paths:
        try:
            if path.exists() and not path.samefile(kept):
                path.unlink()
        except OSError as error:
            log.warning("replaced save %s not removed: %s", path.name, error)


def _kind_of(path: Path) -> str:
    return KIND_QUICK if path.stem == QUICK_SLOT else KIND_SAVE


def _save_files(folder: Path) -> list[Path]:
    """The save files of a folder (either suffix); none when it cannot be listed."""
    try:
        if not folder.is_dir():
            return []
        return sorted(path for suffix in SAVE_SUFFIXES for path in folder.glob(f"*{suffix}"))
    except OSError:
        return []


def _subfolders(folder: Path) -> list[Path]:
    try:
        return sorted(f for f in folder.iterdir() if f.is_dir()) if folder.is_dir() else []
    except OSError:
        return []


def _autosave_files(folder: Path) -> dict[int, Path]:
    """A game's autosaves (``000042.everdell``, or an older ``000041.json``) by number. ASCII
    digits only: ``"²"`` is a digit to ``str.isdigit`` but not to ``int``."""
    return {
        int(path.stem): path
        for path in _save_files(folder)
        if path.stem.isascii() and path.stem.isdigit() and len(path.stem) <= 12
    }


def _file_times(paths) -> list[float]:
    """The modification times of ``paths`` (of a link itself); vanished entries are skipped."""
    times = []
    for path in paths:
        with contextlib.suppress(OSError):
            times.append(path.lstat().st_mtime)
    return times


def _remove_autosaves(folder: Path, autosaves: list[Path]) -> None:
    """Remove an old game's ``autosaves``, then its folder if it is empty now: a file another
    instance wrote there meanwhile (or any file not an autosave) keeps the folder."""
    try:
        for path in autosaves:
            path.unlink(missing_ok=True)
        folder.rmdir()
    except OSError as error:
        log.warning("old autosaves in %s not removed: %s", folder.name, error)


def _lexical(path: Path) -> Path:
    """``path`` made absolute and normalised without resolving symbolic links."""
    return Path(os.path.abspath(path))


def _remove_folder(folder: Path) -> None:
    """Remove a game's autosave folder: a link is unlinked (its target stays); a real folder
    is removed with its contents (``shutil.rmtree`` never follows links inside it)."""
    if folder.is_symlink():
        folder.unlink()
    elif folder.is_dir():
        shutil.rmtree(folder)


def _mtime(path: Path) -> datetime:
    try:
        return datetime.fromtimestamp(path.stat().st_mtime, UTC)
    except OSError:
        return datetime.fromtimestamp(0, UTC)


def _parse_time(value: Any) -> datetime | None:
    if not isinstance(value, str):
        return None
    try:
        moment = datetime.fromisoformat(value)
    except ValueError:
        return None
    return moment if moment.tzinfo else moment.replace(tzinfo=UTC)
