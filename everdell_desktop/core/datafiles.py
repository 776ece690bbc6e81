"""Reading a game's JSON data files into strict pydantic models, with errors a person can act on.

Every game checks its data files once, at the edge, and then compiles them into plain tables.
What they share lives here: :class:`DataError` (a file that cannot be used), :class:`StrictModel`
(unknown fields are errors, values are frozen), and loaders whose messages name the file, the
entry (its position in its list and its ``id``/``key``, plus its ``name``) and the field::

    .../cards.json: card 'castle' named 'Castle': field 'cost.twig': Input should be
    greater than or equal to 0 [at cards.3.cost.twig]

:func:`load_model` validates a whole file against one model; :func:`load_entries` validates the
entries of one list in a file one by one (a game that compiles entries on its own).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel, ConfigDict, ValidationError

Model = TypeVar("Model", bound=BaseModel)
LABEL_FIELDS = ("id", "key", "name")  # what names an entry, in order of preference


class DataError(ValueError):
    """A data file that cannot be used; the message names the file, the entry and the field."""


class StrictModel(BaseModel):
    """The base of every data-file model: unknown fields are errors, values are frozen."""

    model_config = ConfigDict(extra="forbid", frozen=True)


def read_json(path: Path) -> Any:
    """The parsed contents of ``path``; a missing, unreadable or malformed file raises DataError
    (players edit these files, so any content must give a message, never a crash)."""
    try:
        return json.loads(Path(path).read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise DataError(f"{path}: file is missing") from None
    except OSError as error:
        raise DataError(f"{path}: file cannot be read ({error.strerror or error})") from None
    except json.JSONDecodeError as error:
        where = f"line {error.lineno}, column {error.colno}"
        raise DataError(f"{path}: not valid JSON ({where}): {error.msg}") from None
    except UnicodeDecodeError:
        raise DataError(f"{path}: not valid JSON (the file is not UTF-8 text)") from None
    except (ValueError, RecursionError) as error:  # an over-long integer, absurd nesting
        raise DataError(f"{path}: not valid JSON ({error})") from None


def load_model(path: Path, model: type[Model]) -> Model:
    """Read ``path`` and validate it whole against ``model``."""
    raw = read_json(path)
    try:
        return model.model_validate(raw)
    except ValidationError as error:
        raise DataError(explain(path, raw, error)) from None


def load_entries(path: Path, key: str, model: type[Model]) -> list[Model]:
    """Read ``path`` (an object holding a list under ``key``) and validate each entry."""
    raw = read_json(path)
    if not isinstance(raw, dict) or not isinstance(raw.get(key), list):
        raise DataError(f"{path}: expected an object with a list '{key}'")
    entries = []
    for index, entry in enumerate(raw[key]):
        try:
            entries.append(model.model_validate(entry))
        except ValidationError as error:
            raise DataError(explain(path, raw, error, prefix=(key, index))) from None
    return entries


def explain(path: Path, raw: Any, error: ValidationError, prefix: tuple = ()) -> str:
    """One line naming the file, the entry and the field of the first validation error.

    ``prefix`` is where the validated value sits inside ``raw`` (a list name and position)."""
    first = error.errors()[0]
    loc = [*prefix, *first["loc"]]
    at = ".".join(str(part) for part in loc)
    entry = _entry(raw, loc)
    if entry is None:
        return f"{path}: field '{at or '(file)'}': {first['msg']}"
    what, field = entry
    return f"{path}: {what}: field '{field}': {first['msg']} [at {at}]"


def _entry(raw: Any, loc: list) -> tuple[str, str] | None:
    """``("card 'castle' named 'Castle'", "cost.twig")`` when ``loc`` points into an entry of
    a list of objects in ``raw``; None otherwise."""
    if len(loc) < 2 or not isinstance(loc[0], str) or not isinstance(loc[1], int):
        return None
    try:
        item = raw[loc[0]][loc[1]]
    except (KeyError, IndexError, TypeError):
        return None
    if not isinstance(item, dict):
        item = {}
    labels = [item[name] for name in LABEL_FIELDS if isinstance(item.get(name), str)]
    singular = loc[0][:-1] if loc[0].endswith("s") else loc[0]
    what = f"{singular} '{labels[0]}'" if labels else f"{singular} #{loc[1]}"
    if labels and labels[0] != item.get("name", labels[0]):
        what += f" named {item['name']!r}"
    field = ".".join(str(part) for part in loc[2:]) or "(whole entry)"
    return what, field
