"""A pydantic model kept in one JSON file: settings, statistics and campaign progress.

Reading never fails. A missing file gives the model's defaults. A damaged file is moved aside to
``<name>.bak`` (so nothing the player had is destroyed), the readable part is kept where that is
possible (fields that fail validation fall back to their defaults), the repaired file is written
back, and :attr:`ModelFile.problem` says what happened so the GUI can tell the player once.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any, Generic, TypeVar

from pydantic import BaseModel, ValidationError

from .files import LoadError, atomic_write_text, read_json_object

Model = TypeVar("Model", bound=BaseModel)


class ModelFile(Generic[Model]):
    """Load and save one model; ``what`` names the file in messages ("a settings file")."""

    def __init__(self, path: Path, model: type[Model], what: str) -> None:
        self.path = Path(path)
        self.model = model
        self.what = what
        self.problem: str | None = None

    @property
    def backup_path(self) -> Path:
        return self.path.with_name(self.path.name + ".bak")

    def load(self) -> Model:
        self.problem = None
        if not self.path.exists():
            return self.model()
        try:
            data = read_json_object(self.path, self.what)
        except LoadError as error:
            return self._replace_damaged(self.model(), str(error))
        try:
            return self.model.model_validate(data)
        except ValidationError as error:
            bad = sorted({str(e["loc"][0]) for e in error.errors() if e["loc"]})
            reason = f"{self.path.name} has bad values for {', '.join(bad) or 'its contents'}"
            return self._replace_damaged(self._salvage(data, bad), reason)

    def save(self, value: Model) -> None:
        atomic_write_text(self.path, value.model_dump_json(indent=1))

    def _salvage(self, data: dict[str, Any], bad: list[str]) -> Model:
        """The valid part of ``data``, with the failing top-level fields reset to defaults."""
        try:
            return self.model.model_validate({k: v for k, v in data.items() if k not in bad})
        except ValidationError:
            return self.model()

    def _replace_damaged(self, value: Model, reason: str) -> Model:
        try:
            os.replace(self.path, self.backup_path)
            self.save(value)
        except OSError as error:
            self.problem = f"{reason}; defaults are used (the file could not be replaced: {error})"
        else:
            self.problem = (
                f"{reason}; defaults are used where needed and the old file was kept as"
                f" {self.backup_path.name}"
            )
        return value
