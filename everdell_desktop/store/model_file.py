"""A pydantic model kept in one JSON file: settings, statistics and campaign progress.

Reading never fails. A missing file gives the model's defaults. A damaged file is moved aside to
``<name>.bak`` (a second damaged file to ``<name>.1.bak``, and so on: nothing the player had is
destroyed), the readable part is kept where that is possible (fields that fail validation fall
back to their defaults), the repaired file is written back, and :attr:`ModelFile.problem` says
what happened so the GUI can tell the player once. A file that exists but cannot be read
(permissions, a folder in its place) is left alone and never overwritten.

Several app processes may share the files. Every change goes through a cross-process lock
(``.<name>.lock`` next to the file, an OS lock via ``filelock``) and is merged into what is on
disk at that moment: :meth:`ModelFile.update` re-reads, changes and writes under the lock, and
:meth:`ModelFile.save` writes only the fields this process changed since it last loaded or saved
and keeps the rest, including fields a newer version of the app wrote that this one does not
know (the models allow extra fields, and they are kept).
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, Generic, TypeVar

from pydantic import BaseModel, ValidationError

from .files import LoadError, UnreadableFile, atomic_write_text, read_json_object

Model = TypeVar("Model", bound=BaseModel)
LOCK_TIMEOUT_SECONDS = 10.0
BACKUPS_KEPT = 10  # <name>.bak, <name>.1.bak ... <name>.9.bak; then the oldest is reused


class ModelFile(Generic[Model]):
    """Load and save one model; ``what`` names the file in messages ("a settings file")."""

    def __init__(self, path: Path, model: type[Model], what: str) -> None:
        self.path = Path(path)
        self.model = model
        self.what = what
        self.problem: str | None = None
        self._baseline: dict[str, Any] | None = None  # what this process last read or wrote
        self._unreadable = False  # the last read found a file it could not read
        self._damaged = False  # the last read found a damaged file and did not repair it

    @property
    def backup_path(self) -> Path:
        """Where the first damaged file is kept (later ones get numbered names)."""
        return self.path.with_name(self.path.name + ".bak")

    @property
    def backup_paths(self) -> list[Path]:
        """Every kept damaged file, in the order the names are used."""
        return [path for path in self._backup_names() if path.exists()]

    def _backup_names(self) -> list[Path]:
        numbered = (
            self.path.with_name(f"{self.path.name}.{n}.bak") for n in range(1, BACKUPS_KEPT)
        )
        return [self.backup_path, *numbered]

    @property
    def lock_path(self) -> Path:
        return self.path.with_name(f".{self.path.name}.lock")

    # --- reading ------------------------------------------------------------------------
    def load(self) -> Model:
        """The model in the file, its defaults, or its salvaged part; never raises.

        Reading takes no lock and writes nothing (writes replace the file atomically). Only a
        damaged file is repaired, under the lock when it can be taken (a read-only folder:
        without), after reading it again in case another process repaired it meanwhile.
        """
        self.problem = None
        value = self._read(repair=False)
        if self._damaged:
            try:
                with self._locked():
                    value = self._read(repair=True)
            except OSError:
                value = self._read(repair=True)
        self._baseline = value.model_dump(mode="json")
        return value

    def _read(self, repair: bool = True) -> Model:
        """The current contents. A damaged file is repaired when ``repair`` (call with the lock
        held if possible); otherwise it is only flagged in ``_damaged``."""
        self._unreadable = self._damaged = False
        if not self.path.exists():
            return self.model()
        try:
            data = read_json_object(self.path, self.what)
        except UnreadableFile as error:
            self._unreadable = True
            self.problem = f"{error}; defaults are used and the file was left as it is"
            return self.model()
        except LoadError as error:
            return self._damaged_file(self.model(), str(error), repair)
        try:
            return self.model.model_validate(data)
        except ValidationError as error:
            bad = sorted({str(e["loc"][0]) for e in error.errors() if e["loc"]})
            reason = f"{self.path.name} has bad values for {', '.join(bad) or 'its contents'}"
            return self._damaged_file(self._salvage(data, bad), reason, repair)

    def _damaged_file(self, value: Model, reason: str, repair: bool) -> Model:
        if repair:
            return self._replace_damaged(value, reason)
        self._damaged = True
        return value

    # --- writing ------------------------------------------------------------------------
    def save(self, value: Model) -> None:
        """Write ``value``, merged with what another process may have written meanwhile.

        A field this process changed since its last load or save takes this process's value;
        every other field (and every field this version does not know) keeps what is on disk.
        Raises OSError when the file cannot be written (or locked, or read to merge with).
        """
        with self._locked():
            current = self._read()
            self._refuse_if_unreadable()
            ours = value.model_dump(mode="json")
            theirs = current.model_dump(mode="json")
            baseline = self._baseline
            merged = {
                key: ours[key]
                if baseline is None or ours[key] != baseline.get(key)
                else theirs[key]
                for key in ours
                if key in self.model.model_fields
            }
            document = {**ours, **theirs, **merged}
            self._write(self.model.model_validate(document))
            self._baseline = ours

    def update(self, change: Callable[[Model], bool]) -> bool:
        """Re-read the file, let ``change`` modify the model, and write it if ``change`` returns
        True, all under the lock: concurrent updates from several processes all survive.
        Returns what ``change`` returned; raises OSError when the file cannot be written."""
        with self._locked():
            value = self._read()
            self._refuse_if_unreadable()
            changed = change(value)
            if changed:
                self._write(value)
            self._baseline = value.model_dump(mode="json")
        return changed

    def _write(self, value: Model) -> None:
        atomic_write_text(self.path, value.model_dump_json(indent=1))

    def _refuse_if_unreadable(self) -> None:
        if self._unreadable:
            raise OSError(f"{self.path.name} cannot be read, so it is not overwritten")

    @contextlib.contextmanager
    def _locked(self) -> Iterator[None]:
        """The cross-process lock of this file; OSError (a TimeoutError after
        LOCK_TIMEOUT_SECONDS, or the folder's own error) when it cannot be taken."""
        from filelock import FileLock  # imported when first needed: not on the first frame's path

        self.path.parent.mkdir(parents=True, exist_ok=True)
        with FileLock(self.lock_path, timeout=LOCK_TIMEOUT_SECONDS):
            yield

    # --- damaged files ------------------------------------------------------------------
    def _salvage(self, data: dict[str, Any], bad: list[str]) -> Model:
        """The valid part of ``data``, with the failing top-level fields reset to defaults."""
        try:
            return self.model.model_validate({k: v for k, v in data.items() if k not in bad})
        except ValidationError:
            return self.model()

    def _replace_damaged(self, value: Model, reason: str) -> Model:
        backup = self._free_backup_path()
        try:
            os.replace(self.path, backup)
            self._write(value)
        except OSError as error:
            self.problem = f"{reason}; defaults are used (the file could not be replaced: {error})"
        else:
            self.problem = (
                f"{reason}; defaults are used where needed and the old file was kept as"
                f" {backup.name}"
            )
        return value

    def _free_backup_path(self) -> Path:
        """The first unused backup name; when all are used, the oldest backup's name."""
        names = self._backup_names()
        for name in names:
            if not name.exists() and not name.is_symlink():
                return name
        return min(names, key=_mtime)


def _mtime(path: Path) -> float:
    try:
        return path.lstat().st_mtime
    except OSError:
        return 0.0
